"""The Opposites heuristic bot: legal, observation-only, and the family-player habits it claims."""

from __future__ import annotations

import random

from game.bots import make_bot
from game.opposites.plan import TORNADO
from game.opposites.rules import SPEC, OppositesState
from game.play import play_out
from tests.test_opposites_helpers import arrange, play


def bot_turn(state: OppositesState) -> list[str]:
    """Let the bot play the current seat's whole turn; return its action texts."""
    bot = make_bot("heuristic", "opposites", 1)
    seat, done = state.current_player(), []
    while state.current_player() == seat and not state.is_over():
        action = bot.choose(state.observation(seat), state.legal_actions())
        done.append(state.action_text(action))
        state.apply(action)
        if done[-1] == "end":
            break
    return done


def test_the_bot_plays_whole_games_with_legal_actions_only() -> None:
    rng = random.Random(4)
    for seed in range(12):
        players = rng.randint(2, 4)
        state = SPEC.new_game(players, {"must_play": rng.choice(["maximum", "while_able"])}, seed)
        kinds = ["heuristic" if s % 2 == 0 else "random" for s in range(players)]
        bots = [make_bot(kind, "opposites", seed + s) for s, kind in enumerate(kinds)]
        play_out(state, bots)  # apply() refuses anything unlisted
        assert state.is_over()


def test_the_bot_leaves_as_few_piles_empty_as_the_maximum_allows() -> None:
    """F5 and S5 both on the 5 of moon leave two piles empty (two cards drawn); F5 on the
    water and S5 on the moon place as many cards and leave only one pile empty."""
    state = arrange(["F5 S5 W1", "S9"], ["M5", "W9", "S13"])
    actions = bot_turn(state)
    assert "place F5 1" not in actions
    assert sorted(a for a in actions if a.startswith("place")) == ["place F5 2", "place S5 1"]


def test_the_bot_keeps_its_tornado_when_other_cards_do_the_same_job() -> None:
    state = arrange(["T W1 W2 W3 S1", "S9"], ["F9", "F10", "F11"])
    bot_turn(state)
    assert TORNADO in state.hands[0]
    assert len(state.hands[0]) == 2


def test_the_bot_counters_a_tornado_when_it_can() -> None:
    state = arrange(["T S1 M2", "T S9 S10"], ["F3", "F11", "F13"], deck_top="S5 S6")
    play(state, "place T 1", "name 1 water", "end")
    assert bot_turn(state)[0] == "counter 1"


def test_the_bot_names_the_symbol_the_next_player_is_least_likely_to_answer() -> None:
    """The bot holds most water cards, so naming fire (which needs water next) is safest."""
    state = arrange(["T W1 W2 W4 W5 W6 W7 W9 W10", "S9 S10"], ["S3", "M11", "S13"])
    actions = bot_turn(state)
    named = [a for a in actions if a.startswith("name")]
    assert named and named[0].endswith("fire")


def test_the_bot_names_a_start_tornado_so_that_it_can_answer_it() -> None:
    for seed in range(300):
        state = SPEC.new_game(2, {"start_player": 0}, seed)
        if state.phase == "name" and [p[-1] for p in state.piles].count(TORNADO) == 1:
            break
    pile = [p[-1] for p in state.piles].index(TORNADO)
    state.hands[0] = [16 * 1 + 4, 16 * 1 + 5, 16 * 1 + 6, 16 * 2 + 12]  # fire 4, 5, 6, sun 12
    bot = make_bot("heuristic", "opposites", 2)
    action = bot.choose(state.observation(0), state.legal_actions())
    assert state.action_text(action) == f"name {pile + 1} water"  # water needs fire: it holds three


def test_the_bot_extends_a_run_of_twos() -> None:
    """F2 on the running 2s makes the next player draw 4; on the other pile only 2."""
    state = arrange(["F2 F7 M1", "S9 S10", "S3"], ["W2", "W12", "S13"])
    state.runs[0] = 1
    actions = bot_turn(state)
    assert "place F2 1" in actions


def test_the_bot_saves_an_eight_when_the_extra_turn_would_not_pay() -> None:
    """W8 or W7 on the fire: with nothing to follow up, the 8's extra turn would only cost draws."""
    state = arrange(["W8 W7 S1", "S9 S10"], ["F9", "S13", "S12"])
    actions = bot_turn(state)
    assert "place W7 1" in actions and "W8" not in " ".join(actions)
