"""Checks every game must pass, whatever its rules: the engine protocol's promises."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from typing import Any

from game import documents, registry
from game.core import WORLD, IllegalAction, State

JUNK: list[Any] = [None, -999, "junk", (1, 2, 3), 10**9, ("outcome",), 3.5]


def random_options(game_id: str, players: int, rng: random.Random) -> dict[str, Any]:
    """Random values for every option of the schema (choices, booleans, bounds, seats)."""
    options: dict[str, Any] = {}
    for opt in registry.get(game_id).options:
        if opt.seat:
            options[opt.name] = rng.choice(["random", rng.randrange(players)])
        elif opt.choices:
            options[opt.name] = rng.choice(opt.choices)
        elif isinstance(opt.default, bool):
            options[opt.name] = rng.random() < 0.5
        elif isinstance(opt.default, int) and opt.minimum is not None:
            options[opt.name] = rng.choice([opt.default, opt.minimum])
    return options


def snapshot(state: State) -> tuple[Any, ...]:
    """Everything a player or a save could notice."""
    return (
        state.to_json(),
        state.current_player(),
        [state.observation(p) for p in range(state.players)],
    )


def check_refusals(state: State, seen: list[Any], rng: random.Random) -> None:
    """A sample of unlisted actions is refused with IllegalAction and changes nothing."""
    legal = state.legal_actions()
    candidates = [a for a in rng.sample(seen, min(len(seen), 4)) if a not in legal]
    candidates.append(rng.choice(JUNK))
    before = snapshot(state)
    for action in candidates:
        try:
            state.apply(action)
        except IllegalAction as exc:
            assert str(exc).strip(), "an illegal action needs a reason"
        else:
            raise AssertionError(f"{action!r} was accepted but not listed")
        assert snapshot(state) == before


def check_round_trip(state: State) -> None:
    """The JSON document replays to the same game, seen from every seat."""
    again = documents.loads(documents.dumps(state))
    assert snapshot(again) == snapshot(state)


UNSHARED = ("_rng", "_rng_shared", "_legal", "last_events")
"""Attributes that are caches, the generator (compared through its state instead) or what the last
``apply`` recorded (a play-out records nothing)."""


def same_state(a: State, b: State) -> bool:
    """Two states are the same game, hidden parts and generator included."""
    fields = {k: v for k, v in vars(a).items() if k not in UNSHARED}
    other = {k: v for k, v in vars(b).items() if k not in UNSHARED}
    return fields == other and a.rng().getstate() == b.rng().getstate()


def check_determinization(state: State, observer: int, rng: random.Random) -> State:
    """``determinize`` keeps its promises for one position and observer; returns one of them.

    The observer's observation is unchanged; every listed action applies (and the observer, when
    to move, has the same list); the original is untouched; the result depends only on what the
    observer sees (a determinization of a determinization, with the same seed, is the same state);
    another seed gives another future (a fresh generator, not the state's own).
    """
    before = snapshot(state)
    seen = state.observation(observer)
    seed = rng.getrandbits(32)
    other = state.determinize(observer, random.Random(seed))
    assert other.observation(observer) == seen
    assert other.history == state.history
    if state.current_player() == observer:
        assert other._legal_actions() == state.legal_actions(), "the mover's legal list is kept"
    for action in other.legal_actions():
        other.copy().apply(action)
    look_alike = state.determinize(observer, rng)
    assert same_state(look_alike.determinize(observer, random.Random(seed)), other), (
        "a determinization must depend only on what the observer sees"
    )
    third = state.determinize(observer, random.Random(seed + 1))
    futures = {repr(s.rng().getstate()) for s in (state.copy(), other, third)}
    assert len(futures) == 3, "a determinization must draw its own future"
    assert snapshot(state) == before, "determinizing must not touch the original"
    return other


def check_hidden(state: State, rng: random.Random) -> None:
    """An observation depends only on what that player may see: re-dealing all the player cannot
    see (determinize) leaves the player's observation exactly the same; for one seat at random,
    the determinization is checked in full as a sound game for a search player
    (:func:`check_determinization`; tests/test_determinize.py checks every seat)."""
    full = rng.randrange(state.players)
    for seat in range(state.players):
        if seat == full:
            check_determinization(state, seat, rng)
        else:
            assert state.determinize(seat, rng).observation(seat) == state.observation(seat)


def play_checked(state: State, rng: random.Random, world: Any = None, deep_every: int = 10**9) -> State:
    """Play randomly to the end, checking the protocol at every step: listed actions apply,
    others are refused, round trips, hidden info. The deep checks (a round trip replays the whole
    game) run at each of the first 60 steps, then at every power of two and every ``deep_every``-th
    step, so very long random games (voluntary draws can make them so) stay cheap to check."""
    seen: list[Any] = []
    step = 0
    while not state.is_over():
        seat = state.current_player()
        if seat == WORLD:
            action = world(state, [None] * state.players)
        else:
            legal = state.legal_actions()
            assert legal, "a player to move must have a legal action"
            if step < 60 or step & (step - 1) == 0 or step % deep_every == 0:
                assert len(set(legal)) == len(legal), "legal actions are listed once"
                before = snapshot(state)
                for action in legal:
                    assert state.parse_action(state.action_text(action)) == action
                    state.copy().apply(action)
                assert snapshot(state) == before, "playing on a copy must not touch the original"
                check_refusals(state, seen, rng)
                check_round_trip(state)
                check_hidden(state, rng)
            action = rng.choice(legal)
            seen.extend(legal[:3])
        state.apply(action)
        step += 1
    assert state.legal_actions() == []
    result = state.result()
    assert result.winners and all(0 <= w < state.players for w in result.winners)
    assert len(result.scores) == state.players
    check_round_trip(state)
    return state


def digest_game(
    digest: hashlib._Hash, state: State, seed: int, every: int, sample: Callable[[State], Any]
) -> None:
    """Play ``state`` to the end at random (from ``seed``) and feed ``digest`` everything a replay
    must reproduce: every legal list in its order, ``sample(state)`` every ``every`` actions, the
    final document and result. The engines' fingerprints (saved games replay) are built on it."""
    rng = random.Random(seed)
    while not state.is_over():
        legal = state.legal_actions()
        digest.update(repr(legal).encode())
        if len(state.history) % every == 0:
            digest.update(repr(sample(state)).encode())
        state.apply(legal[int(rng.random() * len(legal))])
    result = state.result()
    digest.update(repr((state.to_json(), result.winners, result.scores, result.detail)).encode())
