"""Tuning a heuristic player directly on game shares against mediums.

A searching player needs the hands it cannot see; a heuristic tuned on whole games needs none, so
this bench asks whether weighing more of what a seat sees wins more than medium. Each game's tuned
player (``bench/tuned_GAME.py``, its :data:`TUNING`) is medium with its constants read from a
weights dict, plus features medium ignores; with the tuning's ``base`` weights it chooses exactly as
medium does.

``python bench/tune.py GAME cem [--population 14] [--elite 4] [--games 600] [--iterations 14]
[--players 4] [--out FILE]`` runs the cross-entropy method: each iteration samples a population
around the mean (the mean itself is the first candidate), plays every candidate on the same new
seeds (the tuned seat ``g % players`` in game ``g``, mediums in the other seats), and moves the mean
and spread halfway to the elite's. It prints one line of JSON an iteration and writes the last mean
to ``--out``.

``python bench/tune.py GAME confirm WEIGHTS [--players 4] [--games 1500] [--seed 5000000]`` plays
the weights (``tuned``, ``base`` or a JSON file) and then medium itself on the same fresh seeds and
prints both shares with 95% Wilson intervals and the paired difference (medium's share on the same
deals removes most of the luck of the seeds). The best of a population is biased up by its noise:
only a confirmation on fresh seeds counts.

``python bench/tune.py GAME disagree WEIGHTS [--games 100]`` counts, over games of mediums at four
players, the decisions with a choice where the weights' best moves and medium's best moves have
none in common: only there can the weights change a game.

The figures measured with it are in each tuned player's module.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bots import wilson
from game import registry
from game.bots import make_bot
from game.bots.base import Bot
from game.core import Action, State

Weights = dict[str, float]


@dataclass(frozen=True)
class Tuning:
    """One game's tuned player, as the bench needs it."""

    game: str
    base: Weights
    """Medium's constants, and every new feature off: the player medium is."""
    spread: Weights
    """The cross-entropy method's first spread of each weight (0: left as it is)."""
    tuned: Weights
    """The weights the measured run of ``cem`` ended with."""
    player: Callable[[int, Weights], Bot]
    """The tuned player of a seed and weights."""
    best: Callable[[State, Weights], set[Action]]
    """The moves the weights score best at a state (for ``disagree``)."""
    options: dict[str, object] = field(default_factory=dict)
    bounds: dict[str, tuple[float, float]] = field(default_factory=dict)
    """Weights that are chances, kept within their range."""


TUNINGS = {"assano": "bench.tuned_assano", "opposites": "bench.tuned_opposites"}


def tuning(game: str) -> Tuning:
    return importlib.import_module(TUNINGS[game]).TUNING


def decide(bot: Bot, state: State) -> Action:
    """A bot's action, from a copy of the state for a player that reads one."""
    if bot.wants_state:
        return bot.choose_from_state(state.copy())
    seat = state.current_player()
    return bot.choose(state.observation(seat), state.legal_actions())


def medium(tune: Tuning) -> Callable[[int], Bot]:
    return lambda seed: make_bot("medium", tune.game, seed)


def play(tune: Tuning, players: int, seed: int, make: Callable[[int], Bot], seat: int) -> float:
    """One game: ``make``'s player at ``seat``, mediums elsewhere; its share of the win."""
    state = registry.get(tune.game).new_game(players, tune.options, seed)
    bots = [(make if s == seat else medium(tune))(seed * 10 + s) for s in range(players)]
    while not state.is_over():
        state.apply(decide(bots[state.current_player()], state), record=False)
    winners = state.result().winners
    return 1.0 / len(winners) if seat in winners else 0.0


def results(tune: Tuning, players: int, seeds: list[int], make: Callable[[int], Bot]) -> list[float]:
    return [play(tune, players, seed, make, g % players) for g, seed in enumerate(seeds)]


def cem(tune: Tuning, args: argparse.Namespace) -> None:
    names = [k for k in tune.base if tune.spread.get(k)]
    mean, spread = dict(tune.base), dict(tune.spread)
    rng = random.Random(12345)
    for it in range(args.iterations):
        seeds = [1_000_000 + it * 10_000 + g for g in range(args.games)]
        candidates = [dict(mean)]
        for _ in range(args.population - 1):
            candidate = dict(mean)
            candidate.update({k: mean[k] + spread[k] * rng.gauss(0, 1) for k in names})
            for k, (low, high) in tune.bounds.items():
                candidate[k] = min(max(candidate[k], low), high)
            candidates.append(candidate)
        start = time.time()
        shares = [
            sum(results(tune, args.players, seeds, lambda s, c=c: tune.player(s, c))) / args.games
            for c in candidates
        ]
        order = sorted(range(len(candidates)), key=lambda i: -shares[i])
        elite = [candidates[i] for i in order[: args.elite]]
        for k in names:
            values = [e[k] for e in elite]
            centre = sum(values) / len(values)
            deviation = math.sqrt(sum((v - centre) ** 2 for v in values) / len(values))
            mean[k] = (mean[k] + centre) / 2
            spread[k] = max((spread[k] + deviation) / 2, 0.05 * tune.spread[k])
        line = {"iteration": it, "seconds": round(time.time() - start), "mean_share": shares[0]}
        line.update(best=shares[order[0]], shares=[round(s, 3) for s in shares])
        line.update(mean={k: round(v, 3) for k, v in mean.items()})
        print(json.dumps(line), flush=True)
        if args.out:
            Path(args.out).write_text(json.dumps(mean, indent=1))


def load(tune: Tuning, name: str) -> Weights:
    """``tuned``, ``base`` or a JSON file of weights (the rest as ``base``)."""
    if name in ("tuned", "base"):
        return dict(tune.tuned if name == "tuned" else tune.base)
    return {**tune.base, **json.loads(Path(name).read_text())}


def confirm(tune: Tuning, args: argparse.Namespace) -> None:
    weights = load(tune, args.weights)
    seeds = [args.seed + g for g in range(args.games)]
    tuned = results(tune, args.players, seeds, lambda s: tune.player(s, weights))
    mediums = results(tune, args.players, seeds, medium(tune))
    for name, got in (("tuned", tuned), ("medium", mediums)):
        low, high = wilson(sum(got), len(got))
        print(
            f"{args.players} players, {name}: {sum(got) / len(got):.1%} ({low:.1%} to {high:.1%}), "
            f"{len(got)} games"
        )
    diffs = [a - b for a, b in zip(tuned, mediums, strict=True)]
    centre = sum(diffs) / len(diffs)
    error = math.sqrt(sum((d - centre) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
    print(f"paired difference {centre:+.1%} +- {1.96 * error:.1%} (95%)")


def disagree(tune: Tuning, args: argparse.Namespace) -> None:
    weights = load(tune, args.weights)
    choices = disjoint = 0
    for seed in range(args.games):
        state = registry.get(tune.game).new_game(4, tune.options, seed)
        bots = [medium(tune)(seed * 10 + s) for s in range(4)]
        while not state.is_over():
            mine = tune.best(state, weights)
            if len(mine) < len(state.legal_actions()):  # a real choice
                choices += 1
                disjoint += not mine & tune.best(state, tune.base)
            state.apply(decide(bots[state.current_player()], state), record=False)
    print(f"{disjoint} of {choices} decisions with a choice: no best move in common with medium")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(TUNINGS))
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("cem")
    c.add_argument("--population", type=int, default=14)
    c.add_argument("--elite", type=int, default=4)
    c.add_argument("--games", type=int, default=600)
    c.add_argument("--iterations", type=int, default=14)
    c.add_argument("--players", type=int, default=4)
    c.add_argument("--out", default="")
    f = sub.add_parser("confirm")
    f.add_argument("weights")
    f.add_argument("--players", type=int, default=4)
    f.add_argument("--games", type=int, default=1500)
    f.add_argument("--seed", type=int, default=5_000_000)
    d = sub.add_parser("disagree")
    d.add_argument("weights")
    d.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    {"cem": cem, "confirm": confirm, "disagree": disagree}[args.command](tuning(args.game), args)


if __name__ == "__main__":
    main()
