"""Elements' picture on its menu card: its dice, one of each element and the dark one, in the
table's own colours (:mod:`.colours`; light to import, as the menu is)."""

from __future__ import annotations

import pygame

from scenes.tables.elements.colours import DIE_FRAME, RGB
from scenes.theme import INK

DICE = ("fire", "water", "earth", "air", "dark")
"""One die of each face, in a row."""


def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
    side = int(rect.height * 0.38)
    for i, face in enumerate(DICE):
        x = rect.centerx + (i - 2) * side * 1.05
        y = rect.centery + (12 if i % 2 else -12)
        die = pygame.Rect(0, 0, side, side)
        die.center = (int(x), int(y))
        radius = side // 5
        pygame.draw.rect(surface, DIE_FRAME, die, border_radius=radius)
        pygame.draw.rect(surface, RGB[face], die.inflate(-side // 6, -side // 6), border_radius=radius - 2)
        pygame.draw.rect(surface, INK, die, width=2, border_radius=radius)
