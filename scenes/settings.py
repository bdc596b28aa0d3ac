"""Settings: the computer players' pace (instant included), animation speed, volume, mute, fullscreen."""

from __future__ import annotations

import pygame_menu

from scenes.store import ANIM_SPEEDS, BOT_DELAYS
from scenes.strings import text
from scenes.ui.widgets import FormScene


class SettingsScene(FormScene):
    opaque = False
    width_share = 0.62
    height_share = 0.75
    title_key = "settings_title"

    def build(self, menu: pygame_menu.Menu) -> None:
        settings = self.app.settings
        speeds = [(text(f"speed_{name}"), name) for name in BOT_DELAYS]
        menu.add.selector(
            text("settings_bot_speed") + ": ",
            speeds,
            default=list(BOT_DELAYS).index(settings.bot_speed) if settings.bot_speed in BOT_DELAYS else 2,
            onchange=lambda _item, value: self.set("bot_speed", value),
        )
        anims = [(text(f"speed_{name}"), name) for name in ANIM_SPEEDS]
        menu.add.selector(
            text("settings_anim_speed") + ": ",
            anims,
            default=list(ANIM_SPEEDS).index(settings.anim_speed) if settings.anim_speed in ANIM_SPEEDS else 2,
            onchange=lambda _item, value: self.set("anim_speed", value),
        )
        menu.add.range_slider(
            text("settings_volume"),
            round(settings.volume * 100),
            (0, 100),
            10,
            onchange=lambda value: self.set("volume", float(value) / 100),
            value_format=lambda value: f"{int(value)}%",
        )
        menu.add.toggle_switch(
            text("settings_muted"), settings.muted, onchange=lambda v: self.set("muted", bool(v))
        )
        menu.add.toggle_switch(
            text("settings_fullscreen"), self.app.fullscreen, onchange=lambda v: self.fullscreen(bool(v))
        )
        menu.add.button(text("settings_back"), self.back)

    def set(self, name: str, value: object) -> None:
        setattr(self.app.settings, name, value)
        self.app.apply_sound_settings()
        self.app.save_settings()

    def fullscreen(self, on: bool) -> None:
        if on != self.app.fullscreen:
            self.app.toggle_fullscreen()
        self.app.save_settings()
