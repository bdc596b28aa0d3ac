"""The screens drawn in the menu's look: the pause panel hides the table (opaque, over a blurred
and darkened table) and the results give every player a card in order of place, the winner's first."""

from __future__ import annotations

import re

import pygame

from scenes.results import ResultsScene
from scenes.theme import PANEL
from tests import ui_helpers as ui
from tests.test_day_one_layout import Drawn
from tests.test_results_screen import won_by_other_than_the_last_seat


def test_the_pause_panel_is_opaque_and_the_table_behind_it_unreadable(tmp_path) -> None:
    app = ui.make_app(tmp_path, (800, 600))
    try:
        table = ui.open_table(app, "elements", ["human", "random"], seed=4)
        ui.settle(app, table)
        app.redraw()
        ui.run(app)
        before = app.screen.copy()
        ui.key(app, pygame.K_ESCAPE, 2)
        assert ui.showing(app, "PauseScene")
        menu = app.scene.menu
        form = pygame.Rect(menu.get_position(), menu.get_size())
        buttons = [w.get_rect(to_real_position=True) for w in menu.get_widgets()]
        beside = pygame.Rect(form.left + 10, buttons[0].top, 0, buttons[-1].bottom - buttons[0].top)
        beside.width = min(b.left for b in buttons) - 10 - beside.left  # the panel left of the buttons
        assert beside.width > 10 and beside.height > 80
        band = app.screen.subsurface(beside)
        panel = pygame.mask.from_threshold(band, PANEL, (2, 2, 2, 255)).count()
        assert panel == beside.width * beside.height, "the table shows through the pause panel"
        outside = pygame.Rect(0, 0, 120, 120)  # the corner: the table, blurred and darker
        was = pygame.transform.average_color(before, outside)
        now = pygame.transform.average_color(app.screen, outside)
        assert sum(now[:3]) < sum(was[:3]), (was, now)
        ui.key(app, pygame.K_RETURN, 2)  # Resume, the focused button
        assert app.scene is table
    finally:
        app.close()


def test_the_results_put_the_winner_first_with_place_one(tmp_path, monkeypatch) -> None:
    app = ui.make_app(tmp_path)
    try:
        state = won_by_other_than_the_last_seat("elements")
        table = ui.open_position(app, state, ["human", "random", "random"])
        ui.wait_until(app, lambda: isinstance(app.scene, ResultsScene), 600, "the results")
        scene = app.scene
        drawn = Drawn(monkeypatch, app)
        drawn.frame(app, 2)
        cards = scene.player_cards(app.size[0], 0)
        winner = state.result().winners[0]
        assert cards[0][0] == winner, "the first card is not the winner's"
        texts: dict[str, pygame.Rect] = {}
        for words, rect in drawn.texts:  # the first place each is drawn: the cards come before the charts
            texts.setdefault(words, rect)
        name = table.names[winner]
        assert "1." in texts and name in texts
        assert texts["1."].right <= texts[name].left and abs(texts["1."].centery - texts[name].centery) < 20
        losers = [table.names[s] for s in range(state.players) if s not in state.result().winners]
        assert all(texts[other].left > texts[name].left for other in losers if other in texts)
        places = scene.placements()
        scores = state.result().scores
        assert places[winner] == 1
        assert all(places[a] <= places[b] for a in range(3) for b in range(3) if scores[a] > scores[b])
        ui.key(app, pygame.K_RETURN, 2)  # Play again
        assert ui.showing(app, "TableScene") and app.scene.names == table.names
    finally:
        app.close()


def test_the_aid_switches_turn_by_keys_and_clicks_and_the_started_game_has_them(tmp_path) -> None:
    """The switches drawn as cards still turn: Undo off by Right, Advice off by a click on its
    track, then both on again the other way; each time the started table has what was chosen."""
    for how in ("keys", "clicks"):
        for wanted in (False, True):
            app = ui.start_app(tmp_path / f"{how}-{wanted}", (800, 600))
            try:
                ui.to_setup(app, "assano")
                for title in ("Undo", "Advice"):
                    widget = ui.widget_titled(app, title)
                    if bool(widget.get_value()) != wanted:
                        if how == "keys":
                            ui.focus_on(app, title)
                            ui.key(app, pygame.K_RIGHT if wanted else pygame.K_LEFT)
                        else:
                            rect = ui.widget_rect(app, widget)
                            ui.click(app, (rect.right - 6, rect.centery))
                    assert bool(widget.get_value()) == wanted, f"{title} by {how}"
                ui.press_button(app, "Start the game", 3)
                assert ui.showing(app, "TableScene")
                assert app.scene.match.aids == {"undo": wanted, "advice": wanted}
            finally:
                app.close()


def test_the_pause_panel_is_as_tall_as_its_buttons_with_no_empty_lower_half(tmp_path) -> None:
    """Esc at a table: the panel ends a margin under its last button, at every window size (it was
    half the window, its lower half empty at 2560x1440), and stays in the window's middle."""
    for size in ((800, 600), (1280, 800), (2560, 1440)):
        app = ui.make_app(tmp_path / f"{size[0]}", size)
        try:
            table = ui.open_table(app, "elements", ["human", "random"], seed=4)
            ui.settle(app, table)
            ui.key(app, pygame.K_ESCAPE, 2)
            assert ui.showing(app, "PauseScene")
            menu = app.scene.menu
            form = pygame.Rect(menu.get_position(), menu.get_size())
            buttons = [w.get_rect(to_real_position=True) for w in menu.get_widgets()]
            under = form.bottom - max(rect.bottom for rect in buttons)
            assert 0 < under < 2 * buttons[0].height, (size, under, buttons[0].height)
            assert abs(form.centery - size[1] // 2) <= 2, (size, form)
        finally:
            app.close()


def test_a_menu_button_too_long_for_one_row_keeps_its_key_beside_its_words(tmp_path, monkeypatch) -> None:
    """At 800x600 the menu's bottom buttons take two rows: each row about half the label, never a
    row holding the key alone ("Learn to play" over "[L]"), every row inside its button."""
    app = ui.start_app(tmp_path, (800, 600))
    try:
        drawn = Drawn(monkeypatch, app)
        drawn.frame(app, 2)
        assert drawn.buttons, "no buttons drawn"
        for words, rect in drawn.buttons:
            rows = [(w, r) for w, r in drawn.texts if rect.contains(r)]
            assert " ".join(w for w, _ in rows) == words, (words, rows)
            assert not any(re.fullmatch(r"\[\w+\]", w) for w, _ in rows), (words, rows)
    finally:
        app.close()
