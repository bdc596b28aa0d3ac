"""The searching computer players think in a worker process of the table's own (issue 27, point 5:
game.bot_worker), so the frame never shares its interpreter with a search. Driven through the
real window where a person would notice (the game plays to its end, closing the table ends every
search), and through the worker's own messages where the test is about the worker alone.

These tests are about a process thinking beside the window in real time: their windows run on the
wall clock (``make_app(real_time=True)``; the deterministic clock of the other tests thinks on the
frame's own thread), their names say so, and each bounds its wait generously."""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import signal

import pytest

from game import registry
from game.bots.search import SearchBot
from game.match import Match, Seat
from tests import ui_helpers as ui


def quick_match(game_id: str, kinds: list[str], seed: int, options: dict | None = None, state=None) -> Match:
    """A match whose searching players have a fixed budget of iterations and no time limit, so
    their choices are the same wherever they are made."""
    if state is None:
        match = Match.new(game_id, [Seat(k, f"P{i}") for i, k in enumerate(kinds)], seed, options)
    else:
        match = Match(state, [Seat(k, f"P{i}") for i, k in enumerate(kinds)])
    for bot in match.bots:
        if isinstance(bot, SearchBot):
            bot.iterations, bot.seconds = 60, None
    return match


def at_the_table(app, match):
    from scenes.table import TableScene

    table = TableScene(app, match, autosave=False)
    app.show(table)
    return table


def searches_here(monkeypatch) -> list[int]:
    """Every search run in this (the window's) process, as it starts."""
    here: list[int] = []
    real = SearchBot.search

    def search(self, state):
        here.append(state.current_player())
        return real(self, state)

    monkeypatch.setattr(SearchBot, "search", search)
    return here


def played(app, table, children: set[int]) -> bool:
    children.update(p.pid for p in multiprocessing.active_children())
    return ui.at_results(app)


def random_position(game_id: str, seed: int, moves: int, options: dict | None = None):
    state = registry.get(game_id).new_game(3, options or {}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


# -- through the window ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game_id", "options", "seed"), [("assano", {"target": 0}, 8), ("opposites", {}, 11)]
)
def test_a_table_of_hard_players_plays_to_the_end_with_every_search_in_the_worker_in_real_time(
    tmp_path, monkeypatch, game_id, options, seed
) -> None:
    """Three hard players play a whole game at the window to the results; every search ran in a
    worker process, none in the window's own, and no process is left once the window closes.
    (The seeds give games of some twenty and fifty moves, as long as the checks need.)"""
    here = searches_here(monkeypatch)
    app = ui.make_app(tmp_path, real_time=True, anim="off")
    table = at_the_table(app, quick_match(game_id, ["hard"] * 3, seed, options))
    children: set[int] = set()
    ui.wait_in_real_time(app, lambda: played(app, table, children), 180, "the results", paced=True)
    assert table.state.is_over()
    assert children, "no worker process thought for the computer players"
    assert not here, f"{len(here)} searches ran in the window's process, beside its frames"
    app.close()
    assert not multiprocessing.active_children()


@pytest.mark.parametrize("how", ["quit to the menu", "close the window"])
def test_closing_the_table_mid_thought_leaves_no_process_thinking_in_real_time(tmp_path, how) -> None:
    """A hard player is deep in a search (it would think for hours); the person leaves the table
    (Esc, Quit to the menu) or closes the window: the worker process is gone at once."""
    app = ui.make_app(tmp_path, real_time=True)
    match = Match.new("opposites", [Seat("hard", f"P{i}") for i in range(3)], 5)
    for bot in match.bots:
        bot.iterations, bot.seconds = 10**9, None
    at_the_table(app, match)
    try:
        ui.run(app, 10)
        workers = multiprocessing.active_children()
        assert workers and all(p.is_alive() for p in workers), "no worker process thinks for the players"
        if how == "quit to the menu":
            ui.quit_to_menu(app)
        else:
            ui.post(ui.pygame.QUIT)
            ui.run(app, 1)
            assert not app.running
            app.close()  # what App.run does once the loop ends
        assert not any(p.is_alive() for p in workers), "a worker process outlived the table"
        assert not multiprocessing.active_children()
    finally:
        app.close()  # whatever failed, no search goes on thinking for hours


RESUMED_AFTER = {"assano": 8, "opposites": 12}
"""Random moves before the resumed game: each leaves some thirty moves to the hard players (from
seed 21; Assano after 12 random moves had 143 more, seconds of searching twice over)."""


@pytest.mark.parametrize("game_id", ["assano", "opposites"])
@pytest.mark.parametrize("start", ["new game", "resumed game"])
def test_the_workers_choices_are_the_in_process_players_choices_in_real_time(
    tmp_path, monkeypatch, game_id, start
) -> None:
    """For the same seed, history and budget, the game the window plays with the worker is move
    for move the game the players make in this process (the command line's loop): the worker's
    players keep what they learned (beliefs, generators) from one decision to the next."""
    options = {"target": 0} if game_id == "assano" else {}
    kinds = ["hard", "hard", "medium"]

    def begin():
        if start == "new game":
            return quick_match(game_id, kinds, 21, options)
        moves = RESUMED_AFTER[game_id]
        return quick_match(game_id, kinds, 0, state=random_position(game_id, 21, moves, options))

    expected = begin().run().history
    here = searches_here(monkeypatch)
    app = ui.make_app(tmp_path, real_time=True, anim="off")
    table = at_the_table(app, begin())
    children: set[int] = set()
    ui.wait_in_real_time(app, lambda: played(app, table, children), 180, "the results", paced=True)
    assert children and not here, "the searches did not run in the worker"
    assert table.state.history == expected
    app.close()


def test_a_worker_that_dies_is_said_once_and_the_game_goes_on_in_real_time(tmp_path) -> None:
    """The worker process is killed while a hard player thinks: the table says the computer
    players' process stopped, and the game plays on to its end (on the window's thread)."""
    app = ui.make_app(tmp_path, real_time=True, anim="off")
    table = at_the_table(app, quick_match("assano", ["hard"] * 3, 3, {"target": 0}))
    workers = multiprocessing.active_children()
    assert workers, "no worker process thinks for the players"
    os.kill(workers[0].pid, signal.SIGKILL)
    said: list[str] = []

    def over() -> bool:
        if table.message:
            said.append(table.message)
        return ui.at_results(app)

    ui.wait_in_real_time(app, over, 180, "the results", paced=True)
    assert any("computer players' process stopped" in words for words in said), said
    assert not multiprocessing.active_children()
    app.close()


# -- the worker alone ---------------------------------------------------------------------------
def reply_in_real_time(worker, job: int) -> int:
    """The worker's answer to ``job`` (its refusal raises); fails after a bound, never hangs."""
    for _ in range(600):
        got = worker.wait(job, 0.1)
        if got is not None:
            return got
    raise AssertionError(f"no reply to job {job} from the worker")


def test_a_corrupt_or_unknown_message_to_the_worker_is_refused_clearly_and_it_goes_on_in_real_time() -> None:
    from game.bot_worker import BotWorker, WorkerError

    state = registry.get("assano").new_game(3, {}, 4)
    rows = [{"seat": s, "kind": "hard", "seed": s, "iterations": 40, "seconds": None} for s in range(3)]
    worker = BotWorker("assano", 3, state.options, rows)
    try:
        for data, job, said in (
            (b"\x80\x81 not JSON", -1, "refused a message: not a JSON object"),
            (b"[1, 2, 3]", -1, "refused a message: not a JSON object"),
            (b'{"op": "explode", "job": 7}', 7, "refused a message: unknown op 'explode'"),
            (b'{"op": "decide", "job": "eight"}', -1, "refused a message: a decision without a job"),
            (b'{"op": "decide", "job": 9, "state": 5}', 9, "without the game's document"),
        ):
            worker.send_raw(data)
            with pytest.raises(WorkerError, match=said):
                reply_in_real_time(worker, job)
        doc = state.to_json()
        doc["actions"] = ["not a move"]
        worker.send_raw(json.dumps({"op": "decide", "job": 10, "state": doc}).encode())
        with pytest.raises(WorkerError, match="action 1 'not a move' cannot be replayed"):
            reply_in_real_time(worker, 10)
        other = registry.get("opposites").new_game(3, {}, 4).to_json()
        worker.send_raw(json.dumps({"op": "decide", "job": 11, "state": other}).encode())
        with pytest.raises(WorkerError, match="a document of another game"):
            reply_in_real_time(worker, 11)
        assert worker.alive, "the worker did not survive a bad message"
        index = reply_in_real_time(worker, worker.ask("decide", state))  # and it still decides
        assert 0 <= index < len(state.legal_actions())
    finally:
        worker.close()
    assert not worker.alive


def test_a_cancelled_decision_stops_its_search_in_the_worker_in_real_time() -> None:
    """Undo or a move made forgets a decision in progress: the worker's search for it stops (it
    would take hours), so the next question (the advice) is answered."""
    from game.bot_worker import BotWorker

    state = random_position("opposites", 8, 7)  # ten moves to choose from: a search
    seat = state.current_player()
    rows = [{"seat": seat, "kind": "hard", "seed": 1, "iterations": 10**9, "seconds": None}]
    worker = BotWorker("opposites", 3, state.options, rows)
    try:
        thinking = worker.ask("decide", state)
        assert worker.wait(thinking, 1.0) is None
        worker.cancel(thinking)
        index = reply_in_real_time(worker, worker.ask("advise", state))
        assert 0 <= index < len(state.legal_actions())
        assert worker.answer(thinking) is None  # the cancelled decision never answers
    finally:
        worker.close()
