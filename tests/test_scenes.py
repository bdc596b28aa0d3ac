"""The window opens headless, draws every screen, survives resizes and input, and quits."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from scenes.app import App
from scenes.menu import MenuScene


def drag(app: App, scene, pixels_per_frame: float, resize_at: int | None = None) -> None:
    """Press, drag to the right at a steady speed (60 frames a second), release, wait for the end."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(200, 400), button=1))
    x = 200.0
    for frame in range(900):
        if x < 200 + 100 / 0.35:
            x += pixels_per_frame
            move = pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), 400), rel=(1, 0), buttons=(1, 0, 0))
            pygame.event.post(move)
        if frame == resize_at:
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=900, h=650, size=(900, 650)))
        app.frame(1 / 60)
        if scene.phase == "done":
            return
    raise AssertionError("the turn never finished")


def open_column(height: int = 21):
    from scenes.column_scene import ColumnScene

    app = App((1280, 720))
    scene = ColumnScene(app, back=MenuScene(app), height=height)
    app.show(scene)
    return app, scene


def test_a_calm_drag_keeps_the_column_standing() -> None:
    app, scene = open_column()
    drag(app, scene, 3)
    assert scene.fallen == []


def test_a_rough_flick_brings_the_column_down_even_while_the_window_is_resized() -> None:
    app, scene = open_column()
    drag(app, scene, 60, resize_at=3)
    assert scene.fallen
    app.frame(1 / 60)
    assert app.size == (900, 650)


def test_the_tornado_finishes_a_turn_that_takes_too_long() -> None:
    """rotation_seconds: after the time limit the tornado completes the turn by itself."""
    app, scene = open_column(height=5)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(200, 400), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(230, 400), rel=(1, 0), buttons=(1, 0, 0)))
    for _ in range(60 * 5):
        app.frame(1 / 60)
    assert scene.phase == "done"
    assert scene.angles[-1] == 90.0
    assert len(scene.angles) <= (3.0 + 0.5) * 120 + 2
