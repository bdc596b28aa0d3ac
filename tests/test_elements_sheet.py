"""The Elements score sheet: the shipped file keeps every fixed fact, malformed files are refused."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from game import registry
from game.core import FormatError, OptionError
from game.elements.sheet import (
    ARROW_VALUE,
    ASSETS,
    DEFAULT_SHEET,
    MAX_FIELDS,
    MIN_FIELDS,
    SHIPPED_SHEETS,
    load_sheet,
    parse_sheet,
    read_sheet_file,
)

SHIPPED = json.loads((ASSETS / SHIPPED_SHEETS[DEFAULT_SHEET]).read_text(encoding="utf-8"))


def test_the_shipped_sheet_loads_and_keeps_the_fixed_facts() -> None:
    """The product's sheet facts: rows of 10-14 fields, the arrow over the +5 field, every row
    starting crossed, and the dark row giving plus points only in its middle range, back into minus
    toward its end."""
    sheet = load_sheet()
    for row in range(6):
        assert MIN_FIELDS <= len(sheet.row_values(row)) <= MAX_FIELDS
    for row in sheet.elements:
        assert row.values[row.arrow] == ARROW_VALUE
        assert row.colours[0] == -1 and set(row.colours[1:]) <= {0, 1, 2, 3}
    plus = [i for i, v in enumerate(sheet.dark) if v > 0]
    assert plus and plus[0] > 0 and plus[-1] < len(sheet.dark) - 1
    assert plus == list(range(plus[0], plus[-1] + 1))
    assert sheet.dark[-1] < 0 and sheet.dark[0] < 0
    assert sheet.light[3] <= 0 < sheet.light[4]


def test_the_shipped_sheet_has_the_measurements_beside_it() -> None:
    notes = (ASSETS / "elements_sheet.md").read_text(encoding="utf-8")
    assert "bench/elements_balance.py" in notes
    assert "miss rate" in notes


def broken(change) -> dict:
    doc = copy.deepcopy(SHIPPED)
    change(doc)
    return doc


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("dark_row"), "dark_row: expected an object"),
        (lambda d: d.update(format="chess"), "'format' must be 'elements-sheet'"),
        (lambda d: d["element_rows"].pop("air"), "exactly the rows fire, water, earth, air"),
        (
            lambda d: d["element_rows"]["fire"].update(colours="-" + "X" * 12),
            "fire row: field 1 has the colour 'X'",
        ),
        (lambda d: d["element_rows"]["water"].update(colours="-FW"), "water row: 'colours' has 3 letters"),
        (lambda d: d["element_rows"]["earth"]["values"].append(99), "earth row: 'colours' has"),
        (lambda d: d["element_rows"]["air"].update(arrow=1), "the arrow must stand over the \\+5 field"),
        (lambda d: d["element_rows"]["fire"]["values"].reverse(), "fire row: values must rise"),
        (lambda d: d["light_row"].update(values=list(range(-3, 20))), "light row: has 23 fields"),
        (lambda d: d["dark_row"]["values"].__setitem__(-1, 3), "dark row: must start and end in minus"),
        (
            lambda d: d["dark_row"].update(values=[-10, -9, -8, -7, -6, -5, -4, -3, -2, -1]),
            "plus points in its middle",
        ),
        (lambda d: d["dark_row"].update(values=[-1, 5, -2, 5, -3, 5, -4, 5, -5, -6]), "one peak"),
        (lambda d: d["light_row"].update(values=list(range(-2, 9))), "4th cross"),
        (lambda d: d["element_rows"]["fire"].update(values="many"), "list of whole numbers"),
    ],
)
def test_a_malformed_sheet_is_refused_saying_what_is_wrong(change, message: str) -> None:
    with pytest.raises(FormatError, match=message):
        parse_sheet(broken(change))


def test_a_sheet_file_that_is_missing_or_not_json_is_refused(tmp_path: Path) -> None:
    with pytest.raises(FormatError, match="cannot read the Elements sheet"):
        load_sheet(str(tmp_path / "nowhere.json"))
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    with pytest.raises(FormatError, match="is not JSON"):
        load_sheet(str(bad))
    with pytest.raises(OptionError, match="is not a shipped sheet"):
        registry.get("elements").new_game(2, {"sheet": str(tmp_path / "nowhere.json")})


def test_a_variant_sheet_replaces_the_default_through_the_sheet_option(tmp_path: Path) -> None:
    """The product ships a default sheet as data, loaded from a file, that a variant may replace;
    the variant's content is stored in the save, so the game replays with the same sheet."""
    variant = copy.deepcopy(SHIPPED)
    variant["name"] = "variant"
    variant["light_row"]["values"] = [-9, -6, -3, 0, 3, 5, 7, 9, 11, 13]
    path = tmp_path / "variant.json"
    path.write_text(json.dumps(variant))
    state = registry.get("elements").new_game(2, {"sheet": read_sheet_file(path)}, 1)
    assert state.observation(0)["layout"]["name"] == "variant"
    assert (
        state.result().scores[0]
        == sum(row["values"][0] for row in variant["element_rows"].values())
        + variant["dark_row"]["values"][0]
        + variant["light_row"]["values"][0]
    )
    assert state.to_json()["options"]["sheet"]["name"] == "variant"
    assert state.to_json()["options"]["sheet"]["light_row"] == variant["light_row"]


def test_the_sheet_round_trips_through_its_file_format() -> None:
    sheet = load_sheet()
    assert parse_sheet(sheet.to_json()) == sheet
