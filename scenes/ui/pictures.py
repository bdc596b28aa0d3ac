"""The menu's pictures of the games, drawn by the project from simple shapes: ``name(surface, rect)``.

Which game shows which is registered in :mod:`scenes.games`."""

from __future__ import annotations

import math

import pygame

from scenes.theme import ACCENT, CARD, INK

ASSANO_COLOURS = ((210, 60, 50), (60, 160, 80), (50, 100, 200), (235, 190, 40))
ELEMENTS = ((220, 80, 40), (60, 120, 210), (120, 180, 70), (170, 200, 230), (90, 70, 110))


def _card(
    surface: pygame.Surface, centre: tuple[float, float], size: tuple[int, int], colour, angle: float
) -> None:
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, CARD, card.get_rect(), border_radius=size[0] // 6)
    pygame.draw.rect(
        card, colour, card.get_rect().inflate(-size[0] // 5, -size[0] // 5), border_radius=size[0] // 8
    )
    pygame.draw.rect(card, INK, card.get_rect(), width=1, border_radius=size[0] // 6)
    turned = pygame.transform.rotate(card, angle)
    surface.blit(turned, turned.get_rect(center=centre))


def fan(surface: pygame.Surface, rect: pygame.Rect) -> None:
    w = int(rect.height * 0.45)
    for i, colour in enumerate(ASSANO_COLOURS):
        angle = 24 - i * 16
        x = rect.centerx + (i - 1.5) * w * 0.45
        _card(surface, (x, rect.centery + abs(i - 1.5) * 4), (w, int(w * 1.5)), colour, angle)


def piles(surface: pygame.Surface, rect: pygame.Rect) -> None:
    w = int(rect.height * 0.42)
    for i, colour in enumerate(((220, 80, 40), (60, 120, 210), (230, 190, 60))):
        x = rect.centerx + (i - 1) * w * 1.2
        for layer in range(3):
            _card(
                surface,
                (x + layer * 2, rect.centery - layer * 3),
                (w, int(w * 1.45)),
                colour,
                (layer - 1) * 4,
            )


def dice(surface: pygame.Surface, rect: pygame.Rect) -> None:
    side = int(rect.height * 0.38)
    for i, colour in enumerate(ELEMENTS):
        x = rect.centerx + (i - 2) * side * 1.05
        y = rect.centery + (12 if i % 2 else -12)
        die = pygame.Rect(0, 0, side, side)
        die.center = (int(x), int(y))
        pygame.draw.rect(surface, colour, die, border_radius=side // 5)
        pygame.draw.rect(surface, INK, die, width=2, border_radius=side // 5)
        pygame.draw.circle(surface, CARD, die.center, side // 7)


def tornado(surface: pygame.Surface, rect: pygame.Rect) -> None:
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
