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

Computing a table takes about 8 s with numpy on the 2-core machine (peak memory about 0.3 GB),
once per sheet and kind: it is cached in the user's data folder (15 MB each; the file name is a
hash of the sheet's content and the kind), loaded in well under a second, and a cache file that
cannot be read or does not fit is computed again and rewritten. Background computations run one
at a time.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

from game.elements import DIE_FACES, LIGHT, MAX_DARK_SHOWN, NONE, SOLO_ROWS_TO_END, dice_for
from game.elements_sheet import COLOUR_LETTERS, DARK, ELEMENTS, ElementRow, Sheet
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
    """The sheet an observation's ``layout`` shows (its file format), without checking it again:
    it comes from a game whose sheet was checked when the game started."""
    rows = [doc["element_rows"][e] for e in ELEMENTS]
    return Sheet(
        doc.get("name", ""),
        tuple(
            ElementRow(
                tuple(r["values"]),
                (-1, *(COLOUR_LETTERS.index(c.upper()) for c in r["colours"][1:])),
                r["arrow"],
            )
            for r in rows
        ),
        tuple(doc["dark_row"]["values"]),
        tuple(doc["light_row"]["values"]),
    )


@dataclass
class Positions:
    """Per-position facts of one sheet, vectorised over all positions."""

    sheet: Sheet
    rows: int = SOLO_ROWS_TO_END

    def __post_init__(self) -> None:
        sheet = self.sheet
        self.shape = sheet.lengths
        self.size = int(np.prod(self.shape))
        self.strides = tuple(int(np.prod(self.shape[r + 1 :])) for r in range(6))
        marks = np.indices(self.shape, dtype=np.int8).reshape(6, -1)
        self.marks = marks
        self.full = np.stack([marks[r] == self.shape[r] - 1 for r in range(6)])
        self.terminal = self.full.sum(0) >= self.rows
        score = np.zeros(self.size, dtype=np.float32)
        for r in range(6):
            score += np.asarray(sheet.row_values(r), dtype=np.float32)[marks[r]]
        self.score = score
        arrows = np.stack([marks[r] >= sheet.elements[r].arrow for r in range(4)]).all(0)
        self.frozen = arrows & ~self.full[DARK]
        self.darkfit = ~self.frozen & ~self.full[DARK]
        need = []
        for r in range(4):
            table = np.array([*sheet.elements[r].colours, -1][1:], dtype=np.int8)  # next field's colour
            need.append(table[marks[r]])
        self.need = np.stack(need)
        self.layer = marks.sum(0, dtype=np.int16)


def solve(sheet: Sheet, rows: int = SOLO_ROWS_TO_END, dice: int = 4, hazard: float = 0.0) -> np.ndarray:
    """``V`` for every position of ``sheet`` (float32, indexed like ``np.ravel_multi_index``) when
    the game ends as ``rows`` rows of the sheet are complete (solo: 3), or (``hazard``) after any
    round with that probability."""
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

    order = np.argsort(pos.layer, kind="stable")
    bounds = np.concatenate([[0], np.cumsum(np.bincount(pos.layer))])
    local = np.empty(pos.size, dtype=np.int64)
    for layer in range(len(bounds) - 1):
        local[order[bounds[layer] : bounds[layer + 1]]] = np.arange(bounds[layer + 1] - bounds[layer])

    values = np.full(pos.size, NEG, dtype=np.float32)
    ends = values if not hazard else np.full(pos.size, NEG, dtype=np.float32)
    """The worth of a sheet as a round ends: V, or with a hazard the score with that probability."""
    keep = np.float32(1 - hazard)
    g_next = np.full((1, 32), NEG, dtype=np.float32)
    for layer in range(len(bounds) - 2, -1, -1):
        idx = order[bounds[layer] : bounds[layer + 1]]
        chunks = [idx[i : i + CHUNK] for i in range(0, len(idx), CHUNK)]
        for part in chunks:
            values[part] = _layer_values(pos, part, ends, g_next, local, probs32, after_one, has_dark, keep)
            time.sleep(0)  # on a background thread: let the window's frame run between chunks
        if hazard:
            ends[idx] = (1 - keep) * pos.score[idx] + keep * values[idx]
        g_next = np.concatenate([_pick_two_table(pos, part, ends).T for part in chunks])
    return values


def _neighbour_values(pos: Positions, idx: np.ndarray, values: np.ndarray) -> list[np.ndarray]:
    """V after crossing each row (0-5) from the positions ``idx`` (-inf where the row is full)."""
    out = []
    for r in range(6):
        ok = ~pos.full[r][idx]
        v = np.full(len(idx), NEG, dtype=np.float32)
        v[ok] = values[idx[ok] + pos.strides[r]]
        out.append(v)
    return out


def _fallbacks(pos: Positions, idx: np.ndarray, nb: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Best V over the fewest-crossed open element rows (light-row-full miss) and over all open
    element rows (a forced dark face with the dark row full)."""
    marks = pos.marks[:4, idx].astype(np.int16)
    open_rows = ~pos.full[:4, idx]
    fewest = np.where(open_rows, marks, 99).min(0)
    few_best = np.full(len(idx), NEG, dtype=np.float32)
    open_best = np.full(len(idx), NEG, dtype=np.float32)
    for r in range(4):
        open_best = np.maximum(open_best, np.where(open_rows[r], nb[r], NEG))
        few_best = np.maximum(few_best, np.where(open_rows[r] & (marks[r] == fewest), nb[r], NEG))
    return few_best, open_best


def _pick_two_table(pos: Positions, idx: np.ndarray, values: np.ndarray) -> np.ndarray:
    """G[S, u] for the positions ``idx``: the value of the round's last pick from the faces in the
    5-bit set S (the score if the sheet is already finished; row 0 is -inf)."""
    n = len(idx)
    nb = _neighbour_values(pos, idx, values)
    few_best, open_best = _fallbacks(pos, idx, nb)
    own = values[idx]
    fit = np.full((FACES, n), NEG, dtype=np.float32)
    need = pos.need[:, idx]
    for r in range(4):
        for c in range(4):
            np.maximum(fit[c], np.where(need[r] == c, nb[r], NEG), out=fit[c])
    fit[DARK] = np.where(pos.darkfit[idx], nb[DARK], NEG)
    light_full = pos.full[LIGHT][idx]
    miss_element = np.where(light_full, np.maximum(few_best, own), nb[LIGHT])
    miss_dark = np.where(pos.full[DARK][idx], open_best, miss_element)
    fit_best = np.full((32, n), NEG, dtype=np.float32)
    miss_best = np.full((32, n), NEG, dtype=np.float32)
    for s in range(1, 32):
        low = (s & -s).bit_length() - 1
        rest = s & (s - 1)
        np.maximum(fit_best[rest], fit[low], out=fit_best[s])
        np.maximum(miss_best[rest], miss_dark if low == DARK else miss_element, out=miss_best[s])
    table = np.where(np.isfinite(fit_best), fit_best, miss_best)
    term = pos.terminal[idx]
    table[:, term] = pos.score[idx[term]]
    table[0] = NEG
    return table


def _layer_values(
    pos: Positions,
    idx: np.ndarray,
    values: np.ndarray,
    g_next: np.ndarray,
    local: np.ndarray,
    probs: np.ndarray,
    after_one: np.ndarray,
    has_dark: np.ndarray,
    keep: np.float32,
) -> np.ndarray:
    """V for the positions ``idx`` of one layer, from the next layer's pick-two table ``g_next``
    (positions by faces-left sets S). Work arrays are rolls (or sets) by positions."""
    out = pos.score[idx].copy()
    live = ~pos.terminal[idx]
    s = idx[live]
    n = len(s)
    if n == 0:
        return out
    nroll = len(probs)
    # after[r]: the pick-two table of the position after crossing row r with the first pick
    after = []
    for r in range(6):
        ok = ~pos.full[r][s]
        rows = np.full((n, 32), NEG, dtype=np.float32)
        rows[ok] = g_next[local[s[ok] + pos.strides[r]]]
        after.append(np.ascontiguousarray(rows.T))
    best = after[DARK][after_one[DARK]]
    best[:, ~pos.darkfit[s]] = NEG
    need = pos.need[:, s]
    for r in range(4):
        pick = np.full((nroll, n), NEG, dtype=np.float32)
        for c in range(4):
            np.copyto(pick, after[r][after_one[c]], where=need[r] == c)
        np.maximum(best, pick, out=best)
    miss = ~np.isfinite(best)
    # a roll where no die fits: the misses (computed for the whole chunk: most positions have one)
    light_full = pos.full[LIGHT][s]
    dark_full = pos.full[DARK][s]
    marks = pos.marks[:4, s].astype(np.int16)
    open_rows = ~pos.full[:4, s]
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
    nb = _neighbour_values(pos, s, values)
    few_best, open_best = _fallbacks(pos, s, nb)
    decline = np.maximum(few_best[None, :], np.where(has_dark[:, None] & dark_full, open_best, NEG))
    np.copyto(value, np.maximum(value, decline), where=light_full)
    np.copyto(best, value, where=miss)
    loop = miss & light_full  # declining both picks: the sheet stays as it is
    out[live] = _fixed_point(best, loop, probs, (1 - keep) * pos.score[s], keep)
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

    They mirror :class:`game.elements.ElementsState` for one sheet;
    ``tests/test_elements_bot_levels.py`` checks them against it."""

    def __init__(self, sheet: Sheet) -> None:
        self.sheet = sheet
        self.lengths = sheet.lengths
        self.arrows = tuple(row.arrow for row in sheet.elements)
        self.colours = tuple(row.colours for row in sheet.elements)

    # -- one sheet's rules -----------------------------------------------------------------------
    def full(self, marks: Marks, row: int) -> bool:
        return marks[row] == self.lengths[row] - 1

    def completed(self, marks: Marks) -> int:
        return sum(self.full(marks, r) for r in range(6))

    def score(self, marks: Marks) -> int:
        return sum(self.sheet.row_values(r)[m] for r, m in enumerate(marks))

    def frozen(self, marks: Marks) -> bool:
        return not self.full(marks, DARK) and all(marks[r] >= self.arrows[r] for r in range(4))

    def cross(self, marks: Marks, target: int) -> Marks:
        if target == NONE:
            return marks
        out = list(marks)
        out[target] += 1
        return tuple(out)

    def fits(self, marks: Marks, face: int) -> list[int]:
        if face == DARK:
            return [] if self.frozen(marks) or self.full(marks, DARK) else [DARK]
        return [
            r
            for r in range(4)
            if marks[r] + 1 < self.lengths[r] and self.colours[r][marks[r] + 1] == face
        ]

    def miss_targets(self, marks: Marks, face: int) -> list[int]:
        open_rows = [r for r in range(4) if not self.full(marks, r)]
        if face == DARK and self.full(marks, DARK) and open_rows:
            return open_rows
        if not self.full(marks, LIGHT):
            return [LIGHT]
        if not open_rows:
            return [NONE]
        fewest = min(marks[r] for r in open_rows)
        return [r for r in open_rows if marks[r] == fewest] + [NONE]

    def targets(self, marks: Marks, faces: list[int]) -> list[tuple[int, int]]:
        """The legal picks (index into ``faces``, target row) from the dice ``faces``."""
        out = [(i, r) for i, f in enumerate(faces) for r in self.fits(marks, f)]
        if out:
            return out
        return [(i, r) for i, f in enumerate(faces) for r in self.miss_targets(marks, f)]


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
    sheet: Sheet, wait: bool = True, rows: int = SOLO_ROWS_TO_END, dice: int = 4, hazard: float = 0.0
) -> SoloTable | None:
    """The solved table of ``sheet``: from memory, else the cache file, else computed (some
    seconds, once per sheet) and written to the cache. A cache file that is unreadable or does not
    fit is computed again and replaced.

    With ``wait=False`` it never blocks: it returns None and starts the work on a background
    thread unless the table is already in memory (the app's players use this, so a decision
    never waits for the table). ``rows``: the game ends as that many rows are complete (other
    than 3 for the hard player's estimate of a game with more players)."""
    key = sheet_key(sheet, rows, dice, hazard)
    table = _TABLES.get(key)
    if table is not None or (not wait and _start(key, sheet, rows, dice, hazard)):
        return table
    with _LOCK:
        table = _TABLES.get(key)
        if table is None:
            table = SoloTable(sheet, _load_or_solve(sheet, rows, dice, hazard), rows, dice, hazard)
            _TABLES[key] = table
        return table


def _start(key: str, sheet: Sheet, rows: int, dice: int, hazard: float) -> bool:
    """Start loading or computing the table on a daemon thread (once); True when started."""
    with _START_LOCK:
        thread = _COMPUTING.get(key)
        if thread is None or (not thread.is_alive() and key not in _TABLES):
            thread = threading.Thread(
                target=solo_table,
                args=(sheet, True, rows, dice, hazard),
                name="stormtable-elements-solo",
                daemon=True,
            )
            _COMPUTING[key] = thread
            thread.start()
    return True


def _load_or_solve(sheet: Sheet, rows: int, dice: int, hazard: float) -> np.ndarray:
    path = cache_path(sheet, rows, dice, hazard)
    size = int(np.prod(sheet.lengths))
    try:
        values = np.load(path, allow_pickle=False)
        if values.dtype == np.float32 and values.shape == (size,) and np.isfinite(values).all():
            return values
    except (OSError, ValueError, EOFError):
        pass
    values = solve(sheet, rows, dice, hazard)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            np.save(handle, values)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only data folder: the table is still used, just not kept
    return values


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


__all__ = ["SheetRules", "SoloTable", "face_mask", "solo_table", "solve"]
