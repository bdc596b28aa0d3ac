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
from collections import deque
from typing import Any

import pygame

from game.advice import Advice
from game.core import Action, Event, GameError, Move, State, events_seen_by
from game.match import HUMAN, Match, Seat
from game.world import find_world
from scenes import games
from scenes.coach import Coach
from scenes.games import game_name, view_class
from scenes.navigation import To
from scenes.scene import Scene
from scenes.strings import message_words, plural, text
from scenes.tables.base import Banner, DrawContext, Happening
from scenes.theme import CARD, FELT_DARK, GOLD, INK, MUTED, WHITE
from scenes.ui import draw, layout, material
from scenes.ui import text as ui_text
from scenes.ui.anim import Flight, Flights
from scenes.ui.input import NEXT_KEYS, PREVIOUS_KEYS, Focus, Target
from scenes.ui.pulse import PulseClock

LOG_LINES = 80
INTERLUDE_SECONDS = 3.0
"""How long a between-rounds summary stays when only computer players sit at the table."""
HANDOFF_GUARD_SECONDS = 0.6
"""The pass-the-device screen takes no press this soon after it appeared: the second click of a
double-click on a card (or a bounce) would otherwise pass the device on at once and show the next
hand to the person who just moved (a double-click is at most half a second)."""
MESSAGE_SECONDS = 6.0
"""How long a refusal or notice stays in the hint line."""
BANNER_SECONDS = 1.6
"""The shortest time a seat's announcement stays; longer words stay longer (BANNER_PER_CHARACTER),
and a slower pace of the computer players longer still, so it can be read at every pace."""
BANNER_PER_CHARACTER = 0.05
WHY_NOT_SECONDS = 0.5
"""How long the pointer rests on a dimmed target (on the table's clock) before its reason shows."""


LESSON_AIDS = {"undo": False, "advice": False}
"""A lesson's coach asks for each move in turn: taking one back or asking the adviser would step
outside its line."""


class TableScene(Scene):
    """One game being played at the table."""

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
        view = view_class(self.state.spec.id)
        live = games.live_world(self.state.spec.id) if view.live_world else None
        self.world: Any = live(self) if live is not None else None
        """The live physical world of WORLD moments, for a view that shows them live (the tornado)."""
        self.view = view(self)
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self.flights = Flights()
        self.focus = Focus()
        self.message = ""
        self.message_time = 0.0
        self.interlude: list[str] | None = None
        self.banners: list[tuple[Banner, float, float, Happening, int]] = []
        """Announcements shown now: (banner, start, duration) on the table's clock, and the
        happening that announced it with the banner's place among its banners (to say it again in
        another language)."""
        self.interlude_from: Happening | None = None
        """The happening that brought the interlude shown now (to say it again in another language)."""
        self.resumed_at: int | None = None
        """The moves played when this game was resumed from its save: the log says so there."""
        self.interlude_at = 0.0
        self.clock = 0.0
        self.bot_wait = 0.0
        self.finished = False
        humans = match.humans()
        self.viewer = humans[0] if humans else 0
        self.handoff: int | None = None
        self.handoff_at = 0.0
        """When the pass-the-device screen appeared (the frame's clock)."""
        if self.needs_handoff() and self.match.turn().who == "human":
            self.handoff = self.match.turn().seat
        self.obs = self.state.observation(self.viewer)
        self.opening = False
        """A new game not laid out yet: its first layout deals the first hands (:meth:`TableView.opening`)."""
        self.last_ctx: DrawContext | None = None
        self.pulse = PulseClock()
        self.panel_key: tuple = ()
        self.panel_image: pygame.Surface | None = None
        self.coach: Coach | None = None
        """The coach of a guided first game (``lesson``), else None."""
        self.log.append(text("log_start", game=game_name(self.state.spec.id)))
        self.pointer = (0, 0)
        """Where the mouse was last seen over the table (the why-not tooltip goes beside it)."""
        self.tip_key: Any = None
        self.tip_since = 0.0
        self.tip_due = False
        self.tip_armed = False
        """The pointer (or the keyboard's focus) came to rest by moving: a click, a move made or
        any other key disarms the tooltip until it moves again (a die just taken under the
        pointer does not explain itself)."""
        self.tooltip = ""
        """The words of the why-not tooltip drawn now ("" when none shows)."""
        self.advice_asked = False
        """The person asked for advice at this decision (the adviser thinks on the worker)."""
        self.advice: Advice | None = None
        self.advice_shown: list[pygame.Rect] = []
        """Where the advised move was ringed in the last frame drawn."""

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
        # room for two lines of the smallest text: at 800x600 a long hint wraps instead of shrinking
        hint_h = max(int(34 * self.unit), 2 * ui_text.line_height(ui_text.MIN_SIZE) + 4)
        self.hint_rect = pygame.Rect(self.play.left, 0, self.play.width, hint_h)
        area = self.play.copy()
        area.top = self.hint_rect.bottom
        area.height -= self.hint_rect.height
        self.area = area
        self.pause_rect = pygame.Rect(0, 0, self.panel.width - int(24 * self.unit), int(38 * self.unit))
        self.pause_rect.midbottom = (self.panel.centerx, self.panel.bottom - int(12 * self.unit))
        # the aids' buttons side by side over the pause button
        half = (self.pause_rect.width - int(8 * self.unit)) // 2
        self.undo_rect = pygame.Rect(self.pause_rect.left, 0, half, self.pause_rect.height)
        self.undo_rect.bottom = self.pause_rect.top - int(8 * self.unit)
        self.advice_rect = self.undo_rect.copy()
        self.advice_rect.right = self.pause_rect.right
        self.view.layout(area, self.unit)
        if self.opening:  # a new game's first frame: the first hands are dealt, card by card
            self.opening = False
            if self.handoff is None:
                self.fly(self.view.opening(self.obs))

    def on_language(self) -> None:
        """Every word anew: the move log is described again, in the new language, from the
        game's own moves."""
        self.log.clear()
        self.log.append(text("log_start", game=game_name(self.state.spec.id)))
        self.replay_log()
        self.panel_key = ()
        self.banners = [
            (self.view.announce(happening)[index], start, duration, happening, index)
            for _, start, duration, happening, index in self.banners
        ]
        if self.interlude is not None and self.interlude_from is not None:
            self.interlude = self.view.interlude(self.interlude_from)
        super().on_language()

    def on_exit(self) -> None:
        self.match.close()
        if self.world is not None:
            self.world.close()
        self.view.close()

    # -- who looks, who acts -------------------------------------------------------------
    def needs_handoff(self) -> bool:
        return self.view.private_hands and len(self.match.humans()) >= 2

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
        """Enter a score on a high-score board: (its place or None, the board's top, a notice
        when the file could not be read or written; the notice also goes to the menu)."""
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
        """Show the pass-the-device screen for ``seat``: nothing of the table until they confirm."""
        self.handoff = seat
        self.handoff_at = self.clock

    def confirm_handoff(self) -> None:
        if self.handoff is not None:
            self.set_viewer(self.handoff)
            self.handoff = None
            self.app.sounds.play("turn")

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
        """Apply an action for whoever decides now, then log, animate and sound it."""
        if self.coach is not None:
            action = self.coach.world_action(action)
        actor = self.state.current_player()
        move = self.state.decode(action)
        before = self.obs
        try:
            self.match.apply(action)
        except GameError as exc:
            self.say(message_words(exc.code, exc.params))
            return False
        self.message = ""
        self.bot_wait = 0.0
        self.tip_armed = False
        self.forget_advice()
        turn = self.match.turn()
        # the device is in a person's hands after their own move, and after the world's that follows it
        person = (actor >= 0 and self.match.seats[actor].human) or (actor < 0 and self.is_person(self.viewer))
        if turn.who == "human" and turn.seat != self.viewer:
            if not self.needs_handoff():
                self.viewer = turn.seat
            elif person:  # at once: no frame after a person's move shows the hand it was made from
                self.pass_to(turn.seat)
        self.obs = self.state.observation(self.viewer)
        happening = self.happening(actor, action, move, self.state.last_events, before, self.obs)
        self.log.extend(self.view.describe(happening))
        if self.handoff is None:
            self.fly(self.view.flights(happening))
        if self.handoff is None:
            for index, banner in enumerate(self.view.announce(happening)):
                self.announce(banner, happening, index)
        sound = self.view.sound(happening)
        if sound:
            self.app.sounds.play(sound)
        self.interlude = self.view.interlude(happening)
        self.interlude_from = happening
        self.interlude_at = self.clock
        if self.interlude:
            self.log.append(self.interlude[0])
        return True

    def happening(
        self,
        actor: int,
        action: Action,
        move: Move,
        events: tuple[Event, ...],
        before: dict[str, Any],
        after: dict[str, Any],
    ) -> Happening:
        """An applied action as the viewer may know it: only the events the viewer may see."""
        name = self.names[actor] if actor >= 0 else text("the_world")
        return Happening(actor, name, action, move, events_seen_by(events, self.viewer), before, after)

    def fly(self, flights: list[Flight]) -> None:
        """Set ``flights`` going at the chosen animation pace (none with the animations off)."""
        scale = self.app.settings.anim_scale()
        for flight in flights if scale > 0 else []:
            flight.duration *= scale
            flight.delay *= scale
            self.flights.add(flight)

    def announce(self, banner: Banner, happening: Happening, index: int) -> None:
        """Show a banner at its seat, for as long as it takes to read at the chosen pace."""
        reading = BANNER_SECONDS + BANNER_PER_CHARACTER * len(banner.words)
        self.banners.append((banner, self.clock, reading + self.app.settings.bot_delay(), happening, index))
        self.app.redraw()

    def say(self, message: str) -> None:
        """Show a refusal or notice in words for a few seconds."""
        self.message = message
        self.message_time = self.clock

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

    # -- taking back (game.undo decides what may be) --------------------------------------
    def can_undo(self) -> bool:
        """True when the person deciding now may take back their last action (and nothing moves)."""
        return (
            self.deciding() and not self.flights.busy() and self.interlude is None and self.match.can_undo()
        )

    def undo(self) -> None:
        """Take back the deciding person's last action: the engine rebuilds the game by replay;
        the view, the log, the motion and the autosave follow the rebuilt game."""
        if not self.can_undo():
            return
        seat = self.viewer
        try:
            self.match.undo()
        except GameError as exc:
            self.say(message_words(exc.code, exc.params))
            return
        self.state = self.match.state
        self.obs = self.state.observation(self.viewer)
        self.flights = Flights()
        self.banners = []
        self.interlude = None
        self.tip_armed = False
        self.forget_advice()
        previous = self.view
        previous.close()
        self.view = view_class(self.state.spec.id)(self)
        self.view.layout(self.area, self.unit)
        self.view.taken_back(previous)
        self.log.clear()
        self.log.append(text("log_start", game=game_name(self.state.spec.id)))
        self.replay_log()
        self.log.append(text("log_undone", name=self.names[seat]))
        self.say(text("undo_done"))
        self.panel_key = ()
        self.app.sounds.play("card")
        self.app.redraw()

    # -- advice (game.advice: the hard computer player's choice, on the worker) ------------
    def can_advise(self) -> bool:
        return (
            self.match.aids["advice"]
            and self.deciding()
            and not self.flights.busy()
            and self.interlude is None
        )

    def ask_advice(self) -> None:
        """The advice button or "?": the adviser starts on the match's worker; the hint line says
        it is thinking until the move shows, ringed on the table, with its reason."""
        if self.can_advise() and self.match.ask_advice():
            self.advice_asked = True
            self.app.redraw()

    def forget_advice(self) -> None:
        self.advice_asked = False
        self.advice = None
        self.match.cancel_advice()

    def advice_words(self) -> str:
        if self.advice is None:
            return text("advice_thinking")
        return message_words(self.advice.words.id, self.advice.words.params)

    def poll_advice(self) -> None:
        if self.advice_asked and self.advice is None:
            advice = self.match.advice()
            if advice is not None:
                self.advice = advice
                self.app.redraw()

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

    def why_not_timer(self) -> None:
        """Start the rest on a newly pointed target; once it has lasted, draw again (the table is
        otherwise still while a person thinks) so the reason shows."""
        pointed = self.pointed()
        if pointed != self.tip_key:
            self.tip_key, self.tip_since, self.tip_due = pointed, self.clock, pointed is not None
            if self.tooltip:
                self.app.redraw()  # hide it at once
        elif self.tip_due and self.clock - self.tip_since >= WHY_NOT_SECONDS:
            self.tip_due = False
            if self.why_not(self.targets()) != self.tooltip:
                self.app.redraw()

    def why_not(self, targets: list[Target]) -> str:
        """The engine's reason for the dimmed target rested on long enough, else ""."""
        if not self.tip_armed or self.tip_key is None or self.clock - self.tip_since < WHY_NOT_SECONDS:
            return ""
        if self.tip_key != self.pointed():
            return ""
        hit = next((t for t in targets if t.key == self.tip_key and t.why is not None), None)
        if hit is None:
            return ""
        words = self.refusal(hit.why)
        showing = self.message and self.clock - self.message_time < MESSAGE_SECONDS
        return "" if showing and self.message == words else words  # a click said it already

    def on_update(self, dt: float) -> None:
        if self.app.scene is not self:
            return  # paused (or asked something): the game stands still, timers and computers too
        self.clock += dt
        pulsing = self.last_ctx is not None and self.last_ctx.pulsing
        self.pulse.tick(self.app, self.clock, pulsing and not self.animating())
        self.why_not_timer()
        self.poll_advice()
        if self.message and self.clock - self.message_time >= MESSAGE_SECONDS:
            self.message = ""  # the hint line shows the view's hint again
            self.app.redraw()
        self.flights.update(dt)
        self.view.update(dt)
        if self.world is not None:
            self.world.update(dt)
        if self.banners:
            shown = len(self.banners)
            self.banners = [b for b in self.banners if self.clock - b[1] < b[2]]
            if len(self.banners) != shown:
                self.app.redraw()
        if (
            self.interlude is not None
            and not self.match.humans()
            and self.clock - self.interlude_at > INTERLUDE_SECONDS
        ):
            self.interlude = None  # nobody at the table to click on: computer games go on by themselves
        if self.flights.busy() or self.interlude is not None or self.handoff is not None or self.finished:
            return
        turn = self.match.turn()
        if turn.who == "over":
            self.finish()
        elif turn.who == "human" and turn.seat != self.viewer:
            if self.needs_handoff():
                self.pass_to(turn.seat)
            else:  # nothing hidden, or one person: the table simply turns to whoever decides
                self.set_viewer(turn.seat)
        elif turn.who == "world" and self.world is not None:
            return  # the live world (self.world) steps the moment and performs its outcome
        else:
            self.bot_wait += dt
            try:
                action = self.match.poll()
            except GameError as exc:
                self.say(message_words(exc.code, exc.params))
                return
            if action is not None and self.bot_wait >= self.app.settings.bot_delay():
                self.perform(action)

    def finish(self) -> None:
        self.finished = True
        self.app.sounds.play("win")
        self.app.go(To.RESULTS, self)

    # -- input ---------------------------------------------------------------------------
    def targets(self) -> list[Target]:
        out = [Target("pause", self.pause_rect, self.pause, None)]
        if self.deciding() and not self.flights.holding() and self.interlude is None:
            out = self.view.targets(self.obs, self.legal()) + out
        return out

    def aid_targets(self) -> list[Target]:
        """The aids' buttons (Undo, Advice) when they may be used now: listed apart from the
        game's targets, so whatever plays by the targets (a monkey, a test's random clicks) never
        takes back or asks for advice; a person reaches them as every other button."""
        out = []
        if self.can_undo():
            out.append(Target("undo", self.undo_rect, self.undo, pygame.K_u))
        if self.can_advise():
            out.append(Target("advice", self.advice_rect, self.ask_advice))
        return out

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
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.tip_armed = True
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            navigating = event.type == pygame.KEYDOWN and event.key in (*NEXT_KEYS, *PREVIOUS_KEYS)
            self.tip_armed = navigating
            if navigating:
                self.tip_since = self.clock
        # a press to go on: a click or a fresh key press (a held key's repeats never pass the
        # device on, nor end an announcement or the cards' flights unseen; nor does the wheel,
        # which SDL also reports as buttons 4 and up: scrolling the log is no hand-off)
        pressed = (event.type == pygame.MOUSEBUTTONDOWN and event.button <= 3) or (
            event.type == pygame.KEYDOWN and not getattr(event, "repeat", False)
        )
        if self.handoff is not None:
            if pressed and self.clock - self.handoff_at >= HANDOFF_GUARD_SECONDS:
                self.confirm_handoff()
            return
        if self.interlude is not None:
            if pressed:
                self.interlude = None
            return
        if self.flights.busy():
            holding = self.flights.holding()  # motion holds input 0.3 s at most (scenes.ui.anim)
            if pressed:
                self.flights.finish()
            if holding:
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return
        if event.type == pygame.KEYDOWN and getattr(event, "unicode", "") == "?":
            self.ask_advice()
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
            self.draw_handoff(surface)
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
        self.draw_advice(surface, ctx)
        self.flights.draw(surface)
        self.draw_banners(surface)
        self.draw_hint(surface, ctx)
        self.draw_panel(surface)
        if self.interlude is not None:
            self.draw_interlude(surface)
        self.focus.draw(surface, targets)
        if self.coach is not None and self.interlude is None:
            self.coach.draw(surface, ctx.deciding)
        self.draw_why_not(surface, targets)
        self.last_ctx = ctx

    def draw_advice(self, surface: pygame.Surface, ctx: DrawContext) -> None:
        """The advised move ringed in gold where it is on the table (the card and its pile, the
        die and its field, the button)."""
        self.advice_shown = []
        if self.advice is None or not ctx.deciding:
            return
        self.advice_shown = self.view.advice_rects(self.obs, self.legal(), self.advice.move)
        width = max(3, int(4 * self.unit))
        for rect in self.advice_shown:
            ring = rect.inflate(2 * width + 4, 2 * width + 4)
            pygame.draw.rect(surface, INK, ring.inflate(4, 4), width=2, border_radius=12)
            pygame.draw.rect(surface, GOLD, ring, width=width, border_radius=10)

    def draw_why_not(self, surface: pygame.Surface, targets: list[Target]) -> None:
        """Why a dimmed card, die, pile or field may not be taken: the engine's reason, beside the
        pointer (or under the keyboard's focus)."""
        self.tooltip = self.why_not(targets)
        if not self.tooltip:
            return
        rect = next((t.rect for t in targets if t.key == self.tip_key), None)
        at = rect.center if self.focus.keyboard and rect is not None else self.pointer
        size = ui_text.readable(16 * self.unit)
        draw.tooltip(surface, self.tooltip, at, size, self.area, int(self.area.width * 0.45), rect)

    def draw_hint(self, surface: pygame.Surface, ctx: DrawContext) -> None:
        u = self.unit
        pygame.draw.rect(surface, FELT_DARK, self.hint_rect)
        if self.message and self.clock - self.message_time < MESSAGE_SECONDS:
            words, colour = self.message, GOLD
        elif self.advice_asked and ctx.deciding:
            words, colour = self.advice_words(), GOLD
        else:
            words, colour = self.view.hint(self.obs, self.legal(), ctx.deciding), WHITE
        width = self.hint_rect.width - int(20 * u)
        size = ui_text.fit_size(words, int(18 * u), width)
        rows = ui_text.wrap(words, size, width)[:2]  # one row, or two at the smallest size
        step = ui_text.line_height(size)
        y = self.hint_rect.centery - step * (len(rows) - 1) // 2
        for row in rows:
            ui_text.blit(surface, row, size, colour, midleft=(self.hint_rect.left + int(12 * u), y))
            y += step

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The side panel (game, scores, the move log), redrawn only when its words change."""
        lines = tuple(self.view.panel_lines(self.obs))
        key = (
            self.panel.size,
            lines,
            len(self.state.history),
            len(self.log),
            self.log[-1] if self.log else "",
        )
        if key != self.panel_key:
            self.panel_key = key
            self.panel_image = self.render_panel(lines)
        surface.blit(self.panel_image, self.panel)
        draw.button(surface, self.pause_rect, text("pause_button"), self.focus.key == "pause")
        if self.can_undo():
            draw.button(surface, self.undo_rect, text("undo_button"), self.focus.key == "undo")
        if self.can_advise():
            draw.button(surface, self.advice_rect, text("advice_button"), self.focus.key == "advice")

    def draw_banners(self, surface: pygame.Surface) -> None:
        """Each seat's announcements, newest lowest, over its seat box (or the play area's top)."""
        u = self.unit
        size = ui_text.readable(17 * u)
        stacked: dict[int, int] = {}
        for banner, start, duration, _, _ in self.banners:
            anchor = self.view.seat_anchor(banner.seat) or pygame.Rect(self.area.centerx, self.area.top, 0, 0)
            row = stacked.get(banner.seat, 0)
            stacked[banner.seat] = row + 1
            width, height = ui_text.measure(banner.words, size, True)
            box = pygame.Rect(0, 0, width + int(20 * u), height + int(10 * u))
            box.midtop = (anchor.centerx, anchor.top + int(6 * u) + row * (box.height + int(4 * u)))
            box.clamp_ip(self.play)
            alpha = int(235 * max(0.0, min(1.0, (duration - (self.clock - start)) / 0.3)))
            moving = self.app.settings.anim_scale() > 0
            draw.burst(surface, box, banner.words, size, self.clock - start, alpha, moving)

    def replay_log(self) -> None:
        """Fill the move log of a resumed game: the engine is deterministic, so replaying the saved
        actions from the game's id, options and seed gives every state on the way, and the last
        LOG_LINES moves are described as they were live, with the line saying where the game was
        resumed (:attr:`resumed_at`) in its place."""
        state = self.state
        history = list(state.history)
        first = max(0, len(history) - LOG_LINES)
        try:
            replay = self.start_state()
            for action in history[:first]:
                replay.apply(action)
            if first:
                self.log.clear()  # the game's first line is long gone from a live log too
            for moves, action in enumerate(history[first:], first):
                self.log_resume(moves)
                actor = replay.current_player()
                move = replay.decode(action)
                before = replay.observation(self.viewer)
                events = replay.apply(action)
                after = replay.observation(self.viewer)
                happening = self.happening(actor, action, move, events, before, after)
                self.log.extend(self.view.describe(happening))
                interlude = self.view.interlude(happening)
                if interlude:
                    self.log.append(interlude[0])
        except GameError:  # a save that replays at all replays exactly; never lose the game for its log
            pass
        self.log_resume(len(history))

    def log_resume(self, moves: int) -> None:
        """The log's line saying the game was resumed, if it was after ``moves`` moves."""
        if moves == self.resumed_at:
            self.log.append(plural("log_resumed", moves))

    def render_panel(self, lines: tuple[str, ...]) -> pygame.Surface:
        """The game's name, the view's lines and the move log, every text at a readable size; the
        log shows its newest entries that fit, each whole (a wrapped entry is never cut at the top)."""
        u = self.unit
        image = self.panel_image
        if image is None or image.get_size() != self.panel.size:
            # drawn anew in the same picture: a fresh one of the panel's size costs a millisecond
            # of the move's frame (its memory is new to the process)
            image = pygame.Surface(self.panel.size)
        image.fill(FELT_DARK)
        pygame.draw.line(image, MUTED, (0, 0), (0, self.panel.height), 1)
        x = int(12 * u)
        width = self.panel.width - int(24 * u)
        bottom = self.undo_rect.top - self.panel.top - int(8 * u)
        y = int(10 * u)
        title = ui_text.blit(image, game_name(self.state.spec.id), int(22 * u), CARD, True, topleft=(x, y))
        y = title.bottom + int(6 * u)
        size = ui_text.readable(15 * u)
        for line in lines:
            for part in ui_text.wrap(line, size, width):
                if y + ui_text.line_height(size) > bottom:
                    break
                rect = ui_text.blit(image, part, size, MUTED, topleft=(x, y))
                y = rect.bottom + 1
        y += int(8 * u)
        heading = ui_text.blit(image, text("log_title"), int(16 * u), CARD, True, topleft=(x, y))
        y = heading.bottom + int(6 * u)
        size = ui_text.readable(14 * u)
        line_h = int(size * 1.3)
        room = (bottom - y) // line_h
        entries: list[list[str]] = []
        used = 0
        for entry in reversed(self.log):
            rows = ui_text.wrap(entry, size, width)
            if used + len(rows) > room:
                break
            entries.insert(0, rows)
            used += len(rows)
        for rows in entries:
            for row in rows:
                ui_text.blit(image, row, size, MUTED, topleft=(x, y))
                y += line_h
        return image

    def draw_handoff(self, surface: pygame.Surface) -> None:
        surface.fill(FELT_DARK)
        u = layout.unit(surface.get_size())
        centre = surface.get_rect().center
        name = self.names[self.handoff] if self.handoff is not None else ""
        ui_text.blit(
            surface,
            text("handoff_title", name=name),
            int(40 * u),
            CARD,
            True,
            center=(centre[0], centre[1] - int(40 * u)),
        )
        ui_text.blit(
            surface,
            text("handoff_body", name=name),
            int(20 * u),
            MUTED,
            center=(centre[0], centre[1] + int(20 * u)),
        )

    def draw_interlude(self, surface: pygame.Surface) -> None:
        draw.shade(surface, 120)
        u = self.unit
        lines = self.interlude or []
        box = pygame.Rect(0, 0, min(self.play.width - 40, int(640 * u)), int((len(lines) + 2) * 30 * u))
        box.center = self.play.center
        draw.panel(surface, box, 235)
        y = box.top + int(18 * u)
        for index, line in enumerate(lines):
            size = int((24 if index == 0 else 18) * u)
            size = ui_text.fit_size(line, size, box.width - int(30 * u), bold=index == 0)
            rect = ui_text.blit(
                surface, line, size, CARD if index == 0 else MUTED, index == 0, midtop=(box.centerx, y)
            )
            y = rect.bottom + int(8 * u)
        ui_text.blit(
            surface,
            text("continue_hint"),
            int(15 * u),
            GOLD,
            midbottom=(box.centerx, box.bottom - int(8 * u)),
        )

    def rematch(self) -> Scene:
        """The same seats and options, a new seed; after a lesson, the game's setup (a real game
        is set up there, and a game of it in progress is asked about, never lost)."""
        if self.coach is not None:
            return self.app.make(To.SETUP, self.state.spec.id)
        seats = self.match.seats
        return TableScene.new(
            self.app, self.state.spec.id, seats, self.options, autosave=self.autosave, aids=self.match.aids
        )
