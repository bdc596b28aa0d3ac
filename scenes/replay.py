"""The replay viewer: a finished (or any saved) game shown move by move through its real table view.

A save is the whole game (id, options, players, seed, actions), so the viewer replays it with the
engine: every step's state is the engine's own, never re-simulated or guessed (the Tornado Ellie
column shows the outcome the game recorded). Checkpoints every CHECKPOINT_EVERY actions make a jump
to any move cheap.

The viewer is a frame for the game's view (:class:`scenes.tables.base.TableFrame`) that never lets
anyone act: nobody decides, the legal list is empty. It looks through one seat's eyes (others'
hands hidden as at the table); V changes the seat.

Keys: Left/Right a move, Home/End the start and the end, Page Up/Down a round, Space plays and
pauses, + and - change the speed, V the seat, Esc goes back. The slider under the table jumps to
any move; the buttons do the same as the keys.
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any

import pygame

from game import documents
from game.core import Action, Event, Move, State, events_seen_by
from game.documents import write_atomic
from game.events import RoundOver
from game.match import Seat
from scenes.games import game_name
from scenes.navigation import To
from scenes.scene import Scene
from scenes.strings import Later, message_words, text
from scenes.tables import view_class
from scenes.tables.base import DrawContext, Happening
from scenes.theme import CARD, FELT_DARK, GOLD, MUTED
from scenes.ui import chart, draw, layout, material
from scenes.ui import text as ui_text
from scenes.ui.anim import Flights
from scenes.ui.input import Focus, Target

CHECKPOINT_EVERY = 40
EXPORTS_FOLDER = "exports"
LOG_LINES = 80
SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0)
"""Moves per second while playing."""


class Replay:
    """A game's states at every step, by replaying its actions from the start."""

    def __init__(self, final: State) -> None:
        self.spec = final.spec
        self.players, self.options, self.seed = final.players, dict(final.options), final.seed
        self.actions: list[Action] = list(final.history)
        self.checkpoints: dict[int, State] = {0: self.spec.new_game(self.players, self.options, self.seed)}
        self.events: dict[int, tuple[Event, ...]] = {}
        """The events of each step (step k applied actions[k - 1])."""

    def __len__(self) -> int:
        return len(self.actions)

    def round_ends(self) -> list[tuple[int, tuple[float, ...] | None]]:
        """(step, each seat's running score or None) at every round's end, as the engine records
        it (:class:`game.events.RoundOver`): the round jumps and the standings chart read it."""
        state = self.checkpoints[0].copy()
        out = []
        for step, action in enumerate(self.actions, start=1):
            if any(isinstance(event, RoundOver) for event in state.apply(action)):
                standings = state.standings()
                out.append((step, None if standings is None else tuple(standings)))
        return out

    def state_at(self, step: int) -> State:
        """The state after ``step`` actions (a copy of the engine's own replay)."""
        base = max(k for k in self.checkpoints if k <= step)
        state = self.checkpoints[base].copy()
        for k in range(base, step):
            self.events[k + 1] = state.apply(self.actions[k])
            if (k + 1) % CHECKPOINT_EVERY == 0 and k + 1 not in self.checkpoints:
                self.checkpoints[k + 1] = state.copy()
        return state


class ReplayScene(Scene):
    """One game's replay; ``back`` names the screen to return to (none: Back quits, as from the
    command line)."""

    def __init__(self, app, final: State, seats: list[Seat], back: To | None = None) -> None:
        super().__init__(app)
        self.replay = Replay(final)
        self.seats = list(seats)
        self.names = [seat.name for seat in self.seats]
        self.back_to = back
        humans = [i for i, seat in enumerate(self.seats) if seat.human]
        self.viewer = humans[0] if humans else 0
        self.step = 0
        self.playing = False
        self.speed = 2  # index into SPEEDS
        self.since_step = 0.0
        self.clock = 0.0
        self.message: str | Later = ""
        self.focus = Focus()
        self.dragging = False
        self.chart_shown = False
        self.ends: list[tuple[int, tuple[float, ...] | None]] | None = None
        """Where rounds end, read once when the chart is first shown."""
        self.flights = Flights()
        """Nothing flies in a replay; a view that looks at what is in flight finds nothing."""
        self.view = view_class(self.replay.spec.id)(self)
        self.cloth = material.Backdrop()
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self.lines: dict[tuple[int, int], list[str]] = {}
        """Each step's log lines per viewer: (viewer, step) -> lines."""
        self.goto(0)

    # -- the frame a view needs (nobody acts here) ---------------------------------------
    def legal(self) -> list[Action]:
        return []

    def deciding(self) -> bool:
        return False

    def act(self, action: Action) -> bool:
        return False

    def perform(self, action: Action) -> bool:
        return False

    def say(self, words: str | Later) -> None:
        self.message = words

    def refusal(self, action: Action) -> str:
        code, params = self.state.refusal(action)
        return message_words(code, params)

    def decode(self, action: Action) -> Move:
        return self.state.decode(action)

    def moves_played(self) -> int:
        return self.step

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].human

    def waiting_words(self, seat: int) -> str:
        return ""

    world = None
    """No live world: the Tornado Ellie column shows the outcome the game recorded."""

    def play_sound(self, name: str) -> None:
        """A replay is silent."""

    def motion_scale(self) -> float:
        return 0.0  # each step shows its position at once

    def record_score(self, board: str, name: str, score: int, **detail: Any) -> tuple[None, list, None]:
        return None, [], None  # a game watched again never enters a high-score board twice

    # -- moving through the game ---------------------------------------------------------
    def goto(self, step: int) -> None:
        """Show the game after ``step`` actions, with the log of the moves up to it."""
        step = max(0, min(len(self.replay), step))
        self.step = step
        self.state = self.replay.state_at(step)
        self.obs = self.state.observation(self.viewer)
        self.log.clear()
        self.log.append(text("log_start", game=game_name(self.replay.spec.id)))
        self.log.extend(self.view.round_opening(self.replay.state_at(0).observation(self.viewer)))
        for k in range(max(1, step - LOG_LINES + 1), step + 1):
            self.log.extend(self.lines_of(k))
        self.app.redraw()

    def lines_of(self, step: int) -> list[str]:
        """The log lines of step ``step`` as the viewer saw them."""
        key = (self.viewer, step)
        if key not in self.lines:
            before_state = self.replay.state_at(step - 1)
            actor = before_state.current_player()
            action = self.replay.actions[step - 1]
            before = before_state.observation(self.viewer)
            events = before_state.apply(action)
            name = self.names[actor] if actor >= 0 else text("the_world")
            move = before_state.decode(action)
            happening = Happening(
                actor,
                name,
                action,
                move,
                events_seen_by(events, self.viewer),
                before,
                before_state.observation(self.viewer),
            )
            lines = [
                *self.view.describe(happening),
                *self.view.logged_interlude(happening, self.view.interlude(happening)),
            ]
            self.lines[key] = lines
        return self.lines[key]

    def round_ends(self) -> list[tuple[int, tuple[float, ...] | None]]:
        """Where the game's rounds end, read once (a whole replay) when first asked."""
        if self.ends is None:
            self.ends = self.replay.round_ends()
        return self.ends

    def rounds(self) -> list[int]:
        """The steps at which a round begins (none in a game without rounds)."""
        ends = [step for step, _ in self.round_ends()]
        return [0, *(step for step in ends if step < len(self.replay))] if ends else []

    def round_step(self, direction: int) -> None:
        starts = self.rounds()
        if not starts:
            return
        if direction > 0:
            later = [s for s in starts if s > self.step]
            self.goto(later[0] if later else len(self.replay))
        else:
            earlier = [s for s in starts if s < self.step]
            self.goto(earlier[-1] if earlier else 0)

    def toggle_play(self) -> None:
        if self.step >= len(self.replay):
            self.goto(0)
        self.playing = not self.playing
        self.since_step = 0.0
        self.app.redraw()

    def change_speed(self, by: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + by))
        self.app.redraw()

    def toggle_chart(self) -> None:
        """The standings after each round played so far, over the table (C)."""
        self.chart_shown = not self.chart_shown
        self.app.redraw()

    def next_viewer(self) -> None:
        self.viewer = (self.viewer + 1) % self.replay.players
        self.goto(self.step)

    def export(self) -> None:
        """The game as its save document and the final table as a picture, in the data folder's
        ``exports``; the notice says where."""
        final = self.replay.state_at(len(self.replay))
        folder = self.app.store.folder / EXPORTS_FOLDER
        stamp = time.strftime("%Y%m%d-%H%M%S")
        document = folder / f"{stamp}-{self.replay.spec.id}.json"
        picture = document.with_suffix(".png")
        try:
            folder.mkdir(parents=True, exist_ok=True)
            meta = {"seats": [seat.to_json() for seat in self.seats]}
            write_atomic(document, documents.dumps(final, meta))
            image = pygame.Surface(self.area.size)
            material.Backdrop().lay(image, self.view.backdrop, None)
            self.view.draw(image, final.observation(self.viewer), self.context())
            pygame.image.save(image, str(picture))
        except (OSError, pygame.error) as exc:
            self.say(Later("replay_export_failed", reason=Later.error(exc)))
            return
        self.say(Later("replay_exported", path=document.name, picture=picture.name))
        self.app.redraw()

    def leave(self) -> None:
        if self.back_to is not None:
            self.app.go(self.back_to)
        else:
            self.app.quit()

    # -- scene hooks ---------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self.unit = u = layout.unit(size)
        self.play, self.panel = layout.split_panel(size)
        pad = int(10 * u)
        gap = max(4, int(6 * u))
        row_h = max(int(36 * u), ui_text.line_height(ui_text.MIN_SIZE, True) + 12)
        rows = self.button_rows(self.play.width - 2 * pad, gap)
        bar_h = 3 * pad + int(22 * u) + len(rows) * row_h + (len(rows) - 1) * gap
        self.bar = pygame.Rect(self.play.left, self.play.bottom - bar_h, self.play.width, bar_h)
        self.area = pygame.Rect(self.play.left, self.play.top, self.play.width, self.bar.top - self.play.top)
        self.slider = pygame.Rect(
            self.bar.left + pad * 2, self.bar.top + pad, self.bar.width - pad * 4, int(22 * u)
        )
        self.buttons = {}
        top = self.slider.bottom + pad
        for row in rows:  # each row's buttons share its width by what their labels need
            room = self.bar.width - 2 * pad - gap * (len(row) - 1)
            total = sum(need for _, need in row)
            x = self.bar.left + pad
            for index, (name, need) in enumerate(row):
                width = room * need // total if index < len(row) - 1 else self.bar.right - pad - x
                self.buttons[name] = pygame.Rect(x, top, width, row_h)
                x += width + gap
            top += row_h + gap
        self.view.layout(self.area, u)

    def button_rows(self, width: int, gap: int) -> list[list[tuple[str, int]]]:
        """The bar's buttons in as few rows as let each label fit on one line, with what each needs."""
        needs = []
        for name, choices in self.button_labels().items():
            widest = max(ui_text.measure(words, ui_text.MIN_SIZE, True)[0] for words in choices)
            needs.append((name, max(widest + 20, int(36 * self.unit))))
        rows: list[list[tuple[str, int]]] = [[]]
        for name, need in needs:
            used = sum(n for _, n in rows[-1]) + gap * len(rows[-1])
            if rows[-1] and used + need > width:
                rows.append([])
            rows[-1].append((name, need))
        return rows

    def button_labels(self) -> dict[str, tuple[str, ...]]:
        """Every label each button of the bar may show (the first is the one shown now)."""
        seat = text("replay_seat", name=self.names[self.viewer])
        seats = tuple(text("replay_seat", name=name) for name in self.names)
        play = (text("replay_pause"), text("replay_play"))
        chart = (text("replay_chart_hide"), text("replay_chart"))
        return {
            "start": ("|<",),
            "round_back": (text("replay_round_back"),),
            "back": ("<",),
            "play": play if self.playing else play[::-1],
            "forward": (">",),
            "round_forward": (text("replay_round_forward"),),
            "end": (">|",),
            "slower": ("-",),
            "faster": ("+",),
            "seat": (seat, *seats),
            "chart": chart if self.chart_shown else chart[::-1],
            "export": (text("replay_export"),),
            "leave": (text("replay_leave"),),
        }

    def targets(self) -> list[Target]:
        actions = {
            "start": (lambda: self.goto(0), pygame.K_HOME),
            "round_back": (lambda: self.round_step(-1), pygame.K_PAGEUP),
            "back": (lambda: self.goto(self.step - 1), pygame.K_LEFT),
            "play": (self.toggle_play, pygame.K_SPACE),
            "forward": (lambda: self.goto(self.step + 1), pygame.K_RIGHT),
            "round_forward": (lambda: self.round_step(1), pygame.K_PAGEDOWN),
            "end": (lambda: self.goto(len(self.replay)), pygame.K_END),
            "slower": (lambda: self.change_speed(-1), pygame.K_MINUS),
            "faster": (lambda: self.change_speed(1), pygame.K_PLUS),
            "seat": (self.next_viewer, pygame.K_v),
            "chart": (self.toggle_chart, pygame.K_c),
            "export": (self.export, pygame.K_e),
            "leave": (self.leave, None),
        }
        return [Target(name, self.buttons[name], *actions[name]) for name in self.buttons]

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
                return
            if event.key in (pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.change_speed(1)
                return
            if event.key == pygame.K_KP_MINUS:
                self.change_speed(-1)
                return
            for target in self.targets():  # the keys act directly, before the focus moves
                if target.hotkey == event.key:
                    target.activate()
                    return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.slider.inflate(0, 16).collidepoint(event.pos)
        ):
            self.dragging = True
            self.slide_to(event.pos[0])
            return
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.slide_to(event.pos[0])
            return
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return
        if self.focus.handle(event, self.targets()):
            self.app.redraw()

    def slide_to(self, x: int) -> None:
        share = (x - self.slider.left) / max(1, self.slider.width)
        self.goto(round(max(0.0, min(1.0, share)) * len(self.replay)))

    def animating(self) -> bool:
        return self.playing

    def on_update(self, dt: float) -> None:
        self.clock += dt
        self.view.update(dt)
        if not self.playing:
            return
        self.since_step += dt
        if self.since_step >= 1.0 / SPEEDS[self.speed]:
            self.since_step = 0.0
            if self.step >= len(self.replay):
                self.playing = False
            else:
                self.goto(self.step + 1)

    # -- drawing -------------------------------------------------------------------------
    def context(self) -> DrawContext:
        """Nobody decides in a replay: no live targets, no thinking cue."""
        return DrawContext(
            viewer=self.viewer,
            deciding=False,
            arriving={},
            focus=None,
            names=self.names,
            thinking=None,
            time=self.clock,
        )

    def on_draw(self, surface: pygame.Surface) -> None:
        self.cloth.lay(surface, self.view.backdrop, (tuple(self.area), tuple(self.bar)))
        ctx = self.context()
        previous_clip = surface.get_clip()
        surface.set_clip(self.area)
        self.view.draw(surface, self.obs, ctx)
        surface.set_clip(previous_clip)
        if self.chart_shown:
            self.draw_chart(surface)
        self.draw_bar(surface)
        self.draw_panel(surface)
        self.focus.draw(surface, self.targets())

    def draw_chart(self, surface: pygame.Surface) -> None:
        u = self.unit
        box = self.area.inflate(-int(40 * u), -int(40 * u))
        draw.panel(surface, box, 235)
        rows = [scores for step, scores in self.round_ends() if step <= self.step and scores is not None]
        inner = box.inflate(-int(30 * u), -int(30 * u))
        title = ui_text.blit(
            surface, text("chart_standings_title"), int(18 * u), CARD, True, midtop=inner.midtop
        )
        inner.top = title.bottom + int(8 * u)
        inner.height = box.bottom - int(15 * u) - inner.top
        if not rows:
            ui_text.blit(surface, text("replay_chart_none"), int(16 * u), MUTED, center=inner.center)
            return
        series = [chart.Series(name, [row[seat] for row in rows]) for seat, name in enumerate(self.names)]
        chart.line_chart(surface, inner, series, text("chart_round"), text("chart_points"))

    def draw_bar(self, surface: pygame.Surface) -> None:
        u = self.unit
        pygame.draw.rect(surface, FELT_DARK, self.bar)
        pygame.draw.rect(surface, (60, 100, 84), self.slider, border_radius=self.slider.height // 2)
        total = max(1, len(self.replay))
        filled = self.slider.copy()
        filled.width = round(self.slider.width * self.step / total)
        pygame.draw.rect(surface, GOLD, filled, border_radius=self.slider.height // 2)
        knob = (self.slider.left + filled.width, self.slider.centery)
        pygame.draw.circle(surface, CARD, knob, self.slider.height // 2 + int(3 * u))
        words = self.button_labels()
        for name, rect in self.buttons.items():
            draw.button(surface, rect, words[name][0], self.focus.key == name)

    def draw_panel(self, surface: pygame.Surface) -> None:
        u = self.unit
        pygame.draw.rect(surface, FELT_DARK, self.panel)
        x = self.panel.left + int(12 * u)
        width = self.panel.width - int(24 * u)
        y = self.panel.top + int(10 * u)
        title = text("replay_title", game=game_name(self.replay.spec.id))
        y = ui_text.blit(
            surface, title, ui_text.fit_size(title, int(22 * u), width, True), CARD, True, topleft=(x, y)
        ).bottom + int(6 * u)
        size = ui_text.readable(15 * u)
        status = [
            text("replay_move", step=self.step, total=len(self.replay)),
            text("replay_speed", speed=chart.tick_words(SPEEDS[self.speed])),
            text("replay_viewing", name=self.names[self.viewer]),
            *self.view.panel_lines(self.obs),
        ]
        for line in status:
            for part in ui_text.wrap(line, size, width):
                y = ui_text.blit(surface, part, size, MUTED, topleft=(x, y)).bottom + 1
        y += int(8 * u)
        y = ui_text.blit(surface, text("log_title"), int(16 * u), CARD, True, topleft=(x, y)).bottom + int(
            6 * u
        )
        size = ui_text.readable(14 * u)
        line_h = ui_text.line_height(size)
        room = max(0, (self.panel.bottom - int(10 * u) - y) // line_h)
        rows: list[str] = []
        for entry in reversed(self.log):  # the newest entries that fit, each whole
            wrapped = ui_text.wrap(entry, size, width)
            if len(rows) + len(wrapped) > room:
                break
            rows[:0] = wrapped
        for row in rows:
            ui_text.blit(surface, row, size, MUTED, topleft=(x, y))
            y += line_h
        if self.message:
            message = str(self.message)
            ui_text.blit(surface, message, size, GOLD, bottomleft=(x, self.panel.bottom - int(6 * u)))
