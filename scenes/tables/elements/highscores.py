"""The solo high-score table, kept in the user's data folder (``highscores.json``).

One file holds a board per game and sheet (scores on different sheets do not compare), each the
best ``KEEP`` results, highest first. The file is JSON with a version and is written atomically
(:func:`scenes.store.write_atomic`). A corrupt or foreign file gives a one-line notice and a fresh
table; the bad file is renamed aside (``highscores.json.corrupt-N``), never deleted, never a crash.
"""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any

from game.paths import data_dir
from scenes.store import read_json, set_aside, write_atomic
from scenes.strings import text

HIGHSCORES_FILE = "highscores.json"
HIGHSCORES_VERSION = 1
KEEP = 10
MAX_NAME = 40
MAX_BOARD = 200


def _entry_ok(entry: Any) -> bool:
    return (
        isinstance(entry, dict)
        and isinstance(entry.get("name"), str)
        and isinstance(entry.get("score"), int)
        and not isinstance(entry.get("score"), bool)
        and isinstance(entry.get("date"), str)
    )


def _valid(doc: Any) -> dict[str, list[dict[str, Any]]]:
    """The boards of a high-score document; ValueError when it is not one of this version."""
    if not isinstance(doc, dict) or doc.get("version") != HIGHSCORES_VERSION:
        raise ValueError("not a high-score file of this version")
    boards = doc.get("boards")
    if not isinstance(boards, dict):
        raise ValueError("no boards")
    out: dict[str, list[dict[str, Any]]] = {}
    for board, entries in boards.items():
        if not isinstance(board, str) or len(board) > MAX_BOARD or not isinstance(entries, list):
            raise ValueError("a malformed board")
        if not all(_entry_ok(e) for e in entries):
            raise ValueError("a malformed entry")
        out[board] = sorted(entries, key=lambda e: -e["score"])[:KEEP]
    return out


class HighScores:
    """The boards, read once; ``notice`` says in words when the file could not be read or written."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()
        self.path = self.folder / HIGHSCORES_FILE
        self.notice: str | None = None
        self.boards = self._load()

    def _load(self) -> dict[str, list[dict[str, Any]]]:
        if not self.path.exists():
            return {}
        try:
            return _valid(read_json(self.path))
        except (OSError, ValueError, TypeError, UnicodeDecodeError, RecursionError):
            try:
                aside = set_aside(self.path).name
            except OSError:
                aside = self.path.name
            self.notice = text("elements_highscores_unreadable", name=aside)
            return {}

    def top(self, board: str) -> list[dict[str, Any]]:
        return list(self.boards.get(board, []))

    def add(self, board: str, name: str, score: int, **detail: Any) -> int | None:
        """Enter a result; its place (1 = best) when it made the board, else None. The file is
        rewritten atomically; a folder that cannot be written gives a notice, not an error."""
        entry = {
            "name": name[:MAX_NAME],
            "score": int(score),
            "date": datetime.date.today().isoformat(),
            **detail,
        }
        entries = self.boards.setdefault(board[:MAX_BOARD], [])
        entries.append(entry)
        # a new score ranks below an equal older one: the older one got there first
        entries.sort(key=lambda e: -e["score"])
        del entries[KEEP:]
        place = next((i + 1 for i, e in enumerate(entries) if e is entry), None)
        doc = {"version": HIGHSCORES_VERSION, "boards": self.boards}
        try:
            write_atomic(self.path, json.dumps(doc, indent=1))
        except OSError as exc:
            self.notice = text("elements_highscores_unwritable", reason=exc.strerror or str(exc))
        return place
