"""Saved games as JSON: the setup plus the action list, replayed on load.

Replaying means a tampered or corrupt document can never produce an impossible state: every
action is validated again, and the first bad one is reported by number and text.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from game import registry
from game.core import DOCUMENT_FORMAT, DOCUMENT_VERSION, FormatError, GameError, State, require


def from_json(doc: Any) -> State:
    """Rebuild a state from its document; raise FormatError saying what is wrong."""
    where = "game document"
    if require(doc, "format", str, where) != DOCUMENT_FORMAT:
        raise FormatError(f"{where}: not a Stormtable game (format {doc['format']!r})")
    version = require(doc, "version", int, where)
    if version > DOCUMENT_VERSION:
        raise FormatError(f"{where}: version {version} is newer than this program ({DOCUMENT_VERSION})")
    game_id = require(doc, "game", str, where)
    players = require(doc, "players", int, where)
    options = require(doc, "options", dict, where)
    seed = require(doc, "seed", int, where)
    actions = require(doc, "actions", list, where)
    try:
        state = registry.get(game_id).new_game(players, options, seed)
    except GameError as exc:
        raise FormatError(f"{where}: {exc}") from None
    for number, text in enumerate(actions, 1):
        if not isinstance(text, str):
            raise FormatError(f"{where}: action {number} is not text ({text!r})")
        try:
            state.apply_text(text)
        except GameError as exc:
            raise FormatError(f"{where}: action {number} '{text}' cannot be replayed: {exc}") from None
    return state


def dumps(state: State, meta: dict[str, Any] | None = None) -> str:
    doc = state.to_json()
    if meta:
        doc["meta"] = meta
    return json.dumps(doc, indent=1)


def loads(text: str) -> State:
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise FormatError(f"not a JSON document: {exc}") from None
    return from_json(doc)


def save(state: State, path: str | Path, meta: dict[str, Any] | None = None) -> None:
    """Write atomically: a crash mid-write leaves the previous save intact."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(dumps(state, meta))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load(path: str | Path) -> State:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise FormatError(f"cannot read {path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise FormatError(f"{path} is not a text file") from None
    return loads(text)
