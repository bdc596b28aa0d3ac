"""Computer players against each other, and the search's speed.

Match-ups: ``python bench/bots.py match GAME A B [--games 400] [--iterations N] [--seconds S]
[--jobs 2]`` plays two-player games of A against B, seats alternating (Assano with
``target=0``), and prints A's share of the wins (a tie counts half) with its 95% Wilson interval,
plus the search's iterations and seconds per decision (medians). The hard level's budget is
``--iterations`` (reproducible on any machine) capped by ``--seconds`` (0 = no cap).

Tables: ``python bench/bots.py table GAME --players 4 --bots hard,medium,medium,medium [--games 200]
[--iterations N] [--seconds S] [--option NAME=VALUE] [--sheet-file FILE] [--hand HAND] [--jobs 2]``
plays games at a table of N, the listed bots' seats rotating (game ``i`` seats bot ``k`` at
``(k + i) % N``, so every bot sits everywhere equally often over N games), and prints each listed
bot's share of the wins (a tie splits the win) with its 95% Wilson interval, and the search's
iterations and seconds per decision (median and p95). ``--iterations 0`` keeps each bot's own
budget (the app's). ``--hand`` (Tornado Ellie: ``steady``, ``average`` or ``shaky``) gives every
bot that turns the tornado the same hand instead of its level's, so the levels' card play alone is
compared.

Hard against mediums at every table size and the app's defaults (Assano's match to 500, Tornado
Ellie's physics), the figures in the hard players' docstrings: ``bench/figures.py``.

Speed: ``python bench/bots.py speed [--iterations 2000] [--runs 5]`` prints the plain search's
iterations per second (random play-outs, two players, at the start of a game; median over runs)
for Assano and Opposites, and ``--profile`` shows where the time goes. Each game plays out with
its own random play-out (``State.playout``): uniformly random decisions in Assano, a random
maximal turn at a time in Opposites (before that existed, every placement was picked at random
from the legal list, which needed the maximal-placement search at every step).
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import math
import pstats
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry
from game.bots import make_bot
from game.bots.search import SearchBot
from game.elements.sheet import read_sheet_file
from game.match import bot_seed
from game.world import find_world, rotation_skill, world_seed

OPTIONS: dict[str, dict[str, Any]] = {"assano": {"target": 0}}


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win share."""
    if not games:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def configure(bot: Any, iterations: int, seconds: float) -> Any:
    """A search player's budget: ``iterations`` (0 keeps its own) and at most ``seconds`` (0: no cap,
    so the result does not depend on the machine's load)."""
    if hasattr(bot, "wait_for_table"):  # Elements' hard player: always from its solved tables
        bot.wait_for_table = True
    if isinstance(bot, SearchBot):
        if iterations:
            bot.iterations = iterations
        bot.seconds = seconds or None
    return bot


def decide(bot: Any, state: Any, counts: list[int], spent: list[float]) -> Any:
    """The bot's action for the seat to move; a search's iterations and seconds are noted."""
    if not bot.wants_state:
        seat = state.current_player()
        return bot.choose(state.observation(seat) if bot.wants_observation else None, state.legal_actions())
    start = time.perf_counter()
    action = bot.choose_from_state(state.copy())
    if bot.last_iterations:
        spent.append(time.perf_counter() - start)
        counts.append(bot.last_iterations)
    return action


def play_game(job: tuple[str, str, str, int, int, float]) -> tuple[float, list[int], list[float]]:
    """One game: A's credit, and the search's iterations and seconds of each real decision."""
    game_id, kind_a, kind_b, index, iterations, seconds = job
    a_seat = index % 2
    kinds = [kind_a, kind_b] if a_seat == 0 else [kind_b, kind_a]
    state = registry.get(game_id).new_game(2, OPTIONS.get(game_id, {}), index)
    bots = [
        configure(make_bot(kind, game_id, bot_seed(index, seat)), iterations, seconds)
        for seat, kind in enumerate(kinds)
    ]
    spent: list[float] = []
    counts: list[int] = []
    while not state.is_over():
        state.apply(decide(bots[state.current_player()], state, counts, spent))
    winners = state.result().winners
    return (1.0 / len(winners) if a_seat in winners else 0.0), counts, spent


def match(args: argparse.Namespace) -> None:
    jobs = [(args.game, args.a, args.b, i, args.iterations, args.seconds) for i in range(args.games)]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(play_game, jobs, chunksize=1))
    wins = sum(r[0] for r in results)
    counts = [c for r in results for c in r[1]]
    spent = [s for r in results for s in r[2]]
    low, high = wilson(wins, len(results))
    budget = f"{args.iterations} iterations" + (f", at most {args.seconds:g} s" if args.seconds else "")
    print(
        f"{args.game}: {args.a} against {args.b}, {len(results)} games, seats alternating, "
        f"search budget {budget}: {args.a} wins {wins / len(results):.1%} "
        f"(95% interval {low:.1%} to {high:.1%})"
    )
    if counts:
        rate = statistics.median(c / s for c, s in zip(counts, spent, strict=True))
        print(
            f"  search decisions: {len(counts)}, median {statistics.median(counts):,.0f} iterations "
            f"in {statistics.median(spent) * 1000:,.0f} ms ({rate:,.0f} iterations/s)"
        )
    print(f"  wall time {time.perf_counter() - start:,.0f} s with {args.jobs} processes")


def play_table(
    job: tuple[str, tuple[str, ...], int, int, float, dict[str, Any], str | None],
) -> tuple[list[float], list[int], list[float]]:
    """One game at a table with these ``options`` (nothing else: ``{}`` is the app's defaults):
    each listed bot's credit, and the search's iterations and seconds of each real decision. A
    ``hand`` replaces the rotation skill of every bot that declares one."""
    game_id, kinds, index, iterations, seconds, options, hand = job
    n = len(kinds)
    seat_of = [(k + index) % n for k in range(n)]
    seated = [""] * n
    for k, seat in enumerate(seat_of):
        seated[seat] = kinds[k]
    state = registry.get(game_id).new_game(n, options, index)
    world = find_world(game_id, state.options)
    bots = [
        configure(bench_bot(kind, game_id, bot_seed(index, seat)), iterations, seconds)
        for seat, kind in enumerate(seated)
    ]
    for bot in bots:
        if hand and hasattr(bot, "skill"):
            bot.skill = hand
    spent: list[float] = []
    counts: list[int] = []
    while not state.is_over():
        seat = state.current_player()
        if seat < 0:
            assert world is not None, "this game needs its physical world"
            action = world(state, rotation_skill(state, bots), world_seed(state))
        else:
            action = decide(bots[seat], state, counts, spent)
        state.apply(action)
    winners = state.result().winners
    credit = [(1.0 / len(winners) if seat_of[k] in winners else 0.0) for k in range(n)]
    return credit, counts, spent


def bench_bot(kind: str, game_id: str, seed: int) -> Any:
    """A level of the game, or (for measuring variants) ``module:Class``, e.g.
    ``game.assano.hard:_NoBeliefs``."""
    if ":" in kind:
        module, name = kind.split(":")
        return getattr(importlib.import_module(module), name)(seed)
    return make_bot(kind, game_id, seed)


def table_options(args: argparse.Namespace) -> dict[str, Any]:
    spec = registry.get(args.game)
    options: dict[str, Any] = {}
    for pair in args.option:
        name, _, value = pair.partition("=")
        options[name] = spec.option(name).from_command_line(value)
    if args.sheet_file:
        options["sheet"] = read_sheet_file(args.sheet_file)
    return options


def table(args: argparse.Namespace) -> None:
    kinds = tuple(k.strip() for k in args.bots.split(","))
    if len(kinds) != args.players:
        raise SystemExit(f"--bots names {len(kinds)} bots for {args.players} players")
    options = {**OPTIONS.get(args.game, {}), **table_options(args)}
    jobs = [
        (args.game, kinds, args.seed + i, args.iterations, args.seconds, options, args.hand)
        for i in range(args.games)
    ]
    start = time.perf_counter()
    results = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for result in pool.map(play_table, jobs, chunksize=1):
            results.append(result)
            if args.progress and len(results) % args.progress == 0:
                shares = " ".join(
                    f"{sum(r[0][k] for r in results) / len(results):.1%}" for k in range(len(kinds))
                )
                print(f"  after {len(results)} games: {shares}", flush=True)
    counts = [c for r in results for c in r[1]]
    spent = [s for r in results for s in r[2]]
    budget = f"{args.iterations} iterations" if args.iterations else "each bot's own iterations"
    budget += f", at most {args.seconds:g} s" if args.seconds else ""
    extra = "".join(f" --option {o}" for o in args.option) + (
        f" --sheet-file {args.sheet_file}" if args.sheet_file else ""
    )
    extra += f" --hand {args.hand}" if args.hand else ""
    print(
        f"{args.game}, {args.players} players{extra}: {','.join(kinds)}, {len(results)} games from seed "
        f"{args.seed}, seats rotating, search budget {budget}"
    )
    for k, kind in enumerate(kinds):
        wins = sum(r[0][k] for r in results)
        low, high = wilson(wins, len(results))
        print(
            f"  bot {k + 1} ({kind}): wins {wins / len(results):.1%} (95% interval {low:.1%} to {high:.1%})"
        )
    if counts:
        ordered = sorted(spent)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        print(
            f"  search decisions: {len(counts)}, median {statistics.median(counts):,.0f} iterations, "
            f"{statistics.median(spent) * 1000:,.0f} ms median, {p95 * 1000:,.0f} ms p95"
        )
    print(f"  wall time {time.perf_counter() - start:,.0f} s with {args.jobs} processes")


class PlainSearch(SearchBot):
    """The plain ISMCTS: the game's own random play-outs to the end of the game, no pruning."""


def speed(args: argparse.Namespace) -> None:
    for game_id, words in (
        ("assano", "random play-outs"),
        ("opposites", "random play-outs (a random maximal turn at a time)"),
    ):
        rates = []
        profile = cProfile.Profile() if args.profile else None
        for run in range(args.runs):
            state = registry.get(game_id).new_game(2, OPTIONS.get(game_id, {}), run)
            while len(state.legal_actions()) < 2:
                state.apply(state.legal_actions()[0])
            bot = PlainSearch(run, iterations=args.iterations, seconds=None)
            start = time.perf_counter()
            if profile is not None:
                profile.enable()
            bot.search(state.copy())
            if profile is not None:
                profile.disable()
            rates.append(bot.last_iterations / (time.perf_counter() - start))
        print(
            f"{game_id}: plain ISMCTS, {words}, 2 players, start of a game: "
            f"{statistics.median(rates):,.0f} iterations/s (median of {args.runs} runs of {args.iterations})"
        )
        if profile is not None:
            pstats.Stats(profile).sort_stats("tottime").print_stats(12)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    m = sub.add_parser("match", help="A against B")
    m.add_argument("game", choices=registry.game_ids())
    m.add_argument("a")
    m.add_argument("b")
    m.add_argument("--games", type=int, default=400)
    m.add_argument("--iterations", type=int, default=4000)
    m.add_argument("--seconds", type=float, default=1.0)
    m.add_argument("--jobs", type=int, default=2)
    t = sub.add_parser("table", help="N players, seats rotating")
    t.add_argument("game", choices=["assano", "opposites", "elements", "tornado_ellie"])
    t.add_argument("--players", type=int, required=True)
    t.add_argument("--bots", required=True)
    t.add_argument("--games", type=int, default=200)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--iterations", type=int, default=0)
    t.add_argument("--seconds", type=float, default=0.0)
    t.add_argument("--option", action="append", default=[])
    t.add_argument("--sheet-file")
    t.add_argument("--hand", choices=["steady", "average", "shaky"], help="every bot's rotation hand")
    t.add_argument("--jobs", type=int, default=2)
    t.add_argument("--progress", type=int, default=0, help="print the shares every N games")
    s = sub.add_parser("speed", help="search iterations per second")
    s.add_argument("--iterations", type=int, default=2000)
    s.add_argument("--runs", type=int, default=5)
    s.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    if args.command == "match":
        match(args)
    elif args.command == "table":
        table(args)
    else:
        speed(args)


if __name__ == "__main__":
    main()
