"""The first screen: the four games, each on a card with a picture, its player counts and one line.

A game with a game in progress shows a resume strip on its card (R resumes the one saved last);
the card itself leads to setup, and the buttons to the tornado practice, settings and quitting.
Everything is laid out from the window's size.
"""

from __future__ import annotations

import pygame

from game import registry
from game.core import GameSpec
from scenes import games
from scenes.games import game_name
from scenes.navigation import To
from scenes.scene import Scene
from scenes.store import SavedGame
from scenes.strings import plural, text
from scenes.theme import ACCENT, CARD, CARD_HOVER, FELT, GOLD, INK, MUTED, SHADOW
from scenes.ui import draw
from scenes.ui import text as ui_text
from scenes.ui.cache import picture_cache
from scenes.ui.input import Focus, Target

GAP = 18


@picture_cache
def picture_surface(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    games.picture(game_id)(surface, surface.get_rect())
    return surface


def grid(count: int, area: pygame.Rect, aspect: float = 1.2, widest: int = 300) -> list[pygame.Rect]:
    """``count`` cards of height ``aspect`` x width (at most ``widest``), in the rows x columns
    that make them largest."""
    best: tuple[float, int, int] = (0.0, 1, count)
    for rows in range(1, count + 1):
        cols = -(-count // rows)
        width = (area.width - (cols - 1) * GAP) / cols
        height = (area.height - (rows - 1) * GAP) / rows
        card_w = min(width, height / aspect, widest)
        if card_w > best[0]:
            best = (card_w, rows, cols)
    card_w, rows, cols = best
    size = (int(card_w), int(card_w * aspect))
    top = area.top + (area.height - rows * size[1] - (rows - 1) * GAP) // 2
    rects = []
    for index in range(count):
        row, col = divmod(index, cols)
        in_row = min(cols, count - row * cols)
        left = area.left + (area.width - in_row * size[0] - (in_row - 1) * GAP) // 2
        rects.append(pygame.Rect(left + col * (size[0] + GAP), top + row * (size[1] + GAP), *size))
    return rects


class MenuScene(Scene):
    """Lists every registered game; choosing one opens its setup."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.specs: list[GameSpec] = registry.all_specs()
        self.focus = Focus()
        self.saves: dict[str, SavedGame] = {}
        self.focus.start(self.specs[0].id)  # shown from the start: a keyboard player sees where they are
        self.layout(app.size)

    def on_enter(self) -> None:
        self.saves = self.app.store.load_autosaves()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout(size)

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        self.unit = max(0.7, min(2.4, min(width / 1280, height / 720)))
        u = self.unit
        self.title_y = int(22 * u)
        bar_h = int(46 * u)
        self.bottom = pygame.Rect(0, height - bar_h - int(16 * u), width, bar_h)
        top = int(120 * u)
        area = pygame.Rect(int(20 * u), top, width - int(40 * u), self.bottom.top - top - int(16 * u))
        self.cards = grid(len(self.specs), area, widest=int(300 * u))
        self.resume_rects = {}
        for spec, card in zip(self.specs, self.cards, strict=True):
            pad = max(8, card.width // 16)
            strip = pygame.Rect(0, 0, card.width - 2 * pad, max(int(30 * u), card.height // 7))
            strip.midbottom = (card.centerx, card.bottom - pad)
            self.resume_rects[spec.id] = strip
        names = ("practice", "history", "settings", "quit")
        button_w = min(int(230 * u), (width - 5 * GAP) // 4)
        left = (width - 4 * button_w - 3 * GAP) // 2
        self.buttons = {
            name: pygame.Rect(left + i * (button_w + GAP), self.bottom.top, button_w, bar_h)
            for i, name in enumerate(names)
        }

    def targets(self) -> list[Target]:
        out = []
        latest = max(self.saves, key=lambda game_id: self.saves[game_id].saved_at, default=None)
        for spec, rect in zip(self.specs, self.cards, strict=True):
            out.append(Target(spec.id, rect, lambda spec=spec: self.choose(spec)))
            if spec.id in self.saves:
                hotkey = pygame.K_r if spec.id == latest else None
                resume = lambda game_id=spec.id: self.do_resume(game_id)  # noqa: E731
                out.append(Target(f"resume:{spec.id}", self.resume_rects[spec.id], resume, hotkey))
        out.append(Target("practice", self.buttons["practice"], self.practice, pygame.K_p))
        out.append(Target("history", self.buttons["history"], self.history, pygame.K_h))
        out.append(Target("settings", self.buttons["settings"], self.settings, pygame.K_s))
        out.append(Target("quit", self.buttons["quit"], self.app.quit, pygame.K_q))
        return out

    # -- actions -------------------------------------------------------------------------
    def choose(self, spec: GameSpec) -> None:
        self.app.go(To.SETUP, spec.id)

    def do_resume(self, game_id: str) -> None:
        saved = self.saves.get(game_id)
        if saved is None:
            return
        if self.app.go(To.RESUMED_TABLE, saved.state, saved.seats) is None:
            self.on_enter()  # it was set aside with a notice: the menu shows that

    def practice(self) -> None:
        self.app.go(To.PRACTICE, back=MenuScene(self.app))

    def history(self) -> None:
        self.app.go(To.HISTORY)

    def settings(self) -> None:
        self.app.open(To.SETTINGS)

    def animating(self) -> bool:
        return False  # nothing on the menu moves by itself: it is drawn after input only

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        self.focus.handle(event, self.targets())

    # -- drawing -------------------------------------------------------------------------
    def on_draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        width = surface.get_width()
        u = self.unit
        ui_text.blit(
            surface, text("title"), int(50 * u), INK, True, midtop=(width // 2 + 2, self.title_y + 3)
        )
        ui_text.blit(surface, text("title"), int(50 * u), CARD, True, midtop=(width // 2, self.title_y))
        ui_text.blit(
            surface, text("subtitle"), int(20 * u), MUTED, midtop=(width // 2, self.title_y + int(66 * u))
        )
        targets = self.targets()
        lit = self.focus.key
        for spec, rect in zip(self.specs, self.cards, strict=True):
            self.draw_card(surface, spec, rect, lit == spec.id)
            saved = self.saves.get(spec.id)
            if saved is not None:
                words = plural("resume_card", len(saved.state.history), moves=len(saved.state.history))
                strip = self.resume_rects[spec.id]
                draw.button(surface, strip, words, lit == f"resume:{spec.id}", colour=GOLD)
        for name, rect in self.buttons.items():
            draw.button(surface, rect, text(f"menu_{name}"), lit == name)
        notices = self.app.store.notices[-2:]
        y = self.bottom.top - int(8 * u)
        for notice in reversed(notices):
            rect = ui_text.blit(surface, notice, int(15 * u), GOLD, midbottom=(width // 2, y))
            y = rect.top - 2
        self.focus.draw(surface, targets)

    def draw_card(self, surface: pygame.Surface, spec: GameSpec, rect: pygame.Rect, lit: bool) -> None:
        radius = max(8, rect.width // 14)
        pygame.draw.rect(surface, SHADOW, rect.move(5, 7), border_radius=radius)
        pygame.draw.rect(surface, CARD_HOVER if lit else CARD, rect, border_radius=radius)
        pygame.draw.rect(surface, ACCENT, rect, width=3 if lit else 1, border_radius=radius)
        pad = max(8, rect.width // 16)
        inner = rect.width - 2 * pad
        size = ui_text.fit_size(game_name(spec.id), max(12, rect.width // 9), inner, bold=True)
        name_rect = ui_text.blit(
            surface, game_name(spec.id), size, INK, True, midtop=(rect.centerx, rect.top + pad)
        )
        count = text("players", low=spec.min_players, high=spec.max_players)
        count_rect = ui_text.blit(
            surface, count, max(10, rect.width // 16), ACCENT, midtop=(rect.centerx, name_rect.bottom + 4)
        )
        pic_h = int(rect.height * 0.34)
        pic = picture_surface(spec.id, (inner, pic_h))
        surface.blit(pic, (rect.left + pad, count_rect.bottom + pad // 2))
        y = count_rect.bottom + pad + pic_h
        bottom = self.resume_rects[spec.id].top if spec.id in self.saves else rect.bottom - pad
        summary = text(f"summary_{spec.id}")
        body = max(10, rect.width // 17)
        while body > 10 and y + len(ui_text.wrap(summary, body, inner)) * int(body * 1.3) > bottom:
            body -= 1  # the whole summary, in smaller type where a resume strip takes room
        for line in ui_text.wrap(summary, body, inner):
            if y + body * 1.3 > bottom:
                break
            ui_text.blit(surface, line, body, INK, topleft=(rect.left + pad, y))
            y += int(body * 1.3)
