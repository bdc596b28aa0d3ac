"""``stormtable --smoke``: boot, open every screen and play a few hundred frames of every table.

It runs with the dummy video and audio drivers, so it works on a build machine with no display,
and it exercises what a frozen executable most often lacks: bundled fonts, rules pages,
rulebooks, the widget library's data, every game module and the physics plugin, the Danish and
German catalogues and Babel's data for them. Any exception
ends it with the traceback and a non-zero exit.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game import registry
from game.match import Seat
from scenes import language
from scenes.autoplay import autoplay_kind
from scenes.games import has_table, screens
from scenes.navigation import To
from scenes.store import Store
from scenes.strings import text

TABLE_FRAMES = 300


def smoke(window: Callable[..., Any]) -> int:
    """Open every scene in a ``window`` (the app's class, passed in: this module imports no
    screen and not the app); return 0 when all of them ran."""
    with tempfile.TemporaryDirectory() as folder:
        app = window((1280, 720), Store(Path(folder)))
        app.persist = False
        app.settings.bot_speed = "instant"

        def frames(count: int) -> None:
            for _ in range(count):
                app.frame(1 / 60)

        app.go(To.MENU)
        frames(5)
        for name in screens():  # the games' own screens beyond their tables (a practice screen)
            app.go(name, back=app.make(To.MENU))
            frames(30)
        app.open(To.SETTINGS)
        frames(5)
        app.open(To.ABOUT)
        frames(5)
        for spec in registry.all_specs():
            for screen in (To.SETUP, To.RULES):
                app.go(screen, spec.id)
                frames(5)
            if not has_table(spec.id):
                print(f"smoke: {spec.name}: no table yet")
                continue
            seats = [Seat(autoplay_kind(spec.id), f"P{i}") for i in range(spec.default_players)]
            table = app.go(To.NEW_TABLE, spec.id, seats, {}, seed=1, autosave=False)
            frames(TABLE_FRAMES)
            app.open(To.PAUSE, table)
            frames(5)
            app.pop()
            table.finish()
            frames(5)
            replay = app.go(To.REPLAY, table.state, table.match.seats)
            replay.goto(len(replay.replay))
            frames(5)
            print(f"smoke: {spec.name}: {len(table.state.history)} moves in {TABLE_FRAMES} frames")
        worker_table(app)
        network_screens(app, frames)
        app.store.record_history(table.state, table.match.seats)  # a game in the history to list
        app.go(To.HISTORY)
        frames(5)
        app.go(To.STATISTICS)
        frames(5)
        for code in ("da", "de"):  # the catalogues and Babel's data for them ship in the bundle
            app.choose_language(code)
            app.go(To.MENU)
            frames(5)
            app.open(To.SETTINGS)
            frames(5)
            print(f"smoke: language {code}: {text('settings_title')}, {language.number(1.5, 1)}")
        app.close()
    print("smoke: every scene ran")
    return 0


NET_SECONDS = 30.0
"""How long the smoke waits for its hosted game's join code (websockets and zeroconf in the bundle)."""


def network_screens(app: Any, frames: Callable[[int], None]) -> None:
    """The host screen (hosting on the loopback address only, unadvertised) and the join screen
    (which looks for games with zeroconf): the networking libraries load and run."""
    game_id = registry.game_ids()[0]
    seats = [Seat("human", "P0"), Seat("remote", "P1")]
    hosting = app.go(To.HOST, game_id, seats, {}, seed=1, bind="127.0.0.1", discovery=False)
    began = time.monotonic()
    while not hosting.code and hosting.problem is None and time.monotonic() - began < NET_SECONDS:
        frames(1)
        time.sleep(1 / 60)
    if not hosting.code:
        raise RuntimeError(f"the host screen did not host: {hosting.problem}")
    print(f"smoke: host: {hosting.url}, code {hosting.code}")
    app.go(To.JOIN)
    frames(5)
    app.go(To.MENU)
    frames(2)
    print("smoke: join: the join screen ran")


WORKER_SECONDS = 120.0
"""How long the smoke waits for the hard players' first decisions from their worker process."""


def worker_table(app: Any) -> None:
    """A table of hard players: their searches run in the worker process (in a frozen build, the
    executable started again), which must answer."""
    game_id = registry.game_ids()[0]  # the first game: a searching hard player decides at once
    seats = [Seat("hard", f"P{i}") for i in range(2)]
    table = app.go(To.NEW_TABLE, game_id, seats, {}, seed=1, autosave=False)
    began = time.monotonic()
    while table.match.worker_decisions < 2 and time.monotonic() - began < WORKER_SECONDS:
        app.frame(1 / 60)
        time.sleep(1 / 60)
    if table.match.worker_decisions < 2:
        raise RuntimeError("the computer players' worker process did not answer")
    print(f"smoke: worker: {table.match.worker_decisions} decisions from the computer players' process")
    app.go(To.MENU)
