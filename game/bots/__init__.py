"""Computer players. Every game has ``random``; games add their own kinds in ``_KINDS``."""

from __future__ import annotations

import importlib

from game.bots.base import Bot, RandomBot
from game.core import OptionError

_KINDS: dict[str, dict[str, str]] = {
    "assano": {"heuristic": "game.bots.assano_bot:AssanoBot"},
    "opposites": {"heuristic": "game.bots.opposites_bot:OppositesBot"},
    "elements": {"heuristic": "game.bots.elements_bot:ElementsBot"},
    "tornado_ellie": {
        "steady": "game.bots.tornado_bot:SteadyBot",
        "average": "game.bots.tornado_bot:AverageBot",
        "shaky": "game.bots.tornado_bot:ShakyBot",
    },
}


def bot_kinds(game_id: str) -> list[str]:
    """The bot kinds a game offers, ``random`` first."""
    return ["random", *_KINDS.get(game_id, {})]


def make_bot(kind: str, game_id: str, seed: int) -> Bot:
    """A bot of ``kind`` for ``game_id``; an unknown kind is refused with the known ones."""
    if kind == "random":
        return RandomBot(seed)
    target = _KINDS.get(game_id, {}).get(kind)
    if target is None:
        raise OptionError(f"no bot '{kind}' for {game_id} (bots: {', '.join(bot_kinds(game_id))})")
    module, name = target.split(":")
    return getattr(importlib.import_module(module), name)(seed)


__all__ = ["Bot", "RandomBot", "bot_kinds", "make_bot"]
