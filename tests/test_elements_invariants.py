"""Elements invariants over many random games (a few hundred here; bench/elements_balance.py plays
thousands): crosses only move forward, every rolled die is taken once, the score is the sheet's
sum, every game ends, saves round-trip and replay."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import documents, registry
from game.elements.rules import LIGHT, NONE, SOLO_PICKS, ElementsState
from tests.protocol_checks import play_checked, snapshot

SPEC = registry.get("elements")
MAX_PICKS = 2000
"""Far above any real game (about 60 picks per player): reaching it means a game that never ends."""


def recomputed_score(state: ElementsState, seat: int) -> int:
    """The score from the public sheet alone: the value over each row's last cross."""
    obs = state.observation(seat)
    layout = obs["layout"]
    rows = [layout["element_rows"][e]["values"] for e in ("fire", "water", "earth", "air")]
    rows += [layout["dark_row"]["values"], layout["light_row"]["values"]]
    marks = obs["sheets"][seat]["marks"]
    return sum(values[mark] for values, mark in zip(rows, marks, strict=True))


def play_random_checked(players: int, seed: int) -> ElementsState:
    """Play one random game, asserting the invariants after every pick."""
    rng = random.Random(seed)
    state = SPEC.new_game(players, {}, seed)
    assert isinstance(state, ElementsState)
    picks = 0
    while not state.is_over():
        seat = state.current_player()
        before = [m.copy() for m in state.marks]
        legal = state.legal_actions()
        action = rng.choice(legal)
        die, target = action >> 3, action & 7
        roll = (state.rounds, state.faces.copy())
        state.apply(action)
        picks += 1
        assert picks < MAX_PICKS, "the game did not end"
        changed = [(s, r) for s in range(players) for r in range(6) if state.marks[s][r] != before[s][r]]
        if target == NONE:
            assert changed == []
        else:
            assert changed == [(seat, target)]
            assert state.marks[seat][target] == before[seat][target] + 1
        if state.rounds == roll[0] and not state.is_over():
            assert state.faces == roll[1] and state.taken[die] == seat
        for s in range(players):
            assert all(0 <= m < n for m, n in zip(state.marks[s], state.lengths, strict=True))
            full = sum(state.is_full(s, r) for r in range(6))
            assert state.completed[s] == full, "a completed row is a full row"
            assert not (state.frozen[s] and state.is_full(s, 4))
    result = state.result()
    for seat in range(players):
        assert result.scores[seat] == recomputed_score(state, seat)
    assert result.winners == [s for s in range(players) if result.scores[s] == max(result.scores)]
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_the_invariants(players: int) -> None:
    """Crosses only move forward, one row per pick; full rows are the completed rows; scores are
    recomputed from the sheet; every game ends."""
    for seed in range(100):
        state = play_random_checked(players, seed)
        if players == 1:
            assert state.completed[0] >= 3
        else:
            assert sum(state.completed) >= 6
            assert state.active == (state.start - 1) % players


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_each_rolled_die_is_taken_exactly_once(players: int) -> None:
    """Every die of a roll is taken by exactly one pick (solo: two picks, the rest set aside)."""
    for seed in range(25):
        state = SPEC.new_game(players, {}, seed)
        assert isinstance(state, ElementsState)
        rng = random.Random(seed)
        while not state.is_over():
            rounds, taken_before = state.rounds, sum(t >= 0 for t in state.taken)
            state.apply(rng.choice(state.legal_actions()))
            if state.is_over():
                break
            if state.rounds == rounds:
                assert sum(t >= 0 for t in state.taken) == taken_before + 1
            else:
                assert state.taken == [-1] * len(state.faces)
                assert taken_before + 1 == (SOLO_PICKS if players == 1 else len(state.faces))


@pytest.mark.parametrize("seed", range(4))
def test_the_protocol_holds_in_random_games(seed: int) -> None:
    """Listed actions apply, others are refused unchanged, JSON round-trips, every game ends."""
    rng = random.Random(seed)
    state = SPEC.new_game(1 + seed % 4, {"start_player": "random"}, seed)
    play_checked(state, rng, deep_every=9)


@settings(max_examples=25, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10**6), cut=st.integers(0, 400))
def test_saves_round_trip_and_replay_to_the_same_game(players: int, seed: int, cut: int) -> None:
    """A game is given by its setup and action list: a save made at any point replays exactly."""
    rng = random.Random(seed)
    state = SPEC.new_game(players, {}, seed)
    for _ in range(cut):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    again = documents.loads(documents.dumps(state))
    assert snapshot(again) == snapshot(state)
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        again.apply(action)
    assert snapshot(again) == snapshot(state)
    assert again.result() == state.result()


def test_misses_happen_only_when_nothing_fits() -> None:
    """In random play, a light-row cross is listed only when no remaining die is usable."""
    for seed in range(20):
        state = SPEC.new_game(2 + seed % 3, {}, seed)
        assert isinstance(state, ElementsState)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            if any(a & 7 == LIGHT for a in legal):
                seat = state.current_player()
                assert not any(state.fits(seat, state.faces[d]) for d in state.remaining())
            state.apply(rng.choice(legal))
