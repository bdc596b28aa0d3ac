"""Tornado Ellie's column on its tornado: drag with the mouse to turn it to the next farm.

A calm hand keeps the column standing; a rushed flick brings it down. The physics steps at its
fixed 120 Hz inside the frame loop (well under a millisecond per step), so nothing blocks. After
the time limit the tornado finishes the turn by itself, as the rules' ``rotation_seconds`` says.
"""

from __future__ import annotations

import math

import pygame
from game.tornado_hand import complete_in_time
from physics.samples import random_column

from physics import shapes
from physics.column import FRAME_RATE
from physics.simulation import ColumnSim
from scenes.assets import font
from scenes.scene import Scene
from scenes.strings import text
from scenes.theme import ACCENT, FELT, INK, MUTED, SHADOW

STEP = 1.0 / FRAME_RATE
MAX_STEPS_PER_FRAME = 4
"""After a stall the physics catches up at most this far, instead of freezing the frame loop."""
DEGREES_PER_PIXEL = 0.35
MOUSE_FOLLOW = 0.25
"""Share of the way to the mouse's angle the tornado moves each 1/120 s (a ~30 ms lag)."""
TURN = 90.0
"""One step to the next farm with four players."""
SETTLE_FRAMES = (60, 360)
"""At least half a second and at most three seconds of rest before the outcome is read."""
COLOURS = {
    "card": (70, 98, 150),
    "house": (186, 64, 48),
    "cow": (120, 84, 58),
    "tree": (46, 132, 64),
    "disk": (196, 150, 92),
    "stem": (150, 156, 170),
}


class ColumnScene(Scene):
    """The tornado column alone: turn it, watch it wobble, build another."""

    def __init__(self, app, back: Scene, height: int = 21, track: str = "inner", time_limit: float = 3.0):
        super().__init__(app)
        self.back = back
        self.height = height
        self.track = track
        self.time_limit = time_limit
        self.seed = 0
        self.build()

    def build(self) -> None:
        """A fresh column as the game stacks it, standing still on the tornado."""
        self.column = random_column(self.height, self.seed)
        self.sim = ColumnSim(self.column, self.track)
        self.angles = [0.0]
        self.autopilot: list[float] = []
        self.want = 0.0
        self.dragging = False
        self.grab = (0, 0.0)
        self.phase = "ready"
        self.rest_frames = 0
        self.fallen: list[int] | None = None
        self.clock = 0.0

    # -- input ---------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dragging = True
            self.grab = (event.pos[0], self.want)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEMOTION and self.dragging and self.phase in ("ready", "turning"):
            x, start = self.grab
            self.want = max(0.0, min(TURN, start + (event.pos[0] - x) * DEGREES_PER_PIXEL))
            if self.phase == "ready" and self.want > 0.0:
                self.phase = "turning"
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
            self.height = max(1, min(41, self.height + step))
            self.build()
        elif key == pygame.K_t:
            self.track = "outer" if self.track == "inner" else "inner"
            self.build()

    # -- time ----------------------------------------------------------------------------
    def on_update(self, dt: float) -> None:
        self.clock += dt
        steps = 0
        while self.clock >= STEP and steps < MAX_STEPS_PER_FRAME:
            self.physics_frame()
            self.clock -= STEP
            steps += 1
        self.clock = min(self.clock, STEP)

    def physics_frame(self) -> None:
        if self.phase == "turning":
            if self.autopilot:
                angle = self.autopilot.pop(0)
            else:  # follow the mouse smoothly: pixel steps would act as tiny flicks
                last = self.angles[-1]
                angle = last + (self.want - last) * MOUSE_FOLLOW
                if abs(self.want - angle) < 0.05:
                    angle = self.want
            self.angles.append(angle)
            if not self.autopilot:
                self.autopilot = complete_in_time(self.angles, TURN, self.time_limit)
            self.sim.step(angle)
            if angle == TURN and not self.autopilot:
                self.phase = "settling"
        elif self.phase == "settling":
            self.sim.step(TURN)
            self.rest_frames += 1
            still = self.rest_frames >= SETTLE_FRAMES[0] and self.sim.is_still()
            if still or self.rest_frames >= SETTLE_FRAMES[1]:
                self.fallen = self.sim.fallen()
                self.phase = "done"
        else:
            self.sim.step(self.sim.angle)

    # -- drawing -------------------------------------------------------------------------
    def on_draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        width, height = surface.get_size()
        tall = sum(shapes.height(kind) for kind, _ in self.column)
        scale = min(3.0, (height - 150) / (shapes.STEM_HEIGHT + tall + 30))
        floor_y = height - 40
        origin = (width / 2, floor_y - shapes.STEM_HEIGHT * scale)

        def to_screen(x: float, y: float) -> tuple[float, float]:
            return origin[0] + x * scale, origin[1] - y * scale

        pygame.draw.rect(surface, SHADOW, (0, floor_y, width, height - floor_y))
        disk_x = self.sim.disk_pose().x
        stem = [
            to_screen(disk_x - shapes.STEM_HALF_WIDTH, -shapes.DISK_THICKNESS),
            to_screen(disk_x + shapes.STEM_HALF_WIDTH, -shapes.DISK_THICKNESS),
            to_screen(shapes.STEM_HALF_WIDTH * 2.5, -shapes.STEM_HEIGHT),
            to_screen(-shapes.STEM_HALF_WIDTH * 2.5, -shapes.STEM_HEIGHT),
        ]
        pygame.draw.polygon(surface, COLOURS["stem"], stem)
        disk = pygame.Rect(0, 0, 2 * shapes.DISK_HALF_WIDTH * scale, shapes.DISK_THICKNESS * scale)
        disk.midtop = to_screen(disk_x, 0.0)
        pygame.draw.rect(surface, COLOURS["disk"], disk, border_radius=3)
        fell = set(self.fallen or [])
        for index, pose in enumerate(self.sim.poses()):
            cos, sin = math.cos(pose.angle), math.sin(pose.angle)
            for poly in shapes.OUTLINES[pose.kind]:
                points = [
                    to_screen(pose.x + px * cos - py * sin, pose.y + px * sin + py * cos) for px, py in poly
                ]
                pygame.draw.polygon(surface, COLOURS[pose.kind], points)
                pygame.draw.polygon(surface, ACCENT if index in fell else INK, points, width=1)
        self.draw_panel(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        lines = [
            text("column_title"),
            text("column_help"),
            text("column_keys", items=self.height, track=text(f"track_{self.track}")),
        ]
        angle = self.angles[-1]
        if self.phase == "ready":
            lines.append(text("column_ready", turn=int(TURN)))
        elif self.phase == "turning":
            seconds = (len(self.angles) - 1) / FRAME_RATE
            key = "column_auto" if self.autopilot else "column_turning"
            lines.append(text(key, angle=angle, seconds=seconds, limit=self.time_limit))
        elif self.phase == "settling":
            lines.append(text("column_settling"))
        elif self.fallen:
            lines.append(text("column_fell", count=len(self.fallen)))
        else:
            lines.append(text("column_stood"))
        y = 16
        for index, line in enumerate(lines):
            face = font(26, bold=True) if index == 0 else font(17)
            label = face.render(line, True, INK if index == 0 else MUTED)
            surface.blit(label, (20, y))
            y += label.get_height() + 6
        self.draw_dial(surface, angle)

    def draw_dial(self, surface: pygame.Surface, angle: float) -> None:
        """The tornado course from above: where the column points, and the next farm."""
        centre = (surface.get_width() - 90, 90)
        pygame.draw.circle(surface, SHADOW, centre, 62)
        pygame.draw.circle(surface, MUTED, centre, 62, width=2)
        for farm in range(4):
            rad = math.radians(farm * 90 - 90)
            spot = (centre[0] + 52 * math.cos(rad), centre[1] + 52 * math.sin(rad))
            pygame.draw.circle(surface, ACCENT if farm == 1 else MUTED, spot, 7)
        rad = math.radians(angle - 90)
        tip = (centre[0] + 44 * math.cos(rad), centre[1] + 44 * math.sin(rad))
        pygame.draw.line(surface, INK, centre, tip, width=4)
