"""Which games exist. Game modules are imported on first use, so listing games stays cheap."""

from __future__ import annotations

import importlib

from game.core import GameSpec, OptionError

_MODULES: dict[str, str] = {
    "assano": "game.assano",
    "opposites": "game.opposites",
    "elements": "game.elements",
    "tornado_ellie": "game.tornado_ellie",
}
_cache: dict[str, GameSpec] = {}


def game_ids() -> list[str]:
    """Ids of every registered game, in menu order."""
    return list(_MODULES)


def get(game_id: str) -> GameSpec:
    """The spec of a game; an unknown id is refused with the list of known ones."""
    spec = _cache.get(game_id)
    if spec is None:
        if game_id not in _MODULES:
            raise OptionError("core.unknown_game", game=game_id, known=", ".join(_MODULES))
        spec = _cache[game_id] = importlib.import_module(_MODULES[game_id]).SPEC
    return spec


def all_specs() -> list[GameSpec]:
    return [get(g) for g in _MODULES]
