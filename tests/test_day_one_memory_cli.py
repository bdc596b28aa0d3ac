"""Day one: the command line's hard Elements player really plays from its exact table, the exact
tables are mapped from the data folder (and their read pages handed back between games), and the
pictures the tables cache stay within one budget however often the window is resized.

The exact tables of the shipped sheet take seconds to compute, so the command line is tested on a
tiny sheet (three-field rows, built directly) put in the shipped sheet's place.
"""

from __future__ import annotations

import json
import statistics

import numpy as np
import pygame
import pytest

from game.cli import main
from game.elements import sheet as elements_sheet
from game.elements.hard import HardBot
from game.elements.solo import cache_path, forget_tables, release_pages, solo_table
from game.play import new_match, play_out
from scenes.table import TableScene
from scenes.ui.cache import BUDGET, POOL
from tests.test_elements_bot_levels import TINY
from tests.ui_helpers import make_app, post, run, seats, wait_until


@pytest.fixture
def tiny_shipped(tmp_path, monkeypatch):
    """An empty data folder and the tiny sheet as the shipped one."""
    monkeypatch.setenv("STORMTABLE_DATA", str(tmp_path / "data"))
    monkeypatch.setattr(elements_sheet, "_shipped", lambda: {"standard": TINY})
    forget_tables()
    yield
    forget_tables()


def exact_mean(games: int, seed: int) -> float:
    """The solo hard player's mean score on the command line's seeds with its table ready."""
    scores = []
    for index in range(games):
        state, bots, world = new_match("elements", ["hard"], seed + index, {"start_player": 0})
        for bot in bots:
            assert isinstance(bot, HardBot)
            bot.wait_for_table = True
        play_out(state, bots, world)
        scores.append(state.result().scores[0])
    return statistics.mean(scores)


def test_the_command_line_hard_player_waits_for_its_table_and_says_so(tiny_shipped, capsys) -> None:
    args = ["--players", "1", "--games", "30", "--seed", "21", "--bots", "hard", "--json"]
    code = main(["simulate", "elements", *args])
    assert code == 0
    captured = capsys.readouterr()
    assert "hard player computes its exact table" in captured.err
    report = json.loads(captured.out.strip().splitlines()[-1])
    forget_tables()  # the reference below loads the table the command line wrote
    assert report["mean_score"][0] == pytest.approx(exact_mean(30, 21))
    code = main(["simulate", "elements", "--players", "1", "--games", "3", "--bots", "hard"])
    assert code == 0
    assert "computes" not in capsys.readouterr().err  # kept in the data folder: nothing to compute


def test_tables_are_mapped_from_the_data_folder_and_their_pages_given_back(tiny_shipped) -> None:
    computed = solo_table(TINY)
    assert computed is not None and computed.values.flags.owndata
    expected = np.array(computed.values)
    release_pages()  # a new game: the copy in memory is swapped for the written file
    assert not computed.values.flags.owndata
    assert np.array_equal(computed.values, expected)
    forget_tables()
    loaded = solo_table(TINY)
    assert loaded is not None and not loaded.values.flags.owndata
    release_pages()
    assert np.array_equal(loaded.values, expected)  # read again after the pages went
    assert cache_path(TINY).is_file()


def test_the_table_pictures_stay_within_the_budget_through_resizes(tmp_path) -> None:
    app = make_app(tmp_path)
    table = TableScene.new(app, "elements", seats(["medium"] * 4), {}, seed=5, autosave=False)
    app.show(table)
    for size in ((2560, 1440), (1920, 1080), (2400, 1350), (2200, 1240)):
        post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        moves = len(table.state.history)
        wait_until(app, lambda m=moves: len(table.state.history) > m + 2, 2000, "two more moves")
        assert app.screen.get_size() == size
    assert POOL.bytes <= BUDGET
    run(app, 2)
    assert app.screen.get_at((app.size[0] // 3, app.size[1] // 2)) != (0, 0, 0, 255)


def test_a_table_wanted_in_the_background_is_computed_by_a_child_process(tiny_shipped) -> None:
    """The window's process never holds a computation: a child writes the file, which is mapped."""
    from game.elements import solo as elements_solo
    from game.elements.solver import solve

    assert solo_table(TINY, wait=False) is None  # never blocks: the work starts
    for thread in list(elements_solo._COMPUTING.values()):
        thread.join(120)
    table = solo_table(TINY, wait=False)
    assert table is not None
    assert not table.values.flags.owndata  # mapped from the file the child wrote, no copy here
    assert np.array_equal(table.values, solve(TINY))
