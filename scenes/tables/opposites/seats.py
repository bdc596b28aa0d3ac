"""The other seats' boxes at the top and the viewer's hand fan: this view's own, kept apart so
the shared seat box and hand fan (``scenes/ui``) can take their place later."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Action
from scenes.strings import text
from scenes.tables.base import DrawContext
from scenes.tables.opposites.pictures import ASPECT, face, sort_key
from scenes.tables.opposites.words import count_words
from scenes.theme import CARD, FOCUS, GOLD, MUTED
from scenes.ui import cards, draw, layout
from scenes.ui import text as ui_text


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
        return layout.fan(len(hand), self.hand_area, self.hand_card)

    def mini_size(self) -> tuple[int, int]:
        h = int(78 * self.u * 0.56)
        return (int(h / ASPECT), h)

    def seat_card_rect(self, box: pygame.Rect) -> pygame.Rect:
        """Where cards fly to and from a seat's box."""
        size = self.mini_size()
        rect = pygame.Rect(0, 0, *size)
        rect.bottomleft = (box.left + int(8 * self.u), box.bottom - int(6 * self.u))
        return rect

    def draw_seats(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        mini = self.mini_size()
        for seat, rect in self.seat_rects(obs).items():
            current = obs["current"] == seat
            draw.panel(surface, rect, 220 if current else 170)
            if current:
                pygame.draw.rect(surface, GOLD, rect, width=self.line(3), border_radius=14)
            name = ctx.names[seat]
            if ctx.thinking == seat:
                name += " " + "." * (1 + int(ctx.time * 3) % 3)
            x = rect.left + int(8 * u)
            text_w = int(rect.width * 0.5)
            size = ui_text.fit_size(name, self.fs(17), text_w, bold=True)
            ui_text.blit(surface, name, size, CARD, True, topleft=(x, rect.top + int(5 * u)))
            count = obs["hand_sizes"][seat] - ctx.arriving.get(("hand", seat), 0)
            back_rect = self.seat_card_rect(rect)
            back = cards.back(mini, "O")
            for k in range(min(count, 4)):
                surface.blit(back, back_rect.move(k * int(5 * u), 0))
            label_x = back_rect.right + int(4 * 5 * u) + int(6 * u)
            words = count_words(count)
            # the count (and what the seat owes under it) beside the backs, under the name
            count_h, owed_h = ui_text.line_height(self.fs(15), True), ui_text.line_height(self.fs(13))
            apart = max(int(18 * u), (count_h + owed_h + 1) // 2)
            name_bottom = rect.top + int(5 * u) + ui_text.line_height(self.fs(17), True)
            count_y = max(back_rect.centery - int(8 * u), name_bottom + count_h // 2)
            count_y = min(count_y, rect.bottom - max(3, int(4 * u)) - owed_h // 2 - apart)
            ui_text.blit(
                surface,
                words,
                ui_text.fit_size(words, self.fs(15), max(20, rect.centerx - label_x)),
                CARD,
                True,
                midleft=(label_x, count_y),
            )
            owed = obs["owed"][seat]
            if owed:
                words = text("opposites_owes", count=owed)
                ui_text.blit(
                    surface,
                    words,
                    ui_text.fit_size(words, self.fs(13), max(20, rect.centerx - label_x)),
                    GOLD,
                    midleft=(label_x, count_y + apart),
                )
            recent = self.recent.get(seat)
            right = pygame.Rect(rect.centerx, rect.top, rect.right - rect.centerx - int(8 * u), rect.height)
            if recent and recent[1]:
                ui_text.blit(
                    surface,
                    text("opposites_placed_label"),
                    self.fs(12),
                    MUTED,
                    topleft=(right.left, rect.top + int(5 * u)),
                )
                shown = recent[1][-6:]
                step = (
                    min(mini[0] + int(3 * u), (right.width - mini[0]) / max(1, len(shown) - 1))
                    if len(shown) > 1
                    else 0
                )
                for k, card in enumerate(shown):
                    surface.blit(face(card, mini), (right.left + int(k * step), back_rect.top))
                    ctx.show_face("placed", seat, card)
            elif current and obs["phase"] in ("name", "counter"):
                key = "opposites_seat_naming" if obs["phase"] == "name" else "opposites_seat_deciding"
                ui_text.blit(
                    surface, text(key), self.fs(13), GOLD, topleft=(right.left, rect.top + int(5 * u))
                )

    def draw_hand(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, legal: list[Action]
    ) -> None:
        hand = sorted(obs["hand"], key=sort_key)
        hidden = list(self.incoming[: ctx.arriving.get(("hand", obs["seat"]), 0)]) if ctx.arriving else []
        rects = self.hand_rects(hand)
        playable = self.playable(obs, legal) if ctx.deciding else set()
        lift = self.lift
        for index, (card, rect) in enumerate(zip(hand, rects, strict=True)):
            if card in hidden:
                hidden.remove(card)
                continue
            if self.dragging and card == self.held:
                continue
            up = ctx.deciding and (card in playable or card == self.held)
            spot = rect.move(0, -lift) if up else rect
            if card == self.held:
                spot = spot.move(0, -lift // 2)
            elif ctx.focus == ("card", index, card):
                spot = spot.move(0, -lift // 3)
            surface.blit(face(card, self.hand_card), spot)
            ctx.show_face("hand", obs["seat"], card)
            if card == self.held:
                pygame.draw.rect(surface, FOCUS, spot.inflate(6, 6), width=self.line(3), border_radius=10)
            elif ctx.deciding and not up:
                surface.blit(cards.veil(self.hand_card), spot)
        if self.dragging and self.held is not None and ctx.deciding:
            rect = pygame.Rect(0, 0, *self.hand_card)
            rect.center = self.drag_pos
            surface.blit(face(self.held, self.hand_card), rect)
            ctx.show_face("hand", obs["seat"], self.held)
