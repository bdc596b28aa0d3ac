"""Driving the window as a person would, and reading back what a person would see.

Every input is a real SDL event posted to the queue (keys, typed text, mouse motion, clicks,
drags, the wheel) and the app then runs real frames (``App.frame``, 60 a second). What the screen
shows is read back: which screen is on top, which control has the focus and its value, the game
that started. ``wait_until`` advances frames until a condition holds and fails with a clear message
after a bound, so no test hangs or gives up silently.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.match import Seat
from scenes.app import App
from scenes.store import Store

FRAME = 1 / 60


def make_app(tmp_path, size: tuple[int, int] = (1280, 720)) -> App:
    """A headless app whose data folder is ``tmp_path`` (never the user's)."""
    app = App(size, Store(tmp_path))
    app.settings.bot_speed = "instant"
    app.settings.anim_speed = "fast"
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


def drag(app: App, points: Sequence[tuple[int, int]], hold: int = 0, button: int = 1) -> None:
    """Press at the first point, move through the others one frame each, release at the last."""
    first = (int(points[0][0]), int(points[0][1]))
    post(pygame.MOUSEMOTION, pos=first, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=first, button=button)
    run(app)
    last = first
    for point in points[1:]:
        point = (int(point[0]), int(point[1]))
        post(pygame.MOUSEMOTION, pos=point, rel=(point[0] - last[0], point[1] - last[1]), buttons=(1, 0, 0))
        run(app)
        last = point
    run(app, hold)
    post(pygame.MOUSEBUTTONUP, pos=last, button=button)
    run(app)


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
def run(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.frame(FRAME)


def wait_until(app: App, condition: Callable[[], object], frames: int = 600, what: str = "") -> int:
    """Run frames until ``condition()`` holds; return how many it took, or fail saying what."""
    for count in range(frames + 1):
        if condition():
            return count
        run(app)
    scene = type(app.scene).__name__ if app.scene is not None else "no screen"
    raise AssertionError(f"after {frames} frames still waiting for {what or condition} (on {scene})")


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


def play_by_clicks(app: App, rng: random.Random, limit: int = 60000, on_frame=None) -> int:
    """Play the table through its input only until the results screen shows; return the frames.

    Whenever a person must act, click the centre of one of the view's targets (chosen at random
    among them, so every kind of control gets used); hand-off and between-round screens are
    dismissed with a click. ``on_frame(app)`` runs after every frame (for checks).
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
                run(app)
        else:
            run(app)
        if on_frame is not None:
            on_frame(app)
    raise AssertionError("the game did not reach the results screen")


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
