"""Static stability of a column: does each item's load fall inside what supports it?

A rigid stack stands exactly when, at every joint, the centre of mass of everything from that item
up lies over the contact with the item below (the disk for the bottom item). The margin says by
how many millimetres it does; a negative margin is a column that cannot stand, whatever the
solver. The samples and the tests use it to tell a physically possible column from one that the
settle after a placement would have knocked over.
"""

from __future__ import annotations

from functools import cache

from physics import shapes
from physics.column import Column, mass_properties


@cache
def base_span(kind: str) -> tuple[float, float]:
    """Leftmost and rightmost points of the item's flat base (local x, mm)."""
    xs = [x for poly in shapes.OUTLINES[kind] for x, y in poly if y == 0.0]
    return min(xs), max(xs)


@cache
def top_span(kind: str) -> tuple[float, float]:
    """Leftmost and rightmost points of the item's flat top (local x, mm)."""
    top = shapes.height(kind)
    xs = [x for poly in shapes.OUTLINES[kind] for x, y in poly if y == top]
    return min(xs), max(xs)


def support_margins(column: Column) -> list[float]:
    """Per item, bottom first: mm from the load's centre of mass to the nearer edge of its support.

    Item ``i`` is taken to rest flat on item ``i - 1`` (the bottom item on the disk).
    """
    width = shapes.CARD_WIDTH
    margins = []
    mass = moment = 0.0
    loads = []
    for kind, offset in reversed(column):
        item_mass, _, centre = mass_properties(kind)
        mass += item_mass
        moment += item_mass * (offset * width + centre[0])
        loads.append(moment / mass)
    loads.reverse()
    for i, (kind, offset) in enumerate(column):
        low, high = base_span(kind)
        low, high = offset * width + low, offset * width + high
        if i == 0:
            under_low, under_high = -shapes.DISK_HALF_WIDTH, shapes.DISK_HALF_WIDTH
        else:
            under_kind, under_offset = column[i - 1]
            left, right = top_span(under_kind)
            under_low, under_high = under_offset * width + left, under_offset * width + right
        low, high = max(low, under_low), min(high, under_high)
        margins.append(min(loads[i] - low, high - loads[i]))
    return margins
