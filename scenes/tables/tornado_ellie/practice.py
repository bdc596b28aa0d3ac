"""Practice the tornado: Tornado Ellie's column alone on its tornado; turn it to the next farm.

A calm turn keeps the column standing; a rushed flick brings it down. Everything that decides
comes from the game and the physical world, so practice is the real thing: the column is stacked
as the bots stack it (:func:`physics.stacking.stacked_column`); the turn is one step to the next
farm at a table of the chosen number of players (2 to the most the game seats: 180, 120 or 90
degrees); the track and the time limit are the rules' options (their defaults unless given); the
person turns it with the table's own :class:`scenes.ui.column.TornadoTurn` (a grab and a drag
round the tornado's centre, or held arrow keys), and the turn is a :class:`physics.live.LiveWorld`,
the same live world the game table drives. As at the table the clock starts with the grab, the
seconds left are shown above the tornado, and after the time limit the tornado finishes the turn
by itself; the column's rest is read exactly as in a game. The world steps at its fixed 120 Hz
inside the frame loop (a fraction of a millisecond per step), so nothing blocks.
"""

from __future__ import annotations

import pygame

from game.tornado_ellie.cards import CARDS
from game.tornado_ellie.rules import SPEC, turn_angle
from physics.live import STEP_SECONDS, LiveWorld
from physics.stacking import stacked_column
from scenes.scene import Scene
from scenes.strings import plural, text
from scenes.tables.tornado_ellie.column import ColumnPainter, TornadoTurn, course_picture, sky_picture
from scenes.tables.tornado_ellie.words import live_words
from scenes.theme import CARD, GOLD, MUTED, SHADOW
from scenes.ui import draw, layout, material
from scenes.ui import text as ui_text
from scenes.ui.input import Focus, Target
from scenes.ui.pulse import PulseClock
from scenes.ui.shortcuts import key_named

PLAYER_COUNTS = tuple(range(CARDS.min_players, CARDS.max_players + 1))
"""The table sizes to practise for: one step to the next farm is 360 degrees over the count."""
PLAYERS = 3 if 3 in PLAYER_COUNTS else PLAYER_COUNTS[-1]
"""The table size practice starts with."""
TRACKS = SPEC.option("track").choices or ("inner",)
TRACK_WORDS = {"inner": "track_inner", "outer": "track_outer"}
"""The words of each track."""
FARM_WORDS = {0: "column_farm_yours", 1: "column_farm_next"}
"""The words on the turning player's farm and the next; every other farm reads "a farm"."""
MAX_STEPS_PER_FRAME = 4
"""After a stall the physics catches up at most this far, instead of freezing the frame loop."""
HEIGHTS = (1, 41)
"""The shortest and tallest columns to practise with (a card; 20 pieces with their cards)."""
START = 180.0
"""Where the turning player's own farm lies on the course: at the bottom, as at the table."""
HEIGHT_KEYS = {
    pygame.K_PLUS: 2,
    pygame.K_KP_PLUS: 2,
    pygame.K_EQUALS: 2,
    pygame.K_PAGEUP: 2,
    pygame.K_MINUS: -2,
    pygame.K_KP_MINUS: -2,
    pygame.K_PAGEDOWN: -2,
}


class ColumnScene(Scene):
    """The tornado column alone: turn it, watch it wobble, build another."""

    def __init__(
        self,
        app,
        back: Scene,
        height: int = 21,
        track: str | None = None,
        time_limit: float | None = None,
        players: int = PLAYERS,
    ):
        super().__init__(app)
        self.back = back
        self.height = height
        if players not in PLAYER_COUNTS:
            raise ValueError(f"Tornado Ellie seats {PLAYER_COUNTS[0]} to {PLAYER_COUNTS[-1]} players")
        self.players = players
        options = SPEC.validate_options({} if track is None else {"track": track}, players)
        self.track: str = options["track"]
        self.time_limit = float(options["rotation_seconds"] if time_limit is None else time_limit)
        self.seed = 0
        self.painter = ColumnPainter()
        self.painted: object = None
        self.cloth = material.Backdrop()
        self.turner = TornadoTurn()
        self.focus = Focus()
        self.time = 0.0
        self.pulse = PulseClock()
        self.on_resize(app.size)
        self.build()

    @property
    def turn(self) -> float:
        """Degrees of the turn: one farm on, clockwise, at a table of :attr:`players`."""
        return turn_angle(1, self.players)

    def build(self) -> None:
        """A fresh column as the game stacks it, standing still on the tornado."""
        self.column = stacked_column(self.height, self.seed)
        self.live = LiveWorld.rotation(self.column, self.turn, self.track, self.time_limit)
        self.standing = False
        """The fresh column has taken its load (until then it moves)."""
        self.started = False
        self.turner.reset()
        self.clock = 0.0

    def set_players(self, count: int) -> None:
        self.players = count
        self.build()

    # -- what the turn has come to ----------------------------------------------------------
    @property
    def phase(self) -> str:
        """``ready`` (not grabbed yet), ``turning``, ``settling`` (coming to rest) or ``done``."""
        if not self.started:
            return "ready"
        return {"turning": "turning", "resting": "settling"}.get(self.live.phase, "done")

    @property
    def angles(self) -> list[float]:
        """The tornado's angle at each frame of the turn so far."""
        return self.live.angles

    @property
    def fallen(self) -> list[int] | None:
        """What fell off the column, once it has come to rest."""
        outcome = self.live.outcome
        return None if outcome is None else list(outcome.fallen)

    # -- layout ----------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        width, height = size
        u = self.u = layout.unit(size)
        margin = int(16 * u)
        self.header = int(128 * u)
        buttons_h = int(40 * u)
        body = pygame.Rect(margin, self.header, width - 2 * margin, height - self.header - margin)
        course_w = int(body.width * 0.55)
        self.course = pygame.Rect(body.left, body.top, course_w, body.height - buttons_h - margin)
        self.column_rect = pygame.Rect(
            self.course.right + margin, body.top, body.right - self.course.right - margin, body.height
        )
        self.box = (int(min(120 * u, self.course.width * 0.26)), int(44 * u))
        radius_x = self.course.width / 2 - self.box[0] / 2 - 2
        radius_y = self.course.height / 2 - self.box[1] / 2 - 2
        self.ring = int(max(40, min(self.course.width / 2 - self.box[0] * 0.3, self.course.height / 2 - 6)))
        tornado_r = max(12, int(min(radius_x, radius_y) * 0.2))
        self.turner.place(self.course.center, radius_x, radius_y, tornado_r)
        button_w = int(min(140 * u, (self.course.width - 4 * margin) / (len(PLAYER_COUNTS) + 1.2)))
        self.players_label = pygame.Rect(
            self.course.left, self.course.bottom + margin, int(button_w * 1.2), buttons_h
        )
        self.player_buttons = {
            count: pygame.Rect(
                self.players_label.right + k * (button_w + margin // 2),
                self.players_label.top,
                button_w,
                buttons_h,
            )
            for k, count in enumerate(PLAYER_COUNTS)
        }

    def targets(self) -> list[Target]:
        """The player-count control: a button per table size (hotkeys 2, 3, 4)."""
        return [
            Target(("players", count), rect, lambda c=count: self.set_players(c), pygame.K_0 + count)
            for count, rect in self.player_buttons.items()
        ]

    # -- input ---------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> None:
        if (self.turner.still_down(event) and self.phase != "turning") or self.turn_event(event):
            return
        if self.focus.handle(event, self.targets()):
            return
        if event.type == pygame.KEYDOWN:
            self.on_key(event.key)

    def turn_event(self, event: pygame.event.Event) -> bool:
        """The table's turning: a grab of the tornado (or an arrow key) starts the turn and its
        clock; the drag round its centre (or the held keys) turns it."""
        if event.type == pygame.KEYUP:
            return self.turner.event(event, self.turn)
        if self.phase == "ready":
            if not self.turner.starts(event):
                return False
            if event.type == pygame.MOUSEBUTTONDOWN and not self.turner.grabs(event.pos):
                return False
            while not self.live.prepare():
                pass
            self.standing = self.started = True
            self.clock = 0.0
        if self.phase != "turning":
            return False
        return self.turner.event(event, self.turn)

    def on_key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.app.show(self.back)
        elif key == key_named(text("column_key_new")):
            self.seed += 1
            self.build()
        elif key in HEIGHT_KEYS:
            self.height = max(HEIGHTS[0], min(HEIGHTS[1], self.height + HEIGHT_KEYS[key]))
            self.build()
        elif key == key_named(text("column_key_track")):
            self.track = TRACKS[(TRACKS.index(self.track) + 1) % len(TRACKS)]
            self.build()

    # -- time ----------------------------------------------------------------------------
    def animating(self) -> bool:
        """Drawn every frame while the column moves: taking its load, turning (the clock runs
        too) and coming to rest; while it stands waiting for the grab only the tornado's ring
        pulses, drawn at the pulse's rate (:attr:`pulse`), and once it rests nothing moves."""
        return not self.standing or self.phase in ("turning", "settling")

    def on_update(self, dt: float) -> None:
        self.time += dt
        self.painter.ease(dt)  # the column's zoom, eased
        self.pulse.tick(self.app, self.time, self.phase == "ready" and self.standing)
        self.clock += dt
        steps = 0
        while self.clock >= STEP_SECONDS and steps < MAX_STEPS_PER_FRAME:
            self.physics_frame()
            self.clock -= STEP_SECONDS
            steps += 1
        self.clock = min(self.clock, STEP_SECONDS)

    def physics_frame(self) -> None:
        """One step of the live world once the turn has begun (the clock starts at the grab, as at
        the table); before it, the fresh column takes its load a frame at a time."""
        if not self.started:
            self.standing = self.live.prepare()
        elif not self.live.done:
            self.live.step(self.turner.next_want(self.live))

    # -- drawing -------------------------------------------------------------------------
    def on_draw(self, surface: pygame.Surface) -> None:
        still = (tuple(self.course), self.ring, tuple(self.column_rect), self.u)
        self.cloth.lay(surface, self.paint_still, still)  # the felt, the course and the sky: one copy
        self.draw_course(surface)
        self.draw_column(surface)
        self.draw_panel(surface)
        self.draw_players(surface)
        self.focus.draw(surface, self.targets())

    def paint_still(self, cloth: pygame.Surface) -> None:
        """What never moves, painted once into the felt: the course from above and the sky."""
        course, rect = self.course, self.column_rect
        cloth.blit(course_picture(course.size, self.ring, course.topleft, cloth.get_size()), course)
        cloth.blit(sky_picture(rect.size, int(10 * self.u), rect.topleft, cloth.get_size()), rect)

    def farm_spots(self) -> list[tuple[float, float]]:
        return [self.turner.spot(START + turn_angle(farm, self.players)) for farm in range(self.players)]

    def draw_course(self, surface: pygame.Surface) -> None:
        """The course from above as at the table: the farms round it, the tornado in the middle
        pointing at the turning player's farm (at the bottom), the seconds left while it turns."""
        u = self.u
        for farm, (x, y) in enumerate(self.farm_spots()):
            rect = pygame.Rect(0, 0, *self.box)
            rect.center = (round(x), round(y))
            draw.panel(surface, rect, 215 if farm in (0, 1) else 160)
            colour = (CARD, GOLD)[farm] if farm in (0, 1) else MUTED
            if farm in (0, 1):
                pygame.draw.rect(surface, colour, rect, width=3 if farm == 1 else 2, border_radius=14)
            # every farm named: an empty box read as a control missing its words
            words = text(FARM_WORDS.get(farm, "column_farm_other"))
            size = ui_text.fit_size(words, int(15 * u), rect.width - int(10 * u), bold=farm in (0, 1))
            ui_text.blit(surface, words, size, colour, farm in (0, 1), center=rect.center)
        lit = self.phase in ("ready", "turning")
        self.turner.draw_tornado(surface, START + self.live.angle, u, lit, self.time)
        self.turner.draw_countdown(surface, self.live if self.started else None, u)

    def draw_column(self, surface: pygame.Surface) -> None:
        rect = self.column_rect
        area = rect.inflate(-int(12 * self.u), -int(12 * self.u))
        if self.painter.rect != area or self.painted != (self.column, self.started):
            self.painter.fit(area, self.column, crop=not self.started)  # the whole stem once it turns
            self.painted = (self.column, self.started)
        fallen = set(self.fallen or [])
        poses, disk_x = self.live.poses(), self.live.disk_pose().x
        if self.started:  # as at the table: zoom out while pieces fall, never cut at the panel's edge
            self.painter.follow(poses, disk_x)
        self.painter.draw(surface, poses, disk_x, fallen)

    def status(self) -> str:
        phase = self.phase
        if phase == "ready":
            return text("column_ready", turn=round(self.turn))
        words = live_words(self.live)
        if words is not None:
            return words
        if phase == "turning":  # the time left, as the bubble over the tornado shows it
            left = self.live.seconds_left()
            key = "column_turning" if left is None else "column_turning_left"
            return text(key, angle=self.live.angle, turn=round(self.turn), seconds=left or 0.0)
        count = len(self.fallen or [])
        if count:
            return plural("column_fell", count, new_key=text("column_key_new"))
        return text("column_stood", new_key=text("column_key_new"))

    def draw_panel(self, surface: pygame.Surface) -> None:
        u = self.u
        width = surface.get_width() - int(40 * u)
        y = int(12 * u)  # the title as every screen's: cream over its shadow (dark ink was lost on the felt)
        y = draw.heading(surface, text("column_title"), int(26 * u), width, topleft=(int(20 * u), y)).bottom
        y += int(6 * u)
        lines = [
            (text("column_help"), int(16 * u), MUTED, False),
            (
                text(
                    "column_keys",
                    items=self.height,
                    track=text(TRACK_WORDS[self.track]),
                    track_key=text("column_key_track"),
                    new_key=text("column_key_new"),
                ),
                int(16 * u),
                MUTED,
                False,
            ),
            (self.status(), int(18 * u), GOLD if self.phase != "ready" else CARD, True),
        ]
        for words, size, colour, bold in lines:
            size = ui_text.fit_size(words, size, width, bold=bold)
            drawn = ui_text.blit(surface, words, size, colour, bold, topleft=(int(20 * u), y))
            y = drawn.bottom + int(6 * u)

    def draw_players(self, surface: pygame.Surface) -> None:
        """The control choosing the table size the turn is practised for."""
        label = self.players_label
        words = text("column_players")
        size = ui_text.fit_size(words, int(16 * self.u), label.width, bold=True)
        ui_text.blit(surface, words, size, CARD, True, midleft=label.midleft)
        focus = self.focus.key if self.focus.keyboard else self.focus.hover
        for count, rect in self.player_buttons.items():
            chosen = count == self.players
            words = text("column_players_button", count=count)
            draw.button(surface, rect, words, chosen or focus == ("players", count))
            if chosen:
                pygame.draw.rect(surface, SHADOW, rect.inflate(6, 6), width=2, border_radius=10)
