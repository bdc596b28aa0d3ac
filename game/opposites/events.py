"""Opposites' own events (the shared ones, :class:`Drew`, :class:`PileRebuilt`,
:class:`ExtraTurn`, :class:`GameOver`, are in :mod:`game.events`).

What a rule does is said by the engine here, so a table never works out what a 2, an 8 or a
counter costs: it reads these."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True)
class TwoLaid(Event):
    """A 2 on ``pile``: ``victim`` (the left neighbour) will draw ``draws`` for this pile's 2s at
    the start of their next turn (2 per 2 laid in this run of 2s, counted so far)."""

    pile: int
    victim: int
    draws: int


@dataclass(frozen=True)
class EightLaid(Event):
    """An 8: ``seat`` has ``extra`` extra turns to come after this one."""

    seat: int
    extra: int


@dataclass(frozen=True)
class TornadoLaid(Event):
    """A Tornado on ``pile`` against ``victim`` (who draws ``draws`` unless they counter);
    ``victim`` is -1 for a counter's Tornado, laid against nobody."""

    pile: int
    victim: int
    draws: int


@dataclass(frozen=True)
class TornadoNamed(Event):
    """The Tornado on ``pile`` stands for ``symbol``: ``needs`` must follow."""

    pile: int
    symbol: str
    needs: str


@dataclass(frozen=True)
class Countered(Event):
    """``seat`` countered the Tornado ``layer`` laid on ``pile``: ``layer`` draws ``draws``."""

    pile: int
    seat: int
    layer: int
    draws: int


@dataclass(frozen=True)
class Owed(Event):
    """At the end of a turn: ``seat`` will draw ``count`` at the start of their next turn for the
    2s on ``pile``."""

    seat: int
    count: int
    pile: int
