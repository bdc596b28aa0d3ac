"""The aids: taking back (:mod:`game.undo` decides what may be) and advice (:mod:`game.advice`,
the hard computer player's choice, thought on the match's worker), their buttons and the ring
round the advised move."""

from __future__ import annotations

import pygame

from game.advice import Advice
from game.core import GameError
from scenes.games import view_class
from scenes.strings import message_words, text
from scenes.table_sections import Section
from scenes.tables.base import DrawContext
from scenes.theme import GOLD, INK
from scenes.ui import draw
from scenes.ui.anim import Flights
from scenes.ui.input import Target


class Aids(Section):
    """The Undo and Advice buttons' rectangles and the advice asked for at this decision."""

    undo_rect = pygame.Rect(0, 0, 0, 0)
    advice_rect = pygame.Rect(0, 0, 0, 0)
    asked = False
    """The person asked for advice at this decision (the adviser thinks on the worker)."""
    advice: Advice | None = None

    def __init__(self, table) -> None:
        super().__init__(table)
        self.shown: list[pygame.Rect] = []
        """Where the advised move was ringed in the last frame drawn."""

    def layout(self, pause_rect: pygame.Rect, unit: float) -> None:
        """The aids' buttons side by side over the pause button."""
        half = (pause_rect.width - int(8 * unit)) // 2
        self.undo_rect = pygame.Rect(pause_rect.left, 0, half, pause_rect.height)
        self.undo_rect.bottom = pause_rect.top - int(8 * unit)
        self.advice_rect = self.undo_rect.copy()
        self.advice_rect.right = pause_rect.right

    def quiet(self) -> bool:
        """The person deciding now, with nothing moving and no summary over the table."""
        table = self.table
        return table.deciding() and not table.flights.busy() and table.interlude is None

    # -- taking back ---------------------------------------------------------------------
    def can_undo(self) -> bool:
        """True when the person deciding now may take back their last action (and nothing moves)."""
        return self.quiet() and self.table.match.can_undo()

    def undo(self) -> None:
        """Take back the deciding person's last action: the engine rebuilds the game by replay;
        the view, the log, the motion and the autosave follow the rebuilt game."""
        table = self.table
        if not self.can_undo():
            return
        seat = table.viewer
        try:
            table.match.undo()
        except GameError as exc:
            table.say(message_words(exc.code, exc.params))
            return
        table.state = table.match.state
        table.obs = table.state.observation(table.viewer)
        table.flights = Flights()
        table.banners = []
        table.interlude = None
        table.tip.armed = False
        self.forget()
        previous = table.view
        previous.close()
        table.view = view_class(table.state.spec.id)(table)
        table.view.layout(table.area, table.unit)
        table.view.taken_back(previous)
        table.moves.restart()
        table.replay_log()
        table.log.append(text("log_undone", name=table.names[seat]))
        table.say(text("undo_done"))
        table.panel_key = ()
        table.app.sounds.play("card")
        table.app.redraw()

    # -- advice --------------------------------------------------------------------------
    def can_advise(self) -> bool:
        return self.table.match.aids["advice"] and self.quiet()

    def ask(self) -> None:
        """The advice button or "?": the adviser starts on the match's worker; the hint line says
        it is thinking until the move shows, ringed on the table, with its reason."""
        if self.can_advise() and self.table.match.ask_advice():
            self.asked = True
            self.table.app.redraw()

    def forget(self) -> None:
        self.asked = False
        self.advice = None
        self.table.match.cancel_advice()

    def words(self) -> str:
        if self.advice is None:
            return text("advice_thinking")
        return message_words(self.advice.words.id, self.advice.words.params)

    def update(self) -> None:
        if self.asked and self.advice is None:
            advice = self.table.match.advice()
            if advice is not None:
                self.advice = advice
                self.table.app.redraw()

    def on_event(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z takes back, "?" asks for advice."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        if event.type == pygame.KEYDOWN and getattr(event, "unicode", "") == "?":
            self.ask()
            return True
        return False

    def targets(self) -> list[Target]:
        """The aids' buttons when they may be used now: listed apart from the game's targets, so
        whatever plays by the targets (a monkey, a test's random clicks) never takes back or asks
        for advice; a person reaches them as every other button."""
        out = []
        if self.can_undo():
            out.append(Target("undo", self.undo_rect, self.undo, pygame.K_u))
        if self.can_advise():
            out.append(Target("advice", self.advice_rect, self.ask))
        return out

    def draw_buttons(self, surface: pygame.Surface, focused: object) -> None:
        if self.can_undo():
            draw.button(surface, self.undo_rect, text("undo_button"), focused == "undo")
        if self.can_advise():
            draw.button(surface, self.advice_rect, text("advice_button"), focused == "advice")

    def draw(self, surface: pygame.Surface, ctx: DrawContext) -> None:
        """The advised move ringed in gold where it is on the table (the card and its pile, the
        die and its field, the button)."""
        table = self.table
        self.shown = []
        if self.advice is None or not ctx.deciding:
            return
        self.shown = table.view.advice_rects(table.obs, table.legal(), self.advice.move)
        width = max(3, int(4 * table.unit))
        for rect in self.shown:
            ring = rect.inflate(2 * width + 4, 2 * width + 4)
            pygame.draw.rect(surface, INK, ring.inflate(4, 4), width=2, border_radius=12)
            pygame.draw.rect(surface, GOLD, ring, width=width, border_radius=10)
