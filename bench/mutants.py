"""Plant each defect of issue 44's list in a scratch copy and check the tests catch it.

    .venv/bin/python bench/mutants.py            # every defect, one at a time
    .venv/bin/python bench/mutants.py --only 3   # the defects numbered 3 (see --list)
    .venv/bin/python bench/mutants.py --list     # the defects, where and how each is planted

For each defect the checkout (without ``.venv``, ``.git`` and caches) is copied to a fresh
temporary folder, one exact piece of source is replaced there (the script stops with an error if
that piece is not found exactly once, so a defect is never silently not planted), and the related
test files run in the copy with this venv's Python and ``PYTHONPATH`` at the copy; before the
tests run, the script checks that the planted module imported is the copy's, with the defect in
it. ``-x`` stops a run at its first failure: a caught defect usually costs a fraction of the run.
The table says whether the tests failed (caught) and how long they took; the exit status is 1
when any defect went uncaught. The list is in docs/testing.md.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHES = (".pytest_cache", ".ruff_cache", ".hypothesis", "__pycache__", "*.egg-info")
SKIP = shutil.ignore_patterns(".venv", ".git", "build", "dist", *CACHES)


@dataclass(frozen=True)
class Defect:
    name: str
    path: str
    old: str
    new: str
    tests: tuple[str, ...]

    @property
    def module(self) -> str:
        return self.path.removesuffix(".py").replace("/", ".")


DEFECTS = [
    Defect(
        "Assano's draw two penalty skipped",
        "game/assano/rules.py",
        "self.penalty += 2 if rank == DRAW_TWO else 4",
        "self.penalty += 0 if rank == DRAW_TWO else 4",
        ("tests/test_assano_rules.py",),
    ),
    Defect(
        "an Opposites card allowed on a pile it doesn't match",
        "game/opposites/plan.py",
        "elif card >> 4 == need and allowed >> (card & 15) & 1:",
        "elif allowed >> (card & 15) & 1:",
        ("tests/test_opposites_rules.py",),
    ),
    Defect(
        "an Elements field scored one too high",
        "game/elements/sheet.py",
        "return sum(self.row_values(r)[m] for r, m in enumerate(marks))",
        "return sum(self.row_values(r)[m] + (r == 0 and m == 5) for r, m in enumerate(marks))",
        ("tests/test_elements_rules.py", "tests/test_elements_sheet.py"),
    ),
    Defect(
        "Tornado Ellie's rotation input ignored",
        "scenes/tables/tornado_ellie/live_world.py",
        "return self.steer(live) if self.steer is not None else None",
        "return None",
        ("tests/test_tornado_table.py",),
    ),
    Defect(
        "setup ignoring the chosen player count",
        "scenes/setup.py",
        "for i, seat in enumerate(self.seats[: self.players])",
        "for i, seat in enumerate(self.seats[: max(2, self.spec.min_players)])",
        ("tests/test_day_one_setup.py",),
    ),
    Defect(
        "resume dropping the last move",
        "scenes/store.py",
        "state = documents.from_json(doc, where=path.name)",
        'state = documents.from_json({**doc, "actions": doc["actions"][:-1]}, where=path.name)',
        ("tests/test_day_one_setup.py",),
    ),
    Defect(
        "the hot-seat pass screen skipped",
        "scenes/table_sections/handoff.py",
        "        self.seat = seat\n        self.at = self.table.clock",
        "        self.table.set_viewer(seat)\n        self.at = self.table.clock",
        ("tests/test_assano_table.py",),
    ),
    Defect(
        "the hot-seat pass screen skipped after a computer's move",
        "scenes/table_sections/turns.py",
        "            if table.hand_off.needed():\n                table.hand_off.pass_to(turn.seat)",
        "            if False:\n                table.hand_off.pass_to(turn.seat)",
        ("tests/test_assano_table.py",),
    ),
    Defect(
        "a German window falling back to English",
        "scenes/language.py",
        'if code == "en" or not path.exists():',
        'if code in ("en", "de") or not path.exists():',
        ("tests/test_i18n_tables.py", "tests/test_rules_languages.py", "tests/test_i18n_screens.py"),
    ),
    Defect(
        "a Danish window falling back to English",
        "scenes/language.py",
        "def translate(context: str, english: str) -> str:\n    catalogue = translations(_current)",
        "def translate(context: str, english: str) -> str:\n"
        '    catalogue = translations("en" if _current == "da" else _current)',
        ("tests/test_i18n_tables.py", "tests/test_rules_languages.py", "tests/test_i18n_screens.py"),
    ),
    Defect(
        "seat 1 started as a person whatever setup chose",
        "scenes/setup.py",
        'Seat(seat["kind"], seat["name"]',
        'Seat(HUMAN if i == 0 else seat["kind"], seat["name"]',
        ("tests/test_day_one_setup.py",),
    ),
    Defect(
        "the results screen naming the last seat the winner",
        "scenes/results.py",
        "winners = [self.names[s] for s in self.result.winners]",
        "winners = [self.names[-1]]",
        ("tests/test_results_screen.py",),
    ),
]


def plant(tree: Path, defect: Defect) -> None:
    """Replace the defect's anchor, which must occur exactly once, in the copy."""
    path = tree / defect.path
    source = path.read_text(encoding="utf-8")
    found = source.count(defect.old)
    if found != 1:
        raise SystemExit(f"{defect.name}: the anchor occurs {found} times in {defect.path}:\n{defect.old}")
    path.write_text(source.replace(defect.old, defect.new), encoding="utf-8")


def environment(tree: Path) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(tree), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("STORMTABLE_DATA", None)  # the tests choose their own
    return env


def check_imported(tree: Path, defect: Defect, env: dict[str, str]) -> None:
    """The copy's module is the one imported (not the checkout's, which the venv's editable
    install points at), and it holds the defect."""
    probe = (
        "import importlib, inspect, sys\n"
        f"module = importlib.import_module({defect.module!r})\n"
        "print(inspect.getsourcefile(module))\n"
        f"sys.exit(0 if {defect.new!r} in inspect.getsource(module) else 3)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=tree, env=env, capture_output=True, text=True, timeout=120
    )
    where = Path(done.stdout.strip() or "?").resolve()
    if done.returncode != 0 or not where.is_relative_to(tree.resolve()):
        raise SystemExit(f"{defect.name}: imported {where} (exit {done.returncode}): {done.stderr[-2000:]}")


def run(defect: Defect, keep: bool, timeout: float) -> tuple[bool, float, str]:
    """Plant the defect in a fresh copy and run its tests: (caught, seconds, pytest's last line)."""
    scratch = Path(tempfile.mkdtemp(prefix="stormtable-mutant-"))
    try:
        tree = scratch / "stormtable"
        shutil.copytree(ROOT, tree, ignore=SKIP)
        plant(tree, defect)
        env = environment(tree)
        check_imported(tree, defect, env)
        command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *defect.tests]
        start = time.perf_counter()
        try:
            done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return False, time.perf_counter() - start, f"timed out after {timeout:.0f} s"
        seconds = time.perf_counter() - start
        lines = [line for line in done.stdout.splitlines() if line.strip()]
        last = lines[-1] if lines else done.stderr.strip()[-200:]
        if done.returncode not in (0, 1):  # 1: tests failed; anything else: pytest itself broke
            output = done.stdout[-3000:] + done.stderr
            raise SystemExit(f"{defect.name}: pytest exited {done.returncode}:\n{output}")
        return done.returncode == 1, seconds, last
    finally:
        if keep:
            print(f"kept {scratch}", file=sys.stderr)
        else:
            shutil.rmtree(scratch, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", type=int, action="append", help="only this defect (1-based; repeatable)")
    parser.add_argument("--list", action="store_true", help="list the defects and how each is planted")
    parser.add_argument("--keep", action="store_true", help="keep each scratch copy (its path is printed)")
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds a defect's tests may take")
    args = parser.parse_args(argv)
    chosen = [(n, d) for n, d in enumerate(DEFECTS, 1) if not args.only or n in args.only]
    if args.list:
        for number, defect in chosen:
            tests = " ".join(defect.tests)
            print(f"{number}. {defect.name} ({defect.path}): {defect.old!r} -> {defect.new!r}; {tests}")
        return 0
    rows = []
    for number, defect in chosen:
        caught, seconds, last = run(defect, args.keep, args.timeout)
        rows.append((f"{number}. {defect.name}", defect.path, " ".join(defect.tests), caught, seconds))
        verdict = "caught" if caught else "NOT CAUGHT"
        print(f"{number}. {defect.name}: {verdict} in {seconds:.0f} s ({last})", flush=True)
    print()
    print("| defect | file planted | tests run | caught | seconds |")
    print("|---|---|---|---|---|")
    for name, path, tests, caught, seconds in rows:
        print(f"| {name} | {path} | {tests} | {'yes' if caught else 'NO'} | {seconds:.0f} |")
    return 0 if all(row[3] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
