"""Tornado Ellie, the card game with a wobbling tornado column: its rules, card data, computer
players, advice and lesson (the column's physics is :mod:`physics`).

Registered here, by id, with the engine's table of games (:mod:`game.registry`); the rules
(``rules.py``) are imported only when the game is first played.
"""

from game import registry

registry.register(
    "tornado_ellie",
    "game.tornado_ellie.rules",
    {
        "easy": "game.tornado_ellie.bots:EasyTornadoBot",
        "medium": "game.tornado_ellie.bots:AverageBot",
        "hard": "game.tornado_ellie.bots:HardTornadoBot",
        "steady": "game.tornado_ellie.bots:SteadyBot",
        "average": "game.tornado_ellie.bots:AverageBot",
        "shaky": "game.tornado_ellie.bots:ShakyBot",
    },
    lesson="game.tornado_ellie.lesson:LESSON",
    advice="game.tornado_ellie.advice",
    # the hands before the card players had levels (each level now has its hand): kept for the
    # command line, tests and benches, not offered in setup
    old_bots=("steady", "average", "shaky"),
)
