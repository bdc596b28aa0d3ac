"""The protocol's loose ends: it says the truth about world outcomes, the rules carry no test code,
and the project's readings are found in the project itself."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from game import core, options, registry
from game.core import DOCUMENT_FORMAT, IllegalAction
from game.tornado_ellie.actions import STOOD
from game.tornado_ellie.rules import TornadoEllieState
from tests.fixtures import with_fixture_games

ROOT = Path(__file__).resolve().parent.parent


def tornado_at_world() -> TornadoEllieState:
    state = registry.get("tornado_ellie").new_game(3, {"dexterity": "physics"}, 5)
    rng = random.Random(5)
    while not state.is_world():
        state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, TornadoEllieState)
    return state


# -- 10. world outcomes are validated, not enumerated --------------------------------------------
def test_a_world_decision_is_told_apart_and_its_outcomes_are_validated_not_listed() -> None:
    state = tornado_at_world()
    assert state.is_world()
    assert state.legal_actions() == [STOOD]
    top = len(state.column) - 1
    fell = ("outcome", (top,), None)
    assert fell not in state.legal_actions()
    state.check(fell)  # not listed, yet legal: the game validates world outcomes
    with pytest.raises(IllegalAction, match="not on the column"):
        state.check(("outcome", (top + 5,), None))
    state.apply(fell)
    assert not state.is_world()


@pytest.mark.generic
@pytest.mark.parametrize("game_id", with_fixture_games())
def test_at_a_seats_decision_the_list_is_exact(game_id: str) -> None:
    spec = registry.get(game_id)
    state = spec.new_game(max(2, spec.min_players), {}, 3)
    rng = random.Random(3)
    for _ in range(30):
        if state.is_over() or state.is_world():
            break
        legal = state.legal_actions()
        assert not state.is_world() and state.current_player() >= 0
        for action in legal:
            state.copy().apply(action)
        with pytest.raises(IllegalAction):
            state.check(("not", "an", "action"))
        state.apply(rng.choice(legal))


def test_the_protocol_says_world_outcomes_are_not_enumerated() -> None:
    doc = " ".join((core.__doc__ or "").split())
    assert "*validates* them in ``check``" in doc and "never enumerated" in doc
    assert "WORLD" in (core.State._legal_actions.__doc__ or "")


# -- 12. tidy core, no test code in the rules ----------------------------------------------------
def test_the_document_format_is_defined_before_its_first_use() -> None:
    tree = ast.parse((ROOT / "game" / "core.py").read_text(encoding="utf-8"))
    defined = min(
        node.lineno
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(getattr(target, "id", "") == "DOCUMENT_FORMAT" for target in node.targets)
    )
    used = min(
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and node.id == "DOCUMENT_FORMAT" and isinstance(node.ctx, ast.Load)
    )
    assert defined < used
    assert DOCUMENT_FORMAT == "stormtable-game"


def test_the_option_docstring_reads_clearly() -> None:
    doc = " ".join((options.Option.__doc__ or "").split())
    assert '"random"' in doc and "seat=True" in doc and "a seat list" not in doc


def test_the_rules_carry_no_census_of_tests() -> None:
    assert not hasattr(TornadoEllieState, "census")


# -- 13. nothing points outside the repository ---------------------------------------------------
OUTSIDE = re.compile("|".join(["RUL" + "INGS", "NO" + r"TES\.md", "shar" + "ed/", "shar" + "ed notes"]))


def test_no_file_points_at_notes_outside_the_repository() -> None:
    files = [
        *(p for layer in ("game", "physics", "bench", "tests") for p in (ROOT / layer).rglob("*.py")),
        *(ROOT / "assets").glob("*.md"),
        *(ROOT / "assets").glob("*.json"),
        ROOT / "README.md",
        ROOT / "pyproject.toml",
    ]
    hits = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in files
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if OUTSIDE.search(line)
    ]
    assert hits == []


@pytest.mark.parametrize("module", ["assano", "opposites", "elements", "tornado_ellie"])
def test_each_game_module_lists_its_readings(module: str) -> None:
    text = (ROOT / "game" / module / "rules.py").read_text(encoding="utf-8")
    doc = ast.get_docstring(ast.parse(text)) or ""
    assert "seeds/" in doc and "How the product reads the rulebook" in doc
    assert doc.count("\n* ") >= 8
