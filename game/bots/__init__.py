"""Computer players. Every game has ``random``; a game adds its own kinds where it is registered
(:func:`game.registry.register`)."""

from __future__ import annotations

import importlib

from game import registry
from game.bots.base import Bot, RandomBot
from game.core import OptionError

UNLISTED = frozenset({"heuristic", "steady", "average", "shaky"})
"""Kinds ``make_bot`` accepts (the command line, tests and benches use them) that setup does not
offer: ``heuristic`` is medium's old name where a game has levels; ``steady``, ``average`` and
``shaky`` are Tornado Ellie's hands before its card players had levels (each level has its hand)."""
LEVELS = ("easy", "medium", "hard")


def bot_kinds(game_id: str) -> list[str]:
    """The bot kinds setup offers: a game's levels first and ``random`` last; ``random`` first for
    a game without levels."""
    table = registry.bots(game_id)
    kinds = [k for k in table if k not in UNLISTED or LEVELS[1] not in table]
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
