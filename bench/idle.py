"""What a window left alone costs: % of one core, in a real window under Xvfb, per screen.

Each case starts the app in its own process, with the window and frame loop of ``stormtable``
(``App`` and ``App.run``, as :func:`scenes.app.play` starts them) on an X display, brings it to the
screen named, lets it settle, then reads the process's CPU time (``utime + stime`` from
``/proc/<pid>/stat``, every thread) over ``--seconds`` of wall time, and the frames it flipped:

- ``menu``: the first screen, untouched;
- ``setup``: Assano's setup form;
- ``table``: Assano, a person against a computer player, waiting for the person (the computer has
  played and nothing is moving);
- ``practice``: the tornado practice screen, its column standing and waiting for the grab (only
  the tornado's ring pulses, at :data:`scenes.ui.pulse.PULSE_FPS`);
- ``autoplay assano`` and ``autoplay tornado``: computer players playing, with their flights and
  the tornado's live column: these must keep drawing at the full 60 frames a second.

The window is 1280x720 unless ``--size`` says otherwise (``--size 2560x1440``: a flip moves four
times the pixels).

Each case runs ``--repeat`` times and the median is printed, for each source tree given (``--tree``,
default this one), so a change can be measured against an older commit in the same run::

    git archive 83dd765 | (mkdir -p /tmp/before && tar -x -C /tmp/before)
    python bench/idle.py --tree /tmp/before --tree .

With ``--display :N`` and no X server there, it starts ``Xvfb :N`` for the run (and reads that
server's CPU too: it is the part of a flip a desktop's compositor would pay).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TICK = os.sysconf("SC_CLK_TCK")

CHILD = r"""
import sys, time
import pygame

flips = 0
real_flip = pygame.display.flip


def counted_flip():
    global flips
    flips += 1
    real_flip()


pygame.display.flip = counted_flip
from game.match import Seat
from scenes.app import App

case, seconds = sys.argv[1], float(sys.argv[2])
app = App(tuple(int(n) for n in sys.argv[3].split("x")))
app.persist = False
if case == "menu":
    from scenes.menu import MenuScene

    app.show(MenuScene(app))
    ready = lambda: True
elif case == "setup":
    from scenes.setup import SetupScene

    app.show(SetupScene(app, "assano"))
    ready = lambda: True
elif case == "table":
    from scenes.autoplay import autoplay_kind
    from scenes.table import TableScene

    app.settings.bot_speed = "fast"
    seats = [Seat("human", "You"), Seat(autoplay_kind("assano"), "Computer")]
    table = TableScene.new(app, "assano", seats, {}, seed=3, autosave=False)
    app.show(table)

    def ready():
        return (
            app.scene is table and table.deciding() and not table.flights.busy()
            and table.interlude is None
        )
elif case == "practice":
    from scenes.tables.tornado_ellie.practice import ColumnScene
    from scenes.menu import MenuScene

    practice = ColumnScene(app, back=MenuScene(app))
    app.show(practice)
    ready = lambda: practice.standing
else:
    from scenes.autoplay import autoplay_scene

    app.show(autoplay_scene(case.split()[-1], 3, 0)(app))
    ready = lambda: True

stage = {"name": "settle", "since": None, "flips": 0, "frames": 0}


def until():
    now = time.monotonic()
    if stage["name"] == "settle":
        if not ready():
            stage["since"] = None
        elif stage["since"] is None:
            stage["since"] = now
        elif now - stage["since"] >= 1.0:
            stage.update(name="measure", since=now, flips=flips, frames=app.frames)
            print("READY", flush=True)
    elif now - stage["since"] >= seconds:
        drawn, frames = flips - stage["flips"], app.frames - stage["frames"]
        print(f"DONE {drawn} {frames} {now - stage['since']}", flush=True)
        sys.stdin.readline()
        return True
    return False


app.run(until=until)
"""

CASES = ("menu", "setup", "table", "practice", "autoplay assano", "autoplay tornado_ellie")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # utime, stime (fields 14 and 15)


def one(
    tree: Path, case: str, seconds: float, size: str, display: str, xvfb: int | None
) -> tuple[float, float, float]:
    """(% of a core for the app, % for the X server or nan, frames flipped a second)."""
    with tempfile.TemporaryDirectory() as data:
        env = dict(
            os.environ, DISPLAY=display, PYTHONPATH=str(tree), STORMTABLE_DATA=data, SDL_AUDIODRIVER="dummy"
        )
        env.pop("SDL_VIDEODRIVER", None)
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, case, str(seconds), size],
            cwd=tree,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert child.stdout is not None and child.stdin is not None
        try:
            for line in child.stdout:
                if line.startswith("READY"):
                    break
            else:
                raise SystemExit(f"{case} in {tree}: the app ended before it was ready")
            start, x_start, wall = cpu_seconds(child.pid), xvfb and cpu_seconds(xvfb), time.monotonic()
            line = child.stdout.readline()
            spent, x_spent = cpu_seconds(child.pid) - start, xvfb and cpu_seconds(xvfb) - x_start
            wall = time.monotonic() - wall
            child.stdin.write("\n")
            child.stdin.flush()
            _, flips, _, _ = line.split()
            child.wait(timeout=30)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
    x_share = 100 * x_spent / wall if xvfb else float("nan")
    return 100 * spent / wall, x_share, int(flips) / wall


def start_xvfb(display: str) -> subprocess.Popen | None:
    if (
        shutil.which("xdpyinfo")
        and subprocess.run(["xdpyinfo", "-display", display], capture_output=True).returncode == 0
    ):
        return None  # a server is there already: use it
    if not shutil.which("Xvfb"):
        raise SystemExit("bench/idle.py needs Xvfb (apt-get install xvfb) or a running X display")
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "2600x1500x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(50):
        time.sleep(0.1)
        if subprocess.run(["xdpyinfo", "-display", display], capture_output=True).returncode == 0:
            return server
    server.kill()
    raise SystemExit(f"Xvfb {display} did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--display", default=os.environ.get("DISPLAY", ":43"), help="X display (default :43)")
    parser.add_argument("--seconds", type=float, default=10.0, help="wall time measured per run")
    parser.add_argument("--size", default="1280x720", help="the window's size, WIDTHxHEIGHT")
    parser.add_argument("--repeat", type=int, default=3, help="runs per case; the median is printed")
    parser.add_argument("--tree", type=Path, action="append", help="source tree to run (repeatable)")
    parser.add_argument("--case", action="append", choices=CASES, help="only these cases (repeatable)")
    args = parser.parse_args()
    trees = [tree.resolve() for tree in args.tree or [ROOT]]
    server = start_xvfb(args.display)
    try:
        print(
            f"{'case':24} {'tree':28} {'app % core':>10} {'X % core':>9} {'flips/s':>8}"
            f"   (median of {args.repeat})"
        )
        for case in args.case or CASES:
            for tree in trees:
                runs = [
                    one(tree, case, args.seconds, args.size, args.display, server.pid if server else None)
                    for _ in range(args.repeat)
                ]
                app, xserver, flips = (statistics.median(r[i] for r in runs) for i in range(3))
                name = str(tree) if len(str(tree)) <= 28 else "..." + str(tree)[-25:]
                print(f"{case:24} {name:28} {app:10.1f} {xserver:9.1f} {flips:8.1f}", flush=True)
    finally:
        if server is not None:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
