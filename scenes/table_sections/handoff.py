"""The pass-the-device screen of hot-seat play: nothing of the table shows until the next person
confirms, so a hand is never seen by the wrong person."""

from __future__ import annotations

import pygame

from scenes.strings import text
from scenes.table_sections import Section
from scenes.theme import CARD, FELT_DARK, MUTED
from scenes.ui import layout
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
        surface.fill(FELT_DARK)
        u = layout.unit(surface.get_size())
        centre = surface.get_rect().center
        name = self.table.names[self.seat] if self.seat is not None else ""
        ui_text.blit(
            surface,
            text("handoff_title", name=name),
            int(40 * u),
            CARD,
            True,
            center=(centre[0], centre[1] - int(40 * u)),
        )
        ui_text.blit(
            surface,
            text("handoff_body", name=name),
            int(20 * u),
            MUTED,
            center=(centre[0], centre[1] + int(20 * u)),
        )
