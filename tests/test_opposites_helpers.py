"""Arranged Opposites positions for the rule tests (helpers only; named test_* to stay in the
Opposites test files).

Each helper builds a chosen hand, piles and draw pile."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.opposites.cards import full_deck, parse_card
from game.opposites.moves import END
from game.opposites.plan import TORNADO
from game.opposites.rules import SPEC, OppositesState


def cards(text: str) -> list[int]:
    """'F5 W9 T' -> card ints."""
    return [parse_card(word) for word in text.split()]


def arrange(
    hands: list[str],
    piles: list[str],
    *,
    seat: int = 0,
    named: list[int] | None = None,
    deck_top: str = "",
    options: dict[str, Any] | None = None,
) -> OppositesState:
    """A game whose turn of ``seat`` starts now with these hands and piles (bottom to top).

    ``deck_top`` lists the next cards drawn, first drawn first; the rest of the 60 cards lie
    below them, so every card stays accounted for.
    """
    state = SPEC.new_game(len(hands), options or {}, seed=7)
    assert isinstance(state, OppositesState)
    state.hands = [cards(h) for h in hands]
    state.piles = [cards(p) for p in piles]
    state.named = list(named) if named else [-1, -1, -1]
    rest = Counter(full_deck())
    rest.subtract(c for h in state.hands for c in h)
    rest.subtract(c for p in state.piles for c in p)
    drawn_first = cards(deck_top)
    rest.subtract(drawn_first)
    assert all(n >= 0 for n in rest.values()), "a card is used twice"
    # Below the chosen cards: the Tornados at the bottom, the lowest symbol cards on top.
    state.deck = sorted(rest.elements(), key=lambda c: (c != TORNADO, -c)) + drawn_first[::-1]
    state.turns = 0
    state.extra = 0
    state.runs = [0, 0, 0]
    state.owed = [0] * len(hands)
    state.tornados = []
    state.to_name = []
    state.phase = "place"
    state._legal = None
    state._begin_turn(seat)
    return state


def texts(state: OppositesState) -> set[str]:
    return set(state.legal_texts())


def play(state: OppositesState, *actions: str) -> OppositesState:
    for text in actions:
        state.apply_text(text)
    return state


def card_census(state: OppositesState) -> Counter[int]:
    """Every card in hands, draw pile and base piles."""
    census: Counter[int] = Counter(state.deck)
    for hand in state.hands:
        census.update(hand)
    for pile in state.piles:
        census.update(pile)
    return census


def finish_turn(state: OppositesState) -> None:
    """Place whatever is still required (first legal placement each time), then end the turn."""
    seat = state.current_player()
    while state.current_player() == seat and not state.is_over():
        state.apply(state.legal_actions()[0])
        if state.history[-1] == END:
            return
