"""Tornado Ellie hard-player variants measured at three and four players (none shipped).

Each is :class:`game.bots.tornado_bot.HardTornadoBot` (medium's card kept unless the paired
search finds another clearly better) with other play-outs or deals; measure one with
``bench/tornado_gain.py --bots bench.tornado_variants:EndBeliefsWeighed`` or
``bench/bots.py table ... --bots bench.tornado_variants:EndBeliefsWeighed,medium,medium``. The
figures are in the ``HardTornadoBot`` docstring.
"""

from __future__ import annotations

import sys
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import State, shares
from game.tornado_ellie.bots import HardTornadoBot
from game.tornado_ellie.playout import HandBeliefs, play_on
from game.tornado_ellie.rules import TornadoEllieState


class EndUniform(HardTornadoBot):
    """Play-outs where everyone plays as medium (:func:`play_on`) for ``horizon`` rounds (None:
    to the end of the game), scored by the share of the win (the best farm where a play-out
    stops early) plus ``margin`` times the lead in points over the best other farm; the hidden
    cards dealt uniformly (``determinize``)."""

    horizon: int | None = None
    margin = 0.0
    budget = 600
    confidence = 1.0

    def __init__(self, seed: int, iterations: int | None = None, seconds: float | None = 1.0) -> None:
        super().__init__(seed, iterations or self.budget, seconds)

    def play_out(self, line: State, root: State, rng: Random) -> None:
        assert isinstance(line, TornadoEllieState) and isinstance(root, TornadoEllieState)
        if self.horizon is None:
            play_on(line, rng)
        else:
            last = root.rounds + self.horizon
            play_on(line, rng, lambda s: s.rounds >= last)

    def rewards(self, state: State) -> list[float]:
        assert isinstance(state, TornadoEllieState)
        scores = state.scores()
        if state.is_over():
            won = shares(state.result().winners, state.players)
        else:
            best = max(scores)
            top = [s for s in range(state.players) if scores[s] == best]
            won = [1.0 / len(top) if s in top else 0.0 for s in range(state.players)]
        if not self.margin:
            return won
        out = []
        for seat in range(state.players):
            other = max(scores[s] for s in range(state.players) if s != seat)
            out.append(won[seat] + self.margin * (scores[seat] - other))
        return out


class EndUniformFree(EndUniform):
    """200 play-outs, no anchor (the search's best card is played)."""

    budget = 200
    confidence = 0.0


class EndBeliefs(EndUniform):
    """The hidden cards dealt by :class:`HandBeliefs` (a player who could not follow holds cards
    that do not); with ``miss`` below 1, a deal is also kept with the chance ``miss`` to the
    power of the others' cards this round that medium would not have played from the hands it
    gives them (at most ``tries`` deals, else the likeliest)."""

    miss = 1.0
    tries = 1
    _beliefs: Any = None

    def prepare(self, state: State) -> None:
        assert isinstance(state, TornadoEllieState)
        seat = state.current_player()
        beliefs = self._beliefs
        if beliefs is None or beliefs.seat != seat or not beliefs.follows(state):
            beliefs = self._beliefs = HandBeliefs(state, seat)
        beliefs.update(state)

    def sample(self, state: State, seat: int, rng: Random) -> State:
        best = None
        best_weight = -1.0
        for _ in range(self.tries):
            other = super().sample(state, seat, rng)
            assert isinstance(other, TornadoEllieState)
            self._beliefs.constrain(other, rng)
            if self.miss == 1.0:
                return other
            weight = self._beliefs.weight(other, self.miss)
            if rng.random() < weight:
                return other
            if weight > best_weight:
                best, best_weight = other, weight
        assert best is not None
        return best


class EndBeliefsWeighed(EndBeliefs):
    miss = 0.2
    tries = 8


class EndBeliefsMargin(EndBeliefsWeighed):
    margin = 0.1


class TwoRounds(EndBeliefsWeighed):
    """Two rounds of play-out (about four times cheaper), more of them, scored with the margin."""

    budget = 1500
    confidence = 1.5
    horizon = 2
    margin = 0.1


class ThreeRounds(TwoRounds):
    budget = 1200
    horizon = 3


class SeesHands(EndUniform):
    """A yardstick, not a player: deals with the others' real hands (only the draw pile is
    shuffled), to measure what knowing the hands is worth."""

    def sample(self, state: State, seat: int, rng: Random) -> State:
        other = state._determinized_copy(rng)
        assert isinstance(other, TornadoEllieState)
        other.backs = list(other.backs)
        top = other.pile[-1]
        rng.shuffle(other.pile)
        new = other.pile[-1]
        other.backs[top], other.backs[new] = other.backs[new], other.backs[top]
        other.physics = False  # type: ignore[attr-defined]
        return other


class EndBeliefsMarginLong(EndBeliefsMargin):
    """Four times the play-outs (several seconds a decision: beyond the app's budget)."""

    budget = 2400
    confidence = 1.5
