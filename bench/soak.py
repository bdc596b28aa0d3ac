"""The soak: many random games per game with every protocol invariant and event check on.

Run: ``python bench/soak.py [--games 10000] [--game ID] [--seed 0]``. Each game is played at random
from its seed (random players and options) and checked as tests/soak_checks.py says: listed
actions apply, unlisted ones are refused unchanged, every game ends, saves replay to the same game
and the same events, private events reach only their seats, hidden hands stay hidden, cards and
pieces are conserved. Prints, per game, games/s and how many of each check were made; the first
failure stops the run with the game's id and seed. CI runs a share of it (tests/test_soak.py).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry
from tests.soak_checks import soak_game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per game (default 10,000)")
    parser.add_argument("--game", choices=registry.game_ids(), help="only this game")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    args = parser.parse_args()
    for game_id in [args.game] if args.game else registry.game_ids():
        counts: Counter[str] = Counter()
        start = time.perf_counter()
        for seed in range(args.seed, args.seed + args.games):
            try:
                soak_game(game_id, seed, counts)
            except AssertionError as exc:
                print(f"{game_id}: FAILED at seed {seed}: {exc}", flush=True)
                return 1
        elapsed = time.perf_counter() - start
        print(
            f"{game_id}: {args.games} games in {elapsed:.1f} s, {args.games / elapsed:.1f} games/s",
            flush=True,
        )
        for name, count in sorted(counts.items()):
            print(f"  {name:24} {count:>12,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
