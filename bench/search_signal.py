"""Why a hard player gains little at a table of four: what its search sees at each decision.

``python bench/search_signal.py assano --players 4 --games 20 [--iterations 2500]`` plays hard
(seat rotating) against mediums and, at each of hard's decisions with a choice, records: the
moves searched, the gap between the best and the second-best move's mean reward and the paired
standard error of that gap (the same deals and futures for both), the share of decisions whose
best move is clear (gap > 2 SE), the searcher's own mean chance
of winning, and how many other seats a shown lack constrains in its deals.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry
from game.assano.hard import HardAssanoBot
from game.bots import make_bot
from game.core import Action, State
from game.opposites.bots import HardOppositesBot

ROWS: list[dict[str, Any]] = []


class Probe:
    def _paired(self, state: State, legal: list[Action]) -> Action:  # type: ignore[override]
        seat = state.current_player()
        rng = self.rng  # type: ignore[attr-defined]
        rewards: list[list[float]] = [[] for _ in legal]
        done = 0
        budget = self.budget(state)  # type: ignore[attr-defined]
        while done + len(legal) <= max(budget, len(legal)):
            world = self.sample(state, seat, rng)  # type: ignore[attr-defined]
            seed = rng.getrandbits(64)
            for index, move in enumerate(legal):
                line = world.copy()
                line.apply(move)
                self.play_out(line, state, random.Random(seed))  # type: ignore[attr-defined]
                rewards[index].append(self.rewards(line)[seat])  # type: ignore[attr-defined]
            done += len(legal)
        self.last_iterations = done
        means = [statistics.fmean(r) for r in rewards]
        order = sorted(range(len(legal)), key=means.__getitem__, reverse=True)
        best, second = order[0], order[1]
        diffs = [a - b for a, b in zip(rewards[best], rewards[second], strict=True)]
        se = statistics.pstdev(diffs) / math.sqrt(len(diffs))
        ROWS.append(
            {
                "moves": len(legal),
                "gap": means[best] - means[second],
                "se": se,
                "chance": means[best],
                "facts": len([s for s in getattr(self, "_facts", {}) if s != seat]),
            }
        )
        return legal[best]


class AssanoProbe(Probe, HardAssanoBot):
    pass


class OppositesProbe(Probe, HardOppositesBot):
    pass


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game", choices=["assano", "opposites"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--iterations", type=int, default=0)
    args = parser.parse_args()
    probe = {"assano": AssanoProbe, "opposites": OppositesProbe}[args.game]
    options = {"target": 0} if args.game == "assano" else {}
    for game in range(args.games):
        state = registry.get(args.game).new_game(args.players, options, game)
        hard_seat = game % args.players
        bots = [
            probe(game) if s == hard_seat else make_bot("medium", args.game, game * 1009 + s)
            for s in range(args.players)
        ]
        bots[hard_seat].seconds = None
        if args.iterations:
            bots[hard_seat].iterations = args.iterations
        while not state.is_over():
            seat = state.current_player()
            bot = bots[seat]
            if bot.wants_state:
                action = bot.choose_from_state(state.copy())
            else:
                action = bot.choose(state.observation(seat), state.legal_actions())
            state.apply(action)
    clear = sum(r["gap"] > 2 * r["se"] for r in ROWS)
    print(
        f"{args.game}, {args.players} players, {args.games} games, {len(ROWS)} searched decisions: "
        f"moves {statistics.median(r['moves'] for r in ROWS):.0f} (median), "
        f"best-second gap {statistics.median(r['gap'] for r in ROWS):.3f} (median) against its paired SE "
        f"{statistics.median(r['se'] for r in ROWS):.3f}, clear best in {clear / len(ROWS):.0%}, "
        f"own chance "
        f"{statistics.fmean(r['chance'] for r in ROWS):.2f}, seats with a shown lack "
        f"{statistics.fmean(r['facts'] for r in ROWS):.2f}"
    )


if __name__ == "__main__":
    main()
