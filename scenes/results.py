"""The end of a game: the winner, a card per player (placement, name, score; the winners' cards in
gold and raised), the game's own tables and charts (for Assano the match standings and rounds),
play again."""

from __future__ import annotations

import pygame

from game.history import round_standings
from scenes import language
from scenes.games import game_name
from scenes.navigation import To
from scenes.scene import Scene
from scenes.strings import plural, text
from scenes.theme import ACCENT, CARD, GOLD, INK, MUTED
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
        """The buttons at the foot of the window where charts fill the room over them; else the
        scoreboard and the buttons under it as one group in the window's middle."""
        self.u = layout.unit(size)
        width, height = size
        bw, bh = int(300 * self.u), int(48 * self.u)
        self.again = pygame.Rect(0, 0, bw, bh)
        self.menu = pygame.Rect(0, 0, bw, bh)
        gap = int(20 * self.u)
        foot = height - int(24 * self.u)
        self.panel = None if self.charts() else self.board(width)
        if self.panel is not None:
            self.panel.top, below = layout.stacked(height, self.panel.height, gap, bh, int(10 * self.u))
            foot = below + bh
        self.again.bottomright = (width // 2 - gap // 2, foot)
        self.menu.bottomleft = (width // 2 + gap // 2, foot)

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

    def placements(self) -> list[int]:
        """Each seat's place: the winners first, then by score, in the direction the winners'
        scores point (where the winners scored least, least is best); equal scores share a place."""
        scores = self.result.scores
        winners = set(self.result.winners)
        best = max(scores) if scores else 0
        sign = 1 if not winners or any(scores[s] == best for s in winners) else -1

        def key(seat: int) -> tuple[int, float]:
            return (0 if seat in winners else 1, -sign * scores[seat])

        order = sorted(range(len(scores)), key=key)
        places = [0] * len(scores)
        for rank, seat in enumerate(order):
            same = rank and key(order[rank - 1]) == key(seat)
            places[seat] = places[order[rank - 1]] if same else rank + 1
        return places

    def player_cards(self, width: int, top: int) -> list[tuple[int, pygame.Rect]]:
        """(seat, card) for every seat, in order of place, in rows of up to five under ``top``."""
        u = self.u
        count = len(self.names)
        cols = min(count, 5)
        gap = int(14 * u)
        card_w = min(int(230 * u), (width - int(40 * u) - (cols - 1) * gap) // cols)
        card_h = max(ui_text.line_height(12, True) + ui_text.line_height(12) + 16, int(70 * u))
        places = self.placements()
        order = sorted(range(count), key=lambda seat: (places[seat], seat))
        out = []
        for index, seat in enumerate(order):
            row, col = divmod(index, cols)
            in_row = min(cols, count - row * cols)
            left = (width - in_row * card_w - (in_row - 1) * gap) // 2
            rect = pygame.Rect(left + col * (card_w + gap), top + row * (card_h + gap), card_w, card_h)
            out.append((seat, rect))
        return out

    def draw_player(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, place: int) -> None:
        """One player's card: the place, the name and the score; a winner's is gold and raised."""
        won = seat in self.result.winners and len(self.names) > 1
        if won:
            rect = rect.move(0, -int(4 * self.u))
        draw.card(surface, rect, rim=GOLD if won else ACCENT, fill=(255, 240, 190) if won else CARD)
        if won:
            pygame.draw.rect(
                surface, GOLD, rect, width=max(3, int(4 * self.u)), border_radius=max(8, rect.height // 10)
            )
        pad = max(6, int(10 * self.u))
        room = rect.width - 2 * pad
        big = ui_text.readable(26 * self.u)
        x = rect.left + pad
        if len(self.names) > 1:
            mark = ui_text.blit(surface, f"{place}.", big, ACCENT, True, midleft=(x, rect.centery))
            x = mark.right + pad
            room = rect.right - pad - x
        name = self.names[seat]
        size = ui_text.fit_size(name, int(20 * self.u), room, bold=True)
        score = plural("points", round(self.result.scores[seat]))
        small = ui_text.fit_size(score, int(16 * self.u), room)
        height = ui_text.line_height(size, True) + ui_text.line_height(small)
        y = rect.centery - height // 2
        ui_text.blit(surface, name, size, INK, True, topleft=(x, y))
        ui_text.blit(surface, score, small, INK, topleft=(x, y + ui_text.line_height(size, True)))

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

    def table_lines(self, col_w: int) -> list[tuple[str, list[tuple[str, int]]]]:
        """Each of the game's tables as (heading, its rows as (line, size)): a row too long for its
        column even at the smallest size goes on over lines."""
        room = col_w - int(20 * self.u)
        out = []
        for heading, rows in self.tables:
            lines = []
            for row in rows:
                size = ui_text.fit_size(row, int(16 * self.u), room)
                lines += [(line, size) for line in ui_text.wrap(row, size, room)]
            out.append((heading, lines))
        return out

    def tables_height(self, tables: list[tuple[str, list[tuple[str, int]]]]) -> int:
        """How tall the tallest table stands, its heading and its rows."""
        u = self.u
        tallest = 0
        for _heading, lines in tables:
            height = ui_text.line_height(int(20 * u), True) + int(6 * u)
            height += sum(ui_text.line_height(size) + int(4 * u) for _line, size in lines)
            tallest = max(tallest, height)
        return tallest

    def board(self, width: int) -> pygame.Rect:
        """The scoreboard's panel (title, winner, players' cards, the game's tables), as tall as all
        of them and as wide as the widest, in the window's middle across (its top: ``on_resize``)."""
        u = self.u
        pad = self.pad()
        col_w = self.column_width(width)
        cards = self.player_cards(width, 0)
        height = ui_text.line_height(int(34 * u), True) + int(10 * u)
        height += ui_text.line_height(int(28 * u), True) + int(18 * u)
        height += max(rect.bottom for _, rect in cards)
        if self.tables:
            height += int(24 * u) + self.tables_height(self.table_lines(col_w))
        span = max(max(r.right for _, r in cards) - min(r.left for _, r in cards), col_w * len(self.tables))
        panel = pygame.Rect(0, 0, min(width - int(20 * u), span + 2 * pad), height + 2 * pad)
        panel.centerx = width // 2
        return panel

    def pad(self) -> int:
        """The room between the scoreboard's panel and its words."""
        return int(24 * self.u)

    def column_width(self, width: int) -> int:
        """The width of each of the game's tables, side by side."""
        return min(int(560 * self.u), (width - int(40 * self.u)) // max(1, len(self.tables)))

    def on_draw(self, surface: pygame.Surface) -> None:
        material.lay(surface)
        u = self.u
        width = surface.get_width()
        charts = self.charts()
        top = int(20 * u)
        if self.panel is not None:
            draw.sheet(surface, self.panel)
            top = self.panel.top + self.pad()
        title = text("results_title", game=game_name(self.table.state.spec.id))
        y = ui_text.blit(surface, title, int(34 * u), CARD, True, midtop=(width // 2, top)).bottom
        y = ui_text.blit(
            surface,
            self.banner(),
            int(28 * u),
            GOLD,
            True,
            midtop=(width // 2, y + int(10 * u)),
        ).bottom
        places = self.placements()
        cards = self.player_cards(width, y + int(18 * u))
        for seat, rect in cards:
            self.draw_player(surface, seat, rect, places[seat])
        y = max(rect.bottom for _, rect in cards)
        col_w = self.column_width(width)
        left = (width - col_w * max(1, len(self.tables))) // 2
        bottom = self.again.top - int(12 * u)
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
        for index, (heading, lines) in enumerate(self.table_lines(col_w)):
            x = left + index * col_w + int(10 * u)
            row_y = y + int(24 * u)
            row_y = ui_text.blit(surface, heading, int(20 * u), CARD, True, topleft=(x, row_y)).bottom + int(
                6 * u
            )
            for line, size in lines:
                if row_y + size * 1.4 > bottom:
                    break
                row_y = ui_text.blit(surface, line, size, MUTED, topleft=(x, row_y)).bottom + int(4 * u)
        lit = self.focus.key
        draw.button(surface, self.again, text("results_again"), lit == "again")
        draw.button(surface, self.menu, text("results_menu"), lit == "menu")
        self.focus.draw(surface, self.targets())
