"""Pure rectangle maths for the tables (the side panel, the seats around the table, the hand fan)
and for the screens (a panel and its buttons in the window's middle)."""

from __future__ import annotations

import pygame


def unit(size: tuple[int, int]) -> float:
    """The scale of everything drawn: 1.0 at 1280x720, smaller or larger with the window."""
    return max(0.62, min(3.0, min(size[0] / 1280, size[1] / 720)))


def split_panel(size: tuple[int, int], share: float = 0.24) -> tuple[pygame.Rect, pygame.Rect]:
    """The play area and the side panel (log, scores) at the right."""
    width, height = size
    panel_w = max(200, min(int(width * share), 520))
    return pygame.Rect(0, 0, width - panel_w, height), pygame.Rect(width - panel_w, 0, panel_w, height)


def seat_boxes(others: int, area: pygame.Rect, box: tuple[int, int], gap: int = 8) -> list[pygame.Rect]:
    """Boxes for the other seats in turn order, from the viewer's left round the top to the right.

    With up to three they share the top edge; with more, some go down the left and right edges
    (up to two a side), so 9 others still fit an 800x600 window without overlapping.
    """
    if others <= 0:
        return []
    side = 0 if others <= 3 else min(2, others // 4 + (1 if others >= 8 else 0))
    top = others - 2 * side
    width = min(box[0], (area.width - (top - 1) * gap) // top)
    height = box[1]
    boxes: list[pygame.Rect] = []
    for index in range(side):  # the left edge, from the bottom up
        boxes.append(pygame.Rect(area.left, area.top + (height + gap) * (side - index), width, height))
    step = (area.width - width) / max(1, top - 1) if top > 1 else 0
    for index in range(top):
        x = area.left + step * index if top > 1 else area.centerx - width // 2
        boxes.append(pygame.Rect(round(x), area.top, width, height))
    for index in range(side):  # the right edge, from the top down
        boxes.append(pygame.Rect(area.right - width, area.top + (height + gap) * (index + 1), width, height))
    return boxes


def fan(count: int, area: pygame.Rect, card: tuple[int, int]) -> list[pygame.Rect]:
    """Rects of ``count`` overlapping cards centred in ``area``; each keeps a visible strip.

    Cards later in the list lie on top. The step shrinks as the hand grows, so 25 cards fit in the
    smallest window while each still shows a strip wide enough to click.
    """
    if count == 0:
        return []
    width = card[0]
    step = width + 8 if count * (width + 8) <= area.width else (area.width - width) / max(1, count - 1)
    total = width + step * (count - 1)
    left = area.centerx - total / 2
    top = area.bottom - card[1]
    return [pygame.Rect(round(left + i * step), top, width, card[1]) for i in range(count)]


def visible_strips(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The part of each fanned card that no later card covers: what a click can hit."""
    strips = []
    for index, rect in enumerate(rects):
        if index + 1 < len(rects) and rects[index + 1].left < rect.right:
            strips.append(
                pygame.Rect(rect.left, rect.top, max(1, rects[index + 1].left - rect.left), rect.height)
            )
        else:
            strips.append(rect.copy())
    return strips


def stacked(height: int, panel: int, gap: int, foot: int, margin: int) -> tuple[int, int]:
    """The tops of a panel ``panel`` high and of its row of buttons ``foot`` high under it, ``gap``
    apart, as one group in the middle of a window ``height`` high (at least ``margin`` from its
    edges): a screen as tall as what it says, not a sheet to the window's foot half empty."""
    top = max(margin, (height - panel - gap - foot) // 2)
    return top, min(top + panel + gap, height - margin - foot)
