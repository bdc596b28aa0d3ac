"""Assano, the shedding card game after UNO: its rules, computer players, advice and lesson.

Registered here, by id, with the engine's table of games (:mod:`game.registry`); the rules
(``rules.py``) are imported only when the game is first played.
"""

from game import registry

registry.register(
    "assano",
    "game.assano.rules",
    {
        "easy": "game.assano.bots:EasyAssanoBot",
        "medium": "game.assano.bots:AssanoBot",
        "hard": "game.assano.hard:HardAssanoBot",
        "heuristic": "game.assano.bots:AssanoBot",
    },
    lesson="game.assano.lesson:LESSON",
    advice="game.assano.advice",
)
