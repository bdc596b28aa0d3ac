"""docs/adding-a-game.md is executable: a fifth game (Nim, tests/fixtures/nim/) is added to a copy
of the tree exactly as the page says, its files and one line in the list of shipped games, and the
page's own commands then play it on the command line and at the window and run the generic tests
on it."""

from __future__ import annotations

import ast
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from game import registry

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
FIXTURE = ROOT / "tests" / "fixtures" / "nim"
LEFT_OUT = shutil.ignore_patterns(
    ".git", ".venv", "__pycache__", ".pytest_cache", ".ruff_cache", "build", "dist", "*.egg-info"
)


def blocks(language: str) -> list[str]:
    """The page's fenced code blocks in ``language``, in order."""
    return re.findall(rf"^```{language}\n(.*?)^```", DOC, flags=re.DOTALL | re.MULTILINE)


def files_the_doc_lists() -> list[str]:
    """The page's list of the example's files (its first ``text`` block), a path a line."""
    return [line.split()[0] for line in blocks("text")[0].splitlines() if line.strip()]


def shipped_line() -> str:
    """The page's line of the list of shipped games, the example's id added."""
    lines = [line for block in blocks("python") for line in block.splitlines()]
    return next(line for line in lines if line.startswith("SHIPPED"))


def fixture_files() -> set[str]:
    found = [p for p in FIXTURE.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return {p.relative_to(FIXTURE).as_posix() for p in found}


def test_the_page_lists_the_example_as_it_is_kept_and_the_shipped_games_as_they_are() -> None:
    assert set(files_the_doc_lists()) == fixture_files()
    listed = ast.literal_eval(shipped_line().split("=", 1)[1].strip())
    assert listed == (*registry.SHIPPED, "nim")
    assert "tests/fixtures/tiny_race/" in DOC and "tiny_game" not in DOC


def build(tmp: Path) -> Path:
    """A copy of the tree with the example added as the page says: its files at their paths and
    the page's line of shipped games in place of the one in ``game/registry.py``."""
    tree = tmp / "tree"
    shutil.copytree(ROOT, tree, ignore=LEFT_OUT)
    shutil.rmtree(tree / "tests" / "fixtures" / "nim")  # the example is only where the page puts it
    for path in files_the_doc_lists():
        assert not (tree / path).exists(), f"{path} is in the tree already"
        (tree / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(FIXTURE / path, tree / path)
    registry_py = tree / "game" / "registry.py"
    source = registry_py.read_text(encoding="utf-8")
    edited = re.sub(r"^SHIPPED = .*$", shipped_line(), source, count=1, flags=re.MULTILINE)
    assert edited != source
    registry_py.write_text(edited, encoding="utf-8")
    return tree


def run(line: str, tree: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """One line of the page's commands, ``<id>`` the example's, in the copy of the tree."""
    words = shlex.split(line.replace("<id>", "nim"))
    extra = {}
    while "=" in words[0]:
        name, _, value = words.pop(0).partition("=")
        extra[name] = value
    assert words[0] == "python"
    done = subprocess.run(
        [sys.executable, *words[1:]],
        cwd=tree,
        env={**env, **extra},
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, f"{line}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


def test_a_fifth_game_added_as_the_page_says_plays_and_passes_the_generic_tests(tmp_path) -> None:
    tree = build(tmp_path)
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "STORMTABLE_DATA": str(tmp_path / "data"),
    }
    env.pop("STORMTABLE_TEST_GAMES", None)
    # Cheaper processes, the same commands: each compiles the copy's modules once for all five
    # (a checkout's bytecode is not copied: none may be written here), and the generic run keeps
    # no cache and does not rewrite the suite's asserts (a failure shows its output all the same).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTEST_ADDOPTS"] = "-p no:cacheprovider --assert=plain"
    commands = [line for line in blocks("sh")[0].splitlines() if line.strip()]
    assert "catalogue" in commands[0] and "simulate" in commands[1] and "--autoplay" in commands[2]
    assert "generic" in commands[3]
    outputs = {line: run(line, tree, env) for line in commands}

    danish = (tree / "assets" / "locale" / "da" / "LC_MESSAGES" / "stormtable.po").read_text(encoding="utf-8")
    for key in ("summary_nim", "nim_take", "nim.too_many", "nim.name"):
        assert f'msgctxt "{key}"' in danish, f"{key} was not extracted from the game's packages"

    simulated = outputs[commands[1]].stdout
    assert simulated.startswith("nim: 100 games, 2 players") and simulated.count("win rate") == 2
    # --autoplay without --frames runs until the results screen: a return is the game played out
    # at the window, with the game's own two seats (three are refused by its spec).
    three = subprocess.run(
        [sys.executable, "-m", "scenes", "--autoplay", "nim", "--players", "3", "--frames", "1"],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert three.returncode == 2 and "Nim" in three.stderr and "2" in three.stderr
    tested = outputs[commands[3]].stdout
    assert re.search(r"\b(\d+) passed\b", tested) and "failed" not in tested
