"""A seat at the table: its name, how many cards it holds, whether it is its turn, and a short
note (Assano's "ASSANO!"). One shared piece for every card game's table.

The game passes what differs: the words for the count (``plural("cards", n)`` or the game's own),
the card back to show a small stack of, and the note. Sizes scale with the frame's layout unit.

    box = SeatBox(unit)
    rects = layout.seat_boxes(len(others), area, box.size())
    box.draw(surface, rect, name="Ada", count=3, count_words="3 cards", current=True,
             back=lambda size: cards.back(size, "A"))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.theme import CARD, GOLD, MUTED
from scenes.ui import draw
from scenes.ui import text as ui_text

CARD_ASPECT = 1.5
"""Height over width of the small card backs."""


@dataclass
class SeatBox:
    """The look of the seat boxes at one layout ``unit``: the name, the count and a note line one
    under another, a small stack of backs at the right; a gold rim marks the seat to move."""

    unit: float
    width: float = 180
    """The box's width at unit 1.0."""
    stack: int = 5
    """At most this many backs in the stack."""

    def lines(self) -> tuple[int, int, int]:
        """Where the name, the count and the note start, down from the box's top: each line as
        tall as it is drawn at this unit."""
        u = self.unit
        name = int(6 * u)
        count = max(int(30 * u), name + ui_text.line_height(int(17 * u), True))
        note = max(int(50 * u), count + ui_text.line_height(int(14 * u)))
        return name, count, note

    def size(self) -> tuple[int, int]:
        """A box's (width, height): room for the three lines."""
        u = self.unit
        note = self.lines()[2]
        return int(self.width * u), max(
            int(74 * u), note + ui_text.line_height(int(14 * u), True) + max(3, int(4 * u))
        )

    def card_rect(self, box: pygame.Rect) -> pygame.Rect:
        """The top back of the seat's stack: where cards dealt to the seat fly to."""
        h = int(box.height * 0.62)
        rect = pygame.Rect(0, 0, int(h / CARD_ASPECT), h)
        rect.midright = (box.right - int(8 * self.unit), box.centery)
        return rect

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        *,
        name: str,
        count: int,
        count_words: str,
        current: bool = False,
        note: str = "",
        back: Callable[[tuple[int, int]], pygame.Surface] | None = None,
        name_width: int | None = None,
    ) -> None:
        """Draw one seat: ``name`` (with a thinking cue already added by the caller if wanted),
        ``count_words`` for its ``count`` cards, the gold rim when ``current``, ``note`` in gold
        under the count, and up to ``stack`` of ``back(size)`` at the right. ``name_width`` is the room
        the name may take (by default the box less the stack), for a game that shows more in the box."""
        u = self.unit
        draw.panel(surface, rect, 220 if current else 170)
        if current:
            pygame.draw.rect(surface, GOLD, rect, width=3, border_radius=14)
        name_top, count_top, note_top = self.lines()
        left = rect.left + int(8 * u)
        room = rect.width - int(60 * u) if name_width is None else name_width
        size = ui_text.fit_size(name, int(17 * u), room, bold=True)
        ui_text.blit(surface, name, size, CARD, True, topleft=(left, rect.top + name_top))
        ui_text.blit(surface, count_words, int(14 * u), MUTED, topleft=(left, rect.top + count_top))
        if note:
            ui_text.blit(surface, note, int(14 * u), GOLD, True, topleft=(left, rect.top + note_top))
        if back is not None:
            mini = self.card_rect(rect)
            image = back(mini.size)
            for k in range(min(count, self.stack)):
                surface.blit(image, mini.move(-k * int(6 * u), 0))
