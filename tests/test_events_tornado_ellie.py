"""Tornado Ellie speaks in moves, events and message ids (issue 22): each rule of the rulebook
records its event where the rule says, the refusals are registered ids naming cards by their
names, the derived facts are in the observation, the table announces storm damage at the victim's
farm and logs it (live and after a resume), saves from before still replay, the bots still choose
the same, and the frame, not the view, owns the live physical world."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pygame

from game.bots import make_bot
from game.core import WORLD, events_seen_by
from game.documents import from_json
from game.events import Drew, DrewCards, GameOver, Reversed
from game.match import Match, bot_seed
from game.messages import TEXTS, english
from game.tornado_ellie.cards import FACE_TEXTS
from game.tornado_ellie.events import (
    CardPlayed,
    Collapsed,
    Damage,
    InsurancePays,
    Insured,
    Lightning,
    PointsAt,
    Rotated,
    RoundBegins,
    SingleAnimal,
    Stacked,
    Uncovered,
)
from game.tornado_ellie.rules import SPEC
from game.tornado_ellie.scoring import DAMAGE_UNCOVERED, DRAW_PILE_EMPTY
from scenes.table import TableScene
from tests import ui_helpers as ui
from tests.test_tornado_rules import collapse_position, rig
from tests.ui_helpers import make_app, run, seats

FIXTURE = Path(__file__).parent / "fixtures" / "tornado_ellie_before_events.json"


def apply(state, *texts: str) -> list:
    """Apply action texts; every event they recorded, in order."""
    events: list = []
    for words in texts:
        events += state.apply(state.parse_action(words))
    return events


def of(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


# -- the rules' events ----------------------------------------------------------------------------
def test_a_lightning_strikes_the_next_player() -> None:
    """ "Flash of lightning: the next player must answer at once" gives Lightning(next)."""
    state = rig(hands=[["pig2-lightning"], ["pig5", "hen2-lightning"]])
    events = apply(state, "play pig2-lightning")
    assert events == [CardPlayed(0, "pig2-lightning"), Lightning(1)]


def test_a_lightning_victim_turns_the_tornado_home_and_takes_storm_damage() -> None:
    """Without a lightning card the victim turns the tornado to their own farm and takes the damage
    on the pile's top card's back."""
    state = rig(players=3, hands=[["pig2-lightning"], ["pig5"]], pile=[("pig9", ("cow", "tree"))])
    apply(state, "play pig2-lightning")
    obs = state.observation(2)
    assert obs["rotation"] == {"steps": 1, "target": 1, "angle": 120.0}
    events = apply(state, "rotate")
    assert of(events, Rotated) == [Rotated(1, 1, 1, 120.0)]
    assert of(events, Damage) == [Damage(1, ("cow", "tree"))]


def test_a_single_animal_leaves_the_next_player_alone_in_the_storm() -> None:
    """After a one-animal card the next player plays a card, then the pile's top card is turned
    up and played on top (SingleAnimal, then a CardPlayed turned up)."""
    state = rig(players=3, hands=[["pig1"], ["pig3", "hen1"], ["pig9"]], pile=["pig6"])
    events = apply(state, "play pig1", "rotate")
    assert PointsAt(1) in events and SingleAnimal(1) in events
    events = apply(state, "play pig3")
    assert events == [CardPlayed(1, "pig3"), CardPlayed(1, "pig6", turned_up=True, fits=True)]


def test_an_unsuitable_turned_up_card_is_storm_damage() -> None:
    state = rig(hands=[["pig1"], ["pig3"]], pile=[("cow2", ("house",)), "sheep2"])
    events = apply(state, "play pig1", "rotate", "play pig3")
    assert CardPlayed(1, "sheep2", turned_up=True, fits=False) in events
    assert of(events, Damage) == [Damage(1, ("house",))]


def test_a_cloud_reverses_the_direction() -> None:
    """ "Cloud: the direction of play is reversed, and the tornado turns the other way.\""""
    state = rig(players=4, hands=[["pig2-cloud"], [], [], ["pig5"]])
    events = apply(state, "play pig2-cloud")
    assert of(events, Reversed) == [Reversed(-1)]
    assert state.observation(0)["rotation"] == {"steps": 1, "target": 3, "angle": -90.0}
    assert of(apply(state, "rotate"), Rotated) == [Rotated(0, 1, 3, -90.0)]


def test_a_collapse_then_damage_then_insurance() -> None:
    """A collapse: what fell leaves (Collapsed), the rotator takes storm damage, then the others
    who lost pieces before are insured; the hands are refilled and a round begins."""
    state = collapse_position(pile=[("pig9", ("tree",))])
    events = apply(state, "play pig7", "rotate", "fell 3 4")
    assert of(events, Collapsed) == [Collapsed(("cow", "card"), (3, 4))]
    assert of(events, Damage) == [Damage(0, ("tree",))]
    events = apply(state, "place tree 0.00", "stood")
    assert of(events, Stacked) == [Stacked(0, "tree", 0.0)] and InsurancePays() in events
    events = apply(state, "insure cow")
    assert of(events, Insured)[0] == Insured(1, "cow", chosen=True)
    assert of(events, RoundBegins) == [RoundBegins(state.rounds, 0)]
    drew = of(events, Drew)
    assert drew and all(d.why == "refill" for d in drew)
    assert {d.seat: d.count for d in drew} == {0: 4, 1: 3, 2: 3}  # to four: seat 0 played its only card
    cards = of(events, DrewCards)
    assert {c.seat for c in cards} == {d.seat for d in drew}
    for private in cards:
        assert private.to == (private.seat,)
        others = [s for s in range(3) if s != private.seat]
        assert all(private not in events_seen_by(events, s) for s in others)
        assert private in events_seen_by(events, private.seat)


def test_the_one_kind_insurance_is_taken_without_asking_and_recorded() -> None:
    state = collapse_position(pile=[("pig9", ("tree",))])
    state.supply["house"] = 0
    events = apply(state, "play pig7", "rotate", "fell 3 4", "place tree 0.00", "stood")
    assert Insured(1, "cow", chosen=False) in events


def test_damage_that_cannot_be_covered_ends_the_game() -> None:
    state = rig(hands=[["pig3"], ["hen3"]], pile=[("cow2", ("house",))])
    state.farms[1]["house"] = 0
    events = apply(state, "play pig3", "rotate")
    assert Uncovered(1, ("house",)) in events
    over = of(events, GameOver)
    assert over and over[0].termination is DAMAGE_UNCOVERED
    assert state.result().termination is DAMAGE_UNCOVERED
    assert state.observation(0)["termination"] == "damage_uncovered"


def test_the_game_ends_when_the_draw_pile_is_used_up() -> None:
    state = rig(hands=[["pig1"], ["pig3"]], pile=["pig6"], pile_size=0)
    events = apply(state, "play pig1", "rotate", "play pig3")
    assert of(events, GameOver)[0].termination is DRAW_PILE_EMPTY
    assert state.result().termination is DRAW_PILE_EMPTY
    assert state.result().detail["reason"] == "the draw pile is used up"  # the command line's words


def test_sets_and_complete_kinds_are_in_the_observation() -> None:
    state = rig()
    state.farms[1] = {"house": 3, "cow": 2, "tree": 4}
    obs = state.observation(0)
    assert obs["sets"] == [3, 2] and obs["complete"][1] == ["house", "tree"]
    assert obs["rotation"] is None  # in play, no rotation comes before a card


def test_replaying_a_save_gives_the_same_events_and_playouts_record_none() -> None:
    doc = json.loads(FIXTURE.read_text())[0]["save"]
    live = SPEC.new_game(doc["players"], doc["options"], doc["seed"])
    recorded = [live.apply(live.parse_action(words)) for words in doc["actions"]]
    again = from_json(doc)
    replay = SPEC.new_game(doc["players"], doc["options"], doc["seed"])
    assert [replay.apply(a) for a in again.history] == recorded
    kinds = {type(e) for events in recorded for e in events}
    assert {CardPlayed, Rotated, Damage, Stacked, Drew, DrewCards, GameOver} <= kinds
    sample = SPEC.new_game(3, {"dexterity": "off"}, 1)
    sample.playout(random.Random(1))
    assert sample.last_events == () and sample._log is None


# -- message ids -----------------------------------------------------------------------------------
def test_every_refusal_is_a_registered_id_that_names_cards_by_their_names() -> None:
    rng = random.Random(3)
    codes = set(FACE_TEXTS)
    seen: set = set()
    checked = 0
    for seed in range(4):
        state = SPEC.new_game(2 + seed % 3, {"dexterity": "off"}, seed)
        for _ in range(150):
            if state.is_over():
                break
            legal = state.legal_actions()
            for action in [*list(seen)[:40], ("play", "hen9"), ("insure", "cow"), ("place", "tree", 0)]:
                if action in legal:
                    continue
                code, params = state.refusal(action)
                assert code in TEXTS, code
                words = english(code, params)
                assert "{" not in words and "}" not in words, words
                assert not codes & set(re.findall(r"[a-z]+\d(?:-[a-z]+)?", words)), words
                checked += 1
            seen.update(legal[:10])
            state.apply(legal[int(rng.random() * len(legal))])
    assert checked > 500
    for option in SPEC.options:
        assert option.description in TEXTS, option.description
    for termination in (DRAW_PILE_EMPTY, DAMAGE_UNCOVERED):
        assert f"tornado_ellie.end.{termination.value}" in TEXTS


# -- saves and bots from before the change ---------------------------------------------------------
def test_a_save_from_before_the_change_replays_to_the_same_final_state() -> None:
    for game in json.loads(FIXTURE.read_text()):
        state = from_json(game["save"])
        assert state.is_over()
        final = state.observation(0)
        assert {k: final[k] for k in game["final"]} == game["final"]
        assert [state.result().winners, state.result().scores] == game["result"]


def test_the_bots_choose_the_same_moves_as_before_the_change() -> None:
    """Each computer's decision, asked at every position of games played with the old code (the
    fixture), is the move it made then (the world's outcomes are taken from the fixture)."""
    for game in json.loads(FIXTURE.read_text()):
        doc = game["save"]
        state = SPEC.new_game(doc["players"], doc["options"], doc["seed"])
        bots = [
            make_bot(kind, "tornado_ellie", bot_seed(doc["seed"], i)) for i, kind in enumerate(game["kinds"])
        ]
        match = Match(state, seats(game["kinds"]), None, bots=bots)
        for words in doc["actions"]:
            action = state.parse_action(words)
            if state.current_player() != WORLD:
                assert match.decide(state) == action, (len(state.history), words)
            state.apply(action)


# -- the table -------------------------------------------------------------------------------------
def storm_damage_table(tmp_path):
    """P1 (a computer) holds no lightning card when P0's lightning strikes: it turns the tornado
    home and takes a house and a cow of storm damage."""
    app = make_app(tmp_path)
    state = rig(players=2, hands=[["pig2-lightning", "pig9"], ["hen3"]], pile=[("pig8", ("house", "cow"))])
    table = TableScene(app, Match(state, seats(["human", "average"])), autosave=False)
    app.show(table)
    run(app, 3)
    return app, table


def test_storm_damage_is_announced_at_the_victim_s_farm_and_logged(tmp_path) -> None:
    app, table = storm_damage_table(tmp_path)
    card = next(t for t in table.targets() if t.key[0] == "card" and t.key[2] == "pig2-lightning")
    ui.click(app, card.rect.center)
    ui.wait_until(app, lambda: table.obs["phase"] == "stack", 600, "P1's storm damage")
    shown = [(b.seat, b.words) for b, *_ in table.banners]
    assert (1, "storm damage: a house and a cow") in shown, shown
    farm = table.view.seat_anchor(1)
    box = table.view.farm_rects(table.obs)[1]
    assert farm is not None and box.contains(farm) and farm.centerx == box.centerx, (farm, box)
    assert "Storm damage for P1: a house and a cow." in table.log, list(table.log)
    assert "A lightning strikes P1!" in table.log


def test_a_resumed_game_rebuilds_its_log_from_the_events(tmp_path) -> None:
    """A saved game resumed at the table: its log, replayed from the events, tells every storm
    damage the game had, as the events say."""
    doc = dict(json.loads(FIXTURE.read_text())[0]["save"])
    doc["actions"] = doc["actions"][:60]
    state = from_json(doc)
    replay = SPEC.new_game(state.players, state.options, state.seed)
    damage = [e for a in state.history for e in replay.apply(a) if isinstance(e, Damage)]
    assert len(damage) >= 2
    app = make_app(tmp_path)
    table = TableScene.resume(app, state, seats(["human", "shaky", "average"]))
    assert table is not None
    logged = [line for line in table.log if line.startswith("Storm damage for")]
    names = table.names
    assert logged == [
        f"Storm damage for {names[d.seat]}: {' and '.join('a ' + p for p in d.pieces)}." for d in damage
    ]
    assert table.log[-1].startswith("Resumed")


def test_the_frame_owns_and_steps_the_live_world(tmp_path) -> None:
    """The frame builds and steps the WORLD moment (a computer's rotation here) and rules its
    outcome; the view only draws it: the column really wobbles under way."""
    app = make_app(tmp_path)
    table = ui.open_table(app, "tornado_ellie", ["shaky", "shaky"], {}, seed=4, frames=0)
    ui.wait_until(app, lambda: table.world.live is not None and table.world.live.frames > 30, 3000, "a turn")
    live = table.world.live
    assert table.view.live is live and not hasattr(table.view, "clock")
    moment = table.world.at
    poses = [p.angle for p in live.poses()]
    run(app, 20)
    assert live.frames > 30 and [p.angle for p in live.poses()] != poses, "the column moves as it turns"
    ui.wait_until(app, lambda: len(table.state.history) > moment, 3000, "the outcome to be ruled")
    assert table.log and any(line.startswith("The column") for line in table.log)
    pygame.event.clear()


def test_the_log_says_where_a_piece_went_on_the_column_in_words(tmp_path) -> None:
    """A stacked piece is logged as a person watching says it, its side that of its offset (right
    is positive), never as a number ("(offset 0.10)")."""
    from game.tornado_ellie.actions import PlacePiece

    doc = dict(json.loads(FIXTURE.read_text())[0]["save"])
    state = from_json(doc)
    offsets = [move.offset for move in map(state.decode, state.history) if isinstance(move, PlacePiece)]
    assert offsets and any(abs(o) >= 0.025 for o in offsets)
    app = make_app(tmp_path)
    table = TableScene.resume(app, state, seats(["human", "shaky", "average"]))
    assert table is not None
    stacked = [line for line in table.log if " stacks " in line]  # (the log keeps the newest lines)
    assert 0 < len(stacked) <= len(offsets), (stacked, offsets)
    for line, offset in zip(stacked, offsets[-len(stacked) :], strict=True):
        assert not re.search(r"\d", line.split(" stacks ", 1)[1]), line
        side = "right in the middle" if abs(offset) < 0.025 else ("right" if offset > 0 else "left")
        assert line.rstrip(".").endswith(side), (line, offset)
