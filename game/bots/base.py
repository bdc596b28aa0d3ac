"""The bot interface: decide from an observation and the legal actions, never from the state.

Search players opt in to a state (``wants_state``): the match hands them a private copy, and they
may look at it only through what their seat observes and ``State.determinize(seat, rng)``, which
deals everything the seat cannot see again at random. A long decision can be cut short from
another thread with :meth:`Bot.cancel` (the window calls it when the table closes).
"""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod
from typing import Any

from game.core import Action, State


class Bot(ABC):
    """A computer player with its own seeded generator (so simulations replay exactly)."""

    wants_observation = True
    """False for bots that ignore the observation, so the loop need not build one."""
    wants_state = False
    """True for search players: the match calls :meth:`choose_from_state` with a private copy of
    the state instead of :meth:`choose`."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._stop = threading.Event()

    @abstractmethod
    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        """Pick one of ``legal``."""

    def choose_from_state(self, state: State) -> Action:
        """Pick an action for the seat to move of ``state`` (a copy the bot may use freely).

        Only for ``wants_state`` bots. Hidden information must be reached through
        ``state.determinize(seat, rng)`` alone; the default decides from the observation.
        """
        seat = state.current_player()
        observation = state.observation(seat) if self.wants_observation else None
        return self.choose(observation, state.legal_actions())

    def cancel(self) -> None:
        """Stop thinking as soon as possible, now and for good (the table is closing): a search
        returns its best move so far."""
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()


class RandomBot(Bot):
    """Uniformly random among the legal actions: the baseline every game offers."""

    wants_observation = False

    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        return legal[int(self.rng.random() * len(legal))]
