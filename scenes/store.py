"""What the app keeps between runs, in the user's data folder: settings, the last setup, the autosave.

Every file is JSON with a version, written atomically. A corrupt or foreign file gives a one-line
notice and a fresh start; it is renamed aside (``name.corrupt-N``), never deleted.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game import documents
from game.core import GameError, State
from game.documents import write_atomic
from game.match import Seat, seats_from_meta
from game.paths import data_dir

SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
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

    def bot_delay(self) -> float:
        return BOT_DELAYS.get(self.bot_speed, BOT_DELAYS["normal"])

    def anim_scale(self) -> float:
        return ANIM_SPEEDS.get(self.anim_speed, 1.0)


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
            if not isinstance(settings.last_setup, dict) or not isinstance(settings.volume, (int, float)):
                raise ValueError("malformed values")
            settings.volume = min(1.0, max(0.0, float(settings.volume)))
            return settings
        except (OSError, ValueError, TypeError, UnicodeDecodeError, RecursionError):
            aside = set_aside(path)
            self.notices.append(f"The settings file was unreadable; it was set aside as {aside.name}.")
            return Settings()

    def save_settings(self, settings: Settings) -> None:
        doc = {"version": SETTINGS_VERSION, "settings": asdict(settings)}
        write_atomic(self.folder / SETTINGS_FILE, json.dumps(doc, indent=1))

    # -- the autosave --------------------------------------------------------------------
    def autosave(self, state: State, seats: list[Seat]) -> None:
        meta = {"seats": [seat.to_json() for seat in seats]}
        write_atomic(self.folder / AUTOSAVE_FILE, documents.dumps(state, meta))

    def clear_autosave(self) -> None:
        (self.folder / AUTOSAVE_FILE).unlink(missing_ok=True)

    def load_autosave(self) -> tuple[State, list[Seat]] | None:
        """The unfinished game, or None; a bad file is set aside with a notice."""
        path = self.folder / AUTOSAVE_FILE
        if not path.exists():
            return None
        try:
            doc = documents.read_document(path)  # size-capped, one-line errors for any bad file
            state = documents.from_json(doc, where=path.name)
            seats = seats_from_meta(doc.get("meta"), state.players)
        except GameError as exc:
            aside = set_aside(path)
            self.notices.append(
                f"The saved game could not be resumed ({str(exc)[:80]}); set aside as {aside.name}."
            )
            return None
        if state.is_over():
            self.clear_autosave()
            return None
        return state, seats
