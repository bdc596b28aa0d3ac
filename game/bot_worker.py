"""The computer players' own process: searching players think beside the window, not inside it.

A search in the window's process shares its interpreter lock with the frame: every time the frame
lets go of the lock (each drawing call into SDL does), it waits for the search to hand it back,
and a frame of a few milliseconds then takes tens (``bench/frames.py``, four hard players). So the
window's match (:meth:`game.match.Match.use_worker`) hands its searching players' decisions, and
the advice, to one worker process of its own (:class:`BotWorker`, started with the ``spawn``
method on every system, so nothing of the window is inherited). A window on the deterministic
clock (the tests, ``--autoplay``: :mod:`scenes.clock`) starts none: there every decision is made
on the frame's own thread and arrives in the next frame (:mod:`game.background`).

The worker keeps its computer players alive from the first decision to the last, so what they
remember between decisions (the beliefs of :mod:`game.bots.beliefs`, their generators) carries
over exactly as in the window's process: the same seed, budget and history give the same choice
in both (``tests/test_bot_worker.py``).

Messages are JSON (never pickle) both ways, one per ``send_bytes``:

* to the worker: ``{"op": "setup", "game", "players", "options", "bots": [{"seat", "kind",
  "seed", "iterations", "seconds"}]}`` once, then ``{"op": "decide" | "advise", "job", "state"}``
  (``state``: the game's own document, :meth:`State.to_json`, replayed there), ``{"op": "cancel",
  "job"}`` (a search in progress stops) and ``{"op": "stop"}``;
* from the worker: ``{"job", "choice"}`` (the index of the action in the state's legal list) or
  ``{"job", "error": {"code", "params"}}``; a message it cannot read is answered with the error
  ``worker.bad_message`` (``job`` null where it had none) and the worker goes on.

The window's side never waits: :meth:`BotWorker.answer` only looks whether a reply has come, and
:meth:`BotWorker.close` ends the process (terminated if it does not stop at once), so none
outlives the window; a worker also ends by itself when the window's end of its pipe closes.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import os
import queue
import threading
from collections.abc import Mapping, Sequence
from types import SimpleNamespace
from typing import Any

from game import documents, registry
from game.advice import adviser, choice
from game.bots import Bot, make_bot
from game.core import GameError, State, short_repr
from game.messages import TEXTS, register

NICE = 4
"""How much lower the worker's priority is than the window's (where the system allows): on a busy
machine the frame comes first, the search gets what is left."""
STOP_SECONDS = 0.5
"""How long :meth:`BotWorker.close` waits for the process to end after terminating it."""


class WorkerError(GameError):
    """The worker could not start, broke off, or refused a message."""


# -- the window's side ---------------------------------------------------------------------------
class BotWorker:
    """One worker process for one match: :meth:`ask` sends a decision, :meth:`answer` reads it."""

    def __init__(self, game_id: str, players: int, options: Mapping[str, Any], bots: Sequence[dict]) -> None:
        self.setup = {
            "op": "setup",
            "job": 0,
            "game": game_id,
            "players": players,
            "options": dict(options),
            "bots": list(bots),
        }
        self._process: Any = None
        self._conn: Any = None
        self._jobs = 0
        self._replies: dict[int, dict[str, Any]] = {}
        self._stray: WorkerError | None = None
        """The worker's refusal of a message it could not place (raised by the next answer)."""
        self.failed: WorkerError | None = None
        """Why the worker stopped working (it is not started again), else None."""

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def start(self) -> None:
        """Start the process (once); it reads the setup while the window goes on."""
        if self._process is not None or self.failed is not None:
            return
        try:
            context = multiprocessing.get_context("spawn")
            mine, theirs = context.Pipe(duplex=True)
            process = context.Process(target=serve, args=(theirs,), name="stormtable-bots", daemon=True)
            process.start()
        except (OSError, RuntimeError, ValueError) as exc:
            self.failed = WorkerError("worker.no_start", reason=str(exc))
            raise self.failed from None
        theirs.close()  # the worker's end lives in the worker only: closing ours ends it
        self._process, self._conn = process, mine
        self._send(self.setup)

    def ask(self, op: str, state: State) -> int:
        """Send ``state`` for a decision (``decide``: its seat's player; ``advise``: the adviser);
        the job's number, for :meth:`answer` and :meth:`cancel`."""
        self.start()
        if self.failed is not None:
            raise self.failed
        self._jobs += 1
        self._send({"op": op, "job": self._jobs, "state": state.to_json()})
        return self._jobs

    def answer(self, job: int) -> int | None:
        """The index in the legal list chosen for ``job`` once it has come, else None (never
        waits); the worker's refusal or its end raises :class:`WorkerError`."""
        self._read()
        reply = self._replies.pop(job, None)
        if reply is None:
            stray, self._stray = self._stray, None
            if stray is not None or self.failed is not None:
                raise stray or self.failed  # type: ignore[misc]
            return None
        if "error" in reply:
            raise refusal(reply)
        index = reply.get("choice")
        if not isinstance(index, int) or isinstance(index, bool) or index < 0:
            raise WorkerError("worker.bad_reply", reason=short_repr(reply))
        return index

    def wait(self, job: int, seconds: float) -> int | None:
        """:meth:`answer`, waiting at most ``seconds`` for it (tests and the command line only)."""
        if self._conn is not None and job not in self._replies:
            with contextlib.suppress(OSError, EOFError):
                self._conn.poll(seconds)
        return self.answer(job)

    def cancel(self, job: int | None) -> None:
        """Forget ``job``: a search in progress for it stops, its reply is dropped."""
        if job is None:
            return
        self._replies.pop(job, None)
        if self.alive:
            self._send({"op": "cancel", "job": job})

    def send_raw(self, data: bytes) -> None:
        """Send bytes as they are (tests of a corrupt message)."""
        self.start()
        self._conn.send_bytes(data)

    def close(self) -> None:
        """End the process now: asked to stop, then terminated; never waits long."""
        process, conn = self._process, self._conn
        self._process = self._conn = None
        self.failed = self.failed or WorkerError("worker.closed")
        if process is None:
            return
        with contextlib.suppress(OSError, ValueError):
            conn.send_bytes(b'{"op": "stop"}')
        conn.close()
        process.join(0.05)
        if process.is_alive():
            process.terminate()
            process.join(STOP_SECONDS)
        if process.is_alive():
            process.kill()
            process.join(STOP_SECONDS)

    # -- the pipe ------------------------------------------------------------------------------
    def _send(self, message: dict[str, Any]) -> None:
        if self._conn is None:
            self._broke("not started")
            return
        try:
            self._conn.send_bytes(json.dumps(message).encode("utf-8"))
        except (OSError, ValueError) as exc:
            self._broke(str(exc))

    def _read(self) -> None:
        conn = self._conn
        if conn is None:
            return
        try:
            while conn.poll():
                data = conn.recv_bytes()
                try:
                    reply = json.loads(data)
                except ValueError:
                    reply = None
                if not isinstance(reply, dict):
                    self._broke(short_repr(data))
                    return
                job = reply.get("job")
                if job == 0 and "error" in reply:  # the setup was refused: no decision can come
                    self.failed = refusal(reply)
                elif isinstance(job, int):
                    self._replies[job] = reply
                elif "error" in reply:  # a message it could not place
                    self._stray = refusal(reply)
        except (OSError, EOFError) as exc:
            self._broke(str(exc) or type(exc).__name__)

    def _broke(self, reason: str) -> None:
        if self.failed is None:
            self.failed = WorkerError("worker.gone", reason=reason)


def replays_exactly(state: State) -> bool:
    """True when the game's setup and actions rebuild ``state`` exactly, as the worker rebuilds
    it from the document: not so for a position arranged by hand (tests, lessons)."""
    try:
        rebuilt = state.spec.new_game(state.players, state.options, state.seed)
        for action in state.history:
            rebuilt.apply(action, record=False)
    except GameError:
        return False
    return rebuilt.rng_mark() == state.rng_mark() and all(
        rebuilt.observation(seat) == state.observation(seat) for seat in range(state.players)
    )


# -- the worker's side ---------------------------------------------------------------------------
def serve(conn: Any) -> None:
    """The worker process: read messages until ``stop`` or the window's end closes."""
    if NICE and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICE)
    Worker(conn).run()


class Worker:
    """The worker's players and the game as last replayed; a reader thread takes messages (so a
    cancel reaches a search in progress), the main thread decides."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.jobs: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.lock = threading.Lock()
        self.current: tuple[int, Bot] | None = None
        self.cancelled: set[int] = set()
        self.bots: dict[int, Bot] = {}
        self.game: dict[str, Any] | None = None
        self.state: State | None = None
        self.texts: list[str] = []

    def run(self) -> None:
        threading.Thread(target=self.read, name="stormtable-bots-reader", daemon=True).start()
        while True:
            message = self.jobs.get()
            if message is None:
                return
            job = message.get("job")
            try:
                self.reply(job, self.handle(message))
            except GameError as exc:
                self.reply(job, {"error": {"code": exc.code, "params": plain(exc.params)}})
            except Exception as exc:  # a player's own failure: said, and the worker goes on
                self.reply(job, {"error": {"code": "worker.failed", "params": {"reason": repr(exc)}}})

    def read(self) -> None:
        while True:
            try:
                data = self.conn.recv_bytes()
            except (OSError, EOFError):
                os._exit(0)  # the window is gone: nothing here is worth finishing
            try:
                message = json.loads(data)
            except ValueError:
                message = None
            if not isinstance(message, dict) or not isinstance(message.get("op"), str):
                self.refuse(None, "not a JSON object with an op")
                continue
            op = message["op"]
            job = message.get("job")
            if op == "stop":
                os._exit(0)
            if op == "cancel":
                with self.lock:
                    if isinstance(job, int):
                        self.cancelled.add(job)
                    if self.current is not None and self.current[0] == job:
                        self.current[1].cancel()
                continue
            if op not in ("setup", "decide", "advise"):
                self.refuse(job, f"unknown op {short_repr(op)}")
                continue
            if op != "setup" and (not isinstance(job, int) or isinstance(job, bool)):
                self.refuse(None, "a decision without a job number")
                continue
            self.jobs.put(message)

    def refuse(self, job: Any, reason: str) -> None:
        self.reply(job if isinstance(job, int) else None, error("worker.bad_message", reason=reason))

    def reply(self, job: Any, body: dict[str, Any] | None) -> None:
        if body is None:
            return
        try:
            self.conn.send_bytes(json.dumps({"job": job, **body}).encode("utf-8"))
        except (OSError, ValueError):
            os._exit(0)

    # -- the messages --------------------------------------------------------------------------
    def handle(self, message: dict[str, Any]) -> dict[str, Any] | None:
        op = message["op"]
        if op == "setup":
            return self.setup(message)
        job = message["job"]
        if self.game is None:
            return error("worker.bad_message", reason="a decision before the setup")
        state = self.replay(message.get("state"))
        seat = state.current_player()
        if op == "decide":
            bot = self.bots.get(seat)
            if bot is None:
                return error("worker.no_player", seat=seat)
        else:
            bot = adviser(state)
        with self.lock:
            if job in self.cancelled:
                self.cancelled.discard(job)
                return None
            bot._stop.clear()  # a cancel stops one decision here, not the player for good
            self.current = (job, bot)
        try:
            action = choice(bot, state)
        finally:
            with self.lock:
                self.current = None
                cancelled = job in self.cancelled
                self.cancelled.discard(job)
        if cancelled:
            return None
        return {"choice": state.legal_actions().index(action)}

    def setup(self, message: dict[str, Any]) -> None:
        game = message.get("game")
        rows = message.get("bots")
        if not isinstance(game, str) or not isinstance(rows, list):
            raise GameError("worker.bad_message", reason="a setup without a game and its players")
        registry.get(game)  # an unknown game is refused by name
        bots = {}
        for row in rows:
            if not isinstance(row, dict) or not isinstance(row.get("seat"), int):
                raise GameError("worker.bad_message", reason="a malformed player")
            bot = make_bot(str(row.get("kind")), game, int(row.get("seed", 0)))
            for name in ("iterations", "seconds"):
                if name in row and hasattr(bot, name):
                    setattr(bot, name, row[name])
            bots[row["seat"]] = bot
        self.game = {"game": game, "players": message.get("players"), "options": message.get("options")}
        self.bots = bots
        self.state, self.texts = None, []
        return None

    def replay(self, doc: Any) -> State:
        """The state of ``doc`` (a document of this match's game): the last one replayed with
        the actions that came since, or replayed from its start."""
        if not isinstance(doc, dict) or not isinstance(doc.get("actions"), list):
            raise GameError("worker.bad_message", reason="a decision without the game's document")
        game = self.game or {}
        if any(doc.get(key) != game.get(key) for key in ("game", "players", "options")):
            raise GameError("worker.bad_message", reason="a document of another game")
        texts = doc["actions"]
        state = self.state
        known = self.texts
        if (
            state is None
            or doc.get("seed") != state.seed
            or len(texts) < len(known)
            or texts[: len(known)] != known
        ):
            state = documents.from_json(doc)
        else:
            for text in texts[len(known) :]:
                if not isinstance(text, str):
                    raise GameError("worker.bad_message", reason="an action that is not text")
                state.apply_text(text)
        self.state, self.texts = state, list(texts)
        return state.copy()


def refusal(reply: dict[str, Any]) -> WorkerError:
    """The error of a reply ``{"error": {"code", "params"}}``: the worker's own message passed on
    (a registered id with plain parameters), else ``worker.bad_reply``."""
    body = reply.get("error")
    body = body if isinstance(body, dict) else {}
    said = SimpleNamespace(code=body.get("code"), params=body.get("params"))
    if not (isinstance(said.code, str) and said.code in TEXTS and isinstance(said.params, dict)):
        return WorkerError("worker.bad_reply", reason=short_repr(reply))
    return WorkerError(said.code, **said.params)


def error(code: str, **params: Any) -> dict[str, Any]:
    return {"error": {"code": code, "params": params}}


def plain(params: Mapping[str, Any]) -> dict[str, Any]:
    """An error's parameters as JSON can carry them (anything else as its text)."""
    return {
        key: value if isinstance(value, (str, int, float, bool)) or value is None else str(value)
        for key, value in params.items()
    }


register(
    {
        "worker.no_start": "the computer players' process could not start: {reason}",
        "worker.gone": "the computer players' process stopped: {reason}",
        "worker.closed": "the computer players' process was closed",
        "worker.bad_message": "the computer players' process refused a message: {reason}",
        "worker.bad_reply": "the computer players' process sent a reply that cannot be read: {reason}",
        "worker.bad_choice": "the computer players' process chose move {choice} of {choices}",
        "worker.no_player": "the computer players' process has no player in seat {seat}",
        "worker.failed": "a computer player failed: {reason}",
    }
)
