"""Hard against mediums at every table size, at the app's defaults: the figures of issue 47.

``python bench/figures.py [--game GAME] [--players N] [--games 40] [--seed 0] [--progress N]``
plays, for each game (or the one named) and each table size of 2, 3 and 4 the game allows (or
the one named), ``--games`` games of one hard player against mediums with the seats rotating
(game ``i`` seats hard at ``(seed + i) % N``), every option at the app's default (Assano: a match
to 500 points; Tornado Ellie: physics on, so the tornado falls as in the window), and prints one
line a table: hard's share of the wins (a tie splits the win), its 95% Wilson interval, the fair
share, whether the interval's lower bound lies above it, and the seconds per hard decision with
a choice (median, p95 and the slowest). Each hard player keeps its own budget (its reproducible
iterations) without the app's one-second cap, so a figure does not depend on the machine's load;
the seconds say whether that budget fits in the app's second (on a loaded machine they run
slow). ``--progress N`` prints the same line every N games (a run cut short keeps its figures).

``--games`` sizes a run; the figures in the hard players' docstrings name the games and seeds
they were measured on.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bots import bench_bot, configure, wilson
from game import registry
from game.match import bot_seed
from game.world import find_world, rotation_skill, world_seed

SIZES = (2, 3, 4)


def sizes(game_id: str) -> list[int]:
    """The table sizes of 2, 3 and 4 that the game allows."""
    spec = registry.get(game_id)
    return [n for n in SIZES if spec.min_players <= n <= spec.max_players]


def play(game_id: str, players: int, index: int) -> tuple[float, list[float]]:
    """One game at the app's defaults, hard at seat ``index % players``: hard's credit and the
    seconds of each of its decisions that had a choice."""
    hard = index % players
    state = registry.get(game_id).new_game(players, {}, index)
    world = find_world(game_id, state.options)
    bots = [
        configure(bench_bot("hard" if seat == hard else "medium", game_id, bot_seed(index, seat)), 0, 0.0)
        for seat in range(players)
    ]
    spent: list[float] = []
    while not state.is_over():
        seat = state.current_player()
        if seat < 0:
            assert world is not None, "this game needs its physical world"
            state.apply(world(state, rotation_skill(state, bots), world_seed(state)))
            continue
        bot = bots[seat]
        legal = state.legal_actions()
        start = time.perf_counter()
        if bot.wants_state:
            action = bot.choose_from_state(state.copy())
        else:
            action = bot.choose(state.observation(seat) if bot.wants_observation else None, legal)
        if seat == hard and len(legal) > 1:
            spent.append(time.perf_counter() - start)
        state.apply(action)
    winners = state.result().winners
    return (1.0 / len(winners) if hard in winners else 0.0), spent


def figure_line(game_id: str, players: int, games: int, seed: int, progress: int = 0) -> str:
    """Play the games of one table size and say what hard won and how long it thought."""
    start = time.perf_counter()
    wins = 0.0
    spent: list[float] = []
    for i in range(games):
        credit, seconds = play(game_id, players, seed + i)
        wins += credit
        spent += seconds
        if progress and (i + 1) % progress == 0 and i + 1 < games:
            print("  after " + summary(game_id, players, wins, i + 1, spent, start), flush=True)
    return summary(game_id, players, wins, games, spent, start)


def summary(game_id: str, players: int, wins: float, games: int, spent: list[float], start: float) -> str:
    """The figure line of ``games`` played so far: a progress line is a whole figure too, so a run
    cut short still leaves its interval and seconds."""
    low, high = wilson(wins, games)
    fair = 1 / players
    verdict = "above" if low > fair else "not above"
    ordered = sorted(spent) or [0.0]
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    median = statistics.median(ordered)
    return (
        f"{game_id:<14} {players} players: hard {wins / games:6.1%} of {games} "
        f"(95% {low:.1%} to {high:.1%}; fair {fair:.1%}: lower bound {verdict}); "
        f"s/decision median {median:.2f}, p95 {p95:.2f}, max {ordered[-1]:.2f} "
        f"({len(spent)} decisions); {time.perf_counter() - start:,.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=registry.game_ids())
    parser.add_argument("--players", type=int, choices=SIZES)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--progress", type=int, default=0, help="print the figure line every N games")
    args = parser.parse_args()
    for game_id in [args.game] if args.game else registry.game_ids():
        for players in sizes(game_id):
            if args.players and players != args.players:
                continue
            print(figure_line(game_id, players, args.games, args.seed, args.progress), flush=True)


if __name__ == "__main__":
    main()
