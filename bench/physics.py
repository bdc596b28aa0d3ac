"""CPU cost of the tornado column's physics for columns of 5 to 41 items, as the table runs it.

    python bench/physics.py [--seeds 3]

For each height, builds standing columns from a few seeds and drives a :class:`physics.live.LiveWorld`
through a calm 120 degree turn over 1.5 s and the rest after it, timing every step (CPU time of
this process). Prints the median and the 95th percentile per step, the cost of building the
live world (once per WORLD moment) and of each frame of its preparation (the column taking its
load); the last line is the figure for 41 items (the table runs up to 4 steps per 60 fps frame).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from physics.column import FRAME_RATE
from physics.live import LiveWorld
from physics.rotation_profiles import minimum_jerk
from physics.stacking import stacked_column


def frame_costs(height: int, seed: int) -> tuple[float, list[float], list[float]]:
    """Microseconds of CPU to build the live world, per :meth:`LiveWorld.prepare` while the column
    takes its load, and per step over one calm turn and the rest after it."""
    column = stacked_column(height, seed)
    start = time.process_time_ns()
    live = LiveWorld.rotation(column, 120.0, "inner", 3.0)
    build = (time.process_time_ns() - start) / 1000
    prepare = []
    ready = False
    while not ready:
        start = time.process_time_ns()
        ready = live.prepare()
        prepare.append((time.process_time_ns() - start) / 1000)
    turn = [120.0 * minimum_jerk(k / (1.5 * FRAME_RATE)) for k in range(1, round(1.5 * FRAME_RATE) + 1)]
    feed = iter(turn)
    costs = []
    while not live.done:
        want = next(feed, None)
        start = time.process_time_ns()
        live.step(want)
        costs.append((time.process_time_ns() - start) / 1000)
    return build, prepare, costs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    heights = (5, 11, 21, 31, 41)
    results = {}
    for height in heights:
        runs = [frame_costs(height, seed) for seed in range(args.seeds)]
        costs = [c for _, _, run in runs for c in run]
        build = statistics.median(b for b, _, _ in runs)
        prepare = statistics.median(c for _, run, _ in runs for c in run)
        median, p95 = statistics.median(costs), statistics.quantiles(costs, n=20)[-1]
        results[height] = median
        print(
            f"{height:2d} items: step median {median:4.0f} us, 95th percentile {p95:4.0f} us; "
            f"building {build / 1000:4.1f} ms, then 60 prepare frames of {prepare:4.0f} us"
        )
    print(f"41 items: {results[41]:.0f} us per 1/120 s step (median)")


if __name__ == "__main__":
    main()
