"""The Tornado Ellie table in the window: a whole game through the scene's input (mouse drags turn
the tornado round its centre and aim the stacking), bots turning it live exactly as the offline
resolver would, the keyboard, dexterity off, hot-seat privacy, a monkey, resume."""

from __future__ import annotations

import random

import pygame

from game.core import WORLD
from game.world import find_world, rotation_skill, world_seed
from physics.live import LiveWorld
from scenes.clock import FRAME
from scenes.results import ResultsScene
from scenes.table import TableScene
from tests import ui_helpers as ui
from tests.ui_helpers import click, drag, key, make_app, play_by_clicks, post, run

FAST = {"rotation_seconds": 3}


def open_table(tmp_path, kinds, seed=1, size=(1280, 720), options=None, autosave=False):
    app = make_app(tmp_path, size)
    table = ui.open_table(app, "tornado_ellie", kinds, options, seed=seed, autosave=autosave, frames=0)
    return app, table


def actions_of(table, seat: int) -> list[str]:
    """The actions ``seat`` took, in words, found by replaying the game from its seed."""
    state = table.state
    again = state.spec.new_game(state.players, state.options, state.seed)
    out = []
    for action in state.history:
        if again.current_player() == seat:
            out.append(again.action_text(action))
        again.apply(action)
    return out


def turn_by_mouse(app, table, frames: int = 90) -> None:
    """Grab the tornado (in the rotate phase this is the rotate action itself) and drag it round."""
    view = table.view
    obs = table.obs
    players = len(obs["farms"])
    # in the rotate phase the grab itself turns: one farm on in the direction of play
    angle = obs["world"]["angle"] if obs["phase"] == "world" else 360.0 / players * obs["direction"]
    start = view.seat_angle(obs["pointing"], players, obs["seat"])
    drag(app, ui.arc(view.turner, start, angle * 1.02, frames), hold=20)


def aim_and_place(app, table, rng: random.Random) -> None:
    """Drag over the column's top to aim, release to place."""
    view = table.view
    rect = view.column_rect
    y = rect.top + rect.height // 3
    x = rect.centerx + rng.randint(-30, 30)
    drag(app, [(rect.centerx, y), (x, y)])


def step_person(app, table, rng: random.Random, idle: float = FRAME) -> None:
    """One step of the person's play: a drag, a click or (nothing to do) a frame of ``idle``
    seconds (see ``ui.play_by_clicks``)."""
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
        run(app, seconds=idle)


def play_through(
    app, table, rng: random.Random, limit: int = 40000, on_frame=None, idle: float = FRAME
) -> None:
    """Play to the results as the person would (drags turn and stack, clicks choose cards)."""
    for _ in range(limit):
        if isinstance(app.scene, ResultsScene):
            return
        step_person(app, table, rng, idle)
        if on_frame is not None:
            on_frame(app)
    raise AssertionError("the game did not reach the results screen")


def test_a_three_player_game_with_one_person_by_mouse_drags_and_clicks(tmp_path) -> None:
    """The person turns the tornado and stacks on the column by dragging, and chooses cards by
    clicking them (cards are not dragged in this game)."""
    app, table = open_table(tmp_path, ["human", "average", "shaky"], seed=2, autosave=True)
    turned: set[int] = set()

    def watch(app) -> None:
        view = table.view
        if view.live is not None and view.person and view.live.frames:
            turned.add(view.live_at)

    # frames where no one acts last a tenth of a second: the computers' turns and the rests after
    # every turn run their physics steps at the cap a frame (the same steps, the same game)
    play_through(app, table, random.Random(1), on_frame=watch, idle=0.1)
    assert table.state.is_over()
    assert any(words.startswith("place") for words in actions_of(table, 0)), "the person stacked by a drag"
    assert turned, "the person turned the tornado live at least once"
    assert any(line.startswith("The column") for line in table.log)
    assert not list((tmp_path / "saves").glob("*.json"))


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
            ruled = lambda state=state, moment=moment: len(state.history) > moment  # noqa: E731
            ui.wait_until(app, ruled, 3000, "the live turn to be ruled")
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
    arrow = pygame.K_RIGHT if table.obs["direction"] == 1 else pygame.K_LEFT
    focused = table.focus.key
    post(pygame.KEYDOWN, key=arrow, mod=0, unicode="", scancode=0)
    run(app, 30)
    view = table.view
    assert table.state.current_player() == WORLD and view.live is not None and view.person
    live, request, moment = view.live, table.state.world_request(), len(table.state.history)
    assert 0 < abs(live.angle) < abs(live.target)
    left = live.seconds_left()
    assert left is not None and left < 3.0
    assert "Turn the tornado" in view.hint(table.obs, [], False)
    for _ in range(100):  # holding on, the key repeating: the turn ends, the outcome is ruled
        run(app, 3)
        post(pygame.KEYDOWN, key=arrow, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=arrow, mod=0, unicode="", scancode=0)
    run(app, 200)
    # the repeats after the turn moved nothing else: the focus is still on the hand (the card
    # there may be a new one), not wandered off to Pause
    assert table.focus.key[:2] == focused[:2] == ("card", 1), (table.focus.key, focused)
    assert live.done and len(table.state.history) > moment
    # the person's turn, replayed offline from the angles it went through, gives the logged outcome
    assert table.state.history[moment] == LiveWorld(request).play(live.angles[1:]).action()
    assert any(line.startswith("The column") for line in table.log)


def test_an_arrow_still_held_after_a_turn_never_passes_the_device_on(tmp_path) -> None:
    """Hot-seat: the person who turned with → still holds it when the next person's turn comes.
    The key's repeats must not dismiss the pass-the-device screen, which would show the next
    hand to the wrong person; once let go, a press is the hand-off as ever."""
    app, table = open_table(tmp_path, ["human", "human", "average"], seed=2, options=FAST)
    rng = random.Random(3)
    for _ in range(5000):
        if table.deciding() and table.obs["phase"] == "rotate" and not table.flights.busy():
            break
        step_person(app, table, rng) if table.deciding() or table.handoff is not None else run(app)
    else:
        raise AssertionError("never asked to rotate")
    turner = table.viewer
    arrow = pygame.K_RIGHT if table.obs["direction"] == 1 else pygame.K_LEFT
    held = 0
    for _ in range(2000):
        post(pygame.KEYDOWN, key=arrow, mod=0, unicode="", scancode=0)  # the first, then repeats
        run(app, 3)
        if table.handoff is not None:
            held += 1
            if held == 40:
                break
        else:
            assert table.viewer == turner, "the device passed on while the arrow was held"
    assert held == 40 and table.viewer == turner
    post(pygame.KEYUP, key=arrow, mod=0, unicode="", scancode=0)
    run(app)
    assert table.handoff is not None and table.viewer == turner
    next_person = table.handoff
    key(app, pygame.K_SPACE)
    assert table.handoff is None and table.viewer == next_person != turner


def test_dexterity_off_the_tornado_turns_and_nothing_falls(tmp_path) -> None:
    app, table = open_table(tmp_path, ["human", "average", "steady"], seed=4, options={"dexterity": "off"})
    rng = random.Random(5)
    spun = []

    def watch(app) -> None:
        spun.append(table.view.spin is not None)
        assert table.state.current_player() != WORLD

    play_by_clicks(app, rng, on_frame=watch)
    assert any(spun)
    assert not any("fell" in table.state.action_text(a) for a in table.state.history)


def test_hot_seat_never_shows_another_hand(tmp_path, monkeypatch) -> None:
    """A whole game for two people and a computer, every frame checked (the frames right after
    each move and the cards in flight too): only faces the person at the device may see are
    drawn, and the table shown is that person's, who is the one to act whenever a person must.
    (Dexterity off keeps the game short: the hands are what is checked here.)"""
    ui.record_faces(monkeypatch)
    app, table = open_table(
        tmp_path, ["human", "human", "average"], seed=6, size=(800, 600), options={"dexterity": "off"}
    )  # the faces drawn are looked at, at any size: the smallest window draws them cheapest
    app.settings.anim_speed = "normal"
    watch = ui.HotSeat(app, table)
    play_by_clicks(app, random.Random(7))
    assert table.state.is_over()
    assert watch.handoffs > 0 and watch.own_hand > 0 and watch.after_moves > 10


def test_a_monkey_with_drags_during_rotations(tmp_path) -> None:
    """Random drags, clicks, keys (Shift too) and waits at the smallest size, during live turns
    as well; the pause screen is left with Esc, a finished game played again. After it the table
    still answers a key and the game is sound."""
    app, _ = open_table(tmp_path, ["human", "shaky", "average"], seed=8, size=(800, 600))
    rng = random.Random(11)
    codes = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_r, pygame.K_RETURN, pygame.K_TAB]
    codes += [pygame.K_h, pygame.K_c, pygame.K_t]
    moves: list[int] = []
    left = 0
    for _ in range(500):
        if not isinstance(app.scene, TableScene):
            left += 1
            key(app, pygame.K_RETURN if isinstance(app.scene, ResultsScene) else pygame.K_ESCAPE, 2)
            assert isinstance(app.scene, TableScene), ui.screen(app)
        w, h = app.size
        roll = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if roll < 0.3:
            drag(app, [pos, (rng.randrange(w), rng.randrange(h)), (rng.randrange(w), rng.randrange(h))])
        elif roll < 0.5:
            click(app, pos)
        elif roll < 0.7:
            key(app, rng.choice(codes), mod=rng.choice([0, pygame.KMOD_SHIFT]))
        else:
            run(app, rng.randint(1, 10))
        if isinstance(app.scene, TableScene):
            moves.append(len(app.scene.state.history))
    assert left < 50 and max(moves) > 5
    ui.wait_until(app, lambda: not isinstance(app.scene, TableScene) or app.scene.view.live is None, 2000)
    if isinstance(app.scene, TableScene):
        ui.table_invariants(app.scene)
        ui.answers_a_key(app)


def test_an_autosaved_game_resumes_at_the_table(tmp_path) -> None:
    """Closed mid-game and started again, Resume on the menu gives the same table (the farms and
    the person's hand), and the game plays on from there, by the same rules."""
    app, table = open_table(tmp_path, ["human", "average", "average"], seed=3, autosave=True)
    rng = random.Random(2)
    for _ in range(4000):
        if len(table.state.history) >= 12:
            break
        step_person(app, table, rng, idle=0.1)  # frames where no one acts: see the game above
    else:
        raise AssertionError("12 moves were not reached")
    ui.wait_until(app, lambda: table.view.live is None and not table.flights.busy(), 2000, "a still table")
    history, seen = list(table.state.history), table.state.observation(0)
    app.close()
    app = ui.start_app(tmp_path)
    app.settings.bot_speed = "slow"  # nobody moves in the frames this test looks at
    key(app, pygame.K_r, 2)
    resumed = app.scene
    assert isinstance(resumed, TableScene) and resumed.state.history == history
    assert resumed.obs["farms"] == seen["farms"] and resumed.obs["hand"] == seen["hand"]
    app.settings.bot_speed = "instant"
    for _ in range(6000):
        if len(resumed.state.history) >= len(history) + 15 or isinstance(app.scene, ResultsScene):
            break
        step_person(app, resumed, rng, idle=0.1)
    else:
        raise AssertionError("the resumed game did not go on")
    assert resumed.state.history[: len(history)] == history
    assert len(resumed.state.history) >= len(history) + 15 or resumed.state.is_over()
    ui.table_invariants(resumed)


def test_the_table_draws_inside_the_window_at_three_sizes_during_a_fall(tmp_path) -> None:
    """While pieces of a computer's column are falling, the window is resized to each size: the
    course, the column, the hand and every farm stay inside it, nothing overlapping."""
    app, table = open_table(tmp_path, ["shaky", "shaky", "shaky"], seed=4, size=(800, 600))  # cheap frames

    def falling() -> bool:
        live = table.view.live
        return live is not None and not live.done and bool(live.sim.fallen())

    ui.wait_until(app, falling, 3000, "pieces falling from the column")
    live = table.view.live
    for size in ((2560, 1440), (1280, 720), (800, 600)):
        ui.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        run(app)
        assert app.size == size and table.view.live is live  # still the same fall
        view = table.view
        window = app.screen.get_rect()
        assert view.course.right <= view.column_rect.left
        assert window.contains(view.column_rect) and window.contains(view.course)
        assert view.hand_area.bottom <= app.size[1]
        ui.inside(app, view.farm_rects(table.obs), f"the farms at {size}")
    ui.wait_until(app, lambda: table.view.live is None, 3000, "the fall to be ruled")
    assert "fell" in table.state.action_text(table.state.history[-1]) or table.log
