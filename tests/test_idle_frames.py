"""The frame loop draws only when the picture can change: a still screen is not redrawn or flipped,
while input, a resize, an exposed window and every animation are drawn at once, in the very frame
that handles them. Flips are counted by wrapping ``pygame.display.flip``; what a player would see is
read back from the window's surface.
"""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.autoplay import autoplay_kind
from scenes.menu import MenuScene
from scenes.table import MESSAGE_SECONDS, TableScene
from scenes.theme import CARD, CARD_HOVER, FOCUS
from scenes.ui.pulse import PULSE_FPS
from tests.ui_helpers import (
    click,
    focus_on,
    make_app,
    move_mouse,
    post,
    run,
    same_picture,
    seats,
    type_text,
    wait_until,
)

IDLE = 90
"""Frames (1.5 s at 60 a second) a person leaves the window alone in these tests."""


class Flips:
    """Counts the frames the window flipped."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        real = pygame.display.flip

        def counted() -> None:
            self.count += 1
            real()

        monkeypatch.setattr(pygame.display, "flip", counted)

    def during(self, app, frames: int) -> int:
        start = self.count
        run(app, frames)
        return self.count - start


@pytest.fixture
def flips(monkeypatch) -> Flips:
    return Flips(monkeypatch)


def pixels(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def open_menu(tmp_path, size=(1280, 720)):
    app = make_app(tmp_path, size)
    menu = MenuScene(app)
    app.show(menu)
    run(app, 2)
    return app, menu


def still_table(tmp_path, game_id: str, seed: int) -> tuple:
    """A person against a computer player, once the table waits for the person and nothing moves."""
    app = make_app(tmp_path)
    table = TableScene.new(
        app, game_id, seats(["human", autoplay_kind(game_id)]), {}, seed=seed, autosave=False
    )
    app.show(table)
    run(app, 2)  # a view may set something moving in its first update (Elements rolls its dice)
    wait_until(
        app,
        lambda: table.deciding() and not table.flights.busy() and table.interlude is None,
        3000,
        "the person's turn with nothing moving",
    )
    run(app, 2)
    return app, table


# -- a still screen ------------------------------------------------------------------------------
def test_the_menu_left_alone_is_not_redrawn_and_keeps_its_picture(tmp_path, flips) -> None:
    app, menu = open_menu(tmp_path)
    shown = pixels(app)
    assert flips.during(app, IDLE) == 0
    assert pixels(app) == shown
    assert app.screen.get_at(menu.cards[1].move(6, 0).midleft)[:3] == CARD  # (the first has the focus)


def test_the_setup_form_left_alone_is_not_redrawn_and_typing_shows_in_the_next_frame(tmp_path, flips) -> None:
    app, menu = open_menu(tmp_path)
    click(app, menu.cards[0].center)
    assert type(app.scene).__name__ == "SetupScene"
    run(app, 2)
    assert flips.during(app, IDLE) == 0
    focus_on(app, "name")
    run(app, 2)
    before, count = pixels(app), flips.count
    type_text(app, "x", frames=1)
    assert flips.count == count + 1 and pixels(app) != before  # the letter is drawn in that frame
    assert flips.during(app, IDLE) == 0


def test_a_table_waiting_for_a_person_is_not_redrawn(tmp_path, flips) -> None:
    app, _ = still_table(tmp_path, "assano", seed=3)
    assert flips.during(app, IDLE) == 0


# -- input, resizes and exposes are drawn at once -----------------------------------------------
def test_a_hover_on_the_still_menu_is_drawn_in_the_very_next_frame(tmp_path, flips) -> None:
    app, menu = open_menu(tmp_path)
    assert flips.during(app, IDLE) == 0
    card = menu.cards[1]
    start = flips.count
    move_mouse(app, card.center, frames=1)
    assert flips.count == start + 1
    assert app.screen.get_at(card.move(6, 0).midleft)[:3] == CARD_HOVER
    assert flips.during(app, IDLE) == 0


def test_a_key_on_the_still_menu_is_handled_and_drawn_in_the_very_next_frame(tmp_path, flips) -> None:
    app, menu = open_menu(tmp_path)
    assert flips.during(app, IDLE) == 0
    start = flips.count
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
    run(app, 1)
    assert flips.count == start + 1
    ring = menu.cards[1].inflate(8, 8)  # Tab moves on from the first game, focused from the start
    assert app.screen.get_at((ring.centerx, ring.top + 1))[:3] == FOCUS  # the keyboard's focus ring


def test_a_resize_and_an_exposed_window_redraw_the_still_screen(tmp_path, flips) -> None:
    app, menu = open_menu(tmp_path)
    assert flips.during(app, IDLE) == 0
    start = flips.count
    post(pygame.VIDEORESIZE, w=1000, h=700, size=(1000, 700))
    run(app, 1)
    assert flips.count == start + 1 and app.screen.get_size() == (1000, 700)
    assert app.screen.get_at(menu.cards[1].move(6, 0).midleft)[:3] == CARD  # laid out anew and drawn
    run(app, 2)  # the new window size comes back as an event too
    assert flips.during(app, IDLE) == 0
    start = flips.count
    app.screen.fill((0, 0, 0))  # what a covered window loses
    post(pygame.WINDOWEXPOSED)
    run(app, 1)
    assert flips.count == start + 1
    assert app.screen.get_at(menu.cards[1].move(6, 0).midleft)[:3] == CARD


# -- animation keeps every frame ------------------------------------------------------------------
def test_motion_is_drawn_every_frame_and_the_table_is_still_once_it_waits_again(tmp_path, flips) -> None:
    app, table = still_table(tmp_path, "assano", seed=3)
    rng = random.Random(5)
    moving = drawn = 0
    for _ in range(40):  # act until something flies (a wild card asks for a colour first)
        targets = [t for t in table.targets() if t.key != "pause" and t.enabled]
        click(app, rng.choice(targets).rect.center, frames=0)
        run(app)
        if table.flights.busy():
            break
    assert table.flights.busy(), "no action set anything in motion"
    while table.flights.busy() or not table.deciding():  # the person's move, then the computer's
        busy, count = table.flights.busy() or not table.deciding(), flips.count
        run(app)
        moving += busy
        drawn += busy and flips.count == count + 1
    assert moving > 10 and drawn == moving
    while table.banners:  # a seat's announcement is drawn until it has run out
        run(app)
    run(app, 1)
    assert flips.during(app, IDLE) == 0


def test_a_pulsing_choice_keeps_drawing_while_the_table_waits_for_the_person(tmp_path, flips) -> None:
    app, table = still_table(tmp_path, "elements", seed=1)
    assert flips.during(app, IDLE) == 0
    die = next(t for t in table.targets() if isinstance(t.key, tuple) and t.key[0] == "die" and t.enabled)
    move_mouse(app, die.rect.center, frames=0)
    drawn = flips.during(app, IDLE)  # the fields that die would cross pulse, at the pulse's rate
    assert abs(drawn - IDLE * PULSE_FPS / 60) <= 2, drawn
    move_mouse(app, (2, 2), frames=2)
    assert flips.during(app, IDLE) == 0


def test_a_refusal_shows_then_leaves_the_hint_line_by_itself(tmp_path, flips) -> None:
    app, table = still_table(tmp_path, "assano", seed=2)
    legal_cards = table.view.plays(table.legal())
    dead = [t for t in table.targets() if isinstance(t.key, tuple) and t.key[0] == "card"]
    dead = [t for t in dead if t.key[2] not in legal_cards]
    assert dead, "this deal has no card that can't be played"
    click(app, dead[0].rect.center)
    assert "does not match" in table.message
    hint = table.hint_rect
    with_message = app.screen.subsurface(hint).copy()
    frames = round(MESSAGE_SECONDS * 60) - 10
    assert flips.during(app, frames) == 0
    assert flips.during(app, 20) == 1  # the frame the notice ends in
    assert pygame.image.tobytes(app.screen.subsurface(hint), "RGB") != pygame.image.tobytes(
        with_message, "RGB"
    )


@pytest.mark.parametrize("game_id", ["assano", "opposites", "elements", "tornado_ellie"])
def test_a_frame_left_undrawn_never_hides_a_change(tmp_path, game_id) -> None:
    """A person plays (random clicks between still stretches) against computer players; on every
    frame the loop leaves undrawn, drawing it off-screen gives exactly what the window shows: a
    pulse, a spin, a countdown or a computer's move is never left standing still on the screen.
    (In the smallest window: every frame is drawn once more off-screen, and a small one costs
    half of one of 1280x720.)"""
    app = make_app(tmp_path, (800, 600))
    kind = "average" if game_id == "tornado_ellie" else "medium"
    table = TableScene.new(app, game_id, seats(["human", kind, kind]), {}, seed=3, autosave=False)
    app.show(table)
    rng = random.Random(4)
    skipped = 0
    for _ in range(900):
        if app.scene is not table:
            break
        if table.handoff is not None or table.interlude is not None:
            post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
        elif table.deciding() and not table.flights.busy() and rng.random() < 0.04:
            choices = [t for t in table.targets() if t.key != "pause" and t.enabled]
            if choices:
                pos = rng.choice(choices).rect.center
                post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
                post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        draws = app.draws
        run(app)
        if app.draws == draws and app.scene is table:
            skipped += 1
            shadow = app.screen.copy()
            for scene in app.stack:
                scene.on_draw(shadow)
            assert same_picture(shadow, app.screen), (
                f"frame {app.frames} of {game_id} was left undrawn though its picture changed"
            )
    assert skipped > 50, "the table was never still: nothing was checked"


def test_the_practice_column_waiting_for_the_grab_pulses_slowly_and_rests_still_after_a_turn(
    tmp_path, flips
) -> None:
    """The practice screen, reached from the menu with its key: while the column stands waiting
    for the grab only the tornado's ring pulses (a few frames a second, each one different), a turn
    is drawn every frame, and once the column rests after it nothing is redrawn."""
    from scenes.tables.tornado_ellie.practice import ColumnScene
    from tests.ui_helpers import key

    app, _ = open_menu(tmp_path, (800, 600))
    key(app, pygame.K_p, 2)
    practice = app.scene
    assert isinstance(practice, ColumnScene)
    run(app, 180)  # the fresh column takes its load, and stands
    real = pygame.display.flip
    pictures = []

    def look() -> None:
        pictures.append(pixels(app))
        real()

    pygame.display.flip = look
    try:
        drawn = flips.during(app, IDLE)
    finally:
        pygame.display.flip = real
    seen = set(pictures)
    assert abs(drawn - IDLE * PULSE_FPS / 60) <= 2, drawn  # not 60 a second for a ring
    assert len(seen) >= 3, "the ring does not pulse"
    post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0)  # turn it by the held key, the clock starts
    run(app, 1)
    assert practice.phase == "turning"
    assert flips.during(app, 30) == 30
    post(pygame.KEYUP, key=pygame.K_RIGHT, mod=0)
    wait_until(app, lambda: practice.phase == "done", 3000, "the turn to end and the column to rest")
    run(app, 2)
    assert flips.during(app, IDLE) == 0
