"""Opposites says what happened as typed events, refuses in message ids, and the table announces
it: one rule sentence of the rulebook (``seeds/opposites.da.txt``) per test."""

from __future__ import annotations

import json
import random
import re
from collections import Counter as Tally
from pathlib import Path

import pygame

from game import documents, registry
from game.core import FormatError, Termination, events_seen_by
from game.events import Drew, DrewCards, ExtraTurn, GameOver, PileRebuilt
from game.messages import TEXTS, english
from game.opposites.bots import HardOppositesBot, OppositesBot
from game.opposites.cards import parse_card
from game.opposites.events import Countered, EightLaid, Owed, TornadoLaid, TornadoNamed, TwoLaid
from game.opposites.moves import ACCEPT
from game.opposites.rules import SPEC
from scenes.table import TableScene
from tests import ui_helpers as ui
from tests.test_opposites_helpers import arrange
from tests.ui_helpers import click, key, make_app, run, seats, wait_until

FIXTURE = Path(__file__).parent / "fixtures" / "opposites_before_events.json"
"""Saved games and the hard bot's choices, written by the engine before events (commit c150a14)."""


def act(state, text: str) -> tuple:
    return state.apply(state.parse_action(text))


def kinds(events) -> list[type]:
    return [type(e) for e in events]


# -- events, rule by rule ----------------------------------------------------------------------
def test_a_turn_draws_one_card_per_untouched_pile_and_only_the_drawer_sees_which() -> None:
    """"At the end of a turn the player draws one card for each pile they placed nothing on." """
    state = arrange(["F5 W1", "S9"], ["W5", "M11", "M13"], deck_top="S1 S2 S3")
    act(state, "place F5 1")
    events = act(state, "end")
    assert Drew(0, 2, "untouched") in events
    assert DrewCards(0, ("S1", "S2"), to=(0,)) in events
    assert DrewCards(0, ("S1", "S2"), to=(0,)) in events_seen_by(events, 0)
    assert not any(isinstance(e, DrewCards) for e in events_seen_by(events, 1))
    assert Drew(0, 2, "untouched") in events_seen_by(events, 1)  # how many is public


def test_a_two_makes_the_left_neighbour_draw_two_and_a_two_back_makes_four() -> None:
    """"Each 2 makes the left neighbour draw two at the start of their next turn; a 2 they lay on
    the same pile makes their own neighbour draw four." """
    deck = "S5 S6 W5 W6 S7 S8 S9 S10 S12 S3"
    state = arrange(["F2 S1 S4", "W2 F9 F10"], ["W7", "S11", "S13"], deck_top=deck)
    assert TwoLaid(0, 1, 2) in act(state, "place F2 1")
    events = act(state, "end")
    assert Owed(1, 2, 0) in events
    assert Drew(1, 2, "twos") in events  # drawn as seat 1's turn starts
    assert TwoLaid(0, 0, 4) in act(state, "place W2 1")
    events = act(state, "end")
    assert Owed(0, 4, 0) in events and Drew(0, 4, "twos") in events


def test_an_eight_gives_an_extra_turn_after_the_draws() -> None:
    """"Each 8 gives an extra turn right after the current one (its draws first)." """
    state = arrange(["F8 W1 W4", "S9"], ["W8", "M11", "M13"], deck_top="S1 S2 S3")
    assert EightLaid(0, 1) in act(state, "place F8 1")
    events = act(state, "end")
    assert kinds(events).index(Drew) < kinds(events).index(ExtraTurn)
    assert ExtraTurn(0) in events and state.current_player() == 0


def test_a_tornado_is_named_and_costs_the_neighbour_two_when_accepted() -> None:
    """"A Tornado's player names its symbol; the left neighbour draws two at the start of their next
    turn per Tornado." """
    state = arrange(["T S1 M2", "S9"], ["F3", "F11", "F13"], deck_top="S5 S6 S7 S8")
    assert TornadoLaid(0, 1, 2) in act(state, "place T 1")
    assert TornadoNamed(0, "water", "fire") in act(state, "name 1 water")
    events = act(state, "end")
    assert not any(isinstance(e, Drew) and e.seat == 1 for e in events)  # seat 1 may still counter
    assert Drew(1, 2, "tornado") in act(state, "accept")


def test_a_counter_makes_the_first_player_draw_four() -> None:
    """"... unless their first act is a Tornado on it: then the first player draws four." """
    state = arrange(["T S1 M2", "T S9"], ["F3", "F11", "F13"], deck_top="S5 S6 S7 S8 T M5 M6 M7")
    for text in ("place T 1", "name 1 water", "end"):
        act(state, text)
    events = act(state, "counter 1")
    assert Countered(0, 1, 0, 4) in events
    assert Drew(0, 4, "counter") in events
    assert TornadoLaid(0, -1, 0) in events  # the counter's Tornado is laid against nobody


def test_an_empty_draw_pile_is_rebuilt_from_under_the_tops() -> None:
    """"An empty draw pile is rebuilt from the cards under the three top cards." """
    state = arrange(["W9 M1", "S9"], ["F3 F4 F5", "M11", "S1 S2 F13"])
    state.hands[1] += state.deck
    state.deck = []
    act(state, "place W9 1")
    events = act(state, "end")
    assert PileRebuilt(5) in events  # F3 F4 F5 under W9, S1 S2 under F13
    assert kinds(events).index(PileRebuilt) < kinds(events).index(Drew)
    assert Drew(0, 2, "untouched") in events


def test_the_last_card_ends_the_game_and_the_turn_limit_too() -> None:
    """"The first player with an empty hand wins at once. Option turn_limit: then the fewest cards
    win." """
    state = arrange(["F5", "S9 S10"], ["W5", "M11", "M13"])
    assert GameOver(Termination.EMPTY_HAND, (0,)) in act(state, "place F5 1")
    assert state.result().termination is Termination.EMPTY_HAND
    state = arrange(["F5 F6", "S9 S10 S11"], ["W5", "M11", "M13"], options={"turn_limit": 1})
    act(state, "place F5 1")
    assert GameOver(Termination.TURN_LIMIT, (0, 1)) in act(state, "end")  # 3 cards each
    assert state.result().termination is Termination.TURN_LIMIT


def random_game(seed: int, players: int, options: dict) -> tuple:
    state = SPEC.new_game(players, options, seed)
    rng = random.Random(seed)
    events = []
    while not state.is_over() and len(state.history) < 1500:
        legal = state.legal_actions()
        seat = state.current_player()
        before = list(state.hands)
        happened = state.apply(legal[int(rng.random() * len(legal))])
        for event in happened:  # the private cards are the cards the seat's hand gained
            if isinstance(event, DrewCards):
                assert event.to == (event.seat,)
                hand = [parse_card(c) for c in event.cards]
                assert not Tally(hand) - Tally(state.hands[event.seat]), (seat, before)
        events.append(happened)
    return state, events


def test_replaying_a_save_yields_the_same_events_and_private_ones_reach_their_seat_only() -> None:
    games = ((3, 2, {}), (4, 3, {"turn_limit": 40}), (5, 4, {"must_play": "while_able"}))
    for seed, players, options in games:
        state, live = random_game(seed, players, options)
        replay = documents.loads(documents.dumps(state))
        again = SPEC.new_game(players, replay.options, replay.seed)
        assert [again.apply(a) for a in replay.history] == live
        seen = [e for happened in live for e in happened]
        assert any(isinstance(e, Drew) for e in seen)
        for seat in range(players):
            mine = [e for happened in live for e in events_seen_by(happened, seat)]
            assert all(e.seat == seat for e in mine if isinstance(e, DrewCards))


def test_a_playout_records_nothing() -> None:
    state = SPEC.new_game(3, {}, 9)
    events = state.apply(state.legal_actions()[0])
    state.playout(random.Random(1))
    assert state.is_over() and state.last_events == events and state._log is None


# -- message ids -------------------------------------------------------------------------------
CODE = re.compile(r"\b[WFSM]\d{1,2}\b|'T'")


def test_every_refusal_in_sampled_positions_is_a_registered_sentence_naming_cards_by_name() -> None:
    checked = 0
    for seed in range(4):
        state = SPEC.new_game(2 + seed % 3, {}, seed)
        rng = random.Random(seed)
        for step in range(200):
            if state.is_over():
                break
            legal = set(state.legal_actions())
            if step % 7 == 0:
                for action in range(ACCEPT + 2):
                    if action in legal:
                        continue
                    code, params = state.refusal(action)
                    assert code in TEXTS, code
                    words = english(code, params)
                    assert "{" not in words and "}" not in words, words
                    assert not CODE.search(words), words
                    assert words.endswith("."), words
                    assert words[:1].isupper() or code == "opposites.not_an_action", words
                    checked += 1
            state.apply(sorted(legal)[int(rng.random() * len(legal))])
    assert checked > 1000


def test_option_descriptions_and_format_errors_are_registered_ids() -> None:
    for option in SPEC.options:
        assert option.description in TEXTS, option.name
    state = SPEC.new_game(2, {}, 1)
    for text in ("place X5 1", "place F5 4", "name 1 air", "jump"):
        try:
            state.parse_action(text)
        except FormatError as exc:
            assert exc.code in TEXTS and exc.code.startswith("opposites."), exc.code
            assert str(exc) == english(exc.code, exc.params)
        else:
            raise AssertionError(text)


# -- saves and the hard bot, as before events --------------------------------------------------
OLD_PILE_KEYS = {"cards", "top", "symbol", "number", "mode", "placed", "run_of_twos"}


def old_view(obs: dict) -> dict:
    """An observation as the engine before events gave it (the derived facts added since left out)."""
    obs = {k: v for k, v in obs.items() if k not in ("tornado_draws", "counter_draws", "end_draws", "hands")}
    obs["piles"] = [{k: v for k, v in p.items() if k in OLD_PILE_KEYS} for p in obs["piles"]]
    obs["tornados"] = [{k: v for k, v in t.items() if k != "draws"} for t in obs["tornados"]]
    return obs


def test_games_saved_before_events_load_and_replay_to_the_same_end() -> None:
    fixture = json.loads(FIXTURE.read_text())
    for saved in fixture["saves"]:
        state = documents.from_json(saved["document"])
        for seat, obs in saved["final"].items():
            assert old_view(state.observation(int(seat))) == obs
        result = state.result()
        assert [result.winners, result.scores, result.detail] == saved["result"]


def test_the_hard_bot_makes_the_same_moves_as_before_events() -> None:
    recorded = json.loads(FIXTURE.read_text())["hard_bot"]
    state = SPEC.new_game(2, {}, recorded["seed"])
    rng = random.Random(recorded["rng"])
    bot = HardOppositesBot(recorded["bot_seed"], iterations=recorded["iterations"], seconds=None)
    choices = []
    while not state.is_over() and len(choices) < len(recorded["choices"]):
        legal = state.legal_actions()
        if state.current_player() == 0 and len(legal) > 1:
            action = bot.choose_from_state(state.copy())
            choices.append([len(state.history), state.action_text(action)])
        else:
            action = legal[int(rng.random() * len(legal))]
        state.apply(action)
    assert choices == recorded["choices"]


# -- the table ---------------------------------------------------------------------------------
def target(table: TableScene, wanted) -> pygame.Rect:
    return next(t.rect for t in table.targets() if t.key == wanted)


def card_rect(table: TableScene, card: str) -> pygame.Rect:
    return next(t.rect for t in table.targets() if isinstance(t.key, tuple) and t.key[2:] == (card,))


def banners_at(table: TableScene, seat: int) -> list[str]:
    return [banner.words for banner, *_ in table.banners if banner.seat == seat]


def test_a_two_is_announced_at_the_victims_seat_and_the_draw_is_logged(tmp_path) -> None:
    app = make_app(tmp_path)
    state = arrange(["F2 W1 W4", "S9 S10", "S11"], ["W7", "M11", "M13"], deck_top="F9 F10 F11 F12")
    table = ui.open_position(app, state, ["human", "random", "random"])
    click(app, card_rect(table, "F2").center)
    click(app, target(table, ("pile", 0)).center)
    assert "+2" in banners_at(table, 1)
    assert table.view.seat_anchor(1) == table.view.seat_rects(table.obs)[1]  # drawn over P1's box
    assert "(a 2: P1 draws 2 next turn)" in table.log[-1]
    wait_until(app, lambda: not table.flights.busy(), 600, "the card to land")
    key(app, pygame.K_e)
    assert "draws 2" in banners_at(table, 1)
    assert "P1 draws 2 for the 2s." in table.log[-1]


def test_a_counter_is_announced_at_the_layers_seat(tmp_path) -> None:
    app = make_app(tmp_path)
    state = arrange(["T S1 M2", "T S9"], ["F3", "F11", "F13"], deck_top="S5 S6 S7 S8 T M5 M6 M7")
    for text in ("place T 1", "name 1 water", "end"):
        act(state, text)
    table = ui.open_position(app, state, ["random", "human"])
    key(app, pygame.K_c)
    assert "draws 4" in banners_at(table, 0)
    assert "counters the Tornado on pile 1 with a Tornado: P0 draws 4." in table.log[-1]


def test_after_a_resume_the_log_lists_the_penalties_again(tmp_path) -> None:
    app = make_app(tmp_path)
    table = TableScene.new(app, "opposites", seats(["random", "random", "random"]), {}, seed=4)
    app.show(table)
    penalty = re.compile(r"draws \d+ for the (2s|Tornado)")
    wait_until(app, lambda: any(penalty.search(line) for line in table.log), 20000, "a penalty")
    ui.quit_to_menu(app)
    run(app, 2)
    moves = len(table.state.history)
    live = [line for line in table.log if penalty.search(line)]
    app = ui.start_app(tmp_path)
    key(app, pygame.K_r, frames=2)
    resumed = app.scene
    assert isinstance(resumed, TableScene) and f"Resumed after {moves} moves." in resumed.log
    shown = [line for line in resumed.log if penalty.search(line)]
    assert shown[: len(live)] == live  # the computer players may already have gone on


def test_the_registry_still_finds_the_view() -> None:
    from scenes.tables import view_class

    assert view_class("opposites").__module__ == "scenes.tables.opposites.view"
    assert registry.get("opposites") is SPEC


def test_the_medium_bot_reading_the_engines_facts_makes_the_same_moves_as_before() -> None:
    recorded = json.loads(FIXTURE.read_text())["medium_bot"]
    state = SPEC.new_game(3, {}, recorded["seed"])
    rng = random.Random(recorded["rng"])
    bot = OppositesBot(recorded["bot_seed"])
    choices = []
    while not state.is_over() and len(state.history) < 400:
        legal = state.legal_actions()
        if state.current_player() == 0:
            action = bot.choose(state.observation(0), legal)
            choices.append([len(state.history), state.action_text(action)])
        else:
            action = legal[int(rng.random() * len(legal))]
        state.apply(action)
    assert choices == recorded["choices"]
