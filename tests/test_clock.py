"""The window's deterministic clock (issue 44: scenes.clock, game.background): every frame lasts
1/60 s and a computer's move is thought out on the frame's own thread and shown in the next frame,
so the tests and ``--autoplay`` play the same game, frame for frame, on any machine."""

from __future__ import annotations

import multiprocessing
import threading

import pygame
import pytest

from game import background
from game.bots.search import SearchBot
from tests import ui_helpers as ui


def moves_by_frame(tmp_path, game_id: str, kinds: list[str], frames: int) -> list[tuple[int, str]]:
    """(frame, action) of every move a table of computer players makes in ``frames`` frames."""
    app = ui.make_app(tmp_path)
    table = ui.open_table(app, game_id, kinds, seed=7, frames=0)
    for bot in table.match.bots:
        if isinstance(bot, SearchBot):
            assert bot.seconds is None, "a searching player's move would depend on the machine's speed"
            bot.iterations = 60
    seen: list[tuple[int, str]] = []
    for frame in range(frames):
        ui.run(app)
        history = table.state.history
        seen += [(frame, str(action)) for action in history[len(seen) :]]
        if ui.at_results(app):
            break
    app.close()
    return seen


TABLES = {"assano": ["hard", "medium", "easy"], "elements": ["random"] * 3}


@pytest.mark.parametrize(("game_id", "kinds"), TABLES.items(), ids=TABLES)
def test_a_computer_game_is_the_same_frame_for_frame_and_starts_no_thread(tmp_path, game_id, kinds) -> None:
    threads = threading.active_count()
    first = moves_by_frame(tmp_path / "a", game_id, kinds, 400)
    assert len(first) > 5, "the computer players hardly moved"
    assert threading.active_count() == threads and not multiprocessing.active_children()
    assert moves_by_frame(tmp_path / "b", game_id, kinds, 400) == first


def test_a_computers_move_comes_in_the_frame_after_it_was_asked(tmp_path) -> None:
    """The instant pace: a computer's move, asked for in one frame, is made in the next."""
    app = ui.make_app(tmp_path)
    table = ui.open_table(app, "opposites", ["random", "random", "random"], frames=0)
    # the first move may be asked for while the first hands are dealt: measure the one after it
    ui.wait_until(app, lambda: len(table.state.history) > 0, 600, "the first computer's move")
    asked: list[int] = []
    real = table.match.pool().submit

    def submit(*args, **kwargs):
        asked.append(app.frames)
        return real(*args, **kwargs)

    table.match.pool().submit = submit
    moves = len(table.state.history)
    ui.wait_until(app, lambda: len(table.state.history) > moves, 600, "a computer's move")
    assert asked and app.frames == asked[0] + 2  # asked in frame n, made in frame n + 1
    app.close()


def test_autoplay_shows_the_same_picture_every_time(tmp_path, monkeypatch) -> None:
    from scenes.app import main

    monkeypatch.setenv("STORMTABLE_DATA", str(tmp_path))
    shots = [tmp_path / "a.png", tmp_path / "b.png"]
    for shot in shots:
        args = ["--autoplay", "opposites", "--players", "3", "--seed", "2", "--frames", "150"]
        assert main([*args, "--screenshot", str(shot)]) == 0
    pygame.init()
    first, second = (pygame.image.load(shot) for shot in shots)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    pygame.quit()


def test_work_waits_for_the_next_frame_and_a_closed_window_drops_it() -> None:
    frames = background.Frames()
    done: list[str] = []
    mine = background.FrameExecutor(frames)
    other = background.FrameExecutor(frames)
    first = mine.submit(done.append, "mine")
    second = other.submit(done.append, "other")
    assert not first.done() and done == []
    mine.shutdown(cancel_futures=True)  # one match closes: only its own work is dropped
    assert frames.run_due() == 1 and done == ["other"] and second.done() and first.cancelled()

    def fails() -> None:
        raise ValueError("a table could not be computed")

    background.use(frames)
    work = background.start("test-work", fails)
    assert work.is_alive()
    with pytest.raises(ValueError, match="could not be computed"):
        frames.run_due()  # a failure beside the frame fails the frame, as a test sees it
    assert not work.is_alive()
    later = background.start("test-work", done.append, "later")
    later.join()  # waiting for work on the frame's thread does it now
    assert done == ["other", "later"] and not later.is_alive()
    dropped = other.submit(done.append, "never")
    frames.drop()
    assert frames.run_due() == 0 and dropped.cancelled() and done == ["other", "later"]
