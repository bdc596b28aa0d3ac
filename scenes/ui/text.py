"""Rendered text, cached: rendering a string is the costliest thing a frame does, so do it once."""

from __future__ import annotations

import pygame

from scenes.assets import font
from scenes.ui.cache import picture_cache


@picture_cache
def label(words: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    return font(max(6, size), bold).render(words, True, colour)


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
    """Greedy word wrap to ``width`` pixels."""
    face = font(max(6, size), bold)
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
    return lines


def fit_size(words: str, size: int, width: int, bold: bool = False) -> int:
    """The largest size up to ``size`` at which ``words`` fits ``width`` pixels."""
    while size > 8 and font(size, bold).size(words)[0] > width:
        size -= 1
    return size


def clear() -> None:
    label.cache_clear()
