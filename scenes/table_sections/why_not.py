"""The why-not tooltip: why a dimmed card, die, pile or field may not be taken, the engine's own
reason, once the pointer (or the keyboard's focus) has rested on it."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.table_sections import Section
from scenes.ui import draw
from scenes.ui import text as ui_text
from scenes.ui.input import NEXT_KEYS, PREVIOUS_KEYS, Target

WHY_NOT_SECONDS = 0.5
"""How long the pointer rests on a dimmed target (on the table's clock) before its reason shows."""


class WhyNot(Section):
    """Where the pointer rests, since when, and the words drawn now."""

    pointer = (0, 0)
    """Where the mouse was last seen over the table (the tooltip goes beside it)."""
    key: Any = None
    since = 0.0
    due = False
    armed = False
    """The pointer (or the keyboard's focus) came to rest by moving: a click, a move made or
    any other key disarms the tooltip until it moves again (a die just taken under the
    pointer does not explain itself)."""
    tooltip = ""
    """The words of the tooltip drawn now ("" when none shows)."""

    def on_event(self, event: pygame.event.Event) -> None:
        """The pointer moved (arm), or a press came (disarm, unless it moves the keyboard's focus)."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.armed = True
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            navigating = event.type == pygame.KEYDOWN and event.key in (*NEXT_KEYS, *PREVIOUS_KEYS)
            self.armed = navigating
            if navigating:
                self.since = self.table.clock

    def update(self) -> None:
        """Start the rest on a newly pointed target; once it has lasted, draw again (the table is
        otherwise still while a person thinks) so the reason shows."""
        table = self.table
        pointed = table.pointed()
        if pointed != self.key:
            self.key, self.since, self.due = pointed, table.clock, pointed is not None
            if self.tooltip:
                table.app.redraw()  # hide it at once
        elif self.due and table.clock - self.since >= WHY_NOT_SECONDS:
            self.due = False
            if self.words(table.targets()) != self.tooltip:
                table.app.redraw()

    def words(self, targets: list[Target]) -> str:
        """The engine's reason for the dimmed target rested on long enough, else ""."""
        table = self.table
        if not self.armed or self.key is None or table.clock - self.since < WHY_NOT_SECONDS:
            return ""
        if self.key != table.pointed():
            return ""
        hit = next((t for t in targets if t.key == self.key and t.why is not None), None)
        if hit is None:
            return ""
        words = table.refusal(hit.why)
        return (
            "" if table.hint.showing() and table.hint.message == words else words
        )  # a click said it already

    def draw(self, surface: pygame.Surface, targets: list[Target]) -> None:
        """The reason beside the pointer (or under the keyboard's focus)."""
        table = self.table
        self.tooltip = self.words(targets)
        if not self.tooltip:
            return
        rect = next((t.rect for t in targets if t.key == self.key), None)
        at = rect.center if table.focus.keyboard and rect is not None else self.pointer
        size = ui_text.readable(16 * table.unit)
        draw.tooltip(surface, self.tooltip, at, size, table.area, int(table.area.width * 0.45), rect)
