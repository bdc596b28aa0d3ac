"""Tornado Ellie's picture on its menu card: the tornado with a column of items over it (light to
import, as the menu is: no physics)."""

from __future__ import annotations

import math

import pygame

from scenes.theme import ACCENT


def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
    cx, top, bottom = rect.centerx, rect.top + 6, rect.bottom - 6
    for i in range(9):
        t = i / 8
        y = top + t * (bottom - top)
        half = (1 - t) * rect.height * 0.45 + 6
        sway = math.sin(t * 5) * 8
        pygame.draw.ellipse(surface, (160, 170, 190), (cx - half + sway, y - 5, 2 * half, 12), width=3)
    for i, colour in enumerate(((186, 64, 48), (120, 84, 58), (46, 132, 64))):
        pygame.draw.rect(surface, colour, (cx - 14 + i * 3, top - 4 - i * 10, 26, 9), border_radius=3)
    pygame.draw.line(surface, ACCENT, (rect.left + 10, bottom), (rect.right - 10, bottom), 3)
