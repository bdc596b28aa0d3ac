"""The yardsticks of bench/opposites_sight.py deal what they claim to see, and keep every card."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bench.opposites_sight import SeesAll, SeesHands, SeesNext
from game import registry


def cards(state) -> Counter:
    return Counter([c for hand in state.hands for c in hand] + list(state.deck))


@pytest.mark.parametrize("kind", [SeesAll, SeesHands, SeesNext])
def test_each_yardstick_keeps_every_card_and_sees_only_what_it_says(kind) -> None:
    state = registry.get("opposites").new_game(4, {}, 5)
    bot = kind(1)
    rng = random.Random(2)
    sampled = 0
    while not state.is_over() and sampled < 30:
        seat = state.current_player()
        if seat >= 0:
            dealt = bot.sample(state, seat, random.Random(sampled))
            sampled += 1
            assert cards(dealt) == cards(state)
            assert [len(h) for h in dealt.hands] == [len(h) for h in state.hands]
            seen = {SeesAll: range(4), SeesHands: range(4), SeesNext: (seat, (seat + 1) % 4)}[kind]
            assert all(dealt.hands[s] == state.hands[s] for s in seen)
            assert (dealt.deck == state.deck) is (kind is SeesAll) or len(state.deck) < 2
        state.apply(rng.choice(state.legal_actions()))
    assert sampled == 30
