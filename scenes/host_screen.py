"""Hosting a game for other computers at home: the join code, the address, who has joined.

Setup comes here when a seat is "on another computer". The game is hosted from this screen on
(:class:`scenes.net_link.HostSession`: listening, and advertised on the network, only while this
screen or the table after it hosts) and starts by itself once every seat is filled; this window's
own person then plays at a table drawn from their seat's view as every joiner's is (their seat is
taken over the loopback address with a token made here). Computer players run on this computer.
Esc stops hosting.

A game hosted here and left unfinished (the window closed, the program killed) is kept in the data
folder (``hosted/GAME.json``, after every action); the menu offers to host it again
(:meth:`HostScene.again`): on the same port, with the same join code and seat tokens, so every
joiner, which keeps trying, comes back to its seat by itself, and this window's person to theirs.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from game.core import GameError
from game.match import Seat
from game.net.host import hosted_path
from game.net.seats import REMOTE
from scenes.games import game_name
from scenes.navigation import To
from scenes.net_link import HostSession, JoinSession, Link
from scenes.scene import Scene
from scenes.strings import Later, plural, text
from scenes.theme import CARD, GOLD, INK, MUTED, WHITE
from scenes.ui import draw, layout, material
from scenes.ui import text as ui_text
from scenes.ui.input import Focus, Target

BIND = "0.0.0.0"
"""Where a hosting window listens: every address of this computer (tests: the loopback only)."""
DISCOVERY = True
"""Advertise the hosted game on the network (mDNS), so joiners find it in their list."""
LOOPBACK = "127.0.0.1"


class HostScene(Scene):
    """The join code, the address and the seats, until the game starts."""

    def __init__(
        self,
        app,
        game_id: str,
        seats: list[Seat],
        options: dict[str, Any],
        seed: int | None = None,
        bind: str | None = None,
        discovery: bool | None = None,
        again: Path | None = None,
        aids: dict[str, bool] | None = None,
    ) -> None:
        """``bind`` and ``discovery``: where to listen and whether to advertise, else
        :data:`BIND` and :data:`DISCOVERY` (the smoke test hosts on the loopback address only).
        ``aids``: setup's aid switches (advice is the host's to allow). ``again``: the save of
        an unfinished game this computer hosted, hosted again (its seats
        and code are the save's, and ``game_id``, ``seats`` and ``options`` are not used)."""
        super().__init__(app)
        self.link = Link()
        self.handed = False
        """The link went on to the table (which stops hosting when it closes), not this screen."""
        self.url = ""
        self.code = ""
        self.problem: Later | None = None
        self.over = False
        self.joiner: JoinSession | None = None
        self.welcome: dict[str, Any] | None = None
        self.heard: list[tuple[str, Any]] = []
        """What the host told this window's own seat before its table opened (handed to it)."""
        self.moves = 0
        self.focus = Focus()
        bind = BIND if bind is None else bind
        discovery = DISCOVERY if discovery is None else discovery
        self.again = again is not None
        if again is not None:
            try:
                self.session = HostSession.resume(self.link, again, bind, discovery)
            except BaseException:
                self.link.close()
                raise
        else:
            seed = random.randrange(2**31) if seed is None else seed
            save = hosted_path(app.store.folder, game_id)
            advice = (aids or {}).get("advice", True)
            self.session = HostSession.new(
                self.link, game_id, seats, options, save, bind, discovery, seed, advice
            )
        self.game_id = self.session.host.state.spec.id
        self.seats = list(self.session.host.match.seats)
        self.rows: list[tuple[str, str, bool]] = self.session.rows()
        self.moves = len(self.session.host.state.history)

    @classmethod
    def again(cls, app, save: Path, bind: str | None = None, discovery: bool | None = None) -> Scene | None:
        """Host again the unfinished game kept in ``save`` (after this window was closed or the
        program killed); None, with a notice on the menu, when it cannot be taken up."""
        try:
            return cls(app, "", [], {}, bind=bind, discovery=discovery, again=save)
        except (GameError, OSError) as exc:
            app.store.notices.append(Later("host_again_failed", reason=Later.error(exc)))
            return None

    def on_exit(self) -> None:
        if not self.handed:
            self.link.close()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.unit = layout.unit(size)
        self.place(size)

    def place(self, size: tuple[int, int]) -> None:
        """The sheet as tall as its lines and the Stop button under it, the two in the window's middle
        (the lines grow as the code arrives and seats fill)."""
        u = self.unit
        width = min(size[0] - int(48 * u), int(1000 * u))
        self.lines_drawn = self.drawn_rows(width)
        self.sheet = pygame.Rect(0, 0, width, self.lines_height(self.lines_drawn) + int(36 * u))
        self.stop_rect = pygame.Rect(0, 0, min(size[0] - 40, int(300 * u)), int(44 * u))
        self.sheet.top, self.stop_rect.top = layout.stacked(
            size[1], self.sheet.height, int(20 * u), self.stop_rect.height, int(14 * u)
        )
        self.sheet.centerx = self.stop_rect.centerx = size[0] // 2

    def targets(self) -> list[Target]:
        return [Target("stop", self.stop_rect, self.stop, None)]

    def stop(self) -> None:
        self.app.go(To.MENU)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stop()
            return
        self.focus.handle(event, self.targets())

    def animating(self) -> bool:
        return False  # drawn when the host says something (redraw) or after input

    # -- what the host says ----------------------------------------------------------------
    def on_update(self, dt: float) -> None:
        for kind, value in self.link.heard():
            self.hear(kind, value)
        if self.welcome is not None and all(filled for _, _, filled in self.rows) and not self.handed:
            self.handed = True
            assert self.joiner is not None
            self.app.go(
                To.REMOTE_TABLE, self.link, self.joiner, self.welcome, hosting=self.session, heard=self.heard
            )

    def hear(self, kind: str, value: Any) -> None:
        self.app.redraw()
        if kind == "hosting":
            self.url, self.code = value
            local = self.session.local
            if local is not None:
                port = self.url.rsplit(":", 1)[1]
                name = self.seats[local].name
                self.joiner = JoinSession(
                    self.link,
                    f"ws://{LOOPBACK}:{port}",
                    None,
                    name,
                    self.app.store.folder,
                    self.session.local_token,
                )
        elif kind == "hosted":
            self.rows = value
        elif kind == "welcome":
            self.welcome = value
        elif kind in ("state", "seats"):
            self.heard.append((kind, value))
            if kind == "state":
                self.moves = value["move"]
        elif kind == "over":
            self.over = True
        elif kind in ("error", "refused"):
            self.problem = Later("host_failed", reason=Later.error(value))

    # -- drawing -------------------------------------------------------------------------------
    def seat_words(self, index: int, kind: str, name: str, filled: bool) -> str:
        if index == self.session.local:
            return text("host_seat_here", n=index + 1, name=name)
        if kind != REMOTE:
            return text("host_seat_computer", n=index + 1, name=name)
        if filled:
            return text("host_seat_joined", n=index + 1, name=name)
        return text("host_seat_waiting", n=index + 1)

    def lines(self) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """(words, size, colour, bold) from the top."""
        u = self.unit
        out = [(text("host_title", game=game_name(self.game_id)), int(40 * u), CARD, True)]
        if self.problem is not None:
            out.append((str(self.problem), int(20 * u), GOLD, False))
        if not self.code:
            out.append((text("host_starting"), int(22 * u), MUTED, False))
            return out
        out.append((text("host_code", code=self.code), int(44 * u), GOLD, True))
        out.append((text("host_address", url=self.url), int(24 * u), WHITE, False))
        out.append((text("host_how"), int(18 * u), MUTED, False))
        if self.again:
            out.append((text("host_again_note"), int(18 * u), GOLD, False))
        for index, (kind, name, filled) in enumerate(self.rows):
            out.append(
                (self.seat_words(index, kind, name, filled), int(20 * u), WHITE if filled else MUTED, False)
            )
        if self.over:
            out.append((text("host_over"), int(20 * u), GOLD, False))
        elif self.session.local is None and all(filled for _, _, filled in self.rows):
            out.append((plural("host_playing", self.moves, moves=self.moves), int(20 * u), GOLD, False))
        return out

    def drawn_rows(self, width: int) -> list[tuple[str, int, tuple[int, int, int], bool, bool]]:
        """The lines as drawn on a sheet ``width`` wide: (row, size, colour, bold, last row of its
        line); a bold line fitted to the room, another wrapped over rows."""
        room = width - int(52 * self.unit)
        out = []
        for words, size, colour, bold in self.lines():
            size = max(ui_text.MIN_SIZE, ui_text.fit_size(words, size, room, bold=True) if bold else size)
            rows = [words] if bold else ui_text.wrap(words, size, room)
            out += [(row, size, colour, bold, index == len(rows) - 1) for index, row in enumerate(rows)]
        return out

    def lines_height(self, rows: list[tuple[str, int, tuple[int, int, int], bool, bool]]) -> int:
        u = self.unit
        return sum(
            ui_text.label(row, size, colour, bold).get_height() + int(4 * u) + (int(8 * u) if last else 0)
            for row, size, colour, bold, last in rows
        )

    def on_draw(self, surface: pygame.Surface) -> None:
        material.lay(surface)
        self.place(surface.get_size())
        u = self.unit
        draw.sheet(surface, self.sheet)
        x, y = self.sheet.centerx, self.sheet.top + int(18 * u)
        for row, size, colour, bold, last in self.lines_drawn:
            if bold:
                ui_text.blit(surface, row, size, INK, True, midtop=(x + 2, y + 2))
            rect = ui_text.blit(surface, row, size, colour, bold, midtop=(x, y))
            y = rect.bottom + int(4 * u) + (int(8 * u) if last else 0)
        draw.button(surface, self.stop_rect, text("host_stop"), self.focus.key == "stop")
        self.focus.draw(surface, self.targets())
