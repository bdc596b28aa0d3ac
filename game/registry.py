"""Which games exist: the one table of games on the engine's side (rules and computer players).

Each game is one :func:`register` call at the bottom of this file: its id, the module whose
``SPEC`` is the game, and its computer players by kind (``"module:Class"``). Modules are imported
on first use, so listing games stays cheap. The window's side of a game (its table view, menu
picture, rules page and words) is registered under the same id in :mod:`scenes.games`; the menu,
setup, the command line, the benches and the generic tests all read these two tables.
``docs/adding-a-game.md`` walks through a fifth game.

A game registered with ``listed=False`` is known by id (saves load, the command line and the
generic tests play it) but not offered in the menu or ``game_ids()``: the tests' fixture game is
one (``tests/fixtures/tiny_game``).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field

from game.core import GameSpec, OptionError


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


_GAMES: dict[str, GameEntry] = {}
_cache: dict[str, GameSpec] = {}


def register(
    game_id: str,
    module: str,
    bots: Mapping[str, str] | None = None,
    *,
    listed: bool = True,
    lesson: str = "",
) -> GameEntry:
    """Add a game (again: the same entry is accepted, a different one under a known id refused)."""
    entry = GameEntry(game_id, module, dict(bots or {}), listed, lesson)
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
    found = _GAMES.get(game_id)
    if found is None:
        raise OptionError("core.unknown_game", game=game_id, known=", ".join(game_ids()))
    return found


def game_ids(unlisted: bool = False) -> list[str]:
    """Ids of the games the menu offers, in menu order; ``unlisted`` adds the games known by id only."""
    return [g for g, e in _GAMES.items() if e.listed or unlisted]


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
    found = _GAMES.get(game_id)
    return found.bots if found is not None else {}


def lesson_path(game_id: str) -> str:
    """The game's lesson, ``"module:NAME"``, or "" when it has none (or the id is unknown)."""
    found = _GAMES.get(game_id)
    return found.lesson if found is not None else ""


register(
    "assano",
    "game.assano",
    {
        "easy": "game.bots.assano_bot:EasyAssanoBot",
        "medium": "game.bots.assano_bot:AssanoBot",
        "hard": "game.bots.assano_hard:HardAssanoBot",
        "heuristic": "game.bots.assano_bot:AssanoBot",
    },
    lesson="game.assano_lesson:LESSON",
)
register(
    "opposites",
    "game.opposites",
    {
        "easy": "game.bots.opposites_bot:EasyOppositesBot",
        "medium": "game.bots.opposites_bot:OppositesBot",
        "hard": "game.bots.opposites_bot:HardOppositesBot",
        "heuristic": "game.bots.opposites_bot:OppositesBot",
    },
    lesson="game.opposites_lesson:LESSON",
)
register(
    "elements",
    "game.elements",
    {
        "easy": "game.bots.elements_bot:ElementsBot",
        "medium": "game.bots.elements_medium:MediumBot",
        "hard": "game.bots.elements_hard:HardBot",
        "heuristic": "game.bots.elements_bot:ElementsBot",
    },
    lesson="game.elements_lesson:LESSON",
)
register(
    "tornado_ellie",
    "game.tornado_ellie",
    {
        "easy": "game.bots.tornado_bot:EasyTornadoBot",
        "medium": "game.bots.tornado_bot:AverageBot",
        "hard": "game.bots.tornado_bot:HardTornadoBot",
        "steady": "game.bots.tornado_bot:SteadyBot",
        "average": "game.bots.tornado_bot:AverageBot",
        "shaky": "game.bots.tornado_bot:ShakyBot",
    },
    lesson="game.tornado_ellie_lesson:LESSON",
)
