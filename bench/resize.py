"""What a window's resize costs: the felt made anew for the new size (:func:`scenes.ui.material.felt`),
and a whole table laid out and drawn at it, with the dummy video driver.

Prints one line per size: the median and the slowest of ``--repeat`` makings of the felt, and of
the first frame of an Elements table after a resize to that size (its layout, its backdrop and
the felt made anew), in ms. Run: ``python bench/resize.py [--repeat 9]``.
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
        print(f"{'size':>10} {'felt median':>12} {'felt max':>9} {'resized frame median':>21} {'max':>7}")
        for size in SIZES:
            felt = timed(lambda size=size: material.felt.__wrapped__(size), args.repeat)

            turn = iter(range(args.repeat))

            def resize_and_draw(size=size, turn=turn) -> None:
                material.felt.cache_clear()  # each resize to a size the cloth was not made for
                app.resize((size[0], size[1] + next(turn) % 2))  # a dragged edge: a pixel each time
                pygame.event.clear()  # (the dummy driver's own resize events: not this size's)
                app.frame(1 / 60)

            frame = timed(resize_and_draw, args.repeat)
            name = f"{size[0]}x{size[1]}"
            print(
                f"{name:>10} {statistics.median(felt):12.1f} {max(felt):9.1f}"
                f" {statistics.median(frame):21.1f} {max(frame):7.1f}"
            )
        app.close()
        pygame.quit()


if __name__ == "__main__":
    main()
