"""Rows of words in aligned columns, painted once into a surface (a list's cards, its header).

A list drawn as one text a row reads as a log; in columns a person finds the game, the players or
the date by looking down one line. The widths are measured over every row, so the columns stay put
when a filter hides some, and the squeezable columns (names) give way first when the room is short,
their words cut with an ellipsis.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.ui import text

ELLIPSIS = "\u2026"


def widths(
    rows: Sequence[Sequence[str]], size: int, room: int, gap: int, squeeze: Sequence[int], grow: int
) -> list[int]:
    """Each column's width: its widest word (the first column bold) in ``room`` less the gaps; the
    columns ``squeeze`` names give way in turn to no less than a fifth of the room, and column
    ``grow`` takes what room is left over."""
    count = len(rows[0]) if rows else 0
    out = [max((text.measure(row[i], size, bold=i == 0)[0] for row in rows), default=0) for i in range(count)]
    room -= gap * max(0, count - 1)
    for index in squeeze:
        over = sum(out) - room
        if over > 0:
            out[index] = max(room // 5, out[index] - over)
    if count and sum(out) < room:
        out[grow] += room - sum(out)
    return out


def clip(words: str, size: int, width: int, bold: bool = False) -> str:
    """``words`` shortened with an ellipsis to fit ``width`` (as they are when they fit)."""
    if text.measure(words, size, bold)[0] <= width:
        return words
    while words and text.measure(words + ELLIPSIS, size, bold)[0] > width:
        words = words[:-1]
    return words.rstrip() + ELLIPSIS


def paint(
    row: Sequence[str],
    spans: Sequence[int],
    size: int,
    gap: int,
    colour: tuple[int, int, int],
    right: Sequence[int] = (),
    bold: Sequence[int] = (0,),
) -> pygame.Surface:
    """One row on a clear surface: each word at its column's left (``right``: at its right edge),
    the columns ``bold`` in bold."""
    surface = pygame.Surface(
        (sum(spans) + gap * max(0, len(spans) - 1), text.line_height(size)), pygame.SRCALPHA
    )
    x = 0
    for index, (words, span) in enumerate(zip(row, spans, strict=True)):
        heavy = index in bold
        shown = clip(words, size, span, heavy)
        if index in right:
            text.blit(surface, shown, size, colour, heavy, topright=(x + span, 0))
        else:
            text.blit(surface, shown, size, colour, heavy, topleft=(x, 0))
        x += span + gap
    return surface
