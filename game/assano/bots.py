"""Assano's computer players easy (a child can beat it) and medium (a decent family player,
deciding from its observation only), and what the draws have shown of the hands
(:class:`AssanoFacts`), which the hard player (:mod:`game.assano.hard`) and its reading of the
table (:mod:`game.assano.reading`) use."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.assano.cards import CARD_BY_TEXT, DRAW_TWO, MATCHING, SKIP, WILD, WILD_FOUR, card_points
from game.assano.moves import DRAW, KEEP, NORMAL, TAKE, WORDS
from game.assano.rules import AssanoState
from game.bots.base import Bot
from game.bots.beliefs import Fact, Facts
from game.core import Action

CLOSE_TO_OUT = 2
"""A player with this many cards or fewer is about to go out."""

Play = tuple[tuple[int, int, bool, bool] | None, int]
"""A seat's play as the hard player remembers it: what it saw (the colour, the top card, whether
the next player and whether anybody was close to going out; None when the play was no free
choice of a turn) and the action."""


class AssanoBot(Bot):
    """Holds Wild Draw Four back, names its strongest colour, calls ASSANO, and dumps points
    or hits the next player when somebody is close to going out."""

    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        assert observation is not None
        plays = [a for a in legal if a not in WORDS]
        if not plays:
            return TAKE if TAKE in legal else legal[0]
        values = self.likings(observation, plays)
        best = plays[max(range(len(plays)), key=lambda i: values[i] + self.rng.random() * 0.01)]
        next_close = observation["hand_sizes"][observation["next"]] <= CLOSE_TO_OUT
        if KEEP in legal and best >> 3 == WILD_FOUR and not next_close:
            return KEEP
        return best

    def likings(self, observation: dict[str, Any], plays: list[Action]) -> list[float]:
        """How much it likes each of ``plays``: :func:`medium_score`, the ASSANO call, and what a
        variant adds (:meth:`bonus`)."""
        hand = [CARD_BY_TEXT[t] for t in observation["hand"]]
        colours = Counter(c >> 4 for c in hand if c < WILD)
        seat = observation["seat"]
        sizes = observation["hand_sizes"]
        next_close = sizes[observation["next"]] <= CLOSE_TO_OUT  # the engine says who plays next
        anyone_close = any(n <= CLOSE_TO_OUT for s, n in enumerate(sizes) if s != seat)
        others_exist = any(a >> 3 < WILD for a in plays)
        return [
            medium_score(a, colours, next_close, anyone_close, others_exist) + 5.0 * (a & 1) + self.bonus(a)
            for a in plays
        ]

    def bonus(self, action: int) -> float:
        """What a variant of this player adds to its liking of a play (the hard player's reading of
        the table, :mod:`game.assano.reading`); medium itself adds nothing."""
        return 0.0


def medium_score(
    action: int, colours: Counter[int] | list[int], next_close: bool, anyone_close: bool, others_exist: bool
) -> float:
    """Medium's liking for a play (without the call): the colour it keeps most, Wild Draw Four
    held back unless the next player is close to going out or nothing else fits, a plain wild
    kept unless somebody is close, action cards on a next player about to go out, points dumped
    when anybody is. The hard player also reads the others' plays by it (:func:`plays_likelihood`)."""
    card, named = action >> 3, action >> 1 & 3
    if card >= WILD:
        value = 3.0 * colours[named]  # name the colour held most
        if card == WILD_FOUR:
            value += 40.0 if next_close or not others_exist else -60.0
        else:
            value += -25.0 if others_exist and not anyone_close else 10.0
    else:
        value = 3.0 * (colours[card >> 4] - 1) + 0.2 * card_points(card)
        if next_close and card & 15 in (SKIP, DRAW_TWO):
            value += 30.0
    if anyone_close:
        value += 0.5 * card_points(card)
    return value


class EasyAssanoBot(Bot):
    """A player a child can beat: any card that fits, at random; it names a colour it holds, but
    it forgets to call ASSANO half the time and never thinks about the others."""

    forget_call = 0.5

    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        assert observation is not None
        plays = [a for a in legal if a not in WORDS]
        if not plays:
            return legal[int(self.rng.random() * len(legal))]
        hand = [CARD_BY_TEXT[t] for t in observation["hand"]]
        held = {c >> 4 for c in hand if c < WILD}
        call = self.rng.random() >= self.forget_call
        fitting = [a for a in plays if (a >> 3 < WILD or not held or a >> 1 & 3 in held) and a & 1 == call]
        if not fitting:
            fitting = plays
        return fitting[int(self.rng.random() * len(fitting))]


class AssanoFacts(Facts):
    """A player who drew held nothing matching the colour and the top card of that moment (not
    even a wild), nor did the cards drawn before the one that matched (see
    :mod:`game.bots.beliefs`): the seat's hand lacks that match set.

    What a seat chose says more, but only as a likelihood: :attr:`plays` keeps what each seat
    chose while its hand held only cards it has since played or still holds, for
    :func:`plays_likelihood` (a seat that named blue for a wild most likely holds blue)."""

    def __init__(self) -> None:
        super().__init__()
        self.plays: dict[int, list[Play]] = {}
        """Seat -> its plays since cards it has not shown last came into its hand, oldest first:
        its hand before each is its hand now plus the cards it played since, whatever the deal."""

    def reset(self) -> None:
        super().reset()
        self.plays = {}

    def look(self, state: AssanoState, action: Action) -> Any:
        sizes = [len(h) for h in state.hands]
        actor = state.turn
        context = (
            state.colour,
            state.discard[-1],
            sizes[state.next_seat()] <= CLOSE_TO_OUT,
            any(n <= CLOSE_TO_OUT for s, n in enumerate(sizes) if s != actor),
        )
        return state.phase, MATCHING[state.colour][state.discard[-1]], len(state.rounds), sizes, context

    def learn(
        self, seen: Any, state: AssanoState, action: Action, actor: int
    ) -> tuple[bool, int, dict[int, Fact]]:
        phase, matching, rounds, sizes, context = seen
        assert isinstance(action, int)
        plays = self.plays
        if len(state.rounds) != rounds:
            plays.clear()
            return True, -1, {}
        if action < DRAW:
            plays.setdefault(actor, []).append((context if phase is NORMAL else None, action))
        for seat, hand in enumerate(state.hands):
            if len(hand) > sizes[seat] or (seat == actor and action == DRAW):
                plays.pop(seat, None)  # unseen cards came in: its earlier hands are unknown
        if action == DRAW and phase is NORMAL:
            size = len(state.hands[actor])
            waiting = state.phase is not NORMAL and state.turn == actor  # the drawn card, matching
            return False, -1, {actor: (matching, size - waiting)}
        return False, action >> 3 if action < DRAW else -1, {}
