"""Assano's cards: the 108-card deck as small ints, their codes, points and names, and which
card goes on which (the rulebook: ``seeds/assano.da.txt``).

A card is ``colour * 16 + rank`` (ranks 0-9, then Skip, Reverse and Draw Two); the two wilds are
64 and 65. ``card_text`` is a card's short code in the save and command-line format ("B2", "GS",
"W4"); ``card_message`` its name on the face, in any language.
"""

from __future__ import annotations

from game.core import FormatError
from game.messages import Message, register

COLOURS = ("red", "green", "blue", "yellow")
COLOUR_LETTERS = "RGBY"
SKIP, REVERSE, DRAW_TWO = 10, 11, 12
WILD, WILD_FOUR = 64, 65
RANK_TEXT = {SKIP: "S", REVERSE: "V", DRAW_TWO: "D2"}


def colour_of(card: int) -> int:
    return card >> 4


def rank_of(card: int) -> int:
    return card & 15


def is_wild(card: int) -> bool:
    return card >= WILD


def full_deck() -> list[int]:
    """The 108 cards: per colour one 0, two of 1..9, Skip, Reverse, Draw Two; 4 + 4 wilds."""
    deck = []
    for colour in range(4):
        base = colour << 4
        deck.append(base)
        for rank in range(1, 13):
            deck += [base | rank, base | rank]
    deck += [WILD] * 4 + [WILD_FOUR] * 4
    return deck


def card_points(card: int) -> int:
    """Points of a card left in a loser's hand."""
    if card == WILD_FOUR:
        return 100
    if card == WILD:
        return 50
    rank = rank_of(card)
    return 20 if rank >= SKIP else rank


def _spell(card: int) -> str:
    if card == WILD:
        return "W"
    if card == WILD_FOUR:
        return "W4"
    rank = rank_of(card)
    return COLOUR_LETTERS[colour_of(card)] + RANK_TEXT.get(rank, str(rank))


_TEXTS = {card: _spell(card) for card in range(WILD_FOUR + 1)}
"""Every card's code, spelt once: observations, saves and the search's move lists spell cards by
the hundred thousand (a look-up costs a third of spelling one)."""


def card_text(card: int) -> str:
    text = _TEXTS.get(card)
    return text if text is not None else _spell(card)


COLOUR_WORDS = {
    "red": Message("assano.colour.red"),
    "green": Message("assano.colour.green"),
    "blue": Message("assano.colour.blue"),
    "yellow": Message("assano.colour.yellow"),
}
"""The message naming each colour (the namer ``assano.colour``)."""


def card_message(card: int) -> Message:
    """A card as it reads on its face, in any language: 'blue 2', 'green skip', 'wild draw four'."""
    if card == WILD:
        return Message("assano.card.wild")
    if card == WILD_FOUR:
        return Message("assano.card.wild_four")
    rank = rank_of(card)
    colour = COLOUR_WORDS[COLOURS[colour_of(card)]]
    if rank == SKIP:
        return Message("assano.card.skip", {"colour": colour})
    if rank == REVERSE:
        return Message("assano.card.reverse", {"colour": colour})
    if rank == DRAW_TWO:
        return Message("assano.card.draw_two", {"colour": colour})
    return Message("assano.card.number", {"colour": colour, "number": rank})


def card_name(card: int) -> str:
    """A card as it reads on its face in English, for messages to people: 'blue 2', 'green skip',
    'wild draw four' (``card_text`` is the short code of the wire and save format)."""
    return str(card_message(card))


FULL_DECK = tuple(full_deck())
POINTS = [card_points(card) for card in range(WILD_FOUR + 1)]
"""``card_points`` by card: a round's score is summed from it."""
CARD_BY_TEXT = {card_text(c): c for c in set(FULL_DECK)}
CARD_TEXT = [card_text(c) for c in range(WILD_FOUR + 1)]
"""``card_text`` by card: the codes of drawn cards are looked up, not built."""


def parse_card(text: str) -> int:
    card = CARD_BY_TEXT.get(text.upper())
    if card is None:
        raise FormatError("assano.bad_card", text=text)
    return card


def matching_cards(colour: int, top: int) -> set[int]:
    """The cards that go on ``top`` with ``colour`` in play: a wild, a card of the colour or one
    of the top card's number or action symbol (a wild on top has neither)."""
    return {c for c in FULL_DECK if c >= WILD or c >> 4 == colour or (top < WILD and c & 15 == top & 15)}


MATCHING = [[matching_cards(colour, top) for top in range(WILD_FOUR + 1)] for colour in range(4)]
"""``matching_cards`` by colour and top card: a legal list, or the test of a drawn card, is one
set operation. Plain sets, never changed: a set intersects a hand quicker than a frozenset."""

COLOURED = [frozenset(c for c in FULL_DECK if c < WILD and c >> 4 == colour) for colour in range(4)]
"""The coloured cards of each colour: holding one makes a Wild Draw Four a bluff."""


register(
    {
        # the cards and colours as the rulebook names them
        "assano.colour.red": "red",
        "assano.colour.green": "green",
        "assano.colour.blue": "blue",
        "assano.colour.yellow": "yellow",
        "assano.card.number": "{colour} {number}",
        "assano.card.skip": "{colour} skip",
        "assano.card.reverse": "{colour} reverse",
        "assano.card.draw_two": "{colour} draw two",
        "assano.card.wild": "wild",
        "assano.card.wild_four": "wild draw four",
        # the save and command-line format
        "assano.bad_card": "'{text}' is not an Assano card "
        "(e.g. R7, GS skip, BV reverse, YD2 draw two, W, W4)",
    },
    {
        "assano.card": lambda code: card_message(CARD_BY_TEXT[code]),
        "assano.card_initial": lambda code: card_message(CARD_BY_TEXT[code]),
        "assano.colour": COLOUR_WORDS.__getitem__,
    },
)
