"""Test-wide settings: headless pygame, a data folder of the tests' own (never the user's), and
hypothesis examples fixed so CI runs are repeatable."""

import os
import tempfile

from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STORMTABLE_DATA", tempfile.mkdtemp(prefix="stormtable-tests-"))

settings.register_profile("stormtable", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("stormtable")
