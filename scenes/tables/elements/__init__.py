"""Elements' table in the window: its view, words and pictures, registered by id with the
window's table of games (:mod:`scenes.games`); the view is imported only when the table opens."""

from scenes import games
from scenes.tables.elements.strings import STRINGS

games.register(
    games.TableEntry(
        "elements",
        "scenes.tables.elements.view:ElementsView",
        "scenes.tables.elements.menu_picture:draw",
        figures=("score_solo", "score_together"),
        summary="summary_elements",
        strings=STRINGS,
        scores="scenes.tables.elements.highscores:HighScores",
    )
)
