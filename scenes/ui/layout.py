"""Pure rectangle maths for the tables: the side panel, the seats around the table, the hand fan."""

from __future__ import annotations

import math

import pygame


def unit(size: tuple[int, int]) -> float:
    """The scale of everything drawn: 1.0 at 1280x720, smaller or larger with the window."""
    return max(0.62, min(3.0, min(size[0] / 1280, size[1] / 720)))


def split_panel(size: tuple[int, int], share: float = 0.24) -> tuple[pygame.Rect, pygame.Rect]:
    """The play area and the side panel (log, scores) at the right."""
    width, height = size
    panel_w = max(200, min(int(width * share), 520))
    return pygame.Rect(0, 0, width - panel_w, height), pygame.Rect(width - panel_w, 0, panel_w, height)


def seat_anchors(others: int, area: pygame.Rect) -> list[tuple[int, int]]:
    """Centres for the other seats, in turn order from the viewer's left round the top to the right.

    They sit on the upper half of an ellipse inside ``area``; one opponent sits at the top middle.
    """
    if others <= 0:
        return []
    cx, cy = area.centerx, area.bottom
    rx, ry = area.width / 2, area.height
    out = []
    for index in range(others):
        t = (index + 1) / (others + 1)
        angle = math.pi - t * math.pi  # from the left (pi) over the top to the right (0)
        out.append((round(cx + rx * math.cos(angle) * 0.9), round(cy - ry * math.sin(angle) * 0.82)))
    return out


def fan(count: int, area: pygame.Rect, card: tuple[int, int], lifted: int = 0) -> list[pygame.Rect]:
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
