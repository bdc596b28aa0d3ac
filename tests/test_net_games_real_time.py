"""Whole games over the loopback network, real time: a host and headless joiners on their own
connections play each game to its end, and each seat's connection carried that seat's view only."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.net.seats import CODE_ALPHABET, CODE_LENGTH, REMOTE
from tests.net_helpers import LOOPBACK, WAIT, Joiner, check_privacy, result_of, run, start_host

ROOT = Path(__file__).resolve().parent.parent

GAMES = [
    # (game, seats, joiner levels, options): a family of three at Assano, a computer player on the
    # host at Opposites and Tornado Ellie, two joiners at Elements.
    ("assano", [REMOTE, REMOTE, REMOTE], ["medium", "easy", "medium"], {"target": 0}),
    ("opposites", [REMOTE, "medium", REMOTE], ["medium", "easy"], {}),
    ("elements", [REMOTE, REMOTE], ["medium", "easy"], {}),
    ("tornado_ellie", [REMOTE, "easy", REMOTE], ["medium", "easy"], {"dexterity": "off"}),
]


@pytest.mark.parametrize(("game", "seats", "levels", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_real_time_whole_game_each_seat_sees_only_its_own(
    tmp_path: Path, game: str, seats: list[str], levels: list[str], options: dict[str, Any]
) -> None:
    async def main() -> None:
        host, hosting = await start_host(tmp_path, game, seats, options, seed=3)
        joiners = [Joiner(host.url, host.code, level, tmp_path / f"j{n}") for n, level in enumerate(levels)]
        results = await asyncio.gather(*(j.play(seed=n) for n, j in enumerate(joiners)))
        final = await hosting
        save = host.save_path
        assert all(result == result_of(save) for result in results)
        assert final.winners == results[0]["winners"]
        assert sorted(j.seat for j in joiners) == [n for n, kind in enumerate(seats) if kind == REMOTE]
        for joiner in joiners:
            assert check_privacy(save, joiner.seat, joiner.messages) > 1
            assert joiner.client.token not in save.read_text()  # the save keeps its hash only
            assert not [m for m in joiner.messages if m["type"] == "error"]

    run(main())


def test_real_time_command_line_host_and_two_joiners_play_to_the_end(tmp_path: Path) -> None:
    """``python -m game host`` prints its URL and code on lines of their own; two ``join``
    processes play their seats; all three exit 0 with the same result."""
    env_args: dict[str, Any] = {"cwd": ROOT, "stdout": subprocess.PIPE, "stderr": subprocess.PIPE}
    command = [sys.executable, "-m", "game"]
    setup = ["assano", "--players", "3", "--seats", "remote,medium,remote", "--option", "target=0"]
    where = ["--bind", LOOPBACK, "--port", "0", "--no-discovery", "--save", str(tmp_path / "hosted.json")]
    host = subprocess.Popen([*command, "host", *setup, *where, "--seed", "4"], text=True, **env_args)
    try:
        assert host.stdout is not None
        url, code = host.stdout.readline().strip(), host.stdout.readline().strip()
        assert re.fullmatch(rf"ws://{re.escape(LOOPBACK)}:\d+", url)
        assert re.fullmatch(f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}", code)
        joins = [
            subprocess.Popen(
                [*command, "join", url, "--code", code, "--bot", level, "--name", level, "--seed", "1"],
                env={**os.environ, "STORMTABLE_DATA": str(tmp_path / level)},
                text=True,
                **env_args,
            )
            for level in ("easy", "medium")
        ]
        outputs = [join.communicate(timeout=WAIT * 2) for join in joins]
        host_out, host_err = host.communicate(timeout=WAIT)
    finally:
        for process in (host, *locals().get("joins", [])):
            if process.poll() is None:
                process.kill()
    assert [join.returncode for join in joins] == [0, 0], outputs
    assert host.returncode == 0, host_err
    last = host_out.strip().splitlines()[-1]
    assert last.startswith("over: winners")
    assert all(out.strip().splitlines()[-1] == last for out, _ in outputs)
