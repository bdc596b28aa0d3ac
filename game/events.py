"""Events more than one game records (see :class:`game.core.Event`): cards drawn, a turn missed,
the direction reversed, a draw pile rebuilt, a round over, the game over.

Each is a frozen dataclass; a game's own events live beside its rules (``game/assano_events.py``).
An event's fields are machine values (seats, counts, codes); the tables put them in words.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from game.core import Event, Termination


def quick(cls: type) -> type:
    """Give a frozen event dataclass a quicker ``__init__`` (same signature, no defaults but the
    keyword-only ``to``): the generated frozen one sets each field through ``object.__setattr__``
    and costs about three times as much, which a game recording an event at most of its actions
    (every draw) pays in every applied action. Frozenness, equality and hashing are unchanged."""
    names = [f.name for f in fields(cls) if f.name != "to"]
    body = "".join(f"    d[{name!r}] = {name}\n" for name in names)
    source = f"def __init__(self, {', '.join(names)}, *, to=()):\n    d = self.__dict__\n{body}    d['to'] = to\n"
    scope: dict = {}
    exec(source, scope)  # the dataclass way of making an __init__, minus the slow setattr
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init
    return cls


@quick
@dataclass(frozen=True)
class Drew(Event):
    """``seat`` drew ``count`` cards (public: the count only; the cards are a private event of the
    game's). ``why`` is the game's code for the reason ("draw", "draw_two", "forgot_call", ...)."""

    seat: int
    count: int
    why: str


@quick
@dataclass(frozen=True)
class Skipped(Event):
    """``seat`` misses a turn."""

    seat: int


@quick
@dataclass(frozen=True)
class Reversed(Event):
    """The direction of play flipped; ``direction`` is the new one (+1 clockwise, -1 counter)."""

    direction: int


@dataclass(frozen=True)
class PileRebuilt(Event):
    """The empty draw pile was rebuilt from played cards: it holds ``cards`` cards now."""

    cards: int


@dataclass(frozen=True)
class RoundOver(Event):
    """Round ``round`` (from 1) ended: ``winner`` went out and scored ``points`` (per seat, what was
    left in each hand)."""

    round: int
    winner: int
    points: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended for ``reason``; ``winners`` share the win."""

    winners: tuple[int, ...]
    reason: Termination
