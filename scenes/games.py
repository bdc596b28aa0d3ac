"""Each game's side in the window, by game id: its table view, menu picture, rules page and words.

The one table the menu, setup, the rules page, the table frame, autoplay, the smoke run and the
benches read for a game's window side; the rules and computer players of the same id are in
:mod:`game.registry`. A game's window side is the package ``scenes/tables/<id>/``, whose ``__init__`` is one
:func:`register` call with ``"module:name"`` paths imported on first use (the menu loads no table);
the shipped ones are imported, in :data:`game.registry.SHIPPED` order, when a table is first asked
for. ``docs/adding-a-game.md``
walks through a fifth game; the tests' fixture game (``tests/fixtures/tiny_race``) registers
itself here and in the engine's registry from its own package.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game import registry
from game.messages import TEXTS, Text
from game.paths import assets_dir, root_dir
from scenes import language
from scenes.strings import add_strings, message_words, text


@dataclass(frozen=True)
class Screen:
    """A screen of a game's own beyond its table, which the menu offers as a button (Tornado
    Ellie's practice column) and the navigation reaches by its name (:mod:`scenes.navigation`)."""

    path: str
    """``"module:Class"``, imported on first use; made with the window and ``back=`` the screen
    to return to (the menu)."""
    label: str
    """The id of the menu button's words (their bracketed letter is its key)."""


DEFAULT_PICTURE = "scenes.ui.pictures:fan"
"""The menu picture of a game without one of its own: a fan of grey cards."""


@dataclass(frozen=True)
class TableEntry:
    """One game's window side."""

    id: str
    view: str
    """The table view, ``"module:Class"`` (a :class:`scenes.tables.base.TableView`)."""
    picture: str = DEFAULT_PICTURE
    """The menu picture, ``"module:function"``: ``function(surface, rect)`` draws it (a shipped
    game's ``scenes/tables/<id>/menu_picture.py:draw``, a module the menu imports cheaply)."""
    rules_page: Path | None = None
    """The product's own rules page (default ``assets/rules/<id>.txt``)."""
    rulebook: Path | None = None
    """The original rulebook (default the first ``seeds/<id>.*.txt``)."""
    strings: Mapping[str, Text] = field(default_factory=dict)
    """The game's words by id (a shipped game's ``scenes/tables/<id>/strings.py``), added to the
    window's :data:`scenes.strings.STRINGS` when the entry registers."""
    figures: tuple[str, ...] = ()
    """The statistics screen's figures for the game, from :data:`FIGURES`."""
    summary: str = ""
    """The id of the menu card's line on the game (default ``summary_<id>``)."""
    screens: Mapping[str, Screen] = field(default_factory=dict)
    """The game's own screens beyond its table, by destination name (the menu's buttons offer
    them in this order, after "Learn to play"); none by default."""
    live_world: str | None = None
    """``"module:Class"`` of the driver that plays the world's moments out live at the table
    (Tornado Ellie's column, made with the table frame), imported when the table opens; None: the
    world's moments are resolved at once."""
    remote_world: str | None = None
    """``"module:Class"`` of the same driver for a seat joined over the network (the column runs
    live here and its track goes to the host); None: as ``live_world``'s absence."""
    scores: str | None = None
    """``"module:Class"`` of the game's high-score keeper (Elements' solo boards), made with the
    data folder, with ``add``, ``top`` and ``notice``; None: the game keeps no high scores."""


FIGURES = ("points_total", "score_solo", "score_together", "points_mean", "length_mean")
"""What the statistics can say of a game's scores: its points summed over matches (Assano's
match points), the best and mean score alone and with others (Elements), the mean and best points
(Tornado Ellie), the mean length in turns (Opposites)."""


def figures(game_id: str) -> tuple[str, ...]:
    entry = _tables().get(game_id)
    return entry.figures if entry is not None else ()


TABLES: dict[str, TableEntry] = {}


def _shipped() -> None:
    """Import every shipped game's window package (each registers itself), once."""
    for game_id in registry.SHIPPED:
        if game_id not in TABLES:
            importlib.import_module(f"scenes.tables.{game_id}")


def _tables() -> dict[str, TableEntry]:
    _shipped()
    return TABLES


def register(entry: TableEntry) -> TableEntry:
    """Add a game's window side (again: the same entry is accepted, another refused)."""
    known = TABLES.get(entry.id)
    if known is not None and known != entry:
        raise ValueError(f"the table of {entry.id!r} is registered twice")
    add_strings(entry.strings)
    TABLES[entry.id] = entry
    return entry


def unregister(game_id: str) -> None:
    TABLES.pop(game_id, None)


def _load(path: str) -> Any:
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def summary(game_id: str) -> str:
    """The line on the game's menu card, in the window's language."""
    entry = _tables().get(game_id)
    return text(entry.summary if entry is not None and entry.summary else f"summary_{game_id}")


def screens() -> dict[str, Screen]:
    """Every game's own screens by destination name, in the games' menu order."""
    tables = _tables()
    ordered = [tables[g] for g in registry.game_ids(unlisted=True) if g in tables]
    return {name: screen for entry in ordered for name, screen in entry.screens.items()}


def has_table(game_id: str) -> bool:
    return game_id in _tables()


def table_ids() -> list[str]:
    return list(_tables())


def view_class(game_id: str) -> type:
    return _load(_tables()[game_id].view)


def live_world(game_id: str) -> type | None:
    """The class that plays a game's world moments live at its table, or None."""
    path = _tables()[game_id].live_world
    return _load(path) if path else None


def remote_world(game_id: str) -> type | None:
    """The class that plays a joined seat's world moments live, or None."""
    path = _tables()[game_id].remote_world
    return _load(path) if path else None


def scores(game_id: str) -> type | None:
    """The class keeping a game's high scores, or None."""
    entry = _tables().get(game_id)
    return _load(entry.scores) if entry is not None and entry.scores else None


def picture(game_id: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """The function drawing a game's menu picture (a fan of grey cards for a game without one)."""
    entry = _tables().get(game_id)
    return _load(entry.picture if entry is not None else DEFAULT_PICTURE)


def game_name(game_id: str) -> str:
    """A game's name in the window's language (the message ``<id>.name``; a game without one, such
    as a test's fixture game, by its spec's name)."""
    message = f"{game_id}.name"
    return message_words(message, {}) if message in TEXTS else registry.get(game_id).name


class GameName:
    """A game's name said when shown, in the language of that moment (inside a notice or a
    refusal kept while the language may change)."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    def __str__(self) -> str:
        return game_name(self.game_id)

    def __format__(self, spec: str) -> str:
        return format(game_name(self.game_id), spec)


def rules_page(game_id: str) -> str:
    """The product's own rules page for a game in the window's language (plain text, paragraphs
    split by blank lines): ``rules/<id>.<language>.txt``, else the English ``rules/<id>.txt``."""
    entry = _tables().get(game_id)
    path = entry.rules_page if entry is not None and entry.rules_page else None
    translated = assets_dir() / "rules" / f"{game_id}.{language.current()}.txt"
    path = path or (translated if translated.exists() else assets_dir() / "rules" / f"{game_id}.txt")
    return path.read_text(encoding="utf-8") if path.exists() else ""


def rulebook_path(game_id: str) -> Path | None:
    """Where the original rulebook lies (``seeds/<id>.<language>.txt``), or None."""
    entry = _tables().get(game_id)
    if entry is not None and entry.rulebook is not None:
        return entry.rulebook
    return next(iter(sorted((root_dir() / "seeds").glob(f"{game_id}.*.txt"))), None)


def rulebook(game_id: str) -> str:
    """The original rulebook (Danish, German or English), or "" when the game has none."""
    path = rulebook_path(game_id)
    return path.read_text(encoding="utf-8") if path is not None and path.exists() else ""


def rulebook_language(game_id: str) -> str:
    """The language the original rulebook is written in, by the code in its file name
    (``assano.da.txt``: ``"da"``), or "" when the name carries none."""
    path = rulebook_path(game_id)
    suffixes = path.suffixes if path is not None else []
    return suffixes[-2].lstrip(".").lower() if len(suffixes) >= 2 else ""
