"""Assano's table in the window: its view, words and pictures, registered by id with the
window's table of games (:mod:`scenes.games`); the view is imported only when the table opens."""

from scenes import games
from scenes.tables.assano.strings import STRINGS

games.register(
    games.TableEntry(
        "assano",
        "scenes.tables.assano.view:AssanoView",
        "scenes.tables.assano.menu_picture:draw",
        figures=("points_total",),
        summary="summary_assano",
        strings=STRINGS,
    )
)
