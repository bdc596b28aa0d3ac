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

from game import messages, registry
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
        raise FormatError("core.field_not_object", where=where, kind=type(doc).__name__)
    if require(doc, "format", str, where) != DOCUMENT_FORMAT:
        raise FormatError("documents.not_stormtable", where=where, value=short_repr(doc["format"]))
    unknown = [key for key in doc if key not in FIELDS]
    if unknown:
        raise FormatError(
            "documents.unknown_field", where=where, field=short_repr(unknown[0]), fields=", ".join(FIELDS)
        )
    version = require(doc, "version", int, where)
    if version > DOCUMENT_VERSION:
        raise FormatError("documents.version_newer", where=where, version=version, ours=DOCUMENT_VERSION)
    if version != DOCUMENT_VERSION:
        raise FormatError("documents.version_unknown", where=where, version=version, ours=DOCUMENT_VERSION)
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
        raise FormatError("documents.bad_setup", where=where, reason=exc.message) from None
    for number, text in enumerate(actions, 1):
        if not isinstance(text, str):
            raise FormatError("documents.action_not_text", where=where, number=number, value=short_repr(text))
        if len(text) > MAX_ACTION_TEXT:
            raise FormatError("documents.action_too_long", where=where, number=number, length=len(text))
        try:
            state.apply_text(text)
        except GameError as exc:
            raise FormatError(
                "documents.action_refused",
                where=where,
                number=number,
                text=short_repr(text),
                reason=exc.message,
            ) from None
    return state


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
        raise FormatError("documents.too_large", mebibytes=MAX_DOCUMENT_BYTES // 2**20)
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise FormatError("documents.not_utf8") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise FormatError("documents.too_deep") from None
    except json.JSONDecodeError as exc:
        raise FormatError("documents.not_json", detail=str(exc)[:120]) from None
    except ValueError:  # a number too long to convert
        raise FormatError("documents.number_too_long", digits=sys.get_int_max_str_digits()) from None


def check_target(path: str | Path) -> Path:
    """Refuse a save target that cannot be written, before any work is done: an empty name, a
    folder, a missing folder (none is created) or one that does not take new files."""
    if str(path).strip() == "":
        raise FormatError("documents.no_file_name")
    path = Path(path)
    if path.is_dir():
        raise FormatError("documents.save_is_folder", path=str(path))
    folder = path.parent
    if not folder.is_dir():
        tilde = str(path).startswith("~")  # a quoted ~ is not the home folder: say so
        if folder.exists():
            code = "documents.save_parent_not_folder_tilde" if tilde else "documents.save_parent_not_folder"
        else:
            code = "documents.save_no_folder_tilde" if tilde else "documents.save_no_folder"
        raise FormatError(code, path=str(path), folder=str(folder))
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise cannot_save(path, exc) from None
    if path.exists() and not path.is_file():
        raise FormatError("documents.save_not_a_file", path=str(path))
    if path.exists() and not os.access(path, os.W_OK):
        raise FormatError("documents.save_read_only", path=str(path))
    return path


def cannot_save(path: str | Path, exc: OSError) -> FormatError:
    """The error for a save the system refused, with the system's own words."""
    return FormatError("documents.cannot_save", path=str(path), reason=exc.strerror or str(exc))


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
        raise FormatError("documents.cannot_read", path=str(path), reason=exc.strerror or str(exc)) from None
    try:
        return parse(data)
    except FormatError as exc:
        raise FormatError("documents.in_file", path=str(path), reason=exc.message) from None


def load(path: str | Path) -> State:
    return from_json(read_document(path), where=str(path))


messages.register(
    {
        "documents.not_stormtable": "{where}: not a Stormtable game (format {value})",
        "documents.unknown_field": "{where}: the field {field} is not part of the format (fields: {fields})",
        "documents.version_newer": "{where}: version {version} is newer than this program ({ours})",
        "documents.version_unknown": "{where}: version {version} was never written by Stormtable "
        "(this program reads and writes version {ours})",
        "documents.bad_setup": "{where}: {reason}",
        "documents.action_not_text": "{where}: action {number} is not text ({value})",
        "documents.action_too_long": "{where}: action {number} is too long ({length} characters)",
        "documents.action_refused": "{where}: action {number} {text} cannot be replayed: {reason}",
        "documents.too_large": "not a saved game: over {mebibytes} MiB",
        "documents.not_utf8": "not a saved game: the bytes are not UTF-8 text",
        "documents.too_deep": "not a JSON document: nested too deeply",
        "documents.not_json": "not a JSON document: {detail}",
        "documents.number_too_long": "not a saved game: it holds a number of over {digits} digits",
        "documents.no_file_name": "the save needs a file name",
        "documents.save_is_folder": "cannot save to {path}: it is a folder",
        "documents.save_parent_not_folder": "cannot save to {path}: {folder} is not a folder",
        "documents.save_parent_not_folder_tilde": "cannot save to {path}: {folder} is not a folder "
        "(a quoted ~ is not your home folder)",
        "documents.save_no_folder": "cannot save to {path}: the folder {folder} does not exist",
        "documents.save_no_folder_tilde": "cannot save to {path}: the folder {folder} does not exist "
        "(a quoted ~ is not your home folder)",
        "documents.cannot_save": "cannot save to {path}: {reason}",
        "documents.save_not_a_file": "cannot save to {path}: it is not an ordinary file",
        "documents.save_read_only": "cannot save to {path}: the file is read-only",
        "documents.cannot_read": "cannot read {path}: {reason}",
        "documents.in_file": "{path}: {reason}",
        "documents.wrong_game": "{name} holds a game of {game}",
    }
)
