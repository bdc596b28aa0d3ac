"""``stormtable --smoke``: boot, open every screen and play a few hundred frames of every table.

It runs with the dummy video and audio drivers, so it works on a build machine with no display,
and it exercises what a frozen executable most often lacks: bundled fonts, rules pages,
rulebooks, the widget library's data, every game module and the physics plugin. Any exception
ends it with the traceback and a non-zero exit.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from game import registry
from game.match import Seat
from scenes.store import Store
from scenes.tables import VIEWS

TABLE_FRAMES = 300


def smoke() -> int:
    """Open every scene; return 0 when all of them ran."""
    from scenes.about import AboutScene
    from scenes.app import App
    from scenes.autoplay import autoplay_kind
    from scenes.column_scene import ColumnScene
    from scenes.menu import MenuScene
    from scenes.pause import PauseScene
    from scenes.rules import RulesScene
    from scenes.settings import SettingsScene
    from scenes.setup import SetupScene
    from scenes.table import TableScene

    with tempfile.TemporaryDirectory() as folder:
        app = App((1280, 720), Store(Path(folder)))
        app.persist = False
        app.settings.bot_speed = "instant"

        def frames(count: int) -> None:
            for _ in range(count):
                app.frame(1 / 60)

        app.show(MenuScene(app))
        frames(5)
        app.show(ColumnScene(app, back=MenuScene(app)))
        frames(30)
        app.push(SettingsScene(app))
        frames(5)
        app.push(AboutScene(app))
        frames(5)
        for spec in registry.all_specs():
            for scene in (SetupScene(app, spec.id), RulesScene(app, spec.id)):
                app.show(scene)
                frames(5)
            if spec.id not in VIEWS:
                print(f"smoke: {spec.name}: no table yet")
                continue
            players = max(2, spec.min_players)
            seats = [Seat(autoplay_kind(spec.id), f"P{i}") for i in range(players)]
            table = TableScene.new(app, spec.id, seats, {}, seed=1, autosave=False)
            app.show(table)
            frames(TABLE_FRAMES)
            app.push(PauseScene(app, table))
            frames(5)
            app.pop()
            table.finish()
            frames(5)
            print(f"smoke: {spec.name}: {len(table.state.history)} moves in {TABLE_FRAMES} frames")
        app.close()
    print("smoke: every scene ran")
    return 0
