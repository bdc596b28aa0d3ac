"""Events more than one game records (see :class:`game.core.Event`): a round's end and the game's.

A game's own events live beside its rules (``game/elements_events.py``); these are the generic
ones every table reads alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event, Termination


@dataclass(frozen=True)
class RoundOver(Event):
    """A round ended (``round`` counts from 1)."""

    round: int


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended, for ``reason``; ``winners`` share the win."""

    reason: Termination
    winners: tuple[int, ...]
