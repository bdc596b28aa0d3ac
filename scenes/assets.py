"""Shipped files (fonts, rules pages, rulebooks) found one way from source and from a frozen build.

A game's rules page and rulebook are found through its entry in :mod:`scenes.games`.
"""

from __future__ import annotations

from game.paths import assets_dir, root_dir
from scenes.games import rulebook, rules_page
from scenes.ui.text import font

__all__ = ["assets_dir", "font", "root_dir", "rulebook", "rules_page"]
