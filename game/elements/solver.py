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
:mod:`game.elements.hard`): the game ending at another number of completed rows, a round
giving two picks from three dice, and a chance per round that the game ends (a ``hazard``).
"""

from __future__ import annotations

import itertools
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from game.elements.rules import DIE_FACES, LIGHT, MAX_DARK_SHOWN, SOLO_ROWS_TO_END, dice_for
from game.elements.sheet import DARK, Sheet

SOLVER_VERSION = 1
"""Part of the cache key: bump it when the programme's meaning changes."""
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
        self.next_colour = [np.array([*sheet.elements[r].colours, -1][1:], dtype=np.int8) for r in range(4)]
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
