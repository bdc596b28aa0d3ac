"""Which kind a Tornado Ellie player should take back from the insurance, judged by play-outs.

``python bench/tornado_insurance.py [--players 3] [--positions 120] [--judge 300] [--seed 0]``
plays games of medium players (dexterity off) and, at the start of rounds where some seat's farm
leaves the insurance a choice that medium and the exclusion guard (:func:`guarded_insurance`) decide
differently (medium takes the kind it holds most of below a set,
:meth:`TornadoBot._choose_insurance`; the guard first takes a kind it holds none of, since every
kind is on half of the storm-damage backs and a victim who lacks one is out of the game), gives that
seat each kind in turn and judges it by ``--judge`` paired play-outs in which everyone plays as
medium to the end of the game (the real hands, the draw pile below its top card shuffled again, the
same pile and dice for every kind). It prints the guard's mean gain over medium's kind in the seat's
winning chance, with its standard error, and the same for the judge's own best kind (what the best
rule could gain).

Insurance comes only after a collapse, so a game asks it seldom (about once a game at three
players over all seats, a third of them with a kind held none of: 12 in 12 games of
mediums at the defaults); the positions here are made by handing out one piece where the farms
stand, not by collapses.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry
from game.core import shares
from game.tornado_ellie.actions import PLAY
from game.tornado_ellie.cards import KINDS
from game.tornado_ellie.playout import medium_action, play_on
from game.tornado_ellie.rules import TornadoEllieState
from game.tornado_ellie.scoring import SET_SIZE

OPTIONS = {"dexterity": "off"}


def medium_kind(farm: dict[str, int], kinds: list[str]) -> str:
    """Medium's insurance: the kind held most of (below a set), the first on a tie."""
    return max(kinds, key=lambda k: (farm[k], -kinds.index(k)))


def guarded_insurance(farm: dict[str, int], kinds: list[str]) -> str:
    """The exclusion guard: a kind the farm holds none of first, else medium's kind."""
    missing = [k for k in kinds if farm[k] == 0]
    return missing[0] if missing else medium_kind(farm, kinds)


def judge(state: TornadoEllieState, seat: int, kind: str, seeds: list[int]) -> float:
    """The seat's winning chance with one more ``kind``, over the paired play-outs."""
    won = 0.0
    for seed in seeds:
        rng = random.Random(seed)
        line = state.copy()
        assert isinstance(line, TornadoEllieState)
        line.farms[seat][kind] += 1
        line.supply[kind] -= 1
        if len(line.pile) > 1:
            below = line.pile[:-1]
            rng.shuffle(below)
            line.pile[:-1] = below
        play_on(line, rng)
        won += shares(line.result().winners, line.players)[seat]
    return won / len(seeds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--positions", type=int, default=120)
    parser.add_argument("--judge", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    start = time.perf_counter()
    guard_gain: list[float] = []
    best_gain: list[float] = []
    game = 0
    while len(guard_gain) < args.positions:
        state = registry.get("tornado_ellie").new_game(args.players, OPTIONS, args.seed + game)
        assert isinstance(state, TornadoEllieState)
        rng = random.Random(args.seed + game)
        game += 1
        asked: set[int] = set()
        while not state.is_over() and len(guard_gain) < args.positions:
            if state.phase is PLAY and not state.table:
                for seat in range(state.players):
                    farm = state.farms[seat]
                    kinds = [k for k in KINDS if farm[k] < SET_SIZE[k] and state.supply[k] > 0]
                    if len(kinds) < 2 or (seat, state.rounds) in asked or len(guard_gain) >= args.positions:
                        continue
                    asked.add((seat, state.rounds))
                    medium, guard = medium_kind(farm, kinds), guarded_insurance(farm, kinds)
                    if medium == guard:
                        continue
                    seeds = [rng.getrandbits(32) for _ in range(args.judge)]
                    values = {k: judge(state, seat, k, seeds) for k in kinds}
                    guard_gain.append(values[guard] - values[medium])
                    best_gain.append(max(values.values()) - values[medium])
            legal = state.legal_actions()
            state.apply(legal[0] if len(legal) == 1 else medium_action(state, legal, rng))
    n = len(guard_gain)
    for name, gains in (("the exclusion guard", guard_gain), ("the judge's best kind", best_gain)):
        se = statistics.stdev(gains) / n**0.5 if n > 1 else 0.0
        print(
            f"{args.players} players, {n} positions of {game} games from seed {args.seed}, judge "
            f"{args.judge} play-outs: {name} gains {statistics.mean(gains):+.3f} ({se:.3f}) over "
            f"medium's kind in the seat's winning chance"
        )
    print(f"  {time.perf_counter() - start:,.0f} s")


if __name__ == "__main__":
    main()
