"""The physics world plugged into the rules through the ``stormtable.worlds`` entry point."""

from __future__ import annotations

from game.core import WORLD
from game.match import Match, Seat
from game.play import new_match
from game.world import find_world
from physics.live import resolve
from physics.plugin import make_world

COLUMN = [["card", 0.0], ["house", 0.0], ["card", 0.0], ["tree", 0.05], ["card", 0.05]]


def request(kind: str = "rotation", column: list | None = None, angle: float = 120.0) -> dict:
    return {
        "kind": kind,
        "rotator": 1,
        "angle": angle,
        "track": "inner",
        "time_limit": 3,
        "column": COLUMN if column is None else column,
    }


def first_world_nodes(seed: int, count: int) -> list[str]:
    """Play bots to the first ``count`` WORLD nodes through the match's loop; the outcome texts."""
    state, bots, world = new_match("tornado_ellie", ["average"] * 3, seed)
    assert world is not None
    match = Match(state, [Seat("average", f"seat {i}") for i in range(3)], world, bots=bots)
    texts = []
    while len(texts) < count and not state.is_over():
        action = match.decide(state)
        if state.current_player() == WORLD:
            state.check(action)  # every well-formed outcome is legal at a WORLD node
            texts.append(state.action_text(action))
        state.apply(action)
    return texts


def test_the_entry_point_finds_the_physics_world() -> None:
    """pyproject.toml registers physics.plugin:make_world in the stormtable.worlds group."""
    resolver = find_world("tornado_ellie", {"track": "inner"})
    assert callable(resolver)
    assert resolver.__qualname__ == make_world({}).__qualname__


def test_the_world_answers_every_request_with_a_legal_outcome_and_replays_exactly() -> None:
    first = first_world_nodes(3, 8)
    assert len(first) == 8
    assert all(text.split()[0] in ("stood", "fell") for text in first)
    assert first_world_nodes(3, 8) == first


def test_a_steady_turn_keeps_a_short_column_up_and_the_same_seed_turns_the_same() -> None:
    for seed in range(3):
        outcome = resolve(request(), "steady", seed)
        assert outcome.fallen == ()
        assert len(outcome.offsets) == len(COLUMN)
    assert resolve(request(), "shaky", 5) == resolve(request(), "shaky", 5)
    # A seat without a skill of its own (a person, a random bot) turns as the default does.
    assert resolve(request(), None, 5) == resolve(request(), "average", 5)


def test_a_settle_request_drops_what_cannot_stand() -> None:
    leaning = [["card", 0.0], ["tree", 0.0], ["card", 0.0], ["house", 0.4], ["card", 0.4]]
    action = resolve(request("settle", leaning), None, 0).action()
    assert action[:2] == ("outcome", (2, 3, 4))
    assert len(action[2]) == 2


def test_an_empty_disk_turns_and_nothing_falls() -> None:
    assert resolve(request(column=[]), "shaky", 1).action() == ("outcome", (), None)
