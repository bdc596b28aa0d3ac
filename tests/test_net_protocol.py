"""The network's message schema and what guards a hosted game, without a network: each refusal
names its fault, the engine's values travel as JSON, a seat's secrets stay where they belong, and
the host and join verbs refuse a bad setup before they listen or connect."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import documents, registry
from game.cli import main
from game.core import GameError, Termination
from game.events import DrewCards, GameOver
from game.messages import Name
from game.net import protocol
from game.net.client import SeatStore
from game.net.host import Host, HostConfig
from game.net.seats import REMOTE, Bucket, NetSeat, net_meta, token_hash

MOVE = {"type": "move", "token": "t", "move": 3, "action": "draw"}


def refusal(raw: str | bytes, allowed: frozenset[str] = protocol.JOINER_SENDS) -> str:
    with pytest.raises(protocol.ProtocolError) as caught:
        protocol.decode(raw, allowed)
    return caught.value.code


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (b'{"type": "move"}', "net.not_text"),
        ("x" * (protocol.MAX_MESSAGE_BYTES + 1), "net.too_large"),
        ('{"type": "move", "move": Infinity}', "net.bad_json"),
        ("[" * 60_000, "net.bad_json"),  # nested too deeply to read
        ('"move"', "net.not_object"),
        (json.dumps({**MOVE, "type": "state"}), "net.unknown_type"),  # a joiner never sends a state
        (json.dumps({**MOVE, "eval": "1"}), "net.unknown_field"),
        (json.dumps({"type": "move", "token": "t", "move": 3}), "net.missing_field"),
        (json.dumps({**MOVE, "move": True}), "net.field_type"),
        (json.dumps({**MOVE, "move": 3.0}), "net.field_type"),
        (json.dumps({**MOVE, "token": "t" * 65}), "net.field_type"),
        (json.dumps({"type": "gesture", "token": "t", "move": 3, "track": [0, 1e9]}), "net.field_type"),
        (json.dumps({"type": "gesture", "token": "t", "move": 3, "track": [0.5] * 6001}), "net.field_type"),
    ],
)
def test_a_refused_message_names_its_fault(raw: str | bytes, code: str) -> None:
    assert refusal(raw) == code


def test_well_formed_messages_pass_and_a_joiner_refuses_what_a_host_never_sends() -> None:
    assert protocol.decode(json.dumps(MOVE), protocol.JOINER_SENDS) == MOVE
    gesture = {"type": "gesture", "token": "t", "move": 3, "track": [0.0, None, 12.5]}
    assert protocol.decode(protocol.encode(gesture), protocol.JOINER_SENDS) == gesture
    welcome = {"type": "welcome", "version": 1, "seat": 0, "token": "t", "session": "s", "game": "assano"}
    welcome |= {"players": 2, "options": {}, "seats": [], "run": "import os"}
    assert refusal(json.dumps(welcome), protocol.HOST_SENDS) == "net.unknown_field"
    with pytest.raises(protocol.ProtocolError):
        protocol.encode({**MOVE, "extra": 1})  # this side never sends what it would refuse


def test_events_and_refusals_travel_as_json_without_who_may_see_them() -> None:
    drawn = protocol.event_json(DrewCards(1, ("R5", "B2"), to=(1,)))
    assert drawn == {"event": "DrewCards", "seat": 1, "cards": ["R5", "B2"]}
    over = protocol.event_json(GameOver(Termination.EMPTY_HAND, (0,)))
    assert over == {"event": "GameOver", "termination": "empty_hand", "winners": [0]}
    error = protocol.error_message(GameError("net.stale_move", given=2, now=5))
    assert error["text"] == "the move answers move 2, and the game is at move 5"
    assert protocol.jsonable({"card": Name("assano.card", "R9")}) == {
        "card": {"name": "assano.card", "code": "R9"}
    }


def test_the_bucket_lets_a_burst_through_refuses_a_flood_and_refills_when_the_seat_is_asked() -> None:
    bucket = Bucket(burst=5, rate=0.0)
    assert [bucket.take() for _ in range(7)] == [True] * 5 + [False] * 2
    bucket.grant()  # the host asked this seat to decide: one more message is its due
    assert [bucket.take(), bucket.take()] == [True, False]


def test_a_hosted_games_save_keeps_only_the_hash_of_a_seats_token(tmp_path: Path) -> None:
    seat = NetSeat(REMOTE, "Ann", token_hash("secret-token"))
    assert seat.holds("secret-token") and not seat.holds("secret-tokeN")
    meta = net_meta("session", "ABCDEF", 8765, [seat, NetSeat("medium", "seat 2")])
    state = registry.get("assano").new_game(2, {"target": 0}, 1)
    documents.save(state, tmp_path / "hosted.json", {"net": meta})
    text = (tmp_path / "hosted.json").read_text()
    assert "secret-token" not in text and token_hash("secret-token") in text
    resumed = Host.resume(tmp_path / "hosted.json", HostConfig(discovery=False))
    assert (resumed.code, resumed.port, resumed.seats[0].name) == ("ABCDEF", 8765, "Ann")


def _save_with(tmp_path: Path, meta: dict, actions: bool = False) -> Path:
    state = registry.get("opposites").new_game(2, {}, 1)
    if actions:
        while not state.is_over():
            state.apply(state.legal_actions()[0])
    path = tmp_path / "hosted.json"
    documents.save(state, path, meta)
    return path


@pytest.mark.parametrize(
    ("meta", "finished", "words"),
    [
        ({}, False, "not of a hosted game"),
        (
            {"net": {"session": "s", "code": "ABCDEF", "port": 1, "seats": [{"kind": 3}]}},
            False,
            "who sits where",
        ),
        (
            {"net": net_meta("s", "ABCDEF", 1, [NetSeat(REMOTE, "a"), NetSeat("wizard", "b")])},
            False,
            "wizard",
        ),
        ({"net": net_meta("s", "ABCDEF", 1, [NetSeat(REMOTE, "a"), NetSeat(REMOTE, "b")])}, True, "is over"),
    ],
)
def test_resuming_refuses_a_save_it_cannot_host(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], meta: dict, finished: bool, words: str
) -> None:
    path = _save_with(tmp_path, meta, finished)
    assert main(["host", "opposites", "--resume", "--save", str(path), "--no-discovery"]) == 2
    assert words in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["host", "assano", "--players", "3", "--seats", "remote,medium"], "each of the 3 seats"),
        (["host", "assano", "--seats", "remote,wizard"], "wizard"),
        (["host", "assano", "--seed", "-1"], "--seed"),
        (["host", "assano", "--resume", "--save", "no-such-file.json"], "no hosted game"),
        (["join", "http://127.0.0.1:1", "--bot", "easy"], "ws://HOST:PORT"),
    ],
)
def test_the_verbs_refuse_a_bad_setup_before_they_listen_or_connect(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    assert main([*argv, "--no-discovery"] if argv[0] == "host" else argv) == 2
    assert words in capsys.readouterr().err


def test_a_corrupt_seat_store_counts_as_none_and_is_written_anew(tmp_path: Path) -> None:
    store = SeatStore(tmp_path)
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(b"\x00 not json")
    assert store.token("ws://127.0.0.1:1#") is None
    store.keep("ws://127.0.0.1:1#", "token", "session", 1)
    assert store.token("ws://127.0.0.1:1#") == "token"
