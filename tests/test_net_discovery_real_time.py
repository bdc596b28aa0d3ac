"""Finding a hosted game with mDNS, real time. Multicast must not leave this machine, so the test
runs in a network namespace of its own (``unshare -n``: only a loopback interface, with multicast
turned on), where a host advertises, a joiner finds it with ``browse``, joins at the advertised
address and plays; once the game is over the record is withdrawn."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LOOPBACK_ONLY = "ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo"

SCRIPT = """
import asyncio, json, sys, tempfile
from pathlib import Path
from zeroconf import ServiceStateChange
from zeroconf.asyncio import AsyncServiceBrowser, AsyncZeroconf
from game.net import discovery
from game.net.client import Client, play_bot
from game.net.host import Host, HostConfig

LO = ["127.0.0.1"]

async def main():
    folder = Path(tempfile.mkdtemp())
    config = HostConfig(bind="127.0.0.1", discovery=True, discovery_interfaces=LO)
    host = Host.new("opposites", ["remote", "easy"], folder / "hosted.json", config, None, 3)
    up = asyncio.get_running_loop().create_future()
    hosting = asyncio.get_running_loop().create_task(host.serve(lambda _h: up.set_result(None)))
    await up
    watcher = AsyncZeroconf(interfaces=LO)
    gone = asyncio.get_running_loop().create_future()
    def seen(zeroconf, service_type, name, state_change):
        if state_change is ServiceStateChange.Removed and not gone.done():
            gone.set_result(name)
    browser = AsyncServiceBrowser(watcher.zeroconf, discovery.SERVICE, handlers=[seen])
    found = await discovery.browse(60.0, interfaces=LO, enough=1)
    game = found[0]
    result = await play_bot(Client(game.url, host.code, bot="medium", folder=folder))
    await hosting
    withdrawn = await asyncio.wait_for(gone, 60.0)
    await browser.async_cancel()
    await watcher.async_close()
    print(json.dumps({"found": [g.__dict__ for g in found], "url": host.url, "withdrawn": withdrawn,
                      "result": result}))

asyncio.run(asyncio.wait_for(main(), 120.0))
"""


def namespace_works() -> bool:
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return False
    probe = subprocess.run(["unshare", "-n", "sh", "-c", LOOPBACK_ONLY], capture_output=True)
    return probe.returncode == 0


@pytest.mark.skipif(
    not namespace_works(), reason="needs a network namespace of its own (unshare -n, as root)"
)
def test_real_time_a_hosted_game_is_found_joined_and_withdrawn() -> None:
    command = f'{LOOPBACK_ONLY} && exec "{sys.executable}" -c "$0"'
    done = subprocess.run(
        ["unshare", "-n", "sh", "-c", command, SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=180
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    [game] = report["found"]
    assert (game["game"], game["players"], game["free"]) == ("opposites", 2, 1)
    assert game["url"] == report["url"]
    assert report["withdrawn"].startswith(game["title"])
    assert report["result"]["winners"]
