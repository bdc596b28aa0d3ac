"""Which games exist: the one table of games on the engine's side (rules and computer players).

A game is a package, ``game/<id>/``, whose ``__init__`` ends in one :func:`register` call: its
id, the module whose ``SPEC`` is the game, and its computer players by kind (``"module:Class"``).
:data:`SHIPPED` is the one list that names the shipped games, in menu order; a shipped game's
package is imported when its id is first asked for, and its rules only when they are used, so
listing games stays cheap. The window's side of a game (its table view, menu picture, rules page
and words) is ``scenes/tables/<id>/``, registered under the same id in :mod:`scenes.games`; the
menu, setup, the command line, the benches and the generic tests all read these two tables.
``docs/adding-a-game.md`` walks through a fifth game.

A game registered with ``listed=False`` is known by id (saves load, the command line and the
generic tests play it) but not offered in the menu or ``game_ids()``: the tests' fixture game is
one (``tests/fixtures/tiny_race``).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core import GameSpec, OptionError


@dataclass(frozen=True)
class FileOption:
    """An option whose value the command line reads from a file the user names."""

    reader: str
    """``"module:function"``: ``function(path)`` returns the option's value (refusing a bad file
    with a :class:`game.core.GameError`)."""
    help: str
    """What the file is, for ``--help``."""


@dataclass(frozen=True)
class GameEntry:
    """One game on the engine's side."""

    id: str
    module: str
    """The module whose ``SPEC`` is the game (it registers its message texts when imported)."""
    bots: Mapping[str, str] = field(default_factory=dict)
    """Computer players by kind, ``"module:Class"``, in the order setup offers them (``random``
    is always there and needs no entry)."""
    listed: bool = True
    """Offered in the menu (False: known by id only, as a test's fixture game)."""
    lesson: str = ""
    """The game's guided first game, ``"module:NAME"`` (a :class:`game.lessons.Lesson`), or ""."""
    advice: str = ""
    """The module whose ``explain`` gives the advice's reason (:mod:`game.advice`), or ""."""
    old_bots: tuple[str, ...] = ()
    """Kinds of ``bots`` kept for the command line, tests and benches but not offered in setup
    (a game's names from before its computer players had levels)."""
    file_options: Mapping[str, FileOption] = field(default_factory=dict)
    """Options the command line also takes from a file, ``--<name>-file PATH``, by option name."""
    prepare_bots: str = ""
    """``"module:function"`` the command line calls before the first game it simulates, as
    ``function(state, kinds, shown)`` (the first game, the kind of each seat, whether stderr may
    show progress): a player that needs long work done first (a solved table) gets it there
    rather than in its first move. "" for nothing to prepare."""


SHIPPED = ("assano", "opposites", "elements", "tornado_ellie")
"""The shipped games' ids in menu order: each is the package ``game/<id>/`` (and, in the window,
``scenes/tables/<id>/``). The only place outside a game's own packages that names it."""

_GAMES: dict[str, GameEntry] = {}
_cache: dict[str, GameSpec] = {}


def _shipped() -> None:
    """Import every shipped game's package (each registers itself), once, in menu order."""
    for game_id in SHIPPED:
        if game_id not in _GAMES:
            importlib.import_module(f"game.{game_id}")


def register(
    game_id: str,
    module: str,
    bots: Mapping[str, str] | None = None,
    *,
    listed: bool = True,
    lesson: str = "",
    advice: str = "",
    old_bots: tuple[str, ...] = (),
    file_options: Mapping[str, FileOption] | None = None,
    prepare_bots: str = "",
) -> GameEntry:
    """Add a game (again: the same entry is accepted, a different one under a known id refused)."""
    files, kinds = dict(file_options or {}), dict(bots or {})
    entry = GameEntry(game_id, module, kinds, listed, lesson, advice, old_bots, files, prepare_bots)
    known = _GAMES.get(game_id)
    if known is not None and known != entry:
        raise ValueError(f"game {game_id!r} is registered twice")
    _GAMES[game_id] = entry
    return entry


def unregister(game_id: str) -> None:
    """Forget a game (a test that registered one for a while)."""
    _GAMES.pop(game_id, None)
    _cache.pop(game_id, None)


def entry(game_id: str) -> GameEntry:
    """The registered entry; an unknown id is refused with the list of known ones."""
    _shipped()
    found = _GAMES.get(game_id)
    if found is None:
        raise OptionError("core.unknown_game", game=game_id, known=", ".join(game_ids()))
    return found


def game_ids(unlisted: bool = False) -> list[str]:
    """Ids of the games the menu offers, in menu order; ``unlisted`` adds the games known by id only."""
    _shipped()
    ids = [g for g, e in _GAMES.items() if e.listed or unlisted]
    return sorted(ids, key=lambda g: SHIPPED.index(g) if g in SHIPPED else len(SHIPPED))


def get(game_id: str) -> GameSpec:
    """The spec of a game; an unknown id is refused with the list of known ones."""
    spec = _cache.get(game_id)
    if spec is None:
        spec = _cache[game_id] = importlib.import_module(entry(game_id).module).SPEC
    return spec


def all_specs(unlisted: bool = False) -> list[GameSpec]:
    return [get(g) for g in game_ids(unlisted)]


def bots(game_id: str) -> Mapping[str, str]:
    """The game's computer players by kind (``random`` aside); {} for an unknown id."""
    _shipped()
    found = _GAMES.get(game_id)
    return found.bots if found is not None else {}


def entries(unlisted: bool = False) -> list[GameEntry]:
    """The registered entries in menu order (``unlisted`` adds the games known by id only)."""
    return [_GAMES[g] for g in game_ids(unlisted)]


def load(path: str) -> Any:
    """What a ``"module:name"`` path of an entry names, its module imported now."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def old_bots(game_id: str) -> tuple[str, ...]:
    """The game's kinds setup does not offer (:attr:`GameEntry.old_bots`); () for an unknown id."""
    _shipped()
    found = _GAMES.get(game_id)
    return found.old_bots if found is not None else ()


def lesson_path(game_id: str) -> str:
    """The game's lesson, ``"module:NAME"``, or "" when it has none (or the id is unknown)."""
    _shipped()
    found = _GAMES.get(game_id)
    return found.lesson if found is not None else ""
