"""The first screen: the four games, each on a card, picked with the mouse or the keyboard."""

from __future__ import annotations

import pygame

from game import registry
from game.bots import bot_kinds
from game.core import GameSpec
from scenes.assets import font
from scenes.scene import Scene
from scenes.strings import text
from scenes.theme import ACCENT, CARD, CARD_HOVER, FELT, INK, MUTED, SHADOW

CARD_SIZE = (260, 300)
GAP = 24


class MenuScene(Scene):
    """Lists every registered game; choosing one shows what it offers."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.specs: list[GameSpec] = registry.all_specs()
        self.hover = -1
        self.chosen: GameSpec | None = None

    def card_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Cards in a centred row that wraps when the window is narrow."""
        width, height = size
        per_row = max(1, min(len(self.specs), (width - GAP) // (CARD_SIZE[0] + GAP)))
        rows = -(-len(self.specs) // per_row)
        top = max(150, (height - rows * (CARD_SIZE[1] + GAP)) // 2 + 40)
        rects = []
        for index in range(len(self.specs)):
            row, col = divmod(index, per_row)
            in_row = min(per_row, len(self.specs) - row * per_row)
            left = (width - in_row * (CARD_SIZE[0] + GAP) + GAP) // 2
            x = left + col * (CARD_SIZE[0] + GAP)
            rects.append(pygame.Rect(x, top + row * (CARD_SIZE[1] + GAP), *CARD_SIZE))
        return rects

    def on_event(self, event: pygame.event.Event) -> None:
        rects = self.card_rects(self.app.size)
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in enumerate(rects) if r.collidepoint(event.pos)), -1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((i for i, r in enumerate(rects) if r.collidepoint(event.pos)), -1)
            if hit >= 0:
                self.choose(self.specs[hit])
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.chosen is None:
                    self.app.quit()
                self.chosen = None
            elif event.key in (pygame.K_RIGHT, pygame.K_TAB):
                self.hover = (self.hover + 1) % len(self.specs)
            elif event.key == pygame.K_LEFT:
                self.hover = (self.hover - 1) % len(self.specs)
            elif event.key == pygame.K_RETURN and self.hover >= 0:
                self.choose(self.specs[self.hover])

    def choose(self, spec: GameSpec) -> None:
        """First choice shows what a game offers; choosing Tornado Ellie again opens its column."""
        if spec is self.chosen and spec.id == "tornado_ellie":
            from scenes.column_scene import ColumnScene

            self.app.show(ColumnScene(self.app, back=self))
        self.chosen = spec

    def on_draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        width = surface.get_width()
        title = font(56, bold=True).render(text("title"), True, INK)
        surface.blit(title, title.get_rect(midtop=(width // 2, 36)))
        sub = font(22).render(text("subtitle"), True, MUTED)
        surface.blit(sub, sub.get_rect(midtop=(width // 2, 104)))
        rects = self.card_rects(surface.get_size())
        for index, (spec, rect) in enumerate(zip(self.specs, rects, strict=True)):
            self.draw_card(surface, spec, rect, index == self.hover or spec is self.chosen)
        if self.chosen is not None:
            lines = [
                text("coming", game=self.chosen.name),
                text("rules_engine", id=self.chosen.id),
            ]
            if self.chosen.id == "tornado_ellie":
                lines.append(text("try_column"))
        else:
            lines = [text("choose")]
        lines.append(text("quit_hint"))
        y = surface.get_height() - 30 * len(lines) - 16
        for line in lines:
            label = font(18).render(line, True, MUTED)
            surface.blit(label, label.get_rect(midtop=(width // 2, y)))
            y += 30

    def draw_card(self, surface: pygame.Surface, spec: GameSpec, rect: pygame.Rect, lit: bool) -> None:
        pygame.draw.rect(surface, SHADOW, rect.move(6, 8), border_radius=18)
        pygame.draw.rect(surface, CARD_HOVER if lit else CARD, rect, border_radius=18)
        pygame.draw.rect(surface, ACCENT, rect, width=3 if lit else 1, border_radius=18)
        name = font(28, bold=True).render(spec.name, True, INK)
        surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.top + 24)))
        count = font(18).render(text("players", low=spec.min_players, high=spec.max_players), True, ACCENT)
        surface.blit(count, count.get_rect(midtop=(rect.centerx, rect.top + 68)))
        y = rect.top + 110
        for line in wrap(text(f"summary_{spec.id}"), font(17), rect.width - 36):
            label = font(17).render(line, True, INK)
            surface.blit(label, (rect.left + 18, y))
            y += 24
        facts = [
            text("options", count=len(spec.options)),
            text("bots", kinds=", ".join(bot_kinds(spec.id))),
        ]
        parts = [part for line in facts for part in wrap(line, font(15), rect.width - 36)]
        y = rect.bottom - 22 * len(parts) - 14
        for part in parts:
            label = font(15).render(part, True, ACCENT)
            surface.blit(label, (rect.left + 18, y))
            y += 22


def wrap(words: str, face: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap to ``width`` pixels."""
    lines: list[str] = []
    line = ""
    for word in words.split():
        trial = f"{line} {word}".strip()
        if line and face.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines
