"""The screen interface: one class per screen, swapped by the window (like arcade's View)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    """A screen. It draws and handles input; rules are asked of ``game``, never decided here."""

    opaque = True
    """False for overlays (pause, hand-off) that draw over the scene below them."""

    def __init__(self, app: App) -> None:
        self.app = app

    def on_enter(self) -> None:
        """Called when the scene becomes part of the stack."""

    def on_exit(self) -> None:
        """Called when the scene leaves the stack: release workers and timers here."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window has a new size: lay out again (never assume a fixed size)."""

    def on_event(self, event: pygame.event.Event) -> None:
        """Input; the default ignores it."""

    def on_update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds; never block (bots and physics run elsewhere)."""

    def on_draw(self, surface: pygame.Surface) -> None:
        """Draw the whole screen onto ``surface``, at whatever size the window has now."""

    def animating(self) -> bool:
        """True while the picture changes by itself, with no input: motion, a pulse, a computer
        player thinking, a live world, anything a timer will change. The window draws every frame
        while any scene on the stack says so; otherwise it draws only after input, a resize, a
        change of screen or :meth:`App.redraw`, and sleeps between frames. The default, True, is
        always safe: a scene that does not answer is drawn every frame, as it always was."""
        return True
