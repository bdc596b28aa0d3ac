"""The column on its tornado, one 1/120 s frame at a time: the bodies, the drive, the reading.

The side view follows the column round the course: turning the tornado by an angle moves the disk
sideways by the arc length ``radius * angle`` (the tangential motion that shakes a real column; the
centripetal pull points out of the picture and is left out). The outer track has a wider circle,
so the same turn moves, and shakes, the column more.

:class:`ColumnSim` is the body level: ``step(angle)`` once per frame, ``poses()`` to draw, and the
reading of what stands (:meth:`ColumnSim.fallen`, :meth:`ColumnSim.offsets`). When a turn or a
settle is over and how its outcome is read is :mod:`physics.live`'s, for the table and the offline
resolver alike. The same inputs give the same poses and outcome, bit for bit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

import pymunk

from game.core import Action
from game.tornado_ellie.actions import MAX_DRIFT, world_outcome
from physics import shapes
from physics.column import DEFAULT_SETTINGS, FRAME_RATE, Column, ColumnWorld, Settings

TRACK_RADIUS = {"inner": 20.0, "outer": 32.0}
"""Millimetres from the turning axis to the disk centre on each track of the tornado course."""

STILL_SPEED = 5.0
"""mm/s: below this every item is at rest and the outcome can be read."""
FALL_SPEED = 120.0
"""mm/s: an item this fast is falling (a column that only wobbles moves far slower)."""
MAX_TILT = 0.3
"""Radians (17 degrees): an item leaning more than this hangs off the column and counts as fallen.

Items in a standing column lie within a few degrees of level; a card left leaning from a piece
down onto the card below is off the column, as a player would see it (and a level item is one
the rules can put back at its offset)."""


class Pose(NamedTuple):
    """Where to draw an item: its base-centre origin in mm (y up, disk top at y = 0), angle in rad."""

    kind: str
    x: float
    y: float
    angle: float


@dataclass(frozen=True)
class Outcome:
    """What a rotation or a rest did to the column: indices that fell, offsets of the rest.

    Offsets are card widths from the disk centre, as the world measured them; the rules store
    them (rounded) in their outcome action, :meth:`action`, and alone know its text form.
    """

    fallen: tuple[int, ...]
    offsets: tuple[float, ...]
    frames: list[list[Pose]] = field(default_factory=list, compare=False, repr=False)

    def action(self) -> Action:
        """The rules' outcome action for the WORLD node (``state.action_text`` formats it)."""
        return world_outcome(self.fallen, self.offsets)


class ColumnSim:
    """One column on the tornado top, driven by the tornado's angle once per frame."""

    def __init__(
        self, column: Column, track: str = "inner", settings: Settings = DEFAULT_SETTINGS, settle: bool = True
    ) -> None:
        if track not in TRACK_RADIUS:
            raise ValueError(f"unknown track '{track}' (tracks: {', '.join(TRACK_RADIUS)})")
        self.world = ColumnWorld(column, settings)
        if settle:
            self.world.settle()
        self.radius = TRACK_RADIUS[track]
        self.angle = 0.0
        self.frame = 0
        self._dt = 1.0 / (FRAME_RATE * settings.substeps)
        self._index = {body: i for i, body in enumerate(self.world.items)}

    # -- driving -------------------------------------------------------------------------------
    def step(self, angle: float) -> None:
        """Advance one 1/120 s frame while the tornado turns to ``angle`` degrees."""
        if not math.isfinite(angle):
            raise ValueError(f"the tornado angle is not a number: {angle!r}")
        disk, space = self.world.disk, self.world.space
        start = disk.position.x
        target = self.radius * math.radians(angle)
        disk.velocity = ((target - start) * FRAME_RATE, 0.0)
        for _ in range(self.world.settings.substeps):
            space.step(self._dt)
        disk.position = (target, 0.0)
        self.angle = angle
        self.frame += 1

    def rest(self, seconds: float) -> None:
        """Hold the tornado still for ``seconds``."""
        for _ in range(round(seconds * FRAME_RATE)):
            self.step(self.angle)

    # -- reading -------------------------------------------------------------------------------
    def poses(self) -> list[Pose]:
        """The items bottom to top as they are now."""
        return [
            Pose(kind, body.position.x, body.position.y, body.angle)
            for kind, body in zip(self.world.kinds, self.world.items, strict=True)
        ]

    def disk_pose(self) -> Pose:
        """The disk: the middle of its top face."""
        return Pose("disk", self.world.disk.position.x, 0.0, 0.0)

    def is_still(self) -> bool:
        """True when every item has come to rest (or to the floor)."""
        limit = STILL_SPEED
        for body in self.world.items:
            half = shapes.half_extent(self._kind(body))
            if body.velocity.length > limit or abs(body.angular_velocity) * half > limit:
                return False
        return True

    def falling(self) -> bool:
        """True while an item moves as fast as a falling one (:data:`FALL_SPEED`): the column is
        collapsing, not coming to rest."""
        return any(body.velocity.length > FALL_SPEED for body in self.world.items)

    def fallen(self) -> list[int]:
        """Indices of the items that have left the column, bottom first.

        An item stays when it is above the disk top, roughly level and rests on a staying item
        below it in the column (the lowest staying item may rest on the disk itself).
        """
        kept: set[int] = set()
        out = []
        for i, body in enumerate(self.world.items):
            centre = body.local_to_world(body.center_of_gravity)
            touching = self._touching(body)
            supported = any(j in kept for j in touching if j < i) or (not kept and -1 in touching)
            level = abs(math.remainder(body.angle, 2 * math.pi)) <= MAX_TILT
            if centre.y > 0.0 and level and supported:
                kept.add(i)
            else:
                out.append(i)
        return out

    def offsets(self, fallen: Sequence[int]) -> list[float]:
        """Offsets (card widths from the disk centre) of the items not in ``fallen``, within the
        drift the rules accept (an item farther out still on the column is read at the limit)."""
        gone = set(fallen)
        disk_x = self.world.disk.position.x
        out = []
        for i, body in enumerate(self.world.items):
            if i not in gone:
                centre = body.local_to_world((0.0, shapes.height(self.world.kinds[i]) / 2))
                out.append(min(MAX_DRIFT, max(-MAX_DRIFT, (centre.x - disk_x) / shapes.CARD_WIDTH)))
        return out

    # -- helpers -------------------------------------------------------------------------------
    def _kind(self, body: pymunk.Body) -> str:
        return self.world.kinds[self._index[body]]

    def _touching(self, body: pymunk.Body) -> set[int]:
        """Indices of the items ``body`` touches; -1 stands for the disk."""
        found: set[int] = set()

        def note(arbiter: pymunk.Arbiter) -> None:
            for other in arbiter.bodies:
                if other is self.world.disk:
                    found.add(-1)
                elif other is not body and other in self._index:
                    found.add(self._index[other])

        body.each_arbiter(note)
        return found
