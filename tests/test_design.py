"""The design we keep: layering, no unsafe loading, lint-clean, rulebooks shipped."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import string
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


MAX_LINES = 600
"""No module of the game or the window grows past this: a longer one is split into parts that
each say what they are for (the table frame into :mod:`scenes.table_sections`)."""


def test_no_module_of_game_or_scenes_is_over_600_lines() -> None:
    long = {}
    for layer in ("game", "scenes"):
        for path in sorted((ROOT / layer).rglob("*.py")):
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > MAX_LINES:
                long[str(path.relative_to(ROOT))] = lines
    assert long == {}


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


# -- the engine speaks in moves, events and message ids (issue 22) ---------------------------------
# The tests below fail with the list of offending places (file:line), so what remains after a merge
# can be read off the failure.

TEXT_FORMAT = {"action_text", "parse_action", "legal_texts", "apply_text"}
"""The save and command-line format of actions: scenes read moves (``decode``) and events instead."""
SCENES_MAY_USE_TEXT: dict[str, str] = {}
"""Scene modules allowed to use the text format, with the reason (none today: the store saves
through :mod:`game.documents`, which owns the format)."""
ERRORS = {"GameError", "IllegalAction", "OptionError", "FormatError"}
"""The engine's error family (subclasses defined later are added by :func:`error_names`)."""
PASS_THROUGH = {
    ("game/core.py", "check"),
    ("game/core.py", "message"),
    ("game/net/protocol.py", "from_json"),
    ("game/net/mirror.py", "hear"),
}
"""Functions that pass on an id they were given (``IllegalAction(code, **params)`` from
``refusal``; ``GameError.message``; a joiner's reading of the ids the host sent): their ids are
checked where they are made. So is a message's
own ``.id`` passed on (``IllegalAction(problem.id, **problem.params)``)."""
REFUSERS = {"explain_illegal", "refusal"}
"""Functions whose return value is a refusal a table shows: a Message, an id, or (id, params)."""


def python_files(*layers: str) -> list[Path]:
    return sorted(p for layer in layers for p in (ROOT / layer).rglob("*.py"))


def where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT)}:{node.lineno}"


def listing(offenders: list[str]) -> str:
    """Offences one per place (file:line, the first reason found there), in file and line order."""
    first: dict[str, str] = {}
    for offence in offenders:
        place = offence.split(" ", 1)[0]
        first.setdefault(place, offence)

    def order(place: str) -> tuple[str, int]:
        name, _, line = place.rpartition(":")
        return name, int(line) if line.isdigit() else 0

    return f"{len(first)} places:\n" + "\n".join(first[p] for p in sorted(first, key=order))


def load_catalogue() -> dict[str, object]:
    """Every message id with its English: every module of game/ imported, so each registers."""
    import game
    from game import messages

    for info in pkgutil.walk_packages(game.__path__, "game."):
        if info.name not in ("game.__main__",):
            importlib.import_module(info.name)
    return messages.TEXTS


def error_names() -> set[str]:
    from game.core import GameError

    load_catalogue()
    names, todo = set(ERRORS), [GameError]
    while todo:
        cls = todo.pop()
        names.add(cls.__name__)
        todo.extend(cls.__subclasses__())
    return names


def called_name(call: ast.Call) -> str | None:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def literal_ids(node: ast.AST) -> list[str] | None:
    """The ids a string literal or a conditional between literals stands for; None otherwise."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        body, other = literal_ids(node.body), literal_ids(node.orelse)
        return None if body is None or other is None else body + other
    return None


def is_words(node: ast.AST) -> bool:
    """A string literal holding a letter: a piece of a sentence (not ``":"`` or a number format)."""
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and any(c.isalpha() for c in node.value)
    )


def builds_text(node: ast.AST) -> bool:
    """Words put together: an f-string, a concatenation or %-formatting with a literal holding
    words, or a ``.format`` call (``f"{drift:g}"`` formats a number, not a sentence)."""
    specs = {id(sub.format_spec) for sub in ast.walk(node) if isinstance(sub, ast.FormattedValue)}
    for sub in ast.walk(node):
        if isinstance(sub, ast.JoinedStr) and id(sub) not in specs and any(map(is_words, sub.values)):
            return True
        joined = isinstance(sub, ast.BinOp) and isinstance(sub.op, (ast.Add, ast.Mod))
        if joined and any(is_words(side) or builds_text(side) for side in (sub.left, sub.right)):
            return True
        if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr == "format":
            return True
    return False


def functions_of(tree: ast.AST):
    """(function, its own nodes) for every function, nested functions' nodes left to them."""
    for func in ast.walk(tree):
        if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            own, todo = [], list(ast.iter_child_nodes(func))
            while todo:
                node = todo.pop()
                own.append(node)
                if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                    todo.extend(ast.iter_child_nodes(node))
            yield func, own


class Site:
    """A place that makes a message: its id(s) as written, its parameter names, and where."""

    def __init__(self, place: str, ids: list[str] | None, params: set[str] | None, made_by: str) -> None:
        self.place, self.ids, self.params, self.made_by = place, ids, params, made_by


def message_sites(layers: tuple[str, ...] = ("game", "scenes")) -> tuple[list[Site], list[str]]:
    """Every error or Message made in ``layers`` (and every refusal returned), and the places that
    build English text for one."""
    errors = error_names()
    sites: list[Site] = []
    built: list[str] = []
    for path in python_files(*layers):
        rel = str(path.relative_to(ROOT))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for func, own in functions_of(tree):
            assigned: dict[str, list[ast.AST]] = {}
            for node in own:
                if isinstance(node, ast.Assign):
                    for target in node.targets:
                        if isinstance(target, ast.Name):
                            assigned.setdefault(target.id, []).append(node.value)
            for node in own:
                if isinstance(node, ast.Call) and called_name(node) in errors | {"Message"}:
                    if not node.args and not node.keywords:
                        continue  # a bare class reference in an except clause, or a re-raise
                    first = node.args[0] if node.args else None
                    if any(builds_text(arg) for arg in [*node.args, *(k.value for k in node.keywords)]):
                        built.append(f"{where(path, node)} builds text for {called_name(node)}")
                    ids = None if first is None else literal_ids(first)
                    if ids is None and isinstance(first, ast.Name):
                        values = [literal_ids(v) for v in assigned.get(first.id, [])]
                        if values and all(v is not None for v in values):
                            ids = [i for v in values for i in v]
                    if ids is None and (rel, func.name) in PASS_THROUGH:
                        continue
                    if isinstance(first, ast.Attribute) and first.attr in ("id", "code"):
                        continue  # a message made elsewhere passed on (``IllegalAction(m.id, **m.params)``)
                    params: set[str] | None = {k.arg for k in node.keywords if k.arg is not None}
                    if any(k.arg is None for k in node.keywords):
                        params = None  # **params: not statically visible
                    if called_name(node) == "Message":
                        given = node.args[1] if len(node.args) > 1 else None
                        if given is None:
                            params = set()
                        elif isinstance(given, ast.Dict) and all(
                            isinstance(k, ast.Constant) for k in given.keys
                        ):
                            params = {k.value for k in given.keys}
                        else:
                            params = None
                    sites.append(Site(where(path, node), ids, params, called_name(node) or "?"))
                if isinstance(node, ast.Return) and func.name in REFUSERS and node.value is not None:
                    value = node.value
                    if isinstance(value, ast.Tuple) and value.elts:
                        value = value.elts[0]
                    if not isinstance(value, (ast.Constant, ast.JoinedStr, ast.BinOp, ast.IfExp)):
                        continue  # a Message (checked above), a super() call, a variable, an ``or``
                    if builds_text(value):
                        built.append(f"{where(path, node)} returns built text from {func.name}")
                    sites.append(Site(where(path, node), literal_ids(value), None, func.name))
    return sites, built


def test_scenes_never_read_or_write_the_action_text_format() -> None:
    """Tables read moves and events: the text format is the save's, and a change to it must not
    break a table silently. Flags the four text calls and matching a verb of the text."""
    verbs = action_verbs()
    offenders = []
    for path in python_files("scenes"):
        rel = str(path.relative_to(ROOT))
        if rel in SCENES_MAY_USE_TEXT:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        split_names = split_names_of(tree)
        for node in ast.walk(tree):
            name = (
                node.attr
                if isinstance(node, ast.Attribute)
                else node.id
                if isinstance(node, ast.Name)
                else None
            )
            if name in TEXT_FORMAT:
                offenders.append(f"{where(path, node)} uses {name}")
            elif isinstance(node, ast.Call) and called_name(node) in ("startswith", "endswith") and node.args:
                ids = literal_ids(node.args[0])
                if ids and any(i.split(" ")[0] in verbs for i in ids):
                    offenders.append(f"{where(path, node)} matches the action verb {ids[0]!r}")
            elif matches_split_text(node, verbs, split_names):
                offenders.append(f"{where(path, node)} matches a word of split text against an action verb")
    assert not offenders, "scenes/ uses the action text format in " + listing(offenders)


def is_split(node: ast.AST, split_names: set[str]) -> bool:
    """``text.split()``, a name given one in the module (``words``), or an item of either."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Name):
        return node.id in split_names
    return isinstance(node, ast.Call) and called_name(node) == "split"


def split_names_of(tree: ast.AST) -> set[str]:
    """The names a module assigns split text to (``words = text.split()``)."""
    return {
        target.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign) and is_split(node.value, set())
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def matches_split_text(node: ast.AST, verbs: set[str], split_names: set[str]) -> bool:
    """A comparison of split text with an action verb (``words[0] == "play"``, ``"call" in
    text.split()``)."""
    if not isinstance(node, ast.Compare):
        return False
    sides = [node.left, *node.comparators]
    return any(is_split(side, split_names) for side in sides) and any(
        (literal_ids(side) or [""])[0] in verbs for side in sides
    )


def action_verbs() -> set[str]:
    """The first words of every game's action texts, seen over a few random games."""
    import random

    from game import registry

    verbs: set[str] = set()
    for spec in registry.all_specs():
        for seed in range(3):
            options = {"dexterity": "off"} if spec.id == "tornado_ellie" else {}
            state = spec.new_game(max(2, spec.min_players), options, seed)
            rng = random.Random(seed)
            for _ in range(300):
                if state.is_over() or state.is_world():
                    break
                legal = state.legal_actions()
                verbs.update(state.action_text(a).split()[0] for a in legal)
                state.apply(rng.choice(legal))
    return {v for v in verbs if v.isalpha() and len(v) > 2}


def test_every_engine_sentence_is_a_registered_message_id() -> None:
    """game/ builds no English sentence outside the catalogue: every error and Message is made
    from a literal, registered id (never an f-string or a concatenation), and every refusal a game
    returns is a Message or a registered id."""
    texts = load_catalogue()
    sites, built = message_sites()
    offenders = list(built)
    for site in sites:
        if site.ids is None:
            offenders.append(
                f"{site.place} {site.made_by}: the id is not a literal (nor a choice of literals)"
            )
            continue
        for message_id in site.ids:
            if message_id not in texts:
                offenders.append(f"{site.place} {site.made_by}: {message_id[:70]!r} is not a registered id")
    assert not offenders, "English is built outside the message catalogue in " + listing(offenders)


def template_fields(template: str) -> list[str | None]:
    """The field names of a str.format template ('' for an unnamed {})."""
    return [name for _, name, _, _ in string.Formatter().parse(template) if name is not None]


def test_every_message_formats_with_the_parameters_its_sites_give() -> None:
    """Each id's English has named fields only, and every place that makes it passes each field
    (pairs: both forms, and ``count``); so no sentence ever shows an unfilled ``{}``."""
    texts = load_catalogue()
    offenders = []
    for message_id, text in texts.items():
        forms = text if isinstance(text, tuple) else (text,)
        for form in forms:
            try:
                fields = template_fields(form)
            except ValueError as exc:
                offenders.append(f"{message_id}: {exc}")
                continue
            if any(not name or name.isdigit() for name in fields):
                offenders.append(f"{message_id}: an unnamed field in {form!r}")
    sites, _ = message_sites()
    for site in sites:
        if site.params is None or site.ids is None:
            continue
        for message_id in site.ids:
            text = texts.get(message_id)
            if text is None:
                continue  # reported by the test above
            forms = text if isinstance(text, tuple) else (text,)
            needed = {
                name.split(".")[0].split("[")[0] for form in forms for name in template_fields(form) if name
            }
            if isinstance(text, tuple):
                needed.add("count")
            missing = needed - site.params
            if missing:
                offenders.append(f"{site.place} {message_id}: no value for {', '.join(sorted(missing))}")
            else:
                values = {name: 1 for name in site.params}
                for form in forms:
                    try:
                        form.format(**values)
                    except (KeyError, IndexError, ValueError) as exc:
                        offenders.append(f"{site.place} {message_id}: {exc!r}")
    assert not offenders, "messages cannot be filled at " + listing(offenders)


def test_every_option_description_is_a_message_id() -> None:
    """Setup shows each house rule's description in the window's language: it is a registered id."""
    from game import registry

    texts = load_catalogue()
    offenders = []
    for spec in registry.all_specs():
        source = Path(sys.modules[spec.state_class.__module__].__file__ or "")
        lines = source.read_text(encoding="utf-8").splitlines()
        for opt in spec.options:
            if opt.description not in texts:
                line = next(
                    (n for n, text in enumerate(lines, 1) if f'"{opt.name}"' in text and "Option(" in text),
                    None,
                )
                if line is None:  # the name on a line of its own below Option(
                    line = next((n for n, text in enumerate(lines, 1) if text.strip() == f'"{opt.name}",'), 0)
                place = f"{source.relative_to(ROOT)}:{line}"
                offenders.append(f"{place} {spec.id} option {opt.name}: {opt.description[:50]!r}")
    assert not offenders, "option descriptions are not message ids at " + listing(offenders)


def test_the_command_line_lists_each_option_in_english() -> None:
    """``python -m game games`` shows the English of each option's description, never its id."""
    from game import registry

    texts = load_catalogue()
    result = subprocess.run(
        [sys.executable, "-m", "game", "games"], capture_output=True, text=True, cwd=ROOT, check=True
    )
    for spec in registry.all_specs():
        for opt in spec.options:
            english_text = texts.get(opt.description, opt.description)
            assert isinstance(english_text, str)
            assert f"--option {opt.name}=" in result.stdout
            assert english_text in result.stdout
            if opt.description in texts:
                assert f"  {opt.description}\n" not in result.stdout
