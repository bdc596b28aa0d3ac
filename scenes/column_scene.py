"""Practice the tornado: Tornado Ellie's column alone on its tornado; drag to turn it to the next farm.

A calm turn keeps the column standing; a rushed flick brings it down. Everything that decides
comes from the game and the physical world, so practice is the real thing: the column is stacked
as the bots stack it (:func:`physics.stacking.stacked_column`), the turn is one step to the next
farm at the largest table the rules seat, the track and the time limit are the rules' options
(their defaults unless given), and the turn is a :class:`physics.live.LiveWorld`, the same live
world the game table drives. It steps at its fixed 120 Hz inside the frame loop (a fraction of a
millisecond per step), so nothing blocks; after the time limit the tornado finishes the turn by
itself and the column's rest is read exactly as in a game.
"""

from __future__ import annotations

import math

import pygame

from game.tornado_ellie import CARDS, SPEC, turn_angle
from physics.live import STEP_SECONDS, LiveWorld
from physics.stacking import stacked_column
from scenes.assets import font
from scenes.scene import Scene
from scenes.strings import plural, text
from scenes.theme import ACCENT, FELT, INK, MUTED, SHADOW
from scenes.ui.column import ColumnPainter

PLAYERS = CARDS.max_players
"""Farms round the practice course: the most the game seats, so one step is the smallest turn."""
TRACKS = SPEC.option("track").choices or ("inner",)
MAX_STEPS_PER_FRAME = 4
"""After a stall the physics catches up at most this far, instead of freezing the frame loop."""
DEGREES_PER_PIXEL = 0.35
HEIGHTS = (1, 41)
"""The shortest and tallest columns to practise with (a card; all 36 pieces with their cards)."""


class ColumnScene(Scene):
    """The tornado column alone: turn it, watch it wobble, build another."""

    def __init__(
        self, app, back: Scene, height: int = 21, track: str | None = None, time_limit: float | None = None
    ):
        super().__init__(app)
        self.back = back
        self.height = height
        options = SPEC.validate_options({} if track is None else {"track": track}, PLAYERS)
        self.track: str = options["track"]
        self.time_limit = float(options["rotation_seconds"] if time_limit is None else time_limit)
        self.turn = turn_angle(1, PLAYERS)
        self.seed = 0
        self.painter = ColumnPainter()
        self.painted: object = None
        self.build()

    def build(self) -> None:
        """A fresh column as the game stacks it, standing still on the tornado."""
        self.column = stacked_column(self.height, self.seed)
        self.live = LiveWorld.rotation(self.column, self.turn, self.track, self.time_limit)
        self.started = False
        self.want = 0.0
        self.dragging = False
        self.grab = (0, 0.0)
        self.clock = 0.0

    # -- what the turn has come to ----------------------------------------------------------
    @property
    def phase(self) -> str:
        """``ready`` (not touched yet), ``turning``, ``settling`` (coming to rest) or ``done``."""
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

    # -- input ---------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dragging = True
            self.grab = (event.pos[0], self.want)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEMOTION and self.dragging and self.phase in ("ready", "turning"):
            x, start = self.grab
            low, high = sorted((0.0, self.turn))
            self.want = min(high, max(low, start + (event.pos[0] - x) * DEGREES_PER_PIXEL))
            self.started = self.started or self.want != 0.0
        elif event.type == pygame.KEYDOWN:
            self.on_key(event.key)

    def on_key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.app.show(self.back)
        elif key == pygame.K_r:
            self.seed += 1
            self.build()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            step = 2 if key == pygame.K_UP else -2
            self.height = max(HEIGHTS[0], min(HEIGHTS[1], self.height + step))
            self.build()
        elif key == pygame.K_t:
            self.track = TRACKS[(TRACKS.index(self.track) + 1) % len(TRACKS)]
            self.build()

    # -- time ----------------------------------------------------------------------------
    def on_update(self, dt: float) -> None:
        self.clock += dt
        steps = 0
        while self.clock >= STEP_SECONDS and steps < MAX_STEPS_PER_FRAME:
            self.physics_frame()
            self.clock -= STEP_SECONDS
            steps += 1
        self.clock = min(self.clock, STEP_SECONDS)

    def physics_frame(self) -> None:
        """One step of the live world once the turn has begun (the clock starts at the first move);
        before it, the fresh column takes its load a frame at a time."""
        if not self.started:
            self.live.prepare()
        elif not self.live.done:
            self.live.step(self.live.follow(self.want))

    # -- drawing -------------------------------------------------------------------------
    def on_draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        width, height = surface.get_size()
        area = pygame.Rect(0, 150, width, height - 150)
        if self.painter.rect != area or self.painted != self.column:
            self.painter.fit(area, self.column)
            self.painted = self.column
        self.painter.draw(surface, self.live.poses(), self.live.disk_pose().x, set(self.fallen or []))
        self.draw_panel(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        lines = [
            text("column_title"),
            text("column_help"),
            text(
                "column_keys",
                items=plural("tornado_ellie_items", self.height),
                track=text(f"track_{self.track}"),
            ),
        ]
        phase = self.phase
        if phase == "ready":
            lines.append(text("column_ready", turn=round(self.turn)))
        elif phase == "turning":
            key = "column_auto" if self.live.tornado_driving() else "column_turning"
            lines.append(text(key, angle=self.live.angle, seconds=self.live.seconds(), limit=self.time_limit))
        elif phase == "settling":
            lines.append(text("column_settling"))
        elif self.fallen:
            lines.append(plural("column_fell", len(self.fallen)))
        else:
            lines.append(text("column_stood"))
        y = 16
        for index, line in enumerate(lines):
            face = font(26, bold=True) if index == 0 else font(17)
            label = face.render(line, True, INK if index == 0 else MUTED)
            surface.blit(label, (20, y))
            y += label.get_height() + 6
        self.draw_dial(surface, self.live.angle)

    def draw_dial(self, surface: pygame.Surface, angle: float) -> None:
        """The tornado course from above: where the column points, and the next farm."""
        centre = (surface.get_width() - 90, 90)
        pygame.draw.circle(surface, SHADOW, centre, 62)
        pygame.draw.circle(surface, MUTED, centre, 62, width=2)
        for farm in range(PLAYERS):
            rad = math.radians(turn_angle(farm, PLAYERS) - 90)
            spot = (centre[0] + 52 * math.cos(rad), centre[1] + 52 * math.sin(rad))
            pygame.draw.circle(surface, ACCENT if farm == 1 else MUTED, spot, 7)
        rad = math.radians(angle - 90)
        tip = (centre[0] + 44 * math.cos(rad), centre[1] + 44 * math.sin(rad))
        pygame.draw.line(surface, INK, centre, tip, width=4)
