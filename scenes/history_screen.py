"""The history screen: the games played, newest first, filtered by game and by player name; each
opens in the replay viewer. The statistics are one button away."""

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
from scenes.strings import Later, plural, text
from scenes.ui.widgets import add_button, add_selector, add_text_input

SHOWN = 100
"""Rows in the list at once: the newest matching games (the filters reach the rest)."""
ALL = ""


def row_words(entry: HistoryEntry) -> str:
    """One game of the history in a line: when, what, who, who won, how long."""
    summary = entry.summary
    names = summary.names()
    when = datetime.datetime.fromtimestamp(summary.ended_at)
    values = {
        "date": language.date(when.date()),
        "time": when.strftime("%H:%M"),
        "game": game_name(summary.game),
        "names": language.names(names),
    }
    if not summary.finished:
        return plural("history_row_given_up", summary.length, **values)
    if len(names) == 1:  # a solo game: a score, not a winner
        return plural("history_row_solo", summary.length, score=language.number(summary.scores[0]), **values)
    winners = language.names([names[s] for s in summary.winners])
    return plural("history_row_won", summary.length, winners=winners, **values)


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
        self.rows = []
        size = max(14, int(18 * self.scale()))
        for entry in reversed(self.entries):
            button = add_button(menu, row_words(entry), lambda entry=entry: self.open(entry), font_size=size)
            self.rows.append((entry, button))
        self.refilter()

    def refilter(self) -> None:
        matching = {id(entry) for entry in self.matching()[:SHOWN]}
        for entry, button in self.rows:
            if id(entry) in matching:
                button.show()
            else:
                button.hide()
        count = len(self.matching())
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
