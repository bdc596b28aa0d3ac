"""A joiner: takes a seat at a hosted game and plays it, a person's window or a headless
computer player (:func:`play_bot`).

The seat's token is kept in the data folder (``net/seats.json``, keyed by the host's address and
the joiner's name), so a joiner whose connection dropped or whose program was closed comes back to
its seat; a connection lost mid-game is taken up again for a while (the host may be restarting).
What the host sends is data: each message is checked against the schema and read, nothing in it
is run; a move is chosen from the legal list the host sent, read with the game's own parser.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidMessage

from game import documents, registry
from game.advice import explainer
from game.bots import Bot, make_bot
from game.core import GameError
from game.match import bot_seed
from game.messages import register
from game.net import discovery, protocol
from game.paths import data_dir

STORE_FILE = "seats.json"
STORE_VERSION = 1
RETRY_CODES = frozenset({1001, 1006, 1011, 1012, 1013, 1014})
"""Close codes after which the joiner tries again (the host went away, restarted, or was busy);
after a normal close (the game is over, the seat was taken up elsewhere) or a refusal it stops."""


class SeatStore:
    """The tokens of the seats this computer holds, in its data folder (JSON, written atomically;
    a corrupt file counts as none)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or data_dir()) / "net" / STORE_FILE

    def _read(self) -> dict[str, Any]:
        try:
            doc = documents.parse(self.path.read_bytes())
        except (OSError, GameError):
            return {}
        seats = doc.get("seats") if isinstance(doc, dict) and doc.get("version") == STORE_VERSION else None
        return seats if isinstance(seats, dict) else {}

    def token(self, key: str) -> str | None:
        row = self._read().get(key)
        token = row.get("token") if isinstance(row, dict) else None
        return token if isinstance(token, str) else None

    def keep(self, key: str, token: str, session: str, seat: int) -> None:
        seats = self._read()
        seats[key] = {"token": token, "session": session, "seat": seat, "at": time.time()}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        documents.write_atomic(self.path, json.dumps({"version": STORE_VERSION, "seats": seats}, indent=1))


@dataclass
class Client:
    """One seat at a host: join, read what the host sends, send moves and gestures."""

    url: str
    code: str | None = None
    name: str = ""
    bot: str = ""
    """The level of the headless computer player playing this seat ("" for a person)."""
    folder: Path | None = None
    reconnect_seconds: float = 30.0
    seen: Callable[[dict[str, Any]], None] | None = None
    """Called with every message the host sends (tests read what a seat's connection carried)."""
    welcome: dict[str, Any] = field(default_factory=dict)
    last: dict[str, Any] | None = None
    """The latest ``state``."""
    connection: ClientConnection | None = None

    @property
    def key(self) -> str:
        return f"{self.url}#{self.name}"

    @property
    def token(self) -> str:
        return str(self.welcome.get("token", ""))

    async def join(self) -> dict[str, Any]:
        """Connect and take the seat (again, with the kept token, where there is one); the welcome.
        A refusal (wrong code, no seat free) raises GameError with the host's message."""
        store = SeatStore(self.folder)
        hello: dict[str, Any] = {"type": "hello", "version": protocol.VERSION, "name": self.name}
        token = self.token or store.token(self.key)
        if token:
            hello["token"] = token
        if self.code is not None:
            hello["code"] = self.code
        if self.bot:
            hello["bot"] = self.bot
        self.connection = await connect(
            self.url, max_size=protocol.MAX_MESSAGE_BYTES, compression=None, open_timeout=10
        )
        await self.connection.send(protocol.encode(hello))
        message = await self.receive()
        if message["type"] == "error":
            await self.close()
            raise GameError("net.refused", reason=message["text"])
        if message["type"] != "welcome":
            raise GameError("net.no_welcome")
        self.welcome = message
        store.keep(self.key, message["token"], message["session"], message["seat"])
        return message

    async def receive(self) -> dict[str, Any]:
        """The next message from the host, checked (ConnectionClosed when the connection ends)."""
        assert self.connection is not None
        message = protocol.decode(await self.connection.recv(), protocol.HOST_SENDS)
        if self.seen is not None:
            self.seen(message)
        if message["type"] == "state":
            self.last = message
        return message

    async def move(self, text: str) -> None:
        """Send an action (its text, as the legal list gave it) for the latest state."""
        await self._send({"type": "move", "token": self.token, "move": self._moment(), "action": text})

    async def gesture(self, track: list[float | None] | None) -> None:
        """Send the world's turn: the sampled track of the drag, or None (the host turns for this
        seat as its level does)."""
        await self._send({"type": "gesture", "token": self.token, "move": self._moment(), "track": track})

    async def ask(self, kind: str, action: str | None = None) -> None:
        """Ask the host for the advice, or why ``action`` is refused, at the latest state (the
        ``answer`` comes as a message of its own)."""
        message: dict[str, Any] = {"type": "ask", "token": self.token, "move": self._moment(), "kind": kind}
        if action is not None:
            message["action"] = action
        await self._send(message)

    def _moment(self) -> int:
        return self.last["move"] if self.last is not None else 0

    async def _send(self, message: dict[str, Any]) -> None:
        assert self.connection is not None
        await self.connection.send(protocol.encode(message))

    async def rejoin(self, error: ConnectionClosed) -> None:
        """Take the seat again after the connection was lost, trying for ``reconnect_seconds``;
        the error again when the close was not one to come back from, or time ran out."""
        code = error.rcvd.code if error.rcvd is not None else None
        if code is not None and code not in RETRY_CODES:
            raise error
        deadline = time.monotonic() + self.reconnect_seconds
        pause = 0.05
        while True:
            try:
                await self.join()
                return
            except (OSError, ConnectionClosed, InvalidMessage, TimeoutError):
                # InvalidMessage: the port took the connection and closed it before answering
                # (the host is dying or only just listening again)
                if time.monotonic() + pause > deadline:
                    raise error from None
                await asyncio.sleep(pause)  # the host is restarting: try again shortly
                pause = min(pause * 2, 1.0)

    async def close(self) -> None:
        if self.connection is not None:
            await self.connection.close()


class SeatGame:
    """The actions of a seat's ``state`` messages and the texts its moves are sent as, read and
    written by a state of the game the welcome names (its setup only: it is never played)."""

    def __init__(self, welcome: dict[str, Any]) -> None:
        spec = registry.get(welcome["game"])
        self.template = spec.new_game(welcome["players"], welcome["options"], 0)
        explainer(spec.id)  # its advice's words registered: the host's answers name them by id

    def legal(self, state: dict[str, Any]) -> list[Any]:
        return [self.template.parse_action(text) for text in state["legal"]]

    def text(self, action: Any) -> str:
        return self.template.action_text(action)

    def parse(self, text: str) -> Any:
        """An action from its text (the advice the host answered with)."""
        return self.template.parse_action(text)

    def decode(self, action: Any) -> Any:
        return self.template.decode(action)


def _bot_for(client: Client, seed: int) -> tuple[Bot, Any]:
    """The computer player of the client's level for the game the host named, and a state of the
    same setup, for reading and writing action texts only."""
    welcome = client.welcome
    spec = registry.get(welcome["game"])
    template = spec.new_game(welcome["players"], welcome["options"], 0)
    bot = make_bot(client.bot, spec.id, bot_seed(seed, welcome["seat"]))
    if bot.wants_state:
        raise GameError("net.bot_needs_state", level=client.bot)
    return bot, template


async def play_bot(client: Client, seed: int | None = None) -> dict[str, Any]:
    """Play the client's seat with its ``bot`` level (its generator from ``seed``, else a fresh
    one) to the end of the game; the result."""
    await client.join()
    bot, template = _bot_for(client, secrets.randbits(32) if seed is None else seed)
    while True:
        try:
            message = await client.receive()
        except ConnectionClosed as error:
            await client.rejoin(error)
            continue
        if message["type"] != "state" or message["seat"] != client.welcome["seat"]:
            continue
        if message["result"] is not None:
            await client.close()
            return message["result"]
        with contextlib.suppress(ConnectionClosed):  # the next receive takes the seat up again
            if message["turn"] == protocol.TURN_MOVE:
                legal = [template.parse_action(text) for text in message["legal"]]
                observation = message["observation"] if bot.wants_observation else None
                await client.move(template.action_text(bot.choose(observation, legal)))
            elif message["turn"] == protocol.TURN_GESTURE:
                await client.gesture(None)


def browse(seconds: float = 2.0) -> list[discovery.HostedGame]:
    """The games hosted on the home network now (listening ``seconds`` for their mDNS records)."""
    return asyncio.run(discovery.browse(seconds))


register(
    {
        "net.refused": "the host refused: {reason}",
        "net.no_welcome": "the host did not welcome this joiner",
        "net.bot_needs_state": "the {level} computer player searches the whole game, which only "
        "the host holds: let the host play that seat at that level",
    }
)
