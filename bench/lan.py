"""Networked bot games over loopback, beside the same games played in one process.

Run: ``python bench/lan.py [--games 10] [--game ID] [--level medium]``; ``--gesture-soak 200``
runs Tornado Ellie's track soak instead (:mod:`bench.lan_gesture`). For each game a host runs
in a process of its own (as ``python -m game host`` does: every action validated, saved to disk
atomically and sent to each seat) and two headless joiners of ``--level`` play its two seats from
this process over 127.0.0.1. Printed per game: games per second, the move round trip (a joiner
sends its move until the state that answers it arrives; median and 99th percentile), the host's
CPU time per game and as a share of one core; then the same games (same seeds and players) played
in one process with no network, no saving.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import lan_gesture
from game import registry
from game.net.client import Client, play_bot
from game.net.host import Host, HostConfig
from game.net.seats import REMOTE
from game.play import new_match, play_out

LOOPBACK = "127.0.0.1"
BENCH_OPTIONS: dict[str, dict[str, Any]] = {
    "assano": {"target": 0},  # one round a game
    "tornado_ellie": {"dexterity": "off"},  # the physics has its own benchmark (bench/physics.py)
}


def host_games(game: str, seeds: list[int], folder: str, ready: Any, done: Any) -> None:
    """The host process: one hosted game per seed, one after another; its CPU time and the time
    it spent saving (the atomic write, fsync included, after every action) to ``done``."""
    cpu = 0.0
    saving = [0.0, 0]
    save = Host.save

    def timed_save(host: Host) -> None:
        start = time.perf_counter()
        save(host)
        saving[0] += time.perf_counter() - start
        saving[1] += 1

    Host.save = timed_save  # type: ignore[method-assign]
    for seed in seeds:
        config = HostConfig(bind=LOOPBACK, discovery=False)
        host = Host.new(
            game, [REMOTE, REMOTE], Path(folder) / f"{seed}.json", config, BENCH_OPTIONS.get(game), seed
        )
        start = time.process_time()
        asyncio.run(host.serve(lambda hosting: ready.put((hosting.url, hosting.code))))
        cpu += time.process_time() - start
    done.put((cpu, saving[0] / max(saving[1], 1)))


async def join_game(url: str, code: str, level: str, folder: Path, seed: int) -> list[float]:
    """Two joiners play the hosted game; every move's round trip in seconds."""
    trips: list[float] = []

    def timed(client: Client) -> Client:
        sent: dict[int, float] = {}
        send = client.move

        async def move(text: str) -> None:
            sent[client._moment()] = time.perf_counter()
            await send(text)

        def seen(message: dict[str, Any]) -> None:
            if message["type"] == "state" and message["move"] - 1 in sent:
                trips.append(time.perf_counter() - sent.pop(message["move"] - 1))

        client.move = move  # type: ignore[method-assign]
        client.seen = seen
        return client

    clients = [timed(Client(url, code, f"j{n}", level, folder / str(n))) for n in range(2)]
    await asyncio.gather(*(play_bot(client, seed + n) for n, client in enumerate(clients)))
    return trips


def networked(game: str, seeds: list[int], level: str) -> dict[str, float]:
    context = multiprocessing.get_context("spawn")
    ready, done = context.Queue(), context.Queue()
    with tempfile.TemporaryDirectory() as folder:
        process = context.Process(target=host_games, args=(game, seeds, folder, ready, done))
        process.start()
        trips: list[float] = []
        wall = 0.0
        for seed in seeds:
            url, code = ready.get(timeout=120)
            start = time.perf_counter()
            trips += asyncio.run(join_game(url, code, level, Path(folder), seed))
            wall += time.perf_counter() - start
        host_cpu, save_seconds = done.get(timeout=120)
        process.join(60)
    trips.sort()
    return {
        "games_per_s": len(seeds) / wall,
        "round_trip_median_ms": statistics.median(trips) * 1000,
        "round_trip_p99_ms": trips[min(len(trips) - 1, int(len(trips) * 0.99))] * 1000,
        "moves": len(trips),
        "host_cpu_ms_per_game": host_cpu / len(seeds) * 1000,
        "host_cpu_share": host_cpu / wall,
        "save_ms": save_seconds * 1000,
    }


def one_process(game: str, seeds: list[int], level: str) -> dict[str, float]:
    start = time.perf_counter()
    moves = 0
    for seed in seeds:
        state, bots, world = new_match(game, [level, level], seed, BENCH_OPTIONS.get(game))
        moves += len(play_out(state, bots, world).history)
    elapsed = time.perf_counter() - start
    return {"games_per_s": len(seeds) / elapsed, "move_ms": elapsed / moves * 1000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--game", choices=registry.game_ids(), action="append")
    parser.add_argument("--level", default="medium")
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    parser.add_argument("--gesture-soak", type=int, metavar="TRACKS", help="Tornado Ellie's track soak only")
    args = parser.parse_args()
    if args.gesture_soak:
        lan_gesture.report(args.gesture_soak)
        return
    report = {}
    for game in args.game or registry.game_ids():
        seeds = list(range(1, args.games + 1))
        net, local = networked(game, seeds, args.level), one_process(game, seeds, args.level)
        report[game] = {"networked": net, "one_process": local}
        print(f"{game}: {args.games} games, two {args.level} joiners over {LOOPBACK}")
        print(
            f"  networked   {net['games_per_s']:7.1f} games/s   move round trip median "
            f"{net['round_trip_median_ms']:.2f} ms, p99 {net['round_trip_p99_ms']:.2f} ms "
            f"({net['moves']:.0f} moves)   host CPU {net['host_cpu_ms_per_game']:.0f} ms a game "
            f"({net['host_cpu_share']:.0%} of a core)   saving {net['save_ms']:.1f} ms an action"
        )
        print(f"  one process {local['games_per_s']:7.1f} games/s   {local['move_ms']:.3f} ms a move")
    if args.json:
        print(json.dumps(report))


if __name__ == "__main__":
    main()
