"""Journeys a person makes through the app, driven through the real event queue.

The menu and each of its ways out, the pause overlay and each of its buttons, every settings
control over its whole range together with what it changes (the computer players' pace, how long
pieces fly, the sound, the window) and that it is still there in the next session, the results
screen's two ways on, and the rules page's scrolling. Every step is a key press or a click on
what the screen shows; what is checked is what the person would see or hear.

Tables for table-only journeys are Opposites between two random computer players (or a person and
one): its computer moves are immediate and a whole game takes a few hundred frames.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from scenes.app import App
from scenes.clock import FrameClock
from scenes.menu import MenuScene
from scenes.store import Store
from scenes.table import TableScene
from tests.ui_helpers import (
    click,
    click_widget,
    focus_on,
    focused_title,
    focused_widget,
    key,
    make_app,
    play_by_clicks,
    point_at,
    run,
    screen,
    seats,
    target,
    wait_until,
    wheel,
    widget_rect,
    widget_titled,
)

FAST_GAME = "opposites"


def start(tmp_path, size: tuple[int, int] = (1280, 720)) -> App:
    """The app as the program opens it: on the menu."""
    app = make_app(tmp_path, size)
    app.show(MenuScene(app))
    run(app)
    return app


def stack(app: App) -> list[str]:
    """Every screen from the bottom up (an overlay keeps the one below it in view)."""
    return [type(scene).__name__ for scene in app.stack]


def table_of(app: App, kinds: list[str], options: dict | None = None, seed: int = 5) -> TableScene:
    table = TableScene.new(app, FAST_GAME, seats(kinds), options or {}, seed=seed, autosave=False)
    app.show(table)
    return table


def frames_to_first_move(app: App, table: TableScene) -> int:
    return wait_until(app, lambda: len(table.state.history) >= 1, 600, "the first computer move")


def make_a_move(app: App, rng: random.Random) -> None:
    """Play on (clicking the person's controls when it is their turn) until one move is made."""
    table = app.scene
    for _ in range(600):
        if table.state.history:
            return
        if table.deciding() and not table.flights.busy():
            live = [t for t in table.targets() if t.key != "pause" and t.enabled]
            click(app, rng.choice(live).rect.center)
        else:
            run(app)
    raise AssertionError("no move was made")


def open_settings(app: App) -> None:
    key(app, pygame.K_s)
    assert screen(app) == "SettingsScene"


def choose(app: App, title: str, shown: str, limit: int = 8) -> None:
    """Press Right on the selector ``title`` until it shows ``shown``."""
    focus_on(app, title)
    for _ in range(limit):
        if focused_widget(app).get_value()[0][0] == shown:
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError(f"{title} never showed {shown!r}")


def click_switch(app: App, title: str, on: bool) -> None:
    """Click the on (right) or the off (left) end of the switch ``title``: pygame-menu sets a
    switch to the state nearest the click, and a click on its title does nothing."""
    widget = widget_titled(app, title)
    widget_rect(app, widget)  # scrolled into view
    rect = widget.get_rect(to_real_position=True, apply_padding=False)
    switch_left = rect.left + widget._switch_margin[0] + widget._switch_pos[0]
    click(app, (rect.right - 4 if on else switch_left + 4, rect.centery))


class Ear:
    """Stands in for one of the app's synthesized sounds and notes each time it is played, at the
    volume it was given (listening to the mixer itself would depend on how long a sound lasts)."""

    def __init__(self, name: str, sound: pygame.mixer.Sound, heard: list[tuple[str, float]]) -> None:
        self.name, self.sound, self.heard = name, sound, heard
        self.volume = sound.get_volume()

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        self.heard.append((self.name, self.volume))


def heard_at_first_move(app: App) -> list[float]:
    """Open a table, wait for its first move (every move in Opposites has a sound), note the volume
    of every sound the app played, and go back to the menu through the pause."""
    heard: list[tuple[str, float]] = []
    assert app.sounds.sounds, "the app has no sounds to play"
    for name, sound in list(app.sounds.sounds.items()):
        app.sounds.sounds[name] = Ear(name, getattr(sound, "sound", sound), heard)
    table = table_of(app, ["random", "random"])
    frames_to_first_move(app, table)
    first = [volume for _, volume in heard]
    back_to_the_menu(app)
    return first


def back_to_the_menu(app: App) -> None:
    key(app, pygame.K_ESCAPE)
    click_widget(app, "Quit to the menu")
    assert screen(app) == "MenuScene"


def pixels(app: App, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


# -- the menu ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_clicking_a_game_card_opens_that_games_setup_and_its_start_button_opens_the_table(
    tmp_path, game_id
) -> None:
    app = start(tmp_path)
    click(app, target(app, game_id).rect.center)
    assert screen(app) == "SetupScene"
    name = registry.get(game_id).name
    assert name in app.scene.menu.get_title()
    assert focused_title(app) == "Start the game"
    key(app, pygame.K_RETURN)
    assert screen(app) == "TableScene"
    assert app.scene.state.spec.id == game_id
    assert len(app.scene.match.seats) == max(2, registry.get(game_id).min_players)
    run(app, 3)


def test_escape_on_a_setup_goes_back_to_the_menu(tmp_path) -> None:
    app = start(tmp_path)
    click(app, target(app, "elements").rect.center)
    key(app, pygame.K_ESCAPE)
    assert screen(app) == "MenuScene"
    click(app, target(app, "assano").rect.center)
    assert app.scene.spec.id == "assano"


@pytest.mark.parametrize("by", ["key", "click"])
def test_practice_opens_from_the_menu_and_escape_comes_back(tmp_path, by) -> None:
    app = start(tmp_path)
    if by == "key":
        key(app, pygame.K_p)
    else:
        click(app, target(app, "practice").rect.center)
    assert screen(app) == "ColumnScene"
    run(app, 3)
    key(app, pygame.K_ESCAPE)
    assert screen(app) == "MenuScene"


@pytest.mark.parametrize("by", ["key", "click"])
def test_settings_open_over_the_menu_and_close_again(tmp_path, by) -> None:
    app = start(tmp_path)
    if by == "key":
        key(app, pygame.K_s)
    else:
        click(app, target(app, "settings").rect.center)
    assert stack(app) == ["MenuScene", "SettingsScene"]
    assert app.scene.menu.get_title() == "Settings"
    key(app, pygame.K_ESCAPE)
    assert stack(app) == ["MenuScene"]
    key(app, pygame.K_s)
    click_widget(app, "Back")
    assert stack(app) == ["MenuScene"]
    assert app.running


@pytest.mark.parametrize("by", ["q", "escape", "click"])
def test_quit_closes_the_app(tmp_path, by) -> None:
    app = start(tmp_path)
    assert app.running
    if by == "click":
        click(app, target(app, "quit").rect.center)
    else:
        key(app, pygame.K_q if by == "q" else pygame.K_ESCAPE)
    assert not app.running


# -- pause ------------------------------------------------------------------------------------
def test_pause_resume_rules_settings_and_back_to_the_menu_where_the_game_is_offered(tmp_path) -> None:
    random.seed("pause journey")  # setup draws the deal's seed at random: the same deal every run
    app = start(tmp_path)
    click(app, target(app, FAST_GAME).rect.center)
    click_widget(app, "Start the game")
    assert screen(app) == "TableScene"
    table = app.scene
    make_a_move(app, random.Random(3))
    wait_until(app, lambda: table.deciding() and not table.flights.busy(), 900, "the person's turn")
    moves = len(table.state.history)

    key(app, pygame.K_ESCAPE)
    assert stack(app) == ["TableScene", "PauseScene"]
    assert app.scene.menu.get_title() == "Paused"
    click_widget(app, "Resume")
    assert stack(app) == ["TableScene"] and app.scene is table

    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)  # Esc on the pause resumes too
    assert stack(app) == ["TableScene"] and app.scene is table

    key(app, pygame.K_ESCAPE)
    click_widget(app, "Rules")
    assert stack(app) == ["TableScene", "PauseScene", "RulesScene"]
    assert registry.get(FAST_GAME).name in app.scene.menu.get_title()
    key(app, pygame.K_ESCAPE)
    assert stack(app) == ["TableScene", "PauseScene"]

    click_widget(app, "Settings")
    assert stack(app) == ["TableScene", "PauseScene", "SettingsScene"]
    key(app, pygame.K_ESCAPE)
    assert stack(app) == ["TableScene", "PauseScene"]

    click_widget(app, "Quit to the menu")
    assert stack(app) == ["MenuScene"]
    offer = target(app, f"resume:{FAST_GAME}")
    state = app.scene.saves[FAST_GAME].state
    assert len(state.history) == moves
    click(app, offer.rect.center)
    assert screen(app) == "TableScene"
    assert app.scene.state.spec.id == FAST_GAME and len(app.scene.state.history) == moves


def test_nothing_moves_at_the_table_while_it_is_paused(tmp_path) -> None:
    """A paused game stands still: the computer players wait until the person resumes."""
    app = make_app(tmp_path)
    table = table_of(app, ["random", "random"])
    frames_to_first_move(app, table)
    key(app, pygame.K_ESCAPE)
    assert screen(app) == "PauseScene"
    moves = len(table.state.history)
    run(app, 120)
    assert len(table.state.history) == moves, "the computer players went on playing under the pause"
    key(app, pygame.K_ESCAPE)
    wait_until(app, lambda: len(table.state.history) > moves, 120, "play to go on after resuming")


# -- settings ---------------------------------------------------------------------------------
def test_each_pace_of_the_computer_players_is_slower_than_the_one_before(tmp_path) -> None:
    """instant < fast < normal < slow, counted in frames from the table opening to the first move."""
    app = start(tmp_path)
    frames = {}
    for pace in ("instant", "fast", "normal", "slow"):
        open_settings(app)
        choose(app, "Computer players' pace", pace)
        key(app, pygame.K_ESCAPE)
        assert app.settings.bot_speed == pace
        table = table_of(app, ["random", "random"])
        frames[pace] = frames_to_first_move(app, table)
        back_to_the_menu(app)
    assert frames["instant"] < frames["fast"] < frames["normal"] < frames["slow"], frames
    assert frames["slow"] >= 1.8 * 60 - 1, frames


def test_each_animation_speed_changes_how_long_a_card_flies(tmp_path) -> None:
    """off: the card is simply there; fast < normal < slow, in frames until it has landed."""
    app = start(tmp_path)
    frames = {}
    for speed in ("off", "fast", "normal", "slow"):
        open_settings(app)
        choose(app, "Animation speed", speed)
        choose(app, "Computer players' pace", "slow")  # no second move flies while the first lands
        key(app, pygame.K_ESCAPE)
        assert app.settings.anim_speed == speed
        table = table_of(app, ["random", "random"])
        frames_to_first_move(app, table)
        flying = table.flights
        frames[speed] = wait_until(app, lambda flying=flying: not flying.busy(), 300, "the card to land")
        back_to_the_menu(app)
    assert frames["off"] == 0 < frames["fast"] < frames["normal"] < frames["slow"], frames
    assert frames["slow"] >= 1.4 * frames["normal"], frames


def test_the_volume_slider_runs_from_silent_to_full_in_tens_and_the_sounds_follow(tmp_path) -> None:
    app = start(tmp_path)
    open_settings(app)
    focus_on(app, "Sound volume")
    for _ in range(12):
        key(app, pygame.K_LEFT)
    assert focused_widget(app).get_value() == 0 and app.sounds.volume == 0
    key(app, pygame.K_ESCAPE)
    assert heard_at_first_move(app) == [], "a sound played at volume 0"

    open_settings(app)
    focus_on(app, "Sound volume")
    shown = []
    for _ in range(11):
        key(app, pygame.K_RIGHT)
        shown.append(focused_widget(app).get_value())
    assert shown == [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 100]
    assert app.sounds.volume == 1.0
    key(app, pygame.K_ESCAPE)
    assert heard_at_first_move(app) == [1.0]

    open_settings(app)
    focus_on(app, "Sound volume")
    for _ in range(7):
        key(app, pygame.K_LEFT)
    assert focused_widget(app).get_value() == 30
    key(app, pygame.K_ESCAPE)
    assert heard_at_first_move(app) == [pytest.approx(0.3, abs=0.01)]


def test_mute_silences_every_sound_and_unmuting_brings_them_back(tmp_path) -> None:
    app = start(tmp_path)
    open_settings(app)
    focus_on(app, "Mute")
    key(app, pygame.K_RETURN)
    assert focused_widget(app).get_value() is True
    key(app, pygame.K_ESCAPE)
    assert app.sounds.volume > 0
    assert heard_at_first_move(app) == [], "a sound played while muted"

    open_settings(app)
    click_switch(app, "Mute", on=False)
    assert widget_titled(app, "Mute").get_value() is False
    key(app, pygame.K_ESCAPE)
    assert heard_at_first_move(app) == [pytest.approx(app.settings.volume, abs=0.01)]


def test_the_fullscreen_switch_fills_the_screen_and_gives_the_window_back(tmp_path) -> None:
    app = start(tmp_path)
    desktop = pygame.display.get_desktop_sizes()[0]
    open_settings(app)
    click_switch(app, "Fullscreen", on=True)
    assert app.fullscreen and app.size == desktop
    form = app.scene
    assert form.menu.get_width() == int(desktop[0] * form.width_share) - 2 * form.inset()  # laid out again
    assert widget_titled(app, "Fullscreen").get_value() is True
    click_switch(app, "Fullscreen", on=False)
    assert not app.fullscreen and app.size == (1280, 720)
    assert widget_titled(app, "Fullscreen").get_value() is False
    focus_on(app, "Fullscreen")
    key(app, pygame.K_RETURN)
    assert app.fullscreen and app.size == desktop
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (1280, 720)
    assert widget_titled(app, "Fullscreen").get_value() is False
    key(app, pygame.K_F11)  # the key works on every screen, and the switch shows it
    assert app.fullscreen and widget_titled(app, "Fullscreen").get_value() is True
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (1280, 720) and screen(app) == "MenuScene"


def test_the_focus_stays_on_the_fullscreen_switch_after_it_is_pressed(tmp_path) -> None:
    """Enter on the switch and Enter again: back to the window (the focus must not jump to the top
    when the form is laid out again for the new screen size)."""
    app = start(tmp_path)
    open_settings(app)
    focus_on(app, "Fullscreen")
    key(app, pygame.K_RETURN)
    assert app.fullscreen
    assert focused_title(app).startswith("Fullscreen"), f"the focus moved to {focused_title(app)!r}"
    key(app, pygame.K_RETURN)
    assert not app.fullscreen


def next_session(app: App, tmp_path) -> App:
    """Quit with Q, close as the program does once its loop stops, and open again on the same data."""
    key(app, pygame.K_q)
    assert not app.running
    app.close()
    again = App((1280, 720), Store(tmp_path), FrameClock())
    again.show(MenuScene(again))
    run(again)
    return again


def test_settings_are_kept_for_the_next_time_the_app_opens(tmp_path) -> None:
    app = start(tmp_path)
    open_settings(app)
    choose(app, "Computer players' pace", "slow")
    choose(app, "Animation speed", "off")
    focus_on(app, "Sound volume")
    for _ in range(3):
        key(app, pygame.K_LEFT)
    focus_on(app, "Mute")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)

    again = next_session(app, tmp_path)
    settings = again.settings
    assert (settings.bot_speed, settings.anim_speed, settings.muted) == ("slow", "off", True)
    assert settings.volume == pytest.approx(0.3)
    assert again.sounds.muted and again.sounds.volume == pytest.approx(0.3)
    open_settings(again)
    assert widget_titled(again, "Computer").get_value()[0][0] == "slow"
    assert widget_titled(again, "Animation").get_value()[0][0] == "off"
    assert widget_titled(again, "Sound volume").get_value() == 30
    assert widget_titled(again, "Mute").get_value() is True


def test_an_app_closed_in_fullscreen_opens_in_fullscreen(tmp_path) -> None:
    app = start(tmp_path)
    open_settings(app)
    focus_on(app, "Fullscreen")
    key(app, pygame.K_RETURN)
    assert app.fullscreen
    key(app, pygame.K_ESCAPE)

    again = next_session(app, tmp_path)
    assert again.settings.fullscreen
    assert again.fullscreen and again.size == pygame.display.get_desktop_sizes()[0]
    open_settings(again)
    assert widget_titled(again, "Fullscreen").get_value() is True
    key(again, pygame.K_F11)
    assert not again.fullscreen and again.size == (1280, 720)


# -- results ----------------------------------------------------------------------------------
def play_to_the_results(app: App, options: dict) -> tuple[TableScene, list[str]]:
    """A person plays a game against a computer player to the end; the table and their first hand."""
    app.settings.anim_speed = "off"
    table = TableScene.new(app, FAST_GAME, seats(["human", "random"]), options, seed=11)
    app.show(table)
    hand = list(table.state.observation(0)["hand"])
    play_by_clicks(app, random.Random(2), limit=4000)
    assert screen(app) == "ResultsScene"
    return table, hand


@pytest.mark.parametrize("by", ["click", "key"])
def test_from_the_results_back_to_the_menu_with_no_finished_game_to_resume(tmp_path, by) -> None:
    app = make_app(tmp_path)
    play_to_the_results(app, {})
    if by == "click":
        click(app, target(app, "menu").rect.center)
    else:
        key(app, pygame.K_ESCAPE)
    assert screen(app) == "MenuScene"
    assert not [t.key for t in app.scene.targets() if str(t.key).startswith("resume")]


@pytest.mark.parametrize("by", ["click", "key"])
def test_play_again_deals_a_new_game_for_the_same_seats_and_options(tmp_path, by) -> None:
    random.seed(by)  # the new deal's seed is drawn at random: repeatable runs
    app = make_app(tmp_path)
    options = {"must_play": "while_able", "turn_limit": 7}  # not the defaults (400), a short game
    first, first_hand = play_to_the_results(app, options)
    if by == "click":
        click(app, target(app, "again").rect.center)
    else:
        key(app, pygame.K_RETURN)
    assert screen(app) == "TableScene"
    again = app.scene
    assert again is not first and not again.state.is_over()
    assert again.match.seats == first.match.seats
    assert again.state.options == first.state.options
    assert again.state.options["must_play"] == "while_able" and again.state.options["turn_limit"] == 7
    assert again.state.seed != first.state.seed
    assert again.state.observation(0)["hand"] != first_hand


# -- the rules page ---------------------------------------------------------------------------
def test_the_rules_page_scrolls_by_wheel_and_keys_and_escape_goes_back_to_the_setup(tmp_path) -> None:
    app = start(tmp_path)
    click(app, target(app, FAST_GAME).rect.center)
    setup = app.scene
    click_widget(app, "Read the rules")
    assert stack(app) == ["SetupScene", "RulesScene"]
    area = app.scene.menu.get_scrollarea()
    page = area.get_view_rect()
    top = pixels(app, page)

    def offset() -> int:
        return area.get_offsets()[1]

    key(app, pygame.K_PAGEDOWN)
    assert offset() > 0 and pixels(app, page) != top
    down = offset()
    key(app, pygame.K_PAGEDOWN)
    assert offset() > down
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)
    assert offset() == 0 and pixels(app, page) == top

    point_at(app, page.center)
    wheel(app, page.center, -3)  # towards the user: further down the page
    assert offset() > 0 and pixels(app, page) != top
    wheel(app, page.center, 3)
    assert offset() == 0 and pixels(app, page) == top

    key(app, pygame.K_END)  # to the foot of the page, where the Back button is
    assert focused_title(app) == "Back" and offset() > down
    key(app, pygame.K_HOME)
    assert offset() == 0
    key(app, pygame.K_DOWN)  # the arrows scroll the text a few lines
    assert 0 < offset() < down

    key(app, pygame.K_ESCAPE)
    assert stack(app) == ["SetupScene"] and app.scene is setup
    click_widget(app, "Read the rules")
    key(app, pygame.K_RETURN)  # the Back button (the page's one control) does the same
    assert stack(app) == ["SetupScene"] and app.scene is setup


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_rules_page_fits_its_width_with_nothing_cut_off_at_the_right(tmp_path, game_id) -> None:
    """Every line wraps inside the page, clear of its scrollbar: no words run off the right edge
    and there is nothing to scroll sideways, on a small window and a large one."""
    for size in ((800, 600), (2560, 1440)):
        app = start(tmp_path, size)
        click(app, target(app, game_id).rect.center)
        click_widget(app, "Read the rules")
        area = app.scene.menu.get_scrollarea()
        page, text_width = area.get_view_rect().width, area.get_world_size()[0]
        assert text_width <= page, f"at {size} the text is {text_width - page} px wider than the page"
