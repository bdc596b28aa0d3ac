"""Test-wide settings: headless pygame, and hypothesis examples fixed so CI runs are repeatable."""

import os

from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile("stormtable", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("stormtable")
