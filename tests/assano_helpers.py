"""Building Assano positions card by card, for rule tests."""

from __future__ import annotations

from collections import Counter
from itertools import chain

from game import registry
from game.assano.cards import colour_of, full_deck, parse_card
from game.assano.rules import AssanoState


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def rig(
    hands: list[str],
    top: str,
    deck: str = "",
    turn: int = 0,
    **options: object,
) -> AssanoState:
    """A position with the given hands, top card and draw pile (last card drawn first).

    Every other card of the 108 goes under the top card in the discard pile, so the card count
    stays right and reshuffles have material.
    """
    opts = {"target": 0, "start_player": 0, **options}
    state = registry.get("assano").new_game(len(hands), opts, seed=1)
    assert isinstance(state, AssanoState)
    state.hands = [cards(h) for h in hands]
    top_card = parse_card(top)
    state.deck = cards(deck)
    used = Counter(c for h in state.hands for c in h) + Counter(state.deck) + Counter([top_card])
    rest = list((Counter(full_deck()) - used).elements())
    state.discard = [*rest, top_card]
    state.colour = colour_of(top_card)
    state.turn = turn
    state._legal = None
    return state


def all_cards(state: AssanoState) -> Counter[int]:
    return Counter(chain(*state.hands, state.deck, state.discard))  # one pass: the soak counts often


DECK = Counter(full_deck())


def every_card_there(state: AssanoState) -> bool:
    """The 108 cards, each as often as the deck has it, in the hands and piles: the counts
    compared as dicts (every count is positive in both), much faster than sorting the cards or
    Counter's own ``==``; the invariant tests and the soak check it after every action."""
    return dict.__eq__(all_cards(state), DECK)  # type: ignore[arg-type]
