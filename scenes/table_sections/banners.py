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
        """Each seat's announcements, newest lowest, over its seat box (or the play area's top)."""
        table = self.table
        u = table.unit
        size = ui_text.readable(17 * u)
        stacked: dict[int, int] = {}
        for banner, start, duration, _, _ in self.shown:
            anchor = table.view.seat_anchor(banner.seat) or pygame.Rect(
                table.area.centerx, table.area.top, 0, 0
            )
            row = stacked.get(banner.seat, 0)
            stacked[banner.seat] = row + 1
            width, height = ui_text.measure(banner.words, size, True)
            box = pygame.Rect(0, 0, width + int(20 * u), height + int(10 * u))
            box.midtop = (anchor.centerx, anchor.top + int(6 * u) + row * (box.height + int(4 * u)))
            box.clamp_ip(table.play)
            alpha = int(235 * max(0.0, min(1.0, (duration - (table.clock - start)) / 0.3)))
            moving = table.app.settings.anim_scale() > 0
            draw.burst(surface, box, banner.words, size, table.clock - start, alpha, moving)
