"""Frame times of every scene at 1280x720 with the dummy video driver, and launch to first frame.

Prints one line per scene: its name, the median and p99 of the time one frame takes (events,
update and draw), in ms. Tables are measured while computer players play at the "fast" pace with
animations on, so flights and thinking cues are included. Run: ``python bench/frames.py``.

``--hard`` measures only the tables of four hard players (paced as the window is), each as the
window plays it (the searches in the worker process, :mod:`game.bot_worker`); ``--compare`` adds,
in the same run, the same tables with the searches on the window's own thread (as before the
worker) and with four medium players, so the figures can be compared on a shared machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry
from game.match import Seat
from scenes.app import App
from scenes.games import has_table
from scenes.store import Store

PLAYERS = {"assano": (4, 10)}
"""Table sizes measured beyond the usual four (every registered game is measured)."""


WARM_UP = 30
"""Frames run before measuring each scene (the first frames build its cached pictures)."""


def measure(app: App, frames: int, paced: bool = False) -> list[float]:
    """Frame times in ms; ``paced`` waits out each 1/60 s as the window does, so a computer
    player thinks beside the frames (on its thread or in the worker process) as for a player."""
    for _ in range(WARM_UP):
        app.frame(1 / 60)
    times = []
    for _ in range(frames):
        app.redraw()  # a still screen is drawn only after input: measure the frame it then costs
        start = time.perf_counter()
        app.frame(1 / 60)
        spent = time.perf_counter() - start
        times.append(spent * 1000)
        if paced:
            time.sleep(max(0.0, 1 / 60 - spent))
    return times


def report(name: str, times: list[float]) -> None:
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"{name:28} median {statistics.median(times):6.2f} ms   p99 {p99:6.2f} ms   ({len(times)} frames)")


def scenes(app: App, frames: int) -> None:
    from scenes.autoplay import autoplay_kind
    from scenes.menu import MenuScene
    from scenes.results import ResultsScene
    from scenes.rules import RulesScene
    from scenes.setup import SetupScene
    from scenes.table import TableScene
    from scenes.tables.tornado_ellie.practice import ColumnScene

    for name, make in (
        ("menu", lambda: MenuScene(app)),
        ("setup (assano)", lambda: SetupScene(app, "assano")),
        ("rules (assano)", lambda: RulesScene(app, "assano")),
        ("practice column", lambda: ColumnScene(app, back=MenuScene(app))),
    ):
        app.show(make())
        report(name, measure(app, frames))
    for spec in registry.all_specs():
        game_id = spec.id
        counts = PLAYERS.get(game_id, (min(4, spec.max_players),))
        if not has_table(game_id):
            print(f"{'table ' + game_id:28} (no table yet)")
            continue
        for players in counts:
            kind = autoplay_kind(game_id)
            seats = [Seat(kind, f"P{i}") for i in range(players)]
            table = TableScene.new(app, game_id, seats, {}, seed=7, autosave=False)
            app.show(table)
            times = measure(app, frames)
            report(f"table {game_id} {players}p", times)
    hard_tables(app, frames)
    if has_table("tornado_ellie"):
        report("table tornado_ellie, 41 turn", column_turn(app))
    last = app.scene
    if isinstance(last, TableScene):
        last.finish()
    if isinstance(app.scene, ResultsScene):
        report("results", measure(app, frames))


HARD_GAMES = ("assano", "opposites", "tornado_ellie")
VARIANTS = {
    "hard": ("hard", True),
    "hard on the thread": ("hard", False),
    "medium": ("medium", False),
}
"""The paced tables of four: (the players' kind, whether the searches think in the worker)."""


def hard_tables(app: App, frames: int, variants: tuple[str, ...] = ("hard",), rounds: int = 1) -> None:
    """The tables of four hard players, paced; ``variants`` (of :data:`VARIANTS`) interleaved
    game by game, ``rounds`` times, so each is measured in the same state of the machine."""
    from scenes.table import TableScene

    for game_id in HARD_GAMES:
        for _ in range(rounds):
            for variant in variants:
                kind, worker = VARIANTS[variant]
                seats = [Seat(kind, f"P{i}") for i in range(4)]
                table = TableScene.new(app, game_id, seats, {}, seed=7, autosave=False)
                if not worker:
                    table.match.stop_worker()  # the old way: the search on the window's thread
                app.show(table)
                report(f"table {game_id} 4 {variant}, paced", measure(app, frames, paced=True))


def column_turn(app: App) -> list[float]:
    """Every frame of a steady bot's turn of a 41-item column at the Tornado Ellie table."""
    from game.core import WORLD
    from physics.live import LiveWorld
    from physics.stacking import stacked_column
    from scenes.table import TableScene

    seats = [Seat("average", f"P{i}") for i in range(4)]
    table = TableScene.new(app, "tornado_ellie", seats, {}, seed=7, autosave=False)
    app.show(table)
    while not (table.state.current_player() == WORLD and table.view.live is not None):
        app.frame(1 / 60)
    live = LiveWorld.rotation(stacked_column(41, 3), 90.0, "inner", 3.0)
    table.world.live, table.world.wants = live, iter(live.turn_for("steady", 1))  # the frame's live world
    times = []
    while not live.done:
        start = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - start) * 1000)
    return times


def launch() -> None:
    """Interpreter start, then imports, window and menu up to the first frame drawn."""
    code = (
        "import time; t = time.perf_counter()\n"
        "from scenes.app import App; from scenes.menu import MenuScene\n"
        "app = App(); app.show(MenuScene(app)); app.frame(0); print(time.perf_counter() - t)\n"
    )
    env = dict(os.environ, STORMTABLE_DATA=tempfile.mkdtemp())
    bare, inside = [], []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        bare.append(time.perf_counter() - start)
        out = subprocess.run(
            [sys.executable, "-c", code], check=True, capture_output=True, text=True, env=env
        )
        inside.append(float(out.stdout.strip().splitlines()[-1]))
    total = statistics.median(bare) + statistics.median(inside)
    interpreter = statistics.median(bare) * 1000
    print(f"{'launch to first frame':28} median {total * 1000:6.0f} ms   (interpreter {interpreter:.0f} ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=400, help="frames measured per scene")
    parser.add_argument("--hard", action="store_true", help="only the tables of four hard players")
    parser.add_argument(
        "--compare", action="store_true", help="with --hard: also on the thread, and four medium players"
    )
    parser.add_argument("--rounds", type=int, default=1, help="with --hard: each table this many times")
    parser.add_argument("--size", default="1280x720", help="the window's size, WIDTHxHEIGHT")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as folder:
        app = App((width, height), Store(Path(folder)))
        app.persist = False
        app.settings.bot_speed = "fast"
        if args.hard:
            hard_tables(app, args.frames, tuple(VARIANTS) if args.compare else ("hard",), args.rounds)
        else:
            scenes(app, args.frames)
        app.close()
    if not args.hard:
        launch()


if __name__ == "__main__":
    main()
