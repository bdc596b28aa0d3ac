"""A window that hosted a game and was killed (SIGKILL: no goodbye, no last word) hosts it again
from the menu: on the same port, with the same join code and seat tokens, so the headless joiner
that kept trying comes back to its seat by itself, the window's own person sits at their seat
again, and the game is played to its end with nothing lost. Over the loopback address only; the
sockets and the killed process are real, so the test waits in real time, each wait bounded."""

from __future__ import annotations

import asyncio
import queue
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pygame

from game import documents
from game.net.host import hosted_path
from scenes.remote_table import RemoteTableScene
from tests.net_helpers import LOOPBACK, Joiner, check_privacy, result_of
from tests.test_net_window_real_time import GAME_SECONDS, WAIT_SECONDS, joiners_in_a_thread, loopback
from tests.test_net_window_real_time import play_remote_seat as play_remote_seat
from tests.ui_helpers import key, press_button, screen, showing, start_app, wait_in_real_time

ROOT = Path(__file__).resolve().parent.parent
BEFORE_KILL = 12
"""Actions played before the hosting window is killed."""

__all__ = ["loopback"]  # the fixture, used by name


def hosting_window(folder: Path) -> tuple[subprocess.Popen[str], queue.Queue[str]]:
    """The window of tests/net_window_host.py hosting in a process of its own; its lines."""
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.net_window_host", str(folder), str(BEFORE_KILL)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line.strip())

    threading.Thread(target=read, daemon=True).start()
    return process, lines


def hold_back(joiner: Joiner, let_in: threading.Event) -> None:
    """Let ``joiner`` (re)join only while ``let_in`` is set: on a busy machine it came back within
    the two frames after "Host again", and the window went on to the table before the test could
    read the host screen."""
    join = joiner.client.join

    async def join_when_let_in() -> dict:
        if not let_in.is_set():  # waited for on a worker thread, so the joiner's event loop runs on
            await asyncio.to_thread(let_in.wait, WAIT_SECONDS)
        return await join()

    joiner.client.join = join_when_let_in


def test_a_killed_hosting_window_hosts_its_game_again_and_the_joiner_comes_back_real_time(tmp_path, loopback):
    window, lines = hosting_window(tmp_path)
    let_in = threading.Event()
    let_in.set()
    try:
        url, code = lines.get(timeout=WAIT_SECONDS), lines.get(timeout=WAIT_SECONDS)
        assert url.startswith(f"ws://{LOOPBACK}:"), url
        joiner = Joiner(url, code, "easy", tmp_path / "joiner", name="Bo")
        joiner.client.reconnect_seconds = GAME_SECONDS  # it keeps trying while the window is down
        hold_back(joiner, let_in)
        thread, outcome = joiners_in_a_thread([joiner])
        assert lines.get(timeout=GAME_SECONDS).startswith("played "), "the window did not play"
    finally:
        let_in.clear()  # its tries wait until the host screen has been read
        window.kill()  # SIGKILL: no goodbye, no last save
    assert window.wait(WAIT_SECONDS) == -signal.SIGKILL
    save = hosted_path(tmp_path, "assano")
    before = len(documents.load(save).history)
    assert before >= BEFORE_KILL and thread.is_alive()

    app = start_app(tmp_path)  # the window opened again on the same data folder
    key(app, pygame.K_j, 2)
    assert showing(app, "ChoiceScene")
    again = app.scene.answers[0][0]
    assert again.startswith("Host Assano again") and f"({before} moves played)" in again
    press_button(app, again)
    assert showing(app, "HostScene"), f"hosting again showed {screen(app)}, notices {app.store.notices}"
    hosting = app.scene
    wait_in_real_time(app, lambda: hosting.code, WAIT_SECONDS, "the join code")
    assert (hosting.url, hosting.code) == (url, code)  # the same port and code: the joiner's own
    assert "Hosted again" in " ".join(words for words, *_ in hosting.lines())
    let_in.set()
    wait_in_real_time(app, lambda: isinstance(app.scene, RemoteTableScene), WAIT_SECONDS, "the table")
    table = play_remote_seat(app, random.Random(6), GAME_SECONDS)
    assert table.seat == 0 and table.names == ["Ann", "Bo"]
    thread.join(WAIT_SECONDS)
    assert not thread.is_alive(), "the headless joiner did not finish"
    assert outcome["results"] == [result_of(save)] == [table.latest["result"]]
    assert joiner.seat == 1
    assert len(documents.load(save).history) > before  # played on from where it was killed
    # nothing lost: what the joiner saw before the kill is the resumed game's past, move by move
    assert check_privacy(save, joiner.seat, joiner.messages) > before
    welcomes = [m for m in joiner.messages if m["type"] == "welcome"]
    assert len(welcomes) >= 2 and {w["session"] for w in welcomes} == {welcomes[0]["session"]}
    assert {w["seat"] for w in welcomes} == {1}  # it came back to its own seat, by its token
