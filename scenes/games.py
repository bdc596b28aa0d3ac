"""Each game's side in the window, by game id: its table view, menu picture, rules page and words.

The one table the menu, setup, the rules page, the table frame, autoplay, the smoke run and the
benches read for a game's window side; the rules and computer players of the same id are in
:mod:`game.registry`. A game is one :func:`register` call at the bottom of this file, with
``"module:name"`` paths imported on first use (the menu loads no table). ``docs/adding-a-game.md``
walks through a fifth game; the tests' fixture game (``tests/fixtures/tiny_game``) registers
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
from game.messages import TEXTS
from game.paths import assets_dir, root_dir
from scenes import language
from scenes.strings import add_strings, message_words


@dataclass(frozen=True)
class TableEntry:
    """One game's window side. Its menu summary is the string ``summary_<id>``."""

    id: str
    view: str
    """The table view, ``"module:Class"`` (a :class:`scenes.tables.base.TableView`)."""
    picture: str
    """The menu picture, ``"module:function"``: ``function(surface, rect)`` draws it."""
    rules_page: Path | None = None
    """The product's own rules page (default ``assets/rules/<id>.txt``)."""
    rulebook: Path | None = None
    """The original rulebook (default the first ``seeds/<id>.*.txt``)."""
    strings: Mapping[str, str] = field(default_factory=dict)
    """Words of a game packaged apart from ``scenes/strings.py`` (a fixture game's), added to it."""
    figures: tuple[str, ...] = ()
    """The statistics screen's figures for the game, from :data:`FIGURES`."""


FIGURES = ("points_total", "score_solo", "score_together", "points_mean", "length_mean")
"""What the statistics can say of a game's scores: its points summed over matches (Assano's
match points), the best and mean score alone and with others (Elements), the mean and best points
(Tornado Ellie), the mean length in turns (Opposites)."""


def figures(game_id: str) -> tuple[str, ...]:
    entry = TABLES.get(game_id)
    return entry.figures if entry is not None else ()


TABLES: dict[str, TableEntry] = {}


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


def has_table(game_id: str) -> bool:
    return game_id in TABLES


def table_ids() -> list[str]:
    return list(TABLES)


def view_class(game_id: str) -> type:
    return _load(TABLES[game_id].view)


def picture(game_id: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """The function drawing a game's menu picture (a fan of cards for a game without one)."""
    entry = TABLES.get(game_id)
    return _load(entry.picture if entry is not None else "scenes.ui.pictures:fan")


def game_name(game_id: str) -> str:
    """A game's name in the window's language (the message ``<id>.name``; a game without one, such
    as a test's fixture game, by its spec's name)."""
    message = f"{game_id}.name"
    return message_words(message, {}) if message in TEXTS else registry.get(game_id).name


def rules_page(game_id: str) -> str:
    """The product's own rules page for a game in the window's language (plain text, paragraphs
    split by blank lines): ``rules/<id>.<language>.txt``, else the English ``rules/<id>.txt``."""
    entry = TABLES.get(game_id)
    path = entry.rules_page if entry is not None and entry.rules_page else None
    translated = assets_dir() / "rules" / f"{game_id}.{language.current()}.txt"
    path = path or (translated if translated.exists() else assets_dir() / "rules" / f"{game_id}.txt")
    return path.read_text(encoding="utf-8") if path.exists() else ""


def rulebook(game_id: str) -> str:
    """The original rulebook (Danish, German or English), or "" when the game has none."""
    entry = TABLES.get(game_id)
    if entry is not None and entry.rulebook is not None:
        return entry.rulebook.read_text(encoding="utf-8") if entry.rulebook.exists() else ""
    for path in sorted((root_dir() / "seeds").glob(f"{game_id}.*.txt")):
        return path.read_text(encoding="utf-8")
    return ""


register(
    TableEntry(
        "assano", "scenes.tables.assano:AssanoView", "scenes.ui.pictures:fan", figures=("points_total",)
    )
)
register(
    TableEntry(
        "opposites",
        "scenes.tables.opposites:OppositesView",
        "scenes.ui.pictures:piles",
        figures=("length_mean",),
    )
)
register(
    TableEntry(
        "elements",
        "scenes.tables.elements:ElementsView",
        "scenes.ui.pictures:dice",
        figures=("score_solo", "score_together"),
    )
)
register(
    TableEntry(
        "tornado_ellie",
        "scenes.tables.tornado_ellie:TornadoEllieView",
        "scenes.ui.pictures:tornado",
        figures=("points_mean",),
    )
)
