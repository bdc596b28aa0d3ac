"""Where things go on the Elements table: the sheets (all at once, or one other at a time with
tabs), the dice tray, the pick order and the buttons of a chosen die, at every window size."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.elements.sheet import ELEMENTS
from scenes.strings import text
from scenes.tables.elements.dice import DIE_GAP, button_size, button_width, largest_cell
from scenes.tables.elements.pictures import (
    FACES,
    LEGIBLE,
    ROWS,
    Geo,
    die_label,
    face_word,
    min_cell,
    row_word,
)
from scenes.theme import INK
from scenes.ui import text as ui_text


class Layout:
    """The view's rectangles (a part of :class:`scenes.tables.elements.ElementsView`)."""

    def layout(self, area: pygame.Rect, unit: float) -> None:
        self.area = area
        u = unit
        self.u = u
        obs = self.table.obs
        players = obs["players"]
        dice = len(obs["dice"])
        sheet = self.sheet(obs)
        columns = sheet.width
        low = min_cell(sheet)
        m = int(10 * u)
        gap = int(12 * u)
        width = area.width - 2 * m
        self.text_size = max(LEGIBLE, int(14 * u))
        self.label_size = max(LEGIBLE, int(13 * u))
        self.bh = max(int(32 * u), 28)  # a button's words then come out at the legible size or more
        line = ui_text.measure("Ag", self.label_size)[1]
        labels_h = 2 * line + int(3 * u)  # under each die: which die it is, which face it shows
        die_min = max(int(36 * u), 30)
        tray_min = die_min + labels_h + int(14 * u)
        room = area.height - 2 * m - tray_min - gap
        others = players - 1
        cap_own = int(80 * u)
        cap_small = max(int(30 * u), low)
        self.tabbed = False
        cols, small, own = 1, low, low
        if others == 0:
            own = largest_cell(True, columns, width, room, cap_own)
        else:
            # every sheet at once, if each stays legible; else one other sheet at a time, with tabs
            best: tuple[int, int, int, int] | None = None
            for cols in range(1, others + 1):
                rows = math.ceil(others / cols)
                for small in range(cap_small, low - 1, -1):
                    geo = Geo(small, False, columns)
                    if cols * geo.width + (cols - 1) * max(4, gap // 2) > width:
                        continue
                    own = largest_cell(True, columns, width, room - rows * (geo.height + gap), cap_own)
                    if own < max(low, int(1.3 * small)):
                        continue
                    if best is None or own + 2 * small > best[0]:
                        best = (own + 2 * small, cols, small, own)
            if best is None:
                self.tabbed = others > 1
                tab_w = self.tab_width() if self.tabbed else 0
                for small in range(cap_small, low - 1, -1):
                    geo = Geo(small, False, columns)
                    if geo.width + (tab_w + gap if tab_w else 0) > width:
                        continue
                    own = largest_cell(True, columns, width, room - geo.height - gap, cap_own)
                    if own < max(low, small):
                        continue
                    if best is None or own + small > best[0]:
                        best = (own + small, 1, small, own)
            if best is None:  # a window too small for legible sheets: the smallest legible ones
                best = (0, 1, low, low)
            _, cols, small, own = best
        self.own_geo = Geo(max(LEGIBLE, own), True, columns)
        self.small_geo = Geo(small, False, columns)
        self.other_slots: list[pygame.Rect] = []
        self.tab_slots: list[pygame.Rect] = []
        top = area.top + m
        if others and not self.tabbed:
            rows = math.ceil(others / cols)
            sw, sh = self.small_geo.width, self.small_geo.height
            used_cols = min(cols, others)
            spare = width - used_cols * sw
            step = sw + min(gap * 2, spare // max(1, used_cols - 1)) if used_cols > 1 else sw
            left0 = area.centerx - (sw + step * (used_cols - 1)) // 2
            for index in range(others):
                r, c = divmod(index, cols)
                self.other_slots.append(pygame.Rect(left0 + c * step, top + r * (sh + gap), sw, sh))
            top += rows * (sh + gap)
        elif others:  # one other sheet shown large enough to read, the tabs of all others beside it
            sw, sh = self.small_geo.width, self.small_geo.height
            tab_w = min(self.tab_width(), width - sw - gap)
            left0 = area.centerx - (tab_w + gap + sw) // 2
            self.other_slots.append(pygame.Rect(left0 + tab_w + gap, top, sw, sh))
            step = int(4 * u) + 2
            tab_h = (sh - step * (others - 1)) // others
            for index in range(others):
                self.tab_slots.append(pygame.Rect(left0, top + index * (tab_h + step), tab_w, tab_h))
            top += sh + gap
        # the own sheet sits at the bottom; the tray takes the space between
        self.own_rect = pygame.Rect(0, 0, self.own_geo.width, self.own_geo.height)
        self.own_rect.midbottom = (area.centerx, area.bottom - m)
        self.tray = pygame.Rect(area.left + m, top, width, max(tray_min, self.own_rect.top - top - gap // 2))
        slot_min = max(self.die_label_width(kind) for kind in (*ELEMENTS, "grey")) + int(8 * u)
        fit_w = (width - 300 * u) / (dice * (1 + DIE_GAP))
        size = self.die_size = int(max(die_min, min(self.tray.height - labels_h - 16 * u, fit_w, 96 * u)))
        step = self.die_step = max(int(size * (1 + DIE_GAP)), slot_min)
        needed = size + labels_h + int(16 * u) + self.bh
        if players == 1:
            needed = max(needed, 240 * u)  # the solo helper's lines
        shift = int(max(0, self.tray.height - needed) // 3)
        self.own_rect.y -= shift  # spare height: draw the table together rather than apart
        self.tray.y += shift
        self.tray.height -= 2 * shift
        y = self.tray.top + int(8 * u)
        left = self.tray.left + int(4 * u) + (step - size) // 2
        self.die_rects = [pygame.Rect(left + i * step, y, size, size) for i in range(dice)]
        right = self.tray.left + int(4 * u) + dice * step + int(12 * u)
        self.info = pygame.Rect(right, self.tray.top, self.tray.right - right, self.tray.height)
        # the controls of a chosen die take the place of the pick order while it is chosen
        bh = self.bh
        words = max(
            (text("elements_confirm", row=row_word(row)) for row in ROWS),
            key=lambda w: ui_text.label(w, button_size(bh), INK, True).get_width(),
        )
        self.button_ws = [
            button_width(w, bh) for w in (words, text("elements_none_button"), text("elements_back_button"))
        ]
        self.place_controls(True, True)
        helper_top = self.cancel_rect.bottom + int(8 * u)
        if players == 1:  # below the pick order and the solo line
            scratch = pygame.Surface(self.info.size, pygame.SRCALPHA)
            helper_top = max(helper_top, self.info.top + self.render_info(scratch, obs, self.table.names) + 8)
        labels = (text("elements_helper_show"), text("elements_helper_hide"))
        helper_w = min(max(int(220 * u), *(button_width(w, bh) for w in labels)), self.info.width)
        self.helper_rect = pygame.Rect(self.info.left, helper_top, helper_w, bh)
        self._info_key = None

    def place_controls(self, confirm: bool, none: bool) -> None:
        """The buttons of a chosen die (those shown, in a row, wrapping when the row is full)."""
        u = self.u
        rects: list[pygame.Rect] = []
        x, y = self.info.left, self.info.top + int(6 * u)
        for w, shown in zip(self.button_ws, (confirm, none, True), strict=True):
            w = min(w, self.info.width)
            if shown and x > self.info.left and x + w > self.info.right:
                x, y = self.info.left, y + self.bh + int(8 * u)
            rects.append(pygame.Rect(x, y, w, self.bh))
            if shown:
                x += w + int(8 * u)
        self.confirm_rect, self.none_rect, self.cancel_rect = rects

    def tab_width(self) -> int:
        """The tabs of the other sheets: wide enough for a name (long ones are shortened)."""
        names = self.table.names
        widest = max(ui_text.label(n, self.label_size, INK, True).get_width() for n in names)
        points = ui_text.label(text("elements_points", score=-88), self.label_size, INK).get_width()
        widest = max(widest, points)
        return int(min(max(widest + 16, 80 * self.u), 200 * self.u))

    def die_label_width(self, kind: str) -> int:
        """The widest label a die of ``kind`` can carry (its key, its name, the face it shows)."""
        size = self.label_size
        bold = kind == "grey"
        key = text("elements_die_key", number=5, die=die_label(kind))
        first = ui_text.label(key, size, INK, bold).get_width()
        second = max(
            ui_text.label(text("elements_die_shows", face=face_word(f)), size, INK).get_width() for f in FACES
        )
        return max(first, second)

    def shown_other(self) -> int | None:
        """With tabs: the other seat whose sheet is shown (the one chosen this roll, else the one
        picking or who picked last)."""
        if not self.tabbed:
            return None
        obs = self.table.obs
        viewer, players = obs["seat"], obs["players"]
        if self.pinned is not None and self.pinned[1] == obs["round"] and self.pinned[0] != viewer:
            return self.pinned[0]
        current = obs["current"]
        if current >= 0 and current != viewer and not self.holding:
            self.following = current
        if self.following is None or self.following == viewer or self.following >= players:
            self.following = (viewer + 1) % players
        return self.following

    def show_sheet(self, seat: int) -> None:
        self.pinned = (seat, self.table.obs["round"])

    def sheet_rect(self, seat: int, viewer: int, players: int) -> pygame.Rect:
        if seat == viewer:
            return self.own_rect
        slot = (seat - viewer - 1) % players
        if self.tabbed:
            if seat == self.shown_other():
                return self.other_slots[0]
            return self.tab_slots[slot] if slot < len(self.tab_slots) else self.own_rect
        return self.other_slots[slot] if slot < len(self.other_slots) else self.own_rect

    def seat_anchor(self, seat: int) -> pygame.Rect | None:
        """A seat's banner goes over its sheet (or its tab, when its sheet is not shown)."""
        obs = self.table.obs
        if not 0 <= seat < obs["players"] or not hasattr(self, "own_rect"):
            return None
        return self.sheet_rect(seat, obs["seat"], obs["players"])

    def sheet_shown(self, seat: int, viewer: int) -> bool:
        return seat == viewer or not self.tabbed or seat == self.shown_other()

    def geo_of(self, seat: int, viewer: int) -> Geo:
        return self.own_geo if seat == viewer else self.small_geo

    def field_rect(self, obs: dict[str, Any], seat: int, row: int, index: int) -> pygame.Rect:
        geo = self.geo_of(seat, obs["seat"])
        sheet = self.sheet_rect(seat, obs["seat"], obs["players"])
        return geo.field(row, index).move(sheet.topleft)
