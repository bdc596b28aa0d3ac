"""Computer players. Every game has ``random``; games add their own kinds in ``_KINDS``."""

from __future__ import annotations

import importlib

from game.bots.base import Bot, RandomBot
from game.core import OptionError

_KINDS: dict[str, dict[str, str]] = {
    "assano": {
        "easy": "game.bots.assano_bot:EasyAssanoBot",
        "medium": "game.bots.assano_bot:AssanoBot",
        "hard": "game.bots.assano_bot:HardAssanoBot",
        "heuristic": "game.bots.assano_bot:AssanoBot",
    },
    "opposites": {
        "easy": "game.bots.opposites_bot:EasyOppositesBot",
        "medium": "game.bots.opposites_bot:OppositesBot",
        "hard": "game.bots.opposites_bot:HardOppositesBot",
        "heuristic": "game.bots.opposites_bot:OppositesBot",
    },
    "elements": {
        "easy": "game.bots.elements_bot:ElementsBot",
        "medium": "game.bots.elements_medium:MediumBot",
        "hard": "game.bots.elements_hard:HardBot",
        "heuristic": "game.bots.elements_bot:ElementsBot",
    },
    "tornado_ellie": {
        "easy": "game.bots.tornado_bot:EasyTornadoBot",
        "medium": "game.bots.tornado_bot:AverageBot",
        "hard": "game.bots.tornado_bot:HardTornadoBot",
        "steady": "game.bots.tornado_bot:SteadyBot",
        "average": "game.bots.tornado_bot:AverageBot",
        "shaky": "game.bots.tornado_bot:ShakyBot",
    },
}


UNLISTED = frozenset({"heuristic", "steady", "average", "shaky"})
"""Kinds ``make_bot`` accepts (the command line, tests, benches and older saves use them) that setup
does not offer: ``heuristic`` is medium's old name where a game has levels; Tornado Ellie's
``steady``, ``average`` and ``shaky`` are its old kinds (medium's card play with each hand), from
before its levels, which pair the hand with the card play: easy shaky, medium average, hard
steady."""
LEVELS = ("easy", "medium", "hard")


def bot_kinds(game_id: str) -> list[str]:
    """The bot kinds setup offers: a game's levels first and ``random`` last; ``random`` first for
    a game without levels."""
    kinds = [k for k in _KINDS.get(game_id, {}) if k not in UNLISTED or LEVELS[1] not in _KINDS[game_id]]
    return [*kinds, "random"] if LEVELS[0] in kinds else ["random", *kinds]


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
