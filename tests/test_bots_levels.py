"""The computer levels as a family meets them: every level plays legally at every table size, a
hard player's guesses about hidden hands respect what play has shown, Tornado Ellie offers the
three levels at setup and they play a game to its end at the table, and the same seed replays
the same moves. (Strength is measured in ``bench/bots.py table``; speed in its ``speed``.)"""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game import registry
from game.assano.bots import AssanoFacts
from game.assano.cards import MATCHING, WILD, WILD_FOUR
from game.assano.hard import HardAssanoBot, plays_likelihood, sensible_playout
from game.assano.moves import DRAW, NORMAL
from game.assano.rules import AssanoState
from game.bots import bot_kinds, make_bot
from game.bots.search import SearchBot
from game.match import Match, Seat
from game.opposites.bots import HardOppositesBot, OppositesFacts
from game.opposites.rules import OppositesState
from tests.test_day_one_setup import open_menu, open_setup, value
from tests.ui_helpers import focus_on, focused_widget, key, open_table, wait_until

FAST = {"assano": {"target": 0}, "tornado_ellie": {"dexterity": "off"}}


def small(bot, iterations: int = 40):
    """A search player on a small reproducible budget (the tests are about moves, not time)."""
    if isinstance(bot, SearchBot):
        bot.iterations, bot.seconds = iterations, None
    return bot


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game_id", ["assano", "opposites", "elements", "tornado_ellie"])
def test_every_level_plays_a_whole_game_by_the_rules_at_every_table_size(game_id: str, players: int) -> None:
    levels = [k for k in bot_kinds(game_id) if k != "random"]
    assert levels == ["easy", "medium", "hard"]
    kinds = [levels[(i + players) % 3] for i in range(players)]
    state = registry.get(game_id).new_game(players, FAST.get(game_id, {}), 11 + players)
    bots = [small(make_bot(kind, game_id, seat)) for seat, kind in enumerate(kinds)]
    match = Match(state, [Seat(kind, kind) for kind in kinds], bots=bots)
    moves = 0
    while not state.is_over():
        action = match.decide(state)
        assert action in state.legal_actions(), f"{kinds[state.current_player()]} chose {action!r}"
        match.apply(action)
        moves += 1
        assert moves < 5000, "the game does not end"
    assert state.result().winners


def position_with_a_draw(game_id: str, seed: int):
    """A game between medium players run until a seat other than the next to move has shown it
    cannot play (an Assano draw, an Opposites pile left without a card)."""
    players = 4
    state = registry.get(game_id).new_game(players, FAST.get(game_id, {}), seed)
    bots = [make_bot("medium", game_id, seed * 7 + s) for s in range(players)]
    facts = AssanoFacts() if game_id == "assano" else OppositesFacts()
    for _ in range(400):
        if state.is_over():
            break
        seat = state.current_player()
        known = facts.update(state)
        if any(s != seat for s in known) and (game_id != "assano" or state.phase is NORMAL):
            return state, seat, known
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return None


def test_a_hard_assano_player_never_deals_a_seat_a_card_its_draw_showed_it_lacked() -> None:
    """A player who drew on the blue 5 held no blue card, no 5 and no wild: the hard player's
    guesses give them none of those among the cards they held then (a plain re-deal often does)."""
    found = blind = 0
    for seed in range(40):
        arranged = position_with_a_draw("assano", seed)
        if arranged is None:
            continue
        state, seat, known = arranged
        assert isinstance(state, AssanoState)
        bot = HardAssanoBot(seed)
        bot._facts = bot.beliefs.update(state)
        for other_seat, (lacks, count) in known.items():
            if other_seat == seat:
                continue
            assert WILD in lacks and WILD_FOUR in lacks
            for index in range(30):
                world = bot.sample(state, seat, random.Random(index))
                allowed = [c for c in world.hands[other_seat] if c not in lacks]
                assert len(allowed) >= count, (
                    f"seat {other_seat} drew when nothing matched, yet a guess gave them "
                    f"{[c for c in world.hands[other_seat] if c in lacks]}"
                )
                assert sorted(world.hands[seat]) == sorted(state.hands[seat])
                plain = state.determinize(seat, random.Random(index))
                blind += sum(c not in lacks for c in plain.hands[other_seat]) < count
        found += 1
        if found >= 5:
            break
    assert found >= 5
    assert blind > 0, "a deal that ignores the draws would pass this test too"


def test_the_facts_are_true_of_the_real_hands_through_whole_games() -> None:
    """What the hard players believe about the others is never wrong about the real cards."""
    for game_id, facts_class in (("assano", AssanoFacts), ("opposites", OppositesFacts)):
        checked = 0
        for seed in range(6):
            state = registry.get(game_id).new_game(4, FAST.get(game_id, {}), seed)
            bots = [make_bot("medium", game_id, seed * 5 + s) for s in range(4)]
            facts = facts_class()
            while not state.is_over():
                for seat, (lacks, count) in facts.update(state).items():
                    assert sum(c not in lacks for c in state.hands[seat]) >= count
                    checked += 1
                seat = state.current_player()
                state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        assert checked > 50, game_id


def test_a_hard_opposites_player_never_deals_a_seat_what_its_empty_pile_showed_it_lacked() -> None:
    found = 0
    for seed in range(40):
        arranged = position_with_a_draw("opposites", seed)
        if arranged is None:
            continue
        state, seat, known = arranged
        assert isinstance(state, OppositesState)
        bot = HardOppositesBot(seed)
        bot._facts = bot.beliefs.update(state)
        for other_seat, (lacks, count) in known.items():
            if other_seat == seat:
                continue
            for index in range(30):
                world = bot.sample(state, seat, random.Random(index))
                assert sum(c not in lacks for c in world.hands[other_seat]) >= count
        found += 1
        if found >= 5:
            break
    assert found >= 5


def colour_counts(hand: list[int]) -> list[int]:
    counts = [0] * 5
    for card in hand:
        counts[card >> 4 if card < WILD else 4] += 1
    return counts


def test_the_real_hands_explain_every_play_the_hard_assano_player_remembers() -> None:
    """The plays the hard player reads the others' hands from are what they did: with the real
    hand in it, every remembered play was one the seat could make (a deal that cannot explain
    a play is dropped)."""
    remembered = 0
    for seed in range(6):
        state = registry.get("assano").new_game(4, {"target": 0}, seed)
        bots = [make_bot("medium", "assano", seed * 5 + s) for s in range(4)]
        facts = AssanoFacts()
        while not state.is_over():
            facts.update(state)
            for seat, plays in facts.plays.items():
                assert plays_likelihood(plays, state.hands[seat], 1.5) > -math.inf, (seat, plays)
                remembered += sum(context is not None for context, _ in plays)
            seat = state.current_player()
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    assert remembered > 100


def test_a_hard_assano_player_guesses_the_hands_of_players_who_keep_their_colours_closer() -> None:
    """Medium players play the colour they hold most: the hard player's deals weighed by their
    plays hold colours nearer to the real hands than deals that only respect the draws."""
    plain = weighed = 0
    for seed in range(4):
        state = registry.get("assano").new_game(4, {"target": 0}, 100 + seed)
        bots = [make_bot("medium", "assano", s) for s in range(4)]
        hard = make_bot("hard", "assano", seed)
        assert isinstance(hard, HardAssanoBot)
        while not state.is_over():
            seat = state.current_player()
            if seat == 0 and len(state.legal_actions()) > 1:
                hard.read_beliefs(state)
                hard.prepare(state)
                for index in range(20):
                    guessed = hard.sample(state, 0, random.Random(index))
                    blind = hard._deal(state, 0, random.Random(index))
                    for other in (1, 2, 3):
                        real = colour_counts(state.hands[other])
                        weighed += sum(map(abs, map(int.__sub__, colour_counts(guessed.hands[other]), real)))
                        plain += sum(map(abs, map(int.__sub__, colour_counts(blind.hands[other]), real)))
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    assert weighed < 0.95 * plain, f"colour errors: weighed {weighed}, by the draws alone {plain}"


def test_the_hard_assano_play_out_keeps_every_card_and_ends_the_round() -> None:
    """The hard player's imagined futures play by the rules: no card is made or lost, and without
    a horizon the round ends with a player out of cards."""
    for seed in range(20):
        state = registry.get("assano").new_game(3, {"target": 0}, seed)
        cards = sorted([*state.deck, *state.discard, *(c for h in state.hands for c in h)])
        sensible_playout(state, random.Random(seed), 8)
        assert sorted([*state.deck, *state.discard, *(c for h in state.hands for c in h)]) == cards
        sensible_playout(state, random.Random(seed), 0)
        assert state.is_over() and not all(state.hands), f"seed {seed}: the round did not end"
        assert sorted([*state.deck, *state.discard, *(c for h in state.hands for c in h)]) == cards


def test_a_drawing_assano_seat_lacked_the_colour_the_number_and_the_wilds() -> None:
    """The fact a draw shows is the match set of that moment: colour, number and wilds."""
    state = registry.get("assano").new_game(3, {"target": 0}, 5)
    facts = AssanoFacts()
    bots = [make_bot("medium", "assano", s) for s in range(3)]
    while not state.is_over():
        seat = state.current_player()
        legal = state.legal_actions()
        if legal == [DRAW] and state.phase is NORMAL:
            matching = MATCHING[state.colour][state.discard[-1]]
            state.apply(legal[0])
            known = facts.update(state)
            if seat in known:
                assert known[seat][0] == matching
                return
            continue
        state.apply(bots[seat].choose(state.observation(seat), legal))
    pytest.fail("nobody drew in the game")


@pytest.mark.parametrize("game_id", ["assano", "opposites", "tornado_ellie"])
def test_the_same_seed_plays_the_same_moves(game_id: str) -> None:
    def game() -> list:
        state = registry.get(game_id).new_game(3, FAST.get(game_id, {}), 21)
        bots = [
            small(make_bot(kind, game_id, 21 * 1009 + s), 60)
            for s, kind in enumerate(["hard", "medium", "hard"])
        ]
        match = Match(state, [Seat(k, k) for k in ["hard", "medium", "hard"]], bots=bots)
        match.run()
        return state.history

    assert game() == game()


def test_tornado_ellie_offers_easy_medium_and_hard_at_setup(tmp_path) -> None:
    app = open_menu(tmp_path)
    open_setup(app, "tornado_ellie")
    focus_on(app, "Seat 2")
    seen = set()
    for _ in range(8):
        seen.add(value(focused_widget(app)))
        key(app, pygame.K_RIGHT)
    assert {"easy", "medium", "hard"} <= seen
    assert not {"steady", "average", "shaky"} & seen


def test_tornado_ellie_levels_play_a_game_to_its_end_at_the_table(tmp_path) -> None:
    from tests.ui_helpers import at_results, make_app

    app = make_app(tmp_path, (800, 600), anim="off")  # the levels' play, not the motion, is the subject
    table = open_table(app, "tornado_ellie", ["easy", "medium", "hard"], seed=5)
    for bot in table.match.bots:
        small(bot, 60)
    # frames of a tenth of a second: the columns' physics runs at its cap of steps a frame (the
    # same steps, so the same game) in fewer frames drawn
    wait_until(
        app, lambda: at_results(app) or table.match.state.is_over(), 60000, "the game's end", seconds=0.1
    )
    assert table.match.state.result().winners
