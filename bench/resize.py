"""What a window's resize costs: the felt made anew for the new size (:func:`scenes.ui.material.weave`),
a whole table laid out and drawn at it, and a form built for it, with the dummy video driver.

Prints one line per size: the median and the slowest of ``--repeat`` makings of the felt, of the
first frame of an Elements table after a resize to that size (its layout, its backdrop and the
felt made anew), and of Assano's setup form built (as at a resize, or when the setup opens), in
ms. Run: ``python bench/resize.py [--repeat 9]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game.match import Seat
from scenes.app import App
from scenes.navigation import To
from scenes.store import Store
from scenes.table import TableScene
from scenes.ui import material

SIZES = ((800, 600), (1280, 720), (1920, 1080), (2560, 1440))


def timed(action, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        app = App((1280, 720), Store(Path(folder)))
        seats = [Seat("human", "P1"), Seat("random", "P2")]
        app.show(TableScene.new(app, "elements", seats, {}, seed=1, autosave=False))
        for _ in range(30):
            app.frame(1 / 60)
        setup = app.make(To.SETUP, "assano")
        heads = ("felt median", "max", "resized table", "max", "setup form", "max")
        print(f"{'size':>10} " + " ".join(f"{head:>{max(7, len(head))}}" for head in heads))
        for size in SIZES:
            felt = timed(lambda size=size: material.weave(size, material.FELT), args.repeat)
            turn = iter(range(args.repeat))

            def resize_and_draw(size=size, turn=turn) -> None:
                material.CLOTHS.clear()  # each resize to a size the cloth was not made for
                app.resize((size[0], size[1] + next(turn) % 2))  # a dragged edge: a pixel each time
                pygame.event.clear()  # (the dummy driver's own resize events: not this size's)
                app.frame(1 / 60)

            frame = timed(resize_and_draw, args.repeat)
            form = timed(setup.rebuild, args.repeat)
            print(
                f"{size[0]:>5}x{size[1]:<4} {statistics.median(felt):11.1f} {max(felt):7.1f}"
                f" {statistics.median(frame):13.1f} {max(frame):7.1f}"
                f" {statistics.median(form):10.1f} {max(form):7.1f}"
            )
        app.close()
        pygame.quit()


if __name__ == "__main__":
    main()
