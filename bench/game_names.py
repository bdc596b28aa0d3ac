"""Where shared code names a game: the measure of "one home per game".

For each shipped game, every place in ``game/`` and ``scenes/`` outside the game's own two
packages (``game/<id>/`` and ``scenes/tables/<id>/``) that names it: an import of one of its
modules, an identifier that carries its id (``elements_hint``, ``TornadoTurn`` is not one), or a
string constant that holds its id as a word or a key prefix (``"elements"``, ``"summary_assano"``).
Docstrings and comments are prose and do not count. The one place allowed is the list of shipped
ids, :data:`game.registry.SHIPPED`.

``python bench/game_names.py`` prints the count per game and each place; ``--quiet`` the counts.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.registry import SHIPPED  # noqa: E402

ALLOWED = {("game/registry.py", "SHIPPED")}
"""(file, assigned name): the one list that names the shipped games."""


def _word(game_id: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![a-z]){re.escape(game_id)}(?![a-z])")


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
        if isinstance(node, ast.Module | ast.ClassDef):
            # attribute docstrings: a string right after an assignment
            for before, after in zip(node.body, node.body[1:], strict=False):
                value = after.value if isinstance(after, ast.Expr) else None
                is_text = isinstance(value, ast.Constant) and isinstance(value.value, str)
                if isinstance(before, ast.Assign | ast.AnnAssign) and is_text:
                    found.add(id(value))
    return found


def _allowed_nodes(tree: ast.AST, rel: str) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name) and (rel, target.id) in ALLOWED:
                    out.update(id(n) for n in ast.walk(node.value))
    return out


def shared_files(game_id: str) -> list[Path]:
    own = (ROOT / "game" / game_id, ROOT / "scenes" / "tables" / game_id)
    files = [*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py")]
    return sorted(p for p in files if not any(p.is_relative_to(o) for o in own))


def places(game_id: str) -> list[str]:
    """Every place outside the game's two packages that names it, as ``file:line what``."""
    word = _word(game_id)
    modules = (f"game.{game_id}", f"scenes.tables.{game_id}")
    found = []
    for path in shared_files(game_id):
        rel = path.relative_to(ROOT).as_posix()
        for line, kind, words in _names(path, path.stat().st_mtime_ns):
            if kind == "imports":
                hit = any(m == p or m.startswith(p + ".") for m in words[1:] for p in modules)
                what = f"imports {words[0]}"
            elif kind == "identifier":
                hit = word.search(words[0].lower()) is not None
                what = f"identifier {words[0]}"
            else:
                hit = word.search(words[0]) is not None
                what = f"string {words[0][:40]!r}"
            if hit:
                found.append(f"{rel}:{line} {what}")
    return found


@cache
def _names(path: Path, mtime_ns: int) -> tuple[tuple[int, str, tuple[str, ...]], ...]:
    """Whatever in ``path`` could name a game, as (line, kind, words): parsed once a process (and
    file version), not once for each game asked about (the test asks for every game).
    ``imports``: the module named first, then every module and name the import could mean;
    ``identifier``: the name; ``string``: a string constant that is neither prose nor allowed."""
    rel = path.relative_to(ROOT).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree) | _allowed_nodes(tree, rel)
    out: list[tuple[int, str, tuple[str, ...]]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names]
            mod = getattr(node, "module", None) or ""
            full = (mod, *names, *(f"{mod}.{n}" for n in names))
            out.append((node.lineno, "imports", (mod or names[0], *full)))
        elif isinstance(node, ast.Name | ast.Attribute | ast.FunctionDef | ast.ClassDef | ast.arg):
            name = {ast.Name: "id", ast.Attribute: "attr", ast.arg: "arg"}.get(type(node), "name")
            ident = getattr(node, name)
            if not (isinstance(node, ast.Attribute) and ident == "elements"):  # Counter's
                out.append((node.lineno, "identifier", (ident,)))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            out.append((node.lineno, "string", (node.value,)))
    return tuple(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quiet", action="store_true", help="the counts only")
    args = parser.parse_args()
    total = 0
    for game_id in SHIPPED:
        found = places(game_id)
        files = sorted({p.split(":")[0] for p in found})
        total += len(found)
        print(f"{game_id}: {len(found)} places in {len(files)} shared files")
        if not args.quiet:
            for place in found:
                print(f"  {place}")
    print(f"all games: {total} places")


if __name__ == "__main__":
    main()
