"""The Tornado Ellie table: the course from above with the farms at its rim, the cards, and the
tornado column seen from the side, live from the physics while the tornado turns.

Everything is drawn from the viewer's observation; a click or a key becomes an action only if it
is in the legal list. At a WORLD node (a rotation or the settle after a stacked piece) the view
runs the moment as a :class:`physics.live.LiveWorld` (``live_world``): a person turns the tornado
with the mouse (round its centre) or the arrow keys; a computer player's turn is stepped live from
its rotation skill, which gives exactly the outcome the offline resolver gives. The outcome goes
to the frame's ``perform`` and into the log as the world's action.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pygame

from game.core import WORLD, Action
from game.tornado_ellie import FACE_BY_NAME, KINDS, ROTATE, SET_SIZE, turn_angle
from game.tornado_ellie_actions import MAX_STEP, OFFSET_STEP, step_offset
from game.world import rotation_skill, world_seed
from physics import shapes
from physics.live import STEP_SECONDS, LiveWorld, column_poses, placement_preview
from physics.simulation import Pose
from scenes.strings import text
from scenes.tables.base import Dealing, DrawContext, TableView, dealt_flights
from scenes.theme import BACK, CARD, FELT, FELT_DARK, GOLD, INK, MUTED, SHADOW
from scenes.ui import cards, draw, layout
from scenes.ui import text as ui_text
from scenes.ui.anim import Flight
from scenes.ui.cache import picture_cache
from scenes.ui.column import ColumnPainter, icon
from scenes.ui.input import Target

ASPECT = 1.45
SPECIES_COLOURS = {
    "pig": (236, 160, 178),
    "sheep": (226, 226, 212),
    "cow": (176, 128, 92),
    "hen": (240, 196, 76),
}
SPECIES_SHAPE = {"pig": "circle", "sheep": "sun", "cow": "square", "hen": "triangle"}
"""Each species also has a form, so colour-blind players tell the cards apart."""
PIECE_KEYS = {"house": pygame.K_h, "cow": pygame.K_c, "tree": pygame.K_t}
TURN_SPEED = 40.0
"""Degrees a second while an arrow key is held; with Shift, FAST_TURN."""
FAST_TURN = 110.0
PREPARE_PER_FRAME = 4
"""The fresh column takes its load over a few display frames (4 of its 60 physics frames each)."""
MAX_STEPS_PER_FRAME = 3
"""Physics steps per display frame at most (catch-up after a stall is capped, never a freeze)."""
WORLD_SPEED = {"instant": 4.0, "fast": 1.0, "normal": 1.0, "slow": 1.0}
"""How fast a computer's turn and a settle run against the clock, by the computer players' pace
(a person's own turn always runs in real time)."""
SHOW_STOOD, SHOW_FELL = 0.3, 1.1
"""Seconds the column's rest is shown before its outcome is ruled (stood / something fell)."""
SPIN_SECONDS = 0.7
"""dexterity=off: how long the tornado's turn is animated (nothing can fall)."""


# -- words -------------------------------------------------------------------------------
def card_words(name: str) -> str:
    """A card in words: '3 pigs', '2 sheep with lightning'."""
    face = FACE_BY_NAME[name]
    animal = text(f"tornado_ellie_{face.species}_{'one' if face.count == 1 else 'many'}")
    words = f"{face.count} {animal}"
    if face.effect != "animal":
        words += " " + text(f"tornado_ellie_with_{face.effect}")
    return words


def piece_word(kind: str, count: int = 1) -> str:
    if count == 1:
        return text(f"tornado_ellie_a_{kind}")
    return text(f"tornado_ellie_n_{kind}", count=count)


def count_items(count: int) -> str:
    return text("tornado_ellie_item_one") if count == 1 else text("tornado_ellie_items", count=count)


def join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " " + text("tornado_ellie_and") + " " + parts[-1]


def items_words(kinds: list[str]) -> str:
    """'a house, a cow and 3 cards' (pieces first, then the cards)."""
    counts = {kind: kinds.count(kind) for kind in (*KINDS, "card") if kind in kinds}
    return join([piece_word(kind, n) for kind, n in counts.items()])


def outcome_parts(words: str) -> tuple[list[int], bool]:
    """The fallen indices of an outcome's text, and whether it is one."""
    split = words.split()
    if not split or split[0] not in ("stood", "fell"):
        return [], False
    fallen = [int(w) for w in split[1 : split.index("at") if "at" in split else len(split)]]
    return fallen, True


# -- pictures ----------------------------------------------------------------------------
def bolt(surface: pygame.Surface, box: pygame.Rect) -> None:
    shape = [(0.58, 0.0), (0.18, 0.56), (0.44, 0.56), (0.3, 1.0), (0.84, 0.4), (0.56, 0.4), (0.78, 0.0)]
    points = [(box.left + x * box.width, box.top + y * box.height) for x, y in shape]
    pygame.draw.polygon(surface, (255, 214, 40), points)
    pygame.draw.polygon(surface, INK, points, 2)


def cloud(surface: pygame.Surface, box: pygame.Rect) -> None:
    r = box.height * 0.3
    parts = [(0.3, 0.62, 0.8), (0.5, 0.45, 1.0), (0.72, 0.6, 0.8)]
    for px, py, k in parts:
        pygame.draw.circle(surface, INK, (box.left + px * box.width, box.top + py * box.height), r * k + 2)
    for px, py, k in parts:
        pygame.draw.circle(
            surface, (196, 208, 224), (box.left + px * box.width, box.top + py * box.height), r * k
        )
    pygame.draw.rect(
        surface,
        (196, 208, 224),
        (box.left + box.width * 0.3, box.top + box.height * 0.6, box.width * 0.42, r * 0.8),
    )


@picture_cache
def card_face(name: str, size: tuple[int, int]) -> pygame.Surface:
    """An animal card: the count, the species' colour and form, lightning or cloud if special."""
    face = FACE_BY_NAME[name]
    w, h = size
    surface = cards.blank(size, SPECIES_COLOURS[face.species])
    corner = max(7, int(w * 0.34))
    ui_text.blit(surface, str(face.count), corner, INK, True, topleft=(int(w * 0.1), int(h * 0.03)))
    form = SPECIES_SHAPE[face.species]
    cards.shape(surface, form, (w * 0.8, h * 0.12), w * 0.1, INK)
    middle = pygame.Rect(int(w * 0.14), int(h * 0.3), int(w * 0.72), int(h * 0.46))
    if face.effect == "lightning":
        bolt(surface, middle.inflate(-middle.width * 0.15, 0))
    elif face.effect == "cloud":
        cloud(surface, middle)
    else:
        cols = 1 if face.count == 1 else 2 if face.count <= 4 else 3
        rows = math.ceil(face.count / cols)
        r = min(middle.width / cols, middle.height / rows) * 0.36
        for k in range(face.count):
            row, col = divmod(k, cols)
            in_row = min(cols, face.count - row * cols)
            x = middle.centerx + (col - (in_row - 1) / 2) * middle.width / cols
            y = middle.top + (row + 0.5) * middle.height / rows
            cards.shape(surface, form, (x, y), r, (255, 255, 255), INK)
    label = text(f"tornado_ellie_{face.species}_many")
    size_words = ui_text.fit_size(label, max(7, int(w * 0.18)), int(w * 0.86))
    ui_text.blit(surface, label, size_words, INK, midbottom=(w // 2, int(h * 0.96)))
    return surface


@picture_cache
def damage_back(pieces: tuple[str, ...], size: tuple[int, int]) -> pygame.Surface:
    """The back of the pile's top card: the storm damage it shows, as pieces."""
    w, h = size
    surface = cards.blank(size, BACK)
    pygame.draw.ellipse(surface, (110, 120, 170), surface.get_rect().inflate(-w * 0.25, -h * 0.35), 1)
    tall = int(h * (0.3 if len(pieces) > 1 else 0.4))
    images = [icon(kind, tall) for kind in pieces]
    widest = max((i.get_width() for i in images), default=1)
    if widest > w * 0.8:
        images = [icon(kind, int(tall * w * 0.8 / widest)) for kind in pieces]
    total = sum(i.get_height() for i in images) + (len(images) - 1) * int(h * 0.06)
    y = (h - total) // 2
    for image in images:
        surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        y += image.get_height() + int(h * 0.06)
    return surface


@picture_cache
def plain_back(size: tuple[int, int]) -> pygame.Surface:
    return cards.back(size, "T")


@picture_cache
def course_picture(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The round tornado course from above (drawn once per size)."""
    surface = pygame.Surface(size)
    surface.fill(FELT)
    centre = (size[0] // 2, size[1] // 2)
    pygame.draw.circle(surface, (40, 104, 80), centre, radius)
    pygame.draw.circle(surface, SHADOW, centre, radius, max(2, radius // 40))
    pygame.draw.circle(surface, (52, 118, 92), centre, int(radius * 0.62), max(1, radius // 60))
    pygame.draw.circle(surface, (52, 118, 92), centre, int(radius * 0.3), max(1, radius // 60))
    return surface


@picture_cache
def tornado_picture(radius: int) -> pygame.Surface:
    """The tornado from above: a grey swirl round the eye of the storm."""
    size = radius * 2 + 4
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surface, (150, 156, 170), (c, c), radius)
    for arm in range(3):
        points = []
        for k in range(24):
            t = k / 23
            a = arm * 2 * math.pi / 3 + t * 3.2
            points.append(
                (c + math.cos(a) * radius * (0.2 + 0.78 * t), c + math.sin(a) * radius * (0.2 + 0.78 * t))
            )
        pygame.draw.lines(surface, (96, 102, 118), False, points, max(2, radius // 10))
    pygame.draw.circle(surface, (196, 150, 92), (c, c), radius * 0.38)
    pygame.draw.circle(surface, INK, (c, c), radius * 0.38, 1)
    pygame.draw.circle(surface, INK, (c, c), radius, 1)
    return surface


class TornadoEllieView(TableView):
    """Draws a Tornado Ellie observation, turns input into legal actions, runs the live world."""

    live_world = True

    def __init__(self, table) -> None:
        super().__init__(table)
        self.painter = ColumnPainter()
        self.fitted: tuple[Any, ...] | None = None
        self.live: LiveWorld | None = None
        self.live_at = -1
        self.wants: Iterator[float] | None = None
        self.person = False
        self.clock = 0.0
        self.hold = 0.0
        self.want = 0.0
        self.dragging = False
        self.drag_angle = 0.0
        self.held: set[int] = set()
        self.fast = False
        self.debris: list[Pose] = []
        self.outcome_words = ""
        self.last_played: dict[int, str] = {}
        self.spin: list[float] | None = None
        self.kind: str | None = None
        self.step = 0
        self.placing = False
        self.incoming: list[str] = []
        """The viewer's newly dealt cards, held back from the hand until they land."""

    # -- layout --------------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> None:
        self.area = area
        u = layout.unit((area.width / 0.76, area.height + 34))
        self.u = u
        gap = int(8 * u)
        hand_h = int(min(area.height * 0.24, 160 * u))
        column_w = int(area.width * 0.3)
        self.column_rect = pygame.Rect(
            area.right - column_w - gap, area.top + gap, column_w, area.height - 2 * gap
        )
        strip = self.column_rect.left - area.left - int(28 * u)
        self.controls = pygame.Rect(0, area.bottom - hand_h - gap, int(strip * 0.4), hand_h)
        self.controls.right = self.column_rect.left - int(14 * u)
        self.hand_area = pygame.Rect(
            area.left + int(14 * u), area.bottom - hand_h - gap, strip - self.controls.width - gap, hand_h
        )
        self.hand_card = (int(hand_h * 0.86 / ASPECT), int(hand_h * 0.86))
        self.course = pygame.Rect(
            area.left + gap,
            area.top + gap,
            self.column_rect.left - area.left - 2 * gap,
            self.hand_area.top - area.top - 4 * gap,
        )
        self.box = (int(min(196 * u, self.course.width * 0.36)), int(92 * u))
        self.radius_x = self.course.width / 2 - self.box[0] / 2 - 2
        self.radius_y = self.course.height / 2 - self.box[1] / 2 - 2
        self.ring = int(max(40, min(self.course.width / 2 - self.box[0] * 0.3, self.course.height / 2 - 6)))
        self.tornado_r = max(12, int(min(self.radius_x, self.radius_y) * 0.2))
        pile_h = int(min(self.course.height * 0.24, 112 * u))
        self.pile_card = (int(pile_h / ASPECT), pile_h)
        cx, cy = self.course.center
        self.played_rect = pygame.Rect(0, 0, *self.pile_card)
        below = round(cy + min(self.radius_y * 0.3, self.radius_y - self.box[1] / 2 - pile_h * 0.75))
        self.played_rect.center = (round(cx - max(self.radius_x * 0.3, self.tornado_r + pile_h * 0.4)), below)
        self.pile_rect = pygame.Rect(0, 0, *self.pile_card)
        self.pile_rect.center = (round(cx + max(self.radius_x * 0.3, self.tornado_r + pile_h * 0.4)), below)
        width, height = int(150 * u), int(36 * u)
        self.button_size = (width, height)
        self.mini = (int(self.box[1] * 0.62 / ASPECT), int(self.box[1] * 0.62))
        self.fitted = None

    def seat_angle(self, seat: int, players: int, viewer: int) -> float:
        """Where a farm lies, in degrees clockwise from straight up (the viewer's at the bottom)."""
        return 180.0 + (seat - viewer) * 360.0 / players

    def spot(self, angle: float, share: float = 1.0) -> tuple[float, float]:
        rad = math.radians(angle)
        cx, cy = self.course.center
        return cx + self.radius_x * share * math.sin(rad), cy - self.radius_y * share * math.cos(rad)

    def farm_rects(self, obs: dict[str, Any]) -> list[pygame.Rect]:
        players = len(obs["farms"])
        out = []
        for seat in range(players):
            rect = pygame.Rect(0, 0, *self.box)
            x, y = self.spot(self.seat_angle(seat, players, obs["seat"]))
            rect.center = (round(x), round(y))
            out.append(rect)
        return out

    def hand_rects(self, hand: list[str]) -> list[pygame.Rect]:
        return layout.fan(len(hand), self.hand_area, self.hand_card)

    def buttons(
        self, obs: dict[str, Any], legal: list[Action]
    ) -> list[tuple[Any, str, int | None, Action | None]]:
        """(key, label, hotkey, action) for the buttons of this moment, left to right."""
        out: list[tuple[Any, str, int | None, Action | None]] = []
        if ROTATE in legal:
            own = obs["phase"] == "play"
            out.append(
                (
                    "turn",
                    text("tornado_ellie_turn_own" if own else "tornado_ellie_turn_button"),
                    pygame.K_r,
                    ROTATE,
                )
            )
        if obs["phase"] == "stack":
            kinds = list(dict.fromkeys(obs["owed"]))
            if len(kinds) > 1:
                for kind in kinds:
                    out.append(
                        (
                            ("kind", kind),
                            text("tornado_ellie_stack_kind", piece=piece_word(kind), letter=kind[0].upper()),
                            PIECE_KEYS.get(kind),
                            None,
                        )
                    )
            out.append(("left", "◀ [←]", pygame.K_LEFT, None))
            out.append(("right", "▶ [→]", pygame.K_RIGHT, None))
            kind = self.stack_kind(obs)
            out.append(
                ("place", text("tornado_ellie_place_button", piece=piece_word(kind)), pygame.K_RETURN, None)
            )
        for action in legal:
            if action[0] == "insure":
                kind = str(action[1])
                out.append(
                    (
                        ("insure", kind),
                        text("tornado_ellie_insure_button", piece=piece_word(kind)),
                        PIECE_KEYS.get(kind),
                        action,
                    )
                )
        return out

    def button_rects(self, count: int) -> list[pygame.Rect]:
        """Buttons beside the hand: one column, or two when there are more than three."""
        area = self.controls
        gap = int(8 * self.u)
        cols = 1 if count <= 3 else 2
        rows = max(1, math.ceil(count / cols))
        height = min(self.button_size[1], (area.height - gap * (rows - 1)) // rows)
        width = (area.width - gap * (cols - 1)) // cols
        top = area.bottom - rows * height - (rows - 1) * gap
        return [
            pygame.Rect(
                area.left + (i % cols) * (width + gap), top + (i // cols) * (height + gap), width, height
            )
            for i in range(count)
        ]

    # -- stacking ------------------------------------------------------------------------
    def stack_kind(self, obs: dict[str, Any]) -> str:
        owed = obs["owed"]
        if self.kind not in owed:
            self.kind = owed[0] if owed else None
        return self.kind or "house"

    def step_at(self, x: float) -> int:
        offset = self.painter.x_to_mm(x) / shapes.CARD_WIDTH
        return max(-MAX_STEP, min(MAX_STEP, round(offset / OFFSET_STEP)))

    def place(self, legal: list[Action]) -> None:
        action = ("place", self.stack_kind(self.table.obs), self.step)
        if action in legal:
            self.table.act(action)
        else:
            self.table.say(self.table.state.explain_illegal(action))

    def nudge(self, by: int) -> None:
        self.step = max(-MAX_STEP, min(MAX_STEP, self.step + by))

    # -- targets -------------------------------------------------------------------------
    def targets(self, obs: dict[str, Any], legal: list[Action]) -> list[Target]:
        out: list[Target] = []
        if obs["phase"] == "play":
            hand = obs["hand"]
            for index, (card, strip) in enumerate(
                zip(hand, layout.visible_strips(self.hand_rects(hand)), strict=True)
            ):
                out.append(Target(("card", index, card), strip, lambda c=card: self.click_card(c, legal)))
        items = self.buttons(obs, legal)
        for (key, _, hotkey, action), rect in zip(items, self.button_rects(len(items)), strict=True):
            out.append(Target(key, rect, self.button_action(key, action), hotkey))
        return out

    def button_action(self, key: Any, action: Action | None):
        if action is not None:
            return lambda: self.table.act(action)
        if key == "left":
            return lambda: self.nudge(-1)
        if key == "right":
            return lambda: self.nudge(1)
        if key == "place":
            return lambda: self.place(self.table.legal())
        return lambda: setattr(self, "kind", key[1])

    def click_card(self, card: str, legal: list[Action]) -> None:
        action = ("play", card)
        if action in legal:
            self.table.act(action)
        else:
            self.table.say(self.table.state.explain_illegal(action))

    # -- input beyond the targets: turning the tornado, aiming a placement ---------------
    def mouse_angle(self, pos: tuple[int, int]) -> float:
        cx, cy = self.course.center
        return math.degrees(math.atan2(pos[0] - cx, -(pos[1] - cy) * self.radius_x / max(1.0, self.radius_y)))

    def in_course(self, pos: tuple[int, int]) -> bool:
        cx, cy = self.course.center
        dx, dy = (pos[0] - cx) / max(1.0, self.radius_x), (pos[1] - cy) / max(1.0, self.radius_y)
        return dx * dx + dy * dy <= 0.7**2 and not any(
            r.collidepoint(pos)
            for r in self.button_rects(len(self.buttons(self.table.obs, self.table.legal())))
        )

    def turning_person(self) -> bool:
        """True while a person at this table is the one turning the tornado now."""
        world = self.table.obs.get("world")
        if self.table.state.current_player() != WORLD or world is None or world["kind"] != "rotation":
            return False
        seat = world["rotator"]
        return 0 <= seat < len(self.table.match.seats) and self.table.match.seats[seat].human

    def on_event(self, event: pygame.event.Event, obs: dict[str, Any], legal: list[Action]) -> bool:
        kind = event.type
        if kind == pygame.KEYUP:
            self.held.discard(event.key)
            self.fast = bool(event.mod & pygame.KMOD_SHIFT) if hasattr(event, "mod") else False
            return False
        if self.turning_person():
            return self.turn_event(event)
        if ROTATE in legal and obs["phase"] == "rotate":
            grab = kind == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.in_course(event.pos)
            arrow = kind == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP)
            if (grab or arrow) and self.table.act(ROTATE):
                if self.turning_person():
                    self.turn_event(event)
                return True
            return False
        if obs["phase"] == "stack" and self.table.deciding():
            return self.aim_event(event, legal)
        return False

    def turn_event(self, event: pygame.event.Event) -> bool:
        """The person turns the tornado: the angle follows the mouse round the course's centre."""
        kind = event.type
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dragging = True
            self.drag_angle = self.mouse_angle(event.pos)
            return True
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
            return True
        if kind == pygame.MOUSEMOTION:
            if self.dragging:
                angle = self.mouse_angle(event.pos)
                self.set_want(self.want + math.remainder(angle - self.drag_angle, 360.0))
                self.drag_angle = angle
            return False
        if kind == pygame.KEYDOWN and event.key in (
            pygame.K_LEFT,
            pygame.K_RIGHT,
            pygame.K_UP,
            pygame.K_DOWN,
        ):
            self.held.add(event.key)
            self.fast = bool(event.mod & pygame.KMOD_SHIFT)
            return True
        return False

    def set_want(self, angle: float) -> None:
        target = (
            self.live.target
            if self.live is not None
            else (self.table.obs.get("world") or {}).get("angle", 0.0)
        )
        low, high = sorted((0.0, float(target)))
        self.want = min(high, max(low, angle))

    def aim_event(self, event: pygame.event.Event, legal: list[Action]) -> bool:
        kind = event.type
        inside = hasattr(event, "pos") and self.column_rect.collidepoint(event.pos)
        if kind == pygame.MOUSEMOTION and (inside or self.placing):
            self.step = self.step_at(event.pos[0])
            return False
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1 and inside:
            self.placing = True
            self.step = self.step_at(event.pos[0])
            return True
        if kind == pygame.MOUSEBUTTONUP and event.button == 1 and self.placing:
            self.placing = False
            self.step = self.step_at(event.pos[0])
            self.place(legal)
            return True
        return False

    # -- the live world ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.spin is not None:
            self.spin[2] += dt / SPIN_SECONDS
            if self.spin[2] >= 1.0:
                self.spin = None
        table = self.table
        state = table.state
        if state.current_player() != WORLD:
            self.live = None
            self.dragging = False
            return
        if table.flights.busy() or table.finished:
            return
        moment = len(state.history)
        if self.live is None or self.live_at != moment:
            self.begin(moment)
        live = self.live
        assert live is not None
        for _ in range(PREPARE_PER_FRAME):
            if live.prepare():
                break
        else:
            return
        if live.done:
            self.hold -= dt
            if self.hold <= 0:
                self.rule()
            return
        speed = 1.0 if self.person else WORLD_SPEED.get(table.app.settings.bot_speed, 1.0)
        self.clock += dt * speed
        steps = 0
        cap = MAX_STEPS_PER_FRAME * max(1, round(speed))
        while self.clock >= STEP_SECONDS and steps < cap and not live.done:
            live.step(self.next_want())
            self.clock -= STEP_SECONDS
            steps += 1
        self.clock = min(self.clock, STEP_SECONDS)
        if live.done:
            self.outcome_words = self.outcome_text(
                list(live.outcome.fallen) if live.outcome else [], live.column
            )
            fell = bool(live.outcome and live.outcome.fallen)
            self.hold = (SHOW_FELL if fell else SHOW_STOOD) / speed
            if fell:
                table.app.sounds.play("crash")

    def begin(self, moment: int) -> None:
        """A new WORLD moment: build its live world; a computer's turn comes from its skill."""
        table = self.table
        request = table.state.world_request()
        self.live = LiveWorld(request)
        self.live_at = moment
        self.painter.unzoom()
        self.clock = 0.0
        self.want = 0.0
        self.outcome_words = ""
        self.debris = []
        seat = request["rotator"]
        self.person = (
            request["kind"] == "rotation"
            and 0 <= seat < len(table.match.seats)
            and table.match.seats[seat].human
        )
        if self.person:
            self.wants = None  # a grab or a held key that began the turn carries on
        else:
            self.held.clear()
            skill = rotation_skill(table.state, table.match.bots)
            self.wants = iter(self.live.turn_for(skill, world_seed(table.state)))
            self.dragging = False

    def next_want(self) -> float | None:
        live = self.live
        assert live is not None
        if not self.person:
            return next(self.wants, None) if self.wants is not None else None
        turn = 0.0
        if pygame.K_RIGHT in self.held:
            turn += 1.0
        if pygame.K_LEFT in self.held:
            turn -= 1.0
        if self.held & {pygame.K_UP, pygame.K_DOWN}:
            toward = 1.0 if live.target >= 0 else -1.0
            turn += toward if pygame.K_UP in self.held else -toward
        if turn:
            self.set_want(self.want + turn * (FAST_TURN if self.fast else TURN_SPEED) * STEP_SECONDS)
        return live.follow(self.want)

    def rule(self) -> None:
        """The column has come to rest: its outcome goes to the rules, what fell stays on the ground."""
        live = self.live
        assert live is not None and live.outcome is not None
        shift = live.disk_pose().x
        poses = live.poses()
        self.debris = [
            Pose(poses[i].kind, poses[i].x - shift, poses[i].y, poses[i].angle) for i in live.outcome.fallen
        ]
        action = live.action()
        self.live = None
        self.dragging = False
        self.held.clear()
        self.table.perform(action)

    def outcome_text(self, fallen: list[int], column: list[tuple[str, float]] | list[list[Any]]) -> str:
        if not fallen:
            return text("tornado_ellie_stood")
        kinds = [str(column[i][0]) for i in fallen if i < len(column)]
        return text("tornado_ellie_fell", items=items_words(kinds))

    def close(self) -> None:
        self.live = None
        self.wants = None

    # -- words ---------------------------------------------------------------------------
    def names(self) -> list[str]:
        return self.table.names

    def describe(
        self, name: str, actor: int, action_text: str, before: dict[str, Any], after: dict[str, Any]
    ) -> str:
        names = self.names()
        words = action_text.split()
        fallen, is_outcome = outcome_parts(action_text)
        if is_outcome:
            line = self.outcome_text(fallen, before["column"])
            if before["world"] and before["world"]["kind"] == "rotation" and not fallen:
                line += " " + text("tornado_ellie_points_at", name=names[after["pointing"]])
        elif words[0] == "play":
            line = text("tornado_ellie_log_play", name=name, card=card_words(words[1]))
            if after["turned_up"] and after["turned_up"] != before["turned_up"]:
                line += text("tornado_ellie_log_turned_up", card=card_words(after["turned_up"]))
            line += "."
        elif words[0] == "rotate":
            if after["phase"] == "world":
                line = text("tornado_ellie_log_rotate", name=name)
            else:
                line = text("tornado_ellie_log_rotate_to", name=name, target=names[after["pointing"]])
        elif words[0] == "place":
            line = text("tornado_ellie_log_place", name=name, piece=piece_word(words[1]), offset=words[2])
        elif words[0] == "insure":
            line = text("tornado_ellie_log_insure", name=name, piece=piece_word(words[1]))
        else:
            line = f"{name}: {action_text}"
        return line + self.news(before, after)

    def news(self, before: dict[str, Any], after: dict[str, Any]) -> str:
        """What the action led to, in words: a duty, storm damage, a new round, the end."""
        names = self.names()
        parts: list[str] = []
        if after["duty"] == "lightning" and (
            before["duty"] != "lightning" or after["turn"] != before["turn"]
        ):
            parts.append(text("tornado_ellie_news_lightning", name=names[after["turn"]]))
        if after["phase"] == "stack" and (
            before["phase"] != "stack" or before["stacker"] != after["stacker"]
        ):
            parts.append(
                text(
                    "tornado_ellie_news_damage", name=names[after["turn"]], pieces=items_words(after["owed"])
                )
            )
        if after["phase"] == "insure" and before["phase"] != "insure":
            parts.append(text("tornado_ellie_news_insure"))
        for seat, (old, new) in enumerate(zip(before["farms"], after["farms"], strict=True)):
            gained = [k for k in KINDS if new[k] > old[k]]
            if gained and after["supply"] != before["supply"] and before["phase"] != "insure":
                parts.append(
                    text("tornado_ellie_news_insured", name=names[seat], piece=piece_word(gained[0]))
                )
        if after["rounds"] > before["rounds"] and after["phase"] != "over":
            parts.append(text("tornado_ellie_news_round", name=names[after["turn"]]))
        if after["phase"] == "over" and after["end_reason"]:
            parts.append(text("tornado_ellie_news_over", reason=after["end_reason"]))
        return "".join(" " + p for p in parts)

    def hint(self, obs: dict[str, Any], legal: list[Action], deciding: bool) -> str:
        names = self.names()
        if obs["phase"] == "over":
            return text("game_over")
        if obs["phase"] == "world":
            return self.world_hint(obs)
        if not deciding:
            return text("waiting_for", name=names[obs["turn"]])
        phase = obs["phase"]
        if phase == "play":
            if legal == [ROTATE]:
                return text("tornado_ellie_hint_struck")
            if obs["duty"] == "lightning":
                return text("tornado_ellie_hint_lightning")
            lead = text("tornado_ellie_hint_single") + " " if obs["duty"] == "single" else ""
            if not obs["table"]:
                return lead + text("tornado_ellie_hint_free")
            top = FACE_BY_NAME[obs["table"][-1]]
            if top.special:
                return lead + text(
                    "tornado_ellie_hint_fit_special",
                    card=card_words(obs["table"][-1]),
                    species=text(f"tornado_ellie_{top.species}_many"),
                )
            return lead + text(
                "tornado_ellie_hint_fit",
                card=card_words(obs["table"][-1]),
                species=text(f"tornado_ellie_{top.species}_many"),
                count=top.count,
            )
        if phase == "rotate":
            players = len(obs["farms"])
            target = (obs["pointing"] + obs["direction"]) % players
            return text("tornado_ellie_hint_rotate", name=names[target])
        if phase == "stack":
            return text(
                "tornado_ellie_hint_stack",
                pieces=items_words(obs["owed"]),
                offset=f"{step_offset(self.step):+.2f}",
            )
        if phase == "insure":
            return text("tornado_ellie_hint_insure")
        return ""

    def world_hint(self, obs: dict[str, Any]) -> str:
        world = obs["world"]
        names = self.names()
        if self.outcome_words:
            return self.outcome_words
        if world["kind"] == "settle":
            return text("tornado_ellie_hint_settle")
        live = self.live
        if live is not None and live.tornado_driving():
            return text("tornado_ellie_hint_auto")
        name = names[world["rotator"]]
        if self.person:
            return text("tornado_ellie_hint_turn", degrees=abs(round(world["angle"])))
        return text("tornado_ellie_hint_bot_turn", name=name)

    def panel_lines(self, obs: dict[str, Any]) -> list[str]:
        names = self.names()
        lines = [text("tornado_ellie_panel_round", round=obs["rounds"] + 1, pile=obs["draw_pile"])]
        lines.append(text("direction_cw") if obs["direction"] == 1 else text("direction_ccw"))
        if obs["top_back"]:
            lines.append(text("tornado_ellie_panel_damage", pieces=items_words(obs["top_back"])))
        lines.append(
            text(
                "tornado_ellie_panel_supply",
                pieces=", ".join(f"{obs['supply'][k]} {text('tornado_ellie_plural_' + k)}" for k in KINDS),
            )
        )
        lines.append(text("tornado_ellie_panel_column", items=count_items(len(obs["column"]))))
        if obs["dexterity"] == "off":
            lines.append(text("tornado_ellie_panel_no_falls"))
        for seat, name in enumerate(names):
            farm = obs["farms"][seat]
            lines.append(
                text(
                    "tornado_ellie_panel_seat",
                    name=name,
                    score=obs["scores"][seat],
                    house=farm["house"],
                    cow=farm["cow"],
                    tree=farm["tree"],
                    cards=obs["hand_sizes"][seat],
                )
            )
        return lines

    def results(self, result: Any, obs: dict[str, Any]) -> list[tuple[str, list[str]]]:
        names = self.names()
        order = sorted(range(len(names)), key=lambda s: -result.scores[s])
        rows = []
        for seat in order:
            farm = obs["farms"][seat]
            if seat == result.detail.get("excluded"):
                rows.append(text("tornado_ellie_result_out", name=names[seat]))
                continue
            sets = sum(farm[k] >= SET_SIZE[k] for k in KINDS)
            rows.append(
                text(
                    "tornado_ellie_result_row",
                    name=names[seat],
                    score=int(result.scores[seat]),
                    house=farm["house"],
                    cow=farm["cow"],
                    tree=farm["tree"],
                    sets=sets,
                )
            )
        end = [text("tornado_ellie_result_reason", reason=result.detail.get("reason", ""))]
        end.append(
            text(
                "tornado_ellie_result_rounds",
                rounds=result.detail.get("rounds", 0),
                height=result.detail.get("column_height", 0),
            )
        )
        return [(text("results_standings"), rows), (text("tornado_ellie_results_end"), end)]

    def sound(self, before: dict[str, Any], after: dict[str, Any], action_text: str) -> str | None:
        verb = action_text.split()[0]
        if verb == "play":
            return "penalty" if after["phase"] == "stack" else "card"
        if verb == "rotate":
            return "turn"
        if verb in ("place", "insure"):
            return "draw"
        if after["rounds"] > before["rounds"]:
            return "shuffle"
        return None

    # -- motion --------------------------------------------------------------------------
    def flights(
        self, before: dict[str, Any], after: dict[str, Any], actor: int, action_text: str
    ) -> list[Flight]:
        out: list[Flight] = []
        words = action_text.split()
        farms = self.farm_rects(after)
        viewer = after["seat"]
        if not after["table"]:
            self.last_played = {}
        if words[0] == "play" and 0 <= actor < len(farms):
            self.last_played[actor] = words[1]
            if actor == viewer and words[1] in before["hand"]:
                start = self.hand_rects(before["hand"])[before["hand"].index(words[1])].copy()
            else:
                start = self.mini_rect(farms[actor])
            out.append(
                Flight(
                    lambda s, c=words[1]: card_face(c, s), start, self.played_rect.copy(), 0.35, 0.0, "played"
                )
            )
            if after["turned_up"] and after["turned_up"] != before["turned_up"]:
                out.append(
                    Flight(
                        lambda s, c=after["turned_up"]: card_face(c, s),
                        self.pile_rect.copy(),
                        self.played_rect.copy(),
                        0.45,
                        0.4,
                        "played",
                    )
                )
        if words[0] == "rotate" and after["phase"] != "world" and after["dexterity"] == "off":
            players = len(after["farms"])
            start = self.seat_angle(before["pointing"], players, viewer)
            victim = before["phase"] == "play"
            steps = (
                (before["turn"] - before["pointing"]) * before["direction"] % players or players
                if victim
                else 1
            )
            self.spin = [start, start + turn_angle(steps, players, before["direction"]), 0.0]
        top = self.column_top()
        delay = 0.0
        for seat in range(len(farms)):
            old, new = before["farms"][seat], after["farms"][seat]
            for kind in KINDS:
                change = new[kind] - old[kind]
                if change < 0 and words[0] == "place":
                    out.append(
                        Flight(
                            lambda s, k=kind: self.piece_image(k, s),
                            self.piece_rect(farms[seat], kind),
                            top,
                            0.45,
                            delay,
                        )
                    )
                    delay += 0.15
                elif change < 0:
                    out.append(
                        Flight(
                            lambda s, k=kind: self.piece_image(k, s),
                            self.piece_rect(farms[seat], kind),
                            self.supply_rect(kind),
                            0.5,
                            delay,
                        )
                    )
                    delay += 0.05
                elif change > 0:
                    out.append(
                        Flight(
                            lambda s, k=kind: self.piece_image(k, s),
                            self.supply_rect(kind),
                            self.piece_rect(farms[seat], kind),
                            0.55,
                            delay,
                            ("farm", seat),
                        )
                    )
                    delay += 0.2
        if words[0] == "place":
            out.append(
                Flight(lambda s: plain_back(s), self.pile_rect.copy(), top.inflate(top.width, 0), 0.4, delay)
            )
        for kind in KINDS:  # fallen pieces go to the open supply
            gained = after["supply"][kind] - before["supply"][kind]
            lost_from_farms = sum(
                before["farms"][s][kind] - after["farms"][s][kind] for s in range(len(farms))
            )
            for _ in range(max(0, min(4, gained - max(0, lost_from_farms)))):
                out.append(
                    Flight(
                        lambda s, k=kind: self.piece_image(k, s),
                        self.column_drop(),
                        self.supply_rect(kind),
                        0.5,
                        delay,
                    )
                )
                delay += 0.08
        gains = [new - old for old, new in zip(before["hand_sizes"], after["hand_sizes"], strict=True)]
        deal = Dealing(
            deck=self.pile_rect,
            hand=self.hand_rects,
            order=str,
            face=card_face,
            back=plain_back,
            seats={seat: self.mini_rect(rect) for seat, rect in enumerate(farms) if seat != viewer},
            duration=0.35,
            step=0.12,
        )
        dealt, self.incoming = dealt_flights(before, after, gains, deal, delay)
        out += dealt
        return out

    def piece_image(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        return icon(kind, max(6, size[1]))

    def piece_rect(self, farm: pygame.Rect, kind: str) -> pygame.Rect:
        size = int(22 * self.u)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (farm.left + int((20 + 44 * KINDS.index(kind)) * self.u), farm.top + int(44 * self.u))
        return rect

    def supply_rect(self, kind: str) -> pygame.Rect:
        size = int(22 * self.u)
        rect = pygame.Rect(0, 0, size, size)
        rect.topleft = (
            self.course.left + int((6 + 46 * KINDS.index(kind)) * self.u),
            self.course.top + int(22 * self.u),
        )
        return rect

    def column_top(self) -> pygame.Rect:
        size = int(24 * self.u)
        rect = pygame.Rect(0, 0, size, size)
        y = max(
            self.column_rect.top + size,
            self.painter.top_y(self.table.obs["column"]) if self.fitted else self.column_rect.centery,
        )
        rect.midbottom = (self.column_rect.centerx, int(y))
        return rect

    def column_drop(self) -> pygame.Rect:
        size = int(22 * self.u)
        rect = pygame.Rect(0, 0, size, size)
        rect.midbottom = (self.column_rect.centerx, self.painter.floor_y)
        return rect

    def mini_rect(self, box: pygame.Rect) -> pygame.Rect:
        rect = pygame.Rect(0, 0, *self.mini)
        rect.midright = (box.right - int(6 * self.u), box.centery + int(6 * self.u))
        return rect

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        legal = self.table.legal() if ctx.deciding else []
        if not ctx.deciding:
            self.placing = False
        self.draw_course(surface, obs, ctx)
        self.draw_column(surface, obs, ctx)
        self.draw_hand(surface, obs, ctx, legal)
        items = self.buttons(obs, legal) if ctx.deciding else []
        for (key, label, _, _), rect in zip(items, self.button_rects(len(items)), strict=True):
            lit = ctx.focus == key or (isinstance(key, tuple) and key[0] == "kind" and key[1] == self.kind)
            draw.button(surface, rect, label, lit)

    def pointer_angle(self, obs: dict[str, Any]) -> float:
        players = len(obs["farms"])
        base = self.seat_angle(obs["pointing"], players, obs["seat"])
        if self.live is not None and self.live.kind == "rotation":
            return base + self.live.angle
        if self.spin is not None:
            start, end, t = self.spin
            eased = 1 - (1 - min(1.0, t)) ** 3
            return start + (end - start) * eased
        return base

    def draw_course(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        course = self.course
        picture = course_picture(course.size, self.ring)
        surface.blit(picture, course)
        cx, cy = course.center
        # the pointer: the tornado's foot points at a farm
        angle = self.pointer_angle(obs)
        rad = math.radians(angle)
        reach = min(self.radius_x, self.radius_y) * 0.62
        tip = (
            cx + reach * math.sin(rad) * self.radius_x / max(self.radius_x, self.radius_y),
            cy - reach * math.cos(rad),
        )
        side = (math.cos(rad) * self.tornado_r * 0.7, math.sin(rad) * self.tornado_r * 0.7)
        pygame.draw.polygon(
            surface, (220, 226, 236), [(cx + side[0], cy + side[1]), tip, (cx - side[0], cy - side[1])]
        )
        pygame.draw.polygon(
            surface, INK, [(cx + side[0], cy + side[1]), tip, (cx - side[0], cy - side[1])], 2
        )
        tornado = tornado_picture(self.tornado_r)
        surface.blit(tornado, tornado.get_rect(center=(cx, cy)))
        if (ctx.deciding and obs["phase"] == "rotate") or (self.person and self.live is not None):
            pulse = int(3 * u + 2 * u * math.sin(ctx.time * 5))
            pygame.draw.circle(
                surface, GOLD, (cx, cy), self.tornado_r + pulse + int(4 * u), max(2, int(3 * u))
            )
        self.draw_piles(surface, obs, ctx)
        self.draw_farms(surface, obs, ctx)
        self.draw_supply(surface, obs)
        arrow = "↻" if obs["direction"] == 1 else "↺"
        ui_text.blit(
            surface, arrow, int(40 * u), MUTED, True, topright=(course.right - int(4 * u), course.top)
        )
        ui_text.blit(
            surface,
            text("tornado_ellie_direction_cw" if obs["direction"] == 1 else "tornado_ellie_direction_ccw"),
            int(13 * u),
            MUTED,
            topright=(course.right - int(4 * u), course.top + int(46 * u)),
        )
        live = self.live
        left = (
            live.seconds_left()
            if live is not None and live.kind == "rotation" and live.phase == "turning"
            else None
        )
        if left is not None:
            words = (
                text("tornado_ellie_auto_short")
                if live.tornado_driving()
                else text("tornado_ellie_seconds", seconds=left)
            )
            ui_text.blit(
                surface, words, int(26 * u), GOLD, True, midbottom=(cx, cy - self.tornado_r - int(4 * u))
            )

    def draw_piles(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        pending = ctx.arriving.get("played", 0)
        shown = obs["table"][: len(obs["table"]) - pending] if pending else obs["table"]
        rect = self.played_rect
        if not shown:
            pygame.draw.rect(surface, SHADOW, rect, width=2, border_radius=max(3, rect.width // 8))
            ui_text.blit(surface, text("tornado_ellie_played_empty"), int(12 * u), MUTED, center=rect.center)
        for k, card in enumerate(shown[-3:]):
            offset = (len(shown[-3:]) - 1 - k) * int(10 * u)
            surface.blit(card_face(card, self.pile_card), rect.move(-offset, -offset // 2))
            ctx.show_face("table", -1, card)
        label = text("tornado_ellie_played", count=len(obs["table"]))
        ui_text.blit(surface, label, int(13 * u), MUTED, midtop=(rect.centerx, rect.bottom + int(4 * u)))
        if obs["turned_up"] and shown and shown[-1] == obs["turned_up"]:
            ui_text.blit(
                surface,
                text("tornado_ellie_turned_up"),
                int(13 * u),
                GOLD,
                True,
                midbottom=(rect.centerx, rect.top - int(4 * u)),
            )
        pile = self.pile_rect
        if obs["draw_pile"]:
            back = plain_back(self.pile_card)
            for k in range(min(3, obs["draw_pile"] // 25 + 1) - 1, 0, -1):
                surface.blit(back, pile.move(k * 3, k * 3))
            surface.blit(damage_back(tuple(obs["top_back"] or ()), self.pile_card), pile)
        words = text("tornado_ellie_pile_label", count=obs["draw_pile"])
        ui_text.blit(surface, words, int(13 * u), GOLD, midtop=(pile.centerx, pile.bottom + int(4 * u)))

    def draw_farms(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        pointing = obs["pointing"]
        for seat, rect in enumerate(self.farm_rects(obs)):
            active = obs["current"] == seat or (
                obs["current"] == WORLD and obs["world"] and obs["world"]["rotator"] == seat
            )
            draw.panel(surface, rect, 225 if active else 175)
            if active:
                pygame.draw.rect(surface, GOLD, rect, width=3, border_radius=14)
            elif seat == pointing:
                pygame.draw.rect(surface, CARD, rect, width=2, border_radius=14)
            name = ctx.names[seat]
            if ctx.thinking == seat:
                name += " " + "." * (1 + int(ctx.time * 3) % 3)
            if seat == obs["seat"]:
                name += " · " + text("tornado_ellie_you")
            size = ui_text.fit_size(name, int(16 * u), rect.width - self.mini[0] - int(18 * u), bold=True)
            ui_text.blit(
                surface, name, size, CARD, True, topleft=(rect.left + int(8 * u), rect.top + int(5 * u))
            )
            for kind in KINDS:
                spot = self.piece_rect(rect, kind)
                count = obs["farms"][seat][kind]
                image = icon(kind, int(22 * u))
                surface.blit(image, image.get_rect(midbottom=(spot.centerx, spot.bottom)))
                colour = GOLD if count >= SET_SIZE[kind] else MUTED
                ui_text.blit(
                    surface,
                    str(count),
                    int(14 * u),
                    colour,
                    True,
                    midtop=(spot.centerx, spot.bottom + int(1 * u)),
                )
            out = obs["excluded"] == seat
            info = (
                text("tornado_ellie_farm_out")
                if out
                else text(
                    "tornado_ellie_farm_line",
                    score=obs["scores"][seat],
                    cards=obs["hand_sizes"][seat] - ctx.arriving.get(("hand", seat), 0),
                )
            )
            ui_text.blit(
                surface,
                info,
                int(12 * u),
                MUTED,
                # clear of the box's border and its rounded corner at small sizes
                bottomleft=(rect.left + max(10, int(8 * u)), rect.bottom - max(4, int(4 * u))),
            )
            card = self.last_played.get(seat)
            mini = self.mini_rect(rect)
            if card and card in obs["table"]:
                surface.blit(card_face(card, self.mini), mini)
                ctx.show_face("table", -1, card)
            else:
                pygame.draw.rect(surface, SHADOW, mini, width=1, border_radius=4)

    def draw_supply(self, surface: pygame.Surface, obs: dict[str, Any]) -> None:
        u = self.u
        ui_text.blit(
            surface,
            text("tornado_ellie_supply"),
            int(13 * u),
            MUTED,
            True,
            topleft=(self.course.left + int(4 * u), self.course.top),
        )
        for kind in KINDS:
            spot = self.supply_rect(kind)
            image = icon(kind, int(22 * u))
            surface.blit(image, image.get_rect(midbottom=spot.midbottom))
            ui_text.blit(
                surface,
                str(obs["supply"][kind]),
                int(14 * u),
                MUTED,
                True,
                midleft=(spot.right + 1, spot.centery),
            )

    def draw_column(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        rect = self.column_rect
        pygame.draw.rect(surface, FELT_DARK, rect, border_radius=int(10 * u))
        live = self.live
        column = live.column if live is not None else [tuple(item) for item in obs["column"]]
        key = (rect.size, rect.topleft, len(column) // 6)
        if self.fitted != key and (live is None or self.fitted is None):
            self.painter.fit(rect.inflate(-int(12 * u), -int(40 * u)).move(0, int(14 * u)), column)
            self.fitted = key
        if live is not None:
            fallen = set(live.outcome.fallen) if live.outcome is not None else set()
            poses, disk_x = live.poses(), live.disk_pose().x
            self.painter.follow(poses, disk_x)
            self.painter.draw(surface, poses, disk_x, fallen)
        else:
            if self.painter.scale != self.painter.base:
                self.painter.follow(self.debris, 0.0)
            ghosts: list[Pose] = []
            if obs["phase"] == "stack" and ctx.deciding:
                ghosts = placement_preview(column, self.stack_kind(obs), step_offset(self.step))
            self.painter.draw(surface, column_poses(column), 0.0, (), ghosts, self.debris)
        title = text("tornado_ellie_column_title", items=count_items(len(column)))
        ui_text.blit(surface, title, int(14 * u), CARD, True, midtop=(rect.centerx, rect.top + int(4 * u)))
        if self.outcome_words and (live is not None or self.debris):
            words = ui_text.wrap(self.outcome_words, int(14 * u), rect.width - int(16 * u))
            y = rect.top + int(24 * u)
            for line in words[:3]:
                drawn = ui_text.blit(surface, line, int(14 * u), GOLD, True, midtop=(rect.centerx, y))
                y = drawn.bottom
        if obs["phase"] == "stack" and ctx.deciding:
            x = self.painter.origin()[0] + step_offset(self.step) * shapes.CARD_WIDTH * self.painter.scale
            pygame.draw.line(surface, GOLD, (x, rect.top + int(44 * u)), (x, rect.top + int(60 * u)), 3)
            ui_text.blit(
                surface,
                f"{step_offset(self.step):+.2f}",
                int(13 * u),
                GOLD,
                True,
                midtop=(x, rect.top + int(62 * u)),
            )

    def draw_hand(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, legal: list[Action]
    ) -> None:
        hand = obs["hand"]
        rects = self.hand_rects(hand)
        playable = {a[1] for a in legal if a[0] == "play"}
        lift = int(self.hand_card[1] * 0.12)
        u = self.u
        mine = obs["current"] == obs["seat"]
        label = text("your_hand", name=ctx.names[obs["seat"]]) + (f" · {text('your_turn')}" if mine else "")
        ui_text.blit(
            surface,
            label,
            int(14 * u),
            GOLD if mine else MUTED,
            True,
            bottomleft=(self.hand_area.left, self.hand_area.top - 2),
        )
        if not hand:
            ui_text.blit(
                surface,
                text("tornado_ellie_no_cards"),
                int(15 * u),
                MUTED,
                midleft=(self.hand_area.left, self.hand_area.centery),
            )
        hidden = list(self.incoming[: ctx.arriving.get(("hand", obs["seat"]), 0)])
        for index, (card, rect) in enumerate(zip(hand, rects, strict=True)):
            if card in hidden:
                hidden.remove(card)
                continue
            up = ctx.deciding and card in playable
            spot = rect.move(0, -lift) if up else rect
            if ctx.focus == ("card", index, card):
                spot = spot.move(0, -lift // 2)
            surface.blit(card_face(card, self.hand_card), spot)
            ctx.show_face("hand", obs["seat"], card)
            if ctx.deciding and not up:
                surface.blit(cards.veil(self.hand_card, 140), spot)
