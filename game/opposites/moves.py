"""Opposites' decisions and actions: the phases (what kind of decision a seat faces), the actions'
int values, the typed moves a table reads, and the actions' text forms.

A placement is ``card * 4 + pile`` (:func:`place_action`); naming a Tornado's symbol, countering
and the word actions sit above every placement. ``action_text`` is the save and command-line
format only (``place F5 2``, ``name 1 fire``, ``end``); ``decode`` gives the typed :class:`Move`
a table reads and :func:`action_of` is its inverse.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, FormatError, Move
from game.messages import register
from game.opposites.cards import CARD_BY_TEXT, SYMBOLS, card_text, parse_card

PILES = 3
"""The base piles; a placement names one (1-3 in its text)."""

# Phases: what kind of decision the current seat faces.
NAMING, COUNTERING, PLACING, OVER = "name", "counter", "place", "over"
# After the naming: where the game goes on.
AFTER_START, AFTER_COUNTER, AFTER_PLACE = "start", "counter", "place"

# Actions: PLACE card on pile is ``card * 4 + pile``; the others sit above every placement.
NAME_BASE = 512  # + pile * 4 + symbol
COUNTER_BASE = 600  # + pile
END, ACCEPT = 700, 701
WORDS = {END: "end", ACCEPT: "accept"}


def place_action(card: int, pile: int) -> int:
    return card * 4 + pile


def name_action(pile: int, symbol: int) -> int:
    return NAME_BASE + pile * 4 + symbol


def counter_action(pile: int) -> int:
    return COUNTER_BASE + pile


@dataclass(frozen=True)
class Place(Move):
    """Place ``card`` (its code, "F5" or "T") on base pile ``pile`` (0-2)."""

    card: str
    pile: int


@dataclass(frozen=True)
class NameSymbol(Move):
    """Name the symbol a Tornado on ``pile`` stands for."""

    pile: int
    symbol: str


@dataclass(frozen=True)
class Counter(Move):
    """Counter the card just laid on ``pile`` with its opposite."""

    pile: int


@dataclass(frozen=True)
class EndTurn(Move):
    """End the turn (after at least one card, or drawing when nothing fits)."""


@dataclass(frozen=True)
class Accept(Move):
    """Accept what the last card costs (take the cards it makes this player draw)."""


WORD_MOVES: dict[int, Move] = {END: EndTurn(), ACCEPT: Accept()}


def decode(action: Action) -> Move:
    """An Opposites action as a typed move (:meth:`game.core.State.decode`)."""
    assert isinstance(action, int)
    if action in WORD_MOVES:
        return WORD_MOVES[action]
    if action >= COUNTER_BASE:
        return Counter(action - COUNTER_BASE)
    if action >= NAME_BASE:
        pile, symbol = divmod(action - NAME_BASE, 4)
        return NameSymbol(pile, SYMBOLS[symbol])
    return Place(card_text(action >> 2), action & 3)


def action_text(action: Action) -> str:
    """An action's stable text form, the save and command-line format (``place F5 2``)."""
    assert isinstance(action, int)
    if action in WORDS:
        return WORDS[action]
    if action >= COUNTER_BASE:
        return f"counter {action - COUNTER_BASE + 1}"
    if action >= NAME_BASE:
        pile, symbol = divmod(action - NAME_BASE, 4)
        return f"name {pile + 1} {SYMBOLS[symbol]}"
    return f"place {card_text(action >> 2)} {(action & 3) + 1}"


def parse_action(text: str) -> Action:
    """Read an action's text form back; a FormatError says what is wrong with bad text."""
    words = text.strip().lower().split()
    usage = "place CARD PILE, name PILE SYMBOL, counter PILE, end, accept"
    if len(words) == 1 and words[0] in WORDS.values():
        return END if words[0] == "end" else ACCEPT
    if not words or words[0] not in ("place", "name", "counter"):
        raise FormatError("opposites.bad_action", text=text, usage=usage)
    verb, rest = words[0], words[1:]
    if verb == "counter" and len(rest) == 1:
        return counter_action(_parse_pile(rest[0], text))
    if verb == "name" and len(rest) == 2:
        if rest[1] not in SYMBOLS:
            raise FormatError("opposites.bad_symbol", text=text, symbols=", ".join(SYMBOLS))
        return name_action(_parse_pile(rest[0], text), SYMBOLS.index(rest[1]))
    if verb == "place" and len(rest) == 2:
        return place_action(parse_card(rest[0]), _parse_pile(rest[1], text))
    raise FormatError("opposites.bad_action", text=text, usage=usage)


def _parse_pile(word: str, text: str) -> int:
    if word not in ("1", "2", "3"):
        raise FormatError("opposites.bad_pile", text=text)
    return int(word) - 1


def action_of(move: Move) -> Action:
    """The action a move stands for (the inverse of ``decode``), legal now or not: a table asks the
    engine why a card dropped on a pile may not go there."""
    if isinstance(move, Place):
        return place_action(CARD_BY_TEXT[move.card], move.pile)
    if isinstance(move, NameSymbol):
        return name_action(move.pile, SYMBOLS.index(move.symbol))
    if isinstance(move, Counter):
        return counter_action(move.pile)
    if isinstance(move, EndTurn):
        return END
    if isinstance(move, Accept):
        return ACCEPT
    raise TypeError(f"not an Opposites move: {move!r}")


register(
    {
        # the save and command-line format
        "opposites.bad_action": "'{text}' is not an Opposites action ({usage})",
        "opposites.bad_symbol": "'{text}': the symbol is one of {symbols}",
        "opposites.bad_pile": "'{text}': the pile is 1, 2 or 3",
    }
)
