"""Elements: one test per rule of seeds/elements.de.txt as read by the product (game/elements/rules.py).

Positions are built on the shipped sheet; tests read colours and values from the loaded sheet
rather than hard-coding them, so a re-balanced sheet keeps the tests meaningful.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from game import registry
from game.core import WORLD, FormatError, IllegalAction
from game.elements.rules import (
    DIE_FACES,
    GREY,
    LIGHT,
    NONE,
    TARGETS,
    ElementsState,
    dice_for,
    encode,
)
from game.elements.sheet import DARK, ELEMENTS
from game.paths import assets_dir

SPEC = registry.get("elements")
FACE = {"F": 0, "W": 1, "E": 2, "A": 3, "D": DARK}
FIRE, WATER, EARTH, AIR = range(4)


def rig(
    players: int = 2, faces: str = "", start: int = 0, seed: int = 1, **marks: list[int]
) -> ElementsState:
    """A fresh game with the given roll (letters F W E A D) and sheets (``seat0=[...]``)."""
    state = SPEC.new_game(players, {"start_player": start}, seed)
    assert isinstance(state, ElementsState)
    if faces:
        state.faces = [FACE[f] for f in faces]
        state.taken = [-1] * len(faces)
    for key, value in marks.items():
        state.marks[int(key.removeprefix("seat"))] = list(value)
    state._legal = None
    return state


def colour_at(state: ElementsState, row: int, field: int) -> int:
    return state.sheet.elements[row].colours[field]


def letter(colour: int) -> str:
    return "FWEAD"[colour]


def texts(state: ElementsState) -> set[str]:
    return set(state.legal_texts())


def other_colour(*colours: int) -> int:
    return next(c for c in range(4) if c not in colours)


def test_the_five_dice_and_their_faces() -> None:
    """'Auf den 6 Würfelseiten gibt es die 4 Elemente (eins immer doppelt) und Das Dunkle. Der graue
    Würfel hat jedoch 2x die dunkle Seite und jedes andere Element 1x.'"""
    for element in range(4):
        counts = Counter(DIE_FACES[element])
        assert counts[element] == 2 and counts[DARK] == 1
        assert all(counts[o] == 1 for o in range(4) if o != element)
    grey = Counter(DIE_FACES[GREY])
    assert grey[DARK] == 2 and all(grey[e] == 1 for e in range(4))
    assert all(len(faces) == 6 for faces in DIE_FACES)


@pytest.mark.parametrize(("players", "dice"), [(1, 4), (2, 4), (3, 4), (4, 5)])
def test_the_grey_die_only_with_four_players(players: int, dice: int) -> None:
    """'Im Spiel zu viert nimmt man alle, zu zweit und zu dritt wird der graue Würfel weggelegt.'"""
    state = SPEC.new_game(players, {}, 5)
    obs = state.observation(0)
    assert len(obs["dice"]) == dice
    assert ("grey" in [d["die"] for d in obs["dice"]]) == (players == 4)
    assert (GREY in dice_for(players)) == (players == 4)


class ScriptedRandom:
    """Stands in for the state's generator: returns the given uniform numbers in order."""

    def __init__(self, values: list[float]) -> None:
        self.values = values

    def random(self) -> float:
        return self.values.pop(0)


def uniform_for(die: int, face: int) -> float:
    return (DIE_FACES[die].index(face) + 0.5) / 6


def test_the_active_player_rolls_again_while_three_or_more_dice_show_dark() -> None:
    """'Würfelt der aktive Spieler 3 oder mehr schwarze Seiten, so würfelt er erneut, bis er
    höchstens 1 oder 2 schwarze Seiten gewürfelt hat.'"""
    state = rig(4)
    dice = state.dice
    three_dark = [uniform_for(d, DARK) if d < 3 else uniform_for(d, 0) for d in dice]
    four_dark = [uniform_for(d, DARK) if d != 1 else uniform_for(d, 1) for d in dice]
    two_dark = [uniform_for(d, DARK) if d in (0, GREY) else uniform_for(d, 2) for d in dice]
    state._rng = ScriptedRandom(three_dark + four_dark + two_dark)  # type: ignore[assignment]
    state._new_round()
    assert [f == DARK for f in state.faces] == [True, False, False, False, True]
    for seed in range(200):
        faces = SPEC.new_game(4, {}, seed).observation(0)["dice"]
        assert sum(d["face"] == "dark" for d in faces) <= 2


@pytest.mark.parametrize(
    ("players", "start", "expected"),
    [
        (2, 0, [0, 1, 1, 0, 1, 0, 0, 1]),
        (3, 1, [1, 2, 0, 1, 2, 0, 1, 2]),
        (4, 3, [3, 0, 1, 2, 3, 0, 1, 2, 3, 0]),
    ],
)
def test_the_drafting_order(players: int, start: int, expected: list[int]) -> None:
    """'Der aktive Spieler ... wählt einen für sich aus ... Anschließend nehmen die anderen Spieler
    einen Würfel ... und der aktive Spieler nimmt nun auch noch den letzten Würfel.' Two players:
    'Der aktive Spieler den ersten und letzten, der andere nimmt den zweiten und dritten.' Then
    'das Spiel wird mit dem Spieler links vom aktiven Spieler fortgesetzt.'"""
    state = SPEC.new_game(players, {"start_player": start}, 9)
    seen = []
    for _ in range(len(expected)):
        seen.append(state.current_player())
        state.apply(state.legal_actions()[0])
    assert seen == expected


def test_the_active_player_takes_the_first_and_the_last_die() -> None:
    """The active player picks first and takes the last die; nobody else picks twice (3+ players)."""
    for players in (3, 4):
        state = SPEC.new_game(players, {"start_player": 1}, 4)
        order = state.observation(0)["order"]
        assert order[0] == order[-1] == 1
        assert len(order) == len(state.faces)
        assert sorted(Counter(order[1:-1]).values()) == [1] * (players - 1)


def test_an_element_face_crosses_the_next_field_of_a_row_of_that_colour() -> None:
    """'Dabei muss der Würfel die Farbe des Feldes zeigen, das rechts vom Kreuz ist.'"""
    state = rig(2)
    fire_next = colour_at(state, FIRE, 1)
    faces = letter(fire_next) + "DDD"
    state = rig(2, faces)
    assert f"take 0 {ELEMENTS[FIRE]}" in texts(state)
    for row in range(4):
        fits = colour_at(state, row, 1) == fire_next
        assert (f"take 0 {ELEMENTS[row]}" in texts(state)) == fits
    state.apply_text(f"take 0 {ELEMENTS[FIRE]}")
    assert state.marks[0][FIRE] == 1
    assert state.observation(1)["sheets"][0]["marks"][FIRE] == 1


def test_the_player_chooses_the_row_when_several_fit() -> None:
    """'(the player picks the row if several fit)': every fitting row is offered for the die."""
    state = rig(2)
    water_next = colour_at(state, WATER, 4)
    marks = [0] * 6
    marks[WATER] = 3
    fire_field = state.sheet.elements[FIRE].colours.index(water_next, 1)
    marks[FIRE] = fire_field - 1
    state = rig(2, letter(water_next) + "DDD", seat0=marks)
    offered = {t for t in texts(state) if t.startswith("take 0 ")}
    assert {f"take 0 {ELEMENTS[WATER]}", f"take 0 {ELEMENTS[FIRE]}"} <= offered


def test_a_wrong_colour_is_refused_with_the_colour_it_needs() -> None:
    state = rig(2)
    need = colour_at(state, FIRE, 1)
    face = other_colour(need)
    state = rig(2, letter(face) + letter(need) + "DD")
    with pytest.raises(
        IllegalAction, match=f"next field of your fire row is {('fire', 'water', 'earth', 'air')[need]}"
    ):
        state.apply(encode(0, FIRE))
    assert state.marks[0][FIRE] == 0


def test_dark_faces_cross_the_dark_row() -> None:
    """'A dark face crosses the next dark field (while the dark row is neither frozen nor full).'"""
    state = rig(2, "DDFW")
    assert "take 0 dark" in texts(state) and "take 1 dark" in texts(state)
    assert "take 0 light" not in texts(state)
    state.apply_text("take 1 dark")
    assert state.marks[0][DARK] == 1


def no_fit_faces(state: ElementsState, seat: int, count: int) -> str:
    """Element faces that fit none of ``seat``'s element rows (the sheet must allow one)."""
    need = {colour_at(state, r, state.marks[seat][r] + 1) for r in range(4) if not state.is_full(seat, r)}
    spare = [c for c in range(4) if c not in need]
    assert spare, "the position needs a colour that no row wants"
    return letter(spare[0]) * count


def position_without_fit(players: int = 2, spare: int = FIRE) -> ElementsState:
    """Seat 0's rows moved to fields whose colour is not ``spare``, and a roll of ``spare``
    faces only: no die fits, the dark row is open."""
    probe = rig(players)
    marks = [0] * 6
    for row in range(4):
        colours = probe.sheet.elements[row].colours
        marks[row] = next(i for i in range(1, len(colours)) if colours[i] != spare) - 1
    return rig(players, letter(spare) * len(probe.faces), seat0=marks)


def test_a_usable_die_must_be_taken_and_the_light_row_is_only_for_misses() -> None:
    """'Aber man darf das nicht freiwillig machen, solange man noch ein Feld in den oberen Zeilen
    frei hat': while any remaining die is usable, a miss is refused."""
    base = position_without_fit()
    faces = "".join(letter(f) for f in base.faces)
    state = rig(2, faces[:-1] + "D", seat0=base.marks[0])
    assert texts(state) == {f"take {len(faces) - 1} dark"}
    assert not state.observation(0)["miss"]
    with pytest.raises(IllegalAction, match="A miss is only allowed when no remaining die is usable"):
        state.apply(encode(0, LIGHT))


def test_a_miss_crosses_the_light_row_with_any_die() -> None:
    """'Passt kein Element auf den Würfeln, wählt man dennoch einen Würfel und macht das nächste
    Kreuz in der Leiste Das Helle.'"""
    state = position_without_fit()
    assert state.observation(0)["miss"]
    assert texts(state) == {f"take {d} light" for d in range(len(state.faces))}
    before = state.score(0)
    state.apply_text("take 2 light")
    assert state.marks[0][LIGHT] == 1
    values = state.sheet.light
    assert state.score(0) - before == values[1] - values[0]


def arrows(state: ElementsState) -> list[int]:
    return [row.arrow for row in state.sheet.elements]


def test_the_dark_row_freezes_when_all_element_rows_reach_their_arrows() -> None:
    """'Wenn alle Kreuze darüber die Pfeil-Position erreicht oder überschritten haben, wird die
    schwarze Leiste eingefroren ... Man umkreist das letzte Kreuz.'"""
    state = rig(2)
    marks = [*arrows(state), 3, 0]
    marks[AIR] -= 1
    need = colour_at(state, AIR, marks[AIR] + 1)
    state = rig(2, letter(need) + "DDD", seat0=marks)
    state.apply(encode(0, AIR))
    assert state.frozen[0] and state.observation(1)["sheets"][0]["frozen"]
    assert state.marks[0][DARK] == 3
    assert state.row_scores(0)[DARK] == state.sheet.dark[3]


def test_after_freezing_dark_faces_are_misses() -> None:
    """'Danach sind auch schwarze Würfel dann Fehlwürfe, sofern man kein anderes Element wählen kann.'"""
    state = rig(2)
    marks = [*arrows(state), 3, 0]
    need = {colour_at(state, r, marks[r] + 1) for r in range(4)}
    spare = [c for c in range(4) if c not in need]
    faces = "DD" + (letter(spare[0]) * 2 if spare else "DD")
    state = rig(2, faces, seat0=marks)
    state.frozen[0] = True
    state._legal = None
    assert all(t.endswith("light") for t in texts(state))
    with pytest.raises(IllegalAction, match="frozen"):
        state.apply(encode(0, DARK))
    state.apply_text("take 0 light")
    assert state.marks[0][DARK] == 3 and state.marks[0][LIGHT] == 1


def test_a_frozen_dark_row_is_not_usable_even_with_a_fitting_die_elsewhere() -> None:
    state = rig(2)
    marks = [*arrows(state), 3, 0]
    fit = colour_at(state, FIRE, marks[FIRE] + 1)
    state = rig(2, "D" + letter(fit) + "DD", seat0=marks)
    state.frozen[0] = True
    state._legal = None
    assert "take 0 dark" not in texts(state)
    with pytest.raises(IllegalAction, match="frozen"):
        state.apply(encode(0, DARK))


def test_a_full_dark_row_does_not_freeze() -> None:
    """'A dark row that is full when the freeze condition is met stays a completed row.'"""
    state = rig(2)
    full_dark = len(state.sheet.dark) - 1
    marks = [*arrows(state), full_dark, 0]
    marks[AIR] -= 1
    need = colour_at(state, AIR, marks[AIR] + 1)
    state = rig(2, letter(need) + "DDD", seat0=marks)
    state.completed[0] = 1
    state.apply(encode(0, AIR))
    assert not state.frozen[0]
    assert state.completed[0] == 1


def test_a_dark_face_with_the_dark_row_full_crosses_any_element_row() -> None:
    """'Ist die Zeile Das Dunkle jedoch komplett angekreuzt und man muss einen weiteren schwarzen
    Würfel nehmen, kann man ein Kreuz in einer beliebigen der 4 oberen Zeilen machen.'"""
    base = position_without_fit()
    marks = base.marks[0].copy()
    marks[DARK] = len(base.sheet.dark) - 1
    faces = "".join(letter(f) for f in base.faces[:-1]) + "D"
    state = rig(2, faces, seat0=marks)
    last = len(faces) - 1
    assert {f"take {last} {e}" for e in ELEMENTS} <= texts(state)
    assert f"take {last} light" not in texts(state)
    assert "take 0 light" in texts(state)  # an element die is still a light-row miss
    row = next(r for r in range(4) if colour_at(state, r, marks[r] + 1) != DARK)
    state.apply(encode(last, row))
    assert state.marks[0][row] == marks[row] + 1


def test_a_miss_with_the_light_row_full_crosses_the_fewest_crossed_element_row() -> None:
    """'Hat man auch die Das Helle Zeile komplett angekreuzt und weitere Fehlwürfe, so darf man ein
    Kreuz in eine der 4 oberen Zeilen machen, die die wenigsten Kreuze hat' (or decline)."""
    base = position_without_fit()
    marks = base.marks[0].copy()
    marks[LIGHT] = len(base.sheet.light) - 1
    marks[EARTH] -= 1
    state = rig(2, seat0=marks)
    faces = no_fit_faces(state, 0, len(state.faces))
    state = rig(2, faces, seat0=marks)
    assert texts(state) == {t for d in range(len(faces)) for t in (f"take {d} earth", f"take {d} none")}
    with pytest.raises(IllegalAction, match="fewest crosses"):
        state.apply(encode(0, FIRE))
    state.apply_text("take 1 earth")
    assert state.marks[0][EARTH] == marks[EARTH] + 1
    state2 = rig(2, faces, seat0=marks)
    state2.apply_text("take 1 none")
    assert state2.marks[0] == marks


def finish_round(state: ElementsState) -> None:
    """Play the rest of the current round with the first legal action."""
    rounds = state.rounds
    while not state.is_over() and state.rounds == rounds:
        state.apply(state.legal_actions()[0])


def test_the_game_ends_after_six_completed_rows_when_the_round_is_finished() -> None:
    """'Das Spiel endet, sobald bei allen Spielern in Summe 6 Zeilen komplett angekreuzt wurden. Es
    wird aber noch bis zum Spieler rechts vom Startspieler weitergespielt.'"""
    state = SPEC.new_game(3, {"start_player": 1}, 3)
    assert isinstance(state, ElementsState)
    state.completed = [2, 2, 2]  # the condition holds while seat 1 (the start player) is active
    finish_round(state)
    assert not state.is_over() and state.active == 2
    finish_round(state)
    assert not state.is_over() and state.active == 0  # seat 0 is right of the start player
    finish_round(state)
    assert state.is_over()
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        state.apply(encode(0, LIGHT))


def test_the_game_goes_on_while_fewer_than_six_rows_are_complete() -> None:
    state = SPEC.new_game(2, {"start_player": 0}, 3)
    assert isinstance(state, ElementsState)
    state.completed = [2, 3]
    for _ in range(4):
        finish_round(state)
    assert not state.is_over()


def test_completed_rows_count_light_and_dark_rows_but_not_a_frozen_row() -> None:
    """'(dazu gehören auch die Zeilen Das Dunkle und Das Helle!)'; a frozen row is not completed."""
    base = position_without_fit()
    marks = base.marks[0].copy()
    marks[LIGHT] = len(base.sheet.light) - 2
    faces = "".join(letter(f) for f in base.faces)
    state = rig(2, faces, seat0=marks)
    state.apply_text("take 0 light")
    assert state.completed[0] == 1
    assert state.observation(0)["completed_rows"] == 1


def test_scoring_is_the_value_over_each_rows_last_cross() -> None:
    """'In allen Zeilen addiert man die Zahl über dem letzten Kreuz.'"""
    marks = [3, 5, 0, 12, 4, 2]
    state = rig(2, seat0=marks)
    sheet = state.sheet
    expected = [sheet.row_values(r)[m] for r, m in enumerate(marks)]
    assert state.row_scores(0) == expected
    assert state.observation(1)["sheets"][0]["score"] == sum(expected)
    untouched = sum(sheet.row_values(r)[0] for r in range(6))
    assert state.score(1) == untouched


def test_every_field_of_every_row_scores_the_value_printed_over_it() -> None:
    """A sheet whose last cross in one row is on any field scores that field's printed value
    (the shipped sheet's file) plus every other row's start: no field counts more or less."""
    printed = json.loads((assets_dir() / "elements_sheet.json").read_text(encoding="utf-8"))
    rows = [printed["element_rows"][e]["values"] for e in ("fire", "water", "earth", "air")]
    rows += [printed["dark_row"]["values"], printed["light_row"]["values"]]
    starts = sum(values[0] for values in rows)
    for row, values in enumerate(rows):
        for field, value in enumerate(values):
            marks = [0] * 6
            marks[row] = field
            state = rig(2, seat0=marks)
            assert state.score(0) == starts - values[0] + value, f"row {row}, field {field}"
            assert state.result().scores[0] == starts - values[0] + value, f"row {row}, field {field}"


def test_the_highest_total_wins_and_ties_share_the_win() -> None:
    """'Es gewinnt der Spieler mit der höchsten Summe!'; the reading: ties share the win."""
    state = rig(3, seat0=[2, 2, 2, 2, 2, 2], seat1=[2, 2, 2, 2, 2, 2], seat2=[1, 1, 1, 1, 1, 1])
    result = state.result()
    assert result.winners == [0, 1]
    assert result.scores[0] == result.scores[1] > result.scores[2]
    state = rig(3, seat2=[3, 0, 0, 0, 0, 0])
    assert state.result().winners == [2]


def test_the_start_player_flag_is_no_score() -> None:
    """'Ein Startspieler ... markiert oben links die -10': read as the start-player flag."""
    state = SPEC.new_game(3, {"start_player": 2}, 1)
    obs = state.observation(0)
    assert obs["start_player"] == 2 and obs["current"] == 2
    assert len({s["score"] for s in obs["sheets"]}) == 1


def test_solo_takes_two_dice_of_four_per_roll_and_ends_at_three_completed_rows() -> None:
    """The solo reading: four dice, two taken one after the other, the rest set aside; the game
    ends when the player has completed three rows."""
    state = SPEC.new_game(1, {}, 2)
    assert isinstance(state, ElementsState)
    assert SPEC.min_players == 1
    assert len(state.faces) == 4 and state.order == [0, 0]
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert state.rounds == 2 and state.taken == [-1] * 4
    state.completed = [2]
    while not state.is_over():
        state.apply(state.legal_actions()[0])
    assert state.completed[0] == 3
    assert state.result().winners == [0]


def test_rolls_come_from_the_seeded_generator_without_chance_actions() -> None:
    """Rolls happen inside the game from its seed: the same seed gives the same rolls, and no
    decision ever belongs to the world."""
    first = SPEC.new_game(2, {"start_player": 0}, 77)
    again = SPEC.new_game(2, {"start_player": 0}, 77)
    while not first.is_over():
        assert first.current_player() != WORLD
        assert first.observation(0) == again.observation(0)
        action = first.legal_actions()[-1]
        first.apply(action)
        again.apply(action)
    rolls = {tuple(SPEC.new_game(2, {}, s).faces) for s in range(10)}
    assert len(rolls) > 1


def test_action_texts_read_back_and_bad_text_is_refused_clearly() -> None:
    state = rig(2)
    for die in range(4):
        for target in range(7):
            assert state.parse_action(state.action_text(encode(die, target))) == encode(die, target)
    assert state.parse_action("  Take 2 FIRE ") == encode(2, FIRE)
    with pytest.raises(FormatError, match="take DIE ROW"):
        state.parse_action("roll")
    with pytest.raises(FormatError, match="must be one of"):
        state.parse_action("take 1 lava")
    assert TARGETS[NONE] == "none"


def test_taken_dice_and_missing_dice_are_refused_with_a_reason() -> None:
    state = rig(2, "DDFW")
    state.apply_text("take 0 dark")
    with pytest.raises(IllegalAction, match="already taken by seat 0"):
        state.apply(encode(0, DARK))
    with pytest.raises(IllegalAction, match="no die 7"):
        state.apply(encode(7, FIRE))
    with pytest.raises(IllegalAction, match="not an Elements action"):
        state.apply("take")


def test_every_sheet_is_public() -> None:
    """Elements has no secrets: all players see the same roll, sheets and draft order."""
    state = SPEC.new_game(3, {}, 8)
    for _ in range(7):
        state.apply(state.legal_actions()[0])
    views = [state.observation(p) for p in range(3)]
    for view in views:
        view.pop("seat")
    assert views[0] == views[1] == views[2]
