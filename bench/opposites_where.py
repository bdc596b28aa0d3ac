"""Where Opposites' hard player gains over medium, decision by decision, by kind of decision.

``python bench/opposites_where.py --players 4 --positions 120 --judge 1000 --cache FILE --bots
hard,bench.opposites_sight:SeesHands`` takes the positions and the judge of ``bench/move_gain.py``
(the same arguments share its ``--cache``) and prints, for each bot and each kind of decision
(naming a Tornado's symbol, countering, the first placement of a turn, a later one), the mean gain
in the judge's winning chance over medium's move with its standard error, and how often the bot
chose another move. Set against the all-seeing search it shows where an honest player falls short.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.move_gain import decide, judged, positions, replay
from game.opposites.moves import COUNTER_BASE, END, NAME_BASE

KINDS = ("name", "counter", "first placement", "later placement")


def kind_of(position: tuple) -> str:
    state = replay(position)
    legal = state.legal_actions()
    if legal[0] >= NAME_BASE and legal[0] < COUNTER_BASE:
        return "name"
    if any(COUNTER_BASE <= a < END for a in legal):
        return "counter"
    return "first placement" if not any(state.placed) else "later placement"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=120)
    parser.add_argument("--judge", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", default="hard")
    parser.add_argument("--judge-bot", default="hard")
    parser.add_argument("--cache")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    args.game = "opposites"
    states = positions("opposites", args.players, args.positions, args.seed)
    kinds = [kind_of(s) for s in states]
    with ProcessPoolExecutor(args.jobs) as pool:
        values = judged(pool, states, args)
        print(
            f"opposites, {args.players} players, {len(states)} positions (seed {args.seed}), judge "
            f"{args.judge}: " + ", ".join(f"{k} {kinds.count(k)}" for k in KINDS),
            flush=True,
        )
        medium = list(pool.map(decide, [("medium", s, 1000 + i) for i, s in enumerate(states)]))
        for bot in args.bots.split(","):
            chosen = list(pool.map(decide, [(bot, s, 1000 + i) for i, s in enumerate(states)]))
            parts = []
            for kind in ("all", *KINDS):
                rows = [
                    v[c] - v[m]
                    for v, c, m, k in zip(values, chosen, medium, kinds, strict=True)
                    if kind in ("all", k)
                ]
                if not rows:
                    continue
                other = sum(
                    c != m for c, m, k in zip(chosen, medium, kinds, strict=True) if kind in ("all", k)
                )
                se = statistics.pstdev(rows) / math.sqrt(len(rows))
                parts.append(f"{kind} {statistics.fmean(rows):+.4f} ({se:.4f}, {other}/{len(rows)} other)")
            print(f"  {bot}: " + "; ".join(parts), flush=True)


if __name__ == "__main__":
    main()
