"""The table frame's sections: each a part of the table that owns its rectangle, its events and
its drawing, the way arcade's ``Section`` splits a ``View``; :class:`scenes.table.TableScene`
composes them and dispatches to them in order (the hand-off screen first, then the round's
summary, the motion, the aids, the game's view and its targets)."""

from __future__ import annotations

from typing import Any


class Section:
    """A part of the table: it reads the match and the view through the frame it belongs to."""

    def __init__(self, table: Any) -> None:
        """``table``: the :class:`scenes.table.TableScene` (never imported here: screens move by name)."""
        self.table = table
