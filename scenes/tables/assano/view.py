"""The Assano table: your hand as a fan, the piles, the colour in play, the seats round the table.

Everything is drawn from the viewer's observation; a click becomes an action only if it is in the
legal list. The view is in four parts: this module (layout, drawing the table, motion),
:mod:`.pictures` (card faces, piles, picker, call button), :mod:`.moves` (input: the legal list as
typed moves) and :mod:`.words` (log lines and banners from the engine's events, hints, panel).
The hand fan and the seat boxes are the shared :mod:`scenes.ui.hand` and :mod:`scenes.ui.seat_box`.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.assano.events import PlayedDrawn
from game.assano.moves import Play
from game.events import Drew, RoundOver
from scenes.strings import plural, text
from scenes.tables.assano.moves import Moves, button_label
from scenes.tables.assano.pictures import ASPECT, LETTERS, Pictures, back, face, sort_key
from scenes.tables.assano.words import Words, card_name
from scenes.tables.base import (
    Dealing,
    DrawContext,
    Happening,
    TableView,
    dealt_flights,
    turn_boxes_around_hand,
    turn_flights,
)
from scenes.ui import draw, layout, material
from scenes.ui import text as ui_text
from scenes.ui.anim import Flight
from scenes.ui.hand import HandFan, draw_hand_label
from scenes.ui.seat_box import SeatBox

__all__ = ["AssanoView", "card_name", "face", "sort_key"]


class AssanoView(Words, Moves, Pictures, TableView):
    """Draws an Assano observation and turns clicks into legal Assano actions."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.picking: str | None = None
        """A wild card chosen and waiting for its colour."""
        self.call_armed = False
        self.incoming: list[str] = []

    # -- layout --------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, unit: float) -> None:
        self.area = area
        u = self.u = unit
        hand_h = int(min(area.height * 0.27, 190 * u))
        self.hand_card = (int(hand_h / ASPECT * 0.94), int(hand_h * 0.94))
        self.hand_area = pygame.Rect(
            area.left + int(16 * u), area.bottom - hand_h - int(10 * u), area.width - int(32 * u), hand_h
        )
        # The hand's label sits above the lifted cards; the word buttons go above the label.
        self.lift = int(self.hand_card[1] * 0.12)
        self.fan = HandFan(self.hand_area, self.hand_card, self.lift)
        self.label_bottom = self.hand_area.bottom - self.hand_card[1] - self.lift - 2
        self.buttons_y = self.label_bottom - int(68 * u)
        self.seats_area = pygame.Rect(
            area.left + int(12 * u), area.top + int(10 * u), area.width - int(24 * u), int(area.height * 0.5)
        )
        self.seat_box = SeatBox(u)
        pile_h = int(min(area.height * 0.24, 170 * u))
        self.pile_card = (int(pile_h / ASPECT), pile_h)
        centre_y = area.top + int(area.height * 0.47)
        self.discard_rect = pygame.Rect(0, 0, *self.pile_card)
        self.discard_rect.center = (area.centerx + int(self.pile_card[0] * 0.65), centre_y)
        self.deck_rect = pygame.Rect(0, 0, *self.pile_card)
        self.deck_rect.center = (area.centerx - int(self.pile_card[0] * 0.85), centre_y)
        self.colour_centre = (self.discard_rect.right + int(44 * u), centre_y)
        # the call button holds "ASSANO!" over "key A", each as tall as it is drawn
        call_h = int(70 * u)
        while call_h < 200 and (
            ui_text.line_height(int(call_h * 0.42), True)
            + ui_text.line_height(max(9, int(call_h * 0.18)))
            + 7
            > call_h
        ):
            call_h += 1
        self.call_rect = pygame.Rect(0, 0, int(170 * u), call_h)
        self.call_rect.bottomright = (area.right - int(14 * u), self.hand_area.top - int(8 * u))
        pick = int(min(110 * u, area.width / 6))
        self.pick_rects = [pygame.Rect(0, 0, pick, pick) for _ in LETTERS]
        for index, rect in enumerate(self.pick_rects):
            rect.center = (area.centerx + int((index - 1.5) * pick * 1.2), centre_y)

    def seat_rects(self, obs: dict[str, Any]) -> dict[int, pygame.Rect]:
        """The other seats' boxes, in turn order from the viewer's left round to the right."""
        players = len(obs["hand_sizes"])
        viewer = obs["seat"]
        others = [(viewer + k) % players for k in range(1, players)]
        boxes = layout.seat_boxes(len(others), self.seats_area, self.seat_box.size())
        return dict(zip(others, boxes, strict=True))

    def seat_anchor(self, seat: int) -> pygame.Rect | None:
        """Where a seat's banners go: in free felt beside its box (under it, or under and inward,
        or inward beside it: the first place no other box or pile is in), so that no seat's words
        are covered; the viewer's go under the piles, above their hand."""
        u = self.u
        size = ui_text.readable(17 * u)
        width = ui_text.measure(text("assano_banner_hit", count=10), size, True)[0] + int(20 * u)
        height = ui_text.line_height(size, True) + int(14 * u)  # one banner (a second stacks under it)
        if seat == self.table.obs["seat"]:
            low = max(
                self.deck_rect.bottom + int(6 * u) + ui_text.line_height(int(15 * u)),
                self.discard_rect.bottom + int(6 * u) + ui_text.line_height(int(20 * u), True),
            )
            return pygame.Rect(self.area.centerx - width // 2, low, width, 1)
        spot = self.banner_spots(self.table.obs, width, height).get(seat)
        if spot is None:
            return None
        # the frame puts a banner's top a little under the anchor's top
        return pygame.Rect(spot.left, spot.top - int(6 * u), spot.width, 1)  # a Rect of no size is false

    def open_hand_areas(self, obs: dict[str, Any]) -> dict[int, pygame.Rect]:
        """Once the game is over (``hands`` in the observation), where each other seat's open hand
        lies: a strip as wide as its box under it, or, where another box lies under it (a corner),
        inside the box under the name (the count and the stack of backs then make room)."""
        if not obs.get("hands"):
            return {}
        boxes = self.seat_rects(obs)
        u = self.u
        gap = int(4 * u)
        out: dict[int, pygame.Rect] = {}
        for seat, box in boxes.items():
            height = self.seat_box.card_rect(box).height + 2
            under = pygame.Rect(box.left, box.bottom + gap, box.width, height)
            if under.collidelist([b for s, b in boxes.items() if s != seat]) >= 0:
                top = box.top + self.seat_box.lines()[1]
                inset = int(8 * u)
                under = pygame.Rect(box.left + inset, top, box.width - 2 * inset, box.bottom - gap - top)
            out[seat] = under.clamp(self.area)
        return out

    def banner_spots(self, obs: dict[str, Any], width: int, height: int) -> dict[int, pygame.Rect]:
        """Each other seat's banner place, chosen in turn so none covers a box, a pile, an open hand
        or another seat's place: under the box, or further down (neighbours alternate), or inward."""
        boxes = self.seat_rects(obs)
        taken = [*boxes.values(), *self.open_hand_areas(obs).values(), self.deck_rect, self.discard_rect]
        gap = int(4 * self.u)
        out: dict[int, pygame.Rect] = {}
        for seat, box in boxes.items():
            inward = 1 if box.centerx < self.area.centerx else -1
            aside = box.centerx + inward * (box.width // 2 + width // 2 + gap)
            candidates = [
                (box.centerx, box.bottom + gap),
                (box.centerx, box.bottom + gap + height),
                (aside, box.bottom + gap),
                (aside, box.top),
                (aside, box.bottom + gap + height),
                (box.centerx, box.bottom + gap + 2 * height),
                (aside, box.bottom + gap + 2 * height),
            ]
            spots = [pygame.Rect(x - width // 2, y, width, height).clamp(self.area) for x, y in candidates]
            out[seat] = next((r for r in spots if r.collidelist(taken) < 0), spots[0])
            taken.append(out[seat])
        return out

    def hand_rects(self, hand: list[str]) -> list[pygame.Rect]:
        return self.fan.rects(len(hand))

    def mini_rect(self, box: pygame.Rect) -> pygame.Rect:
        return self.seat_box.card_rect(box)

    # -- motion --------------------------------------------------------------------------
    def flights(self, happening: Happening) -> list[Flight]:
        """The card played flies to the discard pile, then every drawn card from the deck to its
        hand (face up into the viewer's, face down to the others): all read from the events."""
        before, after, actor, events = happening.before, happening.after, happening.actor, happening.events
        if any(isinstance(e, RoundOver) for e in events):
            self.incoming = []
            return []
        out: list[Flight] = []
        seats = self.seat_rects(after)
        delay = 0.0
        played = happening.move.card if isinstance(happening.move, Play) else None
        for event in events:
            if isinstance(event, PlayedDrawn):
                played = event.card
        if played is not None:
            start = self.card_start(before, actor, played, seats)
            out.append(
                Flight(
                    lambda s, c=played: face(c, s), start, self.discard_rect.copy(), 0.35, delay, "discard"
                )
            )
            delay += 0.12
        gains = [0] * len(after["hand_sizes"])
        for event in events:
            if isinstance(event, Drew):
                gains[event.seat] += event.count
        dealt, self.incoming = dealt_flights(before, after, gains, self.dealing(after), delay)
        return out + dealt + turn_flights(before, after, self.turn_boxes(after))

    def turn_boxes(self, obs: dict[str, Any]) -> dict[int, pygame.Rect]:
        """Where each seat's turn shows: the other seats' boxes and the viewer's hand."""
        hand = self.hand_rects(sorted(obs["hand"], key=sort_key))
        return turn_boxes_around_hand(self.seat_rects(obs), hand, self.hand_area, obs["seat"], self.u)

    def dealing(self, obs: dict[str, Any], step: float = 0.25) -> Dealing:
        seats = self.seat_rects(obs)
        boxes = {seat: self.mini_rect(box) for seat, box in seats.items()}
        return Dealing(self.deck_rect, self.hand_rects, sort_key, face, back, boxes, 0.4, step)

    def opening(self, obs: dict[str, Any]) -> list[Flight]:
        """The first hands dealt from the pile: the viewer's face up into place, then the others'."""
        empty = dict(obs, hand=[])
        flights, self.incoming = dealt_flights(empty, obs, list(obs["hand_sizes"]), self.dealing(obs, 0.06))
        return flights

    def card_start(
        self, before: dict[str, Any], actor: int, card: str, seats: dict[int, pygame.Rect]
    ) -> pygame.Rect:
        if actor == before["seat"]:
            hand = sorted(before["hand"], key=sort_key)
            if card in hand:
                return self.hand_rects(hand)[hand.index(card)].copy()
            return self.deck_rect.copy()
        rect = seats.get(actor)
        return self.mini_rect(rect) if rect is not None else self.deck_rect.copy()

    # -- drawing -------------------------------------------------------------------------
    def backdrop(self, cloth: pygame.Surface) -> None:
        material.dye_oval(cloth, self.area.inflate(-int(40 * self.u), -int(80 * self.u)))

    def draw(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        legal = self.table.legal() if ctx.deciding else []
        if not ctx.deciding:
            self.picking = None
            self.call_armed = False
        self.draw_seats(surface, obs, ctx)
        self.draw_piles(surface, obs, ctx)
        self.draw_hand(surface, obs, ctx, legal)
        for word, rect, _ in self.word_buttons(legal):
            draw.button(surface, rect, button_label(word), ctx.focus == word)
        if self.picking is not None:
            self.draw_picker(surface, ctx)
        if ctx.deciding and self.call_available(legal):
            self.draw_call(surface, ctx)

    def draw_seats(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        open_hands = self.open_hand_areas(obs)
        for seat, rect in self.seat_rects(obs).items():
            inside = seat in open_hands and rect.contains(open_hands[seat])
            name = ctx.names[seat]
            if ctx.thinking == seat:
                name += " " + "." * (1 + int(ctx.time * 3) % 3)
            count = obs["hand_sizes"][seat] - ctx.arriving.get(("hand", seat), 0)
            self.seat_box.draw(
                surface,
                rect,
                name=name,
                count=count,
                count_words="" if inside else plural("cards", count),
                current=obs["current"] == seat and not ctx.arriving.get(("turn", seat)),
                note=text("assano_call_word") if count == 1 and not inside else "",
                back=None if inside else back,
            )
        self.draw_open_hands(surface, obs, ctx, open_hands)

    def draw_open_hands(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, areas: dict[int, pygame.Rect]
    ) -> None:
        """Once the game is over, every other seat's hand face up, small, at its box."""
        hands = obs.get("hands")
        for seat, area in areas.items():
            hand = sorted(hands[seat], key=sort_key)
            h = area.height - 2
            fan = HandFan(area, (max(1, int(h / ASPECT)), h), 0)
            fan.draw(surface, hand, face, shown=lambda card, seat=seat: ctx.show_face("open", seat, card))

    def draw_hand(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, legal: list) -> None:
        hand = sorted(obs["hand"], key=sort_key)
        hidden = self.incoming[: ctx.arriving.get(("hand", obs["seat"]), 0)] if ctx.arriving else []
        playable = set(self.plays(legal)) if ctx.deciding else set()
        if obs["phase"] == "drawn" and obs.get("drawn"):
            playable.add(obs["drawn"])
        u = self.u
        mine = obs["current"] == obs["seat"]
        at = (self.fan.label_left(len(hand)), self.label_bottom)
        draw_hand_label(surface, ctx.names[obs["seat"]], mine, int(15 * u), at)
        focus = ctx.focus[1] if isinstance(ctx.focus, tuple) and ctx.focus[0] == "card" else None
        self.fan.draw(
            surface,
            hand,
            face,
            playable=playable,
            focus=focus,
            deciding=ctx.deciding,
            hidden=hidden,
            shown=lambda card: ctx.show_face("hand", obs["seat"], card),
        )
