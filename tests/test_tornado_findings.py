"""Issue 45's Tornado Ellie findings, as a player sees them: the countdown shows the time left
everywhere, "time's up" stays in view until the rest reads as settling, a falling column says it
is falling (and "comes to rest" only once it is calm)."""

from __future__ import annotations

import re

import pygame

from scenes.scene import Scene
from scenes.tables.tornado_ellie.practice import ColumnScene
from tests import ui_helpers as ui

LEFT = re.compile(r"^(\d+\.\d) s$")
HEADER_LEFT = re.compile(r"degrees, (\d+\.\d) s left$")


def open_practice(tmp_path, height: int = 21, time_limit: float = 2.0):
    app = ui.make_app(tmp_path)
    scene = ColumnScene(app, back=Scene(app), height=height, time_limit=time_limit)
    app.show(scene)
    ui.run(app, 5)
    return app, scene


def words_of(app, monkeypatch) -> list[str]:
    return [words for words, _ in ui.drawn_text(app, monkeypatch)]


def test_practice_header_and_bubble_both_count_the_time_left(tmp_path, monkeypatch) -> None:
    """Grab the tornado and hold it still: the header and the bubble over the tornado show the
    same seconds, and they go down (time left), never up (time used)."""
    app, scene = open_practice(tmp_path, time_limit=3.0)
    ui.post(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, scene.turner.centre)), button=1)
    ui.run(app, 30)
    seen: list[tuple[float, float]] = []
    for _ in range(3):
        drawn = words_of(app, monkeypatch)
        bubble = [float(m.group(1)) for w in drawn if (m := LEFT.match(w))]
        header = [float(m.group(1)) for w in drawn if (m := HEADER_LEFT.search(w))]
        assert bubble and header, drawn
        seen.append((header[0], bubble[0]))
        ui.run(app, 30)
    assert all(abs(h - b) <= 0.11 for h, b in seen), seen
    assert seen[0][0] > seen[1][0] > seen[2][0], "the header counts down"
    assert seen[0][0] < 3.0 - 0.3


def test_time_s_up_stays_until_the_column_settles_and_a_fall_says_so(tmp_path, monkeypatch) -> None:
    """Hold the grabbed tornado still past the limit: "Time's up!" shows over the tornado and in
    the header while the tornado finishes the turn itself and a moment after it; then the header
    says the column is falling while pieces fall, and that it comes to rest only when none does."""
    app, scene = open_practice(tmp_path, height=31, time_limit=1.0)
    ui.post(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, scene.turner.centre)), button=1)
    timeline: list[tuple[str, str, bool, bool]] = []  # (phase, header, bubble says time's up, falling)
    for _ in range(600):
        drawn = words_of(app, monkeypatch)
        live = scene.live
        timeline.append((live.phase, scene.status(), "Time's up!" in drawn, live.collapsing()))
        if scene.phase == "done":
            break
    else:
        raise AssertionError("the column never came to rest")
    up = [i for i, (_, header, bubble, _) in enumerate(timeline) if header.startswith("Time's up!")]
    assert up and all(timeline[i][2] for i in up), "the bubble says it with the header"
    resting = [i for i, row in enumerate(timeline) if row[0] == "resting"]
    assert resting and up[-1] > resting[0] + 10, "time's up stays a moment into the rest"
    assert up == list(range(up[0], up[-1] + 1)), "one unbroken stretch, never replaced early"
    after = timeline[up[-1] + 1 :]
    falling = [row for row in after if row[1] == "The column is falling!"]
    calm = [row for row in after if row[1] == "The column comes to rest..."]
    assert falling, "a column this tall, flung round in half a second, falls: the header says so"
    assert all(row[3] for row in falling) and not any(row[3] for row in calm)
    assert scene.fallen, "and the outcome agrees"


def test_at_the_table_time_s_up_then_the_column_s_state_in_the_hint(tmp_path) -> None:
    """At the table the person grabs the tornado and lets the clock run out: the hint bar says
    time's up through the tornado's own finish and a moment of the rest, then what the column
    does (falling, or coming to rest), and at last what fell or that it stood."""
    from tests.test_tornado_table import open_table, step_person

    app, table = open_table(
        tmp_path, ["human", "average", "average"], seed=2, options={"rotation_seconds": 1}
    )
    rng = __import__("random").Random(3)
    for _ in range(3000):
        if table.deciding() and table.obs["phase"] == "rotate" and not table.flights.busy():
            break
        step_person(app, table, rng) if table.deciding() else ui.run(app)
    else:
        raise AssertionError("never asked to rotate")
    arrow = pygame.K_RIGHT if table.obs["direction"] == 1 else pygame.K_LEFT
    ui.post(pygame.KEYDOWN, key=arrow, mod=0, unicode="", scancode=0)
    ui.run(app)
    ui.post(pygame.KEYUP, key=arrow, mod=0, unicode="", scancode=0)  # let go: the time runs out
    view, moment = table.view, len(table.state.history)
    hints: list[tuple[str, str]] = []
    while len(table.state.history) == moment and len(hints) < 2000:
        ui.run(app)
        live = view.live
        hints.append((live.phase if live is not None else "-", view.hint(table.obs, [], False)))
    up = [i for i, (_, hint) in enumerate(hints) if hint.startswith("Time's up!")]
    assert up, hints[:5]
    assert any(hints[i][0] == "resting" for i in up), "time's up is still said once the column rests"
    # after it: what the column does while it still moves, then what came of it; never again the
    # turn's own words (a calm column rests within the hold, its outcome follows at once)
    later = [hint for phase, hint in hints[up[-1] + 1 :] if phase != "-"]
    outcome = [h for h in later if h.startswith(("The column stood", "The column fell"))]
    assert outcome, later
    moving = later[: later.index(outcome[0])]
    assert set(moving) <= {"The column is falling!", "The column comes to rest..."}, moving


def test_the_column_s_view_never_jumps_through_a_whole_game_to_its_end(tmp_path) -> None:
    """From one frame to the next the column's scale moves at most as far as an eased zoom
    (ZOOM_SECONDS, easeInOutQuad: at most twice its mean speed) takes it: through every fall, every
    zoom out after one and back, and the end of the game."""
    from scenes.results import ResultsScene
    from scenes.tables.tornado_ellie.column import ZOOM_SECONDS
    from tests.test_tornado_table import open_table

    app, table = open_table(  # the smallest window: the zoom's pace is the same at any size
        tmp_path, ["average", "shaky", "steady"], seed=2, size=(800, 600), options={"rotation_seconds": 3}
    )
    painter = table.view.painter
    pace = app.settings.anim_scale()
    last = None
    zooms = 0
    for _ in range(40000):
        ui.run(app)
        if isinstance(app.scene, ResultsScene):
            break
        if app.scene is not table:
            continue
        now = (
            painter.scale,
            abs(painter.target - painter.zoom_from),
            tuple(painter.rect),
            painter.lift,
            abs(painter.lift_target - painter.lift_from),
        )
        if last is not None and now[2] == last[2]:
            most = 2 * (1 / 60) / (ZOOM_SECONDS * pace) * 1.05
            assert abs(now[0] - last[0]) <= most * max(now[1], last[1]) + 1e-9, (last, now)
            assert abs(now[3] - last[3]) <= most * max(now[4], last[4]) + 1e-9, (last, now)
            zooms += now[0] != last[0]
        last = now
    assert table.state.is_over() and zooms > 20, "the game ended, and the view zoomed on the way"


def test_a_short_still_column_fills_its_panel_and_a_turn_shows_the_tornado_down_to_the_ground(
    tmp_path,
) -> None:
    """At the start of a game in a large window the one-plank column is drawn as wide as the panel
    allows, with the tornado's stem running out under the panel's edge (not a small plank on a
    long stem under empty sky); when the tornado turns, the view eases out to the whole tornado
    and the ground, where what falls would land."""
    from physics import shapes
    from tests.test_tornado_table import open_table

    app, table = open_table(tmp_path, ["human", "average"], seed=4, size=(2560, 1440))
    for _ in range(3000):
        if table.deciding() and not table.flights.busy() and table.obs["phase"] != "world":
            break
        ui.run(app)
    ui.run(app, 60)  # any zoom lands
    view, painter = table.view, table.view.painter
    panel = view.column_rect
    assert len(table.obs["column"]) <= 3, table.obs["column"]
    disk = 2 * shapes.DISK_HALF_WIDTH * painter.scale
    assert disk >= 0.6 * panel.width, (disk, panel)
    assert painter.floor_y > panel.bottom, "the still column's stem runs out under the panel"
    top = painter.top_y(table.obs["column"])
    assert panel.top < top < panel.top + panel.height * 0.5, (top, panel)
    for _ in range(6000):  # play on until a tornado turns
        if view.live is not None:
            break
        if table.deciding():
            table.act(table.legal()[0])
        ui.run(app)
    assert view.live is not None, "no turn of the tornado came"
    ui.run(app, 45)
    assert painter.floor_y < panel.bottom, "the turning tornado is shown down to its ground"
