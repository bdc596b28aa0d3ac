"""The shipped vector art (``assets/art``), drawn at any size and in any colour.

The icons are single-colour SVGs (``fill="currentColor"``); pygame-ce renders them with
``pygame.image.load_sized_svg`` at the size asked for, so they stay sharp from a small seat box
to a 2560-pixel window. Each (name, size, colour) is rendered once.
"""

from __future__ import annotations

import io
from functools import cache

import pygame

from game.paths import assets_dir
from scenes.ui.cache import picture_cache

ICONS = assets_dir() / "art" / "game-icons"


@cache
def _svg(name: str) -> str:
    return (ICONS / f"{name}.svg").read_text(encoding="utf-8")


def _hex(colour: tuple[int, ...]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


@picture_cache
def icon(name: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
    """The icon ``name`` as a ``size`` x ``size`` picture in ``colour``, transparent round it."""
    side = max(1, int(size))
    svg = _svg(name).replace("currentColor", _hex(colour)).encode("utf-8")
    return pygame.image.load_sized_svg(io.BytesIO(svg), (side, side))


@picture_cache
def outlined(name: str, size: int, colour: tuple[int, ...], rim: tuple[int, ...]) -> pygame.Surface:
    """The icon in ``colour`` with a one-pixel ``rim`` round it, so it reads on any ground."""
    side = max(3, int(size))
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    edge = icon(name, side - 2, rim)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
        surface.blit(edge, (dx, dy))
    surface.blit(icon(name, side - 2, colour), (1, 1))
    return surface
