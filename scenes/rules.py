"""The rules page: the product's own rules in plain words, then the original rulebook. Scrollable.

Both texts are shown as headings, paragraphs and bullet lists, wrapped here to the page's width
with room on both sides (so nothing reaches the edge and no sideways scrollbar appears). The
wheel, Page Up/Down, the Up/Down arrows and Home/End scroll the page; Esc or Back leaves.
"""

from __future__ import annotations

import re

import pygame
import pygame_menu

from game.paths import assets_dir
from scenes.form import FormScene
from scenes.games import game_name, rulebook, rulebook_language, rules_page
from scenes.strings import STRINGS, text
from scenes.theme import WHITE
from scenes.ui import text as ui_text
from scenes.ui.text import font
from scenes.ui.widgets import add_button

BULLET = re.compile(r"^\s*[-•*]\s+")
HEADING_WORDS = 60
"""A rulebook line this short, with no closing punctuation, is one of its headings."""
COLON_HEADING_WORDS = 5
"""A line of this many words or fewer ending in a colon, over a paragraph, is a heading."""
LEAD_IN_ENDS = {"either", "or", "and", "of", "the", "a", "an", "to", "with", "eller", "og", "oder", "und"}
"""...unless it ends like a sentence going on into the list below it ("The game ends either")."""


def page_blocks(page: str) -> list[tuple[str, str]]:
    """The product's page: paragraphs split by blank lines, ``# `` starts a heading."""
    out: list[tuple[str, str]] = []
    for paragraph in page.split("\n\n"):
        paragraph = paragraph.strip()
        if paragraph.startswith("# "):
            out.append(("heading", paragraph[2:].strip()))
        elif paragraph:
            lines = paragraph.splitlines()
            if all(BULLET.match(line) for line in lines):
                out += [("bullet", BULLET.sub("", line)) for line in lines]
            else:
                out.append(("paragraph", " ".join(line.strip() for line in lines)))
    return out


def rulebook_blocks(book: str) -> list[tuple[str, str]]:
    """The original rulebook, one paragraph a line: short unpunctuated lines are headings, lines
    starting with a dash or a dot are list items. A line of facts ("For 2-4 spillere fra 7 år, 60
    kort") is a paragraph, a few words ending in a colon over a paragraph ("Sonderregel im Spiel zu
    zweit:") a heading, and a line repeated at once (a scan's "Table of Contents" twice) is shown once."""
    lines = [line.strip() for line in book.splitlines()]
    out: list[tuple[str, str]] = []
    for index, line in enumerate(lines):
        if not line or (out and out[-1][1] == line):
            continue
        if line in ("-", "•", "*"):  # a list mark alone on its line: the item is the next line
            following = next((later for later in lines[index + 1 :] if later), "")
            if following:
                lines[lines.index(following, index + 1)] = f"{line} {following}"
            continue
        if BULLET.match(line):
            out.append(("bullet", BULLET.sub("", line)))
            continue
        following = next((later for later in lines[index + 1 :] if later), "")
        capital = line[0].isupper() or line[0].isdigit()
        heading = (
            len(line) <= HEADING_WORDS
            and not line.endswith((".", ":", ",", ";", "!", "?", ")"))
            and "," not in line
            and capital
            and not (BULLET.match(following) and line.split()[-1].lower() in LEAD_IN_ENDS)
        ) or (
            line.endswith(":")
            and len(line.split()) <= COLON_HEADING_WORDS
            and capital
            and following
            and not BULLET.match(following)
            and following not in ("-", "•", "*")
        )
        out.append(("heading" if heading else "paragraph", line))
    return out


def original_title(game_id: str) -> str:
    """The heading over the original rulebook, naming the language it is written in (it is shown
    as it was printed, whatever the window's language)."""
    code = rulebook_language(game_id)
    if f"language_{code}" in STRINGS:
        return text("rules_original_in", language=text(f"language_{code}"))
    return text("rules_original")


class RulesScene(FormScene):
    width_share = 0.94
    height_share = 0.94

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.last_kind = ""
        """The kind of the block laid out last (a paragraph after a list keeps room from it)."""

    def menu_title(self) -> str:
        return text("rules_title", game=game_name(self.game_id))

    def build(self, menu: pygame_menu.Menu) -> None:
        scale = self.scale()
        self.size = int(17 * scale)
        self.pad = int(28 * scale)
        # The page's width inside its vertical scrollbar, less the focus highlight's margins: each
        # label's text is wrapped here to fit it with its side room (pygame-menu counts a label's
        # left padding twice when it decides whether a sideways scrollbar is needed).
        highlight = 2 * 12 + 4
        self.view_width = menu.get_width() - menu.get_theme().scrollbar_thick - highlight
        # (laid out once at the end, by FormScene.rebuild: a long rulebook's page took seconds at
        # 2560x1440 when each label laid out all those before it)
        add_button(menu, text("rules_back"), self.back)
        self.last_kind = ""
        for kind, words in page_blocks(rules_page(self.game_id)):
            self.block(menu, kind, words)
        book = rulebook_blocks(rulebook(self.game_id))
        if book:
            menu.add.vertical_margin(int(20 * scale))
            self.block(menu, "title", original_title(self.game_id))
        for kind, words in book:
            self.block(menu, kind, words)
        menu.add.vertical_margin(int(12 * scale))
        add_button(menu, text("rules_back"), self.back)

    def block(self, menu: pygame_menu.Menu, kind: str, words: str) -> None:
        """One heading, paragraph or list item, wrapped to the page with room on both sides."""
        scale = self.scale()
        size = int(self.size * {"title": 1.45, "heading": 1.2}.get(kind, 1))
        bold = kind in ("title", "heading")
        indent = int(26 * scale) if kind == "bullet" else 0
        width = self.view_width - 2 * (self.pad + indent)
        if kind == "bullet":  # "• " before the first line, as many spaces before the others
            hang = " " * max(1, round(font(size).size("• ")[0] / font(size).size(" ")[0]))
            lines = ui_text.wrap(words, size, width - font(size).size(hang)[0])
            lines = ["• " + lines[0]] + [hang + line for line in lines[1:]]
        else:
            lines = ui_text.wrap(words, size, width, bold)
        above = {"title": 14, "heading": 12}.get(kind, 0)
        if kind == "paragraph" and self.last_kind == "bullet":  # a list's items sit close together,
            above = 6  # so the text after the list keeps a paragraph's room from it
        self.last_kind = kind
        looks = {"font_color": WHITE} if bold else {}
        menu.add.label(
            "\n".join(lines),
            wordwrap=True,
            font_size=size,
            font_name=str(assets_dir() / "fonts" / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")),
            align=pygame_menu.locals.ALIGN_LEFT,
            padding=(int(above * scale), self.pad, 0, self.pad + indent),
            margin=(0, int((2 if kind == "bullet" else 8) * scale)),
            **looks,
        )

    def on_event(self, event: pygame.event.Event) -> None:
        """The wheel (wherever the pointer is) and Up/Down scroll a few lines, Home/End to either
        end; Page Up/Down as the form does."""
        steps = {pygame.K_UP: -3, pygame.K_DOWN: 3, pygame.K_HOME: -(10**6), pygame.K_END: 10**6}
        if event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll_lines(steps[event.key])
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_lines(-3 * getattr(event, "precise_y", event.y))  # touchpads: fractions
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return  # the old wheel buttons come with each MOUSEWHEEL: scroll once, not twice
        super().on_event(event)

    def scroll_lines(self, lines: float) -> None:
        area = self.menu.get_scrollarea() if self.menu is not None else None
        hidden = area.get_hidden_height() if area is not None else 0
        if hidden > 0:
            vertical = pygame_menu.locals.ORIENTATION_VERTICAL
            now = max(0.0, area.get_scroll_value_percentage(vertical))
            area.scroll_to(vertical, min(1.0, max(0.0, now + lines * self.size * 1.3 / hidden)))
