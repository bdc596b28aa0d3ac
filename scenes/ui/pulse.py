"""A slow pulse drawn at a slow frame rate: a lit target that waits for a person (the tornado to
grab, the ASSANO call, the fields a die would cross) changes with time alone, but a ring that
swells once a second reads as smooth at :data:`PULSE_FPS`. Drawing the whole window 60 times a
second for it cost 40% of a core under Xvfb at 800x600.

A pulse is drawn from :func:`pulse_time`, the time in steps of the pulse's frames, so a frame the
window leaves undrawn between two of them shows exactly what the window shows; :class:`PulseClock`
asks for a frame each time a step begins."""

from __future__ import annotations

import math
from typing import Protocol

PULSE_FPS = 20
"""Frames a second drawn while a pulse is all that moves."""


def pulse_time(time: float) -> float:
    """``time`` (seconds) down to the start of its pulse frame: what a pulse is drawn from."""
    return math.floor(time * PULSE_FPS) / PULSE_FPS


class Redraws(Protocol):
    def redraw(self) -> None: ...


class PulseClock:
    """Asks the window for a frame whenever a pulse frame begins while a scene pulses."""

    def __init__(self) -> None:
        self.shown = -1

    def tick(self, app: Redraws, time: float, pulsing: bool) -> None:
        """The scene's clock reads ``time``; with ``pulsing``, a new pulse frame is drawn."""
        step = math.floor(time * PULSE_FPS)
        if pulsing and step != self.shown:
            app.redraw()
        self.shown = step
