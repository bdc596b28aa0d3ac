"""Each game's table view. Which view a game has is registered in :mod:`scenes.games` (with its
menu picture and rules page), found by game id without importing the others."""

from __future__ import annotations

from scenes.games import has_table, view_class

__all__ = ["has_table", "view_class"]
