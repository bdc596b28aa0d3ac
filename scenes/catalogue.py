"""The translators' tooling: Babel extracts every message into the template, and updates the
language catalogues from it.

Two tables hold every sentence by id: the window's ``STRINGS`` (:mod:`scenes.strings`) and the
engine's ``register({...})`` calls (each game module, :mod:`game.messages`). ``extract_texts`` is
a Babel extraction method that reads both from the source (``babel.cfg`` names it), so the
standard commands work::

    pybabel extract -F babel.cfg -o assets/locale/stormtable.pot .
    pybabel update -i assets/locale/stormtable.pot -d assets/locale -D stormtable

and ``python -m scenes.catalogue`` does both in one go. Each message's context is its id; a pair
(one, other) becomes a plural entry (``npgettext``); a comment names the fields to keep.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
FIELD = re.compile(r"\{(\w+)")


def fields(english: str | tuple[str, ...]) -> set[str]:
    """The named fields of a template (of both forms of a pair)."""
    words = english if isinstance(english, str) else " ".join(english)
    return set(FIELD.findall(words))


def tables(tree: ast.Module) -> Iterator[ast.Dict]:
    """The message tables of a module: ``STRINGS = {...}`` and ``register({...})``."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Dict):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "STRINGS" for t in targets):
                yield node.value
        if (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", getattr(node.func, "attr", "")) == "register"
            and node.args
            and isinstance(node.args[0], ast.Dict)
        ):
            yield node.args[0]


def extract_texts(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """Babel extraction method: each ``id: english`` of a message table, with the id as context."""
    tree = ast.parse(fileobj.read().decode("utf-8"))
    for table in tables(tree):
        for key, value in zip(table.keys, table.values, strict=True):
            if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                continue
            english = ast.literal_eval(value)
            names = sorted(fields(english))
            comments = [f"fields: {', '.join('{' + n + '}' for n in names)}"] if names else []
            if isinstance(english, tuple):
                yield key.lineno, "npgettext", (key.value, english[0], english[1]), comments
            else:
                yield key.lineno, "pgettext", (key.value, english), comments


def template() -> Catalog:
    """Every message of the app and the engine, extracted as ``babel.cfg`` says."""
    with (ROOT / "babel.cfg").open() as handle:
        method_map, options_map = parse_mapping_cfg(handle)
    catalogue = Catalog(project="Stormtable", domain="stormtable", charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
        ROOT, method_map, options_map, keywords={"pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3)}
    ):
        catalogue.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalogue


def update(codes: list[str]) -> None:
    """Write the template and bring each language's catalogue up to it (new ids empty, changed
    English marked fuzzy, ids gone kept as obsolete)."""
    pot = template()
    locale_dir = ROOT / "assets" / "locale"
    locale_dir.mkdir(parents=True, exist_ok=True)
    with (locale_dir / "stormtable.pot").open("wb") as handle:
        write_po(handle, pot, sort_by_file=True, include_lineno=False)
    for code in codes:
        path = locale_dir / code / "LC_MESSAGES" / "stormtable.po"
        if path.exists():
            with path.open("rb") as handle:
                catalogue = read_po(handle, locale=code)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalogue = Catalog(locale=code, project="Stormtable", domain="stormtable", charset="utf-8")
        catalogue.update(pot, no_fuzzy_matching=True, update_header_comment=False)
        with path.open("wb") as handle:
            write_po(handle, catalogue, sort_by_file=True, ignore_obsolete=False, include_lineno=False)


if __name__ == "__main__":
    update(sys.argv[1:] or ["da", "de"])
