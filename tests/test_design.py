"""The design we keep: layering, no unsafe loading, lint-clean, rulebooks shipped."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
IMPORT = re.compile(r"^\s*(?:import|from)\s+([a-zA-Z_][\w]*)", re.MULTILINE)
FORBIDDEN = {
    "game": {"pygame", "pymunk", "physics", "scenes"},
    "physics": {"pygame", "scenes"},
}


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_imports_only_the_layers_below_it(layer: str) -> None:
    offenders = []
    for path in (ROOT / layer).rglob("*.py"):
        for name in IMPORT.findall(path.read_text(encoding="utf-8")):
            if name in FORBIDDEN[layer]:
                offenders.append(f"{path.relative_to(ROOT)} imports {name}")
    assert offenders == []


def test_the_rules_engine_runs_without_pygame_or_pymunk() -> None:
    code = (
        "import sys; sys.modules['pygame'] = None; sys.modules['pymunk'] = None\n"
        "from game import registry\n"
        "for spec in registry.all_specs(): spec.new_game(max(2, spec.min_players))\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_nothing_unpickles_or_evaluates_user_data() -> None:
    pattern = re.compile(r"\b(pickle|marshal|shelve)\.loads?\b|\beval\(|\bexec\(")
    hits = [
        str(path.relative_to(ROOT))
        for layer in ("game", "physics", "scenes")
        for path in (ROOT / layer).rglob("*.py")
        if pattern.search(path.read_text(encoding="utf-8"))
    ]
    assert hits == []


def test_the_four_rulebooks_are_in_seeds() -> None:
    names = {p.name for p in (ROOT / "seeds").iterdir()}
    assert names >= {"assano.da.txt", "opposites.da.txt", "elements.de.txt", "tornado_ellie.en.txt"}


def test_the_code_is_ruff_clean() -> None:
    """ruff comes with the test extra, so it runs wherever the README's test command ran."""
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--quiet", str(ROOT)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ci_runs_exactly_the_readme_test_command() -> None:
    """The README starts with the play command and the test command; .ci/run runs the latter."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("```")[1].strip().splitlines()
    play, test = block[0], block[1]
    assert "stormtable" in play and "pip install" in play and "venv" in play
    assert "pytest" in test and "pip install" in test
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test in ci and "SDL_VIDEODRIVER=dummy" in ci
