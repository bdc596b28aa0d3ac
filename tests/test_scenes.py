"""The window opens headless, draws every screen, survives resizes and input, and quits."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from scenes.app import App
from scenes.menu import MenuScene
from tests import ui_helpers as ui


def drag(app: App, scene, degrees_per_frame: float, resize_at: int | None = None) -> None:
    """Grab the tornado, drag it round its centre at a steady speed (60 frames a second) past the
    next farm, hold still until the turn ends; the window is resized at frame ``resize_at``."""
    points = ui.arc(scene.turner, 180.0, scene.turn + 5, max(1, round((scene.turn + 5) / degrees_per_frame)))
    frames = [0]

    def tick() -> None:
        if frames[0] == resize_at:
            ui.post(pygame.VIDEORESIZE, w=900, h=650, size=(900, 650))
        frames[0] += 1

    ui.drag(app, points, hold=900, on_frame=tick, until=lambda: scene.phase == "done")


def open_column(height: int = 21):
    from scenes.tables.tornado_ellie.practice import ColumnScene

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
    ui.drag(app, [(cx, cy + 60), (cx - 10, cy + 60)], hold=60 * 5, until=lambda: scene.phase == "done")
    assert scene.angles[-1] == scene.turn
    assert len(scene.angles) <= (3.0 + 0.5) * 120 + 2
