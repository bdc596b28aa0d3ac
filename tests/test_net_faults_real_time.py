"""Faults, real time over loopback: a joiner's connection cut mid-game comes back to its seat; an
away seat is played by the host's computer player when the host says so; a host killed with
SIGKILL resumes its saved game on restart, its joiners reconnect, and nothing is lost."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path
from typing import Any

from game import documents
from game.net.client import Client
from game.net.seats import REMOTE
from tests.net_helpers import LOOPBACK, WAIT, Inbox, Joiner, check_privacy, result_of, run, start_host

ROOT = Path(__file__).resolve().parent.parent


def away_flags(messages: list[dict[str, Any]], seat: int) -> list[bool]:
    """Whether ``seat`` was away, in the order the table was told."""
    return [m["seats"][seat]["away"] for m in messages if m["type"] == "seats"]


def test_real_time_a_dropped_joiner_comes_back_to_its_seat(tmp_path: Path) -> None:
    async def main() -> None:
        host, hosting = await start_host(tmp_path, "opposites", [REMOTE, REMOTE], seed=2)
        stays = Joiner(host.url, host.code, "medium", tmp_path / "stays")
        drops = Joiner(host.url, host.code, "easy", tmp_path / "drops")
        cut = asyncio.Event()

        def seen(message: dict[str, Any]) -> None:
            drops.messages.append(message)
            if message["type"] == "state" and message["move"] >= 6 and not cut.is_set():
                cut.set()
                assert drops.client.connection is not None
                drops.client.connection.transport.abort()  # as a dropped network: no goodbye

        drops.client.seen = seen
        results = await asyncio.gather(stays.play(seed=1), drops.play(seed=2))
        await hosting
        assert cut.is_set()
        assert results[0] == results[1] == result_of(host.save_path)
        welcomes = [m["seat"] for m in drops.messages if m["type"] == "welcome"]
        assert welcomes == [drops.seat, drops.seat]
        flags = away_flags(stays.messages, drops.seat)
        assert True in flags and flags[-1] is False  # the table said it was away, then back
        for joiner in (stays, drops):
            check_privacy(host.save_path, joiner.seat, joiner.messages)

    run(main())


def test_real_time_an_away_seat_is_played_by_the_hosts_computer_player_when_told(tmp_path: Path) -> None:
    async def main() -> None:
        host, hosting = await start_host(tmp_path, "elements", [REMOTE, REMOTE], seed=4, away_bot="easy")
        stays = Joiner(host.url, host.code, "medium", tmp_path / "stays")
        leaves = await Inbox(Client(host.url, host.code, folder=tmp_path / "leaves")).join()
        playing = stays.play(seed=1)
        await leaves.expect(lambda m: m["type"] == "state")
        await leaves.client.close()  # the program is closed for good
        result = await playing
        await hosting
        assert result == result_of(host.save_path)
        assert away_flags(stays.messages, leaves.client.welcome["seat"])[-1] is True
        assert not any(m["type"] == "state" and m["move"] > 0 for m in leaves.messages)

    run(main())


def test_real_time_a_killed_host_resumes_and_its_joiners_reconnect(tmp_path: Path) -> None:
    save = tmp_path / "hosted.json"
    command = [sys.executable, "-m", "game", "host", "assano", "--bind", LOOPBACK, "--no-discovery"]
    command += ["--save", str(save)]

    async def start(*more: str) -> tuple[asyncio.subprocess.Process, str, str]:
        process = await asyncio.create_subprocess_exec(
            *command, *more, cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
        )
        assert process.stdout is not None
        url = (await asyncio.wait_for(process.stdout.readline(), WAIT)).decode().strip()
        code = (await asyncio.wait_for(process.stdout.readline(), WAIT)).decode().strip()
        return process, url, code

    async def main() -> None:
        first, url, code = await start("--players", "2", "--seats", "remote,remote", "--seed", "9")
        one = Joiner(url, code, "medium", tmp_path / "one")
        two = Joiner(url, code, "easy", tmp_path / "two")
        for joiner in (one, two):
            joiner.client.reconnect_seconds = WAIT
        killed: asyncio.Future[int] = asyncio.get_running_loop().create_future()

        def seen(message: dict[str, Any]) -> None:
            one.messages.append(message)
            if message["type"] == "state" and message["move"] >= 40 and not killed.done():
                first.kill()  # SIGKILL: no goodbye, no last save
                killed.set_result(message["move"])

        one.client.seen = seen
        playing = [one.play(seed=1), two.play(seed=2)]
        moment = await asyncio.wait_for(killed, WAIT)
        assert await first.wait() == -signal.SIGKILL
        assert len(documents.read_document(save)["actions"]) >= moment  # every move seen was kept
        second, url_again, code_again = await start("--resume")
        assert (url_again, code_again) == (url, code)
        results = await asyncio.gather(*playing)
        out, err = await second.communicate()
        assert second.returncode == 0, err.decode()
        assert out.decode().splitlines()[-1].startswith("over: winners")
        assert results[0] == results[1] == result_of(save)
        assert len(documents.read_document(save)["actions"]) > moment
        for joiner in (one, two):  # what each seat saw before the kill is the resumed game's past
            assert sum(1 for m in joiner.messages if m["type"] == "welcome") == 2
            check_privacy(save, joiner.seat, joiner.messages)

    run(main())
