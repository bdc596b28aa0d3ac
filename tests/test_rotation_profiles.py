"""Rotation profiles (physics/rotation_profiles.py): the three skills, and the tornado's own finish."""

from __future__ import annotations

import random
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from physics.column import FRAME_RATE
from physics.rotation_profiles import SKILLS, complete_in_time, rotation_profile


def roughness(profile: list[float]) -> float:
    """Root-mean-square angular acceleration (deg/s^2): what shakes the column."""
    acc = [
        (profile[i + 1] - 2 * profile[i] + profile[i - 1]) * FRAME_RATE**2 for i in range(1, len(profile) - 1)
    ]
    return (sum(a * a for a in acc) / len(acc)) ** 0.5


def mean_over_turns(skill: str, measure, height: int = 15, limit: float = 3.0, turns: int = 60) -> float:
    rng = random.Random(f"turn-test/{skill}/{height}")
    return statistics.mean(measure(rotation_profile(skill, 120.0, limit, height, rng)) for _ in range(turns))


@settings(max_examples=60, deadline=None)
@given(
    skill=st.sampled_from(SKILLS),
    angle=st.sampled_from([-360.0, -240.0, -180.0, -120.0, -90.0, 90.0, 120.0, 180.0, 270.0]),
    limit=st.sampled_from([0.0, 0.999, 1.0, 3.0, 5.0]),
    height=st.integers(0, 41),
    seed=st.integers(0, 10**6),
)
def test_a_profile_starts_at_zero_and_ends_exactly_at_the_angle(skill, angle, limit, height, seed) -> None:
    """rotation_profile: the tornado angle per 1/120 s frame, from 0 to exactly the angle to turn."""
    profile = rotation_profile(skill, angle, limit, height, random.Random(seed))
    assert profile[0] == 0.0
    assert profile[-1] == angle
    assert all(abs(a) < abs(angle) * 1.5 for a in profile)
    if limit:
        # The time limit binds bots too: done by the limit, or finished by the tornado within 0.5 s.
        assert len(profile) - 1 <= round((limit + 0.5) * FRAME_RATE)


def test_the_same_generator_state_gives_the_same_profile() -> None:
    a = rotation_profile("average", 120.0, 3.0, 21, random.Random(5))
    b = rotation_profile("average", 120.0, 3.0, 21, random.Random(5))
    c = rotation_profile("average", 120.0, 3.0, 21, random.Random(6))
    assert a == b
    assert a != c


def test_smoothness_and_tremor_follow_the_skill() -> None:
    """steady turns more smoothly than average, average more smoothly than shaky."""
    rough = [mean_over_turns(skill, roughness) for skill in ("steady", "average", "shaky")]
    assert rough[0] < rough[1] < rough[2]


def test_skilled_players_take_their_time() -> None:
    durations = [mean_over_turns(skill, len) for skill in ("steady", "average", "shaky")]
    assert durations[0] > durations[1] > durations[2]


@pytest.mark.parametrize("skill", SKILLS)
def test_a_careful_player_slows_down_for_a_tall_column(skill: str) -> None:
    short = mean_over_turns(skill, len, height=5, limit=0.0)
    tall = mean_over_turns(skill, len, height=35, limit=0.0)
    assert tall > short * 1.2


def test_without_a_limit_a_slow_player_may_take_longer_than_three_seconds() -> None:
    longest = max(len(rotation_profile("steady", 180.0, 0.0, 41, random.Random(s))) for s in range(10))
    assert longest > 3.5 * FRAME_RATE


def test_a_hesitation_past_the_limit_is_finished_by_the_tornado() -> None:
    """A rotation not finished in time is completed by the tornado itself within half a second."""
    limit = 1.0
    profiles = [rotation_profile("shaky", 120.0, limit, 41, random.Random(s)) for s in range(200)]
    over = [p for p in profiles if len(p) - 1 > limit * FRAME_RATE]
    assert over, "some shaky turns hesitate past a 1 s limit"
    for profile in over:
        assert len(profile) - 1 == limit * FRAME_RATE + 0.5 * FRAME_RATE
        assert profile[-1] == 120.0


def test_the_tornado_waits_for_the_limit_and_for_an_unfinished_turn() -> None:
    slow = [k * 0.5 for k in range(200)]  # 100 degrees after 199 frames
    assert complete_in_time(slow[:100], 120.0, 3.0) == []  # limit (360 frames) not reached
    assert complete_in_time(slow, 120.0, 0.0) == []  # no limit
    assert complete_in_time([*slow, 120.0], 120.0, 1.0) == []  # already there


def test_the_tornado_finishes_within_half_a_second_from_the_current_speed() -> None:
    turn = [k * 0.5 for k in range(361)]  # 0.5 degree per frame, at 180 degrees at the 3 s limit
    rest = complete_in_time(turn, 240.0, 3.0)
    assert len(rest) == FRAME_RATE // 2
    assert rest[-1] == 240.0
    assert abs((rest[0] - turn[-1]) - 0.5) < 0.05  # no jump in speed when the tornado takes over
    steps = [b - a for a, b in zip([turn[-1], *rest[:-1]], rest, strict=True)]
    assert max(steps) < 2.5 and abs(steps[-1]) < 0.05


def test_an_unknown_skill_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown rotation skill 'wobbly'"):
        rotation_profile("wobbly", 120.0, 3.0, 5, random.Random(1))
