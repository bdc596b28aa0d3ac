"""The setup form and the games in progress, used as a person uses them (issue: day one).

Every control of every game's setup is changed with keys and with the mouse, across its whole
range, and the game that starts has exactly what was chosen; the form never rebuilds itself while
nothing happens. A game in progress is never lost: each game keeps its own, the menu offers each on
its card, and starting anew asks first.
"""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game import registry
from game.bots import bot_kinds
from game.match import HUMAN
from tests import ui_helpers as ui
from tests.ui_helpers import (
    click,
    focus_on,
    focused_title,
    focused_widget,
    key,
    run,
    screen,
    type_text,
    widget_rect,
)

GAMES = [spec.id for spec in registry.all_specs()]
IDLE = 30


def open_menu(tmp_path, size=(1280, 720)):
    return ui.start_app(tmp_path, size)


def target(app, key_name):
    return ui.target(app, key_name)


def open_setup(app, game_id):
    ui.to_setup(app, game_id)
    return app.scene


def steady(app, what: str) -> None:
    """The form does not rebuild itself over idle frames, and the focus stays where it was."""
    form, builds, title = app.scene, app.scene.builds, focused_title(app)
    run(app, IDLE)
    assert app.scene is form and form.builds == builds, f"the form rebuilt itself while idle after {what}"
    assert focused_title(app) == title, f"the focus moved by itself after {what}"


def value(widget):
    got = widget.get_value()
    return got[0][1] if isinstance(got, tuple) and isinstance(got[0], tuple) else got


def shown_seats(form) -> int:
    rows = [w for w in form.menu.get_widgets() if re.match(r"Seat \d+: ", w.get_title())]
    return sum(1 for w in rows if w.is_visible())


def click_value(app, widget, side: str) -> None:
    """Click the right or left end of a selector's value, where it is drawn now."""
    rect = widget_rect(app, widget)
    x = rect.right - 4 if side == "right" else rect.left + widget._title_size + 4
    click(app, (x, rect.centery))


def start(app):
    focus_on(app, "Start the game")
    key(app, pygame.K_RETURN, 3)
    assert screen(app) == "TableScene", f"Start led to {screen(app)}"
    return app.scene


# -- the player count --------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_player_count_goes_from_minimum_to_maximum_and_back_by_keys_without_freezing(tmp_path, game_id):
    spec = registry.get(game_id)
    app = open_menu(tmp_path)
    form = open_setup(app, game_id)
    steady(app, "opening")
    focus_on(app, "Players")
    while value(focused_widget(app)) > spec.min_players:
        key(app, pygame.K_LEFT)
    for count in range(spec.min_players, spec.max_players + 1):
        assert value(focused_widget(app)) == count and shown_seats(form) == count
        assert focused_title(app).startswith("Players"), f"the focus left Players at {count}"
        steady(app, f"choosing {count} players")
        if count < spec.max_players:
            key(app, pygame.K_RIGHT)
    for count in range(spec.max_players, spec.min_players - 1, -1):
        assert value(focused_widget(app)) == count and shown_seats(form) == count
        steady(app, f"going back to {count} players")
        if count > spec.min_players:
            key(app, pygame.K_LEFT)
    key(app, pygame.K_DOWN)  # the keyboard still moves on: the form is not frozen
    assert focused_title(app).startswith("Seat 1")
    table = start(app)
    assert table.state.players == spec.min_players


@pytest.mark.parametrize("game_id", GAMES)
def test_the_player_count_changes_with_the_mouse_and_the_table_has_that_many_seats(tmp_path, game_id):
    spec = registry.get(game_id)
    app = open_menu(tmp_path)
    form = open_setup(app, game_id)
    players = form.menu.get_widget("players")
    chosen = random.Random(game_id).randint(spec.min_players, spec.max_players)
    for _ in range(spec.max_players - spec.min_players + 1):
        if value(players) == chosen:
            break
        click_value(app, players, "right" if value(players) < chosen else "left")
        steady(app, "a click on the player count")
    assert value(players) == chosen and shown_seats(form) == chosen
    table = start(app)
    assert table.state.players == chosen and len(table.match.seats) == chosen


def test_elements_offers_solo_and_a_remembered_count_does_not_freeze_the_next_visit(tmp_path):
    app = open_menu(tmp_path)
    open_setup(app, "elements")
    focus_on(app, "Players")
    key(app, pygame.K_LEFT)
    assert value(focused_widget(app)) == 1
    start(app)
    key(app, pygame.K_ESCAPE, 2)  # pause, back to the menu
    focus_on(app, "Quit to the menu")
    key(app, pygame.K_RETURN, 2)
    assert screen(app) == "MenuScene"
    open_setup(app, "assano")
    focus_on(app, "Players")
    keys = [pygame.K_RIGHT] * 3
    for code in keys:
        key(app, code)
    start(app)
    key(app, pygame.K_ESCAPE, 2)
    focus_on(app, "Quit to the menu")
    key(app, pygame.K_RETURN, 2)
    form = open_setup(app, "assano")  # remembered: 5 players; the form answers at once
    steady(app, "opening with a remembered count")
    focus_on(app, "Players")
    assert value(focused_widget(app)) == 5
    key(app, pygame.K_RIGHT)
    assert value(focused_widget(app)) == 6 and shown_seats(form) == 6
    steady(app, "one more player")


# -- seats: kind and name ----------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_each_seat_kind_and_typed_name_is_what_the_started_game_has(tmp_path, game_id):
    spec = registry.get(game_id)
    app = open_menu(tmp_path)
    form = open_setup(app, game_id)
    focus_on(app, "Players")
    while value(focused_widget(app)) < spec.max_players:
        key(app, pygame.K_RIGHT)
    kinds = [HUMAN, *bot_kinds(game_id)]
    wanted = []
    for seat in range(spec.max_players):
        focus_on(app, f"Seat {seat + 1}")
        for _ in range(len(kinds) + 1):  # step right until the wanted kind shows (the cycle
            if value(focused_widget(app)) == kinds[seat % len(kinds)]:  # also offers "remote")
                break
            key(app, pygame.K_RIGHT)
        wanted_kind = value(focused_widget(app))
        assert wanted_kind == kinds[seat % len(kinds)]
        steady(app, f"seat {seat + 1}'s kind")
        key(app, pygame.K_DOWN)
        assert focused_title(app).startswith("name")
        for _ in range(len(value(focused_widget(app)))):  # as many as the name has letters
            key(app, pygame.K_BACKSPACE)
        assert value(focused_widget(app)) == ""
        type_text(app, f"Zoe{seat}")
        steady(app, f"typing seat {seat + 1}'s name")
        wanted.append((wanted_kind, f"Zoe{seat}"))
    assert {kind for kind, _ in wanted} == set(kinds) or spec.max_players < len(kinds)
    table = start(app)
    assert [(s.kind, s.name) for s in table.match.seats] == wanted
    assert form.builds == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_seat_1_starts_as_each_computer_level_chosen_for_it_by_keys_or_mouse(tmp_path, game_id):
    """Seat 1 starts as a person; chosen as each computer level in turn (by arrow keys, or by
    clicks on its selector), the game that starts has that computer in seat 1."""
    for index, kind in enumerate(bot_kinds(game_id)):
        app = open_menu(tmp_path / kind)
        form = open_setup(app, game_id)
        seat1 = form.menu.get_widget("seat0")
        assert value(seat1) == HUMAN
        for _ in range(len(bot_kinds(game_id)) + 1):
            if value(seat1) == kind:
                break
            if index % 2:
                click_value(app, seat1, "right")
            else:
                focus_on(app, "Seat 1")
                key(app, pygame.K_RIGHT)
        assert value(seat1) == kind
        table = start(app)
        assert table.match.seats[0].kind == kind and not table.match.seats[0].human
        app.close()


def test_a_seat_kind_changes_with_the_mouse(tmp_path):
    app = open_menu(tmp_path)
    form = open_setup(app, "opposites")
    seat2 = form.menu.get_widget("seat1")
    before = value(seat2)
    click_value(app, seat2, "right")
    after = value(seat2)
    assert after != before
    click_value(app, seat2, "left")
    assert value(seat2) == before
    click_value(app, seat2, "right")
    table = start(app)
    assert table.match.seats[1].kind == after


# -- house rules -------------------------------------------------------------------------------
def change_option(app, form, opt, rng):
    """Change one house rule the way its control takes it; return the value now chosen."""
    widget = form.menu.get_widget(f"option:{opt.name}")
    assert widget is not None, opt.name
    focus_on(app, opt.name.replace("_", " ").capitalize())
    if isinstance(opt.default, bool):
        rect = widget_rect(app, widget)
        click(app, (rect.right - 20, rect.centery))  # a click flips the switch
        return value(widget)
    if opt.seat or opt.choices is not None:
        key(app, pygame.K_RIGHT)
        return value(widget)
    for _ in range(12):
        key(app, pygame.K_BACKSPACE)
    number = rng.randint(1, 9) * (100 if opt.default >= 100 else 1)
    type_text(app, str(number))
    return number


@pytest.mark.parametrize("game_id", GAMES)
def test_every_house_rule_changes_and_the_started_game_has_it(tmp_path, game_id):
    spec = registry.get(game_id)
    app = open_menu(tmp_path)
    form = open_setup(app, game_id)
    rng = random.Random(7)
    chosen = {}
    for opt in spec.options:
        chosen[opt.name] = change_option(app, form, opt, rng)
        steady(app, f"changing {opt.name}")
    for opt in spec.options:
        if opt.choices is None and not opt.seat and not isinstance(opt.default, bool):
            continue
        assert chosen[opt.name] != opt.default or (opt.choices and len(opt.choices) == 1), opt.name
    table = start(app)
    for name, want in chosen.items():
        assert table.state.options[name] == want, name


# -- games in progress -------------------------------------------------------------------------
def test_starting_another_game_keeps_the_one_in_progress_and_the_menu_offers_each(tmp_path):
    app = open_menu(tmp_path)
    assert not [t for t in app.scene.targets() if str(t.key).startswith("resume:")]
    histories = {}
    for game_id in ("tornado_ellie", "elements", "assano", "opposites"):
        open_setup(app, game_id)
        table = start(app)
        ui.play_moves(app, 4)
        histories[game_id] = list(table.state.history)
        ui.quit_to_menu(app)
    for game_id in histories:
        strip = target(app, f"resume:{game_id}")
        assert strip.rect.colliderect(target(app, game_id).rect)  # shown on that game's card
    for game_id, history in histories.items():
        click(app, target(app, f"resume:{game_id}").rect.center, 2)
        assert screen(app) == "TableScene" and app.scene.state.spec.id == game_id
        assert list(app.scene.state.history)[: len(history)] == history
        ui.quit_to_menu(app)


def test_starting_anew_asks_first_and_back_or_resume_lose_nothing(tmp_path):
    app = open_menu(tmp_path)
    open_setup(app, "assano")
    start(app)
    ui.play_moves(app, 3)
    history = list(app.scene.state.history)
    old_seed = app.scene.state.seed
    ui.quit_to_menu(app)
    open_setup(app, "assano")
    focus_on(app, "Start the game")
    key(app, pygame.K_RETURN, 2)
    assert screen(app) == "ChoiceScene"
    assert f"after {len(history)} moves" in app.scene.question
    key(app, pygame.K_ESCAPE, 2)  # Esc: back to the setup, nothing lost
    assert screen(app) == "SetupScene"
    assert app.store.load_autosave("assano").state.history == history
    focus_on(app, "Start the game")
    key(app, pygame.K_RETURN, 2)
    focus_on(app, "Resume the saved game")
    key(app, pygame.K_RETURN, 2)
    assert screen(app) == "TableScene" and list(app.scene.state.history)[: len(history)] == history
    ui.quit_to_menu(app)
    open_setup(app, "assano")
    focus_on(app, "Start the game")
    key(app, pygame.K_RETURN, 2)
    focus_on(app, "Start anew")
    key(app, pygame.K_RETURN, 2)
    assert screen(app) == "TableScene" and app.scene.state.seed != old_seed
    run(app, 2)
    saved = app.store.load_autosave("assano")  # the player said so: the old game is gone
    assert saved is None or saved.state.seed == app.scene.state.seed


def test_an_autosave_of_the_earlier_single_slot_moves_to_its_game(tmp_path):
    from game import documents
    from game.match import Match, Seat

    match = Match.new("opposites", [Seat(HUMAN, "Ann"), Seat("random", "Bo")], 5, {})
    meta = {"seats": [seat.to_json() for seat in match.seats]}
    (tmp_path / "autosave.json").write_text(documents.dumps(match.state, meta))
    app = open_menu(tmp_path)
    assert not (tmp_path / "autosave.json").exists()
    assert (tmp_path / "saves" / "opposites.json").exists()
    click(app, target(app, "resume:opposites").rect.center, 2)
    assert screen(app) == "TableScene" and app.scene.state.spec.id == "opposites"


@pytest.mark.parametrize("content", [b"\xff\xfe not json", b'{"format": "stormtable-game"', b"[]"])
def test_a_corrupt_save_is_set_aside_with_a_plain_notice(tmp_path, content):
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "elements.json").write_bytes(content)
    app = open_menu(tmp_path)
    assert (tmp_path / "saves" / "elements.json.corrupt-1").read_bytes() == content
    notice = str(app.store.notices[-1])
    assert "Elements" in notice and "elements.json.corrupt-1" in notice
    assert str(tmp_path) not in notice and "UTF-8" not in notice and notice[0].isupper()
    assert all(not t.key.startswith("resume:") for t in app.scene.targets())


# -- the other forms and the menu's buttons ------------------------------------------------------
def test_opening_settings_changes_and_saves_nothing(tmp_path):
    app = open_menu(tmp_path)
    before = dict(vars(app.settings))
    key(app, pygame.K_s, 2)
    assert screen(app) == "SettingsScene"
    run(app, IDLE)
    assert vars(app.settings) == before and not (tmp_path / "settings.json").exists()
    focus_on(app, "Animation speed")
    key(app, pygame.K_RIGHT)  # a change is saved at once
    assert app.settings.anim_speed != before["anim_speed"] and (tmp_path / "settings.json").exists()


@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
def test_the_menu_buttons_keep_their_words_inside(tmp_path, monkeypatch, size):
    app = open_menu(tmp_path, size)
    drawn = ui.drawn_text(app, monkeypatch)
    for name in ("practice", "settings", "quit"):
        button = target(app, name).rect
        words = [(w, r) for w, r in drawn if r.colliderect(button)]
        assert words and all(button.contains(r) for _, r in words), (name, button, words)


def test_after_typing_a_name_a_click_starts_the_game_and_a_click_changes_a_selector(tmp_path):
    """pygame-menu ignores the pointer while a text field is active and spends the next click on
    leaving it; a person who types a name and clicks Start (or a selector) gets what they clicked."""
    app = open_menu(tmp_path)
    form = open_setup(app, "opposites")
    name = form.menu.get_widget("name1")
    click(app, widget_rect(app, name).center, 2)
    for _ in range(12):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Bo")
    players = form.menu.get_widget("players")
    before = value(players)
    click_value(app, players, "right")
    assert value(players) == before + 1, "the click after typing was lost"
    click(app, widget_rect(app, name).center, 2)
    type_text(app, "b")
    click(app, widget_rect(app, form.menu.get_widget("start")).center, 3)
    assert screen(app) == "TableScene", "the click on Start after typing was lost"
    assert app.scene.match.seats[1].name == "Bob" and app.scene.state.players == before + 1
