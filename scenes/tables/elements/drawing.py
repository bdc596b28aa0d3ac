"""A frame of the Elements table: the sheets (or one other sheet and the tabs), the dice tray, the
pick order and the full rows toward the end, and the lit fields of a chosen die."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.elements.sheet import Sheet
from scenes.strings import plural, text
from scenes.tables.base import DrawContext
from scenes.tables.elements.choosing import confirm_label, row_letter
from scenes.tables.elements.dice import Tumble, die_image, glow, veil
from scenes.tables.elements.pictures import (
    LEGIBLE,
    PAPER,
    TITLE_ENDS,
    cross_image,
    die_label,
    face_word,
    fit_words,
    sheet_image,
    wrapped,
)
from scenes.theme import ACCENT, CARD, FOCUS, GOLD, INK, MUTED, WHITE
from scenes.ui import draw, material
from scenes.ui import text as ui_text
from scenes.ui.pulse import pulse_time

SHEET_TITLES = {
    (False, False): "elements_sheet_title",
    (True, False): "elements_sheet_title_start",
    (False, True): "elements_sheet_title_picking",
    (True, True): "elements_sheet_title_start_picking",
}
"""A sheet's heading by (the start player's, picking now)."""


class Drawing:
    """The view's drawing (a part of :class:`scenes.tables.elements.ElementsView`)."""

    def draw(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        legal = self.table.legal() if ctx.deciding else []
        if not ctx.deciding:
            self.chosen = None
        sheet = self.sheet(obs)
        opts = self.options(legal) if ctx.deciding else {}
        self.draw_sheets(surface, obs, ctx, sheet)
        self.draw_tray(surface, obs, ctx, opts)
        if ctx.deciding:
            self.draw_choice(surface, obs, ctx, opts)
            if obs["players"] == 1:
                self.draw_helper(surface, obs, ctx)

    def shown_marks(self, obs: dict[str, Any], seat: int, ctx: DrawContext) -> tuple[int, ...]:
        marks = list(obs["sheets"][seat]["marks"])
        if ctx.arriving:
            for row in range(6):
                if ctx.arriving.get(("cross", seat, row)):
                    marks[row] = max(0, marks[row] - 1)
        return tuple(marks)

    def draw_sheets(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, rules: Sheet
    ) -> None:
        viewer = obs["seat"]
        players = obs["players"]
        if self.tabbed:
            self.draw_tabs(surface, obs, ctx)
        for seat in range(players):
            sheet = obs["sheets"][seat]
            if not self.sheet_shown(seat, viewer):
                continue
            rect = self.sheet_rect(seat, viewer, players)
            geo = self.geo_of(seat, viewer)
            marks = self.shown_marks(obs, seat, ctx)
            name = ctx.names[seat]
            starts = seat == obs["start_player"] and players > 1
            title = text(SHEET_TITLES[(starts, obs["current"] == seat)], name=name)
            if marks == tuple(sheet["marks"]):  # the engine's facts
                scores, full = tuple(sheet["row_scores"]), tuple(sheet["full"])
            else:  # a cross still on its way: the sheet as it was, read by the sheet's own rules
                scores, full = tuple(rules.row_scores(marks)), tuple(rules.full_rows(marks))
            image = sheet_image(
                rules, geo, marks, scores, full, bool(sheet["frozen"]), title, obs["current"] == seat
            )
            surface.blit(image, rect)
            if ctx.thinking == seat:
                dots = "●" * (1 + int(ctx.time * 3) % 3)
                left = rect.left + TITLE_ENDS.get((title, geo), geo.width // 3) + geo.pad
                centre_y = rect.top + geo.pad + geo.head_h // 2
                ui_text.blit(
                    surface, dots, max(LEGIBLE, int(geo.head_h * 0.4)), ACCENT, True, midleft=(left, centre_y)
                )

    def tab_seat(self, slot: int) -> int:
        obs = self.table.obs
        return (obs["seat"] + 1 + slot) % obs["players"]

    def draw_tabs(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        """One tab per other player (name, points, whether picking); the shown sheet's tab is lit
        and joins its sheet. A click on a tab shows that sheet."""
        shown = self.shown_other()
        size = self.label_size
        u = self.u
        for slot, rect in enumerate(self.tab_slots):
            seat = self.tab_seat(slot)
            on = seat == shown
            picking = obs["current"] == seat
            fill = PAPER if on else (196, 204, 192)
            joined = rect.inflate(int(12 * u), 0).move(int(6 * u), 0) if on else rect
            pygame.draw.rect(surface, fill, joined, border_radius=max(4, rect.width // 10))
            rim = GOLD if picking else (90, 84, 76)
            pygame.draw.rect(
                surface, rim, rect, width=3 if picking else 1, border_radius=max(4, rect.width // 10)
            )
            lines = [(ctx.names[seat], True, INK)]
            lines.append((text("elements_points", score=obs["sheets"][seat]["score"]), False, INK))
            if picking:
                dots = " " + "●" * (1 + int(ctx.time * 3) % 3) if ctx.thinking == seat else ""
                lines.append((text("elements_picking_tag") + dots, True, ACCENT))
            step = ui_text.measure("Ag", size)[1]
            y = rect.top + max(2, (rect.height - step * len(lines)) // 2)
            for words, bold, colour in lines:
                if y + step > rect.bottom:
                    break
                words, fit = fit_words(words, size, rect.width - int(10 * u), bold)
                ui_text.blit(surface, words, fit, colour, bold, midtop=(rect.centerx, y))
                y += step

    def draw_tray(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, opts: dict) -> None:
        u = self.u
        names = ctx.names
        small = self.label_size
        room = self.die_step - 4
        for index, info in enumerate(obs["dice"]):
            rect = self.die_rects[index]
            if ctx.arriving.get(("die", index)):
                continue
            taker = info["taken_by"]
            if taker is not None:
                image = die_image(info["face"], info["die"], int(rect.width * 0.7))
                spot = image.get_rect(midbottom=rect.midbottom)
                surface.blit(image, spot)
                surface.blit(veil(spot.size, 120), spot)
                ui_text.blit(
                    surface, "✓", max(LEGIBLE, int(rect.height * 0.4)), WHITE, True, center=spot.center
                )
                words, size = fit_words(names[taker], small, room, True)
                ui_text.blit(
                    surface, words, size, GOLD, True, midtop=(rect.centerx, rect.bottom + int(3 * u))
                )
                continue
            live = index in opts
            lit = ctx.deciding and live and ctx.focus == ("die", index)
            spot = rect.move(0, -int(5 * u)) if lit else rect
            if self.chosen == index:
                spot = rect.move(0, -int(8 * u))
                pygame.draw.rect(surface, FOCUS, spot.inflate(10, 10), width=3, border_radius=rect.width // 4)
            material.cast(surface, spot, 1.4 if spot.top < rect.top else 0.8)
            surface.blit(die_image(info["face"], info["die"], rect.width), spot)
            if ctx.deciding and not live:
                surface.blit(veil(rect.size), spot)
            # which die it is (the grey one, or the element it shows twice) and the face it shows
            label = die_label(info["die"])
            if ctx.deciding:  # its number stays when it is dimmed: the hints and keys count on it
                label = text("elements_die_key", number=index + 1, die=label)
            grey = info["die"] == "grey"
            label, size = fit_words(label, small, room, bold=grey)
            top = ui_text.blit(
                surface,
                label,
                size,
                WHITE if grey else CARD,
                grey,
                midtop=(rect.centerx, rect.bottom + int(3 * u)),
            )
            face, size = fit_words(text("elements_die_shows", face=face_word(info["face"])), small, room)
            ui_text.blit(surface, face, size, MUTED, midtop=(rect.centerx, top.bottom))
        for flight in self.table.flights.items:
            if (
                isinstance(flight, Tumble)
                and len(flight.stages) > 1
                and flight.stage()[0] < len(flight.stages) - 1
            ):
                count = self.rerolling[flight.stage()[0]] if flight.stage()[0] < len(self.rerolling) else 3
                ui_text.blit(
                    surface,
                    plural("elements_reroll", count),
                    max(LEGIBLE, int(18 * u)),
                    GOLD,
                    True,
                    midbottom=(
                        self.die_rects[0].left + (self.die_rects[-1].right - self.die_rects[0].left) // 2,
                        self.tray.bottom - 2,
                    ),
                )
                break
        if self.chosen is None or not ctx.deciding:
            self.draw_info(surface, obs, ctx)

    def draw_info(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        """The pick order of this roll and the count of full rows toward the end (drawn once per
        change into a cached image)."""
        order = self.order_of(obs)
        key = (
            self.info.size,
            tuple(order),
            len(obs["order"]),
            obs["current"] >= 0,
            obs["completed_rows"],
            tuple(ctx.names),
        )
        if key != self._info_key:
            self._info_key = key
            self._info_image = pygame.Surface(self.info.size, pygame.SRCALPHA)
            self.render_info(self._info_image, obs, ctx.names)
        surface.blit(self._info_image, self.info)

    def render_info(self, surface: pygame.Surface, obs: dict[str, Any], names: list[str]) -> int:
        """Draw the pick order and the full rows into ``surface``; return how far down it reaches."""
        u = self.u
        box = surface.get_rect()
        x, y = box.left, box.top + int(4 * u)
        size = self.text_size
        step = ui_text.measure("Ag", size, True)[1]
        title = ui_text.blit(surface, text("elements_order_title"), size, MUTED, True, topleft=(x, y))
        order = self.order_of(obs)
        done = len(order) - len(obs["order"])
        chip_h = max(int(26 * u), step + 4)
        cx = title.right + int(8 * u)
        cy = title.centery - chip_h // 2
        solo = obs["players"] == 1
        for index, seat in enumerate(order):  # alone, the picks are numbered (not "Anna Anna")
            words = text("elements_pick_number", number=index + 1) if solo else names[seat]
            w = min(ui_text.label(words, size, INK, True).get_width() + int(14 * u) + 4, int(120 * u) + 4)
            w = min(w, box.width)
            if cx + w > box.right:
                cx = box.left
                cy += chip_h + int(4 * u)
            chip = pygame.Rect(cx, cy, w, chip_h)
            now = index == done and obs["current"] >= 0
            fill = GOLD if now else (CARD if index > done else (120, 140, 128))
            pygame.draw.rect(surface, fill, chip, border_radius=chip_h // 3)
            if now:
                pygame.draw.rect(surface, WHITE, chip, width=2, border_radius=chip_h // 3)
            words, fit = fit_words(words, size, chip.width - int(8 * u), bold=True)
            ui_text.blit(surface, words, fit, INK, True, center=chip.center)
            if index < done:
                pygame.draw.line(
                    surface, INK, (chip.left + 6, chip.centery), (chip.right - 6, chip.centery), 2
                )
            cx = chip.right + int(6 * u)
        y = cy + chip_h + int(6 * u)
        need = obs["rows_to_end"]
        got = obs["completed_rows"]
        words = text("elements_rows_progress", done=min(got, need), need=need)
        rect = ui_text.blit(surface, words, size, MUTED, True, topleft=(x, y))
        r = max(4, int(7 * u))
        spacing = 2 * r + max(2, int(5 * u))
        px, py = rect.right + int(10 * u) + r, rect.centery
        if px + spacing * (need - 1) + r > box.right:  # no room beside the words: the dots below
            px, py = x + r, rect.bottom + r + 2
            rect = rect.union(pygame.Rect(x, py - r, 1, 2 * r))
        for k in range(need):
            centre = (px + k * spacing, py)
            if k < got:
                pygame.draw.circle(surface, GOLD, centre, r)
            pygame.draw.circle(surface, CARD, centre, r, 1)
        bottom = rect.bottom
        y = rect.bottom + int(6 * u)
        lines: list[str] = []
        bold, colour = False, MUTED
        if obs["ending"] and obs["players"] > 1 and obs["current"] >= 0:
            last = obs["last_active"]
            lines = wrapped(text("elements_to_end", name=names[last]), size, box.width, True)
            bold, colour = True, GOLD
        elif obs["players"] == 1:
            lines = wrapped(text("elements_solo_line"), size, box.width)
        for line in lines:
            bottom = ui_text.blit(surface, line, size, colour, bold, topleft=(x, y)).bottom
            y += step
        return bottom

    def draw_choice(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, opts: dict) -> None:
        """The lit fields: where the pointed or chosen die would cross, and the miss controls."""
        pulse = int(50 + 60 * (0.5 + 0.5 * math.sin(pulse_time(ctx.time) * 5)))
        focus = ctx.focus
        die = self.chosen
        if die is None and isinstance(focus, tuple) and focus[0] == "die":
            die = focus[1]
        lit_rows: list[int] = []
        if die is not None and die in opts:
            lit_rows = [t for _, t in opts[die] if t != 6]
        elif isinstance(focus, tuple) and focus[0] in ("field", "cross"):
            lit_rows = [focus[1]]
        ctx.pulsing = ctx.pulsing or bool(lit_rows)  # the lit fields pulse
        for row in lit_rows:
            rect = self.next_field(obs, row)
            surface.blit(glow(rect.size, pulse), rect)
            surface.blit(cross_image(rect.width, INK, 140), rect)
            ring = rect.inflate(6, 6)
            pygame.draw.rect(surface, INK, ring.inflate(4, 4), width=2, border_radius=rect.width // 4)
            pygame.draw.rect(
                surface, FOCUS, ring, width=max(3, rect.width // 12), border_radius=rect.width // 4
            )
        if self.chosen is None or self.chosen not in opts:
            return
        choices = opts[self.chosen]
        crossing = [t for _, t in choices if t != 6]
        for row in crossing:  # the key that crosses it, beside the lit field
            self.draw_row_key(surface, self.next_field(obs, row).inflate(6, 6), row_letter(row))
        self.place_controls(len(crossing) == 1 and obs["miss"], any(t == 6 for _, t in choices))
        if len(crossing) == 1 and obs["miss"]:
            draw.button(
                surface, self.confirm_rect, confirm_label(crossing[0]), ctx.focus == ("confirm",), colour=GOLD
            )
        if any(t == 6 for _, t in choices):
            draw.button(surface, self.none_rect, text("elements_none_button"), ctx.focus == ("none",))
        draw.button(surface, self.cancel_rect, text("elements_back_button"), ctx.focus == ("cancel",))

    def draw_row_key(self, surface: pygame.Surface, ring: pygame.Rect, letter: str) -> None:
        """A key cap on the lit field's corner: the letter that crosses its row, as the hint says."""
        size = max(LEGIBLE, int(ring.height * 0.36))
        cap = pygame.Rect((0, 0), ui_text.measure(letter, size, True)).inflate(
            int(size * 0.6), int(size * 0.2)
        )
        cap.width = max(cap.width, cap.height)
        cap.center = ring.topright
        pygame.draw.rect(surface, FOCUS, cap, border_radius=cap.height // 3)
        pygame.draw.rect(surface, INK, cap, width=2, border_radius=cap.height // 3)
        ui_text.blit(surface, letter, size, INK, True, center=cap.center)
