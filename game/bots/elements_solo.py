"""The exact solo optimum of Elements: a dynamic programme over every solo sheet position.

A solo *position* is the six rows' marks (fire, water, earth, air, dark, light); whether the dark
row is frozen follows from them (every element row at its arrow and the dark row not full: the
freeze is checked on every element cross, and a frozen dark row can no longer change). On the
shipped sheet that is 13^4 * 10 * 13 = 3.7 million positions. ``V[p]`` is the expected final score
of optimal play from position ``p`` at the start of a round (before the roll); a finished sheet
(three completed rows) is worth its score.

A round is a roll of the four element dice (rolled again while three or more show dark) and two
picks. Each pick crosses one row, so the total of the marks grows by one per cross and the
positions are solved layer by layer, from the fullest sheets down. Within a layer everything is
vectorised over positions and the 65 distinct rolls (a roll is a multiset of faces: only faces
matter in solo, not which die shows them). The one exception to "every pick crosses" is declining
a miss with the light row full (target ``none``): declining both picks of a round leaves the sheet
as it was, so those positions solve a small fixed point (the player may wait for a better roll).

The same programme solves the tables the hard player uses with more players (see
:mod:`game.bots.elements_hard`): the game ending at another number of completed rows, a round
giving two picks from three dice, and a chance per round that the game ends (a ``hazard``).

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
import itertools
import json
import mmap
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

from game.elements import DIE_FACES, LIGHT, MAX_DARK_SHOWN, SOLO_ROWS_TO_END, dice_for
from game.elements_sheet import DARK, Sheet
from game.paths import data_dir

SOLVER_VERSION = 1
"""Part of the cache key: bump it when the programme's meaning changes."""
CACHE_FOLDER = "elements_solo"
FACES = 5
"""Face kinds: the four elements (0-3) and dark (4)."""
NEG = np.float32(-np.inf)
CHUNK = 4096
"""Positions solved at once (bounds the work arrays' memory)."""


def solo_rolls(dice: int = 4) -> tuple[np.ndarray, np.ndarray]:
    """The distinct solo rolls as face counts (rows of 5) and their probabilities. ``dice=3``: a
    roll of the four dice with one of them, at random, taken away first (the choice a player has
    in a 2-player round)."""
    counts: Counter[tuple[int, ...]] = Counter()
    for faces in itertools.product(*(DIE_FACES[d] for d in dice_for(1))):
        if faces.count(DARK) <= MAX_DARK_SHOWN:
            for gone in range(4) if dice == 3 else (None,):
                kept = [f for i, f in enumerate(faces) if i != gone]
                counts[tuple(kept.count(c) for c in range(FACES))] += 1
    keys = sorted(counts)
    total = sum(counts.values())
    return np.array(keys, dtype=np.int8), np.array([counts[k] / total for k in keys])


def face_mask(faces: list[int] | tuple[int, ...]) -> int:
    """The set of face kinds among ``faces`` as a 5-bit mask (the pick-2 tables' column)."""
    mask = 0
    for face in faces:
        mask |= 1 << face
    return mask


def sheet_key(sheet: Sheet, rows: int = SOLO_ROWS_TO_END, dice: int = 4, hazard: float = 0.0) -> str:
    """A hash of the sheet's content (the name is part of it), of the rows that end the game and
    of the programme's version."""
    text = json.dumps(sheet.to_json(), sort_keys=True)
    text += f"|solo-v{SOLVER_VERSION}|rows-{rows}|dice-{dice}|hazard-{hazard:.6f}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def layout_sheet(doc: dict) -> Sheet:
    """The sheet an observation's ``layout`` shows (:meth:`Sheet.from_json`, the one parser)."""
    return Sheet.from_json(doc)


@dataclass
class Facts:
    """Per-position facts of some positions ``idx`` of a sheet (one column per position)."""

    idx: np.ndarray
    marks: np.ndarray
    full: np.ndarray
    terminal: np.ndarray
    score: np.ndarray
    darkfit: np.ndarray
    need: np.ndarray
    """The colour of each element row's next field (-1 where the row is full)."""


@dataclass
class Positions:
    """One sheet's positions: only each position's layer (its total of marks) is kept for all of
    them; the other facts are worked out for the positions of one chunk at a time (:meth:`at`),
    so solving holds little beyond the values themselves."""

    sheet: Sheet
    rows: int = SOLO_ROWS_TO_END

    def __post_init__(self) -> None:
        sheet = self.sheet
        self.shape = sheet.lengths
        self.size = int(np.prod(self.shape))
        self.strides = tuple(int(np.prod(self.shape[r + 1 :])) for r in range(6))
        self.row_values = [np.asarray(sheet.row_values(r), dtype=np.float32) for r in range(6)]
        self.next_colour = [
            np.array([*sheet.elements[r].colours, -1][1:], dtype=np.int8) for r in range(4)
        ]
        layer = np.zeros(self.shape, dtype=np.int8)  # at most 6 x 13 marks
        for r in range(6):
            layer += np.arange(self.shape[r], dtype=np.int8).reshape([-1 if i == r else 1 for i in range(6)])
        self.layer = layer.reshape(-1)

    def marks(self, idx: np.ndarray) -> np.ndarray:
        return np.stack([(idx // self.strides[r]) % self.shape[r] for r in range(6)]).astype(np.int8)

    def score(self, idx: np.ndarray, marks: np.ndarray | None = None) -> np.ndarray:
        marks = self.marks(idx) if marks is None else marks
        score = np.zeros(len(idx), dtype=np.float32)
        for r in range(6):
            score += self.row_values[r][marks[r]]
        return score

    def at(self, idx: np.ndarray) -> Facts:
        marks = self.marks(idx)
        full = np.stack([marks[r] == self.shape[r] - 1 for r in range(6)])
        arrows = np.stack([marks[r] >= self.sheet.elements[r].arrow for r in range(4)]).all(0)
        frozen = arrows & ~full[DARK]
        return Facts(
            idx=idx,
            marks=marks,
            full=full,
            terminal=full.sum(0) >= self.rows,
            score=self.score(idx, marks),
            darkfit=~frozen & ~full[DARK],
            need=np.stack([self.next_colour[r][marks[r]] for r in range(4)]),
        )


def solve(
    sheet: Sheet,
    rows: int = SOLO_ROWS_TO_END,
    dice: int = 4,
    hazard: float = 0.0,
    progress: Callable[[float], None] | None = None,
) -> np.ndarray:
    """``V`` for every position of ``sheet`` (float32, indexed like ``np.ravel_multi_index``) when
    the game ends as ``rows`` rows of the sheet are complete (solo: 3), or (``hazard``) after any
    round with that probability. ``progress`` is told the share of positions solved, layer by
    layer.

    Memory: the values (and with a hazard the round-end worths) of all positions, one byte per
    position for its layer, and the pick-two tables of two layers; the work arrays are per chunk."""
    pos = Positions(sheet, rows)
    counts, probs = solo_rolls(dice)
    probs32 = probs.astype(np.float32)
    nroll = len(counts)
    # after_one[c, R]: the faces left after taking one die of face c from roll R (0: c not in R)
    after_one = np.zeros((FACES + 1, nroll), dtype=np.int64)
    for c in range(FACES):
        for k, row in enumerate(counts):
            if row[c]:
                rest = row.copy()
                rest[c] -= 1
                after_one[c, k] = face_mask([f for f in range(FACES) if rest[f]])
    has_dark = counts[:, DARK] > 0

    values = np.full(pos.size, NEG, dtype=np.float32)
    ends = values if not hazard else np.full(pos.size, NEG, dtype=np.float32)
    """The worth of a sheet as a round ends: V, or with a hazard the score with that probability."""
    keep = np.float32(1 - hazard)
    g_next = np.full((1, 32), NEG, dtype=np.float32)
    next_idx = np.zeros(1, dtype=np.int64)
    """The next layer's positions (ascending) and their pick-two tables, row by row."""
    done = 0
    for layer in range(int(pos.layer.max()), -1, -1):
        idx = np.flatnonzero(pos.layer == layer)
        starts = range(0, len(idx), CHUNK)
        for i in starts:
            part = idx[i : i + CHUNK]
            values[part] = _layer_values(
                pos, part, ends, g_next, next_idx, probs32, after_one, has_dark, keep
            )
            time.sleep(0)  # on a background thread: let the window's frame run between chunks
        if hazard:
            ends[idx] = (1 - keep) * pos.score(idx) + keep * values[idx]
        g_layer = np.empty((len(idx), 32), dtype=np.float32)
        for i in starts:
            g_layer[i : i + CHUNK] = _pick_two_table(pos, pos.at(idx[i : i + CHUNK]), ends).T
        g_next, next_idx = g_layer, idx
        del g_layer
        if progress is not None:
            done += len(idx)
            progress(done / pos.size)
    return values


def _neighbour_values(pos: Positions, f: Facts, values: np.ndarray) -> list[np.ndarray]:
    """V after crossing each row (0-5) from the positions ``f`` (-inf where the row is full)."""
    out = []
    for r in range(6):
        ok = ~f.full[r]
        v = np.full(len(f.idx), NEG, dtype=np.float32)
        v[ok] = values[f.idx[ok] + pos.strides[r]]
        out.append(v)
    return out


def _fallbacks(f: Facts, nb: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Best V over the fewest-crossed open element rows (light-row-full miss) and over all open
    element rows (a forced dark face with the dark row full)."""
    marks = f.marks[:4].astype(np.int16)
    open_rows = ~f.full[:4]
    fewest = np.where(open_rows, marks, 99).min(0)
    few_best = np.full(len(f.idx), NEG, dtype=np.float32)
    open_best = np.full(len(f.idx), NEG, dtype=np.float32)
    for r in range(4):
        open_best = np.maximum(open_best, np.where(open_rows[r], nb[r], NEG))
        few_best = np.maximum(few_best, np.where(open_rows[r] & (marks[r] == fewest), nb[r], NEG))
    return few_best, open_best


def _pick_two_table(pos: Positions, f: Facts, values: np.ndarray) -> np.ndarray:
    """G[S, u] for the positions ``f``: the value of the round's last pick from the faces in the
    5-bit set S (the score if the sheet is already finished; row 0 is -inf)."""
    n = len(f.idx)
    nb = _neighbour_values(pos, f, values)
    few_best, open_best = _fallbacks(f, nb)
    own = values[f.idx]
    fit = np.full((FACES, n), NEG, dtype=np.float32)
    need = f.need
    for r in range(4):
        for c in range(4):
            np.maximum(fit[c], np.where(need[r] == c, nb[r], NEG), out=fit[c])
    fit[DARK] = np.where(f.darkfit, nb[DARK], NEG)
    light_full = f.full[LIGHT]
    miss_element = np.where(light_full, np.maximum(few_best, own), nb[LIGHT])
    miss_dark = np.where(f.full[DARK], open_best, miss_element)
    fit_best = np.full((32, n), NEG, dtype=np.float32)
    miss_best = np.full((32, n), NEG, dtype=np.float32)
    for s in range(1, 32):
        low = (s & -s).bit_length() - 1
        rest = s & (s - 1)
        np.maximum(fit_best[rest], fit[low], out=fit_best[s])
        np.maximum(miss_best[rest], miss_dark if low == DARK else miss_element, out=miss_best[s])
    table = np.where(np.isfinite(fit_best), fit_best, miss_best)
    term = f.terminal
    table[:, term] = f.score[term]
    table[0] = NEG
    return table


def _layer_values(
    pos: Positions,
    idx: np.ndarray,
    values: np.ndarray,
    g_next: np.ndarray,
    next_idx: np.ndarray,
    probs: np.ndarray,
    after_one: np.ndarray,
    has_dark: np.ndarray,
    keep: np.float32,
) -> np.ndarray:
    """V for the positions ``idx`` of one layer, from the next layer's pick-two table ``g_next``
    (the positions ``next_idx`` by faces-left sets S). Work arrays are rolls (or sets) by
    positions."""
    whole = pos.at(idx)
    out = whole.score.copy()
    live = ~whole.terminal
    s = idx[live]
    n = len(s)
    if n == 0:
        return out
    f = pos.at(s)
    nroll = len(probs)
    # after[r]: the pick-two table of the position after crossing row r with the first pick
    after = []
    for r in range(6):
        ok = ~f.full[r]
        rows = np.full((n, 32), NEG, dtype=np.float32)
        rows[ok] = g_next[np.searchsorted(next_idx, s[ok] + pos.strides[r])]
        after.append(np.ascontiguousarray(rows.T))
    best = after[DARK][after_one[DARK]]
    best[:, ~f.darkfit] = NEG
    need = f.need
    for r in range(4):
        pick = np.full((nroll, n), NEG, dtype=np.float32)
        for c in range(4):
            np.copyto(pick, after[r][after_one[c]], where=need[r] == c)
        np.maximum(best, pick, out=best)
    miss = ~np.isfinite(best)
    # a roll where no die fits: the misses (computed for the whole chunk: most positions have one)
    light_full = f.full[LIGHT]
    dark_full = f.full[DARK]
    marks = f.marks[:4].astype(np.int16)
    open_rows = ~f.full[:4]
    fewest = np.where(open_rows, marks, 99).min(0)
    few = np.full((32, n), NEG, dtype=np.float32)
    any_open = np.full((32, n), NEG, dtype=np.float32)
    for r in range(4):
        np.copyto(any_open, np.maximum(any_open, after[r]), where=open_rows[r])
        np.copyto(few, np.maximum(few, after[r]), where=open_rows[r] & (marks[r] == fewest))
    miss_element = after[LIGHT].copy()
    np.copyto(miss_element, few, where=light_full)
    miss_dark = miss_element.copy()
    np.copyto(miss_dark, any_open, where=dark_full)
    value = miss_dark[after_one[DARK]]
    for c in range(4):
        np.maximum(value, miss_element[after_one[c]], out=value)
    # declining the first pick (light row full): the second pick is a miss from this position
    nb = _neighbour_values(pos, f, values)
    few_best, open_best = _fallbacks(f, nb)
    decline = np.maximum(few_best[None, :], np.where(has_dark[:, None] & dark_full, open_best, NEG))
    np.copyto(value, np.maximum(value, decline), where=light_full)
    np.copyto(best, value, where=miss)
    loop = miss & light_full  # declining both picks: the sheet stays as it is
    out[live] = _fixed_point(best, loop, probs, (1 - keep) * f.score, keep)
    return out


def _fixed_point(
    best: np.ndarray, loop: np.ndarray, probs: np.ndarray, banked: np.ndarray, keep: np.float32
) -> np.ndarray:
    """V = sum_R p_R * max(best_R, banked + keep * V if the roll lets the sheet stay as it is)."""
    v = probs @ best
    cols = np.flatnonzero(loop.any(0))
    if len(cols):
        b, lp, c = best[:, cols], loop[:, cols], banked[cols]
        x = v[cols]
        for _ in range(300):
            nxt = probs @ np.where(lp, np.maximum(b, c + keep * x), b)
            done = np.max(np.abs(nxt - x)) < 1e-5
            x = nxt
            if done:
                break
        v[cols] = x
    return v


# -- the table, cached ---------------------------------------------------------------------------
Marks = tuple[int, ...]


class SheetRules:
    """One sheet's rules on marks tuples: which rows a face fits, where a miss goes, the score.

    They are the sheet's own (:class:`game.elements_sheet.Sheet`, which the engine plays by too);
    the dark row's freeze is read off the marks (see the module's text)."""

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
_COMPUTING: dict[str, threading.Thread] = {}


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
    """Start loading or computing the table on a daemon thread (once); True when started."""
    with _START_LOCK:
        thread = _COMPUTING.get(key)
        if thread is None or (not thread.is_alive() and key not in _TABLES):
            thread = threading.Thread(
                target=_background,
                args=(sheet, rows, dice, hazard),
                name="stormtable-elements-solo",
                daemon=True,
            )
            _COMPUTING[key] = thread
            thread.start()
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
    """Compute a table in a child process (``python -m game.bots.elements_solo``), which writes
    the cache file; True when it did. The window's process then never holds the computation's
    work arrays (its resident size stays put) and its frames do not share the interpreter with
    it. Not in a frozen build, whose executable is the app itself. One child at a time."""
    if getattr(sys, "frozen", False):
        return False
    path = cache_path(sheet, rows, dice, hazard)
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p))
    command = [sys.executable, "-m", "game.bots.elements_solo", str(path), str(rows), str(dice), repr(hazard)]
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


__all__ = ["SheetRules", "SoloTable", "face_mask", "release_pages", "solo_table", "solve", "table_known"]


if __name__ == "__main__":
    sys.exit(_child(sys.argv[1:]))
