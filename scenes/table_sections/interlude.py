"""The summary between rounds, shaded over the table until a click (or, with computers alone, a
few seconds)."""

from __future__ import annotations

import pygame

from scenes.strings import text
from scenes.table_sections import Section
from scenes.tables.base import Happening
from scenes.theme import CARD, GOLD, MUTED
from scenes.ui import draw
from scenes.ui import text as ui_text

INTERLUDE_SECONDS = 3.0
"""How long a between-rounds summary stays when only computer players sit at the table."""


class Interlude(Section):
    """The summary's lines shown now (None: none), the happening that brought them and when."""

    lines: list[str] | None = None
    source: Happening | None = None
    """The happening that brought the summary shown now (to say it again in another language)."""
    at = 0.0

    def show(self, happening: Happening) -> None:
        """The view's summary of ``happening`` (none for most actions); its first line is logged."""
        table = self.table
        self.lines = table.view.interlude(happening)
        self.source = happening
        self.at = table.clock
        table.log.extend(table.view.logged_interlude(happening, self.lines))

    def relanguage(self) -> None:
        if self.lines is not None and self.source is not None:
            self.lines = self.table.view.interlude(self.source)

    def update(self) -> None:
        table = self.table
        if self.lines is not None and not table.match.humans() and table.clock - self.at > INTERLUDE_SECONDS:
            self.lines = None  # nobody at the table to click on: computer games go on by themselves

    def on_event(self, pressed: bool) -> bool:
        """While it shows it takes every event; a press ends it."""
        if self.lines is None:
            return False
        if pressed:
            self.lines = None
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw.shade(surface, 120)
        table = self.table
        u = table.unit
        lines = self.lines or []
        box = pygame.Rect(0, 0, min(table.play.width - 40, int(640 * u)), int((len(lines) + 2) * 30 * u))
        box.center = table.play.center
        draw.panel(surface, box, 235)
        y = box.top + int(18 * u)
        for index, line in enumerate(lines):
            size = int((24 if index == 0 else 18) * u)
            size = ui_text.fit_size(line, size, box.width - int(30 * u), bold=index == 0)
            rect = ui_text.blit(
                surface, line, size, CARD if index == 0 else MUTED, index == 0, midtop=(box.centerx, y)
            )
            y = rect.bottom + int(8 * u)
        ui_text.blit(
            surface,
            text("continue_hint"),
            int(15 * u),
            GOLD,
            midbottom=(box.centerx, box.bottom - int(8 * u)),
        )
