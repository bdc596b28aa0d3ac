"""The readings of bench/hand_reading.py keep every card, and what they infer holds for the real
hands (a reading that ruled out the truth would score the deals against a wrong picture)."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from bench.hand_reading import OPTIONS, PROBES, READINGS, NumberPileFacts, OppositesMediumModel, error
from game import registry
from game.bots import make_bot


def cards(state) -> Counter:
    held = [c for hand in state.hands for c in hand]
    for name in ("deck", "pile", "column_ids", "out_fallen", "out_played", "table"):
        held += [c for c in getattr(state, name, ()) if c >= 0]
    return Counter(held)


def medium_game(game_id: str, players: int, seed: int):
    """The states of a game of mediums before each action, with the action."""
    state = registry.get(game_id).new_game(players, OPTIONS.get(game_id, {}), seed)
    bots = [make_bot("medium", game_id, seed + s) for s in range(players)]
    while not state.is_over():
        seat = state.current_player()
        action = bots[seat].choose(state.observation(seat), state.legal_actions())
        yield state, action
        state.apply(action)


@pytest.mark.parametrize("game_id", sorted(READINGS))
def test_every_reading_deals_all_cards_and_keeps_the_deciders_hand(game_id: str) -> None:
    readings = [kind(3) for kind in READINGS[game_id].values()]
    scored = 0
    for state, action in medium_game(game_id, 4, 11):
        if state.current_player() == 0 and len(state.legal_actions()) > 1 and scored < 6:
            scored += 1
            for reading in readings:
                dealt, weights = reading.deals(state, 0, 8)
                assert len(dealt) == len(weights) == 8
                for deal in dealt:
                    assert sorted(cards(deal).elements()) == sorted(cards(state).elements())
                    assert deal.hands[0] == state.hands[0]
                    assert [len(h) for h in deal.hands] == [len(h) for h in state.hands]
                assert 0 <= error(state, 0, (dealt, weights), PROBES[game_id]) <= 1.01
        for reading in readings:
            reading.watch(state, action)
    assert scored == 6


def test_the_number_pile_facts_hold_for_the_real_hands() -> None:
    facts = NumberPileFacts()
    checked = 0
    for seed in range(6):
        for state, _ in medium_game("opposites", 4, 40 + seed):
            for seat, (lacks, count) in facts.update(state).items():
                assert sum(c not in lacks for c in state.hands[seat]) >= count
                checked += 1
    assert checked > 100


def test_the_medium_model_never_rules_out_the_real_hands() -> None:
    read = 0
    for seed in range(4):
        model = OppositesMediumModel(seed)
        for state, action in medium_game("opposites", 3, 8 + seed):
            if state.current_player() == 0 and len(state.legal_actions()) > 1:
                model.bot.read_beliefs(state)
                for seat in model.turns:
                    if seat != 0:
                        assert model.log_likelihood(state, seat) > -math.inf
                        read += 1
            model.watch(state, action)
    assert read > 40
