"""The fixed parts of two lessons, found by search and by the physics.

Elements: a seed whose second roll lets the learner freeze the dark row (a water face for the
earth row, an earth face for the air row) after the computer's first pick, so the lesson shows
the pick order, the dark row, a miss and a frozen row in two rounds. Prints the first seeds found
and the line of play of the first.

Tornado Ellie: the steady hand's outcome at each world moment of the lesson's line (what the
line plays there), beside the line's own, for every skill.

    PYTHONPATH=. python -m bench.lesson_seeds
"""

from __future__ import annotations

from game.core import WORLD
from game.elements.lesson import start
from game.elements.rules import FACES, TARGETS, TakeDie

WATER, EARTH = 1, 2


def second_round(seed: int) -> list[TakeDie] | None:
    """The round-2 line for ``seed`` (the computer, the learner twice, the computer), or None."""
    state = start(seed)
    for move in ((0, "dark"), (1, "water"), (2, "earth"), (3, "light")):
        action = next(a for a in state.legal_actions() if state.decode(a) == TakeDie(*move))
        state.apply(action)
    faces = state.faces
    for first in state.legal_actions():
        die = first >> 3
        rest = [d for d in range(4) if d != die]
        water = [d for d in rest if faces[d] == WATER]
        earth = [d for d in rest if faces[d] == EARTH]
        if not water or not earth or state.rerolls:
            continue
        line = [state.decode(first), TakeDie(water[0], "earth"), TakeDie(earth[0], "air")]
        trial = state.copy()
        try:
            for move in line:
                trial.apply(next(a for a in trial.legal_actions() if trial.decode(a) == move))
        except StopIteration:
            continue
        if not trial.frozen[0]:
            continue
        last = trial.legal_actions()[0]
        return [*line, trial.decode(last)]
    return None


def tornado_outcomes() -> None:
    from game.lessons import action_for, move_of
    from game.tornado_ellie.lesson import LESSON
    from game.world import world_seed
    from physics.plugin import make_world

    state = LESSON.start()
    world = make_world(state.options)
    for index, entry in enumerate(LESSON.line):
        if state.current_player() == WORLD:
            kind = state.world_request()["kind"]
            skills = ("steady", "average", "shaky")
            outs = {skill: world(state, skill, world_seed(state))[1] for skill in skills}
            print(f"moment {index} ({kind}): line {move_of(entry)}; fell by skill {outs}")
        state.apply(action_for(state, move_of(entry), LESSON.encode))


def main() -> None:
    found = []
    for seed in range(400):
        line = second_round(seed)
        if line is not None:
            found.append((seed, line))
    print("seeds:", [seed for seed, _ in found[:20]], "of", len(found))
    if found:
        seed, line = found[0]
        state = start(seed)
        print("seed", seed, "round 2 faces after round 1:")
        for move in ((0, "dark"), (1, "water"), (2, "earth"), (3, "light")):
            state.apply(next(a for a in state.legal_actions() if state.decode(a) == TakeDie(*move)))
        print([FACES[f] for f in state.faces], [TARGETS.index(m.row) for m in line], line)


if __name__ == "__main__":
    main()
    tornado_outcomes()
