"""Day-one finding: with every text held to the 12 px floor, the tables crowd at 800x600.

Each test opens a table with a person at seat 0 and computer players elsewhere, plays into the
game, waits for the person to decide and records every text drawn on the window in one frame
(``scenes.ui.text.blit``) and every button (``scenes.ui.draw.button``). A person must be able to
read each text: it lies inside the window, no other text overlaps it, and a text over a button is
the button's own label, inside it. (Text on a card face is part of the card's picture, drawn into
the card cache, not onto the window, so it is not recorded here.)
"""

from __future__ import annotations

import pygame
import pytest

from tests import ui_helpers as ui

SIZES = ((800, 600), (1280, 720), (2560, 1440))
MOST = {"assano": 10, "opposites": 4, "elements": 4, "tornado_ellie": 4}
BOT = {"assano": "medium", "opposites": "medium", "elements": "medium", "tornado_ellie": "average"}
MOMENTS = (2, 20)
"""How many moves into the game the frame is recorded (early, and mid-game)."""

CASES = [
    pytest.param(game, size, players, moves, id=f"{game}-{size[0]}-{players}p-{moves}m")
    for game in ("assano", "opposites", "elements", "tornado_ellie")
    for size in SIZES
    for players in (2, MOST[game])
    for moves in MOMENTS
]


class Drawn:
    """The texts (words, rect) and the button rectangles drawn on the window in a frame (those
    ``keep()`` says yes to, when it is given: asked at each draw)."""

    def __init__(self, monkeypatch, app, keep=lambda: True) -> None:
        import scenes.ui.draw as ui_draw
        import scenes.ui.text as ui_text

        self.texts: list[tuple[str, pygame.Rect]] = []
        self.buttons: list[tuple[str, pygame.Rect]] = []
        real_blit, real_button = ui_text.blit, ui_draw.button

        def blit(surface, words, *args, **anchor):
            rect = real_blit(surface, words, *args, **anchor)
            if surface is app.screen and keep():
                self.texts.append((words, pygame.Rect(rect)))
            return rect

        def button(surface, rect, words, *args, **kwargs):
            if surface is app.screen and keep():
                self.buttons.append((words, pygame.Rect(rect)))
            return real_button(surface, rect, words, *args, **kwargs)

        monkeypatch.setattr(ui_text, "blit", blit)
        monkeypatch.setattr(ui_draw, "button", button)

    def frame(self, app, frames: int = 1) -> None:
        self.texts.clear()
        self.buttons.clear()
        app.redraw()
        ui.run(app, frames)


def crowding(app, drawn: Drawn) -> list[str]:
    """What a person could not read in the frame, in words (empty when all is well)."""
    window = app.screen.get_rect()
    texts = [(w, r) for w, r in drawn.texts if w.strip() and r.width and r.height]
    unique = list(dict.fromkeys((w, tuple(r)) for w, r in texts))
    # a seat's banner lies over its seat box on a panel of its own for a few seconds, by design
    banners = {banner.words for banner, *_ in getattr(app.scene, "banners", [])}
    problems = [
        f"{w!r} at {r} runs out of the window {window.size}" for w, r in unique if not window.contains(r)
    ]
    for i, (words, rect) in enumerate(unique):
        for other, orect in unique[i + 1 :]:
            if (words in banners) != (other in banners):
                continue
            if pygame.Rect(rect).colliderect(orect):
                problems.append(f"{words!r} at {rect} overlaps {other!r} at {orect}")
    for label, brect in drawn.buttons:
        for words, rect in unique:
            if words in banners:
                continue
            if brect.colliderect(rect) and not brect.contains(rect):
                problems.append(f"{words!r} at {rect} spills out of the button {label!r} at {brect}")
    return problems


@pytest.mark.parametrize(("game", "size", "players", "moves"), CASES)
def test_every_text_is_readable(tmp_path, monkeypatch, game, size, players, moves):
    app = ui.make_app(tmp_path, size)
    kinds = ["human"] + [BOT[game]] * (players - 1)
    table = ui.open_table(app, game, kinds, seed=5)
    ui.play_moves(app, moves)
    ui.settle(app, table)
    if ui.at_results(app):
        pytest.skip("the game ended before the moment")
    drawn = Drawn(monkeypatch, app)
    drawn.frame(app)
    assert drawn.texts, "no text recorded on the window"
    problems = crowding(app, drawn)
    assert not problems, f"{game} at {size} with {players} players after {moves} moves:\n" + "\n".join(
        problems
    )


SWEEP = [
    pytest.param(game, players, seed, id=f"{game}-{players}p-seed{seed}")
    for game in ("assano", "opposites", "elements", "tornado_ellie")
    for players in sorted({2, 3, MOST[game]})
    for seed in (1, 2)
]


@pytest.mark.parametrize(("game", "players", "seed"), SWEEP)
def test_every_text_is_readable_through_a_game_at_800x600(tmp_path, monkeypatch, game, players, seed):
    """Crowding depends on the moment (a seat that owes cards, a Tornado to name, the buttons of a
    stacking move, a seat at one card): at the smallest window, every seventh move of a game."""
    app = ui.make_app(tmp_path, (800, 600))
    table = ui.open_table(app, game, ["human"] + [BOT[game]] * (players - 1), seed=seed)
    drawn = Drawn(monkeypatch, app)
    seen = 0
    for moves in range(3, 64, 7):
        try:
            ui.play_moves(app, moves)
        except AssertionError:
            if ui.at_results(app):  # the game ended on the way
                break
            raise
        ui.settle(app, table)
        if ui.at_results(app):
            break
        drawn.frame(app)
        seen += 1
        problems = crowding(app, drawn)
        assert not problems, f"{game}, {players} players, after {moves} moves:\n" + "\n".join(problems)
    assert seen >= 3, f"the {game} game ended after {seen} looks"
