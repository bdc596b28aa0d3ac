"""Card faces and backs drawn by the project, cached per size (cards are redrawn every frame).

Every colour also carries a shape, so colour-blind players can tell them apart: triangle,
circle, square, star (Assano) or the elements' own symbols (Opposites).
"""

from __future__ import annotations

import functools
import math

import pygame

from scenes.theme import BACK, CARD, INK
from scenes.ui import text
from scenes.ui.cache import picture_cache

drawn_faces: list[str] | None = None
"""A recorder for the privacy tests: when a list, every card face handed out to be drawn, by its text."""


def face_cache(paint):
    """Cache a game's card-face painter (``paint(card, size, ...)``) within the pictures' shared
    memory budget; each face it hands out for drawing is also noted in ``drawn_faces`` while that
    is a list."""
    cached = picture_cache(paint)

    @functools.wraps(paint)
    def face(card: str, *rest):
        if drawn_faces is not None:
            drawn_faces.append(card)
        return cached(card, *rest)

    face.cache_clear = cached.cache_clear
    return face


def shape(
    surface: pygame.Surface, kind: str, centre: tuple[float, float], r: float, colour, outline=None
) -> None:
    """A symbol that tells a colour by its form as well as its hue."""
    x, y = centre
    if kind == "triangle":
        points = [(x, y - r), (x + r * 0.95, y + r * 0.75), (x - r * 0.95, y + r * 0.75)]
    elif kind == "square":
        points = [
            (x - r * 0.8, y - r * 0.8),
            (x + r * 0.8, y - r * 0.8),
            (x + r * 0.8, y + r * 0.8),
            (x - r * 0.8, y + r * 0.8),
        ]
    elif kind == "diamond":
        points = [(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)]
    elif kind == "star":
        points = [
            (
                x + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                y - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5),
            )
            for i in range(10)
        ]
    elif kind == "drop":
        points = [(x, y - r)] + [
            (x + r * 0.7 * math.sin(a), y + r * 0.3 - r * 0.7 * math.cos(a))
            for a in (math.radians(d) for d in range(60, 301, 20))
        ]
    elif kind == "flame":
        points = [
            (x, y - r),
            (x + r * 0.35, y - r * 0.3),
            (x + r * 0.5, y - r * 0.6),
            (x + r * 0.8, y + r * 0.2),
            (x + r * 0.5, y + r * 0.9),
            (x - r * 0.5, y + r * 0.9),
            (x - r * 0.8, y + r * 0.2),
            (x - r * 0.3, y - r * 0.2),
        ]
    elif kind == "sun":
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(
                surface,
                colour,
                (x + r * 0.55 * math.cos(a), y + r * 0.55 * math.sin(a)),
                (x + r * math.cos(a), y + r * math.sin(a)),
                max(2, int(r / 5)),
            )
        pygame.draw.circle(surface, colour, (x, y), r * 0.5)
        if outline:
            pygame.draw.circle(surface, outline, (x, y), r * 0.5, 1)
        return
    elif kind == "moon":
        points = [
            (x + r * math.cos(a), y + r * math.sin(a)) for a in (math.radians(d) for d in range(40, 321, 20))
        ]
        points += [
            (x + r * 0.35 + r * 0.62 * math.cos(a), y + r * 0.62 * math.sin(a))
            for a in (math.radians(d) for d in range(300, 59, -20))
        ]
    else:  # circle
        pygame.draw.circle(surface, colour, (x, y), r * 0.85)
        if outline:
            pygame.draw.circle(surface, outline, (x, y), r * 0.85, 1)
        return
    pygame.draw.polygon(surface, colour, points)
    if outline:
        pygame.draw.polygon(surface, outline, points, 1)


def blank(size: tuple[int, int], fill, rim=INK) -> pygame.Surface:
    card = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, size[0] // 8)
    pygame.draw.rect(card, CARD, card.get_rect(), border_radius=radius)
    inner = card.get_rect().inflate(-max(2, size[0] // 14) * 2, -max(2, size[0] // 14) * 2)
    pygame.draw.rect(card, fill, inner, border_radius=max(2, radius - 2))
    pygame.draw.rect(card, rim, card.get_rect(), width=1, border_radius=radius)
    return card


@picture_cache
def back(size: tuple[int, int], letter: str = "S") -> pygame.Surface:
    """The common back: dark blue with a ring and the game's letter."""
    card = blank(size, BACK)
    w, h = size
    pygame.draw.ellipse(
        card, (200, 70, 50), card.get_rect().inflate(-w * 0.3, -h * 0.45), width=max(1, w // 14)
    )
    text.blit(card, letter, max(6, int(w * 0.42)), CARD, True, center=(w / 2, h / 2))
    return card


@picture_cache
def veil(size: tuple[int, int], alpha: int = 130) -> pygame.Surface:
    """A dark see-through card shape laid over a card that cannot be played now."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (10, 10, 10, alpha), shade.get_rect(), border_radius=max(3, size[0] // 8))
    return shade
