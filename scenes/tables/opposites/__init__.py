"""Opposites' table in the window: its view, words and pictures, registered by id with the
window's table of games (:mod:`scenes.games`); the view is imported only when the table opens."""

from scenes import games
from scenes.tables.opposites.strings import STRINGS

games.register(
    games.TableEntry(
        "opposites",
        "scenes.tables.opposites.view:OppositesView",
        "scenes.tables.opposites.menu_picture:draw",
        figures=("length_mean",),
        summary="summary_opposites",
        strings=STRINGS,
    )
)
