"""Random columns as the game stacks them, from a seed: for tests, benchmarks and tuning.

The set-up card lies in the middle of the disk; each storm-damage piece is aimed half-way back from
the card under it towards the centre line, with Gaussian hand noise of ``spread`` card widths
(the rules' bots aim the same way), snapped to the 0.05 grid, and followed by a card at the same
offset. A placement that could not stand is drawn again: in a game the settle after it would have
knocked it off, so the game never carries such a column into a rotation.
"""

from __future__ import annotations

import random

from physics.statics import support_margins

PIECES = ("house", "cow", "tree")
GRID = 0.05
MIN_MARGIN = 3.0
"""mm: a placement standing by less than this is drawn again (the settle may or may not keep it)."""


def random_column(height: int, seed: int, spread: float = 0.07) -> list[tuple[str, float]]:
    """A standing column of ``height`` items (1, 3, 5, ...: a card, then piece and card pairs)."""
    if height < 1 or height % 2 == 0:
        raise ValueError(
            f"a column has a card and then pieces with their cards: 1, 3, 5 ... items, not {height}"
        )
    rng = random.Random(seed)
    column = [("card", 0.0)]
    while len(column) < height:
        top = column[-1][1]
        for _ in range(1000):
            aim = 0.5 * top + rng.gauss(0.0, spread)
            offset = round(max(-10, min(10, round(aim / GRID))) * GRID, 2)
            candidate = [*column, (rng.choice(PIECES), offset), ("card", offset)]
            if min(support_margins(candidate)) >= MIN_MARGIN:
                column = candidate
                break
        else:
            raise ValueError(f"no standing placement found at height {len(column)} (spread {spread})")
    return column
