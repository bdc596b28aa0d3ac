"""The window's side of a game across computers: the network's asyncio loop on a thread of its
own, and what it hears handed to the frame through a queue, so the frame never waits on a socket.

A :class:`Link` runs one event loop on a daemon thread; a screen starts coroutines on it and reads
``inbox`` once a frame (never blocking). :class:`HostSession` hosts a game there
(:class:`game.net.host.Host`, advertised with zeroconf while it hosts, and only then);
:class:`JoinSession` holds one seat of a hosted game (:class:`game.net.client.Client`), the
hosting window's own person's seat too. The host stops when its link closes: listening ends with
the screen that hosts.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Coroutine, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import documents
from game.core import GameError
from game.match import HUMAN, Seat
from game.net.seats import read_net_meta

CLOSE_SECONDS = 5.0
"""How long closing a link waits for its thread (the host saying goodbye) before leaving it."""
WATCH_SECONDS = 0.1
"""How often a host session reports who sits where to its screen."""


class Link:
    """An asyncio loop on a thread of its own; what its coroutines hear waits in ``inbox``."""

    def __init__(self) -> None:
        self.inbox: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="stormtable-net", daemon=True)
        self.thread.start()
        self.closed = False

    def start(self, coroutine: Coroutine[Any, Any, Any]) -> Future[Any]:
        """Run ``coroutine`` on the loop; a failure goes to the inbox as ``("error", exc)``."""
        future = asyncio.run_coroutine_threadsafe(coroutine, self.loop)
        future.add_done_callback(self._failed)
        return future

    def _failed(self, future: Future[Any]) -> None:
        if not future.cancelled() and future.exception() is not None:
            self.inbox.put(("error", future.exception()))

    def put(self, kind: str, value: Any = None) -> None:
        self.inbox.put((kind, value))

    def heard(self) -> list[tuple[str, Any]]:
        """Everything heard since the last call, in order (never waits)."""
        out = []
        with contextlib.suppress(queue.Empty):
            while True:
                out.append(self.inbox.get_nowait())
        return out

    def close(self) -> None:
        """Cancel what runs (a host closes its connections and stops listening), stop the loop."""
        if self.closed:
            return
        self.closed = True

        async def cancel_all() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(cancel_all(), self.loop).result(CLOSE_SECONDS)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(CLOSE_SECONDS)


class JoinSession:
    """One seat at a hosted game: ``welcome``, every ``state`` and ``seats`` message, ``away``
    while the connection is being taken up again, ``refused`` (words) and ``lost`` come to the
    inbox as (kind, message)."""

    def __init__(
        self, link: Link, url: str, code: str | None, name: str, folder: Path, token: str = ""
    ) -> None:
        from game.net.client import Client

        self.link = link
        self.client = Client(url, code or None, name, folder=folder)
        if token:  # the hosting window's own seat: its token was made before anyone could join
            self.client.welcome = {"token": token}
        self.future = link.start(self._run())

    async def _run(self) -> None:
        from websockets.exceptions import ConnectionClosed

        try:
            welcome = await self.client.join()
        except GameError as exc:
            self.link.put("refused", exc)
            return
        except (OSError, TimeoutError, ConnectionClosed) as exc:
            self.link.put("refused", exc)
            return
        self.link.put("welcome", welcome)
        while True:
            try:
                message = await self.client.receive()
            except ConnectionClosed as error:
                if self.client.last is not None and self.client.last["result"] is not None:
                    return  # the game is over and the host said goodbye
                self.link.put("away")
                try:
                    await self.client.rejoin(error)
                except ConnectionClosed:
                    self.link.put("lost")
                    return
                continue
            except GameError as exc:  # a malformed message: said, and read on
                self.link.put("refused", exc)
                continue
            self.link.put(message["type"], message)

    def move(self, text: str) -> None:
        self.link.start(self.client.move(text))

    def gesture(self, track: list[float | None] | None) -> None:
        self.link.start(self.client.gesture(track))

    def ask(self, kind: str, action: str | None = None) -> None:
        self.link.start(self.client.ask(kind, action))


class HostSession:
    """A game hosted from this window: the host on the link's loop, ``hosting`` (url, code) once
    it listens and ``hosted`` (who sits where: kind, name, filled) whenever that changes, then
    ``over`` (the result); a local person's seat gets its token here (``local_token``), in a
    resumed game too (the host seats its own person: no token kept elsewhere is needed)."""

    def __init__(self, link: Link, host: Any, local_token: str = "") -> None:
        self.link = link
        self.host = host
        self.local: int | None = host.local
        self.local_token = local_token
        self.future = link.start(self._serve())

    @classmethod
    def new(
        cls,
        link: Link,
        game_id: str,
        seats: Sequence[Seat],
        options: dict[str, Any],
        save: Path,
        bind: str,
        discovery: bool,
        seed: int,
        advice: bool = True,
    ) -> HostSession:
        """``advice``: setup's aid switch (a seat may ask the host for advice)."""
        from game.net.host import Host, HostConfig
        from game.net.seats import REMOTE, new_token, token_hash

        kinds = [REMOTE if seat.kind in (HUMAN, REMOTE) else seat.kind for seat in seats]
        host = Host.new(game_id, kinds, save, HostConfig(bind, 0, discovery, advice=advice), options, seed)
        host.local = next((i for i, s in enumerate(seats) if s.kind == HUMAN), None)
        local_token = ""
        for index, seat in enumerate(seats):
            host.seats[index].name = seat.name
            host.match.seats[index] = Seat(HUMAN if kinds[index] == REMOTE else seat.kind, seat.name)
        if host.local is not None:
            local_token = new_token()
            host.seats[host.local].token = token_hash(local_token)
        return cls(link, host, local_token)

    @classmethod
    def resume(cls, link: Link, save: Path, bind: str, discovery: bool) -> HostSession:
        """The unfinished game this window hosted, kept in ``save``: on the port it had, with the
        same join code and seat tokens, so every joiner comes back to its seat (GameError or
        FormatError when the save cannot be taken up)."""
        from game.net.host import Host, HostConfig
        from game.net.seats import new_token, token_hash

        host = Host.resume(save, HostConfig(bind, 0, discovery))
        local_token = ""
        if host.local is not None:  # this window's own person: a fresh token, made by the host itself
            local_token = new_token()
            host.seats[host.local].token = token_hash(local_token)
        return cls(link, host, local_token)

    async def _serve(self) -> None:
        watcher = asyncio.get_running_loop().create_task(self._watch())
        try:
            result = await self.host.serve(lambda host: self.link.put("hosting", (host.url, host.code)))
        finally:
            watcher.cancel()
        self.link.put("over", result)

    def rows(self) -> list[tuple[str, str, bool]]:
        return [(seat.kind, seat.name, seat.taken or not seat.remote) for seat in self.host.seats]

    async def _watch(self) -> None:
        last: list[tuple[str, str, bool]] = []
        while True:
            rows = self.rows()
            if rows != last:
                last = rows
                self.link.put("hosted", rows)
            await asyncio.sleep(WATCH_SECONDS)


@dataclass(frozen=True)
class HostedSave:
    """An unfinished game this computer hosted: where it is kept, which game, how far it went."""

    path: Path
    game_id: str
    moves: int


def unfinished_hosted(folder: Path) -> list[HostedSave]:
    """The hosted games in the data folder (``hosted/GAME.json``) left unfinished by a window
    closed or a program killed, the one saved last first (what cannot be read is left out)."""
    found = []
    for path in (folder / "hosted").glob("*.json"):
        try:
            doc = documents.read_document(path)
            state = documents.from_json(doc, where=str(path))
            read_net_meta(doc.get("meta"), state.players)
            saved_at = path.stat().st_mtime
        except (GameError, OSError):
            continue
        if not state.is_over():
            found.append((saved_at, HostedSave(path, state.spec.id, len(state.history))))
    return [save for _, save in sorted(found, key=lambda pair: -pair[0])]
