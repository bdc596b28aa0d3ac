"""Elements, the roll-and-write dice game: its rules, score sheet, computer players, advice and
lesson.

Registered here, by id, with the engine's table of games (:mod:`game.registry`); the rules
(``rules.py``) are imported only when the game is first played.
"""

from game import registry

registry.register(
    "elements",
    "game.elements.rules",
    {
        "easy": "game.elements.bots:ElementsBot",
        "medium": "game.elements.medium:MediumBot",
        "hard": "game.elements.hard:HardBot",
        "heuristic": "game.elements.bots:ElementsBot",
    },
    lesson="game.elements.lesson:LESSON",
    advice="game.elements.advice",
    file_options={
        "sheet": registry.FileOption(
            "game.elements.sheet:read_sheet_file",
            "Elements: a variant score sheet (JSON); its content goes into the games and the save",
        )
    },
    prepare_bots="game.elements.command_line:prepare_hard_players",
)
