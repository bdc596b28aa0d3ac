"""Day-one findings about the words on screen: plurals, card names in refusals, sentences that
start with a capital letter, text readable at 800x600, and the move log after a resume.

Each test drives the real app (or, for the engine's own words, the engine) and checks what a
person reads.
"""

from __future__ import annotations

import random
import re

import pygame
import pygame_menu
import pytest

from game import registry
from game.match import Match
from scenes.menu import MenuScene
from scenes.results import ResultsScene
from scenes.table import LOG_LINES, TableScene
from tests import ui_helpers as ui
from tests.assano_helpers import rig as rig_assano
from tests.test_opposites_helpers import arrange as arrange_opposites
from tests.test_tornado_rules import rig as rig_tornado
from tests.ui_helpers import click, focus_on, key, make_app, run, screen, seats, wait_until

GAMES = ("assano", "opposites", "elements", "tornado_ellie")
NOUNS = "cards|points|trees|houses|cows|pigs|hens|items|rounds|moves|turns|rows|faces|sets|piles"
ONE_WITH_PLURAL = re.compile(rf"(?<![\d.,-])1 (?:\w+ )?(?:{NOUNS})\b")
"""'1 cards', '1 penalty cards', '1 more cards': a count of one with a plural noun."""


def unlooked(monkeypatch, app, table: TableScene) -> None:
    """A game whose checks read the table's log and hints (not its frames) draws only each new
    moment, at input and every eighth frame (``ui.draw_sampled``): the same moves, log and hints
    (checked game by game), in a quarter of the time."""
    ui.draw_sampled(monkeypatch, app, table, moving=lambda: True, every=8)


def open_on(app, state, kinds: list[str]) -> TableScene:
    """A table over an arranged position (the engine's own state, the seats as given)."""
    table = TableScene(app, Match(state, seats(kinds)), autosave=False)
    app.show(table)
    run(app, 3)
    return table


class Words:
    """Every string drawn through the text module, and every size it was drawn at."""

    def __init__(self, monkeypatch) -> None:
        import scenes.ui.text as ui_text

        self.drawn: list[str] = []
        self.sizes: dict[int, str] = {}  # size -> a screen that drew it
        self.where = ""
        real_label, real_font = ui_text.label, ui_text.font

        def label(words, size, colour, bold=False):
            self.drawn.append(words)
            return real_label(words, size, colour, bold)

        def font(size, bold=False):
            self.sizes.setdefault(size, self.where)
            return real_font(size, bold)

        monkeypatch.setattr(ui_text, "label", label)
        monkeypatch.setattr(ui_text, "font", font)

    def text(self) -> str:
        return "\n".join(self.drawn)

    def forms(self, app) -> None:
        """The font sizes of every control (and title) of the forms on screen."""
        for scene in app.stack:
            menu = getattr(scene, "menu", None)
            if not isinstance(menu, pygame_menu.Menu):
                continue
            where = type(scene).__name__
            self.sizes.setdefault(menu.get_theme().title_font_size, where)
            for widget in menu.get_widgets():
                if not widget.get_title().strip():
                    continue  # a margin or a frame: no text
                self.sizes.setdefault(widget.get_font_info()["size"], f"{where}: {widget.get_title()!r}")


# -- plurals ---------------------------------------------------------------------------------
def test_one_helper_chooses_the_singular_or_the_plural_by_count_and_no_string_writes_card_s() -> None:
    from scenes import strings

    assert strings.plural("cards", 1) == "1 card"
    assert strings.plural("cards", 0) == "0 cards"
    assert strings.plural("points", 1) == "1 point"
    assert strings.plural("tornado_ellie_pieces_tree", 1) == "1 tree"
    fixed = [key for key, words in strings.every_string().items() if "(s)" in str(words)]
    assert not fixed, f"strings with a fixed plural: {fixed}"


def test_assano_counts_of_one_read_in_the_singular_on_the_table(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path)
    state = rig_assano(["B2 G5 R3", "R1"], top="G0", target=1)
    state.plus = [1, 0]
    words = Words(monkeypatch)
    open_on(app, state, ["human", "heuristic"])
    drawn = words.text()
    assert "1 card" in drawn and "1 point" in drawn and "match to 1 point" in drawn
    assert not ONE_WITH_PLURAL.findall(drawn), ONE_WITH_PLURAL.findall(drawn)


def test_tornado_ellie_counts_of_one_read_in_the_singular_on_the_table(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path)
    state = rig_tornado(hands=[["pig7", "sheep3"], ["hen2"]], table=["pig5"])
    state.supply = {"house": 1, "cow": 1, "tree": 1}
    state.farms[1] = {"house": 1, "cow": 1, "tree": 1}
    words = Words(monkeypatch)
    open_on(app, state, ["human", "random"])
    drawn = words.text()
    assert "a tree" in drawn and "a card" in drawn
    assert not ONE_WITH_PLURAL.findall(drawn), ONE_WITH_PLURAL.findall(drawn)


def test_opposites_asks_for_1_more_card_not_1_more_cards(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path)
    state = arrange_opposites(["S13 W7", "S2"], ["S5", "W9", "M13"])
    words = Words(monkeypatch)
    table = open_on(app, state, ["human", "random"])
    assert "1 more card to place" in table.view.hint(table.obs, table.legal(), True)
    drawn = words.text()
    assert "1 more card to place" in drawn
    assert not ONE_WITH_PLURAL.findall(drawn), ONE_WITH_PLURAL.findall(drawn)


# -- refusals name the cards as they read -------------------------------------------------------
def hand_target(table: TableScene, card: str) -> pygame.Rect:
    cards = [t for t in table.targets() if isinstance(t.key, tuple) and t.key[0] == "card"]
    return next(t.rect for t in cards if t.key[-1] == card)


def test_an_assano_refusal_names_the_cards_as_they_read(tmp_path) -> None:
    app = make_app(tmp_path)
    table = open_on(app, rig_assano(["B2 G5 R3", "R1"], top="G0"), ["human", "heuristic"])
    click(app, hand_target(table, "B2").center)
    assert table.message == "Blue 2 does not match green 0."
    assert table.state.history == []


def test_an_opposites_refusal_names_the_cards_as_they_read(tmp_path) -> None:
    app = make_app(tmp_path)
    table = open_on(app, arrange_opposites(["S13 W7", "S2"], ["S5", "W9", "M13"]), ["human", "random"])
    click(app, hand_target(table, "W7").center)
    pile = next(t.rect for t in table.targets() if t.key == ("pile", 0))
    click(app, pile.center)
    assert table.message == "Water 7 fits neither the number nor the symbol of pile 1 (sun 5: needs moon)."


def test_a_tornado_ellie_refusal_names_the_cards_as_they_read(tmp_path) -> None:
    app = make_app(tmp_path)
    state = rig_tornado(hands=[["pig7", "sheep3"], ["hen2"]], table=["pig5"])
    table = open_on(app, state, ["human", "random"])
    click(app, hand_target(table, "sheep3").center)
    assert table.message.startswith("3 sheep does not fit on 5 pigs: play a pig card")
    assert "sheep3" not in table.message and "pig5" not in table.message


def test_the_engines_name_their_cards_as_printed_and_keep_the_codes_for_saves() -> None:
    from game.assano import cards as assano
    from game.elements.rules import die_name
    from game.opposites import cards as opposites
    from game.tornado_ellie import cards as tornado_ellie

    assert assano.card_name(assano.parse_card("B2")) == "blue 2"
    assert assano.card_name(assano.parse_card("GS")) == "green skip"
    assert assano.card_name(assano.parse_card("W4")) == "wild draw four"
    assert assano.card_text(assano.parse_card("B2")) == "B2"  # the wire and save format
    assert opposites.card_name(opposites.parse_card("F5")) == "fire 5"
    assert opposites.card_name(opposites.TORNADO) == "Tornado"
    assert tornado_ellie.card_name("sheep2-lightning") == "2 sheep with lightning"
    assert tornado_ellie.card_name("pig1") == "1 pig"
    assert die_name(4) == "the grey die"


# -- sentences start with a capital letter and end properly ------------------------------------
def sentence_problem(words: str) -> str | None:
    if not words[:1].isupper() and not words[:1].isdigit() and not words.startswith("'"):
        return "starts in lowercase"
    if words.rstrip()[-1:] not in ".!?":
        return "has no full stop"
    return None


@pytest.mark.parametrize("game_id", GAMES)
def test_every_refusal_is_a_sentence(game_id: str) -> None:
    """Random games; at each step, every action legal somewhere else but not here is refused with a
    reason that starts with a capital letter and ends with a full stop."""
    spec = registry.get(game_id)
    rng = random.Random(5)
    seen: set = set()
    bad: dict[str, str] = {}
    for game in range(3):
        state = spec.new_game(spec.min_players + game % 2, {}, seed=game)
        for _ in range(120):
            if state.is_over():
                break
            legal = state.legal_actions()
            if state.current_player() >= 0:
                for action in list(seen)[:60]:
                    if action not in legal:
                        reason = str(state.explain_illegal(action))  # a Message or its English
                        problem = sentence_problem(reason)
                        if problem:
                            bad.setdefault(reason, problem)
                seen.update(legal[:20])
            state.apply(legal[int(rng.random() * len(legal))])
    assert not bad, bad


@pytest.mark.parametrize("game_id", GAMES)
def test_the_move_log_and_hints_are_sentences(tmp_path, monkeypatch, game_id: str) -> None:
    app = make_app(tmp_path)
    spec = registry.get(game_id)
    kinds = ["random"] * spec.min_players if spec.min_players > 1 else ["random"]
    table = TableScene.new(app, game_id, seats(kinds), {}, seed=3, autosave=False)
    app.show(table)
    unlooked(monkeypatch, app, table)  # the log and hints are read from the table, not the frames
    hints: set[str] = set()
    for _ in range(900):
        run(app)
        if app.scene is not table:
            break
        hints.add(table.view.hint(table.obs, table.legal(), table.deciding()))

    def log_lines() -> list[str]:
        return [line for entry in table.log for line in entry.split("\n")]

    lines = log_lines()
    assert len(lines) > 5
    bad = {line: sentence_problem(line) for line in lines if sentence_problem(line)}
    assert not bad, bad
    bad = {hint: sentence_problem(hint) for hint in hints if hint and sentence_problem(hint)}
    assert not bad, bad


# -- readable at 800x600 -----------------------------------------------------------------------
def test_no_screen_draws_text_below_12_pixels_at_800x600(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, (800, 600))
    words = Words(monkeypatch)  # after the app, which empties the text module's cache

    def look(where: str, frames: int = 3) -> None:
        words.where = where
        run(app, frames)
        words.forms(app)

    app.show(MenuScene(app))
    look("menu")
    click(app, app.scene.cards[0].center)
    look("setup")
    assert screen(app) == "SetupScene"
    focus_on(app, "Read the rules")
    key(app, pygame.K_RETURN)
    look("rules")
    assert screen(app) == "RulesScene"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    wait_until(app, lambda: screen(app) == "MenuScene", 30, "the menu")
    key(app, pygame.K_s)
    look("settings")
    assert screen(app) == "SettingsScene"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_p)
    look("practice column", 10)
    assert screen(app) == "ColumnScene"
    for game_id in GAMES:
        spec = registry.get(game_id)
        kinds = ["human"] + ["random"] * max(0, spec.max_players - 1)
        table = TableScene.new(app, game_id, seats(kinds), {}, seed=2, autosave=False)
        app.show(table)
        look(f"{game_id} table ({len(kinds)} players)", 120)
        key(app, pygame.K_ESCAPE)
        look(f"{game_id} pause")
        assert screen(app) == "PauseScene"
        key(app, pygame.K_ESCAPE)
    options = {"target": 0}
    table = TableScene.new(app, "assano", seats(["random", "random"]), options, seed=1, autosave=False)
    app.show(table)
    wait_until(app, lambda: isinstance(app.scene, ResultsScene), 20000, "the results")
    look("results")
    small = {size: where for size, where in words.sizes.items() if size < 12}
    assert not small, f"text below 12 px: {small}"


# -- the move log after a resume ---------------------------------------------------------------
def test_a_resumed_game_shows_its_recent_moves_in_the_log(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, anim="off")  # the log is the subject, not the motion
    table = TableScene.new(app, "opposites", seats(["random", "random", "random"]), {}, seed=4)
    app.show(table)
    unlooked(monkeypatch, app, table)
    wait_until(app, lambda: len(table.state.history) >= 30, 6000, "30 moves")
    ui.quit_to_menu(app)  # the autosave keeps the game
    run(app, 2)
    moves = len(table.state.history)
    live = list(table.log)

    app = ui.start_app(tmp_path)
    key(app, pygame.K_r, frames=2)
    resumed = app.scene
    assert isinstance(resumed, TableScene)
    log = list(resumed.log)  # the computer players may already have gone on
    assert f"Resumed after {moves} moves." in log
    assert log[: log.index(f"Resumed after {moves} moves.")] == live  # described as they were live


def test_a_long_game_resumes_with_its_last_moves(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, anim="off")  # the log is the subject, not the motion
    table = TableScene.new(app, "elements", seats(["random", "random"]), {}, seed=6)
    app.show(table)
    unlooked(monkeypatch, app, table)
    wait_until(app, lambda: len(table.state.history) >= LOG_LINES + 10, 20000, "a long game")
    ui.quit_to_menu(app)
    run(app, 2)
    live = list(table.log)
    app = ui.start_app(tmp_path)
    key(app, pygame.K_r, frames=2)
    log = list(app.scene.log)
    resumed = next(i for i, entry in enumerate(log) if entry.startswith("Resumed after"))
    assert resumed > LOG_LINES // 2, "too few moves in the log"
    assert log[:resumed] == live[-resumed:]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_log_shows_only_whole_entries(tmp_path, monkeypatch, size) -> None:
    """The panel's log ends with the newest entries that fit, each whole: the top row drawn is
    always the first row of an entry, never the tail of a wrapped one."""
    import scenes.ui.text as ui_text

    app = make_app(tmp_path, size)
    table = TableScene.new(app, "opposites", seats(["random"] * 4), {}, seed=8, autosave=False)
    app.show(table)
    unlooked(monkeypatch, app, table)  # the panel is rendered on its own below
    rows: list[str] = []
    real = ui_text.blit

    def record(surface, words, *args, **kwargs):
        rows.append(words)
        return real(surface, words, *args, **kwargs)

    cut = 0
    for _ in range(40):
        moves = len(table.state.history)
        wait_until(app, lambda: len(table.state.history) > moves, 3000, "a move")  # noqa: B023
        rows.clear()
        monkeypatch.setattr(ui_text, "blit", record)
        table.render_panel(tuple(table.view.panel_lines(table.obs)))
        monkeypatch.setattr(ui_text, "blit", real)
        shown = rows[rows.index("Moves") + 1 :]
        assert shown, "the log shows nothing"
        drawn = " ".join(" ".join(shown).split())
        entries = [" ".join(entry.split()) for entry in table.log]
        whole = {" ".join(entries[start:]) for start in range(len(entries))}
        assert drawn in whole, f"the log's top row {shown[0]!r} is not the start of an entry"
        cut += drawn != " ".join(entries)
    assert cut, "the log never overflowed: the test saw nothing to cut"


def assert_hint_bar_shows(app, table: TableScene, shown, monkeypatch) -> None:
    """The words ``shown(table)`` are drawn whole in the hint bar, every row inside it and at 12 px
    at least."""
    from scenes.assets import font

    drawn = ui.drawn_text(app, monkeypatch)
    words = shown(table)
    bar = table.hint_rect
    rows = [(w, r) for w, r in drawn if r.colliderect(bar) and len(w) > 3 and w in words]  # no card corner
    assert " ".join(w for w, _ in rows) == words, f"the hint bar does not show {words!r} whole"
    for row, rect in rows:
        assert bar.contains(rect), f"{row!r} at {rect} runs out of the hint bar {bar}"
        assert rect.width >= font(12).size(row)[0], f"{row!r} is drawn under 12 px"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_stays_whole_inside_its_bar_at_800x600(tmp_path, monkeypatch, game_id: str) -> None:
    app = make_app(tmp_path, (800, 600))
    spec = registry.get(game_id)
    kinds = ["human"] + ["random"] * max(0, spec.max_players - 1)
    table = TableScene.new(app, game_id, seats(kinds), {}, seed=2, autosave=False)
    app.show(table)
    wait_until(app, lambda: table.deciding() and not table.flights.busy(), 3000, "the person's turn")
    run(app, 90)  # the dice come to rest

    def hint(table: TableScene) -> str:
        return table.view.hint(table.obs, table.legal(), table.last_ctx.deciding)

    assert_hint_bar_shows(app, table, hint, monkeypatch)


def test_a_long_refusal_wraps_to_two_rows_at_800x600_instead_of_shrinking(tmp_path, monkeypatch) -> None:
    """The longest refusals run past the bar's width at 12 px: they wrap to a second row."""
    app = make_app(tmp_path, (800, 600))
    table = open_on(app, arrange_opposites(["F5 F6 W5 W1", "S2"], ["S5", "W9", "M13"]), ["human", "random"])
    click(app, hand_target(table, "F5").center)
    click(app, next(t.rect for t in table.targets() if t.key == ("pile", 1)).center)
    assert table.message.startswith("Placing fire 5 on pile 2 would make it impossible")
    assert_hint_bar_shows(app, table, lambda table: table.message, monkeypatch)
