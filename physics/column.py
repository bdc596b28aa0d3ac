"""Building the pymunk world of a tornado column: the disk on the tornado top, then the items.

The rules pass on the column as ``(kind, offset)`` pairs, bottom first, offsets in card widths
from the disk centre. Each item is dropped straight down onto whatever lies under its footprint
(a height map of the items placed so far), so a piece placed beside the card below lands where a
real one would, and a short damped settle lets the contacts take their load before play starts.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

import pymunk

from physics import shapes

Column = Sequence[tuple[str, float]]

FRAME_RATE = 120
"""Physics frames per simulated second, the one frame rate of the project: rotation profiles, the
live world and the app's physics clock all step at it."""


@dataclass(frozen=True)
class Settings:
    """Solver settings, from the first physics prototype except the substeps.

    The prototype used 8 substeps per frame at 981 px/s^2; with real gravity in millimetres a
    41-item column on 2-3 mm of static margin tipped over at rest with 8 or 12 substeps (each
    contact gives by up to the slop, which tilts a 0.5 m column by millimetres at the top) and
    stood for 60 s with 16. Substeps, not iterations, buy that stiffness (30 iterations at 12
    substeps still fell), and 16 substeps cost about 0.5 ms per frame at 41 items.
    """

    substeps: int = 16
    iterations: int = 10
    friction: float = 0.9
    disk_friction: float = 1.0
    slop: float = 0.1
    gravity: float = 9810.0
    settle_seconds: float = 0.5
    settle_damping: float = 0.01
    """Velocity kept per second while settling after a build (strong damping)."""


DEFAULT_SETTINGS = Settings()

FLOOR_Y = -(shapes.DISK_THICKNESS + shapes.STEM_HEIGHT)
"""Height of the tornado course, where fallen things come to rest (disk top at y = 0)."""
FLOOR_HALF_WIDTH = 3000.0
_MAP_STEP = 0.5  # mm between height-map samples
_MAP_HALF = 300.0  # mm either side of the disk centre


@cache
def mass_properties(kind: str) -> tuple[float, float, tuple[float, float]]:
    """Mass, moment of inertia and centre of gravity of an item made of its outline's polygons."""
    body = pymunk.Body()
    density = shapes.MASSES[kind] / sum(shapes.polygon_area(p) for p in shapes.OUTLINES[kind])
    parts = [pymunk.Poly(body, poly) for poly in shapes.OUTLINES[kind]]
    for part in parts:
        part.density = density
    space = pymunk.Space()  # the mass is summed up once the shapes are in a space
    space.add(body, *parts)
    return body.mass, body.moment, tuple(body.center_of_gravity)


_SAMPLES = int(2 * _MAP_HALF / _MAP_STEP) + 1
_XS = tuple(-_MAP_HALF + i * _MAP_STEP for i in range(_SAMPLES))
"""The height map's sample points, mm from the disk centre."""
_GROUND = tuple(0.0 if abs(x) <= shapes.DISK_HALF_WIDTH else FLOOR_Y for x in _XS)
"""The height map of the empty disk and the course round it."""


@lru_cache(maxsize=1024)
def _footprint(kind: str, centre: float) -> tuple[tuple[int, float | None, float | None], ...]:
    """The height map's samples under an upright ``kind`` centred at ``centre`` mm: each sample's
    index and the item's lower and upper surface there (the same few placements recur in every
    column, and each was measured sample by sample whenever a world was built)."""
    reach = shapes.half_extent(kind)
    near = range(
        max(0, math.floor((centre - reach + _MAP_HALF) / _MAP_STEP) - 1),
        min(_SAMPLES, math.ceil((centre + reach + _MAP_HALF) / _MAP_STEP) + 2),
    )
    spots = [(i, _XS[i] - centre) for i in near if abs(_XS[i] - centre) <= reach]
    return tuple((i, shapes.bottom_at(kind, local), shapes.top_at(kind, local)) for i, local in spots)


def check_column(column: Column) -> None:
    """Refuse a column with an unknown item or an offset that is no number (ValueError)."""
    for kind, offset in column:
        if kind not in shapes.KINDS:
            raise ValueError(f"unknown column item '{kind}' (items: {', '.join(shapes.KINDS)})")
        if not math.isfinite(offset):
            raise ValueError(f"the offset of a {kind} is not a number: {offset!r}")


def dropped(column: Column) -> list[tuple[str, float, float]]:
    """Each item of ``column`` dropped straight down onto what lies under its footprint: its kind
    and where its origin (base centre) comes to lie, x and y in mm."""
    ground = list(_GROUND)
    out = []
    for kind, offset in column:
        centre = offset * shapes.CARD_WIDTH
        spots = _footprint(kind, centre)
        base = max((ground[i] - low for i, low, _ in spots if low is not None), default=FLOOR_Y)
        out.append((kind, centre, base))
        for i, _, top in spots:
            if top is not None:
                ground[i] = max(ground[i], base + top)
    return out


class ColumnWorld:
    """The pymunk space, the kinematic disk (with the tornado top) and one body per item."""

    def __init__(self, column: Column, settings: Settings = DEFAULT_SETTINGS) -> None:
        check_column(column)
        self.settings = settings
        self.kinds = [kind for kind, _ in column]
        self.space = space = pymunk.Space()
        space.gravity = (0.0, -settings.gravity)
        space.iterations = settings.iterations
        space.collision_slop = settings.slop
        self.disk = self._add_disk()
        self._add_floor()
        self.items = self._add_items(column)

    def _add_disk(self) -> pymunk.Body:
        body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        half, thick, stem = shapes.DISK_HALF_WIDTH, shapes.DISK_THICKNESS, shapes.STEM_HALF_WIDTH
        disk = pymunk.Poly.create_box_bb(body, pymunk.BB(-half, -thick, half, 0.0))
        tornado = pymunk.Poly.create_box_bb(body, pymunk.BB(-stem, FLOOR_Y, stem, -thick))
        for shape in (disk, tornado):
            shape.friction = self.settings.disk_friction
        self.space.add(body, disk, tornado)
        return body

    def _add_floor(self) -> None:
        floor = pymunk.Poly.create_box_bb(
            self.space.static_body, pymunk.BB(-FLOOR_HALF_WIDTH, FLOOR_Y - 100.0, FLOOR_HALF_WIDTH, FLOOR_Y)
        )
        floor.friction = self.settings.friction
        self.space.add(floor)

    def _add_items(self, column: Column) -> list[pymunk.Body]:
        return [self._add_item(kind, x, y) for kind, x, y in dropped(column)]

    def _add_item(self, kind: str, x: float, y: float) -> pymunk.Body:
        """One body whose mass follows the detailed outline and whose collision shape is its hull.

        A single convex shape per item halves the contact work of the compound outline, and the
        column only ever touches an item at its flat base and flat top, where both are the same.
        """
        mass, moment, centre = mass_properties(kind)
        body = pymunk.Body(mass, moment)
        body.center_of_gravity = centre
        body.position = (x, y)
        hull = pymunk.Poly(body, [point for poly in shapes.OUTLINES[kind] for point in poly])
        hull.friction = self.settings.friction
        self.space.add(body, hull)
        return body

    def settle(self) -> None:
        """Let the freshly built column take its load under strong damping, then stop it."""
        for _ in self.settling():
            pass

    def settling(self) -> Iterator[None]:
        """:meth:`settle` one frame at a time (it pauses after each frame's substeps), so a live
        table can spread it over its frames; the column is ready once the iterator is exhausted.
        Nothing else may step the space meanwhile."""
        settings = self.settings
        self.space.damping = settings.settle_damping
        dt = 1.0 / (FRAME_RATE * settings.substeps)
        total = round(settings.settle_seconds * FRAME_RATE * settings.substeps)
        for done in range(1, total + 1):
            self.space.step(dt)
            if done % settings.substeps == 0 and done < total:
                yield
        self.space.damping = 1.0
        for body in self.items:
            body.velocity = (0.0, 0.0)
            body.angular_velocity = 0.0
