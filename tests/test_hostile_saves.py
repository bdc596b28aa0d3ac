"""Hostile saves: whatever a file holds, loading it gives the game or the game's own one-line error.

Each case of the hardening issue has a test here; the property tests at the end throw thousands of
hostile documents (mutated real saves, random JSON, huge and deep values, wrong types, bytes that
are not UTF-8) at the loader: it either loads a game that replays exactly or raises GameError.
"""

from __future__ import annotations

import builtins
import copy
import io
import json
import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import documents, registry
from game.cli import main
from game.core import SEED_MAX, FormatError, GameError, OptionError, short_repr
from game.documents import FIELDS
from game.elements.sheet import ASSETS, SHIPPED_SHEETS
from game.version import version
from tests.fixtures import narrowed, with_fixture_games
from tests.protocol_checks import snapshot

GAMES = with_fixture_games()
SAVED = [*GAMES, *([] if narrowed() else ["elements_variant"])]
"""The games whose real saves are mutated: Elements on a variant sheet too, unless the run is
narrowed to the games named (a game being added, tests/test_adding_a_game.py)."""
FAST = {"tornado_ellie": {"dexterity": "physics"}, "assano": {"target": 0}}
"""Tornado Ellie with WORLD nodes (outcomes come from the test's own world, below)."""


def play_some(game_id: str, seed: int, steps: int) -> Any:
    """A game after ``steps`` random actions; Tornado Ellie's world lets the top item fall now and
    then, so its saves hold world outcomes too."""
    spec = registry.get(game_id)
    rng = random.Random(seed)
    state = spec.new_game(max(2, spec.min_players), FAST.get(game_id, {}), seed)
    for _ in range(steps):
        if state.is_over():
            break
        if state.is_world():
            size = len(state.column)
            fall = size and rng.random() < 0.3
            state.apply(("outcome", (size - 1,), None) if fall else state.legal_actions()[0])
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


@cache
def real_doc(game_id: str) -> str:
    """A real save after 40 actions; ``elements_variant`` is Elements on a variant sheet."""
    if game_id == "elements_variant":
        light = [-9, -6, -3, 0, 3, 5, 7, 9, 11, 13]
        state = registry.get("elements").new_game(2, {"sheet": variant_sheet(light)}, 4)
        for _ in range(40):
            state.apply(state.legal_actions()[-1])
    else:
        state = play_some(game_id, 4, 40)
    return documents.dumps(state, {"seats": [{"kind": "human", "name": "Ann"}]})


def doc_of(game_id: str) -> dict[str, Any]:
    return json.loads(real_doc(game_id))


def loads_or_refuses(data: str | bytes) -> str:
    """The property: a game that replays exactly, or GameError with a short one-line message."""
    try:
        state = documents.loads(data)
    except GameError as exc:
        message = str(exc)
        assert message and "\n" not in message and len(message) < 600, message
        return message
    again = documents.loads(documents.dumps(state))
    assert snapshot(again) == snapshot(state)
    return ""


def refused(doc: Any) -> str:
    with pytest.raises(GameError) as caught:
        documents.loads(doc if isinstance(doc, (str, bytes)) else json.dumps(doc))
    return str(caught.value)


# -- 1. versions and fields ----------------------------------------------------------------------
@pytest.mark.parametrize("version", [0, -1, -(10**30)])
def test_only_the_version_this_program_writes_loads(version: int) -> None:
    message = refused({**doc_of("assano"), "version": version})
    assert f"version {version} was never written by Stormtable" in message


def test_a_newer_version_is_refused_as_newer() -> None:
    assert "newer than this program" in refused({**doc_of("assano"), "version": 2})


@pytest.mark.parametrize("field", ["hands", "Seed", "", "meta2"])
def test_a_field_the_format_does_not_define_is_refused_by_name(field: str) -> None:
    message = refused({**doc_of("opposites"), field: [[1, 2], [3]]})
    assert f"the field {field!r} is not part of the format" in message


def test_the_meta_field_is_defined() -> None:
    doc = doc_of("elements")
    assert "meta" in doc
    assert snapshot(documents.loads(json.dumps(doc))) == snapshot(documents.loads(real_doc("elements")))
    assert "the field 'meta' has the wrong type" in refused({**doc, "meta": "seats"})


# -- 2. seeds ------------------------------------------------------------------------------------
def test_a_seed_of_five_thousand_digits_is_refused_clearly() -> None:
    text = real_doc("assano").replace('"seed": 4', '"seed": ' + "9" * 5000)
    assert "a number of over 4300 digits" in refused(text)


@pytest.mark.parametrize("seed", [-1, SEED_MAX + 1, 10**4000])
def test_seeds_outside_the_range_are_refused_everywhere(seed: int, capsys) -> None:
    assert f"from 0 to {SEED_MAX}" in refused({**doc_of("assano"), "seed": seed})
    with pytest.raises(OptionError, match=f"from 0 to {SEED_MAX}"):
        registry.get("assano").new_game(2, {}, seed)
    if seed < 10**30:
        assert main(["simulate", "assano", "--games", "1", "--seed", str(seed)]) == 2
        assert f"--seed: the seed must be a whole number from 0 to {SEED_MAX}" in capsys.readouterr().err


def test_the_largest_seed_loads_and_the_command_line_keeps_every_game_in_range(capsys) -> None:
    state = registry.get("assano").new_game(2, {"target": 0}, SEED_MAX)
    assert documents.loads(documents.dumps(state)).seed == SEED_MAX
    assert main(["simulate", "assano", "--games", "2", "--seed", str(SEED_MAX)]) == 2
    assert "over the largest seed" in capsys.readouterr().err


# -- 3. depth and size ---------------------------------------------------------------------------
def test_a_document_of_a_hundred_thousand_nested_lists_is_refused() -> None:
    assert "nested too deeply" in refused("[" * 100_000 + "]" * 100_000)
    deep_option = real_doc("assano")[:-1] + ', "x": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert "nested too deeply" in refused(deep_option)


def test_nesting_just_inside_the_parser_is_refused_as_a_wrong_value() -> None:
    doc = doc_of("assano")
    value: Any = 1
    for _ in range(900):
        value = [value]
    doc["options"]["target"] = value
    assert "option target: expected a whole number" in refused(doc)


def test_the_size_read_is_capped(tmp_path: Path, monkeypatch) -> None:
    """An endless file (/dev/zero) or a huge one is refused after reading just over the cap."""
    monkeypatch.setattr(documents, "MAX_DOCUMENT_BYTES", 4096)
    big = tmp_path / "big.json"
    big.write_text(json.dumps({**doc_of("assano"), "actions": ["draw"] * 2000}))
    with pytest.raises(GameError, match="not a saved game: over"):
        documents.load(big)
    with pytest.raises(GameError, match="not a saved game: over"):
        documents.load("/dev/zero")


def test_huge_values_are_refused_with_a_short_message() -> None:
    doc = doc_of("assano")
    for change in (
        {"game": "x" * 1_000_000},
        {"options": {**doc["options"], "target": "9" * 100_000}},
        {"options": {**doc["options"], "stacking": "y" * 1_000_000}},
        {"actions": ["play " + "R" * 1_000_000]},
        {"players": 10**4000},
    ):
        message = refused({**doc, **change})
        assert len(message) < 400, message[:200]


def test_bytes_that_are_not_utf8_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(real_doc("assano").replace("Ann", "Änn").encode("latin-1"))
    with pytest.raises(GameError, match="not UTF-8"):
        documents.load(path)


# -- 4. self-contained saves (the Elements sheet) ------------------------------------------------
def variant_sheet(light: list[int]) -> dict[str, Any]:
    sheet = json.loads((ASSETS / SHIPPED_SHEETS["standard"]).read_text(encoding="utf-8"))
    sheet["name"] = "my variant"
    sheet["light_row"]["values"] = light
    return sheet


@pytest.fixture
def opened(monkeypatch) -> list[Any]:
    """Every file the program opens from now on (through open, io.open and Path.open); the games'
    own data (cards, shipped sheets) and the program's version are read before, as each is first
    used (which test runs first in a worker is the scheduler's choice)."""
    registry.all_specs()
    version()
    seen: list[Any] = []
    real_open = builtins.open

    def spy(*args, **kwargs):
        seen.append(args[0])
        return real_open(*args, **kwargs)

    monkeypatch.setattr(builtins, "open", spy)
    monkeypatch.setattr(io, "open", spy)
    return seen


@pytest.mark.parametrize("named", ["/dev/zero", "/etc/passwd", "elements_sheet.md", "../x.json", ""])
def test_a_save_naming_a_file_as_its_sheet_is_refused_without_opening_it(named: str, opened) -> None:
    doc = doc_of("elements")
    doc["options"]["sheet"] = named
    text = json.dumps(doc)
    assert "is not a shipped sheet" in refused(text)
    assert opened == []


def test_a_variant_sheet_goes_into_the_save_and_replays_whatever_its_file_becomes(
    tmp_path: Path, request, capsys
) -> None:
    sheet_file, save = tmp_path / "variant.json", tmp_path / "game.json"
    sheet_file.write_text(json.dumps(variant_sheet([-9, -6, -3, 0, 3, 5, 7, 9, 11, 13])))
    args = ["simulate", "elements", "--games", "1", "--seed", "2", "--save", str(save), "--json"]
    assert main([*args, "--sheet-file", str(sheet_file)]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[-1])
    doc = json.loads(save.read_text())
    assert doc["options"]["sheet"]["name"] == "my variant"
    scores = documents.load(save).result().scores
    assert scores == report["mean_score"]

    sheet_file.write_text(json.dumps(variant_sheet([-90, -60, -30, 0, 30, 50, 70, 90, 110, 130])))
    opened = request.getfixturevalue("opened")
    state = documents.from_json(doc)
    assert opened == []
    assert state.result().scores == scores
    assert main(["replay", str(save)]) == 0
    assert "sheet='my variant' (carried in the save)" in capsys.readouterr().out


def test_the_option_value_of_a_file_on_the_command_line_is_read_into_the_save(tmp_path: Path) -> None:
    sheet_file, save = tmp_path / "variant.json", tmp_path / "game.json"
    sheet_file.write_text(json.dumps(variant_sheet([-9, -6, -3, 0, 3, 5, 7, 9, 11, 13])))
    main(["simulate", "elements", "--games", "1", "--option", f"sheet={sheet_file}", "--save", str(save)])
    assert json.loads(save.read_text())["options"]["sheet"]["light_row"]["values"][0] == -9


def test_shipped_sheets_are_named_and_old_saves_still_load() -> None:
    doc = doc_of("elements")
    assert doc["options"]["sheet"] == "standard"
    old = {**doc, "options": {**doc["options"], "sheet": "elements_sheet.json"}}
    assert snapshot(documents.loads(json.dumps(old))) == snapshot(documents.loads(json.dumps(doc)))


@pytest.mark.parametrize(
    ("path", "message"),
    [("/dev/zero", "too large"), ("/nonexistent/v.json", "cannot read"), ("/", "cannot read")],
)
def test_a_bad_sheet_file_on_the_command_line_is_refused_before_any_game(path, message, capsys) -> None:
    assert main(["simulate", "elements", "--games", "1", "--sheet-file", path]) == 2
    assert message in capsys.readouterr().err


# -- 5. thousands of hostile documents -----------------------------------------------------------
JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats()
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
ACTION_TEXTS = st.sampled_from(
    ["draw", "take", "end", "rotate", "stood", "fell 0", "take 0 fire", "take ² fire", "play R7", "9" * 9]
) | st.text(max_size=30)


def deep_replace(doc: Any, rng: random.Random, value: Any) -> None:
    """Replace a value anywhere inside the document (sheet content, seats, ...)."""
    node = doc
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            return
        key = rng.choice(keys)
        if not isinstance(node[key], (dict, list)) or rng.random() < 0.2:
            node[key] = value
            return
        node = node[key]


def mutate(doc: dict[str, Any], rng: random.Random, value: Any, text: str) -> Any:
    """One hostile change of a real document."""
    doc = copy.deepcopy(doc)
    kind = rng.choice([0, 1, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 10, 10, 11, 11, 11])
    actions = doc["actions"]
    if kind == 0:
        doc.pop(rng.choice(FIELDS), None)
    elif kind == 1:
        doc[rng.choice(FIELDS)] = value
    elif kind == 2:
        doc[text] = value
    elif kind == 3 and doc["options"]:
        doc["options"][rng.choice(sorted(doc["options"]))] = value
    elif kind == 4:
        doc["options"][text] = value
    elif kind == 5 and doc["actions"]:
        doc["actions"][rng.randrange(len(doc["actions"]))] = rng.choice([value, text])
    elif kind == 6:
        doc["actions"].insert(rng.randrange(len(doc["actions"]) + 1), text)
    elif kind == 7 and doc["actions"]:
        del doc["actions"][rng.randrange(len(doc["actions"])) :]
    elif kind == 9 and len(actions) > 1:  # two real actions swapped
        i, j = rng.sample(range(len(actions)), 2)
        actions[i], actions[j] = actions[j], actions[i]
    elif kind == 10 and actions:  # a real action repeated or dropped
        i = rng.randrange(len(actions))
        actions.insert(i, actions[rng.randrange(len(actions))]) if rng.random() < 0.5 else actions.pop(i)
    elif kind == 11:
        deep_replace(doc, rng, value)
    else:
        doc[rng.choice(["seed", "players", "version"])] = rng.choice(
            [value, -1, 0, 2**63, 10**40, rng.randrange(-5, 12)]
        )
    return doc


HOSTILE = settings(max_examples=800, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
"""With the random documents and the wrong types below, some 2,500 hostile documents a run."""
PER_SAVE = {"mutated": 200, "damaged": 134}
"""Examples for each game's real save (each save a test of its own): as many for a game being
added, run alone, as for each shipped one (1,200 and 800 over the six saves of the whole run)."""


@pytest.mark.generic
@pytest.mark.parametrize("game_id", SAVED)  # a test a save: the run's two workers share them out
@settings(HOSTILE, max_examples=PER_SAVE["mutated"])
@given(rng=st.randoms(use_true_random=False), value=JSON, text=ACTION_TEXTS)
def test_mutated_real_saves_load_and_replay_or_are_refused(game_id, rng, value, text) -> None:
    loads_or_refuses(json.dumps(mutate(doc_of(game_id), rng, value, text)))


@pytest.mark.generic
@pytest.mark.parametrize("game_id", SAVED)
@settings(HOSTILE, max_examples=PER_SAVE["damaged"])
@given(where=st.integers(0, 10**6), junk=st.binary(min_size=1, max_size=8), how=st.integers(0, 3))
def test_damaged_bytes_of_real_saves_load_or_are_refused(game_id, where, junk, how) -> None:
    data = real_doc(game_id).encode("utf-8")
    at = where % len(data)
    cut, insert = data[:at], data[:at] + junk + data[at:]
    overwrite = data[:at] + junk + data[at + len(junk) :]
    loads_or_refuses([cut, insert, overwrite, junk + data][how])


@settings(max_examples=600, derandomize=True, deadline=None)
@given(JSON | st.fixed_dictionaries({k: JSON for k in FIELDS[:7]}) | st.binary(max_size=40))
def test_random_json_and_bytes_are_refused(value) -> None:
    message = loads_or_refuses(value if isinstance(value, bytes) else json.dumps(value))
    assert message == first_fault(value), "random JSON or bytes refused for the wrong reason"


def first_fault(value: Any) -> str:
    """What a refusal of random bytes or JSON says: bytes that are not UTF-8 or not JSON as such,
    a value that is no object as such, and an object by its ``format`` (random text is never
    Stormtable's), the first field read."""
    if isinstance(value, bytes):
        try:
            value = json.loads(value.decode("utf-8"))
        except UnicodeDecodeError:
            return str(FormatError("documents.not_utf8"))
        except json.JSONDecodeError as exc:
            return str(FormatError("documents.not_json", detail=str(exc)[:120]))
    where = "game document"
    if not isinstance(value, dict):
        return str(FormatError("core.field_not_object", where=where, kind=type(value).__name__))
    if "format" not in value:
        return str(FormatError("core.field_missing", where=where, key="format"))
    if not isinstance(value["format"], str):
        return str(
            FormatError("core.field_type", where=where, key="format", kind=type(value["format"]).__name__)
        )
    return str(FormatError("documents.not_stormtable", where=where, value=short_repr(value["format"])))


@pytest.mark.generic
@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("field", FIELDS)
def test_a_wrong_type_in_any_field_is_refused(game_id: str, field: str) -> None:
    """Each value of a wrong type is refused with a one-line message; the one right type among
    them (``meta`` is a free-form object) loads and replays."""
    for value in (None, True, 3.5, "text", [1], {"a": 1}, -7, 10**300):
        doc = {**doc_of(game_id), field: value}
        outcome = loads_or_refuses(json.dumps(doc))
        if field == "meta" and isinstance(value, dict):
            assert outcome == "", f"meta {value!r} refused: {outcome}"
        else:
            assert outcome, f"{field} = {value!r} was accepted"
            assert field.removesuffix("s") in outcome, (
                f"{field} = {value!r} refused without naming it: {outcome}"
            )


@pytest.mark.generic
def test_the_real_saves_load_and_replay() -> None:
    """Each game's real save holds its 40 actions, or the whole of a shorter game."""
    for game_id in GAMES:
        assert loads_or_refuses(real_doc(game_id)) == ""
        played = len(doc_of(game_id)["actions"])
        assert played == 40 or (played > 0 and documents.loads(real_doc(game_id)).is_over())
