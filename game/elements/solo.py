"""The solved tables of Elements' solo optimum (:mod:`game.elements.solver`), cached and shared.

Computing a table takes about 9 s with numpy on the 2-core machine, once per sheet and kind; it
holds the values (and with a hazard the round-end worths), a byte per position and two layers'
pick-two tables: 75-100 MB over the interpreter's own (0.25 GB before the per-chunk facts).
It is cached in the user's data folder (15 MB each; the file name is a hash of the sheet's content
and the kind) and mapped from there read-only: only the pages look-ups touch are resident, and
:func:`release_pages` hands them back as a new game starts. A cache file that cannot be read or
does not fit is computed again and rewritten. Background computations (the window's) run one at a
time, each in a child process that writes the cache file (:func:`compute_elsewhere`), so the
window's process holds none of their work arrays; a frozen build, or a child that fails, computes
on the background thread instead, handing the freed work arrays back (:func:`release_memory`).
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import json
import mmap
import os
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable
from functools import cached_property
from pathlib import Path

import numpy as np

from game import background
from game.elements.rules import SOLO_ROWS_TO_END
from game.elements.sheet import Sheet
from game.elements.solver import SOLVER_VERSION, solve
from game.paths import data_dir

CACHE_FOLDER = "elements_solo"


def sheet_key(sheet: Sheet, rows: int = SOLO_ROWS_TO_END, dice: int = 4, hazard: float = 0.0) -> str:
    """A hash of the sheet's content (the name is part of it), of the rows that end the game and
    of the programme's version."""
    text = json.dumps(sheet.to_json(), sort_keys=True)
    text += f"|solo-v{SOLVER_VERSION}|rows-{rows}|dice-{dice}|hazard-{hazard:.6f}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def layout_sheet(doc: dict) -> Sheet:
    """The sheet an observation's ``layout`` shows (:meth:`Sheet.from_json`, the one parser)."""
    return Sheet.from_json(doc)


# -- the table, cached ---------------------------------------------------------------------------
Marks = tuple[int, ...]


class SheetRules:
    """One sheet's rules on marks tuples: which rows a face fits, where a miss goes, the score.

    They are the sheet's own (:class:`game.elements_sheet.Sheet`, which the engine plays by too);
    the dark row's freeze is read off the marks (see :mod:`game.elements.solver`)."""

    def __init__(self, sheet: Sheet) -> None:
        self.sheet = sheet
        self.lengths = sheet.lengths
        self.arrows = sheet.arrows
        self.colours = sheet.colours
        self.full = sheet.full
        self.completed = sheet.completed
        self.score = sheet.score
        self.frozen = sheet.frozen
        self.cross = sheet.cross
        self.fits = sheet.fits
        self.miss_targets = sheet.miss_targets

    def targets(self, marks: Marks, faces: list[int]) -> list[tuple[int, int]]:
        """The legal picks (index into ``faces``, target row) from the dice ``faces``."""
        return self.sheet.targets(marks, faces)


class SoloTable(SheetRules):
    """The solved values of one sheet, with the within-round look-ups the players need."""

    def __init__(
        self,
        sheet: Sheet,
        values: np.ndarray,
        rows: int = SOLO_ROWS_TO_END,
        dice: int = 4,
        hazard: float = 0.0,
    ) -> None:
        super().__init__(sheet)
        self.values = values
        self.rows = rows
        self.dice = dice
        self.hazard = hazard
        self.strides = tuple(int(np.prod(self.lengths[r + 1 :])) for r in range(6))

    @cached_property
    def start_value(self) -> float:
        """Expected score of optimal solo play from an empty sheet."""
        return self.value((0,) * 6)

    def index(self, marks: Marks | list[int]) -> int:
        return sum(m * s for m, s in zip(marks, self.strides, strict=True))

    def value(self, marks: Marks | list[int]) -> float:
        """Expected final score of optimal solo play from ``marks`` at the start of a round (the
        score itself once the game's rows are complete)."""
        return float(self.values[self.index(marks)])

    def end_value(self, marks: Marks | list[int]) -> float:
        """The worth of ``marks`` as a round ends (with a hazard, the game may end right there)."""
        value = self.value(marks)
        return value if not self.hazard else self.hazard * self.score(marks) + (1 - self.hazard) * value

    # -- values within a round -------------------------------------------------------------------
    def last_pick_value(self, marks: Marks, faces: list[int]) -> float:
        """The best the round's last pick from ``faces`` can do (the next round starts after it)."""
        return max(self.end_value(self.cross(marks, r)) for _, r in self.targets(marks, faces))

    def pick_value(self, marks: Marks, target: int, faces_left: list[int] | None) -> float:
        """Value of crossing ``target`` now: followed by a last pick from ``faces_left`` this
        round, or (``None``) by the next round. A sheet completing its third row ends the game."""
        after = self.cross(marks, target)
        if self.completed(after) >= self.rows:
            return float(self.score(after))
        if faces_left is None:
            return self.end_value(after)
        return self.last_pick_value(after, faces_left)


_TABLES: dict[str, SoloTable] = {}
_LOCK = threading.Lock()
"""Held while a table is loaded or computed."""
_START_LOCK = threading.Lock()
_COMPUTING: dict[str, background.Work] = {}


def cache_path(sheet: Sheet, rows: int = SOLO_ROWS_TO_END, dice: int = 4, hazard: float = 0.0) -> Path:
    return data_dir() / CACHE_FOLDER / f"{sheet_key(sheet, rows, dice, hazard)}.npy"


def solo_table(
    sheet: Sheet,
    wait: bool = True,
    rows: int = SOLO_ROWS_TO_END,
    dice: int = 4,
    hazard: float = 0.0,
    progress: Callable[[float], None] | None = None,
) -> SoloTable | None:
    """The solved table of ``sheet``: from memory, else the cache file, else computed (some
    seconds, once per sheet) and written to the cache. A cache file that is unreadable or does not
    fit is computed again and replaced.

    With ``wait=False`` it never blocks: it returns None and starts the work on a background
    thread unless the table is already in memory (the app's players use this, so a decision
    never waits for the table). ``rows``: the game ends as that many rows are complete (other
    than 3 for the hard player's estimate of a game with more players). ``progress``: told the
    share done while this call computes the table (see :func:`solve`)."""
    key = sheet_key(sheet, rows, dice, hazard)
    table = _TABLES.get(key)
    if table is not None or (not wait and _start(key, sheet, rows, dice, hazard)):
        return table
    with _LOCK:
        table = _TABLES.get(key)
        if table is None:
            values = _load_or_solve(sheet, rows, dice, hazard, progress)
            table = SoloTable(sheet, values, rows, dice, hazard)
            _TABLES[key] = table
        return table


def _start(key: str, sheet: Sheet, rows: int, dice: int, hazard: float) -> bool:
    """Start loading or computing the table beside the frame (once, :mod:`game.background`);
    True when started."""
    with _START_LOCK:
        work = _COMPUTING.get(key)
        if work is None or (not work.is_alive() and key not in _TABLES):
            args = (sheet, rows, dice, hazard)
            _COMPUTING[key] = background.start("stormtable-elements-solo", _background, *args)
    return True


def _background(sheet: Sheet, rows: int, dice: int, hazard: float) -> None:
    """A background thread's work: the table computed by a child process, then mapped here."""
    if not table_known(sheet, rows, dice, hazard):
        compute_elsewhere(sheet, rows, dice, hazard)
    solo_table(sheet, True, rows, dice, hazard)  # computed here after all if the child failed


_CHILD_LOCK = threading.Lock()
CHILD_SECONDS = 600.0
"""A child process computing a table is given up (and the work done here) after this long."""


def compute_elsewhere(sheet: Sheet, rows: int, dice: int, hazard: float) -> bool:
    """Compute a table in a child process (``python -m game.elements.solo``), which writes
    the cache file; True when it did. The window's process then never holds the computation's
    work arrays (its resident size stays put) and its frames do not share the interpreter with
    it. Not in a frozen build, whose executable is the app itself. One child at a time."""
    if getattr(sys, "frozen", False):
        return False
    path = cache_path(sheet, rows, dice, hazard)
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p))
    command = [sys.executable, "-m", "game.elements.solo", str(path), str(rows), str(dice), repr(hazard)]
    with _CHILD_LOCK:
        try:
            done = subprocess.run(
                command,
                input=json.dumps(sheet.to_json()),
                text=True,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                timeout=CHILD_SECONDS,
                check=False,
            )
        except (OSError, subprocess.SubprocessError):
            return False
    return done.returncode == 0


def table_known(sheet: Sheet, rows: int = SOLO_ROWS_TO_END, dice: int = 4, hazard: float = 0.0) -> bool:
    """True when the table is in memory or its cache file looks usable (it is not read through)."""
    if sheet_key(sheet, rows, dice, hazard) in _TABLES:
        return True
    try:
        return cache_path(sheet, rows, dice, hazard).stat().st_size > 4 * int(np.prod(sheet.lengths))
    except OSError:
        return False


def _load_or_solve(
    sheet: Sheet, rows: int, dice: int, hazard: float, progress: Callable[[float], None] | None = None
) -> np.ndarray:
    """The cache file mapped read-only (its pages are read as look-ups touch them and can be
    handed back, see :func:`release_pages`), else the table computed, written and mapped."""
    path = cache_path(sheet, rows, dice, hazard)
    size = int(np.prod(sheet.lengths))
    values = _mapped(path, size)
    if values is not None:
        return values
    values = solve(sheet, rows, dice, hazard, progress)
    release_memory()
    _write(path, values)  # a read-only data folder: the table is still used, just not kept
    return values  # in memory until release_pages() swaps it for the written file


def _write(path: Path, values: np.ndarray) -> bool:
    """Write a table's cache file whole or not at all (another process may be mapping it)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            np.save(handle, values)
        os.replace(tmp, path)
    except OSError:
        return False
    return True


_MAPS: list[mmap.mmap] = []
"""The mapped cache files of the tables in memory."""
HEADER_READERS = {
    (1, 0): np.lib.format.read_array_header_1_0,
    (2, 0): np.lib.format.read_array_header_2_0,
}


def _mapped(path: Path, size: int) -> np.ndarray | None:
    """The float32 table of ``size`` values in the cache file ``path``, mapped read-only; None
    when the file is missing, unreadable, of another shape or holds a value that is not finite
    (checked by plain reads, block by block, so the check leaves no page of the map resident)."""
    try:
        with open(path, "rb") as handle:
            version = np.lib.format.read_magic(handle)
            reader = HEADER_READERS.get(version)
            if reader is None:
                return None
            shape, fortran, dtype = reader(handle)
            offset = handle.tell()
            if shape != (size,) or dtype != np.float32 or fortran:
                return None
            for start in range(0, size, 1 << 18):
                block = np.fromfile(handle, dtype=np.float32, count=min(1 << 18, size - start))
                if len(block) != min(1 << 18, size - start) or not np.isfinite(block).all():
                    return None
            mapping = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError, EOFError):
        return None
    _MAPS.append(mapping)
    return np.frombuffer(mapping, dtype=np.float32, count=size, offset=offset)


def release_pages() -> None:
    """Let the system take back the pages of the mapped tables that look-ups have read so far
    (they are read again from the file, or the system's cache, when next needed): without it a
    long session's resident size grows with every game that visits new positions. A table
    computed in this process is first swapped for its written cache file, so its copy in memory
    goes too. Called as computer players sit down for a new game."""
    for table in list(_TABLES.values()):  # never waits for a computation (the lock)
        if table.values.flags.owndata:
            path = cache_path(table.sheet, table.rows, table.dice, table.hazard)
            mapped = _mapped(path, len(table.values))
            if mapped is not None and np.array_equal(mapped, table.values):
                table.values = mapped
    advice = getattr(mmap, "MADV_DONTNEED", None)
    if advice is None:
        return
    for mapping in list(_MAPS):
        with contextlib.suppress(OSError, ValueError):
            mapping.madvise(advice)


def release_memory() -> None:
    """Give the freed work arrays of a computation back to the system. glibc keeps freed memory
    of big arrays in its heaps (one per thread that allocated it) and the resident size would
    stay at the computation's peak; elsewhere this does nothing."""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError):  # not glibc (musl has no malloc_trim)
        ctypes.CDLL(None).malloc_trim(0)


def forget_tables() -> None:
    """Let the background work finish, then drop the in-memory tables (tests use it to exercise
    the cache file)."""
    with _START_LOCK:
        threads = list(_COMPUTING.values())
        _COMPUTING.clear()
    for thread in threads:
        thread.join()
    with _LOCK:
        _TABLES.clear()
        _MAPS.clear()  # each map closes once no table reads it


def _child(argv: list[str]) -> int:
    """The child process of :func:`compute_elsewhere`: the sheet (file format) on stdin; the cache
    file's path, the rows, the dice and the hazard as arguments."""
    path, rows, dice, hazard = argv
    sheet = layout_sheet(json.loads(sys.stdin.read()))
    return 0 if _write(Path(path), solve(sheet, int(rows), int(dice), float(hazard))) else 1


__all__ = ["SheetRules", "SoloTable", "release_pages", "solo_table", "table_known"]


if __name__ == "__main__":
    sys.exit(_child(sys.argv[1:]))
