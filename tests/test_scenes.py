"""The window opens headless, draws every screen, survives resizes and input, and quits."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from scenes.app import App
from scenes.menu import MenuScene


def test_the_menu_lists_the_four_games_and_reacts_to_the_mouse(tmp_path) -> None:
    app = App((1280, 720))
    menu = MenuScene(app)
    app.show(menu)
    assert [s.id for s in menu.specs] == ["assano", "opposites", "elements", "tornado_ellie"]
    rects = menu.card_rects(app.size)
    assert all(app.screen.get_rect().contains(r) for r in rects)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rects[2].center, rel=(0, 0), buttons=()))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rects[2].center, button=1))
    app.run(frames=3, screenshot=tmp_path / "menu.png")
    assert menu.chosen is not None and menu.chosen.id == "elements"
    assert (tmp_path / "menu.png").stat().st_size > 0


def test_a_narrow_window_wraps_the_cards_and_stays_inside() -> None:
    app = App((640, 900))
    menu = MenuScene(app)
    app.show(menu)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=300, h=200, size=(300, 200)))
    app.run(frames=2)
    rects = menu.card_rects((640, 1400))
    assert len({r.top for r in rects}) > 1
    assert all(r.left >= 0 and r.right <= 640 for r in rects)


def test_escape_quits_from_the_menu() -> None:
    app = App((800, 600))
    app.show(MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.run(frames=5)
    assert not app.running
