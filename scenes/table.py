"""The table frame every game shares: the match, the layout, motion, the log, pacing and hand-off.

The frame owns a :class:`game.match.Match` and one game's view (:mod:`scenes.tables`). Each frame
it lets computer players think on the match's worker, applies their action once it is ready and
the pacing delay has passed, animates every action, and autosaves after each one (the match's
``on_action``). A person acts only through the view's targets, which carry actions from the legal
list; an action the rules still refuse shows the engine's own reason.

Input during motion: a click or a key while pieces are flying finishes the motion at once and does
nothing else (it is never queued), so a hurried click can never act on a table the player has not
seen yet. Esc (pause) and F11 (fullscreen) always work.

Hot-seat: with two or more people at a game with hidden hands, a pass-the-device screen covers the
table between their turns until the next player clicks; every view is drawn from
``observation(viewer)`` of the person who confirmed it, so nothing hidden can leak.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Action, State
from game.match import Match
from scenes import games
from scenes.coach import Coach
from scenes.games import view_class
from scenes.navigation import To
from scenes.scene import Scene
from scenes.table_sections import making
from scenes.table_sections.aids import Aids
from scenes.table_sections.banners import Banners
from scenes.table_sections.handoff import HandOff
from scenes.table_sections.hint import MESSAGE_SECONDS as MESSAGE_SECONDS
from scenes.table_sections.hint import HintLine
from scenes.table_sections.interlude import Interlude
from scenes.table_sections.keeping import Keeping
from scenes.table_sections.move_log import LOG_LINES as LOG_LINES
from scenes.table_sections.move_log import MoveLog
from scenes.table_sections.panel import SidePanel
from scenes.table_sections.questions import Questions
from scenes.table_sections.turns import Turns
from scenes.table_sections.why_not import WhyNot
from scenes.tables.base import DrawContext
from scenes.ui import layout, material
from scenes.ui.anim import Flights
from scenes.ui.input import Focus, Target
from scenes.ui.pulse import PulseClock


def _forward(section: str, name: str, doc: str) -> property:
    """A frame attribute kept in one of its sections (the views, the coach and the tests read it)."""

    def get(self: TableScene) -> Any:
        return getattr(getattr(self, section), name)

    def put(self: TableScene, value: Any) -> None:
        setattr(getattr(self, section), name, value)

    return property(get, put, doc=doc)


class TableScene(Questions, Scene):
    """One game being played at the table."""

    handoff = _forward("hand_off", "seat", "Whom the pass-the-device screen is for, or None.")
    interlude = _forward("summary", "lines", "The round's summary shown now, or None.")
    banners = _forward("announcements", "shown", "The seats' announcements shown now.")
    message = _forward("hint", "message", "The refusal or notice in the hint line.")
    tooltip = _forward("tip", "tooltip", "The why-not words drawn now.")
    advice = _forward("aids", "advice", "The adviser's answer at this decision, or None.")
    advice_asked = _forward("aids", "asked", "The person asked for advice at this decision.")
    advice_shown = _forward("aids", "shown", "Where the advised move was ringed last frame.")
    panel_key = _forward("side", "key", "The words the side panel's picture was drawn from.")
    resumed_at = _forward("moves", "resumed_at", "The moves played when the game was resumed.")
    finished = _forward("turns", "finished", "The game is over and the results were opened.")

    def __init__(
        self, app, match: Match, options: dict[str, Any] | None = None, autosave: bool = True
    ) -> None:
        super().__init__(app)
        self.match = match
        match.use_worker()  # searching players think in a process of their own: the frame stays smooth
        self.state: State = match.state
        self.options = dict(options if options is not None else self.state.options)
        self.autosave = autosave
        self.keeping = Keeping(self)
        match.on_action = self.keeping.saved
        self.names = [seat.name for seat in match.seats]
        self.clock = 0.0
        self.hand_off, self.summary, self.announcements = HandOff(self), Interlude(self), Banners(self)
        self.hint, self.tip, self.aids = HintLine(self), WhyNot(self), Aids(self)
        self.side, self.moves, self.turns = SidePanel(self), MoveLog(self), Turns(self)
        self.log = self.moves.lines
        view = view_class(self.state.spec.id)
        live = games.live_world(self.state.spec.id) if view.live_world else None
        self.world: Any = live(self) if live is not None else None
        """The live physical world of WORLD moments, for a view that shows them live (the tornado)."""
        self.view = view(self)
        self.cloth = material.Backdrop()
        """The felt with the view's still parts, laid each frame in one copy."""
        self.flights = Flights()
        self.focus = Focus()
        humans = match.humans()
        self.viewer = humans[0] if humans else 0
        if self.hand_off.needed() and self.match.turn().who == "human":
            self.handoff = self.match.turn().seat
        self.obs = self.state.observation(self.viewer)
        self.opening = False
        """A new game not laid out yet: its first layout deals the first hands (:meth:`TableView.opening`)."""
        self.last_ctx: DrawContext | None = None
        self.pulse = PulseClock()
        self.coach: Coach | None = None
        """The coach of a guided first game (``lesson``), else None."""
        self.moves.restart()

    new = classmethod(making.new)  # the ways to make a table: scenes.table_sections.making
    resume = classmethod(making.resume)
    lesson = classmethod(making.lesson)

    # -- the scene hooks -----------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self.unit = layout.unit(size)
        self.play, self.panel = layout.split_panel(size)
        self.hint.layout(self.play, self.unit)
        self.hint_rect = self.hint.rect
        area = self.play.copy()
        area.top = self.hint_rect.bottom
        area.height -= self.hint_rect.height
        self.area = area
        self.side.layout(self.panel, self.unit)
        self.aids.layout(self.side.pause_rect, self.unit)
        self.view.layout(area, self.unit)
        if self.opening:  # a new game's first frame: the first hands are dealt, card by card
            self.opening = False
            if self.handoff is None:
                self.turns.fly(self.view.opening(self.obs))

    def on_language(self) -> None:
        """Every word anew: the move log is described again, in the new language, from the
        game's own moves."""
        self.moves.restart()
        self.replay_log()
        self.panel_key = ()
        self.announcements.relanguage()
        self.summary.relanguage()
        super().on_language()

    def on_exit(self) -> None:
        self.match.close()
        if self.world is not None:
            self.world.close()
        self.view.close()

    # -- acting --------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        return self.turns.act(action)

    def perform(self, action: Action) -> bool:
        return self.turns.perform(action)

    def say(self, message: str) -> None:
        self.hint.say(message)

    def replay_log(self) -> None:
        self.moves.replay()

    def render_panel(self, lines: tuple[str, ...]) -> pygame.Surface:
        return self.side.render(lines)

    def can_advise(self) -> bool:
        return self.aids.can_advise()

    def ask_advice(self) -> None:
        self.aids.ask()

    def advice_words(self) -> str:
        return self.aids.words()

    # -- time ----------------------------------------------------------------------------
    def animating(self) -> bool:
        """Still (drawn after input only) while the table waits for a person, on the hand-off
        screen or a round's summary, and nothing moves; computer players, motion and a live world
        keep it drawn every frame (a view's slow pulse is drawn at its own rate, :attr:`pulse`)."""
        if self.flights.busy() or (self.last_ctx is not None and self.last_ctx.moving):
            return True
        if self.banners:
            return True  # the clock runs them out
        if self.handoff is not None:
            return False
        if self.interlude is not None:
            return not self.match.humans()  # with computers alone it goes on by itself
        return not self.deciding()

    def on_update(self, dt: float) -> None:
        if self.app.scene is not self:
            return  # paused (or asked something): the game stands still, timers and computers too
        self.clock += dt
        pulsing = self.last_ctx is not None and self.last_ctx.pulsing
        self.pulse.tick(self.app, self.clock, pulsing and not self.animating())
        self.tip.update()
        self.aids.update()
        self.hint.update()
        self.flights.update(dt)
        self.view.update(dt)
        if self.world is not None:
            self.world.update(dt)
        self.announcements.update()
        self.summary.update()
        self.turns.update(dt)

    def finish(self) -> None:
        self.turns.finish()

    # -- input ---------------------------------------------------------------------------
    def targets(self) -> list[Target]:
        out = [Target("pause", self.side.pause_rect, self.pause, None)]
        if self.deciding() and not self.flights.holding() and self.interlude is None:
            out = self.view.targets(self.obs, self.legal()) + out
        return out

    def controls(self) -> list[Target]:
        """Everything on the table that takes a click or a key: the game's targets, the aids, and
        Pause last (the panel's buttons in their order, top to bottom)."""
        targets = self.targets()
        return [*targets[:-1], *self.aids.targets(), targets[-1]]

    def pause(self) -> None:
        self.app.open(To.PAUSE, self)

    def on_event(self, event: pygame.event.Event) -> None:
        if self.view.held_over(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pause()
            return
        self.tip.on_event(event)
        # a press to go on: a click or a fresh key press (a held key's repeats never pass the
        # device on, nor end an announcement or the cards' flights unseen; nor does the wheel,
        # which SDL also reports as buttons 4 and up: scrolling the log is no hand-off)
        pressed = (event.type == pygame.MOUSEBUTTONDOWN and event.button <= 3) or (
            event.type == pygame.KEYDOWN and not getattr(event, "repeat", False)
        )
        if self.hand_off.on_event(pressed) or self.summary.on_event(pressed):
            return
        if self.flights.busy():
            holding = self.flights.holding()  # motion holds input 0.3 s at most (scenes.ui.anim)
            if pressed:
                self.flights.finish()
            if holding:
                return
        if self.aids.on_event(event):
            return
        # a live world (the tornado) takes its drags and held keys before the focus does
        live = self.view.live_world and (self.deciding() or self.match.turn().who == "world")
        if live and self.view.on_event(event, self.obs, self.legal()):
            return
        if self.focus.handle(event, self.controls()):
            return
        if self.deciding() and not live:
            self.view.on_event(event, self.obs, self.legal())

    # -- drawing -------------------------------------------------------------------------
    def on_draw(self, surface: pygame.Surface) -> None:
        if self.handoff is not None:
            self.last_ctx = None  # nothing of the table is drawn behind the pass-the-device screen
            self.hand_off.draw(surface)
            return
        self.cloth.lay(surface, self.paint_still, (type(self.view), tuple(self.area), self.unit))
        turn = self.match.turn()
        targets = self.controls()
        self.focus.settle(targets)  # a card just played: the focus stays at its place in the hand
        ctx = DrawContext(
            viewer=self.viewer,
            deciding=self.deciding() and not self.flights.holding(),
            arriving=self.flights.arriving(),
            focus=self.focus.key if self.focus.keyboard else self.focus.hover,
            names=self.names,
            thinking=turn.seat if turn.who == "bot" else None,
            time=self.clock,
        )
        # what is drawn before the panel's opaque picture never showed on it: kept off it, as the
        # picture now lies in the cloth under them
        clip = surface.get_clip()
        surface.set_clip(self.play.clip(clip))
        self.view.draw(surface, self.obs, ctx)
        self.aids.draw(surface, ctx)
        self.flights.draw(surface)
        self.announcements.draw(surface)
        self.hint.draw(surface, ctx)
        surface.set_clip(clip)
        self.side.draw(surface)
        if self.interlude is not None:
            self.summary.draw(surface)
        self.focus.draw(surface, targets)
        if self.coach is not None and self.interlude is None:
            self.coach.draw(surface, ctx.deciding)
        self.tip.draw(surface, targets)
        self.last_ctx = ctx

    def paint_still(self, cloth: pygame.Surface) -> None:
        """The table's still parts, painted into the cloth once per layout: the view's, and the
        side panel's picture (a copy of 520x1440 pixels every frame, at 2560x1440)."""
        self.view.backdrop(cloth)
        self.side.paint(cloth)

    def rematch(self) -> Scene:
        return making.rematch(self)
