"""Computer levels of Assano and Opposites: easy, medium and hard (a search on determinizations);
the peeking check covers Tornado Ellie's hard player too, at two players and at four.

Behaviour only, no timings: the search runs on small iteration budgets without a time cap.
"""

from __future__ import annotations

import random
import threading

import pytest

from game import registry
from game.assano.bots import AssanoBot
from game.assano.hard import HardAssanoBot
from game.bots import bot_kinds, make_bot
from game.bots.base import Bot
from game.bots.search import SearchBot
from game.core import Action, State
from game.match import Match, Seat
from game.opposites.bots import HardOppositesBot, OppositesBot
from tests.protocol_checks import snapshot
from tests.test_opposites_helpers import arrange

OPTIONS = {"assano": {"target": 0}, "opposites": {}, "tornado_ellie": {"dexterity": "off"}}


def searcher(game_id: str, seed: int, iterations: int) -> SearchBot:
    bot = make_bot("hard", game_id, seed)
    assert isinstance(bot, SearchBot)
    bot.iterations, bot.seconds = iterations, None
    return bot


def position(game_id: str, seed: int, steps: int, players: int = 2) -> State:
    """A position a few random decisions into a game (two players unless told) where the mover
    has a choice."""
    state = registry.get(game_id).new_game(players, OPTIONS[game_id], seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    while not state.is_over() and len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    assert not state.is_over()
    return state


def duel(game_id: str, kinds: tuple[str, str], games: int, iterations: int = 0) -> float:
    """The first kind's share of the wins over two-player games, seats alternating."""
    credit = 0.0
    for game in range(games):
        seat = game % 2
        order = kinds if seat == 0 else kinds[::-1]
        bots = [make_bot(kind, game_id, 100 * game + s) for s, kind in enumerate(order)]
        for bot in bots:
            if isinstance(bot, SearchBot):
                bot.iterations, bot.seconds = iterations, None
        state = registry.get(game_id).new_game(2, OPTIONS[game_id], game)
        match = Match(state, [Seat(kind, kind) for kind in order], bots=bots)
        match.run()
        winners = state.result().winners
        credit += (seat in winners) / len(winners)
    return credit / games


@pytest.mark.parametrize("game_id", ["assano", "opposites"])
def test_setup_offers_easy_medium_and_hard_and_the_old_names_still_work(game_id: str) -> None:
    assert bot_kinds(game_id)[:3] == ["easy", "medium", "hard"]
    assert "heuristic" not in bot_kinds(game_id)
    medium = {"assano": AssanoBot, "opposites": OppositesBot}[game_id]
    assert type(make_bot("heuristic", game_id, 1)) is type(make_bot("medium", game_id, 1)) is medium
    assert isinstance(make_bot("hard", game_id, 1), (HardAssanoBot, HardOppositesBot))
    assert type(make_bot("random", game_id, 1)).__name__ == "RandomBot"


@pytest.mark.parametrize("game_id", ["assano", "opposites"])
def test_medium_beats_easy_clearly(game_id: str) -> None:
    """Easy is a player a child can beat: medium wins at least two games in three."""
    assert duel(game_id, ("medium", "easy"), 90) >= 0.65


def test_hard_beats_random_clearly_at_assano() -> None:
    assert duel("assano", ("hard", "random"), 10, iterations=24) >= 0.8


def hard_turn(state: State, iterations: int, seed: int) -> list[str]:
    """Let the hard bot play the current seat's whole turn; return its action texts."""
    bot = searcher("opposites", seed, iterations)
    seat, done = state.current_player(), []
    while state.current_player() == seat and not state.is_over():
        action = bot.choose_from_state(state.copy())
        done.append(state.action_text(action))
        state.apply(action)
        if done[-1] == "end":
            break
    return done


@pytest.mark.parametrize("seed", range(3))
def test_hard_opposites_finds_what_random_play_misses(seed: int) -> None:
    """Opposites is too much a game of luck for a short run of whole games to show a level
    clearly (medium beats random about 63%), so the search is asked in a position where one
    choice is plainly better: F5 and S5 both on the 5 of moon leave two piles empty (two cards
    drawn); F5 on the water and S5 on the moon place as many and leave one."""
    state = arrange(["F5 S5 W1", "S9"], ["M5", "W9", "S13"])
    actions = hard_turn(state, 120, seed)
    assert sorted(a for a in actions if a.startswith("place")) == ["place F5 2", "place S5 1"]


@pytest.mark.parametrize("game_id", ["assano", "opposites"])
def test_the_search_is_deterministic_for_a_seed_and_an_iteration_budget(game_id: str) -> None:
    for seed in range(3):
        state = position(game_id, seed, 6)
        first = searcher(game_id, seed, 40).choose_from_state(state.copy())
        again = searcher(game_id, seed, 40).choose_from_state(state.copy())
        assert first == again and first in state.legal_actions()


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game_id", ["assano", "opposites", "tornado_ellie"])
def test_the_search_sees_only_what_its_seat_sees(game_id: str, players: int) -> None:
    """Two positions that look the same to the mover (the hidden cards dealt otherwise) get the
    same move from the same bot, at two players and at a table of four: the search cannot peek
    at the real hidden cards."""
    for seed in range(3):
        state = position(game_id, 10 + seed, 5, players)
        seat = state.current_player()
        look_alike = state.determinize(seat, random.Random(seed))
        assert look_alike.observation(seat) == state.observation(seat)
        assert searcher(game_id, seed, 30).choose_from_state(state.copy()) == searcher(
            game_id, seed, 30
        ).choose_from_state(look_alike)


class Vandal(Bot):
    """A state-wanting bot that scribbles on the state it is given."""

    wants_state = True

    def choose(self, observation: dict | None, legal: list[Action]) -> Action:
        raise AssertionError("a state-wanting bot is asked through choose_from_state")

    def choose_from_state(self, state: State) -> Action:
        action = state.legal_actions()[0]
        state.apply(action)
        state.history.clear()
        return action


def test_a_state_wanting_bot_gets_a_private_copy() -> None:
    state = registry.get("assano").new_game(2, {"target": 0}, 3)
    match = Match(state, [Seat("vandal", "a"), Seat("vandal", "b")], bots=[Vandal(1), Vandal(2)])
    before = snapshot(state)
    action = match.decide(state)
    assert snapshot(state) == before
    match.apply(action)
    assert state.history == [action]


def test_cancel_stops_a_search_at_once_with_a_legal_move() -> None:
    """A search with an endless budget, cancelled from another thread once it is well under way
    (50 iterations done), stops and returns a legal move."""
    state = position("opposites", 4, 3)
    bot = searcher("opposites", 1, 10**9)
    copy = state.copy()
    started = threading.Event()
    samples = [0]
    determinize = copy.determinize

    def counted(seat, rng):  # every iteration of the search starts with one
        samples[0] += 1
        if samples[0] >= 50:
            started.set()
        return determinize(seat, rng)

    copy.determinize = counted
    answer: list[Action] = []
    worker = threading.Thread(target=lambda: answer.append(bot.choose_from_state(copy)), daemon=True)
    worker.start()
    assert started.wait(60), "the search never got under way"
    bot.cancel()
    worker.join(timeout=20)
    assert not worker.is_alive() and answer[0] in state.legal_actions()
    assert 50 <= bot.last_iterations < 10**9  # stopped in the middle of its work


def test_closing_the_match_cancels_its_computer_players() -> None:
    state = registry.get("assano").new_game(2, {"target": 0}, 5)
    match = Match(state, [Seat("hard", "a"), Seat("hard", "b")])
    assert all(isinstance(bot, HardAssanoBot) for bot in match.bots)
    match.close()
    assert all(bot is not None and bot.cancelled for bot in match.bots)


def test_opposites_hard_at_four_players_searches_a_turns_first_placement_and_leaves_the_rest_to_medium() -> (
    None
):
    """At four players the first placement of a turn is searched on its table's budget; a later
    placement with a choice is medium's move, decided without a search."""
    from game.opposites.bots import PLAYOUTS
    from game.opposites.moves import NAME_BASE

    seen = {"first": 0, "later": 0}
    for seed in range(40):
        state = registry.get("opposites").new_game(4, {}, seed)
        mediums = [OppositesBot(seed * 10 + s) for s in range(4)]
        while not state.is_over() and not all(seen.values()):
            seat, legal = state.current_player(), state.legal_actions()
            placing = len(legal) > 1 and legal[0] < NAME_BASE
            if placing:
                later = any(state.placed)  # type: ignore[attr-defined]
                hard = HardOppositesBot(seed, seconds=None)
                move = hard.choose_from_state(state.copy())
                if later:
                    assert hard.last_iterations == 0
                    assert move == OppositesBot(seed).choose(state.observation(seat), legal)
                    seen["later"] += 1
                elif len(hard.prune(state, legal)) > 1 and not seen["first"]:
                    assert 0 < hard.last_iterations <= PLAYOUTS[4]
                    seen["first"] += 1
            state.apply(mediums[seat].choose(state.observation(seat), legal))
        if all(seen.values()):
            break
    assert all(seen.values())
