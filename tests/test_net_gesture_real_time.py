"""Tornado Ellie across computers, real time over loopback: the rotating seat's gesture is the
move. A joiner sends the sampled track of its turn (here the track a steady hand makes, played
first on the joiner's side as its window would); the host plays the same track through the same
physics and its outcome stands. A headless joiner's turn is made on the host as its level turns."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from game import documents, registry
from game.bots import make_bot
from game.net import protocol
from game.net.client import Client
from game.net.seats import REMOTE
from game.world import find_world, world_seed
from physics.live import LiveWorld
from tests.net_helpers import Inbox, Joiner, check_privacy, result_of, run, start_host

OPTIONS = {"start_player": 0, "rotation_seconds": 0}
"""No time limit: a track that stops short of the target is the joiner's own, and is refused."""


def test_real_time_the_host_plays_each_gesture_through_the_same_physics(tmp_path: Path) -> None:
    async def main() -> dict[str, Any]:
        host, hosting = await start_host(tmp_path, "tornado_ellie", [REMOTE, REMOTE], OPTIONS, seed=6)
        person = await Inbox(Client(host.url, host.code, folder=tmp_path / "person")).join()
        machine = Joiner(host.url, host.code, "medium", tmp_path / "machine")
        playing = machine.play(seed=3)
        template = registry.get("tornado_ellie").new_game(2, OPTIONS, 0)
        rng = random.Random(5)
        tracks: dict[int, str] = {}  # move counter -> the outcome the joiner's own world gave
        refused_short = False
        index = 0
        while True:
            index = await person.expect(lambda m: m["type"] == "state", start=index) + 1
            state = person.messages[index - 1]
            if state["result"] is not None:
                break
            if state["turn"] == protocol.TURN_MOVE:
                if not refused_short:  # a gesture when a move is due is refused
                    await person.client.gesture(None)
                await person.client.move(rng.choice(state["legal"]))
            elif state["turn"] == protocol.TURN_GESTURE:
                request = state["observation"]["world"]
                live = LiveWorld(request)
                track = live.turn_for("steady", rng.getrandbits(32))
                if not refused_short:
                    refused_short = True
                    await person.client.gesture(track[:2])
                    refusal = await person.expect(lambda m: m["type"] == "error", start=index)
                    assert person.messages[refusal]["code"] == "net.track_refused"
                tracks[state["move"]] = template.action_text(live.play(track).action())
                await person.client.gesture(track)
        await playing
        await hosting
        errors = person.errors()
        assert errors[0] == "net.no_gesture_now" and errors.count("net.track_refused") == 1
        assert set(errors) == {"net.no_gesture_now", "net.track_refused"}
        actions = documents.read_document(host.save_path)["actions"]
        assert tracks, "the person never turned the tornado"
        disagreements = sum(actions[move] != outcome for move, outcome in tracks.items())
        assert disagreements == 0
        check_privacy(host.save_path, 0, person.messages)
        check_privacy(host.save_path, machine.seat, machine.messages)
        return {"save": host.save_path, "machine": machine, "result": state["result"]}

    played = run(main())
    assert played["result"] == result_of(played["save"])
    _check_machine_turns(played["save"], played["machine"])


def _check_machine_turns(save: Path, machine: Joiner) -> None:
    """Each of the headless joiner's turns came out as the host's world turns for its level."""
    doc = documents.read_document(save)
    turns = {m["move"] for m in machine.states() if m["turn"] == protocol.TURN_GESTURE}
    assert turns, "the headless joiner never turned the tornado"
    state = registry.get(doc["game"]).new_game(doc["players"], doc["options"], doc["seed"])
    world = find_world(state.spec.id, state.options)
    assert world is not None
    skill = make_bot("medium", state.spec.id, 0).skill  # type: ignore[attr-defined]
    for move, text in enumerate(doc["actions"]):
        if move in turns:
            assert state.action_text(world(state, skill, world_seed(state))) == text
        state.apply_text(text)
