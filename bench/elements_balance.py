"""Measure an Elements score sheet against the product's balance targets (game/elements/sheet.py).

    python bench/elements_balance.py --sheet standard --games 3000
    python bench/elements_balance.py --sheet my_variant.json --games 3000

Plays ``--games`` games for each player count (2, 3, 4) and each line-up: all random bots, all
heuristic bots, and one heuristic bot against random ones (its seat rotating). Prints, per player
count and line-up, every target figure:

* miss rate per column: for each element-row field index c, over every pick and every open element
  row of the picker whose next field is c, the share of those (pick, row) pairs where the pick was
  a miss (no remaining die usable: a light-row cross or a fallback). Target: the middle three
  columns of the row have the three highest rates.
* tie rate for first (target under 8%) and the winner's margin over the runner-up;
* the cost of a miss: mean points a fitting pick adds to the picker's total minus the mean points a
  miss adds (target: at least MISS_COST_MIN, and a miss adds at most MISS_SHARE_MAX of a fit);
* dark-row freeze share: games where at least one sheet's dark row froze by the end (target 20-60%
  in every random and heuristic line-up of every player count), and the share of sheets that froze
  (reported, also pooled over all random and heuristic sheets at the end);
* heuristic vs random: the heuristic bot's share of wins against random bots (target: the fair
  share 1/P plus WIN_MARGIN).

Skill (``--skill-games`` games per line): every level (random, easy, medium, hard) plays solo
games on the same seeds; the bench prints each level's mean score with its 95% interval, its ratio
to random's (interval by the delta method) and to the exact solo optimum's expected score (the
strong reference: no sampling error), how often it completes the air row and freezes the dark row,
and how many rounds it plays. Then 2-player head-to-head games (seats and start player rotating):
each pairing's win share (ties split) with its 95% interval. Targets: medium >= 1.10 x random solo,
hard >= 1.25 x random solo, 2 players medium beats random >= 85% and hard beats medium >= 65%. The
hard player needs the sheet's solved tables; the bench computes them first (cached in the user's
data folder, or in STORMTABLE_DATA). ``--hint-cost`` times the solo hint per call.

The definitions and the final figures of the shipped sheet are in assets/elements_sheet.md.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import shares
from game.elements.hard import HardBot, tables_needed
from game.elements.hint import hint
from game.elements.rules import DARK, SPEC, ElementsState
from game.elements.sheet import sheet_from_option
from game.elements.solo import solo_table
from game.play import new_match

TIE_MAX = 0.08
FREEZE_RANGE = (0.20, 0.60)
MISS_COST_MIN = 1.0
"""A miss must add at least this many points less than a fitting pick ..."""
MISS_SHARE_MAX = 2 / 3
"""... and at most this share of what a fitting pick adds."""
WIN_MARGIN = 0.20
"""The heuristic bot's win share against random must beat the fair share 1/P by this much."""
LINEUPS = ("random", "heuristic", "mixed")
LEVELS = ("random", "easy", "medium", "hard")
PAIRINGS = (("medium", "random"), ("hard", "medium"), ("medium", "easy"), ("hard", "easy"))
SOLO_TARGETS = {"medium": 1.10, "hard": 1.25}
"""A level's solo mean score must reach this multiple of random's."""
DUEL_TARGETS = {("medium", "random"): 0.85, ("hard", "medium"): 0.65}
"""2 players: the first level's win share against the second must reach this."""
Z95 = 1.96


def kinds_for(lineup: str, players: int, game: int) -> list[str]:
    if lineup != "mixed":
        return [lineup] * players
    kinds = ["random"] * players
    kinds[game % players] = "heuristic"
    return kinds


def play_batch(job: tuple[Any, int, str, int, int]) -> dict[str, Any]:
    """Play ``games`` games of one line-up and collect the raw counts."""
    sheet, players, lineup, games, seed = job
    exposure: dict[int, int] = defaultdict(int)
    misses: dict[int, int] = defaultdict(int)
    gains = {"fit": [0, 0], "element": [0, 0], "dark": [0, 0], "miss": [0, 0]}
    out: dict[str, Any] = {
        "games": games,
        "ties": 0,
        "margin": 0.0,
        "frozen_sheets": 0,
        "frozen_games": 0,
        "score": 0.0,
        "picks": 0,
        "heuristic_wins": 0.0,
        "exposure": exposure,
        "misses": misses,
        "gains": gains,
        "rounds": 0,
    }
    for game in range(games):
        kinds = kinds_for(lineup, players, game)
        options = {"sheet": sheet, "start_player": game % players}
        state, bots, _ = new_match("elements", kinds, seed + game, options)
        assert isinstance(state, ElementsState)
        while not state.is_over():
            seat = state.current_player()
            miss = state.is_miss()
            marks = state.marks[seat]
            for row in range(4):
                if not state.is_full(seat, row):
                    exposure[marks[row] + 1] += 1
                    misses[marks[row] + 1] += miss
            before = state.score(seat)
            bot = bots[seat]
            obs = state.observation(seat) if bot.wants_observation else None
            action = bot.choose(obs, state.legal_actions())
            state.apply(action)
            kind = "miss" if miss else ("dark" if action & 7 == DARK else "element")
            gain = state.score(seat) - before
            for key in (kind, "fit") if not miss else (kind,):
                gains[key][0] += gain
                gains[key][1] += 1
            out["picks"] += 1
        result = state.result()
        ranked = sorted(result.scores, reverse=True)
        out["ties"] += len(result.winners) > 1
        out["margin"] += ranked[0] - ranked[1] if players > 1 else 0.0
        out["frozen_sheets"] += sum(state.frozen)
        out["frozen_games"] += any(state.frozen)
        out["score"] += sum(result.scores) / players
        out["rounds"] += state.rounds
        if lineup == "mixed":
            out["heuristic_wins"] += shares(result.winners, players)[kinds.index("heuristic")]
    return out


def merge(parts: list[dict[str, Any]]) -> dict[str, Any]:
    total = parts[0]
    for part in parts[1:]:
        for key, value in part.items():
            if key in ("exposure", "misses"):
                for column, count in value.items():
                    total[key][column] += count
            elif key == "gains":
                for kind, (points, count) in value.items():
                    total[key][kind][0] += points
                    total[key][kind][1] += count
            else:
                total[key] += value
    return total


def middle_columns(sheet: Any) -> list[int]:
    """The three middle field indices of the element rows (field 0 counted, as on the sheet)."""
    length = len(sheet_from_option(sheet).elements[0].values)
    centre = (length - 1) // 2
    return [centre - 1, centre, centre + 1]


def report(sheet: Any, players: int, lineup: str, stats: dict[str, Any]) -> list[str]:
    """Print one line-up's figures; return the names of the targets it misses."""
    games = stats["games"]
    failed = []
    print(f"\n== {players} players, {lineup} ({games} games)")
    print(
        f"  mean score {stats['score'] / games:6.1f}   rounds {stats['rounds'] / games:5.1f}   "
        f"picks/game {stats['picks'] / games:5.1f}"
    )
    columns = sorted(stats["exposure"])
    rates = {c: stats["misses"][c] / stats["exposure"][c] for c in columns}
    print("  miss rate per column: " + "  ".join(f"{c}:{rates[c]:.3f}" for c in columns))
    middle = middle_columns(sheet)
    top = sorted(columns, key=lambda c: -rates[c])[:3]
    ok = sorted(top) == middle
    print(f"  highest three columns {sorted(top)} (middle {middle}) {'ok' if ok else 'MISSED'}")
    failed += [] if ok else ["middle columns"]
    gains = {k: (p / n if n else 0.0) for k, (p, n) in stats["gains"].items()}
    share_miss = stats["gains"]["miss"][1] / max(stats["picks"], 1)
    cost = gains["fit"] - gains["miss"]
    ok = cost >= MISS_COST_MIN and gains["miss"] <= MISS_SHARE_MAX * gains["fit"]
    print(
        f"  points per pick: fitting {gains['fit']:+.2f} (element {gains['element']:+.2f}, "
        f"dark {gains['dark']:+.2f}), miss {gains['miss']:+.2f}; a miss costs {cost:.2f} "
        f"{'ok' if ok else 'MISSED'}; misses are {share_miss:.1%} of picks"
    )
    failed += [] if ok else ["miss cost"]
    if lineup != "mixed":
        tie = stats["ties"] / games
        ok = tie < TIE_MAX
        margin = stats["margin"] / games
        print(f"  ties for first {tie:.1%} {'ok' if ok else 'MISSED'}   winner margin {margin:.1f}")
        failed += [] if ok else ["ties"]
        frozen_games = stats["frozen_games"] / games
        ok = FREEZE_RANGE[0] <= frozen_games <= FREEZE_RANGE[1]
        print(
            f"  dark row frozen in {frozen_games:.1%} of games on at least one sheet "
            f"{'ok' if ok else 'MISSED'} (on {stats['frozen_sheets'] / (games * players):.1%} of sheets)"
        )
        failed += [] if ok else ["freeze share"]
    else:
        win = stats["heuristic_wins"] / games
        ok = win >= 1 / players + WIN_MARGIN
        print(
            f"  heuristic vs random: wins {win:.1%} (fair share {1 / players:.1%}) {'ok' if ok else 'MISSED'}"
        )
        failed += [] if ok else ["heuristic"]
    return [f"{players}p {lineup}: {name}" for name in failed]


# -- skill ---------------------------------------------------------------------------------------
def play_skill(job: tuple[Any, str, str, int, int]) -> dict[str, Any]:
    """Solo games of one level (``b`` empty) or 2-player games of ``a`` against ``b``: per game the
    first level's score, win share, air row complete, dark row frozen and the rounds played."""
    sheet, a, b, games, seed = job
    HardBot.wait_for_table = True
    rows = []
    for game in range(seed, seed + games):
        if not b:
            kinds, seat, options = [a], 0, {"sheet": sheet, "start_player": 0}
        else:
            seat = game % 2
            kinds = [b, b]
            kinds[seat] = a
            options = {"sheet": sheet, "start_player": (game // 2) % 2}
        state, bots, _ = new_match("elements", kinds, game, options)
        assert isinstance(state, ElementsState)
        while not state.is_over():
            bot = bots[state.current_player()]
            obs = state.observation(state.current_player()) if bot.wants_observation else None
            state.apply(bot.choose(obs, state.legal_actions()))
        result = state.result()
        rows.append(
            (
                state.score(seat),
                shares(result.winners, len(kinds))[seat],
                state.is_full(seat, 3),
                state.frozen[seat],
                state.rounds,
            )
        )
    return {"rows": rows}


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(n - 1, 1)
    return mean, Z95 * (var / n) ** 0.5


def ratio_ci(top: list[float], bottom: list[float]) -> tuple[float, float]:
    """Ratio of two independent means and its 95% half-width (delta method)."""
    (a, ea), (b, eb) = mean_ci(top), mean_ci(bottom)
    ratio = a / b
    return ratio, ratio * ((ea / a) ** 2 + (eb / b) ** 2) ** 0.5


def warm_tables(sheet: Any, duels: bool) -> float:
    """Load or compute every table the hard player can need; return the seconds it took."""
    start = time.perf_counter()
    real = sheet_from_option(sheet)
    for kwargs in tables_needed(1) + (tables_needed(2) if duels else []):
        solo_table(real, **kwargs)
    return time.perf_counter() - start


def skill(sheet: Any, games: int, seed: int, jobs: int, duels: bool) -> list[str]:
    """Play and print the skill figures; return the names of the targets missed."""
    print(f"\nsolved tables ready in {warm_tables(sheet, duels):.0f} s")
    optimum = solo_table(sheet_from_option(sheet)).start_value
    lines = [(level, "") for level in LEVELS] + (list(PAIRINGS) if duels else [])
    chunks = max(1, jobs)
    size = -(-games // chunks)
    work = [
        (sheet, a, b, min(size, games - i * size), seed + i * size)
        for a, b in lines
        for i in range(chunks)
        if games - i * size > 0
    ]
    start = time.perf_counter()
    with ProcessPoolExecutor(jobs) as pool:
        done = list(pool.map(play_skill, work))
    rows: dict[tuple[str, str], list[tuple]] = defaultdict(list)
    for job, result in zip(work, done, strict=True):
        rows[job[1], job[2]] += result["rows"]
    failed = []
    print(f"\n== skill: solo, {games} games per level (same seeds); exact optimum {optimum:.1f}")
    print("  level    mean score      x random        x optimum   air done  dark frozen  rounds")
    random_scores = [r[0] for r in rows["random", ""]]
    for level in LEVELS:
        scores = [r[0] for r in rows[level, ""]]
        mean, half = mean_ci(scores)
        ratio, rhalf = ratio_ci(scores, random_scores)
        n = len(scores)
        air = sum(r[2] for r in rows[level, ""]) / n
        frozen = sum(r[3] for r in rows[level, ""]) / n
        rounds = sum(r[4] for r in rows[level, ""]) / n
        target = SOLO_TARGETS.get(level)
        ok = target is None or ratio >= target
        verdict = "" if target is None else f"  target >= {target:.2f} {'ok' if ok else 'MISSED'}"
        print(
            f"  {level:8} {mean:6.1f} +-{half:4.1f}  {ratio:5.3f} +-{rhalf:5.3f}  {mean / optimum:5.3f} +-"
            f"{half / optimum:5.3f}  {air:7.0%}  {frozen:10.0%}  {rounds:6.1f}{verdict}"
        )
        if target is not None and ratio < target:
            failed.append(f"solo {level} x random")
    if duels:
        print(f"\n== skill: 2 players head to head, {games} games per pairing (seats rotating)")
        for a, b in PAIRINGS:
            wins = [r[1] for r in rows[a, b]]
            share, half = mean_ci(wins)
            score, shalf = mean_ci([r[0] for r in rows[a, b]])
            target = DUEL_TARGETS.get((a, b))
            ok = target is None or share >= target
            verdict = "" if target is None else f"  target >= {target:.0%} {'ok' if ok else 'MISSED'}"
            print(
                f"  {a} beats {b}: {share:6.1%} +-{half:5.1%} (score {score:5.1f} +-{shalf:4.1f}){verdict}"
            )
            if target is not None and share < target:
                failed.append(f"2p {a} vs {b}")
    print(f"  ({time.perf_counter() - start:.0f} s)")
    return failed


def hint_cost(sheet: Any, games: int = 20) -> None:
    """Time the solo hint over every decision of some solo games (the table already loaded)."""
    solo_table(sheet_from_option(sheet))
    calls, spent, worst = 0, 0.0, 0.0
    for game in range(games):
        state, bots, _ = new_match("elements", ["medium"], game, {"sheet": sheet})
        assert isinstance(state, ElementsState)
        while not state.is_over():
            begin = time.perf_counter()
            hint(state, wait=True)
            took = time.perf_counter() - begin
            calls, spent, worst = calls + 1, spent + took, max(worst, took)
            state.apply(bots[0].choose(state.observation(0), state.legal_actions()))
    print(f"\nhint: {calls} calls, mean {spent / calls * 1e3:.2f} ms, slowest {worst * 1e3:.2f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sheet", default="standard", help="a shipped sheet's name, or a variant's file")
    parser.add_argument("--games", type=int, default=2000, help="games per player count and line-up")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--lineups", default=",".join(LINEUPS))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--skill-games", type=int, default=400, help="solo games per level, 2p per pairing")
    parser.add_argument("--skill-only", action="store_true", help="skip the balance line-ups")
    parser.add_argument("--no-skill", action="store_true", help="skip the skill figures")
    parser.add_argument("--no-duels", action="store_true", help="skill: solo only (no 2-player tables)")
    parser.add_argument("--hint-cost", action="store_true", help="time the solo hint")
    args = parser.parse_args()
    # the sheet's name, or a variant's content read once: refused here when malformed
    sheet = SPEC.option("sheet").from_command_line(args.sheet)
    counts = [] if args.skill_only else [int(p) for p in args.players.split(",")]
    lineups = args.lineups.split(",")
    chunks = max(1, args.jobs)
    jobs = []
    for players in counts:
        for lineup in lineups:
            size = -(-args.games // chunks)
            for index in range(chunks):
                games = min(size, args.games - index * size)
                if games > 0:
                    jobs.append((sheet, players, lineup, games, args.seed + index * size))
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(play_batch, jobs))
    failed: list[str] = []
    if counts:
        print(f"sheet {args.sheet}: {args.games} games per player count and line-up")
    for players in counts:
        for lineup in lineups:
            parts = [r for j, r in zip(jobs, results, strict=True) if j[1] == players and j[2] == lineup]
            failed += report(sheet, players, lineup, merge(parts))
    pooled = [r for j, r in zip(jobs, results, strict=True) if j[2] != "mixed"]
    if pooled:
        sheets = sum(r["frozen_sheets"] for r in pooled)
        share = sheets / sum(r["games"] * j[1] for j, r in zip(jobs, results, strict=True) if j[2] != "mixed")
        print(f"\ndark row frozen on {share:.1%} of all sheets (random and heuristic games; reported only)")
    if not args.no_skill:
        failed += skill(sheet, args.skill_games, args.seed, args.jobs, not args.no_duels)
    if args.hint_cost:
        hint_cost(sheet)
    print(f"\n{time.perf_counter() - start:.0f} s; targets missed: {', '.join(failed) if failed else 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
