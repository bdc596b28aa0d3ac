"""Each seat's announcements, over its seat box, for as long as they take to read."""

from __future__ import annotations

import pygame

from scenes.table_sections import Section
from scenes.tables.base import Banner, Happening
from scenes.ui import draw
from scenes.ui import text as ui_text

BANNER_SECONDS = 1.6
"""The shortest time a seat's announcement stays; longer words stay longer (BANNER_PER_CHARACTER),
and a slower pace of the computer players longer still, so it can be read at every pace."""
BANNER_PER_CHARACTER = 0.05


class Banners(Section):
    """The announcements shown now."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.shown: list[tuple[Banner, float, float, Happening, int]] = []
        """(banner, start, duration) on the table's clock, and the happening that announced it
        with the banner's place among its banners (to say it again in another language)."""

    def announce(self, banner: Banner, happening: Happening, index: int) -> None:
        """Show a banner at its seat, for as long as it takes to read at the chosen pace."""
        table = self.table
        reading = BANNER_SECONDS + BANNER_PER_CHARACTER * len(banner.words)
        self.shown.append((banner, table.clock, reading + table.app.settings.bot_delay(), happening, index))
        table.app.redraw()

    def relanguage(self) -> None:
        announce = self.table.view.announce
        self.shown = [
            (announce(happening)[index], start, duration, happening, index)
            for _, start, duration, happening, index in self.shown
        ]

    def update(self) -> None:
        """The clock runs them out."""
        if self.shown:
            count = len(self.shown)
            clock = self.table.clock
            self.shown = [b for b in self.shown if clock - b[1] < b[2]]
            if len(self.shown) != count:
                self.table.app.redraw()

    def draw(self, surface: pygame.Surface) -> None:
        """Each seat's announcements, newest lowest, over its seat box (or the play area's top); a
        seat's stack is kept in the play area as a whole, so a stack near its foot never overlaps."""
        table = self.table
        u = table.unit
        size = ui_text.readable(17 * u)
        stacks: dict[int, list[tuple[pygame.Rect, list[str], float, float]]] = {}
        for banner, start, duration, _, _ in self.shown:
            anchor = table.view.seat_anchor(banner.seat) or pygame.Rect(
                table.area.centerx, table.area.top, 0, 0
            )
            pad = int(20 * u)
            room = max(anchor.width, int(160 * u)) - pad  # (a narrow seat box: the words in rows)
            rows = ui_text.wrap_even(banner.words, size, room, bold=True)
            width = max(ui_text.measure(line, size, True)[0] for line in rows)
            box = pygame.Rect(0, 0, width + pad, len(rows) * draw.row_step(size) + int(10 * u))
            stack = stacks.setdefault(banner.seat, [])
            below = (
                stack[-1][0].bottom + round(stack[-1][0].height * (draw.POP - 1)) + int(4 * u)
                if stack
                else (anchor.top + int(6 * u))
            )  # (under the seat's earlier banners, clear of them as they pop)
            box.midtop = (anchor.centerx, below)
            stack.append((box, rows, start, duration))
        moving = table.app.settings.anim_scale() > 0
        for stack in stacks.values():
            whole = stack[0][0].unionall([box for box, *_ in stack[1:]])
            kept = whole.clamp(table.play)
            for box, rows, start, duration in stack:
                box.move_ip(kept.x - whole.x, kept.y - whole.y)
                alpha = int(235 * max(0.0, min(1.0, (duration - (table.clock - start)) / 0.3)))
                draw.burst(surface, box, rows, size, table.clock - start, alpha, moving)
