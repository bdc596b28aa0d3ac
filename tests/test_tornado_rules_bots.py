"""Tornado Ellie computer players: sensible card choices, careful stacking, the insurance pick."""

from __future__ import annotations

import statistics

import pytest

import game.tornado_ellie.bots as tornado_bot
from game.bots import bot_kinds, make_bot
from game.core import shares
from game.play import new_match, play_out
from game.tornado_ellie.rules import TornadoEllieState
from tests.test_tornado_rules import rig


def decide(state: TornadoEllieState, kind: str = "average", seed: int = 5) -> str:
    bot = make_bot(kind, "tornado_ellie", seed)
    seat = state.current_player()
    return state.action_text(bot.choose(state.observation(seat), state.legal_actions()))


def test_bot_kinds_and_their_hand_skill() -> None:
    """The levels come with their hands (easy shaky, medium average, hard steady); the older
    hand kinds are still accepted; the physics world reads ``skill``."""
    assert bot_kinds("tornado_ellie") == ["easy", "medium", "hard", "random"]
    for level, hand in (("easy", "shaky"), ("medium", "average"), ("hard", "steady")):
        assert make_bot(level, "tornado_ellie", 1).skill == hand
    for kind in ("steady", "average", "shaky"):
        assert make_bot(kind, "tornado_ellie", 1).skill == kind


def test_bot_keeps_its_last_lightning_to_answer_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """With its only lightning and other fitting cards, the bot keeps the lightning; with the
    keeping rule switched off the same position makes it strike."""
    state = rig(hands=[["pig2-lightning", "pig7", "pig8"], ["cow3", "cow4", "cow5", "cow6"]], table=["pig3"])
    assert decide(state) in ("play pig7", "play pig8")
    monkeypatch.setattr(tornado_bot, "KEEP_LIGHTNING", 0.0)
    assert decide(state) == "play pig2-lightning"


def test_bot_answers_a_lightning_when_it_can() -> None:
    state = rig(hands=[["pig2-lightning"], ["hen2-lightning", "hen9"]])
    state.apply_text("play pig2-lightning")
    assert decide(state) == "play hen2-lightning"


def test_bot_avoids_a_single_animal_when_the_next_player_is_strong(monkeypatch: pytest.MonkeyPatch) -> None:
    """A single animal is an easy card to follow for a player with a full hand: the bot opens with
    something else then, but plays it against a player holding one card."""
    hand = ["sheep5", "sheep2-lightning", "pig1"]
    strong = rig(hands=[hand, ["cow5", "cow6", "cow7", "cow8"]])
    weak = rig(hands=[hand, ["cow5"]])
    assert decide(strong) != "play pig1"
    assert decide(weak) == "play pig1"
    monkeypatch.setattr(tornado_bot, "SINGLE_TO_STRONG", 0.0)
    assert decide(strong) == "play pig1"


def test_bot_in_a_single_animal_turn_plays_the_card_most_cards_fit_on() -> None:
    """Facing a single animal, the bot plays its lowest fitting card, so the turned-up card is
    most likely suitable."""
    state = rig(hands=[["pig1"], ["pig9", "pig2", "hen6"]])
    state.apply_text("play pig1")
    state.apply_text("rotate")
    assert decide(state) == "play pig2"


@pytest.mark.parametrize(
    "farm, first",
    [({"house": 3, "cow": 3, "tree": 2}, "tree"), ({"house": 2, "cow": 3, "tree": 3}, "house")],
)
def test_bot_stacks_first_the_piece_that_breaks_no_complete_set(farm: dict[str, int], first: str) -> None:
    """If the draw pile runs out while stacking, the pieces still owed are kept: the bot gives
    first the piece whose loss does not break a complete set."""
    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("house", "tree"))])
    state.farms[1] = dict(farm)
    state.apply_text("play cow6")
    state.apply_text("rotate")
    assert decide(state).split()[1] == first


def test_bots_stack_near_the_centre_and_steadier_hands_closer() -> None:
    """Bots place pieces near the column's centre line with noise that grows with a shakier hand."""
    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("house",))])
    state.apply_text("play cow6")
    state.apply_text("rotate")
    spread = {}
    for kind in ("steady", "shaky"):
        offsets = [abs(float(decide(state, kind, seed).split()[2])) for seed in range(200)]
        assert max(offsets) <= 0.5
        spread[kind] = statistics.mean(offsets)
    assert spread["steady"] < 0.05 < spread["shaky"]


def test_bot_insurance_completes_a_set() -> None:
    """From the insurance the bot takes the kind that completes a set of three."""
    obs = {"seat": 0, "farms": [{"house": 1, "cow": 2, "tree": 0}]}
    bot = make_bot("steady", "tornado_ellie", 3)
    assert bot.choose(obs, [("insure", "house"), ("insure", "cow"), ("insure", "tree")]) == ("insure", "cow")


def test_heuristic_bot_beats_random_play() -> None:
    """Over 150 two-player games (dexterity off) the heuristic wins clearly more than half."""
    wins = 0.0
    for game in range(150):
        state, bots, _ = new_match(
            "tornado_ellie", ["average", "random"], game, {"dexterity": "off", "start_player": game % 2}
        )
        play_out(state, bots)
        wins += shares(state.result().winners, 2)[0]
    assert wins / 150 > 0.55
