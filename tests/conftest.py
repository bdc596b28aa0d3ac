"""Test-wide settings: headless pygame, a data folder of the tests' own (never the user's), and
hypothesis examples fixed so CI runs are repeatable."""

import os
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile("stormtable", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("stormtable")

# The tests read the English words whatever the machine's language; a test of another language
# switches to it and is switched back after (the language is the window's, shared by the process).
os.environ["LANGUAGE"] = "en"


@pytest.fixture(autouse=True, scope="session")
def data_folder_of_the_tests(tmp_path_factory, pytestconfig):
    """The tests' data folder, never the user's: one a run (one a worker), in pytest's temporary
    folder, which pytest prunes (a folder of our own making was left behind by every run). Nothing
    reads the data folder before the first test (``game.paths.data_dir`` is asked at each use)."""
    with pytest.MonkeyPatch.context() as patch:
        if "STORMTABLE_DATA" not in os.environ:
            data = tmp_path_factory.mktemp("data")
            share_solved_tables(data, solved_tables_folder(pytestconfig, tmp_path_factory.getbasetemp()))
            patch.setenv("STORMTABLE_DATA", str(data))
        yield


def solved_tables_folder(config: pytest.Config, basetemp: Path) -> Path:
    """Where the run keeps Elements' solved tables: pytest's cache folder of the checkout
    (``.pytest_cache``), kept from run to run as a player's data folder keeps them, so a table
    (seconds of a child process, game.elements.solo) is solved once a checkout; without the
    cache plugin, the run's temporary root, once a run. A table's file is named by the hash of
    its sheet and of the solver's version (``solo.sheet_key``), so a changed solver or sheet is
    solved anew; the computation itself is tested on folders of its own (test_day_one_memory_cli,
    test_elements_bot_levels), never read from here. The workers' temporary folders are
    ``popen-gw0``... under one root."""
    from game.elements.solo import CACHE_FOLDER

    cache = getattr(config, "cache", None)
    if cache is not None:
        return cache.mkdir(f"stormtable-{CACHE_FOLDER}")
    root = basetemp.parent if os.environ.get("PYTEST_XDIST_WORKER") else basetemp
    shared = root / f"shared-{CACHE_FOLDER}"
    shared.mkdir(exist_ok=True)
    return shared


def share_solved_tables(data: Path, shared: Path) -> None:
    """Elements' solved tables are kept in one folder (:func:`solved_tables_folder`), which every
    worker's data folder links to: a table is computed once, not once a worker or a test."""
    from game.elements.solo import CACHE_FOLDER

    (data / CACHE_FOLDER).symlink_to(shared, target_is_directory=True)


class FrameTicks:
    """A pygame-menu widget's clock in the tests: each update is one frame later (the widgets
    read it for the cursor's blink and a held key's repeat), and ticking never sleeps."""

    ms = 17
    """A frame's milliseconds (set from ``scenes.clock.FRAME`` as the tests begin)."""

    def tick(self, framerate: float = 0) -> int:
        return self.ms

    def get_time(self) -> int:
        return self.ms


@pytest.fixture(autouse=True, scope="session")
def saves_not_forced_to_the_disk():
    """A save is written through a temporary file and a rename, and forced to the disk
    (``os.fsync``) so that a power cut keeps it. Forcing is all a test's save would wait on: on a
    busy disk it made a test that saves after every move wait twice its own time. The tests'
    saves are made as the program makes them but not forced; that a save is forced before its
    rename is checked once (``test_history``)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        yield


@pytest.fixture(autouse=True, scope="session")
def form_widgets_on_the_frames_clock():
    """pygame-menu's text input and range slider keep a wall clock each and tick it at 60 a
    second on every update (``Clock.tick(60)`` sleeps out the rest of a 60th of a second), so a
    test typing into a form or sliding the volume waited on the wall clock, some 12 ms an
    event. Here their clock is the frames' (:class:`FrameTicks`): the same times a widget reads
    in a window at 60 frames a second, never a wait."""
    from pygame_menu.widgets.widget.rangeslider import RangeSlider
    from pygame_menu.widgets.widget.textinput import TextInput

    from scenes.clock import FRAME

    FrameTicks.ms = round(1000 * FRAME)

    with pytest.MonkeyPatch.context() as patch:
        for widget in (TextInput, RangeSlider):
            real = widget.__init__

            def init(self, *args, _real=real, **kwargs):
                _real(self, *args, **kwargs)
                self._clock = FrameTicks()

            patch.setattr(widget, "__init__", init)
        yield


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
def work_beside_the_frame_on_frames():
    """Work beside the frame (a computer's decision, Elements' solved tables: game.background) is
    done by the frames of the test's window, on the deterministic clock (scenes.clock), and with
    no window only when the test waits for it: no thread a test did not ask for runs on, so a
    test's outcome never depends on how busy the machine is. (Elements' hard player in a game
    played without a window thus plays as the medium one, as in the window until its table is
    ready; its play from the tables is tried on the tiny sheet, tests/test_elements_bot_levels.)
    A window on the wall clock (``make_app(real_time=True)``) works on threads; whatever is
    still due at the test's end is dropped."""
    from game import background

    before = background.Frames()
    background.use(before)
    yield
    for frames in {before, background.frames()}:
        if frames is not None:
            frames.drop()
    background.use(None)


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
    """A window on the wall clock computes Elements' tables on background threads that outlive a
    game; a test that starts one would leave it to the tests after it. It would also break their
    syntax trees: numpy reads a table's header with ``ast.literal_eval``, and CPython 3.11 counts
    the depth of a tree being built per interpreter, not per thread, so the design checks'
    ``ast.parse`` of the source failed with "AST constructor recursion depth mismatch" when a
    table finished under them. Wait for that work here (no test on the deterministic clock
    starts any)."""
    yield
    import threading

    for thread in threading.enumerate():
        if thread.name == "stormtable-elements-solo":
            thread.join(300)
            assert not thread.is_alive(), "a table's computation ran on for five minutes after the test"


# The suite's longest tests, by node id, with their seconds in a run of the README's command
# (a loaded machine's figures: they weigh the tests against each other, nothing more). A renamed
# or removed test is simply not found here and runs where it is collected.
LONG_TESTS: dict[str, float] = {
    "tests/test_build.py::test_the_executable_builds_and_passes_its_smoke_test": 163.6,
    "tests/test_net_faults_real_time.py::test_real_time_a_killed_host_resumes_and_its_joiners_reconnect": 20.9,  # noqa: E501
    "tests/test_day_one_text.py::test_a_long_game_resumes_with_its_last_moves": 17.7,
    "tests/test_assano_invariants.py::test_random_games_keep_the_protocol_at_every_step": 17.0,
    "tests/test_i18n_tables.py::test_a_whole_game_at_the_table_draws_only_catalogued_words[tornado_ellie]": 16.6,  # noqa: E501
    "tests/test_adding_a_game.py::test_a_fifth_game_added_as_the_page_says_plays_and_passes_the_generic_tests": 15.0,  # noqa: E501
    "tests/test_bot_levels.py::test_hard_beats_random_clearly_at_assano": 14.9,
    "tests/test_i18n_screens.py::test_every_screens_text_fits_its_box_and_is_readable_in_every_language[qps-size1]": 14.9,  # noqa: E501
    "tests/test_hostile_saves.py::test_mutated_real_saves_load_and_replay_or_are_refused": 14.2,
    "tests/test_bots_levels.py::test_tornado_ellie_levels_play_a_game_to_its_end_at_the_table": 12.8,
    "tests/test_physics_world.py::test_every_buildable_column_stands_at_rest_for_a_minute[31-0]": 12.7,
    "tests/test_i18n_tables.py::test_a_whole_game_at_the_table_draws_only_catalogued_words[assano]": 12.1,
    "tests/test_physics_world.py::test_every_buildable_column_stands_at_rest_for_a_minute[41-1]": 11.4,
    "tests/test_tornado_findings.py::test_the_column_s_view_never_jumps_through_a_whole_game_to_its_end": 11.2,  # noqa: E501
    "tests/test_day_one_tornado.py::test_every_automatic_insurance_piece_is_in_the_move_log": 11.1,
    "tests/test_idle_frames.py::test_a_frame_left_undrawn_never_hides_a_change[opposites]": 11.1,
    "tests/test_physics_rotation.py::test_taller_columns_are_more_fragile": 10.6,
}


def long_tests_first(items: list, workers: int) -> list:
    """The collection with the long tests (:data:`LONG_TESTS`) moved to the front, shared out so
    each worker starts on its share at once. On ``-n 2`` the run ended when the last long test
    ended, and the long ones were collected wherever their file's name put them (the Tornado
    games near the end), so one worker ran a long test alone at the end. xdist's ``load``
    scheduler hands each worker, first, a chunk of consecutive tests (a quarter of a worker's
    share) and the rest on demand: the long tests are split into ``workers`` groups of like sums
    (the longest first, each to the lightest group), group k spread over the k-th chunk, the
    rest of the suite in collection order around them. Pure and deterministic, so every worker
    collects the same order (xdist requires it)."""
    long = sorted((item for item in items if item.nodeid in LONG_TESTS), key=lambda i: -LONG_TESTS[i.nodeid])
    if not long or workers < 2:
        return items
    groups: list[list] = [[] for _ in range(workers)]
    for item in long:
        min(groups, key=lambda group: sum(LONG_TESTS[i.nodeid] for i in group)).append(item)
    rest = [item for item in items if item.nodeid not in LONG_TESTS]
    chunk = max(2, len(items) // workers // 4)
    out: list = []
    for k, group in enumerate(groups):
        gap = max(0, chunk // max(1, len(group)) - 1)
        for item in group:
            out.append(item)
            out.extend(rest[:gap])
            del rest[:gap]
        fill = max(0, (k + 1) * chunk - len(out))
        out.extend(rest[:fill])
        del rest[:fill]
    return out + rest


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list) -> None:
    """On xdist's workers, the long tests first (:func:`long_tests_first`); a run without workers
    keeps the collection's order (and its module fixtures' grouping)."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0"))
    if workers >= 2:
        items[:] = long_tests_first(items, workers)
