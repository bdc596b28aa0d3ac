"""Opposites invariants over many random games with random options and player counts."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game import documents
from game.opposites.cards import full_deck
from game.opposites.rules import SPEC, OppositesState
from tests.protocol_checks import play_checked, random_options, snapshot
from tests.test_opposites_helpers import card_census

DECK = Counter(full_deck())


def random_game(seed: int) -> tuple[OppositesState, random.Random]:
    rng = random.Random(seed)
    players = rng.randint(2, 4)
    options = random_options("opposites", players, rng)
    options["turn_limit"] = rng.choice([400, 400, 60, 1])
    state = SPEC.new_game(players, options, seed)
    assert isinstance(state, OppositesState)
    return state, rng


@pytest.mark.parametrize("block", range(4))
def test_all_sixty_cards_are_accounted_for_after_every_action_and_every_game_ends(block: int) -> None:
    """Hands + draw pile + base piles always hold exactly the 60 cards; every game ends (the turn
    limit is the safety net), observations never show another hand."""
    for seed in range(block * 60, block * 60 + 60):
        state, rng = random_game(seed)
        steps = 0
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            assert card_census(state) == DECK
            steps += 1
            assert steps < 20_000
        result = state.result()
        assert result.winners
        if result.detail["ended_by"] == "empty hand":
            assert [len(h) for h in state.hands].count(0) == 1
        else:
            assert state.turns >= state.options["turn_limit"]


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_the_protocol(seed: int) -> None:
    """Listed actions apply, others are refused with the state unchanged, JSON round-trips,
    re-dealing what a player cannot see leaves that player's observation unchanged."""
    state, rng = random_game(1000 + seed)
    play_checked(state, rng)


def test_replays_are_deterministic_and_survive_json() -> None:
    for seed in range(20):
        state, rng = random_game(2000 + seed)
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        again = documents.from_json(state.to_json())
        assert snapshot(again) == snapshot(state)
        assert again.result() == state.result()


def test_observations_hide_other_hands_and_the_draw_pile_order() -> None:
    """Another seat's hand (until the game is over) and the draw pile order never appear: two
    games that differ only in those look the same to the observer."""
    rng = random.Random(3)
    for seed in range(30):
        state, _ = random_game(3000 + seed)
        for _ in range(rng.randrange(30)):
            if state.is_over():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        for seat in range(state.players):
            other = state.determinize(seat, rng)
            if state.is_over():  # nothing is left to hide: every hand is open (test_open_hands_opposites)
                assert "hands" in state.observation(seat)
            else:
                assert other.observation(seat) == state.observation(seat)
            assert other.hands[seat] == state.hands[seat]
        obs = state.observation(0)
        assert "deck" not in obs
        assert all(isinstance(n, int) for n in obs["hand_sizes"])
