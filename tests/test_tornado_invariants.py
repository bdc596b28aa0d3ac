"""Tornado Ellie invariants over many games: with dexterity=off and with a fake physical world.

The fake world makes random runs of the top items fall (more often on a tall column) and nudges
offsets, so collapses while rotating and while stacking, insurance and empty disks all occur.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import documents
from game.bots import make_bot
from game.core import WORLD, IllegalAction
from game.tornado_ellie.cards import KINDS
from game.tornado_ellie.rules import SPEC, TornadoEllieState
from tests.protocol_checks import check_hidden, check_refusals, check_round_trip, snapshot
from tests.tornado_helpers import census as tornado_census

MAX_DECISIONS = 2000
"""Far above any game seen (90 cards, every round uses at least one): reaching it is a hang."""


def fake_world(rng: random.Random) -> Any:
    """A resolver that lets random top items fall, with a chance growing with the column."""

    def resolve(state: TornadoEllieState, bots: Any) -> tuple[Any, ...]:
        request = state.world_request()
        size = len(request["column"])
        fallen: tuple[int, ...] = ()
        if rng.random() < min(0.6, 0.03 * size):
            start = rng.randrange(size)
            fallen = tuple(i for i in range(start, size) if i == start or rng.random() < 0.8)
        offsets = None
        if rng.random() < 0.3:
            offsets = tuple(round(rng.uniform(-0.6, 0.6), 3) for _ in range(size - len(fallen)))
        return ("outcome", fallen, offsets)

    return resolve


def census_ok(state: TornadoEllieState) -> None:
    census = tornado_census(state)
    assert sum(census["cards"].values()) == 90, census
    assert census["pieces"] == dict.fromkeys(KINDS, 12), census
    assert all(len(hand) <= 4 for hand in state.hands)
    assert all(n >= 0 for farm in state.farms for n in farm.values())
    assert all(n >= 0 for n in state.supply.values())
    assert len(state.column) == len(state.column_ids)


def malformed_outcomes(state: TornadoEllieState) -> list[Any]:
    """Outcomes a world must never send for this column."""
    size = len(state.column)
    return [
        ("outcome", (size,), None),
        ("outcome", (), (0.0,) * (size + 1)),
        ("outcome", (0, 0), None),
        ("outcome", (), (float("nan"),) * max(size, 1)),
        ("outcome", (), (3.0,) * size) if size else ("outcome", (-1,), None),
    ]


def play_checked(seed: int, players: int, options: dict[str, Any], kinds: list[str]) -> TornadoEllieState:
    """Play one game, checking the invariants after every action and probing on a sample of steps."""
    rng = random.Random(seed)
    state = SPEC.new_game(players, options, seed)
    assert isinstance(state, TornadoEllieState)
    bots = [make_bot(kind, SPEC.id, seed * 7 + seat) for seat, kind in enumerate(kinds)]
    world = fake_world(rng)
    census_ok(state)
    seen: list[Any] = []
    while not state.is_over():
        assert len(state.history) < MAX_DECISIONS, "the game does not end"
        seat = state.current_player()
        seen.extend(state.legal_actions()[:2])
        if rng.random() < 0.08:
            probe(state, rng, seen)
        if seat == WORLD:
            assert state.options["dexterity"] == "physics"
            action = world(state, bots)
        else:
            action = bots[seat].choose(state.observation(seat), state.legal_actions())
        state.apply(action)
        census_ok(state)
    assert state.legal_actions() == []
    result = state.result()
    assert result.winners and all(w != result.detail["excluded"] for w in result.winners)
    return state


def probe(state: TornadoEllieState, rng: random.Random, seen: list[Any]) -> None:
    """Unlisted actions are refused and change nothing; listed ones apply; secrets stay hidden."""
    check_refusals(state, seen, rng)
    if state.current_player() == WORLD:
        before = snapshot(state)
        for action in malformed_outcomes(state):
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert snapshot(state) == before
    legal = state.legal_actions()
    for action in rng.sample(legal, min(4, len(legal))):
        other = state.copy()
        other.apply(action)
        census_ok(other)  # type: ignore[arg-type]
    check_hidden(state, rng)


def same_game(state: TornadoEllieState) -> None:
    """JSON round-trip gives the same game, seen from every seat, with the same result."""
    check_round_trip(state)
    assert documents.from_json(state.to_json()).result() == state.result()


BOT_KINDS = st.sampled_from(["random", "steady", "average", "shaky"])


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 4),
    track=st.sampled_from(["inner", "outer"]),
    seconds=st.integers(0, 5),
    kinds=st.lists(BOT_KINDS, min_size=4, max_size=4),
)
def test_invariants_with_dexterity_off(
    seed: int, players: int, track: str, seconds: int, kinds: list[str]
) -> None:
    """dexterity=off: no WORLD node ever; every card and piece is accounted for after every action,
    hands never exceed four, the game ends, saves replay to the same game."""
    options = {"dexterity": "off", "track": track, "rotation_seconds": seconds}
    state = play_checked(seed, players, options, kinds[:players])
    assert not any(a[0] == "outcome" for a in state.history)
    same_game(state)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 4),
    kinds=st.lists(BOT_KINDS, min_size=4, max_size=4),
)
def test_invariants_with_a_fake_world(seed: int, players: int, kinds: list[str]) -> None:
    """dexterity=physics with a world that makes random top items fall: collapses while rotating and
    while stacking keep every card and piece accounted for, and the outcomes in the log replay
    without any world."""
    state = play_checked(seed, players, {"dexterity": "physics"}, kinds[:players])
    same_game(state)


def test_fake_world_games_do_collapse_and_insure() -> None:
    """The sweep above really exercises collapses, insurance choices and empty disks."""
    falls = insurance = 0
    for seed in range(30):
        state = play_checked(seed, 3, {"dexterity": "physics"}, ["random"] * 3)
        falls += sum(1 for a in state.history if a[0] == "outcome" and a[1])
        insurance += sum(1 for a in state.history if a[0] == "insure")
    assert falls > 30 and insurance > 0


def test_replay_is_deterministic() -> None:
    """The same seed, options and actions give the same game."""
    state = play_checked(99, 4, {"dexterity": "physics"}, ["average", "random", "shaky", "steady"])
    replay = SPEC.new_game(4, state.options, 99)
    for action in state.history:
        replay.apply(action)
    assert replay.to_json() == state.to_json()
    assert [replay.observation(s) for s in range(4)] == [state.observation(s) for s in range(4)]
