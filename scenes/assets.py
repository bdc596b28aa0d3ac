"""Shipped files (fonts, rules pages, rulebooks) found one way from source and from a frozen build."""

from __future__ import annotations

from game.paths import assets_dir, root_dir
from scenes.ui.text import font


def rules_page(game_id: str) -> str:
    """The product's own rules page for a game (plain text, paragraphs split by blank lines)."""
    path = assets_dir() / "rules" / f"{game_id}.txt"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def rulebook(game_id: str) -> str:
    """The original rulebook from ``seeds/`` (Danish, German or English)."""
    for path in sorted((root_dir() / "seeds").glob(f"{game_id}.*.txt")):
        return path.read_text(encoding="utf-8")
    return ""


__all__ = ["assets_dir", "font", "root_dir", "rulebook", "rules_page"]
