"""Practice the tornado (scenes/tables/tornado_ellie/practice.py): the rules' turn, the game's live world."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.tornado_ellie.rules import SPEC
from physics.live import LiveWorld
from scenes import language
from scenes.app import App
from scenes.scene import Scene
from scenes.tables.tornado_ellie.practice import ColumnScene
from tests import ui_helpers as ui


def open_column(height: int = 21, **options) -> tuple[App, ColumnScene]:
    app = App((1280, 720))
    scene = ColumnScene(app, back=Scene(app), height=height, **options)
    app.show(scene)
    return app, scene


def drag(app: App, scene: ColumnScene, degrees_per_frame: float) -> None:
    """Grab the tornado and drag it round its centre at a steady speed (60 display frames a second),
    from the turning player's farm on past the next one, until the column rests."""
    points = ui.arc(scene.turner, 180.0, scene.turn + 5, max(1, round((scene.turn + 5) / degrees_per_frame)))
    ui.drag(app, points, hold=900, until=lambda: scene.phase == "done")


def test_the_practice_turn_and_its_limits_are_the_rules() -> None:
    _, scene = open_column()
    assert scene.turn == 120.0  # one farm on at a table of three, practice's first choice
    _, four = open_column(players=4)
    assert four.turn == 90.0 and four.live.target == 90.0
    assert scene.track == SPEC.option("track").default
    assert scene.time_limit == SPEC.option("rotation_seconds").default
    _, outer = open_column(track="outer", time_limit=0)
    assert outer.live.sim.radius > scene.live.sim.radius
    assert outer.live.seconds_left() is None


def test_the_practised_turn_ends_as_the_game_s_world_would_end_it() -> None:
    """The scene drives the game's own live world: its angles, replayed offline, give its outcome."""
    app, scene = open_column(height=15)
    drag(app, scene, 1.5)
    assert scene.live.done
    replay = LiveWorld.rotation(scene.column, scene.turn, scene.track, scene.time_limit)
    assert replay.play(scene.angles[1:]).action() == scene.live.action()


def test_nothing_moves_and_no_time_passes_before_the_first_drag() -> None:
    app, scene = open_column(height=5)
    ui.run(app, 30)
    assert scene.phase == "ready" and scene.angles == [0.0]
    ui.key(app, pygame.K_t, unicode="t")
    assert scene.track == "outer" and scene.phase == "ready"


def test_an_arrow_still_held_after_the_turn_moves_nothing_else_until_it_is_let_go() -> None:
    """Holding → turns the tornado; once the turn is over, the key's repeats (350 ms, then every
    40 ms) must not wander the keyboard focus over the player-count buttons. A fresh press does."""
    app, scene = open_column(height=3, time_limit=2)
    ui.post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    frames = 0
    while scene.phase != "done" and frames < 3000:
        ui.run(app, 3)  # the repeat's pace, about three frames apart
        ui.post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        frames += 3
    assert scene.started and scene.phase == "done"
    for _ in range(30):  # the key is still held: its repeats go on after the turn
        ui.post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        ui.run(app, 3)
    assert scene.focus.key is None, scene.focus.key
    ui.post(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    ui.key(app, pygame.K_RIGHT, frames=2)
    assert scene.focus.key is not None and scene.focus.key[0] == "players"


def help_line(app: App, scene: ColumnScene, monkeypatch) -> tuple[str, pygame.Rect]:
    """The drawn line that says how many items the column has: the keys' help."""
    drawn = ui.drawn_text(app, monkeypatch)
    return next((words, rect) for words, rect in drawn if words.startswith(f"{scene.height} "))


@pytest.mark.parametrize("code", ["en", "da", "de"])
def test_the_help_is_a_sentence_whose_letters_are_the_keys_that_work(code, monkeypatch) -> None:
    """The keys' help reads as the other screens' help does (a sentence, no "T: track" shorthand),
    fits an 800x600 window, and every letter it names does what it says: one switches the
    track, one stacks a new column; after a turn the status names the same new-column key."""
    language.set_language(code)
    app = App((800, 600))
    scene = ColumnScene(app, back=Scene(app), height=3, time_limit=2)
    app.show(scene)
    ui.run(app, 2)
    words, rect = help_line(app, scene, monkeypatch)
    assert words.endswith(".") and not re.search(r"(^|\s)\S{1,3}: ", words), words
    assert rect.right <= app.size[0], (words, rect)
    letters = [w for w in re.findall(r"\b\w\b", words) if w.isalpha()]
    done = {}
    for letter in letters:
        seed, track = scene.seed, scene.track
        ui.key(app, pygame.key.key_code(letter.lower()), 2, unicode=letter.lower())
        if scene.seed != seed:
            done["new column"] = letter
        if scene.track != track:
            done["track"] = letter
    assert sorted(done) == ["new column", "track"] and len(set(done.values())) == 2, (words, done)
    ui.key(app, pygame.K_RIGHT, 1)  # turn by the key until the clock finishes the turn
    ui.wait_until(app, lambda: scene.phase == "done", 3000, "the turn's end")
    status = scene.status()
    assert re.search(rf"\b{done['new column']}\b", status), status
    seed = scene.seed
    ui.key(app, pygame.key.key_code(done["new column"].lower()), 2)
    assert scene.seed == seed + 1 and scene.phase == "ready"
