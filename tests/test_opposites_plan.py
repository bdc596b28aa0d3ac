"""The "as many cards as possible" search against a brute-force search over real placements.

The reading (game/opposites/rules.py): a turn must place the most cards the hand allows on the piles as
they stood at the start of the turn, and a placement that makes that most unreachable is refused.
The closed-form search must agree exactly with trying every order.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from game.opposites.plan import CLOSED, NUMBER, OPEN, TORNADO, analyse, mode_after, placements, random_turn
from game.opposites.rules import SPEC, OppositesState

Position = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def successors(
    hand: tuple[int, ...], numbers: tuple[int, ...], needs: tuple[int, ...], modes: tuple[int, ...]
) -> Iterator[tuple[int, int, tuple[int, ...], tuple[int, ...]]]:
    """Every single placement: (card, pile, the hand after it, the pile modes after it)."""
    for card in set(hand):
        for pile in range(3):
            mode = mode_after(card, numbers[pile], needs[pile], modes[pile])
            if mode >= 0:
                rest = list(hand)
                rest.remove(card)
                yield card, pile, tuple(sorted(rest)), (*modes[:pile], mode, *modes[pile + 1 :])


@cache
def brute_best(
    hand: tuple[int, ...], numbers: tuple[int, ...], needs: tuple[int, ...], modes: tuple[int, ...]
) -> int:
    """Most cards placeable, by trying every placement in every order."""
    return max(
        (
            1 + brute_best(rest, numbers, needs, after)
            for _, _, rest, after in successors(hand, numbers, needs, modes)
        ),
        default=0,
    )


def brute_placements(position: Position) -> set[int]:
    """Placements after which the rest of the maximum is still reachable."""
    hand, numbers, needs, modes = position
    hand = tuple(sorted(hand))
    best = brute_best(hand, numbers, needs, modes)
    return {
        card * 4 + pile
        for card, pile, rest, after in successors(hand, numbers, needs, modes)
        if 1 + brute_best(rest, numbers, needs, after) == best
    }


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """Hands and piles crowded into few numbers, so that piles compete for the same cards."""
    top = draw(st.sampled_from([3, 4, 6, 13]))
    pool = [s * 16 + n for s in range(4) for n in range(1, top + 1)] + [TORNADO] * 8
    hand = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=9))
    hand = [c for i, c in enumerate(hand) if c == TORNADO or c not in hand[:i]]
    numbers = tuple(draw(st.integers(0, top)) for _ in range(3))
    needs = tuple(draw(st.integers(0, 3)) for _ in range(3))
    choices = ([OPEN, OPEN, NUMBER, CLOSED] if numbers[p] else [OPEN, CLOSED] for p in range(3))
    modes = tuple(draw(st.sampled_from(c)) for c in choices)
    return tuple(hand), numbers, needs, modes


@settings(max_examples=600, deadline=None)
@given(positions())
def test_the_search_finds_the_true_maximum_and_exactly_the_maximal_placements(position: Position) -> None:
    hand, numbers, needs, modes = position
    plan = analyse(list(hand), list(numbers), list(needs), list(modes))
    assert plan.best == brute_best(tuple(sorted(hand)), numbers, needs, modes)
    found = placements(list(hand), list(numbers), list(needs), list(modes), plan) if plan.best else []
    assert set(found) == brute_placements(position)


@settings(max_examples=400, deadline=None)
@given(positions(), st.integers(0, 2**32))
def test_a_random_turn_is_a_maximal_turn_of_legal_placements(position: Position, seed: int) -> None:
    """The play-outs' turn: each placement is one the rule allows when it is made, and afterwards
    nothing more can be placed (so it placed the most cards the hand allowed)."""
    hand, numbers, needs, modes = position
    turn = random_turn(list(hand), list(numbers), list(needs), list(modes), random.Random(seed))
    assert len(turn) == brute_best(tuple(sorted(hand)), numbers, needs, modes)
    rest = list(hand)
    for action in reversed(turn):  # the play-out takes them from the end
        assert action in brute_placements((tuple(rest), numbers, needs, modes))
        card, pile = divmod(action, 4)
        modes = (*modes[:pile], mode_after(card, numbers[pile], needs[pile], modes[pile]), *modes[pile + 1 :])
        rest.remove(card)
    assert brute_best(tuple(sorted(rest)), numbers, needs, modes) == 0


def test_the_legal_list_of_real_games_is_the_brute_force_one() -> None:
    """In random games under the default rule, every placing decision lists exactly the maximal
    placements, and 'end' exactly when nothing can be placed."""
    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        state = SPEC.new_game(rng.randint(2, 4), {}, seed)
        assert isinstance(state, OppositesState)
        while not state.is_over():
            if state.phase == "place":
                position = (
                    tuple(state.hands[state.seat]),
                    tuple(state.top_number(p) for p in range(3)),
                    tuple(state._need(p) for p in range(3)),
                    tuple(state.modes),
                )
                expected = brute_placements(position) if len(position[0]) <= 12 else None
                legal = state.legal_actions()
                if expected is not None:
                    assert set(legal) == (expected or {state.parse_action("end")})
                    checked += 1
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert checked > 500
