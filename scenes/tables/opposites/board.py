"""The middle of the Opposites table: the turn line, the draw pile, the three base piles with their
captions, and the action bar (the end, accept and counter buttons, the symbol buttons)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Action
from game.opposites.cards import OPPOSITE_OF, SYMBOLS
from scenes.strings import text
from scenes.tables.base import DrawContext
from scenes.tables.opposites.pictures import COLOURS, GREEN, LETTERS, RED, SHAPE_OF, badge, face, turned
from scenes.tables.opposites.words import symbol_word
from scenes.theme import CARD, FOCUS, GOLD, MUTED, WHITE
from scenes.ui import cards, draw
from scenes.ui import text as ui_text
from scenes.ui.hand import hand_label
from scenes.ui.shortcuts import bracket_key


class Board:
    """The piles and the bar (a part of :class:`scenes.tables.opposites.OppositesView`)."""

    def draw_status(self, surface: pygame.Surface, obs: dict[str, Any]) -> None:
        words, near = self.status(obs)
        if not words:
            return
        size = ui_text.fit_size(words, self.fs(16), self.area.width - int(40 * self.u), bold=near)
        ui_text.blit(
            surface,
            words,
            size,
            GOLD if near or obs["extra_turns"] else MUTED,
            near,
            midtop=(self.area.centerx, self.status_y),
        )

    def draw_deck(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        rect = self.deck_rect
        ui_text.blit(
            surface,
            text("opposites_draw_pile"),
            self.fs(15),
            CARD,
            True,
            midbottom=(rect.centerx, rect.top - int(8 * u) - 6),
        )
        count = obs["draw_pile"]
        if count:
            back = cards.back(self.pile_card, "O")
            for k in range(min(3, count // 15 + 1)):
                surface.blit(back, rect.move(-k * 3, -k * 3))
        else:
            pygame.draw.rect(surface, MUTED, rect, width=2, border_radius=max(3, rect.width // 8))
        y = rect.bottom + int(4 * u)
        ui_text.blit(surface, text("pile_count", count=count), self.fs(14), MUTED, midtop=(rect.centerx, y))
        if ctx.arriving.get("deck"):
            words = text("opposites_rebuilding")
            ui_text.blit(
                surface,
                words,
                ui_text.fit_size(words, self.fs(14), self.deck_col.width),
                GOLD,
                True,
                midtop=(rect.centerx, y + self.info_line),
            )

    def draw_pile(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, pile: int, held: set[int]
    ) -> None:
        u = self.u
        info = obs["piles"][pile]
        rect = self.pile_rects[pile]
        col = self.pile_cols[pile]
        deciding = ctx.deciding
        key = "opposites_pile_key" if deciding and self.held is not None else "opposites_pile"
        label = text(key, n=pile + 1)
        ui_text.blit(surface, label, self.fs(15), CARD, True, midbottom=(rect.centerx, rect.top - int(8 * u)))
        pending = ctx.arriving.get(("pile", pile), 0)
        shown = info["cards"][: len(info["cards"]) - pending] or info["cards"][:1]
        under = shown[-3:-1]
        for k, card in enumerate(under):
            angle = ((len(shown) - len(under) + k) * 7) % 15 - 7
            image = turned(card, self.pile_card, angle)
            surface.blit(image, image.get_rect(center=rect.center))
            ctx.show_face("pile", -1, card)
        top = shown[-1]
        surface.blit(face(top, self.pile_card), rect)
        ctx.show_face("pile", -1, top)
        against = [t for t in obs["tornados"] if t["pile"] == pile and t["on_top"]]
        if deciding and self.held is not None:
            if pile in held:
                lit = ctx.focus == ("pile", pile) or (self.dragging and self.pile_at(self.drag_pos) == pile)
                pygame.draw.rect(
                    surface,
                    FOCUS,
                    rect.inflate(int(12 * u), int(12 * u)),
                    width=self.line(5 if lit else 3),
                    border_radius=12,
                )
            else:
                surface.blit(cards.veil(self.pile_card), rect)
        elif against and any(t["target"] == obs["seat"] for t in against) and obs["phase"] == "counter":
            pygame.draw.rect(
                surface, RED, rect.inflate(int(10 * u), int(10 * u)), width=self.line(3), border_radius=12
            )
        elif obs["phase"] == "name" and obs["naming"] and obs["naming"]["pile"] == pile:
            pygame.draw.rect(
                surface, GOLD, rect.inflate(int(10 * u), int(10 * u)), width=self.line(3), border_radius=12
            )
        if top == "T" and info["symbol"]:
            letter = LETTERS[SYMBOLS.index(info["symbol"])]
            r = max(8, int(rect.width * 0.2))
            token = badge(letter, r)
            surface.blit(token, token.get_rect(center=(rect.right - r // 2, rect.top + r // 2)))
        if info["placed"] and obs["current"] >= 0:
            words = f"+{info['placed']}"
            ui_text.blit(
                surface, words, self.fs(15), GREEN, True, bottomleft=(rect.right + int(4 * u), rect.bottom)
            )
        lines = self.pile_lines(obs, pile, against)
        y = rect.bottom + int(4 * u)
        width = col.width - int(6 * u)
        rows: list[tuple[str, int, tuple[int, int, int]]] = []
        for words, colour in lines:
            size = ui_text.fit_size(words, self.fs(14), width)
            if ui_text.font(size).size(words)[0] > width and words == text("opposites_unnamed"):
                words = text("opposites_unnamed_short")  # the card itself shows the Tornado
            rows += [(row, size, colour) for row in ui_text.wrap(words, size, width)]
        for words, size, colour in rows[:3]:
            drawn = ui_text.blit(surface, words, size, colour, midtop=(col.centerx, y))
            y = max(y + self.info_line, drawn.bottom)

    def draw_bar(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, legal: list[Action]
    ) -> None:
        u = self.u
        if ctx.deciding and obs["phase"] == "name":
            opts = self.options(legal)
            # the symbol's two lines, as far apart as they are drawn (17 px apart at the table's scale)
            needed = (ui_text.line_height(self.fs(17), True) + ui_text.line_height(self.fs(12)) + 1) // 2
            apart = max(int(17 * u), needed)
            shift = int(1.5 * u) if apart == int(17 * u) else 0
            for index, (symbol, rect) in enumerate(self.name_rects()):
                letter = LETTERS[SYMBOLS.index(symbol)]
                lit = ctx.focus == ("name", symbol)
                enabled = symbol in opts["name"]
                pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=12)
                pygame.draw.rect(
                    surface, COLOURS[letter] if enabled else (120, 120, 120), rect, border_radius=12
                )
                pygame.draw.rect(
                    surface, FOCUS if lit else WHITE, rect, width=4 if lit else 2, border_radius=12
                )
                r = rect.height * 0.3
                cards.shape(surface, SHAPE_OF[letter], (rect.left + r * 1.5, rect.centery), r, WHITE)
                words = text("opposites_pick_label", number=index + 1, symbol=symbol_word(symbol))
                room = int(rect.width - r * 3.2)
                ui_text.blit(
                    surface,
                    words,
                    ui_text.fit_size(words, self.fs(17), room, bold=True),
                    WHITE,
                    True,
                    midleft=(rect.left + r * 2.8, rect.centery + shift - apart // 2),
                )
                then = text("opposites_then", symbol=symbol_word(OPPOSITE_OF[symbol]))
                ui_text.blit(
                    surface,
                    then,
                    ui_text.fit_size(then, self.fs(12), room),
                    WHITE,
                    midleft=(rect.left + r * 2.8, rect.centery + shift + apart - apart // 2),
                )
            return
        seat = obs["seat"]
        name = ctx.names[seat]
        mine = obs["current"] == seat
        label = hand_label(name, mine, obs["owed"][seat])
        buttons = self.buttons(obs, legal) if ctx.deciding else []
        end = (buttons[0][1].left if buttons else self.bar.right) - int(10 * u)
        size = ui_text.fit_size(label, self.fs(15), max(40, end - self.bar.left), bold=True)
        # over the hand's first card, unless the words would then reach the buttons
        width = ui_text.measure(label, size, True)[0]
        left = max(self.bar.left, min(self.fan.label_left(len(obs["hand"])), end - width))
        ui_text.blit(surface, label, size, GOLD if mine else MUTED, True, bottomleft=(left, self.bar.bottom))
        for word, rect, _, enabled, pile in buttons:
            key = ("counter", pile) if word == "counter" else word
            draw.button(surface, rect, self._labels.get((word, pile), word), ctx.focus == key, enabled)

    def buttons(
        self, obs: dict[str, Any], legal: list[Action]
    ) -> list[tuple[str, pygame.Rect, int | None, bool, int | None]]:
        """The action bar's buttons, right-aligned: (word, rect, hotkey, enabled, pile)."""
        opts = self.options(legal)
        phase = obs["phase"]
        items: list[tuple[str, str, int | None, bool, int | None]] = []
        if phase == "counter":
            for index, pile in enumerate(sorted(opts["counter"])):
                label = text(
                    "opposites_counter_button" if index == 0 else "opposites_counter_button_nokey",
                    pile=pile + 1,
                )
                items.append(("counter", label, bracket_key(label), True, pile))
            if opts["accept"] is not None:
                label = text("opposites_accept_button", count=obs["owed"][obs["seat"]])
                items.append(("accept", label, bracket_key(label), True, None))
        elif phase == "place":
            untouched = obs["end_draws"]
            label = (
                text("opposites_end_draw_button", count=untouched)
                if untouched
                else text("opposites_end_button")
            )
            items.append(("end", label, bracket_key(label), opts["end"] is not None, None))
        u = self.u
        height, gap = self.bar.height, int(12 * u)
        width = int(min(240 * u, (self.bar.width * 0.62 - gap * max(0, len(items) - 1)) / max(1, len(items))))
        words_size = max(10, int(height * 0.45))  # the size ``draw.button`` draws its label at
        right = self.bar.right
        out = []
        for word, label, key, enabled, pile in reversed(items):
            # sized to its words: the label fits one row (at 800x600 the bar has no room for two)
            need = ui_text.font(ui_text.readable(words_size), True).size(label)[0] + 20
            rect = pygame.Rect(0, self.bar.top, max(width, need), height)
            rect.right = right
            right = rect.left - gap
            out.append((word, rect, key, enabled, pile, label))
        self._labels = {(w, p): lab for w, _, _, _, p, lab in out}
        return [(w, r, k, e, p) for w, r, k, e, p, _ in reversed(out)]

    def name_rects(self) -> list[tuple[str, pygame.Rect]]:
        u = self.u
        gap = int(12 * u)
        width = int(min(170 * u, (self.bar.width - 3 * gap) / 4))
        total = 4 * width + 3 * gap
        left = self.bar.centerx - total // 2
        return [
            (
                symbol,
                pygame.Rect(
                    left + i * (width + gap), self.bar.top - int(6 * u), width, self.bar.height + int(12 * u)
                ),
            )
            for i, symbol in enumerate(SYMBOLS)
        ]
