"""Where Stormtable finds what it ships and keeps what it writes.

Shipped files (``assets/``, ``seeds/``) are found through :func:`root_dir`, the same from a source
checkout and from the frozen executable (PyInstaller unpacks them under ``sys._MEIPASS``).
What the program writes goes only to the user's data folder, never beside the program, which may
be read-only.

``STORMTABLE_DATA`` overrides the folder (tests and portable installs); otherwise the platform's
own place for application data (platformdirs), e.g. ``~/.local/share/stormtable`` on Linux.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "stormtable"


def root_dir() -> Path:
    """The folder holding ``assets/`` and ``seeds/``: the repository, or the unpacked bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parent.parent


def assets_dir() -> Path:
    return root_dir() / "assets"


def data_dir() -> Path:
    """The folder for autosaves, settings, high scores and caches (created on first use)."""
    override = os.environ.get("STORMTABLE_DATA")
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder
