"""The live world (physics/live.py): what the table steps frame by frame is what the resolver decides."""

from __future__ import annotations

import pytest

from physics.column import FRAME_RATE
from physics.live import LiveWorld, column_poses, placement_preview, resolve, run_settle
from physics.stacking import stacked_column


def rotation(height: int, seed: int, angle: float = 120.0, limit: float = 3.0) -> dict:
    column = stacked_column(height, seed)
    return {
        "kind": "rotation",
        "rotator": 0,
        "angle": angle,
        "track": "inner",
        "time_limit": limit,
        "column": [[kind, offset] for kind, offset in column],
    }


def drive(live: LiveWorld, wants: list[float]) -> list[float]:
    """Step as a table does: the column takes its load over a few display frames, then one frame
    at a time, drawing in between, until the column rests; the angles the tornado went through."""
    while live.frames == 0 and not live.prepare():
        assert len(live.poses()) == len(live.column) and live.angles == [0.0]
    feed = iter(wants)
    while not live.done:
        live.step(next(feed, None))
        assert len(live.poses()) == len(live.column)
        live.seconds_left()
    return live.angles


@pytest.mark.parametrize(
    ("skill", "seed", "limit"), [("shaky", 1, 3.0), ("average", 2, 3.0), ("shaky", 3, 1.0)]
)
def test_a_bot_s_turn_stepped_live_ends_exactly_as_the_offline_resolver_says(
    skill: str, seed: int, limit: float
) -> None:
    request = rotation(21, seed, limit=limit)
    live = LiveWorld(request)
    drive(live, live.turn_for(skill, seed))
    assert live.action() == resolve(request, skill, seed).action()
    assert live.outcome == resolve(request, skill, seed)


def test_a_person_s_mouse_turn_replayed_offline_gives_the_same_outcome() -> None:
    """The table records the angles the mouse drove; the same angles give the same outcome."""
    request = rotation(15, 0, angle=-90.0)
    live = LiveWorld(request)
    mouse = [-0.6 * k for k in range(200)]
    while not live.done:
        live.step(live.follow(mouse[min(live.frames, len(mouse) - 1)]))
    angles = live.angles[1:]
    assert live.angles[-1] == -90.0
    assert LiveWorld(request).play(angles).action() == live.action()


def test_a_calm_mouse_keeps_the_column_up_and_a_flick_brings_it_down() -> None:
    for seed in (0, 1, 2):
        calm = LiveWorld(rotation(21, seed))
        while not calm.done:  # the mouse moves half a degree a frame: 60 degrees a second
            calm.step(calm.follow(0.5 * calm.frames))
        assert calm.outcome is not None and calm.outcome.fallen == ()
    flick = LiveWorld(rotation(21, 0))
    while not flick.done:  # the mouse jumps to the next farm at once
        flick.step(flick.follow(120.0))
    assert flick.outcome is not None and len(flick.outcome.fallen) >= 5


def test_when_time_is_up_the_tornado_finishes_the_turn_by_itself() -> None:
    live = LiveWorld(rotation(5, 0, limit=1.0))
    for _ in range(FRAME_RATE // 2):
        live.step(live.follow(40.0))  # a third of the way, then the player lets go
    assert live.seconds_left() == pytest.approx(0.5)
    while not live.tornado_driving():
        live.step(None)
    assert live.seconds_left() == 0.0
    live.step(0.0)  # the player's input no longer counts
    assert live.angle > 40.0
    while live.phase == "turning":
        live.step(0.0)
    assert live.angle == 120.0
    assert len(live.angles) - 1 == (1.0 + 0.5) * FRAME_RATE
    assert drive(live, [])[-1] == 120.0 and live.done


def test_a_settle_stepped_live_is_the_offline_settle() -> None:
    leaning = [("card", 0.0), ("tree", 0.0), ("card", 0.0), ("house", 0.3), ("card", 0.3)]
    live = LiveWorld.settle(leaning)
    assert live.phase == "resting" and live.seconds_left() is None
    drive(live, [])
    assert live.outcome == run_settle(leaning)
    assert live.action()[1] == (2, 3, 4)
    live.step()  # done: nothing moves any more
    assert live.outcome == run_settle(leaning)


def test_the_outcome_is_not_there_before_the_column_rests() -> None:
    live = LiveWorld(rotation(3, 0))
    live.step(1.0)
    with pytest.raises(RuntimeError, match="not come to rest"):
        live.action()


def test_a_placement_preview_sits_on_top_of_the_column() -> None:
    column = stacked_column(11, 0)
    top = column_poses(column)[-1]
    piece, card = placement_preview(column, "house", 0.1)
    assert piece.kind == "house" and card.kind == "card"
    assert piece.y == pytest.approx(top.y + 1.2)  # on the top card (1.2 mm thick)
    assert card.y > piece.y
    assert piece.x == pytest.approx(0.1 * 60.0)
    with pytest.raises(ValueError, match="unknown column item"):
        placement_preview(column, "pig", 0.0)


def test_a_request_or_an_angle_that_makes_no_sense_is_refused() -> None:
    live = LiveWorld(rotation(3, 0))
    with pytest.raises(ValueError, match="not a number"):
        live.step(float("nan"))
    assert live.angles == [0.0] and live.frames == 0
    with pytest.raises(ValueError, match="unknown world request 'juggle'"):
        LiveWorld({**rotation(3, 0), "kind": "juggle"})
    with pytest.raises(ValueError, match="unknown track"):
        LiveWorld({**rotation(3, 0), "track": "sideways"})
