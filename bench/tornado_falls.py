"""How often Tornado Ellie's column falls, by whose hand, and whether stacking to lean pays.

``python bench/tornado_falls.py [--players 4] [--games 12] [--seed 0] [--lean 0,0.2,1]`` plays, for
each lean, ``--games`` games of one hard player against mediums at the app's defaults (physics
on; game ``i`` seats hard at ``i % N``) and prints hard's share and the world's moments: rotations
and settles (a victim's stacking) by hard and by the mediums, and how many of them fell. A lean
of 0 is the hard player as it is; a lean ``L`` stacks each damage piece ``L`` card widths further
out than the column's top, on the side the column already leans to, so that the mediums' average
hands would turn a less stable column (issue 47's "physics-based stacking risk").

``--stacked N`` instead turns ``N`` columns of each of 8 heights from 1 to 31 items, stacked as a
game stacks them (:func:`physics.stacking.stacked_column`, an average hand), one farm on at the
table size with each hand, and prints how many fell: how often a turn topples a column that the
settles kept.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bots import configure
from game import registry
from game.bots import make_bot
from game.match import bot_seed
from game.tornado_ellie.actions import MAX_STEP, OFFSET_STEP
from game.tornado_ellie.bots import PLACE_NOISE, HardTornadoBot
from game.tornado_ellie.scoring import SET_SIZE
from game.world import find_world, rotation_skill, world_seed


class LeaningHard(HardTornadoBot):
    """Hard, stacking its damage out towards the side the column leans to."""

    def __init__(self, seed: int, lean: float) -> None:
        super().__init__(seed)
        self.lean = lean

    def _choose_place(self, obs: dict[str, Any], legal: list[Any]) -> Any:
        if not self.lean:
            return super()._choose_place(obs, legal)
        farm = obs["farms"][obs["seat"]]
        kinds = list(dict.fromkeys(a[1] for a in legal))
        kind = min(kinds, key=lambda k: (farm[k] >= SET_SIZE[k], kinds.index(k)))
        column = obs["column"]
        top = column[-1][1] if column else 0.0
        mean = sum(x for _, x in column) / len(column) if column else 0.0
        side = 1.0 if (mean if abs(mean) > 1e-9 else top) >= 0 else -1.0
        aim = top + side * self.lean + self.rng.gauss(0.0, PLACE_NOISE[self.skill])
        return ("place", kind, max(-MAX_STEP, min(MAX_STEP, round(aim / OFFSET_STEP))))


def run(players: int, games: int, seed: int, lean: float) -> tuple[float, Counter[tuple[str, str, bool]]]:
    """Hard's wins and the world's moments (kind, whose, fell) over the games."""
    moments: Counter[tuple[str, str, bool]] = Counter()
    wins = 0.0
    for index in range(seed, seed + games):
        hard = index % players
        state = registry.get("tornado_ellie").new_game(players, {}, index)
        world = find_world("tornado_ellie", state.options)
        assert world is not None, "Tornado Ellie's physics must be installed"
        bots = [
            configure(
                LeaningHard(bot_seed(index, s), lean)
                if s == hard
                else make_bot("medium", "tornado_ellie", bot_seed(index, s)),
                0,
                0.0,
            )
            for s in range(players)
        ]
        while not state.is_over():
            seat = state.current_player()
            if seat < 0:
                request = state.world_request()  # type: ignore[attr-defined]
                action = world(state, rotation_skill(state, bots), world_seed(state))
                whose = "hard" if request["rotator"] == hard else "medium"
                moments[request["kind"], whose, bool(action[1])] += 1
            elif bots[seat].wants_state:
                action = bots[seat].choose_from_state(state.copy())
            else:
                action = bots[seat].choose(state.observation(seat), state.legal_actions())
            state.apply(action)
        winners = state.result().winners
        wins += 1.0 / len(winners) if hard in winners else 0.0
    return wins, moments


HEIGHTS = (1, 5, 9, 13, 17, 21, 25, 31)


def stacked_falls(players: int, count: int) -> None:
    """Turn ``count`` stacked columns of each height with each hand; print the falls by height."""
    from physics.live import resolve
    from physics.stacking import stacked_column

    for skill in ("steady", "average"):
        row = []
        for height in HEIGHTS:
            fell = 0
            for s in range(count):
                column = stacked_column(height, 1000 * height + s, "average")
                request = {
                    "kind": "rotation",
                    "rotator": 0,
                    "angle": 360.0 / players,
                    "track": "inner",
                    "time_limit": 3,
                    "column": [[kind, x] for kind, x in column],
                }
                fell += bool(resolve(request, skill, 77 + s * 13 + height).fallen)
            row.append(f"{height} items {fell}/{count}")
        print(f"{skill} turns of stacked columns, {players} players: " + ", ".join(row), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--lean", default="0,0.2,1")
    parser.add_argument("--stacked", type=int, default=0, help="turn N stacked columns a height instead")
    args = parser.parse_args()
    if args.stacked:
        stacked_falls(args.players, args.stacked)
        return
    for lean in (float(x) for x in args.lean.split(",")):
        wins, moments = run(args.players, args.games, args.seed, lean)
        parts = []
        for kind in ("rotation", "settle"):
            for whose in ("hard", "medium"):
                fell = moments[kind, whose, True]
                parts.append(f"{kind}s by {whose} {fell}/{fell + moments[kind, whose, False]} fell")
        print(
            f"lean {lean:g}, {args.players} players, {args.games} games from seed {args.seed}: hard "
            f"{wins / args.games:.1%}; " + "; ".join(parts),
            flush=True,
        )


if __name__ == "__main__":
    main()
