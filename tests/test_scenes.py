"""The window opens headless, draws every screen, survives resizes and input, and quits."""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from scenes.app import App
from scenes.menu import MenuScene


def drag(app: App, scene, degrees_per_frame: float, resize_at: int | None = None) -> None:
    """Grab the tornado, drag it round its centre at a steady speed (60 frames a second) past the
    next farm, release, wait for the end."""

    def at(angle: float) -> tuple[int, int]:
        turner = scene.turner
        cx, cy = turner.centre
        rad = math.radians(angle)
        return (
            round(cx + 0.5 * turner.radius_x * math.sin(rad)),
            round(cy - 0.5 * turner.radius_y * math.cos(rad)),
        )

    angle = 180.0
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at(angle), button=1))
    for frame in range(900):
        if angle < 180.0 + scene.turn + 5:
            angle += degrees_per_frame
            move = pygame.event.Event(pygame.MOUSEMOTION, pos=at(angle), rel=(1, 0), buttons=(1, 0, 0))
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
    drag(app, scene, 1.0)
    assert scene.fallen == []


def test_a_rough_flick_brings_the_column_down_even_while_the_window_is_resized() -> None:
    app, scene = open_column()
    drag(app, scene, 30, resize_at=3)
    assert scene.fallen
    app.frame(1 / 60)
    assert app.size == (900, 650)


def test_the_tornado_finishes_a_turn_that_takes_too_long() -> None:
    """rotation_seconds: after the time limit the tornado completes the turn by itself."""
    app, scene = open_column(height=5)
    cx, cy = scene.turner.centre
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(cx, cy + 60), button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(cx - 10, cy + 60), rel=(1, 0), buttons=(1, 0, 0))
    )
    for _ in range(60 * 5):
        app.frame(1 / 60)
    assert scene.phase == "done"
    assert scene.angles[-1] == scene.turn
    assert len(scene.angles) <= (3.0 + 0.5) * 120 + 2
