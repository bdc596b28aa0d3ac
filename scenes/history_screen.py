"""The history screen: the games played, newest first, each a card with its game, players, result,
length and date in columns under a header; filtered by game and by player name; each opens in
the replay viewer. The statistics are one button away."""

from __future__ import annotations

import datetime

import pygame_menu

from game import registry
from game.core import GameError
from scenes import language
from scenes.form import FormScene
from scenes.games import game_name
from scenes.navigation import To
from scenes.store import HistoryEntry
from scenes.strings import Later, text
from scenes.theme import ACCENT, INK, MUTED
from scenes.ui import columns
from scenes.ui.text import readable
from scenes.ui.widgets import add_button, add_selector, add_text_input

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
        """Every row is built once; the filters show and hide rows (a form that rebuilt itself per
        key would lose the text field's caret and cost a frame a key)."""
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
        add_button(menu, text("history_statistics"), self.statistics, button_id="history_statistics")
        add_button(menu, text("history_back"), self.back, button_id="history_back")
        self.note = menu.add.label("", label_id="history_note")
        self.add_rows(menu)
        self.refilter()

    def add_rows(self, menu: pygame_menu.Menu) -> None:
        """A header and a card for every game: its words painted in aligned columns onto a card
        (a button, so keys and clicks reach it as they reach every control)."""
        scale = self.scale()
        size = max(14, int(18 * scale))
        pad, gap = int(18 * scale), int(20 * scale)
        width = min(int(1120 * scale), menu.get_width() - menu.get_theme().scrollbar_thick - int(60 * scale))
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
