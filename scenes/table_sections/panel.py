"""The side panel: the game's name, the view's lines, the move log, and the Pause button under
the aids' buttons; the picture is redrawn only when its words change, and lies in the table's
cloth (laid with it in the frame's one copy), so a frame draws only the buttons over it."""

from __future__ import annotations

import pygame

from scenes.games import game_name
from scenes.strings import text
from scenes.table_sections import Section
from scenes.theme import CARD, FELT_DARK, MUTED
from scenes.ui import draw
from scenes.ui import text as ui_text


def copy_fast(size: tuple[int, int]) -> pygame.Surface:
    """An opaque picture of ``size`` whose rows are copied onto the window by plain memcpy: the
    rows of a picture one pixel wider. SDL copies rows that start and end on 16 bytes with
    streaming SSE stores, which cost ten times as much here wherever the window's row does not
    start on a cache line (the panel at x=600 of 800x600: 0.23 ms a frame instead of 0.02)."""
    width, height = size
    return pygame.Surface((width + 1, height)).subsurface(pygame.Rect(0, 0, width, height))


class SidePanel(Section):
    """The panel's rectangle, the Pause button's, and the last picture drawn with its key."""

    rect = pygame.Rect(0, 0, 0, 0)
    pause_rect = pygame.Rect(0, 0, 0, 0)
    key: tuple = ()
    image: pygame.Surface | None = None
    log_top = 0
    """Where the move log begins, under the game's name and the view's lines (in the window)."""

    def layout(self, panel: pygame.Rect, unit: float) -> None:
        self.rect = panel
        self.pause_rect = pygame.Rect(0, 0, panel.width - int(24 * unit), int(38 * unit))
        self.pause_rect.midbottom = (panel.centerx, panel.bottom - int(12 * unit))

    def under_the_lines(self) -> pygame.Rect:
        """The panel from the move log's top down to the aids' buttons: where a guided game's
        coach may put its words when the table has no free felt for them (over the log, never
        over the game's state in the lines above it)."""
        u = self.table.unit
        top = max(self.log_top, self.rect.top)
        bottom = self.table.aids.undo_rect.top - int(8 * u)
        return pygame.Rect(
            self.rect.left + int(8 * u), top, self.rect.width - int(16 * u), max(0, bottom - top)
        )

    def paint(self, cloth: pygame.Surface) -> None:
        """Put the picture drawn last into a cloth made anew (a new layout's: drawn anew the same
        frame, its key holds the panel's size)."""
        if self.image is not None:
            cloth.blit(self.image, self.rect)

    def draw(self, surface: pygame.Surface) -> None:
        """The picture anew when its words changed (into the cloth too), and the buttons over it."""
        table = self.table
        lines = tuple(table.view.panel_lines(table.obs))
        log = table.log
        key = (self.rect.size, lines, len(table.state.history), len(log), log[-1] if log else "")
        if key != self.key:
            self.key = key
            self.image = self.render(lines)
            table.cloth.patch(self.image, self.rect)
            surface.blit(self.image, self.rect)
        focused = table.focus.key
        draw.button(surface, self.pause_rect, text("pause_button"), focused == "pause")
        table.aids.draw_buttons(surface, focused)

    def render(self, lines: tuple[str, ...]) -> pygame.Surface:
        """The game's name, the view's lines and the move log, every text at a readable size; the
        log shows its newest entries that fit, each whole (a wrapped entry is never cut at the top)."""
        table = self.table
        u = table.unit
        panel = self.rect
        image = self.image
        if image is None or image.get_size() != panel.size:
            # drawn anew in the same picture: a fresh one of the panel's size costs a millisecond
            # of the move's frame (its memory is new to the process)
            image = copy_fast(panel.size)
        image.fill(FELT_DARK)
        pygame.draw.line(image, MUTED, (0, 0), (0, panel.height), 1)
        x = int(12 * u)
        width = panel.width - int(24 * u)
        bottom = table.aids.undo_rect.top - panel.top - int(8 * u)
        y = int(10 * u)
        title = ui_text.blit(image, game_name(table.state.spec.id), int(22 * u), CARD, True, topleft=(x, y))
        y = title.bottom + int(6 * u)
        size = ui_text.readable(15 * u)
        for line in lines:
            for part in ui_text.wrap(line, size, width):
                if y + ui_text.line_height(size) > bottom:
                    break
                rect = ui_text.blit(image, part, size, MUTED, topleft=(x, y))
                y = rect.bottom + 1
        y += int(8 * u)
        self.log_top = panel.top + y
        heading = ui_text.blit(image, text("log_title"), int(16 * u), CARD, True, topleft=(x, y))
        y = heading.bottom + int(6 * u)
        size = ui_text.readable(14 * u)
        line_h = int(size * 1.3)
        room = (bottom - y) // line_h
        entries: list[list[str]] = []
        used = 0
        for entry in reversed(table.log):
            rows = ui_text.wrap(entry, size, width)
            if used + len(rows) > room:
                break
            entries.insert(0, rows)
            used += len(rows)
        for rows in entries:
            for row in rows:
                ui_text.blit(image, row, size, MUTED, topleft=(x, y))
                y += line_h
        return image
