"""The Assano player of the tuning bench (``python bench/tune.py assano ...``): the hard player's
reading of the table (:mod:`game.assano.reading`, its features and tuned weights) with any
weights. With :data:`BASE` (every weight 0) it chooses exactly as medium does.

The shipped weights (:data:`TUNED`) come from a run of the cross-entropy method (12 iterations of 16
candidates of 1,000 four-player games, each candidate's weights moved fully to the elite's, before
this bench kept the halfway step). ``disagree tuned`` finds its best plays disjoint from medium's in
640 of 3,941 decisions with a choice. Its game shares are in :mod:`game.assano.reading`.
"""

from __future__ import annotations

from bench.tune import Tuning
from game.assano.moves import WORDS
from game.assano.reading import NAMES, WEIGHTS, ReadingAssanoBot
from game.assano.rules import AssanoState
from game.core import Action, State

BASE = dict.fromkeys(NAMES, 0.0)
"""Every feature off: the player medium is."""
SPREAD = dict(zip(NAMES, (3.0, 3.0, 30.0, 20.0, 20.0, 20.0, 10.0, 20.0, 20.0, 3.0), strict=True))
"""The cross-entropy method's first spread of each weight (in medium's score units: one more card of
a colour is worth 3)."""
TUNED = WEIGHTS


def best(state: State, weights: dict[str, float]) -> set[Action]:
    """The plays the weights like best (every legal move when there is no play to choose)."""
    assert isinstance(state, AssanoState)
    legal = state.legal_actions()
    plays = [a for a in legal if a not in WORDS]
    if len(plays) < 2:
        return set(legal)
    bot = ReadingAssanoBot(0, weights)
    bot.read(state, bot.beliefs.update(state))
    values = bot.likings(state.observation(state.turn), plays)
    top = max(values)
    return {a for a, v in zip(plays, values, strict=True) if v >= top - 1e-9}


TUNING = Tuning("assano", BASE, SPREAD, TUNED, ReadingAssanoBot, best, {"target": 0})
