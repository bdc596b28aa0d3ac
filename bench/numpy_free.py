"""Could the Elements tables do without numpy? Figures for issue 26 (numpy is 13 MB of the executable).

    python bench/numpy_free.py [--games 20] [--sample 300] [--solve]

1. Look-ups: the hard player reads single values of the solved tables (``SoloTable.value``).
   Timed on the shipped sheet's solo table as a numpy array (today) and as a plain
   ``memoryview`` of float32 (what ``mmap`` + ``memoryview.cast("f")`` gives without numpy).
2. The hard player: whole solo games of ``hard`` with each kind of table, decisions per second.
3. Computing a table: the programme's round recurrence for one position, in plain Python on
   ``SoloTable``'s own rules (the same picks the vectorised solver takes), timed on a sample of
   positions and scaled to the sheet's 3.7 million; with ``--solve`` the numpy solver of
   :mod:`game.elements.solo` is timed on the whole sheet beside it.

The tables come from the data folder's cache (``STORMTABLE_DATA`` or the user's), computed there
first if missing.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import time

from game import registry
from game.bots import make_bot
from game.elements import solo as solo
from game.elements import solver
from game.elements.rules import DIE_FACES, MAX_DARK_SHOWN, dice_for
from game.elements.sheet import DARK, shipped_sheet
from game.play import play_out


def lookups(table: solo.SoloTable, count: int = 300_000) -> dict[str, float]:
    """Million look-ups per second through ``value`` for numpy and for a memoryview."""
    rng = random.Random(1)
    marks = [tuple(rng.randrange(n) for n in table.lengths) for _ in range(count)]
    out = {}
    numpy_values = table.values
    for name, values in (("numpy array", numpy_values), ("memoryview", memoryview(numpy_values))):
        table.values = values
        start = time.perf_counter()
        for m in marks:
            table.value(m)
        out[name] = count / (time.perf_counter() - start) / 1e6
    table.values = numpy_values
    return out


def hard_games(games: int, as_memoryview: bool) -> float:
    """Decisions per second of solo games of the hard player."""
    from game.elements import hard as elements_hard

    elements_hard.HardBot.wait_for_table = True
    elements_hard.release_pages = lambda: None  # (for both kinds: it would drop the table's pages)
    decisions, spent = 0, 0.0
    for seed in range(games):
        state = registry.get("elements").new_game(1, {}, seed)
        bot = make_bot("hard", "elements", seed)
        if as_memoryview:
            for table in list(solo._TABLES.values()):
                if not isinstance(table.values, memoryview):
                    table.values = memoryview(table.values)
        start = time.perf_counter()
        done = play_out(state, [bot])
        spent += time.perf_counter() - start
        decisions += len(done.history)
    for table in list(solo._TABLES.values()):  # back to numpy for the next measurement
        if isinstance(table.values, memoryview):
            table.values = solo._mapped(solo.cache_path(table.sheet), len(table.values))
    return decisions / spent


def rolls() -> list[tuple[list[int], float]]:
    """The solo rolls as face lists with their probabilities (as :func:`solver.solo_rolls`)."""
    counts: dict[tuple[int, ...], int] = {}
    for faces in itertools.product(*(DIE_FACES[d] for d in dice_for(1))):
        if faces.count(DARK) <= MAX_DARK_SHOWN:
            key = tuple(sorted(faces))
            counts[key] = counts.get(key, 0) + 1
    total = sum(counts.values())
    return [(list(k), c / total) for k, c in counts.items()]


def python_round_value(table: solo.SoloTable, marks: tuple[int, ...], all_rolls) -> float:
    """V at ``marks`` from the next positions' values, in plain Python: every roll, every first
    pick, then the best last pick from the dice left (the recurrence the solver vectorises)."""
    total = 0.0
    for faces, probability in all_rolls:
        best = float("-inf")
        for index, target in table.targets(marks, faces):
            left = faces[:index] + faces[index + 1 :]
            best = max(best, table.pick_value(marks, target, left))
        total += probability * best
    return total


def python_solve_estimate(table: solo.SoloTable, sample: int) -> tuple[float, int]:
    """Seconds a plain-Python solve of the whole sheet would take (scaled from ``sample``
    positions that are not finished), and the positions counted."""
    rng = random.Random(2)
    all_rolls = rolls()
    positions = []
    while len(positions) < sample:
        marks = tuple(rng.randrange(n) for n in table.lengths)
        if table.completed(marks) < table.rows:
            positions.append(marks)
    start = time.perf_counter()
    for marks in positions:
        python_round_value(table, marks, all_rolls)
    per_position = (time.perf_counter() - start) / sample
    size = 1
    for n in table.lengths:
        size *= n
    return per_position * size, size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="solo games of the hard player per kind")
    parser.add_argument("--sample", type=int, default=300, help="positions for the plain-Python solve")
    parser.add_argument("--solve", action="store_true", help="also time numpy's solve of the whole sheet")
    args = parser.parse_args()
    sheet = shipped_sheet()
    known = solo.table_known(sheet)
    start = time.perf_counter()
    table = solo.solo_table(sheet)
    print(f"solo table: {'from the cache' if known else 'computed'} in {time.perf_counter() - start:.1f} s")
    for name, rate in lookups(table).items():
        print(f"look-ups through SoloTable.value, {name:12} {rate:5.2f} million/s")
    for name, flag in (("numpy array", False), ("memoryview", True)):
        rates = [hard_games(args.games, flag) for _ in range(3)]
        print(f"hard player, solo games, {name:12} {statistics.median(rates):8,.0f} decisions/s (median, 3)")
    seconds, size = python_solve_estimate(table, args.sample)
    print(f"plain-Python solve, scaled from {args.sample} positions: {seconds:,.0f} s for {size:,} positions")
    if args.solve:
        start = time.perf_counter()
        solver.solve(sheet)
        print(f"numpy solve of the whole sheet: {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
