"""Yardsticks for Opposites' hard player at a table: the same search shown what a fair player
cannot see (none is a player: each reads the real cards).

Each is :class:`game.bots.opposites_bot.HardOppositesBot` with its deals replaced: every hand and
the draw pile as they are (:class:`SeesAll`), every hand with the draw pile shuffled
(:class:`SeesHands`), or only the next player's hand with the rest dealt at random
(:class:`SeesNext`). Measure one with ``bench/bots.py table opposites --players 4 --bots
bench.opposites_sight:SeesHands,medium,medium,medium``; the figures are in the
``HardOppositesBot`` docstring.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.search import SeesCards
from game.core import State
from game.opposites.bots import HardOppositesBot
from game.opposites.rules import OppositesState


class SeesAll(SeesCards, HardOppositesBot):
    """Every hand and the draw pile's order: what the next draws bring too."""


class SeesHands(SeesAll):
    """Every hand; the draw pile shuffled."""

    hands_only = True


class SeesNext(HardOppositesBot):
    """The next player's hand; the others' hands and the draw pile dealt at random from the rest."""

    use_beliefs = False

    def sample(self, state: State, seat: int, rng: random.Random) -> State:
        assert isinstance(state, OppositesState)
        other = state.determinize(seat, rng)
        assert isinstance(other, OppositesState)
        following = (seat + 1) % state.players
        rest = Counter([c for s in range(state.players) if s != seat for c in other.hands[s]] + other.deck)
        rest.subtract(state.hands[following])
        pool = sorted(rest.elements())
        rng.shuffle(pool)
        other.hands[following] = list(state.hands[following])
        for s in range(state.players):
            if s not in (seat, following):
                size = len(other.hands[s])
                other.hands[s], pool = pool[:size], pool[size:]
        other.deck = pool
        return other
