"""Issue 23 on the screens (everything but the game tables): every word from the catalogue, the
language setting switching at once by real input, catalogues that agree with the template and
render with the shipped fonts, and text that fits its box at 800x600 and 2560x1440 in every
language.

The screens are visited by a person's input only (keys, clicks, typing), on one tour shared by
the tests (``tour``). The pseudo language (``language.PSEUDO``) accents every catalogued letter,
so a plain ASCII word drawn in it came from outside the catalogue. What the game tables draw
(``scenes/table.py``, ``scenes/tables/``, the hand and seat boxes) and the rows a game's view
gives its results are the tables' words, checked by their own tests: here only the screens'.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pygame
import pygame_menu
import pytest
from babel.support import NullTranslations

from game import registry
from scenes import language
from scenes.app import MIN_SIZE
from scenes.games import game_name
from scenes.licences import ART, FONTS, LIBRARIES, own_licence
from scenes.strings import text
from scenes.ui import text as ui_text
from tests.own_words import own_words
from tests.test_day_one_layout import Drawn
from tests.test_history import finished_game
from tests.ui_helpers import (
    DrawnText,
    click,
    draw_sampled,
    focused_widget,
    key,
    menu_target,
    post,
    run,
    screen,
    seats,
    showing,
    start_app,
    type_text,
    wait_until,
)

ROOT = Path(__file__).resolve().parent.parent
TABLE_CODE = (
    "scenes/table.py",
    "scenes/tables/",
    "scenes/ui/hand.py",
    "scenes/ui/seat_box.py",
    "scenes/ui/cards.py",
)
"""The game tables' own code: what it draws is the tables' part of the issue (their tests)."""


@cache
def table_file(filename: str) -> bool:
    """Whether the file ``filename`` is the tables' code (asked for each frame of each text drawn)."""
    name = filename.replace("\\", "/")
    return any(part in name for part in TABLE_CODE)

TYPED = ["Ann", "Bo"]
"""Names people typed (the history's players): shown as typed, in every language."""
ALLOWED = [
    "Stormtable",  # the program's name, the same in every language
    "TEST",  # pygame-menu renders it to measure a font's height (toggle, slider); never shown
    *language.LANGUAGES.values(),  # each language is offered in its own words: English, Dansk, Deutsch
    *TYPED,
]
WORD = re.compile(r"[A-Za-z]{2,}")


def menu_key(name: str) -> int:
    """The key of the menu's button ``name`` in the window's language: the letter its label shows."""
    from scenes.menu import buttons
    from scenes.ui.shortcuts import bracket_key

    found = bracket_key(text(buttons()[name]))
    assert found is not None, name
    return found


def proper_names() -> list[str]:
    """What ships, by its own name, each licence by its own name and Stormtable's own licence in
    its own words, which bind in English (the About page)."""
    words = WORD.findall(" ".join(own_licence()))
    for item in (*LIBRARIES, *FONTS, *ART):
        words += WORD.findall(item.name)
        if not getattr(item, "licence_id", ""):
            words += WORD.findall(item.licence)
    return words


def data_folder_words(folder: Path) -> list[str]:
    """The data folder's path and the names of its files (a set-aside save, the crash log), as the
    About page and the notices name them."""
    from scenes.about import CRASH_LOG

    names = [str(folder), CRASH_LOG, *(path.name for path in folder.rglob("*"))]
    return WORD.findall(" ".join(names))


class ScreenWords(DrawnText):
    """Every string a font renders, noted with whether the tables' code drew it, and the size of
    every font that drew (none may be below ``ui_text.MIN_SIZE``)."""

    def __init__(self, monkeypatch) -> None:
        super().__init__(monkeypatch)
        self.by_table: set[str] = set()
        self.sizes: list[tuple[int, str]] = []
        recorder = self
        recording = pygame.font.Font

        class NotingFont(recording):
            def render(self, words, *args, **kwargs):
                frame = sys._getframe(1)
                while frame is not None:
                    if table_file(frame.f_code.co_filename):
                        recorder.by_table.add(str(words))
                        break
                    frame = frame.f_back
                if str(words).strip() and str(words) != "TEST":
                    recorder.sizes.append((self.point_size, str(words)))
                return super().render(words, *args, **kwargs)

        monkeypatch.setattr(pygame.font, "Font", NotingFont)

    def screens_english(self, allowed: list[str], also: set[str] = frozenset()) -> list[str]:
        """The screens' strings with a plain ASCII word (not the tables', not ``also``)."""
        return [w for w in self.english(allowed) if w not in self.by_table and w not in also]

    def clear(self) -> None:
        self.words.clear()
        self.by_table.clear()
        self.sizes.clear()


# -- the tour: every screen, reached by input ------------------------------------------------------
def prepare(folder: Path) -> None:
    """A data folder with history (five finished games of the four kinds), a game in progress and a
    save that cannot be read (its notice shows on the menu)."""
    from scenes.store import Store

    store = Store(folder)
    for index, (game_id, players) in enumerate(
        [("assano", 2), ("opposites", 2), ("elements", 1), ("tornado_ellie", 2), ("assano", 3)]
    ):
        chosen = seats(["human"] + ["hard" if index % 2 else "medium"] * (players - 1))
        chosen[0] = type(chosen[0])("human", TYPED[0])
        if players > 2:
            chosen[1] = type(chosen[1])("human", TYPED[1])
        store.record_history(finished_game(game_id, 10 + index, players), chosen, now=1.7e9 + 3600 * index)
    state = registry.get("assano").new_game(2, {"target": 0}, 4)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    store.autosave(state, [type(chosen[0])("human", TYPED[0]), type(chosen[0])("medium", TYPED[1])])
    (folder / "saves" / "opposites.json").write_bytes(b"\xff not a save")


def focus_id(app, widget_id: str, limit: int = 120) -> None:
    """Down until the form's focus is on the control ``widget_id`` (whatever the language)."""
    for _ in range(limit):
        widget = focused_widget(app)
        if widget is not None and widget.get_id() == widget_id:
            return
        key(app, pygame.K_DOWN)
    raise AssertionError(f"no control {widget_id!r} on {screen(app)}")


def press_id(app, widget_id: str, frames: int = 2) -> None:
    focus_id(app, widget_id)
    key(app, pygame.K_RETURN, frames)


def change_every_control(app) -> None:
    """Each control of the form once, as a person would: Right on a selector, a switch or a
    slider, a digit typed into a text field (the focus moves on with Down). A quick hand: the
    keys for one control and the Down after them arrive in one frame (a frame of a form at
    2560x1440 costs tens of milliseconds)."""
    menu = app.scene.menu
    seen = set()
    for _ in range(200):
        widget = focused_widget(app)
        if widget is None or widget.get_id() in seen:
            break
        seen.add(widget.get_id())
        if isinstance(widget, pygame_menu.widgets.TextInput):
            key(app, pygame.K_END, 0)
            type_text(app, "7", 0)
        elif (
            isinstance(
                widget,
                pygame_menu.widgets.Selector
                | pygame_menu.widgets.ToggleSwitch
                | pygame_menu.widgets.RangeSlider,
            )
            and widget.get_id() not in ("language", "fullscreen")  # (the window stays as it is)
        ):
            key(app, pygame.K_RIGHT, 0)
        key(app, pygame.K_DOWN)
        if app.scene.menu is not menu:  # a control rebuilt the form (none should): start over
            menu = app.scene.menu
    assert len(seen) > 3, f"only {seen} reached on {screen(app)}"


def back_to(app, name: str, limit: int = 4) -> None:
    for _ in range(limit):
        if showing(app, name):
            return
        key(app, pygame.K_ESCAPE, 2)
    assert showing(app, name), f"Esc did not lead back to {name} (on {screen(app)})"


def tour(app) -> Iterator[str]:
    """Every screen but the game tables, reached by input; yields a name at each (the frame after
    is the screen as shown). Starts and ends on the menu."""
    assert showing(app, "MenuScene")
    yield "menu"
    for game_id in ("assano", "opposites", "elements", "tornado_ellie"):
        click(app, menu_target(app, game_id).center, 2)
        assert showing(app, "SetupScene"), screen(app)
        yield f"setup {game_id}"
        change_every_control(app)
        yield f"setup {game_id} changed"
        if game_id == "assano":  # a game in progress: starting asks first
            press_id(app, "start")
            assert showing(app, "ChoiceScene"), screen(app)
            yield "in progress question"
            key(app, pygame.K_ESCAPE, 2)  # back to the setup
            assert showing(app, "SetupScene"), screen(app)
        if game_id == "opposites":  # a turn limit of 0 is refused, in words over the form
            focus_id(app, "option:turn_limit")
            key(app, pygame.K_END)
            for _ in range(8):  # a quick hand: the eight presses arrive in one frame
                key(app, pygame.K_BACKSPACE, 0)
            type_text(app, "0")
            press_id(app, "start", 3)
            assert showing(app, "SetupScene") and app.scene.error is not None, screen(app)
            yield "setup refusal"
        back_to(app, "MenuScene")
    key(app, menu_key("settings"), 2)
    assert showing(app, "SettingsScene"), screen(app)
    yield "settings"
    change_every_control(app)
    yield "settings changed"
    press_id(app, "about")
    assert showing(app, "AboutScene"), screen(app)
    yield "about"
    key(app, pygame.K_END, 2)
    yield "about, its end"
    back_to(app, "MenuScene")
    key(app, menu_key("history"), 3)
    assert showing(app, "HistoryScene"), screen(app)
    yield "history"
    focus_id(app, "history_game")
    key(app, pygame.K_RIGHT, 2)
    yield "history of one game"
    key(app, pygame.K_LEFT, 2)
    row = app.scene.rows[-1][1]
    for _ in range(60):
        if focused_widget(app) is row:
            break
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN, 3)
    assert showing(app, "ReplayScene"), screen(app)
    yield "replay"
    keys_pressed = (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_PLUS, pygame.K_v, pygame.K_END)
    for code in keys_pressed:
        key(app, code, 2)
    yield "replay at its end"
    key(app, pygame.K_c, 2)
    yield "replay chart"
    key(app, pygame.K_ESCAPE, 3)
    assert showing(app, "HistoryScene"), screen(app)
    press_id(app, "history_statistics", 3)
    assert showing(app, "StatisticsScene"), screen(app)
    yield "statistics"
    key(app, pygame.K_RIGHT, 2)
    yield "statistics of the next player"
    key(app, pygame.K_r, 2)
    assert showing(app, "ChoiceScene"), screen(app)
    yield "reset question"
    key(app, pygame.K_ESCAPE, 2)
    back_to(app, "MenuScene")
    key(app, pygame.K_r, 3)  # resume the game in progress
    assert showing(app, "TableScene"), screen(app)
    key(app, pygame.K_ESCAPE, 2)
    assert showing(app, "PauseScene"), screen(app)
    yield "pause"
    press_id(app, "rules", 3)
    assert showing(app, "RulesScene"), screen(app)
    yield "rules"
    key(app, pygame.K_ESCAPE, 2)
    press_id(app, "settings", 3)
    assert showing(app, "SettingsScene"), screen(app)
    yield "settings over the pause"
    key(app, pygame.K_ESCAPE, 2)
    press_id(app, "menu", 3)
    assert showing(app, "MenuScene"), screen(app)
    yield "menu after a game"
    yield from results(app)


def results(app) -> Iterator[str]:
    """A game of computer players watched to its end: the results."""
    from scenes.table import TableScene

    app.settings.bot_speed = "instant"
    app.settings.anim_speed = "off"
    size = app.size
    resize(app, MIN_SIZE)  # the game watched in a small window (hundreds of frames), its end in the tour's
    table = TableScene.new(app, "assano", seats(["easy", "easy"]), {"target": 0}, seed=5, autosave=False)
    app.show(table)
    with pytest.MonkeyPatch.context() as patched:  # the tables' frames: theirs to check, not the tour's
        draw_sampled(patched, app, table, moving=lambda: True, every=8)
        wait_until(app, lambda: showing(app, "ResultsScene"), 20000, "the results")
    resize(app, size)
    yield "results"
    key(app, pygame.K_ESCAPE, 3)
    assert showing(app, "MenuScene"), screen(app)


def resize(app, size: tuple[int, int]) -> None:
    """The window dragged to ``size``."""
    post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    run(app, 2)
    assert app.size == size, f"the window is {app.size}, not {size}"


def view_words(app) -> set[str]:
    """What the game's view gave the screen on top to show (the results' rows, the replay's panel
    and log lines): the tables' words."""
    scene = app.scene
    out: set[str] = set()
    if showing(app, "ResultsScene"):
        for heading, rows in scene.tables:
            out |= {heading, *rows}
        for one in scene.view_charts:
            out |= {one.title, one.x_label, one.y_label, *(one.x_labels or ())}
    if showing(app, "ReplayScene"):
        lines = [*scene.view.panel_lines(scene.obs), *list(scene.log)[1:]]
        out |= {part for line in lines for part in [line, *line.split()]}
    return out


def page_words(app) -> set[str]:
    """The words of the rules pages on top: their own files, translated apart (not the catalogue)."""
    if not showing(app, "RulesScene"):
        return set()
    from scenes.games import rulebook, rules_page

    return set(WORD.findall(rules_page(app.scene.game_id) + rulebook(app.scene.game_id)))


# -- every word from the catalogue ------------------------------------------------------------------
def outside_catalogue(app, drawn: ScreenWords, folder: Path) -> list[str]:
    """The screens' strings drawn since the last look with a plain ASCII word that is not the
    brand, a language's own name, a typed name, a proper name, the data folder's or the game's
    view's own (in the pseudo language such a word came from outside the catalogue)."""
    allowed = ALLOWED + proper_names() + data_folder_words(folder)
    page = page_words(app)
    english = drawn.screens_english(allowed, view_words(app))
    return [w for w in english if not (page and set(WORD.findall(w)) <= page)]


# -- the language setting, by real input ---------------------------------------------------------------
class Marked(NullTranslations):
    """A stand-in catalogue whose every sentence says its language ("«da» Settings"): the test
    sees the switch whatever the translators have done so far."""

    def __init__(self, code: str) -> None:
        super().__init__()
        self.code = code

    def pgettext(self, context: str, message: str) -> str:
        return f"«{self.code}» {message}"

    def npgettext(self, context: str, singular: str, plural: str, num: int) -> str:
        return f"«{self.code}» {singular if num == 1 else plural}"


@pytest.fixture
def marked(monkeypatch):
    real = language.translations
    monkeypatch.setattr(
        language, "translations", lambda code: Marked(code) if code in ("da", "de") else real(code)
    )


def drawn_words(app, drawn: DrawnText) -> list[str]:
    """What the next frames draw (of forms: the controls drawn anew since the last look)."""
    app.redraw()
    run(app, 2)
    words = list(drawn.words)
    drawn.words.clear()
    return words


def test_the_language_selector_switches_the_form_and_the_menu_at_once_by_keys_and_mouse(
    tmp_path, monkeypatch, marked
) -> None:
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "elements.json").write_bytes(b"not a save")  # a notice on the menu
    app = start_app(tmp_path)
    drawn = DrawnText(monkeypatch)
    key(app, pygame.K_s, 2)
    assert showing(app, "SettingsScene")
    focus_id(app, "language")
    form = app.scene
    drawn.words.clear()
    key(app, pygame.K_RIGHT, 2)  # English -> Dansk, with the keyboard
    assert language.current() == "da"
    assert app.scene is form and form.menu.get_title() == "«da» Settings"
    words = drawn_words(app, drawn)
    assert "«da» Language: < Dansk >" in words and "«da» Back" in words, words
    assert focused_widget(app).get_id() == "language", "the focus stays on the selector"
    rect = focused_widget(app).get_rect(to_real_position=True, apply_padding=False)
    click(app, (rect.right - 4, rect.centery), 2)  # Dansk -> Deutsch, with the mouse
    assert language.current() == "de"
    words = drawn_words(app, drawn)
    assert "«de» Language: < Deutsch >" in words and "«de» Mute" in words, words
    key(app, pygame.K_ESCAPE, 2)
    assert showing(app, "MenuScene")
    words += drawn_words(app, drawn)  # (the menu was drawn anew under the settings already)
    assert "«de» Settings [S]" in words and "«de» History [H]" in words, words
    assert any(w.startswith("«de» The saved") for w in words), "the menu's notice follows the language"
    assert not [w for w in words if w.startswith("«da»")], "a word of the language before stayed"
    app.close()
    again = start_app(tmp_path)  # the choice is saved: the next start is in German
    assert again.settings.language == "de" and language.current() == "de"
    assert "«de» Settings [S]" in drawn_words(again, DrawnText(monkeypatch))


def test_a_setup_form_keeps_its_values_when_the_language_changes(tmp_path, monkeypatch, marked) -> None:
    """The values chosen, the focus and a refusal stay when the form is drawn anew in another
    language (the settings ask for the change; a setup form has no way to the settings, so the app
    is asked as they ask)."""
    app = start_app(tmp_path)
    click(app, menu_target(app, "opposites").center, 2)
    focus_id(app, "players")
    key(app, pygame.K_RIGHT)
    focus_id(app, "name1")
    type_text(app, "Bo")
    focus_id(app, "option:must_play")
    key(app, pygame.K_RIGHT)
    focus_id(app, "option:turn_limit")
    key(app, pygame.K_END)
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "0")
    press_id(app, "start", 3)  # a turn limit of 0 is refused, over the form
    form = app.scene
    assert showing(app, "SetupScene") and form.error is not None
    focus_id(app, "option:turn_limit")
    menu = form.menu
    app.choose_language("da")
    run(app, 2)
    assert app.scene is form and form.menu is not menu, "the form is drawn anew"
    assert form.menu.get_title() == text("setup_title", game=game_name("opposites"))
    assert form.menu.get_title().startswith("«da» ")
    chosen = ("name1", "option:must_play", "option:turn_limit")
    values = {w.get_id(): w.get_value() for w in form.menu.get_widgets() if w.get_id() in chosen}
    assert values["name1"] == "MiaBo" and values["option:turn_limit"] == 0, values
    assert values["option:must_play"][0][1] == "while_able", values
    assert form.menu.get_widget("players").get_value()[0][1] == 3
    assert form.menu.get_widget("seat2").is_visible() and not form.menu.get_widget("seat3").is_visible()
    assert focused_widget(app).get_id() == "option:turn_limit", "the focus stays where it was"
    labels = [w.get_title() for w in form.menu.get_widgets() if isinstance(w, pygame_menu.widgets.Label)]
    refusal = str(form.error)
    assert refusal in " ".join(labels) and refusal.startswith("«da» "), (refusal, labels)


@pytest.mark.parametrize(("system", "expected"), [("de_DE.UTF-8", "de"), ("da_DK.UTF-8", "da"), ("fr", "en")])
def test_with_no_language_chosen_the_systems_is_used_or_english(
    tmp_path, monkeypatch, system, expected
) -> None:
    monkeypatch.setenv("LANGUAGE", system)
    app = start_app(tmp_path)
    assert app.settings.language == "" and language.current() == expected
    app.close()


# -- the catalogues ---------------------------------------------------------------------------------------
CODES = [code for code in language.LANGUAGES if code != "en"]
FIELD = re.compile(r"\{(\w+)")


@pytest.fixture(scope="module")
def english() -> dict[str, object]:
    """The template's messages by id (context): every sentence of the app and the engine."""
    from scenes.catalogue import template

    return {message.context: message for message in template() if message.id and message.context}


def shipped(code: str):
    from babel.messages.pofile import read_po

    with language.catalogue_path(code).open("rb") as handle:
        return read_po(handle, locale=code)


def fields(words) -> set[str]:
    return set(FIELD.findall(" ".join(words) if isinstance(words, tuple) else words))


def translations_of(message) -> list[str]:
    forms = message.string if isinstance(message.string, tuple) else (message.string,)
    return [form for form in forms if form]


@pytest.mark.parametrize("code", CODES)
def test_every_translation_keeps_the_fields_and_plural_kind_of_its_english(code, english) -> None:
    """A translator may reorder a sentence but keeps each ``{name}`` (a plural form may leave out
    the count, as "a house" and "1 move" do), and every translation formats with its fields."""
    problems = []
    for message in shipped(code):
        source = english.get(message.context)
        if not message.id or source is None or source.id != message.id:
            continue  # out of date (an id gone, its English changed): the next regeneration's work
        wanted = fields(source.id)
        for form in translations_of(message):
            got = fields(form)
            if isinstance(source.id, tuple):  # a form may leave out what the English "one" leaves out
                always = set.intersection(*(fields(one) for one in source.id)) - {"count"}
                right = got <= wanted and always <= got
            else:
                right = got == wanted
            if not right:
                problems.append(f"{message.context}: {sorted(got)} instead of {sorted(wanted)} in {form!r}")
                continue
            try:
                form.format(**{name: 1 for name in got})
            except (ValueError, IndexError, KeyError) as exc:
                problems.append(f"{message.context}: {form!r} does not format ({exc})")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", CODES)
def test_every_id_of_the_template_is_in_each_catalogue(code, english) -> None:
    known = {message.context: message for message in shipped(code) if message.id}
    missing = sorted(set(english) - set(known))
    assert not missing, f"{len(missing)} ids missing from {code}: {missing[:20]}"
    stale = sorted(key for key in english if english[key].id != known[key].id)
    assert not stale, f"{len(stale)} entries of {code} hold another English than the template: {stale[:20]}"


@pytest.mark.parametrize("code", CODES)
def test_every_entry_has_its_translation(code, english) -> None:
    empty = sorted(
        message.context
        for message in shipped(code)
        if message.id and message.context in english and not all(translations_of(message) or [""])
    )
    assert not empty, f"{len(empty)} entries of {code} untranslated: {empty[:20]}"


def test_every_catalogue_renders_with_the_shipped_fonts_with_no_missing_letter(english) -> None:
    """Every string of every catalogue (and the English) has a glyph for each of its letters in
    both shipped faces, and the Danish and German letters are among them."""
    import pygame.freetype

    from game.paths import assets_dir

    pygame.font.init()
    pygame.freetype.init()
    faces = {
        name: pygame.font.Font(assets_dir() / "fonts" / name, 20)
        for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
    }
    # pygame.font's metrics give the "missing" box's for a letter the face lacks; freetype says None
    glyphs = {name: pygame.freetype.Font(assets_dir() / "fonts" / name, 20) for name in faces}
    texts = {("en", key): " ".join(m.id) if isinstance(m.id, tuple) else m.id for key, m in english.items()}
    for code in CODES:
        for message in shipped(code):
            for form in translations_of(message):
                texts[(code, message.context)] = form
    letters = set("".join(texts.values())) | set("æøåÆØÅäöüÄÖÜß")
    printable = {char for char in letters if char.isprintable() and not char.isspace()}
    missing = {
        (name, char) for name, face in glyphs.items() for char in printable if None in face.get_metrics(char)
    }
    assert not missing, f"letters without a glyph: {sorted(missing)}"
    covered = {char for char in printable if all(None not in f.get_metrics(char) for f in glyphs.values())}
    assert None in glyphs["DejaVuSans.ttf"].get_metrics("中")  # a letter the face lacks is found
    assert set("æøåäöüßÆØÅÄÖÜ") <= covered
    for (code, key_), words in texts.items():  # and each string as a whole draws
        for face in faces.values():
            assert face.size(words)[0] > 0 or not words.strip(), (code, key_)


# -- the text fits its box ------------------------------------------------------------------------------
def drawn_by_table() -> bool:
    frame = sys._getframe(2)
    while frame is not None:
        if table_file(frame.f_code.co_filename):
            return True
        frame = frame.f_back
    return False


def form_problems(app) -> list[str]:
    """A form's controls each inside its page sideways, and no sideways scrollbar."""
    menu = app.scene.menu
    area = menu.get_scrollarea()
    view = area.get_absolute_view_rect()
    problems = (
        [f"the form scrolls sideways by {area.get_hidden_width()} px"] if area.get_hidden_width() else []
    )
    for widget in menu.get_widgets():
        rect = widget.get_rect(to_real_position=True)
        if not widget.is_visible() or not rect.width:  # (a margin between controls)
            continue
        if rect.left < view.left or rect.right > view.right:
            problems.append(f"{widget.get_title()!r} at {rect} runs out of the form {view}")
    title = menu.get_menubar().get_rect(to_real_position=True)
    face = pygame.font.Font(menu.get_theme().title_font, menu.get_theme().title_font_size)
    if face.size(menu.get_title())[0] > title.width:
        problems.append(f"the title {menu.get_title()!r} is wider than the form")
    return problems


def drawn_problems(app, boxes: Drawn) -> list[str]:
    """Each text inside the window, inside the button it lies on, and over no other text."""
    window = app.screen.get_rect()
    unique = list(dict.fromkeys((w, tuple(r)) for w, r in boxes.texts if w.strip() and r.width))
    problems = [
        f"{w!r} at {r} runs out of the window {window.size}" for w, r in unique if not window.contains(r)
    ]
    for label, box in boxes.buttons:
        for words, rect in unique:
            if box.colliderect(rect) and not box.contains(rect):
                problems.append(f"{words!r} at {rect} spills out of the button {label!r} at {box}")
    for index, (words, rect) in enumerate(unique):
        for other, orect in unique[index + 1 :]:
            if words != other and pygame.Rect(rect).colliderect(orect):  # (a title over its shadow)
                problems.append(f"{words!r} at {rect} overlaps {other!r} at {orect}")
    return problems


def card_words(app) -> list[str]:
    """The words on a form's cards painted once (the history's games in columns), of the cards
    shown: a filter shows and hides them without drawing their words anew."""
    menu = getattr(app.scene, "menu", None)
    widgets = menu.get_widgets() if menu is not None and hasattr(menu, "get_widgets") else []
    return [
        w
        for widget in widgets
        if widget.is_visible() and widget.has_attribute("columns")
        for w in widget.get_attribute("columns")
    ]


def own_words_problems(code: str, drawn: list[str]) -> list[str]:
    """A screen in Danish or German shows some of its language's own words (read from the
    catalogue file, not through the window's reading of it) and none of the English ones."""
    words = own_words(code)
    problems = [f"{w!r} drawn in English" for w in words.english_in(drawn)]
    if any(w.strip() for w in drawn) and not words.of(drawn):  # (a page scrolled: nothing drawn anew)
        problems.append(f"no word of {code}'s catalogue in {drawn[:8]}")
    return problems


@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
@pytest.mark.parametrize("code", ["en", "da", "de", language.PSEUDO])
def test_every_screens_text_fits_its_box_and_is_readable_in_every_language(
    tmp_path, monkeypatch, code, size
) -> None:
    """On each screen of the tour: the text inside its box and the window, none below the size
    floor; in Danish and German the language's own words and no English; in the pseudo language
    no word from outside the catalogue (the one tour in each language and size checks it all)."""
    prepare(tmp_path)
    app = start_app(tmp_path, size)
    app.choose_language(code)
    run(app, 2)
    assert language.current() == code
    words = ScreenWords(monkeypatch)
    boxes = Drawn(monkeypatch, app, keep=lambda: not drawn_by_table())  # the screens', not the tables'
    found: dict[str, list[str]] = {}
    try:
        for where in tour(app):
            boxes.frame(app, 2)
            problems = (
                form_problems(app)
                if getattr(app.scene, "menu", None) is not None and hasattr(app.scene.menu, "get_scrollarea")
                else drawn_problems(app, boxes)
            )
            small = {w for size_, w in words.sizes if size_ < ui_text.MIN_SIZE and w not in words.by_table}
            problems += [f"{w!r} drawn below {ui_text.MIN_SIZE} px" for w in sorted(small)]
            if code in CODES:  # the language's own words, from its catalogue file, and no English
                shown = [*words.words, *(w for w, _ in boxes.texts), *card_words(app)]
                problems += own_words_problems(code, shown)
            if code == language.PSEUDO:  # every word from the catalogue
                outside = outside_catalogue(app, words, tmp_path)
                problems += [f"{w!r} from outside the catalogue" for w in outside]
            if problems:
                found[where] = problems
            words.clear()
    except AssertionError as exc:
        found["the tour stopped"] = [str(exc)]
    assert not found, "\n".join(f"{where}: {problems}" for where, problems in found.items())
