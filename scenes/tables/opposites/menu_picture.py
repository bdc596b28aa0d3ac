"""Opposites' picture on its menu card: its three piles of cards (light to import, as the menu is)."""

from __future__ import annotations

import pygame

from scenes.ui.pictures import card


def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
    w = int(rect.height * 0.42)
    for i, colour in enumerate(((220, 80, 40), (60, 120, 210), (230, 190, 60))):
        x = rect.centerx + (i - 1) * w * 1.2
        for layer in range(3):
            card(
                surface,
                (x + layer * 2, rect.centery - layer * 3),
                (w, int(w * 1.45)),
                colour,
                (layer - 1) * 4,
            )
