"""Events more than one game records (see :class:`game.core.Event`): cards drawn, a rebuilt draw
pile, an extra turn, the end of the game. A game's own events live beside its rules."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event, Termination


@dataclass(frozen=True)
class Drew(Event):
    """``seat`` drew ``count`` cards (public: everybody sees how many); ``why`` says what made
    them draw, in the game's own words ("untouched", "twos", "tornado", "counter")."""

    seat: int
    count: int
    why: str


@dataclass(frozen=True)
class DrewCards(Event):
    """The cards ``seat`` drew, private to that seat (``to=(seat,)``), beside its :class:`Drew`."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class PileRebuilt(Event):
    """The draw pile ran out and was made again from ``count`` discarded cards."""

    count: int


@dataclass(frozen=True)
class ExtraTurn(Event):
    """``seat`` takes another turn right away."""

    seat: int


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended, why (``termination``) and who won."""

    termination: Termination
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Reversed(Event):
    """The direction of play flipped; ``direction`` is the new one (+1 clockwise, -1 counter)."""

    direction: int
