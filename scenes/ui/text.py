"""Rendered text, cached: rendering a string is the costliest thing a frame does, so do it once.

Every text the table draws goes through here, and none is drawn below ``MIN_SIZE`` pixels: the
screens scale their sizes with the window, and at 800x600 a scaled size falls to 8-9 px, which
nobody reads. A size asked for below the floor is drawn (and measured) at the floor.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.paths import assets_dir
from scenes.ui.cache import picture_cache

MIN_SIZE = 12
"""The smallest text size in pixels, on every screen and at every window size."""


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The shipped DejaVu face at ``size`` pixels (bold or regular). Every size a screen fits its
    words to is opened, so at 2560x1440 a table asks for more than 64 faces: with room for only 64
    a face was opened anew (half a millisecond) in most frames."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(assets_dir() / "fonts" / name, size)


def readable(size: float) -> int:
    """``size`` as drawn: whole pixels, never below ``MIN_SIZE``."""
    return max(MIN_SIZE, int(size))


def line_height(size: float, bold: bool = False) -> int:
    """The height of one line of text at ``size`` (as drawn), for stacking lines: the font's line
    step, or the drawn height of a line with descenders when that is taller (at 12 px a "g" reaches
    one pixel below the step, so lines stacked by the step alone would touch)."""
    face = font(readable(size), bold)
    return max(face.get_linesize(), face.size("Agjpqy|")[1])


@picture_cache
def label(words: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    return font(readable(size), bold).render(words, True, colour)


def measure(words: str, size: int, bold: bool = False) -> tuple[int, int]:
    """The size of ``words`` drawn at ``size``."""
    return font(readable(size), bold).size(words)


def blit(
    surface: pygame.Surface,
    words: str,
    size: int,
    colour: tuple[int, int, int],
    bold: bool = False,
    **anchor: object,
) -> pygame.Rect:
    """Draw cached text anchored like ``Rect`` keywords (``center=``, ``topleft=``, ...)."""
    image = label(words, size, colour, bold)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to ``width`` pixels (at the size as drawn)."""
    return list(_wrapped(font(readable(size), bold), words, width))


def wrap_even(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``wrap`` into as few rows, made as even as they go: the narrowest width that needs no more
    rows than ``width`` does, so a paragraph never ends on one orphaned word."""
    return list(_evened(font(readable(size), bold), words, width))


@lru_cache(maxsize=1024)
def _evened(face: pygame.font.Font, words: str, width: int) -> tuple[str, ...]:
    """``wrap_even``'s rows, searched once per face, words and width (a banner is drawn each frame)."""
    count = len(_wrapped(face, words, width))
    low, high = 1, width
    while low < high:  # (the row count only grows as the width shrinks)
        middle = (low + high) // 2
        if len(_wrapped(face, words, middle)) <= count:
            high = middle
        else:
            low = middle + 1
    return _wrapped(face, words, high)


@lru_cache(maxsize=4096)
def _wrapped(face: pygame.font.Font, words: str, width: int) -> tuple[str, ...]:
    """The rows of ``words`` wrapped in ``face``: measuring every word again each frame (a log, a
    hint, a label under a pile) costs more than drawing them, and the rows never change for the
    same face, words and width (the face is the cached font object itself, so a new font session
    or a replaced font measures anew)."""
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and face.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return tuple(lines)


def fit_size(words: str, size: int, width: int, bold: bool = False) -> int:
    """The largest size up to ``size`` at which ``words`` fits ``width`` pixels, but never below
    ``MIN_SIZE``: a text too long even then must be wrapped (``wrap``) or shortened by its screen."""
    size = readable(size)
    return _fitted(font(size, bold), words, size, width, bold)


@lru_cache(maxsize=4096)
def _fitted(face: pygame.font.Font, words: str, size: int, width: int, bold: bool) -> int:
    """:func:`fit_size` for ``face`` (the font at ``size``), measured once."""
    while size > MIN_SIZE and face.size(words)[0] > width:
        size -= 1
        face = font(size, bold)
    return size


def clear() -> None:
    label.cache_clear()
    _wrapped.cache_clear()
    _fitted.cache_clear()
