"""A match, stepped: the one game loop shared by the window, the command line and the tests.

A match is a game state plus who sits in each seat (a human or a computer player of some kind)
and the physical world, if the game has one. It says whose decision comes next, takes a human's
action, and gets a computer's action either at once (:meth:`Match.run`, for the command line) or
on a worker thread (:meth:`Match.poll`, for the window, whose frame must never wait). Both paths
decide through :meth:`Match.decide` and apply through :meth:`Match.apply`, so there is one loop.
After every action the ``on_action`` callback runs: the window autosaves there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from game import registry
from game.bots import Bot, make_bot
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
        self._pool: ThreadPoolExecutor | None = None
        self._pending: Future[Action] | None = None
        self._pending_at = -1

    @classmethod
    def new(
        cls,
        game_id: str,
        seats: Sequence[Seat],
        seed: int,
        options: Mapping[str, Any] | None = None,
        world: WorldResolver | None = None,
        on_action: Callable[[Match, Action], None] | None = None,
    ) -> Match:
        """A fresh game; the installed world is looked up when none is given."""
        state = registry.get(game_id).new_game(len(seats), options, seed)
        if world is None:
            world = find_world(game_id, state.options)
        return cls(state, seats, world, on_action)

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
        self.state.apply(action)
        if self.on_action is not None:
            self.on_action(self, action)

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
        if self.turn().who not in ("bot", "world"):
            return None
        moment = len(self.state.history)
        if self._pending is None or self._pending_at != moment:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="stormtable-bot")
            self._pending = self._pool.submit(self.decide, self.state.copy())
            self._pending_at = moment
        if not self._pending.done():
            return None
        return self._pending.result()  # a bot's exception surfaces here, in the frame loop

    def cancel(self) -> None:
        """Forget a pending computer decision (its thread finishes on its own, unused)."""
        if self._pending is not None:
            self._pending.cancel()
        self._pending = None

    def close(self) -> None:
        """Stop the worker: called when the table closes, so no thread outlives the window."""
        self.cancel()
        for bot in self.bots:
            if bot is not None:
                bot.cancel()  # a search in progress returns at once
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # -- saving --------------------------------------------------------------------------
    def meta(self) -> dict[str, Any]:
        """What a save holds beyond the game itself: who sat where."""
        return {"seats": [seat.to_json() for seat in self.seats]}


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
    }
)
