"""Work beside the frame: a computer player's decision (:meth:`game.match.Match.poll`) and the slow
tables some players read (Elements' solved tables, :mod:`game.elements.solo`).

It runs one of two ways, chosen for the whole process by the window (:func:`use`):

* on threads of its own (the default, a person's window): the frame only looks whether the work
  is done and never waits, whatever the work costs;
* on the frame (:class:`Frames`, the window's deterministic mode: the tests and ``--autoplay``):
  work asked for in one frame is done on the frame's own thread at the start of the next
  (:meth:`Frames.run_due`), so what happens in which frame depends on the frames alone, never on
  how busy the machine is. A wait for such work (:meth:`Work.join`) does it at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any, Protocol


class Work(Protocol):
    """Work started by :func:`start`: a thread, or the frame's promise to do it."""

    def is_alive(self) -> bool: ...

    def join(self, timeout: float | None = None) -> None: ...


class Frames:
    """The deterministic mode's work, done in the order asked at the start of the next frame."""

    def __init__(self) -> None:
        self._due: list[tuple[Future[Any], Callable[[], Any], bool]] = []

    def submit(self, job: Callable[[], Any], loud: bool = False) -> Future[Any]:
        """Queue ``job`` for the next frame. Its result or exception goes to the future; a
        ``loud`` job's exception is raised in the frame instead (no one reads its future)."""
        future: Future[Any] = Future()
        self._due.append((future, job, loud))
        return future

    def run_due(self) -> int:
        """Do the work asked for before this call (work it asks for itself waits for the next
        frame); how many jobs ran."""
        due, self._due = self._due, []
        ran = 0
        for index, (future, job, loud) in enumerate(due):
            try:
                ran += self._run(future, job, loud)
            except BaseException:
                self._due[:0] = due[index + 1 :]  # a loud failure: the rest still comes next frame
                raise
        return ran

    def run_now(self, future: Future[Any]) -> None:
        """Do the queued job of ``future`` now (a wait for it, on the frame's own thread)."""
        for entry in self._due:
            if entry[0] is future:
                self._due.remove(entry)
                self._run(*entry)
                return

    def drop(self) -> None:
        """Forget the work still due (its window closed): whatever needs it asks again."""
        due, self._due = self._due, []
        for future, _, _ in due:
            future.cancel()

    @staticmethod
    def _run(future: Future[Any], job: Callable[[], Any], loud: bool) -> bool:
        if not future.set_running_or_notify_cancel():
            return False  # cancelled while it waited
        try:
            result = job()
        except BaseException as exc:
            future.set_exception(exc)
            if loud:
                raise
        else:
            future.set_result(result)
        return True


class FrameExecutor(Executor):
    """An executor (as a match's thinking uses one) whose jobs are done by :class:`Frames`;
    shutting it down cancels its own jobs still waiting, no one else's."""

    def __init__(self, frames: Frames) -> None:
        self.frames = frames
        self._futures: list[Future[Any]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self._futures = [f for f in self._futures if not f.done()]
        future = self.frames.submit(lambda: fn(*args, **kwargs))
        self._futures.append(future)
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if cancel_futures:
            for future in self._futures:
                future.cancel()
        self._futures = []


class _Promised:
    """:class:`Work` done by the frame: alive until done; joining it does it now."""

    def __init__(self, frames: Frames, future: Future[Any]) -> None:
        self.frames, self.future = frames, future

    def is_alive(self) -> bool:
        return not self.future.done()

    def join(self, timeout: float | None = None) -> None:
        self.frames.run_now(self.future)


_FRAMES: Frames | None = None


def use(frames: Frames | None) -> None:
    """Do the process's work beside the frame on ``frames`` from now on (None: on threads)."""
    global _FRAMES
    _FRAMES = frames


def frames() -> Frames | None:
    """The frames doing the work beside the frame, or None where it runs on threads."""
    return _FRAMES


def executor(name: str) -> Executor:
    """Where one match's computer players think: one thread named ``name``, or the frames."""
    if _FRAMES is not None:
        return FrameExecutor(_FRAMES)
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)


def start(name: str, target: Callable[..., Any], *args: Any) -> Work:
    """Start ``target(*args)`` beside the frame: on a daemon thread named ``name``, or on the next
    frame (its failure then fails that frame, as a thread's would be printed)."""
    if _FRAMES is not None:
        return _Promised(_FRAMES, _FRAMES.submit(lambda: target(*args), loud=True))
    thread = threading.Thread(target=target, args=args, name=name, daemon=True)
    thread.start()
    return thread
