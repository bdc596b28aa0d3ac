"""The joined table's aids over loopback: how long a seat waits for the host's answer.

Run: ``python bench/lan_aids.py [--game assano] [--asks 40]``. A host (in this process, on
127.0.0.1, its game saved to a temporary folder) and two seats joined as windows join; the seat
to move asks why each of its refused moves is refused, then for the advice, ``--asks`` times each
(an answer is kept per move by the window, so each ask here stands for a different decision).
Printed: the round trip from the ask to its answer, median and 90th percentile, for each kind.
The advice's is mostly the hard player's search on the host (a fixed budget of play-outs).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.net import protocol
from game.net.client import Client
from game.net.host import Host, HostConfig
from game.net.seats import REMOTE


async def round_trips(game: str, asks: int, folder: Path) -> dict[str, list[float]]:
    host = Host.new(game, [REMOTE, REMOTE], folder / "hosted.json", HostConfig("127.0.0.1", 0, False))
    up = asyncio.Event()
    serving = asyncio.create_task(host.serve(lambda _host: up.set()))
    await up.wait()
    seats = [Client(host.url, host.code, name, folder=folder / name) for name in "AB"]
    for seat in seats:
        await seat.join()
    mover = next(s for s in seats if s.welcome["seat"] == host.state.current_player())
    while mover.last is None:
        await mover.receive()
    state = host.state
    legal = set(state.legal_texts())
    refused = [state.action_text(a) for a in _all_plays(state) if state.action_text(a) not in legal]
    times: dict[str, list[float]] = {protocol.ASK_WHY: [], protocol.ASK_ADVICE: []}
    for kind in (protocol.ASK_WHY, protocol.ASK_ADVICE):
        for index in range(asks):
            began = time.perf_counter()
            await mover.ask(kind, refused[index % len(refused)] if kind == protocol.ASK_WHY else None)
            while (await mover.receive())["type"] != "answer":
                pass
            times[kind].append(time.perf_counter() - began)
    serving.cancel()
    return times


def _all_plays(state) -> list:
    """Every move's action a seat could try: the legal list of a few other deals' first seats."""
    spec = state.spec
    out = []
    for seed in range(40):
        other = spec.new_game(state.players, state.options, seed)
        out += [a for a in other.legal_actions() if a not in out]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="assano")
    parser.add_argument("--asks", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        times = asyncio.run(round_trips(args.game, args.asks, Path(folder)))
    for kind, seconds in times.items():
        ms = sorted(s * 1000 for s in seconds)
        p90 = ms[int(0.9 * (len(ms) - 1))]
        print(f"{args.game} {kind}: {len(ms)} asks, median {statistics.median(ms):.1f} ms, p90 {p90:.1f} ms")


if __name__ == "__main__":
    main()
