"""Esc at the table: resume, the rules, settings, or back to the menu (the autosave keeps the game)."""

from __future__ import annotations

import pygame_menu

from scenes.form import FormScene
from scenes.navigation import To
from scenes.strings import text
from scenes.ui.widgets import add_button


class PauseScene(FormScene):
    opaque = False
    width_share = 0.5
    height_share = 0.5
    fit_content = True
    title_key = "pause_title"
    drawn_covered = False
    """Settings opened from here draw over the table's own shade, so this panel never shows
    through theirs."""

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table

    def build(self, menu: pygame_menu.Menu) -> None:
        add_button(menu, text("pause_resume"), self.back, button_id="resume")
        add_button(menu, text("pause_rules"), self.rules, button_id="rules")
        add_button(menu, text("pause_settings"), self.settings, button_id="settings")
        add_button(menu, text("pause_menu"), self.to_menu, button_id="menu")

    def rules(self) -> None:
        self.app.open(To.RULES, self.table.state.spec.id)

    def settings(self) -> None:
        self.app.open(To.SETTINGS)

    def to_menu(self) -> None:
        self.app.go(To.MENU)
