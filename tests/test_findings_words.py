"""Issue 45's findings in words, as a player sees them at a Danish or German table."""

from __future__ import annotations

import pygame
import pytest

from scenes import language
from scenes.tables.assano import pictures as assano_pictures
from tests import ui_helpers as ui


@pytest.fixture
def speaking():
    """Set the window's language for one test, English again after it."""
    yield language.set_language
    language.set_language("en")


@pytest.mark.parametrize("code", ["en", "da", "de"])
def test_assano_corners_carry_no_colour_initials(tmp_path, monkeypatch, speaking, code) -> None:
    """A card's corners show its rank and its colour's shape: no initial ("Gr" was Grün and Grau)."""
    app = ui.make_app(tmp_path)
    speaking(code)
    table = ui.open_table(app, "assano", ["human", "easy"], seed=4)
    assano_pictures.face.cache_clear()
    drawn = [words for words, _ in ui.drawn_text(app, monkeypatch)]
    hand = table.obs["hand"]
    assert hand
    initials = {"R", "G", "B", "Y", "Gr", "Ge", "Gu", "Bl", "Rø"}
    assert not initials & set(drawn), sorted(initials & set(drawn))
    ranks = {assano_pictures.RANK_LABEL.get(card[1:], card[1:]) for card in hand if card not in ("W", "W4")}
    assert ranks <= set(drawn), "each card's rank is still written on it"


def test_a_card_drawn_and_played_at_once_says_it_was_the_drawn_card(tmp_path) -> None:
    """The log said "draws 2 and plays blue 2": the card played was the last one drawn, say so."""
    app = ui.make_app(tmp_path)
    table = ui.open_table(app, "assano", ["random", "random", "random"], seed=5)
    said = lambda: [line for line in table.log if "drawn" in line or "at once" in line]  # noqa: E731
    ui.wait_until(app, said, 20000, "a card drawn and played at once")
    line = said()[0]
    assert " draws a card, " in line or " cards and plays the last one drawn, " in line, line


def test_german_elements_log_reads_as_a_sentence(tmp_path, speaking) -> None:
    """ "Anna nimmt den Wasserwürfel (Wasser): Erde +5" read as machine-made; a German player
    reads whom the die went to and where the value is written, in one sentence."""
    app = ui.make_app(tmp_path)
    speaking("de")
    table = ui.open_table(app, "elements", ["random", "random"], seed=3)
    taken = lambda: [line for line in table.log if " nimmt " in line]  # noqa: E731
    ui.wait_until(app, taken, 20000, "a die taken")
    line = taken()[0]
    assert "(" not in line and " mit " in line and (" ein." in line or "kreuzt nichts an" in line), line


@pytest.mark.parametrize(
    ("code", "letter", "english"), [("en", "d", None), ("da", "t", "d"), ("de", "z", "d")]
)
def test_assano_draw_key_is_the_language_s_own_letter(tmp_path, monkeypatch, speaking, code, letter, english):
    """ "Ziehen [D]" took its key from English: the button shows the language's letter and that
    key draws (the English letter, where it differs, does nothing)."""
    app = ui.make_app(tmp_path)
    speaking(code)
    table = ui.open_table(app, "assano", ["human", "easy"], {"voluntary_draw": True}, seed=4)
    ui.settle(app, table)
    drawn = [words for words, _ in ui.drawn_text(app, monkeypatch)]
    assert any(words.endswith(f"[{letter.upper()}]") for words in drawn), drawn
    moves = len(table.state.history)
    if english is not None:
        ui.key(app, pygame.key.key_code(english), 3, unicode=english)
        assert len(table.state.history) == moves, "the English letter drew"
    ui.key(app, pygame.key.key_code(letter), 3, unicode=letter)
    assert len(table.state.history) > moves and "draw" in table.state.action_text(table.state.history[moves])
