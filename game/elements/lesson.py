"""Elements' guided first game: two seats, the learner active first, a sheet well on its way.

The learner's sheet starts with crosses near the arrows (fire and water at theirs, earth and air
one short) so that in two rounds every main rule comes up: the pick order (the active player
takes the first and the last die), a dark face on the dark row, a miss on the light row (no die
left fits), and the dark row freezing once every element row reaches its arrow. The first roll
is set; the second comes from the seed, found by ``bench/lesson_seeds.py``. The coach's words
are the window's ("lesson_elements_*" in scenes/strings.py).
"""

from __future__ import annotations

from game.elements.events import DieTaken, Frozen, Missed, Rolled
from game.elements.rules import SPEC, ElementsState, TakeDie
from game.elements.sheet import DARK
from game.lessons import Lesson, steps_of

SEED = 1
LEARNER_MARKS = [5, 5, 4, 10, 0, 0]
"""Crosses per row (fire, water, earth, air, dark, light) on the learner's sheet at the start."""
FIRST_ROLL = [DARK, 1, 2, 0]
"""The first roll, die by die (the fire, water, earth and air dice): dark, water, earth, fire."""


def start(seed: int = SEED) -> ElementsState:
    state = SPEC.new_game(2, {"start_player": 0}, seed)
    assert isinstance(state, ElementsState)
    state.marks[0] = list(LEARNER_MARKS)
    state.faces = list(FIRST_ROLL)
    state.taken = [-1] * len(FIRST_ROLL)
    state.rerolls = []
    state._legal = None
    return state


step = steps_of(SPEC.id)


LESSON = Lesson(
    game_id=SPEC.id,
    players=2,
    learner=0,
    start=start,
    line=(
        step(TakeDie(0, "dark"), "dark", DieTaken),
        TakeDie(1, "water"),
        TakeDie(2, "earth"),
        step(TakeDie(3, "light"), "miss", Missed, Rolled),
        # round 2: the computer is active, so it takes the first and the last die
        TakeDie(0, "water"),
        step(TakeDie(2, "earth"), "arrow", DieTaken),
        step(TakeDie(3, "air"), "freeze", Frozen, Rolled),
        TakeDie(1, "fire"),
        # round 3: the learner is active again; a dark face is no use to a frozen dark row
        step(TakeDie(1, "fire"), "frozen", DieTaken),
        TakeDie(0, "fire"),
        TakeDie(2, "dark"),
        step(TakeDie(3, "light"), "miss_again", Missed),
    ),
    partner="easy",
    done="lesson_elements_done",
    rules=("pick order", "dark row", "miss", "frozen row"),
)
