"""Assano's speed work changes no game: the play-out loop of its own and the faster engine play
exactly the games the plain protocol loop plays, and the ones the engine played before.

The search runs thousands of random play-outs a second (``bench/bots.py speed``), so the engine
reads its house rules once, draws in slices, shuffles in C and ``AssanoState.playout`` has a loop
of its own. Saved games are replayed by their actions and searches are reproducible by their
seed, so every legal list, every state and every draw from a generator must stay as it was.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from typing import Any

import pytest

from game import registry
from game.assano.hard import quick_policy
from game.assano.rules import AssanoState
from game.core import State, shuffled
from tests.protocol_checks import digest_game, same_state, snapshot

ALL_RULES = {opt.name: True for opt in registry.get("assano").options if isinstance(opt.default, bool)}
"""Every house rule on."""
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"stacking": True},
    {"challenge_wild_draw_four": True},
    {"stacking": True, "challenge_wild_draw_four": True},
    {"may_keep_drawn": True},
    {"two_player_reverse_skips": True},
    {"voluntary_draw": True},
    ALL_RULES,
]
SET_IDS = ["defaults", "stacking", "challenge", "stacking+challenge", "keep", "reverse", "voluntary", "all"]


def seeds(options: dict[str, Any]) -> range:
    """Fewer games where a draw is always open: uniformly random play then wanders for
    thousands of decisions before someone goes out."""
    return range(8) if options.get("voluntary_draw") else range(48)


def position(options: dict[str, Any], seed: int) -> AssanoState:
    """A game of 2-5 players, a single round (even seeds) or to 500 points (odd seeds, not with
    voluntary draws), a few random decisions in."""
    rng = random.Random(seed)
    target = 500 if seed % 2 and not options.get("voluntary_draw") else 0
    state = registry.get("assano").new_game(2 + seed % 4, {**options, "target": target}, seed)
    assert isinstance(state, AssanoState)
    for _ in range(rng.randrange(40)):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def plain_loop(state: State, rng: random.Random) -> None:
    """Uniformly random play through the public protocol, each action checked by ``apply``."""
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else legal[int(rng.random() * len(legal))])


def assert_same_game(fast: State, slow: State) -> None:
    assert fast.history == slow.history
    assert snapshot(fast) == snapshot(slow)  # the document and every seat's observation
    assert same_state(fast, slow)  # hidden cards, flags and the generator too


@pytest.mark.parametrize("options", OPTION_SETS, ids=SET_IDS)
def test_the_play_out_plays_what_the_plain_loop_plays(options: dict[str, Any]) -> None:
    """From determinized positions, as a search starts them, with the same generator."""
    for seed in seeds(options):
        start = position(options, seed)
        if start.is_over():
            continue
        world = start.determinize(start.current_player(), random.Random(seed))
        fast, slow = world.copy(), world.copy()
        fast.playout(random.Random(seed))
        plain_loop(slow, random.Random(seed))
        assert fast.is_over()
        assert_same_game(fast, slow)


@pytest.mark.parametrize("options", [{}, ALL_RULES], ids=["defaults", "all"])
def test_a_play_out_with_a_policy_and_a_stop_plays_what_a_plain_loop_plays(options: dict[str, Any]) -> None:
    """The hard player's play-out (its own policy, to the end of the round) is not Assano's own
    loop but must play the same all the same."""
    for seed in range(24):
        start = position({**options, "voluntary_draw": False}, seed)
        stop = round_over(start)
        fast, slow = start.copy(), start.copy()
        fast.playout(random.Random(seed), quick_policy, stop)
        draws = random.Random(seed)
        while not slow.is_over() and not stop(slow):
            legal = slow.legal_actions()
            slow.apply(legal[0] if len(legal) == 1 else quick_policy(slow, legal, draws))
        assert_same_game(fast, slow)


def round_over(start: AssanoState) -> Callable[[State], bool]:
    """True once the round of ``start`` has ended (the hard player's stop)."""
    rounds = len(start.rounds)

    def over(state: State) -> bool:
        assert isinstance(state, AssanoState)
        return len(state.rounds) > rounds

    return over


def test_the_shuffle_keeps_the_order_saved_games_were_dealt_in() -> None:
    """One ``random()`` per card in order, then a stable sort by those keys: the order every
    saved game was dealt in, whatever makes it fast."""
    deck = sorted(registry.get("assano").new_game(2, {}, 0).deck)
    for seed in range(300):
        size = seed % (len(deck) + 1)
        ours, reference = random.Random(seed), random.Random(seed)
        keys = [reference.random() for _ in range(size)]
        expected = [deck[i] for i in sorted(range(size), key=keys.__getitem__)]
        assert shuffled(ours, deck[:size]) == expected
        assert ours.getstate() == reference.getstate()


# Written by the engine before the speed work (``git show 5ebbd71:game/assano/rules.py``) with
# ``fingerprint()`` below. A change of rules changes it on purpose: record it anew then, and say
# in the commit that saved games of the old rules no longer replay.
FINGERPRINT = "589212342501cbfb35f01895d898a366345875b23d68e443774fbaa8988ebff2"


def fingerprint() -> str:
    """A digest of fixed games played through the protocol: every legal list in its order, the
    final document and result, and determinizations along the way (deals, rebuilt piles, bluffs)."""
    digest = hashlib.sha256()
    for index, options in enumerate(OPTION_SETS):
        for seed in range(3 if options.get("voluntary_draw") else 12):

            def dealt(state: State, seed: int = seed) -> tuple[Any, ...]:
                other = state.determinize(len(state.history) % state.players, random.Random(seed))
                assert isinstance(other, AssanoState)
                return other.hands, other.deck, other.w4_bluff, other.drawn

            digest_game(digest, position(options, seed * 31 + index), seed, 25, dealt)
    return digest.hexdigest()


def test_the_engine_plays_every_game_as_it_did_before() -> None:
    assert fingerprint() == FINGERPRINT
