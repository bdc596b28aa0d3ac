"""The program's icon, drawn here: a tornado over a playing card on the table's felt.

One source for every use: the window icon (:func:`window_icon`, set as the app opens) and the
files the build makes from it (``packaging/make_icons.py``: the ``.ico`` for Windows, the
``.icns`` for macOS and the ``.png`` for a Linux menu). It is drawn four times as large as asked
and smoothed down, so its edges are clean at every size from 16 to 1024 pixels.
"""

from __future__ import annotations

import math

import pygame

from scenes.theme import ACCENT, CARD, FELT, FELT_DARK, INK

CLOUD = (222, 228, 236)
CLOUD_EDGE = (116, 128, 146)
SUPERSAMPLE = 4


def icon(size: int) -> pygame.Surface:
    """The icon as a ``size`` x ``size`` surface with transparent corners (per-pixel alpha)."""
    big = max(size, min(size * SUPERSAMPLE, 2048))
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    _paint(surface, big)
    return surface if big == size else pygame.transform.smoothscale(surface, (size, size))


def _paint(surface: pygame.Surface, s: int) -> None:
    def u(x: float) -> int:  # the drawing is designed on a 100-unit square
        return round(x * s / 100)

    tile = pygame.Rect(u(3), u(3), s - 2 * u(3), s - 2 * u(3))
    pygame.draw.rect(surface, FELT_DARK, tile, border_radius=u(20))
    pygame.draw.rect(surface, FELT, tile.inflate(-u(5), -u(5)), border_radius=u(18))
    # the card, tilted, lower right
    card = pygame.Surface((u(44), u(60)), pygame.SRCALPHA)
    face = card.get_rect()
    pygame.draw.rect(card, INK, face, border_radius=u(5))
    pygame.draw.rect(card, CARD, face.inflate(-u(2), -u(2)), border_radius=u(5))
    cx, cy = face.center
    diamond = [(cx, cy - u(15)), (cx + u(10), cy), (cx, cy + u(15)), (cx - u(10), cy)]
    pygame.draw.polygon(card, ACCENT, diamond)
    for corner in ((u(7), u(8)), (face.width - u(7), face.height - u(8))):
        x, y = corner
        pygame.draw.polygon(card, ACCENT, [(x, y - u(4)), (x + u(3), y), (x, y + u(4)), (x - u(3), y)])
    tilted = pygame.transform.rotate(card, -14)
    surface.blit(tilted, tilted.get_rect(center=(u(58), u(63))))
    # the tornado: bands narrowing downwards, swaying, its tip touching the card
    bands = 9
    for k in range(bands):
        share = k / (bands - 1)  # 0 at the top, 1 at the tip
        width = u(62 * (1 - share) ** 1.35 + 5)
        height = max(2, u(11 - 6 * share))
        x = u(44 + 7 * math.sin(share * 3.3))
        y = u(12 + 44 * share)
        band = pygame.Rect(0, 0, width, height)
        band.center = (x, y)
        pygame.draw.ellipse(surface, CLOUD_EDGE, band)
        pygame.draw.ellipse(surface, CLOUD, band.inflate(-max(2, u(1.6)), -max(2, u(1.6))))


def window_icon() -> pygame.Surface:
    """The icon for the window's title bar and task bar (the system scales it as it needs)."""
    return icon(64)
