"""The Tornado Ellie table: the course from above with the farms at its rim, the cards, and the
tornado column seen from the side, live from the physics while the tornado turns.

Everything is drawn from the viewer's observation; a click or a key becomes an action only if it
is in the legal list. At a WORLD node (a rotation or the settle after a stacked piece) the frame
plays the moment out live (:mod:`.live_world`): this view draws it and steers a person's turn (the
mouse round the tornado's centre, or the arrow keys) through ``table.world.steer``; a computer's
turn is stepped from its rotation skill. The parts: :mod:`.pictures` (faces and
drawing), :mod:`.words` (log, banners, hints, panel), :mod:`.motion` (flights); this module holds
the layout and the input.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import WORLD, Action
from game.tornado_ellie.actions import (
    MAX_STEP,
    OFFSET_STEP,
    ROTATE,
    Insure,
    PlacePiece,
    PlayCard,
    nearest_step,
    step_offset,
)
from game.tornado_ellie.cards import KINDS
from physics import shapes
from physics.live import LiveWorld
from physics.simulation import Pose
from scenes.strings import text
from scenes.tables.base import TableView
from scenes.tables.tornado_ellie.column import ColumnPainter, TornadoTurn, icon
from scenes.tables.tornado_ellie.motion import Motion
from scenes.tables.tornado_ellie.pictures import Drawing, card_face, damage_back, plain_back
from scenes.tables.tornado_ellie.words import Words, card_words, outcome_text, piece_word, points_words
from scenes.theme import GOLD
from scenes.ui import text as ui_text
from scenes.ui.hand import HandFan
from scenes.ui.input import Target
from scenes.ui.shortcuts import bracket_key

__all__ = ["TornadoEllieView", "card_face", "card_words", "damage_back", "plain_back"]

ASPECT = 1.45
PIECE_KEYS = {
    "house": "tornado_ellie_key_house",
    "cow": "tornado_ellie_key_cow",
    "tree": "tornado_ellie_key_tree",
}
"""Each piece's key letter from the catalogue, each language's own (Kuh K, Baum B), shown on its
buttons in brackets."""
SPIN_SECONDS = 0.7
"""dexterity=off: how long the tornado's turn is animated (nothing can fall)."""


class TornadoEllieView(Drawing, Words, Motion, TableView):
    """Draws a Tornado Ellie observation and the frame's live world, turns input into legal
    actions and a person's turn of the tornado into the live world's steering."""

    live_world = True

    def __init__(self, table) -> None:
        super().__init__(table)
        self.painter = ColumnPainter()
        self.fitted: tuple[Any, ...] | None = None
        self.turner = TornadoTurn()
        """A person's turn of the tornado: the drag or the held keys (shared with the practice)."""
        if table.world is not None:
            table.world.steer = self.turner.next_want
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
        self.panel_kept: tuple[dict[str, Any], tuple[Any, ...], tuple[str, ...]] | None = None
        """The side panel's lines as last said: (the observation, the language and names, lines)."""

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
        self.fan = HandFan(self.hand_area, self.hand_card, int(self.hand_card[1] * 0.12), veil=140)
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
        title_h = ui_text.measure("Ag", self.title_size, True)[1]
        self.aim_size = max(8, int(13 * u))
        label_h = ui_text.label("+0.00", self.aim_size, GOLD, True).get_height()
        self.marker = max(5, int(7 * u))
        """Half the aim marker's width; it is 1.6 times as high."""
        self.aim_band = pygame.Rect(
            rect.left, self.title_top + title_h + pad, rect.width, label_h + int(1.6 * self.marker) + 3
        )
        self.words_size = max(8, int(13 * u))
        line_h = ui_text.measure("Ag", self.words_size, True)[1]
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
        return self.fan.rects(len(hand))

    def buttons(
        self, obs: dict[str, Any], legal: list[Action]
    ) -> list[tuple[Any, str, int | None, Action | None]]:
        """(key, label, hotkey, action) for the buttons of this moment, left to right."""
        out: list[tuple[Any, str, int | None, Action | None]] = []
        if ROTATE in legal:
            own = bool(obs["rotation"]) and obs["rotation"]["target"] == obs["turn"]
            label = text("tornado_ellie_turn_own" if own else "tornado_ellie_turn_button")
            out.append(("turn", label, bracket_key(label), ROTATE))
        if obs["phase"] == "stack":
            kinds = list(dict.fromkeys(obs["owed"]))
            if len(kinds) > 1:
                for kind in kinds:
                    label = text(
                        "tornado_ellie_stack_kind", piece=piece_word(kind), letter=text(PIECE_KEYS[kind])
                    )
                    out.append((("kind", kind), label, bracket_key(label), None))
            out.append(("left", "◀ [←]", pygame.K_LEFT, None))
            out.append(("right", "▶ [→]", pygame.K_RIGHT, None))
            kind = self.stack_kind(obs)
            out.append(
                ("place", text("tornado_ellie_place_button", piece=piece_word(kind)), pygame.K_RETURN, None)
            )
        for action in legal:
            move = self.table.decode(action)
            if isinstance(move, Insure):
                kind = move.kind
                label = text(
                    "tornado_ellie_insure_button", piece=piece_word(kind), letter=text(PIECE_KEYS[kind])
                )
                out.append((("insure", kind), label, bracket_key(label), action))
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
        steps = [
            nearest_step(m.offset)
            for m in map(self.table.decode, self.table.legal())
            if isinstance(m, PlacePiece)
        ]
        return (min(steps), max(steps)) if steps else (-MAX_STEP, MAX_STEP)

    def clamp_step(self, step: int) -> int:
        low, high = self.step_range()
        return max(low, min(high, step))

    def step_at(self, x: float) -> int:
        offset = self.painter.x_to_mm(x) / shapes.CARD_WIDTH
        return self.clamp_step(round(offset / OFFSET_STEP))

    def aim_at_top(self, obs: dict[str, Any]) -> None:
        """A fresh stacking moment: the aim starts where the column's top stands."""
        moment = (self.table.moves_played(), obs["seat"])
        if obs["phase"] != "stack" or not self.table.deciding() or self.aimed == moment:
            return
        self.aimed = moment
        top = float(obs["column"][-1][1]) if obs["column"] else 0.0
        self.step = self.clamp_step(nearest_step(top))

    def choose(self, move: Any, shape: Action, legal: list[Action]) -> None:
        """Act on the legal action that is ``move``; else say why ``shape`` (its action) is refused."""
        action = next((a for a in legal if self.table.decode(a) == move), None)
        if action is not None:
            self.table.act(action)
        else:
            self.table.say(self.table.refusal(shape))

    def place(self, legal: list[Action]) -> None:
        kind = self.stack_kind(self.table.obs)
        self.choose(PlacePiece(kind, step_offset(self.step)), ("place", kind, self.step), legal)

    def nudge(self, by: int) -> None:
        self.step = self.clamp_step(self.step + by)

    # -- targets -------------------------------------------------------------------------
    def targets(self, obs: dict[str, Any], legal: list[Action]) -> list[Target]:
        self.aim_at_top(obs)
        out: list[Target] = []
        if obs["phase"] == "play":
            hand = obs["hand"]
            playable = {m.face for m in map(self.table.decode, legal) if isinstance(m, PlayCard)}
            for index, (card, strip) in enumerate(zip(hand, self.fan.strips(len(hand)), strict=True)):
                why = None if card in playable else ("play", card)
                out.append(
                    Target(("card", index, card), strip, lambda c=card: self.click_card(c, legal), why=why)
                )
        items = self.buttons(obs, legal)
        labels = [label for _, label, _, _ in items]
        for (key, _, hotkey, action), rect in zip(items, self.button_rects(labels), strict=True):
            out.append(Target(key, rect, self.button_action(key, action), hotkey))
        return out

    def locate(self, move: Any, obs: dict[str, Any]) -> pygame.Rect | None:
        """Where ``move`` is made: the card in the hand; the tornado and its handle (half-way out
        toward the farm it points at: grab it there and turn it); for a piece, its kind's button,
        then the column where it goes, or the place button once the aim is there."""
        if isinstance(move, PlayCard):
            hand = obs["hand"]
            if move.face not in hand:
                return None
            return self.fan.strips(len(hand))[hand.index(move.face)].copy()
        if move == self.table.decode(ROTATE):
            players = len(obs["farms"])
            x, y = self.spot(self.seat_angle(obs["pointing"], players, obs["seat"]), 0.5)
            handle = pygame.Rect(0, 0, 2 * self.tornado_r, 2 * self.tornado_r)
            handle.center = (round(x), round(y))
            body = handle.copy()
            body.center = (round(self.turner.centre[0]), round(self.turner.centre[1]))
            return body.union(handle)
        if isinstance(move, PlacePiece):
            items = self.buttons(obs, self.table.legal())
            rects = self.button_rects([label for _, label, _, _ in items])
            spots = {key: rect for (key, _, _, _), rect in zip(items, rects, strict=True)}
            if ("kind", move.kind) in spots and self.stack_kind(obs) != move.kind:
                return spots[("kind", move.kind)].copy()
            if self.step == nearest_step(move.offset) and "place" in spots:
                return spots["place"].copy()
            x = self.painter.rect.centerx + move.offset * shapes.CARD_WIDTH * self.painter.scale
            rect = pygame.Rect(0, 0, max(8, int(12 * self.u)), self.column_rect.height // 3)
            rect.center = (round(x), self.column_rect.centery)
            return rect
        return None

    def advice_rects(self, obs: dict[str, Any], legal: list[Action], move: Any) -> list[pygame.Rect]:
        if isinstance(move, PlayCard):
            return self.target_rects(obs, legal, [("card", None, move.face)])
        if isinstance(move, Insure):
            return self.target_rects(obs, legal, [("insure", move.kind)])
        if isinstance(move, PlacePiece):
            return self.target_rects(obs, legal, [("kind", move.kind), "place"])
        if move == self.table.decode(ROTATE):
            return self.target_rects(obs, legal, ["turn"])
        return []

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
        self.choose(PlayCard(card), ("play", card), legal)

    # -- input beyond the targets: turning the tornado, aiming a placement ---------------
    def in_course(self, pos: tuple[int, int]) -> bool:
        return self.turner.grabs(pos) and not any(
            r.collidepoint(pos)
            for r in self.button_rects([item[1] for item in self.buttons(self.table.obs, self.table.legal())])
        )

    def turning_person(self) -> bool:
        """True while a person at this table is the one turning the tornado now."""
        world = self.table.obs.get("world")
        if self.table.obs["current"] != WORLD or world is None or world["kind"] != "rotation":
            return False
        return self.table.is_person(world["rotator"])

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

    def held_over(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYUP:
            self.turner.event(event, 0.0)  # let go, whoever's turn it is now
            return False
        return self.turner.still_down(event) and not self.turning_person()

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

    # -- the frame's live world: drawn here, stepped by the frame (tornado_ellie.live_world) --
    @property
    def live(self) -> LiveWorld | None:
        """The WORLD moment the frame plays out now, to draw (None between moments)."""
        world = self.table.world
        return world.live if world is not None else None

    @property
    def live_at(self) -> int:
        world = self.table.world
        return world.at if world is not None else -1

    @property
    def person(self) -> bool:
        """True while a person at this table turns the tornado in the live moment."""
        world = self.table.world
        return bool(world is not None and world.live is not None and world.person)

    def world_began(self, live: LiveWorld, person: bool) -> None:
        self.painter.unzoom()
        self.turner.want = 0.0
        self.outcome_words = ""
        self.debris = []
        if not person:
            self.turner.let_go()

    def world_rested(self, live: LiveWorld) -> None:
        fallen = list(live.outcome.fallen) if live.outcome else []
        self.outcome_words = outcome_text([live.column[i][0] for i in fallen if i < len(live.column)])

    def world_ruled(self, live: LiveWorld) -> None:
        """The column has come to rest: what fell stays on the ground."""
        assert live.outcome is not None
        shift = live.disk_pose().x
        poses = live.poses()
        self.debris = [
            Pose(poses[i].kind, poses[i].x - shift, poses[i].y, poses[i].angle) for i in live.outcome.fallen
        ]
        self.turner.let_go()

    def update(self, dt: float) -> None:
        self.aim_at_top(self.table.obs)
        scale = self.table.motion_scale()
        self.painter.ease(dt / scale if scale > 0 else 0.0)  # the column zooms smoothly (at once: no motion)
        if self.spin is not None:
            self.spin[2] += dt / SPIN_SECONDS
            if self.spin[2] >= 1.0:
                self.spin = None
        if self.table.obs["current"] != WORLD:
            self.turner.dragging = False

    def coach_avoid(self, obs: dict[str, Any]) -> list[pygame.Rect]:
        """The farms, the two piles with the lines under them, the tornado, the column and the
        line over the hand: the coach's words are about these."""
        u = self.u
        under = 2 * ui_text.line_height(int(13 * u)) + int(8 * u)
        piles = [rect.inflate(int(30 * u), 0) for rect in (self.played_rect, self.pile_rect)]
        for rect in piles:
            rect.height += under
        line = ui_text.line_height(int(14 * u), True)
        caption = pygame.Rect(self.hand_area.left, self.hand_area.top - 2 - line, self.hand_area.width, line)
        tornado = pygame.Rect(0, 0, 3 * self.tornado_r, 3 * self.tornado_r)
        tornado.center = self.course.center
        return [*self.farm_rects(obs), *piles, tornado, self.column_rect.copy(), caption]

    def seat_anchor(self, seat: int) -> pygame.Rect | None:
        """A farm's banner goes over its pieces, under the farm's name (which stays readable): the
        frame puts a banner a little under the anchor's top."""
        rects = self.farm_rects(self.table.obs)
        if not 0 <= seat < len(rects):
            return None
        u, box = self.u, rects[seat]
        name_bottom = box.top + int(5 * u) + ui_text.line_height(int(16 * u), True)
        # the frame's banner box starts 6u under the anchor's top, its words 5u further down
        top = name_bottom - int(6 * u) - int(10 * u) // 2
        return pygame.Rect(box.left, top, box.width, box.bottom - top)
