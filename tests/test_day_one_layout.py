"""Day-one finding: with every text held to the 12 px floor, the tables crowd at 800x600.

Each test opens a table with a person at seat 0 and computer players elsewhere, plays into the
game, waits for the person to decide and records every text drawn on the window in one frame
(``scenes.ui.text.blit``) and every button (``scenes.ui.draw.button``); the frames played in
between are drawn as always but not recorded (a record of each costs as much as the frame). A
person must be able to read each text: it lies inside the window, no other text overlaps it, and a
text over a button is the button's own label, inside it. (Text on a card face is part of the
card's picture, drawn into the card cache, not onto the window, so it is not recorded here.)
"""

from __future__ import annotations

import pygame
import pytest

from tests import ui_helpers as ui

SIZES = ((800, 600), (1280, 720), (2560, 1440))
MOST = {"assano": 10, "opposites": 4, "elements": 4, "tornado_ellie": 4}
BOT = {"assano": "medium", "opposites": "medium", "elements": "medium", "tornado_ellie": "average"}
OPTIONS = {"tornado_ellie": {"rotation_seconds": 1}}
"""The person here never turns the tornado: its turn ends itself when its time is up, after the
shortest limit a player can set (at the rules' 3 s, a third of a game's frames went to waiting)."""
BETWEEN = 8
"""The frames played between the moments looked at are drawn only at each new moment (a move, a
refusal, a hand-off...), at input and every this many frames (``ui.draw_sampled``): nothing looks
at them, and most of a frame of a live tornado column is its drawing. The frame looked at is
drawn in full (``Drawn.frame`` asks for it)."""
SIZED = (3, 21)
"""The moves (early, and mid-game) at which the games of two players and of the most are also
looked at in every size: the window is resized to each in turn (as a person drags it), and the
game played on at the smallest (the same moves at any size; each frame of 2560x1440 costs several
of 800x600)."""


class Drawn:
    """The texts (words, rect) and the button rectangles drawn on the window in the frames of
    :meth:`frame` (those ``keep()`` says yes to, when it is given: asked at each draw)."""

    def __init__(self, monkeypatch, app, keep=lambda: True) -> None:
        import scenes.ui.draw as ui_draw
        import scenes.ui.text as ui_text

        self.texts: list[tuple[str, pygame.Rect]] = []
        self.buttons: list[tuple[str, pygame.Rect]] = []
        self.recording = False
        real_blit, real_button = ui_text.blit, ui_draw.button

        def blit(surface, words, *args, **anchor):
            rect = real_blit(surface, words, *args, **anchor)
            if self.recording and surface is app.screen and keep():
                self.texts.append((words, pygame.Rect(rect)))
            return rect

        def button(surface, rect, words, *args, **kwargs):
            if self.recording and surface is app.screen and keep():
                self.buttons.append((words, pygame.Rect(rect)))
            return real_button(surface, rect, words, *args, **kwargs)

        monkeypatch.setattr(ui_text, "blit", blit)
        monkeypatch.setattr(ui_draw, "button", button)

    def frame(self, app, frames: int = 1) -> None:
        self.texts.clear()
        self.buttons.clear()
        app.redraw()
        self.recording = True
        try:
            ui.run(app, frames)
        finally:
            self.recording = False


def crowding(app, drawn: Drawn) -> list[str]:
    """What a person could not read in the frame, in words (empty when all is well)."""
    window = app.screen.get_rect()
    texts = [(w, r) for w, r in drawn.texts if w.strip() and r.width and r.height]
    unique = list(dict.fromkeys((w, tuple(r)) for w, r in texts))
    # a seat's banner lies over its seat box on a panel of its own for a few seconds, by design
    # (a banner too wide for its seat box is drawn in rows: each row a run of the banner's words)
    said = [banner.words.split() for banner, *_ in getattr(app.scene, "banners", [])]
    banners = {
        " ".join(words[start:end])
        for words in said
        for start in range(len(words))
        for end in range(start + 1, len(words) + 1)
    }
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


def resize(app, size: tuple[int, int]) -> None:
    """The window dragged to ``size``: the resize event, then a frame."""
    ui.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    ui.run(app)
    assert app.size == size, f"the window is {app.size}, not {size}"


SWEEP = [
    pytest.param(game, players, 1 + players % 2, id=f"{game}-{players}p-seed{1 + players % 2}")
    for game in ("assano", "opposites", "elements", "tornado_ellie")
    for players in sorted({2, 3, MOST[game]})
]
"""One game per table and player count (seeds 1 and 2 by turns), looked at wherever the person
decides anew every third move: more moments of one game than every seventh move of two games
gave, at half the frames played (a Tornado Ellie game is thousands of frames of live column)."""


@pytest.mark.parametrize(("game", "players", "seed"), SWEEP)
def test_every_text_is_readable_through_a_game(tmp_path, monkeypatch, game, players, seed):
    """Crowding depends on the moment (a seat that owes cards, a Tornado to name, the buttons of a
    stacking move, a seat at one card): at the smallest window, every third move of a game; with
    two players and with the most, at an early moment and mid-game in every size too (these
    looks had games of their own, the same table and player count at another seed)."""
    app = ui.make_app(tmp_path, (800, 600))
    table = ui.open_table(app, game, ["human"] + [BOT[game]] * (players - 1), OPTIONS.get(game), seed=seed)
    ui.draw_sampled(monkeypatch, app, table, moving=lambda: True, every=BETWEEN)
    drawn = Drawn(monkeypatch, app)
    looked: set[int] = set()
    sized: list[int] = []
    for moves in range(3, 64, 3):
        try:
            ui.play_moves(app, moves)
        except AssertionError:
            if ui.at_results(app):  # the game ended on the way
                break
            raise
        ui.settle(app, table)
        if ui.at_results(app):
            break
        if moves in SIZED and players in (2, MOST[game]):
            sized.append(moves)
            look_in_every_size(app, table, drawn, f"{game} with {players} players after {moves} moves")
        if len(table.state.history) in looked:  # the moment already looked at
            continue
        looked.add(len(table.state.history))
        drawn.frame(app)
        assert drawn.texts, f"no text recorded on the window after {moves} moves"
        problems = crowding(app, drawn)
        assert not problems, f"{game}, {players} players, after {moves} moves:\n" + "\n".join(problems)
    assert len(looked) >= 3, f"the {game} game ended after {len(looked)} looks"
    assert players not in (2, MOST[game]) or SIZED[0] in sized, "the game was never looked at in every size"


def look_in_every_size(app, table, drawn: Drawn, where: str) -> None:
    """The moment in each window size (the smallest included), then the smallest again."""
    for size in SIZES:
        resize(app, size)
        ui.settle(app, table)
        drawn.frame(app)
        assert drawn.texts, f"no text recorded on the window at {size}"
        problems = crowding(app, drawn)
        assert not problems, f"{where} at {size}:\n" + "\n".join(problems)
    resize(app, SIZES[0])
