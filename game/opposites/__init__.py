"""Opposites, the elements card game with three base piles and Tornado jokers: its rules,
computer players, advice and lesson.

Registered here, by id, with the engine's table of games (:mod:`game.registry`); the rules
(``rules.py``) are imported only when the game is first played.
"""

from game import registry

registry.register(
    "opposites",
    "game.opposites.rules",
    {
        "easy": "game.opposites.bots:EasyOppositesBot",
        "medium": "game.opposites.bots:OppositesBot",
        "hard": "game.opposites.bots:HardOppositesBot",
        "heuristic": "game.opposites.bots:OppositesBot",
    },
    lesson="game.opposites.lesson:LESSON",
    advice="game.opposites.advice",
)
