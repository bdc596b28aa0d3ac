"""Random-play throughput of every game, and Assano against RLCard's UNO (when installed).

Run: ``python bench/engine.py [--seconds 3] [--runs 3]``. Each figure is the median of
``--runs`` runs; ours and RLCard's runs alternate so the ratio compares like with like on a
noisy machine. The last line is ``ratio: X`` (our Assano games/s over RLCard's).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry
from game.assano.moves import DRAW

BENCH_OPTIONS = {
    "assano": {"target": 0},  # one round a game, full rules
    "tornado_ellie": {"dexterity": "off"},  # the physics has its own benchmark
}


def always_call(legal: list) -> list:
    """Assano's legal plays with the ASSANO call whenever it is offered.

    RLCard's UNO has no call; a uniformly random player forgets it half the time and draws two
    cards each time, which makes its games 1.8x longer (125 against 68 decisions). For a like-for-
    like engine comparison the random player therefore never forgets the call.
    """
    calls = [a for a in legal if a < DRAW and a & 1]
    return calls + [a for a in legal if a >= DRAW] if calls else legal


def random_play(
    game_id: str, players: int, seconds: float, calling: bool = False, record: bool = False
) -> tuple[float, float]:
    """Games/s and decisions/s of random play, every action validated by apply(); events are
    recorded only with ``record`` (as at the table; a search's own moves record none)."""
    spec = registry.get(game_id)
    options = BENCH_OPTIONS.get(game_id, {})
    rng = random.Random(1)
    games = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = spec.new_game(players, options, games)
        while not state.is_over():
            legal = state.legal_actions()
            if calling and legal[-1] < DRAW and legal[-1] & 1:  # call variants are listed last
                legal = always_call(legal)
            state.apply(legal[int(rng.random() * len(legal))], record)
            decisions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed


def rlcard_play(seconds: float) -> tuple[float, float] | None:
    """RLCard 1.2.0's bare UNO loop with random.choice: the reference throughput to compare with."""
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    game = UnoGame(num_players=2)
    game.np_random.seed(1)
    random.seed(1)
    games = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game.init_game()
        while not game.is_over():
            game.step(random.choice(game.get_legal_actions()))
            decisions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed


def copy_cost_us(game_id: str, players: int, copies: int = 20000) -> float:
    """Microseconds for one state copy, taken ten decisions into a game."""
    state = registry.get(game_id).new_game(players, BENCH_OPTIONS.get(game_id, {}), 3)
    rng = random.Random(3)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    start = time.perf_counter()
    for _ in range(copies):
        state.copy()
    return (time.perf_counter() - start) / copies * 1e6


def determinize_cost_us(game_id: str, players: int, count: int = 5000) -> float:
    """Microseconds for one determinization (for the seat not to move), ten decisions into a game:
    what a search player pays per sample on top of its play-out."""
    state = registry.get(game_id).new_game(players, BENCH_OPTIONS.get(game_id, {}), 3)
    rng = random.Random(3)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    observer = (state.current_player() + 1) % players
    start = time.perf_counter()
    for _ in range(count):
        state.determinize(observer, rng)
    return (time.perf_counter() - start) / count * 1e6


def median_of(runs: int, measure: Callable[[], tuple[float, float]]) -> tuple[float, float]:
    samples = [measure() for _ in range(runs)]
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="length of one run")
    parser.add_argument("--runs", type=int, default=3, help="runs per figure (median)")
    args = parser.parse_args()

    ours, uniform, theirs, recorded = [], [], [], []
    for _ in range(args.runs):
        ours.append(random_play("assano", 2, args.seconds, calling=True))
        recorded.append(random_play("assano", 2, args.seconds, calling=True, record=True))
        uniform.append(random_play("assano", 2, args.seconds))
        other = rlcard_play(args.seconds)
        if other is not None:
            theirs.append(other)
    games, decisions = (statistics.median(s[i] for s in ours) for i in (0, 1))
    print(
        f"assano (2 players, one round, validated, ASSANO always called): {games:,.0f} games/s, "
        f"{decisions:,.0f} decisions/s, {decisions / games:.1f} decisions/game"
    )
    r_games, r_decisions = (statistics.median(s[i] for s in recorded) for i in (0, 1))
    print(
        f"assano (same, every event recorded as at the table): {r_games:,.0f} games/s, "
        f"{r_decisions:,.0f} decisions/s"
    )
    u_games, u_decisions = (statistics.median(s[i] for s in uniform) for i in (0, 1))
    print(
        f"assano (same, uniformly random: forgets ASSANO half the time): {u_games:,.0f} games/s, "
        f"{u_decisions:,.0f} decisions/s, {u_decisions / u_games:.1f} decisions/game"
    )
    copies = sorted(copy_cost_us("assano", 2) for _ in range(args.runs))
    redeals = sorted(determinize_cost_us("assano", 2) for _ in range(args.runs))
    print(
        f"assano state copy: {copies[len(copies) // 2]:.2f} us, "
        f"determinize: {redeals[len(redeals) // 2]:.1f} us"
    )

    for game_id in registry.game_ids():
        if game_id == "assano":
            continue
        spec = registry.get(game_id)
        players = max(spec.min_players, 2)
        g, d = median_of(args.runs, lambda gid=game_id, p=players: random_play(gid, p, args.seconds))
        copy = copy_cost_us(game_id, players, 5000)
        redeal = determinize_cost_us(game_id, players)
        print(
            f"{game_id} ({players} players): {g:,.1f} games/s, {d:,.0f} decisions/s, "
            f"{d / g:.1f} decisions/game, copy {copy:.2f} us, determinize {redeal:.1f} us"
        )

    if not theirs:
        print("rlcard not installed (pip install -e '.[bench]'): no ratio")
        return
    their_games, their_decisions = (statistics.median(s[i] for s in theirs) for i in (0, 1))
    print(
        f"rlcard UnoGame (2 players, random.choice): {their_games:,.0f} games/s, "
        f"{their_decisions:,.0f} decisions/s, {their_decisions / their_games:.1f} decisions/game"
    )
    print(f"decisions/s ratio: {decisions / their_decisions:.2f}")
    print(f"ratio with events recorded: {r_games / their_games:.2f}")
    print(f"ratio: {games / their_games:.2f}")


if __name__ == "__main__":
    main()
