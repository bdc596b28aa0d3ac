"""Rotation profiles: how a player turns the tornado base, as pure math (no pygame, no pymunk).

A *profile* is the tornado's angle in degrees at each 1/120 s frame (:data:`FRAME_RATE`), frame 0
at angle 0 and the last frame exactly at the angle to turn. Bots get theirs from
:func:`rotation_profile`; a person's comes live from the mouse. Either way the physical world
(:mod:`physics.live`) replays it against the column, and it lives here, next to the world, because
no game rule reads it: the rules only ask the world for the outcome of a turn.

A turn is modelled the way motor-control studies describe a reach: one main minimum-jerk
movement that covers most of the angle, corrective sub-movements for the rest (quicker and
more of them for a less skilled player, sometimes a hasty flick), a pause now and then, and
physiological tremor on top. A careful player takes longer for a taller column. The rotation
skills (named like the bot kinds that use them):

* ``steady``: one slow, smooth movement, barely any tremor;
* ``average``: a main movement and a correction or two, some tremor;
* ``shaky``: quick, several corrections, strong tremor and the odd flick.

The time limit (the rules' option ``rotation_seconds``; 0 = none) binds bots and people alike: a
bot plans its turn to end in time, but a hesitation can still run over, and whatever is not done
when the limit is reached the tornado completes by itself within half a second
(:func:`complete_in_time`), a rough ride for a tall column.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from physics.column import FRAME_RATE

COMPLETION_SECONDS = 0.5
"""The tornado finishes an unfinished turn within this time once the limit is reached."""
PLAN_SHARE = 0.9
"""Bots plan their turn to end by this share of the time limit."""


@dataclass(frozen=True)
class TurningStyle:
    """How one rotation skill turns the tornado."""

    seconds: float
    """Main movement of a 120 degree turn of a one-card column."""
    care: float
    """Extra seconds per column item: a careful player slows down for a tall column."""
    tempo_spread: float
    """Relative spread of the duration from turn to turn."""
    reach: tuple[float, float]
    """Share of the angle the main movement covers (the rest is corrected)."""
    corrections: int
    """At most this many corrective sub-movements."""
    flick: float
    """Chance that a correction is a hasty flick."""
    pause: float
    """Chance of a hesitation of up to half a second somewhere in the turn."""
    tremor: float
    """Tremor amplitude in degrees."""
    tremor_hz: tuple[float, float]


STYLES = {
    "steady": TurningStyle(1.8, 0.045, 0.08, (0.97, 1.0), 1, 0.0, 0.0, 0.05, (8.0, 11.0)),
    "average": TurningStyle(1.5, 0.04, 0.15, (0.85, 0.97), 2, 0.02, 0.1, 0.1, (7.0, 10.0)),
    "shaky": TurningStyle(0.9, 0.012, 0.25, (0.7, 0.92), 3, 0.25, 0.2, 0.5, (5.0, 9.0)),
}
SKILLS = tuple(STYLES)


def minimum_jerk(s: float) -> float:
    """Progress 0..1 of a minimum-jerk movement at time share ``s`` (clamped to 0..1)."""
    s = min(1.0, max(0.0, s))
    return s * s * s * (10.0 - 15.0 * s + 6.0 * s * s)


@dataclass(frozen=True)
class _Move:
    start: float
    seconds: float
    angle: float


def _plan(
    style: TurningStyle, angle: float, time_limit: float, column_height: int, rng: random.Random
) -> list[_Move]:
    """The sub-movements of one turn, in order, adding up to ``angle``."""
    size = math.sqrt(abs(angle) / 120.0)
    main = (style.seconds + style.care * column_height) * size * math.exp(rng.gauss(0.0, style.tempo_spread))
    count = rng.randint(0, style.corrections) if style.reach[0] < 1.0 else 0
    share = rng.uniform(*style.reach) if count else 1.0
    moves = [(main, angle * share)]
    left = angle * (1.0 - share)
    for i in range(count):
        part = left if i == count - 1 else left * rng.uniform(0.5, 0.8)
        left -= part
        quick = rng.random() < style.flick
        seconds = rng.uniform(0.12, 0.2) if quick else main * rng.uniform(0.25, 0.45)
        moves.append((seconds, part))
    # Each correction starts as the previous movement is ending (the player sees it falls short).
    starts = [0.0]
    for (seconds, _), _next in itertools.pairwise(moves):
        starts.append(starts[-1] + seconds * rng.uniform(0.7, 1.0))
    end = starts[-1] + moves[-1][0]
    if time_limit > 0 and end > PLAN_SHARE * time_limit:
        scale = PLAN_SHARE * time_limit / end
        starts = [t * scale for t in starts]
        moves = [(seconds * scale, part) for seconds, part in moves]
    plan = [_Move(t, seconds, part) for t, (seconds, part) in zip(starts, moves, strict=True)]
    if rng.random() < style.pause and len(plan) > 1:
        # A hesitation delays everything from one correction on.
        at, delay = rng.randrange(1, len(plan)), rng.uniform(0.1, 0.5)
        plan = [m if i < at else _Move(m.start + delay, m.seconds, m.angle) for i, m in enumerate(plan)]
    return plan


def rotation_profile(
    skill: str, angle_deg: float, time_limit: float, column_height: int, rng: random.Random
) -> list[float]:
    """The tornado angle at each frame of a bot's turn by ``angle_deg`` (signed, + clockwise).

    Starts at 0 and ends exactly at ``angle_deg``; when the turn runs over ``time_limit``
    seconds (0 = no limit) the tornado completes it (see :func:`complete_in_time`).
    """
    style = STYLES.get(skill)
    if style is None:
        raise ValueError(f"unknown rotation skill '{skill}' (skills: {', '.join(SKILLS)})")
    if not math.isfinite(angle_deg) or time_limit < 0 or column_height < 0:
        raise ValueError("the angle must be a number, the time limit and column height not negative")
    if angle_deg == 0:
        return [0.0]
    plan = _plan(style, angle_deg, time_limit, column_height, rng)
    end = max(m.start + m.seconds for m in plan)
    frames = math.ceil(end * FRAME_RATE)
    freqs = [rng.uniform(*style.tremor_hz) for _ in range(2)]
    phases = [rng.uniform(0.0, 2 * math.pi) for _ in range(2)]
    profile = []
    for k in range(frames + 1):
        t = k / FRAME_RATE
        base = sum(m.angle * minimum_jerk((t - m.start) / m.seconds) for m in plan)
        envelope = math.sin(math.pi * min(1.0, t / end)) ** 2
        shake = sum(
            weight * math.sin(2 * math.pi * f * t + p)
            for weight, f, p in zip((1.0, 0.5), freqs, phases, strict=True)
        )
        profile.append(base + style.tremor * envelope * shake)
    profile[0], profile[-1] = 0.0, float(angle_deg)
    if time_limit > 0 and len(profile) - 1 > time_limit * FRAME_RATE:
        kept = profile[: math.ceil(time_limit * FRAME_RATE) + 1]
        return kept + complete_in_time(kept, angle_deg, time_limit)
    return profile


def complete_in_time(angles_so_far: Sequence[float], target: float, time_limit: float) -> list[float]:
    """The frames by which the tornado itself finishes a turn once ``time_limit`` is reached.

    ``angles_so_far`` are the frames of the turn so far (frame 0 at time 0). Returns [] while the
    tornado has nothing to do (no limit, limit not reached yet, or the turn already at
    ``target``), else the next frames: a minimum-jerk finish from the current angle and speed to
    ``target`` in half a second, ending exactly at ``target``. The app may call it every frame.
    """
    if not angles_so_far:
        raise ValueError("a turn has at least its first frame (angle 0)")
    now = angles_so_far[-1]
    reached = len(angles_so_far) - 1 >= time_limit * FRAME_RATE
    if time_limit <= 0 or not reached or now == target:
        return []
    speed = (now - angles_so_far[-2]) * FRAME_RATE if len(angles_so_far) > 1 else 0.0
    frames = round(COMPLETION_SECONDS * FRAME_RATE)
    # Quintic from (now, speed, no acceleration) to (target, at rest, no acceleration).
    span, lead = target - now, speed * COMPLETION_SECONDS
    out = []
    for k in range(1, frames + 1):
        s = k / frames
        h_start = s - 6 * s**3 + 8 * s**4 - 3 * s**5  # carries the initial speed, vanishes at the end
        out.append(now + span * minimum_jerk(s) + lead * h_start)
    out[-1] = float(target)
    return out
