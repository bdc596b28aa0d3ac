"""The history of played games: every finished game is kept, bounded, and bad files never crash."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor

import pytest

from game import registry
from game.core import Termination
from game.history import Summary, statistics, summarize
from game.match import Seat
from scenes.store import ABANDONED_MOVES, Store
from tests.ui_helpers import (
    open_table,
    play_moves,
    press_button,
    quit_to_menu,
    screen,
    seats,
    showing,
    start_app,
    to_setup,
    wait_until,
)


def finished_game(game_id: str, seed: int, players: int = 2):
    """A game played to its end at random (the engine's own legal lists)."""
    spec = registry.get(game_id)
    options = {"target": 0} if game_id == "assano" else {}
    state = spec.new_game(players, options, seed)
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_game_finished_at_the_table_is_in_the_history(tmp_path):
    app = start_app(tmp_path)
    table = open_table(app, "assano", ["easy", "easy"], {"target": 0}, seed=5, autosave=True)
    app.settings.bot_speed = "instant"
    app.settings.anim_speed = "off"
    wait_until(app, lambda: table.state.is_over(), 20000, "the computer game to end")
    entries = app.store.load_history()
    assert len(entries) == 1
    summary = entries[0].summary
    result = table.state.result()
    assert summary.game == "assano" and summary.finished
    assert list(summary.winners) == result.winners
    assert summary.moves == len(table.state.history)
    assert app.store.load_history_game(entries[0]).to_json() == table.state.to_json()


def test_starting_anew_keeps_a_game_played_for_a_while_and_forgets_a_short_one(tmp_path):
    app = start_app(tmp_path)

    def start_over(moves: int) -> None:
        to_setup(app, "assano")  # a match of rounds: never over within 22 moves
        press_button(app, "Start the game")
        if showing(app, "ChoiceScene"):
            press_button(app, "Start anew (the saved game is lost)")
        assert showing(app, "TableScene"), screen(app)
        play_moves(app, moves)
        quit_to_menu(app)

    start_over(ABANDONED_MOVES + 2)
    start_over(2)  # gives up the long game: it is kept
    entries = app.store.load_history()
    assert [e.summary.finished for e in entries] == [False]
    assert entries[0].summary.moves >= ABANDONED_MOVES
    start_over(2)  # gives up a game of two moves: not worth keeping
    assert len(app.store.load_history()) == 1


def test_the_history_keeps_the_newest_games_only(tmp_path, monkeypatch):
    """Past the limit the oldest games go. The limit is the store's (HISTORY_LIMIT, 500 games);
    here it is 20: the same pruning at a twenty-fifth of the games written (each written whole
    and synced to the disk, some 13 ms a game), an hour apart so the names run over a day's end."""
    import scenes.store

    monkeypatch.setattr(scenes.store, "HISTORY_LIMIT", 20)
    limit = scenes.store.HISTORY_LIMIT
    store = Store(tmp_path)
    state = finished_game("elements", 1, players=1)
    for n in range(limit + 3):
        store.record_history(state, seats(["human"]), now=1_000_000 + 3600 * n)  # an hour apart
    files = store.history_files()
    assert len(files) == limit
    kept = [e.summary.ended_at for e in store.load_history()]
    assert kept[0] == 1_000_000 + 3600 * 3  # the three oldest went


@pytest.mark.parametrize(
    "damage",
    ["truncated", "huge", "wrong types", "no summary", "unknown game", "not json"],
)
def test_a_hostile_history_file_is_set_aside_with_a_notice_and_the_rest_stays(tmp_path, damage):
    store = Store(tmp_path)
    good = store.record_history(finished_game("assano", 2), seats(["human", "hard"]), now=1_000_000)
    bad = store.record_history(finished_game("assano", 3), seats(["human", "easy"]), now=1_000_100)
    doc = json.loads(bad.read_text())
    if damage == "truncated":
        bad.write_text(bad.read_text()[: len(bad.read_text()) // 2])
    elif damage == "huge":
        bad.write_text(" " * (9 * 1024 * 1024) + "{}")
    elif damage == "wrong types":
        doc["meta"]["history"]["winners"] = ["everyone"]
        bad.write_text(json.dumps(doc))
    elif damage == "no summary":
        del doc["meta"]["history"]
        bad.write_text(json.dumps(doc))
    elif damage == "unknown game":
        doc["meta"]["history"]["game"] = "chess"
        bad.write_text(json.dumps(doc))
    else:
        bad.write_bytes(b"\x00\xff not json")
    entries = store.load_history()
    assert [e.path for e in entries] == [good]
    assert len(store.notices) == 1 and "kept as" in store.notices[0]
    assert not bad.exists() and list(bad.parent.glob(bad.name + ".corrupt-*"))
    assert store.load_history() == entries  # set aside once: no second notice
    assert len(store.notices) == 1


def test_a_save_is_forced_to_the_disk_before_it_takes_the_old_one_s_place(tmp_path, monkeypatch):
    """A power cut after the rename keeps the new save: its bytes reach the disk first."""
    from game import documents

    calls: list[str] = []
    monkeypatch.setattr(documents.os, "fsync", lambda fd: calls.append("fsync"))
    rename = os.replace
    monkeypatch.setattr(documents.os, "replace", lambda a, b: (calls.append("rename"), rename(a, b)))
    target = tmp_path / "game.json"
    documents.write_atomic(target, '{"v": 1}')
    assert calls == ["fsync", "rename"] and target.read_text() == '{"v": 1}'


def test_a_history_write_killed_midway_leaves_the_history_readable(tmp_path):
    """kill -9 while an entry is being written: the games already kept stay, and the half-written
    file is never taken for a game."""
    store = Store(tmp_path)
    store.record_history(finished_game("opposites", 4), seats(["human", "medium"]), now=1_000_000)
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {os.getcwd()!r})
        from pathlib import Path
        from game import documents
        def stuck(fd):
            print("writing", flush=True)
            sys.stdin.read()  # stuck until killed (its input never ends)
        documents.os.fsync = stuck  # the data is in the file, the rename has not happened
        from tests.test_history import finished_game
        from tests.ui_helpers import seats
        from scenes.store import Store
        Store(Path({str(tmp_path)!r})).record_history(finished_game("assano", 9), seats(["human", "easy"]))
        """
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    reader = ThreadPoolExecutor(1)
    try:  # a child that never writes fails the test in a minute, never hangs it (the kill ends the read)
        assert reader.submit(child.stdout.readline).result(timeout=60).strip() == "writing"
        assert list((tmp_path / "history").glob("*.tmp"))  # killed in the middle of the write
    finally:
        child.kill()
        child.wait(timeout=60)
        reader.shutdown()
    entries = Store(tmp_path).load_history()
    assert [e.summary.game for e in entries] == ["opposites"]


def test_statistics_count_wins_per_game_and_against_each_level():
    ann, bo = Seat("human", "Ann"), Seat("human", "Bo")

    def summary(game, seated, winners, scores, at):
        return Summary(game, at, tuple(seated), True, tuple(winners), tuple(scores), 10, 10)

    history = [
        summary("assano", [ann, Seat("hard", "Computer")], [0], [120, 0], 1),
        summary("assano", [ann, Seat("hard", "Computer")], [1], [0, 80], 2),
        summary("assano", [ann, bo], [0], [50, 0], 3),
        summary("opposites", [ann, bo, Seat("easy", "C")], [0, 1], [0, 0, 0], 4),
        summary("elements", [ann], [0], [31], 5),
        summary("elements", [ann, bo], [1], [20, 25], 6),
    ]
    stats = statistics(history)
    # the solo game has a score, not a winner: it counts apart, never as a win
    assert stats["Ann"].played == 5 and stats["Ann"].won == 2.5
    assert stats["Ann"].games["elements"].played == 1 and stats["Ann"].games["elements"].solo_played == 1
    assert stats["Ann"].games["assano"].played == 3 and stats["Ann"].games["assano"].won == 2
    assert stats["Ann"].against["hard"] == [2, 1.0]
    assert stats["Ann"].against["easy"] == [1, 0.5]
    assert stats["Ann"].games["elements"].best(solo=True) == 31
    assert stats["Ann"].games["elements"].mean() == 20
    assert stats["Bo"].current_streak() == 1 and stats["Ann"].longest_streak() == 1  # a shared win breaks it
    assert stats["Ann"].current_streak() == 0
    assert "Computer" not in stats  # computer players have no statistics of their own
    unfinished = Summary("assano", 7, (ann, bo), False, (), (0, 0), 30, 30)
    assert statistics([*history, unfinished])["Ann"].played == 5


def test_a_summary_reads_back_what_was_written():
    state = finished_game("assano", 8, players=3)
    summary = summarize(state, seats(["human", "medium", "hard"]), 123.0)
    assert Summary.from_json(json.loads(json.dumps(summary.to_json()))) == summary
    assert summary.rounds[-1] == tuple(float(p) for p in state.plus)


def test_the_end_reasons_of_histories_written_before_read_back_as_the_games_own():
    """A summary stores why its game ended by the reason's stable name; the names earlier versions
    wrote (common ones and each game's own) still read back as the typed reasons."""
    from game.elements.rules import SHEET_FULL
    from game.tornado_ellie.scoring import DAMAGE_UNCOVERED, DRAW_PILE_EMPTY

    state = finished_game("tornado_ellie", 4)
    doc = summarize(state, seats(["human", "easy"]), 1.0).to_json()
    stored = {**doc, "termination": "draw_pile_empty"}
    assert Termination(Summary.from_json(stored).termination) is DRAW_PILE_EMPTY
    written = ["empty_hand", "target_reached", "turn_limit", "sheet_full", "damage_uncovered"]
    reasons = [Termination.EMPTY_HAND, Termination.TARGET_REACHED, Termination.TURN_LIMIT, SHEET_FULL]
    assert [Termination(name) for name in written] == [*reasons, DAMAGE_UNCOVERED]
