"""The end of a game: the winner, the scores (for Assano the match standings and rounds), play again."""

from __future__ import annotations

import pygame

from game.history import round_standings
from scenes import language
from scenes.games import game_name
from scenes.navigation import To
from scenes.scene import Scene
from scenes.strings import plural, text
from scenes.theme import CARD, GOLD, MUTED
from scenes.ui import chart, draw, layout, material
from scenes.ui import text as ui_text
from scenes.ui.input import Focus, Target


class ResultsScene(Scene):
    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        state = table.state
        self.result = state.result()
        self.names = table.names
        self.tables = table.view.results(self.result, state.observation(table.viewer))
        self.standings = round_standings(state, table.start_state())
        self.view_charts = table.view.result_charts(self.result, state.observation(table.viewer))
        """Running standings per round: drawn as a chart where a match had two rounds or more."""
        self.focus = Focus()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.u = layout.unit(size)
        width, height = size
        bw, bh = int(300 * self.u), int(48 * self.u)
        self.again = pygame.Rect(0, 0, bw, bh)
        self.menu = pygame.Rect(0, 0, bw, bh)
        gap = int(20 * self.u)
        self.again.bottomright = (width // 2 - gap // 2, height - int(24 * self.u))
        self.menu.bottomleft = (width // 2 + gap // 2, height - int(24 * self.u))

    def targets(self) -> list[Target]:
        return [
            Target("again", self.again, self.play_again, pygame.K_RETURN),
            Target("menu", self.menu, self.to_menu, pygame.K_ESCAPE),
        ]

    def play_again(self) -> None:
        self.app.show(self.table.rematch())

    def to_menu(self) -> None:
        self.app.go(To.MENU)

    def charts(self) -> list[chart.Chart]:
        """The standings after each round (where a game had two or more), then the view's own."""
        out = []
        if len(self.standings) >= 2:
            series = [
                chart.Series(name, [row[seat] for row in self.standings])
                for seat, name in enumerate(self.names)
            ]
            out.append(
                chart.Chart(text("chart_standings_title"), text("chart_round"), text("chart_points"), series)
            )
        return out + self.view_charts

    def banner(self) -> str:
        """Who won; a solo game has a score, not a winner."""
        if len(self.names) == 1:
            return plural("results_solo", round(self.result.scores[0]), name=self.names[0])
        winners = [self.names[s] for s in self.result.winners]
        key = "results_winner" if len(winners) == 1 else "results_winners"
        return text(key, names=language.names(winners))

    def on_event(self, event: pygame.event.Event) -> None:
        self.focus.handle(event, self.targets())

    def animating(self) -> bool:
        return False  # the scores stand still: drawn after input only

    def on_draw(self, surface: pygame.Surface) -> None:
        material.lay(surface)
        u = self.u
        width = surface.get_width()
        title = text("results_title", game=game_name(self.table.state.spec.id))
        y = ui_text.blit(surface, title, int(34 * u), CARD, True, midtop=(width // 2, int(20 * u))).bottom
        y = ui_text.blit(
            surface,
            self.banner(),
            int(28 * u),
            GOLD,
            True,
            midtop=(width // 2, y + int(10 * u)),
        ).bottom
        columns = max(1, len(self.tables))
        col_w = min(int(560 * u), (width - int(40 * u)) // columns)
        left = (width - col_w * columns) // 2
        bottom = self.again.top - int(12 * u)
        charts = self.charts()
        if charts:  # side by side in the lower part, the tables above them
            top = y + int((bottom - y) * 0.5)
            width_each = (width - int(60 * u)) // len(charts)
            for index, one in enumerate(charts):
                plot = pygame.Rect(
                    int(30 * u) + index * width_each, top, width_each - int(20 * u), bottom - top
                )
                heading = ui_text.blit(
                    surface, one.title, int(18 * u), CARD, True, midtop=(plot.centerx, plot.top)
                )
                plot.top = heading.bottom + int(6 * u)
                plot.height = bottom - plot.top
                chart.draw(surface, plot, one)
            bottom = top - int(10 * u)
        for index, (heading, rows) in enumerate(self.tables):
            x = left + index * col_w + int(10 * u)
            row_y = y + int(24 * u)
            row_y = ui_text.blit(surface, heading, int(20 * u), CARD, True, topleft=(x, row_y)).bottom + int(
                6 * u
            )
            for row in rows:
                size = ui_text.fit_size(row, int(16 * u), col_w - int(20 * u))
                if row_y + size * 1.4 > bottom:
                    break
                row_y = ui_text.blit(surface, row, size, MUTED, topleft=(x, row_y)).bottom + int(4 * u)
        lit = self.focus.key
        draw.button(surface, self.again, text("results_again"), lit == "again")
        draw.button(surface, self.menu, text("results_menu"), lit == "menu")
        self.focus.draw(surface, self.targets())
