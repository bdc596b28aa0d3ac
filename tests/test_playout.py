"""The search's play-out (``State.playout``) in every game: it plays on only with actions the
legal list holds, so its history replays through the checked ``apply`` to the same game; it
stops at the end, at a world decision, or when asked; a policy is asked only where there is a
choice. The default play-out is uniformly random play; Opposites plays a random maximal turn."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game import registry
from game.core import WORLD, Action, State
from game.opposites.moves import END
from game.opposites.rules import OppositesState
from tests.fixtures import with_fixture_games
from tests.protocol_checks import snapshot
from tests.test_determinize import walk

GAMES = with_fixture_games()


def replayed(start: State, played: State) -> State:
    """``start`` with the actions ``played`` added to its history, each one checked by apply."""
    again = start.copy()
    for action in played.history[len(start.history) :]:
        again.apply(action)
    return again


def positions(game_id: str, count: int) -> list[State]:
    """Random positions of random games (random options and players) where a seat is to move."""
    found = []
    for seed in range(count * 3):
        state, _ = walk(game_id, seed, seed * 7 % 60)
        if state.current_player() >= 0:
            found.append(state)
        if len(found) == count:
            break
    return found


@pytest.mark.generic
@pytest.mark.parametrize("game_id", GAMES)
def test_a_play_out_takes_only_listed_actions_and_stops_where_a_seat_cannot_choose(game_id: str) -> None:
    for index, start in enumerate(positions(game_id, 25)):
        world = start.determinize(start.current_player(), random.Random(index))
        sample = world.copy()
        world.playout(random.Random(index))
        assert world.is_over() or world.current_player() == WORLD
        assert snapshot(replayed(sample, world)) == snapshot(world)


@pytest.mark.generic
@pytest.mark.parametrize("game_id", GAMES)
def test_a_policy_is_asked_only_to_choose_among_the_listed_actions(game_id: str) -> None:
    asked: list[int] = []

    def chooser(state: State, legal: list[Action], rng: random.Random) -> Action:
        assert len(legal) > 1 and legal == state._legal_actions()
        asked.append(len(legal))
        return legal[rng.randrange(len(legal))]

    for index, start in enumerate(positions(game_id, 10)):
        world = start.copy()
        world.playout(random.Random(index), chooser)
        assert snapshot(replayed(start, world)) == snapshot(world)
    if game_id != "opposites":  # Opposites asks only at namings and counters, which may not come
        assert asked


@pytest.mark.generic
@pytest.mark.parametrize("game_id", GAMES)
def test_a_play_out_stops_when_asked(game_id: str) -> None:
    """Asked to stop three actions on (or, in a short game, one before the play-out's end), it stops
    there, with the game open and a fresh legal list."""
    start = positions(game_id, 1)[0]
    whole = start.copy()
    whole.playout(random.Random(1))
    ahead = min(3, len(whole.history) - len(start.history) - 1)
    assert ahead >= 1, "the first position must leave more than one action to play"
    world = start.copy()
    world.playout(random.Random(1), stop=lambda state: len(state.history) >= len(start.history) + ahead)
    assert len(world.history) == len(start.history) + ahead and not world.is_over()
    assert world.history == whole.history[: len(world.history)]
    assert world.legal_actions() == world._legal_actions(), "no stale legal list after a stop"
    world.apply(world.legal_actions()[0])


@pytest.mark.parametrize(
    ("game_id", "options"), [("elements", {}), ("opposites", {"must_play": "while_able"})]
)
def test_the_default_play_out_is_uniformly_random_play(game_id: str, options: dict[str, Any]) -> None:
    """Without a policy of its own a game plays each decision uniformly at random: the same
    actions as a plain loop over ``legal_actions`` with the same draws."""
    for seed in range(20):
        state = registry.get(game_id).new_game(2, options, seed)
        fast, slow = state.copy(), state.copy()
        fast.playout(random.Random(seed))
        draws = random.Random(seed)
        while slow.current_player() >= 0:
            legal = slow.legal_actions()
            slow.apply(legal[0] if len(legal) == 1 else legal[int(draws.random() * len(legal))])
        assert fast.history == slow.history


def test_an_opposites_play_out_places_the_most_cards_every_turn() -> None:
    """Each turn of the play-out places as many cards as the turn allowed ('as many cards as
    possible'), so 'end' comes exactly when the legal list holds nothing else."""
    for index, start in enumerate(positions("opposites", 30)):
        assert isinstance(start, OppositesState)
        world = start.determinize(start.current_player(), random.Random(index))
        check = world.copy()
        world.playout(random.Random(index))
        for action in world.history[len(check.history) :]:
            if action == END:
                assert check.legal_actions() == [END]
            check.apply(action)
