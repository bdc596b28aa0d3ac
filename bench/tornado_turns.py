"""Collapse rates of the rotation skills through the real physics, per skill and column height.

    python bench/tornado_turns.py --trials 40 [--games 20]

For each rotation skill (steady, average, shaky) and column height, builds ``--trials`` standing
columns from seeds (pieces placed as the average bot places them), turns each by 120 degrees (a
3-player turn) the way a bot of that skill does (``physics.live.resolve``, the world's own
resolver) under the default 3 s time limit, and prints the share of turns after which anything
fell off the column.
The calibration aims: steady keeps mid-height columns up, average topples tall columns in some
turns but not most, shaky topples more, and everything is rarer on short columns.

With ``--games N`` it then plays N real 3-player games per skill (all three seats that skill,
physics world from the entry point) and prints the share of games in which a rotation toppled the
column, and in which stacking did (the settle after a placement).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.play import new_match, play_out
from physics.live import resolve
from physics.rotation_profiles import SKILLS
from physics.stacking import stacked_column


def collapsed(skill: str, height: int, trial: int, angle: float, limit: float, track: str) -> bool:
    column = stacked_column(height, seed=height * 1000 + trial)
    request = {
        "kind": "rotation",
        "rotator": 0,
        "angle": angle,
        "track": track,
        "time_limit": limit,
        "column": [[kind, offset] for kind, offset in column],
    }
    seed = random.Random(f"{skill}/{height}/{trial}").getrandbits(64)
    return bool(resolve(request, skill, seed).fallen)


def game_collapses(skill: str, seed: int) -> tuple[int, int]:
    """Rotations and settles that made something fall in one real game."""
    counts = {"rotation": 0, "settle": 0}
    state, bots, world = new_match("tornado_ellie", [skill] * 3, seed)
    assert world is not None, "install the project (pip install -e .) so the physics world is found"

    def counting(state: Any, skill: str | None, seed: int) -> Any:
        kind = state.world_request()["kind"]
        action = world(state, skill, seed)
        counts[kind] += bool(action[1])
        return action

    play_out(state, bots, counting)
    return counts["rotation"], counts["settle"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=40)
    parser.add_argument("--heights", default="5,11,21,31,41")
    parser.add_argument("--angle", type=float, default=120.0)
    parser.add_argument("--time-limit", type=float, default=3.0)
    parser.add_argument("--track", default="inner", choices=("inner", "outer"))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games", type=int, default=0, help="also play this many real games per skill")
    args = parser.parse_args()
    heights = [int(h) for h in args.heights.split(",")]
    start = time.perf_counter()
    jobs = [(s, h, t) for s in SKILLS for h in heights for t in range(args.trials)]
    with ProcessPoolExecutor(args.workers) as pool:
        futures = {job: pool.submit(collapsed, *job, args.angle, args.time_limit, args.track) for job in jobs}
        falls = {job: future.result() for job, future in futures.items()}
    print(
        f"collapse rate per turn of {args.angle:g} degrees, {args.track} track, "
        f"time limit {args.time_limit:g} s, {args.trials} columns per cell"
    )
    print("skill     " + "".join(f"{h:>8} items" for h in heights))
    for skill in SKILLS:
        rates = [sum(falls[skill, h, t] for t in range(args.trials)) / args.trials for h in heights]
        print(f"{skill:<10}" + "".join(f"{rate:>14.0%}" for rate in rates))
    print(f"({time.perf_counter() - start:.0f} s)")
    if args.games:
        start = time.perf_counter()
        print(f"real 3-player games, {args.games} per skill: share of games in which the column fell")
        with ProcessPoolExecutor(args.workers) as pool:
            for skill in SKILLS:
                games = list(pool.map(game_collapses, [skill] * args.games, range(args.games)))
                turned = sum(1 for r, _ in games if r) / args.games
                stacked = sum(1 for _, s in games if s) / args.games
                per_game = sum(r for r, _ in games) / args.games
                print(
                    f"{skill:<10} while turning {turned:4.0%} ({per_game:.2f} per game), "
                    f"while stacking {stacked:4.0%}"
                )
        print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
