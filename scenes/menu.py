"""The first screen: the four games, each on a card with a picture, its player counts and one line.

A game with a game in progress shows a resume strip on its card (R resumes the one saved last);
the card itself leads to setup, and the buttons to the lessons, the games' own screens (a practice
screen, :attr:`scenes.games.TableEntry.screens`), the history, settings and quitting.
Everything is laid out from the window's size.
"""

from __future__ import annotations

import pygame

from game import lessons, registry
from game.core import GameSpec
from scenes import games
from scenes.games import game_name
from scenes.navigation import To
from scenes.scene import Scene
from scenes.store import SavedGame
from scenes.strings import plural, text
from scenes.theme import ACCENT, CARD, CARD_HOVER, GOLD, INK, MUTED, SHADOW
from scenes.ui import draw, material
from scenes.ui import text as ui_text
from scenes.ui.cache import picture_cache
from scenes.ui.input import Focus, Target
from scenes.ui.shortcuts import bracket_key

GAP = 18
BUTTONS = {
    "learn": "menu_learn",
    "join": "menu_join",
    "history": "menu_history",
    "settings": "menu_settings",
    "quit": "menu_quit",
}
"""The menu's own buttons and their words (the games' own screens come after the first); each
label's bracketed letter ("Afslut [A]") is its key in the window's language."""


def buttons() -> dict[str, str]:
    """Every button's words in its order: "Learn to play", each game's own screens, then the rest."""
    first, *rest = BUTTONS.items()
    extras = {name: screen.label for name, screen in games.screens().items()}
    return dict([first, *extras.items(), *rest])


def bar(labels: list[str], size: int, room: int, widest: int) -> tuple[int, list[int]]:
    """One text size for the row of buttons, and each button's width: the largest size (from
    ``size`` down to the floor) at which every label fits side by side in ``room``, each button as
    wide as its label and the room left shared out to the narrowest (none wider than ``widest``).
    Labels too long even at the floor share the room as their lengths do (and wrap to two rows)."""
    while True:  # (draw.button keeps 8 px clear each side of a label; and half an em of air each side)
        needed = [ui_text.measure(words, size, bold=True)[0] + 16 + size for words in labels]
        if sum(needed) <= room or size <= ui_text.MIN_SIZE:
            break
        size -= 1
    if sum(needed) > room:
        return size, [room * n // sum(needed) for n in needed]
    low, high = 0, max(widest, max(needed))
    while low < high:  # the highest level the narrow buttons can be raised to
        level = (low + high + 1) // 2
        if sum(max(n, level) for n in needed) <= room:
            low = level
        else:
            high = level - 1
    return size, [max(n, low) for n in needed]


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
        self.layout(self.app.size)  # (a notice may have come: the cards make room for it)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout(size)

    def on_reveal(self) -> None:
        """Back from the settings or a question: a notice may have come meanwhile (the settings
        could not be saved), and the cards make room for it."""
        if self.noted != self.notes_shown():
            self.layout(self.app.size)

    def notes_shown(self) -> int:
        """How many notices the menu shows under its cards (the latest two)."""
        return min(2, len(self.app.store.notices))

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        self.noted = self.notes_shown()
        self.unit = max(0.7, min(2.4, min(width / 1280, height / 720)))
        u = self.unit
        self.title_y = int(22 * u)
        bar_h = int(46 * u)
        self.bottom = pygame.Rect(0, height - bar_h - int(16 * u), width, bar_h)
        top = int(120 * u)
        notes = self.noted * (ui_text.line_height(int(15 * u)) + 2)
        area = pygame.Rect(int(20 * u), top, width - int(40 * u), self.bottom.top - top - int(16 * u) - notes)
        self.cards = grid(len(self.specs), area, widest=int(300 * u))
        self.resume_rects = {}
        for spec, card in zip(self.specs, self.cards, strict=True):
            pad = max(8, card.width // 16)
            strip = pygame.Rect(0, 0, card.width - 2 * pad, max(int(30 * u), card.height // 7))
            strip.midbottom = (card.centerx, card.bottom - pad)
            self.resume_rects[spec.id] = strip
        self.offered = buttons()
        names = tuple(self.offered)
        count = len(names)
        labels = [text(self.offered[name]) for name in names]
        room = width - (count + 1) * GAP
        self.button_size, widths = bar(labels, ui_text.readable(bar_h * 0.45), room, int(230 * u))
        left = (width - sum(widths) - (count - 1) * GAP) // 2
        self.buttons = {}
        for name, button_w in zip(names, widths, strict=True):
            self.buttons[name] = pygame.Rect(left, self.bottom.top, button_w, bar_h)
            left += button_w + GAP

    def targets(self) -> list[Target]:
        out = []
        latest = max(self.saves, key=lambda game_id: self.saves[game_id].saved_at, default=None)
        for spec, rect in zip(self.specs, self.cards, strict=True):
            out.append(Target(spec.id, rect, lambda spec=spec: self.choose(spec)))
            if spec.id in self.saves:
                hotkey = pygame.K_r if spec.id == latest else None
                resume = lambda game_id=spec.id: self.do_resume(game_id)  # noqa: E731
                out.append(Target(f"resume:{spec.id}", self.resume_rects[spec.id], resume, hotkey))
        actions = {
            "learn": self.learn,
            "join": self.join,
            "history": self.history,
            "settings": self.settings,
            "quit": self.app.quit,
        }
        for name, label in self.offered.items():
            act = actions.get(name) or (lambda name=name: self.open_screen(name))
            out.append(Target(name, self.buttons[name], act, bracket_key(text(label))))
        return out

    # -- actions -------------------------------------------------------------------------
    def choose(self, spec: GameSpec) -> None:
        self.app.go(To.SETUP, spec.id)

    def do_resume(self, game_id: str) -> None:
        saved = self.saves.get(game_id)
        if saved is None:
            return
        if self.app.go(To.RESUMED_TABLE, saved.state, saved.seats, saved.aids) is None:
            self.on_enter()  # it was set aside with a notice: the menu shows that

    def learn(self) -> None:
        """ "Learn to play": which game's guided first game (at the step it reached, if begun)."""
        choices = []
        for spec in self.specs:
            found = lessons.lesson(spec.id)
            if found is None or not games.has_table(spec.id):
                continue
            step, done = self.app.store.lesson_step(spec.id)
            name = game_name(spec.id)
            words = (
                text("menu_learn_resume", game=name, step=step + 1, steps=len(found.steps))
                if step and not done
                else text("menu_learn_game", game=name)
            )
            choices.append((words, lambda game_id=spec.id: self.app.go(To.LESSON, game_id)))
        choices.append((text("menu_learn_back"), lambda: None))
        self.app.open(To.CHOICE, text("menu_learn_title"), text("menu_learn_body"), choices)

    def open_screen(self, name: str) -> None:
        """A game's own screen (a practice screen), which comes back to a fresh menu."""
        self.app.go(name, back=MenuScene(self.app))

    def join(self) -> None:
        """ "Join a game": a game hosted on another computer at home; or, where a game this
        computer hosted was left unfinished (the window closed, the program killed), hosting it
        again, so the others come back to their seats."""
        from scenes.net_link import unfinished_hosted

        left = unfinished_hosted(self.app.store.folder)
        if not left:
            self.app.go(To.JOIN)
            return
        choices = [
            (
                plural("menu_host_again", save.moves, game=game_name(save.game_id), moves=save.moves),
                lambda path=save.path: self.host_again(path),
            )
            for save in left
        ]
        choices += [
            (text("menu_join_other"), lambda: self.app.go(To.JOIN)),
            (text("menu_learn_back"), lambda: None),
        ]
        self.app.open(To.CHOICE, text("menu_network_title"), text("menu_network_body"), choices)

    def host_again(self, save) -> None:
        if self.app.go(To.HOST_AGAIN, save) is None:
            self.on_enter()  # it could not be taken up: the menu's notice says why

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
        material.lay(surface)
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
            draw.button(surface, rect, text(self.offered[name]), lit == name, size=self.button_size)
        notices = self.app.store.notices[-2:]
        y = self.bottom.top - int(8 * u)
        for notice in reversed(notices):
            rect = ui_text.blit(surface, str(notice), int(15 * u), GOLD, midbottom=(width // 2, y))
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
        bottom = self.resume_rects[spec.id].top if spec.id in self.saves else rect.bottom - pad
        summary = games.summary(spec.id)
        body = ui_text.readable(rect.width // 17)
        top = count_rect.bottom + pad

        def height(size: int) -> int:
            return len(ui_text.wrap(summary, size, inner)) * ui_text.line_height(size)

        pic_h = int(rect.height * 0.34)
        while body > ui_text.MIN_SIZE and top + pic_h + height(body) > bottom:
            body -= 1  # the whole summary, in smaller type where a resume strip takes room
        pic_h = max(0, min(pic_h, bottom - top - height(body)))  # and a smaller picture if need be
        if pic_h > 8:
            pic = picture_surface(spec.id, (inner, pic_h))
            surface.blit(pic, (rect.left + pad, count_rect.bottom + pad // 2))
        y = top + pic_h
        for line in ui_text.wrap(summary, body, inner):
            if y + ui_text.line_height(body) > bottom:
                break
            ui_text.blit(surface, line, body, INK, topleft=(rect.left + pad, y))
            y += ui_text.line_height(body)
