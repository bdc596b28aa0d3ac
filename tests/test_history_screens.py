"""The history, replay and statistics screens, used as a person uses them: keys, clicks, drags."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pygame
import pytest

from game import registry
from game.history import statistics
from scenes.statistics_screen import stats_lines
from scenes.theme import CARD
from tests.test_history import finished_game
from tests.ui_helpers import (
    click,
    drag,
    drawn_text,
    focus_on,
    focused_widget,
    key,
    press_button,
    record_faces,
    run,
    screen,
    seats,
    showing,
    start_app,
    type_text,
    wait_until,
    widget_rect,
    words_in,
)

GAMES = [("assano", 3), ("opposites", 2), ("elements", 1), ("tornado_ellie", 2), ("assano", 2)]


def with_history(tmp_path, size=(1280, 720)):
    """The app on its menu, with five games of the four kinds in the history (Ann at seat 0)."""
    app = start_app(tmp_path, size)
    for index, (game_id, players) in enumerate(GAMES):
        chosen = seats(["human"] + ["hard" if index % 2 else "medium"] * (players - 1))
        chosen[0] = type(chosen[0])("human", "Ann")
        if players > 2:
            chosen[1] = type(chosen[1])("human", "Bo")
        app.store.record_history(
            finished_game(game_id, 10 + index, players), chosen, now=1.7e9 + 3600 * index
        )
    return app


def visible_rows(app) -> list[tuple[str, ...]]:
    """The columns (game, players, result, moves, date) of the cards shown."""
    return [button.get_attribute("columns") for _entry, button in app.scene.rows if button.is_visible()]


def open_history(app) -> None:
    key(app, pygame.K_h, frames=3)
    assert showing(app, "HistoryScene"), screen(app)


def test_the_history_lists_every_game_and_filters_by_game_and_player(tmp_path):
    app = with_history(tmp_path)
    open_history(app)
    rows = visible_rows(app)
    assert len(rows) == len(GAMES)
    times = [entry.summary.ended_at for entry, _button in app.scene.rows]
    assert times == sorted(times, reverse=True)  # newest first
    assert rows[0][:2] == ("Assano", "Ann and P1") and rows[-1][:2] == ("Assano", "Ann, Bo, and P2")
    # every game with others names its winner; the solo game (Elements) has a score, no winner
    solo = [row for row in rows if row[0] == "Elements"]
    assert len(solo) == 1 and solo[0][1] == "Ann" and solo[0][2].startswith("score ")
    assert all(row[2].startswith("won by ") for row in rows if row not in solo)
    focus_on(app, "Game:")
    expected = ["Assano", "Opposites", "Elements", "Tornado Ellie"]
    for name in expected:  # Right through every game, each filtering the list to its own games
        key(app, pygame.K_RIGHT, frames=2)
        shown = visible_rows(app)
        count = sum(1 for g, _ in GAMES if registry.get(g).name == name)
        assert len(shown) == count and all(row[0] == name for row in shown), (name, shown)
    key(app, pygame.K_RIGHT, frames=2)  # and round to all games again
    assert len(visible_rows(app)) == len(GAMES)
    focus_on(app, "Player:")
    type_text(app, "bo", frames=2)  # any part of a name, in any case
    assert len(visible_rows(app)) == 1 and "Bo" in visible_rows(app)[0][1]
    type_text(app, "x", frames=2)
    assert visible_rows(app) == []
    assert app.scene.note.is_visible() and app.scene.note.get_title() == "No game matches."
    assert app.scene.builds == 1  # filtering never rebuilt the form


def long_history(tmp_path, size, copies: int = 6):
    """The app on its menu with thirty games in the history (the five kinds, each six times): more
    than any window shows at once."""
    app = start_app(tmp_path, size)
    chosen = seats(["human", "medium", "medium"])
    chosen[0] = type(chosen[0])("human", "Ann")
    states = [finished_game(game_id, 10 + index, players) for index, (game_id, players) in enumerate(GAMES)]
    for copy in range(copies):
        for index, state in enumerate(states):
            app.store.record_history(state, chosen[: state.players], now=1.7e9 + 600 * (copy * 10 + index))
    return app


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (2560, 1440)])
def test_statistics_and_back_sit_under_the_cards_reached_by_tab_and_a_click(tmp_path, size):
    """The way on (Statistics, Back) is a row under the list of games, on the window whatever the
    list's length, never over a card: the list scrolls in its own frame while the page stays put.
    Tab walks the filters, every card, then Statistics and Back; a click on either works."""
    app = long_history(tmp_path, size)
    open_history(app)
    scene = app.scene
    window = pygame.Rect((0, 0), size)
    area = scene.menu.get_scrollarea()
    assert area.get_world_size()[1] <= area.get_view_rect().height, "the page itself scrolls"
    shown = scene.list.get_rect(to_real_position=True)
    buttons = {name: scene.menu.get_widget(f"history_{name}") for name in ("statistics", "back")}
    rects = {name: widget.get_rect(to_real_position=True) for name, widget in buttons.items()}
    for name, rect in rects.items():
        assert window.contains(rect), (name, rect, size)
        assert rect.top >= shown.bottom, (name, rect, shown)  # under the list, over no card
        assert app.screen.get_at(rect.move(4, 0).midleft)[:3] == CARD, name  # drawn: a cream card
    assert rects["statistics"].right < rects["back"].left and rects["statistics"].top == rects["back"].top
    cards = [button for _entry, button in scene.rows]
    walked = []
    for _ in range(len(cards) + 4):
        key(app, pygame.K_TAB)
        widget = focused_widget(app)
        walked.append(widget)
        if widget in cards:  # the card with the focus is scrolled into the list's view
            assert shown.contains(widget.get_rect(to_real_position=True)), (len(walked), shown)
    assert walked[: len(cards) + 3] == [
        scene.menu.get_widget("history_player"),
        *cards,
        buttons["statistics"],
        buttons["back"],
    ]
    again = {name: widget.get_rect(to_real_position=True) for name, widget in buttons.items()}
    assert again == rects, "the buttons moved as the list scrolled"
    click(app, rects["statistics"].center, frames=3)
    assert showing(app, "StatisticsScene"), screen(app)
    key(app, pygame.K_ESCAPE, frames=3)
    assert showing(app, "HistoryScene"), screen(app)
    click(app, rects["back"].center, frames=3)
    assert showing(app, "MenuScene"), screen(app)


def test_the_replay_shows_the_engines_state_at_every_step_forward_and_back(tmp_path, monkeypatch):
    app = with_history(tmp_path)
    open_history(app)
    entry, button = app.scene.rows[-1]  # the oldest: Assano with three players
    click(app, widget_rect(app, button).center, frames=3)
    assert showing(app, "ReplayScene"), screen(app)
    replay = app.scene
    original = app.store.load_history_game(entry)
    engine = registry.get("assano").new_game(original.players, original.options, original.seed)
    faces = record_faces(monkeypatch)
    total = len(original.history)
    for step in range(total + 1):
        assert replay.step == step
        assert replay.state.to_json() == engine.to_json()
        assert replay.obs == engine.observation(replay.viewer)
        if step % 25 == 0:  # what is drawn is what seat 0 may see, and no more
            faces.clear()
            app.redraw()
            run(app)
            assert set(faces) <= words_in(replay.obs)
        if step < total:
            engine.apply(original.history[step])
            key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # past the end: stays at the end
    assert replay.step == total
    for _ in range(5):
        key(app, pygame.K_LEFT)
    assert replay.step == total - 5
    key(app, pygame.K_HOME, frames=2)
    assert replay.step == 0 and replay.state.to_json()["actions"] == []
    key(app, pygame.K_END, frames=2)
    assert replay.state.to_json() == original.to_json()
    # the slider: a drag to its middle shows the middle of the game
    slider = replay.slider
    path = [(slider.left + 2 + (slider.centerx - slider.left - 2) * i // 6, slider.centery) for i in range(7)]
    drag(app, path)
    assert abs(replay.step - total // 2) <= max(2, total // 50)
    # rounds: Page Down goes to the next round's first move, Page Up back
    key(app, pygame.K_HOME, frames=2)
    key(app, pygame.K_PAGEDOWN, frames=2)
    starts = replay.rounds()
    assert replay.step == (starts[1] if len(starts) > 1 else total)
    key(app, pygame.K_PAGEUP, frames=2)
    assert replay.step == 0


def test_play_runs_the_game_on_by_itself_and_pauses(tmp_path):
    app = with_history(tmp_path)
    open_history(app)
    click(app, widget_rect(app, app.scene.rows[0][1]).center, frames=3)
    replay = app.scene
    for _ in range(4):
        key(app, pygame.K_PLUS)  # the fastest speed
    key(app, pygame.K_SPACE)
    wait_until(app, lambda: replay.step >= 5, 2000, "the replay to play on")
    key(app, pygame.K_SPACE)
    stopped = replay.step
    run(app, 60)
    assert replay.step == stopped and not replay.animating()


def test_changing_the_seat_shows_that_seats_hand_only(tmp_path, monkeypatch):
    app = with_history(tmp_path)
    open_history(app)
    click(app, widget_rect(app, app.scene.rows[-1][1]).center, frames=3)  # three players
    replay = app.scene
    for _ in range(10):
        key(app, pygame.K_RIGHT)
    faces = record_faces(monkeypatch)
    for seat in (1, 2, 0):
        key(app, pygame.K_v, frames=2)
        assert replay.viewer == seat
        assert replay.obs == replay.state.observation(seat)
        faces.clear()
        app.redraw()
        run(app)
        hand = set(replay.obs.get("hand", []))
        assert set(faces) <= words_in(replay.obs) and hand <= set(faces) | {None}


def test_export_writes_the_save_and_a_picture(tmp_path):
    app = with_history(tmp_path)
    open_history(app)
    entry, button = app.scene.rows[0]
    click(app, widget_rect(app, button).center, frames=3)
    key(app, pygame.K_e, frames=2)
    exported = sorted((tmp_path / "exports").iterdir())
    assert [p.suffix for p in exported] == [".json", ".png"]
    doc = json.loads(exported[0].read_text())
    assert doc["actions"] == app.store.load_history_game(entry).to_json()["actions"]
    assert pygame.image.load(str(exported[1])).get_width() == app.scene.area.width
    assert exported[0].name in app.scene.message


def test_statistics_on_the_screen_are_those_of_the_history(tmp_path, monkeypatch):
    app = with_history(tmp_path)
    open_history(app)
    press_button(app, "Statistics", frames=3)
    assert showing(app, "StatisticsScene")
    expected = statistics([e.summary for e in app.store.load_history()])
    seen = {}
    for _ in range(len(expected)):  # every player name, by the > button
        words = {w for w, _ in drawn_text(app, monkeypatch)}
        name = app.scene.players[app.scene.index]
        assert set(stats_lines(expected[name])) <= words, name
        seen[name] = True
        click(app, app.scene.buttons["next"].center, frames=2)
    assert sorted(seen) == ["Ann", "Bo"]
    # the solo game counts apart (a score, never a win): the others are her games with others
    assert expected["Ann"].played == len(GAMES) - 1 and expected["Ann"].games["elements"].solo_played == 1


def test_resetting_the_statistics_asks_first_and_keeps_the_games(tmp_path, monkeypatch):
    app = with_history(tmp_path)
    open_history(app)
    press_button(app, "Statistics", frames=3)
    key(app, pygame.K_r, frames=2)
    assert showing(app, "ChoiceScene")
    press_button(app, "Keep them", frames=2)
    assert showing(app, "StatisticsScene") and app.scene.players == ["Ann", "Bo"]
    key(app, pygame.K_r, frames=2)
    press_button(app, "Reset them", frames=2)
    words = {w for w, _ in drawn_text(app, monkeypatch)}
    assert "No finished games with a person yet." in words
    assert len(app.store.load_history()) == len(GAMES)  # the games and their replays stay
    assert app.scene.focus.key == "back"  # not left on a control that no longer works
    key(app, pygame.K_RETURN, frames=2)
    assert showing(app, "HistoryScene")
    app.settings = app.store.load_settings()  # the reset itself is a setting: it outlives the run
    assert app.settings.stats_since > 0


def test_a_match_of_rounds_ends_with_a_chart_of_the_standings(tmp_path, monkeypatch):
    from game.match import Match
    from scenes.results import ResultsScene
    from scenes.table import TableScene

    app = start_app(tmp_path)
    state = registry.get("assano").new_game(3, {"target": 150}, 7)
    rng = random.Random(1)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    table = TableScene(app, Match(state, seats(["human", "medium", "hard"])), autosave=False)
    app.show(ResultsScene(app, table))
    run(app, 2)
    words = [w for w, _ in drawn_text(app, monkeypatch)]
    assert "Standings after each round" in words
    assert {"P0", "P1", "P2"} <= set(words)  # the legend names every player
    assert len(state.rounds) >= 2


def test_the_command_line_replays_a_save_file(tmp_path):
    app = with_history(tmp_path)
    path = app.store.history_files()[0]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", STORMTABLE_DATA=str(tmp_path))
    shot = tmp_path / "replay.png"
    command = [
        sys.executable,
        "-m",
        "scenes",
        "--replay",
        str(path),
        "--frames",
        "5",
        "--screenshot",
        str(shot),
    ]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "stormtable-game", "version": 1')
    command = [sys.executable, "-m", "scenes", "--replay", str(broken), "--frames", "5"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "broken.json" in done.stderr


def test_the_replay_is_a_whole_table_frame_for_every_view(tmp_path):
    """The views reach their frame only through TableFrame: the replay offers every part of it
    (a part added to the frame and not to the replay would break a replay of that game)."""
    from scenes.tables.base import TableFrame

    app = with_history(tmp_path)
    open_history(app)
    click(app, widget_rect(app, app.scene.rows[0][1]).center, frames=3)
    wanted = set(TableFrame.__annotations__) | {n for n in vars(TableFrame) if not n.startswith("_")}
    missing = sorted(name for name in wanted if not hasattr(app.scene, name))
    assert missing == []


def test_the_replay_charts_the_standings_of_the_rounds_played_so_far(tmp_path, monkeypatch):
    app = start_app(tmp_path)
    state = registry.get("assano").new_game(3, {"target": 150}, 7)
    rng = random.Random(1)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    app.store.record_history(state, seats(["human", "medium", "hard"]), now=1.7e9)
    open_history(app)
    click(app, widget_rect(app, app.scene.rows[0][1]).center, frames=3)
    key(app, pygame.K_c, frames=2)
    words = [w for w, _ in drawn_text(app, monkeypatch)]
    assert "No round has ended yet." in words  # at the first move
    key(app, pygame.K_END, frames=2)
    words = [w for w, _ in drawn_text(app, monkeypatch)]
    assert "Standings after each round" in words and {"P0", "P1", "P2"} <= set(words)
    key(app, pygame.K_c, frames=2)  # and back to the table
    assert "Standings after each round" not in [w for w, _ in drawn_text(app, monkeypatch)]


def test_an_elements_result_shows_each_rows_final_value(tmp_path, monkeypatch):
    from game.match import Match
    from scenes.results import ResultsScene
    from scenes.table import TableScene

    app = start_app(tmp_path)
    state = finished_game("elements", 3, players=2)
    table = TableScene(app, Match(state, seats(["human", "medium"])), autosave=False)
    app.show(ResultsScene(app, table))
    run(app, 2)
    words = [w for w, _ in drawn_text(app, monkeypatch)]
    assert "Each row's final value" in words and "Standings after each round" in words
    assert {"Fire", "Water", "Earth", "Air", "Dark", "Light"} <= set(words)


@pytest.mark.parametrize("game_id", ["assano", "opposites", "tornado_ellie"])
def test_at_the_end_of_a_replay_every_hand_is_open(tmp_path, monkeypatch, game_id):
    """Through one seat's eyes the others' hands stay hidden until the game is over; at its end
    every hand is shown face up."""
    app = start_app(tmp_path)
    state = finished_game(game_id, 21, players=3)
    app.store.record_history(state, seats(["human", "medium", "medium"]), now=1.7e9)
    open_history(app)
    click(app, widget_rect(app, app.scene.rows[0][1]).center, frames=3)
    replay = app.scene
    faces = record_faces(monkeypatch)
    key(app, pygame.K_END, frames=2)
    faces.clear()
    app.redraw()
    run(app)
    hands = replay.obs["hands"]
    others = {card for seat, hand in enumerate(hands) if seat != replay.viewer for card in hand}
    assert others and others <= set(faces)
    key(app, pygame.K_LEFT, frames=2)  # a move before the end: hidden again
    faces.clear()
    app.redraw()
    run(app)
    assert "hands" not in replay.obs and set(faces) <= words_in(replay.obs)
