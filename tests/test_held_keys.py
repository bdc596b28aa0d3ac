"""A held key acts once: SDL repeats a held key every 40 ms (after 350 ms), and those repeats must
not act for the person on a screen they have not seen yet, nor press a button again and again."""

from __future__ import annotations

import pygame

from tests import ui_helpers as ui


def hold(app, code: int, repeats: int, frames: int = 3) -> list[str]:
    """Press ``code`` and keep it down: the press, then ``repeats`` key repeats ``frames`` apart;
    the screen shown after each."""
    shown = []
    for _ in range(repeats + 1):
        ui.post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        ui.run(app, frames)
        shown.append(ui.screen(app))
    return shown


def let_go(app, code: int) -> None:
    ui.post(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0)
    ui.run(app, 2)


def test_a_held_enter_on_the_menu_opens_the_setup_and_starts_nothing(tmp_path) -> None:
    app = ui.start_app(tmp_path)
    assert ui.screen(app) == "MenuScene"
    assert set(hold(app, pygame.K_RETURN, 40)) == {"SetupScene"}  # not the table, nor its pause
    let_go(app, pygame.K_RETURN)
    assert ui.screen(app) == "SetupScene"
    ui.key(app, pygame.K_RETURN, 3)  # a fresh press: the form's first control, Start
    assert ui.screen(app) == "TableScene"


def test_a_held_escape_pauses_once_and_a_fresh_one_resumes(tmp_path) -> None:
    app = ui.make_app(tmp_path)
    ui.open_table(app, "assano", ["human", "medium"], {"target": 0}, seed=3)
    assert set(hold(app, pygame.K_ESCAPE, 30)) == {"PauseScene"}  # not back and forth
    let_go(app, pygame.K_ESCAPE)
    ui.key(app, pygame.K_ESCAPE, 2)
    assert ui.screen(app) == "TableScene"


def test_a_held_arrow_still_walks_the_focus_on_its_own_screen(tmp_path) -> None:
    """Repeats are not dropped where a person holds a key on purpose: ↓ held on the setup form
    goes on down its controls."""
    app = ui.start_app(tmp_path)
    ui.key(app, pygame.K_RETURN, 3)
    first = ui.focused_title(app)
    seen = {first}
    for _ in range(5):
        ui.post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        ui.run(app, 3)
        seen.add(ui.focused_title(app))
    let_go(app, pygame.K_DOWN)
    assert len(seen) >= 5, seen
