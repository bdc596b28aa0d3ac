"""Opposites over thousands of games: turn-limit trigger rates, game lengths, bot strength, speed.

    python bench/opposites_stats.py --games 3000

For each line-up (all random bots; all heuristic bots; one heuristic bot against random ones, its
seat rotating) plays ``--games`` games with random player counts (2-4) and a random ``must_play``
rule under the default turn limit (400), and prints how often the turn limit ended a game (a
safety net: it should be rare), the mean and longest game in turns, and the heuristic bot's share
of wins. Then it times bare random play (no observations built) for the speed figure.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import make_bot
from game.core import shares
from game.opposites.rules import SPEC, OppositesState
from game.play import play_out

LINEUPS = ("random", "heuristic", "heuristic vs random")


def lineup_bots(lineup: str, players: int, seed: int) -> tuple[list[str], int]:
    """The bot kinds per seat and the seat of the measured heuristic bot (-1 for none)."""
    if lineup == "heuristic vs random":
        hero = seed % players
        return ["heuristic" if s == hero else "random" for s in range(players)], hero
    return [lineup] * players, -1


def measure(lineup: str, games: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    limited = 0
    turns: list[int] = []
    hero_credit = fair = 0.0
    for index in range(games):
        players = rng.randint(2, 4)
        options = {"must_play": rng.choice(["maximum", "while_able"]), "start_player": index % players}
        kinds, hero = lineup_bots(lineup, players, index)
        state = SPEC.new_game(players, options, seed + index)
        assert isinstance(state, OppositesState)
        bots = [make_bot(kind, "opposites", (seed + index) * 1009 + s) for s, kind in enumerate(kinds)]
        play_out(state, bots)
        result = state.result()
        limited += result.detail["ended_by"] == "turn limit"
        turns.append(state.turns)
        if hero >= 0:
            hero_credit += shares(result.winners, players)[hero]
            fair += 1 / players
    return {
        "limit_rate": limited / games,
        "limited": limited,
        "mean_turns": sum(turns) / games,
        "max_turns": max(turns),
        "hero_share": hero_credit / games if fair else float("nan"),
        "fair_share": fair / games if fair else float("nan"),
    }


def random_speed(seconds: float, players: int, must_play: str) -> tuple[float, float]:
    """Games and decisions per second of bare random play (legal list, apply)."""
    rng = random.Random(1)
    games = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = SPEC.new_game(players, {"must_play": must_play}, games)
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
            decisions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--speed-seconds", type=float, default=5.0)
    args = parser.parse_args()
    print(f"Opposites, {args.games} games per line-up, 2-4 players, random must_play, turn limit 400")
    for lineup in LINEUPS:
        start = time.perf_counter()
        figures = measure(lineup, args.games, args.seed)
        line = (
            f"  {lineup:20} turn limit reached {figures['limited']:5d} "
            f"({figures['limit_rate']:.2%}); turns mean {figures['mean_turns']:.1f}, "
            f"max {figures['max_turns']}"
        )
        if lineup == "heuristic vs random":
            line += f"; heuristic wins {figures['hero_share']:.1%} (fair {figures['fair_share']:.1%})"
        print(f"{line}  [{time.perf_counter() - start:.0f} s]")
    for players in (2, 4):
        for must_play in ("maximum", "while_able"):
            games_s, decisions_s = random_speed(args.speed_seconds, players, must_play)
            print(
                f"  random play, {players} players, must_play={must_play}: "
                f"{games_s:.0f} games/s, {decisions_s:.0f} decisions/s"
            )


if __name__ == "__main__":
    main()
