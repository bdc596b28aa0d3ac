"""Events more than one game records (see :class:`game.core.Event`): cards drawn (the count in
public, the cards private to the drawer), the direction reversed, the game over.

Each is a frozen dataclass; a game's own events live beside its rules
(``game/tornado_ellie_events.py``). An event's fields are machine values (seats, counts, codes);
the tables put them in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event, Termination


@dataclass(frozen=True)
class Drew(Event):
    """``seat`` drew ``count`` cards (public: everybody sees how many); ``why`` is the game's code
    for what made them draw ("refill", ...)."""

    seat: int
    count: int
    why: str


@dataclass(frozen=True)
class DrewCards(Event):
    """The cards ``seat`` drew, private to that seat (``to=(seat,)``), beside its :class:`Drew`."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Reversed(Event):
    """The direction of play flipped; ``direction`` is the new one (+1 clockwise, -1 counter)."""

    direction: int


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended for ``reason``; ``winners`` share the win."""

    winners: tuple[int, ...]
    reason: Termination
