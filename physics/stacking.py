"""Columns as a game stacks them, from a seed: the practice screen's column, and the tests' and benches'.

The set-up card lies in the middle of the disk; each storm-damage piece is placed where a bot of the
given rotation skill places it (:func:`game.bots.tornado_bot.aimed_step`, on the rules' placement
grid) and followed by a card at the same offset. A placement that could not stand by the statics
(:func:`physics.statics.support_margins`) is drawn again: in a game the settle after it would have
knocked it off, so a game never carries such a column into a rotation. The statics stand in for
the settle here because they take microseconds where a settle takes a tenth of a second.
"""

from __future__ import annotations

import random

from game.tornado_ellie.actions import step_offset
from game.tornado_ellie.bots import PLACE_NOISE, aimed_step
from game.tornado_ellie.cards import KINDS
from physics.column import Column
from physics.statics import support_margins

MIN_MARGIN = 3.0
"""mm: a placement standing by less than this is drawn again (the settle may or may not keep it)."""


def stacked_column(height: int, seed: int, skill: str = "average") -> Column:
    """A standing column of ``height`` items (1, 3, 5, ...: a card, then piece and card pairs)."""
    if height < 1 or height % 2 == 0:
        raise ValueError(
            f"a column has a card and then pieces with their cards: 1, 3, 5 ... items, not {height}"
        )
    noise = PLACE_NOISE[skill]
    rng = random.Random(seed)
    column: list[tuple[str, float]] = [("card", 0.0)]
    while len(column) < height:
        top = column[-1][1]
        for _ in range(1000):
            offset = step_offset(aimed_step(top, noise, rng))
            candidate = [*column, (rng.choice(KINDS), offset), ("card", offset)]
            if min(support_margins(candidate)) >= MIN_MARGIN:
                column = candidate
                break
        else:
            raise ValueError(f"no standing placement found at height {len(column)} ({skill} stacking)")
    return column
