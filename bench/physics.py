"""CPU cost of one 1/120 s physics frame of the tornado column, for columns of 5 to 41 items.

    python bench/physics.py

For each height, builds standing columns from a few seeds and times every frame (CPU time of
this process) of a calm 120 degree turn over 1.5 s followed by 1.5 s at rest, the work the app
does live. Prints the median and the 95th percentile per height; the last line is the figure
for 41 items (target: under 1 ms per frame).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.tornado_hand import FRAME_RATE, minimum_jerk
from physics.samples import random_column
from physics.simulation import ColumnSim


def frame_costs(height: int, seed: int) -> list[float]:
    """Microseconds of CPU per frame over one calm turn and the rest after it."""
    sim = ColumnSim(random_column(height, seed))
    turn = [120.0 * minimum_jerk(k / (1.5 * FRAME_RATE)) for k in range(1, round(3.0 * FRAME_RATE) + 1)]
    costs = []
    for angle in turn:
        start = time.process_time_ns()
        sim.step(angle)
        costs.append((time.process_time_ns() - start) / 1000)
    return costs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    heights = (5, 11, 21, 31, 41)
    results = {}
    for height in heights:
        costs = [c for seed in range(args.seeds) for c in frame_costs(height, seed)]
        median, p95 = statistics.median(costs), statistics.quantiles(costs, n=20)[-1]
        results[height] = median
        print(f"{height:2d} items: median {median:6.0f} us, 95th percentile {p95:6.0f} us")
    print(f"41 items: {results[41]:.0f} us per 1/120 s frame (median)")


if __name__ == "__main__":
    main()
