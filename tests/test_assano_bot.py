"""The heuristic Assano bot plays like a decent family player (each habit a test)."""

from __future__ import annotations

from game.bots import make_bot
from tests.assano_helpers import rig


def choice(state) -> str:
    bot = make_bot("heuristic", "assano", 1)
    seat = state.current_player()
    return state.action_text(bot.choose(state.observation(seat), state.legal_actions()))


def test_it_calls_assano_with_the_second_to_last_card() -> None:
    assert choice(rig(["R1 G2", "B1 B2 B3 B4 B5"], top="R7")).endswith("call")


def test_it_holds_the_wild_draw_four_back_while_other_cards_fit() -> None:
    assert not choice(rig(["W4 R1 G2 G3", "B1 B2 B3 B4 B5"], top="R7")).startswith("play W4")


def test_it_plays_the_wild_draw_four_when_the_next_player_is_about_to_go_out() -> None:
    assert choice(rig(["W4 R1 G2 G3", "B1 B2"], top="R7")).startswith("play W4")


def test_it_names_the_colour_it_holds_most_of() -> None:
    assert choice(rig(["W G1 B2 B3 B4", "Y1 Y2 Y3 Y4 Y5"], top="R7")) == "play W blue"


def test_it_dumps_high_cards_when_someone_is_close_to_going_out() -> None:
    assert choice(rig(["R1 R9 G2 B3", "Y1 Y2 Y3 Y4", "G5"], top="R7")) == "play R9"


def test_it_hits_the_next_player_who_is_close_to_going_out() -> None:
    assert choice(rig(["RD2 R9 G2 B3", "Y1 Y2"], top="R7")) == "play RD2"
