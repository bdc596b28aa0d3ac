"""The physics world plugged into the rules through the ``stormtable.worlds`` entry point."""

from __future__ import annotations

import random

from game.core import WORLD
from game.play import new_match
from game.world import find_world
from physics.plugin import make_world, resolve_request


class HandOnly:
    """A stand-in seat: a hand skill and its own generator, no card strategy needed here."""

    def __init__(self, skill: str, seed: int) -> None:
        self.skill = skill
        self.rng = random.Random(seed)


def first_world_nodes(seed: int, count: int) -> list[str]:
    """Play bots to the first ``count`` WORLD nodes; return the outcome texts."""
    state, bots, world = new_match("tornado_ellie", ["average"] * 3, seed)
    assert world is not None
    texts = []
    while len(texts) < count and not state.is_over():
        if state.current_player() == WORLD:
            action = world(state, bots)
            state.check(action)  # every well-formed outcome is legal at a WORLD node
            texts.append(state.action_text(action))
        else:
            seat = state.current_player()
            action = bots[seat].choose(state.observation(seat), state.legal_actions())
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


def test_a_rotation_request_uses_the_rotating_bot_s_hand() -> None:
    request = {
        "kind": "rotation",
        "rotator": 1,
        "angle": 120.0,
        "track": "inner",
        "time_limit": 3,
        "column": [["card", 0.0], ["house", 0.0], ["card", 0.0], ["tree", 0.05], ["card", 0.05]],
    }
    steady = resolve_request(request, [None, HandOnly("steady", 1)], seed=0, moment=5)
    assert steady.startswith("stood at ")
    assert len(steady.split()) == 2 + len(request["column"])
    # A bot without a generator gets one seeded from the game: the same moment, the same outcome.
    assert resolve_request(request, [None, object()], 0, 5) == resolve_request(
        request, [None, object()], 0, 5
    )


def test_a_settle_request_drops_what_cannot_stand() -> None:
    request = {
        "kind": "settle",
        "rotator": 0,
        "angle": 0.0,
        "track": "inner",
        "time_limit": 3,
        "column": [["card", 0.0], ["tree", 0.0], ["card", 0.0], ["house", 0.4], ["card", 0.4]],
    }
    outcome = resolve_request(request, [HandOnly("average", 1)], seed=0, moment=0)
    assert outcome.startswith("fell 2 3 4 at ")
    assert resolve_request({**request, "column": []}, [], 0, 0) == "stood"
