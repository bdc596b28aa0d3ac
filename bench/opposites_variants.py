"""Variants of Opposites' hard player for ``bench/move_gain.py`` and ``bench/bots.py table`` (none
is a level): a bigger budget, and play-outs stopped after a horizon and scored by hand sizes
without medium's anchor. The figures are in the ``HardOppositesBot`` docstring."""

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
    """Searches the naming and the first placement of a turn; later placements (which card stays
    on top, mostly) are medium's, whose model of the next player's answers judged them better."""

    def choose_from_state(self, state: State) -> Action:
        assert isinstance(state, OppositesState)
        legal = state.legal_actions()
        if len(legal) > 1 and legal[0] < NAME_BASE and any(state.placed):
            self.last_iterations = 0
            return self._medium.choose(state.observation(state.current_player()), legal)
        return super().choose_from_state(state)


class LaterMediumNaming(LaterMedium, SmartNaming):
    """Both: medium's later placements and play-outs that name as a player would."""
