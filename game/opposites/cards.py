"""Opposites' cards: four symbols with the numbers 1-13 and eight Tornados, as small ints, their
codes and their names (the rulebook: ``seeds/opposites.da.txt``).

A card is ``symbol * 16 + number``, the Tornado 64 (:data:`game.opposites.plan.TORNADO`).
``card_text`` is a card's short code in the save and command-line format ("F5", "T");
``card_message`` its name, in any language.
"""

from __future__ import annotations

from game.core import FormatError
from game.messages import Message, Name, register
from game.opposites.plan import TORNADO

SYMBOLS = ("water", "fire", "sun", "moon")
SYMBOL_LETTERS = "WFSM"
WATER, FIRE, SUN, MOON = range(4)
TORNADOS = 8


def opposite(symbol: int) -> int:
    """Water <-> fire, sun <-> moon."""
    return symbol ^ 1


OPPOSITE_OF = {SYMBOLS[s]: SYMBOLS[opposite(s)] for s in range(4)}
"""The symbol that must follow each symbol, by name (what a named Tornado asks for next)."""


def full_deck() -> list[int]:
    """The 60 cards: the four symbols with numbers 1..13, and 8 Tornados."""
    return [s * 16 + n for s in range(4) for n in range(1, 14)] + [TORNADO] * TORNADOS


def card_text(card: int) -> str:
    return "T" if card == TORNADO else f"{SYMBOL_LETTERS[card >> 4]}{card & 15}"


SYMBOL_WORDS = {
    "water": Message("opposites.symbol.water"),
    "fire": Message("opposites.symbol.fire"),
    "sun": Message("opposites.symbol.sun"),
    "moon": Message("opposites.symbol.moon"),
}
"""The message naming each symbol (the namer ``opposites.symbol``)."""


def card_message(card: int) -> Message:
    """A card as it reads, in any language: 'fire 5', 'Tornado'."""
    if card == TORNADO:
        return Message("opposites.card.tornado")
    symbol = SYMBOL_WORDS[SYMBOLS[card >> 4]]
    return Message("opposites.card.number", {"symbol": symbol, "number": card & 15})


def card_name(card: int) -> str:
    """A card as it reads in English, for messages to people: 'fire 5', 'Tornado' (``card_text``
    is the short code of the wire and save format)."""
    return str(card_message(card))


def card_param(code: int) -> Name:
    """A card as a message parameter: each language names it in its own words."""
    return Name("opposites.card", card_text(code))


CARD_BY_TEXT = {card_text(c): c for c in set(full_deck())}


def parse_card(text: str) -> int:
    card = CARD_BY_TEXT.get(text.upper())
    if card is None:
        raise FormatError("opposites.bad_card", text=text)
    return card


register(
    {
        # the cards and symbols as the rulebook names them
        "opposites.symbol.water": "water",
        "opposites.symbol.fire": "fire",
        "opposites.symbol.sun": "sun",
        "opposites.symbol.moon": "moon",
        "opposites.card.number": "{symbol} {number}",
        "opposites.card.tornado": "Tornado",
        # the save and command-line format
        "opposites.bad_card": (
            "'{text}' is not an Opposites card (W, F, S or M for water, fire, sun, moon with a number "
            "1-13, e.g. F5 or M13; T for a Tornado)"
        ),
    },
    {
        "opposites.card": lambda code: card_message(CARD_BY_TEXT[code]),
        "opposites.card_initial": lambda code: card_message(CARD_BY_TEXT[code]),
        "opposites.symbol": SYMBOL_WORDS.__getitem__,
    },
)
