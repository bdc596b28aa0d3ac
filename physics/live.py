"""A WORLD moment of Tornado Ellie played out live, one 1/120 s physics frame at a time.

The rules stop at a WORLD node after a rotation or a placement and describe the moment in
``state.world_request()``. :class:`LiveWorld` is made from that request; whoever drives it steps
it once per physics frame with the angle the turning player wants the tornado at (the mouse for a
person, :meth:`LiveWorld.turn_for` for a bot), draws :meth:`LiveWorld.poses` between steps, and
once :attr:`LiveWorld.done` applies :meth:`LiveWorld.action`, the rules' outcome action, which
goes into the log like any other action. The offline resolver (:func:`resolve`, used by
:mod:`physics.plugin` for the command line and the bots' games) runs the very same object, so a
table that steps a bot's turn live gets exactly the outcome the offline resolver gives::

    live = LiveWorld(state.world_request())
    wants = iter(live.turn_for(skill, world_seed(state)))   # a bot's seat (skill from its bot)
    # every 1/120 s of the frame clock (at most a few steps per display frame):
    live.step(next(wants, None))                # a bot: its profile, then nothing
    live.step(live.follow(mouse_degrees))       # a person: the tornado follows the mouse
    draw(live.poses(), live.disk_pose(), live.seconds_left(), live.tornado_driving())
    if live.done:
        match.apply(live.action())              # into the log, as the world's action

Readings of the rules, in this module's own words:

* A turn starts at the first step and ends when the tornado points exactly at the target farm.
  The rules' ``rotation_seconds`` (0 = no limit) counts from that first step; once it has passed,
  the tornado itself completes the turn within half a second from where and how fast it was
  going (:func:`physics.rotation_profiles.complete_in_time`) and the player's input is ignored.
  A table that wants the clock to start at the player's first grab simply starts stepping then.
* After the turn the tornado stands still while the column comes to rest: at least half a second,
  at most three; then what fell and where the rest lies is read (:class:`physics.simulation.ColumnSim`).
* A settle (a storm-damage piece and its card were just put on the column) is the same rest,
  after two seconds in which the fresh placement takes its load.

Cost: a step is one pymunk frame (16 substeps); see ``bench/physics.py``. Building the object
builds the column's bodies (a few milliseconds); the column then takes its load for half a
simulated second (60 frames' work), which :meth:`LiveWorld.prepare` spreads over display frames.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any

from game.core import Action
from physics import shapes
from physics.column import (
    DEFAULT_SETTINGS,
    FRAME_RATE,
    Column,
    Settings,
    check_column,
    dropped,
)
from physics.rotation_profiles import complete_in_time, rotation_profile
from physics.simulation import ColumnSim, Outcome, Pose

STEP_SECONDS = 1.0 / FRAME_RATE
"""Simulated seconds per :meth:`LiveWorld.step`."""
DEFAULT_SKILL = "average"
"""How the offline resolver turns for a seat that declares no rotation skill (a person, a random
bot). At a table a person's turn comes live from the mouse instead."""
TAIL_MIN_SECONDS = 0.5
TAIL_MAX_SECONDS = 3.0
SETTLE_SECONDS = 2.0
MOUSE_FOLLOW = 0.25
"""Share of the way from the tornado's angle to the mouse's the tornado moves each frame (a ~30 ms
lag): single pixel jumps of the mouse would otherwise act as tiny flicks."""
FALL_CALM_SECONDS = 0.25
"""Once nothing has fallen fast for this long the column reads as coming to rest again (a piece
bouncing on the ground does not make the words flicker)."""
MOUSE_SNAP = 0.05
"""Degrees: closer than this the tornado takes the mouse's angle exactly."""

ROTATION, SETTLE = "rotation", "settle"
TURNING, RESTING, DONE = "turning", "resting", "done"
_READY = object()


class LiveWorld:
    """One WORLD request (a rotation or a settle), stepped frame by frame until its outcome.

    Phases: ``turning`` (a rotation until the tornado points at the target), ``resting`` (the
    column comes to rest; a settle starts here), ``done`` (:attr:`outcome` is read; further steps
    change nothing).
    """

    def __init__(self, request: Mapping[str, Any], settings: Settings = DEFAULT_SETTINGS) -> None:
        kind = str(request["kind"])
        if kind not in (ROTATION, SETTLE):
            raise ValueError(f"unknown world request '{kind}' (requests: {ROTATION}, {SETTLE})")
        self.kind = kind
        self.column: list[tuple[str, float]] = [(str(k), float(x)) for k, x in request["column"]]
        rotation = kind == ROTATION
        self.target = float(request["angle"]) if rotation else 0.0
        """Degrees to turn (signed, + clockwise)."""
        self.time_limit = float(request["time_limit"]) if rotation else 0.0
        """Seconds before the tornado finishes the turn itself; 0 = no limit."""
        if not math.isfinite(self.target) or not math.isfinite(self.time_limit) or self.time_limit < 0:
            raise ValueError("the angle and the time limit must be numbers, the limit not negative")
        self.sim = ColumnSim(self.column, str(request["track"]), settings, settle=False)
        self._settling: Iterator[None] | None = self.sim.world.settling()
        self.angles = [0.0]
        """The tornado's angle at each frame of the turn, frame 0 (time 0) first."""
        self.frames = 0
        """Steps taken so far."""
        self.outcome: Outcome | None = None
        """What the world did, once :attr:`done`."""
        self.phase = TURNING if rotation and self.target != 0.0 else RESTING
        rest = SETTLE_SECONDS if kind == SETTLE else 0.0
        self._rest_min = round((rest + TAIL_MIN_SECONDS) * FRAME_RATE)
        self._rest_max = round((rest + TAIL_MAX_SECONDS) * FRAME_RATE)
        self._rested = 0
        self._tornado: list[float] = []
        self._time_up: int | None = None
        self._fell_at: int | None = None

    @classmethod
    def rotation(
        cls,
        column: Column,
        angle: float,
        track: str,
        time_limit: float,
        settings: Settings = DEFAULT_SETTINGS,
    ) -> LiveWorld:
        """A rotation without a game around it (the practice screen, tests and benches)."""
        request = {"kind": ROTATION, "rotator": -1, "angle": angle, "track": track, "time_limit": time_limit}
        return cls({**request, "column": [[kind, offset] for kind, offset in column]}, settings)

    @classmethod
    def settle(cls, column: Column, settings: Settings = DEFAULT_SETTINGS) -> LiveWorld:
        """A settle without a game around it."""
        request = {"kind": SETTLE, "rotator": -1, "angle": 0.0, "track": "inner", "time_limit": 0}
        return cls({**request, "column": [[kind, offset] for kind, offset in column]}, settings)

    # -- driving -------------------------------------------------------------------------------
    def prepare(self) -> bool:
        """One frame's share of the freshly built column taking its load (half a simulated second
        in all, before the moment starts); True once the column is ready. A table calls it once a
        display frame until it is True, to spread the work; the first :meth:`step` does whatever
        is left, so calling it or not changes nothing in the outcome. No time passes for the turn."""
        if self._settling is not None and next(self._settling, _READY) is _READY:
            self._settling = None
        return self._settling is None

    def step(self, want: float | None = None) -> None:
        """Advance one 1/120 s frame. While turning, the tornado goes to ``want`` degrees (None:
        it stays where it is), unless the time is up and the tornado drives itself; otherwise
        ``want`` is ignored."""
        while not self.prepare():
            pass
        if self.phase == DONE:
            return
        if self.phase == TURNING:
            if self._tornado:
                angle = self._tornado.pop(0)
            elif want is None:
                angle = self.angles[-1]
            else:
                angle = float(want)
            self.sim.step(angle)  # refuses a NaN before anything changes
            self.frames += 1
            self.angles.append(angle)
            self._note_fall()
            if not self._tornado:
                self._tornado = complete_in_time(self.angles, self.target, self.time_limit)
                if self._tornado and self._time_up is None:
                    self._time_up = self.frames
            if angle == self.target and not self._tornado:
                self.phase = RESTING
            return
        self.sim.step(self.sim.angle)
        self.frames += 1
        self._rested += 1
        self._note_fall()
        if (self._rested >= self._rest_min and self.sim.is_still()) or self._rested >= self._rest_max:
            fallen = self.sim.fallen()
            self.outcome = Outcome(tuple(fallen), tuple(self.sim.offsets(fallen)))
            self.phase = DONE

    def _note_fall(self) -> None:
        if self.sim.falling():
            self._fell_at = self.frames

    def follow(self, mouse: float) -> float:
        """The angle to step to when the mouse points at ``mouse`` degrees: a little of the way
        there (see :data:`MOUSE_FOLLOW`), never beyond the start or the target."""
        low, high = sorted((0.0, self.target))
        want = min(high, max(low, mouse))
        last = self.angles[-1]
        angle = last + (want - last) * MOUSE_FOLLOW
        return want if abs(want - angle) < MOUSE_SNAP else angle

    def turn_for(self, skill: str | None, seed: int) -> list[float]:
        """The angles a seat of rotation ``skill`` (None: :data:`DEFAULT_SKILL`) wants at steps
        1, 2, ... of this rotation, its tremor drawn from ``seed``; [] for a settle."""
        if self.kind != ROTATION:
            return []
        rng = random.Random(seed)
        height = len(self.column)
        return rotation_profile(skill or DEFAULT_SKILL, self.target, self.time_limit, height, rng)[1:]

    def play(self, wants: Iterable[float] = (), record: bool = False) -> Outcome:
        """Step through ``wants`` (one per frame while turning), then until done; the outcome.

        With ``record`` the outcome carries the poses after every step.
        """
        frames: list[list[Pose]] = []
        for want in wants:
            if self.phase != TURNING:
                break
            self.step(want)
            if record:
                frames.append(self.poses())
        if self.phase == TURNING and self.time_limit <= 0 and self.angles[-1] != self.target:
            raise ValueError(f"the turn stopped at {self.angles[-1]:g} of {self.target:g} degrees")
        while self.phase != DONE:
            self.step()
            if record:
                frames.append(self.poses())
        assert self.outcome is not None
        return Outcome(self.outcome.fallen, self.outcome.offsets, frames) if record else self.outcome

    # -- reading -------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.phase == DONE

    @property
    def angle(self) -> float:
        """The tornado's angle now, in degrees."""
        return self.angles[-1]

    def poses(self) -> list[Pose]:
        """The items bottom to top, to draw (base-centre origin in mm, y up, angle in radians)."""
        return self.sim.poses()

    def disk_pose(self) -> Pose:
        return self.sim.disk_pose()

    def seconds(self) -> float:
        """Seconds the turn has taken so far."""
        return (len(self.angles) - 1) * STEP_SECONDS

    def seconds_left(self) -> float | None:
        """Seconds left before the tornado finishes the turn itself; None without a limit."""
        if self.time_limit <= 0 or self.kind != ROTATION:
            return None
        return max(0.0, self.time_limit - self.seconds())

    def collapsing(self) -> bool:
        """True while something falls off the column (or fell within :data:`FALL_CALM_SECONDS`);
        False while it only wobbles or lies calm."""
        if self._fell_at is None or self.phase == DONE:
            return False
        return (self.frames - self._fell_at) * STEP_SECONDS < FALL_CALM_SECONDS

    def since_time_up(self) -> float | None:
        """Seconds since the time ran out and the tornado took over the turn; None if it never did."""
        if self._time_up is None:
            return None
        return (self.frames - self._time_up) * STEP_SECONDS

    def tornado_driving(self) -> bool:
        """True while the tornado completes the turn by itself (the player's input is ignored)."""
        return self.phase == TURNING and bool(self._tornado)

    def action(self) -> Action:
        """The rules' outcome action, once :attr:`done`."""
        if self.outcome is None:
            raise RuntimeError("the column has not come to rest yet")
        return self.outcome.action()


def resolve(request: Mapping[str, Any], skill: str | None, seed: int) -> Outcome:
    """The offline resolver: the request played through :class:`LiveWorld` with the turn a seat of
    ``skill`` makes (its tremor from ``seed``), as fast as the machine allows."""
    live = LiveWorld(request)
    return live.play(live.turn_for(skill, seed))


def run_rotation(
    column: Column,
    angles: Sequence[float],
    track: str = "inner",
    settings: Settings = DEFAULT_SETTINGS,
    record: bool = False,
) -> Outcome:
    """Turn ``column`` through ``angles`` (one per step, the last the target; no time limit), let it
    rest, read the outcome: the tests' and benches' way to try a given turn."""
    live = LiveWorld.rotation(column, angles[-1] if angles else 0.0, track, 0.0, settings)
    return live.play(angles, record)


def run_settle(column: Column, settings: Settings = DEFAULT_SETTINGS) -> Outcome:
    """A piece and a card were just placed on top of ``column``: let it rest and read the outcome."""
    return LiveWorld.settle(column, settings).play()


# -- the column between WORLD moments, and stacking previews ----------------------------------
@lru_cache(maxsize=256)
def _built_poses(column: tuple[tuple[str, float], ...]) -> tuple[Pose, ...]:
    # where a ColumnWorld puts its bodies before any step, without building it (a column drawn,
    # or a stacking preview aimed, is a frame's work, not a world's)
    check_column(column)
    return tuple(Pose(kind, x, y, 0.0) for kind, x, y in dropped(column))


def column_poses(column: Column) -> list[Pose]:
    """Where the items of a rules' column (``(kind, offset)`` bottom first) lie when put down one on
    another: the picture of the column between WORLD moments (the disk at angle 0)."""
    return list(_built_poses(tuple((str(kind), float(offset)) for kind, offset in column)))


def placement_preview(column: Column, kind: str, offset: float) -> list[Pose]:
    """A stacking preview: where a ``kind`` piece put at ``offset`` card widths, and the card after
    it, come to lie on ``column`` before the settle decides whether they stay."""
    if kind not in shapes.KINDS:
        raise ValueError(f"unknown column item '{kind}' (items: {', '.join(shapes.KINDS)})")
    return column_poses([*column, (kind, offset), ("card", offset)])[-2:]
