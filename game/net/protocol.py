"""The messages between a host and its joiners, version 1: JSON text frames, each at most 64 KiB,
each checked against :data:`SCHEMA` on arrival (by both sides), nothing else ever evaluated.

Joiner to host: ``hello`` (join with the code, or come back with the seat's token), ``move`` (an
action in the engine's text form, the save format, with the move counter it answers) and
``gesture`` (the turn of the world a seat acts on: the sampled track of a drag, or null to let the
host turn for it as its computer player's level does) and ``ask`` (the advice, or why a move is
refused: what needs the whole game, which only the host holds). Host to joiner: ``welcome`` (the
seat, its token, the game's setup and the aids the host allows), ``state`` (that seat's
observation, its legal actions when it decides, the events it may see of the last action, the
result at the end), ``seats`` (who is away), ``answer`` (to an ask: an action and a message id
with parameters, of that seat's own decision) and ``error`` (a message id with parameters and its
English, to that connection only).

A message whose type is unknown, that lacks a field, has a field of the wrong kind or a field the
schema does not define, is refused whole with a :class:`ProtocolError` naming the fault.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.core import Event, GameError, Result, Termination
from game.documents import MAX_ACTION_TEXT
from game.messages import Message, Name, register

VERSION = 1
"""The protocol version both sides speak; a hello of another version is refused."""
MAX_MESSAGE_BYTES = 64 * 1024
"""The largest frame either side accepts (the WebSocket's ``max_size`` as well)."""
MAX_TRACK_FRAMES = 6000
"""The longest drag track: 50 seconds of 1/120 s frames (a turn has a few seconds at most)."""
MAX_ANGLE = 3600.0
"""Degrees: no sampled angle of a track is further from the start than ten turns."""
MAX_TOKEN = 64
MAX_NAME = 40

INT, TEXT, BOOL, OBJECT, TEXTS, OBJECTS, FLAGS, TRACK = (
    "int", "text", "bool", "object", "texts", "objects", "flags", "track"
)  # fmt: skip


@dataclass(frozen=True)
class Field:
    """One field of a message: its kind, whether it must be there, whether it may be null, and the
    most characters (text) or items (lists) it may hold."""

    kind: str
    required: bool = True
    nullable: bool = False
    most: int = 64


SCHEMA: dict[str, dict[str, Field]] = {
    # joiner -> host
    "hello": {
        "version": Field(INT),
        "code": Field(TEXT, required=False, most=16),
        "token": Field(TEXT, required=False, most=MAX_TOKEN),
        "name": Field(TEXT, required=False, most=MAX_NAME),
        "bot": Field(TEXT, required=False, most=20),
    },
    "move": {
        "token": Field(TEXT, most=MAX_TOKEN),
        "move": Field(INT),
        "action": Field(TEXT, most=MAX_ACTION_TEXT),
    },
    "gesture": {
        "token": Field(TEXT, most=MAX_TOKEN),
        "move": Field(INT),
        "track": Field(TRACK, nullable=True, most=MAX_TRACK_FRAMES),
    },
    "ask": {
        "token": Field(TEXT, most=MAX_TOKEN),
        "move": Field(INT),
        "kind": Field(TEXT, most=16),
        "action": Field(TEXT, required=False, most=MAX_ACTION_TEXT),
    },
    # host -> joiner
    "welcome": {
        "version": Field(INT),
        "seat": Field(INT),
        "token": Field(TEXT, most=MAX_TOKEN),
        "session": Field(TEXT, most=MAX_TOKEN),
        "game": Field(TEXT),
        "players": Field(INT),
        "options": Field(OBJECT),
        "seats": Field(OBJECTS, most=16),
        "aids": Field(OBJECT, required=False),
    },
    "state": {
        "move": Field(INT),
        "seat": Field(INT),
        "current": Field(INT),
        "turn": Field(TEXT),
        "observation": Field(OBJECT),
        "legal": Field(TEXTS, most=10000),
        "events": Field(OBJECTS, most=1000),
        "result": Field(OBJECT, nullable=True),
        "away": Field(FLAGS, most=16),
    },
    "seats": {"seats": Field(OBJECTS, most=16)},
    "answer": {
        "move": Field(INT),
        "kind": Field(TEXT, most=16),
        "action": Field(TEXT, most=MAX_ACTION_TEXT),
        "code": Field(TEXT, most=80),
        "params": Field(OBJECT),
    },
    "error": {"code": Field(TEXT, most=80), "params": Field(OBJECT), "text": Field(TEXT, most=2000)},
}
JOINER_SENDS = frozenset({"hello", "move", "gesture", "ask"})
HOST_SENDS = frozenset({"welcome", "state", "seats", "answer", "error"})
ASK_ADVICE, ASK_WHY = "advice", "why"
"""An ``ask``'s kinds: the advice for the seat's decision now, or why its ``action`` is refused;
the host's ``answer`` names an action (the advised one, or the one asked about) and a message."""

TURN_MOVE, TURN_GESTURE, TURN_WAIT, TURN_OVER = "move", "gesture", "wait", "over"
"""A state's ``turn`` for its seat: choose a move, make the world's gesture, wait, or the end."""


class ProtocolError(GameError):
    """A message refused before it reaches the game (malformed, out of turn, not allowed)."""


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode(raw: str | bytes, allowed: frozenset[str]) -> dict[str, Any]:
    """The message in a frame, checked against the schema; ``allowed`` are the types this side
    takes. Raises ProtocolError saying what is wrong."""
    if not isinstance(raw, str):
        raise ProtocolError("net.not_text")
    if len(raw) > MAX_MESSAGE_BYTES or len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("net.too_large", most=MAX_MESSAGE_BYTES)
    try:
        message = json.loads(raw, parse_constant=_refuse_constant)
    except (ValueError, RecursionError):  # JSONDecodeError is a ValueError, as is NaN
        raise ProtocolError("net.bad_json") from None
    if not isinstance(message, dict):
        raise ProtocolError("net.not_object")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in allowed:
        raise ProtocolError("net.unknown_type", kind=_short(kind), known=", ".join(sorted(allowed)))
    fields = SCHEMA[kind]
    for key in message:
        if key != "type" and key not in fields:
            raise ProtocolError("net.unknown_field", kind=kind, field=_short(key))
    for key, spec in fields.items():
        if key not in message:
            if spec.required:
                raise ProtocolError("net.missing_field", kind=kind, field=key)
            continue
        if not _fits(message[key], spec):
            raise ProtocolError("net.field_type", kind=kind, field=key)
    return message


def encode(message: Mapping[str, Any]) -> str:
    """The frame of a message this side makes, checked like one that arrives (a fault here is
    this program's own, so it raises rather than send a malformed message)."""
    text = json.dumps(message, separators=(",", ":"), allow_nan=False)
    decode(text, frozenset(SCHEMA))
    return text


def _fits(value: Any, spec: Field) -> bool:
    if value is None:
        return spec.nullable
    kind = spec.kind
    if kind == INT:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == BOOL:
        return isinstance(value, bool)
    if kind == TEXT:
        return isinstance(value, str) and len(value) <= spec.most
    if kind == OBJECT:
        return isinstance(value, dict)
    if not isinstance(value, list) or len(value) > spec.most:
        return False
    if kind == TEXTS:
        return all(isinstance(item, str) and len(item) <= MAX_ACTION_TEXT for item in value)
    if kind == OBJECTS:
        return all(isinstance(item, dict) for item in value)
    if kind == FLAGS:
        return all(isinstance(item, bool) for item in value)
    return all(item is None or _angle(item) for item in value)  # TRACK


def _angle(value: Any) -> bool:
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and math.isfinite(value)
        and abs(value) <= MAX_ANGLE
    )


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# -- the engine's values as JSON ----------------------------------------------------------------
def jsonable(value: Any) -> Any:
    """A message parameter or an event field as JSON: a game's :class:`Name` as
    ``{"name": kind, "code": code}`` (a window names it in its own language), an enum by its
    value (and a :class:`Termination` by its stored name), tuples as lists; anything else by its English."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Name):
        return {"name": value.kind, "code": jsonable(value.code)}
    if isinstance(value, Message):
        return {"message": value.id, "params": {k: jsonable(v) for k, v in value.params.items()}}
    if isinstance(value, Enum | Termination):
        return jsonable(value.value)
    if isinstance(value, (list, tuple)):
        return [jsonable(item) for item in value]
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    return str(value)


def from_json(value: Any) -> Any:
    """A message parameter as :func:`jsonable` wrote it, read back: a game's name again a
    :class:`Name` (a window says it in its own language), a message a :class:`Message`; data
    only, nothing run."""
    if isinstance(value, list):
        return tuple(from_json(item) for item in value)
    if not isinstance(value, dict):
        return value
    if set(value) == {"name", "code"} and isinstance(value["name"], str):
        return Name(value["name"], from_json(value["code"]))
    if set(value) == {"message", "params"} and isinstance(value["message"], str):
        params = value["params"] if isinstance(value["params"], dict) else {}
        return Message(value["message"], {str(k): from_json(v) for k, v in params.items()})
    return {str(k): from_json(v) for k, v in value.items()}


def event_json(event: Event) -> dict[str, Any]:
    """An event as JSON: its class name and fields (``to``, who may see it, stays on the host)."""
    fields = {f.name: jsonable(getattr(event, f.name)) for f in dataclasses.fields(event) if f.name != "to"}
    return {"event": type(event).__name__, **fields}


def result_json(result: Result) -> dict[str, Any]:
    termination = result.termination.value if result.termination is not None else None
    return {"winners": list(result.winners), "scores": list(result.scores), "termination": termination}


def error_message(exc: GameError) -> dict[str, Any]:
    """The ``error`` message of a refusal: the engine's (or the host's) id, parameters, English."""
    return {"type": "error", "code": exc.code, "params": jsonable(exc.params), "text": str(exc)[:2000]}


register(
    {
        "net.not_text": "only text frames of JSON are taken",
        "net.too_large": "the message is over {most} bytes",
        "net.bad_json": "the message is not JSON",
        "net.not_object": "the message is not a JSON object",
        "net.unknown_type": "unknown message type {kind} (types: {known})",
        "net.unknown_field": "the {kind} message has no field {field}",
        "net.missing_field": "the {kind} message needs the field {field}",
        "net.field_type": "the field {field} of the {kind} message is of the wrong kind or too long",
    }
)
