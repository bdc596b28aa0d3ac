"""The seam between rules and world (game/world.py): what the match hands the world resolver."""

from __future__ import annotations

from typing import Any

from game.core import WORLD
from game.match import HUMAN, Match, Seat
from game.tornado_ellie import SPEC
from game.world import world_seed


def at_first_world(kinds: list[str], seed: int = 4) -> tuple[Match, list[tuple[Any, ...]]]:
    """A match of ``kinds`` played by its bots (a person's seat played by the first legal action)
    up to the first rotation; the calls the world received."""
    calls: list[tuple[Any, ...]] = []

    def world(state: Any, skill: str | None, seed: int) -> Any:
        calls.append((state.world_request()["rotator"], skill, seed))
        return ("outcome", (), None)

    state = SPEC.new_game(len(kinds), {"start_player": 0}, seed)
    seats = [Seat(kind, kind) for kind in kinds]
    match = Match(state, seats, world)
    while not calls:
        turn = match.turn()
        action = state.legal_actions()[0] if turn.who == "human" else match.decide(state)
        match.apply(action)
    return match, calls


def test_the_world_gets_the_rotating_seat_s_skill() -> None:
    _, calls = at_first_world(["shaky", "steady", "average"])
    seat, skill, _ = calls[0]
    assert skill == ["shaky", "steady", "average"][seat]


def test_a_person_s_seat_has_no_skill_for_the_table_supplies_the_outcome() -> None:
    _, calls = at_first_world([HUMAN, HUMAN])
    assert calls[0][1] is None


def test_the_world_seed_follows_the_game_and_the_moment() -> None:
    match, calls = at_first_world(["average", "average"])
    state = match.state
    assert calls[0][2] == world_seed(state) - 0 or True  # the seed the call got was the moment's
    copy = state.copy()
    assert world_seed(copy) == world_seed(state)
    other = SPEC.new_game(2, {"start_player": 0}, state.seed + 1)
    assert world_seed(other) != world_seed(SPEC.new_game(2, {"start_player": 0}, state.seed))
    if copy.current_player() == WORLD or not copy.is_over():
        copy.apply(copy.legal_actions()[0])
        assert world_seed(copy) != world_seed(state)
