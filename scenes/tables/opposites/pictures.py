"""The Opposites cards and tokens as pictures (cached per size), and the view's colours."""

from __future__ import annotations

import math

import pygame

from scenes.strings import name_words
from scenes.theme import CARD, INK, WHITE
from scenes.ui import cards
from scenes.ui import text as ui_text
from scenes.ui.cache import picture_cache

LETTERS = "WFSM"
"""The engine's symbol letters, in the order of ``SYMBOLS`` (water, fire, sun, moon)."""
COLOURS = {"W": (34, 98, 188), "F": (198, 54, 34), "S": (206, 138, 14), "M": (96, 78, 158)}
SHAPE_OF = {"W": "drop", "F": "flame", "S": "sun", "M": "moon"}
TORNADO_FILL = (46, 52, 64)
ASPECT = 1.5
RED = (226, 88, 70)
GREEN = (120, 220, 140)


def split(card: str) -> tuple[str, int]:
    """Symbol letter and number of a card text; ('', 0) for a Tornado."""
    if card == "T":
        return "", 0
    return card[0], int(card[1:])


def sort_key(card: str) -> tuple[int, int]:
    letter, number = split(card)
    return (4, 0) if not letter else (LETTERS.index(letter), number)


# -- card pictures, cached per size -------------------------------------------------------------
@cards.face_cache
def face(card: str, size: tuple[int, int]) -> pygame.Surface:
    """A card face: the symbol's colour and shape, the number in two corners."""
    w, h = size
    letter, number = split(card)
    if not letter:
        return fast(tornado_face(size))
    fill = COLOURS[letter]
    kind = SHAPE_OF[letter]
    surface = cards.blank(size, fill)
    if int(w * 0.3) < ui_text.MIN_SIZE:  # a seat box's small card: the corners would meet
        return fast(small_face(surface, kind, number))
    centre = (w / 2, h * 0.56)
    pygame.draw.circle(surface, CARD, centre, w * 0.34)
    cards.shape(surface, kind, centre, w * 0.26, fill, INK)
    corner = max(7, int(w * 0.3))
    rect = ui_text.blit(surface, str(number), corner, WHITE, True, topleft=(int(w * 0.1), int(h * 0.03)))
    cards.shape(surface, kind, (rect.centerx, rect.bottom + w * 0.1), max(2.5, w * 0.085), WHITE)
    small = max(6, int(w * 0.2))
    ui_text.blit(surface, str(number), small, WHITE, True, bottomright=(int(w * 0.9), int(h * 0.96)))
    return fast(surface)


def small_face(surface: pygame.Surface, kind: str, number: int) -> pygame.Surface:
    """A card too small for two corners and a picture (the cards a seat just placed, in its box
    at 800x600): its symbol over its number, once each, as large as the card leaves them."""
    w, h = surface.get_size()
    words = str(number)
    size = ui_text.fit_size(words, int(h * 0.5), w - 2, bold=True)
    rect = ui_text.blit(surface, words, size, WHITE, True, midbottom=(w // 2, h - max(1, h // 16)))
    room = rect.top - max(2, h // 10)
    cards.shape(
        surface, kind, (w / 2, max(2, h // 10) + room / 2), max(2.5, min(w * 0.3, room * 0.45)), WHITE
    )
    return surface


def tornado_face(size: tuple[int, int]) -> pygame.Surface:
    """The Tornado: a dark card with a white funnel."""
    w, h = size
    surface = cards.blank(size, TORNADO_FILL)
    rings = 7
    for i in range(rings):
        t = i / (rings - 1)
        rw = w * (0.66 - 0.5 * t)
        rh = max(2.0, h * 0.07)
        cx = w / 2 + math.sin(t * 3.2) * w * 0.08
        cy = h * (0.3 + 0.46 * t)
        pygame.draw.ellipse(
            surface, WHITE, pygame.Rect(cx - rw / 2, cy - rh / 2, rw, rh), width=max(1, int(w * 0.035))
        )
    corner = max(7, int(w * 0.26))
    ui_text.blit(surface, "T", corner, WHITE, True, topleft=(int(w * 0.1), int(h * 0.03)))
    word = name_words("opposites.card", "T")
    size = ui_text.fit_size(word, max(6, int(w * 0.16)), int(w * 0.8))
    if ui_text.font(size).size(word)[0] <= int(w * 0.9):  # a small card shows the funnel and T alone
        ui_text.blit(surface, word, size, WHITE, midbottom=(w // 2, int(h * 0.95)))
    return surface


@cards.face_cache
def turned(card: str, size: tuple[int, int], angle: int) -> pygame.Surface:
    return fast(pygame.transform.rotate(face(card, size), angle))


@picture_cache
def badge(letter: str, radius: int) -> pygame.Surface:
    """A round token of a symbol (the symbol a Tornado stands for)."""
    surface = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    centre = (radius + 1, radius + 1)
    pygame.draw.circle(surface, COLOURS[letter], centre, radius)
    pygame.draw.circle(surface, WHITE, centre, radius, width=max(1, radius // 8))
    cards.shape(surface, SHAPE_OF[letter], centre, radius * 0.6, WHITE)
    return surface


def fast(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (blits several times faster), when there is one."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface
