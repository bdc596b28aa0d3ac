"""The host of a game played across computers: the one authority over the game.

It holds the match (computer players and the physical world run here), serves a WebSocket, lets a
joiner take a remote seat with the join code, and from then on takes that seat's moves (each with
the seat's token and the move counter it answers) and applies them through the engine. After every
action each connected seat gets its own ``state``: its observation and the events it may see
(the engine's own per-seat filtering), never another seat's. The game is saved after every action
as the app saves (:func:`game.documents.save`, atomic), with the seats' token hashes and the join
code in its meta, so a host killed at any moment resumes the saved game (:meth:`Host.resume`) and
its joiners come back to their seats with their tokens.

A seat whose connection is gone is away: the game waits for it, or, with ``away_bot``, a computer
player of that level plays it until it returns. Whatever a connection sends that is refused (a
malformed message, a wrong token or code, a move out of turn, an old move, a flood, a frame over
64 KiB, a connection that stops answering pings) is answered on that connection only, and the
game plays on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game import documents, registry
from game.bots import make_bot
from game.core import WORLD, Action, GameError, Result, State, events_seen_by
from game.match import Match, Seat, bot_seed
from game.messages import register
from game.net import answers, protocol
from game.net.discovery import Advertisement, lan_addresses
from game.net.gesture import TrackWorld, find_track_world
from game.net.seats import (
    REMOTE,
    TRIES_IN_ALL,
    TRIES_PER_CONNECTION,
    Bucket,
    NetSeat,
    clean_name,
    net_meta,
    new_code,
    new_token,
    questions_bucket,
    read_net_meta,
    same_code,
    token_hash,
)
from game.world import find_world, require_world, world_seed

LOG = logging.getLogger("stormtable.net")
AIDS = {"undo": False, "advice": True}
"""Undo is host policy; over the network it is off. Advice is the host's to allow
(:attr:`HostConfig.advice`): it thinks it for the seat that asks (:mod:`game.net.answers`)."""
MAX_CONNECTIONS = 32
HELLO_SECONDS = 30.0
"""A connection that has not joined by then is closed (it would hold a place for nothing)."""
FLOOD_CLOSE = 1000
"""Messages over the allowance, one after another, before the host closes that connection."""
FLOOD_CALM = 1.0
"""Seconds without a message over the allowance that end a flood."""
OUTBOX_MOST = 4096
"""Messages waiting for a joiner that reads none; beyond that the host closes the connection."""


@dataclass
class HostConfig:
    """How a host serves: where it listens, whether it advertises, what an away seat does."""

    bind: str = "0.0.0.0"
    port: int = 0
    discovery: bool = True
    away_bot: str = ""
    """The level of the computer player that plays an away seat; "" waits for the seat."""
    ping_interval: float = 10.0
    ping_timeout: float = 10.0
    """A connection that answers no ping within this is half-open, and is closed."""
    close_timeout: float = 5.0
    """Seconds a closing connection has to answer before its TCP connection is cut."""
    discovery_interfaces: Any = None
    """zeroconf's interfaces (None: all)."""
    advice: bool = True
    """A seat may ask the host for advice (a resumed game keeps what its save says)."""


@dataclass
class Peer:
    """One connection: the seat it took (None until it joins), its allowance and its outbox."""

    connection: ServerConnection
    seat: int | None = None
    bucket: Bucket = field(default_factory=Bucket)
    asks: Bucket = field(default_factory=questions_bucket)
    """Questions have their own allowance: a person's pointer sweeping over dimmed cards asks
    many why-nots, and their move must never be the message a flood of questions crowds out."""
    tries: int = 0
    flooded: int = 0
    """Messages over the allowance in this flood; ``flood_at`` when the last one came."""
    flood_at: float = 0.0
    outbox: asyncio.Queue[str] = field(default_factory=lambda: asyncio.Queue(OUTBOX_MOST))
    stuck: bool = False
    """Its outbox overflowed: it is being closed."""

    def send(self, message: dict[str, Any]) -> None:
        try:
            self.outbox.put_nowait(protocol.encode(message))
        except asyncio.QueueFull:  # it reads nothing: it is not playing
            if not self.stuck:
                self.stuck = True
                asyncio.get_running_loop().create_task(self.connection.close(1008, "not reading"))

    async def close(self, code: int, reason: str) -> None:
        """Close after what is already said has gone out (the error that says why comes first)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.outbox.join(), 5.0)
        await self.connection.close(code, reason)

    async def write(self) -> None:
        """Send the outbox in order; once the connection is gone, what is left counts as done
        (nobody waits for it)."""
        while True:
            text = await self.outbox.get()
            try:
                await self.connection.send(text)
            except ConnectionClosed:
                while not self.outbox.empty():
                    self.outbox.get_nowait()
                    self.outbox.task_done()
                return
            finally:
                self.outbox.task_done()


class Host:
    """A hosted game: ``serve`` runs it to the end and returns its result."""

    def __init__(
        self,
        match: Match,
        seats: Sequence[NetSeat],
        save_path: Path,
        config: HostConfig,
        code: str | None = None,
        session: str | None = None,
    ) -> None:
        self.match = match
        self.seats = list(seats)
        self.save_path = save_path
        self.config = config
        self.code = code or new_code()
        self.session = session or secrets.token_hex(8)
        self.port = config.port
        self.peers: list[Peer] = []
        self.tries_left = TRIES_IN_ALL
        self.track_world: TrackWorld | None = find_track_world(match.state.spec.id, match.state.options)
        self.skills: dict[int, str | None] = {}
        self.answers = answers.Answers()
        self.local: int | None = None
        """The seat of the person at the hosting window, if one plays there (kept in the save, so
        a window that resumes the game knows which seat is its own)."""
        self._changed = asyncio.Event()
        self._resolving = False
        self._advert: Advertisement | None = None
        for index, seat in enumerate(self.seats):
            self._declare(index, seat.level)
        match.on_action = lambda _match, _action: self.save()

    # -- making one ------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_id: str,
        kinds: Sequence[str],
        save_path: Path,
        config: HostConfig,
        options: dict[str, Any] | None = None,
        seed: int = 0,
    ) -> Host:
        """A fresh game; ``kinds`` has :data:`REMOTE` or a computer player's level per seat."""
        for kind in {*kinds, *([config.away_bot] if config.away_bot else [])} - {REMOTE}:
            make_bot(kind, game_id, 0)  # refuses an unknown level before anything starts
        seats = [NetSeat(kind, f"seat {index + 1}") for index, kind in enumerate(kinds)]
        aids = {**AIDS, "advice": config.advice}
        match = Match.new(game_id, [_match_seat(seat) for seat in seats], seed, options, aids=aids)
        documents.check_target(save_path)
        return cls(match, seats, save_path, config)

    @classmethod
    def resume(cls, save_path: Path, config: HostConfig, game_id: str | None = None) -> Host:
        """The game a host saved (killed or not): same seats, tokens and code; the port it had
        unless ``config`` names one."""
        doc = documents.read_document(save_path)
        state = documents.from_json(doc, where=str(save_path))
        if game_id is not None and state.spec.id != game_id:
            raise GameError("documents.wrong_game", name=str(save_path), game=state.spec.name)
        if state.is_over():
            raise GameError("net.resume_over", path=str(save_path))
        meta = doc.get("meta")
        session, code, port, seats = read_net_meta(meta, state.players)
        for seat in seats:
            if seat.kind != REMOTE:
                make_bot(seat.kind, state.spec.id, 0)
        world = find_world(state.spec.id, state.options)
        kept = meta.get("aids") if isinstance(meta, dict) else None
        advice = kept.get("advice") if isinstance(kept, dict) else None
        aids = {**AIDS, "advice": advice if isinstance(advice, bool) else config.advice}
        match = Match(state, [_match_seat(seat) for seat in seats], world, aids=aids)
        config.port = config.port or port
        host = cls(match, seats, save_path, config, code, session)
        local = meta["net"].get("local")
        if isinstance(local, int) and not isinstance(local, bool) and 0 <= local < state.players:
            host.local = local
        return host

    @property
    def state(self) -> State:
        return self.match.state

    @property
    def url(self) -> str:
        address = self.config.bind
        if address in ("", "0.0.0.0"):
            address = next(iter(lan_addresses()), "127.0.0.1")
        return f"ws://{address}:{self.port}"

    def save(self) -> None:
        net = net_meta(self.session, self.code, self.port, self.seats)
        if self.local is not None:
            net["local"] = self.local
        meta = {**self.match.meta(), "net": net}
        documents.save(self.state, self.save_path, meta)

    # -- serving ---------------------------------------------------------------------------
    async def serve(self, ready: Callable[[Host], None] | None = None) -> Result:
        """Listen, advertise, play the game to its end, say goodbye, stop: its result."""
        async with serve(
            self._connection,
            self.config.bind,
            self.port,
            max_size=protocol.MAX_MESSAGE_BYTES,
            compression=None,
            ping_interval=self.config.ping_interval,
            ping_timeout=self.config.ping_timeout,
            close_timeout=self.config.close_timeout,
            logger=LOG,
        ) as server:
            self.port = server.sockets[0].getsockname()[1]
            self.save()
            if self.config.discovery:
                try:
                    await self._advertise()
                except Exception:  # no multicast here: joiners type the address instead
                    LOG.warning("the game could not be advertised on the network", exc_info=True)
                    self._advert = None
            try:
                if ready is not None:
                    ready(self)
                await self._drive()
            finally:
                if self._advert is not None:
                    await self._advert.stop()
            await self._farewell()
        return self.state.result()

    async def _advertise(self) -> None:
        interfaces = self.config.discovery_interfaces
        self._advert = Advertisement() if interfaces is None else Advertisement(interfaces)
        bind = self.config.bind
        addresses = lan_addresses() if bind in ("", "0.0.0.0") else [bind]
        await self._advert.start(addresses, self.port, self._advert_properties())

    def _advert_properties(self) -> dict[str, Any]:
        free = sum(1 for seat in self.seats if seat.remote and not seat.taken)
        return {"game": self.state.spec.id, "players": self.state.players, "free": free}

    async def _farewell(self) -> None:
        """The last states out, then every connection closed normally."""
        for peer in list(self.peers):
            await peer.close(1000, "game over")

    # -- the game's own loop ----------------------------------------------------------------
    async def _drive(self) -> None:
        """Play the seats that play on the host, and the world, until the game ends; wait where a
        remote seat decides (its move arrives in :meth:`_connection`)."""
        while not self.state.is_over():
            self._changed.clear()
            if not all(seat.taken for seat in self.seats if seat.remote):
                await self._changed.wait()  # the game starts when the seats are filled
                continue
            moment = len(self.state.history)
            action = await self._host_decides()
            if action is None:
                await self._changed.wait()
            elif len(self.state.history) == moment:  # nobody came back and moved meanwhile
                self._apply(action)

    async def _host_decides(self) -> Action | None:
        """The action the host makes now (a computer player's, an away seat's, the world's), or
        None when a remote seat is to decide."""
        state = self.state
        seat = state.current_player()
        if seat == WORLD:
            rotator = state.world_request().get("rotator", -1)  # type: ignore[attr-defined]
            if self._wants_gesture(rotator) and (
                self._peer_of(rotator) is not None or not self.config.away_bot
            ):
                return None  # the rotator's gesture comes from its computer
        elif self.seats[seat].remote and (self._peer_of(seat) is not None or not self.config.away_bot):
            return None
        return await asyncio.to_thread(self.match.decide, state.copy())

    def _wants_gesture(self, rotator: int) -> bool:
        """True when the world's moment waits for ``rotator``'s gesture from its computer."""
        if not 0 <= rotator < len(self.seats) or not self.seats[rotator].remote:
            return False
        return self.track_world is not None and self.track_world.wants_track(self.state)

    def _apply(self, action: Action) -> None:
        self.match.apply(action)  # saves (the match's on_action)
        events = self.state.last_events
        for peer in self.peers:
            if peer.seat is not None:
                self._send_state(peer, events)
        self._changed.set()

    def _turn_of(self, seat: int) -> str:
        state = self.state
        current = state.current_player()
        if state.is_over():
            return protocol.TURN_OVER
        if current == seat:
            return protocol.TURN_MOVE
        if current == WORLD and state.world_request().get("rotator") == seat and self._wants_gesture(seat):  # type: ignore[attr-defined]
            return protocol.TURN_GESTURE
        return protocol.TURN_WAIT

    def _send_state(self, peer: Peer, events: Sequence[Any] = ()) -> None:
        seat = peer.seat
        assert seat is not None
        state = self.state
        turn = self._turn_of(seat)
        if turn in (protocol.TURN_MOVE, protocol.TURN_GESTURE):
            peer.bucket.grant()
        peer.send(
            {
                "type": "state",
                "move": len(state.history),
                "seat": seat,
                "current": state.current_player(),
                "turn": turn,
                "observation": state.observation(seat),
                "legal": state.legal_texts() if turn == protocol.TURN_MOVE else [],
                "events": [protocol.event_json(event) for event in events_seen_by(events, seat)],
                "result": protocol.result_json(state.result()) if state.is_over() else None,
                "away": self._away(),
            }
        )

    def _away(self) -> list[bool]:
        return [seat.remote and self._peer_of(index) is None for index, seat in enumerate(self.seats)]

    def _peer_of(self, seat: int) -> Peer | None:
        return next((peer for peer in self.peers if peer.seat == seat), None)

    def _seats_message(self) -> dict[str, Any]:
        rows = [
            {"kind": seat.kind, "name": seat.name, "away": away}
            for seat, away in zip(self.seats, self._away(), strict=True)
        ]
        return {"type": "seats", "seats": rows}

    def _tell_seats(self) -> None:
        message = self._seats_message()
        for peer in self.peers:
            if peer.seat is not None:
                peer.send(message)

    # -- a connection ----------------------------------------------------------------------
    async def _connection(self, connection: ServerConnection) -> None:
        if len(self.peers) >= MAX_CONNECTIONS:
            await connection.close(1013, "too many connections")
            return
        peer = Peer(connection)
        self.peers.append(peer)
        writer = asyncio.get_running_loop().create_task(peer.write())
        unjoined = asyncio.get_running_loop().call_later(HELLO_SECONDS, self._close_unjoined, peer)
        try:
            async for raw in connection:
                try:
                    message = protocol.decode(raw, protocol.JOINER_SENDS)
                except GameError as exc:
                    message, bad = None, exc
                if message is not None and message["type"] == "ask":
                    if not peer.asks.take():
                        continue  # over the questions' allowance: left unanswered
                elif not peer.bucket.take():
                    peer.flooded += 1
                    peer.flood_at = time.monotonic()
                    if peer.flooded == 1:
                        peer.send(protocol.error_message(GameError("net.flood")))
                    if peer.flooded >= FLOOD_CLOSE:
                        await peer.close(1008, "flood")
                    continue
                if peer.flooded and time.monotonic() - peer.flood_at > FLOOD_CALM:
                    peer.flooded = 0  # it calmed down: a new flood is told again
                try:
                    if message is None:
                        raise bad
                    await self._handle(peer, message)
                except GameError as exc:
                    peer.send(protocol.error_message(exc))
                if peer.tries >= TRIES_PER_CONNECTION:
                    await peer.close(1008, "too many wrong codes")
        except ConnectionClosed:
            pass
        finally:
            unjoined.cancel()
            writer.cancel()
            self.peers.remove(peer)
            if peer.seat is not None:
                self._left(peer.seat)

    def _close_unjoined(self, peer: Peer) -> None:
        if peer.seat is None:
            asyncio.get_running_loop().create_task(peer.connection.close(1008, "no hello"))

    def _left(self, seat: int) -> None:
        """A seat's connection is gone: it is away (or played by the away computer player)."""
        if self._peer_of(seat) is not None or self.state.is_over():
            return  # it came back on another connection already, or it left at the end
        if self.config.away_bot:
            self.match.bots[seat] = make_bot(
                self.config.away_bot, self.state.spec.id, bot_seed(self.state.seed, seat)
            )
        self._tell_seats()
        self._changed.set()

    async def _handle(self, peer: Peer, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "hello":
            await self._hello(peer, message)
            return
        seat = peer.seat
        if seat is None:
            raise GameError("net.not_joined")
        if not self.seats[seat].holds(message["token"]):
            raise GameError("net.wrong_token")
        state = self.state
        if message["move"] != len(state.history):
            raise GameError("net.stale_move", given=message["move"], now=len(state.history))
        if state.is_over():
            raise GameError("core.game_over")
        if kind == "ask":
            peer.send(await self.answers.answer(state, seat, message, self.match.aids["advice"]))
        elif kind == "move":
            if state.current_player() != seat:
                raise GameError("net.not_your_turn", seat=seat + 1)
            # a FormatError or IllegalAction with the engine's own reason; nothing changes then
            self._apply(state.parse_action(message["action"]))
        else:
            await self._gesture(seat, message["track"])

    async def _gesture(self, seat: int, track: list[float | None] | None) -> None:
        """The world's turn made by ``seat``: its track (or its level's turn, for null) played
        through the same world as the joiner's window ran; the host's outcome stands."""
        state = self.state
        if self._turn_of(seat) != protocol.TURN_GESTURE or self._resolving:
            raise GameError("net.no_gesture_now")
        moment = len(state.history)
        self._resolving = True
        try:
            if track is None:
                world = require_world(self.match.world, state)
                call = (world, state.copy(), self.skills.get(seat), world_seed(state))
            else:
                assert self.track_world is not None
                call = (self.track_world.resolve, state.copy(), track)
            try:
                action = await asyncio.to_thread(*call)
            except ValueError as exc:  # the world's own word on a track it cannot play
                raise GameError("net.track_refused", reason=str(exc)[:200]) from None
        finally:
            self._resolving = False
        if len(self.state.history) == moment:
            self._apply(action)

    async def _hello(self, peer: Peer, message: dict[str, Any]) -> None:
        if peer.seat is not None:
            raise GameError("net.already_joined", seat=peer.seat + 1)
        if message["version"] != protocol.VERSION:
            raise GameError("net.version", given=message["version"], ours=protocol.VERSION)
        token = message.get("token")
        seat = next((i for i, s in enumerate(self.seats) if token is not None and s.holds(token)), None)
        if seat is None and "code" not in message:
            peer.tries += 1
            raise GameError("net.unknown_token")
        if seat is None:
            seat, token = self._join(peer, message["code"])
        level = message.get("bot", "")
        if level:
            make_bot(level, self.state.spec.id, 0)  # an unknown level is refused by name
        self.seats[seat].level = level
        self._declare(seat, level)
        self.seats[seat].name = clean_name(message.get("name", ""), self.seats[seat].name)
        self.match.seats[seat] = _match_seat(self.seats[seat])
        old = self._peer_of(seat)
        if old is not None:  # the same seat from a new connection: the old one is half-open or closed
            old.seat = None
            old.send(protocol.error_message(GameError("net.replaced")))
            asyncio.get_running_loop().create_task(old.close(1000, "replaced"))
        peer.seat = seat
        self.match.bots[seat] = None
        self.save()
        peer.send(self._welcome(seat, token))
        self._send_state(peer)
        self._tell_seats()
        if self._advert is not None:
            try:
                await self._advert.update(self._advert_properties())
            except Exception:  # the advertisement is a convenience: a join never fails for it
                LOG.warning("the game's advertisement could not be updated", exc_info=True)
        self._changed.set()

    def _join(self, peer: Peer, code: str) -> tuple[int, str]:
        """A free remote seat for the right code, and its new token."""
        if self.tries_left <= 0:
            raise GameError("net.joining_closed")
        if not same_code(code, self.code):
            self.tries_left -= 1
            peer.tries += 1
            raise GameError("net.wrong_code", count=TRIES_PER_CONNECTION - peer.tries)
        seat = next((i for i, s in enumerate(self.seats) if s.remote and not s.taken), None)
        if seat is None:
            raise GameError("net.no_free_seat")
        token = new_token()
        self.seats[seat].token = token_hash(token)
        return seat, token

    def _declare(self, seat: int, level: str) -> None:
        """The rotation skill the world turns with for a headless joiner of ``level``."""
        bot = make_bot(level, self.state.spec.id, 0) if level else None
        self.skills[seat] = getattr(bot, "skill", None)

    def _welcome(self, seat: int, token: str) -> dict[str, Any]:
        state = self.state
        return {
            "type": "welcome",
            "version": protocol.VERSION,
            "seat": seat,
            "token": token,
            "session": self.session,
            "game": state.spec.id,
            "players": state.players,
            "options": protocol.jsonable(state.options),
            "seats": self._seats_message()["seats"],
            "aids": {"advice": self.match.aids["advice"]},
        }


def _match_seat(seat: NetSeat) -> Seat:
    """The match's seat: a remote seat is a person's (the app reads the save as such)."""
    return Seat("human" if seat.remote else seat.kind, seat.name)


def hosted_path(folder: Path, game_id: str) -> Path:
    """Where a host keeps its game unless told: ``hosted/GAME.json`` in the data folder (beside
    the app's own ``saves/``, so hosting never overwrites a game in progress at home)."""
    registry.get(game_id)
    path = folder / "hosted" / f"{game_id}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


register(
    {
        "net.flood": "too many messages: slow down (the rest are dropped)",
        "net.not_joined": "join first: send a hello with the join code",
        "net.wrong_token": "that is not this seat's token",
        "net.stale_move": "the move answers move {given}, and the game is at move {now}",
        "net.not_your_turn": "it is not seat {seat}'s turn",
        "net.no_gesture_now": "no turn of the world waits for this seat's gesture now",
        "net.track_refused": "the host's world cannot play that track: {reason}",
        "net.already_joined": "this connection holds seat {seat} already",
        "net.version": "the joiner speaks version {given} and the host version {ours}",
        "net.unknown_token": "this host knows no seat with that token",
        "net.joining_closed": "joining is closed after too many wrong codes",
        "net.wrong_code": ("wrong join code ({count} try left)", "wrong join code ({count} tries left)"),
        "net.no_free_seat": "every seat is taken",
        "net.replaced": "this seat was taken up again from another connection",
        "net.resume_over": "the game in {path} is over: there is nothing to resume",
    }
)
