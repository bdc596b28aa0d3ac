"""The window and its frame loop: it owns the display, the scene stack, the settings and sounds.

Scenes are swapped by one manager (:meth:`App.show`, :meth:`App.push`, :meth:`App.pop`) that calls
their ``on_enter``, ``on_exit``, ``on_resize`` and ``on_reveal`` hooks; a screen moves to another by
name (:meth:`App.go`, :meth:`App.open`, :meth:`App.make`), found in :mod:`scenes.navigation`. F11
toggles fullscreen everywhere.

A scene lays out again (``on_resize``) only when the window's size differs from the one it last
laid out at: a scene hidden under an opaque screen is laid out when it shows again, not at every
resize in between, and one uncovered at the size it had is not laid out at all (a form's rebuild
costs tens of milliseconds). What may have changed under a screen on top is refreshed by the
scene's ``on_reveal``, not by a layout.

The loop ticks at 60 Hz always (input is read every 1/60 s, as before), but it draws and flips
only when the picture can have changed: after any event (a key, a click, the mouse moving for a
hover, a resize, the window exposed), a change of screen, :meth:`App.redraw`, or while a scene says
it is :meth:`~scenes.scene.Scene.animating`. A still screen costs a frame's event read and update,
not a full redraw and flip: about 1% of a core instead of about 30%.

How long a frame lasts, and where computer players think, is the window's clock
(:mod:`scenes.clock`): the wall clock for a person, or the deterministic frame clock for the tests
and ``--autoplay`` (every frame 1/60 s, a computer's move done on the frame's thread and shown in
the next frame), so a watched or tested game is the same on any machine, however busy.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.paths import data_dir
from game.version import version
from scenes import language, navigation
from scenes.clock import FrameClock, RealClock
from scenes.icon import window_icon
from scenes.navigation import To
from scenes.scene import Scene
from scenes.store import Settings, Store
from scenes.strings import Later, text
from scenes.ui import text as ui_text
from scenes.ui.input import ACT_KEYS
from scenes.ui.sound import Sounds

MIN_SIZE = (800, 600)
START_SIZE = (1280, 720)


def pixels_straight_to_x11() -> None:
    """On X11, have SDL hand the window's pixels to the X server itself (through shared memory)
    instead of through an OpenGL texture, before the window opens. SDL takes the texture's way
    wherever OpenGL exists, and where that OpenGL is the software rasteriser (no graphics driver, a
    virtual machine, Xvfb) a flip of a 2560x1440 window cost 31 ms of the app's own CPU against
    0.1 ms, so a screen whose only motion was a pulsing ring took half a core (``bench/idle.py
    --case practice --size 2560x1440``). SDL already does this on WSL, and Windows' own way is its
    direct one too. A person's own ``SDL_FRAMEBUFFER_ACCELERATION`` is kept."""
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


class App:
    """One window and a stack of scenes: the top one gets the input, all visible ones draw."""

    def __init__(
        self, size: tuple[int, int] = START_SIZE, store: Store | None = None, clock: RealClock | None = None
    ) -> None:
        self.clock = clock or RealClock()
        """How long frames last and where work beside them runs (:mod:`scenes.clock`)."""
        self.clock.install()
        pygame.init()
        pixels_straight_to_x11()
        sys.setswitchinterval(0.001)  # a computer player thinking on its thread yields the GIL often
        from scenes.assets import font

        font.cache_clear()  # fonts die with the previous pygame session (tests start several)
        ui_text.clear()
        widget_fonts = sys.modules.get("pygame_menu.font")  # loaded only once a form was shown
        if widget_fonts is not None:
            widget_fonts._cache.clear()
        pygame.display.set_icon(window_icon())  # before the window opens: some systems read it only then
        pygame.key.set_repeat(350, 40)
        self.store = store or Store()
        self.settings: Settings = self.store.load_settings()
        language.set_language(self.settings.language or language.system_language())
        pygame.display.set_caption(text("title"))
        self.language_asked: str | None = None
        """A language chosen in the settings, put into effect at the start of the next frame."""
        self.windowed_size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        self.fullscreen = False
        self.stack: list[Scene] = []
        self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if self.settings.fullscreen:
            self.toggle_fullscreen()
        self.running = True
        self.sounds = Sounds()
        self.apply_sound_settings()
        self.frames = 0
        self.draws = 0
        """Frames drawn and flipped (``frames`` counts every frame, drawn or still)."""
        self.keys_down: set[int] = set()
        """The keys pressed and not let go yet (:meth:`key_for_nobody`)."""
        self.keys_before: set[int] = set()
        """Of those, the ones held since before the screen on top appeared."""
        self._keys_scene: Scene | None = None
        self.dirty = True
        """Something changed that the next frame must draw (see :meth:`redraw`)."""
        self.persist = True
        """False for autoplay: its pacing must not become the player's saved settings."""

    # -- the scene manager ---------------------------------------------------------------
    @property
    def scene(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def make(self, name: To, *args: Any, **kwargs: Any) -> Any:
        """The screen ``name`` (:class:`scenes.navigation.To`) built for this window, not shown;
        None when it cannot be made (a saved game that cannot be played on)."""
        return navigation.maker(name)(self, *args, **kwargs)

    def go(self, name: To, *args: Any, **kwargs: Any) -> Any:
        """Replace every scene with the screen ``name``; returns it, or None when none was made."""
        scene = self.make(name, *args, **kwargs)
        if scene is not None:
            self.show(scene)
        return scene

    def open(self, name: To, *args: Any, **kwargs: Any) -> Any:
        """Put the screen ``name`` on top (an overlay); returns it, or None when none was made."""
        scene = self.make(name, *args, **kwargs)
        if scene is not None:
            self.push(scene)
        return scene

    def show(self, scene: Scene) -> None:
        """Replace every scene with ``scene``."""
        while self.stack:
            self.stack.pop().on_exit()
        self.push(scene)

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top (an overlay such as pause); the one below keeps its state."""
        self.stack.append(scene)
        scene.on_enter()
        self.lay_out(scene, anew=True)
        self.redraw()

    def pop(self) -> None:
        """Take the top scene away; the one it uncovers is laid out again only if the window's
        size changed while it was hidden, and is told it shows again (``on_reveal``)."""
        if self.stack:
            self.stack.pop().on_exit()
        self.lay_out_shown()
        if self.stack:
            self.stack[-1].on_reveal()
        self.redraw()

    def shown(self) -> list[Scene]:
        """The scenes a frame draws: the top one and those under it down to the first opaque one,
        but for any that draws nothing while covered (:attr:`Scene.drawn_covered`)."""
        first = max((i for i, s in enumerate(self.stack) if s.opaque), default=0)
        top = self.scene
        return [s for s in self.stack[first:] if s is top or s.drawn_covered]

    def lay_out(self, scene: Scene, anew: bool = False) -> None:
        """Lay ``scene`` out for the window's size, unless it already is (or ``anew``)."""
        if anew or scene.laid_size != self.size:
            scene.laid_size = self.size
            scene.on_resize(self.size)

    def lay_out_shown(self) -> None:
        """Lay out the scenes a frame draws whose size is stale; the hidden ones wait until shown."""
        for scene in self.shown():
            self.lay_out(scene)

    def redraw(self) -> None:
        """Draw the next frame: for a still scene whose picture changed without input or motion."""
        self.dirty = True

    def animating(self) -> bool:
        """True while any scene on the stack changes by itself (one below an overlay too: its
        computer players and flights go on under the pause form, and show through it)."""
        return any(scene.animating() for scene in self.stack)

    def quit(self) -> None:
        self.running = False

    # -- the window ----------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        width, height = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
        if self.screen.get_size() != (width, height) or size != (width, height):
            self.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
        if not self.fullscreen:
            self.windowed_size = (width, height)
        self.lay_out_shown()
        self.redraw()

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            sizes = pygame.display.get_desktop_sizes()
            self.screen = pygame.display.set_mode(
                sizes[0] if sizes else self.windowed_size, pygame.FULLSCREEN
            )
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.settings.fullscreen = self.fullscreen
        self.lay_out_shown()
        self.redraw()

    def apply_sound_settings(self) -> None:
        self.sounds.volume = self.settings.volume
        self.sounds.muted = self.settings.muted

    def choose_language(self, code: str) -> None:
        """Switch every screen to another language (at the next frame: the form whose control
        asked is rebuilt then, not from inside its own callback)."""
        self.settings.language = code
        self.save_settings()
        self.language_asked = code

    def apply_language(self) -> None:
        code, self.language_asked = self.language_asked, None
        language.set_language(code)
        pygame.display.set_caption(text("title"))
        for scene in self.stack:
            scene.on_language()  # (laid out again, at the window's size: see Scene.on_language)
            scene.laid_size = self.size
        self.redraw()

    def save_settings(self) -> None:
        if not self.persist:
            return
        try:
            self.store.save_settings(self.settings)
        except OSError as exc:
            self.store.notices.append(Later("notice_settings_unsaved", reason=Later.error(exc)))

    # -- the loop ------------------------------------------------------------------------
    def frame(self, dt: float) -> None:
        """One frame: events, update, and a draw if anything can have changed. Never blocks.

        Drawn when an event arrived (every kind: a hover, a resize, the window exposed), when the
        scenes changed or asked (:meth:`redraw`), or when a scene was animating before or after
        its update (so the frame where motion ends is drawn too). On the deterministic clock the
        work the frames before asked for (a computer's move) is done first, on this thread."""
        self.clock.begin_frame()
        for event in pygame.event.get():
            self.dirty = True
            if self.key_for_nobody(event):
                continue
            if event.type == pygame.QUIT:
                self.quit()
            elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
                self.resize((event.w, event.h))
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif self.scene is not None:
                self.scene.on_event(event)
        if self.language_asked is not None:
            self.apply_language()
        moving = self.animating()
        for scene in list(self.stack):
            scene.on_update(dt)
        if self.dirty or moving or self.animating():
            self.dirty = False  # a draw that asks for another frame keeps its request
            for scene in self.shown():
                scene.on_draw(self.screen)
            pygame.display.flip()
            self.draws += 1
        self.frames += 1

    def key_for_nobody(self, event: pygame.event.Event) -> bool:
        """Note the keys pressed and let go, and give every key press ``repeat``: True when it is
        the key repeat of a key held down (SDL's repeat, :func:`pygame.key.set_repeat`, sends
        presses alone), so a screen can tell a fresh press from a held one.

        True for a press no screen should take: the repeat of an activating key (Enter, Space:
        a held key activates once, not a button every 40 ms) or of any key held since before the
        screen on top appeared (a held Enter would open a game's setup, start the game and pause
        it; a held Esc would flip between the table and the pause screen)."""
        if self.scene is not self._keys_scene:
            self._keys_scene = self.scene
            self.keys_before = set(self.keys_down)
        if event.type == pygame.KEYDOWN:
            event.repeat = event.key in self.keys_down
            self.keys_down.add(event.key)
            return event.repeat and (event.key in ACT_KEYS or event.key in self.keys_before)
        if event.type == pygame.KEYUP:
            self.keys_down.discard(event.key)
            self.keys_before.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.keys_down.clear()
            self.keys_before.clear()
        return False

    def run(
        self,
        frames: int | None = None,
        screenshot: Path | None = None,
        until: Callable[[], bool] | None = None,
    ) -> None:
        """Run until closed, for ``frames`` frames, or until ``until()`` holds; then save ``screenshot``."""
        count = 0
        try:
            while self.running and (frames is None or count < frames):
                self.frame(self.clock.tick())
                count += 1
                if until is not None and until():
                    break
            if screenshot is not None:
                pygame.image.save(self.screen, screenshot)
        finally:
            self.close()

    def close(self) -> None:
        """Leave every scene (a table closes its worker thread and process) and save the settings."""
        while self.stack:
            self.stack.pop().on_exit()
        self.save_settings()
        self.clock.uninstall()
        pygame.quit()


def watched() -> bool:
    """True when the window can be seen (not SDL's dummy driver): its frames keep real time."""
    return os.environ.get("SDL_VIDEODRIVER") != "dummy"


def no_display() -> bool:
    """True on a Unix desktop-less session, where SDL would fail or run invisibly."""
    if os.environ.get("SDL_VIDEODRIVER") or sys.platform in ("win32", "darwin"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


class VersionAction(argparse.Action):
    """``--version``: read from pyproject.toml only when asked (not on every start)."""

    def __init__(self, option_strings, dest, **kwargs) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        print(f"stormtable {version()}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="stormtable", description=text("cli_description"))
    parser.add_argument("--version", action=VersionAction, help="print the version and exit")
    parser.add_argument("--autoplay", metavar="GAME", help="watch computer players play GAME")
    parser.add_argument(
        "--players", type=int, help="seats for --autoplay (default: the game's own, two where it allows)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed for --autoplay (default 0)")
    parser.add_argument("--frames", type=int, help="quit after this many frames")
    parser.add_argument("--screenshot", type=Path, help="save the last frame as PNG")
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 800x600")
    parser.add_argument("--replay", type=Path, metavar="FILE", help="watch a saved game move by move")
    parser.add_argument("--smoke", action="store_true", help="open every screen headless, then exit")
    return parser


def parse_size(value: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in value.lower().split("x"))
    except ValueError:
        raise SystemExit(f"stormtable: error: --size takes WIDTHxHEIGHT, got '{value}'") from None
    return width, height


def main(argv: list[str] | None = None) -> int:
    """The program: any crash is written to a log in the user's data folder and shown briefly."""
    args = build_parser().parse_args(argv)
    if args.smoke:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        from scenes.smoke import smoke

        return smoke(App)  # a failure raises with its traceback: the exit is non-zero
    try:
        return play(args)
    except Exception:
        report_crash(traceback.format_exc())
        return 1


def report_crash(details: str) -> None:
    """Keep the traceback where a family can find and send it, and say so, instead of vanishing."""
    log = None
    try:
        log = data_dir() / "crash.log"
        with log.open("a", encoding="utf-8") as handle:
            handle.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} stormtable {version()}\n{details}\n")
    except OSError:
        pass
    message = text("crash_message", log=log or "-")
    print(details, file=sys.stderr)
    print(message, file=sys.stderr)
    with contextlib.suppress(pygame.error):  # without a display, the log and stderr have it
        pygame.display.message_box(text("title"), message, message_type="error")


def play(args: argparse.Namespace) -> int:
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # headless: no sound device to look for
    if no_display():
        print(text("no_display"), file=sys.stderr)
        return 2
    if args.screenshot is not None and not args.screenshot.resolve().parent.is_dir():
        print(text("no_screenshot_folder", folder=args.screenshot.parent), file=sys.stderr)
        return 2
    size = parse_size(args.size)
    if args.replay is not None:
        from game import documents
        from game.core import GameError
        from game.match import Seat, seats_from_meta

        try:
            doc = documents.read_document(args.replay)
            state = documents.from_json(doc, where=args.replay.name)
        except GameError as exc:
            print(f"stormtable: {exc}", file=sys.stderr)
            return 2
        try:
            seats = seats_from_meta(doc.get("meta"), state.players)
        except GameError:  # a save made on the command line says nothing of its seats
            seats = [Seat("human", text("setup_seat", n=n + 1)) for n in range(state.players)]
        app = App(size)
        app.persist = False
        app.go(To.REPLAY, state, seats)
        app.run(args.frames, args.screenshot)
        return 0
    if args.autoplay is not None:
        from scenes.autoplay import autoplay_scene

        try:
            scene_factory = autoplay_scene(args.autoplay, args.players, args.seed)
        except ValueError as exc:
            print(f"stormtable: {exc}", file=sys.stderr)
            return 2
        app = App(size, clock=FrameClock(pace=watched()))
        app.persist = False
        app.show(scene_factory(app))
        app.run(args.frames, args.screenshot, until=lambda: navigation.is_at(app.scene, To.RESULTS))
        return 0
    app = App(size)
    app.go(To.MENU)
    app.run(args.frames, args.screenshot)
    return 0
