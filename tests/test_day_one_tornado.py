"""Tornado Ellie's day-one findings, each as a person playing would notice it: a lightning victim
grabs the tornado directly, the column and its stacking preview keep clear of the header at every
size, the aim starts where an off-centre column stands, the outcome words keep clear of the aim,
the practice screen turns the tornado as the table does, automatic insurance is in the move log,
and the results count the rounds as the side panel does."""

from __future__ import annotations

import pygame

from game.core import WORLD
from game.tornado_ellie.actions import ROTATE
from scenes.table import TableScene
from tests import ui_helpers as ui
from tests.ui_helpers import drag, make_app, run, seats, wait_until


def open_table(tmp_path, kinds, seed=1, size=(1280, 720), options=None):
    app = make_app(tmp_path, size)
    table = TableScene.new(app, "tornado_ellie", seats(kinds), options or {}, seed=seed, autosave=False)
    app.show(table)
    return app, table


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
    drag(app, ui.arc(view.turner, start, angle * 0.5, 40))
    assert table.state.current_player() == WORLD, "the grab started the turn"
    live = view.live
    assert live is not None and view.person
    assert abs(live.angle) > abs(angle) * 0.2, f"the tornado followed the drag (at {live.angle:.1f} degrees)"


# -- the insurance in the move log -----------------------------------------------------------
def test_every_automatic_insurance_piece_is_in_the_move_log(tmp_path) -> None:
    """Four computer players, seed 0: at the 86th move P3 chooses a house from the insurance, and
    P1 and P2 then get the one kind each may take automatically. Each gain is in the log."""
    app, table = open_table(tmp_path, ["shaky", "average", "shaky", "average"], seed=0, size=(800, 600))
    app.settings.anim_speed = "off"  # the log is looked at, not the cards' flights
    # a tenth of a second a frame: the computers' columns run their physics steps at the cap a
    # frame (the same steps: the same game), and the log is all that is looked at
    wait_until(app, lambda: len(table.state.history) >= 86, 40000, "the 86th move", seconds=0.1)
    assert table.state.action_text(table.state.history[85]) == "insure house"
    line = " ".join(list(table.log)[-6:])  # the move's line, then a line per event
    assert "P3 takes a house back from the insurance" in line, line
    assert "P1 gets a tree back from the insurance" in line, line
    assert "P2 gets a house back from the insurance" in line, line


# -- the rounds, counted once -----------------------------------------------------------------
def test_the_results_count_the_rounds_as_the_side_panel_did(tmp_path) -> None:
    """The side panel says "Round N" while round N is played; the game ends during its last round,
    and the results count that round too (the rulebook's count: a round begins with its first card)."""
    import re

    from scenes.results import ResultsScene

    app, table = open_table(
        tmp_path, ["average", "shaky"], seed=3, size=(800, 600), options={"dexterity": "off"}
    )
    app.settings.anim_speed = "off"  # the panel's words and the results are looked at, not motion
    shown = []
    for _ in range(40000):
        if isinstance(app.scene, ResultsScene):
            break
        shown.append(table.view.panel_lines(table.obs)[0])
        run(app, seconds=0.1)  # a computer's move still takes a frame: each round is in the panel
    else:
        raise AssertionError("the game did not reach the results screen")
    last = int(re.match(r"Round (\d+)", shown[-1]).group(1))
    assert table.state.end_reason and table.state.observation(0)["phase"] == "over"
    words = " ".join(row for _, rows in app.scene.tables for row in rows)
    played = int(re.search(r"(\d+) rounds?", words).group(1))
    assert played == last, f"the panel said {shown[-1]!r}, the results: {words!r}"
    assert not re.search(r"\b1 (houses|cows|trees|points|complete sets)\b", words), words


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


def test_the_aim_starts_where_an_off_centre_column_stands_and_reaches_it(tmp_path) -> None:
    """The column's card lies at -0.54 after a turn: the person's aim starts at -0.55 (the grid
    step nearest to it), and the arrow keys reach no further out than that."""
    import pygame

    from game.match import Seat
    from tests.ui_helpers import key

    app = make_app(tmp_path)
    table = TableScene.resume(app, off_centre_stack(), [Seat("average", "P0"), Seat("human", "P1")])
    app.show(table)
    wait_until(app, lambda: ready(table), 300, "the person's stacking")
    hint = table.view.hint(table.obs, table.legal(), True)
    assert hint.endswith("now at -0.55."), hint
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert table.view.hint(table.obs, table.legal(), True).endswith("now at -0.55.")
    key(app, pygame.K_RIGHT)
    assert table.view.hint(table.obs, table.legal(), True).endswith("now at -0.50.")


# -- the column's panel: the column and its preview under the header, the words clear of the aim ---
class Words:
    """Every text the table draws in a frame, with where: read back as a person reads the screen."""

    def __init__(self, monkeypatch) -> None:
        import scenes.ui.text as ui_text

        self.drawn: list[tuple[str, pygame.Rect]] = []
        original = ui_text.blit

        def blit(surface, words, size, colour, bold=False, **anchor):
            rect = original(surface, words, size, colour, bold, **anchor)
            self.drawn.append((words, rect))
            return rect

        monkeypatch.setattr(ui_text, "blit", blit)

    def frame(self, app) -> None:
        self.drawn.clear()
        app.redraw()  # a still table draws only when asked
        run(app)

    def within(self, rect: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
        return [(w, r) for w, r in self.drawn if rect.contains(r)]

    def aim(self, rect: pygame.Rect) -> pygame.Rect:
        """The aim's offset label (+0.05) with the marker's room above and below it."""
        import re

        labels = [r for w, r in self.within(rect) if re.fullmatch(r"[+-]\d\.\d\d", w)]
        assert len(labels) == 1, f"one aim label in the column's panel, not {labels}"
        return labels[0].inflate(0, 2 * labels[0].height)


def tall_column_stack(items: int, human: int = 1):
    """A rules position on the largest column the rules allow to grow (``items`` up to 71: all 36
    pieces but the house P1 stacks now, each with its card): P0 played cow6 and turned the tornado,
    P1 (no card fits) takes the damage, a house. The column stands straight."""
    from tests.test_tornado_rules import do, rig

    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("house",))], dexterity="physics")
    pieces = ["house"] * 11 + ["cow"] * 12 + ["tree"] * 12
    column = [("card", 0.0)]
    for kind in pieces[: (items - 1) // 2]:
        column += [(kind, 0.0), ("card", 0.0)]
    cards = state.pile[: len(column) // 2 + 1]
    del state.pile[: len(cards)]
    ids = iter(cards)
    state.column = column
    state.column_ids = [next(ids) if kind == "card" else -1 for kind, _ in column]
    state.farms = [{"house": 0, "cow": 0, "tree": 0}, {"house": 1, "cow": 0, "tree": 0}]
    state.supply = {"house": 0, "cow": 0, "tree": 0}
    do(state, "play cow6", "rotate", "stood")
    assert state.phase == "stack" and state.turn == 1 and len(state.column) == items
    return state


def test_the_column_and_its_preview_stay_under_the_header_at_every_size(tmp_path, monkeypatch) -> None:
    from game.match import Seat
    from game.tornado_ellie.actions import step_offset
    from physics import shapes
    from physics.live import column_poses, placement_preview

    words = Words(monkeypatch)
    for size in ((800, 600), (1280, 720), (2560, 1440)):
        for items in (9, 13, 21, 41, 71):
            app = make_app(tmp_path, size)
            table = TableScene.resume(
                app, tall_column_stack(items), [Seat("average", "P0"), Seat("human", "P1")]
            )
            app.show(table)
            wait_until(app, lambda t=table: ready(t), 300, "the person's stacking")
            words.frame(app)
            view = table.view
            panel = view.column_rect
            title = [r for w, r in words.within(panel) if w.startswith(("The tornado column", "Column:"))]
            assert len(title) == 1, f"{size}, {items} items: the title is drawn once in the panel"
            header = max(title[0].bottom, words.aim(panel).bottom)
            column = [tuple(item) for item in table.obs["column"]]
            poses = column_poses(column) + placement_preview(column, "house", step_offset(view.step))
            painter = view.painter
            top = painter.origin()[1] - max(p.y + shapes.height(p.kind) for p in poses) * painter.scale
            assert top >= header, f"{size}, {items} items: the top at y={top:.0f}, the header to y={header}"
            assert top >= view.painter.rect.top, f"{size}, {items} items: the top is cut off"


def test_what_fell_is_told_clear_of_the_aim(tmp_path, monkeypatch) -> None:
    """The person flicks the tornado round with a tall column; it falls, and while they stack the
    storm damage the words of what fell stay up, clear of the aim's marker and offset."""
    import re

    from game.match import Seat
    from tests.test_tornado_rules import rig
    from tests.ui_helpers import click

    words = Words(monkeypatch)
    for size in ((800, 600), (2560, 1440)):
        state = rig(
            hands=[["cow6"], ["hen2"]],
            table=["pig4"],
            pile=[("pig7", ("house", "tree"))],
            dexterity="physics",
        )
        column = [("card", 0.0)]
        for k in range(10):
            column += [(("house", "cow", "tree")[k % 3], 0.0), ("card", 0.0)]
        cards = state.pile[:11]
        del state.pile[:11]
        ids = iter(cards)
        state.column = column
        state.column_ids = [next(ids) if kind == "card" else -1 for kind, _ in column]
        app = make_app(tmp_path, size)
        table = TableScene.resume(app, state, [Seat("human", "P0"), Seat("average", "P1")])
        app.show(table)
        wait_until(app, lambda t=table: ready(t), 300, "the person's card")
        card = next(t for t in table.targets() if t.key[0] == "card")
        click(app, card.rect.center)
        wait_until(app, lambda t=table: ready(t) and t.obs["phase"] == "rotate", 300, "the person's turn")
        view = table.view
        start = view.seat_angle(table.obs["pointing"], 2, table.obs["seat"])
        drag(app, ui.arc(view.turner, start, 185.0, 4), hold=10)
        wait_until(
            app, lambda t=table: ready(t) and t.obs["phase"] == "stack", 1200, "the person's storm damage"
        )
        assert "fell" in table.state.action_text(table.state.history[-1]) or table.view.debris
        words.frame(app)
        panel = view.column_rect
        aim = words.aim(panel)
        told = [
            (w, r)
            for w, r in words.within(panel)
            if not w.startswith(("The tornado column", "Column:")) and not re.fullmatch(r"[+-]\d\.\d\d", w)
        ]
        assert told, f"{size}: the words of what fell are shown"
        for line, rect in told:
            assert not rect.colliderect(aim), f"{size}: {line!r} at {rect} over the aim at {aim}"


# -- practice the tornado: the table's gesture, angle and countdown ------------------------------
def practice(tmp_path, size=(1280, 720)):
    """The menu, then P: the practice screen."""
    from scenes.menu import MenuScene
    from tests.ui_helpers import key, screen

    app = make_app(tmp_path, size)
    app.show(MenuScene(app))
    run(app, 2)
    key(app, pygame.K_p, 3)
    assert screen(app) == "ColumnScene"
    return app, app.scene


def test_practice_turns_the_tornado_as_the_table_does(tmp_path, monkeypatch) -> None:
    """From the menu with P: the 3-player turn is 120 degrees, made by grabbing the tornado and
    dragging it round its centre (the table's own turning, scenes.ui.column.TornadoTurn); the
    seconds left count down above the tornado from the grab."""
    import re

    app, scene = practice(tmp_path)
    words = Words(monkeypatch)
    assert scene.turn == 120.0

    from scenes.tables.tornado_ellie.column import TornadoTurn

    assert isinstance(scene.turner, TornadoTurn)
    run(app, 30)
    assert scene.phase == "ready" and scene.angles == [0.0], "nothing moves before the grab"
    start = 180.0  # the turning player's farm, at the bottom as at the table
    points = ui.arc(scene.turner, start, 60.0, 60)
    from tests.ui_helpers import post

    post(pygame.MOUSEMOTION, pos=points[0], rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1)
    words.frame(app)
    assert scene.phase == "turning", "the grab starts the turn and its clock"
    for point in points[1:]:
        post(pygame.MOUSEMOTION, pos=point, rel=(1, 0), buttons=(1, 0, 0))
        words.frame(app)
    assert 40.0 < scene.live.angle <= 60.0, f"half way round the drag, the tornado at {scene.live.angle:.1f}"
    shown = [w for w, _ in words.drawn if re.fullmatch(r"\d\.\d s", w)]
    assert shown and 1.5 < float(shown[-1][:-2]) < 2.2, f"the seconds left above the tornado: {shown}"
    for point in ui.arc(scene.turner, start + 60.0, 65.0, 60)[1:]:
        post(pygame.MOUSEMOTION, pos=point, rel=(1, 0), buttons=(1, 0, 0))
        run(app)
    post(pygame.MOUSEBUTTONUP, pos=point, button=1)
    wait_until(app, lambda: scene.phase == "done", 900, "the column's rest")
    assert scene.angles[-1] == 120.0


def test_practice_chooses_the_table_size_and_so_the_angle(tmp_path) -> None:
    from tests.ui_helpers import click

    app, scene = practice(tmp_path)
    for count, angle in ((4, 90.0), (2, 180.0), (3, 120.0)):
        button = next(t for t in scene.targets() if t.key == ("players", count))
        click(app, button.rect.center)
        assert scene.players == count and scene.turn == angle and scene.phase == "ready"
        assert scene.live.target == angle
