"""Opposites' guided first game: two seats, the learner first, a rigged deal.

Twelve steps over three turns of the learner's (and one of the computer's) show every main rule
early: number mode (two 5s on a 5), symbol mode (moon on sun), the draw for an untouched pile, a
2 and a Tornado laid against the learner, the counter (the layer draws 4) and naming the
Tornado's symbol, the 2s drawn and a 2 of the learner's on the same pile (the run: 4), an 8 and
its extra turn. The coach's words are the window's ("lesson_opposites_*" in scenes/strings.py).
"""

from __future__ import annotations

import random
from collections import Counter as Tally

from game.events import Drew, ExtraTurn
from game.lessons import Lesson, steps_of
from game.opposites.cards import full_deck, parse_card
from game.opposites.events import Countered, EightLaid, Owed, TornadoNamed, TwoLaid
from game.opposites.moves import Counter, EndTurn, NameSymbol, Place
from game.opposites.rules import SPEC, OppositesState

HANDS = ("S5 M5 M3 M2 S8 S11 M10", "S2 T F1 F4 M6 M7 F9")
PILES = ("W5", "S9", "F12")
DECK_TOP = "T F3 F7 F8 M1 M4 W7 F6 W3 F10 M12 W11 F13 M9"
"""The next cards drawn, first drawn first: the learner's Tornado, the computer's card for its
untouched pile and its 4 for the counter, the learner's 2 for the computer's 2, the learner's 2
for its untouched piles, the computer's 4 for the run of 2s."""
SEED = 24


def cards(words: str) -> list[int]:
    return [parse_card(word) for word in words.split()]


def start() -> OppositesState:
    """The learner (seat 0) to place, with these hands, piles and draw pile; the rest of the 60
    cards shuffled under the named ones, the same way every time."""
    state = SPEC.new_game(2, {"start_player": 0}, SEED)
    assert isinstance(state, OppositesState)
    state.hands = [cards(hand) for hand in HANDS]
    state.piles = [cards(pile) for pile in PILES]
    first = cards(DECK_TOP)
    rest = Tally(full_deck())
    rest.subtract(card for hand in state.hands for card in hand)
    rest.subtract(card for pile in state.piles for card in pile)
    rest.subtract(first)
    assert all(count >= 0 for count in rest.values()), "a card is dealt twice"
    under = sorted(rest.elements())
    random.Random(SEED).shuffle(under)
    state.deck = under + first[::-1]  # the end of the list is drawn first
    state.named = [-1, -1, -1]
    state.tornados = []
    state.to_name = []
    state.owed = [0, 0]
    state.runs = [0, 0, 0]
    state.extra = 0
    state.turns = 0
    state._legal = None
    state._begin_turn(0)
    return state


step = steps_of(SPEC.id)


LESSON = Lesson(
    game_id=SPEC.id,
    players=2,
    learner=0,
    start=start,
    line=(
        step(Place("S5", 0), "number"),
        step(Place("M5", 0), "number_more"),
        step(Place("M3", 1), "symbol"),
        step(EndTurn(), "untouched", Drew),
        # the computer: a 2 and a Tornado against the learner, named water
        Place("S2", 1),
        Place("T", 2),
        NameSymbol(2, "water"),
        EndTurn(),
        step(Counter(2), "counter", Countered),
        step(NameSymbol(2, "moon"), "name", TornadoNamed, Drew),
        step(Place("M2", 1), "two", TwoLaid),
        step(Place("S8", 0), "eight", EightLaid),
        step(EndTurn(), "end_full", Owed, ExtraTurn),
        step(Place("M10", 0), "extra"),
        step(Place("S11", 2), "on_tornado"),
        step(EndTurn(), "end_extra", Drew),
    ),
    partner="easy",
    done="lesson_opposites_done",
    rules=("number mode", "symbol mode", "tornado", "counter", "run of 2s", "8"),
)
"""The lesson. (The computer's Tornado and 2 come up in its own moves, before step 5.)"""
