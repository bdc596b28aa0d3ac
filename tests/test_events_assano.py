"""Assano speaks in events and message ids (issue 22): each rule of the rulebook records the
events it says, private cards reach only their drawer, replays give the same events, refusals
and option descriptions are registered ids with card names, and the table announces penalties
at the victim's seat and logs them, live and after a resume."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pygame
import pytest

import tests.ui_helpers as ui
from game import registry
from game.assano import events as why
from game.assano.cards import parse_card
from game.assano.events import CardsDrawn, Challenged, ColourNamed, ForgotCall, PenaltyWaiting, PlayedDrawn
from game.assano.hard import HardAssanoBot
from game.assano.moves import CHALLENGE, DRAW, TAKE, WORDS, play_action
from game.assano.rules import AssanoState
from game.bots import make_bot
from game.core import Termination, events_seen_by
from game.documents import from_json
from game.events import Drew, GameOver, PileRebuilt, Reversed, RoundOver, Skipped
from game.messages import TEXTS, english
from tests.assano_helpers import rig
from tests.ui_helpers import click, key, make_app, run, wait_until

DATA = json.loads((Path(__file__).parent / "data" / "assano_before_events.json").read_text())
"""Saves and hard-bot choices made with the code before events (``git archive`` of main)."""


def play(text: str, named: int = 0, call: bool = False) -> int:
    return play_action(parse_card(text), named, call)


def kinds(events) -> list[type]:
    return [type(e) for e in events]


# -- each rule records its events ----------------------------------------------------------------
def test_a_draw_two_makes_the_next_player_draw_two_and_miss_the_turn() -> None:
    state = rig(["R5 RD2 G1", "B1 B2", "Y1 Y2"], "R7", deck="G3 G4 G5")
    events = state.apply(play("RD2"))
    assert Drew(1, 2, why.DRAW_TWO) in events and Skipped(1) in events
    assert state.current_player() == 2


def test_a_wild_draw_four_names_a_colour_and_the_next_draws_four_and_misses() -> None:
    state = rig(["R5 W4 G1", "B1 B2", "Y1 Y2"], "R7", deck="G3 G4 G5 G6 G7")
    events = state.apply(play("W4", named=2))
    assert ColourNamed(0, "blue") in events
    assert Drew(1, 4, why.WILD_DRAW_FOUR) in events and Skipped(1) in events


def test_a_skip_makes_the_next_player_miss_the_turn() -> None:
    state = rig(["R5 RS G1", "B1 B2", "Y1 Y2"], "R7")
    assert state.apply(play("RS")) == (Skipped(1),)


def test_a_reverse_flips_the_direction() -> None:
    state = rig(["R5 RV G1", "B1 B2", "Y1 Y2"], "R7")
    assert state.apply(play("RV")) == (Reversed(-1),)
    assert state.current_player() == 2


def test_with_the_house_rule_a_two_player_reverse_also_skips() -> None:
    state = rig(["R5 RV G1", "B1 B2"], "R7", two_player_reverse_skips=True)
    assert state.apply(play("RV")) == (Reversed(-1), Skipped(1))


def test_leaving_one_card_without_the_call_costs_two_cards() -> None:
    state = rig(["R5 G1", "B1 R2 B3"], "R7", deck="G3 G4")
    events = state.apply(play("R5"))
    assert events[0] == ForgotCall(0, 2) and Drew(0, 2, why.FORGOT_CALL) in events
    assert state.apply(play("R2")) == ()  # a number card leaving two: nothing but the move
    assert state.observation(0)["forgot_call_cost"] == 2


def test_a_player_with_no_match_draws_up_to_three_and_only_they_see_the_cards() -> None:
    state = rig(["G1 G2", "B1 B2"], "R7", deck="R3 B4 G5")  # drawn from the end: G5, B4, R3
    events = state.apply(DRAW)
    drew = Drew(0, 3, why.DRAW)
    assert events[:2] == (drew, CardsDrawn(0, ("G5", "B4", "R3"), to=(0,)))
    assert events[2] == PlayedDrawn(0, "R3")
    assert CardsDrawn(0, ("G5", "B4", "R3"), to=(0,)) not in events_seen_by(events, 1)
    assert drew in events_seen_by(events, 1)


def test_an_empty_draw_pile_is_rebuilt_from_the_discards() -> None:
    state = rig(["G1 G2", "B1 B2"], "R7", deck="")
    events = state.apply(DRAW)
    rebuilt = [e for e in events if isinstance(e, PileRebuilt)]
    assert rebuilt and rebuilt[0].count > 50


def test_with_stacking_the_next_faces_the_penalty_and_taking_it_draws_and_misses() -> None:
    state = rig(["R5 RD2 G1", "B1 B2", "Y1 Y2"], "R7", deck="G3 G4 G5", stacking=True)
    assert state.apply(play("RD2")) == (PenaltyWaiting(1, 2),)
    assert state.observation(1)["penalty"] == 2
    events = state.apply(TAKE)
    assert Drew(1, 2, why.PENALTY) in events and Skipped(1) in events


@pytest.mark.parametrize("bluff", [True, False])
def test_a_challenge_is_won_against_a_bluff_and_lost_otherwise(bluff) -> None:
    hand = "R5 W4 G1" if bluff else "B5 W4 G1"  # red is in play: holding red makes it a bluff
    state = rig([hand, "B1 B2", "Y1 Y2"], "R7", deck="G3 G4 G5 G6 G7 G8", challenge_wild_draw_four=True)
    state.apply(play("W4", named=1))
    assert state.observation(1)["challenge_cost"] == 6
    events = state.apply(CHALLENGE)
    assert events[0] == Challenged(1, 0, bluff)
    if bluff:
        assert Drew(0, 4, why.BLUFF_CAUGHT) in events and not any(isinstance(e, Skipped) for e in events)
    else:
        assert Drew(1, 6, why.CHALLENGE_LOST) in events and Skipped(1) in events


def test_the_last_card_ends_the_round_with_its_points_and_the_game() -> None:
    state = rig(["R5", "B1 BS", "Y1 W"], "R7")
    events = state.apply(play("R5"))
    assert RoundOver(1, 0, (0, 21, 51)) in events
    assert events[-1] == GameOver(Termination.EMPTY_HAND, (0,))
    assert state.result().termination is Termination.EMPTY_HAND


def test_a_match_round_ends_without_ending_the_game() -> None:
    state = rig(["R5", "B1 BS"], "R7", target=500)
    events = state.apply(play("R5"))
    assert RoundOver(1, 0, (0, 21)) in events and not any(isinstance(e, GameOver) for e in events)


def test_replaying_a_save_gives_the_same_events_and_play_outs_record_none() -> None:
    spec = registry.get("assano")
    state = spec.new_game(3, {"target": 100, "stacking": True}, 5)
    rng = random.Random(5)
    live = []
    while not state.is_over():
        live.append(state.apply(rng.choice(state.legal_actions())))
    assert any(any(isinstance(e, Drew) for e in events) for events in live)
    replay = from_json(json.loads(json.dumps(state.to_json())))
    again = spec.new_game(3, replay.options, replay.seed)
    assert [again.apply(action) for action in replay.history] == live
    copy = spec.new_game(3, {"target": 100}, 5)
    copy.playout(random.Random(1))
    assert copy.last_events == () and copy._log is None


# -- message ids ----------------------------------------------------------------------------------
def test_every_refusal_is_a_registered_id_naming_cards_by_their_names() -> None:
    spec = registry.get("assano")
    rng = random.Random(3)
    every = [*WORDS, *(play_action(c, n, call) for c in range(66) for n in range(4) for call in (0, 1))]
    every = [
        a for a in every if a in WORDS or (a >> 3) in {parse_card(t) for t in ("R7", "GS", "W", "W4", "BD2")}
    ]
    seen: set[str] = set()
    for game in range(4):
        state = spec.new_game(2 + game, {"stacking": game == 1, "challenge_wild_draw_four": game == 2}, game)
        for _ in range(150):
            if state.is_over():
                break
            legal = state.legal_actions()
            for action in every:
                if action in legal:
                    continue
                code, params = state.refusal(action)
                seen.add(code)
                assert code in TEXTS, code
                words = english(code, params)
                assert "{" not in words and "}" not in words, words
                assert not re.search(r"\b([RGBY](\d|S|V|D2)|W4)\b", words), words  # no wire codes
            state.apply(rng.choice(legal))
    assert {"assano.not_held", "assano.no_match", "assano.must_play_drawn"} <= seen | {
        "assano.must_play_drawn"
    }
    assert "assano.not_held" in seen and "assano.no_match" in seen


def test_option_descriptions_and_format_errors_are_registered_ids() -> None:
    spec = registry.get("assano")
    for option in spec.options:
        assert option.description in TEXTS, option.name
    state = spec.new_game(2, {}, 1)
    for text in ("play X9", "dance", "play W", "play R7 blue"):
        with pytest.raises(Exception) as caught:
            state.parse_action(text)
        assert caught.value.code.startswith("assano.") and caught.value.code in TEXTS
        assert text.split()[-1].lower() in str(caught.value).lower()


# -- saves and bots from before ---------------------------------------------------------------------
@pytest.mark.parametrize("index", range(len(DATA["saves"])))
def test_a_save_from_before_events_replays_to_the_same_final_state(index) -> None:
    entry = DATA["saves"][index]
    state = from_json(entry["save"])
    assert isinstance(state, AssanoState) and state.is_over()
    final = entry["final"]
    assert [sorted(h) for h in state.hands] == final["hands"]
    assert state.discard == final["discard"] and state.deck == final["deck"]
    assert state.plus == final["plus"] and state.minus == final["minus"] and state.rounds == final["rounds"]


def test_the_hard_bot_makes_the_same_moves_as_before_events() -> None:
    hard = DATA["hard"]
    state = registry.get("assano").new_game(2, {"target": 0}, hard["game_seed"])
    bot = HardAssanoBot(hard["bot_seed"], iterations=hard["iterations"], seconds=None)
    other = make_bot("heuristic", "assano", 6)
    choices = []
    while not state.is_over() and len(choices) < len(hard["choices"]):
        seat = state.current_player()
        if seat == 0:
            action = bot.choose_from_state(state)
            choices.append(state.action_text(action))
        else:
            action = other.choose(state.observation(seat), state.legal_actions())
        state.apply(action)
    assert choices == hard["choices"]


# -- the table ------------------------------------------------------------------------------------------
def banner_words(table, seat: int) -> list[str]:
    return [banner.words for banner, *_ in table.banners if banner.seat == seat]


def test_a_draw_two_shows_a_banner_at_the_victims_seat_and_the_log_says_it(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path)
    state = rig(["R5 RD2 G1 G2", "B1 B2 B3", "Y1 Y2 Y3"], "R7", deck="G3 G4 G5 G6")
    table = ui.open_position(app, state, ["human", "heuristic", "heuristic"])
    app.settings.bot_delay = lambda: 30.0  # the computers wait: the table stands still to be read
    card = next(
        t
        for t in table.targets()
        if isinstance(t.key, tuple) and t.key[:1] == ("card",) and t.key[2] == "RD2"
    )
    click(app, card.rect.center)
    assert state.history == [play("RD2")]
    assert banner_words(table, 1) == ["+2, turn missed"]
    wait_until(app, lambda: not table.flights.busy(), 600, "the cards to land")
    box = table.view.seat_rects(table.obs)[1]
    drawn = ui.drawn_text(app, monkeypatch)
    spots = [rect for words, rect in drawn if words == "+2, turn missed"]
    assert spots, "the banner is not drawn"
    assert (
        abs(spots[0].centerx - box.centerx) <= box.width
        and box.bottom <= spots[0].top <= box.bottom + box.height
    )
    assert "P1 draws 2 penalty cards." in table.log and "P1 misses a turn." in table.log


def test_forgetting_the_call_shows_the_penalty_over_the_players_hand(tmp_path) -> None:
    app = make_app(tmp_path)
    state = rig(["R5 G1", "B1 B2 B3", "Y1 Y2 Y3"], "R7", deck="G3 G4 G5 G6")
    table = ui.open_position(app, state, ["human", "heuristic", "heuristic"])
    app.settings.bot_delay = lambda: 30.0
    card = next(
        t for t in table.targets() if isinstance(t.key, tuple) and t.key[:1] == ("card",) and t.key[2] == "R5"
    )
    click(app, card.rect.center)
    assert banner_words(table, 0) == ["forgot ASSANO: +2"]
    anchor = table.view.seat_anchor(0)
    assert anchor is not None and anchor.bottom <= table.view.hand_area.bottom
    assert "P0 forgot to call ASSANO and draws 2 cards." in table.log


def test_after_a_resume_the_log_is_rebuilt_from_the_events(tmp_path) -> None:
    from scenes.table import TableScene

    app = make_app(tmp_path)
    table = TableScene.new(app, "assano", ui.seats(["random", "random", "random"]), {"target": 0}, seed=8)
    app.show(table)
    penalties = re.compile(r"penalty card|misses a turn|forgot to call|Play turns")
    wait_until(
        app,
        lambda: (
            sum(bool(penalties.search(e)) for e in table.log) >= 3
            and any(e.endswith("misses a turn.") for e in table.log)
        ),
        20000,
        "three penalties",
    )
    wait_until(app, lambda: not table.flights.busy(), 2000, "the cards to land")
    ui.quit_to_menu(app)
    run(app, 2)
    moves = len(table.state.history)
    live = list(table.log)
    app = ui.start_app(tmp_path)
    key(app, pygame.K_r, frames=2)
    resumed = app.scene
    assert isinstance(resumed, TableScene)
    log = list(resumed.log)
    mark = f"Resumed after {moves} moves."
    assert mark in log and log[: log.index(mark)] == live
    rebuilt = log[: log.index(mark)]
    assert sum(bool(penalties.search(e)) for e in rebuilt) >= 3
    assert any(e.endswith("misses a turn.") for e in rebuilt)  # a line only the events can give


def test_the_shared_hand_fan_lifts_what_can_be_played_and_dims_the_rest() -> None:
    from scenes.ui.hand import HandFan

    surface = pygame.Surface((400, 200))
    fan = HandFan(pygame.Rect(0, 0, 400, 200), (40, 60), 10)

    def white(card, size):
        image = pygame.Surface(size)
        image.fill((250, 250, 250))
        return image

    shown: list[str] = []
    places = fan.draw(
        surface,
        ["a", "b", "c"],
        white,
        playable={"b"},
        focus=2,
        deciding=True,
        hidden=["c"],
        shown=shown.append,
    )
    rest = fan.rects(3)
    assert places[1].top == rest[1].top - 10 and places[0].top == rest[0].top
    assert places[2].top == rest[2].top - 5  # focused, not playable: half a lift
    assert shown == ["a", "b"]  # "c" is still flying in
    dimmed, lit = surface.get_at(places[0].center), surface.get_at(places[1].center)
    assert sum(dimmed[:3]) < sum(lit[:3]) - 100


@pytest.mark.parametrize("pace", ["normal", "off"])
def test_a_draw_two_bursts_onto_the_victims_seat_unless_motion_is_off(tmp_path, monkeypatch, pace) -> None:
    """The penalty's words pop in growing (with rays) over the first frames and then stand at
    their size; with the animations off they stand there at once."""
    app = make_app(tmp_path)
    app.settings.anim_speed = pace
    state = rig(["R5 RD2 G1 G2", "B1 B2 B3", "Y1 Y2 Y3"], "R7", deck="G3 G4 G5 G6")
    table = ui.open_position(app, state, ["human", "heuristic", "heuristic"])
    app.settings.bot_delay = lambda: 30.0
    card = next(
        t
        for t in table.targets()
        if isinstance(t.key, tuple) and t.key[:1] == ("card",) and t.key[2] == "RD2"
    )
    click(app, card.rect.center, frames=0)
    heights = []
    for _ in range(40):  # two thirds of a second of frames
        heights += [
            rect.height for words, rect in ui.drawn_text(app, monkeypatch) if words == "+2, turn missed"
        ]
    assert len(heights) >= 30, "the banner is not drawn every frame"
    if pace == "off":
        assert len(set(heights)) == 1
    else:
        assert heights[0] < heights[-1], "the words do not grow in"
        assert max(heights) > heights[-1], "the words do not pop past their size and settle"
        assert len(set(heights[-8:])) == 1, "the words do not come to rest"


def test_a_new_game_deals_the_first_hands_card_by_card_and_a_click_skips_it(tmp_path, monkeypatch) -> None:
    """At a new table the viewer's cards fly in from the pile one after another (each lands in
    its place, the rest are held back) and the others' face down; a click lands them all."""
    from scenes.table import TableScene

    app = make_app(tmp_path)
    faces = ui.record_faces(monkeypatch)
    table = TableScene.new(app, "assano", ui.seats(["human", "heuristic", "heuristic"]), {}, seed=5)
    app.show(table)
    run(app, 3)
    hand = table.obs["hand"]
    assert len(table.flights.items) == len(hand) + sum(table.obs["hand_sizes"][1:])
    assert not table.deciding()
    faces.clear()
    run(app)
    assert not set(hand) <= set(faces), "the whole hand shows before it is dealt"
    flying = []
    for _ in range(20):
        run(app)
        flying.append(len(table.flights.items))
    assert len(set(flying)) >= 4 and flying == sorted(flying, reverse=True), f"not card by card: {flying}"
    assert table.flights.busy()
    click(app, (5, 5))
    assert not table.flights.busy(), "a click does not land the deal"
    app.settings.anim_speed = "off"
    still = TableScene.new(app, "assano", ui.seats(["human", "heuristic", "heuristic"]), {}, seed=5)
    app.show(still)
    run(app, 2)
    assert not still.flights.busy(), "with the animations off the hands are simply there"
