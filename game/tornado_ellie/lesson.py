"""Tornado Ellie's guided first game: two seats, the learner first, a rigged deal.

The steps show, in three short rounds, a fitting card and the rotation that follows it, a single
animal (the next card turned up from the pile, here one that does not fit: storm damage), the
stacking of storm damage on the column (the learner's last piece off centre), a lightning that
the computer cannot answer (it turns the tornado to its own farm and stacks), and a rotation
that brings the column down. Each moment of the physical world plays its outcome from the line
(the steady hand's, printed by ``bench/lesson_seeds.py``), so the lesson plays identically every
time whatever the hand did. The coach's words are the window's ("lesson_tornado_ellie_*" in
scenes/strings.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Action, Move, State
from game.lessons import Lesson, Step, steps_of
from game.tornado_ellie.actions import Outcome, PlacePiece, PlayCard, Rotate, world_outcome
from game.tornado_ellie.cards import FACE_TEXTS
from game.tornado_ellie.events import (
    CardPlayed,
    Collapsed,
    Damage,
    Insured,
    Lightning,
    Rotated,
    SingleAnimal,
    Stacked,
)
from game.tornado_ellie.rules import SPEC, TornadoEllieState

SEED = 24
OPTIONS = {"dexterity": "physics", "start_player": 0}
HANDS = (("pig3", "cow2", "sheep2-lightning", "hen5"), ("pig1", "hen3", "cow6", "sheep4"))
PILE: Sequence[str | tuple[str, tuple[str, ...]]] = (
    # the top card last: what is turned up, then each card's back read as storm damage
    ("pig7", ("house",)),
    ("sheep6", ("house",)),
    ("cow5", ("tree",)),
    ("pig5", ("cow",)),
    ("hen6", ("house", "tree")),
    ("cow3", ("cow",)),
    ("sheep3", ("cow", "tree")),
    ("pig2", ("house", "tree")),
    ("hen1", ("tree",)),
)
STOOD = Outcome((), None)


def start() -> TornadoEllieState:
    """The learner (seat 0) to play the round's first card; the named cards in the hands and on
    top of the draw pile, the rest under them in the fresh game's order."""
    state = SPEC.new_game(2, OPTIONS, SEED)
    assert isinstance(state, TornadoEllieState)
    free = [c for c in range(len(FACE_TEXTS)) if c not in state.column_ids]

    def take(name: str) -> int:
        card = next(c for c in free if FACE_TEXTS[c] == name)
        free.remove(card)
        return card

    state.hands = [[take(name) for name in hand] for hand in HANDS]
    top = []
    for name, back in PILE:
        card = take(name)
        state.backs[card] = back
        top.append(card)
    state.pile = free + top
    state.table = []
    state.turn = state.pointing = 0
    state.duty = state.pending = None
    state.direction = 1
    state.phase = "play"
    state._legal = None
    return state


def encode(state: State, move: Move) -> Action:
    """A world outcome's action (the legal list names only "nothing moved")."""
    if not isinstance(move, Outcome):
        raise TypeError(move)
    return world_outcome(move.fallen, move.offsets or ())


step = steps_of(SPEC.id)


LINE: tuple[Step | Move, ...] = (
    step(PlayCard("pig3"), "first", CardPlayed),
    step(Rotate(), "rotate", Rotated, SingleAnimal),  # the computer's 1 pig after it
    STOOD,
    PlayCard("pig1"),
    Rotate(),
    STOOD,
    step(PlayCard("cow2"), "single", CardPlayed, Damage),
    step(PlacePiece("tree", 0.0), "stack", Stacked),
    STOOD,
    step(PlacePiece("house", 0.0), "stack_more", Stacked),
    STOOD,
    step(PlayCard("sheep2-lightning"), "lightning", Lightning, Damage),
    Rotate(),
    STOOD,
    PlacePiece("tree", -0.3),
    STOOD,
    PlayCard("hen3"),
    Rotate(),
    STOOD,
    step(PlayCard("hen5"), "fits", CardPlayed),
    step(Rotate(), "collapse", Rotated, Collapsed, Damage),
    Outcome((4, 5, 6), (0.0, 0.0, 0.0, 0.004)),  # the steady hand's: the top three fall
    step(PlacePiece("house", 0.0), "after_collapse", Stacked, Insured),
    STOOD,
)

LESSON = Lesson(
    game_id=SPEC.id,
    players=2,
    learner=0,
    start=start,
    line=LINE,
    partner="steady",
    done="lesson_tornado_ellie_done",
    rules=("fitting cards", "lightning", "single animal", "rotation", "stacking", "collapse"),
    encode=encode,
)
