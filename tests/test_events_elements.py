"""Elements speaks in moves, events and message ids (issue 22): one test per rule sentence of
seeds/elements.de.txt (as read in game/elements/rules.py) for the events it records, the refusals and
sheet errors as registered messages, the table's banners and log from the events, old saves and
the hard player's moves as on main (tests/fixtures/elements_main.json, made with main's code)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from game import documents, registry
from game.bots import make_bot
from game.core import events_seen_by
from game.elements.events import DieTaken, Frozen, GameEnding, Missed, Rerolled, Rolled, RowFull
from game.elements.hard import HardBot
from game.elements.rules import DARK, LIGHT, NONE, SHEET_FULL, TARGETS, ElementsState, encode
from game.elements.sheet import ElementRow, Sheet, parse_sheet, shipped_sheet
from game.events import GameOver, RoundOver
from game.messages import TEXTS, english
from game.play import play_out
from scenes.table import TableScene
from tests import ui_helpers as ui
from tests.ui_helpers import click, make_app, run

SPEC = registry.get("elements")
FIXTURE = json.loads((Path(__file__).parent / "fixtures" / "elements_main.json").read_text())
SHEET = shipped_sheet()


def rig(players: int = 2, faces: list[int] | None = None, seat0: list[int] | None = None) -> ElementsState:
    """A fresh game (seat 0 to pick first) with the given roll and seat 0's marks."""
    state = SPEC.new_game(players, {"start_player": 0}, 1)
    assert isinstance(state, ElementsState)
    if faces is not None:
        state.faces = list(faces)[: len(state.faces)]
        state.taken = [-1] * len(state.faces)
    if seat0 is not None:
        state.marks[0] = list(seat0)
    state._legal = None
    return state


def unfit_colour(marks: list[int]) -> int:
    """An element colour no element row of ``marks`` takes next."""
    wanted = {SHEET.colours[r][marks[r] + 1] for r in range(4) if not SHEET.full(marks, r)}
    return next(c for c in range(4) if c not in wanted)


def missing_marks() -> list[int]:
    """Marks (light and dark rows open) where some element colour fits no row."""
    rng = random.Random(3)
    while True:
        marks = [rng.randrange(0, SHEET.lengths[r] - 1) for r in range(4)] + [0, 0]
        wanted = {SHEET.colours[r][marks[r] + 1] for r in range(4)}
        if len(wanted) < 4 and not SHEET.reached_arrows(marks):
            return marks


def events_of(state: ElementsState, action: int) -> tuple:
    return state.apply(action)


def random_game(players: int, seed: int) -> tuple[ElementsState, list[tuple]]:
    state = SPEC.new_game(players, {}, seed)
    rng = random.Random(seed)
    log = []
    while not state.is_over():
        legal = state.legal_actions()
        log.append(state.apply(legal[int(rng.random() * len(legal))]))
    return state, log


# -- the rules' events -----------------------------------------------------------------------------
def test_a_die_taken_names_the_die_the_row_and_the_field_it_crosses() -> None:
    """'Jeder Spieler nimmt sich einen Würfel und kreuzt ... das nächste Feld an' (a die fits the
    next field of a row of its colour)."""
    marks = [0, 0, 0, 0, 0, 0]
    colour = SHEET.colours[0][1]
    state = rig(2, [colour, colour, colour, colour], marks)
    events = events_of(state, encode(2, 0))
    taken = [e for e in events if isinstance(e, DieTaken)]
    assert taken == [
        DieTaken(
            0,
            2,
            "earth",
            ("fire", "water", "earth", "air")[colour],
            "fire",
            1,
            SHEET.elements[0].values[1],
            False,
        )
    ]
    assert not any(isinstance(e, Missed) for e in events)


def test_a_miss_crosses_the_light_row() -> None:
    """'Kann ein Spieler keinen Würfel nutzen, ... muss er in der hellen Zeile ein Feld ankreuzen.'"""
    marks = missing_marks()
    bad = unfit_colour(marks)
    state = rig(2, [bad] * 4, marks)
    assert state.observation(0)["miss"]
    events = events_of(state, encode(1, LIGHT))
    assert Missed(0, "light", "no_fit") in events
    taken = next(e for e in events if isinstance(e, DieTaken))
    assert taken.miss and taken.row == "light" and taken.field == marks[LIGHT] + 1


def test_with_the_light_row_full_a_miss_may_cross_the_fewest_row_or_none() -> None:
    """The product's reading: with the light row full, a miss crosses the element row with the
    fewest crosses or is declined."""
    marks = missing_marks()
    marks[LIGHT] = SHEET.lengths[LIGHT] - 1
    bad = unfit_colour(marks)
    state = rig(2, [bad] * 4, marks)
    events = events_of(state, encode(0, NONE))
    assert Missed(0, "none", "light_full") in events
    assert next(e for e in events if isinstance(e, DieTaken)).field == -1
    fewest = min(range(4), key=lambda r: marks[r])
    state = rig(2, [bad] * 4, marks)
    assert Missed(0, TARGETS[fewest], "light_full") in events_of(state, encode(0, fewest))


def test_a_dark_die_with_the_dark_row_full_crosses_an_element_row() -> None:
    """The product's reading: with the dark row full, a dark die that must be taken crosses any
    element row."""
    marks = [1, 1, 1, 1, SHEET.lengths[DARK] - 1, 0]
    state = rig(2, [DARK] * 4, marks)
    assert Missed(0, "water", "dark_full") in events_of(state, encode(3, 1))


def test_the_dark_row_freezes_when_every_element_row_reaches_its_arrow() -> None:
    """'Sobald ein Spieler in allen 4 Element-Zeilen den weißen Pfeil erreicht hat, ... wird die
    dunkle Zeile eingefroren.'"""
    arrows = list(SHEET.arrows)
    marks = [*arrows[:3], arrows[3] - 1, 3, 0]
    colour = SHEET.colours[3][arrows[3]]
    state = rig(2, [colour] * 4, marks)
    events = events_of(state, encode(0, 3))
    assert Frozen(0, "dark", SHEET.dark[3]) in events
    assert state.observation(1)["sheets"][0]["frozen"]
    # a second element cross records no second freeze
    colour = SHEET.colours[0][arrows[0] + 1]
    state.faces[1] = colour
    state.order.insert(0, 0)
    state._legal = None
    assert not any(isinstance(e, Frozen) for e in events_of(state, encode(1, 0)))


def test_a_completed_row_is_recorded_and_in_the_observation() -> None:
    """'sobald bei allen Spielern in Summe 6 Zeilen komplett angekreuzt wurden': a row's last field
    completes it."""
    marks = [SHEET.lengths[0] - 2, 0, 0, 0, 0, 0]
    colour = SHEET.colours[0][-1]
    state = rig(2, [colour] * 4, marks)
    assert RowFull(0, "fire") in events_of(state, encode(0, 0))
    obs = state.observation(1)
    assert obs["sheets"][0]["full"] == [True, False, False, False, False, False]
    assert obs["sheets"][0]["row_scores"] == SHEET.row_scores(state.marks[0])


def test_a_roll_with_three_dark_faces_is_rolled_again_and_a_round_ends_with_the_next_roll() -> None:
    """'Würfelt der aktive Spieler 3 oder mehr schwarze Seiten, so würfelt er erneut.' and 'Danach
    ist der linke Nachbar aktiver Spieler.'"""
    rerolled = 0
    for seed in range(40):
        state = SPEC.new_game(4, {"start_player": 0}, seed)
        rng = random.Random(seed)
        for _ in range(60):
            legal = state.legal_actions()
            active = state.active
            events = state.apply(legal[int(rng.random() * len(legal))])
            if any(isinstance(e, RoundOver) for e in events):
                rolled = [e for e in events if isinstance(e, Rolled)]
                assert rolled and rolled[0].seat == (active + 1) % 4
                assert list(rolled[0].faces) == [d["face"] for d in state.observation(0)["dice"]]
                assert rolled[0].faces.count("dark") <= 2
                again = [e for e in events if isinstance(e, Rerolled)]
                assert all(e.dark >= 3 and e.faces.count("dark") == e.dark for e in again)
                rerolled += len(again)
        if rerolled >= 2:
            break
    assert rerolled >= 2


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_game_ends_with_its_reason_and_every_event_is_public(players: int) -> None:
    """'Das Spiel endet, sobald ... 6 Zeilen komplett angekreuzt wurden ... bis der rechte Nachbar
    des Startspielers aktiver Spieler war' (solo: three rows)."""
    for seed in range(3):
        state, log = random_game(players, seed)
        result = state.result()
        assert result.termination is SHEET_FULL
        assert GameOver(SHEET_FULL, tuple(result.winners)) in log[-1]
        every = [e for events in log for e in events]
        assert all(events_seen_by((e,), s) == (e,) for e in every for s in range(players))
        ending = [e for e in every if isinstance(e, GameEnding)]
        if players > 1:
            assert len(ending) == 1 and ending[0].last == (state.start - 1) % players
        else:
            assert not ending
        full = [e for e in every if isinstance(e, RowFull)]
        assert len(full) == sum(state.completed)


def test_replaying_a_save_yields_the_same_events() -> None:
    state, log = random_game(3, 11)
    again = documents.loads(documents.dumps(state))
    replay = SPEC.new_game(again.players, again.options, again.seed)
    assert [replay.apply(a) for a in again.history] == log


def test_play_outs_record_nothing(monkeypatch) -> None:
    state = SPEC.new_game(2, {}, 4)

    def refuse(self, event):
        raise AssertionError(f"a play-out recorded {event}")

    monkeypatch.setattr(ElementsState, "emit", refuse)
    monkeypatch.setattr("game.elements.rules.DieTaken", refuse)
    state.copy().playout(random.Random(1))
    assert state.copy().is_over() is False


# -- messages --------------------------------------------------------------------------------------
def test_every_refusal_is_a_registered_message_naming_dice_and_rows() -> None:
    shapes = [encode(d, t) for d in range(5) for t in range(7)] + [-1, "take 1 fire", 1 << 6]
    seen: set[str] = set()
    for players in (1, 2, 4):
        state = SPEC.new_game(players, {}, players)
        rng = random.Random(players)
        while not state.is_over():
            legal = state.legal_actions()
            for action in shapes:
                if action in legal:
                    continue
                code, params = state.refusal(action)
                assert code in TEXTS, code
                words = english(code, params)
                assert "{" not in words and "}" not in words and "Name(" not in words, words
                assert words.endswith(".") and (words[:1].isupper() or code == "elements.not_an_action"), (
                    words
                )
                seen.add(code)
            state.apply(legal[int(rng.random() * len(legal))])
    assert {"elements.die_taken", "elements.wrong_colour", "elements.miss_not_allowed"} <= seen
    state = rig(2, [0, 0, 0, 0], [0] * 6)
    code, params = state.refusal(encode(0, 1) if SHEET.colours[1][1] != 0 else encode(0, 2))
    assert english(code, params).startswith("The fire die shows fire, but the next field of your")


def test_option_descriptions_and_the_command_lines_english_are_registered() -> None:
    for option in SPEC.options:
        assert option.description in TEXTS, option.description
    with pytest.raises(Exception) as raised:
        SPEC.new_game(2, {}, 1).parse_action("take x")
    assert str(raised.value) == (
        "'take x' is not an Elements action (take DIE ROW, e.g. 'take 2 fire', 'take 1 light')"
    )


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d.update(version=7), "Elements sheet: the field 'version' must be 1"),
        (lambda d: d["element_rows"]["air"].update(arrow=0), "Elements sheet: air row: 'arrow' must be"),
        (lambda d: d["dark_row"].update(values=[1] * 12), "Elements sheet: dark row: must start and end"),
        (
            lambda d: d["element_rows"]["fire"].update(
                colours="x" * len(d["element_rows"]["fire"]["values"])
            ),
            "Elements sheet: fire row: field 0",
        ),
    ],
)
def test_a_broken_sheet_is_refused_with_a_registered_message(change, words) -> None:
    doc = SHEET.to_json()
    change(doc)
    with pytest.raises(Exception) as raised:
        parse_sheet(doc)
    assert raised.value.code in TEXTS and str(raised.value).startswith(words), str(raised.value)


# -- the table -------------------------------------------------------------------------------------
def open_position(tmp_path, state: ElementsState, kinds: list[str]):
    app = make_app(tmp_path)
    table = ui.open_position(app, state, kinds)
    ui.settle(app, table)
    return app, table


def banners_at(table, seat: int) -> list[str]:
    return [banner.words for banner, *_ in table.banners if banner.seat == seat]


def test_a_miss_shows_a_banner_at_the_sheet_and_the_log_says_it(tmp_path) -> None:
    marks = missing_marks()
    state = rig(2, [unfit_colour(marks)] * 4, marks)
    app, table = open_position(tmp_path, state, ["human", "heuristic"])
    assert table.obs["miss"]
    click(app, table.view.die_rects[0].center)
    click(app, table.view.confirm_rect.center)
    assert banners_at(table, 0) == ["Miss: Light row"]
    assert table.view.seat_anchor(0) == table.view.own_rect  # the banner sits on the own sheet
    assert any("misses and takes the fire die" in line for line in table.log)
    run(app)


def test_the_dark_row_freezing_shows_a_banner_and_a_log_line(tmp_path) -> None:
    arrows = list(SHEET.arrows)
    marks = [*arrows[:3], arrows[3] - 1, 3, 0]
    colour = SHEET.colours[3][arrows[3]]
    state = rig(2, [colour] * 4, marks)
    app, table = open_position(tmp_path, state, ["human", "heuristic"])
    click(app, next(t for t in table.targets() if t.key == ("field", 3)).rect.center)
    assert "Dark row frozen" in banners_at(table, 0)
    assert any("P0's dark row freezes at" in line for line in table.log)


def test_a_resumed_game_rebuilds_its_log_from_the_events(tmp_path) -> None:
    state, _ = random_game(2, 5)
    history = state.history[:30]
    partial = SPEC.new_game(2, state.options, state.seed)
    for action in history:
        partial.apply(action)
    app = make_app(tmp_path)
    table = TableScene.resume(app, partial, ui.seats(["human", "heuristic"]))
    assert table is not None
    rolls = [line for line in table.log if " rolls: " in line]
    takes = [line for line in table.log if " takes " in line or " misses " in line]
    assert len(takes) == 30 and len(rolls) == sum(1 for a in history[3::4])  # a roll after each round
    pygame.event.clear()


# -- as on main ------------------------------------------------------------------------------------
def test_a_save_from_main_loads_and_replays_to_the_same_final_state(tmp_path) -> None:
    path = tmp_path / "old.json"
    path.write_text(json.dumps(FIXTURE["save"]))
    state = documents.load(path)
    final = FIXTURE["final"]
    assert state.is_over() == final["over"]
    assert state.marks == final["marks"] and state.frozen == final["frozen"]
    assert state.result().scores == final["scores"]


TINY = Sheet(
    "tiny test sheet",
    (
        ElementRow((-3, 2, 8), (-1, 0, 1), 1),
        ElementRow((-3, 2, 7), (-1, 1, 2), 1),
        ElementRow((-3, 2, 8), (-1, 2, 0), 1),
        ElementRow((-4, 0, 16), (-1, 3, 3), 1),
    ),
    (-1, 1, 2, -1),
    (-1, 1, 2),
)


@pytest.mark.parametrize("game", sorted(FIXTURE["tiny_games"]))
def test_the_players_make_the_same_moves_as_on_main(game: str, tmp_path, monkeypatch) -> None:
    """The hard player (solved tables), medium and easy, on a sheet small enough to solve at
    once: the same seed gives the same moves as main's code did."""
    from game.elements.solo import forget_tables

    monkeypatch.setenv("STORMTABLE_DATA", str(tmp_path))
    forget_tables()
    players, kinds, seed = game.split(":")
    state = SPEC.new_game(int(players), {"start_player": int(seed) % int(players)}, int(seed))
    assert isinstance(state, ElementsState)
    state.sheet, state.lengths = TINY, TINY.lengths
    state._legal = None
    bots = [make_bot(kind, "elements", int(seed) * 10 + s) for s, kind in enumerate(kinds.split(","))]
    for bot in bots:
        if isinstance(bot, HardBot):
            bot.wait_for_table = True
    play_out(state, bots)
    forget_tables()
    assert state.history == FIXTURE["tiny_games"][game]
