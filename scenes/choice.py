"""A question over the screen below, answered by one of a few buttons (Esc takes the last one).

Asked before anything a person made would be lost, such as a game in progress when a new game of
the same game starts: the answer is theirs, never assumed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame_menu

from scenes.form import FormScene
from scenes.theme import CARD
from scenes.ui.widgets import add_button


class ChoiceScene(FormScene):
    opaque = False
    width_share = 0.7
    height_share = 0.6
    shade = 210

    def __init__(
        self, app, title: str, question: str, answers: Sequence[tuple[str, Callable[[], None]]]
    ) -> None:
        super().__init__(app)
        self.title = title
        self.question = question
        self.answers = list(answers)

    def menu_title(self) -> str:
        return self.title

    def build(self, menu: pygame_menu.Menu) -> None:
        self.paragraph(menu, self.question, font_color=CARD)
        menu.add.vertical_margin(int(12 * self.scale()))
        for index, (words, _) in enumerate(self.answers):
            add_button(menu, words, lambda index=index: self.answer(index), button_id=f"answer{index}")

    def answer(self, index: int) -> None:
        """Close the question, then do what the answer says (which may change the screen)."""
        self.app.pop()
        self.answers[index][1]()

    def back(self) -> None:
        self.answer(len(self.answers) - 1)
