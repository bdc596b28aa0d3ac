"""The table's cloth keeps the side panel's picture (laid with the felt in one copy): the screen
drawn from it is the screen drawn from a cloth made anew, after moves, a hover over the Pause
button and away, a resize and a language switch.
"""

from __future__ import annotations

import pygame

from scenes.ui import material
from tests import ui_helpers as ui

KINDS = ["human", "medium", "medium"]


def drawn_now(app) -> bytes:
    """The screen as the next frame draws it (a frame of no time: nothing moves on)."""
    app.redraw()
    app.frame(0.0)
    return pygame.image.tobytes(app.screen, "RGB")


def same_as_fresh(app, table, what: str) -> None:
    """The frame from the kept cloth is the frame from a new cloth, the panel drawn anew in it."""
    kept = drawn_now(app)
    table.cloth = material.Backdrop()
    table.panel_key = ()
    assert drawn_now(app) == kept, f"{what}: the kept cloth shows another picture than a new one"


def test_the_kept_cloth_shows_the_panel_as_it_is_now(tmp_path) -> None:
    app = ui.make_app(tmp_path)
    try:
        table = ui.open_table(app, "opposites", KINDS, seed=5)
        ui.settle(app, table)
        same_as_fresh(app, table, "at the start")
        log = list(table.log)
        ui.play_moves(app, len(table.state.history) + 4)
        ui.settle(app, table)
        assert table.log != log, "the moves wrote nothing in the log"
        same_as_fresh(app, table, "after four moves")
        ui.move_mouse(app, table.side.pause_rect.center, 2)  # the Pause button lit under the pointer
        lit = drawn_now(app)
        same_as_fresh(app, table, "with Pause under the pointer")
        ui.move_mouse(app, (table.play.centerx, table.play.bottom - 2), 2)
        assert drawn_now(app) != lit, "the lit Pause button stayed lit"
        same_as_fresh(app, table, "with the pointer away")
        for size in ((900, 640), (2300, 640), (2400, 640)):  # the last: a new cloth, the panel as wide
            ui.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
            ui.run(app, 2)
            assert app.screen.get_size() == size
            same_as_fresh(app, table, f"after a resize to {size}")
        ui.choose_danish_at_the_table(app, table)
        ui.settle(app, table)
        same_as_fresh(app, table, "in Danish")
    finally:
        app.close()
