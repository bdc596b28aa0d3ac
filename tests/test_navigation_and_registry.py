"""One place for navigation, one entry per game (issue 22, items 7 and 8).

Design: no screen module imports another (screens move by name through ``scenes.navigation``),
the modules of ``scenes/`` import each other in no circle, ``scenes/ui`` is a leaf, and a game is
named only in its two registry entries and its own modules. Behaviour: Tiny Race, a game that
lives only in ``tests/fixtures/tiny_race`` and is registered by the tests, is offered by the menu,
set up, played through SDL events with its card kept private, saved, resumed with its whole log,
won, and shows its own rules page: the shipped screens read everything of a game from the
registries. Issue 43: no shared module of ``game/`` or ``scenes/`` names a game (the measure is
``bench/game_names.py``); only :data:`game.registry.SHIPPED` does.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import random
from pathlib import Path

import pygame
import pytest

import scenes
from bench import game_names
from game import documents, registry
from scenes import games, navigation
from scenes.form import FormScene
from scenes.navigation import To
from scenes.scene import Scene
from scenes.strings import text
from scenes.ui import pictures
from tests import ui_helpers as ui
from tests.fixtures import tiny_race

ROOT = Path(__file__).resolve().parent.parent
SCENES = ROOT / "scenes"
BASES = {Scene, FormScene}
"""The screens' base classes: not screens themselves."""


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def scenes_modules() -> dict[str, Path]:
    return {module_name(path): path for path in SCENES.rglob("*.py")}


def imported(path: Path) -> list[tuple[int, str]]:
    """Every module an import statement of ``path`` names, anywhere in it (inside functions and
    ``if TYPE_CHECKING:`` blocks too); ``from a import b`` names ``a`` and ``a.b``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return found


def screen_modules() -> dict[str, list[type]]:
    """Every module of ``scenes/`` that defines a screen (a Scene other than the bases)."""
    out: dict[str, list[type]] = {}
    for info in pkgutil.walk_packages(scenes.__path__, "scenes."):
        if info.name.endswith("__main__"):
            continue  # running it starts the program
        module = importlib.import_module(info.name)
        for _, kind in inspect.getmembers(module, inspect.isclass):
            if issubclass(kind, Scene) and kind not in BASES and kind.__module__ == info.name:
                out.setdefault(info.name, []).append(kind)
    return out


# -- item 7: one place for navigation ------------------------------------------------------------
def test_no_module_of_scenes_imports_a_screen_module() -> None:
    """Screens move by name (``app.go(To.MENU)``): no screen, nor the app, imports another screen,
    at module level, inside a function or for types only."""
    screens = set(screen_modules())
    assert {"scenes.menu", "scenes.setup", "scenes.table", "scenes.pause", "scenes.results"} <= screens
    offenders = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for module, path in scenes_modules().items()
        for line, name in imported(path)
        if name in screens and name != module
    ]
    assert offenders == []


def test_every_screen_is_a_destination_of_the_navigation() -> None:
    """Each screen class is reached by a name in ``scenes.navigation`` (a class, or its factory
    method for the table) or by a game's own screen in its table entry (a practice screen), and
    every such name makes a screen."""
    made = set()
    for name in [*To, *games.screens()]:
        maker = navigation.maker(name)
        made.add(maker.__self__ if inspect.ismethod(maker) else maker)
    screens = {kind for kinds in screen_modules().values() for kind in kinds}
    assert made == screens


def test_the_modules_of_scenes_import_each_other_in_no_circle() -> None:
    """No chain of imports (type-only and inside functions included) leads from a module of
    ``scenes/`` back to itself: before, 14 of them (app, scene, every screen) formed one circle."""
    modules = scenes_modules()
    graph = {m: {n for _, n in imported(p) if n in modules and n != m} for m, p in modules.items()}

    def reaches(start: str) -> set[str]:
        seen: set[str] = set()
        todo = list(graph[start])
        while todo:
            current = todo.pop()
            if current not in seen:
                seen.add(current)
                todo += graph[current]
        return seen

    circles = sorted(m for m in graph if m in reaches(m))
    assert circles == []


def test_scenes_ui_is_a_leaf_that_knows_no_screen() -> None:
    """``scenes/ui`` imports of ``scenes`` only itself, the colours and the words (and the
    language they are in): the form base (a screen) lives in ``scenes/form.py``."""
    allowed = ("scenes.ui", "scenes.theme", "scenes.strings", "scenes.language")
    offenders = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for path in (SCENES / "ui").rglob("*.py")
        for line, name in imported(path)
        if name.split(".")[0] == "scenes" and not name.startswith(allowed)
    ]
    assert offenders == []
    assert not [kind for kinds in screen_modules().values() for kind in kinds if ".ui." in kind.__module__]


# -- item 8: a game is one entry on each side ----------------------------------------------------
NOT_YET_MOVED = frozenset({"scenes/table.py"})
"""TEMPORARY: shared files whose places other work of issue 43 is still taking into the games'
packages (the games' words, menu pictures and table hooks). Delete this list once that work is
merged: the test below then holds every shared file to the goal."""


@pytest.mark.parametrize("game_id", registry.SHIPPED)
def test_a_game_is_named_by_no_shared_module_only_by_the_list_of_shipped_games(game_id: str) -> None:
    """Undo, the command line, the bots' table, the navigation and the menu read what is a game's
    own from its registry entries (its events say what they reveal, its options read from files,
    its old bot names, its own screens): no shared module imports a game's modules or carries its
    id in a name or a string; :data:`game.registry.SHIPPED` is the one list of the games."""
    places = [place for place in game_names.places(game_id) if place.split(":")[0] not in NOT_YET_MOVED]
    assert places == []
    assert registry.entry(game_id).module and games.has_table(game_id)
    assert callable(games.picture(game_id)) and games.rules_page(game_id) and games.rulebook(game_id)


def menu_picture_colours(game_id: str) -> set[tuple[int, int, int]]:
    """The colours a game's menu picture paints (sampled every third pixel of a card's picture)."""
    surface = pygame.Surface((300, 180), pygame.SRCALPHA)
    games.picture(game_id)(surface, surface.get_rect())
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(0, 300, 3)
        for y in range(0, 180, 3)
        if surface.get_at((x, y)).a == 255
    }


def test_each_game_has_its_own_menu_picture_and_a_game_without_one_shows_grey_cards() -> None:
    """A table entry that names no picture gets the fan of grey cards; every shipped game's menu
    card shows a picture of its own package, none of them that grey fan."""
    games.register(games.TableEntry("pictureless", "tests.fixtures.tiny_race.view:TinyRaceView"))
    try:
        grey = menu_picture_colours("pictureless")
    finally:
        games.unregister("pictureless")
    assert set(pictures.FAN) <= grey
    for game_id in registry.SHIPPED:
        assert games.picture(game_id).__module__ == f"scenes.tables.{game_id}.menu_picture"
        assert not set(pictures.FAN) & menu_picture_colours(game_id), game_id


def test_an_unlisted_game_loads_by_id_but_the_menu_does_not_offer_it(tmp_path) -> None:
    tiny_race.register()
    assert "tiny_race" not in registry.game_ids() and "tiny_race" in registry.game_ids(unlisted=True)
    state = registry.get("tiny_race").new_game(3, {}, 5)
    state.apply(state.legal_actions()[0])
    assert documents.loads(documents.dumps(state)).history == state.history
    app = ui.start_app(tmp_path)
    shown = [t.key for t in app.scene.targets()]
    assert "tiny_race" not in shown and "assano" in shown


@pytest.fixture
def race_app(tmp_path):
    """The app on its menu while Tiny Race is offered there."""
    with tiny_race.listed():
        app = ui.start_app(tmp_path)
        yield app
        app.close()


def test_the_fixture_game_is_offered_set_up_and_played_to_its_result_through_the_window(
    race_app, monkeypatch
) -> None:
    """A person clicks the fifth card, starts the game, plays it with clicks against the computer
    to its end and sees the winner; their card is the only one ever drawn face up."""
    app = race_app
    ui.to_setup(app, "tiny_race")
    assert "Tiny Race" in app.scene.menu.get_title()
    assert ui.focused_title(app) == "Start the game"
    ui.key(app, pygame.K_RETURN, 2)
    table = app.scene
    assert ui.screen(app) == "TableScene" and table.state.spec.id == "tiny_race"
    assert [seat.kind for seat in table.match.seats] == ["human", "random"]
    faces: list[tuple[str, int, str]] = []

    def watch(app) -> None:
        if app.scene is table and table.last_ctx is not None:
            faces.extend(table.last_ctx.faces)

    ui.play_by_clicks(app, random.Random(2), on_frame=watch)
    assert faces and {owner for _, owner, _ in faces} == {table.viewer}
    assert table.state.is_over() and table.state.total == table.state.target
    winner = table.names[table.state.winner]
    drawn = " ".join(words for words, _ in ui.drawn_text(app, monkeypatch))
    assert text("results_winner", names=winner) in drawn
    assert f"{winner} made it {table.state.target}" in drawn
    assert any("reaches the target and wins" in line for line in table.log)


def test_the_fixture_games_keys_act_and_its_log_comes_back_whole_on_resume(race_app) -> None:
    """Keys 1, 2 and P take the listed moves; the game is saved after each, and after quitting to
    the menu its card offers to resume, which brings back the table with every log line."""
    app = race_app
    ui.to_setup(app, "tiny_race")
    ui.key(app, pygame.K_RETURN, 2)
    table = app.scene
    ui.settle(app, table)
    me = table.names[table.viewer]
    card, total = table.obs["card"], table.obs["total"]  # early on, the card is always playable
    ui.key(app, pygame.K_p, 2)
    assert f"{me} plays a {card}: {total + card}" in table.log
    ui.settle(app, table)
    total = table.obs["total"]
    ui.key(app, pygame.K_2, 2)
    assert f"{me} adds 2: {total + 2}" in table.log
    ui.play_moves(app, len(table.state.history) + 3)
    ui.settle(app, table)
    log = list(table.log)
    assert any("adds 2" in line for line in log)
    ui.quit_to_menu(app)
    ui.click(app, ui.menu_target(app, "resume:tiny_race").center, 2)
    again = app.scene
    assert ui.screen(app) == "TableScene" and again is not table
    assert again.state.history == table.state.history
    assert list(again.log)[:-1] == log


def test_the_fixture_games_rules_page_comes_from_its_own_package(race_app) -> None:
    app = race_app
    ui.to_setup(app, "tiny_race")
    ui.press_button(app, "Read the rules")
    assert ui.screen(app) == "RulesScene"
    words = " ".join(w.get_title() for w in app.scene.menu.get_widgets())
    assert "Whoever makes the total exactly the target wins." in words
    assert "A game made for the tests of Stormtable." in words
    ui.key(app, pygame.K_ESCAPE)
    assert ui.screen(app) == "SetupScene"
