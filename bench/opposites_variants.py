"""Variants of Opposites' hard player for ``bench/move_gain.py``, ``bench/opposites_where.py`` and
``bench/bots.py table`` (none is a level): other budgets, play-outs stopped after a horizon and
scored by hand sizes, play-outs that name a Tornado as a player would, and medium's later
placements at every table size. The figures are in the ``HardOppositesBot`` docstring."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import Action, State
from game.opposites.bots import HardOppositesBot
from game.opposites.cards import opposite
from game.opposites.moves import AFTER_START, COUNTER_BASE, NAME_BASE
from game.opposites.plan import TORNADO
from game.opposites.rules import OppositesState


class Budget1500(HardOppositesBot):
    def __init__(self, seed: int, iterations: int = 1500, seconds: float | None = 1.0) -> None:
        super().__init__(seed, iterations, seconds)


class Budget12000(HardOppositesBot):
    def __init__(self, seed: int, iterations: int = 12000, seconds: float | None = 1.0) -> None:
        super().__init__(seed, iterations, seconds)


class Horizon40(HardOppositesBot):
    horizon = 40


class Horizon80(HardOppositesBot):
    horizon = 80


class SmartNaming(HardOppositesBot):
    """Play-outs name a Tornado's symbol as a player would: the one the sample's next player can
    least answer (or, when the namer plays next itself, the one it can best answer)."""

    def rollout_action(self, state: State, legal: list[Action], rng: random.Random) -> Action:
        if not NAME_BASE <= legal[0] < COUNTER_BASE:
            return super().rollout_action(state, legal, rng)
        assert isinstance(state, OppositesState)
        own = state.after == AFTER_START or state.extra > 0
        hand = state.hands[state.seat if own else state.next_seat()]
        sign = 1 if own else -1

        def held(action: int) -> float:
            need = opposite((action - NAME_BASE) & 3)
            return sign * sum(1 for c in hand if c != TORNADO and c >> 4 == need) + rng.random() * 0.5

        return max(legal, key=held)


class LaterMedium(HardOppositesBot):
    """Medium's later placements at every table size (the level has them at four players: there
    it is the level, the player its four-player figures were measured with)."""

    medium_later = frozenset({2, 3, 4})


class LaterMediumNaming(LaterMedium, SmartNaming):
    """Both: medium's later placements and play-outs that name as a player would."""
