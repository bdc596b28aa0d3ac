"""The window's clock: how long each frame lasts for the scenes, and where work beside it runs.

Everything that moves (flights, banners, the live tornado's physics and its countdown, the pulse)
steps by the ``dt`` the loop hands each frame, so the clock alone decides how time passes:

* :class:`RealClock`, a person's window: ``dt`` is the time that really passed (60 frames a
  second at most), and computer players think on threads and processes of their own
  (:mod:`game.background`, :mod:`game.bot_worker`) so a frame never waits for them;
* :class:`FrameClock`, the deterministic mode (the tests, ``--autoplay``): every frame lasts
  exactly ``1/60`` s and the work beside the frame (a computer's move, a solved table) is done on
  the frame's own thread at the start of the next frame. The same input gives the same frames on
  any machine, however busy; on a display a person watches, each frame still waits for its
  sixtieth of a second (``pace``).
"""

from __future__ import annotations

import pygame

from game import background

FPS = 60
FRAME = 1 / FPS
"""A frame's length on the deterministic clock."""


class RealClock:
    """Frames as fast as the wall clock allows, at most ``FPS`` a second."""

    def __init__(self) -> None:
        self._ticks = pygame.time.Clock()
        self.work: background.Frames | None = None
        """The frames doing the work beside the frame (None: threads do it)."""

    def install(self) -> None:
        """Make this clock the process's (a new window's): work beside the frame runs its way."""
        background.use(self.work)

    def uninstall(self) -> None:
        """The window closes: its work still due is dropped, and work of the process asked for
        later runs on threads."""
        if self.work is not None:
            self.work.drop()
        if background.frames() is self.work:
            background.use(None)

    def begin_frame(self) -> None:
        """A frame starts (threads work by themselves)."""

    def tick(self) -> float:
        """Wait for the frame's time; the seconds it lasts for the scenes."""
        return self._ticks.tick(FPS) / 1000.0


class FrameClock(RealClock):
    """Each frame lasts :data:`FRAME` and first does the work the frames before it asked for."""

    def __init__(self, pace: bool = False) -> None:
        super().__init__()
        self.pace = pace
        """Wait for the real frame time too (a person watching), without letting it count."""
        self.work = background.Frames()

    def begin_frame(self) -> None:
        """A frame starts: the work the frames before asked for is done first."""
        assert self.work is not None
        self.work.run_due()

    def tick(self) -> float:
        if self.pace:
            self._ticks.tick(FPS)
        return FRAME
