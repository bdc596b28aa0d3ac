"""Tweens with easing (pytweening) and the table's queue of flying pieces.

A flight moves one image from a start rectangle to an end rectangle over its duration, after an
optional delay; the queue runs them all and says when the table is still moving. Motion never
holds a person's input for long: :meth:`Flights.holding` is true only for the first
:data:`HOLD_SECONDS` of a run of flights; after that a click or key both lands everything and acts.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame
import pytweening

HOLD_SECONDS = 0.3
"""The longest a run of flights keeps the person's input from the table."""


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass
class Flight:
    """One image in motion; ``dest`` names where it lands so the view can hold that spot back."""

    image: Callable[[tuple[int, int]], pygame.Surface]
    start: pygame.Rect
    end: pygame.Rect
    duration: float
    delay: float = 0.0
    dest: Hashable | None = None
    clock: float = 0.0
    ease: Callable[[float], float] = pytweening.easeInOutCubic

    @property
    def done(self) -> bool:
        return self.clock >= self.delay + self.duration

    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.clock - self.delay) / self.duration))

    def rect(self) -> pygame.Rect:
        t = self.ease(self.progress())
        return pygame.Rect(
            round(lerp(self.start.x, self.end.x, t)),
            round(lerp(self.start.y, self.end.y, t)),
            max(1, round(lerp(self.start.w, self.end.w, t))),
            max(1, round(lerp(self.start.h, self.end.h, t))),
        )


class Flights:
    """The running flights; the table waits for them before the next move is shown."""

    def __init__(self) -> None:
        self.items: list[Flight] = []
        self.running = 0.0
        """Seconds since the flights now running began (the queue was last empty)."""

    def add(self, flight: Flight) -> None:
        if not self.items:
            self.running = 0.0
        self.items.append(flight)

    def busy(self) -> bool:
        return bool(self.items)

    def holding(self) -> bool:
        """True while the flights still keep the person's input: their first HOLD_SECONDS."""
        return bool(self.items) and self.running < HOLD_SECONDS

    def update(self, dt: float) -> None:
        if self.items:
            self.running += dt
        for flight in self.items:
            flight.clock += dt
        self.items = [f for f in self.items if not f.done]

    def finish(self) -> None:
        self.items.clear()

    def arriving(self) -> dict[Hashable, int]:
        """How many pieces are still on their way to each destination."""
        counts: dict[Hashable, int] = {}
        for flight in self.items:
            if flight.dest is not None:
                counts[flight.dest] = counts.get(flight.dest, 0) + 1
        return counts

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.items:
            if flight.clock >= flight.delay:
                rect = flight.rect()
                surface.blit(flight.image(rect.size), rect)
