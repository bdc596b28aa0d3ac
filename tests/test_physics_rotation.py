"""Turning the column (physics/simulation.py, live.py): calm turns stand, flicks topple, and it is fair."""

from __future__ import annotations

import math
import statistics

import pytest

from game.tornado_ellie.actions import action_text, parse_action
from physics import shapes
from physics.column import FLOOR_Y, FRAME_RATE
from physics.live import LiveWorld, run_rotation
from physics.rotation_profiles import minimum_jerk
from physics.simulation import ColumnSim, Outcome
from physics.stacking import stacked_column

SEEDS = (0, 1, 2)
LADDER = (2.5, 2.0, 1.5, 1.2, 1.0, 0.8, 0.6, 0.45)
"""Durations (s) of ever quicker smooth turns, to find how quick a column still takes."""


def calm(angle: float, seconds: float) -> list[float]:
    """A smooth (minimum-jerk) turn."""
    frames = round(seconds * FRAME_RATE)
    return [angle * minimum_jerk(k / frames) for k in range(1, frames + 1)]


def flick(angle: float, seconds: float = 0.25) -> list[float]:
    """A rough flick: full speed at once and a dead stop, as a yank of the base."""
    frames = round(seconds * FRAME_RATE)
    return [angle * k / frames for k in range(1, frames + 1)]


def quickest_survived(column: list[tuple[str, float]], track: str = "inner") -> float:
    """The shortest turn on the ladder the column survives (inf when it survives none)."""
    best = math.inf
    for seconds in LADDER:
        if run_rotation(column, calm(120.0, seconds), track).fallen:
            break
        best = seconds
    return best


@pytest.mark.parametrize("seed", SEEDS)
def test_a_calm_turn_keeps_a_mid_height_column_standing(seed: int) -> None:
    """A calm 120 degree turn over about 1.5 s keeps a mid-height column standing."""
    outcome = run_rotation(stacked_column(21, seed), calm(120.0, 1.5))
    assert outcome.fallen == ()


@pytest.mark.parametrize("seed", SEEDS)
def test_a_rough_flick_of_the_same_angle_topples_it(seed: int) -> None:
    outcome = run_rotation(stacked_column(21, seed), flick(120.0))
    assert len(outcome.fallen) >= 5


def test_taller_columns_are_more_fragile() -> None:
    short = statistics.mean(quickest_survived(stacked_column(11, seed)) for seed in SEEDS)
    tall = statistics.mean(quickest_survived(stacked_column(31, seed)) for seed in SEEDS)
    assert tall > short


def test_off_centre_columns_are_more_fragile() -> None:
    """The same pieces stacked straight or zig-zag (each piece 0.1 card widths off the one below)."""
    kinds = ("house", "tree", "cow", "tree", "house", "cow", "tree", "cow", "house", "tree")
    straight = [("card", 0.0)] + [(item, 0.0) for kind in kinds for item in (kind, "card")]
    zigzag = [("card", 0.0)]
    for i, kind in enumerate(kinds):
        offset = 0.05 if i % 2 else -0.05
        zigzag += [(kind, offset), ("card", offset)]
    assert quickest_survived(zigzag) > quickest_survived(straight)


def test_the_outer_track_shakes_the_same_column_more() -> None:
    column = stacked_column(21, 0)
    assert quickest_survived(column, "outer") > quickest_survived(column, "inner")


def test_identical_input_gives_identical_output() -> None:
    column = stacked_column(21, 4)
    turn = flick(90.0, 0.4)
    first = run_rotation(column, turn, record=True)
    second = run_rotation(column, turn, record=True)
    assert first == second
    assert first.frames == second.frames


def test_driving_it_live_frame_by_frame_gives_the_offline_outcome() -> None:
    column = stacked_column(15, 2)
    turn = calm(-120.0, 0.8)
    live = LiveWorld.rotation(column, -120.0, "inner", 0.0)
    for angle in turn:
        live.step(angle)
        assert len(live.poses()) == len(column)
    assert live.phase == "resting"
    assert live.disk_pose().x == pytest.approx(20.0 * math.radians(-120.0))
    while not live.done:
        live.step()
    assert live.outcome == run_rotation(column, turn)


def test_nothing_turns_nan_or_passes_through_the_disk() -> None:
    """A violent full turn in 0.15 s on the tallest column: everything stays finite and solid."""
    column = stacked_column(41, 3)
    sim = ColumnSim(column, "outer")
    half_disk = shapes.DISK_HALF_WIDTH
    for angle in [*flick(360.0, 0.15), *[360.0] * 240]:
        sim.step(angle)
        disk_x = sim.disk_pose().x
        for body in sim.world.items:
            centre = body.local_to_world(body.center_of_gravity)
            assert math.isfinite(centre.x) and math.isfinite(centre.y) and math.isfinite(body.angle)
            assert not (abs(centre.x - disk_x) < half_disk and -shapes.DISK_THICKNESS < centre.y < 0.0)
            assert centre.y > FLOOR_Y
    assert len(sim.fallen()) > 30


def test_the_outcome_is_the_rules_action_and_reads_back_exactly() -> None:
    """physics reports what happened; the rules' own action text formats it."""
    cases = {
        Outcome((), ()): "stood",
        Outcome((), (0.0, -0.0123)): "stood at 0.000 -0.012",
        Outcome((3, 4), (0.01, 0.02, -0.5)): "fell 3 4 at 0.010 0.020 -0.500",
        Outcome((0, 1), ()): "fell 0 1",
    }
    for outcome, text in cases.items():
        action = outcome.action()
        assert action_text(action) == text
        assert parse_action(text, set(), ("house", "cow", "tree")) == action


def test_a_toppled_column_reports_what_remains_in_order() -> None:
    column = stacked_column(21, 1)
    outcome = run_rotation(column, flick(120.0))
    assert list(outcome.fallen) == sorted(set(outcome.fallen))
    assert all(0 <= i < len(column) for i in outcome.fallen)
    assert len(outcome.offsets) == len(column) - len(outcome.fallen)
    assert all(-2.0 <= x <= 2.0 for x in outcome.offsets)
    assert 0 not in outcome.fallen  # the bottom card stays on the disk
