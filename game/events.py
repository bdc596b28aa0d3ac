"""Events more than one game records (see :class:`game.core.Event`): cards drawn, a turn missed,
the direction reversed, a draw pile rebuilt, an extra turn, a round over, the game over.

Each is a frozen dataclass; a game's own events live beside its rules (``game/assano/events.py``).
An event's fields are machine values (seats, counts, codes); the tables put them in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event, Termination

# A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__`` and
# costs about three times as much as filling ``__dict__``; a game records an event at most of its
# actions (every draw), so the frequent events below fill it themselves (``init=False``).
# Frozenness, equality, hashing and the repr are the dataclass's.


@dataclass(frozen=True, init=False)
class Drew(Event):
    """``seat`` drew ``count`` cards (public: the count only; the cards are a private event,
    :class:`DrewCards`). ``why`` is the game's code for the reason ("draw", "twos", "counter", ...)."""

    reveals = True
    seat: int
    count: int
    why: str

    def __init__(self, seat: int, count: int, why: str, *, to: tuple[int, ...] = ()) -> None:
        d = self.__dict__
        d["seat"] = seat
        d["count"] = count
        d["why"] = why
        d["to"] = to


@dataclass(frozen=True)
class DrewCards(Event):
    """The cards ``seat`` drew, private to that seat (``to=(seat,)``), beside its :class:`Drew`."""

    reveals = True
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, init=False)
class Skipped(Event):
    """``seat`` misses a turn."""

    seat: int

    def __init__(self, seat: int, *, to: tuple[int, ...] = ()) -> None:
        d = self.__dict__
        d["seat"] = seat
        d["to"] = to


@dataclass(frozen=True, init=False)
class Reversed(Event):
    """The direction of play flipped; ``direction`` is the new one (+1 clockwise, -1 counter)."""

    direction: int

    def __init__(self, direction: int, *, to: tuple[int, ...] = ()) -> None:
        d = self.__dict__
        d["direction"] = direction
        d["to"] = to


@dataclass(frozen=True)
class PileRebuilt(Event):
    """The empty draw pile was made again from played cards: it holds ``count`` cards now."""

    reveals = True
    count: int


@dataclass(frozen=True)
class ExtraTurn(Event):
    """``seat`` takes another turn right away."""

    seat: int


@dataclass(frozen=True)
class RoundOver(Event):
    """Round ``round`` (from 1) ended. In a shedding game ``winner`` went out and scored ``points``
    (per seat, what was left in each hand); a game without a round winner leaves them out."""

    reveals = True
    round: int
    winner: int | None = None
    points: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended, why (``termination``) and who won (``winners`` share the win)."""

    reveals = True
    termination: Termination
    winners: tuple[int, ...]
