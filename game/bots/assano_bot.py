"""Assano's computer players: easy (a child can beat it), medium (a decent family player,
deciding from its observation only) and hard (a search, :mod:`game.bots.search`)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.assano import (
    CARD_BY_TEXT,
    CHALLENGE,
    COLOURED,
    DRAW,
    DRAW_TWO,
    KEEP,
    MATCHING,
    NORMAL,
    PENALTY,
    SKIP,
    TAKE,
    WILD,
    WILD_FOUR,
    WORDS,
    AssanoState,
    card_points,
)
from game.bots.base import Bot
from game.bots.search import SearchBot
from game.core import Action, State, shares, shuffled

CLOSE_TO_OUT = 2
"""A player with this many cards or fewer is about to go out."""


class AssanoBot(Bot):
    """Holds Wild Draw Four back, names its strongest colour, calls ASSANO, and dumps points
    or hits the next player when somebody is close to going out."""

    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        assert observation is not None
        plays = [a for a in legal if a not in WORDS]
        if not plays:
            return TAKE if TAKE in legal else legal[0]
        hand = [CARD_BY_TEXT[t] for t in observation["hand"]]
        colours = Counter(c >> 4 for c in hand if c < WILD)
        seat, players = observation["seat"], len(observation["hand_sizes"])
        sizes = observation["hand_sizes"]
        nxt = (seat + observation["direction"]) % players
        next_close = sizes[nxt] <= CLOSE_TO_OUT
        anyone_close = any(n <= CLOSE_TO_OUT for s, n in enumerate(sizes) if s != seat)
        others_exist = any(a >> 3 < WILD for a in plays)

        def score(action: int) -> float:
            card, named, call = action >> 3, action >> 1 & 3, action & 1
            value = 5.0 * call
            if card >= WILD:
                value += 3.0 * colours[named]  # name the colour held most
                if card == WILD_FOUR:
                    value += 40.0 if next_close or not others_exist else -60.0
                else:
                    value += -25.0 if others_exist and not anyone_close else 10.0
            else:
                left = colours[card >> 4] - 1
                value += 3.0 * left + 0.2 * card_points(card)
                if next_close and card & 15 in (SKIP, DRAW_TWO):
                    value += 30.0
            if anyone_close:
                value += 0.5 * card_points(card)
            return value + self.rng.random() * 0.01

        best = max(plays, key=score)
        if KEEP in legal and best >> 3 == WILD_FOUR and not next_close:
            return KEEP
        return best


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


class HardAssanoBot(SearchBot):
    """Paired Monte Carlo over re-dealt hands (:mod:`game.bots.search`): every move it may make
    is played out on the same deals with a quick sensible policy to the end of the round, whose
    winner scores. It always calls ASSANO and names a colour it holds.

    Budget: 2,500 play-outs a decision (reproducible), at most one second (a play-out takes about
    a tenth of a millisecond, so the cap binds only on a busy machine)."""

    paired = True
    use_beliefs = True
    """Deal the other hands by what their draws showed (:class:`Beliefs`)."""
    rank_weight = 0.0
    """Share of the reward that counts the place (fewer cards than others) instead of the win."""

    def __init__(self, seed: int, iterations: int = 2500, seconds: float | None = 1.0) -> None:
        super().__init__(seed, iterations, seconds)
        self.beliefs = Beliefs()
        self._facts: dict[int, tuple[frozenset[int], int]] = {}

    def search(self, state: State) -> Action:
        assert isinstance(state, AssanoState)
        self._facts = self.beliefs.update(state) if self.use_beliefs else {}
        return super().search(state)

    def sample(self, state: State, seat: int, rng: random.Random) -> State:
        other = state.determinize(seat, rng)
        if self._facts:
            assert isinstance(state, AssanoState) and isinstance(other, AssanoState)
            belief_deal(state, other, seat, self._facts, rng)
        return other

    def prune(self, state: State, legal: list[Action]) -> list[Action]:
        """Never forget ASSANO; a wild names a colour the player holds (any, if none)."""
        last = legal[-1]
        if last < DRAW and last & 1:  # the call variants are listed last: forgetting never pays
            legal = [a for a in legal if a & 1 or a >= DRAW]
        if any(WILD << 3 <= a < DRAW for a in legal):
            assert isinstance(state, AssanoState)
            held = {c >> 4 for c in state.hands[state.turn] if c < WILD}
            if held:
                legal = [a for a in legal if a < WILD << 3 or a >= DRAW or a >> 1 & 3 in held]
        return legal

    def rollout_action(self, state: State, legal: list[Action], rng: random.Random) -> Action:
        return quick_policy(state, legal, rng)

    def stop_rollout(self, state: State, root: State) -> bool:
        assert isinstance(state, AssanoState) and isinstance(root, AssanoState)
        return len(state.rounds) > len(root.rounds)

    def rewards(self, state: State) -> list[float]:
        assert isinstance(state, AssanoState)
        if state.is_over():
            won = shares(state.result().winners, state.players)
        else:
            won = shares([state.rounds[-1]["winner"]], state.players)
        weight = self.rank_weight
        if not weight or state.players == 2:
            return won
        points = state.rounds[-1]["points"]
        n = state.players
        place = [sum((q > p) + 0.5 * (q == p) - 0.5 for q in points) / (n - 1) for p in points]
        return [(1 - weight) * w + weight * r for w, r in zip(won, place, strict=True)]


class Beliefs:
    """What play has shown about the other hands: a player who drew held no card that fitted.

    After a seat draws (the draw action in its turn), none of its cards matched the colour and the
    top card of that moment (wilds match everything, so it held none), and the cards it drew
    without keeping did not match either: the whole hand lacks that match set. Cards it takes
    later (penalties, a forgotten ASSANO) are unknown, so the fact then covers only the cards it
    had (``count``); a card it plays that the fact allows may be one of those, so the count falls.

    The engine does not report these moments yet (its events are being written on another
    branch), so the bot walks the public log itself: it replays the actions from the game's seed
    in a state of its own and reads, before each action, only what every player sees (whose turn,
    the colour, the top card, hand sizes). Nothing hidden is read from that state.
    """

    def __init__(self) -> None:
        self._shadow: AssanoState | None = None
        self._key: tuple[int, int, tuple[Any, ...]] | None = None
        self._walked = 0
        self.facts: dict[int, tuple[frozenset[int], int]] = {}
        """seat -> (cards it lacks, how many of its cards lack them)."""

    def update(self, state: AssanoState) -> dict[int, tuple[frozenset[int], int]]:
        history = state.history
        key = (state.seed, state.players, tuple(sorted(state.options.items())))
        shadow = self._shadow
        if (
            shadow is None
            or key != self._key
            or self._walked > len(history)
            or shadow.history != history[: self._walked]
        ):
            shadow = self._shadow = state.spec.new_game(state.players, state.options, state.seed)  # type: ignore[assignment]
            assert isinstance(shadow, AssanoState)
            self._key = key
            self._walked = 0
            self.facts = {}
        facts = self.facts
        for action in history[self._walked :]:
            actor = shadow.turn
            before = [len(h) for h in shadow.hands]
            rounds = len(shadow.rounds)
            drew = action == DRAW and shadow.phase is NORMAL
            lacking = MATCHING[shadow.colour][shadow.discard[-1]]
            shadow._apply(action)
            shadow.history.append(action)
            if len(shadow.rounds) != rounds:
                facts.clear()
                continue
            for seat, hand in enumerate(shadow.hands):
                fact = facts.get(seat)
                if fact is None:
                    continue
                size, old = len(hand), before[seat]
                lacks, count = fact
                if size < old and action < DRAW and seat == actor and (action >> 3) not in lacks:
                    count -= old - size  # the card played may have been one of those
                facts[seat] = (lacks, min(count, size))
                if facts[seat][1] <= 0:
                    del facts[seat]
            if drew:
                size = len(shadow.hands[actor])
                # Drawn until one matched: that one was played (or is waiting to be), the others not.
                kept = 1 if shadow.phase is not NORMAL and shadow.turn == actor else 0
                facts[actor] = (lacking, size - kept)
                if size - kept <= 0:
                    del facts[actor]
        self._walked = len(history)
        return facts


def belief_deal(
    state: AssanoState,
    other: AssanoState,
    observer: int,
    facts: dict[int, tuple[frozenset[int], int]],
    rng: random.Random,
) -> None:
    """Deal ``other``'s hidden cards (the other hands and the pile, pooled) again so that every
    seat's ``count`` cards avoid what it lacks; the rest at random."""
    hands = other.hands
    seats = [s for s in range(state.players) if s != observer]
    pool = shuffled(rng, sorted(other.deck + [c for s in seats for c in hands[s]]))
    sizes = {s: len(hands[s]) for s in seats}
    dealt: dict[int, list[int]] = {}
    for seat in sorted((s for s in seats if s in facts), key=lambda s: -facts[s][1]):
        lacks, count = facts[seat]
        take: list[int] = []
        rest: list[int] = []
        for index, card in enumerate(pool):
            if len(take) == count:
                rest += pool[index:]
                break
            (rest if card in lacks else take).append(card)
        if len(take) < count:  # cannot be (the fact held for the real cards): keep the plain deal
            return
        dealt[seat] = take
        pool = rest
    for seat in seats:
        hand = dealt.get(seat, [])
        need = sizes[seat] - len(hand)
        hands[seat] = hand + pool[:need]
        del pool[:need]
    other.deck = pool
    if other.phase is PENALTY and other.w4_player not in (observer, -1) and other.discard[-1] == WILD_FOUR:
        held = hands[other.w4_player][: other.w4_held]
        other.w4_bluff = not COLOURED[other.w4_colour].isdisjoint(held)


def quick_policy(state: State, legal: list[Action], rng: random.Random) -> Action:
    """A fast play-out player working on a (determinized) state: a coloured card of the colour
    held most (action cards first), a wild only when nothing else fits, naming the colour held
    most; it takes a penalty rather than challenging."""
    assert isinstance(state, AssanoState)
    best = -1.0
    choice = legal[0]
    hand = state.hands[state.turn]
    held = [0, 0, 0, 0]
    for card in hand:
        if card < WILD:
            held[card >> 4] += 1
    for action in legal:
        if action >= DRAW:
            value = 0.5 if action != CHALLENGE else 0.2
        else:
            card = action >> 3
            if card < WILD:
                value = 10.0 + held[card >> 4] + (card & 15 >= SKIP)
            else:
                value = 2.0 + held[action >> 1 & 3]
            value += 20.0 * (action & 1)  # always call ASSANO
        value += rng.random() * 0.9
        if value > best:
            best, choice = value, action
    return choice


class _NoBeliefs(HardAssanoBot):
    use_beliefs = False


class _Ranked(HardAssanoBot):
    rank_weight = 0.3


class _RandomPlayouts(HardAssanoBot):
    """Diagnosis: the game's own uniformly random play-outs."""

    use_beliefs = False

    def rollout_action(self, state: State, legal: list[Action], rng: random.Random) -> Action:
        return legal[int(rng.random() * len(legal))]
