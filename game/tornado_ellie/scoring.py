"""How a game of Tornado Ellie ends and is scored: its own end reasons, and the farms' points
(a point per piece, two more per complete set of three)."""

from __future__ import annotations

from game.core import Termination
from game.messages import register
from game.tornado_ellie.cards import CARDS, KINDS

DRAW_PILE_EMPTY = Termination("draw_pile_empty")
"""The last card left the draw pile."""
DAMAGE_UNCOVERED = Termination("damage_uncovered")
"""A player could not cover the storm damage in full."""
END_TEXTS = {
    DRAW_PILE_EMPTY: "the draw pile is used up",
    DAMAGE_UNCOVERED: "a player could not cover the storm damage",
}
"""The end reasons in English: the command line's and the saves' readers' words (``end_reason``);
the same words are the messages of ``END_MESSAGES`` below."""
END_MESSAGES = {
    DRAW_PILE_EMPTY: "tornado_ellie.end.draw_pile_empty",
    DAMAGE_UNCOVERED: "tornado_ellie.end.damage_uncovered",
}
"""The end reasons' messages, by termination: a table names the end in its language."""

SET_SIZE = CARDS.farm_start
"""The pieces of each kind that make a complete set (as many as a farm starts with)."""
SET_BONUS = 2


def complete_kinds(farm: dict[str, int]) -> list[str]:
    """The kinds of which a farm holds a complete set (three or more)."""
    return [k for k in KINDS if farm[k] >= SET_SIZE[k]]


def farm_score(farm: dict[str, int]) -> int:
    """One point a piece, two more for each complete set."""
    return sum(farm.values()) + SET_BONUS * len(complete_kinds(farm))


register(
    {
        # end reasons
        "tornado_ellie.end.draw_pile_empty": "the draw pile is used up",
        "tornado_ellie.end.damage_uncovered": "a player could not cover the storm damage",
    }
)
