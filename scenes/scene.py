"""The screen interface: one class per screen, swapped by the window (like arcade's View).

A screen knows its window only as a :class:`Host` (the window's side a screen may use), so this
module needs no import of the app; screens reach each other by name through the host (see
:mod:`scenes.navigation`), never by importing each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from scenes.navigation import To
    from scenes.store import Settings, Store
    from scenes.ui.sound import Sounds


class Host(Protocol):
    """What a screen may ask of the window it lives in (:class:`scenes.app.App` is one)."""

    store: Store
    settings: Settings
    sounds: Sounds
    fullscreen: bool
    persist: bool
    screen: pygame.Surface
    stack: list[Scene]

    @property
    def scene(self) -> Scene | None: ...

    @property
    def size(self) -> tuple[int, int]: ...

    def make(self, name: To, *args: Any, **kwargs: Any) -> Any:
        """The screen ``name`` built, not shown (None when it cannot be made, as a failed resume)."""

    def go(self, name: To, *args: Any, **kwargs: Any) -> Any:
        """Replace every screen with the screen ``name``; returns it (None when none was made)."""

    def open(self, name: To, *args: Any, **kwargs: Any) -> Any:
        """Put the screen ``name`` on top of this one (an overlay); returns it."""

    def show(self, scene: Scene) -> None: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> None: ...

    def redraw(self) -> None: ...

    def quit(self) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def apply_sound_settings(self) -> None: ...

    def save_settings(self) -> None: ...


class Scene:
    """A screen. It draws and handles input; rules are asked of ``game``, never decided here."""

    opaque = True
    """False for overlays (pause, hand-off) that draw over the scene below them."""

    drawn_covered = True
    """False for an overlay that draws nothing while another screen is on top of it (the pause
    form under the settings opened from it): the window neither draws nor lays it out then."""

    laid_size: tuple[int, int] | None = None
    """The window size the scene last laid out at (kept by the window, :meth:`App.lay_out`)."""

    def __init__(self, app: Host) -> None:
        self.app = app

    def on_enter(self) -> None:
        """Called when the scene becomes part of the stack."""

    def on_exit(self) -> None:
        """Called when the scene leaves the stack: release workers and timers here."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window has a new size: lay out again (never assume a fixed size). Called when the
        scene is put on the stack, and again only when it is shown at a size it was not laid out
        at: what can change under a screen on top is refreshed in :meth:`on_reveal`."""

    def on_reveal(self) -> None:
        """The screen on top of this one was taken away: show what changed meanwhile (laid out
        for the window's size already)."""

    def on_language(self) -> None:
        """The window's language changed: every word is drawn anew (a form is built again)."""
        self.on_resize(self.app.size)

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
