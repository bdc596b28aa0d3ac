"""Settings: the language, the computer players' pace (instant included), animation speed, volume,
mute, fullscreen."""

from __future__ import annotations

import pygame_menu

from scenes import language
from scenes.form import FormScene
from scenes.language import LANGUAGES
from scenes.navigation import To
from scenes.store import ANIM_SPEEDS, BOT_DELAYS
from scenes.strings import text
from scenes.ui.widgets import add_button, add_selector, add_slider, add_toggle

SPEEDS = {
    "instant": "speed_instant",
    "fast": "speed_fast",
    "normal": "speed_normal",
    "slow": "speed_slow",
    "off": "speed_off",
}
"""The words of each pace the settings offer."""


class SettingsScene(FormScene):
    opaque = False
    width_share = 0.62
    height_share = 0.75
    fit_content = True
    title_key = "settings_title"

    def build(self, menu: pygame_menu.Menu) -> None:
        settings = self.app.settings
        add_selector(
            menu,
            text("settings_language") + " ",
            [(words, code) for code, words in LANGUAGES.items()],
            language.current(),
            lambda _item, code: self.app.choose_language(code),
            "language",
        )
        self.pace(menu, "bot_speed", "settings_bot_speed", BOT_DELAYS)
        self.pace(menu, "anim_speed", "settings_anim_speed", ANIM_SPEEDS)
        add_slider(
            menu,
            text("settings_volume"),
            round(settings.volume * 100),
            (0, 100),
            10,
            lambda value: self.set("volume", float(value) / 100),
            "volume",
            lambda value: language.percent(int(value) / 100),
        )
        on_off = (text("toggle_off"), text("toggle_on"))
        add_toggle(
            menu,
            text("settings_muted"),
            settings.muted,
            lambda v: self.set("muted", bool(v)),
            "muted",
            on_off,
        )
        add_toggle(
            menu,
            text("settings_fullscreen"),
            self.app.fullscreen,
            lambda v: self.fullscreen(bool(v)),
            "fullscreen",
            on_off,
        )
        add_button(menu, text("settings_about"), self.about, button_id="about")
        add_button(menu, text("settings_back"), self.back, button_id="back")

    def about(self) -> None:
        self.app.open(To.ABOUT)

    def pace(self, menu: pygame_menu.Menu, name: str, title: str, choices: dict[str, float]) -> None:
        """A selector over named speeds (instant, fast, ...) for one setting."""
        current = getattr(self.app.settings, name)
        add_selector(
            menu,
            text(title) + " ",
            [(text(SPEEDS[choice]), choice) for choice in choices],
            current if current in choices else "normal",
            lambda _item, value: self.set(name, value),
            name,
        )

    def set(self, name: str, value: object) -> None:
        setattr(self.app.settings, name, value)
        self.app.apply_sound_settings()
        self.app.save_settings()

    def fullscreen(self, on: bool) -> None:
        if on != self.app.fullscreen:
            self.app.toggle_fullscreen()
        self.app.save_settings()
