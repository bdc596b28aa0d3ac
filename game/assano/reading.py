"""What a hard Assano player reads of the table beyond medium's liking of a play: medium
(:class:`~game.assano.bots.AssanoBot`) with weighed features added (:meth:`AssanoBot.bonus`),
all from what the seat sees and what the draws have shown (:class:`~game.assano.bots.AssanoFacts`),
so it needs no guess of the hidden hands. The hard player keeps its move at a table of three or four
unless its search finds one clearly better (:attr:`HardAssanoBot.at_table`).

The features of a play:

* ``COLOUR_LEFT``: its cards of the colour in play after the play; ``MATCHES_LEFT``: its cards that
  would match the play (``LAST_MATCHES``: the same with three cards or fewer in hand);
* ``NO_ANSWER``: the chance that the seat which must answer the play holds nothing that matches,
  from the unseen cards and what its draws showed it lacks; ``NO_ANSWER_NEAR``: the same divided
  by that seat's hand size (a close player stopped is worth more); ``ANSWERER_NEAR``: one over the
  answering seat's hand size;
* ``HIT_NEAR``: a Skip, Draw Two or Wild Draw Four on a seat, over its hand size; ``DRAW_HIT_NEAR``:
  the same for the two that make it draw;
* ``EARLY_WILD``: a wild while nobody else is close to going out;
* ``REVERSE_NEIGHBOUR``: a Reverse, by how much closer to going out the neighbour it turns away
  is than the one it turns to.

The weights (:data:`WEIGHTS`) were tuned on whole four-player games against three mediums by the
cross-entropy method (``python bench/tune.py assano cem``); with every weight 0 it chooses exactly
as medium does. Measured on fresh seeds (``python bench/tune.py assano confirm tuned``): it won
27.5% of 4,000 four-player games against three mediums (95% interval 26.1% to 28.9%; medium in its
seat on the same deals 24.2%), 37.3% of 3,000 at three players (medium 35.0%) and 52.6% of 2,000 at
two (medium 50.0%), at about a millisecond a decision.
"""

from __future__ import annotations

from collections import Counter

from game.assano.bots import CLOSE_TO_OUT, AssanoBot, AssanoFacts
from game.assano.cards import DRAW_TWO, FULL_DECK, MATCHING, REVERSE, SKIP, WILD, WILD_FOUR
from game.assano.rules import AssanoState
from game.bots.beliefs import Fact
from game.core import Action, State

Weights = dict[str, float]

NAMES = (
    "COLOUR_LEFT",
    "MATCHES_LEFT",
    "NO_ANSWER_NEAR",
    "NO_ANSWER",
    "HIT_NEAR",
    "DRAW_HIT_NEAR",
    "ANSWERER_NEAR",
    "EARLY_WILD",
    "REVERSE_NEIGHBOUR",
    "LAST_MATCHES",
)
WEIGHTS: Weights = dict(
    zip(NAMES, (5.24, 2.78, -2.34, 13.02, 3.18, 8.10, -11.54, -21.75, -10.11, 2.31), strict=True)
)
"""The tuned weights, in medium's score units (one more card of a colour is worth 3)."""


def features(state: AssanoState, facts: dict[int, Fact], action: int) -> dict[str, float]:
    """The features of playing ``action`` (see the module's description) for the seat to move."""
    seat, players, direction = state.turn, state.players, state.direction
    hand = state.hands[seat]
    sizes = [len(h) for h in state.hands]
    card = action >> 3
    colour = action >> 1 & 3 if card >= WILD else card >> 4
    rank = card if card >= WILD else card & 15
    left = list(hand)
    left.remove(card)
    answers = MATCHING[colour][card]
    if rank == REVERSE and players > 2:
        way, steps = -direction, 1
    else:
        way, steps = direction, 2 if rank in (SKIP, DRAW_TWO, WILD_FOUR) else 1
    victim = (seat + way) % players
    mover = (seat + way * steps) % players
    unseen = Counter(FULL_DECK)
    unseen.subtract(hand)
    unseen.subtract(state.discard)
    total = max(1, sum(unseen.values()))
    free_miss = max(0.0, 1 - sum(unseen[c] for c in answers if unseen[c] > 0) / total)
    fact = facts.get(mover)
    if fact is None:
        no_answer = free_miss ** sizes[mover]
    else:
        lacks, count = fact
        allowed = max(1, sum(n for c, n in unseen.items() if n > 0 and c not in lacks))
        fitting = sum(unseen[c] for c in answers if unseen[c] > 0 and c not in lacks)
        no_answer = (1 - fitting / allowed) ** count * free_miss ** (sizes[mover] - count)
    matches = sum(1 for c in left if c in answers)
    hits = rank in (SKIP, DRAW_TWO, WILD_FOUR)
    turned_away = (seat + direction) % players
    return {
        "COLOUR_LEFT": sum(1 for c in left if c < WILD and c >> 4 == colour),
        "MATCHES_LEFT": matches,
        "NO_ANSWER_NEAR": no_answer / sizes[mover],
        "NO_ANSWER": no_answer,
        "HIT_NEAR": hits / sizes[victim],
        "DRAW_HIT_NEAR": (rank in (DRAW_TWO, WILD_FOUR)) / sizes[victim],
        "ANSWERER_NEAR": 1 / sizes[mover],
        "EARLY_WILD": float(card >= WILD and min(n for s, n in enumerate(sizes) if s != seat) > CLOSE_TO_OUT),
        "REVERSE_NEIGHBOUR": (rank == REVERSE) * (1 / sizes[turned_away] - 1 / sizes[mover]),
        "LAST_MATCHES": (len(hand) <= 3) * matches,
    }


class ReadingAssanoBot(AssanoBot):
    """Medium with :data:`NAMES`' features weighed into its liking of each play."""

    wants_state = True

    def __init__(self, seed: int, weights: Weights | None = None) -> None:
        super().__init__(seed)
        self.weights = dict(WEIGHTS if weights is None else weights)
        self.beliefs = AssanoFacts()
        self._state: AssanoState | None = None
        self._facts: dict[int, Fact] = {}

    def choose_from_state(self, state: State) -> Action:
        assert isinstance(state, AssanoState)
        return self.choose_reading(state, self.beliefs.update(state))

    def choose_reading(self, state: AssanoState, facts: dict[int, Fact]) -> Action:
        """Its move, with what the draws have shown already read (``facts``, by seat)."""
        self.read(state, facts)
        return self.choose(state.observation(state.turn), state.legal_actions())

    def read(self, state: AssanoState, facts: dict[int, Fact]) -> None:
        """The position its features are read from, for the likings that follow."""
        self._state, self._facts = state, facts

    def bonus(self, action: int) -> float:
        assert self._state is not None
        found = features(self._state, self._facts, action)
        return sum(w * found[k] for k, w in self.weights.items() if w)
