"""Driving the window as a person would, and reading back what a person would see.

Every input is a real SDL event posted to the queue (keys, typed text, mouse motion, clicks,
drags, the wheel) and the app then runs real frames (``App.frame``). The app runs on the
deterministic clock (:class:`scenes.clock.FrameClock`): every frame lasts 1/60 s and a computer's
move is thought out on the frame's thread and arrives in the next frame, so a test counts frames,
never seconds, and plays the same on an idle machine and a loaded one. What the screen shows is
read back: which screen is on top, which control has the focus and its value, the game that
started. ``wait_until`` advances frames until a condition holds and fails with a clear message
after a bound of frames, so no test hangs or gives up silently. A test about real time (the
computer players' own process) says so in its name and waits with ``wait_in_real_time``.
"""

from __future__ import annotations

import math
import os
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import numpy
import pygame

from game.match import Seat
from scenes.app import App
from scenes.clock import FRAME, FrameClock, RealClock
from scenes.store import Store


def make_app(
    tmp_path: Path, size: tuple[int, int] = (1280, 720), real_time: bool = False, anim: str = "fast"
) -> App:
    """A headless app whose data folder is ``tmp_path`` (never the user's), on the deterministic
    clock; ``real_time``: on the wall clock, its computer players thinking in their own process
    and threads as in a person's window (for the tests about those). ``anim="off"`` (a player's
    setting too) for a test whose subject is not the motion: a card's flight costs frames, each
    drawn in full."""
    app = App(size, Store(tmp_path), RealClock() if real_time else FrameClock())
    app.settings.bot_speed = "instant"
    app.settings.anim_speed = anim
    return app


# -- input --------------------------------------------------------------------------------
def post(kind: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def move_mouse(app: App, pos: tuple[int, int], frames: int = 1, buttons=(0, 0, 0)) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)
    run(app, frames)


def click(app: App, pos: tuple[int, int], frames: int = 1, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    run(app, frames)


def drag(
    app: App,
    points: Sequence[tuple[int, int]],
    hold: int = 0,
    button: int = 1,
    on_frame: Callable[[], object] | None = None,
    until: Callable[[], bool] | None = None,
) -> None:
    """Press at the first point, move through the others one frame each, hold still ``hold``
    frames, release at the last point reached. With ``until`` the drag stops moving and holding
    as soon as it holds (and fails if it never does). ``on_frame()`` runs after each frame of the
    drag (to see what it shows meanwhile)."""

    def step() -> bool:
        run(app)
        if on_frame is not None:
            on_frame()
        return until is not None and bool(until())

    first = (int(points[0][0]), int(points[0][1]))
    post(pygame.MOUSEMOTION, pos=first, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=first, button=button)
    done = step()
    last = first
    for point in points[1:]:
        if done:
            break
        point = (int(point[0]), int(point[1]))
        post(pygame.MOUSEMOTION, pos=point, rel=(point[0] - last[0], point[1] - last[1]), buttons=(1, 0, 0))
        done = step()
        last = point
    for _ in range(hold):
        if done:
            break
        done = step()
    if until is not None and not done:
        raise AssertionError(
            f"the drag ended (after {len(points)} points and {hold} frames held) still waiting"
        )
    post(pygame.MOUSEBUTTONUP, pos=last, button=button)
    step()


def arc(turner, start: float, turn: float, frames: int) -> list[tuple[int, int]]:
    """Mouse points half-way out on the tornado's course (``turner``, the table's or the practice
    screen's ``TornadoTurn``), round its centre from ``start`` degrees through ``turn`` degrees in
    ``frames`` steps: a drag as a hand turns it."""
    cx, cy = turner.centre
    out = []
    for k in range(frames + 1):
        rad = math.radians(start + turn * k / frames)
        x = cx + 0.5 * turner.radius_x * math.sin(rad)
        out.append((round(x), round(cy - 0.5 * turner.radius_y * math.cos(rad))))
    return out


def wheel(app: App, pos: tuple[int, int], steps: int, frames: int = 1) -> None:
    """Turn the wheel ``steps`` notches over ``pos`` (positive scrolls up, away from the user)."""
    move_mouse(app, pos, 0)
    for _ in range(abs(steps)):
        y = 1 if steps > 0 else -1
        post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
        # pygame-menu (and older code) reads the wheel as buttons 4 and 5
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=4 if y > 0 else 5)
        run(app, frames)


def key(app: App, code: int, frames: int = 1, mod: int = 0, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=code, mod=mod, unicode=unicode, scancode=0)
    run(app, frames)


def keys(app: App, *codes: int, frames: int = 1) -> None:
    for code in codes:
        key(app, code, frames)


def type_text(app: App, words: str, frames: int = 1) -> None:
    """Type ``words`` as a keyboard does: a key press and a text event for each character."""
    for char in words:
        code = pygame.key.key_code(char) if char.isalnum() else pygame.K_SPACE if char == " " else 0
        post(pygame.KEYDOWN, key=code, mod=0, unicode=char, scancode=0)
        post(pygame.TEXTINPUT, text=char)
        post(pygame.KEYUP, key=code, mod=0, unicode=char, scancode=0)
        run(app, frames)


# -- time ---------------------------------------------------------------------------------
def same_picture(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Whether two surfaces of one size and format show the same colour at every pixel, as
    ``pygame.image.tobytes(.., "RGB")`` of both would say: compared in place as numbers (a fraction
    of a millisecond at 1280x720, where spelling both out as bytes costs milliseconds, which a
    check of every frame pays hundreds of times)."""
    if a.get_size() != b.get_size() or a.get_masks()[:3] != b.get_masks()[:3]:
        return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
    red, green, blue, _ = a.get_masks()
    pa, pb = pygame.surfarray.pixels2d(a), pygame.surfarray.pixels2d(b)
    try:
        return not numpy.any((pa ^ pb) & (red | green | blue))
    finally:
        del pa, pb  # the surfaces stay locked while an array of their pixels lives


def run(app: App, frames: int = 1, seconds: float = FRAME) -> None:
    """Run ``frames`` frames of ``seconds`` each (the deterministic clock's sixtieth; a longer one
    is a frame of a slow machine, which the live physics catches up within its cap a frame)."""
    for _ in range(frames):
        app.frame(seconds)


def wait_until(
    app: App, condition: Callable[[], object], frames: int = 600, what: str = "", seconds: float = FRAME
) -> int:
    """Run frames until ``condition()`` holds; return how many it took, or fail saying what after
    ``frames`` frames (on the deterministic clock a computer's move takes one frame, whatever the
    machine's load). Each frame lasts ``seconds`` (see :func:`run`)."""
    for count in range(frames + 1):
        if condition():
            return count
        if count < frames:
            run(app, seconds=seconds)
    raise AssertionError(f"after {frames} frames still waiting for {what or condition} (on {screen(app)})")


def wait_in_real_time(
    app: App, condition: Callable[[], object], seconds: float, what: str, paced: bool = False
) -> float:
    """Run frames (each 1/60 s for the scenes, as fast as they go) until ``condition()`` holds;
    the seconds it took, or fail saying what after ``seconds``: for an app on the wall clock
    (``make_app(real_time=True)``), whose computer players think in real time in their own process.
    ``paced``: each frame also waits for its sixtieth of a second on the app's clock, as a person's
    window does (``App.run``), so the frames leave the cores to the process the test waits for
    rather than spinning hundreds of frames a second beside it."""
    began = time.monotonic()
    while not condition():
        if time.monotonic() - began > seconds:
            raise AssertionError(f"after {seconds} s still waiting for {what} (on {screen(app)})")
        run(app)
        if paced:
            app.clock.tick()
    return time.monotonic() - began


# -- what the screen shows ------------------------------------------------------------------
def screen(app: App) -> str:
    """The name of the screen on top, as a person would tell it apart (``MenuScene``, ...)."""
    return type(app.scene).__name__ if app.scene is not None else ""


def showing(app: App, name: str) -> bool:
    return screen(app) == name


def focused_widget(app: App):
    """The control of a form that has the keyboard focus (pygame-menu's selected widget)."""
    menu = getattr(app.scene, "menu", None)
    assert menu is not None, f"{screen(app)} is not a form"
    return menu.get_selected_widget()


def focused_title(app: App) -> str:
    widget = focused_widget(app)
    return widget.get_title().strip() if widget is not None else ""


def focus_on(app: App, title: str, limit: int = 80) -> None:
    """Press Down until the form's focus is on the control whose title starts with ``title``."""
    for _ in range(limit):
        if focused_title(app).startswith(title):
            return
        key(app, pygame.K_DOWN)
    raise AssertionError(f"no control titled {title!r} reached with Down (focus on {focused_title(app)!r})")


def widget_rect(app: App, widget) -> pygame.Rect:
    """Where ``widget``'s title and value are drawn on the window, without its padding (scrolled
    into view first): a click there is a click on the control."""
    menu = app.scene.menu
    menu.get_scrollarea().scroll_to_rect(widget.get_rect(to_real_position=False))
    run(app)
    return widget.get_rect(to_real_position=True, apply_padding=False)


def seats(kinds: list[str]) -> list[Seat]:
    return [Seat(kind, f"P{index}") for index, kind in enumerate(kinds)]


def play_by_clicks(
    app: App, rng: random.Random, limit: int = 60000, on_frame=None, idle: float = FRAME
) -> int:
    """Play the table through its input only until the results screen shows; return the frames.

    Whenever a person must act, click the centre of one of the view's targets (chosen at random
    among them, so every kind of control gets used); hand-off and between-round screens are
    dismissed with a click. ``on_frame(app)`` runs after every frame (for checks). A frame in
    which no one clicks lasts ``idle`` seconds: longer than a sixtieth, it fast-forwards what runs
    on the clock (the live tornado's physics, up to its few steps a frame; the rests shown and
    the banners), as a slow machine's frames do, for a test whose checks need not see every
    sixtieth. The physics steps are the same whatever ``idle`` is (each is 1/120 s; a long frame
    only runs more of them, up to the cap): the tornado games played so (tests/test_i18n_tables,
    test_tornado_table) were checked to be the same, move for move, as at a sixtieth.
    """
    from scenes.results import ResultsScene
    from scenes.table import TableScene

    for frame in range(limit):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            return frame
        assert isinstance(scene, TableScene), type(scene).__name__
        if scene.handoff is not None or scene.interlude is not None or scene.flights.busy():
            click(app, (5, 5))
        elif scene.deciding():
            targets = [t for t in scene.targets() if t.key != "pause" and t.enabled]
            if targets:
                target = rng.choice(targets)
                click(app, target.rect.center)
            else:
                run(app, seconds=idle)
        else:
            run(app, seconds=idle)
        if on_frame is not None:
            on_frame(app)
    raise AssertionError("the game did not reach the results screen")


def moment(table) -> tuple:
    """What a person tells apart at a table from one frame to the next (the move, a refusal, the
    pass-the-device screen, a summary, the banners up, whose turn, cards in flight): a frame
    where any of it changes is a new moment to look at (see :func:`draw_sampled`)."""
    return (
        len(table.state.history),
        table.message,
        table.handoff is not None,
        table.interlude is not None,
        tuple(banner.words for banner, *_ in table.banners),
        table.deciding(),
        table.flights.busy(),
    )


def draw_sampled(
    monkeypatch,
    app: App,
    table,
    moving: Callable[[], object],
    every: int = 4,
    changed: Callable[[object], tuple] = moment,
) -> None:
    """Let ``table`` skip some of the frames it draws while ``moving()`` holds (a live column,
    moving in every frame): each such frame is still drawn that input reached or the scenes asked
    for (``App.redraw``), that ``changed(table)`` tells apart from the last drawn one, or that
    comes ``every`` frames after the last drawn. A check of what frames show (the words drawn)
    reads that sample, every new moment among it, rather than every frame of the motion (most of
    such a frame's time is its drawing). Between the frames drawn the window keeps its picture."""
    real_frame, real_draw = app.frame, table.on_draw
    asked, count, last = [True], [0], [None]

    def frame(dt: float) -> None:
        asked[0] = app.dirty or pygame.event.peek() or not moving()
        real_frame(dt)

    def on_draw(surface: pygame.Surface) -> None:
        now = changed(table)
        count[0] += 1
        if asked[0] or now != last[0] or count[0] >= every:
            count[0], last[0] = 0, now
            real_draw(surface)

    monkeypatch.setattr(app, "frame", frame)
    monkeypatch.setattr(table, "on_draw", on_draw)


# -- journeys: finding what a person would aim at ------------------------------------------
def target(app: App, key) -> object:
    """The clickable thing ``key`` (a game card, a button) of a custom-drawn screen, as it is now."""
    found = next((t for t in app.scene.targets() if t.key == key), None)
    shown = [t.key for t in app.scene.targets()]
    assert found is not None, f"{screen(app)} shows no {key!r} (it shows {shown})"
    return found


def widget_titled(app: App, title: str):
    """The form's control whose title starts with ``title``."""
    for widget in app.scene.menu.get_widgets():
        if widget.get_title().strip().startswith(title):
            return widget
    raise AssertionError(f"{screen(app)} has no control titled {title!r}")


def click_widget(app: App, title: str, frames: int = 1) -> None:
    """Click the middle of the form's control titled ``title`` (scrolled into view first)."""
    click(app, widget_rect(app, widget_titled(app, title)).center, frames)


def point_at(app: App, pos: tuple[int, int]) -> None:
    """Put the pointer itself at ``pos``: pygame-menu's scroll area asks SDL where the pointer is
    (``pygame.mouse.get_pos``) before it takes the wheel, and a posted motion event does not move it."""
    pygame.mouse.set_pos(pos)
    move_mouse(app, pos)


# -- the program as a person starts it --------------------------------------------------------
def start_app(tmp_path, size: tuple[int, int] = (1280, 720)) -> App:
    """The app as the program opens it: on the game menu."""
    from scenes.menu import MenuScene

    app = make_app(tmp_path, size)
    app.show(MenuScene(app))
    run(app, 2)
    return app


def menu_target(app: App, key_name: str) -> pygame.Rect:
    """Where the menu's target called ``key_name`` (a game id, ``settings``, ...) is drawn."""
    return target(app, key_name).rect


def to_setup(app: App, game_id: str) -> None:
    """From the menu, click the game's card: its setup form opens."""
    click(app, menu_target(app, game_id).center, 2)
    assert showing(app, "SetupScene"), screen(app)


def press_button(app: App, title: str, frames: int = 2) -> None:
    """Move the form's focus to the button ``title`` with Down, press Enter."""
    focus_on(app, title)
    key(app, pygame.K_RETURN, frames)


def quit_to_menu(app: App) -> None:
    """From a table: Esc, then the pause screen's "Quit to the menu" (the game is kept)."""
    key(app, pygame.K_ESCAPE, 2)
    assert showing(app, "PauseScene"), f"Esc at the table showed {screen(app)}"
    press_button(app, "Quit to the menu")
    assert showing(app, "MenuScene"), screen(app)


def play_moves(app: App, moves: int, rng: random.Random | None = None, frames: int = 5000) -> None:
    """Act as the people at the table on top (clicking listed targets at random, confirming the
    hand-off and summaries) until the game has ``moves`` moves."""
    rng = rng or random.Random(1)
    table = app.scene

    def act() -> bool:
        if len(table.state.history) >= moves:
            return True
        if table.handoff is not None or table.interlude is not None or table.flights.busy():
            click(app, (5, 5), frames=0)
        elif table.deciding():
            choices = [t for t in table.targets() if t.key != "pause" and t.enabled]
            if choices:
                click(app, rng.choice(choices).rect.center, frames=0)
        return False

    wait_until(app, act, frames, f"{moves} moves at the {table.state.spec.id} table")


# -- tables -------------------------------------------------------------------------------
def open_table(
    app: App,
    game_id: str,
    kinds: list[str],
    options: dict | None = None,
    seed: int = 3,
    autosave: bool = False,
    frames: int = 2,
):
    """A new table for ``game_id`` shown on ``app`` (table-focused tests open it directly)."""
    from scenes.table import TableScene

    table = TableScene.new(app, game_id, seats(kinds), options or {}, seed=seed, autosave=autosave)
    app.show(table)
    run(app, frames)
    dealt(app, table)
    return table


def dealt(app: App, table) -> None:
    """Let a new game's first hands land (the deal holds the table's input while it runs)."""
    if table.flights.busy() and not table.state.history:
        wait_until(app, lambda: not table.flights.busy(), 600, "the first hands to be dealt")


def open_position(app: App, state, kinds: list[str], autosave: bool = False, frames: int = 2):
    """A table over an arranged position (the engine's own state, the seats as given)."""
    from game.match import Match
    from scenes.table import TableScene

    table = TableScene(app, Match(state, seats(kinds)), autosave=autosave)
    app.show(table)
    run(app, frames)
    return table


def person_decides(app: App, table) -> bool:
    """The person at ``table`` can act now: their turn, nothing moving, no summary or hand-off over it."""
    return app.scene is table and table.deciding() and not table.flights.busy() and table.interlude is None


def at_results(app: App) -> bool:
    return showing(app, "ResultsScene")


def settle(app: App, table, frames: int = 3000, confirm: bool = True) -> int:
    """Run until the person at ``table`` decides or the results show; fail saying so otherwise.

    With ``confirm`` the pass-the-device screen and between-round summaries are clicked away, as
    the person would (never while cards are flying)."""

    def ready() -> bool:
        if at_results(app) or person_decides(app, table):
            return True
        if confirm and app.scene is table and (table.handoff is not None or table.interlude is not None):
            click(app, (5, 5), frames=0)
        return False

    return wait_until(app, ready, frames, "the person to decide (or the results)")


def inside(app: App, rects, what: str) -> None:
    """Every rectangle lies wholly inside the window."""
    window = app.screen.get_rect()
    rects = list(rects)
    assert rects, f"nothing to check on {what}"
    outside = [r for r in rects if not window.contains(r)]
    assert not outside, f"{what} at {app.size}: {outside} outside the window"


def form_rects(app: App) -> list[pygame.Rect]:
    """Where every control of the form on top is drawn, each scrolled into view first."""
    menu = app.scene.menu
    return [widget_rect(app, w) for w in menu.get_widgets() if w.is_visible() and w.is_selectable]


def table_invariants(table) -> None:
    """The game behind the table is sound: its document replays to the same game from every
    seat, it is over or someone has a legal move, every card (and piece) is still there once, and
    the table shows the state as it is."""
    from tests.protocol_checks import check_round_trip

    state = table.state
    check_round_trip(state)
    assert state.is_over() or state.legal_actions(), "nobody can move in an unfinished game"
    game = state.spec.id
    if game == "assano":
        from game.assano.cards import full_deck
        from tests.assano_helpers import all_cards

        assert sorted(all_cards(state).elements()) == sorted(full_deck()), "a card was made or lost"
    elif game == "opposites":
        from collections import Counter

        from game.opposites.cards import full_deck
        from tests.test_opposites_helpers import card_census

        assert card_census(state) == Counter(full_deck()), "a card was made or lost"
    elif game == "tornado_ellie":
        from tests.test_tornado_invariants import census_ok

        census_ok(state)
    assert table.obs == state.observation(table.viewer), "the table shows a stale view"


def answers_a_key(app: App) -> None:
    """The screen on top still reacts to the keyboard as a person would see it."""
    name = screen(app)
    scene = app.scene
    if name == "TableScene":
        key(app, pygame.K_ESCAPE, 2)
        assert showing(app, "PauseScene"), f"Esc at the table showed {screen(app)}"
        key(app, pygame.K_ESCAPE, 2)
        assert app.scene is scene, f"Esc on the pause screen showed {screen(app)}"
    elif name in ("MenuScene", "ResultsScene"):
        before = scene.focus.key
        key(app, pygame.K_TAB, 2)
        assert scene.focus.key != before, f"Tab did not move the focus on {name}"
    elif name == "RulesScene":  # the keys scroll the page
        area = scene.menu.get_scrollarea()
        key(app, pygame.K_END, 2)
        end = area.get_offsets()[1]
        key(app, pygame.K_HOME, 2)
        assert area.get_offsets()[1] < end, "End and Home did not scroll the rules page"
    elif getattr(scene, "menu", None) is not None:
        if len([w for w in scene.menu.get_widgets() if w.is_selectable and w.is_visible()]) > 1:
            before = focused_widget(app)
            key(app, pygame.K_DOWN, 2)
            assert focused_widget(app) is not before, f"Down did not move the focus on {name}"
        else:  # a page with one button (the rules): Down scrolls it
            area = scene.menu.get_scrollarea()
            before = area.get_offsets()
            key(app, pygame.K_DOWN, 2)
            key(app, pygame.K_PAGEDOWN, 2)
            assert area.get_offsets() != before, f"the keys did not scroll {name}"
    else:
        raise AssertionError(f"no key check for {name or 'an empty window'}")


MONKEY_KEYS = (
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_BACKSPACE,
    pygame.K_ESCAPE,
    pygame.K_a,
    pygame.K_c,
    pygame.K_d,
    pygame.K_e,
    pygame.K_h,
    pygame.K_n,
    pygame.K_r,
    pygame.K_t,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
)
MONKEY_SIZES = ((800, 600), (1000, 700), (1280, 720), (1920, 1080))


def back_to_table(app: App) -> None:
    """Back to the table from where a monkey left it: Esc from pause, rules or settings; Enter on
    the results plays again."""
    for _ in range(4):
        if showing(app, "TableScene"):
            return
        key(app, pygame.K_RETURN if showing(app, "ResultsScene") else pygame.K_ESCAPE, 2)


def table_targets(app: App) -> list[pygame.Rect]:
    """The table's controls (not the pause button), for a monkey to hit now and then."""
    if not showing(app, "TableScene"):
        return []
    return [t.rect for t in app.scene.targets() if t.key != "pause"]


def monkey(
    app: App,
    rng: random.Random,
    frames: int,
    home: Callable[[], object],
    at_home: Callable[[], bool],
    aim: Callable[[], list[pygame.Rect]] | None = None,
    codes: Sequence[int] = MONKEY_KEYS,
    on_frame: Callable[[], object] | None = None,
    each_frame: int = 1,
) -> dict[str, int]:
    """Random clicks, drags, keys, wheel turns and resizes for ``frames`` frames, ``each_frame``
    events a frame (a quick hand's, several in one frame's queue, as SDL gives them: as many
    events in fewer frames drawn). Whenever the screen is left (Esc, a Back button, a game that
    ended) the monkey goes back with ``home()`` at once, so every frame but those few is spent on
    the screen under test; ``aim()`` gives controls to hit now and then so things really happen.
    It ends on the screen under test. Returns counts: frames begun on the screen as the last one
    left it, times it was left and gone back to, events sent."""
    stats = {"home": 0, "left": 0, "events": 0}
    held = [False]
    for _ in range(frames):
        if not at_home():
            stats["left"] += 1
            home()
            assert at_home(), f"could not get back to the screen under test (on {screen(app)})"
        else:
            stats["home"] += 1
        for _ in range(each_frame):
            monkey_event(app, rng, aim() if aim is not None else [], codes, held)
            stats["events"] += 1
        run(app)
        if on_frame is not None:
            on_frame()
    post(pygame.MOUSEBUTTONUP, pos=(1, 1), button=1)
    run(app)
    if not at_home():  # the last event left it: the checks after the monkey are of that screen
        home()
        assert at_home(), f"could not get back to the screen under test (on {screen(app)})"
    return stats


def monkey_event(
    app: App, rng: random.Random, targets: list[pygame.Rect], codes: Sequence[int], held: list[bool]
) -> None:
    """Post one of the monkey's random events (``held[0]``: the left button is down)."""
    width, height = app.size
    pos = (rng.randrange(width), rng.randrange(height))
    if targets and rng.random() < 0.25:
        pos = rng.choice(targets).center
    roll = rng.random()
    if roll < 0.3:
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        held[0] = False
    elif roll < 0.4:
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        held[0] = True
    elif roll < 0.5:
        post(
            pygame.MOUSEMOTION,
            pos=pos,
            rel=(rng.randint(-40, 40), rng.randint(-40, 40)),
            buttons=(1, 0, 0) if held[0] else (0, 0, 0),
        )
    elif roll < 0.55:
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        held[0] = False
    elif roll < 0.9:
        code = rng.choice(codes)
        post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        if rng.random() < 0.7:
            post(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0)
    elif roll < 0.96:
        y = rng.choice((-1, 1))
        post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    else:
        w, h = rng.choice(MONKEY_SIZES)
        post(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))


# -- what is really drawn: the words -----------------------------------------------------------
def drawn_text(app: App, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text one frame draws through ``scenes.ui.text.blit``, with where (the frame is drawn
    even on a still screen, which otherwise draws only when something changed)."""
    from scenes.ui import text as ui_text

    drawn: list[tuple[str, pygame.Rect]] = []
    real = ui_text.blit

    def record(surface, words, *args, **kwargs):
        rect = real(surface, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect

    with monkeypatch.context() as patch:
        patch.setattr(ui_text, "blit", record)
        app.redraw()
        run(app)
    return drawn


# -- what is really drawn: the privacy checks ---------------------------------------------------
def record_faces(monkeypatch) -> list[str]:
    """Switch on ``scenes.ui.cards.drawn_faces``: every card face drawn from now on is noted in
    it, whichever part of a view (hand, pile, a card in flight) draws it (the views' face painters
    are cached through ``cards.face_cache``, which notes each face it hands out)."""
    from scenes.ui import cards

    monkeypatch.setattr(cards, "drawn_faces", [])
    return cards.drawn_faces


def words_in(value) -> set[str]:
    """Every string anywhere in an observation (keys and values): the cards it names."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(words_in(k) | words_in(v) for k, v in value.items())) if value else set()
    if isinstance(value, (list, tuple, set, frozenset)):
        return set().union(*(words_in(v) for v in value)) if value else set()
    return set()


class HotSeat:
    """Checks, in every frame the app runs, what the person at a shared device can see.

    The person at the device is the one who last confirmed the pass-the-device screen (at the
    start, the first person). In every frame the table is drawn: the view is that person's; every
    card face really drawn (``cards.drawn_faces``, hands, piles and cards in flight alike) is one
    that person's observation names, now or in the frame before (a card that just left their
    hand); when a person must act and nothing is moving, it is that person (from the frame after
    the move that made it their turn). While the hand-off screen shows, no face at all is drawn.
    Install with ``record_faces`` first."""

    def __init__(self, app: App, table) -> None:
        from scenes.ui import cards

        assert cards.drawn_faces is not None, "call record_faces first"
        self.app, self.table = app, table
        self.at_device = table.viewer if table.handoff is None else None
        self.confirming: int | None = table.handoff
        self.before: tuple[int, set[str]] | None = None
        self.handoffs = 0
        self.faces = 0
        self.own_hand = 0
        self.after_moves = 0
        self.moves = len(table.state.history)
        self.original = app.frame
        app.frame = self.frame
        self.drew = False
        draw = table.on_draw

        def noted_draw(surface) -> None:
            self.drew = True
            draw(surface)

        table.on_draw = noted_draw

    def frame(self, dt: float) -> None:
        from scenes.ui import cards

        table = self.table
        cards.drawn_faces.clear()
        self.drew = False
        self.original(dt)
        drawn = list(cards.drawn_faces)
        if not self.drew:  # the table was not drawn this frame (still, results, pause)
            assert not drawn or self.app.scene is not table
            return
        if table.last_ctx is None:  # the pass-the-device screen
            assert drawn == [], f"faces drawn behind the hand-off screen: {drawn}"
            self.handoffs += 1
            self.confirming = table.handoff
            self.before = None
            return
        if self.confirming is not None:
            self.at_device, self.confirming = self.confirming, None
        viewer = table.viewer
        assert viewer == self.at_device, f"seat {viewer}'s view shown to seat {self.at_device}"
        seen = words_in(table.state.observation(viewer))
        allowed = seen | (self.before[1] if self.before and self.before[0] == viewer else set())
        leaked = [card for card in drawn if card not in allowed]
        assert not leaked, f"seat {viewer} was shown {leaked}, not in its observation"
        moved = len(table.state.history) != self.moves
        self.moves = len(table.state.history)
        turn = table.match.turn()
        if (
            turn.who == "human"
            and not moved  # a computer's move in this very frame: the hand-off comes in the next
            and table.handoff is None
            and not table.flights.busy()
            and table.interlude is None
        ):
            assert turn.seat == viewer, f"seat {turn.seat} must act, but seat {viewer}'s view is shown"
        hand = words_in(table.state.observation(viewer).get("hand", []))
        self.faces += len(drawn)
        self.own_hand += sum(card in hand for card in drawn)
        self.after_moves += moved and bool(drawn)
        self.before = (viewer, seen)

    def close(self) -> None:
        self.app.frame = self.original


class DrawnText:
    """Every string any font renders while it is active (the table's text and pygame-menu's
    widgets alike): ``pygame.font.Font`` is replaced by a subclass that records, and the font
    caches are emptied so every face is made anew from it."""

    def __init__(self, monkeypatch) -> None:
        import sys

        from scenes.ui import text as ui_text

        self.words: list[str] = []
        recorder = self

        class RecordingFont(pygame.font.Font):
            def render(self, text, *args, **kwargs):
                recorder.words.append(str(text))
                return super().render(text, *args, **kwargs)

        monkeypatch.setattr(pygame.font, "Font", RecordingFont)
        ui_text.font.cache_clear()
        ui_text.clear()
        widget_fonts = sys.modules.get("pygame_menu.font")
        if widget_fonts is not None:
            widget_fonts._cache.clear()

    def english(self, allowed: Sequence[str] = ()) -> list[str]:
        """The drawn strings with a plain ASCII word of two letters or more in them (in the
        pseudo language every catalogued letter is accented, so such a word came from outside the
        catalogue), but for the ``allowed`` words (names typed by people, the brand)."""
        import re

        found = []
        for words in dict.fromkeys(self.words):
            if set(words) == {"O"}:  # pygame-menu measures a text field's room in O's, never shown
                continue
            plain = re.findall(r"(?<![^\W\d_])[A-Za-z]{2,}(?![^\W\d_])", words)
            if [word for word in plain if word not in allowed]:
                found.append(words)
        return found


def choose_danish_at_the_table(app: App, table) -> None:
    """From a table, as a person switches language mid-game: Esc, Settings, the Language selector
    one step right (English to Dansk), and Esc twice back to the same table."""
    from scenes import language
    from scenes.strings import text

    key(app, pygame.K_ESCAPE, 2)
    assert showing(app, "PauseScene"), screen(app)
    press_button(app, text("pause_settings"))
    assert showing(app, "SettingsScene"), screen(app)
    focus_on(app, text("settings_language"))
    key(app, pygame.K_RIGHT, 3)  # English -> Dansk
    assert language.current() == "da"
    key(app, pygame.K_ESCAPE, 2)
    key(app, pygame.K_ESCAPE, 2)
    assert app.scene is table, screen(app)
