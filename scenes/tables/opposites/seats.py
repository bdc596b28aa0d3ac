"""The other seats' boxes at the top and the viewer's hand fan, drawn with the shared
:class:`scenes.ui.seat_box.SeatBox` and :class:`scenes.ui.hand.HandFan`; once the game is over
each box shows the seat's hand face up."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Action
from scenes.strings import text
from scenes.tables.base import DrawContext
from scenes.tables.opposites.pictures import face, sort_key
from scenes.tables.opposites.words import count_words
from scenes.theme import FOCUS, GOLD, MUTED
from scenes.ui import cards
from scenes.ui import text as ui_text
from scenes.ui.hand import HandFan


class SeatsAndHand:
    """The seats and the hand (a part of :class:`scenes.tables.opposites.OppositesView`)."""

    def seat_rects(self, obs: dict[str, Any]) -> dict[int, pygame.Rect]:
        players = len(obs["hand_sizes"])
        viewer = obs["seat"]
        others = [(viewer + k) % players for k in range(1, players)]
        u = self.u
        gap = int(12 * u)
        count = max(1, len(others))
        width = int(min(330 * u, (self.seats_row.width - gap * (count - 1)) / count))
        total = width * count + gap * (count - 1)
        left = self.seats_row.centerx - total // 2
        return {
            seat: pygame.Rect(left + i * (width + gap), self.seats_row.top, width, self.seats_row.height)
            for i, seat in enumerate(others)
        }

    def seat_anchor(self, seat: int) -> pygame.Rect | None:
        """Where a seat's banner goes: its box at the top, the viewer's hand, the draw pile for
        the pile's own news (seat -1); elsewhere the play area's top."""
        if seat == -1:
            return self.deck_rect
        if seat == self.table.obs["seat"]:  # over the viewer's cards, below the bar's buttons
            hand, card_h = self.hand_area, self.hand_card[1]
            return pygame.Rect(hand.left, hand.bottom - card_h, hand.width, card_h)
        return self.seat_rects(self.table.obs).get(seat)

    def hand_rects(self, hand: list[str]) -> list[pygame.Rect]:
        return self.fan.rects(len(hand))

    def mini_size(self) -> tuple[int, int]:
        return self.seat_box.card_rect(pygame.Rect(0, 0, *self.seats_row.size)).size

    def seat_card_rect(self, box: pygame.Rect) -> pygame.Rect:
        """Where cards fly to and from a seat's box: the top of its stack of backs."""
        return self.seat_box.card_rect(box)

    def seat_extra(self, rect: pygame.Rect) -> pygame.Rect:
        """The box's middle, between the name and the stack of backs: what the seat just placed,
        or its hand face up once the game is over."""
        u = self.u
        stack = self.seat_card_rect(rect)
        left = rect.centerx - int(10 * u)
        right = stack.left - (self.seat_box.stack - 1) * int(6 * u) - int(6 * u)
        return pygame.Rect(left, rect.top, max(stack.width, right - left), rect.height)

    def draw_seats(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        mini = self.mini_size()
        hands = obs.get("hands")  # the game is over: every hand is open
        for seat, rect in self.seat_rects(obs).items():
            current = obs["current"] == seat
            rim = current and not ctx.arriving.get(("turn", seat))  # the turn's rim still on its way
            name = ctx.names[seat]
            if ctx.thinking == seat:
                name += " " + "." * (1 + int(ctx.time * 3) % 3)
            count = obs["hand_sizes"][seat] - ctx.arriving.get(("hand", seat), 0)
            owed = obs["owed"][seat]
            extra = self.seat_extra(rect)
            self.seat_box.draw(
                surface,
                rect,
                name=name,
                count=0 if hands else count,
                count_words=count_words(count),
                current=rim,
                note=text("opposites_owes", count=owed) if owed else "",
                back=lambda size: cards.back(size, "O"),
                name_width=extra.left - rect.left - int(12 * u),
            )
            label_top = rect.top + int(5 * u)
            recent = self.recent.get(seat)
            if hands and hands[seat]:
                room = pygame.Rect(extra.left, extra.top, rect.right - int(8 * u) - extra.left, extra.height)
                fan = HandFan(room.inflate(0, -int(8 * u)), mini, 0)  # no backs left to stack: their room too
                fan.draw(
                    surface, hands[seat], face, shown=lambda card, s=seat: ctx.show_face("open", s, card)
                )
            elif recent and recent[1]:
                words = text("opposites_placed_label")
                ui_text.blit(surface, words, self.fs(12), MUTED, topleft=(extra.left, label_top))
                shown = recent[1][-6:]
                step = (
                    min(mini[0] + int(3 * u), (extra.width - mini[0]) / max(1, len(shown) - 1))
                    if len(shown) > 1
                    else 0
                )
                top = rect.bottom - mini[1] - int(6 * u)
                for k, card in enumerate(shown):
                    surface.blit(face(card, mini), (extra.left + int(k * step), top))
                    ctx.show_face("placed", seat, card)
            elif current and obs["phase"] in ("name", "counter"):
                key = "opposites_seat_naming" if obs["phase"] == "name" else "opposites_seat_deciding"
                ui_text.blit(surface, text(key), self.fs(13), GOLD, topleft=(extra.left, label_top))

    def draw_hand(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, legal: list[Action]
    ) -> None:
        hand = sorted(obs["hand"], key=sort_key)
        hidden = list(self.incoming[: ctx.arriving.get(("hand", obs["seat"]), 0)]) if ctx.arriving else []
        held = self.held if self.held in hand else None
        if self.dragging and held is not None:
            hidden.append(held)  # it is under the pointer, drawn last
        playable = self.playable(obs, legal) if ctx.deciding else set()
        if held is not None:
            playable = {*playable, held}
            focus: int | None = hand.index(held)
        else:
            focus = ctx.focus[1] if isinstance(ctx.focus, tuple) and ctx.focus[:1] == ("card",) else None
        places = self.fan.draw(
            surface,
            hand,
            face,
            playable=playable,
            focus=focus,
            deciding=ctx.deciding,
            hidden=hidden,
            shown=lambda card: ctx.show_face("hand", obs["seat"], card),
        )
        if held is not None and not self.dragging:
            spot = places[hand.index(held)]
            pygame.draw.rect(surface, FOCUS, spot.inflate(6, 6), width=self.line(3), border_radius=10)
        if self.dragging and self.held is not None and ctx.deciding:
            rect = pygame.Rect(0, 0, *self.hand_card)
            rect.center = self.drag_pos
            surface.blit(face(self.held, self.hand_card), rect)
            ctx.show_face("hand", obs["seat"], self.held)
