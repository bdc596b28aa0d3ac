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


@pytest.fixture(autouse=True)
def no_widget_left_under_the_mouse():
    """pygame-menu keeps the widget under the mouse in a module global; a test's window that
    closed (``pygame.quit``) leaves it pointing at freed surfaces, which the next test's first
    menu would read. A person's process has one window, so only the tests need this."""
    yield
    from pygame_menu.widgets.core import widget

    widget.WIDGET_MOUSEOVER[:] = [None, []]
    widget.WIDGET_TOP_CURSOR[:] = [None]


@pytest.fixture(autouse=True)
def no_worker_left_thinking():
    """A test that leaves its window open at the end (a person's window closes through
    ``App.close``, which ends its computer players' process) would leave that process to the next
    test, whose count of worker processes it would spoil: end it here."""
    yield
    import multiprocessing

    for process in multiprocessing.active_children():
        if process.name == "stormtable-bots":
            process.terminate()
            process.join(5)


@pytest.fixture(autouse=True)
def no_table_work_left_running():
    """Elements' players compute their tables on background threads that outlive a game; a test
    that starts one would leave it to the tests after it, whose timing it would spoil. It would
    also break their syntax trees: numpy reads a table's header with ``ast.literal_eval``, and
    CPython 3.11 counts the depth of a tree being built per interpreter, not per thread, so the
    design checks' ``ast.parse`` of the source failed with "AST constructor recursion depth
    mismatch" when a table finished under them. Wait for that work here."""
    yield
    import threading

    for thread in threading.enumerate():
        if thread.name == "stormtable-elements-solo":
            thread.join(300)
            assert not thread.is_alive(), "a table's computation ran on for five minutes after the test"
