"""Joining a game hosted on another computer at home: the games found on the network (zeroconf),
or an address typed in, the host's join code and the name to sit under; then the seat's table.

Looking for games and joining run on the network's own thread (:mod:`scenes.net_link`); the form
reads what they found once a frame and never waits. The seat's token is kept in the data folder,
so joining the same address under the same name again takes the same seat back.
"""

from __future__ import annotations

from typing import Any

import pygame_menu

from scenes.form import FormScene
from scenes.games import game_name
from scenes.navigation import To
from scenes.net_link import JoinSession, Link
from scenes.strings import Later, plural, text
from scenes.theme import GOLD
from scenes.ui.text import readable
from scenes.ui.widgets import add_button, add_text_input

BROWSE_SECONDS = 2.0
"""How long one look for games on the network listens for their answers."""
BROWSE = True
"""Look for games on the network (mDNS); tests, which stay on the loopback address, do not."""


def address_url(words: str) -> str | None:
    """The host's ws:// URL from what was typed (``HOST:PORT`` is taken too), else None."""
    words = words.strip()
    if not words:
        return None
    url = words if words.startswith(("ws://", "wss://")) else f"ws://{words}"
    host, _, port = url.split("://", 1)[1].rpartition(":")
    return url if host and port.isdigit() and 0 < int(port) < 65536 else None


class JoinScene(FormScene):
    """The found games, the address, the code, the name; Join."""

    width_share = 0.7
    fit_content = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.link = Link()
        self.handed = False
        self.found: list[Any] | None = None
        """The games found on the network (None while looking)."""
        self.address = ""
        self.code = ""
        self.name = text("default_names").split(",")[0]
        self.error: Later | None = None
        self.joining: JoinSession | None = None
        self.dirty = False
        self.look()

    def menu_title(self) -> str:
        return text("join_title")

    def look(self) -> None:
        from game.net import discovery

        self.found = None
        self.link.start(self._browse(discovery))

    async def _browse(self, discovery: Any) -> None:
        try:
            found = await discovery.browse(BROWSE_SECONDS) if BROWSE else []
        except Exception:  # no multicast here (no network, a firewall): an address is typed instead
            found = []
        self.link.put("found", found)

    def on_exit(self) -> None:
        if not self.handed:
            self.link.close()

    def build(self, menu: pygame_menu.Menu) -> None:
        small = readable(15 * self.scale())
        if self.error is not None:
            self.paragraph(menu, str(self.error), small, font_color=GOLD)
        if self.joining is not None:
            self.paragraph(menu, text("join_joining"), small, font_color=GOLD)
        menu.add.label(text("join_found"), font_size=int(22 * self.scale()))
        if self.found is None:
            self.paragraph(menu, text("join_searching"), small)
        elif not self.found:
            self.paragraph(menu, text("join_none"), small)
        for index, game in enumerate(self.found or []):
            words = plural("join_game", game.free, game=game_name(game.game), url=game.url, free=game.free)
            add_button(menu, words, lambda url=game.url: self.pick(url), button_id=f"found{index}")
        add_button(menu, text("join_look"), self.look_again, button_id="look")
        menu.add.vertical_margin(12)
        add_text_input(
            menu, text("join_address") + " ", self.address, "address", maxchar=60,
            onchange=lambda value: setattr(self, "address", value),
        )  # fmt: skip
        add_text_input(
            menu, text("join_code") + " ", self.code, "code", maxchar=12,
            onchange=lambda value: setattr(self, "code", value),
        )  # fmt: skip
        add_text_input(
            menu, text("join_name") + " ", self.name, "name", maxchar=16,
            onchange=lambda value: setattr(self, "name", value),
        )  # fmt: skip
        add_button(menu, text("join_button"), self.join, button_id="join")
        add_button(menu, text("join_back"), self.back, button_id="back")

    def pick(self, url: str) -> None:
        self.address = url
        self.dirty = True

    def look_again(self) -> None:
        self.look()
        self.dirty = True

    def join(self) -> None:
        url = address_url(self.address)
        if url is None:
            self.error = Later("join_need_address")
        elif self.joining is None:
            self.error = None
            name = self.name.strip()[:16] or text("default_names").split(",")[0]
            self.joining = JoinSession(self.link, url, self.code.strip(), name, self.app.store.folder)
        self.dirty = True

    def back(self) -> None:
        self.app.go(To.MENU)

    def on_update(self, dt: float) -> None:
        heard = self.link.heard()
        for index, (kind, value) in enumerate(heard):
            if kind == "found":
                self.found = value
                self.dirty = True
            elif kind == "welcome" and self.joining is not None:
                self.handed = True
                rest = [item for item in heard[index + 1 :] if item[0] != "found"]
                self.app.go(To.REMOTE_TABLE, self.link, self.joining, value, heard=rest)
                return
            elif kind in ("refused", "error"):
                self.joining = None
                self.error = Later("join_refused", reason=Later.error(value))
                self.dirty = True
        if self.dirty:
            self.dirty = False
            self.rebuild()
