"""Where Stormtable keeps what it writes: the user's data folder, never beside the program.

``STORMTABLE_DATA`` overrides the folder (tests and portable installs); otherwise the platform's
own place for application data (platformdirs), e.g. ``~/.local/share/stormtable`` on Linux.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "stormtable"


def data_dir() -> Path:
    """The folder for autosaves, settings, high scores and caches (created on first use)."""
    override = os.environ.get("STORMTABLE_DATA")
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder
