"""A hostile network, real time: garbage bytes, an HTTP request, an oversized frame, bad JSON,
unknown fields, wrong codes and tokens, moves out of turn and replayed, a flood of 10,000
messages and a connection that stops answering. Each is refused on its own connection only; the
host and every other seat play on, and real joiners then play the game to its end."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.net import protocol
from game.net.client import Client
from game.net.seats import REMOTE, TRIES_IN_ALL
from tests.net_helpers import (
    WAIT,
    Inbox,
    Joiner,
    check_privacy,
    raw_exchange,
    raw_websocket,
    result_of,
    run,
    start_host,
    text_frame,
)

FLOOD = 10_000


def wrong(code: str) -> str:
    return ("A" if code[0] != "A" else "B") + code[1:]


def test_real_time_everything_hostile_is_refused_and_the_game_plays_to_its_end(tmp_path: Path) -> None:
    async def main() -> None:
        host, hosting = await start_host(
            tmp_path, "assano", [REMOTE, REMOTE], {"target": 0, "start_player": 0}, seed=5,
            ping_interval=0.5, ping_timeout=2.0, close_timeout=1.0,
        )  # fmt: skip
        port, url = host.port, host.url

        # Before any seat is taken: bytes that are no WebSocket, and an HTTP request.
        assert not (await raw_exchange(port, b"\x00\xff\x13garbage\r\n\r\n")).startswith(b"HTTP/1.1 101")
        assert (await raw_exchange(port, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")).startswith(b"HTTP/1.1 426")

        # A WebSocket that sends what the schema refuses: each gets its error, the connection stays.
        async with connect(url, compression=None, max_size=None) as stranger:
            refusals = [
                (b"\x00\x01binary", "net.not_text"),
                ("{not json", "net.bad_json"),
                ('{"type": "hello", "version": NaN}', "net.bad_json"),
                ("[1, 2]", "net.not_object"),
                ('{"type": "shutdown"}', "net.unknown_type"),
                (
                    json.dumps({"type": "hello", "version": 1, "code": host.code, "admin": True}),
                    "net.unknown_field",
                ),
                (json.dumps({"type": "hello", "version": "1", "code": host.code}), "net.field_type"),
                (json.dumps({"type": "move", "token": "t", "move": 0}), "net.missing_field"),
                (json.dumps({"type": "move", "token": "t", "move": 0, "action": "draw"}), "net.not_joined"),
                (json.dumps({"type": "hello", "version": 2, "code": host.code}), "net.version"),
            ]
            for frame, code in refusals:
                await stranger.send(frame)
                answer = protocol.decode(await asyncio.wait_for(stranger.recv(), WAIT), protocol.HOST_SENDS)
                assert (answer["type"], answer["code"]) == ("error", code)
            # A frame over 64 KiB: the host closes that connection as too big.
            await stranger.send("x" * (protocol.MAX_MESSAGE_BYTES + 1))
            try:
                await asyncio.wait_for(stranger.recv(), WAIT)
                raise AssertionError("an oversized frame was taken")
            except ConnectionClosed as closed:
                assert closed.rcvd is not None and closed.rcvd.code == 1009

        # Guessing the code: three wrong tries, then the host closes the connection.
        async with connect(url, compression=None) as guesser:
            for _ in range(3):
                await guesser.send(protocol.encode({"type": "hello", "version": 1, "code": wrong(host.code)}))
            answers = [json.loads(await asyncio.wait_for(guesser.recv(), WAIT)) for _ in range(3)]
            assert [a["code"] for a in answers] == ["net.wrong_code"] * 3
            assert "1 try left" in answers[1]["text"]
            closed = await _closed(guesser)
            assert closed.rcvd is not None and closed.rcvd.code == 1008
        assert host.tries_left == TRIES_IN_ALL - 3

        # Two seats taken with the code; then each connection misbehaves in its own way.
        seat0 = await Inbox(Client(url, host.code, folder=tmp_path / "seat0")).join()
        seat1 = await Inbox(Client(url, host.code, folder=tmp_path / "seat1")).join()
        assert (seat0.client.welcome["seat"], seat1.client.welcome["seat"]) == (0, 1)
        await seat1.expect(lambda m: m["type"] == "state")
        legal = host.state.legal_texts()
        not_held = next(text for text in _plays() if text not in legal)

        def move(inbox: Inbox, action: str, number: int = 0, token: str | None = None) -> str:
            token = inbox.client.token if token is None else token
            return protocol.encode({"type": "move", "token": token, "move": number, "action": action})

        await seat1.client.connection.send(move(seat1, legal[0]))  # seat 0 is to move
        await seat1.client.connection.send(move(seat1, legal[0], token=seat0.client.token))
        await seat1.client.connection.send(move(seat1, legal[0], token="x" * 32))
        await seat0.client.connection.send(move(seat0, legal[0], number=5))  # an old or made-up counter
        await seat0.client.connection.send(move(seat0, "fly away"))
        await seat0.client.connection.send(move(seat0, not_held))
        refused_move = host.state.refusal(host.state.parse_action(not_held))[0]
        assert await seat1.errors_come(3) == ["net.not_your_turn", "net.wrong_token", "net.wrong_token"]
        assert await seat0.errors_come(3) == ["net.stale_move", "assano.bad_action", refused_move]
        assert host.state.history == []

        # A flood from seat 1: one error says so, the rest is dropped, then the host closes it.
        mark = len(seat0.messages)  # seat 1 is here: what comes from now on is about the flood
        flood = move(seat1, legal[0], number=99)
        with contextlib.suppress(ConnectionClosed):
            for _ in range(FLOOD):
                await seat1.client.connection.send(flood)
        closed = await seat1.until_closed()
        assert closed.rcvd is not None and closed.rcvd.code == 1008
        assert seat1.errors().count("net.flood") == 1
        assert len(seat1.errors()) < 200
        away = await seat0.expect(lambda m: m["type"] == "seats" and m["seats"][1]["away"], start=mark)

        # Seat 1 again from a connection that then answers nothing (half-open): the host's pings
        # go unanswered, it closes the connection, and the table says seat 1 is away again.
        _reader, writer = await raw_websocket(port)
        writer.write(
            text_frame(protocol.encode({"type": "hello", "version": 1, "token": seat1.client.token}))
        )
        await writer.drain()
        back = await seat0.expect(
            lambda m: m["type"] == "seats" and not m["seats"][1]["away"], start=away + 1
        )
        await seat0.expect(lambda m: m["type"] == "seats" and m["seats"][1]["away"], start=back + 1)
        writer.close()
        assert seat0.errors() == [
            "net.stale_move",
            "assano.bad_action",
            refused_move,
        ]  # nothing of the others'
        await seat0.client.close()
        assert host.state.history == []

        # Real joiners take both seats back with their kept tokens and play to the end.
        joiners = [
            Joiner(url, None, level, tmp_path / f"seat{n}") for n, level in enumerate(["medium", "easy"])
        ]
        results = await asyncio.gather(*(j.play(seed=n) for n, j in enumerate(joiners)))
        await hosting
        assert results[0] == results[1] == result_of(host.save_path)
        for joiner in joiners:
            check_privacy(host.save_path, joiner.seat, joiner.messages)
        check_privacy(host.save_path, 0, seat0.messages)

    run(main())


async def _closed(connection: Any) -> ConnectionClosed:
    try:
        await asyncio.wait_for(connection.recv(), WAIT)
    except ConnectionClosed as closed:
        return closed
    raise AssertionError("the connection stayed open")


def _plays() -> list[str]:
    """Every Assano card as a play, for one this seat does not hold."""
    return [f"play {colour}{number}" for colour in "RGBY" for number in range(10)]
