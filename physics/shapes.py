"""The pieces of the tornado column as 2D side-view outlines, in real millimetres and grams.

Lengths are millimetres and gravity is the real 9810 mm/s^2, so the column topples on the
time scale of a real one and a human-paced turn (1-2 s) shakes it as much as the paper game.
Each outline is a list of convex polygons in the item's own frame: origin at the middle of the
item's base, y up. The renderer draws exactly these polygons from the poses.

Why these shapes: a card lies on whatever is under it, so every piece has a flat top (a card
balanced on a point would fall by itself). The house is seen from its long side, so its ridge is
a flat line; the cow has a flat back and stands on four legs (two visible); the tree is tall and
narrow, the most fragile piece both at its foot and under the next card.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

Polygon = tuple[tuple[float, float], ...]

CARD_WIDTH: Final = 60.0
"""Millimetres in one card width, the unit of the rules' offsets."""
CARD_THICKNESS: Final = 1.2
"""Thicker than real card stock (0.35 mm) so contacts stay robust; the look is unaffected."""

DISK_HALF_WIDTH: Final = 45.0
"""The big wooden disk: 90 mm across, wider than a card's 60 mm."""
DISK_THICKNESS: Final = 12.0
STEM_HALF_WIDTH: Final = 12.0
"""The top of the plastic tornado under the disk."""
STEM_HEIGHT: Final = 150.0
"""The disk top stands this high above the tornado course, where fallen things land."""

KINDS: Final = ("card", "house", "cow", "tree")


def _box(left: float, bottom: float, right: float, top: float) -> Polygon:
    return ((left, bottom), (right, bottom), (right, top), (left, top))


OUTLINES: Final[dict[str, tuple[Polygon, ...]]] = {
    "card": (_box(-CARD_WIDTH / 2, 0.0, CARD_WIDTH / 2, CARD_THICKNESS),),
    "house": (
        _box(-12.0, 0.0, 12.0, 15.0),  # walls
        _box(-14.0, 15.0, 14.0, 24.0),  # roof with overhanging gables, ridge on top
    ),
    "cow": (
        _box(-13.0, 0.0, -9.0, 7.0),  # hind legs
        _box(9.0, 0.0, 13.0, 7.0),  # fore legs
        _box(-15.0, 7.0, 15.0, 18.0),  # body, flat back
        _box(15.0, 8.0, 21.0, 16.0),  # head, below the line of the back
    ),
    "tree": (
        _box(-11.0, 0.0, 11.0, 3.0),  # foot
        _box(-3.0, 3.0, 3.0, 9.0),  # trunk
        (
            (-8.0, 9.0),
            (8.0, 9.0),
            (13.0, 14.0),
            (13.0, 29.0),
            (10.0, 34.0),
            (-10.0, 34.0),
            (-13.0, 29.0),
            (-13.0, 14.0),
        ),
    ),
}

MASSES: Final[dict[str, float]] = {"card": 1.5, "house": 6.0, "cow": 4.5, "tree": 3.5}
"""Grams: solid wood pieces (the house the heaviest), a card a quarter of a house."""


def polygon_area(poly: Polygon) -> float:
    return (
        abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True))) / 2
    )


def height(kind: str) -> float:
    """Height of an item standing upright."""
    return max(y for poly in OUTLINES[kind] for _, y in poly)


def _edge_heights(poly: Polygon, x: float) -> list[float]:
    """Heights where the vertical line at ``x`` crosses the polygon's edges."""
    out = []
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
        lo, hi = min(x0, x1), max(x0, x1)
        if lo <= x <= hi:
            out += [y0, y1] if x0 == x1 else [y0 + (y1 - y0) * (x - x0) / (x1 - x0)]
    return out


@lru_cache(maxsize=1 << 16)
def top_at(kind: str, x: float) -> float | None:
    """Upper surface height of the upright item at local ``x`` (None where it has no material)."""
    ys = [y for poly in OUTLINES[kind] for y in _edge_heights(poly, x)]
    return max(ys) if ys else None


@lru_cache(maxsize=1 << 16)
def bottom_at(kind: str, x: float) -> float | None:
    """Lower surface height of the upright item at local ``x`` (None where it has no material)."""
    ys = [y for poly in OUTLINES[kind] for y in _edge_heights(poly, x)]
    return min(ys) if ys else None


def half_extent(kind: str) -> float:
    """Half the item's width, measured from its origin to its farthest side."""
    return max(abs(x) for poly in OUTLINES[kind] for x, _ in poly)
