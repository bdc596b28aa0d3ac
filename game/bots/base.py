"""The bot interface: decide from an observation and the legal actions, never from the state."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any

from game.core import Action


class Bot(ABC):
    """A computer player with its own seeded generator (so simulations replay exactly)."""

    wants_observation = True
    """False for bots that ignore the observation, so the loop need not build one."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        """Pick one of ``legal``."""


class RandomBot(Bot):
    """Uniformly random among the legal actions: the baseline every game offers."""

    wants_observation = False

    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        return legal[int(self.rng.random() * len(legal))]
