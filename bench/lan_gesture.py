"""Tornado Ellie's gesture soak over loopback: how often the joiner's live column and the host's
resolution of the same track disagree.

Run: ``python bench/lan.py --gesture-soak 200`` (or this file, ``--tracks 200``). A host runs in a
process of its own (as ``python -m game host`` does) with two remote seats; this process joins
both and plays them as a person's window does: at each of its turns of the tornado it steps a
:class:`physics.live.LiveWorld` frame by frame, the angle each frame coming from a simulated hand
on the mouse (a rotation profile of a random skill, through the window's
:meth:`~physics.live.LiveWorld.follow`, with frames where the hand holds still), keeps the
outcome its own column came to, and sends the sampled track. The host plays that track through
its own world and its outcome stands; the saved action is compared with the joiner's. Moves that
are not turns of the tornado are picked at random from the legal list.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import documents, registry
from game.net import protocol
from game.net.client import Client
from physics.live import TURNING, LiveWorld
from physics.rotation_profiles import SKILLS

GAME = "tornado_ellie"
OPTIONS: dict[str, Any] = {"dexterity": "physics"}
HOLD_CHANCE = 0.05
"""The share of frames the simulated hand holds the tornado where it is (the window's None)."""


def window_turn(request: dict[str, Any], rng: random.Random) -> tuple[list[float | None], LiveWorld]:
    """A person's turn as the joiner's window plays it: the track sent, and the live world."""
    live = LiveWorld(request)
    hand = iter(live.turn_for(rng.choice(SKILLS), rng.getrandbits(32)))
    track: list[float | None] = []
    mouse = 0.0
    while not live.done:
        if live.phase != TURNING:
            live.step()
            continue
        mouse = next(hand, mouse)
        want = None if rng.random() < HOLD_CHANCE else live.follow(mouse)
        track.append(want)
        live.step(want)
    return track, live


async def play_seat(client: Client, seed: int, outcomes: dict[int, str], fell: list[int]) -> None:
    """Play one seat to the end; each tornado turn's own outcome into ``outcomes`` by move (and
    its move into ``fell`` when the joiner's column dropped something)."""
    rng = random.Random(seed)
    template = registry.get(GAME).new_game(2, OPTIONS, 0)
    await client.join()
    while True:
        message = await client.receive()
        if message["type"] != "state":
            continue
        if message["result"] is not None:
            break
        if message["turn"] == protocol.TURN_MOVE:
            await client.move(rng.choice(message["legal"]))
        elif message["turn"] == protocol.TURN_GESTURE:
            track, live = await asyncio.to_thread(window_turn, message["observation"]["world"], rng)
            outcomes[message["move"]] = template.action_text(live.action())
            if live.outcome is not None and live.outcome.fallen:
                fell.append(message["move"])
            await client.gesture(track)
    await client.close()


def serve(folder: str, seeds: list[int], ready: Any) -> None:
    """The host process: one hosted game per seed, one after another."""
    from game.net.host import Host, HostConfig
    from game.net.seats import REMOTE

    for seed in seeds:
        config = HostConfig(bind="127.0.0.1", discovery=False)
        host = Host.new(GAME, [REMOTE, REMOTE], Path(folder) / f"{seed}.json", config, OPTIONS, seed)
        asyncio.run(host.serve(lambda hosting: ready.put((hosting.url, hosting.code))))


def soak(tracks: int, most_games: int = 400) -> dict[str, float]:
    """Games until ``tracks`` turns were made; the counts of tracks and disagreements."""
    context = multiprocessing.get_context("spawn")
    ready = context.Queue()
    made = disagreed = games = 0
    fell: list[int] = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        process = context.Process(
            target=serve, args=(folder, list(range(1, most_games + 1)), ready), daemon=True
        )
        process.start()
        try:
            while made < tracks and games < most_games:
                games += 1
                url, code = ready.get(timeout=120)
                outcomes: dict[int, str] = {}
                clients = [
                    Client(url, code, f"s{n}", folder=Path(folder) / f"j{games}-{n}") for n in range(2)
                ]
                asyncio.run(_both(clients, games, outcomes, fell))
                actions = documents.read_document(Path(folder) / f"{games}.json")["actions"]
                made += len(outcomes)
                disagreed += sum(actions[move] != text for move, text in outcomes.items())
        finally:
            process.terminate()
            process.join(10)
    return {
        "tracks": made,
        "fell": len(fell),
        "disagreed": disagreed,
        "games": games,
        "seconds": time.perf_counter() - start,
    }


async def _both(clients: list[Client], game: int, outcomes: dict[int, str], fell: list[int]) -> None:
    seats = (play_seat(client, game * 10 + n, outcomes, fell) for n, client in enumerate(clients))
    await asyncio.gather(*seats)


def report(tracks: int) -> None:
    figures = soak(tracks)
    share = figures["disagreed"] / max(figures["tracks"], 1)
    print(
        f"{GAME} gesture soak over 127.0.0.1: {figures['tracks']:.0f} tracks in {figures['games']:.0f} games"
        f" (the joiner's column dropped something in {figures['fell']:.0f})"
    )
    print(
        f"  joiner's column and host's outcome disagreed {figures['disagreed']:.0f} times ({share:.1%})"
        f"   {figures['seconds']:.0f} s"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tracks", type=int, default=200)
    report(parser.parse_args().tracks)
