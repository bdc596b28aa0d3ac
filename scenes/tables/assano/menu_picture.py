"""Assano's picture on its menu card: a fan of its four colours (light to import, as the menu is)."""

from __future__ import annotations

import pygame

from scenes.ui.pictures import fan

COLOURS = ((210, 60, 50), (60, 160, 80), (50, 100, 200), (235, 190, 40))
"""Red, green, blue and yellow: one card of each colour."""


def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
    fan(surface, rect, COLOURS)
