"""The table's materials: felt with a weave and a soft light, and the soft shadow a card or a
die casts on it. Each is made once per size (numpy noise, seeded, so every run looks the same)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import numpy
import pygame

from scenes.theme import FELT
from scenes.ui.cache import Pool, picture_cache


def shade(colour: tuple[int, ...], k: float) -> tuple[int, int, int]:
    """``colour`` lighter (k > 0) or darker (k < 0), towards white or black by ``|k|``."""
    target = 255 if k > 0 else 0
    r, g, b = (round(c + (target - c) * abs(k)) for c in colour[:3])
    return r, g, b


SHADOW_ALPHA = 90
"""How dark a card's shadow is where it is darkest."""


CLOTH_BUDGET = 40 * 1024 * 1024
"""Bytes of the cloths kept: two of 2560x1440 (15 MB each) or many of a smaller window's size."""
CLOTHS = Pool(CLOTH_BUDGET)


def felt(size: tuple[int, int], colour: tuple[int, int, int] = FELT) -> pygame.Surface:
    """A felt cloth of ``size``, made once and kept (in :data:`CLOTHS`, by bytes): the test suite
    opens windows of several sizes in turn, and kept two at most it made them anew 88 times in
    three test files (3 s)."""
    key = (tuple(size), colour)
    hit, cloth = CLOTHS.get(key)
    if not hit:
        cloth = weave(size, colour)
        CLOTHS.put(key, cloth)
    return cloth


def weave(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A felt cloth of ``size``: fine fibres, a faint weave and a light falling off to the edges.

    Kept apart from the shared picture pool: at 2560x1440 it is 15 MB of the pool's 32, so a
    table with many large cards pushed it out every frame and made it anew (a second and a half a
    frame). Made in single precision, one colour channel at a time and clipped in place: a
    window's resize makes it anew, and in double precision over three channels at once a
    1920x1080 cloth took 220 ms (now 90 ms), a visible hitch at every step of a dragged window
    edge."""
    w, h = max(1, size[0]), max(1, size[1])
    f32 = numpy.float32
    k = numpy.random.default_rng(7).standard_normal((w, h), dtype=f32)  # the fibres
    k *= f32(0.035)
    x = numpy.linspace(-1.0, 1.0, w, dtype=f32)[:, None]
    y = numpy.linspace(-1.0, 1.0, h, dtype=f32)[None, :]
    k += f32(1.06) - f32(0.16) * (x**2 * f32(0.7) + y**2)  # the light, brightest a little above the middle
    k += (f32(0.012) * numpy.sin(numpy.arange(w, dtype=f32)[:, None] * f32(2.1))) * numpy.sin(
        numpy.arange(h, dtype=f32)[None, :] * f32(2.1)
    )  # the weave
    pixels = numpy.empty((w, h, 3), numpy.uint8)
    channel = numpy.empty((w, h), f32)
    for index, value in enumerate(colour[:3]):
        numpy.multiply(k, f32(value), out=channel)
        numpy.clip(channel, 0, 255, out=channel)
        pixels[:, :, index] = channel
    cloth = pygame.surfarray.make_surface(pixels)
    return cloth.convert() if pygame.display.get_surface() is not None else cloth


def lay(surface: pygame.Surface) -> None:
    """Cover all of ``surface`` with the felt (where a flat fill was)."""
    surface.blit(felt(surface.get_size()), (0, 0))


OVAL = (24, 70, 52)
"""A table's darker oval: dyed into the felt, its weave still showing through."""


def dye_oval(cloth: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] = OVAL) -> None:
    """Dye the oval inscribed in ``rect`` into ``cloth`` (a table's playing area)."""
    dye = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.ellipse(dye, (*colour, 200), dye.get_rect())
    cloth.blit(dye, rect)


class Backdrop:
    """The window's felt with a table's still parts painted in, made once per window size and
    layout and then laid with one plain copy a frame: at 2560x1440 each extra full-size layer
    drawn every frame (an oval over the cloth) cost a millisecond or more."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._cloth: pygame.Surface | None = None

    def lay(self, surface: pygame.Surface, paint: Callable[[pygame.Surface], None], layout: Hashable) -> None:
        """Cover ``surface`` with the felt and what ``paint`` puts on it for this ``layout``."""
        key = (surface.get_size(), layout)
        if self._cloth is None or self._key != key:
            cloth = felt(surface.get_size()).copy()
            paint(cloth)
            self._cloth, self._key = cloth, key
        surface.blit(self._cloth, (0, 0))

    def patch(self, picture: pygame.Surface, at: pygame.Rect) -> None:
        """Paint ``picture`` into the cloth at ``at`` (a still part that changed: the side panel
        after a move), for the frames after this one."""
        if self._cloth is not None:
            self._cloth.blit(picture, at)


@picture_cache
def shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The soft shadow of a rounded rectangle of ``size``: as large as it, blurred past its edges
    by ``radius`` pixels (blit it offset down and right of the thing that casts it)."""
    w, h = size
    blur = max(1, radius)
    pad = blur * 2
    mask = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(mask, (0, 0, 0, SHADOW_ALPHA), (pad, pad, w, h), border_radius=max(3, w // 8))
    return pygame.transform.gaussian_blur(mask, blur)


def cast(surface: pygame.Surface, rect: pygame.Rect, lift: float = 1.0) -> None:
    """A shadow under ``rect`` on ``surface``, as if it lay ``lift`` times a card's height above it."""
    radius = max(2, round(rect.width * 0.05 * lift))
    picture = shadow(rect.size, radius)
    offset = round(rect.width * 0.03 * lift)
    surface.blit(picture, (rect.left - 2 * radius + offset, rect.top - 2 * radius + offset * 1.5))
