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

import random
from typing import Any

import pygame

from game.core import Action, GameError, Move, State
from game.match import HUMAN, Match, Seat
from game.world import find_world
from scenes import games
from scenes.coach import Coach
from scenes.games import game_name, view_class
from scenes.navigation import To
from scenes.scene import Scene
from scenes.strings import message_words, text
from scenes.table_sections.aids import Aids
from scenes.table_sections.banners import Banners
from scenes.table_sections.handoff import HandOff
from scenes.table_sections.hint import MESSAGE_SECONDS, HintLine
from scenes.table_sections.interlude import Interlude
from scenes.table_sections.move_log import LOG_LINES, MoveLog
from scenes.table_sections.panel import SidePanel
from scenes.table_sections.turns import Turns
from scenes.table_sections.why_not import WhyNot
from scenes.tables.base import DrawContext
from scenes.ui import layout, material
from scenes.ui.anim import Flights
from scenes.ui.input import Focus, Target
from scenes.ui.pulse import PulseClock

__all__ = ["LOG_LINES", "MESSAGE_SECONDS", "TableScene"]

LESSON_AIDS = {"undo": False, "advice": False}
"""A lesson's coach asks for each move in turn: taking one back or asking the adviser would step
outside its line."""


def _forward(section: str, name: str, doc: str) -> property:
    """A frame attribute kept in one of its sections (the views, the coach and the tests read it)."""

    def get(self: TableScene) -> Any:
        return getattr(getattr(self, section), name)

    def put(self: TableScene, value: Any) -> None:
        setattr(getattr(self, section), name, value)

    return property(get, put, doc=doc)


class TableScene(Scene):
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
        match.on_action = self.saved
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
        self.flights = Flights()
        self.focus = Focus()
        humans = match.humans()
        self.viewer = humans[0] if humans else 0
        if self.needs_handoff() and self.match.turn().who == "human":
            self.handoff = self.match.turn().seat
        self.obs = self.state.observation(self.viewer)
        self.opening = False
        """A new game not laid out yet: its first layout deals the first hands (:meth:`TableView.opening`)."""
        self.last_ctx: DrawContext | None = None
        self.pulse = PulseClock()
        self.coach: Coach | None = None
        """The coach of a guided first game (``lesson``), else None."""
        self.moves.restart()

    # -- making tables -------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        app,
        game_id: str,
        seats: list[Seat],
        options: dict[str, Any],
        seed: int | None = None,
        autosave: bool = True,
        aids: dict[str, bool] | None = None,
    ) -> TableScene:
        seed = random.randrange(2**31) if seed is None else seed
        table = cls(app, Match.new(game_id, seats, seed, options, aids=aids), options, autosave)
        table.opening = True  # a new game: its first layout deals the first hands
        return table

    @classmethod
    def resume(
        cls, app, state: State, seats: list[Seat], aids: dict[str, bool] | None = None
    ) -> TableScene | None:
        try:
            match = Match(state, seats, find_world(state.spec.id, state.options), aids=aids)
        except GameError:
            app.store.notices.append(text("resume_failed", game=game_name(state.spec.id)))
            app.store.set_aside_save(state.spec.id)
            return None
        scene = cls(app, match)
        scene.resumed_at = len(state.history)
        scene.replay_log()
        return scene

    @classmethod
    def lesson(cls, app, game_id: str, restart: bool = False) -> TableScene | None:
        """The game's guided first game at the step it reached (or from the start): the lesson's
        own seats and position, no autosave (the player's game in progress stays as it is)."""
        from game import lessons

        found = lessons.lesson(game_id)
        if found is None:
            return None
        step, done = app.store.lesson_step(game_id)
        step = 0 if restart or done else min(step, len(found.steps))
        state = found.position(step)
        names = text("default_names").split(",")
        saved = app.settings.last_setup.get(game_id, {}).get("seats") or [{}]
        learner = saved[0].get("name") if isinstance(saved[0], dict) else None
        learner = learner if isinstance(learner, str) and learner.strip() else names[0]
        others = iter(name for name in names if name != learner)
        seats = [
            Seat(HUMAN, learner) if seat == found.learner else Seat(found.partner, next(others))
            for seat in range(found.players)
        ]
        world = lessons.script_world(found, find_world(game_id, state.options))
        match = Match(state, seats, world, bots=lessons.bots(found, state.seed), aids=LESSON_AIDS)
        scene = cls(app, match, autosave=False)
        partner = next(seat.name for seat in seats if not seat.human)
        notice = text("lesson_resumed", step=step + 1, steps=len(found.steps)) if step else ""
        scene.coach = Coach(scene, found, partner, notice)
        scene.replay_log()
        app.store.save_lesson(game_id, step)
        return scene

    def start_state(self) -> State:
        """The game as it began (a lesson's rigged position, else a fresh deal from the seed):
        the log and the replay start from it."""
        if self.coach is not None:
            return self.coach.lesson.start()
        state = self.state
        return state.spec.new_game(state.players, state.options, state.seed)

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
                self.fly(self.view.opening(self.obs))

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

    # -- who looks, who acts -------------------------------------------------------------
    def needs_handoff(self) -> bool:
        return self.hand_off.needed()

    def deciding(self) -> bool:
        turn = self.match.turn()
        return turn.who == "human" and turn.seat == self.viewer and self.handoff is None

    def legal(self) -> list[Action]:
        return self.state.legal_actions() if self.deciding() else []

    def refusal(self, action: Action) -> str:
        code, params = self.state.refusal(action)
        return message_words(code, params)

    def decode(self, action: Action) -> Move:
        return self.state.decode(action)

    def moves_played(self) -> int:
        return len(self.state.history)

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.match.seats) and self.match.seats[seat].human

    def play_sound(self, name: str) -> None:
        """A sound of the view's own (a die picked up, the ASSANO call)."""
        self.app.sounds.play(name)

    def motion_scale(self) -> float:
        """The pace setting's factor for motion the view starts itself (0: no motion)."""
        return self.app.settings.anim_scale()

    def record_score(
        self, board: str, name: str, score: int, **detail: Any
    ) -> tuple[int | None, list[dict[str, Any]], str | None]:
        """Enter a score on the game's high-score board (:attr:`scenes.games.TableEntry.scores`):
        (its place or None, the board's top, a notice when the file could not be read or written;
        the notice also goes to the menu)."""
        keeper = games.scores(self.state.spec.id)
        if keeper is None:
            return None, [], None
        scores = keeper(self.app.store.folder)
        notice = scores.notice
        place = scores.add(board, name, score, **detail)
        notice = scores.notice or notice
        if notice:
            self.app.store.notices.append(notice)
        return place, scores.top(board), notice

    def waiting_words(self, seat: int) -> str:
        """The banner while someone decides unseen: a computer "is playing", a person has the turn."""
        if self.is_person(seat):
            return text("waiting_for_person", name=self.names[seat])
        return text("waiting_for", name=self.names[seat])

    def set_viewer(self, seat: int) -> None:
        self.viewer = seat
        self.obs = self.state.observation(seat)

    def pass_to(self, seat: int) -> None:
        self.hand_off.pass_to(seat)

    def confirm_handoff(self) -> None:
        self.hand_off.confirm()

    # -- acting --------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """A person's action from the view's targets; refused (with the reason) if not legal."""
        if not self.deciding() or self.flights.holding():
            return False
        self.flights.finish()  # past the hold a move lands what still flies, then is made
        if self.coach is not None and not self.coach.allows(action):
            return False
        return self.perform(action)

    def perform(self, action: Action) -> bool:
        return self.turns.perform(action)

    def happening(self, *args: Any) -> Any:
        return self.turns.happening(*args)

    def fly(self, flights: list) -> None:
        self.turns.fly(flights)

    def say(self, message: str) -> None:
        self.hint.say(message)

    def replay_log(self) -> None:
        self.moves.replay()

    def render_panel(self, lines: tuple[str, ...]) -> pygame.Surface:
        return self.side.render(lines)

    def saved(self, match: Match, action: Action | None) -> None:
        if self.coach is not None:
            self.coach.moved()
        if not self.autosave:
            return
        try:
            if match.state.is_over():
                self.app.store.record_history(match.state, match.seats)
                self.app.store.clear_autosave(match.state.spec.id)
            else:
                self.app.store.autosave(match.state, match.seats, match.aids)
        except OSError as exc:
            self.say(text("autosave_failed", reason=exc.strerror or str(exc)))

    def can_undo(self) -> bool:
        return self.aids.can_undo()

    def undo(self) -> None:
        self.aids.undo()

    def can_advise(self) -> bool:
        return self.aids.can_advise()

    def ask_advice(self) -> None:
        self.aids.ask()

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

    def pointed(self) -> Any:
        """The target the person points at: the keyboard's focus while the keyboard is used, else
        the one under the mouse."""
        return self.focus.key if self.focus.keyboard else self.focus.hover

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

    def aid_targets(self) -> list[Target]:
        return self.aids.targets()

    def controls(self) -> list[Target]:
        """Everything on the table that takes a click or a key: the game's targets, the aids, and
        Pause last (the panel's buttons in their order, top to bottom)."""
        targets = self.targets()
        return [*targets[:-1], *self.aid_targets(), targets[-1]]

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
        material.lay(surface)
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
        self.view.draw(surface, self.obs, ctx)
        self.aids.draw(surface, ctx)
        self.flights.draw(surface)
        self.announcements.draw(surface)
        self.hint.draw(surface, ctx)
        self.side.draw(surface)
        if self.interlude is not None:
            self.summary.draw(surface)
        self.focus.draw(surface, targets)
        if self.coach is not None and self.interlude is None:
            self.coach.draw(surface, ctx.deciding)
        self.tip.draw(surface, targets)
        self.last_ctx = ctx

    def rematch(self) -> Scene:
        """The same seats and options, a new seed; after a lesson, the game's setup (a real game
        is set up there, and a game of it in progress is asked about, never lost)."""
        if self.coach is not None:
            return self.app.make(To.SETUP, self.state.spec.id)
        seats = self.match.seats
        return TableScene.new(
            self.app, self.state.spec.id, seats, self.options, autosave=self.autosave, aids=self.match.aids
        )
