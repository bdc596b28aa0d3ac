"""A box drawn from a picture kept over the table's cloth (``material.Backdrop.box``) shows exactly
what drawing it directly shows: after what it shows changed, over something drawn under it first
(the tornado's pointer swept over a farm), and when it draws past its rectangle (a long name)."""

from __future__ import annotations

import pygame

from scenes.theme import CARD, GOLD
from scenes.ui import draw, material

SIZE = (320, 200)
BOX = pygame.Rect(60, 50, 150, 80)


def paint(label: str):
    """A farm-like box: a translucent panel, a rim and a bar whose width says ``label``."""

    def painter(surface: pygame.Surface, at: pygame.Rect) -> None:
        draw.panel(surface, at, 200)
        pygame.draw.rect(surface, GOLD, at, width=3, border_radius=14)
        pygame.draw.rect(surface, CARD, (at.left + 8, at.top + 10, 6 * len(label), 12))

    return painter


def screens() -> tuple[material.Backdrop, pygame.Surface, pygame.Surface]:
    """A backdrop laid on a window-like surface, and a second surface laid the same way."""
    backdrop = material.Backdrop()
    cached, direct = pygame.Surface(SIZE), pygame.Surface(SIZE)
    for surface in (cached, direct):
        backdrop.lay(surface, lambda cloth: material.dye_oval(cloth, cloth.get_rect()), "layout")
    return backdrop, cached, direct


def same(one: pygame.Surface, other: pygame.Surface) -> bool:
    return pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(other, "RGB")


def test_a_kept_box_shows_what_it_shows_now() -> None:
    backdrop, cached, direct = screens()
    backdrop.box(cached, BOX, "Bo", paint("Bo"))  # kept as it shows "Bo"
    backdrop.lay(cached, lambda cloth: None, "layout")
    backdrop.box(cached, BOX, "Bo 3 cards", paint("Bo 3 cards"))
    paint("Bo 3 cards")(direct, BOX)
    assert same(cached, direct), "the box still shows what it showed before"
    backdrop.lay(cached, lambda cloth: None, "layout")
    backdrop.lay(direct, lambda cloth: None, "layout")
    backdrop.box(cached, BOX, "Bo", paint("Bo"))  # back to the first picture, kept
    paint("Bo")(direct, BOX)
    assert same(cached, direct)


def test_a_box_over_something_drawn_first_is_drawn_over_it() -> None:
    backdrop, cached, direct = screens()
    backdrop.box(cached, BOX, "Bo", paint("Bo"))  # kept over the bare cloth
    backdrop.lay(cached, lambda cloth: None, "layout")
    for surface in (cached, direct):
        pygame.draw.line(surface, (220, 226, 236), (0, 0), BOX.center, 9)  # the pointer, under the box
    backdrop.box(cached, BOX, "Bo", paint("Bo"))
    paint("Bo")(direct, BOX)
    assert same(cached, direct), "the pointer under the translucent box is lost"


def test_a_box_drawing_past_its_rectangle_is_drawn_whole() -> None:
    backdrop, cached, direct = screens()
    long = "a name far too long for its box"
    backdrop.box(cached, BOX, long, paint(long))
    backdrop.lay(cached, lambda cloth: None, "layout")
    backdrop.box(cached, BOX, long, paint(long))
    paint(long)(direct, BOX)
    assert same(cached, direct), "the part past the box is cut off"


def test_a_new_layout_forgets_the_kept_boxes() -> None:
    backdrop, cached, direct = screens()
    backdrop.box(cached, BOX, "Bo", paint("Bo"))
    for surface in (cached, direct):
        backdrop.lay(surface, lambda cloth: pygame.draw.circle(cloth, GOLD, BOX.center, 30), "another layout")
    backdrop.box(cached, BOX, "Bo", paint("Bo"))
    paint("Bo")(direct, BOX)
    assert same(cached, direct), "the box shows the old layout's cloth"
