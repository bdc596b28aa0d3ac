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
from game.tornado_ellie_actions import MAX_STEP, OFFSET_STEP, nearest_step, step_offset
from game.world import rotation_skill, world_seed
from physics import shapes
from physics.live import STEP_SECONDS, LiveWorld, column_poses, placement_preview
from physics.simulation import Pose
from scenes.strings import plural, text
from scenes.tables.base import Dealing, DrawContext, Happening, TableView, dealt_flights
from scenes.theme import BACK, CARD, FELT_DARK, GOLD, INK, MUTED, SHADOW
from scenes.ui import cards, draw, layout
from scenes.ui import text as ui_text
from scenes.ui.anim import Flight
from scenes.ui.cache import picture_cache
from scenes.ui.column import PREVIEW_ROOM, ColumnPainter, TornadoTurn, course_picture, icon
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
    words = plural(f"tornado_ellie_animals_{face.species}", face.count)
    if face.effect != "animal":
        words += " " + text(f"tornado_ellie_with_{face.effect}")
    return words


def piece_word(kind: str, count: int = 1) -> str:
    return plural(f"tornado_ellie_a_{kind}", count)


def points_words(points: int) -> str:
    return plural("tornado_ellie_points", points)


def count_items(count: int) -> str:
    return plural("tornado_ellie_items", count)


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


@cards.face_cache
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
        self.turner = TornadoTurn()
        """A person's turn of the tornado: the drag or the held keys (shared with the practice)."""
        self.debris: list[Pose] = []
        self.outcome_words = ""
        self.last_played: dict[int, str] = {}
        self.spin: list[float] | None = None
        self.kind: str | None = None
        self.step = 0
        self.aimed: tuple[int, int] | None = None
        """The stacking moment the aim was last started for (the aim starts at the column's top)."""
        self.placing = False
        self.incoming: list[str] = []
        """The viewer's newly dealt cards, held back from the hand until they land."""

    # -- layout --------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, unit: float) -> None:
        self.area = area
        u = unit
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
        self.lay_out_farm_box()
        self.radius_x = self.course.width / 2 - self.box[0] / 2 - 2
        self.radius_y = self.course.height / 2 - self.box[1] / 2 - 2
        self.ring = int(max(40, min(self.course.width / 2 - self.box[0] * 0.3, self.course.height / 2 - 6)))
        self.tornado_r = max(12, int(min(self.radius_x, self.radius_y) * 0.2))
        self.turner.place(self.course.center, self.radius_x, self.radius_y, self.tornado_r)
        pile_h = int(min(self.course.height * 0.24, 112 * u))
        cx, cy = self.course.center
        reach = (
            max(self.radius_x * 0.3, self.tornado_r + pile_h * 0.4) + pile_h / ASPECT / 2 + 2 * int(10 * u)
        )
        below = round(cy + min(self.radius_y * 0.3, self.radius_y - self.box[1] / 2 - pile_h * 0.75))
        self.turned_under = cx - reach < cx - self.radius_x + self.box[0] / 2 + gap
        if self.turned_under:
            # the piles reach under the farm boxes at the sides (four players, a small window): the
            # piles and the words under them (there "turned up" too) between those boxes' bottom and
            # the bottom box; the piles stay as far apart as before, for their words' sake
            apart = max(self.radius_x * 0.3, self.tornado_r + pile_h * 0.4)
            under = int(4 * u) + 2 * ui_text.line_height(int(13 * u), True)
            top = cy + self.box[1] / 2 + 2 + int(10 * u)
            bottom = cy + self.radius_y - self.box[1] / 2 - 2 - under
            pile_h = int(max(24, min(pile_h, bottom - top)))
            below = round(max(below, top + pile_h / 2))
        else:
            apart = max(self.radius_x * 0.3, self.tornado_r + pile_h * 0.4)
        self.pile_card = (int(pile_h / ASPECT), pile_h)
        self.played_rect = pygame.Rect(0, 0, *self.pile_card)
        self.played_rect.center = (round(cx - apart), below)
        self.pile_rect = pygame.Rect(0, 0, *self.pile_card)
        self.pile_rect.center = (round(cx + apart), below)
        self.lay_out_column()
        self.lay_out_supply()
        width, height = int(150 * u), int(36 * u)
        self.button_size = (width, height)
        self.fitted = None

    def lay_out_farm_box(self) -> None:
        """A farm box, top down, from the heights its lines are drawn at: the name, the pieces with
        their counts under them, and the points and cards line; the last played card at the right,
        beside that line when it fits there, else between the name and that line."""
        u = self.u
        pad = max(4, int(5 * u))
        name_h = ui_text.line_height(int(16 * u), True)
        count_h = ui_text.line_height(int(14 * u), True)
        info_size = int(12 * u)
        info_h = ui_text.line_height(info_size)
        icon_h = int(22 * u)
        self.farm_margin = max(10, int(8 * u))
        """The points line's inset from the box's left (clear of its rounded corner)."""
        self.farm_bottom = max(4, int(4 * u))
        sample = text("tornado_ellie_farm_line", points=points_words(88), cards=piece_word("card", 4))
        info_w = ui_text.font(ui_text.readable(info_size)).size(sample)[0]
        width = int(min(max(196 * u, info_w + 2 * self.farm_margin), self.course.width * 0.36))
        self.icon_mid = max(int(44 * u) - icon_h // 2, pad + name_h + 1 + icon_h // 2)
        """The pieces' centre line, down from the box's top."""
        counts_bottom = self.icon_mid + (icon_h - icon_h // 2) + int(1 * u) + count_h
        mini_h = int(92 * u * 0.62)
        height = max(int(92 * u), counts_bottom + 1 + info_h + self.farm_bottom)
        mini = (int(max(mini_h, height * 0.62) / ASPECT), int(max(mini_h, height * 0.62)))
        self.mini_beside = self.farm_margin + info_w + int(6 * u) + mini[0] + int(6 * u) <= width
        if not self.mini_beside:  # the card between the name and the points line
            height = max(height, pad + name_h + 2 + mini_h + 2 + info_h + self.farm_bottom)
            mini = (int(mini_h / ASPECT), mini_h)
            self.mini_top = pad + name_h + 2
        self.box = (width, height)
        self.mini = mini

    def lay_out_supply(self) -> None:
        """The supply at the course's top left: its label, then each piece with its count, in a row
        when the row fits left of a farm box at the top, else one under another."""
        u = self.u
        self.supply_size = int(14 * u)
        label_h = ui_text.line_height(int(13 * u), True)
        count_h = ui_text.line_height(self.supply_size, True)
        icon_h = int(22 * u)
        count_w = ui_text.font(ui_text.readable(self.supply_size), True).size("88")[0]
        widest = max(icon(kind, icon_h).get_width() for kind in KINDS)
        step = max(int(46 * u), widest + 2 + count_w + max(6, int(8 * u)))
        left, top = self.course.left + int(6 * u), self.course.top + int(2 * u) + label_h
        row = len(KINDS) * step
        in_row = left + row <= self.course.centerx - self.box[0] // 2 - int(6 * u)
        self.supply_spots: dict[str, pygame.Rect] = {}
        for index, kind in enumerate(KINDS):
            rect = pygame.Rect(0, 0, icon_h, icon_h)
            if in_row:
                rect.topleft = (left + index * step, max(self.course.top + int(22 * u), top))
            else:
                line = max(icon_h, count_h) + int(2 * u)
                rect.topleft = (left + (widest - icon_h) // 2, top + index * line + (line - icon_h) // 2)
            self.supply_spots[kind] = rect

    def lay_out_column(self) -> None:
        """The column's panel, top down: the title, the aim (marker and offset), the column itself
        and, on the ground under it, the words of what fell; the bands never overlap."""
        u, rect = self.u, self.column_rect
        pad = max(2, int(4 * u))
        self.title_size = max(8, int(14 * u))
        self.title_top = rect.top + pad
        title_h = ui_text.label("Ag", self.title_size, CARD, True).get_height()
        self.aim_size = max(8, int(13 * u))
        label_h = ui_text.label("+0.00", self.aim_size, GOLD, True).get_height()
        self.marker = max(5, int(7 * u))
        """Half the aim marker's width; it is 1.6 times as high."""
        self.aim_band = pygame.Rect(
            rect.left, self.title_top + title_h + pad, rect.width, label_h + int(1.6 * self.marker) + 3
        )
        self.words_size = max(8, int(13 * u))
        line_h = ui_text.label("Ag", self.words_size, GOLD, True).get_height()
        self.words_lines = 2
        ground = self.words_lines * line_h + 2 * pad + 4
        self.column_area = pygame.Rect(
            rect.left + int(6 * u), self.aim_band.bottom, rect.width - int(12 * u), 0
        )
        self.column_area.height = rect.bottom - pad - self.column_area.top
        self.ground = ground

    def seat_angle(self, seat: int, players: int, viewer: int) -> float:
        """Where a farm lies, in degrees clockwise from straight up (the viewer's at the bottom)."""
        return 180.0 + (seat - viewer) * 360.0 / players

    def spot(self, angle: float, share: float = 1.0) -> tuple[float, float]:
        return self.turner.spot(angle, share)

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

    def button_rects(self, labels: list[str]) -> list[pygame.Rect]:
        """Buttons beside the hand: one column, or two when there are more than three; tall enough
        for two rows of words when a label does not fit one row at the smallest text size."""
        area = self.controls
        count = len(labels)
        gap = int(8 * self.u)
        cols = 1 if count <= 3 else 2
        rows = max(1, math.ceil(count / cols))
        width = (area.width - gap * (cols - 1)) // cols
        face = ui_text.font(ui_text.MIN_SIZE, True)
        want = self.button_size[1]
        if any(face.size(label)[0] > width - 16 for label in labels):
            want = max(want, 2 * ui_text.line_height(ui_text.MIN_SIZE, True) + 6)
        height = min(want, (area.height - gap * (rows - 1)) // rows)
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

    def step_range(self) -> tuple[int, int]:
        """The lowest and highest step of the rules' placement grid now."""
        steps = [a[2] for a in self.table.legal() if a[0] == "place"]
        return (min(steps), max(steps)) if steps else (-MAX_STEP, MAX_STEP)

    def clamp_step(self, step: int) -> int:
        low, high = self.step_range()
        return max(low, min(high, step))

    def step_at(self, x: float) -> int:
        offset = self.painter.x_to_mm(x) / shapes.CARD_WIDTH
        return self.clamp_step(round(offset / OFFSET_STEP))

    def aim_at_top(self, obs: dict[str, Any]) -> None:
        """A fresh stacking moment: the aim starts where the column's top stands."""
        moment = (len(self.table.state.history), obs["seat"])
        if obs["phase"] != "stack" or not self.table.deciding() or self.aimed == moment:
            return
        self.aimed = moment
        top = float(obs["column"][-1][1]) if obs["column"] else 0.0
        self.step = self.clamp_step(nearest_step(top))

    def place(self, legal: list[Action]) -> None:
        action = ("place", self.stack_kind(self.table.obs), self.step)
        if action in legal:
            self.table.act(action)
        else:
            self.table.say(self.table.state.explain_illegal(action))

    def nudge(self, by: int) -> None:
        self.step = self.clamp_step(self.step + by)

    # -- targets -------------------------------------------------------------------------
    def targets(self, obs: dict[str, Any], legal: list[Action]) -> list[Target]:
        self.aim_at_top(obs)
        out: list[Target] = []
        if obs["phase"] == "play":
            hand = obs["hand"]
            for index, (card, strip) in enumerate(
                zip(hand, layout.visible_strips(self.hand_rects(hand)), strict=True)
            ):
                out.append(Target(("card", index, card), strip, lambda c=card: self.click_card(c, legal)))
        items = self.buttons(obs, legal)
        labels = [label for _, label, _, _ in items]
        for (key, _, hotkey, action), rect in zip(items, self.button_rects(labels), strict=True):
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
    def in_course(self, pos: tuple[int, int]) -> bool:
        return self.turner.grabs(pos) and not any(
            r.collidepoint(pos)
            for r in self.button_rects([item[1] for item in self.buttons(self.table.obs, self.table.legal())])
        )

    def turning_person(self) -> bool:
        """True while a person at this table is the one turning the tornado now."""
        world = self.table.obs.get("world")
        if self.table.state.current_player() != WORLD or world is None or world["kind"] != "rotation":
            return False
        seat = world["rotator"]
        return 0 <= seat < len(self.table.match.seats) and self.table.match.seats[seat].human

    def on_event(self, event: pygame.event.Event, obs: dict[str, Any], legal: list[Action]) -> bool:
        self.aim_at_top(obs)
        if event.type == pygame.KEYUP:
            return self.turner.event(event, 0.0)
        if self.turning_person():
            return self.turn_event(event)
        if ROTATE in legal:  # to the next farm, or a lightning victim's turn to their own
            grab = self.turner.starts(event) and (event.type == pygame.KEYDOWN or self.in_course(event.pos))
            if grab and self.table.act(ROTATE):
                if self.turning_person():
                    self.turn_event(event)
                return True
            return False
        if obs["phase"] == "stack" and self.table.deciding():
            return self.aim_event(event, legal)
        return False

    def turn_event(self, event: pygame.event.Event) -> bool:
        """The person turns the tornado (:class:`scenes.ui.column.TornadoTurn`)."""
        target = (
            self.live.target
            if self.live is not None
            else (self.table.obs.get("world") or {}).get("angle", 0.0)
        )
        return self.turner.event(event, float(target))

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
        self.aim_at_top(self.table.obs)
        if self.spin is not None:
            self.spin[2] += dt / SPIN_SECONDS
            if self.spin[2] >= 1.0:
                self.spin = None
        table = self.table
        state = table.state
        if state.current_player() != WORLD:
            self.live = None
            self.turner.dragging = False
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
        self.turner.want = 0.0
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
            self.turner.let_go()
            skill = rotation_skill(table.state, table.match.bots)
            self.wants = iter(self.live.turn_for(skill, world_seed(table.state)))

    def next_want(self) -> float | None:
        live = self.live
        assert live is not None
        if not self.person:
            return next(self.wants, None) if self.wants is not None else None
        return self.turner.next_want(live)

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
        self.turner.let_go()
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

    def describe(self, happening: Happening) -> list[str]:
        return [self.describe_text(happening)]

    def describe_text(self, happening: Happening) -> str:  # to go: the log reads moves and events
        name, actor, before, after = happening.name, happening.actor, happening.before, happening.after
        action_text = self.table.state.action_text(happening.action)
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
        return line + self.news(before, after, actor if words[0] == "insure" else None)

    def news(self, before: dict[str, Any], after: dict[str, Any], chooser: int | None = None) -> str:
        """What the action led to, in words: a duty, storm damage, the insurance, a new round, the end.

        Every piece a farm gains is the insurance's; each is told, the automatic ones too, except
        the piece ``chooser`` (who has just taken it, and whose line says so) chose."""
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
            if gained and seat != chooser:
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
            return self.table.waiting_words(obs["turn"])
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
            self.aim_at_top(obs)
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
        pile = plural("cards", obs["draw_pile"])
        lines = [text("tornado_ellie_panel_round", round=obs["rounds"], cards=pile)]
        lines.append(text("direction_cw") if obs["direction"] == 1 else text("direction_ccw"))
        if obs["top_back"]:
            lines.append(text("tornado_ellie_panel_damage", pieces=items_words(obs["top_back"])))
        lines.append(
            text(
                "tornado_ellie_panel_supply",
                pieces=", ".join(plural(f"tornado_ellie_pieces_{k}", obs["supply"][k]) for k in KINDS),
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
                    points=points_words(obs["scores"][seat]),
                    house=piece_word("house", farm["house"]),
                    cow=piece_word("cow", farm["cow"]),
                    tree=piece_word("tree", farm["tree"]),
                    cards=piece_word("card", obs["hand_sizes"][seat]),
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
                    points=points_words(int(result.scores[seat])),
                    house=piece_word("house", farm["house"]),
                    cow=piece_word("cow", farm["cow"]),
                    tree=piece_word("tree", farm["tree"]),
                    sets=plural("tornado_ellie_sets", sets),
                )
            )
        end = [text("tornado_ellie_result_reason", reason=result.detail.get("reason", ""))]
        rounds = int(result.detail.get("rounds", 0))
        played = plural("tornado_ellie_rounds", rounds)
        end.append(
            text(
                "tornado_ellie_result_rounds",
                rounds=played,
                height=count_items(int(result.detail.get("column_height", 0))),
            )
        )
        return [(text("results_standings"), rows), (text("tornado_ellie_results_end"), end)]

    def sound(self, happening: Happening) -> str | None:
        before, after = happening.before, happening.after
        action_text = self.table.state.action_text(happening.action)
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
    def flights(self, happening: Happening) -> list[Flight]:
        before, after, actor = happening.before, happening.after, happening.actor
        action_text = self.table.state.action_text(happening.action)
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
        rect.center = (farm.left + int((20 + 44 * KINDS.index(kind)) * self.u), farm.top + self.icon_mid)
        return rect

    def supply_rect(self, kind: str) -> pygame.Rect:
        return self.supply_spots[kind].copy()

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
        if self.mini_beside:
            rect.midright = (box.right - int(6 * self.u), box.centery + int(6 * self.u))
        else:
            rect.topright = (box.right - int(6 * self.u), box.top + self.mini_top)
        return rect

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        self.aim_at_top(obs)
        legal = self.table.legal() if ctx.deciding else []
        if not ctx.deciding:
            self.placing = False
        self.draw_course(surface, obs, ctx)
        self.draw_column(surface, obs, ctx)
        self.draw_hand(surface, obs, ctx, legal)
        items = self.buttons(obs, legal) if ctx.deciding else []
        labels = [label for _, label, _, _ in items]
        for (key, label, _, _), rect in zip(items, self.button_rects(labels), strict=True):
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
        turnable = ctx.deciding and obs["phase"] in ("rotate", "play") and self.table.legal() == [ROTATE]
        lit = turnable or (self.person and self.live is not None)
        self.turner.draw_tornado(surface, self.pointer_angle(obs), u, lit, ctx.time)
        # the lit tornado pulses, the pointer spins to its farm, a live turn moves: all drawn every frame
        ctx.moving = ctx.moving or lit or self.spin is not None or self.live is not None
        self.draw_piles(surface, obs, ctx)
        self.draw_farms(surface, obs, ctx)
        self.draw_supply(surface, obs)
        arrow = "↻" if obs["direction"] == 1 else "↺"
        drawn = ui_text.blit(
            surface, arrow, int(40 * u), MUTED, True, topright=(course.right - int(4 * u), course.top)
        )
        ui_text.blit(
            surface,
            text("tornado_ellie_direction_cw" if obs["direction"] == 1 else "tornado_ellie_direction_ccw"),
            int(13 * u),
            MUTED,
            topright=(course.right - int(4 * u), drawn.bottom),
        )
        self.turner.draw_countdown(surface, self.live, u)

    def draw_piles(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        pending = ctx.arriving.get("played", 0)
        shown = obs["table"][: len(obs["table"]) - pending] if pending else obs["table"]
        rect = self.played_rect
        if not shown:
            pygame.draw.rect(surface, SHADOW, rect, width=2, border_radius=max(3, rect.width // 8))
            rows = ui_text.wrap(text("tornado_ellie_played_empty"), int(12 * u), rect.width - 4)
            step = ui_text.line_height(int(12 * u))
            for index, row in enumerate(rows):
                y = rect.centery + (2 * index - len(rows) + 1) * step // 2
                ui_text.blit(surface, row, int(12 * u), MUTED, center=(rect.centerx, y))
        for k, card in enumerate(shown[-3:]):
            offset = (len(shown[-3:]) - 1 - k) * int(10 * u)
            surface.blit(card_face(card, self.pile_card), rect.move(-offset, -offset // 2))
            ctx.show_face("table", -1, card)
        # the two piles' words share the room between the piles' centres, wrapping rather than meeting
        apart = self.pile_rect.centerx - rect.centerx - max(6, int(8 * u))
        label = text("tornado_ellie_played", count=len(obs["table"]))
        turned = obs["turned_up"] and shown and shown[-1] == obs["turned_up"]
        left_w = ui_text.font(ui_text.readable(int(13 * u))).size(label)[0]
        if turned and self.turned_under:
            turned_w = ui_text.font(ui_text.readable(int(13 * u)), True).size(
                text("tornado_ellie_turned_up")
            )[0]
            left_w = max(left_w, turned_w)
        room = max(rect.width, 2 * apart - left_w)
        y = self.draw_label(surface, label, int(13 * u), MUTED, rect.centerx, rect.bottom + int(4 * u), apart)
        if turned and self.turned_under:  # no room over the pile: under its count
            ui_text.blit(
                surface, text("tornado_ellie_turned_up"), int(13 * u), GOLD, True, midtop=(rect.centerx, y)
            )
        elif turned:
            stack_top = rect.top - (len(shown[-3:]) - 1) * int(10 * u) // 2  # the cards under lie higher
            ui_text.blit(
                surface,
                text("tornado_ellie_turned_up"),
                int(13 * u),
                GOLD,
                True,
                midbottom=(rect.centerx, stack_top - max(3, int(4 * u))),
            )
        pile = self.pile_rect
        if obs["draw_pile"]:
            back = plain_back(self.pile_card)
            for k in range(min(3, obs["draw_pile"] // 25 + 1) - 1, 0, -1):
                surface.blit(back, pile.move(k * 3, k * 3))
            surface.blit(damage_back(tuple(obs["top_back"] or ()), self.pile_card), pile)
        words = text("tornado_ellie_pile_label", count=obs["draw_pile"])
        self.draw_label(surface, words, int(13 * u), GOLD, pile.centerx, pile.bottom + int(4 * u), room)

    def draw_label(
        self,
        surface: pygame.Surface,
        words: str,
        size: int,
        colour: tuple[int, int, int],
        x: int,
        y: int,
        room: int,
    ) -> int:
        """Words centred under a pile from ``y`` down, in one line, or wrapped (at its " · " first)
        to ``room`` pixels when the line is wider; where they end."""
        lines = [words]
        if ui_text.font(ui_text.readable(size)).size(words)[0] > room:
            lines = [row for part in words.split(" · ") for row in ui_text.wrap(part, size, room)]
        for line in lines:
            y = ui_text.blit(surface, line, size, colour, midtop=(x, y)).bottom
        return y

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
            room = rect.width - int(18 * u) - (self.mini[0] if self.mini_beside else 0)
            size = ui_text.fit_size(name, int(16 * u), room, bold=True)
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
                    points=points_words(obs["scores"][seat]),
                    cards=piece_word("card", obs["hand_sizes"][seat] - ctx.arriving.get(("hand", seat), 0)),
                )
            )
            ui_text.blit(
                surface,
                info,
                int(12 * u),
                MUTED,
                # clear of the box's border and its rounded corner at small sizes
                bottomleft=(rect.left + self.farm_margin, rect.bottom - self.farm_bottom),
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
            topleft=(self.course.left + int(4 * u), self.course.top + int(2 * u)),
        )
        for kind in KINDS:
            spot = self.supply_rect(kind)
            image = icon(kind, int(22 * u))
            surface.blit(image, image.get_rect(midbottom=spot.midbottom))
            ui_text.blit(
                surface,
                str(obs["supply"][kind]),
                self.supply_size,
                MUTED,
                True,
                midleft=(max(spot.right, image.get_rect(midbottom=spot.midbottom).right) + 2, spot.centery),
            )

    def fit_column(self, column: list[Any]) -> None:
        """Choose the column's scale: the whole column and room for a stacking preview on top fit
        under the title and the aim, at every height the rules allow (kept while the world runs)."""
        rect = self.column_area
        key = (rect.size, rect.topleft, len(column))
        if self.fitted == key or (self.live is not None and self.fitted is not None):
            return
        self.painter.fit(rect, column, PREVIEW_ROOM, self.ground)
        self.fitted = key
        if self.debris:
            self.painter.follow(self.debris, 0.0)

    def draw_column(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        rect = self.column_rect
        pygame.draw.rect(surface, FELT_DARK, rect, border_radius=int(10 * u))
        live = self.live
        column = live.column if live is not None else [tuple(item) for item in obs["column"]]
        self.fit_column(column)
        stacking = obs["phase"] == "stack" and ctx.deciding
        if live is not None:
            fallen = set(live.outcome.fallen) if live.outcome is not None else set()
            poses, disk_x = live.poses(), live.disk_pose().x
            self.painter.follow(poses, disk_x)
            self.painter.draw(surface, poses, disk_x, fallen)
        else:
            if self.painter.scale != self.painter.base:
                self.painter.follow(self.debris, 0.0)
            ghosts: list[Pose] = []
            if stacking:
                ghosts = placement_preview(column, self.stack_kind(obs), step_offset(self.step))
            self.painter.draw(surface, column_poses(column), 0.0, (), ghosts, self.debris)
        room = rect.width - int(12 * u)
        title = text("tornado_ellie_column_title", items=count_items(len(column)))
        size = ui_text.fit_size(title, self.title_size, room, bold=True)
        if ui_text.font(size, True).size(title)[0] > room:  # a narrow panel: the short title
            title = text("tornado_ellie_panel_column", items=count_items(len(column)))
        ui_text.blit(surface, title, size, CARD, True, midtop=(rect.centerx, self.title_top))
        if self.outcome_words and (live is not None or self.debris):
            self.draw_outcome_words(surface)
        if stacking:
            self.draw_aim(surface)

    def draw_outcome_words(self, surface: pygame.Surface) -> None:
        """What fell, in words, on the ground under the column (never over the aim above it)."""
        width = self.column_area.width - int(8 * self.u)
        size = self.words_size
        lines = ui_text.wrap(self.outcome_words, size, width, bold=True)
        while len(lines) > self.words_lines and size > 7:
            size -= 1
            lines = ui_text.wrap(self.outcome_words, size, width, bold=True)
        y = self.painter.floor_y + 4
        for line in lines[: self.words_lines]:
            drawn = ui_text.blit(surface, line, size, GOLD, True, midtop=(self.column_area.centerx, y))
            y = drawn.bottom

    def draw_aim(self, surface: pygame.Surface) -> None:
        """Where the piece goes: a marker over the column's line at the aimed offset, and the offset."""
        u, band = self.u, self.aim_band
        offset = step_offset(self.step)
        x = self.painter.origin()[0] + offset * shapes.CARD_WIDTH * self.painter.scale
        x = max(band.left + int(6 * u), min(band.right - int(6 * u), x))
        tip = band.bottom - 1
        half = self.marker
        marker = [(x - half, tip - 1.6 * half), (x + half, tip - 1.6 * half), (x, tip)]
        pygame.draw.polygon(surface, GOLD, marker)
        pygame.draw.polygon(surface, INK, marker, 1)
        label = f"{offset:+.2f}"
        image = ui_text.label(label, self.aim_size, GOLD, True)
        where = image.get_rect(midbottom=(round(x), round(tip - 1.6 * half) - 1))
        where.clamp_ip(band)
        ui_text.blit(surface, label, self.aim_size, GOLD, True, topleft=where.topleft)

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
            words = text("tornado_ellie_no_cards")
            ui_text.blit(
                surface,
                words,
                ui_text.fit_size(words, int(15 * u), self.hand_area.width),
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
