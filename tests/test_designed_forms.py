"""The forms and the menu in the menu's look, used as a person uses them (real key and mouse
events, real frames) and checked on what the window then shows: the menu's buttons in one type
size, text fields that keep their width, the volume slider on a card, setup's help on its rule's
card, and the history's games as cards in aligned columns."""

from __future__ import annotations

import itertools

import pygame
import pytest

import scenes.ui.text as ui_text
from scenes import language
from scenes.theme import ACCENT, CARD, INK
from tests import ui_helpers as ui
from tests.test_day_one_layout import Drawn
from tests.test_history_screens import open_history, with_history

SIZES = ((800, 600), (1280, 800), (2560, 1440))


def colour_share(app, rect: pygame.Rect, colour: tuple[int, int, int], slack: int = 6) -> float:
    """The share of ``rect``'s pixels on the window that are ``colour`` (give or take ``slack``)."""
    rect = rect.clip(app.screen.get_rect())
    band = app.screen.subsurface(rect)
    found = pygame.mask.from_threshold(band, colour, (slack, slack, slack, 255)).count()
    return found / max(1, rect.width * rect.height)


def card_rect(app, widget) -> pygame.Rect:
    """A control's card on the window (with its padding), scrolled into view."""
    ui.widget_rect(app, widget)
    return widget.get_rect(to_real_position=True)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", ["en", "de"])
def test_the_menus_buttons_share_one_type_size_and_each_opens_its_screen(tmp_path, monkeypatch, size, code):
    app = ui.start_app(tmp_path, size)
    try:
        app.choose_language(code)
        ui.run(app, 2)
        sizes: dict[str, int] = {}
        real = ui_text.blit

        def blit(surface, words, size_, *args, **anchor):
            sizes.setdefault(words, size_)
            return real(surface, words, size_, *args, **anchor)

        monkeypatch.setattr(ui_text, "blit", blit)
        drawn = Drawn(monkeypatch, app)
        drawn.frame(app, 2)
        names = [name for name in app.scene.offered]
        boxes = {name: app.scene.buttons[name] for name in names}
        inside = {name: [w for w, r in drawn.texts if boxes[name].contains(r)] for name in names}
        assert all(inside.values()), inside  # every button shows its label, inside it
        used = {sizes[w] for words in inside.values() for w in words}
        assert len(used) == 1 and min(used) >= ui_text.MIN_SIZE, (code, size, used)
        ordered = [boxes[name] for name in names]
        assert all(a.right < b.left for a, b in itertools.pairwise(ordered))  # no overlap
        assert all(app.screen.get_rect().contains(box) for box in ordered)
        practice = next(
            name for name in names if name not in ("learn", "join", "history", "settings", "quit")
        )
        ui.click(app, boxes[practice].center, 2)
        assert not ui.showing(app, "MenuScene"), "the practice button opened nothing"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_an_empty_text_field_keeps_its_width_as_it_is_typed_in_and_emptied(tmp_path, monkeypatch, size):
    """Join's address and code fields and a setup name: as wide empty as with a few letters, each
    wider than its title, and so with an entry that outgrows the room (it scrolls inside)."""
    from scenes import join

    # the search of the network found nothing at once (its thread's start-up, slow on a loaded
    # machine, is not what this test is about: the fields are)
    monkeypatch.setattr(join.JoinScene, "look", lambda scene: setattr(scene, "found", []))
    app = ui.start_app(tmp_path, size)
    try:
        ui.key(app, pygame.K_j, 3)
        assert ui.showing(app, "JoinScene")
        ui.run(app, 2)
        for title in ("Address", "Join code"):
            field = ui.widget_titled(app, title)
            empty = card_rect(app, field).width
            size_ = field.get_font_info()["size"]
            with_room = ui_text.measure(field.get_title() + "0" * 8, size_)[0]
            assert empty > with_room, f"{title}: an empty field is only its title"
            ui.focus_on(app, title)
            ui.type_text(app, "192.16")
            assert field.get_value() == "192.16"
            assert card_rect(app, field).width == empty, f"{title} changed width as it was typed in"
            for _ in range(6):  # a quick hand: the presses that nobody looks between come in one frame
                ui.key(app, pygame.K_BACKSPACE, 0)
            ui.run(app)
            assert field.get_value() == ""
            assert card_rect(app, field).width == empty, f"{title} shrank when emptied"
            ui.type_text(app, "192.168.100.200:49152/a", 0)
            ui.run(app)
            if title == "Address":  # an entry past the room scrolls in it (a code is short)
                assert card_rect(app, field).width == empty, "a long address widened its field"
                assert field.get_value() == "192.168.100.200:49152/a"
            for _ in range(30):
                ui.key(app, pygame.K_BACKSPACE, 0)
            ui.run(app)
            assert field.get_value() == ""
        ui.key(app, pygame.K_ESCAPE, 2)
        ui.to_setup(app, "opposites")
        name = ui.widget_titled(app, "name")
        width = card_rect(app, name).width
        ui.focus_on(app, "name")
        for _ in range(len(name.get_value())):
            ui.key(app, pygame.K_BACKSPACE, 0)
        ui.run(app)
        assert name.get_value() == "" and card_rect(app, name).width == width
        ui.type_text(app, "Zoe")
        assert card_rect(app, name).width == width
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_volume_slider_sits_on_a_card_and_goes_from_none_to_full(tmp_path, size):
    app = ui.start_app(tmp_path, size)
    try:
        ui.key(app, pygame.K_s, 3)
        assert ui.showing(app, "SettingsScene")
        slider = ui.widget_titled(app, "Sound volume")
        mute = ui.widget_titled(app, "Mute")
        card, other = card_rect(app, slider), card_rect(app, mute)
        app.redraw()
        ui.run(app)
        assert colour_share(app, card, CARD) > 0.5, "the slider is not on a card"
        assert colour_share(app, other, CARD) > 0.4  # (as the switch below it is: the card's face)
        assert card.height >= other.height  # its ends' words inside the card too
        ui.focus_on(app, "Sound volume")
        for _ in range(12):
            ui.key(app, pygame.K_LEFT)
        assert app.settings.volume == 0 and app.sounds.volume == 0
        assert language.percent(0) in slider._value_format(slider.get_value())
        for _ in range(12):
            ui.key(app, pygame.K_RIGHT)
        assert app.settings.volume == 1.0 and app.sounds.volume == 1.0
        for _ in range(5):
            ui.key(app, pygame.K_LEFT)
        assert app.settings.volume == pytest.approx(0.5)
        assert card_rect(app, slider) == card, "the slider's card moved as it changed"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_each_house_rules_help_is_on_its_rules_card_and_the_rule_still_changes(tmp_path, size):
    app = ui.start_app(tmp_path, size)
    try:
        ui.to_setup(app, "assano")
        scene = app.scene
        cards = scene.rule_cards
        assert cards and len(cards) % 2 == 0
        widths = set()
        for control, help_ in zip(cards[::2], cards[1::2], strict=True):
            top, under = control.get_rect(), help_.get_rect()  # on the page, wherever it is scrolled
            assert under.top == top.bottom and (under.left, under.width) == (top.left, top.width), (
                f"{control.get_title()!r}: its help is not on its card"
            )
            shown = card_rect(app, help_)
            app.redraw()
            ui.run(app)
            assert colour_share(app, shown, CARD) > 0.6, f"{control.get_title()!r}: its help is off the card"
            assert help_.get_title().strip()
            widths.add(top.width)
        assert len(widths) == 1, "the house rules' cards differ in width"
        ui.focus_on(app, "Target")  # a number field on its card: emptied, typed in, its card as wide
        target = ui.focused_widget(app)
        width = target.get_width()
        for _ in range(4):
            ui.key(app, pygame.K_BACKSPACE)
        assert target.get_width() == width
        ui.type_text(app, "1500")
        assert target.get_width() == width and scene.options["target"] == 1500
        for _ in range(3):
            ui.key(app, pygame.K_BACKSPACE)
        ui.type_text(app, "50")
        assert target.get_width() == width and scene.options["target"] == 150
        ui.focus_on(app, "Stacking")
        for wanted in (True, False, True):
            ui.key(app, pygame.K_RIGHT if wanted else pygame.K_LEFT)
            assert scene.options["stacking"] is wanted
        ui.press_button(app, "Start the game", 3)
        assert ui.showing(app, "TableScene")
        assert app.scene.state.options["stacking"] is True and app.scene.state.options["target"] == 150
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_history_shows_each_game_as_a_card_in_aligned_columns(tmp_path, monkeypatch, size):
    painted: list[tuple[int, str, pygame.Rect]] = []
    real = ui_text.blit

    def blit(surface, words, *args, **anchor):
        rect = real(surface, words, *args, **anchor)
        painted.append((id(surface), words, pygame.Rect(rect)))
        return rect

    app = with_history(tmp_path, size)
    try:
        monkeypatch.setattr(ui_text, "blit", blit)
        open_history(app)
        rows = app.scene.rows
        cards = [button.get_rect() for _entry, button in rows]  # on the page, wherever it is scrolled
        assert len({(c.left, c.width) for c in cards}) == 1, "the cards differ in place or width"
        assert all(a.bottom < b.top for a, b in itertools.pairwise(cards))
        by_surface: dict[int, list[tuple[str, pygame.Rect]]] = {}
        for surface, words, rect in painted:
            by_surface.setdefault(surface, []).append((words, rect))
        columns = [button.get_attribute("columns") for _entry, button in rows]
        lines = [line for line in by_surface.values() if len(line) == len(columns[0])]
        assert len(lines) >= len(rows), "the cards' columns were not painted"
        for index in range(len(columns[0])):  # each column starts (or, for the moves, ends) at one x
            edges = {rect.right if index == 3 else rect.left for line in lines for _, rect in [line[index]]}
            assert len(edges) == 1, f"column {index} is not aligned: {edges}"
        for _entry, button in rows[:3]:
            card = card_rect(app, button)
            app.redraw()
            ui.run(app)
            assert colour_share(app, card, CARD) > 0.5, "a game is not on a card"
        first = rows[0][1]
        for _ in range(12):  # Down to the first card: its words turn red, the others' stay dark
            if ui.focused_widget(app) is first:
                break
            ui.key(app, pygame.K_DOWN)
        assert ui.focused_widget(app) is first
        app.redraw()
        ui.run(app)
        lit = card_rect(app, first).inflate(-8, -8)
        assert colour_share(app, lit, ACCENT, 30) > 0.005 and colour_share(app, lit, INK, 30) < 0.002
        other = card_rect(app, rows[1][1]).inflate(-8, -8)
        assert colour_share(app, other, INK, 30) > 0.005 and colour_share(app, other, ACCENT, 30) < 0.002
        ui.key(app, pygame.K_RETURN, 3)
        assert ui.showing(app, "ReplayScene")
    finally:
        app.close()


@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
def test_a_seat_s_card_keeps_its_width_through_every_kind_of_player(tmp_path, size):
    """A seat and its name are one card: stepping the seat through every kind (by keys, as a
    person does) never leaves the seat's part narrower or wider than its name's ("Computer: hard"
    is shorter than "Computer: medium"), nor off the column of the other cards."""
    app = ui.start_app(tmp_path, size)
    try:
        ui.to_setup(app, "opposites")
        ui.focus_on(app, "Players")
        players = ui.focused_widget(app)
        while players.get_value()[0][0] != "4":
            ui.key(app, pygame.K_RIGHT)
        assert len(app.scene.seat_widgets) == 4
        column = card_rect(app, ui.widget_titled(app, "Players"))
        for seat in range(2, 5):
            ui.focus_on(app, f"Seat {seat}")
            selector = ui.focused_widget(app)
            kinds = len(selector.get_items())
            seen = set()
            for _ in range(kinds):
                ui.key(app, pygame.K_RIGHT)
                seen.add(selector.get_value()[0][0])
                name = app.scene.seat_widgets[seat - 1][1]
                part, under = card_rect(app, selector), card_rect(app, name)
                assert (part.left, part.width) == (under.left, under.width), f"{seen}: {part} over {under}"
                assert (part.left, part.width) == (column.left, column.width), f"{seen}: off the column"
            assert len(seen) == kinds
    finally:
        app.close()


@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
def test_typing_a_name_leaves_the_rest_of_the_setup_form_as_it_was(tmp_path, size):
    """A name typed in setup's field (real key presses through the event queue) shows in the
    field, and every other control reads as before: pygame-menu darkened all of the form but the
    field while it was edited, the other controls dim and hard to read."""
    app = ui.start_app(tmp_path, size)
    try:
        ui.to_setup(app, "assano")
        ui.focus_on(app, "Seat 1")
        ui.key(app, pygame.K_DOWN, 2)
        field = ui.focused_widget(app)
        assert "Anna" in field.get_title() + field.get_value()
        start = ui.widget_rect(app, ui.widget_titled(app, "Start the game"))
        before = app.screen.subsurface(start).copy()
        ui.type_text(app, "x", 2)
        assert field.active and field.get_value().endswith("x"), field.get_value()
        ui.run(app, 2)
        assert ui.same_picture(app.screen.subsurface(start), before), "the form was shaded while typing"
    finally:
        app.close()
