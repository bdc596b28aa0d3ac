"""The rules page in every language: the product's own page translated (assets/rules/<id>.<code>.txt),
the original rulebook always beside it in the language it was printed in, under a heading naming
that language, and shown as a formatted page (headings, paragraphs, list items).

Each page is reached as a person reaches it: the game's card on the menu, then "Read the rules" on
its setup. What the page shows is read back from what the fonts draw and from the page's labels."""

from __future__ import annotations

import re

import pygame
import pytest

from game.paths import assets_dir
from scenes import language
from scenes.menu import MenuScene
from scenes.strings import text
from tests.ui_helpers import DrawnText, click, focus_on, key, make_app, run, screen, target

GAMES = ("assano", "opposites", "elements", "tornado_ellie")
ORIGINAL = {"assano": "da", "opposites": "da", "elements": "de", "tornado_ellie": "en"}
"""The language each game's original rulebook is printed in."""
ORIGINAL_LINES = {
    "assano": ["Handlingskortene", "Sammentælling af point"],
    "opposites": ["Spillets formål", "Selve spillet"],
    "elements": ["Die Zeile „Das Dunkle“", "Spielende"],
    "tornado_ellie": ["Storm Damage", "Covered by Storm Insurance"],
}
"""Headings of each original rulebook, as printed."""
SAME_WORDS = {"ASSANO!", "Solo", "Tornados"}
"""Headings of the English page that read the same in Danish or German."""


def open_rules(tmp_path, game: str, code: str, size=(1280, 720), drawn_by=None):
    """The app in language ``code``, on the game's rules page reached from the menu and setup."""
    app = make_app(tmp_path, size)
    drawn = DrawnText(drawn_by) if drawn_by is not None else None
    app.choose_language(code)
    app.show(MenuScene(app))
    run(app, 2)
    click(app, target(app, game).rect.center, 2)
    assert screen(app) == "SetupScene"
    focus_on(app, text("setup_rules"))
    key(app, pygame.K_RETURN, 3)
    assert screen(app) == "RulesScene"
    return app, drawn


def flat(words: str) -> str:
    """Words as a line of them: list marks gone, every run of spaces one space."""
    return " ".join(words.replace("•", " ").split())


def page(game: str, code: str | None) -> list[tuple[str, str]]:
    """The headings and list items of a product page file (the English one for None), in order:
    ("heading", words) or ("item", words); none when there is no such file."""
    path = assets_dir() / "rules" / (f"{game}.{code}.txt" if code else f"{game}.txt")
    out = []
    for paragraph in (path.read_text(encoding="utf-8") if path.exists() else "").split("\n\n"):
        paragraph = paragraph.strip()
        if paragraph.startswith("# "):
            out.append(("heading", paragraph[2:].strip()))
        else:
            out += [("item", line[2:].strip()) for line in paragraph.splitlines() if line.startswith("- ")]
    return out


def labels(app) -> list[tuple[str, str]]:
    """The page's text as it is laid out: each label's kind (the title over the original rulebook
    when drawn in the largest bold letters, heading when in bold, item when it starts with a list
    mark, else paragraph) and its words, in order."""
    widgets = [widget for widget in app.scene.menu.get_widgets() if type(widget).__name__ == "Label"]
    bold = [widget.get_font_info()["size"] for widget in widgets if "Bold" in widget.get_font_info()["name"]]
    out = []
    for widget in widgets:
        words, looks = widget.get_title(), widget.get_font_info()
        if "Bold" in looks["name"]:
            kind = "title" if looks["size"] == max(bold) else "heading"
        else:
            kind = "item" if words.lstrip().startswith("•") else "paragraph"
        out.append((kind, flat(words)))
    return out


def split(app) -> tuple[list[tuple[str, str]], str, list[tuple[str, str]]]:
    """The product's own page, the title over the original rulebook, and the original rulebook."""
    shown = labels(app)
    titles = [i for i, (kind, _) in enumerate(shown) if kind == "title"]
    assert len(titles) == 1, f"the rules page shows {len(titles)} titles: {[shown[i] for i in titles]}"
    return shown[: titles[0]], shown[titles[0]][1], shown[titles[0] + 1 :]


@pytest.mark.parametrize("code", ["da", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_the_rules_page_shows_the_translated_page_and_the_original_rulebook(
    tmp_path, monkeypatch, game, code
) -> None:
    _, drawn = open_rules(tmp_path, game, code, (800, 600), monkeypatch)
    shown = flat(" ".join(drawn.words))
    translated = page(game, code)
    assert translated, f"{game} has no {code} page"
    missing = [words for _, words in translated if flat(words) not in shown]
    assert not missing, f"the {code} rules page of {game} does not show {missing}"
    drawn_lines = {flat(words) for words in drawn.words}
    english = [words for kind, words in page(game, None) if kind == "heading" and words not in SAME_WORDS]
    shown_english = [words for words in english if flat(words) in drawn_lines]
    assert not shown_english, f"the {code} window shows the English page's headings {shown_english}"
    title = text("rules_original_in", language=text(f"language_{ORIGINAL[game]}"))
    assert flat(title) in drawn_lines, f"no heading names the original rulebook's language ({title!r})"
    lost = [line for line in ORIGINAL_LINES[game] if flat(line) not in drawn_lines]
    assert not lost, f"the original rulebook is not shown beside the {code} page: {lost} missing"


@pytest.mark.parametrize("game", GAMES)
def test_each_translated_page_has_the_english_pages_headings_paragraphs_and_list_items(
    tmp_path, game
) -> None:
    """Nothing dropped, nothing added: the page shows the same sequence of headings, paragraphs
    and list items in every language, and its headings read differently from the English; the
    language is switched while the page is open, as the Settings' Language selector does."""
    app, _ = open_rules(tmp_path, game, "en")
    shapes = {"en": split(app)[0]}
    for code in ("da", "de"):
        app.choose_language(code)
        run(app, 2)
        assert screen(app) == "RulesScene"
        shapes[code] = split(app)[0]
    kinds = {code: [kind for kind, _ in shown] for code, shown in shapes.items()}
    for code in ("da", "de"):
        assert kinds[code] == kinds["en"], (
            f"the {code} page of {game} has {kinds[code].count('heading')} headings and "
            f"{kinds[code].count('item')} list items in {len(kinds[code])} blocks, the English "
            f"{kinds['en'].count('heading')}, {kinds['en'].count('item')} in {len(kinds['en'])}"
        )
        same = [
            en
            for (kind, en), (_, other) in zip(shapes["en"], shapes[code], strict=True)
            if kind == "heading" and en == other and en not in SAME_WORDS
        ]
        assert not same, f"the {code} page of {game} shows English headings: {same}"


@pytest.mark.parametrize("game", GAMES)
def test_the_original_rulebook_is_headed_by_its_language_in_every_window_language(tmp_path, game) -> None:
    app, _ = open_rules(tmp_path, game, "en")
    for code in ("en", "da", "de"):
        app.choose_language(code)
        run(app, 2)
        _, title, book = split(app)
        wanted = text("rules_original_in", language=text(f"language_{ORIGINAL[game]}"))
        assert title == wanted, f"{game} in {code}: the original rulebook is headed {title!r}, not {wanted!r}"
        assert ("heading", ORIGINAL_LINES[game][0]) in book, f"{game} in {code}: the original is not below it"


def test_the_original_rulebooks_are_formatted_pages(tmp_path) -> None:
    """Each original shows headings, paragraphs and (where printed) list items; a line of facts is
    a paragraph, a few words ending in a colon over a paragraph a heading, a scan's line printed
    twice in a row is shown once."""
    book = {}
    for game in GAMES:
        app, _ = open_rules(tmp_path / game, game, "da")
        book[game] = split(app)[2]
        kinds = {kind for kind, _ in book[game]}
        assert {"heading", "paragraph"} <= kinds, f"the {game} rulebook is not laid out as a page: {kinds}"
        for line in ORIGINAL_LINES[game]:
            assert ("heading", line) in book[game], f"{line!r} of the {game} rulebook is not a heading"
        language.set_language("en")
    for game in ("assano", "elements", "tornado_ellie"):
        assert sum(kind == "item" for kind, _ in book[game]) >= 3, (
            f"the {game} rulebook's lists are not list items"
        )
    assert ("item", "Spring: 20 points") in book["assano"]
    facts = "For 2-4 spillere fra 7 år, 60 kort, spilletid: 60 minutter"
    assert ("paragraph", facts) in book["opposites"], (
        "the Opposites rulebook's line of facts is drawn as a heading"
    )
    assert ("heading", "Sonderregel im Spiel zu zweit:") in book["elements"]
    assert ("paragraph", "Spielmaterial:") in book["elements"], "a lead-in to a list became a heading"
    assert ("paragraph", "The game ends either") in book["tornado_ellie"]
    contents = [words for _, words in book["tornado_ellie"] if words == "Table of Contents"]
    assert len(contents) == 1, f"'Table of Contents' is shown {len(contents)} times"
    assert re.search(r"\bflash of lightning\b", " ".join(w for _, w in book["tornado_ellie"]))


def test_the_text_after_a_list_keeps_a_paragraphs_room_from_the_last_item(tmp_path) -> None:
    """In the Danish Assano rulebook "Det er tilladt ..." follows the list of action cards: the gap
    above it is wider than the gap between two items, so it does not read as part of the last one."""
    app, _ = open_rules(tmp_path, "assano", "da")
    widgets = [w for w in app.scene.menu.get_widgets() if type(w).__name__ == "Label"]
    words = [flat(w.get_title()) for w in widgets]

    def gap(above, below) -> int:  # from the last line of one label's text to the first of the next
        return (below.get_rect().top + below.get_padding()[0]) - (
            above.get_rect().bottom - above.get_padding()[2]
        )

    after = next(i for i, w in enumerate(words) if w.startswith("Det er tilladt at lægge enslydende"))
    assert words[after - 1].startswith("Tag 4 op + farvevalg: Også")
    between = gap(widgets[after - 2], widgets[after - 1])
    assert gap(widgets[after - 1], widgets[after]) > between + 2, (
        f"the paragraph after the list is {gap(widgets[after - 1], widgets[after])} pixels below it, "
        f"the items {between} pixels apart"
    )
