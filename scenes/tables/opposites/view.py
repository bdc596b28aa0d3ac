"""The Opposites table: three base piles, the draw pile, your hand, the other seats at the top.

Everything is drawn from the viewer's observation; a click or a drop becomes an action only if it
is in the legal list (a refused one shows the engine's own reason). What just happened arrives as
the typed move and the engine's events. The view is in parts a newcomer can read one at a time:

* :mod:`.pictures`: the card faces, tokens and colours;
* :mod:`.words`: the hint, the log and the banners (from moves and events), panel and results;
* :mod:`.board`: the draw pile, the base piles and the action bar;
* :mod:`.seats`: the other seats' boxes and the viewer's hand fan;
* :mod:`.input`: clicks, keys and drags, read into legal actions by their moves;
* this module: the layout, the drawing order and the motion.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.events import PileRebuilt
from game.opposites.moves import Counter, Place
from scenes.tables.base import (
    Dealing,
    DrawContext,
    Happening,
    TableView,
    dealt_flights,
    turn_boxes_around_hand,
    turn_flights,
)
from scenes.tables.opposites.board import Board
from scenes.tables.opposites.input import Input
from scenes.tables.opposites.pictures import ASPECT, face, sort_key
from scenes.tables.opposites.seats import SeatsAndHand
from scenes.tables.opposites.words import Words, drawn_by_seat
from scenes.ui import cards, material
from scenes.ui import text as ui_text
from scenes.ui.anim import Flight
from scenes.ui.hand import HandFan
from scenes.ui.seat_box import SeatBox

__all__ = ["OppositesView", "face"]


class OppositesView(Words, Board, SeatsAndHand, Input, TableView):
    """Draws an Opposites observation and turns clicks and drops into legal Opposites actions."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.held: str | None = None
        """The card picked up (clicked or dragged), waiting for a pile."""
        self.press: tuple[str, tuple[int, int]] | None = None
        self.dragging = False
        self.drag_pos = (0, 0)
        self.drop_rect: pygame.Rect | None = None
        self.incoming: list[str] = []
        self.recent: dict[int, tuple[int, list[str]]] = {}
        """Per seat: the turn number and the cards it placed in that turn (what it just placed)."""
        self._options: tuple[Any, dict[str, Any]] | None = None
        self._labels: dict[tuple[str, int | None], str] = {}
        self.seen_seat = -1
        self.area = pygame.Rect(0, 0, 800, 560)
        self.layout(self.area, 1.0)

    # -- layout --------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, unit: float) -> None:
        self.area = area
        u = unit
        self.u = u
        self.press = None
        self.dragging = False
        pad = int(10 * u)
        # a seat's box holds its name over two lines (the cards, what it owes): as tall as they are drawn
        seat_h = (
            int(5 * u)
            + ui_text.line_height(self.fs(17), True)
            + ui_text.line_height(self.fs(15), True)
            + ui_text.line_height(self.fs(13))
            + max(3, int(4 * u))
        )
        self.seat_box = SeatBox(u)
        seat_h = max(int(78 * u), seat_h, self.seat_box.size()[1])
        self.seats_row = pygame.Rect(area.left + pad, area.top + pad, area.width - 2 * pad, seat_h)
        hand_h = int(min(area.height * 0.25, 170 * u))
        self.hand_card = (int(hand_h / ASPECT * 0.92), int(hand_h * 0.92))
        self.lift = int(self.hand_card[1] * 0.12)
        self.hand_area = pygame.Rect(
            area.left + int(16 * u), area.bottom - hand_h - int(8 * u), area.width - int(32 * u), hand_h
        )
        self.fan = HandFan(self.hand_area, self.hand_card, self.lift)
        bar_h = int(40 * u)
        self.bar = pygame.Rect(
            self.hand_area.left,
            self.hand_area.bottom - self.hand_card[1] - self.lift * 3 // 2 - bar_h - int(6 * u),
            self.hand_area.width,
            bar_h,
        )
        self.status_y = self.seats_row.bottom + int(4 * u)
        top = self.status_y + int(24 * u)
        region = pygame.Rect(area.left + pad, top, area.width - 2 * pad, self.bar.top - int(6 * u) - top)
        self.label_h = int(20 * u)
        # the pile's caption lines, stacked by the height they are drawn at (never below 12 px)
        self.info_line = max(int(16 * u), ui_text.line_height(self.fs(14)))
        info_h = self.info_line * 3 + int(6 * u)
        col_w = region.width / 4.0
        pile_h = int(max(30, min(region.height - info_h - self.label_h, 215 * u, (col_w - 16 * u) * ASPECT)))
        self.pile_card = (int(pile_h / ASPECT), pile_h)
        slack = max(0, region.height - info_h - self.label_h - pile_h)
        card_top = region.top + self.label_h + slack // 3
        self.col_w = int(col_w)
        deck_w = int(col_w * 0.85)
        self.deck_col = pygame.Rect(region.left, region.top, deck_w, region.height)
        self.deck_rect = pygame.Rect(0, 0, *self.pile_card)
        self.deck_rect.midtop = (self.deck_col.centerx, card_top)
        left = self.deck_col.right + int(col_w * 0.1)
        self.pile_cols: list[pygame.Rect] = []
        self.pile_rects: list[pygame.Rect] = []
        for index in range(3):
            col = pygame.Rect(left + index * self.col_w, region.top, self.col_w, region.height)
            self.pile_cols.append(col)
            card = pygame.Rect(0, 0, *self.pile_card)
            card.midtop = (col.centerx, card_top)
            self.pile_rects.append(card)
        self.region = region

    def line(self, width: int) -> int:
        """A line width at this scale."""
        return max(width, int(width * self.u))

    def fs(self, points: int) -> int:
        """A text size at this scale, never too small to read in the smallest window."""
        return max(11 if points >= 14 else 10, int(points * self.u))

    # -- motion ----------------------------------------------------------------------------
    def flights(self, happening: Happening) -> list[Flight]:
        before, after, actor, move = happening.before, happening.after, happening.actor, happening.move
        out: list[Flight] = []
        viewer = after["seat"]
        seats = self.seat_rects(after)
        delay = 0.0
        if isinstance(move, (Place, Counter)):
            card = move.card if isinstance(move, Place) else "T"
            if actor == viewer:
                start = self.drop_rect or self.hand_start(before, card)
            elif actor in seats:
                start = self.seat_card_rect(seats[actor])
            else:
                start = self.deck_rect.copy()
            out.append(
                Flight(
                    lambda s, c=card: face(c, s),
                    start.copy(),
                    self.pile_rects[move.pile].copy(),
                    0.32,
                    0.0,
                    ("pile", move.pile),
                )
            )
            delay = 0.25
        if any(isinstance(e, PileRebuilt) for e in happening.events):
            for pile, old in enumerate(before["piles"]):
                for k in range(min(3, max(0, len(old["cards"]) - 1))):
                    out.append(
                        Flight(
                            lambda s: cards.back(s, "O"),
                            self.pile_rects[pile].move(k * 3, k * 3),
                            self.deck_rect.copy(),
                            0.4,
                            delay + k * 0.06,
                            "deck",
                        )
                    )
            delay += 0.55
        gains = drawn_by_seat(happening, len(after["hand_sizes"]))
        dealt, self.incoming = dealt_flights(before, after, gains, self.dealing(after), delay)
        out += dealt
        return out + turn_flights(before, after, self.turn_boxes(after))

    def dealing(self, obs: dict[str, Any], step: float = 0.14) -> Dealing:
        """Cards from the draw pile: face up into the viewer's hand, face down to the seats' stacks."""
        seats = self.seat_rects(obs)
        return Dealing(
            self.deck_rect,
            self.hand_rects,
            sort_key,
            face,
            lambda s: cards.back(s, "O"),
            {seat: self.seat_card_rect(box) for seat, box in seats.items()},
            0.35,
            step,
        )

    def opening(self, obs: dict[str, Any]) -> list[Flight]:
        """The first hands dealt from the draw pile, card by card: the viewer's face up, then the
        others' face down."""
        empty = dict(obs, hand=[])
        flights, self.incoming = dealt_flights(empty, obs, list(obs["hand_sizes"]), self.dealing(obs, 0.06))
        return flights

    def turn_boxes(self, obs: dict[str, Any]) -> dict[int, pygame.Rect]:
        """Where each seat's turn shows: the other seats' boxes and the viewer's hand."""
        hand = self.hand_rects(sorted(obs["hand"], key=sort_key))
        return turn_boxes_around_hand(self.seat_rects(obs), hand, self.hand_area, obs["seat"], self.u)

    def hand_start(self, before: dict[str, Any], card: str) -> pygame.Rect:
        hand = sorted(before["hand"], key=sort_key)
        if card in hand:
            return self.hand_rects(hand)[hand.index(card)].copy()
        return self.hand_area.copy()

    # -- drawing ---------------------------------------------------------------------------
    def backdrop(self, cloth: pygame.Surface) -> None:
        material.dye_oval(cloth, self.area.inflate(-int(30 * self.u), -int(60 * self.u)))

    def draw(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        legal = self.table.legal() if ctx.deciding else []
        if not ctx.deciding or self.seen_seat != obs["seat"]:
            self.seen_seat = obs["seat"]
            self.held = None
            self.dragging = False
        self.draw_seats(surface, obs, ctx)
        self.draw_status(surface, obs)
        self.draw_deck(surface, obs, ctx)
        held_piles = self.piles_for(self.held, obs, legal) if ctx.deciding else set()
        for pile in range(3):
            self.draw_pile(surface, obs, ctx, pile, held_piles)
        self.draw_bar(surface, obs, ctx, legal)
        self.draw_hand(surface, obs, ctx, legal)

