"""What play has revealed about the hidden hands, for the search players' determinizations.

A player who could not play showed that they held no card that fitted: an Assano player who drew
held nothing matching the colour and the top card (not even a wild), and the cards they drew
without keeping did not match either; an Opposites player who left a pile without a card held,
when their turn ended, nothing that could go on it (neither its number, nor its needed symbol,
nor a Tornado). Such a fact covers the cards the seat held then (``count``): cards it takes later
are unknown, and a card it plays that the fact allows may have been one of them, so the count
falls (a card the fact forbids must have come later, so it does not).

The engines do not report these moments yet (their events are being written on other branches),
so :class:`Facts` walks the public log itself: it replays the actions from the game's seed in a
state of its own and reads around each action only what every player sees (whose turn, the tops,
hand sizes, the public ``drew_for`` of Opposites). Nothing hidden is read from that state, and a
determinization deals by the facts and the pooled hidden cards alone (:func:`deal_by_facts`), so a
search still never sees the real cards. Once the engines emit these facts as public events, the
replay can go and :meth:`Facts.learn` read the events instead.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any

from game.core import Action, State, shuffled

Fact = tuple[Collection[int], int]
"""(the cards a seat lacks, how many of its cards lack them)."""


class Facts:
    """The current facts per seat, kept up to date from the public log of one game. A game's
    subclass reads each action: :meth:`look` before it, :meth:`learn` after it."""

    def __init__(self) -> None:
        self._shadow: State | None = None
        self._key: Any = None
        self._walked = 0
        self.facts: dict[int, Fact] = {}

    def reset(self) -> None:
        """Forget everything learned (a new game, or a history that is not the one walked)."""
        self.facts = {}

    def look(self, state: Any, action: Action) -> Any:
        """What every player sees before ``action`` that :meth:`learn` needs."""
        return None

    def learn(self, seen: Any, state: Any, action: Action, actor: int) -> tuple[bool, int, dict[int, Fact]]:
        """After ``action`` by ``actor``: whether it began a new deal (every fact lapses), the card
        it played from the actor's hand (-1 for none) and the facts it revealed (seat -> fact)."""
        raise NotImplementedError

    def update(self, state: State) -> dict[int, Fact]:
        """The facts at ``state`` (the same game as before, or a new one: then from its start)."""
        history = state.history
        key = (state.spec.id, state.seed, state.players, repr(sorted(state.options.items())))
        shadow = self._shadow
        if (
            shadow is None
            or key != self._key
            or self._walked > len(history)
            or shadow.history != history[: self._walked]
        ):
            shadow = self._shadow = state.spec.new_game(state.players, state.options, state.seed)
            self._key = key
            self._walked = 0
            self.reset()
        facts = self.facts
        hands: list[list[int]] = shadow.hands  # type: ignore[attr-defined]
        for action in history[self._walked :]:
            before = [len(h) for h in hands]
            actor = shadow.current_player()
            seen = self.look(shadow, action)
            shadow._apply(action)
            shadow.history.append(action)
            hands = shadow.hands  # type: ignore[attr-defined]
            new_deal, played, learned = self.learn(seen, shadow, action, actor)
            if new_deal:
                facts.clear()
            for seat, hand in enumerate(hands):
                fact = facts.get(seat)
                if fact is None:
                    continue
                lacks, count = fact
                size = len(hand)
                if seat == actor and size < before[seat] and played >= 0 and played not in lacks:
                    count -= 1
                count = min(count, size)
                if count > 0:
                    facts[seat] = (lacks, count)
                else:
                    del facts[seat]
            for seat, fact in learned.items():
                if fact[1] > 0:
                    facts[seat] = fact
                else:
                    facts.pop(seat, None)
        self._walked = len(history)
        return facts


def deal_by_facts(
    hands: list[list[int]], deck: list[int], observer: int, facts: dict[int, Fact], rng: random.Random
) -> list[int] | None:
    """Deal every hand but ``observer``'s and the draw pile again from their pooled cards, at the
    same sizes, so that each seat's ``count`` cards avoid what it lacks (the rest at random);
    hands are replaced in place and the new pile returned. None (and nothing changed) when the
    facts cannot all be met, which cannot happen for facts true of the real cards."""
    seats = [s for s in range(len(hands)) if s != observer]
    pool = shuffled(rng, sorted(deck + [c for s in seats for c in hands[s]]))
    dealt: dict[int, list[int]] = {}
    for seat in sorted((s for s in seats if s in facts), key=lambda s: -facts[s][1]):
        lacks, count = facts[seat]
        count = min(count, len(hands[seat]))
        take: list[int] = []
        rest: list[int] = []
        for index, card in enumerate(pool):
            if len(take) == count:
                rest += pool[index:]
                break
            (rest if card in lacks else take).append(card)
        if len(take) < count:
            return None
        dealt[seat] = take
        pool = rest
    for seat in seats:
        hand = dealt.get(seat, [])
        need = len(hands[seat]) - len(hand)
        hands[seat] = hand + pool[:need]
        del pool[:need]
    return pool
