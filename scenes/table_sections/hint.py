"""The hint line over the play area: a refusal or notice for a few seconds, the adviser's words,
else the view's hint."""

from __future__ import annotations

import pygame

from scenes.table_sections import Section
from scenes.tables.base import DrawContext
from scenes.theme import FELT_DARK, GOLD, WHITE
from scenes.ui import text as ui_text

MESSAGE_SECONDS = 6.0
"""How long a refusal or notice stays in the hint line."""


class HintLine(Section):
    """The line's rectangle and the message it shows now."""

    rect = pygame.Rect(0, 0, 0, 0)
    message = ""
    message_time = 0.0

    def layout(self, play: pygame.Rect, unit: float) -> None:
        # room for two lines of the smallest text: at 800x600 a long hint wraps instead of shrinking
        hint_h = max(int(34 * unit), 2 * ui_text.line_height(ui_text.MIN_SIZE) + 4)
        self.rect = pygame.Rect(play.left, 0, play.width, hint_h)

    def say(self, message: str) -> None:
        """Show a refusal or notice in words for a few seconds."""
        self.message = message
        self.message_time = self.table.clock

    def showing(self) -> bool:
        return bool(self.message) and self.table.clock - self.message_time < MESSAGE_SECONDS

    def update(self) -> None:
        if self.message and self.table.clock - self.message_time >= MESSAGE_SECONDS:
            self.message = ""  # the hint line shows the view's hint again
            self.table.app.redraw()

    def draw(self, surface: pygame.Surface, ctx: DrawContext) -> None:
        table = self.table
        u = table.unit
        pygame.draw.rect(surface, FELT_DARK, self.rect)
        if self.showing():
            words, colour = self.message, GOLD
        elif table.aids.asked and ctx.deciding:
            words, colour = table.aids.words(), GOLD
        else:
            words, colour = table.view.hint(table.obs, table.legal(), ctx.deciding), WHITE
        width = self.rect.width - int(20 * u)
        size = ui_text.fit_size(words, int(18 * u), width)
        rows = ui_text.wrap(words, size, width)[:2]  # one row, or two at the smallest size
        step = ui_text.line_height(size)
        y = self.rect.centery - step * (len(rows) - 1) // 2
        for row in rows:
            ui_text.blit(surface, row, size, colour, midleft=(self.rect.left + int(12 * u), y))
            y += step
