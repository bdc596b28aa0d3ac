"""Assano's guided first game: two seats, the learner first, a rigged deal, a single round.

Eight steps show the main rules early: matching by colour and by number, a Draw Two (the other
seat draws 2 and misses its turn), a wild and the colour it names, a Wild Draw Four challenged
and caught as a bluff, the ASSANO call with the second-to-last card, and going out. The challenge
house rule is on for the lesson. The coach's words are the window's ("lesson_assano_*" in
scenes/strings.py).
"""

from __future__ import annotations

import random
from collections import Counter

from game.assano.cards import colour_of, full_deck, parse_card
from game.assano.events import Challenged, ColourNamed
from game.assano.moves import Challenge, Play
from game.assano.rules import SPEC, AssanoState
from game.events import Drew, GameOver, Skipped
from game.lessons import Lesson, steps_of

HANDS = ("R7 GD2 W Y4 Y9 B3 G1", "G7 W4 B8 Y1 G3 B9 R2")
TOP = "R5"
SEED = 24
OPTIONS = {"target": 0, "start_player": 0, "challenge_wild_draw_four": True}


def cards(words: str) -> list[int]:
    return [parse_card(word) for word in words.split()]


def start() -> AssanoState:
    """The learner (seat 0) to play on a red 5, with these hands; the rest of the 108 cards in
    the draw pile, shuffled the same way every time."""
    state = SPEC.new_game(2, OPTIONS, SEED)
    assert isinstance(state, AssanoState)
    state.hands = [cards(hand) for hand in HANDS]
    top = parse_card(TOP)
    rest = Counter(full_deck())
    rest.subtract(card for hand in state.hands for card in hand)
    rest.subtract([top])
    assert all(count >= 0 for count in rest.values()), "a card is dealt twice"
    deck = sorted(rest.elements())
    random.Random(SEED).shuffle(deck)
    state.deck = deck
    state.discard = [top]
    state.colour = colour_of(top)
    state.turn = 0
    state._legal = None
    return state


step = steps_of(SPEC.id)


LESSON = Lesson(
    game_id=SPEC.id,
    players=2,
    learner=0,
    start=start,
    line=(
        step(Play("R7"), "colour"),
        Play("G7"),
        step(Play("GD2"), "draw_two", Drew, Skipped),
        step(Play("W", "blue"), "wild", ColourNamed),
        Play("W4", "yellow"),
        step(Challenge(), "challenge", Challenged, Drew),
        step(Play("Y4"), "after_challenge"),
        Play("Y1"),
        step(Play("G1"), "number"),
        Play("G3"),
        step(Play("B3", None, True), "call"),
        Play("B9"),
        step(Play("Y9"), "out", GameOver),
    ),
    partner="easy",
    done="lesson_assano_done",
    rules=("colour and number", "draw two", "wild", "challenge", "call"),
)
