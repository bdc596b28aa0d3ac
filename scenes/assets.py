"""Shipped assets (fonts are bundled: the table never depends on system fonts)."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

import pygame


def assets_dir() -> Path:
    """The assets folder, also inside a PyInstaller bundle (``sys._MEIPASS``)."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parent.parent
    return root / "assets"


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(assets_dir() / "fonts" / name, size)
