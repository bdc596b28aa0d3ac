"""A screen uncovered again (a form or a question on top of it taken away) shows what changed
meanwhile, at the window's size now: the language chosen in the settings opened from the pause,
a window resized while the table was under the pause or under the rules page, a notice that came
while the settings were open over the menu. And a screen uncovered at the size it had is kept
as it was, not built again.
"""

from __future__ import annotations

import pygame

from scenes import language
from scenes.store import SETTINGS_FILE
from scenes.strings import text
from tests import ui_helpers as ui

GAME = "opposites"


def paused_table(app):
    """A person's table (Opposites, against a computer) with its pause screen over it."""
    table = ui.open_table(app, GAME, ["human", "random"])
    ui.settle(app, table)
    ui.key(app, pygame.K_ESCAPE)
    assert ui.showing(app, "PauseScene")
    return table


def resize(app, size: tuple[int, int]) -> None:
    """The window dragged to ``size``: the event SDL sends."""
    ui.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    ui.run(app)


def drawn_at(app, monkeypatch, words: str) -> pygame.Rect:
    """Where the frame drawn now draws ``words``; fails when it does not draw them."""
    drawn = ui.drawn_text(app, monkeypatch)
    found = [rect for said, rect in drawn if said == words]
    assert found, f"{words!r} is not drawn on {ui.screen(app)} (drawn: {[said for said, _ in drawn]})"
    return found[0]


def pause_button_fits(app, monkeypatch) -> None:
    """The table's pause button is drawn in the window's bottom right corner, and a click there
    opens the pause screen: the table is laid out for the window as it is now."""
    width, height = app.size
    label = drawn_at(app, monkeypatch, text("pause_button"))
    assert app.screen.get_rect().contains(label), f"the pause button at {label} is outside {app.size}"
    assert label.right > width * 3 // 4 and label.bottom > height - 80, (
        f"the pause button at {label} is not in the corner of a {app.size} window"
    )
    ui.click(app, label.center)
    assert ui.showing(app, "PauseScene"), f"a click on the pause button showed {ui.screen(app)}"
    ui.key(app, pygame.K_ESCAPE)
    assert ui.showing(app, "TableScene")


def test_a_language_chosen_in_the_settings_from_the_pause_is_the_tables_when_it_resumes(
    tmp_path, monkeypatch
) -> None:
    app = ui.make_app(tmp_path)
    try:
        paused_table(app)
        ui.press_button(app, text("pause_settings"))
        assert ui.showing(app, "SettingsScene")
        ui.focus_on(app, text("settings_language"))
        for _ in range(len(language.LANGUAGES)):
            if language.current() == "de":
                break
            ui.key(app, pygame.K_RIGHT, 2)
        assert language.current() == "de"
        ui.key(app, pygame.K_ESCAPE)
        assert ui.showing(app, "PauseScene")
        assert app.scene.menu.get_title() == text("pause_title") == "Pause"
        ui.key(app, pygame.K_ESCAPE)
        assert ui.showing(app, "TableScene")
        drawn = [said for said, _ in ui.drawn_text(app, monkeypatch)]
        assert "Pause / Menü (Esc)" in drawn, f"the table is not drawn in German: {drawn}"
        assert "Pause / menu (Esc)" not in drawn
    finally:
        app.close()


def test_a_window_resized_under_the_pause_has_the_table_laid_out_for_it_on_resuming(
    tmp_path, monkeypatch
) -> None:
    app = ui.make_app(tmp_path)
    try:
        paused_table(app)
        resize(app, (1920, 1080))
        ui.key(app, pygame.K_ESCAPE)
        assert ui.showing(app, "TableScene")
        pause_button_fits(app, monkeypatch)
    finally:
        app.close()


def test_a_window_resized_under_the_rules_page_has_the_pause_and_table_laid_out_for_it(
    tmp_path, monkeypatch
) -> None:
    """The rules page hides the table and the pause screen: they are laid out for the new size
    when they show again."""
    app = ui.make_app(tmp_path)
    try:
        paused_table(app)
        ui.press_button(app, text("pause_rules"))
        assert ui.showing(app, "RulesScene")
        resize(app, (1000, 700))
        resize(app, (1920, 1080))
        ui.key(app, pygame.K_ESCAPE)
        assert ui.showing(app, "PauseScene")
        pause = app.scene
        assert pause.menu.get_width() == int(1920 * pause.width_share) - 2 * pause.inset()
        resume = ui.widget_rect(app, ui.widget_titled(app, text("pause_resume")))
        assert abs(resume.centerx - 960) < 40, f"the pause screen's Resume at {resume} is off centre"
        ui.inside(app, ui.form_rects(app), "the pause screen")
        ui.key(app, pygame.K_ESCAPE)
        assert ui.showing(app, "TableScene")
        pause_button_fits(app, monkeypatch)
    finally:
        app.close()


def test_back_from_the_rules_the_setup_form_is_the_one_left_and_after_a_resize_fits_the_window(
    tmp_path,
) -> None:
    app = ui.start_app(tmp_path)
    try:
        ui.to_setup(app, GAME)
        setup = app.scene
        ui.press_button(app, text("setup_rules"))
        assert ui.showing(app, "RulesScene")
        builds, focused = setup.builds, setup.menu.get_selected_widget()
        ui.key(app, pygame.K_ESCAPE)
        assert app.scene is setup
        assert setup.builds == builds, "the setup form was built again though the window kept its size"
        assert ui.focused_widget(app) is focused, "the focus left the button that opened the rules"

        ui.key(app, pygame.K_RETURN, 2)  # the rules again (the focus is on their button)
        assert ui.showing(app, "RulesScene")
        for size in ((800, 600), (1000, 700), (1920, 1080)):
            resize(app, size)
        assert setup.builds == builds, "the setup form was built for sizes it was never shown at"
        ui.key(app, pygame.K_ESCAPE)
        assert app.scene is setup and setup.builds == builds + 1
        assert setup.menu.get_width() == int(1920 * setup.width_share) - 2 * setup.inset()
        assert ui.focused_title(app) == text("setup_rules"), "the focus left the rules button"
        ui.inside(app, ui.form_rects(app), "the setup form")
    finally:
        app.close()


def test_a_notice_that_came_while_the_settings_were_open_shows_clear_of_the_menus_cards(
    tmp_path, monkeypatch
) -> None:
    app = ui.start_app(tmp_path, (800, 600))
    try:
        ui.key(app, pygame.K_s)
        assert ui.showing(app, "SettingsScene")
        blocker = tmp_path / SETTINGS_FILE  # the settings file cannot be replaced: a folder is there
        blocker.unlink(missing_ok=True)
        blocker.mkdir()
        (blocker / "x").write_text("x")
        ui.focus_on(app, text("settings_muted"))
        ui.key(app, pygame.K_RIGHT, 2)
        assert app.store.notices, "saving the settings into a folder did not fail"
        ui.key(app, pygame.K_ESCAPE)
        assert ui.showing(app, "MenuScene")
        notice = drawn_at(app, monkeypatch, str(app.store.notices[-1]))
        cards = app.scene.cards
        assert not any(card.colliderect(notice) for card in cards), (
            f"the notice at {notice} is drawn over a game's card ({cards})"
        )
    finally:
        app.close()
