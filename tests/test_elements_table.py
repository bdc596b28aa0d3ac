"""The Elements table in the window: whole games through the scene's input, solo high scores,
hot-seat, the miss and its confirmation, the dice, and a monkey at the controls."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.elements import hint as elements_hint
from game.elements.rules import DARK as DARK_FACE
from game.elements.rules import LIGHT
from scenes.results import ResultsScene
from scenes.table import TableScene
from scenes.tables.elements.highscores import HIGHSCORES_FILE, KEEP, HighScores
from scenes.tables.elements.view import ElementsView, Tumble
from scenes.theme import GOLD
from tests import ui_helpers as ui
from tests.test_elements_bot_levels import tiny_solo
from tests.ui_helpers import click, key, make_app, play_by_clicks, run

REAL_HINT = elements_hint.hint
REAL_HINT_FOR = elements_hint.hint_for


@pytest.fixture(autouse=True)
def quick_helper(tmp_path, monkeypatch):
    """The solo helper's exact table takes seconds to compute: these tests use a stand-in that
    values a pick by its row (light lowest), and keep every file in the test's folder."""
    monkeypatch.setenv("STORMTABLE_DATA", str(tmp_path))

    def fake_hint(obs, legal, wait=False):
        worth = [(a, 100.0 - (a & 7) - (a >> 3) / 10) for a in legal]
        return sorted(worth, key=lambda item: -item[1])

    monkeypatch.setattr("game.elements.hint.hint_for", fake_hint)


def open_table(tmp_path, kinds, seed=1, size=(1280, 720), autosave=False, options=None, anim="fast"):
    app = make_app(tmp_path, size, anim=anim)
    table = ui.open_table(app, "elements", kinds, options, seed=seed, autosave=autosave, frames=0)
    return app, table


def settle(app, table, frames=600):
    """Let the dice and the computer players move until a person must pick (or the game ends);
    a between-rounds summary is clicked away."""
    run(app)  # the first frame starts the dice rolling
    ui.settle(app, table, frames)


def row_sums_add_up(results: list[tuple[str, list[str]]], table) -> None:
    for seat, score in enumerate(table.state.result().scores):
        heading = f"{table.names[seat]}: {int(score)}"
        rows = dict(results)[heading]
        assert len(rows) == 7 and rows[-1] == f"Total: {int(score)} points"
        assert f"(sum {'+' if score > 0 else ''}{int(score)})".replace("-", "−") in rows[5]


def test_a_two_player_game_with_one_person_is_played_through_the_table_input(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "heuristic"], seed=4, autosave=True, anim="off")
    play_by_clicks(app, random.Random(2))
    assert isinstance(app.scene, ResultsScene)
    assert table.state.is_over()
    assert len(table.state.history) > 40
    row_sums_add_up(app.scene.tables, table)
    assert any("rows are full" in line for line in table.log)  # the end was announced once
    assert sum("rows are full" in line for line in table.log) == 1
    assert not list((tmp_path / "saves").glob("*.json"))  # a finished game leaves no autosave


def test_an_autosaved_game_resumes_mid_roll_and_plays_to_the_end(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "heuristic", "heuristic"], seed=12, autosave=True, anim="off")
    rng = random.Random(6)
    for _ in range(300):
        if len(table.state.history) >= 14 and any(d["taken_by"] is not None for d in table.obs["dice"]):
            break
        settle(app, table)
        click(app, rng.choice([t for t in table.targets() if t.key != "pause"]).rect.center)
    else:
        raise AssertionError("no mid-roll position reached")
    history = list(table.state.history)
    app.close()  # the window is closed mid-roll
    app = ui.start_app(tmp_path)
    app.settings.bot_speed = "slow"  # nobody moves in the frames this test looks at
    key(app, pygame.K_r, 2)  # Resume, on the menu
    resumed = app.scene
    assert isinstance(resumed, TableScene) and resumed.state.history == history
    app.settings.bot_speed = "instant"
    taken = [d["taken_by"] for d in resumed.obs["dice"] if d["taken_by"] is not None]
    order = resumed.view.order_of(resumed.obs)
    assert len(order) == 4 and sorted(order[: len(taken)]) == sorted(taken)  # picks made, picks to come
    play_by_clicks(app, rng)
    assert isinstance(app.scene, ResultsScene) and resumed.state.is_over()


def test_a_solo_game_goes_to_the_high_score_table_and_the_next_one_joins_it(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human"], seed=3, anim="off")
    play_by_clicks(app, random.Random(1))
    first = table.state.result().scores[0]
    heading, board = app.scene.tables[-1]
    assert heading == "Solo high scores"
    assert board[0].startswith(f"1. P0: {int(first)}") and board[0].endswith("NEW")
    doc = json.loads((tmp_path / HIGHSCORES_FILE).read_text())
    assert doc["version"] == 1
    [(name, entries)] = doc["boards"].items()
    assert name.startswith("elements:") and entries[0]["score"] == int(first)
    click(app, app.scene.again.center, frames=2)  # play again
    table = app.scene
    assert isinstance(table, TableScene)
    play_by_clicks(app, random.Random(5))
    board = app.scene.tables[-1][1]
    assert len(board) == 2 and sum("NEW" in row for row in board) == 1
    scores = [int(row.split(": ")[1].split()[0]) for row in board]
    assert scores == sorted(scores, reverse=True)


def test_a_corrupt_high_score_file_gives_a_notice_and_a_fresh_table(tmp_path) -> None:
    (tmp_path / HIGHSCORES_FILE).write_text("{not json", encoding="utf-8")
    app, _table = open_table(tmp_path, ["human"], seed=8, anim="off")
    play_by_clicks(app, random.Random(3))
    board = app.scene.tables[-1][1]
    assert "unreadable" in board[0] and "highscores.json.corrupt-1" in board[0]
    assert board[1].startswith("1. P0:")
    assert (tmp_path / "highscores.json.corrupt-1").read_text() == "{not json"
    assert json.loads((tmp_path / HIGHSCORES_FILE).read_text())["version"] == 1
    assert any("unreadable" in n for n in app.store.notices)
    run(app, 3)  # the results screen draws with the notice


def test_the_high_score_table_keeps_the_best_and_survives_foreign_files(tmp_path) -> None:
    scores = HighScores(tmp_path)
    places = [scores.add("elements:x", f"P{i}", s) for i, s in enumerate([50, 90, 70] + [10] * KEEP)]
    assert places[:3] == [1, 1, 2] and places[-1] is None
    again = HighScores(tmp_path)
    assert [e["score"] for e in again.top("elements:x")][:3] == [90, 70, 50]
    assert len(again.top("elements:x")) == KEEP and again.notice is None
    assert [p.name for p in tmp_path.iterdir()] == [HIGHSCORES_FILE]  # no temporary file left
    for foreign in (
        '{"version": 99, "boards": {}}',
        "[1, 2]",
        '{"version": 1, "boards": {"a": [{"name": 1}]}}',
    ):
        (tmp_path / HIGHSCORES_FILE).write_text(foreign)
        fresh = HighScores(tmp_path)
        assert fresh.notice and fresh.top("elements:x") == []
    assert len(list(tmp_path.glob("highscores.json.corrupt-*"))) == 3


def test_hot_seat_asks_each_pick_of_the_right_person_by_name_with_no_hand_off(tmp_path) -> None:
    # the third person starts: the first pick is asked of them, not of the first seat
    app, table = open_table(tmp_path, ["human", "human", "human"], seed=6, options={"start_player": 2})
    app.settings.anim_speed = "off"
    rng = random.Random(4)
    asked: set[int] = set()
    settle(app, table)
    assert table.state.current_player() == 2 and table.viewer == 2
    for _ in range(150):
        settle(app, table)
        if isinstance(app.scene, ResultsScene):
            break
        seat = table.state.current_player()
        assert table.handoff is None and table.deciding() and table.viewer == seat
        hint = table.view.hint(table.obs, table.legal(), True)
        assert hint.startswith(f"P{seat}") and f"P{seat}" in table.view.panel_lines(table.obs)[2 + seat]
        assert table.view.sheet_rect(seat, table.viewer, 3) == table.view.own_rect  # the big sheet is theirs
        asked.add(seat)
        before = len(table.state.history)
        targets = [t for t in table.targets() if t.key != "pause"]
        click(app, rng.choice(targets).rect.center)
        if len(table.state.history) > before:
            assert table.state.history[-1] is not None
    assert asked == {0, 1, 2}


def test_pointing_at_a_die_lights_the_field_it_would_cross_and_a_click_crosses_it(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "heuristic"], seed=11)
    rng = random.Random(1)
    for _ in range(60):
        settle(app, table)
        if not table.obs["miss"] and any(len(v) == 1 for v in table.view.options(table.legal()).values()):
            break
        click(app, rng.choice([t for t in table.targets() if t.key != "pause"]).rect.center)
    else:
        raise AssertionError("no die with a single field to cross")
    view: ElementsView = table.view
    die, [(action, row)] = next((d, v) for d, v in view.options(table.legal()).items() if len(v) == 1)
    field = view.next_field(table.obs, row)
    run(app)
    before = app.screen.subsurface(field).copy()
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=view.die_rects[die].center, rel=(0, 0), buttons=(0, 0, 0))
    )
    run(app)
    after = app.screen.subsurface(field).copy()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    marks = list(table.obs["sheets"][table.viewer]["marks"])
    click(app, view.die_rects[die].center)
    assert table.state.history[-1] == action
    assert table.state.observation(0)["sheets"][0]["marks"][row] == marks[row] + 1


def force_miss(table, light_full: bool = False) -> None:
    """Test set-up only: give seat 0 a roll none of whose dice fit (all dark, dark row frozen)."""
    state = table.state
    seat = state.current_player()
    state.frozen[seat] = True
    state.faces = [DARK_FACE] * len(state.faces)
    if light_full:
        state.marks[seat][LIGHT] = state.lengths[LIGHT] - 1
    state._legal = None
    table.set_viewer(seat)


def test_a_miss_shows_where_the_cross_goes_and_waits_for_a_confirmation(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "heuristic"], seed=2)
    settle(app, table)
    force_miss(table)
    run(app)
    assert table.obs["miss"] and "no die fits" in table.view.hint(table.obs, table.legal(), True)
    moves = len(table.state.history)
    light = table.obs["sheets"][0]["marks"][LIGHT]
    dice = sorted(table.view.options(table.legal()))
    key(app, pygame.K_1 + dice[0])  # choose a die by its key: nothing happens yet
    assert len(table.state.history) == moves and table.view.chosen == dice[0]
    keys = {t.key for t in table.targets()}
    assert ("confirm",) in keys and ("cross", LIGHT) in keys and ("cancel",) in keys
    assert "light row" in table.view.hint(table.obs, table.legal(), True)
    key(app, pygame.K_BACKSPACE)  # back: choose again
    assert table.view.chosen is None and len(table.state.history) == moves
    click(app, table.view.die_rects[dice[-1]].center)
    click(app, table.view.confirm_rect.center)
    assert len(table.state.history) == moves + 1
    assert table.state.action_text(table.state.history[-1]) == f"take {dice[-1]} light"
    assert table.state.observation(0)["sheets"][0]["marks"][LIGHT] == light + 1


def test_declining_the_full_light_row_fallback_is_a_clear_control(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "heuristic"], seed=2)
    settle(app, table)
    force_miss(table, light_full=True)
    run(app)
    marks = list(table.obs["sheets"][0]["marks"])
    die = min(table.view.options(table.legal()))
    click(app, table.view.die_rects[die].center)
    keys = {t.key for t in table.targets()}
    assert ("none",) in keys and "no cross (N)" in table.view.hint(table.obs, table.legal(), True)
    assert any(k[0] == "cross" for k in keys if isinstance(k, tuple))
    key(app, pygame.K_n)
    assert table.state.action_text(table.state.history[-1]) == f"take {die} none"
    assert table.state.observation(0)["sheets"][0]["marks"] == marks


def test_the_dice_tumble_into_place_and_rerolls_show_as_rerolls(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "heuristic"], seed=2)
    app.settings.anim_speed = "normal"
    run(app, 2)
    tumbles = [f for f in table.flights.items if isinstance(f, Tumble)]
    assert [t.stages for t in tumbles] == [[d["face"]] for d in table.obs["dice"]]
    assert [t.key for t in table.targets()] == ["pause"]  # nothing to pick while they roll
    run(app, 120)
    assert not table.flights.busy() and table.deciding()
    obs = dict(table.obs, rerolls=[["dark", "dark", "dark", "fire"]])
    [first, *_] = table.view.roll_flights(obs, 0.0)
    assert first.stages == ["dark", table.obs["dice"][0]["face"]]
    first.clock = first.duration * 0.3
    assert first.face_now() == "dark"
    first.clock = first.duration
    assert first.face_now() == table.obs["dice"][0]["face"]


def test_a_monkey_at_the_controls_breaks_nothing(tmp_path, monkeypatch) -> None:
    """Random clicks, keys and resizes at a table of two people and two computers, during the
    dice's tumbling too; the pause screen is left with Esc, a finished game played again. After
    it the table still answers a key and the game is sound.

    Advice with rivals reads the hard player's tables for a game that may end any round, which
    no other test needs (seconds each to solve): here they are never ready, so the adviser plays
    as the medium one, as in the app while they are computed. The advice's own choice is
    test_table_aids' subject."""
    monkeypatch.setattr("game.elements.hard.solo_table", lambda *args, **kwargs: None)
    app, _ = open_table(tmp_path, ["human", "heuristic", "human", "heuristic"], seed=9)
    app.settings.anim_speed = "normal"
    rng = random.Random(7)
    games: set[int] = set()
    moves: list[int] = []
    advised: list[bool] = []

    def watch() -> None:
        if isinstance(app.scene, TableScene):
            games.add(id(app.scene))
            moves.append(len(app.scene.state.history))
            advised.append(app.scene.advice is not None)

    codes = [
        pygame.K_1, pygame.K_2, pygame.K_5, pygame.K_c, pygame.K_n, pygame.K_h, pygame.K_f, pygame.K_l,
        pygame.K_TAB, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_x,
    ]  # fmt: skip
    stats = ui.monkey(
        app,
        rng,
        400,
        home=lambda: ui.back_to_table(app),
        at_home=lambda: ui.showing(app, "TableScene"),
        aim=lambda: ui.table_targets(app),
        codes=codes,
        on_frame=watch,
        each_frame=4,  # 1,600 events in 400 frames drawn: the frames are the cost
    )
    assert stats["home"] > 350, stats
    assert len(games) > 1 or max(moves) > 30  # the games went on under the monkey
    assert any(advised)  # the monkey asked for advice and had it
    ui.table_invariants(app.scene)
    ui.answers_a_key(app)


def test_autoplay_runs_headless(tmp_path, monkeypatch) -> None:
    from scenes.app import main

    monkeypatch.setenv("STORMTABLE_DATA", str(tmp_path))
    shot = tmp_path / "F.png"
    assert (
        main(
            [
                "--autoplay",
                "elements",
                "--players",
                "3",
                "--seed",
                "5",
                "--frames",
                "40",
                "--screenshot",
                str(shot),
            ]
        )
        == 0
    )
    assert shot.stat().st_size > 0


def test_the_solo_helper_shows_the_best_pick_and_what_each_choice_is_worth(tmp_path, monkeypatch) -> None:
    """The real helper (on a small sheet, so its exact table is computed at once): H shows it,
    the die of its best pick gets the gold mark and no other die does, the picks listed are the
    helper's in its order; clicking that die makes that pick; H hides the mark again."""
    monkeypatch.setattr(elements_hint, "hint_for", REAL_HINT_FOR)
    app = make_app(tmp_path)
    table = ui.open_position(app, tiny_solo(5), ["human"])
    settle(app, table)
    view: ElementsView = table.view
    assert not view.helper_on and ("helper",) in {t.key for t in table.targets()}
    # the small sheet's table, computed here: in a test process an earlier test's big table may
    # still hold the one child process that computes tables in the background
    best = REAL_HINT(table.state, wait=True)
    key(app, pygame.K_h)
    ui.wait_until(app, lambda: view.helper_rows(table.obs), 600, "the helper's sheet table")
    run(app)
    assert view.helper_rows(table.obs) == best
    best_die = best[0][0] >> 3

    def marked(die: int) -> bool:
        box = view.die_rects[die].inflate(8, 8)
        return tuple(app.screen.get_at((box.centerx, box.top + 1)))[:3] == GOLD

    assert [marked(d) for d in range(len(view.die_rects))] == [
        d == best_die for d in range(len(view.die_rects))
    ]
    key(app, pygame.K_h)  # hidden again: the best die loses its gold mark
    assert not any(marked(d) for d in range(len(view.die_rects)))
    key(app, pygame.K_h)
    choices = view.options(table.legal())[best_die]
    click(app, view.die_rects[best_die].center)
    if len(choices) > 1:  # the die fits more than one row: the best one's field is clicked
        row = best[0][0] & 7
        click(app, next(t.rect for t in table.targets() if t.key == ("cross", row)).center)
    assert table.state.history[-1] == best[0][0]


def test_the_helper_is_offered_only_in_solo(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "heuristic"], seed=5)
    settle(app, table)
    assert ("helper",) not in {t.key for t in table.targets()}
