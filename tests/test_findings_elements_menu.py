"""Issue 45: the menu's Elements dice wear the table's colours (the menu had a light blue air die
and a purple dark one, the table a yellow air die and a black dark one)."""

from __future__ import annotations

import pygame

from scenes.tables.elements.dice import die_image
from tests import ui_helpers as ui


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right, 2)
        for y in range(rect.top, rect.bottom, 2)
    }


def test_the_menu_card_s_dice_are_the_table_s_dice_colours(tmp_path) -> None:
    app = ui.start_app(tmp_path, (1280, 800))
    card = ui.menu_target(app, "elements")
    shown = colours_in(pygame.display.get_surface(), card)
    for face in ("fire", "water", "earth", "air", "dark"):
        table_die = die_image(face, "white", 60)
        colour = tuple(table_die.get_at((9, 30)))[:3]  # the face's colour, left of its symbol
        assert colour in shown, f"the menu's {face} die is not the table's {colour}"
