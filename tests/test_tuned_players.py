"""The tuned players (bench/tune.py, game/assano/reading.py, bench/tuned_opposites.py): with
medium's weights each is medium, it plays by the rules with any weights, and its new features move
its choices as documented."""

from __future__ import annotations

from collections import Counter

from bench import tuned_assano
from bench.tune import decide
from bench.tuned_opposites import BASE, TUNED, TunedBot, TunedView
from game.assano.bots import AssanoBot
from game.assano.cards import FULL_DECK as FULL_ASSANO
from game.assano.cards import parse_card
from game.assano.reading import ReadingAssanoBot
from game.assano.rules import SPEC as SPEC_ASSANO
from game.opposites.bots import OppositesBot
from game.opposites.cards import full_deck
from game.opposites.moves import END, NAME_BASE
from game.opposites.plan import TORNADO
from game.opposites.rules import SPEC
from tests.assano_helpers import rig
from tests.test_opposites_helpers import arrange


def test_with_medium_weights_the_tuned_player_chooses_every_move_as_medium_does() -> None:
    """The bench compares weights against medium, so its base must be medium exactly."""
    for seed in range(3):
        state = SPEC.new_game(4, {}, seed)
        tuned, medium = TunedBot(seed, BASE), OppositesBot(seed)
        while not state.is_over():
            seat = state.current_player()
            obs, legal = state.observation(seat), state.legal_actions()
            action = medium.choose(obs, legal)
            assert tuned.choose(obs, legal) == action
            state.apply(action, record=False)


def test_the_tuned_player_plays_whole_games_by_the_rules_and_keeps_every_card() -> None:
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        state = SPEC.new_game(players, {}, seed)
        bots = [TunedBot(seed * 10 + s, TUNED) for s in range(players)]
        while not state.is_over():
            seat = state.current_player()
            legal = state.legal_actions()
            action = bots[seat].choose(state.observation(seat), legal)
            assert action in legal
            state.apply(action, record=False)
        held = [c for h in state.hands for c in h] + [c for p in state.piles for c in p] + state.deck
        assert Counter(held) == Counter(full_deck())


def test_a_tornados_hit_makes_the_tuned_player_lay_it_instead_of_a_card() -> None:
    """Three waters go on the three fires: medium keeps its Tornado for later; with the two cards
    a Tornado makes the next player draw worth enough (TORNADO_HIT), it lays the Tornado instead."""
    kept = {}
    for name, weights in (("medium", BASE), ("hit", {**BASE, "TORNADO_HIT": 3.0})):
        state = arrange(["T W1 W2 W3 S1", "S9"], ["F9", "F10", "F11"])
        bot = TunedBot(1, weights)
        while state.current_player() == 0 and state.phase != "over":
            action = bot.choose(state.observation(0), state.legal_actions())
            state.apply(action)
            if action == END:
                break
        kept[name] = TORNADO in state.hands[0]
    assert kept == {"medium": True, "hit": False}


def test_at_two_players_naming_for_its_own_answer_picks_a_symbol_it_holds() -> None:
    """Every moon lies in the piles, so medium makes the Tornado need a moon (only a Tornado answers
    it). At a table of two the bot plays next if the other cannot answer: with NAME_OWN it makes
    the Tornado need a sun, which it holds three of."""
    moons = " ".join(f"M{n}" for n in range(1, 14))
    state = arrange(["T S1 S2 S4", "W9 W10"], [f"{moons} F3", "F11", "F13"])
    action = next(a for a in state.legal_actions() if a >> 2 == 64 and a & 3 == 0)
    state.apply(action)
    obs, legal = state.observation(0), state.legal_actions()
    assert legal[0] >= NAME_BASE
    plain = TunedView(obs, BASE)
    own = TunedView(obs, {**BASE, "NAME_OWN": 3.0})
    plain_need = ((max(legal, key=plain.name_score) - NAME_BASE) & 3) ^ 1
    own_need = ((max(legal, key=own.name_score) - NAME_BASE) & 3) ^ 1
    assert plain_need == 3  # moon
    assert own_need == 2  # sun


def test_with_no_feature_the_tuned_assano_player_chooses_every_move_as_medium_does() -> None:
    for seed in range(4):
        state = SPEC_ASSANO.new_game(4, {"target": 0}, seed)
        tuned, medium = ReadingAssanoBot(seed, tuned_assano.BASE), AssanoBot(seed)
        while not state.is_over():
            action = medium.choose(state.observation(state.current_player()), state.legal_actions())
            assert decide(tuned, state) == action
            state.apply(action, record=False)


def test_the_tuned_assano_player_plays_whole_games_by_the_rules_and_keeps_every_card() -> None:
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        state = SPEC_ASSANO.new_game(players, {"target": 0}, seed)
        bots = [ReadingAssanoBot(seed * 10 + s) for s in range(players)]
        while not state.is_over():
            legal = list(state.legal_actions())
            action = decide(bots[state.current_player()], state)
            assert action in legal
            state.apply(action, record=False)
        held = [c for h in state.hands for c in h] + state.deck + state.discard
        assert Counter(held) == Counter(FULL_ASSANO)


def test_a_colour_nobody_else_can_answer_makes_the_tuned_assano_player_switch_to_it() -> None:
    """On a green 5 medium plays its red 5 (red is the colour it holds most). Every blue card, 5
    and wild but its own lies open in the discard pile, while the others hold reds: with NO_ANSWER
    weighed, the bot plays the blue 5 instead, which the next player cannot answer."""
    state = rig(
        ["R5 R7 R8 B5 G1 G2 Y3", "R1 R2 R3 Y6 Y7 G8 Y9", "R4 R6 G6 G7 Y8 G9 Y4"], "G5", deck="G3 G4"
    )
    plain = decide(ReadingAssanoBot(1, tuned_assano.BASE), state)
    lacking = decide(ReadingAssanoBot(1, {**tuned_assano.BASE, "NO_ANSWER": 40.0}), state)
    assert (plain >> 3, lacking >> 3) == (parse_card("R5"), parse_card("B5"))
