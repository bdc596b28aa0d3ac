"""The Tornado Ellie table's frame caches (texts, wrapped rows, fitted sizes, translations, the side
panel's lines, pictures) never change what the screen shows.

A frame draws from what it remembered: each test plays a game through the real app until those
caches are full of earlier moments (other moves, another window size, another language), then draws
the screen once with them and once after every cache is emptied, and the two pictures must be the
same pixels; and a language switched mid-game leaves no word of the old language on the table.
"""

from __future__ import annotations

import re

import pygame

from scenes import language
from scenes.ui import material
from scenes.ui import text as ui_text
from scenes.ui.cache import POOL
from tests import ui_helpers as ui
from tests.own_words import own_words

KINDS = ["human", "average", "average"]


def drawn_now(app) -> pygame.Surface:
    """The screen as the next frame draws it (a frame of no time: nothing moves on)."""
    app.redraw()
    app.frame(0.0)
    return app.screen.copy()


def forget_everything(table) -> None:
    """Empty every cache a frame draws from, so the next frame draws each thing anew."""
    ui_text.clear()
    POOL.clear()
    language.translations.cache_clear()
    table.panel_key = ()
    table.view.panel_kept = None
    table.cloth = material.Backdrop()  # the felt, the course and the side panel painted anew


def same_pixels(app, table, what: str) -> None:
    """The screen drawn from the caches is the screen drawn without them."""
    ui.settle(app, table)
    assert app.scene is table, f"the game ended before {what}"
    remembered = drawn_now(app)
    forget_everything(table)
    fresh = drawn_now(app)
    if remembered.get_size() != fresh.get_size():
        raise AssertionError(f"{what}: the window changed size between the two frames")
    if pygame.image.tobytes(remembered, "RGB") == pygame.image.tobytes(fresh, "RGB"):
        return
    diff = fresh.copy()
    diff.blit(remembered, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = remembered.copy()
    other.blit(fresh, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(diff, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    boxes = mask.get_bounding_rects()
    raise AssertionError(f"{what}: the cached frame differs from a fresh one at {boxes[:6]}")


def resize(app, size: tuple[int, int]) -> None:
    ui.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    ui.run(app, 2)
    assert app.screen.get_size() == size


def test_the_cached_frame_is_the_fresh_frame_after_moves_and_a_resize(tmp_path) -> None:
    app = ui.make_app(tmp_path)
    try:
        table = ui.open_table(app, "tornado_ellie", KINDS, seed=18)
        ui.play_moves(app, 6)
        same_pixels(app, table, "after six moves at 1280x720")
        resize(app, (1600, 720))  # wider at the same text sizes: the same words in other widths
        same_pixels(app, table, "at 1600x720")
        resize(app, (800, 600))  # every text, row and picture measured anew at the smaller size
        ui.play_moves(app, 10)
        same_pixels(app, table, "after ten moves, at 800x600")
        resize(app, (1280, 720))  # back: the old size's texts are remembered, the game has moved on
        same_pixels(app, table, "back at 1280x720")
    finally:
        app.close()


def test_the_cached_frame_is_the_fresh_frame_after_the_language_is_switched_in_the_settings(
    tmp_path, monkeypatch
) -> None:
    app = ui.make_app(tmp_path)
    try:
        table = ui.open_table(app, "tornado_ellie", KINDS, seed=19)
        ui.play_moves(app, 6)
        ui.settle(app, table)
        danish = own_words("da")
        english = [w for w, _ in ui.drawn_text(app, monkeypatch)]
        assert danish.english_in(english) and not danish.of(english), english
        ui.choose_danish_at_the_table(app, table)
        drawn = [w for w, _ in ui.drawn_text(app, monkeypatch)]  # the switch redrew the words in Danish
        assert danish.of(drawn) and not danish.english_in(drawn), drawn
        hint = table.view.hint(table.obs, table.legal(), table.last_ctx.deciding)
        assert danish.of([hint]) and hint in drawn, f"the hint {hint!r} is not drawn in Danish"
        same_pixels(app, table, "in Danish")
    finally:
        app.close()


PLAIN = re.compile(r"(?<![^\W\d_])[A-Za-z]{2,}(?![^\W\d_])")
"""A plain ASCII word: in the pseudo language no catalogued word has one."""


def test_no_english_word_is_left_on_the_table_after_a_language_switch(tmp_path, monkeypatch) -> None:
    app = ui.make_app(tmp_path)
    try:
        table = ui.open_table(app, "tornado_ellie", KINDS, seed=20)
        ui.play_moves(app, 8)
        ui.settle(app, table)
        before = ui.drawn_text(app, monkeypatch)  # every text, row and line said in English first
        assert any(PLAIN.search(words) for words, _ in before), "no English drawn before the switch"
        app.choose_language(language.PSEUDO)
        drawn = ui.drawn_text(app, monkeypatch)  # the switch happens at this frame's start
        assert language.current() == language.PSEUDO
        assert drawn, "nothing drawn"
        names = set(table.names)
        english = [words for words, _ in drawn if set(PLAIN.findall(words)) - names]
        assert not english, f"still in English after the switch: {english}"
        first = table.view.panel_lines(table.obs)[0].split()[0]  # "Round" in the pseudo language
        assert not PLAIN.search(first) and any(words.startswith(first) for words, _ in drawn), (
            "the side panel was not drawn anew in the new language"
        )
    finally:
        app.close()
