"""Helpers for the networked-game tests: a host and joiners on the loopback address only, every
message a joiner received kept, and the check that a seat's connection carried exactly that seat's
view of the game (replayed from the host's save), nothing else."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import struct
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed

from game import documents, registry
from game.core import events_seen_by
from game.net import protocol
from game.net.client import Client, play_bot
from game.net.host import Host, HostConfig

LOOPBACK = "127.0.0.1"
DEADLINE = 240.0
"""Seconds a whole networked test may take before it fails (generous: the machine is shared)."""
WAIT = 60.0
"""Seconds to wait for one awaited thing (a joiner's message, a process's line)."""


def run(coroutine: Coroutine[Any, Any, Any], seconds: float = DEADLINE) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, seconds))


async def start_host(
    folder: Path,
    game: str,
    kinds: list[str],
    options: dict[str, Any] | None = None,
    seed: int = 1,
    **config: Any,
) -> tuple[Host, asyncio.Task[Any]]:
    """A host serving on the loopback address, without discovery, its save in ``folder``."""
    settings = HostConfig(bind=LOOPBACK, discovery=False, **config)
    host = Host.new(game, kinds, folder / "hosted.json", settings, options, seed)
    up: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    task = asyncio.get_running_loop().create_task(host.serve(lambda _host: up.set_result(None)))
    await asyncio.wait_for(asyncio.wait([up, task], return_when=asyncio.FIRST_COMPLETED), WAIT)
    if task.done():
        task.result()  # the host failed to start: say why
    return host, task


class Joiner:
    """A headless joiner of ``level`` whose every received message is kept in ``messages``."""

    def __init__(self, url: str, code: str | None, level: str, folder: Path, name: str = "") -> None:
        self.messages: list[dict[str, Any]] = []
        folder.mkdir(parents=True, exist_ok=True)
        self.client = Client(url, code, name, level, folder, seen=self.messages.append)

    def play(self, seed: int = 7) -> asyncio.Task[dict[str, Any]]:
        return asyncio.get_running_loop().create_task(play_bot(self.client, seed))

    @property
    def seat(self) -> int:
        return self.client.welcome["seat"]

    def states(self) -> list[dict[str, Any]]:
        return [m for m in self.messages if m["type"] == "state"]


def replayed_views(save: Path, seat: int) -> list[dict[str, Any]]:
    """For each move counter 0..N of the saved game: what ``seat`` may know then (its observation
    and legal actions as JSON, and the events it may see of the action that led there)."""
    doc = documents.read_document(save)
    state = registry.get(doc["game"]).new_game(doc["players"], doc["options"], doc["seed"])
    views = []
    events: tuple[Any, ...] = ()
    for text in [*doc["actions"], None]:
        views.append(
            {
                "observation": json.loads(json.dumps(state.observation(seat))),
                "legal": state.legal_texts() if state.current_player() == seat else [],
                "events": [protocol.event_json(e) for e in events_seen_by(events, seat)],
                "over": state.is_over(),
            }
        )
        if text is not None:
            action = state.parse_action(text)
            events = state.apply(action)
    return views


def check_privacy(save: Path, seat: int, messages: list[dict[str, Any]]) -> int:
    """Every ``state`` a seat's connection carried is that seat's view at its move exactly (its
    events those of the action just made, or none on a state sent at joining); every other
    message carries no game content. Returns how many states were checked."""
    views = replayed_views(save, seat)
    checked = 0
    for message in messages:
        if message["type"] != "state":
            assert message["type"] in ("welcome", "seats", "error")
            assert "observation" not in message
            continue
        view = views[message["move"]]
        assert message["seat"] == seat
        assert message["observation"] == view["observation"], f"move {message['move']}"
        assert message["legal"] == (view["legal"] if message["turn"] == protocol.TURN_MOVE else [])
        assert message["events"] in (view["events"], [])
        assert (message["result"] is not None) == view["over"]
        checked += 1
    return checked


def result_of(save: Path) -> dict[str, Any]:
    return protocol.result_json(documents.load(save).result())


class Inbox:
    """Everything the host sends one client, read as it comes, to wait on in a test."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.messages: list[dict[str, Any]] = []
        self.closed: ConnectionClosed | None = None
        self._changed = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    async def join(self) -> Inbox:
        """Take the seat (the welcome stays in ``client.welcome``), then read on."""
        await self.client.join()
        self.task = asyncio.get_running_loop().create_task(self._read())
        return self

    async def _read(self) -> None:
        try:
            while True:
                self.messages.append(await self.client.receive())
                self._changed.set()
        except ConnectionClosed as closed:
            self.closed = closed
            self._changed.set()

    async def expect(self, test: Callable[[dict[str, Any]], bool], start: int = 0) -> int:
        """The index of the first message from ``start`` on that passes ``test`` (waiting for it)."""
        while True:
            for index in range(start, len(self.messages)):
                if test(self.messages[index]):
                    return index
            assert self.closed is None, f"closed ({self.closed}) before the message came"
            self._changed.clear()
            await asyncio.wait_for(self._changed.wait(), WAIT)

    async def errors_come(self, count: int) -> list[str]:
        """The codes of the first ``count`` errors, once they have come."""
        await self.expect(lambda _message: len(self.errors()) >= count)
        return self.errors()[:count]

    async def until_closed(self) -> ConnectionClosed:
        assert self.task is not None
        await asyncio.wait_for(self.task, WAIT)
        assert self.closed is not None
        return self.closed

    def errors(self) -> list[str]:
        return [m["code"] for m in self.messages if m["type"] == "error"]


async def raw_exchange(port: int, data: bytes) -> bytes:
    """Send bytes to the host's port as they are and read what comes back until it closes."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port)
    writer.write(data)
    await writer.drain()
    answer = await asyncio.wait_for(reader.read(), WAIT)
    writer.close()
    return answer


async def raw_websocket(port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A WebSocket opened by hand (the handshake only), for a peer that then misbehaves."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port)
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write(
        f"GET / HTTP/1.1\r\nHost: {LOOPBACK}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
    )
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), WAIT)
    assert head.startswith(b"HTTP/1.1 101"), head
    return reader, writer


def text_frame(text: str) -> bytes:
    """One masked text frame, as a client must send it (RFC 6455)."""
    payload = text.encode()
    mask = os.urandom(4)
    size = len(payload)
    head = bytes([0x81, 0x80 | size]) if size < 126 else bytes([0x81, 0x80 | 126]) + struct.pack("!H", size)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
