"""What the app keeps between runs, in the user's data folder: settings, the last setup, one
saved game in progress per game (``saves/GAME.json``), so starting one game never loses another,
and the history of played games (``history/``, one file a game, the last HISTORY_LIMIT kept).

Every file is JSON with a version, written atomically. A corrupt or foreign file gives a one-line
notice in plain words and a fresh start; it is renamed aside (``name.corrupt-N``), never deleted.
A save from before the per-game folder (``autosave.json``) moves to its game's place unread.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, NamedTuple

from game import documents, registry
from game.core import GameError, State
from game.documents import write_atomic
from game.history import Summary, summarize
from game.match import Seat, seats_from_meta
from game.paths import data_dir
from scenes.games import game_name
from scenes.strings import plural, text

SETTINGS_FILE = "settings.json"
SAVES_FOLDER = "saves"
LEGACY_AUTOSAVE = "autosave.json"
HISTORY_FOLDER = "history"
HISTORY_LIMIT = 500
"""Games kept in the history; the oldest go first."""
ABANDONED_MOVES = 20
"""A game given up (started anew over) is kept when it had at least this many actions."""
SETTINGS_VERSION = 1
MAX_FILE_BYTES = 8 * 1024 * 1024
BOT_DELAYS = {"instant": 0.0, "fast": 0.35, "normal": 0.9, "slow": 1.8}
ANIM_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}


@dataclass
class Settings:
    """The player's choices in the settings screen, plus the last setup used per game."""

    bot_speed: str = "normal"
    anim_speed: str = "normal"
    volume: float = 0.6
    muted: bool = False
    fullscreen: bool = False
    last_setup: dict[str, Any] = field(default_factory=dict)
    stats_since: float = 0.0
    """The statistics count games kept from this time on (a reset moves it; no game is lost)."""
    language: str = ""
    """The window's language ("en", "da", "de"); empty until chosen: the system's is used."""

    def bot_delay(self) -> float:
        return BOT_DELAYS.get(self.bot_speed, BOT_DELAYS["normal"])

    def anim_scale(self) -> float:
        return ANIM_SPEEDS.get(self.anim_speed, 1.0)


class HistoryEntry(NamedTuple):
    """One game of the history: its file (a save document, which replays) and its summary."""

    path: Path
    summary: Summary


class SavedGame(NamedTuple):
    """A game in progress as the menu offers it: the state, who sits where, when it was saved."""

    state: State
    seats: list[Seat]
    saved_at: float


def set_aside(path: Path) -> Path:
    """Rename a bad file out of the way (never delete what a user may want back)."""
    for number in range(1, 1000):
        aside = path.with_name(f"{path.name}.corrupt-{number}")
        if not aside.exists():
            path.rename(aside)
            return aside
    return path


def read_json(path: Path) -> Any:
    if path.stat().st_size > MAX_FILE_BYTES:
        raise ValueError("too large")
    return json.loads(path.read_text(encoding="utf-8"))


class Store:
    """The data folder's files; ``notices`` collects one-line messages for the menu to show."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()
        self.notices: list[str] = []

    # -- settings ------------------------------------------------------------------------
    def load_settings(self) -> Settings:
        path = self.folder / SETTINGS_FILE
        if not path.exists():
            return Settings()
        try:
            doc = read_json(path)
            if not isinstance(doc, dict) or doc.get("version") != SETTINGS_VERSION:
                raise ValueError("not a settings file of this version")
            known = {f.name: f.type for f in fields(Settings)}
            values = {k: v for k, v in doc.get("settings", {}).items() if k in known}
            settings = Settings(**values)
            if (
                not isinstance(settings.last_setup, dict)
                or not isinstance(settings.volume, (int, float))
                or not isinstance(settings.stats_since, (int, float))
            ):
                raise ValueError("malformed values")
            settings.volume = min(1.0, max(0.0, float(settings.volume)))
            return settings
        except (OSError, ValueError, TypeError, UnicodeDecodeError, RecursionError):
            aside = set_aside(path)
            self.notices.append(text("notice_settings_unreadable", name=aside.name))
            return Settings()

    def save_settings(self, settings: Settings) -> None:
        doc = {"version": SETTINGS_VERSION, "settings": asdict(settings)}
        write_atomic(self.folder / SETTINGS_FILE, json.dumps(doc, indent=1))

    # -- the games in progress ----------------------------------------------------------
    def save_path(self, game_id: str) -> Path:
        registry.get(game_id)  # a known game id: never a path a document could choose
        return self.folder / SAVES_FOLDER / f"{game_id}.json"

    def autosave(self, state: State, seats: list[Seat]) -> None:
        """Keep ``state`` as its game's game in progress (replacing only that game's)."""
        meta = {"seats": [seat.to_json() for seat in seats]}
        path = self.save_path(state.spec.id)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, documents.dumps(state, meta))

    def clear_autosave(self, game_id: str) -> None:
        """Forget ``game_id``'s game in progress (it ended, or the player chose to start anew)."""
        self.save_path(game_id).unlink(missing_ok=True)

    def set_aside_save(self, game_id: str) -> None:
        """A save that cannot be played on is renamed aside with a notice, never deleted."""
        path = self.save_path(game_id)
        if path.exists():
            aside = set_aside(path)
            self.notices.append(
                text("notice_save_set_aside", game=game_name(game_id), name=aside.name)
            )

    def load_autosave(self, game_id: str) -> SavedGame | None:
        """``game_id``'s game in progress, or None; a bad file is set aside with a notice."""
        self.adopt_legacy_autosave()
        path = self.save_path(game_id)
        if not path.exists():
            return None
        try:
            doc = documents.read_document(path)  # size-capped, one-line errors for any bad file
            state = documents.from_json(doc, where=path.name)
            if state.spec.id != game_id:
                raise GameError("documents.wrong_game", name=path.name, game=state.spec.id)
            seats = seats_from_meta(doc.get("meta"), state.players)
            saved_at = path.stat().st_mtime
        except (GameError, OSError):
            self.set_aside_save(game_id)
            return None
        if state.is_over():
            self.clear_autosave(game_id)
            return None
        return SavedGame(state, seats, saved_at)

    def load_autosaves(self) -> dict[str, SavedGame]:
        """Every game in progress, by game id."""
        saves = {spec.id: self.load_autosave(spec.id) for spec in registry.all_specs()}
        return {game_id: saved for game_id, saved in saves.items() if saved is not None}

    def adopt_legacy_autosave(self) -> None:
        """Move the one autosave of earlier versions to its game's place, if that place is free."""
        legacy = self.folder / LEGACY_AUTOSAVE
        if not legacy.exists():
            return
        try:
            doc = documents.read_document(legacy)
            game_id = doc.get("game") if isinstance(doc, dict) else None
            target = self.save_path(game_id) if isinstance(game_id, str) else None
        except (GameError, KeyError, OSError):
            target = None
        if target is None or target.exists():
            aside = set_aside(legacy)
            self.notices.append(text("notice_legacy_set_aside", name=aside.name))
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        legacy.rename(target)

    # -- the history ---------------------------------------------------------------------
    def record_history(self, state: State, seats: list[Seat], now: float | None = None) -> Path | None:
        """Keep a game that ended, or one given up after ABANDONED_MOVES actions, as a save
        document with its summary in ``meta``; the oldest entries beyond HISTORY_LIMIT go."""
        if not state.is_over() and len(state.history) < ABANDONED_MOVES:
            return None
        now = time.time() if now is None else now
        summary = summarize(state, seats, now)
        meta = {"seats": [seat.to_json() for seat in seats], "history": summary.to_json()}
        folder = self.folder / HISTORY_FOLDER
        folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now))
        path = folder / f"{stamp}-{state.spec.id}.json"
        number = 1
        while path.exists():
            number += 1
            path = folder / f"{stamp}-{state.spec.id}-{number}.json"
        write_atomic(path, documents.dumps(state, meta))
        self.prune_history()
        return path

    def history_files(self) -> list[Path]:
        """The history's files, oldest first (their names begin with the time they were kept)."""
        folder = self.folder / HISTORY_FOLDER
        if not folder.is_dir():
            return []
        return sorted(p for p in folder.glob("*.json") if p.is_file())

    def prune_history(self) -> None:
        files = self.history_files()
        for path in files[: max(0, len(files) - HISTORY_LIMIT)]:
            path.unlink(missing_ok=True)

    def load_history(self) -> list[HistoryEntry]:
        """Every game of the history, oldest first. A file that cannot be read (cut short, too
        large, of the wrong shape) is set aside with one notice; the others stay."""
        entries: list[HistoryEntry] = []
        bad: list[str] = []
        for path in self.history_files():
            try:
                doc = documents.read_document(path)
                summary = Summary.from_json((doc.get("meta") or {}).get("history"))
                registry.get(summary.game)
            except (GameError, OSError, AttributeError):
                bad.append(set_aside(path).name)
                continue
            entries.append(HistoryEntry(path, summary))
        if bad:
            self.notices.append(plural("notice_history_set_aside", len(bad), name=bad[0]))
        return entries

    def load_history_game(self, entry: HistoryEntry) -> State:
        """The game of a history entry, replayed from its document (FormatError if it no longer
        replays: the replay viewer says so)."""
        return documents.from_json(documents.read_document(entry.path), where=entry.path.name)

    def clear_history(self) -> int:
        """Forget every game of the history (the player asked, and confirmed); returns how many."""
        files = self.history_files()
        for path in files:
            path.unlink(missing_ok=True)
        return len(files)
