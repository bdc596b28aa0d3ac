"""The Elements table's dice: a die at rest, tilted, veiled or lit, and rolling (:class:`Tumble`);
with the sizes the layout needs (the largest sheet that fits, a button's width)."""

from __future__ import annotations

import math

import pygame
import pytweening

from scenes.tables.elements.colours import DIE_FRAME
from scenes.tables.elements.pictures import FACES, RGB, Geo, ink_for, symbol
from scenes.theme import FOCUS, INK
from scenes.ui import text as ui_text
from scenes.ui.anim import Flight
from scenes.ui.cache import picture_cache
from scenes.ui.material import shade

DIE_GAP = 0.42
ROLL_SECONDS = 0.75
CROSS_SECONDS = 0.35


@picture_cache
def die_image(face: str, die: str, size: int) -> pygame.Surface:
    """A die at rest: the face's colour and symbol; the grey die has a grey frame."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(4, size // 5)
    rect = surface.get_rect()
    frame = RGB["grey"] if die == "grey" else DIE_FRAME
    # a rounded cube seen from above: its lower edge in shade, its upper edge catching the light
    pygame.draw.rect(surface, shade(frame, -0.3), rect, border_radius=radius)
    top = rect.inflate(-2, -max(2, size // 14)).move(0, -max(1, size // 28))
    pygame.draw.rect(surface, frame, top, border_radius=radius)
    pygame.draw.line(
        surface, shade(frame, 0.6), (top.left + radius, top.top + 1), (top.right - radius, top.top + 1)
    )
    inner = rect.inflate(
        -size // 6 if die == "grey" else -size // 12, -size // 6 if die == "grey" else -size // 12
    )
    pygame.draw.rect(surface, RGB[face], inner, border_radius=max(3, radius - 2))
    pygame.draw.rect(surface, INK, rect, width=max(1, size // 30), border_radius=radius)
    symbol(surface, face, inner.center, inner.width * 0.3, ink_for(face))
    return surface


def framed(size: int) -> int:
    """The side of the square a die of ``size`` turns in (its diagonal)."""
    return int(size * 1.42) + 2


@picture_cache
def die_turned(face: str, die: str, size: int, step: int) -> pygame.Surface:
    """A die tilted by ``step`` x 15 degrees, centred in its turning square (tumbling)."""
    turned = pygame.transform.rotate(die_image(face, die, size), step * 15)
    side = framed(size)
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    surface.blit(turned, turned.get_rect(center=(side // 2, side // 2)))
    return surface


@picture_cache
def veil(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (20, 30, 26, alpha), surface.get_rect(), border_radius=max(3, size[0] // 5))
    return surface


@picture_cache
def glow(size: tuple[int, int], alpha: int) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*FOCUS, alpha), surface.get_rect(), border_radius=max(3, size[0] // 5))
    return surface


class Tumble(Flight):
    """A die rolling into its place: it tilts, bounces and shows passing faces until it rests.

    ``stages`` are the faces it lands on in turn: a roll that had to be made again (three or more
    dark faces) first lands on the rejected faces, lies still a moment, then rolls again."""

    def __init__(
        self,
        stages: list[str],
        die: str,
        start: pygame.Rect,
        end: pygame.Rect,
        duration: float,
        delay: float,
        dest,
        seed: int,
    ) -> None:
        super().__init__(self.picture, start, end, duration, delay, dest, ease=pytweening.easeOutCubic)
        self.stages = stages
        self.die = die
        self.seed = seed

    def stage(self) -> tuple[int, float]:
        """Which roll is shown and how far through it the die is (0..1)."""
        p = self.progress() * len(self.stages)
        index = min(int(p), len(self.stages) - 1)
        return index, p - index if p < len(self.stages) else 1.0

    def rect(self) -> pygame.Rect:
        index, t = self.stage()
        eased = pytweening.easeOutCubic(min(1.0, t / 0.75))
        rect = self.end.copy()
        if index == 0:
            rect.x = round(self.start.x + (self.end.x - self.start.x) * eased)
            rect.y = round(self.start.y + (self.end.y - self.start.y) * eased)
        bounce = abs(math.sin(eased * math.pi * 2.5)) * (1 - eased) * self.end.height * 0.6
        rect.y -= round(bounce)
        side = framed(self.end.width)
        return pygame.Rect(0, 0, side, side).move(rect.centerx - side // 2, rect.centery - side // 2)

    def picture(self, size: tuple[int, int]) -> pygame.Surface:
        index, t = self.stage()
        side = self.end.width
        if t >= 0.75:
            return die_turned(self.stages[index], self.die, side, 0)
        spin = 1 - t / 0.75
        step = int(spin * 40 + self.seed) % 24
        face = FACES[(int(t * 14) + self.seed) % 5]
        return die_turned(face, self.die, side, step)

    def face_now(self) -> str:
        return self.stages[self.stage()[0]]


def largest_cell(big: bool, columns: int, width: float, height: float, cap: int) -> int:
    """The largest field size (up to ``cap``) at which a sheet fits ``width`` x ``height``."""
    lo, hi = 8, max(8, int(cap))
    if Geo(lo, big, columns).width > width or Geo(lo, big, columns).height > height:
        return lo
    while lo < hi:
        mid = (lo + hi + 1) // 2
        geo = Geo(mid, big, columns)
        if geo.width <= width and geo.height <= height:
            lo = mid
        else:
            hi = mid - 1
    return lo


def button_size(height: int) -> int:
    """The size draw.button writes its words at, for a button ``height`` high."""
    return max(10, int(height * 0.45))


def button_width(words: str, height: int) -> int:
    return ui_text.label(words, button_size(height), INK, True).get_width() + 24
