"""Opposites: one test per rule of seeds/opposites.da.txt as read by the product (game/opposites/rules.py)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import FormatError, IllegalAction, OptionError
from game.opposites.cards import FIRE, MOON, SUN, WATER, card_text, full_deck
from game.opposites.plan import TORNADO
from game.opposites.rules import SPEC
from tests.test_opposites_helpers import arrange, card_census, cards, finish_turn, play, texts


# -- components and setup -------------------------------------------------------------------
def test_sixty_cards_four_symbols_numbers_1_to_13_and_8_tornados() -> None:
    """'vand, ild, sol og måne samt et tal fra 1 – 13. Der er desuden 8 kort med en tornado.'"""
    deck = full_deck()
    assert len(deck) == 60
    counts = Counter(card_text(c) for c in deck)
    assert counts["T"] == 8
    for letter in "WFSM":
        assert all(counts[f"{letter}{n}"] == 1 for n in range(1, 14))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seven_cards_each_three_face_up_base_piles_rest_is_the_draw_pile(players: int) -> None:
    """'Hver spiller får tildelt 7 kort ... På bordet lægges 3 kort med billedsiden opad.'"""
    state = SPEC.new_game(players, {}, seed=3)
    obs = state.observation(0)
    assert obs["hand_sizes"] == [7] * players
    assert [len(p["cards"]) for p in obs["piles"]] == [1, 1, 1]
    assert obs["draw_pile"] == 60 - 7 * players - 3
    assert sum(card_census(state).values()) == 60


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players: int) -> None:
    with pytest.raises(OptionError, match="2 to 4 players"):
        SPEC.new_game(players)


# -- placing ----------------------------------------------------------------------------------
def test_a_card_goes_on_the_same_number_or_the_opposite_symbol() -> None:
    """'Man kan lægge et kort ned på et andet kort med det modsatte symbol eller på et kort med
    samme tal.' Water<->fire, sun<->moon; the same symbol with another number does not fit."""
    state = arrange(["W5 F9 S5 M2 W7", "F1"], ["F3", "M9", "W13"], options={"must_play": "while_able"})
    legal = texts(state)
    assert "place W7 1" in legal  # water on fire
    assert "place F9 2" in legal  # same number 9
    assert "place S5 2" in legal  # sun on moon
    assert "place F9 3" in legal  # fire on water
    assert "place M2 2" not in legal  # moon on moon, other number
    assert "place W5 3" not in legal  # water on water
    assert "place S5 1" not in legal  # sun on fire


def test_a_tornado_goes_on_any_pile() -> None:
    """'Kortet Tornado ... kan lægges på alle kort.'"""
    state = arrange(["T W1", "F1"], ["F3", "M9", "W13"], options={"must_play": "while_able"})
    assert {"place T 1", "place T 2", "place T 3"} <= texts(state)


def test_a_card_that_fits_both_ways_puts_the_pile_in_number_mode() -> None:
    """Ruling: 5 Water on 5 Fire is number mode: more 5s may follow, nothing else."""
    state = arrange(["W5 S5 W9 M1", "F1"], ["F5", "M13", "S13"])
    play(state, "place W5 1")
    assert state.observation(0)["piles"][0]["mode"] == "number"
    assert "place S5 1" in texts(state)
    with pytest.raises(IllegalAction, match="number mode this turn: only more 5s may follow"):
        state.apply_text("place W9 1")  # W9 would fit on F5 by symbol, but not after a 5


# -- one mode per pile per turn -------------------------------------------------------------
def test_number_mode_places_any_number_of_cards_of_the_piles_number() -> None:
    """'man [kan] lægge lige så mange kort, man har lys til, ned på et bundkort, hvis kortene
    har samme talværdi.'"""
    state = arrange(["W4 S4 M4 F1", "F2"], ["F4", "M13", "S13"])
    play(state, "place W4 1", "place S4 1", "place M4 1")
    assert state.observation(0)["piles"][0]["placed"] == 3
    assert [len(p) for p in state.piles] == [4, 1, 1]


def test_symbol_mode_places_exactly_one_card() -> None:
    """'må man ... kun lægge ét symbolkort på hver bunke med bundkort.'"""
    state = arrange(["W1 W2 S1", "F2"], ["F9", "F11", "M13"], options={"must_play": "while_able"})
    play(state, "place W1 1")
    legal = texts(state)
    assert not any(t.endswith(" 1") for t in legal if t.startswith("place"))
    with pytest.raises(IllegalAction, match="already laid a symbol card or a Tornado on pile 1"):
        state.apply_text("place W2 1")


def test_a_tornado_is_the_only_card_on_its_pile_that_turn() -> None:
    """Ruling: on a pile a player places exactly one Tornado, never a mix."""
    state = arrange(["T T F1", "F2"], ["F9", "M11", "S13"], options={"must_play": "while_able"})
    play(state, "place T 1", "name 1 water")
    assert not any(t.endswith(" 1") for t in texts(state) if t.startswith("place"))


def test_rulebook_example_no_water_after_5_fire_on_5_moon() -> None:
    """'Man kan altså ikke først lægge et kort med “5” og “Ild” på et kort med “5” og “Måne” og
    derefter et kort med “Vand”.'"""
    state = arrange(["F5 W9", "S2"], ["M5", "M11", "M13"], options={"must_play": "while_able"})
    play(state, "place F5 1")
    assert "place W9 1" not in texts(state)
    with pytest.raises(IllegalAction, match="number mode this turn: only more 5s may follow"):
        state.apply_text("place W9 1")


# -- as many cards as possible ---------------------------------------------------------------
def test_a_turn_must_place_the_most_cards_the_hand_allows() -> None:
    """'Når det er ens tur, skal man lægge så mange kort som muligt ned på bundkortene.'
    F5 on pile 2 would leave W5 alone on pile 1 and F6 nowhere: 2 cards instead of 3."""
    state = arrange(["F5 F6 W5 W1", "S2"], ["S5", "W9", "M13"])
    assert state.placeable() == 3
    assert "place F5 2" not in texts(state)
    with pytest.raises(IllegalAction, match=r"impossible to place the most cards .* \(3\)"):
        state.apply_text("place F5 2")
    assert {"place F5 1", "place W5 1", "place F6 2"} == texts(state)
    play(state, "place F6 2", "place W5 1", "place F5 1")
    assert texts(state) == {"end"}


def test_the_turn_ends_only_when_nothing_more_can_be_placed() -> None:
    """'Herefter må man ikke lægge kort ned': the explicit end is legal exactly when the
    turn's placements are done."""
    state = arrange(["F5 W5 M1", "S2"], ["S5", "W9", "W13"])
    assert "end" not in texts(state)
    with pytest.raises(IllegalAction, match="keep placing while a card can be placed \\(2 more"):
        state.apply_text("end")
    play(state, "place F5 1", "place W5 1")
    assert texts(state) == {"end"}


def test_must_play_while_able_lets_the_order_lose_cards() -> None:
    """Option must_play=while_able: keep placing while any placement is legal, order free."""
    state = arrange(["F5 F6 W5", "S2"], ["S5", "W9", "M13"], options={"must_play": "while_able"})
    play(state, "place F5 2", "place W5 1")
    assert texts(state) == {"end"}  # F6 fits nowhere any more


def test_must_play_defaults_to_the_maximum() -> None:
    assert SPEC.new_game(2).options["must_play"] == "maximum"
    with pytest.raises(OptionError, match="must_play"):
        SPEC.new_game(2, {"must_play": "sometimes"})


# -- drawing at the end of a turn ------------------------------------------------------------
def test_one_card_is_drawn_for_each_pile_the_player_placed_nothing_on() -> None:
    """'Kan man f.eks. ikke lægge noget kort ned på 2 af bundkortene, skal man trække 2 kort.'
    Then the turn passes clockwise."""
    state = arrange(["W9 M1", "S2", "S3"], ["F3", "M11", "F13"], deck_top="S7 S8")
    play(state, "place W9 1", "end")
    assert sorted(card_text(c) for c in state.hands[0]) == ["M1", "S7", "S8"]
    assert state.current_player() == 1


def test_a_player_who_can_place_nothing_draws_three() -> None:
    state = arrange(["W9", "S2", "S3"], ["W3", "M11", "W13"], deck_top="S7 S8 S9")
    assert texts(state) == {"end"}
    play(state, "end")
    assert len(state.hands[0]) == 4


# -- Tornados ---------------------------------------------------------------------------------
def test_a_tornado_base_card_is_named_by_the_first_player() -> None:
    """'Hvis der ligger en Tornado som et af de 3 bundkort ... er det den første spiller, der
    vælger, hvilket symbol den skal repræsentere.'"""
    for seed in range(200):
        state = SPEC.new_game(3, {"start_player": 2}, seed)
        if TORNADO in [p[0] for p in state.piles]:
            break
    pile = [p[0] for p in state.piles].index(TORNADO)
    assert state.current_player() == 2
    assert texts(state) == {f"name {pile + 1} {s}" for s in ("water", "fire", "sun", "moon")}
    state.apply_text(f"name {pile + 1} sun")
    assert state.observation(2)["piles"][pile]["symbol"] == "sun"


def test_a_played_tornado_is_named_and_needs_the_opposite_next() -> None:
    """'Kortet Tornado giver spilleren lov til at vælge, hvilket symbol, Tornadoen skal
    repræsentere'; the next card on it must show the opposite symbol (or be a Tornado)."""
    state = arrange(["T F1", "M4 S4 W4", "S2"], ["F3", "M11", "F13"])
    play(state, "place T 1")
    assert state.observation(0)["phase"] == "name"
    play(state, "name 1 sun", "end", "accept")  # seat 1 holds no Tornado: accepting is all it can do
    legal = texts(state)  # seat 1, after drawing 2
    assert "place M4 1" in legal
    assert "place S4 1" not in legal and "place W4 1" not in legal


def test_a_tornado_makes_the_left_neighbour_draw_two_at_their_turn_start() -> None:
    """'Lægger man kortet Tornado skal modspilleren (den næste spiller til venstre) ved starten
    af sin tur trække 2 kort fra bunken.'"""
    state = arrange(["T F1", "S9", "S3"], ["F3", "M11", "F13"], deck_top="M5 M6 M7 M8")
    play(state, "place T 1", "name 1 water")
    assert state.observation(2)["owed"][1] == 2
    play(state, "end")
    assert state.current_player() == 1
    assert len(state.hands[1]) == 1  # nothing drawn before the counter decision
    play(state, "accept")
    assert len(state.hands[1]) == 3
    assert len(state.hands[2]) == 1


def test_a_counter_tornado_makes_the_first_player_draw_four_and_names_anew() -> None:
    """'lægger han/hun kortet oven på det første kort med Tornado, skal spilleren med den første
    Tornado nu trække 4 kort fra bunken og modstanderen kan vælge, hvilket symbol.'
    Ruling: the counter makes nobody else draw 2, and it cannot itself be countered."""
    state = arrange(["T S1 M2", "T S9"], ["F3", "F11", "F13"], deck_top="S5 S6 S7 S8 T M5 M6 M7")
    play(state, "place T 1", "name 1 water", "end")
    assert state.current_player() == 1
    assert texts(state) == {"counter 1", "accept"}
    play(state, "counter 1")
    assert len(state.hands[0]) == 2 + 2 + 4  # its end-of-turn draws, then 4 for the counter
    assert texts(state) == {f"name 1 {s}" for s in ("water", "fire", "sun", "moon")}
    play(state, "name 1 fire")
    assert len(state.hands[1]) == 1  # drew nothing for the Tornado
    assert state.observation(1)["owed"] == [0, 0]
    play(state, "end")
    assert state.current_player() == 0
    assert state.observation(0)["phase"] == "place"  # holds a Tornado, but nothing to counter
    assert len(state.hands[0]) == 8


def test_accepting_a_tornado_draws_two() -> None:
    state = arrange(["T S1 M2", "T S9"], ["F3", "F11", "F13"], deck_top="S5 S6 S7 S8")
    play(state, "place T 1", "name 1 water", "end", "accept")
    assert len(state.hands[1]) == 2 + 2
    assert state.observation(1)["phase"] == "place"


def test_a_player_without_a_tornado_faces_the_counter_decision_but_can_only_accept() -> None:
    """Reading: the decision is offered whenever a Tornado lies against the seat, so the public
    phase says nothing about the seat's hand; without a Tornado, accepting is the only choice."""
    state = arrange(["T S1 M2", "S9", "S4"], ["F3", "F11", "F13"], deck_top="S5 S6 S7 S8")
    play(state, "place T 1", "name 1 water", "end")
    assert state.observation(1)["phase"] == "counter"
    assert texts(state) == {"accept"}
    with pytest.raises(IllegalAction, match="You hold no Tornado to counter with"):
        state.apply_text("counter 1")
    holder = arrange(["T S1 M2", "T S9", "S4"], ["F3", "F11", "F13"], deck_top="S5 S6 S7 S8")
    play(holder, "place T 1", "name 1 water", "end")
    for seat in (0, 2):  # the others cannot tell the two seats apart
        assert state.observation(seat)["phase"] == holder.observation(seat)["phase"] == "counter"
        assert state.observation(seat)["current"] == holder.observation(seat)["current"] == 1
    play(state, "accept")
    assert state.observation(1)["phase"] == "place"
    assert len(state.hands[1]) == 1 + 2


def test_each_tornado_laid_costs_two_and_each_may_be_countered_once() -> None:
    """'for each Tornado laid' (ruling): two Tornados, two counters possible."""
    state = arrange(["T T F1", "T S9", "S3"], ["F3", "M11", "F13"])
    play(state, "place T 1", "name 1 water", "place T 2", "name 2 sun", "end")
    assert state.observation(1)["owed"][1] == 4
    assert texts(state) == {"counter 1", "counter 2", "accept"}
    play(state, "counter 2", "name 2 moon")
    assert texts(state) == {"accept"}  # pile 1's Tornado still lies against it, but no Tornado is left
    play(state, "accept")
    assert state.observation(1)["phase"] == "place"
    assert len(state.hands[1]) == 1 + 2  # the uncountered Tornado still costs 2


def test_a_covered_tornado_cannot_be_countered_but_still_costs_two() -> None:
    """The counter goes 'oven på det første kort med Tornado': only while it lies on top.
    Here an 8's extra turn lets the layer cover it first."""
    state = arrange(["T F8 W1 M5 F12", "T S9", "S3"], ["F3", "W8", "S13"])
    play(state, "place T 1", "name 1 fire", "place F8 2", "place M5 3", "end")
    assert state.current_player() == 0  # the extra turn
    play(state, "place W1 1", "end")
    assert state.current_player() == 1
    assert state.observation(1)["phase"] == "place"
    assert len(state.hands[1]) == 2 + 2


# -- 2s ---------------------------------------------------------------------------------------
def test_a_two_makes_the_next_player_draw_two_without_escape() -> None:
    """'Hvis man lægger et kort med tallet 2, betyder det, at den næste spiller skal trække to
    kort fra bunken i starten af sin tur.' No decision is offered."""
    state = arrange(["W2 M1", "S9 T", "S3"], ["F3", "M11", "F13"])
    play(state, "place W2 1", "end")
    assert state.current_player() == 1
    assert state.observation(1)["phase"] == "place"
    assert len(state.hands[1]) == 4


def test_a_run_of_twos_on_the_same_pile_grows_by_two() -> None:
    """'Hvis den næste spiller lægger en 2’er på det samme bundkort, skal spilleren til venstre
    for ham/hende trække 4 kort fra bunken, osv.': 2, then 4, then 6."""
    state = arrange(
        ["W2 S5 S6", "F2 S7 S8", "S2 S9 S10", "S11 S12 S13"],
        ["F3", "F12", "F13"],
        deck_top="S4 M4 M5 M6 M7 M8 M9 M10 M11 M12",
    )
    play(state, "place W2 1", "end")
    assert len(state.hands[1]) == 3 + 2
    play(state, "place F2 1", "end")
    assert len(state.hands[2]) == 3 + 4
    play(state, "place S2 1")
    assert state.observation(2)["piles"][0]["run_of_twos"] == 2
    finish_turn(state)
    assert state.current_player() == 3
    assert len(state.hands[3]) == 3 + 6


def test_the_run_breaks_when_a_turn_lays_no_two_on_that_pile() -> None:
    """'(the run breaks when a player lays no 2 on that pile in their turn)'."""
    state = arrange(["W2 S5 S6", "W11 S9 S10", "S2 M9 M10"], ["F3", "F12", "F13"], deck_top="S7 S8 S11 S4")
    play(state, "place W2 1", "end", "place W11 2")
    finish_turn(state)
    assert state.observation(2)["piles"][0]["run_of_twos"] == 0
    assert len(state.hands[2]) == 3  # nothing owed
    play(state, "place S2 1")
    finish_turn(state)
    assert state.observation(0)["piles"][0]["run_of_twos"] == 1
    assert len(state.hands[0]) == 2 + 2 + 2  # drew 2 at its end, 2 for the fresh 2


def test_a_two_on_another_pile_starts_its_own_run() -> None:
    state = arrange(["W2 S5 S6", "F2 S7 S8", "M9 M10 M11"], ["F3", "W12", "S13"], deck_top="S9 S10 S11 S4")
    play(state, "place W2 1", "end", "place F2 2")
    finish_turn(state)
    assert state.current_player() == 2
    assert len(state.hands[2]) == 3 + 2


# -- 8s ---------------------------------------------------------------------------------------
def test_an_eight_gives_an_extra_turn_after_the_end_of_turn_draws() -> None:
    """'Hvis man kan lægge et kort med tallet 8, betyder det, at man får en ekstra tur.'
    Ruling: the end-of-turn draws happen first and the per-pile modes reset."""
    state = arrange(["F8 W1 W2", "S9"], ["W8", "M11", "F13"], deck_top="S4 S5")
    play(state, "place F8 1", "place W1 3")
    assert state.observation(0)["extra_turns"] == 1
    play(state, "end")
    assert state.current_player() == 0
    assert sorted(card_text(c) for c in state.hands[0]) == ["S4", "W2"]
    assert state.observation(0)["piles"][0]["mode"] == "open"
    assert "place W2 1" in texts(state)  # water on the 8 of fire: a new mode this turn


def test_each_eight_gives_its_own_extra_turn_and_owed_draws_add_up() -> None:
    """Two 8s, two extra turns; the 2s laid meanwhile add up for the neighbour."""
    state = arrange(["F8 M8 W2 S2 M2 M3 W11", "S9"], ["W8", "M10", "F13"], deck_top="S4")
    play(state, "place F8 1", "place M8 1", "place S2 2", "place W2 3", "end")
    assert state.current_player() == 0 and state.observation(0)["extra_turns"] == 1
    assert state.observation(0)["owed"][1] == 2 + 2
    play(state, "place M3 2", "place M2 3", "end")  # the 2 on pile 3 extends its run: 4 more
    assert state.current_player() == 0 and state.observation(0)["extra_turns"] == 0
    assert state.observation(0)["owed"][1] == 2 + 2 + 4


# -- the draw pile ------------------------------------------------------------------------------
def test_an_empty_draw_pile_is_rebuilt_from_under_the_three_top_cards() -> None:
    """'man samler så de kort, der er blevet lagt på de 3 bundkort sammen igen, og lader kun det
    øverste kort i hver af de 3 bunker ligge. De andre kort blandes og bliver lagt ned som ny
    kortbunke.'"""
    state = arrange(["W9 M1", "S9"], ["F3 F4 F5", "M11", "S1 S2 F13"])
    state.hands[1] += state.deck
    state.deck = []
    tops = [p[-1] for p in state.piles]
    play(state, "place W9 1", "end")  # two draws: the pile is rebuilt from F3 F4 F5 S1 S2
    assert state.piles == [cards("W9"), [tops[1]], [tops[2]]]
    assert len(state.hands[0]) == 1 + 2
    assert len(state.deck) == 5 - 2
    assert card_census(state) == Counter(full_deck())


def test_a_draw_with_nothing_to_rebuild_is_skipped() -> None:
    state = arrange(["W9 M1", "S9"], ["F3", "M11", "F13"])
    state.hands[1] += state.deck
    state.deck = []
    play(state, "place W9 1", "end")
    assert len(state.hands[0]) == 1 + 1  # only the F3 under W9 could be drawn
    assert state.current_player() == 1


# -- the end ------------------------------------------------------------------------------------
def test_the_first_player_with_an_empty_hand_wins_at_once() -> None:
    """'Den spiller, der først kommer af med alle sine kort, har vundet spillet.'"""
    state = arrange(["W9 W3", "S9"], ["F3", "F11", "F13"])
    play(state, "place W9 2", "place W3 1")
    assert state.is_over()
    assert state.result().winners == [0]
    assert state.result().detail["ended_by"] == "empty hand"
    assert state.legal_actions() == []


def test_the_turn_limit_makes_the_fewest_cards_win_and_ties_share() -> None:
    """Option turn_limit (default 400): at the limit the fewest cards win; ties share."""
    assert SPEC.new_game(2).options["turn_limit"] == 400
    hands = ["W1 M1", "S9 S10 S11 S12", "S1 S2 S4 S5 S6"]
    state = arrange(hands, ["F3", "W11", "F13"], options={"turn_limit": 1})
    play(state, "place W1 1", "end")
    assert state.is_over() and len(state.hands[0]) == 3
    assert state.result().winners == [0]
    hands = ["W1 M1", "S9 S10 S11", "S1 S2 S4 S5 S6"]
    state = arrange(hands, ["F3", "W11", "F13"], options={"turn_limit": 1})
    play(state, "place W1 1", "end")
    assert state.result().winners == [0, 1]
    assert state.result().detail["ended_by"] == "turn limit"


# -- protocol details -------------------------------------------------------------------------
def test_action_texts_read_back_and_bad_texts_are_refused_clearly() -> None:
    state = arrange(["T F1", "S9"], ["F3", "M11", "F13"])
    for text in ("place F5 1", "place T 3", "name 2 moon", "counter 1", "end", "accept"):
        assert state.action_text(state.parse_action(text)) == text
    for bad, why in (
        ("place X5 1", "not an Opposites card"),
        ("place F5 4", "pile is 1, 2 or 3"),
        ("name 1 earth", "symbol is one of"),
        ("jump", "not an Opposites action"),
    ):
        with pytest.raises(FormatError, match=why):
            state.parse_action(bad)


def test_refusals_say_why_in_game_terms() -> None:
    state = arrange(["W9 F1", "S9"], ["F3", "M11", "F13"])
    with pytest.raises(IllegalAction, match="You do not hold sun 5"):
        state.apply_text("place S5 1")
    with pytest.raises(IllegalAction, match="Fire 1 fits neither the number nor the symbol of pile 2"):
        state.apply_text("place F1 2")
    state = arrange(["T F1", "S9"], ["F3", "M11", "F13"])
    play(state, "place T 1")
    with pytest.raises(IllegalAction, match="First name the symbol the Tornado on pile 1"):
        state.apply_text("place F1 2")


def test_observations_hide_other_hands_and_the_draw_pile_order() -> None:
    state = arrange(["W9 F1", "S9 S10"], ["F3", "M11", "F13"])
    obs = state.observation(1)
    assert obs["hand"] == ["S10", "S9"]
    assert obs["hand_sizes"] == [2, 2]
    assert obs["left_to_place"] is None  # only the player to move sees its own maximum
    assert state.observation(0)["left_to_place"] == 1
    text = str(obs)
    assert "W9" not in text and "'F1'" not in text
    assert "deck" not in obs and isinstance(obs["draw_pile"], int)


@pytest.mark.parametrize("symbol", [WATER, FIRE, SUN, MOON])
def test_opposites_are_water_fire_and_sun_moon(symbol: int) -> None:
    """'lid det modsatte af Vand ... Sol er det modsatte af Måne.'"""
    from game.opposites.cards import opposite

    assert opposite(opposite(symbol)) == symbol
    assert {symbol, opposite(symbol)} in ({WATER, FIRE}, {SUN, MOON})
