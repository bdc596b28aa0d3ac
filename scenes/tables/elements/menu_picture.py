"""Elements' picture on its menu card: its five dice (light to import, as the menu is)."""

from __future__ import annotations

import pygame

from scenes.theme import CARD, INK

DICE = ((220, 80, 40), (60, 120, 210), (120, 180, 70), (170, 200, 230), (90, 70, 110))
"""One die of each colour, in a row."""


def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
    side = int(rect.height * 0.38)
    for i, colour in enumerate(DICE):
        x = rect.centerx + (i - 2) * side * 1.05
        y = rect.centery + (12 if i % 2 else -12)
        die = pygame.Rect(0, 0, side, side)
        die.center = (int(x), int(y))
        pygame.draw.rect(surface, colour, die, border_radius=side // 5)
        pygame.draw.rect(surface, INK, die, width=2, border_radius=side // 5)
        pygame.draw.circle(surface, CARD, die.center, side // 7)
