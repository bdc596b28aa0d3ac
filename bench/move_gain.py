"""How much better than medium a hard player's moves are, decision by decision.

``python bench/move_gain.py assano --players 4 --positions 200 --bots hard,game.assano.hard:_Unweighted``
plays games of medium players and keeps positions where the player to move has a real choice.
Each move there is valued by a judge that sees the real hands (the draw pile shuffled again):
paired play-outs of every move on the same deals and futures, by the hard player's own play-out
(:meth:`SearchBot.play_out`, without a horizon; ``--judge-bot`` names another player, e.g. a
variant ``module:Class``, whose play-out judges, so variants with other play-outs are compared
by the same judge) to the end of the round (Assano, with
``target=0``) or of the game (Opposites), ``--judge`` samples each. Every listed bot then decides
each position, and the script prints each bot's mean gain in the judge's winning chance over
medium's move in the same position, with its standard error, and how often it chose another move
than medium.

A game outcome at a table of four is mostly luck, so a bot's share of wins needs hundreds of games
to show a few points; the gain per decision shows the same difference with far fewer runs (a
hard player makes about ten decisions with a choice a round).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bots import bench_bot
from game import registry
from game.bots import make_bot
from game.core import State, shares, shuffled

OPTIONS = {"assano": {"target": 0}}

Position = tuple[str, int, int, tuple[Any, ...]]
"""A position as the game, the players, the game's seed and the actions that led to it (states
are replayed in each process, not pickled: their phases are compared by identity)."""


def replay(position: Position) -> State:
    game_id, players, seed, actions = position
    state = registry.get(game_id).new_game(players, OPTIONS.get(game_id, {}), seed)
    for action in actions:
        state.apply(action)
    return state


def positions(game_id: str, players: int, count: int, seed: int) -> list[Position]:
    """Positions of medium games where the player to move has more than one move worth searching."""
    found: list[Position] = []
    game = 0
    pruner = make_bot("hard", game_id, 0)
    while len(found) < count:
        state = registry.get(game_id).new_game(players, OPTIONS.get(game_id, {}), seed + game)
        bots = [make_bot("medium", game_id, (seed + game) * 10 + s) for s in range(players)]
        step = 0
        while not state.is_over():
            seat = state.current_player()
            legal = state.legal_actions()
            if len(pruner.prune(state, legal)) > 1 and step % 3 == game % 3:
                found.append((game_id, players, seed + game, tuple(state.history)))
            step += 1
            state.apply(bots[seat].choose(state.observation(seat), legal))
        game += 1
    return found[:count]


def judge(job: tuple[Position, int, int, str]) -> dict[int, float]:
    """Each move's chance of winning the round for the player to move, seen with the real hands."""
    position, samples, seed, kind = job
    state = replay(position)
    rng = random.Random(seed)
    seat = state.current_player()
    bot = bench_bot(kind, position[0], 0)
    legal = bot.prune(state, state.legal_actions())
    totals = dict.fromkeys(legal, 0.0)
    for _ in range(samples):
        world = state._determinized_copy(rng)
        world.deck = shuffled(rng, sorted(world.deck))
        future = rng.getrandbits(64)
        for move in legal:
            line = world.copy()
            line._apply(move)
            bot.play_out(line, state, random.Random(future))
            totals[move] += shares(line.result().winners, line.players)[seat] if line.is_over() else 0.0
    return {move: total / samples for move, total in totals.items()}


def cached_values(cache: str | None, key: str, compute: Callable[[], list[Any]]) -> list[Any]:
    """A judge's values of every position: from the ``cache`` file when it holds them for this
    ``key`` (the bench's arguments), else computed and kept there."""
    path = Path(cache) if cache else None
    if path is not None and path.exists():
        kept = json.loads(path.read_text())
        if kept.get("key") == key:
            return kept["values"]
    values = compute()
    if path is not None:
        path.write_text(json.dumps({"key": key, "values": values}))
    return values


def judged(
    pool: ProcessPoolExecutor, states: list[Position], args: argparse.Namespace
) -> list[dict[int, float]]:
    """The judge's values of every position, from ``--cache`` when it holds these."""
    key = f"{args.game} {args.players} {args.positions} {args.seed} {args.judge} {args.judge_bot}"
    jobs = [(s, args.judge, i, args.judge_bot) for i, s in enumerate(states)]
    values = cached_values(args.cache, key, lambda: list(pool.map(judge, jobs, chunksize=4)))
    return [{int(m): v for m, v in row.items()} for row in values]


def gain_line(
    kind: str, values: list[dict[Any, float]], chosen: list[Any], medium: list[Any], what: str
) -> str:
    """A bot's figures against the judge's ``values``: its regret and, beside medium's choices
    (``medium``, the same list for medium itself), its mean gain with the standard error and
    how often it chose another ``what``."""
    regret = statistics.fmean(max(v.values()) - v[c] for v, c in zip(values, chosen, strict=True))
    if chosen is medium:
        return f"  {kind}: regret {regret:.4f}"
    gains = [v[c] - v[m] for v, c, m in zip(values, chosen, medium, strict=True)]
    other = sum(c != m for c, m in zip(chosen, medium, strict=True))
    se = statistics.pstdev(gains) / math.sqrt(len(gains))
    return (
        f"  {kind}: gain over medium {statistics.fmean(gains):+.4f} per decision (SE {se:.4f}), "
        f"regret {regret:.4f}, another {what} than medium's in {other / len(gains):.0%}"
    )


def decide(job: tuple[str, Position, int]) -> int:
    kind, position, seed = job
    state = replay(position)
    bot = bench_bot(kind, position[0], seed)
    if hasattr(bot, "seconds"):
        bot.seconds = None
    return bot.choose_from_state(state.copy())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=["assano", "opposites"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--judge", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", default="hard")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--judge-bot", default="hard", help="whose play-out the judge uses (a level or module:Class)"
    )
    parser.add_argument("--cache", help="a JSON file keeping the judge's values between runs")
    args = parser.parse_args()
    states = positions(args.game, args.players, args.positions, args.seed)
    kinds = ["medium", *args.bots.split(",")]
    with ProcessPoolExecutor(args.jobs) as pool:
        values = judged(pool, states, args)
        best = statistics.fmean(max(v.values()) - min(v.values()) for v in values)
        print(
            f"{args.game}, {args.players} players, {len(states)} positions from medium games (seed "
            f"{args.seed}), judged by {args.judge} paired play-outs with the real hands; mean best-worst "
            f"spread {best:.3f}",
            flush=True,
        )
        medium: list[Any] = []
        for kind in kinds:
            chosen = list(pool.map(decide, [(kind, s, 1000 + i) for i, s in enumerate(states)], chunksize=4))
            if kind == "medium":
                medium = chosen
            print(gain_line(kind, values, chosen, medium, "move"), flush=True)


if __name__ == "__main__":
    main()
