"""Small drawing helpers shared by the screens: buttons, panels, cards, headings, shaded overlays.

The menu's look is the house style: felt, cream cards with a red rim and a soft shadow, bold cream
headings with a dark drop shadow. The other screens draw their frames with :func:`sheet` (the dark
panel a form sits on), :func:`card` and :func:`heading`, and :func:`cover` hides a table behind an
overlay (blurred and darkened: nothing on it stays readable)."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame
import pytweening

from scenes.theme import ACCENT, CARD, CARD_HOVER, GOLD, INK, MUTED, PANEL, SHADOW
from scenes.ui import text
from scenes.ui.cache import picture_cache


def button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    words: str,
    lit: bool = False,
    enabled: bool = True,
    colour: tuple[int, int, int] = CARD,
    size: int | None = None,
) -> None:
    """A rounded button whose label fits its width (at ``size`` when given: a row of buttons reads as
    one set when every label has the same size, wrapped to two rows where one is too long)."""
    radius = max(6, rect.height // 4)
    pygame.draw.rect(surface, SHADOW, rect.move(3, 4), border_radius=radius)
    fill = colour if enabled else (150, 150, 140)
    if lit and enabled:
        fill = tuple(min(255, c + 18) for c in fill)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, ACCENT if lit else INK, rect, width=3 if lit else 1, border_radius=radius)
    ink = INK if enabled else (90, 90, 90)
    room = rect.width - 16
    if size is None:
        size = text.fit_size(words, max(10, int(rect.height * 0.45)), room, bold=True)
    lines: tuple[str, ...] = (words,)
    if text.font(size, True).size(words)[0] > room:  # too long even at the smallest size: two rows
        lines = balanced(words, size, room)
    step = text.line_height(size, True)
    top = rect.centery - step * len(lines) / 2
    for index, line in enumerate(lines):
        text.blit(surface, line, size, ink, bold=True, midtop=(rect.centerx, int(top + index * step)))


@lru_cache(maxsize=512)
def balanced(words: str, size: int, room: int) -> tuple[str, ...]:
    """``words`` on two rows of about the same width, when both fit ``room`` (a greedy wrap left
    a key on a row of its own: "Learn to play" over "[L]"); else wrapped as far as it needs."""
    face = text.font(size, True)
    parts = words.split()
    splits = [(" ".join(parts[:k]), " ".join(parts[k:])) for k in range(1, len(parts))]
    fitting = [pair for pair in splits if max(face.size(row)[0] for row in pair) <= room]
    if not fitting:
        return tuple(text.wrap(words, size, room, bold=True))
    return min(fitting, key=lambda pair: max(face.size(row)[0] for row in pair))


@picture_cache
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    return veil


@picture_cache
def _box(size: tuple[int, int], alpha: int) -> pygame.Surface:
    box = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(box, (12, 36, 28, alpha), box.get_rect(), border_radius=14)
    return box


def shade(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken the whole screen (behind an overlay); the veil is made once per size."""
    surface.blit(_veil(surface.get_size(), alpha), (0, 0))


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 200) -> None:
    """A translucent dark box with a thin rim."""
    surface.blit(_box(rect.size, alpha), rect)
    pygame.draw.rect(surface, MUTED, rect, width=1, border_radius=14)


def tooltip(
    surface: pygame.Surface,
    words: str,
    at: tuple[int, int],
    size: int,
    bounds: pygame.Rect,
    width: int,
    avoid: pygame.Rect | None = None,
) -> pygame.Rect:
    """A few words in a box at the pointer ``at``, wrapped to ``width``: over the thing pointed
    at (``avoid``, which it never covers) or under it where there is no room above, and inside
    ``bounds``; returns the box."""
    rows = text.wrap(words, size, width)
    step = text.line_height(size)
    inner = max(text.measure(row, size)[0] for row in rows) if rows else 0
    pad = max(6, size // 2)
    box = pygame.Rect(0, 0, inner + 2 * pad, step * len(rows) + 2 * pad)
    avoid = avoid or pygame.Rect(at[0], at[1], 1, 1)
    box.midbottom = (at[0], avoid.top - pad)
    if box.top < bounds.top:
        box.top = avoid.bottom + pad
    box.clamp_ip(bounds)
    panel(surface, box, 240)
    y = box.top + pad
    for row in rows:
        text.blit(surface, row, size, CARD, topleft=(box.left + pad, y))
        y += step
    return box


BURST_SECONDS = 0.45
"""How long an announcement takes to pop to its size, its rays flying out meanwhile."""
POP = 1.15
"""How far past its size an announcement's words grow as it pops up, at most."""


def burst(
    surface: pygame.Surface,
    box: pygame.Rect,
    rows: list[str],
    size: int,
    age: float,
    alpha: int,
    moving: bool,
) -> None:
    """An announcement at a seat ("+2, turn missed"): a panel that pops from small to a little
    over its size and settles (``age`` seconds after it came), with gold rays flying out of it,
    so a penalty is hard to miss; with ``moving`` off it is simply there."""
    t = min(1.0, age / BURST_SECONDS) if moving else 1.0
    if t < 1.0:
        for k in range(12):  # the rays, thinning as they fly
            angle = k * math.pi / 6 + 0.26
            inner = 0.5 + 0.7 * t
            outer = inner + 0.35 * (1 - t)
            rx, ry = box.width * 0.6, box.height * 0.9 + box.width * 0.1
            start = (box.centerx + math.cos(angle) * rx * inner, box.centery + math.sin(angle) * ry * inner)
            end = (box.centerx + math.cos(angle) * rx * outer, box.centery + math.sin(angle) * ry * outer)
            pygame.draw.line(surface, GOLD, start, end, max(1, round(4 * (1 - t))))
    grow = pytweening.easeOutBack(t)
    shown = box.inflate(round(box.width * (grow - 1)), round(box.height * (grow - 1)))
    shown.width, shown.height = max(4, shown.width), max(4, shown.height)
    shown.center = box.center
    panel(surface, shown, alpha)
    words_size = max(6, round(size * min(POP, max(0.7, grow))))  # readable from the first frame
    step = row_step(words_size)
    top = shown.centery - step * len(rows) / 2
    for index, words in enumerate(rows):  # (the rows, one under another, in the panel's middle)
        middle = round(top + step * (index + 0.5))
        text.blit(surface, words, words_size, GOLD, True, center=(shown.centerx, middle))


def row_step(size: int) -> int:
    """How far apart an announcement's rows lie: a drawn row's whole height and a little air."""
    return max(text.line_height(size, True), text.measure("Ag", size, True)[1]) + max(2, size // 8)


def card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    lit: bool = False,
    rim: tuple[int, int, int] = ACCENT,
    fill: tuple[int, int, int] = CARD,
) -> None:
    """A cream card as the menu's game cards are: a shadow below right, a rim (thick when lit)."""
    radius = max(8, min(rect.width, rect.height) // 10)
    pygame.draw.rect(surface, SHADOW, rect.move(4, 6), border_radius=radius)
    pygame.draw.rect(surface, CARD_HOVER if lit else fill, rect, border_radius=radius)
    pygame.draw.rect(surface, rim, rect, width=3 if lit else 1, border_radius=radius)


def sheet(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The opaque dark panel a form or a list sits on: a shadow, a rim and a gold inner line, so it
    reads as an object on the felt (nothing below shows through)."""
    radius = max(10, min(rect.width, rect.height) // 24)
    pygame.draw.rect(surface, SHADOW, rect.move(5, 8), border_radius=radius)
    pygame.draw.rect(surface, PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, MUTED, rect, width=1, border_radius=radius)
    inner = rect.inflate(-8, -8)
    pygame.draw.rect(surface, GOLD, inner, width=1, border_radius=max(6, radius - 4))


def heading(surface: pygame.Surface, words: str, size: int, width: int, **anchor: object) -> pygame.Rect:
    """A screen's title as the menu draws its own: bold cream over a dark drop shadow, fitted to
    ``width``; returns where it was drawn."""
    size = text.fit_size(words, size, width, bold=True)
    offset = max(1, size // 16)
    rect = text.label(words, size, CARD, True).get_rect(**anchor)
    text.blit(surface, words, size, INK, True, topleft=(rect.left + offset, rect.top + offset))
    return text.blit(surface, words, size, CARD, True, topleft=rect.topleft)


@lru_cache(maxsize=1)
def _covered(picture: bytes, size: tuple[int, int], alpha: int) -> pygame.Surface:
    small = pygame.image.frombytes(picture, (max(1, size[0] // 8), max(1, size[1] // 8)), "RGB")
    small = pygame.transform.gaussian_blur(small, 2)
    cover = pygame.transform.smoothscale(small, size)
    cover.blit(_veil(size, alpha), (0, 0))
    return cover


def cover(surface: pygame.Surface, alpha: int = 140) -> None:
    """Hide what ``surface`` shows behind an overlay: blurred past reading and darkened by
    ``alpha``. Blurred at an eighth of the size (cheap at 2560x1440); the last cover is kept apart
    from the shared picture pool (at 2560x1440 it is 11 MB), so a still table under the overlay
    costs a small scale and one blit a frame."""
    size = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, size[0] // 8), max(1, size[1] // 8)))
    surface.blit(_covered(pygame.image.tobytes(small, "RGB"), size, alpha), (0, 0))
