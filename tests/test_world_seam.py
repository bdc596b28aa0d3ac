"""The seam between rules and world (game/world.py): what the match hands the world resolver."""

from __future__ import annotations

from typing import Any

from game.match import HUMAN, Match, Seat
from game.tornado_ellie.rules import SPEC
from game.world import world_seed


def first_world_call(kinds: list[str], seed: int = 4) -> tuple[int, str | None, int, Any]:
    """Play a match of ``kinds`` (a person's seat plays its first legal action) up to the first
    WORLD node; what the world received: the rotating seat, the skill, the seed, and the state."""
    calls: list[tuple[int, str | None, int, Any]] = []

    def world(state: Any, skill: str | None, seed: int) -> Any:
        calls.append((state.world_request()["rotator"], skill, seed, state.copy()))
        return ("outcome", (), None)

    state = SPEC.new_game(len(kinds), {"start_player": 0}, seed)
    match = Match(state, [Seat(kind, kind) for kind in kinds], world)
    while not calls:
        human = match.turn().who == "human"
        match.apply(state.legal_actions()[0] if human else match.decide(state))
    return calls[0]


def test_the_world_gets_the_rotating_seat_s_skill() -> None:
    kinds = ["shaky", "steady", "average"]
    seat, skill, _, _ = first_world_call(kinds)
    assert skill == kinds[seat]


def test_a_person_s_seat_has_no_skill_for_the_table_supplies_the_outcome_itself() -> None:
    assert first_world_call([HUMAN, HUMAN])[1] is None


def test_the_world_seed_comes_from_the_game_s_seed_and_the_moment() -> None:
    _, _, seed, state = first_world_call(["average", "average"])
    assert seed == world_seed(state) == world_seed(state.copy())
    later = state.copy()
    later.apply(later.legal_actions()[0])
    assert world_seed(later) != seed
    assert first_world_call(["average", "average"], seed=5)[2] != seed
