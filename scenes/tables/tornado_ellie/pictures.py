"""Tornado Ellie's pictures: the card faces and backs, and the drawing of the course, the farms,
the piles, the supply, the column (live from the frame's world while it runs) and the hand."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import WORLD, Action
from game.tornado_ellie.actions import ROTATE, PlayCard, step_offset
from game.tornado_ellie.cards import FACE_BY_NAME, KINDS
from physics import shapes
from physics.live import column_poses, placement_preview
from physics.simulation import Pose
from scenes.strings import text
from scenes.tables.base import DrawContext
from scenes.tables.tornado_ellie.column import PREVIEW_ROOM, icon, sky_picture
from scenes.tables.tornado_ellie.column import course_picture as course_picture
from scenes.tables.tornado_ellie.words import count_items, piece_word, points_words, species_words
from scenes.theme import BACK, CARD, GOLD, INK, MUTED, SHADOW
from scenes.ui import art, cards, draw, layout
from scenes.ui import text as ui_text
from scenes.ui.cache import picture_cache
from scenes.ui.hand import draw_hand_label

SPECIES_COLOURS = {
    "pig": (236, 160, 178),
    "sheep": (226, 226, 212),
    "cow": (176, 128, 92),
    "hen": (240, 196, 76),
}
SPECIES_SHAPE = {"pig": "circle", "sheep": "sun", "cow": "square", "hen": "triangle"}
"""Each species also has a form, so colour-blind players tell the cards apart."""


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


SPECIES_ICONS = {"pig": "pig", "sheep": "sheep", "cow": "cow", "hen": "chicken"}
"""The game-icons.net picture of each species (``assets/art/game-icons``)."""


def animal_spots(count: int, box: pygame.Rect) -> list[tuple[pygame.Rect, bool]]:
    """Where ``count`` animals stand in ``box``, in rows as on the printed cards (one, two side by
    side, then rows of two or three), each a square and whether it faces left."""
    cols = 1 if count == 1 else 2 if count <= 4 else 3
    rows = math.ceil(count / cols)
    side = int(min(box.width / cols, box.height / rows) * 0.96)
    spots = []
    for k in range(count):
        row, col = divmod(k, cols)
        in_row = min(cols, count - row * cols)
        x = box.centerx + (col - (in_row - 1) / 2) * box.width / cols
        y = box.top + (row + 0.5) * box.height / rows
        spots.append(
            (pygame.Rect(0, 0, side, side).move(round(x - side / 2), round(y - side / 2)), k % 2 == 1)
        )
    return spots


@cards.face_cache
def card_face(name: str, size: tuple[int, int]) -> pygame.Surface:
    """An animal card: its animals, counted as printed, on the species' colour; the count and the
    species' form in the corners (colour-blind players tell the cards apart); a lightning or a
    cloud above the animals if special."""
    face = FACE_BY_NAME[name]
    w, h = size
    surface = cards.blank(size, SPECIES_COLOURS[face.species])
    corner = max(7, int(w * 0.34))
    ui_text.blit(surface, str(face.count), corner, INK, True, topleft=(int(w * 0.1), int(h * 0.03)))
    form = SPECIES_SHAPE[face.species]
    cards.shape(surface, form, (w * 0.8, h * 0.12), w * 0.1, INK)
    top = 0.3
    if face.special:
        badge = pygame.Rect(int(w * 0.36), int(h * 0.2), int(w * 0.28), int(h * 0.17))
        (bolt if face.effect == "lightning" else cloud)(surface, badge)
        top = 0.38
    # the species' word under the animals where it fits whole at a readable size; a card too small
    # for it (a seat box's, the pile's in a small window) shows the animals alone, never a clipped word
    label = species_words(face.species)
    room = int(w * 0.9)
    size_words = ui_text.fit_size(label, max(7, int(w * 0.18)), room)
    fits = ui_text.measure(label, size_words)[0] <= room
    bottom = 0.8 if fits else 0.94
    middle = pygame.Rect(int(w * 0.1), int(h * top), int(w * 0.8), int(h * (bottom - top)))
    for spot, left in animal_spots(face.count, middle):
        animal = art.outlined(SPECIES_ICONS[face.species], spot.width, CARD, INK)
        surface.blit(pygame.transform.flip(animal, True, False) if left else animal, spot)
    if fits:
        ui_text.blit(surface, label, size_words, INK, midbottom=(w // 2, int(h * 0.96)))
    return surface


def card_words_fit(name: str, size: tuple[int, int]) -> bool:
    """True when ``card_face`` writes the species' word on a card of ``size`` (it fits whole)."""
    label = species_words(FACE_BY_NAME[name].species)
    room = int(size[0] * 0.9)
    return ui_text.measure(label, ui_text.fit_size(label, max(7, int(size[0] * 0.18)), room))[0] <= room


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


class Drawing:
    """The view's drawing (a part of :class:`scenes.tables.tornado_ellie.TornadoEllieView`)."""

    table: Any

    def backdrop(self, cloth: pygame.Surface) -> None:
        """The course seen from above and the column's panel, a storm sky: painted once into the
        table's cloth (a full copy of each every frame cost up to half a millisecond at 2560x1440)."""
        course = self.course
        cloth.blit(course_picture(course.size, self.ring, course.topleft, cloth.get_size()), course)
        rect = self.column_rect
        cloth.blit(sky_picture(rect.size, int(10 * self.u), rect.topleft, cloth.get_size()), rect)

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
        course = self.course  # its picture lies in the cloth (``backdrop``)
        turnable = ctx.deciding and obs["phase"] in ("rotate", "play") and self.table.legal() == [ROTATE]
        lit = turnable or (self.person and self.live is not None)
        self.turner.draw_tornado(surface, self.pointer_angle(obs), u, lit, ctx.time)
        # the lit tornado pulses; the pointer spins to its farm and a live turn moves, drawn every frame
        ctx.pulsing = ctx.pulsing or lit
        ctx.moving = ctx.moving or self.spin is not None or self.live is not None
        self.draw_piles(surface, obs, ctx)
        self.draw_farms(surface, obs, ctx)
        self.draw_open_hands(surface, obs, ctx)
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

    def open_hand_rects(self, obs: dict[str, Any]) -> dict[int, pygame.Rect]:
        """Once the game is over, where each other seat's final hand lies face up: a row of small
        cards under its farm box when the box lies in the course's upper half (over it at the sides,
        clear of the piles), inside the course."""
        if not obs.get("hands"):
            return {}
        gap = max(2, int(4 * self.u))
        out = {}
        for seat, box in enumerate(self.farm_rects(obs)):
            if seat == obs["seat"] or not obs["hands"][seat]:
                continue
            rect = pygame.Rect(box.left, 0, box.width, self.mini[1])
            if box.bottom < self.course.centery:
                rect.top = box.bottom + gap
            else:  # a box at the side: its cards above it, clear of the piles
                rect.bottom = box.top - gap
            out[seat] = rect.clamp(self.course)
        return out

    def draw_open_hands(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        """The other seats' final hands, face up (the hands are open once the game is over)."""
        for seat, area in self.open_hand_rects(obs).items():
            hand = obs["hands"][seat]
            for card, rect in zip(hand, layout.fan(len(hand), area, self.mini), strict=True):
                surface.blit(card_face(card, self.mini), rect)
                ctx.show_face("hand", seat, card)

    def draw_farms(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        pointing = obs["pointing"]
        for seat, rect in enumerate(self.farm_rects(obs)):
            active = obs["current"] == seat or (
                obs["current"] == WORLD and obs["world"] and obs["world"]["rotator"] == seat
            )
            draw.panel(surface, rect, 225 if active else 175)
            if active and not ctx.arriving.get(("turn", seat)):  # else the turn's rim is on its way
                pygame.draw.rect(surface, GOLD, rect, width=3, border_radius=14)
            elif seat == pointing:
                pygame.draw.rect(surface, CARD, rect, width=2, border_radius=14)
            name = ctx.names[seat]
            if ctx.thinking == seat:
                name += " " + "." * (1 + int(ctx.time * 3) % 3)
            if seat == obs["seat"]:
                name = text("tornado_ellie_farm_you", name=name)
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
                colour = GOLD if kind in obs["complete"][seat] else MUTED
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
            if card and card in obs["table"]:  # (no card played: nothing, not a faint empty frame)
                surface.blit(card_face(card, self.mini), self.mini_rect(rect))
                ctx.show_face("table", -1, card)

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
        ground = self.live is not None or bool(self.debris)  # the whole stem, down to the ground
        key = (rect.size, rect.topleft, len(column), ground)
        if self.fitted == key or (self.live is not None and self.fitted is not None and self.fitted[3]):
            return
        self.painter.fit(rect, column, PREVIEW_ROOM, self.ground, crop=not ground)
        self.fitted = key
        if self.debris:
            self.painter.follow(self.debris, 0.0)

    def draw_column(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        rect = self.column_rect
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
            if self.painter.target != self.painter.base:
                self.painter.follow(self.debris, 0.0)
            ghosts: list[Pose] = []
            if stacking:
                ghosts = placement_preview(column, self.stack_kind(obs), step_offset(self.step))
            self.painter.draw(surface, column_poses(column), 0.0, (), ghosts, self.debris)
        ctx.moving = ctx.moving or self.painter.moving  # a zoom under way
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
        label = text("tornado_ellie_offset", offset=float(offset))
        image = ui_text.label(label, self.aim_size, GOLD, True)
        where = image.get_rect(midbottom=(round(x), round(tip - 1.6 * half) - 1))
        where.clamp_ip(band)
        ui_text.blit(surface, label, self.aim_size, GOLD, True, topleft=where.topleft)

    def draw_hand(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, legal: list[Action]
    ) -> None:
        hand = obs["hand"]
        playable = {m.face for m in map(self.table.decode, legal) if isinstance(m, PlayCard)}
        u = self.u
        mine = obs["current"] == obs["seat"]
        at = (self.hand_area.left, self.hand_area.top - 2)
        draw_hand_label(surface, ctx.names[obs["seat"]], mine, int(14 * u), at)
        if not hand:
            words = text("tornado_ellie_no_cards")
            ui_text.blit(
                surface,
                words,
                ui_text.fit_size(words, int(15 * u), self.hand_area.width),
                MUTED,
                midleft=(self.hand_area.left, self.hand_area.centery),
            )
        focus = ctx.focus[1] if isinstance(ctx.focus, tuple) and ctx.focus[0] == "card" else None
        self.fan.draw(
            surface,
            hand,
            card_face,
            playable=playable,
            focus=focus,
            deciding=ctx.deciding,
            hidden=self.incoming[: ctx.arriving.get(("hand", obs["seat"]), 0)],
            shown=lambda card: ctx.show_face("hand", obs["seat"], card),
        )
