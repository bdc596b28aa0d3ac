"""The window's side of a game across computers, over the loopback address only: a real App hosts
(setup's "On another computer") while a headless joiner plays the other seat, and a real App joins
a headless host (``python -m game host``) from the menu's "Join a game" and plays its seat with
clicks through SDL's event queue. Both play a whole Assano game to the end; what each seat's
connection carried is that seat's view only, and the joining window never draws a card its seat's
view does not name. The sockets are real, so these tests wait in real time, each wait bounded."""

from __future__ import annotations

import asyncio
import queue
import random
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pygame
import pytest

import scenes.host_screen as host_screen
import scenes.join as join_screen
from game import documents
from game.net.host import hosted_path
from scenes.remote_table import RemoteTableScene
from scenes.strings import text
from tests.net_helpers import LOOPBACK, Joiner, check_privacy, replayed_views, result_of
from tests.ui_helpers import (
    click,
    focus_on,
    focused_widget,
    key,
    menu_target,
    press_button,
    record_faces,
    run,
    showing,
    start_app,
    to_setup,
    type_text,
    wait_in_real_time,
    widget_rect,
    words_in,
)

GAME_SECONDS = 240.0
WAIT_SECONDS = 60.0
ONE_ROUND = {"target": 0}
"""A match to 0 points is one round: a whole game, short enough for a test."""


@pytest.fixture
def loopback(monkeypatch):
    """Windows host on the loopback address only, unadvertised (a test never reaches the LAN)."""
    monkeypatch.setattr(host_screen, "BIND", LOOPBACK)
    monkeypatch.setattr(host_screen, "DISCOVERY", False)
    monkeypatch.setattr(join_screen, "BROWSE", False)


def play_remote_seat(app, rng: random.Random, seconds: float, on_frame=None) -> RemoteTableScene:
    """Click the remote table's enabled targets at random whenever its seat decides, until the
    game is over (bounded in real time); the table."""
    table = app.scene
    assert isinstance(table, RemoteTableScene), type(table).__name__

    def step() -> bool:
        if table.over():
            return True
        click_a_choice(app, table, rng)
        if on_frame is not None:
            on_frame(table)
        return False

    wait_in_real_time(app, step, seconds, "the end of the networked game")
    return table


def host_from_window(app, names: list[str], remote: list[int]):
    """Set up Assano (one round) for ``names`` with the seats ``remote`` (0-based) "On another
    computer", start it, and wait for the join code; the hosting screen."""
    app.settings.last_setup["assano"] = {
        "players": len(names),
        "seats": [{"kind": "human", "name": name} for name in names],
        "options": ONE_ROUND,
    }
    to_setup(app, "assano")
    for seat in remote:
        focus_on(app, f"Seat {seat + 1}:")
        for _ in range(12):  # the seat's kinds, one step right at a time, to "On another computer"
            if focused_widget(app).get_value()[0][1] == "remote":
                break
            key(app, pygame.K_RIGHT)
        assert focused_widget(app).get_value()[0][0] == "On another computer"
    press_button(app, "Start the game")
    assert showing(app, "HostScene")
    hosting = app.scene
    wait_in_real_time(app, lambda: hosting.code, WAIT_SECONDS, "the join code")
    assert hosting.url.startswith(f"ws://{LOOPBACK}:")
    shown = " ".join(words for words, *_ in hosting.lines())
    assert hosting.code in shown and hosting.url in shown and "waiting for someone to join" in shown
    return hosting


def joiners_in_a_thread(joiners: list[Joiner]) -> tuple[threading.Thread, dict[str, Any]]:
    """The headless joiners playing on an event loop of their own; their results, once done."""
    outcome: dict[str, Any] = {}

    async def play_all() -> list[dict[str, Any]]:
        return await asyncio.gather(*(joiner.play(seed=7 + n) for n, joiner in enumerate(joiners)))

    thread = threading.Thread(
        target=lambda: outcome.update(results=asyncio.run(asyncio.wait_for(play_all(), GAME_SECONDS))),
        daemon=True,
    )
    thread.start()
    return thread, outcome


def test_a_window_hosts_assano_and_a_headless_joiner_plays_it_to_the_end_real_time(tmp_path, loopback):
    app = start_app(tmp_path)
    hosting = host_from_window(app, ["Ann", "Bo"], [1])
    joiner = Joiner(hosting.url, hosting.code, "easy", tmp_path / "joiner", name="Bo")
    thread, outcome = joiners_in_a_thread([joiner])
    wait_in_real_time(app, lambda: isinstance(app.scene, RemoteTableScene), WAIT_SECONDS, "the host's table")
    table = play_remote_seat(app, random.Random(2), GAME_SECONDS)
    thread.join(WAIT_SECONDS)
    assert not thread.is_alive(), "the headless joiner did not finish"
    save = hosted_path(tmp_path, "assano")
    assert outcome["results"] == [result_of(save)] == [table.latest["result"]]
    assert check_privacy(save, joiner.seat, joiner.messages) > 10
    assert table.names == ["Ann", "Bo"]
    port = int(hosting.url.rsplit(":", 1)[1])
    click(app, table.leave_rect.center, 3)  # the finished table's "Back to the menu"
    assert showing(app, "MenuScene")
    with pytest.raises(OSError):  # hosting listens only while the window hosts
        socket.create_connection((LOOPBACK, port), timeout=5).close()


def test_a_family_of_three_plays_assano_from_three_computers_real_time(tmp_path, loopback, monkeypatch):
    """Ann hosts from her window; Bo and Cy join from computers of their own (headless here). Each
    of the three connections carried its own seat's view only: no other hand, ever."""
    window_heard: list[dict[str, Any]] = []
    hear = RemoteTableScene.hear

    def heard(table, kind: str, value: Any) -> None:
        if kind == "state":
            window_heard.append(value)
        hear(table, kind, value)

    monkeypatch.setattr(RemoteTableScene, "hear", heard)
    app = start_app(tmp_path)
    hosting = host_from_window(app, ["Ann", "Bo", "Cy"], [1, 2])
    joiners = [
        Joiner(hosting.url, hosting.code, level, tmp_path / name, name=name)
        for name, level in (("Bo", "easy"), ("Cy", "medium"))
    ]
    thread, outcome = joiners_in_a_thread(joiners)
    wait_in_real_time(app, lambda: isinstance(app.scene, RemoteTableScene), WAIT_SECONDS, "the host's table")
    table = play_remote_seat(app, random.Random(3), GAME_SECONDS)
    thread.join(WAIT_SECONDS)
    assert not thread.is_alive(), "the headless joiners did not finish"
    save = hosted_path(tmp_path, "assano")
    assert outcome["results"] == [result_of(save)] * 2 == [table.latest["result"]] * 2
    assert sorted(joiner.seat for joiner in joiners) == [1, 2] and table.seat == 0
    assert table.names == ["Ann", "Bo", "Cy"]
    assert check_privacy(save, table.seat, window_heard) > 5
    for joiner in joiners:
        assert check_privacy(save, joiner.seat, joiner.messages) > 5
        assert not [m for m in joiner.messages if m["type"] == "error"]


class HeadlessHost:
    """``python -m game host`` on the loopback address: its URL and code read from its output."""

    def __init__(
        self,
        folder: Path,
        seats: str = "",
        resume: bool = False,
        game: str = "assano",
        option: str = "target=0",
    ) -> None:
        """A fresh game with ``seats``, or (``resume``) the game kept in the folder's save."""
        self.save = folder / "hosted.json"
        command = [sys.executable, "-m", "game", "host", game, "--bind", LOOPBACK, "--no-discovery"]
        if resume:
            command += ["--resume"]
        else:
            command += ["--players", "2", "--seats", seats, "--option", option, "--seed", "4"]
        command += ["--save", str(self.save)]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=folder)
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.url = self.lines.get(timeout=WAIT_SECONDS).strip()
        self.code = self.lines.get(timeout=WAIT_SECONDS).strip()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(WAIT_SECONDS)


def join_from_menu(app, host: HeadlessHost, name: str) -> None:
    """The menu's "Join a game": the host's address, its code (in lower case) and a name typed."""
    click(app, menu_target(app, "join").center, 2)
    assert showing(app, "JoinScene")
    for widget_id, words in (("address", host.url), ("code", host.code.lower()), ("name", name)):
        field = app.scene.menu.get_widget(widget_id)
        click(app, widget_rect(app, field).center)
        if widget_id == "name":
            for _ in range(8):
                key(app, pygame.K_BACKSPACE)
        type_text(app, words)
    click(app, widget_rect(app, app.scene.menu.get_widget("join")).center, 2)
    wait_in_real_time(app, lambda: isinstance(app.scene, RemoteTableScene), WAIT_SECONDS, "the seat")


def test_a_window_joins_a_headless_host_and_plays_its_seat_by_clicks_real_time(
    tmp_path, monkeypatch, loopback
):
    host = HeadlessHost(tmp_path, "remote,easy")
    try:
        assert host.url.startswith(f"ws://{LOOPBACK}:") and len(host.code) == 6
        app = start_app(tmp_path / "window")
        states: list[dict[str, Any]] = []
        hear = RemoteTableScene.hear

        def recording(self, kind, value):
            if kind == "state":
                states.append(value)
            hear(self, kind, value)

        monkeypatch.setattr(RemoteTableScene, "hear", recording)
        join_from_menu(app, host, "Cy")
        faces = record_faces(monkeypatch)
        drawn: list[tuple[int, set[str]]] = []

        def note(table: RemoteTableScene) -> None:
            if faces:
                drawn.append((table.moves_played(), set(faces)))
                faces.clear()

        table = play_remote_seat(app, random.Random(5), GAME_SECONDS, note)
        assert host.process.wait(WAIT_SECONDS) == 0
        views = replayed_views(host.save, table.seat)
        assert table.names[table.seat] == "Cy" and table.latest["result"] == result_of(host.save)
        for state in states:  # the window's connection carried its own seat's view, nothing else
            assert state["observation"] == views[state["move"]]["observation"], state["move"]
        assert len(drawn) > 5
        for move, cards in drawn:  # and the window drew no card that view does not name
            named = words_in(views[move]["observation"]) | words_in(views[max(0, move - 1)]["observation"])
            assert cards <= named, (move, cards - named)
        click(app, table.leave_rect.center, 3)  # "Back to the menu"
        assert showing(app, "MenuScene")
        run(app)
    finally:
        host.close()


def test_a_window_keeps_its_seat_when_the_host_is_killed_and_resumed_real_time(tmp_path, loopback):
    """kill -9 of the headless host mid-game: the window says it is taking its seat up again; the
    host restarted with ``--resume`` takes up its save, the window comes back to its seat with
    the token it kept, and the game plays to its end with nothing lost."""
    host = HeadlessHost(tmp_path, "remote,easy")
    again: HeadlessHost | None = None
    try:
        app = start_app(tmp_path / "window")
        join_from_menu(app, host, "Cy")
        rng = random.Random(6)
        table = app.scene
        wait_in_real_time(app, lambda: play_a_little(app, table, rng, 12), GAME_SECONDS, "move 12")
        kept = table.moves_played()
        host.process.kill()  # SIGKILL: no goodbye, no last save
        assert host.process.wait(WAIT_SECONDS) == -signal.SIGKILL
        wait_in_real_time(
            app, lambda: table.status is not None, WAIT_SECONDS, "the window to see the host gone"
        )
        assert str(table.status) == text("remote_reconnecting")
        again = HeadlessHost(tmp_path, resume=True)
        assert (again.url, again.code) == (host.url, host.code)
        wait_in_real_time(app, lambda: table.status is None, WAIT_SECONDS, "the seat taken up again")
        assert app.scene is table and table.moves_played() >= kept
        play_remote_seat(app, rng, GAME_SECONDS)
        assert again.process.wait(WAIT_SECONDS) == 0
        assert table.latest["result"] == result_of(host.save)
        assert len(documents.read_document(host.save)["actions"]) > kept
    finally:
        for process in (host, again):
            if process is not None:
                process.close()


def play_a_little(app, table: RemoteTableScene, rng: random.Random, moves: int) -> bool:
    """One frame's click at random when the seat decides; True once ``moves`` moves were played."""
    if table.moves_played() >= moves:
        return True
    click_a_choice(app, table, rng)
    return False


def click_a_choice(app, table: RemoteTableScene, rng: random.Random) -> None:
    """Click one of the table's enabled targets at random, when its seat decides."""
    choices = [t for t in table.targets() if t.key != "leave" and t.enabled] if table.deciding() else []
    if choices:
        click(app, rng.choice(choices).rect.center, frames=0)
