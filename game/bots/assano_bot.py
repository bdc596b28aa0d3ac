"""A decent family Assano player, deciding from its observation only."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.assano import (
    CARD_BY_TEXT,
    DRAW_TWO,
    KEEP,
    SKIP,
    TAKE,
    WILD,
    WILD_FOUR,
    WORDS,
    card_points,
)
from game.bots.base import Bot
from game.core import Action

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
