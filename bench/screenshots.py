"""Screenshots of every screen and table at 800x600, 1280x800 and 2560x1440, for a person to look at.

Opens, with the dummy video driver, the menu, each game's setup, a table of each game mid-game
(a person at seat 0, computer players elsewhere, some moves in), the pause screen over it, the
settings, the history and statistics (filled with finished games), the results of each game,
the join and host screens, the about page, each game's rules page and the games' own screens
(Tornado Ellie's practice column), and the moments a player sees at the table: each game's lesson,
the hot-seat pass-the-device screen (games with hidden hands), a seat's announcement bursting
mid-animation (a penalty, a skip), and each table late in a game (a tall column, a sheet mostly
crossed); saves each as a PNG. Prints every path written (a moment a game never shows is left out).

Run: ``python bench/screenshots.py [FOLDER] [--sizes 800x600,1280x800] [--only menu,setup]``
(default folder ``/tmp/stormtable-shots``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game import registry
from game.core import State
from game.match import HUMAN, Seat
from scenes import games, join
from scenes.app import App
from scenes.autoplay import autoplay_kind
from scenes.clock import FRAME, FrameClock
from scenes.navigation import To
from scenes.store import Store

SIZES = ((800, 600), (1280, 800), (2560, 1440))
MID_GAME = 12
"""Moves played at random before a table is shown mid-game."""
NAMES = ("Anna", "Bo", "Carl", "Dora")
HOST_SECONDS = 20.0


def frames(app: App, count: int = 3) -> None:
    for _ in range(count):
        app.frame(FRAME)


def played(game_id: str, seed: int, moves: int | None, players: int = 3) -> State:
    """A game of ``game_id`` played at random from the engine's legal lists: ``moves`` moves in
    and at seat 0's turn (or to its end with ``moves`` None)."""
    spec = registry.get(game_id)
    players = max(spec.min_players, min(spec.max_players, players))
    options = {"target": 0} if game_id == "assano" else {}
    state = spec.new_game(players, options, seed)
    rng = random.Random(seed)
    while not state.is_over():
        if moves is not None and len(state.history) >= moves and state.current_player() == 0:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def seats_for(state: State) -> list[Seat]:
    kind = autoplay_kind(state.spec.id)
    return [Seat(HUMAN if i == 0 else kind, NAMES[i % len(NAMES)]) for i in range(state.players)]


def table_ids() -> list[str]:
    return [spec.id for spec in registry.all_specs() if games.has_table(spec.id)]


def shots(app: App) -> Iterator[tuple[str, Callable[[], object]]]:
    """(name, open it) for every screen; each opener leaves the screen on top."""
    yield "menu", lambda: app.go(To.MENU)
    for game_id in table_ids():
        yield f"setup-{game_id}", lambda g=game_id: app.go(To.SETUP, g)
    yield "settings", lambda: (app.go(To.MENU), app.open(To.SETTINGS))
    yield "about", lambda: (app.go(To.MENU), app.open(To.SETTINGS), app.open(To.ABOUT))
    for game_id in table_ids():
        yield f"rules-{game_id}", lambda g=game_id: app.go(To.RULES, g)
    for game_id in table_ids():
        yield f"table-{game_id}", lambda g=game_id: mid_game(app, g)
        yield f"pause-{game_id}", lambda g=game_id: app.open(To.PAUSE, mid_game(app, g))
    for game_id in table_ids():
        yield f"late-{game_id}", lambda g=game_id: late_game(app, g)
        yield f"lesson-{game_id}", lambda g=game_id: lesson(app, g)
        yield f"handoff-{game_id}", lambda g=game_id: hot_seat(app, g)
        yield f"banner-{game_id}", lambda g=game_id: banner(app, g)
    for game_id in table_ids():
        yield f"results-{game_id}", lambda g=game_id: results(app, g)
    yield "history", lambda: (fill_history(app), app.go(To.HISTORY))
    yield "statistics", lambda: (fill_history(app), app.go(To.STATISTICS))
    yield "join", lambda: app.go(To.JOIN)
    yield "host", lambda: host(app)
    for name in games.screens():
        yield name, lambda n=name: app.go(n, back=app.make(To.MENU))


def mid_game(app: App, game_id: str):
    state = played(game_id, 5, MID_GAME)
    table = app.go(To.RESUMED_TABLE, state, seats_for(state))
    frames(app, 90)  # the log and any motion come to rest
    return table


def late_game(app: App, game_id: str):
    """The table at seat 0's turn about four fifths into a game (by the moves a whole one took)."""
    length = len(played(game_id, 5, None).history)
    state = played(game_id, 5, length * 4 // 5)
    table = app.go(To.RESUMED_TABLE, state, seats_for(state))
    frames(app, 90)
    return table


def lesson(app: App, game_id: str) -> bool:
    """The guided first game at its first step, the coach's words over the table (False: none)."""
    table = app.go(To.LESSON, game_id, restart=True)
    frames(app, 90)
    return table is not None


def hot_seat(app: App, game_id: str) -> bool:
    """Two people at one device: the pass-the-device screen (False: the game shows all hands)."""
    state = played(game_id, 5, MID_GAME)
    seats = seats_for(state)
    seats[1] = Seat(HUMAN, seats[1].name)
    table = app.go(To.RESUMED_TABLE, state, seats)
    frames(app, 3)
    return table is not None and table.handoff is not None


def banner(app: App, game_id: str) -> bool:
    """Computer players alone from mid-game, caught a few frames into the first seat's
    announcement (False: none within a few hundred frames)."""
    state = played(game_id, 5, MID_GAME)
    kind = autoplay_kind(game_id)
    table = app.go(To.RESUMED_TABLE, state, [Seat(kind, NAMES[i % len(NAMES)]) for i in range(state.players)])
    for _ in range(1200):
        frames(app, 1)
        if table.banners:
            frames(app, 6)
            return True
    return False


def results(app: App, game_id: str) -> None:
    state = played(game_id, 3, None)
    app.go(To.RESUMED_TABLE, state, seats_for(state))
    for _ in range(600):
        frames(app, 1)
        if type(app.scene).__name__ == "ResultsScene":
            return
    raise RuntimeError(f"{game_id}: no results screen")


def fill_history(app: App) -> None:
    if app.store.load_history():
        return
    now = time.time() - 86400
    for index, game_id in enumerate(table_ids() * 2):
        state = played(game_id, 10 + index, None, players=2 + index % 2)
        app.store.record_history(state, seats_for(state), now=now + index * 600)


def host(app: App) -> None:
    seats = [Seat(HUMAN, NAMES[0]), Seat("remote", NAMES[1]), Seat(autoplay_kind(table_ids()[0]), NAMES[2])]
    hosting = app.go(To.HOST, table_ids()[0], seats, {}, seed=1, bind="127.0.0.1", discovery=False)
    began = time.monotonic()
    while not hosting.code and hosting.problem is None and time.monotonic() - began < HOST_SECONDS:
        frames(app, 1)
        time.sleep(1 / 60)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="/tmp/stormtable-shots")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--only", default="", help="names (or name prefixes) of the screens, by commas")
    args = parser.parse_args()
    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(n) for n in size.split("x")) for size in args.sizes.split(",")]
    wanted = [name for name in args.only.split(",") if name]
    join.BROWSE = False  # the join screen does not listen on the network for a picture
    for size in sizes:
        with tempfile.TemporaryDirectory() as data:
            app = App(size, Store(Path(data)), FrameClock())
            app.persist = False
            app.settings.bot_speed = "instant"
            for name, show in shots(app):
                if wanted and not any(name.startswith(prefix) for prefix in wanted):
                    continue
                if show() is False:
                    continue
                app.redraw()
                frames(app, 3)
                path = folder / f"{name}-{size[0]}x{size[1]}.png"
                pygame.image.save(app.screen, str(path))
                print(path, flush=True)
            app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
