"""A match, stepped: the one game loop shared by the window, the command line and the tests.

A match is a game state plus who sits in each seat (a human or a computer player of some kind)
and the physical world, if the game has one. It says whose decision comes next, takes a human's
action, and gets a computer's action either at once (:meth:`Match.run`, for the command line) or
on a worker thread (:meth:`Match.poll`, for the window, whose frame must never wait). Both paths
decide through :meth:`Match.decide` and apply through :meth:`Match.apply`, so there is one loop.
The window's match (:meth:`Match.use_worker`) hands its searching players and the advice to a
worker process instead (:mod:`game.bot_worker`): a search on a thread shares the interpreter with
the frame and makes it stutter.
After every action the ``on_action`` callback runs (and after an undo, with ``None`` for the
action): the window autosaves there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Any

from game import background, registry
from game import undo as undo_rules
from game.advice import Advice, advise, adviser, explained
from game.bot_worker import BotWorker, WorkerError, replays_exactly
from game.bots import Bot, make_bot
from game.bots.search import SearchBot
from game.core import TERMINAL, WORLD, Action, GameError, State
from game.messages import register
from game.world import WorldResolver, find_world, require_world, rotation_skill, world_seed

HUMAN = "human"
"""The seat kind of a person at the table; every other kind names a computer player."""


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: ``kind`` is ``human`` or a bot kind of the game; ``name`` is shown."""

    kind: str
    name: str

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "name": self.name}


@dataclass(frozen=True)
class Turn:
    """The next decision: ``who`` is ``human``, ``bot``, ``world`` or ``over``; ``seat`` its seat."""

    who: str
    seat: int


AIDS: dict[str, bool] = {"undo": True, "advice": True}
"""The table's aids for people learning (not rules of the game, so not among its options): taking
back one's own moves, and advice from the hard computer player. Setup may turn each off."""


def bot_seed(seed: int, seat: int) -> int:
    """Each computer player's own seed, derived from the game's, so a match replays exactly."""
    return seed * 1009 + seat


class Match:
    """One game in progress with its seats, bots and world."""

    def __init__(
        self,
        state: State,
        seats: Sequence[Seat],
        world: WorldResolver | None = None,
        on_action: Callable[[Match, Action], None] | None = None,
        bots: Sequence[Bot | None] | None = None,
        aids: Mapping[str, bool] | None = None,
    ) -> None:
        if len(seats) != state.players:
            raise GameError("match.seat_count", seats=len(seats), players=state.players)
        self.state = state
        self.seats = list(seats)
        self.bots: list[Bot | None] = (
            list(bots)
            if bots is not None
            else [
                None if seat.human else make_bot(seat.kind, state.spec.id, bot_seed(state.seed, index))
                for index, seat in enumerate(self.seats)
            ]
        )
        self.world = world
        self.on_action = on_action
        self._own_bots = bots is None
        """The bots were made here from the seats' kinds (so a worker process can make the same)."""
        self._worker: BotWorker | None = None
        self._worker_on = False
        self._job: int | None = None
        """The worker's decision asked for at ``_pending_at``; ``_ready`` its action once come."""
        self._ready: Action | None = None
        self._advice_job: int | None = None
        self._advice_ready: Advice | None = None
        self._advice_state: State | None = None
        self.worker_decisions = 0
        """Decisions (and advice) that came back from the worker process (the smoke test counts)."""
        self._pool: Executor | None = None
        self._pending: Future[Action] | None = None
        self._pending_at = -1
        self._advice: Future[Any] | None = None
        self._advice_at: tuple[int, int] | None = None
        self._adviser: Bot | None = None
        self.aids = check_aids(aids)
        self._steps: list[undo_rules.Step] | None = None
        """The undo record of every action (:mod:`game.undo`); None until it is first needed and
        made by replaying the game (which also finds a position no replay gives)."""

    @classmethod
    def new(
        cls,
        game_id: str,
        seats: Sequence[Seat],
        seed: int,
        options: Mapping[str, Any] | None = None,
        world: WorldResolver | None = None,
        on_action: Callable[[Match, Action], None] | None = None,
        aids: Mapping[str, bool] | None = None,
    ) -> Match:
        """A fresh game; the installed world is looked up when none is given."""
        state = registry.get(game_id).new_game(len(seats), options, seed)
        if world is None:
            world = find_world(game_id, state.options)
        return cls(state, seats, world, on_action, aids=aids)

    # -- whose decision ------------------------------------------------------------------
    def turn(self) -> Turn:
        seat = self.state.current_player()
        if seat == TERMINAL:
            return Turn("over", seat)
        if seat == WORLD:
            return Turn("world", seat)
        return Turn("human" if self.seats[seat].human else "bot", seat)

    def humans(self) -> list[int]:
        return [index for index, seat in enumerate(self.seats) if seat.human]

    # -- deciding and applying -----------------------------------------------------------
    def decide(self, state: State) -> Action:
        """A computer's (or the world's) action for ``state``; humans never pass through here."""
        seat = state.current_player()
        if seat == WORLD:
            world = require_world(self.world, state)
            return world(state, rotation_skill(state, self.bots), world_seed(state))
        bot = self.bots[seat]
        if bot is None:
            raise GameError("match.person_decides", seat=seat)
        if bot.wants_state:  # a search player: a private copy, so the game itself is never touched
            return bot.choose_from_state(state.copy())
        observation = state.observation(seat) if bot.wants_observation else None
        return bot.choose(observation, state.legal_actions())

    def apply(self, action: Action) -> None:
        """Apply an action for whoever decides now; an illegal one raises and changes nothing."""
        self.cancel()
        self.cancel_advice()
        state = self.state
        if self._steps is None and self.aids["undo"]:
            self.steps()  # the record of what came before (a replay, once)
        actor = state.current_player()
        before = undo_rules.chance_mark(state)
        events = state.apply(action)
        if self._steps is not None:
            self._steps.append(undo_rules.step_of(actor, events, before, undo_rules.chance_mark(state)))
        if self.on_action is not None:
            self.on_action(self, action)

    # -- taking back (game.undo) ---------------------------------------------------------
    def steps(self) -> list[undo_rules.Step]:
        if self._steps is None:
            self._steps = undo_rules.steps_of(self.state)
        return self._steps

    def can_undo(self) -> bool:
        """True when the person deciding now may take back their last action."""
        if not self.aids["undo"] or self.turn().who != "human":
            return False
        return undo_rules.takeable(self.state, self.steps()) > 0

    def undo(self) -> None:
        """Take back the last action of the person deciding now: the game is rebuilt exactly by
        replaying every action before it. Refused (GameError) where the policy says no."""
        if not self.aids["undo"]:
            raise GameError("undo.off")
        if not self.can_undo():
            raise GameError("undo.nothing")
        self.cancel()
        self.cancel_advice()
        steps = self.steps()
        self.state = undo_rules.replay(self.state, len(self.state.history) - 1)
        del steps[-1]
        if self.on_action is not None:
            self.on_action(self, None)

    def run(self) -> State:
        """Play until the game ends or a person must decide (the command line's loop)."""
        state = self.state
        while not state.is_over() and self.turn().who != "human":
            self.apply(self.decide(state))
        return state

    # -- without blocking (the window) ---------------------------------------------------
    def poll(self) -> Action | None:
        """Start a computer's thinking on a worker if it is their turn; return its action once
        it is ready (not yet applied, so the window can animate it first), else None."""
        turn = self.turn()
        if turn.who not in ("bot", "world"):
            return None
        moment = len(self.state.history)
        if turn.who == "bot" and self.thinks_elsewhere(turn.seat):
            return self._poll_worker(moment)
        if self._pending is None or self._pending_at != moment:
            self._pending = self.pool().submit(self.decide, self.state.copy())
            self._pending_at = moment
        if not self._pending.done():
            return None
        return self._pending.result()  # a bot's exception surfaces here, in the frame loop

    # -- the worker process (game.bot_worker) -------------------------------------------
    def use_worker(self) -> None:
        """Let the searching players and the adviser think in a worker process (the window's
        match; the command line, simulations and replays decide here). Only for bots this match
        made from its seats' kinds, in a game its document rebuilds; the process starts now where
        a searching player sits. Where the work beside the frame is done on the frame
        (:mod:`game.background`) every player decides there, on a budget of iterations alone."""
        if background.frames() is not None:
            for bot in self.bots:
                if isinstance(bot, SearchBot):
                    bot.seconds = None  # the same move on every machine, however busy
            return
        if not self._own_bots or self._worker_on or not replays_exactly(self.state):
            return  # a position arranged by hand: the worker could not rebuild it from its document
        self._worker_on = True
        if any(self.thinks_elsewhere(seat) for seat in range(self.state.players)):
            try:
                self.worker().start()
            except WorkerError:
                self.stop_worker()  # they think on the thread instead

    def thinks_elsewhere(self, seat: int) -> bool:
        """True when the computer player of ``seat`` decides in the worker process."""
        bot = self.bots[seat] if 0 <= seat < len(self.bots) else None
        return self._worker_on and bot is not None and bot.wants_state

    def worker(self) -> BotWorker:
        if self._worker is None:
            state = self.state
            rows = []
            for seat, bot in enumerate(self.bots):
                if bot is None or not bot.wants_state:
                    continue
                row: dict[str, Any] = {"seat": seat, "kind": self.seats[seat].kind}
                row["seed"] = bot_seed(state.seed, seat)
                for name in ("iterations", "seconds"):  # the budget, as set on this match's player
                    if hasattr(bot, name):
                        row[name] = getattr(bot, name)
                rows.append(row)
            self._worker = BotWorker(state.spec.id, state.players, state.options, rows)
        return self._worker

    def stop_worker(self) -> None:
        """End the worker process; its players' decisions come from the thread from now on."""
        self._worker_on = False
        self._job = self._ready = None
        if self._worker is not None:
            self._worker.close()

    def _poll_worker(self, moment: int) -> Action | None:
        if self._job is not None and self._pending_at == moment and self._ready is not None:
            return self._ready
        worker = self.worker()
        try:
            if self._job is None or self._pending_at != moment:
                self.cancel()
                self._job = worker.ask("decide", self.state)
                self._pending_at = moment
            index = worker.answer(self._job)
            if index is None:
                return None
            legal = self.state.legal_actions()
            if index >= len(legal):
                raise WorkerError("worker.bad_choice", choice=index, choices=len(legal))
        except WorkerError:
            self.stop_worker()  # said once by the window; the thread decides from the next frame
            raise
        self._ready = legal[index]
        self.worker_decisions += 1
        return self._ready

    # -- advice (game.advice), on the worker --------------------------------------------
    def ask_advice(self) -> bool:
        """Start the adviser (the hard computer player) on the worker for the person deciding
        now; False where advice is off or no person decides. Asking again for the same moment
        keeps the thinking already started."""
        if not self.aids["advice"] or self.turn().who != "human":
            return False
        moment = (len(self.state.history), id(self.state))
        if self._advice is not None and self._advice_at == moment:
            return True
        self.cancel_advice()
        self._advice_at = moment
        if self._worker_on:
            try:
                self._advice_job = self.worker().ask("advise", self.state)
                self._advice_state = self.state.copy()
                return True
            except WorkerError:
                self.stop_worker()
        self._advice_on_thread()
        return True

    def _advice_on_thread(self) -> None:
        state = self.state.copy()
        self._adviser = bot = adviser(state)
        self._advice = self.pool().submit(advise, state, bot)

    def advice(self) -> Advice | None:
        """The advice asked for this moment once it is ready, else None (never waits)."""
        if self._advice_at != (len(self.state.history), id(self.state)):
            return None
        if self._advice_job is not None:
            return self._advice_from_worker()
        future = self._advice
        if future is None:
            return None
        if not future.done():
            return None
        return future.result()

    def _advice_from_worker(self) -> Advice | None:
        if self._advice_ready is None:
            assert self._worker is not None and self._advice_job is not None
            state = self._advice_state
            assert state is not None
            try:
                index = self._worker.answer(self._advice_job)
                if index is not None and index >= len(state.legal_actions()):
                    raise WorkerError("worker.bad_choice", choice=index, choices=len(state.legal_actions()))
            except WorkerError:  # the worker broke off: the advice is asked on the thread instead
                self.stop_worker()
                self._advice_job = None
                self._advice_on_thread()
                return None
            if index is None:
                return None
            self._advice_ready = explained(state, state.legal_actions()[index])
            self.worker_decisions += 1
        return self._advice_ready

    def cancel_advice(self) -> None:
        """Forget the advice asked for (the game moved on): a search in progress stops."""
        if self._adviser is not None:
            self._adviser.cancel()
        if self._advice is not None:
            self._advice.cancel()
        if self._advice_job is not None and self._advice_ready is None and self._worker is not None:
            self._worker.cancel(self._advice_job)
        self._advice = self._adviser = self._advice_at = None
        self._advice_job = self._advice_ready = self._advice_state = None

    def pool(self) -> Executor:
        if self._pool is None:
            self._pool = background.executor("stormtable-bot")
        return self._pool

    def cancel(self) -> None:
        """Forget a pending computer decision (its thread finishes on its own, unused; the
        worker process stops its search)."""
        if self._pending is not None:
            self._pending.cancel()
        self._pending = None
        if self._job is not None and self._ready is None and self._worker is not None:
            self._worker.cancel(self._job)  # still thinking: its search stops
        self._job = self._ready = None

    def close(self) -> None:
        """Stop the worker: called when the table closes, so no thread or process outlives the
        window."""
        self.cancel()
        self.cancel_advice()
        self.stop_worker()
        for bot in self.bots:
            if bot is not None:
                bot.cancel()  # a search in progress returns at once
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # -- saving --------------------------------------------------------------------------
    def meta(self) -> dict[str, Any]:
        """What a save holds beyond the game itself: who sat where, and the table's aids."""
        return {"seats": [seat.to_json() for seat in self.seats], "aids": dict(self.aids)}


def check_aids(aids: Any) -> dict[str, bool]:
    """The aids with the defaults filled in; an unknown aid or a value not true/false is refused."""
    if aids is None:
        return dict(AIDS)
    if not isinstance(aids, Mapping) or any(
        name not in AIDS or not isinstance(value, bool) for name, value in aids.items()
    ):
        raise GameError("match.bad_aids")
    return {**AIDS, **aids}


def aids_from_meta(meta: Any) -> dict[str, bool]:
    """The aids stored in a save's meta (the defaults where it says none); malformed ones are
    refused with a clear message."""
    return check_aids(meta.get("aids") if isinstance(meta, dict) else None)


def seats_from_meta(meta: Any, players: int) -> list[Seat]:
    """The seats stored in a save's meta; anything malformed is refused with a clear message."""
    rows = meta.get("seats") if isinstance(meta, dict) else None
    if not isinstance(rows, list) or len(rows) != players:
        raise GameError("match.no_seats")
    seats = []
    for row in rows:
        if not (
            isinstance(row, dict) and isinstance(row.get("kind"), str) and isinstance(row.get("name"), str)
        ):
            raise GameError("match.bad_seat")
        seats.append(Seat(row["kind"][:40], row["name"][:40]))
    return seats


register(
    {
        "match.seat_count": "{seats} seats for {players} players",
        "match.person_decides": "seat {seat} is a person's: the match waits for their action",
        "match.no_seats": "the save does not say who sits in each seat",
        "match.bad_seat": "a seat in the save is malformed",
        "match.bad_aids": "the table's aids in the save (undo, advice) are malformed",
    }
)
