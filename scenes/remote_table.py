"""A seat of a game hosted on another computer (or hosted from this window): the table drawn from
that seat's observation only, as the host sent it, so this window can show nothing else.

The game's own view draws it and maps clicks and keys to actions from the legal list the host sent;
an action goes to the host as the engine's text, and the host's next ``state`` is the table's
truth. There is no pass screen (one person per computer). The panel says who is away; the game
waits for them (or the host's computer player plays them, as the host says). Esc asks before
leaving: the seat's token stays in the data folder, so joining again gives the seat back.

The aids work as at home (the home table's own :class:`scenes.table_sections.aids.Aids`), over
this seat's side of the match (:class:`game.net.mirror.SeatMatch`): the Advice button (or "?")
and the why-not of a dimmed card ask the host, which alone holds the whole game, and answer for
this seat only; the hint line says the advice with its reason and the move is ringed. Undo is off.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import registry
from game.core import Action, Move
from game.net import protocol
from game.net.client import SeatGame
from game.net.mirror import SeatMatch
from scenes import games, language
from scenes.games import game_name, view_class
from scenes.navigation import To
from scenes.net_link import HostSession, JoinSession, Link
from scenes.scene import Scene
from scenes.strings import Later, message_words, plural, text
from scenes.table_sections.aids import Aids
from scenes.tables.base import DrawContext
from scenes.theme import CARD, FELT_DARK, GOLD, MUTED, WHITE
from scenes.ui import draw, layout, material
from scenes.ui import text as ui_text
from scenes.ui.anim import Flights
from scenes.ui.input import Focus, Target

MESSAGE_SECONDS = 6.0
WHY_NOT_SECONDS = 0.5


class RemoteTableScene(Scene):
    """One seat's table of a game the host holds."""

    def __init__(
        self,
        app,
        link: Link,
        session: JoinSession,
        welcome: dict[str, Any],
        hosting: HostSession | None = None,
        heard: list[tuple[str, Any]] | None = None,
    ) -> None:
        super().__init__(app)
        self.link = link
        self.session = session
        self.hosting = hosting
        """The game this window hosts, if it does (it stops when this table closes)."""
        self.welcome = welcome
        self.seat: int = welcome["seat"]
        self.game = SeatGame(welcome)
        """The game's actions as the host sends and takes them (never drawn)."""
        self.game_id = registry.get(welcome["game"]).id
        self.rows: list[dict[str, Any]] = list(welcome["seats"])
        self.names = [row["name"] for row in self.rows]
        self.latest: dict[str, Any] | None = None
        self.obs: dict[str, Any] = {}
        self.away: list[bool] = [False] * welcome["players"]
        self.flights = Flights()
        self.focus = Focus()
        self.clock = 0.0
        self.message = ""
        self.message_time = 0.0
        self.sent = False
        """A move went to the host and its answer has not come: no second move meanwhile."""
        self.status: Later | None = None
        """The connection's trouble (taking the seat up again, lost), or None."""
        self.pointer = (0, 0)
        self.tip_key: Any = None
        self.tip_since = 0.0
        self.match = SeatMatch(
            self.seat,
            welcome["players"],
            welcome.get("aids", {}),
            session.ask,
            self.game.text,
            self.game.decode,
            self.game.parse,
        )
        """This seat's side of the match: the aids read it; the advice and why-not come from the host."""
        self.match.kinds = [row["kind"] for row in self.rows]
        self.interlude = None
        """No round's summary over a joined table (the aids ask)."""
        self.aids = Aids(self)
        self.tooltip = ""
        """The why-not words drawn now ("" when none shows)."""
        self.asking: str | None = None
        """The action whose refusal the hint line said before the host's reason came."""
        view = view_class(self.game_id)
        live = games.remote_world(self.game_id) if view.live_world else None
        self.world: Any = live(self) if live is not None else None
        """This seat's turns of the world, run live here (the view steers and draws them)."""
        self.view = view(self)
        self.cloth = material.Backdrop()
        for kind, value in heard or ():
            self.hear(kind, value)

    # -- what the host says ----------------------------------------------------------------
    def hear(self, kind: str, value: Any) -> None:
        if kind in ("state", "answer"):
            self.match.hear(value)
        if kind == "answer":
            self.answered(value)
        elif kind == "state" and value["seat"] == self.seat:
            if self.latest is None or value["move"] != self.latest["move"]:
                self.aids.forget()
            self.latest = value
            self.obs = value["observation"]
            self.away = list(value["away"])
            self.sent = False
            self.status = None
        elif kind == "seats":
            self.rows = list(value["seats"])
            self.match.kinds = [row["kind"] for row in self.rows]
            self.names = [row["name"] for row in self.rows]
            self.away = [bool(row["away"]) for row in self.rows]
        elif kind == "welcome":
            self.status = None
        elif kind == "away":
            self.status = Later("remote_reconnecting")
        elif kind == "lost":
            self.status = Later("remote_lost")
        elif kind == "refused":
            self.sent = False
            self.say(str(Later.error(value)))
        elif kind == "error" and self.hosting is not None and isinstance(value, Exception):
            self.status = Later("host_failed", reason=Later.error(value))
        self.app.redraw()

    def answered(self, answer: dict[str, Any]) -> None:
        """The host's answer: a refusal the hint line said before it came is said in full."""
        if answer["kind"] == protocol.ASK_WHY and answer["action"] == self.asking:
            self.asking = None
            params = {key: protocol.from_json(value) for key, value in answer["params"].items()}
            self.say(message_words(answer["code"], params))

    @property
    def viewer(self) -> int:
        return self.seat

    def on_update(self, dt: float) -> None:
        self.clock += dt
        self.aids.update()
        for kind, value in self.link.heard():
            self.hear(kind, value)
        if self.message and self.clock - self.message_time >= MESSAGE_SECONDS:
            self.message = ""
            self.app.redraw()
        if self.tip_key is not None and WHY_NOT_SECONDS <= self.clock - self.tip_since < WHY_NOT_SECONDS + dt:
            self.app.redraw()
        self.flights.update(dt)
        self.view.update(dt)
        if self.world is not None:
            self.world.update(dt)
        elif self.gesture_due() is not None:  # no live world to run here: the host turns it
            self.send_track(None)

    def gesture_due(self) -> int | None:
        """The move at which the host waits for this seat's turn of the world, or None."""
        latest = self.latest
        if latest is None or latest["turn"] != protocol.TURN_GESTURE or self.sent:
            return None
        return latest["move"]

    def send_track(self, track: list[float | None] | None) -> None:
        """This seat's turn of the world to the host: its sampled track (None: the host turns)."""
        self.sent = True
        self.session.gesture(track)

    @property
    def finished(self) -> bool:
        return self.over()

    def on_exit(self) -> None:
        if self.world is not None:
            self.world.close()
        self.view.close()
        self.link.close()

    # -- the frame a view asks of (scenes.tables.base.TableFrame) --------------------------
    def over(self) -> bool:
        return self.latest is not None and self.latest["result"] is not None

    def deciding(self) -> bool:
        return self.latest is not None and self.latest["turn"] == protocol.TURN_MOVE and not self.sent

    def legal(self) -> list[Action]:
        if not self.deciding() or self.latest is None:
            return []
        return self.game.legal(self.latest)

    def act(self, action: Action) -> bool:
        if not self.deciding() or self.latest is None:
            return False
        words = self.game.text(action)
        if words not in self.latest["legal"]:
            self.say(self.refusal(action))
            return False
        self.sent = True
        self.session.move(words)
        self.app.sounds.play("card")
        return True

    def say(self, words: str) -> None:
        self.message = words
        self.message_time = self.clock
        self.app.redraw()

    def play_sound(self, name: str) -> None:
        self.app.sounds.play(name)

    def refusal(self, action: Action) -> str:
        """The engine's reason, from the host (which holds the whole game); until it comes, that
        the move is not allowed now (and the reason follows in the hint line)."""
        found = self.match.reason(action)
        if found is None:
            self.asking = self.game.text(action)
            return text("remote_not_now")
        return message_words(*found)

    def decode(self, action: Action) -> Move:
        return self.game.decode(action)

    def moves_played(self) -> int:
        return self.latest["move"] if self.latest is not None else 0

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.rows) and self.rows[seat]["kind"] == "remote"

    def waiting_words(self, seat: int) -> str:
        if 0 <= seat < len(self.away) and self.away[seat]:
            return text("remote_waiting_away", name=self.names[seat])
        if self.is_person(seat):
            return text("waiting_for_person", name=self.names[seat])
        return text("waiting_for", name=self.names[seat])

    def motion_scale(self) -> float:
        return self.app.settings.anim_scale()

    def record_score(self, board: str, name: str, score: int, **detail: Any) -> tuple[int | None, list, None]:
        return None, [], None  # the host keeps the game; high scores are of games played here

    # -- layout and input --------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self.unit = layout.unit(size)
        self.play, self.panel = layout.split_panel(size)
        hint_h = max(int(34 * self.unit), 2 * ui_text.line_height(ui_text.MIN_SIZE) + 4)
        self.hint_rect = pygame.Rect(self.play.left, 0, self.play.width, hint_h)
        self.area = pygame.Rect(self.play.left, hint_h, self.play.width, self.play.height - hint_h)
        self.leave_rect = pygame.Rect(0, 0, self.panel.width - int(24 * self.unit), int(38 * self.unit))
        self.leave_rect.midbottom = (self.panel.centerx, self.panel.bottom - int(12 * self.unit))
        self.view.layout(self.area, self.unit)
        self.aids.layout(self.leave_rect, self.unit)

    def controls(self) -> list[Target]:
        """The targets and the aids' buttons (apart from the targets, which whatever plays by
        them, a test's random clicks, uses: they never ask for advice)."""
        targets = self.targets()
        return [*targets[:-1], *self.aids.targets(), targets[-1]]

    def targets(self) -> list[Target]:
        out = [Target("leave", self.leave_rect, self.leave, None)]
        if self.deciding() and self.obs:
            out = self.view.targets(self.obs, self.legal()) + out
        return out

    def leave(self) -> None:
        if self.over():
            self.app.go(To.MENU)
            return
        self.app.open(
            To.CHOICE,
            text("remote_leave_title"),
            text("remote_leave_host_body" if self.hosting is not None else "remote_leave_body"),
            [(text("remote_leave_yes"), lambda: self.app.go(To.MENU)), (text("remote_stay"), lambda: None)],
        )

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if self.view.held_over(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        # a live world (the tornado) takes its drags and held keys before the focus does, as at home
        live = self.view.live_world and bool(self.obs) and (self.deciding() or self.world_turning())
        if live and self.view.on_event(event, self.obs, self.legal()):
            return
        if self.aids.on_event(event):
            return
        if self.focus.handle(event, self.controls()):
            return
        if self.deciding() and self.obs and not live:
            self.view.on_event(event, self.obs, self.legal())

    def world_turning(self) -> bool:
        """True while this seat's turn of the world runs live in this window."""
        return self.world is not None and self.world.live is not None

    def animating(self) -> bool:
        return self.flights.busy() or self.latest is None or not self.deciding()

    # -- drawing -------------------------------------------------------------------------------
    def on_draw(self, surface: pygame.Surface) -> None:
        self.cloth.lay(surface, self.view.backdrop, (tuple(self.area), self.unit))
        targets = self.controls()
        self.focus.settle(targets)
        if self.obs:
            ctx = DrawContext(
                viewer=self.seat,
                deciding=self.deciding(),
                arriving={},
                focus=self.focus.key if self.focus.keyboard else self.focus.hover,
                names=self.names,
                thinking=None,
                time=self.clock,
            )
            self.view.draw(surface, self.obs, ctx)
            self.aids.draw(surface, ctx)
            self.last_ctx = ctx
        self.draw_hint(surface)
        self.draw_panel(surface)
        self.focus.draw(surface, targets)
        self.draw_why_not(surface, targets)
        if self.over():
            self.draw_result(surface)

    def hint_words(self) -> tuple[str, tuple[int, int, int]]:
        if self.status is not None:
            return str(self.status), GOLD
        if self.message and self.clock - self.message_time < MESSAGE_SECONDS:
            return self.message, GOLD
        if self.latest is None:
            return text("remote_waiting_start"), WHITE
        if self.aids.asked and self.deciding():
            return self.aids.words(), GOLD
        current = self.latest["current"]
        if not self.deciding() and 0 <= current < len(self.away) and self.away[current]:
            return text("remote_waiting_away", name=self.names[current]), GOLD
        return self.view.hint(self.obs, self.legal(), self.deciding()), WHITE

    def draw_hint(self, surface: pygame.Surface) -> None:
        u = self.unit
        pygame.draw.rect(surface, FELT_DARK, self.hint_rect)
        words, colour = self.hint_words()
        width = self.hint_rect.width - int(20 * u)
        size = ui_text.fit_size(words, int(18 * u), width)
        rows = ui_text.wrap(words, size, width)[:2]
        step = ui_text.line_height(size)
        y = self.hint_rect.centery - step * (len(rows) - 1) // 2
        for row in rows:
            ui_text.blit(surface, row, size, colour, midleft=(self.hint_rect.left + int(12 * u), y))
            y += step

    def panel_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        out = [(text("remote_you", n=self.seat + 1, name=self.names[self.seat]), CARD)]
        away = [self.names[i] for i, gone in enumerate(self.away) if gone]
        if away:
            out.append((plural("remote_away", len(away), names=language.names(away)), GOLD))
        if self.obs:
            out += [(line, MUTED) for line in self.view.panel_lines(self.obs)]
        return out

    def draw_panel(self, surface: pygame.Surface) -> None:
        u = self.unit
        pygame.draw.rect(surface, FELT_DARK, self.panel)
        pygame.draw.line(surface, MUTED, self.panel.topleft, self.panel.bottomleft, 1)
        x, width = self.panel.left + int(12 * u), self.panel.width - int(24 * u)
        y = self.panel.top + int(10 * u)
        title = ui_text.blit(surface, game_name(self.game_id), int(22 * u), CARD, True, topleft=(x, y))
        y = title.bottom + int(6 * u)
        size = ui_text.readable(15 * u)
        buttons = self.aids.advice_rect if self.aids.can_advise() else self.leave_rect
        bottom = buttons.top - int(8 * u)  # the lines stop over the buttons
        for line, colour in self.panel_lines():
            for part in ui_text.wrap(line, size, width):
                if y + ui_text.line_height(size) > bottom:
                    break
                y = ui_text.blit(surface, part, size, colour, topleft=(x, y)).bottom + 1
        words = text("remote_menu" if self.over() else "remote_leave")
        draw.button(surface, self.leave_rect, words, self.focus.key == "leave")
        self.aids.draw_buttons(surface, self.focus.key)

    def draw_why_not(self, surface: pygame.Surface, targets: list[Target]) -> None:
        """The engine's reason beside a dimmed target rested on: asked of the host as the pointer
        comes to rest, drawn once it has rested long enough and the answer has come."""
        pointed = self.focus.key if self.focus.keyboard else self.focus.hover
        hit = next((t for t in targets if t.key == pointed and t.why is not None), None)
        if pointed != self.tip_key:
            self.tip_key, self.tip_since = pointed, self.clock
            if hit is not None:
                self.match.reason(hit.why)  # asked now: the answer is here before the rest is over
        found = self.match.reason(hit.why) if hit is not None else None
        self.tooltip = message_words(*found) if found is not None else ""
        if not self.tooltip or self.clock - self.tip_since < WHY_NOT_SECONDS:
            self.tooltip = ""
            return
        size = ui_text.readable(16 * self.unit)
        at = hit.rect.center if self.focus.keyboard else self.pointer
        draw.tooltip(surface, self.tooltip, at, size, self.area, int(self.area.width * 0.45), hit.rect)

    def result_lines(self) -> list[str]:
        assert self.latest is not None
        result = self.latest["result"]
        winners = [self.names[i] for i in result["winners"] if 0 <= i < len(self.names)]
        lines = [
            text("remote_over_title"),
            plural("remote_winners", len(winners), names=language.names(winners)),
        ]
        lines += [
            text("remote_score", name=name, score=language.number(score, 0))
            for name, score in zip(self.names, result["scores"], strict=False)
        ]
        return lines

    def draw_result(self, surface: pygame.Surface) -> None:
        draw.shade(surface, 120)
        u = self.unit
        lines = self.result_lines()
        box = pygame.Rect(0, 0, min(self.play.width - 40, int(560 * u)), int((len(lines) + 1) * 32 * u))
        box.center = self.play.center
        draw.panel(surface, box, 235)
        y = box.top + int(16 * u)
        for index, line in enumerate(lines):
            size = ui_text.fit_size(
                line, int((26 if index == 0 else 18) * u), box.width - int(30 * u), bold=index == 0
            )
            colour = CARD if index == 0 else MUTED
            y = ui_text.blit(surface, line, size, colour, index == 0, midtop=(box.centerx, y)).bottom + int(
                8 * u
            )
