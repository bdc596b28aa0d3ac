"""How much better than medium a Tornado Ellie player's cards are, decision by decision.

``python bench/tornado_gain.py --players 3 --positions 200 --bots hard,game.tornado_ellie.bots:_Variant``
plays games of medium players (dexterity off: only the cards count) and keeps positions where the
player to move chooses among two or more cards (every third such decision of a game). Each card
there is valued by a judge that sees the real hands: ``--judge`` paired play-outs (the draw pile
below its top card shuffled again, every card played on the same pile with the same dice) in
which every player then plays as medium (:func:`game.bots.tornado_playout.play_on`, the real
opponents) to the end of the game, scored by the share of the win of the player to move. Every
listed bot then decides each position (its own budget, no time cap), and the script prints each
bot's mean gain in that winning chance over medium's card in the same position, with its standard
error, and how often it chose another card than medium. The bot ``oracle`` (``oracle500``: 500
samples) plays the judge's own best card on other samples: what seeing every hand and the draw
pile's top card would be worth.

A game at a table of three or four is mostly luck, so shares of wins need hundreds of games to
show a few points; the gain per decision shows a difference with far fewer runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bots import bench_bot
from bench.move_gain import cached_values, gain_line
from game import registry
from game.bots import make_bot
from game.core import shares
from game.tornado_ellie.playout import play_on
from game.tornado_ellie.rules import TornadoEllieState

OPTIONS = {"dexterity": "off"}
Position = tuple[int, int, tuple[Any, ...]]
"""A position as the players, the game's seed and the actions that led to it."""


def replay(position: Position) -> TornadoEllieState:
    players, seed, actions = position
    state = registry.get("tornado_ellie").new_game(players, OPTIONS, seed)
    for action in actions:
        state.apply(action)
    assert isinstance(state, TornadoEllieState)
    return state


def positions(players: int, count: int, seed: int) -> list[Position]:
    """Positions of medium games where the player to move chooses among several cards."""
    found: list[Position] = []
    game = 0
    while len(found) < count:
        state = registry.get("tornado_ellie").new_game(players, OPTIONS, seed + game)
        bots = [make_bot("medium", "tornado_ellie", (seed + game) * 10 + s) for s in range(players)]
        choices = 0
        while not state.is_over():
            seat = state.current_player()
            legal = state.legal_actions()
            if len(legal) > 1 and legal[0][0] == "play":
                if choices % 3 == game % 3:
                    found.append((players, seed + game, tuple(state.history)))
                choices += 1
            state.apply(bots[seat].choose(state.observation(seat), legal))
        game += 1
    return found[:count]


def judge(job: tuple[Position, int, int]) -> dict[str, float]:
    """Each card's chance of winning the game for the player to move, seen with the real hands."""
    position, samples, seed = job
    state = replay(position)
    rng = random.Random(seed)
    seat = state.current_player()
    legal = state.legal_actions()
    totals = dict.fromkeys((a[1] for a in legal), 0.0)
    for _ in range(samples):
        world = state.copy()
        top = world.pile[-1:]
        rest = world.pile[:-1]
        rng.shuffle(rest)
        world.pile = rest + top
        future = rng.getrandbits(64)
        for move in legal:
            line = world.copy()
            line._apply(move)
            play_on(line, random.Random(future))
            totals[move[1]] += shares(line.result().winners, line.players)[seat]
    return {card: total / samples for card, total in totals.items()}


def judged(
    pool: ProcessPoolExecutor, states: list[Position], args: argparse.Namespace
) -> list[dict[str, float]]:
    """The judge's values of every position, from ``--cache`` when it holds these."""
    key = f"{args.players} {args.positions} {args.seed} {args.judge}"
    jobs = [(s, args.judge, i) for i, s in enumerate(states)]
    return cached_values(args.cache, key, lambda: list(pool.map(judge, jobs, chunksize=2)))


def decide(job: tuple[str, Position, int]) -> tuple[str, float]:
    """The card a bot plays in the position, and the seconds it took."""
    kind, position, seed = job
    if kind.startswith("oracle"):  # the judge's own best card on other samples: what seeing helps
        start = time.perf_counter()
        values = judge((position, int(kind[6:] or 200), seed + 99991))
        return max(values, key=values.__getitem__), time.perf_counter() - start
    state = replay(position)
    bot = bench_bot(kind, "tornado_ellie", seed)
    start = time.perf_counter()
    if getattr(bot, "wants_state", False):
        bot.seconds = None
        action = bot.choose_from_state(state.copy())
    else:
        seat = state.current_player()
        action = bot.choose(state.observation(seat), state.legal_actions())
    return action[1], time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--judge", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", default="hard")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--cache", help="a JSON file keeping the judge's values between runs")
    args = parser.parse_args()
    states = positions(args.players, args.positions, args.seed)
    kinds = ["medium", *args.bots.split(",")]
    with ProcessPoolExecutor(args.jobs) as pool:
        start = time.perf_counter()
        values = judged(pool, states, args)
        spread = statistics.fmean(max(v.values()) - min(v.values()) for v in values)
        print(
            f"tornado_ellie, {args.players} players, dexterity off, {len(states)} positions from medium "
            f"games (seed {args.seed}), judged by {args.judge} paired play-outs with the real hands, "
            f"everyone then playing as medium to the end of the game; mean best-worst spread "
            f"{spread:.3f} ({time.perf_counter() - start:,.0f} s)",
            flush=True,
        )
        medium: list[str] = []
        for kind in kinds:
            got = list(pool.map(decide, [(kind, s, 1000 + i) for i, s in enumerate(states)], chunksize=2))
            chosen = [g[0] for g in got]
            times = sorted(g[1] for g in got)
            if kind == "medium":
                medium = chosen
                print(gain_line(kind, values, chosen, medium, "card"), flush=True)
                continue
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(
                f"{gain_line(kind, values, chosen, medium, 'card')}; "
                f"{statistics.median(times) * 1000:,.0f} ms median, {p95 * 1000:,.0f} ms p95 a decision",
                flush=True,
            )


if __name__ == "__main__":
    main()
