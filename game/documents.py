"""Saved games as JSON: the setup plus the action list, replayed on load.

Replaying means a tampered or corrupt document can never produce an impossible state: every
action is validated again, and the first bad one is reported by number and text.

A save is self-contained: it holds everything the game needs (a variant Elements sheet's content
included), so loading one never opens another file. Whatever a file holds (any size, any depth,
any bytes), loading it either gives the game or raises :class:`~game.core.FormatError` with a
one-line message; only the version this program writes loads, and a field the format does not
define is refused by name.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from game import registry
from game.core import (
    DOCUMENT_FORMAT,
    DOCUMENT_VERSION,
    FormatError,
    GameError,
    State,
    check_seed,
    require,
    short_repr,
)
from game.version import version

FIELDS = ("format", "version", "game", "players", "options", "seed", "actions", "meta")
"""Every field of the format; ``meta`` (optional) is what the program that saved it adds, such as
who sat in each seat."""
MAX_DOCUMENT_BYTES = 64 * 1024 * 1024
"""The most a save may hold; a larger file is refused unread (long matches stay far below)."""
MAX_ACTION_TEXT = 2000
"""The longest action text read (a world outcome of a tall column is a few hundred characters)."""


def from_json(doc: Any, where: str = "game document") -> State:
    """Rebuild a state from its document; raise FormatError saying what is wrong (after
    ``where``, the file's name when there is one)."""
    if not isinstance(doc, dict):
        raise FormatError(f"{where}: expected an object, got {type(doc).__name__}")
    if require(doc, "format", str, where) != DOCUMENT_FORMAT:
        raise FormatError(f"{where}: not a Stormtable game (format {short_repr(doc['format'])})")
    unknown = [key for key in doc if key not in FIELDS]
    if unknown:
        raise FormatError(
            f"{where}: the field {short_repr(unknown[0])} is not part of the format "
            f"(fields: {', '.join(FIELDS)})"
        )
    version = require(doc, "version", int, where)
    if version > DOCUMENT_VERSION:
        raise FormatError(f"{where}: version {version} is newer than this program ({DOCUMENT_VERSION})")
    if version != DOCUMENT_VERSION:
        raise FormatError(
            f"{where}: version {version} was never written by Stormtable "
            f"(this program reads and writes version {DOCUMENT_VERSION})"
        )
    game_id = require(doc, "game", str, where)
    players = require(doc, "players", int, where)
    options = require(doc, "options", dict, where)
    seed = require(doc, "seed", int, where)
    actions = require(doc, "actions", list, where)
    if "meta" in doc:
        require(doc, "meta", dict, where)
    try:
        check_seed(seed)
        state = registry.get(game_id).new_game(players, options, seed)
    except GameError as exc:
        raise FormatError(f"{where}: {cut(str(exc))}") from None
    for number, text in enumerate(actions, 1):
        if not isinstance(text, str):
            raise FormatError(f"{where}: action {number} is not text ({short_repr(text)})")
        if len(text) > MAX_ACTION_TEXT:
            raise FormatError(f"{where}: action {number} is too long ({len(text)} characters)")
        try:
            state.apply_text(text)
        except GameError as exc:
            raise FormatError(
                f"{where}: action {number} {short_repr(text)} cannot be replayed: {cut(str(exc))}"
            ) from None
    return state


def cut(message: str, limit: int = 300) -> str:
    """A message about outside data cut to one short line (it may quote a huge value)."""
    message = " ".join(message.split())
    return message if len(message) <= limit else message[: limit - 3] + "..."


def dumps(state: State, meta: dict[str, Any] | None = None) -> str:
    doc = state.to_json()
    doc["meta"] = {"version": version(), **(meta or {})}  # the program that saved it
    return json.dumps(doc, indent=1)


def loads(text: str | bytes) -> State:
    """A state from a document's text (or its UTF-8 bytes)."""
    return from_json(parse(text))


def parse(text: str | bytes) -> Any:
    """The JSON value of a document's text or bytes, refused with FormatError when it is too
    large, not UTF-8, not JSON, or nested too deeply to read."""
    if len(text) > MAX_DOCUMENT_BYTES:
        raise FormatError(f"not a saved game: over {MAX_DOCUMENT_BYTES // 2**20} MiB")
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise FormatError("not a saved game: the bytes are not UTF-8 text") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise FormatError("not a JSON document: nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise FormatError(f"not a JSON document: {str(exc)[:120]}") from None
    except ValueError:  # a number too long to convert
        raise FormatError(
            f"not a saved game: it holds a number of over {sys.get_int_max_str_digits()} digits"
        ) from None


def check_target(path: str | Path) -> Path:
    """Refuse a save target that cannot be written, before any work is done: an empty name, a
    folder, a missing folder (none is created) or one that does not take new files."""
    if str(path).strip() == "":
        raise FormatError("the save needs a file name")
    path = Path(path)
    if path.is_dir():
        raise FormatError(f"cannot save to {path}: it is a folder")
    folder = path.parent
    if not folder.is_dir():
        hint = " (a quoted ~ is not your home folder)" if str(path).startswith("~") else ""
        what = f"{folder} is not a folder" if folder.exists() else f"the folder {folder} does not exist"
        raise FormatError(f"cannot save to {path}: {what}{hint}")
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise FormatError(f"cannot save to {path}: {exc.strerror or exc}") from None
    if path.exists() and not path.is_file():
        raise FormatError(f"cannot save to {path}: it is not an ordinary file")
    if path.exists() and not os.access(path, os.W_OK):
        raise FormatError(f"cannot save to {path}: the file is read-only")
    return path


def save(state: State, path: str | Path, meta: dict[str, Any] | None = None) -> None:
    """Write a game atomically. The folder must exist: no folder is created (check a user's
    target first with :func:`check_target`)."""
    write_atomic(Path(path), dumps(state, meta))


def write_atomic(path: Path, text: str) -> None:
    """Write through a temporary file and a rename: a crash mid-write leaves the previous file."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_document(path: str | Path) -> Any:
    """The JSON value of a save file, read with the size cap (at most one byte over it)."""
    try:
        with Path(path).open("rb") as handle:
            data = handle.read(MAX_DOCUMENT_BYTES + 1)
    except OSError as exc:
        raise FormatError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return parse(data)
    except FormatError as exc:
        raise FormatError(f"{path}: {exc}") from None


def load(path: str | Path) -> State:
    return from_json(read_document(path), where=str(path))
