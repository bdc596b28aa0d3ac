"""The history screen: the games played, newest first, each a card with its game, players, result,
length and date in columns under a header; filtered by game and by player name; each opens in
the replay viewer. The statistics are one button away."""

from __future__ import annotations

import datetime

import pygame
import pygame_menu

from game import registry
from game.core import GameError
from scenes import language
from scenes.form import FormScene
from scenes.games import game_name
from scenes.navigation import To
from scenes.store import HistoryEntry
from scenes.strings import Later, text
from scenes.theme import ACCENT, FELT_DARK, INK, MUTED
from scenes.ui import columns
from scenes.ui.text import readable
from scenes.ui.widgets import add_button, add_selector, add_text_input, same_width

SHOWN = 100
"""Rows in the list at once: the newest matching games (the filters reach the rest)."""
ALL = ""


COLUMNS = (
    "history_column_game",
    "history_column_players",
    "history_column_result",
    "history_column_moves",
    "history_column_when",
)
"""The columns of a game's card, as the header over them names them."""
PLAYERS, RESULT, MOVES = 1, 2, 3


def row_columns(entry: HistoryEntry) -> tuple[str, ...]:
    """One game of the history in its columns: what, who, how it ended, how long, when."""
    summary = entry.summary
    names = summary.names()
    when = datetime.datetime.fromtimestamp(summary.ended_at)
    if not summary.finished:
        result = text("history_given_up")
    elif len(names) == 1:  # a solo game: a score, not a winner
        result = text("history_score", score=language.number(summary.scores[0]))
    else:
        result = text("history_won_by", winners=language.names([names[s] for s in summary.winners]))
    played = text("history_when", date=language.date(when.date()), time=when.strftime("%H:%M"))
    return (game_name(summary.game), language.names(names), result, language.number(summary.length), played)


class HistoryScene(FormScene):
    title_key = "history_title"
    fit_content = True
    """A few games: the panel ends under the buttons (the list's frame keeps its height as the
    filters hide cards, so neither moves); a long history fills the window as before."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = app.store.load_history()
        self.game = ALL
        self.player = ""

    def matching(self) -> list[HistoryEntry]:
        """The games the filters let through, newest first."""
        wanted = self.player.strip().casefold()
        out = [
            entry
            for entry in reversed(self.entries)
            if (self.game == ALL or entry.summary.game == self.game)
            and (not wanted or any(wanted in name.casefold() for name in entry.summary.names()))
        ]
        return out

    def build(self, menu: pygame_menu.Menu) -> None:
        """The filters over the list, the list in a frame of its own that scrolls, and the way on
        (Statistics, Back) in a row under it, as the designed screens have theirs: on the page
        whatever the list's length, never over a card, reached by Tab after the cards. Every row is
        built once; the filters show and hide rows (a form that rebuilt itself per key would lose
        the text field's caret and cost a frame a key)."""
        games = [(text("history_all_games"), ALL)] + [
            (game_name(spec.id), spec.id) for spec in registry.all_specs()
        ]
        add_selector(menu, text("history_game") + " ", games, self.game, self.set_game, "history_game")
        add_text_input(
            menu,
            text("history_player") + " ",
            self.player,
            "history_player",
            onchange=self.set_player,
            maxchar=24,
        )
        self.note = menu.add.label("", label_id="history_note")
        buttons = [
            add_button(menu, text("history_statistics"), self.statistics, button_id="history_statistics"),
            add_button(menu, text("history_back"), self.back, button_id="history_back"),
        ]
        menu.disable_render()  # laid out once the cards are in (else once per card: seconds for 100)
        try:
            self.add_rows(menu, buttons)
        finally:
            menu.enable_render()
        self.refilter()

    def add_rows(self, menu: pygame_menu.Menu, buttons: list) -> None:
        """A header and a card for every game: its words painted in aligned columns onto a card
        (a button, so keys and clicks reach it as they reach every control)."""
        scale = self.scale()
        size = max(14, int(18 * scale))
        pad, gap = int(18 * scale), int(20 * scale)
        thick = menu.get_theme().scrollbar_thick
        width = min(int(1120 * scale), menu.get_width() - 2 * thick - int(60 * scale))
        heads = [text(key) for key in COLUMNS]
        cells = {id(entry): row_columns(entry) for entry in self.entries}
        every = [heads, *cells.values()]
        spans = columns.widths(every, size, width - 2 * pad, gap, (PLAYERS, RESULT), PLAYERS)
        small = readable(14 * scale)
        head = columns.paint(heads, spans, small, gap, MUTED, right=(MOVES,), bold=range(len(COLUMNS)))
        self.header = menu.add.surface(head, padding=(0, pad), surface_id="history_header")
        self.header.set_margin(0, int(4 * scale))
        self.rows = []
        for entry in reversed(self.entries):
            button = add_button(menu, " ", lambda entry=entry: self.open(entry), font_size=size)
            button.set_attribute("own_width")
            button.set_attribute("columns", cells[id(entry)])
            top, right, bottom, left = button.get_padding()
            extra = width - button.get_width()
            button.set_padding(
                (top + int(4 * scale), right + extra // 2, bottom + int(4 * scale), left + extra - extra // 2)
            )
            decor = button.get_decorator()
            faces = [
                columns.paint(cells[id(entry)], spans, size, gap, ink, right=(MOVES,))
                for ink in (INK, ACCENT)
            ]
            plain, lit = (decor.add_surface(0, 0, face, prev=False, centered=True) for face in faces)
            decor.disable(lit)
            button.set_onselect(
                lambda selected, *_, plain=plain, lit=lit, decor=decor: self.light(
                    decor, plain, lit, selected
                )
            )
            self.rows.append((entry, button))
        self.list = self.add_list(menu, width + thick + int(12 * scale), int(8 * scale), buttons)
        self.way_on = self.add_way_on(menu, buttons)

    def add_way_on(self, menu: pygame_menu.Menu, buttons: list) -> pygame_menu.widgets.Frame:
        """Statistics and Back side by side, the same width: one row of cards."""
        same_width(buttons)
        gap = int(24 * self.scale())
        row = menu.add.frame_h(
            sum(b.get_width() for b in buttons) + gap * (len(buttons) - 1) + 1,
            max(b.get_height() for b in buttons) + 1,
            frame_id="history_way_on",
            padding=0,
        )
        row.set_margin(0, menu.get_theme().widget_margin[1])
        for index, button in enumerate(buttons):
            button.show()
            button.set_attribute("own_width")
            button.set_margin(0, 0)  # a packed control's place is its frame's
            row.pack(button, margin=(gap if index else 0, 0))
        return row

    def add_list(
        self, menu: pygame_menu.Menu, width: int, gap: int, buttons: list
    ) -> pygame_menu.widgets.Frame | None:
        """The cards in a frame as tall as all of them, shown through the height the page leaves
        free over the row of buttons (a scrollbar of its own when they need more): the page itself
        never scrolls, so the buttons stay on it."""
        if not self.rows:
            return None
        card = self.rows[0][1].get_height() + gap
        height = card * len(self.rows) + gap
        for widget in (*buttons, self.note):  # measured out of the way (the buttons go under the list)
            widget.hide()
        menu.enable_render()
        menu.render()
        menu.disable_render()
        view = menu.get_scrollarea().get_view_rect()
        top = self.header.get_rect(to_real_position=True).bottom - view.top
        margin = menu.get_theme().widget_margin[1]
        below = max(b.get_height() for b in buttons) + 2 * margin
        if len(self.entries) > SHOWN:  # room for the note saying only the newest are shown
            below += self.note.get_height() + margin
        free = max(card + gap, view.height - top - below)
        self.fitting = (card, gap)
        frame = menu.add.frame_v(
            width,
            height,
            max_height=min(height, free),
            frame_id="history_list",
            padding=0,
            scrollarea_color=None,
            scrollbar_color=FELT_DARK,
            scrollbar_slider_color=ACCENT,
            scrollbar_shadow=False,
            scrollbar_thick=menu.get_theme().scrollbar_thick,
        )
        frame.set_margin(0, margin)
        for _entry, button in self.rows:
            button.set_margin(0, 0)  # a packed control's place is its frame's
            frame.pack(button, align=pygame_menu.locals.ALIGN_CENTER, margin=(0, gap))
        return frame

    def fit_list(self, shown: int) -> None:
        """The list's scrolled page as tall as the cards shown, so its scrollbar spans only them (and
        goes when they fit): six games filtered out of thirty are not a list three times its view
        scrolling through blank felt. The frame keeps its place and view, so the row under it stays
        put. (pygame-menu resizes no scrolling frame that holds controls: its page is swapped.)"""
        area = self.list.get_scrollarea(inner=True)
        if area is None:  # every card fits: no scrollbar
            return
        card, gap = self.fitting
        world = area.get_world()
        height = card * max(1, shown) + gap
        if world is not None and world.get_height() != height:
            self.list._surface = pygame.Surface((world.get_width(), height), pygame.SRCALPHA)
            area.set_world(self.list._surface)

    @staticmethod
    def light(decor, plain: str, lit: str, selected: bool) -> None:
        """A card with the focus has red words, as every control has."""
        (decor.enable if selected else decor.disable)(lit)
        (decor.disable if selected else decor.enable)(plain)

    def refilter(self) -> None:
        matching = {id(entry) for entry in self.matching()[:SHOWN]}
        for entry, button in self.rows:
            if id(entry) in matching:
                button.show()
            else:
                button.hide()
        count = len(self.matching())
        if self.list is not None:
            self.fit_list(len(matching))
            self.list.scrollv(0)  # the newest matching game at the top of the list
            (self.list.show if count else self.list.hide)()
        if count:
            self.header.show()
        else:
            self.header.hide()
        if not self.entries:
            note = text("history_empty")
        elif not count:
            note = text("history_none_match")
        elif count > SHOWN:
            note = text("history_showing", shown=SHOWN, count=count)
        else:
            note = ""
        self.note.set_title(note)
        if note:
            self.note.show()
        else:
            self.note.hide()

    def set_game(self, _item, value: str) -> None:
        self.game = value
        self.refilter()

    def set_player(self, value: str) -> None:
        self.player = value
        self.refilter()

    def open(self, entry: HistoryEntry) -> None:
        try:
            state = self.app.store.load_history_game(entry)
        except (GameError, OSError) as exc:
            self.app.store.notices.append(Later("replay_unplayable", reason=Later.error(exc)))
            self.rebuild()
            return
        self.app.go(To.REPLAY, state, list(entry.summary.seats), back=To.HISTORY)

    def statistics(self) -> None:
        self.app.go(To.STATISTICS)

    def back(self) -> None:
        self.app.go(To.MENU)
