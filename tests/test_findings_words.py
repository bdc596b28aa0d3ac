"""Issue 45's findings in words, as a player sees them at a Danish or German table."""

from __future__ import annotations

import random
import re

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


def own_keys(table) -> dict[int, object]:
    """The keys of this moment's controls, each naming one control: two sharing a key would make
    the key do one of them unseen."""
    bound = [(t.hotkey, t.key) for t in table.controls() if t.enabled and t.hotkey is not None]
    codes = [code for code, _ in bound]
    assert len(codes) == len(set(codes)), bound
    return dict(bound)


def press_letter(app, letter: str) -> None:
    ui.key(app, pygame.key.key_code(letter.lower()), 3, unicode=letter.lower())


@pytest.mark.parametrize(("code", "counter", "accept"), [("da", "A", "T"), ("de", "K", "A")])
def test_opposites_buttons_take_the_language_s_letters(
    tmp_path, monkeypatch, speaking, code, counter, accept
):
    """ "Counter [C]" and "Accept [A]" were English letters: a Danish or German player facing a
    Tornado sees the language's letters on the buttons, and the counter's letter counters (the
    English C does nothing)."""
    from tests.test_opposites_helpers import arrange

    app = ui.make_app(tmp_path)
    speaking(code)
    state = arrange(["T S1 M2", "T S9"], ["F3", "F11", "F13"], deck_top="S5 S6 S7 S8 T M5 M6 M7")
    for words in ("place T 1", "name 1 water", "end"):
        state.apply(state.parse_action(words))
    table = ui.open_position(app, state, ["random", "human"])
    ui.settle(app, table)
    drawn = [words for words, _ in ui.drawn_text(app, monkeypatch)]
    assert any(words.endswith(f"[{counter}]") for words in drawn), drawn
    assert any(words.endswith(f"[{accept}]") for words in drawn), drawn
    assert set(own_keys(table)) >= {pygame.key.key_code(counter.lower()), pygame.key.key_code(accept.lower())}
    moves = len(table.state.history)
    press_letter(app, "c")
    assert len(table.state.history) == moves, "the English C countered"
    press_letter(app, counter)
    assert "counter" in table.state.action_text(table.state.history[moves])


@pytest.mark.parametrize(("code", "turn", "cow", "tree"), [("da", "D", "K", "T"), ("de", "D", "K", "B")])
def test_tornado_ellie_buttons_take_the_language_s_letters(
    tmp_path, monkeypatch, speaking, code, turn, cow, tree
):
    """The turn button was R and the pieces H, C, T in every language: a Danish or German
    player turns with the letter the button shows, picks the piece by its own word's letter
    (Kuh K, Baum B) and places it."""
    from tests.test_tornado_rules import do, rig

    app = ui.make_app(tmp_path)
    speaking(code)
    state = rig(hands=[["pig2-lightning"], ["pig5"]], pile=[("pig9", ("cow", "tree"))])
    do(state, "play pig2-lightning")
    table = ui.open_position(app, state, ["random", "human"])
    ui.settle(app, table)
    drawn = [words for words, _ in ui.drawn_text(app, monkeypatch)]
    assert any(words.endswith(f"[{turn}]") for words in drawn), drawn
    own_keys(table)
    moves = len(table.state.history)
    press_letter(app, "r")
    assert len(table.state.history) == moves, "the English R turned the tornado"
    press_letter(app, turn)
    assert table.state.action_text(table.state.history[moves]) == "rotate"
    ui.wait_until(
        app, lambda: table.obs["phase"] == "stack" and ui.person_decides(app, table), 3000, "stacking"
    )
    drawn = [words for words, _ in ui.drawn_text(app, monkeypatch)]
    assert any(words.endswith(f"[{cow}]") for words in drawn) and any(
        words.endswith(f"[{tree}]") for words in drawn
    )
    own_keys(table)
    moves = len(table.state.history)
    press_letter(app, tree)
    ui.key(app, pygame.K_RETURN, 3)
    assert table.state.action_text(table.state.history[moves]).startswith("place tree")


@pytest.mark.parametrize("code", ["da", "de"])
def test_elements_rows_take_the_language_s_letters(tmp_path, monkeypatch, speaking, code):
    """A=Luft and L=Hell were English: with a die that fits two rows, each lit row shows its own
    letter (Danish Luft L and Lys Y; German Hell H, the helper moved to T), pressing it crosses
    that row, and no two controls share a key."""
    from game.elements.rules import TARGETS, TakeDie
    from scenes.tables.elements.choosing import row_letter

    app = ui.make_app(tmp_path)
    speaking(code)
    table = ui.open_table(app, "elements", ["human"], seed=3)
    for _ in range(60):
        ui.settle(app, table)
        own_keys(table)
        view = table.view
        opts = view.options(table.legal())
        two = next((d for d, o in sorted(opts.items()) if len([t for _, t in o if t != 6]) > 1), None)
        if two is not None and not table.obs["miss"]:
            break
        press_letter(app, str(min(opts) + 1))
    else:
        raise AssertionError("no die fitting two rows in 60 picks")
    press_letter(app, str(two + 1))
    assert view.chosen == two
    rows = [t for _, t in opts[two] if t != 6]
    drawn = [words for words, _ in ui.drawn_text(app, monkeypatch)]
    letters = [row_letter(row) for row in rows]
    assert set(letters) <= set(drawn), (letters, drawn)
    keys = own_keys(table)
    assert {pygame.key.key_code(letter.lower()) for letter in letters} <= set(keys)
    moves = len(table.state.history)
    press_letter(app, letters[-1])
    move = table.state.decode(table.state.history[moves])
    assert isinstance(move, TakeDie) and TARGETS.index(move.row) == rows[-1]
    # a miss: the chosen die lights the light row (Lys Y, Hell H) beside the confirm button
    for _ in range(200):
        ui.settle(app, table)
        if table.obs["miss"] or ui.at_results(app):
            break
        die = min(view.options(table.legal()))
        press_letter(app, str(die + 1))
        if view.chosen == die:  # it fits two rows: the first one, by its letter
            press_letter(app, row_letter(min(t for _, t in view.options(table.legal())[die])))
    assert table.obs["miss"], "no miss in 200 picks"
    die = min(view.options(table.legal()))
    press_letter(app, str(die + 1))
    assert view.chosen == die
    own_keys(table)
    light = row_letter(TARGETS.index("light"))
    assert light in [words for words, _ in ui.drawn_text(app, monkeypatch)]
    moves = len(table.state.history)
    press_letter(app, light)
    move = table.state.decode(table.state.history[moves])
    assert isinstance(move, TakeDie) and move.row == "light"


def test_assano_log_names_each_round_s_start_card(tmp_path, monkeypatch, speaking) -> None:
    """ "draws 2 and plays blue 2" did not say what the start card was: the log names the card
    turned up and who begins, for the first round and for each next one (after the round's
    result), and names it again in Danish when the language changes mid-game."""
    from scenes.tables.assano.words import card_name

    app = ui.make_app(tmp_path, anim="off")  # the log is the subject, not the motion
    table = ui.open_table(app, "assano", ["random", "random", "random"], seed=5)
    ui.draw_sampled(monkeypatch, app, table, moving=lambda: True, every=8)  # (nobody looks at them)
    start = table.start_state().observation(0)
    begins = f"The start card is {card_name(start['top'])}; {table.names[start['current']]} begins."
    assert list(table.log)[1] == begins, list(table.log)[:3]
    round_won = lambda: [i for i, line in enumerate(table.log) if " goes out and scores " in line]  # noqa: E731
    ui.wait_until(app, lambda: round_won() and round_won()[0] + 1 < len(table.log), 40000, "a round won")
    after = list(table.log)[round_won()[0] + 1]
    assert after.startswith("The start card is ") and after.endswith(" begins."), after
    ui.choose_danish_at_the_table(app, table)
    assert any(line.startswith("Startkortet er ") for line in table.log), list(table.log)


@pytest.mark.parametrize(("code", "track", "new"), [("da", "b", "n"), ("de", "b", "n")])
def test_tornado_practice_keys_are_the_language_s_letters(tmp_path, monkeypatch, speaking, code, track, new):
    """The practice line said "T: Bahn" and "R: neue Säule": each key is the letter of its word in
    the window's language, the line says so and that key does it (T and R do nothing)."""
    from scenes.scene import Scene
    from scenes.tables.tornado_ellie.practice import ColumnScene

    app = ui.make_app(tmp_path)
    speaking(code)
    scene = ColumnScene(app, back=Scene(app), height=5)
    app.show(scene)
    ui.run(app, 2)
    line = next(words for words, _ in ui.drawn_text(app, monkeypatch) if "Esc" in words)
    keys = set(re.findall(r"\b([A-Z]) (?:for|für)\b", line))  # "B for den anden bane", "N für ..."
    assert keys == {track.upper(), new.upper()}, line
    before = (scene.track, scene.seed)
    press_letter(app, "t")
    press_letter(app, "r")
    assert (scene.track, scene.seed) == before, "the English letters still worked"
    press_letter(app, track)
    assert scene.track != before[0]
    press_letter(app, new)
    assert scene.seed == before[1] + 1


SWEEPS = [
    ("assano", ["human", "random"], {"target": 0, "challenge_wild_draw_four": True, "stacking": True}),
    ("opposites", ["human", "random"], {}),
    ("elements", ["human", "random"], {}),  # solo would click the helper into its long table build
    ("tornado_ellie", ["human", "random"], {"dexterity": "off"}),
]


@pytest.mark.parametrize("code", ["da", "de"])
@pytest.mark.parametrize(("game", "kinds", "options"), SWEEPS, ids=[game for game, _, _ in SWEEPS])
def test_no_two_controls_share_a_key_through_a_whole_game(tmp_path, speaking, code, game, kinds, options):
    """Played through by clicks in a Danish or German window: at every moment the person decides,
    each key names one control (the letters come from the words, so two words could collide)."""
    from scenes.table import TableScene

    app = ui.make_app(tmp_path, anim="off")
    speaking(code)
    ui.open_table(app, game, kinds, options, seed=2)
    seen: list[int] = []

    def check(app) -> None:
        scene = app.scene
        if isinstance(scene, TableScene) and ui.person_decides(app, scene):
            seen.append(len(own_keys(scene)))

    ui.play_by_clicks(app, random.Random(1), on_frame=check)
    assert seen and max(seen) > 1, "no moment with keys was seen"


MENU_LETTERS = {
    "da": {"settings": "i", "history": "h", "join": "s", "quit": "a", "practice": "t", "learn": "l"},
    "de": {"settings": "e", "history": "v", "join": "m", "quit": "b", "practice": "t", "learn": "l"},
}


@pytest.mark.parametrize("code", ["da", "de"])
def test_the_menu_s_buttons_answer_to_the_letters_they_show(tmp_path, monkeypatch, speaking, code) -> None:
    """ "Afslut [Q]" and "Einstellungen [S]": the menu's keys were English in every language. Each
    button shows its own language's letter, that letter opens what the button opens, and the
    English letters the language does not show do nothing."""
    from scenes.menu import MenuScene
    from scenes.navigation import To

    app = ui.make_app(tmp_path)
    speaking(code)
    app.go(To.MENU)
    ui.run(app, 2)
    shown = " ".join(words for words, _ in ui.drawn_text(app, monkeypatch))
    for letter in MENU_LETTERS[code].values():
        assert f"[{letter.upper()}]" in shown, (letter, shown)
    for english in sorted(set("qsjph") - set(MENU_LETTERS[code].values())):  # the English letters
        press_letter(app, english)
        assert isinstance(app.scene, MenuScene) and app.running, english
    opened = {}
    for name, letter in MENU_LETTERS[code].items():
        if name == "quit":
            continue
        app.go(To.MENU)
        ui.run(app, 2)
        press_letter(app, letter)
        ui.run(app, 2)
        opened[name] = type(app.scene).__name__
        assert not isinstance(app.scene, MenuScene) or len(app.stack) > 1, (name, letter)
    assert opened["settings"] == "SettingsScene" and opened["practice"] == "ColumnScene", opened
    app.go(To.MENU)
    ui.run(app, 2)
    press_letter(app, MENU_LETTERS[code]["quit"])
    assert not app.running
