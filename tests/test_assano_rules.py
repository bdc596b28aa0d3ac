"""Assano: one test per rule sentence of seeds/assano.da.txt as read by the product (game/assano/rules.py)."""

from __future__ import annotations

from collections import Counter

import pytest

from game import registry
from game.assano.cards import WILD, card_points, card_text, full_deck, rank_of
from game.assano.moves import DRAW, KEEP, TAKE
from game.assano.rules import AssanoState
from game.core import IllegalAction, OptionError
from tests.assano_helpers import all_cards, cards, rig

SPEC = registry.get("assano")


def texts(state: AssanoState) -> set[str]:
    return set(state.legal_texts())


def test_the_game_has_108_cards_of_the_listed_kinds() -> None:
    """'Spillet består af 108 kort': 76 numbers 0-9, 8 Skip, 8 Reverse, 8 Draw Two, 4 + 4 wilds."""
    deck = [card_text(c) for c in full_deck()]
    assert len(deck) == 108
    numbers = [t for t in deck if t[0] in "RGBY" and t[1:].isdigit()]
    assert len(numbers) == 76
    counts = Counter(deck)
    for colour in "RGBY":
        assert counts[f"{colour}0"] == 1
        assert all(counts[f"{colour}{n}"] == 2 for n in range(1, 10))
    assert sum(1 for t in deck if t.endswith("S")) == 8
    assert sum(1 for t in deck if t.endswith("V")) == 8
    assert sum(1 for t in deck if t.endswith("D2")) == 8
    assert counts["W"] == 4 and counts["W4"] == 4


@pytest.mark.parametrize("players", [2, 5, 10])
def test_each_player_gets_seven_cards_and_one_card_is_turned_up(players: int) -> None:
    """'Hver deltager får 7 kort ... Det øverste kort vendes og lægges ved siden af bunken.'"""
    state = SPEC.new_game(players, {}, seed=3)
    assert isinstance(state, AssanoState)
    assert [len(h) for h in state.hands] == [7] * players
    assert len(state.discard) == 1
    assert len(state.deck) == 108 - 7 * players - 1


def test_the_start_card_is_always_a_number_card() -> None:
    """Ruling: an action or wild start card goes back into the pile and another is turned."""
    for seed in range(300):
        state = SPEC.new_game(2, {}, seed=seed)
        assert isinstance(state, AssanoState)
        top = state.discard[-1]
        assert top < WILD and rank_of(top) <= 9, card_text(top)
        assert sorted(all_cards(state).elements()) == sorted(full_deck())


@pytest.mark.parametrize("players", [1, 11])
def test_two_to_ten_players(players: int) -> None:
    """'Der kan være fra 2 – 10 deltagere.'"""
    with pytest.raises(OptionError, match="2 to 10 players"):
        SPEC.new_game(players, {}, seed=0)


def test_the_start_player_is_chosen_in_the_setup() -> None:
    """Ruling: the start player is chosen in the setup (random by default)."""
    assert SPEC.new_game(4, {"start_player": 2}, seed=0).current_player() == 2
    starters = {SPEC.new_game(4, {}, seed=s).current_player() for s in range(40)}
    assert starters == {0, 1, 2, 3}


def test_a_card_of_the_same_colour_or_value_matches() -> None:
    """'Ovenpå en rød 7'er kan lægges en 7'er i en ad de 4 farver eller et rødt kort.'"""
    state = rig(["B7 R2 G3 Y5 GS", "R1"], top="R7")
    assert texts(state) == {"play B7", "play R2"}


def test_the_next_player_follows_the_new_colour_or_value() -> None:
    """'Lægges ... en blå 7'er oven på den røde 7'er, skal næste spiller lægge endnu en 7'er eller
    et hvilket som helst blåt kort.'"""
    state = rig(["B7 R1 R2", "G7 B9 R3 Y4"], top="R7")
    state.apply_text("play B7")
    assert texts(state) == {"play G7", "play B9"}


def test_equal_action_cards_may_go_on_each_other() -> None:
    """'Det er tilladt at lægge enslydende handlingskort oven på hinanden: Spring på Spring, o.s.v.'"""
    state = rig(["BS BV BD2 B1", "R1"], top="RS")
    assert texts(state) == {"play BS"}
    state = rig(["BV G1 G2", "R1"], top="RV")
    assert texts(state) == {"play BV"}
    state = rig(["BD2 G1 G2", "R1"], top="RD2")
    assert texts(state) == {"play BD2"}


def test_an_unmatched_card_is_refused_and_nothing_changes() -> None:
    """A card that does not match is refused with the reason, and the state stays as it was."""
    state = rig(["G3 R2", "R1"], top="R7")
    before = state.to_json(), state.observation(0)
    with pytest.raises(IllegalAction, match="Green 3 does not match red 7"):
        state.apply_text("play G3")
    with pytest.raises(IllegalAction, match="You do not hold"):
        state.apply_text("play B7")
    assert (state.to_json(), state.observation(0)) == before


def test_wild_colour_choice_can_always_be_played_and_names_the_colour() -> None:
    """'Farvevalg-kortene kan altid spilles – uanset forudgående kort.' The next player must follow
    the named colour ('Den efterfølgende spiller skal nu lægge et gult kort ud')."""
    state = rig(["W R1 R2", "Y3 G7 B1"], top="G7", turn=0)
    assert {"play W red", "play W green", "play W blue", "play W yellow"} <= texts(state)
    state.apply_text("play W yellow")
    assert texts(state) == {"play Y3"}


def test_a_player_who_can_play_may_not_draw() -> None:
    """'Kan han ikke lægge et kort, skal han trække et kort': drawing only without a matching card."""
    state = rig(["R3 G1", "B1"], top="R7", deck="B2 B3 B4")
    assert "draw" not in texts(state)
    with pytest.raises(IllegalAction, match="only draw when no card"):
        state.apply(DRAW)


def test_up_to_three_cards_are_drawn_then_the_turn_passes() -> None:
    """'Passer dette kort heller ikke, trækkes endnu et og om nødvendigt også et tredje. Derefter er
    det næste spillers tur.'"""
    state = rig(["G1 G2", "B1 B2"], top="R7", deck="B9 Y3 G4 B5")
    assert texts(state) == {"draw"}
    state.apply_text("draw")
    assert sorted(state.hands[0]) == sorted(cards("G1 G2 B5 G4 Y3"))
    assert state.deck == cards("B9")
    assert state.current_player() == 1


def test_a_matching_drawn_card_is_played_at_once() -> None:
    """Ruling: the first matching drawn card must be played at once."""
    state = rig(["G1 G2", "B1 B2"], top="R7", deck="B5 R4 G3")
    state.apply_text("draw")  # G3 misses, R4 matches and is played
    assert state.discard[-1] == cards("R4")[0]
    assert sorted(state.hands[0]) == sorted(cards("G1 G2 G3"))
    assert state.deck == cards("B5")
    assert state.current_player() == 1


def test_a_drawn_wild_is_played_at_once_with_a_colour_named() -> None:
    """Ruling: '(a wild with a colour named)'; only that card may be played."""
    state = rig(["G1 G2", "B1 B2"], top="R7", deck="B5 W")
    state.apply_text("draw")
    assert texts(state) == {"play W red", "play W green", "play W blue", "play W yellow"}
    with pytest.raises(IllegalAction, match="must play the card you drew"):
        state.apply_text("play G1")
    state.apply_text("play W blue")
    assert state.colour == 2 and state.current_player() == 1


def test_skip_makes_the_next_player_miss_the_turn() -> None:
    """'Spring: Den næste spiller må da hverken lægge kort ud eller tage kort ind.'"""
    state = rig(["RS R1", "R2", "R3"], top="R7")
    state.apply_text("play RS")
    assert state.current_player() == 2
    assert state.hands[1] == cards("R2")


def test_reverse_changes_the_direction_of_play() -> None:
    """'Vend: ... hvorved spilleretningen ændres ... indtil endnu et Vend-kort spilles ud.'"""
    state = rig(["RV R1", "R2 R5", "GV R3 R4"], top="R7")
    state.apply_text("play RV")
    assert state.current_player() == 2
    state.apply_text("play GV")
    assert state.current_player() == 0


def test_reverse_with_two_players_changes_nothing_unless_the_option_says_skip() -> None:
    """Ruling: with two players Reverse changes nothing; option two_player_reverse_skips."""
    state = rig(["RV R1", "R2"], top="R7")
    state.apply_text("play RV")
    assert state.current_player() == 1
    state = rig(["RV R1", "R2"], top="R7", two_player_reverse_skips=True)
    state.apply_text("play RV")
    assert state.current_player() == 0


def test_draw_two_makes_the_next_player_draw_two_and_miss_the_turn() -> None:
    """'Tag 2 op: Den næste spiller skal tage to kort op og må ikke lægge kort ud.'"""
    state = rig(["RD2 R1 R5", "R2", "R3"], top="R7", deck="G1 G2 G3")
    state.apply_text("play RD2")
    assert sorted(state.hands[1]) == sorted(cards("R2 G3 G2"))
    assert state.current_player() == 2


def test_wild_draw_four_may_always_be_played_and_costs_four_and_the_turn() -> None:
    """'Tag 4 op + farvevalg: ... kan spilles uanset forudgående kort ... skal trække 4 kort og må
    ikke lægge kort ud.' Ruling: it may be played even while holding the colour."""
    state = rig(["W4 R1 R5", "R2", "R3"], top="R7", deck="G1 G2 G3 G4 G5")
    assert "play W4 green" in texts(state)
    state.apply_text("play W4 green")
    assert sorted(state.hands[1]) == sorted(cards("R2 G5 G4 G3 G2"))
    assert state.current_player() == 2 and state.colour == 1


def test_no_stacking_by_default() -> None:
    """Ruling: no stacking; the penalty is drawn at once by the next player."""
    state = rig(["RD2 R1", "GD2 G1"], top="R7", deck="B1 B2 B3")
    state.apply_text("play RD2")
    assert len(state.hands[1]) == 4 and state.current_player() == 0


def test_stacking_option_adds_up_draw_twos() -> None:
    """Option stacking: a Draw Two answers a Draw Two, adding up."""
    state = rig(["RD2 R1", "GD2 G1 G2", "B5 B6"], top="R7", deck="Y1 Y2 Y3 Y4 Y5", stacking=True)
    state.apply_text("play RD2")
    assert state.current_player() == 1
    assert texts(state) == {"play GD2", "take"}
    state.apply_text("play GD2")
    assert state.current_player() == 2 and texts(state) == {"take"}
    state.apply(TAKE)
    assert len(state.hands[2]) == 6
    assert state.current_player() == 0


def test_challenge_option_punishes_a_bluffed_wild_draw_four() -> None:
    """Option challenge_wild_draw_four: a W4 played while holding the colour in play is a bluff."""
    opts = {"challenge_wild_draw_four": True}
    bluff = rig(["W4 R1 G2", "B5 B6"], top="R7", deck="Y1 Y2 Y3 Y4 Y5 Y6", **opts)
    bluff.apply_text("play W4 blue")
    assert texts(bluff) == {"take", "challenge"}
    bluff.apply_text("challenge")
    assert len(bluff.hands[0]) == 6 and len(bluff.hands[1]) == 2
    assert bluff.current_player() == 1

    honest = rig(["W4 G1 G2", "B5 B6"], top="R7", deck="Y1 Y2 Y3 Y4 Y5 Y6", **opts)
    honest.apply_text("play W4 blue")
    honest.apply_text("challenge")
    assert len(honest.hands[1]) == 8 and honest.current_player() == 0


def test_assano_must_be_called_with_the_second_to_last_card() -> None:
    """'Når en spiller lægger sit næstsidste kort, skal han højt og tydeligt sige ASSANO.'"""
    state = rig(["R1 R2", "G5 G6"], top="R7", deck="B1 B2 B3")
    assert texts(state) == {"play R1", "play R2", "play R1 call", "play R2 call"}
    state.apply_text("play R1 call")
    assert state.hands[0] == cards("R2")


def test_forgetting_assano_costs_two_cards() -> None:
    """'Glemmer man at sige ASSANO, skal man som straf trække 2 kort fra bunken.'"""
    state = rig(["R1 R2", "G5 G6"], top="R7", deck="B1 B2 B3")
    state.apply_text("play R1")
    assert sorted(state.hands[0]) == sorted(cards("R2 B3 B2"))


def test_the_call_is_only_possible_with_two_cards() -> None:
    """The ASSANO button is active only while the player holds two cards."""
    state = rig(["R1 R2 R3", "G5"], top="R7")
    assert not any(t.endswith("call") for t in texts(state))
    with pytest.raises(IllegalAction, match="second-to-last"):
        state.apply_text("play R1 call")


def test_points_of_the_cards() -> None:
    """'Alle kortene 0-9 tæller med den anførte talværdi; Spring, Vend, Tag 2 op: 20; Farvevalg: 50;
    Tag 4 op + farvevalg: 100.'"""
    values = {t: card_points(c) for c in set(full_deck()) for t in [card_text(c)]}
    assert values["R0"] == 0 and values["G7"] == 7 and values["Y9"] == 9
    assert values["BS"] == values["BV"] == values["BD2"] == 20
    assert values["W"] == 50 and values["W4"] == 100


def test_the_round_ends_with_the_last_card_and_is_scored() -> None:
    """'Runden afsluttes, når ... lægge sit sidste kort. ... minuspoint ... Alle pointene lægges sammen
    og noteres som pluspoint til vinderen af runden.'"""
    state = rig(["R1", "G5 W", "B9 BS"], top="R7")
    state.apply_text("play R1")
    assert state.is_over()
    result = state.result()
    assert result.winners == [0]
    assert result.scores == [55.0 + 29.0, 0.0, 0.0]
    assert result.detail["minus"] == [0, 55, 29]


def test_a_draw_two_as_last_card_is_still_drawn_by_the_next_player() -> None:
    """Ruling: a Draw Two / Wild Draw Four played as the last card is still drawn by the next player."""
    state = rig(["RD2", "G5", "B9"], top="R7", deck="G9 G8")
    state.apply_text("play RD2")
    assert state.is_over()
    assert state.result().detail["minus"] == [0, 5 + 8 + 9, 9]


def test_the_match_goes_on_until_someone_reaches_the_target() -> None:
    """'Vinder er den spiller, der først når 500 pluspoint' (option target)."""
    state = rig(["R1", "W4 W4"], top="R7", target=300)
    state.apply_text("play R1")
    assert not state.is_over()
    assert state.plus == [200, 0] and len(state.rounds) == 1
    assert [len(h) for h in state.hands] == [7, 7]  # a new round is dealt
    assert state.current_player() == 1  # the start seat moves on
    assert sorted(all_cards(state).elements()) == sorted(full_deck())


def test_a_whole_match_is_played_to_500_by_default() -> None:
    from game.bots import make_bot
    from game.play import play_out

    state = SPEC.new_game(3, {}, seed=5)
    assert isinstance(state, AssanoState)
    play_out(state, [make_bot("heuristic", "assano", s) for s in range(3)])
    result = state.result()
    assert max(state.plus) >= 500 and result.winners == [state.plus.index(max(state.plus))]
    assert len(state.rounds) > 1


def test_an_empty_draw_pile_is_rebuilt_from_the_discards_except_the_top() -> None:
    """Ruling: shuffle the discard pile except its top card into a new draw pile."""
    state = rig(["G1 G2", "B1"], top="R7", deck="")
    under = len(state.discard) - 1
    state.apply_text("draw")
    assert len(state.discard) >= 1
    assert sorted(all_cards(state).elements()) == sorted(full_deck())
    assert len(state.deck) + len(state.hands[0]) - 2 + len(state.discard) - 1 == under


def test_nothing_to_draw_skips_the_draw() -> None:
    """Ruling: if there is still nothing to draw, the draw is skipped (never an error, never a hang)."""
    state = rig(["G1", "B1"], top="R7")
    state.hands[0] = cards("G1") + state.discard[:-1]
    state.hands[0] = [c for c in state.hands[0] if c < WILD and c >> 4 != 0 and c & 15 != 7]
    state.discard = state.discard[-1:]
    state._legal = None
    size = len(state.hands[0])
    state.apply_text("draw")
    assert len(state.hands[0]) == size and state.current_player() == 1


def test_voluntary_draw_option() -> None:
    """Option voluntary_draw: may draw although able to play."""
    assert "draw" not in texts(rig(["R1 G2", "B1"], top="R7"))
    assert "draw" in texts(rig(["R1 G2", "B1"], top="R7", voluntary_draw=True))


def test_may_keep_drawn_option() -> None:
    """Option may_keep_drawn: a matching drawn card may be kept."""
    state = rig(["G1 G2", "B1"], top="R7", deck="R4", may_keep_drawn=True)
    state.apply_text("draw")
    assert texts(state) == {"play R4", "keep"}
    state.apply(KEEP)
    assert cards("R4")[0] in state.hands[0] and state.current_player() == 1


def test_unknown_and_invalid_options_are_refused_by_name() -> None:
    with pytest.raises(OptionError, match="no option 'stackin'"):
        SPEC.new_game(2, {"stackin": True}, seed=0)
    with pytest.raises(OptionError, match="target"):
        SPEC.new_game(2, {"target": -5}, seed=0)
    with pytest.raises(OptionError, match="stacking: expected true or false"):
        SPEC.new_game(2, {"stacking": "maybe"}, seed=0)


def test_action_texts_round_trip_and_bad_text_is_explained() -> None:
    state = rig(["W4 R1", "G1 G2"], top="R7")
    for action in state.legal_actions():
        assert state.parse_action(state.action_text(action)) == action
    for bad in ["", "play", "play X9", "play W", "play R1 blue", "fly"]:
        with pytest.raises(ValueError, match=r"\S"):
            state.parse_action(bad)
