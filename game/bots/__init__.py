"""Computer players. Every game has ``random``; a game adds its own kinds where it is registered
(:func:`game.registry.register`)."""

from __future__ import annotations

import importlib

from game import registry
from game.bots.base import Bot, RandomBot
from game.core import OptionError

OLD_MEDIUM = "heuristic"
"""The medium level's old name where a game has levels: ``make_bot`` accepts it (the command
line, tests and benches use it) and setup does not offer it. A game's other old names are its
registry entry's (:attr:`game.registry.GameEntry.old_bots`)."""
LEVELS = ("easy", "medium", "hard")


def bot_kinds(game_id: str) -> list[str]:
    """The bot kinds setup offers: a game's levels first and ``random`` last; ``random`` first for
    a game without levels."""
    table = registry.bots(game_id)
    hidden = {*registry.old_bots(game_id), *((OLD_MEDIUM,) if LEVELS[1] in table else ())}
    kinds = [k for k in table if k not in hidden]
    return [*kinds, "random"] if LEVELS[0] in kinds else ["random", *kinds]


def make_bot(kind: str, game_id: str, seed: int) -> Bot:
    """A bot of ``kind`` for ``game_id``; an unknown kind is refused with the known ones."""
    if kind == "random":
        return RandomBot(seed)
    target = registry.bots(game_id).get(kind)
    if target is None:
        raise OptionError("core.unknown_bot", kind=kind, game=game_id, known=", ".join(bot_kinds(game_id)))
    module, name = target.split(":")
    return getattr(importlib.import_module(module), name)(seed)


__all__ = ["Bot", "RandomBot", "bot_kinds", "make_bot"]
