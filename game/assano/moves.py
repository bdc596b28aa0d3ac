"""Assano's decisions and actions: the phases (what kind of decision a seat faces), the actions'
int values, the typed moves a table reads, and the actions' text forms.

A play is ``card << 3 | named_colour << 1 | call`` (:func:`play_action`); the word actions sit
above every play. ``action_text`` is the save and command-line format only (``play W4 red call``,
``draw``); ``decode`` gives the typed :class:`Move` a table reads.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.assano.cards import COLOURS, WILD, WILD_FOUR, card_text, parse_card
from game.core import Action, FormatError, Move
from game.messages import register

# Phases: whose decision, and of what kind.
NORMAL, DRAWN, PENALTY, OVER = "play", "drawn", "penalty", "over"

# Word actions (above every play action).
DRAW, TAKE, CHALLENGE, KEEP = 1024, 1025, 1026, 1027
WORDS = {DRAW: "draw", TAKE: "take", CHALLENGE: "challenge", KEEP: "keep"}


def play_action(card: int, named: int = 0, call: bool = False) -> int:
    return card << 3 | named << 1 | int(call)


VARIANTS = [
    tuple(card << 3 | named << 1 for named in range(4)) if card >= WILD else (card << 3,)
    for card in range(WILD_FOUR + 1)
]
"""Play actions of a card without the call, by card: a wild names one of four colours."""


def random_play(plays: list[int] | tuple[int, ...], call: bool, draw: Callable[[], float]) -> int:
    """A random play-out's pick from a legal list of ``plays`` followed, with ``call`` (two cards
    in hand), by each of them again with the ASSANO call: the same action and the same draws as
    ``legal[int(draw() * len(legal))]`` (none for a single choice), without building the list."""
    count = len(plays)
    choices = count * 2 if call else count
    if choices == 1:
        return plays[0]
    index = int(draw() * choices)
    return plays[index % count] | (index >= count)


@dataclass(frozen=True)
class Play(Move):
    """Play ``card`` (its code, "B2"); a wild names ``colour``; ``call`` says ASSANO with it."""

    card: str
    colour: str | None = None
    call: bool = False


@dataclass(frozen=True)
class Draw(Move):
    """Draw a card (no card matches, or the house rule allows it)."""


@dataclass(frozen=True)
class TakePenalty(Move):
    """Take the cards a Draw Two or a Wild Draw Four put on this player."""


@dataclass(frozen=True)
class Challenge(Move):
    """Challenge the Wild Draw Four just played."""


@dataclass(frozen=True)
class Keep(Move):
    """Keep the card just drawn (house rule)."""


WORD_MOVES: dict[int, Move] = {DRAW: Draw(), TAKE: TakePenalty(), CHALLENGE: Challenge(), KEEP: Keep()}


def decode(action: Action) -> Move:
    """An Assano action as a typed move (:meth:`game.core.State.decode`)."""
    assert isinstance(action, int)
    if action in WORD_MOVES:
        return WORD_MOVES[action]
    card = action >> 3
    colour = COLOURS[action >> 1 & 3] if card >= WILD else None
    return Play(card_text(card), colour, bool(action & 1))


def action_text(action: Action) -> str:
    """An action's stable text form, the save and command-line format (``play W4 red call``)."""
    assert isinstance(action, int)
    if action in WORDS:
        return WORDS[action]
    card = action >> 3
    parts = ["play", card_text(card)]
    if card >= WILD:
        parts.append(COLOURS[action >> 1 & 3])
    if action & 1:
        parts.append("call")
    return " ".join(parts)


def parse_action(text: str) -> Action:
    """Read an action's text form back; a FormatError says what is wrong with bad text."""
    words = text.strip().lower().split()
    if len(words) == 1 and words[0] in WORDS.values():
        return next(a for a, w in WORDS.items() if w == words[0])
    if not words or words[0] != "play" or len(words) < 2:
        raise FormatError("assano.bad_action", text=text)
    card = parse_card(words[1])
    rest = words[2:]
    call = bool(rest) and rest[-1] == "call"
    if call:
        rest = rest[:-1]
    named = 0
    if card >= WILD:
        if len(rest) != 1 or rest[0] not in COLOURS:
            raise FormatError("assano.wild_needs_colour", text=text, colours=", ".join(COLOURS))
        named = COLOURS.index(rest[0])
    elif rest:
        raise FormatError("assano.unexpected_words", text=text, words=" ".join(rest))
    return play_action(card, named, call)


register(
    {
        # the command line's and the saves' format
        "assano.bad_action": "'{text}' is not an Assano action (play CARD [COLOUR] [call], draw, take, "
        "challenge, keep)",
        "assano.wild_needs_colour": "'{text}': a wild card names a colour ({colours})",
        "assano.unexpected_words": "'{text}': unexpected words '{words}'",
    }
)
