"""Test-wide settings: headless pygame, a data folder of the tests' own (never the user's), and
hypothesis examples fixed so CI runs are repeatable."""

import os
import tempfile

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STORMTABLE_DATA", tempfile.mkdtemp(prefix="stormtable-tests-"))

settings.register_profile("stormtable", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("stormtable")

# The tests read the English words whatever the machine's language; a test of another language
# switches to it and is switched back after (the language is the window's, shared by the process).
os.environ["LANGUAGE"] = "en"


@pytest.fixture(autouse=True)
def english_window():
    yield
    from scenes import language

    language.set_language("en")
