"""Tornado Ellie's day-one findings, each as a person playing would notice it: a lightning victim
grabs the tornado directly, the column and its stacking preview keep clear of the header at every
size, the aim starts where an off-centre column stands, the outcome words keep clear of the aim,
the practice screen turns the tornado as the table does, automatic insurance is in the move log,
and the results count the rounds as the side panel does."""

from __future__ import annotations

import math

from game.core import WORLD
from game.tornado_ellie import ROTATE
from scenes.table import TableScene
from scenes.tables.tornado_ellie import TornadoEllieView
from tests.ui_helpers import drag, make_app, run, seats, wait_until


def open_table(tmp_path, kinds, seed=1, size=(1280, 720), options=None):
    app = make_app(tmp_path, size)
    table = TableScene.new(app, "tornado_ellie", seats(kinds), options or {}, seed=seed, autosave=False)
    app.show(table)
    return app, table


def arc(view: TornadoEllieView, start: float, turn: float, frames: int) -> list[tuple[int, int]]:
    """Mouse points round the course's centre from ``start`` degrees through ``turn`` degrees."""
    cx, cy = view.course.center
    out = []
    for k in range(frames + 1):
        rad = math.radians(start + turn * k / frames)
        out.append(
            (round(cx + 0.5 * view.radius_x * math.sin(rad)), round(cy - 0.5 * view.radius_y * math.cos(rad)))
        )
    return out


def ready(table) -> bool:
    return table.deciding() and not table.flights.busy() and table.interlude is None


# -- a lightning victim grabs the tornado ----------------------------------------------------
def test_a_lightning_victim_turns_the_tornado_by_grabbing_it(tmp_path) -> None:
    """Seat 2 starts with a lightning; the person holds none and must turn the tornado to their own
    farm: a drag round the course does it at once (no R, no button first)."""
    app, table = open_table(tmp_path, ["human", "average", "average"], seed=9, options={"start_player": 2})
    wait_until(app, lambda: ready(table), 600, "the person's turn")
    assert table.obs["duty"] == "lightning" and table.legal() == [ROTATE]
    view = table.view
    obs = table.obs
    players = len(obs["farms"])
    start = view.seat_angle(obs["pointing"], players, obs["seat"])
    turn = table.state.copy()
    turn.apply(ROTATE)
    angle = turn.world_request()["angle"]
    drag(app, arc(view, start, angle * 0.5, 40))
    assert table.state.current_player() == WORLD, "the grab started the turn"
    live = view.live
    assert live is not None and view.person
    assert abs(live.angle) > abs(angle) * 0.2, f"the tornado followed the drag (at {live.angle:.1f} degrees)"


# -- the insurance in the move log -----------------------------------------------------------
def test_every_automatic_insurance_piece_is_in_the_move_log(tmp_path) -> None:
    """Four computer players, seed 0: at the 86th move P3 chooses a house from the insurance, and
    P1 and P2 then get the one kind each may take automatically. Each gain is in the log."""
    app, table = open_table(tmp_path, ["shaky", "average", "shaky", "average"], seed=0)
    wait_until(app, lambda: len(table.state.history) >= 86, 40000, "the 86th move")
    assert table.state.action_text(table.state.history[85]) == "insure house"
    line = table.log[-1]
    assert "P1 gets a tree back from the insurance" in line, line
    assert "P2 gets a house back from the insurance" in line, line


# -- the rounds, counted once -----------------------------------------------------------------
def test_the_results_count_the_rounds_as_the_side_panel_did(tmp_path) -> None:
    """The side panel says "Round N" while round N is played; the game ends during its last round,
    and the results count that round too (the rulebook's count: a round begins with its first card)."""
    import re

    from scenes.results import ResultsScene

    app, table = open_table(tmp_path, ["average", "shaky"], seed=3, options={"dexterity": "off"})
    shown = []
    for _ in range(40000):
        if isinstance(app.scene, ResultsScene):
            break
        shown.append(table.view.panel_lines(table.obs)[0])
        run(app)
    else:
        raise AssertionError("the game did not reach the results screen")
    last = int(re.match(r"Round (\d+)", shown[-1]).group(1))
    assert table.state.end_reason and table.state.observation(0)["phase"] == "over"
    words = " ".join(row for _, rows in app.scene.tables for row in rows)
    played = int(re.search(r"(\d+) rounds?", words).group(1))
    assert played == last, f"the panel said {shown[-1]!r}, the results: {words!r}"


# -- the stacking aim on an off-centre column --------------------------------------------------
def off_centre_stack():
    """A rules position: the tornado turned, the column's card left at -0.54 card widths, and P1
    (no card fits) stacks a house on it."""
    from tests.test_tornado_rules import do, rig

    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("house",))], dexterity="physics")
    do(state, "play cow6", "rotate", "stood at -0.540")
    assert state.phase == "stack" and state.column == [("card", -0.54)]
    return state


def test_the_placement_grid_reaches_a_column_left_off_centre() -> None:
    state = off_centre_stack()
    offsets = sorted(float(state.action_text(a).split()[2]) for a in state.legal_actions())
    assert offsets[0] == -0.55 and offsets[-1] == 0.5 and -0.5 in offsets
    state.apply_text("place house -0.55")
    assert state.column[-2:] == [("house", -0.55), ("card", -0.55)]
