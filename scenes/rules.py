"""The rules page: the product's own rules in plain words, then the original rulebook. Scrollable."""

from __future__ import annotations

import pygame_menu

from game import registry
from scenes.assets import rulebook, rules_page
from scenes.strings import text
from scenes.ui.widgets import FormScene


class RulesScene(FormScene):
    width_share = 0.94
    height_share = 0.94

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id

    def menu_title(self) -> str:
        return text("rules_title", game=registry.get(self.game_id).name)

    def build(self, menu: pygame_menu.Menu) -> None:
        size = int(17 * self.scale())
        menu.add.button(text("rules_back"), self.back)
        for paragraph in rules_page(self.game_id).split("\n\n"):
            heading = paragraph.startswith("# ")
            words = paragraph[2:] if heading else paragraph.replace("\n", " ")
            menu.add.label(
                words,
                wordwrap=True,
                font_size=int(size * (1.3 if heading else 1)),
                align=pygame_menu.locals.ALIGN_LEFT,
            )
        menu.add.vertical_margin(20)
        menu.add.label(text("rules_original"), font_size=int(size * 1.3), align=pygame_menu.locals.ALIGN_LEFT)
        for paragraph in rulebook(self.game_id).split("\n\n"):
            menu.add.label(
                paragraph.replace("\n", " "),
                wordwrap=True,
                font_size=size,
                align=pygame_menu.locals.ALIGN_LEFT,
            )
        menu.add.button(text("rules_back"), self.back)
