"""How much of the others' hands a search player's deals read from the table.

``python bench/hand_reading.py opposites --players 4 --games 40`` plays games of medium players.
At each decision of seat 0 with a choice, every reading below deals the hidden cards ``--deals``
times. For each other seat and each top it could be asked to answer (a number or a Tornado with
the symbol it needs in Opposites; a coloured card in Assano; a face in Tornado Ellie), the share
of the deals in which that seat holds an answer is compared with its real hand: the mean squared
error (Brier score).
A reading that knew the hands would score 0; ``uniform`` deals the unseen cards at random.
``read`` is the share of the uniform deals' error that a reading removes.

Readings:

* ``uniform``: :meth:`State.determinize`.
* ``hard``: the shipped hard player's own deals (Opposites: the empty piles' facts; Assano: the
  draws' facts, weighed by the others' plays).
* Opposites ``number piles``: the facts also read the piles left in number mode: a hand that
  still held a card of that number would have had to place it.
* Opposites ``medium model``: the hard deals weighed by how likely medium, holding each deal's
  hand, makes every other seat's last turn (each of its placements and namings, medium's scores
  at :data:`MODEL_TEMPERATURE`): an exact model of these opponents, too slow for a player.
* Assano ``facts``: the hard player's deals unweighed (the draws' facts alone).
* Tornado Ellie (dexterity off; its hard player deals ``uniform``): ``beliefs``,
  :class:`~game.bots.tornado_playout.HandBeliefs` (a seat whose turn came without a fitting card
  holds none), and ``beliefs weighed``, those deals weighed also by :data:`TORNADO_MISS` for each
  card played this round that medium would not have played from the hand dealt.

None is a player; the figures are in the hard players' docstrings.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Collection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry
from game.assano.cards import MATCHING, WILD
from game.assano.hard import HardAssanoBot
from game.bots import make_bot
from game.bots.beliefs import Fact
from game.core import Action, State
from game.opposites.bots import FITTING, HardOppositesBot, OppositesBot, OppositesFacts
from game.opposites.cards import full_deck
from game.opposites.moves import END, NAME_BASE, NAMING, PLACING
from game.opposites.plan import NUMBER, TORNADO
from game.opposites.rules import OppositesState
from game.tornado_ellie.playout import CARD_FACE, ON, HandBeliefs
from game.tornado_ellie.rules import TornadoEllieState

OPTIONS: dict[str, dict[str, Any]] = {"assano": {"target": 0}, "tornado_ellie": {"dexterity": "off"}}
PROBES: dict[str, list[Collection[int]]] = {
    "opposites": list(FITTING.values()),
    "assano": [MATCHING[colour][top] for colour in range(4) for top in range(WILD) if top >> 4 == colour],
    "tornado_ellie": [
        frozenset(c for c, face in enumerate(CARD_FACE) if face in ON[top]) for top in range(len(ON))
    ],
}
"""Per game, the cards that answer each top a seat may be asked to answer."""
MODEL_TEMPERATURE = 0.05
"""Medium's scores (in cards) over this give the odds of its choices: nearly always its best."""

Deals = tuple[list[State], list[float]]


class Reading:
    """Deals the hidden cards for ``seat``'s decision; may watch every action before it is made."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def watch(self, state: State, action: Action) -> None:
        """``action`` is about to be made in ``state`` (a reading uses only what all see)."""

    def deals(self, state: State, seat: int, count: int) -> Deals:
        return [state.determinize(seat, self.rng) for _ in range(count)], [1.0] * count


class HardDeals(Reading):
    """A hard player's deals: :meth:`read_beliefs` and :meth:`prepare` as before its search."""

    game = ""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.bot = self.make(seed)

    def make(self, seed: int) -> Any:
        return make_bot("hard", self.game, seed)

    def deals(self, state: State, seat: int, count: int) -> Deals:
        self.bot.read_beliefs(state)
        self.bot.prepare(state)
        return [self.bot.sample(state, seat, self.rng) for _ in range(count)], [1.0] * count


class OppositesHard(HardDeals):
    game = "opposites"


class AssanoHard(HardDeals):
    game = "assano"


class AssanoFactsOnly(AssanoHard):
    def make(self, seed: int) -> Any:
        bot = HardAssanoBot(seed)
        bot.weighted = False
        return bot


OF_NUMBER = {n: frozenset(c for c in full_deck() if c != TORNADO and c & 15 == n) for n in range(1, 14)}


class NumberPileFacts(OppositesFacts):
    """The empty piles' facts, and: a hand that ended its turn beside a pile in number mode holds
    no card of that number (it would have had to place it)."""

    def look(self, state: OppositesState, action: Action) -> Any:
        numbers = [state.top_number(p) for p in range(3) if state.modes[p] == NUMBER] if action == END else []
        return [len(h) for h in state.hands], numbers

    def learn(
        self, seen: Any, state: OppositesState, action: Action, actor: int
    ) -> tuple[bool, int, dict[int, Fact]]:
        sizes, numbers = seen
        assert isinstance(action, int)
        played = action >> 2 if action < NAME_BASE else -1
        if action != END:
            return False, played, {}
        missed = state.drew_for[actor]
        emptied = (FITTING[n, need] for _, n, need in missed)
        lacks = frozenset().union(*emptied, *(OF_NUMBER[n] for n in numbers))
        if not lacks:
            return False, played, {}
        old = self.facts.get(actor)
        if old is not None and old[1] >= sizes[actor]:
            lacks |= frozenset(old[0])  # every card held then was held at the old fact too
        return False, played, {actor: (lacks, sizes[actor])}


class OppositesNumberPiles(OppositesHard):
    def make(self, seed: int) -> Any:
        bot = HardOppositesBot(seed)
        bot.beliefs = NumberPileFacts()
        return bot


class OppositesMediumModel(OppositesHard):
    """The hard deals, weighed by medium's likelihood of each other seat's last turn."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.medium = OppositesBot(seed)
        self.turns: dict[int, tuple[int, list[tuple[State, Action]]]] = {}
        """Per seat, its latest turn (the state's turn count) and the states before its acts."""

    def watch(self, state: State, action: Action) -> None:
        assert isinstance(state, OppositesState)
        seat = state.current_player()
        number, acts = self.turns.get(seat, (-1, []))
        if number != state.turns:
            acts = []
            self.turns[seat] = (state.turns, acts)
        acts.append((state.copy(), action))

    def deals(self, state: State, seat: int, count: int) -> Deals:
        dealt, _ = super().deals(state, seat, count)
        others = [s for s in self.turns if s != seat]
        logs = [sum(self.log_likelihood(deal, s) for s in others) for deal in dealt]
        best = max(logs)
        if best == -math.inf:
            return dealt, [1.0] * len(dealt)
        return dealt, [math.exp(value - best) for value in logs]

    def log_likelihood(self, deal: State, seat: int) -> float:
        """Log of the chance that medium holding ``deal``'s hand made the seat's last turn."""
        assert isinstance(deal, OppositesState)
        acts = self.turns[seat][1]
        if acts[-1][1] != END:
            return 0.0  # still in its turn (an extra turn): nothing complete to read
        kept = len(acts[-1][0].hands[seat])  # the hand as the turn ended, before its draws
        hand = deal.hands[seat]
        facts = self.bot.beliefs.facts.get(seat)
        rest = hand[:kept] if facts and facts[1] == kept else self.rng.sample(hand, min(kept, len(hand)))
        placed: list[int] = []
        total = 0.0
        for before, action in reversed(acts):
            if action < NAME_BASE:
                placed.append(action >> 2)
            if before.phase not in (PLACING, NAMING) or action == END:
                continue
            then = before.copy()
            assert isinstance(then, OppositesState)
            then.hands[seat] = rest + placed[::-1]
            then._legal = None
            legal = then.legal_actions()
            if action not in legal:
                return -math.inf  # this hand could not have made that placement
            if len(legal) == 1:
                continue
            try:
                view = self.medium.view(then.observation(seat))
            except ValueError:  # a card since recycled from under the piles: the deal cannot be read
                return 0.0
            scores = [view.name_score(a) if a >= NAME_BASE else view.after_placing(a) for a in legal]
            best = max(scores)
            odds = sum(math.exp((s - best) / MODEL_TEMPERATURE) for s in scores)
            total += (scores[legal.index(action)] - best) / MODEL_TEMPERATURE - math.log(odds)
        return total


TORNADO_MISS = 0.2
"""The factor of bench/tornado_variants.py's weighed beliefs."""


class TornadoBeliefs(Reading):
    """Deals fitted to :class:`~game.bots.tornado_playout.HandBeliefs`, optionally weighed."""

    miss = 1.0

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.beliefs: HandBeliefs | None = None

    def deals(self, state: State, seat: int, count: int) -> Deals:
        assert isinstance(state, TornadoEllieState)
        beliefs = self.beliefs
        if beliefs is None or beliefs.seat != seat or not beliefs.follows(state):
            beliefs = self.beliefs = HandBeliefs(state, seat)
        beliefs.update(state)
        dealt: list[State] = []
        weights = []
        for _ in range(count):
            deal = state.determinize(seat, self.rng)
            beliefs.constrain(deal, self.rng)
            dealt.append(deal)
            weights.append(beliefs.weight(deal, self.miss) if self.miss < 1 else 1.0)
        return dealt, weights


class TornadoWeighed(TornadoBeliefs):
    miss = TORNADO_MISS


READINGS: dict[str, dict[str, type[Reading]]] = {
    "opposites": {
        "uniform": Reading,
        "hard": OppositesHard,
        "number piles": OppositesNumberPiles,
        "medium model": OppositesMediumModel,
    },
    "assano": {"uniform": Reading, "facts": AssanoFactsOnly, "hard": AssanoHard},
    "tornado_ellie": {"uniform": Reading, "beliefs": TornadoBeliefs, "beliefs weighed": TornadoWeighed},
}


def error(state: State, seat: int, deals: Deals, probes: list[Collection[int]]) -> float:
    """Brier score of the deals' answer chances against the real hands of the seats but ``seat``,
    less the sampling's own variance (``chance * (1 - chance)`` over the deals' effective number):
    what the reading's chances would score with endless deals, so that a weighed reading (fewer
    effective deals) is not marked down for its noise."""
    dealt, weights = deals
    total = sum(weights)
    effective = total * total / sum(w * w for w in weights)
    squares = []
    for other in range(state.players):
        if other == seat:
            continue
        real = set(state.hands[other])  # type: ignore[attr-defined]
        held = [set(deal.hands[other]) for deal in dealt]  # type: ignore[attr-defined]
        for cards in probes:
            chance = (
                sum(w for w, hand in zip(weights, held, strict=True) if not hand.isdisjoint(cards)) / total
            )
            noise = chance * (1 - chance) / (effective - 1) if effective > 1 else 0.0
            squares.append((chance - (not real.isdisjoint(cards))) ** 2 - noise)
    return statistics.fmean(squares)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(READINGS))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--every", type=int, default=2, help="score every Nth decision of seat 0")
    args = parser.parse_args()
    spec = registry.get(args.game)
    scores: dict[str, list[float]] = {name: [] for name in READINGS[args.game]}
    for game in range(args.games):
        seed = args.seed + game
        state = spec.new_game(args.players, OPTIONS.get(args.game, {}), seed)
        players = [make_bot("medium", args.game, seed * 10 + s) for s in range(args.players)]
        readings = {name: kind(seed) for name, kind in READINGS[args.game].items()}
        decisions = 0
        while not state.is_over():
            seat = state.current_player()
            legal = state.legal_actions()
            if seat == 0 and len(legal) > 1:
                decisions += 1
                if decisions % args.every == 0:
                    for name, reading in readings.items():
                        deals = reading.deals(state, seat, args.deals)
                        scores[name].append(error(state, seat, deals, PROBES[args.game]))
            action = players[seat].choose(state.observation(seat), legal)
            for reading in readings.values():
                reading.watch(state, action)
            state.apply(action)
    base = statistics.fmean(scores["uniform"])
    print(f"{args.game}, {args.players} players, {len(scores['uniform'])} decisions of {args.games} games")
    for name, values in scores.items():
        mean = statistics.fmean(values)
        spread = statistics.stdev([v - u for v, u in zip(values, scores["uniform"], strict=True)] or [0, 0])
        print(
            f"  {name:15} error {mean:.4f}   read {1 - mean / base:6.1%}"
            f"   (difference to uniform's standard error {spread / math.sqrt(len(values)):.4f})"
        )


if __name__ == "__main__":
    main()
