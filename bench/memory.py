"""Resident memory over a long session: many games of every game played through the scenes.

The session starts at the menu and plays, round after round, a game of each kind at the table
with the dummy video driver: Assano and Opposites with hard players, Elements with hard players
(2, 3 and 4 players) and a solo game played by a person with the helper on (the bench clicks the
helper's best pick, by its key), and Tornado Ellie (average players, the physics world live).
Between games the window is resized (800x600 up to 2560x1440) and the results screen leads back
to the menu. After each game it prints the resident size (VmRSS) and at the end the peak (VmHWM).

By default the user data folder is a new empty one, so the exact Elements tables are computed
during the session as a new user's would be. The search players of Assano and Opposites keep the
window's time cap (1 s a decision) but get a smaller budget (``--iterations``), so a session takes
minutes, not hours; Assano plays single rounds. Linux only (it reads /proc/self/status).

Run: ``python bench/memory.py [--rounds 3] [--iterations 300]``.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SIZES = ((1280, 720), (800, 600), (1920, 1080), (2560, 1440), (1024, 768))
MAX_FRAMES = 200_000
"""A game that has not ended after this many frames is reported and left."""


def status() -> dict[str, int]:
    """VmRSS, VmHWM, RssAnon and RssFile of this process, in MB."""
    out = {}
    with open("/proc/self/status", encoding="ascii") as handle:
        for line in handle:
            name, _, rest = line.partition(":")
            if name in ("VmRSS", "VmHWM", "RssAnon", "RssFile"):
                out[name] = int(rest.split()[0]) // 1024
    return out


def tables() -> str:
    """The exact Elements tables in memory: mapped from the data folder, or copies of their own."""
    from game.elements.solo import _TABLES

    own = sum(table.values.flags.owndata for table in list(_TABLES.values()))
    return f"tables {len(_TABLES) - own} mapped {own} copied"


def trimmed() -> int:
    """VmRSS after glibc hands its freed memory back (what the heaps keep but nothing uses)."""
    import ctypes

    ctypes.CDLL(None).malloc_trim(0)
    return status()["VmRSS"]


def session(rounds: int, iterations: int, trim: bool) -> None:
    import pygame

    from game.match import Seat
    from scenes.app import App
    from scenes.menu import MenuScene
    from scenes.results import ResultsScene
    from scenes.store import Store
    from scenes.table import TableScene
    from scenes.ui.cache import POOL

    games: list[tuple[str, list[str], dict]] = [
        ("assano", ["hard"] * 3, {"target": 0}),
        ("opposites", ["hard"] * 3, {}),
        ("elements", ["human"], {}),
        ("elements", ["hard"] * 2, {}),
        ("tornado_ellie", ["average"] * 3, {}),
        ("elements", ["hard"] * 4, {}),
        ("elements", ["hard"] * 3, {}),
    ]
    with tempfile.TemporaryDirectory() as folder:
        app = App(SIZES[0], Store(Path(folder)))
        app.persist = False
        app.settings.bot_speed = "instant"
        app.settings.anim_speed = "fast"
        app.show(MenuScene(app))
        for _ in range(10):
            app.frame(1 / 60)
        print(f"{'menu':34} rss {status()['VmRSS']:5d} MB", flush=True)
        number = 0
        for round_ in range(rounds):
            for game_id, kinds, options in games:
                number += 1
                app.resize(SIZES[number % len(SIZES)])
                seats = [Seat(kind, f"P{i}") for i, kind in enumerate(kinds)]
                seed = round_ * 100 + number
                table = TableScene.new(app, game_id, seats, options, seed=seed, autosave=False)
                for bot in table.match.bots:
                    if bot is not None and hasattr(bot, "iterations"):
                        bot.iterations = min(bot.iterations or iterations, iterations)  # 0: by table
                app.show(table)
                start = time.perf_counter()
                frames = 0
                while not isinstance(app.scene, ResultsScene) and frames < MAX_FRAMES:
                    if app.scene is table and table.deciding() and not table.flights.busy():
                        human_move(app, table, pygame)
                    app.frame(1 / 60)
                    frames += 1
                for _ in range(5):
                    app.frame(1 / 60)
                app.show(MenuScene(app))
                app.frame(1 / 60)
                del table
                gc.collect()
                label = f"{round_ + 1}.{number:<3} {game_id} {len(kinds)}p {kinds[0]}"
                if frames >= MAX_FRAMES:
                    label += " (unfinished)"
                seconds = time.perf_counter() - start
                now = status()
                print(
                    f"{label:34} rss {now['VmRSS']:5d} MB (anon {now['RssAnon']:4d}, "
                    f"file {now['RssFile']:3d}, "
                    f"pictures {POOL.bytes >> 20:3d}, {tables()})   {seconds:6.1f} s"
                    + (f"   after malloc_trim {trimmed():4d} MB" if trim else ""),
                    flush=True,
                )
        app.close()
    print(f"peak (VmHWM) {status()['VmHWM']} MB")
    if tracemalloc.is_tracing():
        print("held by Python and numpy at the end, by line:")
        for stat in tracemalloc.take_snapshot().statistics("lineno")[:15]:
            print(f"  {stat}")


def human_move(app, table, pygame) -> None:
    """The person at an Elements table: helper on (its key), then the helper's best pick."""
    view = table.view
    if getattr(view, "helper_on", True) is False:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        return
    rows = view.helper_rows(table.obs) if hasattr(view, "helper_rows") else None
    legal = table.legal()
    if legal:
        table.act(rows[0][0] if rows else legal[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the seven games")
    parser.add_argument("--iterations", type=int, default=300, help="search budget of hard players")
    parser.add_argument("--trim", action="store_true", help="also print the size after malloc_trim")
    parser.add_argument("--trace", action="store_true", help="end with tracemalloc's largest holders")
    parser.add_argument("--keep-data", action="store_true", help="use the user data folder as it is")
    args = parser.parse_args()
    if not args.keep_data:
        os.environ["STORMTABLE_DATA"] = tempfile.mkdtemp(prefix="stormtable-bench-")
    if args.trace:
        tracemalloc.start(3)
    session(args.rounds, args.iterations, args.trim)


if __name__ == "__main__":
    main()
