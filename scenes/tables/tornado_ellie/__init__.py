"""Tornado Ellie's table in the window: its view, words and pictures, registered by id with the
window's table of games (:mod:`scenes.games`); the view is imported only when the table opens."""

from scenes import games
from scenes.tables.tornado_ellie.strings import STRINGS

games.register(
    games.TableEntry(
        "tornado_ellie",
        "scenes.tables.tornado_ellie.view:TornadoEllieView",
        "scenes.tables.tornado_ellie.menu_picture:draw",
        figures=("points_mean",),
        summary="summary_tornado_ellie",
        strings=STRINGS,
        live_world="scenes.tables.tornado_ellie.live_world:LiveMoment",
        remote_world="scenes.tables.tornado_ellie.live_world:RemoteMoment",
        screens={
            "practice": games.Screen("scenes.tables.tornado_ellie.practice:ColumnScene", "menu_practice")
        },
    )
)
