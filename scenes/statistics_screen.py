"""Statistics per player name, from the history: games and wins per game, against each computer
level, each game's own figures, streaks, and the share of wins over time as a chart.

Resetting asks first and forgets nothing: from then on the statistics count only newer games
(``Settings.stats_since``); the games stay in the history and their replays with them.
"""

from __future__ import annotations

import time

import pygame

from game import registry
from game.history import GameRecord, PlayerStats, statistics
from scenes import games, language
from scenes.games import game_name
from scenes.navigation import To
from scenes.scene import Scene
from scenes.strings import plural, text
from scenes.theme import CARD, GOLD, MUTED
from scenes.ui import chart, draw, layout, material
from scenes.ui import text as ui_text
from scenes.ui.input import Focus, Target

AGAINST = {
    "easy": "stats_against_easy",
    "medium": "stats_against_medium",
    "hard": "stats_against_hard",
    "random": "stats_against_random",
    "steady": "stats_against_steady",
    "average": "stats_against_average",
    "shaky": "stats_against_shaky",
}
"""The line on games against each kind of computer player (another kind: ``stats_against``)."""


def percent(share: float) -> str:
    return language.percent(share)


def figure(value: float) -> str:
    """A figure with one decimal where it has one ("1.5", "1,5" in Danish; "2", not "2.0")."""
    value = round(float(value), 1)
    return language.number(value, 0 if value.is_integer() else 1)


def figure_line(name: str, game: str, record: GameRecord) -> str | None:
    """One of a game's own figures (:data:`scenes.games.FIGURES`), or None when it has no games."""
    if name == "points_total" and record.scores:
        return text(
            "stats_points_total", game=game, points=figure(sum(record.scores)), mean=figure(record.mean())
        )
    if name == "score_solo" and record.solo_scores:
        return text(
            "stats_score_solo", game=game, best=figure(record.best(True)), mean=figure(record.mean(True))
        )
    if name == "score_together" and record.scores:
        return text("stats_score_together", game=game, best=figure(record.best()), mean=figure(record.mean()))
    if name == "points_mean" and record.scores:
        return text("stats_points_mean", game=game, mean=figure(record.mean()), best=figure(record.best()))
    if name == "length_mean" and record.lengths:
        return text("stats_length_mean", game=game, mean=figure(sum(record.lengths) / len(record.lengths)))
    return None


def stats_lines(player: PlayerStats) -> list[str]:
    """The figures of one player, a line each, in the order a family asks for them."""
    lines = [
        text(
            "stats_games",
            played=player.played,
            won=figure(player.won),
            rate=percent(player.won / player.played) if player.played else text("stats_no_rate"),
        ),
        text("stats_streaks", current=player.current_streak(), longest=player.longest_streak()),
    ]
    for spec in registry.all_specs():
        record = player.games.get(spec.id)
        if record is None or not (record.played or record.solo_played):
            continue
        if record.played:
            lines.append(
                text("stats_game_line", game=game_name(spec.id), played=record.played, won=figure(record.won))
            )
        if record.solo_played:
            lines.append(plural("stats_solo_line", record.solo_played, game=game_name(spec.id)))
        lines += [
            line for name in games.figures(spec.id) if (line := figure_line(name, game_name(spec.id), record))
        ]
    for level, (played, won) in sorted(player.against.items()):
        values = {"played": played, "won": figure(won), "rate": percent(won / played)}
        key = AGAINST.get(level)
        lines.append(text(key, **values) if key is not None else text("stats_against", level=level, **values))
    return lines


class StatisticsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus = Focus()
        self.load()

    def load(self) -> None:
        since = self.app.settings.stats_since
        summaries = [e.summary for e in self.app.store.load_history() if e.summary.ended_at >= since]
        self.stats = statistics(summaries)
        self.players = sorted(self.stats, key=str.casefold)
        self.index = 0
        # on a control that works: with one player (or none, after a reset) the arrows are off
        self.focus.start("next" if len(self.players) > 1 else "back")

    def on_resize(self, size: tuple[int, int]) -> None:
        self.u = u = layout.unit(size)
        width, height = size
        bw, bh, gap = int(230 * u), int(46 * u), int(16 * u)
        names = ("previous", "next", "reset", "back")
        # wide enough for the longest label on one line, where the window has the room
        labels = (text("stats_reset"), text("stats_back"))
        widest = max(ui_text.measure(words, ui_text.MIN_SIZE, True)[0] for words in labels)
        bw = max(bw, min(widest + 24, (width - (len(names) + 1) * gap) // len(names)))
        left = (width - len(names) * bw - (len(names) - 1) * gap) // 2
        self.buttons = {
            name: pygame.Rect(left + i * (bw + gap), height - bh - int(20 * u), bw, bh)
            for i, name in enumerate(names)
        }
        self.place(size)

    def place(self, size: tuple[int, int]) -> None:
        """The heading, the two sheets (the figures, the chart) as tall as the figures' lines (the
        chart no shorter than a readable chart) and the buttons under them, the group in the
        window's middle: no sheet reaching down to the buttons half empty."""
        u = self.u
        width, height = size
        words = text("stats_title")
        head = ui_text.label(
            words, ui_text.fit_size(words, int(34 * u), width - 40, True), CARD, True
        ).get_height()
        self.body = 0
        if not self.players:
            head += int(30 * u) + ui_text.line_height(int(20 * u))
        else:
            name = self.player_line()
            head += (
                int(8 * u) + ui_text.label(name, int(24 * u), GOLD, True).get_height() + max(20, int(26 * u))
            )
            size_ = ui_text.readable(16 * u)
            lines = sum(
                ui_text.label(part, size_, MUTED).get_height() + 2
                for line in stats_lines(self.stats[self.players[self.index]])
                for part in ui_text.wrap(line, size_, width // 2 - int(36 * u))
            )
            margin, gap = int(16 * u), max(10, int(14 * u))
            room = height - 2 * margin - head - gap - self.buttons["back"].height
            self.body = min(room, max(lines + max(12, int(16 * u)), int(320 * u)))
        self.top, foot = layout.stacked(
            height, head + self.body, max(10, int(14 * u)), self.buttons["back"].height, int(16 * u)
        )
        for rect in self.buttons.values():
            rect.top = foot

    def player_line(self) -> str:
        """Whose figures are shown, and which of how many."""
        player = self.stats[self.players[self.index]]
        return text("stats_player", name=player.name, number=self.index + 1, count=len(self.players))

    def targets(self) -> list[Target]:
        many = len(self.players) > 1
        return [
            Target("previous", self.buttons["previous"], lambda: self.turn(-1), pygame.K_LEFT, enabled=many),
            Target("next", self.buttons["next"], lambda: self.turn(1), pygame.K_RIGHT, enabled=many),
            Target("reset", self.buttons["reset"], self.ask_reset, pygame.K_r, enabled=bool(self.players)),
            Target("back", self.buttons["back"], self.back, None),
        ]

    def turn(self, by: int) -> None:
        if self.players:
            self.index = (self.index + by) % len(self.players)
            self.place(self.app.size)
            self.app.redraw()

    def ask_reset(self) -> None:
        self.app.open(
            To.CHOICE,
            text("stats_reset_title"),
            text("stats_reset_body"),
            [(text("stats_reset_yes"), self.reset), (text("stats_reset_no"), lambda: None)],
        )

    def reset(self) -> None:
        self.app.settings.stats_since = time.time()
        self.app.save_settings()
        self.load()
        self.place(self.app.size)
        self.app.redraw()

    def back(self) -> None:
        self.app.go(To.HISTORY)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.focus.handle(event, self.targets())

    def animating(self) -> bool:
        return False

    def on_draw(self, surface: pygame.Surface) -> None:
        material.lay(surface)
        u = self.u
        width = surface.get_width()
        y = draw.heading(
            surface, text("stats_title"), int(34 * u), width - 40, midtop=(width // 2, self.top)
        ).bottom
        if not self.players:
            ui_text.blit(
                surface, text("stats_none"), int(20 * u), MUTED, midtop=(width // 2, y + int(30 * u))
            )
        else:
            player = self.stats[self.players[self.index]]
            y = ui_text.blit(
                surface, self.player_line(), int(24 * u), GOLD, True, midtop=(width // 2, y + int(8 * u))
            ).bottom
            column = pygame.Rect(int(24 * u), y + max(20, int(26 * u)), width // 2 - int(36 * u), 0)
            size = ui_text.readable(16 * u)
            pad = max(12, int(16 * u))
            low = column.top + self.body
            draw.sheet(
                surface,
                pygame.Rect(
                    column.left - pad, column.top - pad, column.width + 2 * pad, low - column.top + pad
                ),
            )
            row_y = column.top
            for line in stats_lines(player):
                for part in ui_text.wrap(line, size, column.width):
                    row_y = ui_text.blit(surface, part, size, MUTED, topleft=(column.left, row_y)).bottom + 2
            area = pygame.Rect(
                width // 2 + int(12 * u),
                column.top,
                width // 2 - int(36 * u),
                low - pad - column.top,
            )
            draw.sheet(
                surface,
                pygame.Rect(area.left - pad, area.top - pad, area.width + 2 * pad, low - area.top + pad),
            )
            ui_text.blit(
                surface, text("stats_chart"), ui_text.readable(16 * u), CARD, True, topleft=area.topleft
            )
            area.top += int(30 * u)
            area.height -= int(30 * u)
            rates = [100 * v for v in player.win_rate_over_time()]
            chart.line_chart(
                surface,
                area,
                [chart.Series(player.name, rates)],
                text("stats_chart_x"),
                text("stats_chart_y"),
                y_range=(0, 100),
            )
        labels = {
            "previous": "<",
            "next": ">",
            "reset": text("stats_reset"),
            "back": text("stats_back"),
        }
        for target in self.targets():
            draw.button(
                surface, target.rect, labels[target.key], self.focus.key == target.key, target.enabled
            )
        self.focus.draw(surface, self.targets())
