"""Driving the window as a person would: synthesized clicks and keys, frames at 60 per second."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.match import Seat
from scenes.app import App
from scenes.store import Store

FRAME = 1 / 60


def make_app(tmp_path, size: tuple[int, int] = (1280, 720)) -> App:
    """A headless app whose data folder is ``tmp_path`` (never the user's)."""
    app = App(size, Store(tmp_path))
    app.settings.bot_speed = "instant"
    app.settings.anim_speed = "fast"
    return app


def click(app: App, pos: tuple[int, int], frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app, frames)


def key(app: App, code: int, frames: int = 1, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0))
    run(app, frames)


def run(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.frame(FRAME)


def seats(kinds: list[str]) -> list[Seat]:
    return [Seat(kind, f"P{index}") for index, kind in enumerate(kinds)]


def play_by_clicks(app: App, rng: random.Random, limit: int = 60000, on_frame=None) -> int:
    """Play the table through its input only until the results screen shows; return the frames.

    Whenever a person must act, click the centre of one of the view's targets (chosen at random
    among them, so every kind of control gets used); hand-off and between-round screens are
    dismissed with a click. ``on_frame(app)`` runs after every frame (for checks).
    """
    from scenes.results import ResultsScene
    from scenes.table import TableScene

    for frame in range(limit):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            return frame
        assert isinstance(scene, TableScene), type(scene).__name__
        if scene.handoff is not None or scene.interlude is not None or scene.flights.busy():
            click(app, (5, 5))
        elif scene.deciding():
            targets = [t for t in scene.targets() if t.key != "pause" and t.enabled]
            if targets:
                target = rng.choice(targets)
                click(app, target.rect.center)
            else:
                run(app)
        else:
            run(app)
        if on_frame is not None:
            on_frame(app)
    raise AssertionError("the game did not reach the results screen")
