"""The Tornado Ellie table in the window: a whole game through the scene's input (mouse drags turn
the tornado round its centre and aim the stacking), bots turning it live exactly as the offline
resolver would, the keyboard, dexterity off, hot-seat privacy, a monkey, resume."""

from __future__ import annotations

import math
import random

import pygame

from game.core import WORLD
from game.world import find_world, rotation_skill, world_seed
from physics.live import LiveWorld
from scenes.results import ResultsScene
from scenes.table import TableScene
from scenes.tables.tornado_ellie import TornadoEllieView
from tests.ui_helpers import click, key, make_app, run, seats

FAST = {"rotation_seconds": 3}


def open_table(tmp_path, kinds, seed=1, size=(1280, 720), options=None, autosave=False):
    app = make_app(tmp_path, size)
    table = TableScene.new(app, "tornado_ellie", seats(kinds), options or {}, seed=seed, autosave=autosave)
    app.show(table)
    return app, table


def post(kind: int, **fields) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def drag(app, points: list[tuple[int, int]], hold: int = 0) -> None:
    """Press at the first point, move through the rest (one display frame each), release."""
    post(pygame.MOUSEMOTION, pos=points[0], rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1)
    run(app)
    for point in points[1:]:
        post(pygame.MOUSEMOTION, pos=point, rel=(1, 0), buttons=(1, 0, 0))
        run(app)
    run(app, hold)
    post(pygame.MOUSEBUTTONUP, pos=points[-1], button=1)
    run(app)


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


def turn_by_mouse(app, table, frames: int = 90) -> None:
    """Grab the tornado (in the rotate phase this is the rotate action itself) and drag it round."""
    view = table.view
    obs = table.obs
    players = len(obs["farms"])
    # in the rotate phase the grab itself turns: one farm on in the direction of play
    angle = obs["world"]["angle"] if obs["phase"] == "world" else 360.0 / players * obs["direction"]
    start = view.seat_angle(obs["pointing"], players, obs["seat"])
    drag(app, arc(view, start, angle * 1.02, frames), hold=20)


def aim_and_place(app, table, rng: random.Random) -> None:
    """Drag over the column's top to aim, release to place."""
    view = table.view
    rect = view.column_rect
    y = rect.top + rect.height // 3
    x = rect.centerx + rng.randint(-30, 30)
    drag(app, [(rect.centerx, y), (x, y)])


def step_person(app, table, rng: random.Random) -> None:
    view = table.view
    obs = table.obs
    if table.handoff is not None or table.interlude is not None or table.flights.busy():
        click(app, (5, 5))
    elif view.turning_person() and view.live is not None and view.live.phase == "turning":
        turn_by_mouse(app, table)
    elif table.deciding():
        if obs["phase"] == "rotate":
            turn_by_mouse(app, table)
        elif obs["phase"] == "stack":
            aim_and_place(app, table, rng)
        else:
            targets = [t for t in table.targets() if t.key != "pause"]
            lifted = [t for t in targets if t.key[0] != "card" or ("play", t.key[2]) in table.legal()]
            click(app, rng.choice(lifted or targets).rect.center)
    else:
        run(app)


def play_through(app, table, rng: random.Random, limit: int = 40000, on_frame=None) -> None:
    for _ in range(limit):
        if isinstance(app.scene, ResultsScene):
            return
        step_person(app, table, rng)
        if on_frame is not None:
            on_frame(app)
    raise AssertionError("the game did not reach the results screen")


def test_a_three_player_game_with_one_person_by_drags_only(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "average", "shaky"], seed=2, autosave=True)
    turned: list[int] = []

    def watch(app) -> None:
        view = table.view
        if view.live is not None and view.person and view.live.frames:
            turned.append(view.live_at)

    play_through(app, table, random.Random(1), on_frame=watch)
    assert table.state.is_over()
    log = table.state.history
    assert any(table.state.action_text(a).startswith("place") for a in log)
    assert turned, "the person turned the tornado live at least once"
    assert any(line.startswith("The column") for line in table.log)
    assert not (tmp_path / "autosave.json").exists()


def test_a_bot_s_live_turn_ends_exactly_as_the_offline_resolver_says(tmp_path) -> None:
    """The table steps a computer's rotation frame by frame; the logged outcome is the resolver's."""
    app, table = open_table(tmp_path, ["shaky", "average", "steady"], seed=9)
    resolver = find_world("tornado_ellie", table.state.options)
    checked = 0
    for _ in range(6000):
        state = table.state
        if state.current_player() == WORLD and table.view.live is None and not table.flights.busy():
            copy = state.copy()
            expected = resolver(copy, rotation_skill(copy, table.match.bots), world_seed(copy))
            moment = len(state.history)
            while len(state.history) == moment:
                run(app)
            assert state.history[moment] == expected
            checked += 1
            if checked >= 4:
                break
        else:
            run(app)
    assert checked >= 4


def test_the_person_turns_with_held_arrow_keys_and_the_countdown_runs(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "average", "average"], seed=2)
    rng = random.Random(3)
    for _ in range(3000):
        if table.deciding() and table.obs["phase"] == "rotate" and not table.flights.busy():
            break
        step_person(app, table, rng) if table.deciding() else run(app)
    else:
        raise AssertionError("never asked to rotate")
    post(
        pygame.KEYDOWN,
        key=pygame.K_RIGHT if table.obs["direction"] == 1 else pygame.K_LEFT,
        mod=0,
        unicode="",
        scancode=0,
    )
    run(app, 30)
    view = table.view
    assert table.state.current_player() == WORLD and view.live is not None and view.person
    live, request, moment = view.live, table.state.world_request(), len(table.state.history)
    assert 0 < abs(live.angle) < abs(live.target)
    left = live.seconds_left()
    assert left is not None and left < 3.0
    assert "Turn the tornado" in view.hint(table.obs, [], False)
    run(app, 300)  # holding on: the turn ends, the column rests, the outcome is ruled
    post(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    run(app, 200)
    assert live.done and len(table.state.history) > moment
    # the person's turn, replayed offline from the angles it went through, gives the logged outcome
    assert table.state.history[moment] == LiveWorld(request).play(live.angles[1:]).action()
    assert any(line.startswith("The column") for line in table.log)


def test_dexterity_off_the_tornado_turns_and_nothing_falls(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "average", "steady"], seed=4, options={"dexterity": "off"})
    rng = random.Random(5)
    spun = []

    def watch(app) -> None:
        spun.append(table.view.spin is not None)
        assert table.state.current_player() != WORLD

    from tests.ui_helpers import play_by_clicks

    play_by_clicks(app, rng, on_frame=watch)
    assert any(spun)
    assert not any("fell" in table.state.action_text(a) for a in table.state.history)


def test_hot_seat_never_shows_another_hand(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "human", "average"], seed=6)
    rng = random.Random(7)

    covered = []

    def check(app) -> None:
        ctx = table.last_ctx
        covered.append(table.handoff is not None)
        if ctx is None:
            return
        for zone, owner, _ in ctx.faces:
            assert zone != "hand" or owner == ctx.viewer

    for _ in range(4000):
        if isinstance(app.scene, ResultsScene) or len(table.state.history) > 24:
            break
        step_person(app, table, rng)
        check(app)
    assert table.needs_handoff() and len(table.state.history) > 20
    assert any(covered)  # the pass-the-device screen came between the two people


def test_a_monkey_with_drags_during_rotations(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "shaky", "average"], seed=8, size=(800, 600))
    rng = random.Random(11)
    w, h = app.size
    for _ in range(700):
        if isinstance(app.scene, ResultsScene):
            break
        roll = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if roll < 0.3:
            drag(app, [pos, (rng.randrange(w), rng.randrange(h)), (rng.randrange(w), rng.randrange(h))])
        elif roll < 0.5:
            click(app, pos)
        elif roll < 0.7:
            code = rng.choice(
                [
                    pygame.K_LEFT,
                    pygame.K_RIGHT,
                    pygame.K_UP,
                    pygame.K_r,
                    pygame.K_RETURN,
                    pygame.K_TAB,
                    pygame.K_h,
                    pygame.K_c,
                    pygame.K_t,
                ]
            )
            key(app, code, mod=rng.choice([0, pygame.KMOD_SHIFT]))
        else:
            run(app, rng.randint(1, 30))
        if not isinstance(app.scene, TableScene):
            app.show(table)  # Esc is not pressed, but a pause could be left by other keys
    assert len(table.state.history) > 5


def test_an_autosaved_game_resumes_at_the_table(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "average", "average"], seed=3, autosave=True)
    rng = random.Random(2)
    while len(table.state.history) < 12:
        step_person(app, table, rng)
    saved = app.store.load_autosave()
    assert saved is not None
    state, seated = saved
    resumed = TableScene.resume(app, state, seated)
    assert resumed is not None
    app.show(resumed)
    assert resumed.obs["farms"] == table.obs["farms"] and resumed.obs["hand"] == table.obs["hand"]
    moves = len(resumed.state.history)
    while len(resumed.state.history) < moves + 15 and not isinstance(app.scene, ResultsScene):
        step_person(app, resumed, rng)


def test_the_table_draws_at_three_sizes_and_during_a_fall(tmp_path) -> None:
    for size in ((800, 600), (1280, 720), (2560, 1440)):
        app, table = open_table(tmp_path, ["human", "average", "shaky", "steady"], seed=5, size=size)
        run(app, 3)
        view = table.view
        assert view.course.right <= view.column_rect.left
        assert view.hand_area.bottom <= app.size[1]
        assert all(app.screen.get_rect().contains(r) for r in view.farm_rects(table.obs))
