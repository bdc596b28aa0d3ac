"""The Elements table's words: the hint line, the move log and the banners (from the move and its
events), the side panel, the round's summary and the results."""

from __future__ import annotations

import datetime
from typing import Any

from game.core import Action
from game.elements.events import DieTaken, Frozen, GameEnding, Missed, Rerolled, Rolled, RowFull
from game.events import GameOver
from scenes import language
from scenes.strings import plural, text
from scenes.tables.base import Banner, Happening
from scenes.tables.elements.dice import Tumble
from scenes.tables.elements.pictures import DARK, ROWS, face_word, row_label, row_word, signed, the_die
from scenes.ui.chart import Chart, Series


def row_words(row: str) -> str:
    return row_label(row)


def day(written: str) -> str:
    """A high score's date ("2026-12-01") as the language writes it."""
    try:
        return language.date(datetime.date.fromisoformat(written))
    except ValueError:
        return written


RESULT_ROWS = {
    (False, False): "elements_result_row",
    (True, False): "elements_result_row_full",
    (False, True): "elements_result_row_frozen",
    (True, True): "elements_result_row_full_frozen",
}
"""A sheet row's line on the results by (full, frozen)."""


class Words:
    """The view's words (a part of :class:`scenes.tables.elements.ElementsView`)."""

    def die_words(self, obs: dict[str, Any], die: int) -> str:
        return the_die(obs["dice"][die]["die"])

    def hint(self, obs: dict[str, Any], legal: list[Action], deciding: bool) -> str:
        names = self.table.names
        current = obs["current"]
        if current < 0:
            return text("game_over")
        if any(isinstance(f, Tumble) for f in self.table.flights.items):
            return text("elements_hint_rolling", name=names[obs["active"]])
        if not deciding:
            return text("elements_hint_waiting", name=names[current])
        name = names[current]
        opts = self.options(legal)
        miss = obs["miss"]
        if self.chosen is not None and self.chosen in opts:
            die = self.die_words(obs, self.chosen)
            targets = [t for _, t in opts[self.chosen]]
            crossing = [t for t in targets if t != 6]
            if miss and 6 in targets:
                return text("elements_hint_fallback", name=name, die=die)
            if miss and len(crossing) == 1:
                return text(
                    "elements_hint_confirm",
                    name=name,
                    die=die,
                    row=row_word(ROWS[crossing[0]]),
                )
            if miss:
                return text("elements_hint_dark_full", name=name, die=die)
            return text("elements_hint_rows", name=name, die=die)
        if miss:
            return text("elements_hint_miss", name=name, keys=len(obs["dice"]))
        return text("elements_hint_pick", name=name, keys=len(obs["dice"]))

    def describe(self, happening: Happening) -> list[str]:
        """The move, then a line for each event that matters: a full row, the dark row freezing,
        a roll made again for its dark faces, the next roll, the game's end."""
        names = self.table.names
        lines: list[str] = []
        why = {e.seat: e for e in happening.events if isinstance(e, Missed)}
        for event in happening.events:
            if isinstance(event, DieTaken):
                lines.append(self.take_words(happening.name, event, why.get(event.seat)))
            elif isinstance(event, RowFull):
                lines.append(text("elements_log_row_full", name=names[event.seat], row=row_words(event.row)))
            elif isinstance(event, Frozen):
                lines.append(text("elements_log_freezes", name=names[event.seat], value=signed(event.value)))
            elif isinstance(event, Rerolled):
                lines.append(plural("elements_log_reroll", event.dark, name=names[event.seat]))
            elif isinstance(event, Rolled):
                faces = language.names([face_word(face) for face in event.faces])
                lines.append(text("elements_log_roll", name=names[event.seat], faces=faces))
            elif isinstance(event, GameOver) and len(names) == 1:  # a score, not a winner
                score = int(self.table.state.standings()[0])
                lines.append(plural("elements_log_over_solo", score, name=names[0]))
            elif isinstance(event, GameOver):
                winners = language.names([names[s] for s in event.winners])
                lines.append(plural("elements_log_over", len(event.winners), names=winners))
        return lines

    def take_words(self, name: str, event: DieTaken, missed: Missed | None) -> str:
        die = the_die(event.kind)
        face = face_word(event.face)
        if event.row == "none":
            return text("elements_log_none", name=name, die=die, face=face)
        key = "elements_log_take"
        if missed is not None:
            key = "elements_log_miss" if missed.why == "no_fit" else "elements_log_fallback"
        row = row_words(event.row)
        return text(key, name=name, die=die, face=face, row=row, value=signed(event.value))

    def announce(self, happening: Happening) -> list[Banner]:
        """At the seat's sheet: a miss (where its cross went), a full row, the dark row frozen."""
        out: list[Banner] = []
        for event in happening.events:
            if isinstance(event, Missed):
                if event.row == "none":
                    out.append(Banner(event.seat, text("elements_banner_miss_none")))
                else:
                    out.append(Banner(event.seat, text("elements_banner_miss", row=row_words(event.row))))
            elif isinstance(event, RowFull):
                out.append(Banner(event.seat, text("elements_banner_full", row=row_words(event.row))))
            elif isinstance(event, Frozen):
                out.append(Banner(event.seat, text("elements_banner_frozen")))
        return out

    def interlude(self, happening: Happening) -> list[str] | None:
        after = happening.after
        if after["current"] < 0:
            self.record(after)
            return None
        for event in happening.events:
            if isinstance(event, GameEnding):
                return [
                    plural("elements_end_title", event.need),
                    text("elements_end_body", name=self.table.names[event.last]),
                ]
        return None

    def sound(self, happening: Happening) -> str | None:
        if happening.after["current"] >= 0 and any(isinstance(e, Rolled) for e in happening.events):
            return "roll"
        missed = any(isinstance(e, DieTaken) and e.miss for e in happening.events)
        return "penalty" if missed else "card"

    def panel_lines(self, obs: dict[str, Any]) -> list[str]:
        names = self.table.names
        lines = [text("elements_panel_roll", round=obs["round"], name=names[obs["active"]])]
        lines.append(text("elements_panel_rows", done=obs["completed_rows"], need=obs["rows_to_end"]))
        for seat, sheet in enumerate(obs["sheets"]):
            full = sum(sheet["full"])
            lines.append(
                text(
                    "elements_panel_score",
                    name=names[seat],
                    points=plural("points", sheet["score"]),
                    rows=plural("elements_full_rows", full),
                )
            )
        if obs["players"] == 1:
            lines.append(text("elements_panel_solo"))
        return lines

    def board_key(self, obs: dict[str, Any]) -> str:
        return f"elements:{obs['layout'].get('name', '')}"

    def record(self, obs: dict[str, Any]) -> None:
        """A solo game by a person ends: enter its score in the high-score table (once)."""
        if self.recorded or obs["players"] != 1 or not self.table.is_person(0):
            return
        self.recorded = True
        self.place, self.board, self.board_notice = self.table.record_score(
            self.board_key(obs),
            self.table.names[0],
            obs["sheets"][0]["score"],
            marks=obs["sheets"][0]["marks"],
        )

    def result_charts(self, result: Any, obs: dict[str, Any]) -> list[Chart]:
        """Each row's final value on every sheet: a group of bars a row, a bar a player."""
        names = self.table.names
        series = [Series(names[seat], rows) for seat, rows in enumerate(result.detail["rows"])]
        labels = [row_label(row) for row in ROWS]
        title, x_label, y_label = text("chart_rows_title"), text("chart_row"), text("chart_points")
        return [Chart(title, x_label, y_label, series, labels, bars=True)]

    def results(self, result: Any, obs: dict[str, Any]) -> list[tuple[str, list[str]]]:
        names = self.table.names
        out = []
        order = sorted(range(len(names)), key=lambda s: -result.scores[s])
        for seat in order:
            rows = result.detail["rows"][seat]
            lines = []
            for row, value in enumerate(rows):
                full = bool(obs["sheets"][seat]["full"][row])
                frozen = row == DARK and bool(result.detail["frozen"][seat])
                words = text(
                    RESULT_ROWS[(full, frozen)],
                    row=row_label(ROWS[row]),
                    value=signed(value),
                    total=signed(sum(rows[: row + 1])),
                )
                lines.append(words)
            lines.append(text("elements_result_total", points=plural("points", int(result.scores[seat]))))
            out.append(
                (text("elements_result_heading", name=names[seat], score=int(result.scores[seat])), lines)
            )
        if obs["players"] == 1 and self.table.is_person(0):
            self.record(obs)
            board = [
                text(
                    "elements_highscore_row_new" if i + 1 == self.place else "elements_highscore_row",
                    place=i + 1,
                    name=e["name"],
                    score=e["score"],
                    date=day(e["date"]),
                )
                for i, e in enumerate(self.board)
            ]
            if self.board_notice:
                board.insert(0, self.board_notice)
            out.append((text("elements_highscores_title"), board or [text("elements_highscores_empty")]))
        return out
