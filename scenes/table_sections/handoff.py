"""The pass-the-device screen of hot-seat play: nothing of the table shows until the next person
confirms, so a hand is never seen by the wrong person."""

from __future__ import annotations

import pygame

from scenes.strings import text
from scenes.table_sections import Section
from scenes.theme import MUTED
from scenes.ui import draw, layout, material
from scenes.ui import text as ui_text

HANDOFF_GUARD_SECONDS = 0.6
"""The pass-the-device screen takes no press this soon after it appeared: the second click of a
double-click on a card (or a bounce) would otherwise pass the device on at once and show the next
hand to the person who just moved (a double-click is at most half a second)."""


class HandOff(Section):
    """Whom the device goes to (None: nobody, the table shows) and since when."""

    seat: int | None = None
    at = 0.0
    """When the pass-the-device screen appeared (the frame's clock)."""

    def needed(self) -> bool:
        """Hidden hands and two people or more: the table is covered between their turns."""
        table = self.table
        return table.view.private_hands and len(table.match.humans()) >= 2

    def pass_to(self, seat: int) -> None:
        """Show the pass-the-device screen for ``seat``: nothing of the table until they confirm."""
        self.seat = seat
        self.at = self.table.clock

    def confirm(self) -> None:
        if self.seat is not None:
            self.table.set_viewer(self.seat)
            self.seat = None
            self.table.app.sounds.play("turn")

    def on_event(self, pressed: bool) -> bool:
        """While it shows it takes every event; a press past the guard passes the device on."""
        if self.seat is None:
            return False
        if pressed and self.table.clock - self.at >= HANDOFF_GUARD_SECONDS:
            self.confirm()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The felt with whom it goes to on a sheet as wide as the words, as every screen's words
        sit (plain words on a flat fill read as a screen left unfinished)."""
        material.lay(surface)
        u = layout.unit(surface.get_size())
        window = surface.get_rect()
        name = self.table.names[self.seat] if self.seat is not None else ""
        title, body = text("handoff_title", name=name), text("handoff_body", name=name)
        room = int(window.width * 0.8)
        big = ui_text.fit_size(title, int(40 * u), room, bold=True)
        small = ui_text.fit_size(body, ui_text.readable(20 * u), room)
        heights = (ui_text.measure(title, big, True)[1], ui_text.measure(body, small)[1])
        gap, margin = int(20 * u), int(36 * u)
        widest = max(ui_text.measure(title, big, True)[0], ui_text.measure(body, small)[0])
        sheet = pygame.Rect(0, 0, widest + 2 * margin, sum(heights) + gap + 2 * margin)
        sheet.center = window.center
        draw.sheet(surface, sheet)
        top = draw.heading(surface, title, big, room, midtop=(sheet.centerx, sheet.top + margin))
        ui_text.blit(surface, body, small, MUTED, midtop=(sheet.centerx, top.bottom + gap))
