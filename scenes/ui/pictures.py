"""What the games' menu pictures share, drawn from simple shapes: a card, and the fan of cards a
game without a picture of its own shows (:data:`scenes.games.DEFAULT_PICTURE`).

Each game's own picture is in its package (``scenes/tables/<id>/menu_picture.py``), named by its
table entry (:mod:`scenes.games`)."""

from __future__ import annotations

import pygame

from scenes.theme import CARD, INK

Colour = tuple[int, int, int]

FAN = ((150, 156, 168), (120, 128, 142), (96, 104, 120), (176, 180, 190))
"""The default fan's cards: greys, as no game's."""


def card(
    surface: pygame.Surface, centre: tuple[float, float], size: tuple[int, int], colour: Colour, angle: float
) -> None:
    """A card of ``colour`` inside a white border, turned by ``angle`` degrees about ``centre``."""
    face = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(face, CARD, face.get_rect(), border_radius=size[0] // 6)
    pygame.draw.rect(
        face, colour, face.get_rect().inflate(-size[0] // 5, -size[0] // 5), border_radius=size[0] // 8
    )
    pygame.draw.rect(face, INK, face.get_rect(), width=1, border_radius=size[0] // 6)
    turned = pygame.transform.rotate(face, angle)
    surface.blit(turned, turned.get_rect(center=centre))


def fan(surface: pygame.Surface, rect: pygame.Rect, colours: tuple[Colour, ...] = FAN) -> None:
    """Four cards fanned out in ``colours`` (greys by default)."""
    w = int(rect.height * 0.45)
    for i, colour in enumerate(colours):
        angle = 24 - i * 16
        x = rect.centerx + (i - 1.5) * w * 0.45
        card(surface, (x, rect.centery + abs(i - 1.5) * 4), (w, int(w * 1.5)), colour, angle)
