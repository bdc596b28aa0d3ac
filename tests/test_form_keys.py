"""Every setup's keyboard path, with real key events (issue 45: the arrow keys moved the focus into
a name field and edited it, instead of changing the seat below).

Walking a setup from its first control to its last with Down, pressing Right and Left on each:
every seat's kind changes and comes back, no name or number changes and no text field starts
being typed in; Tab steps on from a text field as Down does, and the game that starts has the
seats the form shows.
"""

from __future__ import annotations

import pygame
import pygame_menu
import pytest

from game import registry
from tests import ui_helpers as ui
from tests.ui_helpers import focused_widget, key, screen

GAMES = [spec.id for spec in registry.all_specs()]


def value(widget):
    got = widget.get_value()
    return got[0][1] if isinstance(got, tuple) and isinstance(got[0], tuple) else got


def texts(form) -> dict[str, str]:
    """What every text field of the form holds (names, numbers), by its id."""
    return {
        w.get_id(): w.get_value()
        for w in form.menu.get_widgets()
        if isinstance(w, pygame_menu.widgets.TextInput)
    }


def walk(app, form) -> list[str]:
    """Down from the first control until the focus comes round to it again; the ids passed."""
    first = focused_widget(app).get_id()
    seen = [first]
    for _ in range(200):
        key(app, pygame.K_DOWN)
        now = focused_widget(app).get_id()
        if now == first:
            return seen
        seen.append(now)
    raise AssertionError(f"Down never came back to {first!r} (passed {seen})")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_arrows_change_every_seat_and_never_edit_a_name(tmp_path, game_id):
    app = ui.start_app(tmp_path)
    ui.to_setup(app, game_id)
    form = app.scene
    before = texts(form)
    order = walk(app, form)
    seats = [f"seat{i}" for i in range(form.players)]
    for seat in seats:  # every seat in play, and its name just after it
        assert seat in order and order[order.index(seat) + 1] == f"name{seat[4:]}", order
    changed = set()
    for widget_id in order:
        widget = focused_widget(app)
        assert widget.get_id() == widget_id
        was = value(widget) if widget_id in seats else None
        key(app, pygame.K_RIGHT)
        if widget_id in seats and value(widget) != was:
            changed.add(widget_id)
        key(app, pygame.K_LEFT)
        if widget_id in seats:
            assert value(widget) == was, f"Left did not bring {widget_id} back"
        assert focused_widget(app) is widget, f"the arrows moved the focus off {widget_id}"
        assert not getattr(widget, "active", False), f"the arrows started typing in {widget_id}"
        assert texts(form) == before, f"the arrows on {widget_id} edited a text"
        key(app, pygame.K_DOWN)
    assert changed == set(seats), f"Right did not change {set(seats) - changed}"
    ui.focus_on(app, "Seat 2" if form.players > 1 else "Seat 1")
    seat = focused_widget(app)
    key(app, pygame.K_RIGHT)  # the seat below the name is changed by the arrows, as a player meant
    chosen = value(seat)
    ui.focus_on(app, "Start the game")
    key(app, pygame.K_RETURN, 3)
    assert screen(app) == "TableScene"
    table = app.scene
    index = 1 if form.players > 1 else 0
    assert table.match.seats[index].kind == chosen
    assert [s.name for s in table.match.seats] == [before[f"name{i}"] for i in range(form.players)]


def test_tab_steps_out_of_a_name_without_typing_spaces(tmp_path):
    app = ui.start_app(tmp_path)
    ui.to_setup(app, "opposites")
    form = app.scene
    ui.focus_on(app, "name")
    name = focused_widget(app)
    words = name.get_value()
    key(app, pygame.K_BACKSPACE)
    assert name.active and name.get_value() == words[:-1]
    key(app, pygame.K_LEFT)  # typing in it now: the arrows move its caret, as in any text field
    assert focused_widget(app) is name and name.get_value() == words[:-1]
    key(app, pygame.K_TAB)
    assert focused_widget(app) is form.menu.get_widget("seat1") and name.get_value() == words[:-1]
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert focused_widget(app) is form.menu.get_widget("seat0")
