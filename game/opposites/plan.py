"""The "as many cards as possible" search of Opposites, exact and cheap.

Why a formula and not a search over placements: within one turn the three piles only compete for
the hand's cards. A pile in *number* mode takes every card of its number that is not used
elsewhere; a pile in *symbol* mode takes one card of the needed symbol; a Tornado fills any pile
that is otherwise unused. So for a choice of mode per open pile (none / number / symbol, at most
3**3 = 27 choices) the best count is closed-form:

    cards whose number is in N  +  sum over symbols s of min(piles needing s, s-cards outside N)
                                +  min(Tornados, unused piles)

where N is the set of numbers in number mode and a symbol pile left without a card counts as
unused. Every such value is reachable by real placements and every real turn is bounded by the
value of its own mode choice, so the maximum over the choices is exact. Which single placements
keep that maximum reachable follows from the optimal choices (see :func:`analyse`); the tests
check both against a brute-force search.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from itertools import product
from typing import NamedTuple

TORNADO = 64
"""The Tornado card (no symbol, no number); symbol cards are ``symbol * 16 + number``."""

OPEN, NUMBER, CLOSED = 0, 1, 2
"""A pile's mode this turn: nothing placed yet; cards of its number placed; one symbol card or
one Tornado placed (nothing more may follow)."""

_NONE, _NUM, _SYM = 0, 1, 2
"""The mode choices of an open pile in the search."""


class Analysis(NamedTuple):
    """The most cards the hand can still place this turn, and which placements keep it reachable.

    ``number_ok[p]``: a card of pile p's number may go on it. ``tornado_ok[p]``: a Tornado may.
    ``symbol_numbers[p]``: bit n set when a card of the needed symbol with number n may go on it.
    (A named tuple: immutable, and made five times faster than a frozen dataclass.)
    """

    best: int
    number_ok: tuple[bool, ...]
    tornado_ok: tuple[bool, ...]
    symbol_numbers: tuple[int, ...]


def analyse(
    hand: Sequence[int], numbers: Sequence[int], needs: Sequence[int], modes: Sequence[int]
) -> Analysis:
    """Search the mode choices for the hand against the piles.

    ``numbers[p]`` is the top's number (0 on a Tornado), ``needs[p]`` the symbol a symbol-mode
    card must show (the opposite of the top's symbol), ``modes[p]`` the pile's mode this turn.
    Remembered for recent positions: a search meets its own player's positions again in every
    sample.
    """
    return _analyse(tuple(hand), tuple(numbers), tuple(needs), tuple(modes))


@lru_cache(maxsize=4096)
def _analyse(
    hand: tuple[int, ...], numbers: tuple[int, ...], needs: tuple[int, ...], modes: tuple[int, ...]
) -> Analysis:
    count = [0] * 14
    by_symbol = [[0] * 14, [0] * 14, [0] * 14, [0] * 14]
    symbol_total = [0, 0, 0, 0]
    tornados = 0
    for card in hand:
        if card == TORNADO:
            tornados += 1
        else:
            number = card & 15
            symbol = card >> 4
            count[number] += 1
            by_symbol[symbol][number] += 1
            symbol_total[symbol] += 1
    piles = len(modes)
    choices: list[tuple[int, ...]] = []
    fixed: list[int] = []  # the numbers of piles already in number mode
    for p in range(piles):
        mode = modes[p]
        if mode == OPEN:
            options = [_NONE]
            if numbers[p] and count[numbers[p]]:
                options.append(_NUM)
            if symbol_total[needs[p]]:
                options.append(_SYM)
            choices.append(tuple(options))
        else:
            if mode == NUMBER and numbers[p] not in fixed:
                fixed.append(numbers[p])
            choices.append((_NONE,))
    scored: list[tuple[int, tuple[int, ...], int, int, list[int], list[int]]] = []
    best = 0
    for combo in product(*choices):
        chosen = fixed.copy()  # N: the numbers in number mode (at most one per pile)
        unused = 0
        wanted = [0, 0, 0, 0]
        for p in range(piles):
            choice = combo[p]
            if choice == _NUM:
                if numbers[p] not in chosen:
                    chosen.append(numbers[p])
            elif choice == _SYM:
                wanted[needs[p]] += 1
            elif modes[p] == OPEN:
                unused += 1
        value = 0
        mask = 0
        for number in chosen:
            value += count[number]
            mask |= 1 << number
        supply = [0, 0, 0, 0]
        for symbol in range(4):
            want = wanted[symbol]
            if want:
                row = by_symbol[symbol]
                have = symbol_total[symbol]
                for number in chosen:
                    have -= row[number]
                supply[symbol] = have
                if have >= want:
                    value += want
                else:
                    value += have
                    unused += want - have
        value += min(tornados, unused)
        if value > best:
            best = value
        scored.append((value, combo, mask, unused, wanted, supply))
    number_ok = [modes[p] == NUMBER and count[numbers[p]] > 0 for p in range(piles)]
    tornado_ok = [False] * piles
    symbol_numbers = [0] * piles
    if best:
        for value, combo, mask, unused, wanted, supply in scored:
            if value != best:
                continue
            for p in range(piles):
                choice = combo[p]
                if choice == _NUM:
                    number_ok[p] = True
                elif choice == _SYM:
                    # A card outside N is always fine; one whose number is also wanted in
                    # number mode only when this symbol has more piles than cards anyway and
                    # no Tornado would be lost by closing the pile.
                    allowed = ~mask & 0x3FFE
                    symbol = needs[p]
                    if wanted[symbol] > supply[symbol] and tornados < unused:
                        allowed = 0x3FFE
                    symbol_numbers[p] |= allowed
                elif modes[p] == OPEN and tornados:
                    tornado_ok[p] = True
    return Analysis(best, tuple(number_ok), tuple(tornado_ok), tuple(symbol_numbers))


def random_turn(
    hand: list[int], numbers: Sequence[int], needs: Sequence[int], modes: Sequence[int], rng: random.Random
) -> list[int]:
    """A random turn that places the most cards the hand allows: placements (``card * 4 +
    pile``) in the order to make them, each one legal when its turn comes.

    For the play-outs of a search: one cheap search a turn instead of :func:`analyse` at every
    placement. Once the numbers in number mode (N) are chosen, every other open pile takes at most
    one card: a card of its needed symbol whose number is outside N, else a Tornado, so the most
    for N is ``count(N) + min(piles left, symbol cards matched + Tornados)``. The turn picks one of
    the best choices of N at random and carries it out with random cards, the number runs in a
    random order (the last card stays on top) and, when cards run short, a random pile going
    without. It places exactly the most cards, so every step keeps that most reachable and
    nothing fits afterwards; the play-out takes the placements from the end of the list.
    """
    # One pass sorts the hand by symbol (a Tornado, 64, lands in row 4) and notes its numbers.
    by_symbol: list[list[int]] = [[], [], [], [], []]
    present = 0  # the numbers in the hand, as bits (bit 0: a Tornado, never a pile's number)
    for card in hand:
        by_symbol[card >> 4].append(card)
        present |= 1 << (card & 15)
    tornados = len(by_symbol[4])
    target: dict[int, int] = {}  # number in number mode -> the pile taking its cards
    rest: list[int] = []  # open piles
    choosable: list[int] = []  # open piles that may go into number mode
    for p, mode in enumerate(modes):
        if mode == OPEN:
            rest.append(p)
            if numbers[p] and present >> numbers[p] & 1:
                choosable.append(p)
        elif mode == NUMBER:
            target.setdefault(numbers[p], p)
    draw = rng.random
    if choosable:
        grid = [0] * 65  # cards by value: grid[symbol * 16 + number]
        for card in hand:
            grid[card] += 1
        fixed = list(target)  # numbers already in number mode
        others = [needs[p] for p in rest if p not in choosable]  # symbols other open piles need
        best = -1
        chosen: list[int] = []  # the subsets of ``choosable`` in number mode that reach the best
        for option in range(1 << len(choosable)):
            mask = fixed.copy()  # N: the numbers in number mode
            wanted = others.copy()
            value = 0  # cards of the numbers put into number mode now
            for i, p in enumerate(choosable):
                if option >> i & 1:
                    number = numbers[p]
                    if number not in mask:
                        mask.append(number)
                        value += grid[number] + grid[16 + number] + grid[32 + number] + grid[48 + number]
                else:
                    wanted.append(needs[p])
            matched = 0
            for symbol in set(wanted):
                supply = len(by_symbol[symbol])
                base = symbol * 16
                for number in mask:
                    supply -= grid[base + number]
                want = wanted.count(symbol)
                matched += want if want < supply else supply
            value += min(len(wanted), matched + tornados)
            if value > best:
                best, chosen = value, [option]
            elif value == best:
                chosen.append(option)
        subset = chosen[int(draw() * len(chosen))] if len(chosen) > 1 else chosen[0]
        in_number = 0  # the piles put into number mode, as bits
        for i, p in enumerate(choosable):
            if subset >> i & 1:
                target.setdefault(numbers[p], p)
                in_number |= 1 << p
        left = [p for p in rest if not in_number >> p & 1]  # open piles taking one card at most
    else:
        left = rest
    turn: list[int] = []
    if target:  # the number runs, in random order: the last card stays on top
        turn = [card * 4 + target[card & 15] for card in hand if card & 15 in target]
        for i in range(len(turn) - 1, 0, -1):  # random.shuffle is slow on short lists
            j = int(draw() * (i + 1))
            turn[i], turn[j] = turn[j], turn[i]
    if len(left) > 1:  # from a random pile on: which pile goes without when cards run short
        start = int(draw() * len(left))
        left = left[start:] + left[:start]
    filtered = 0  # the symbols whose cards of numbers in number mode are taken out
    for p in left:
        need = needs[p]
        pool = by_symbol[need]
        if target and not filtered >> need & 1:
            filtered |= 1 << need
            pool = by_symbol[need] = [c for c in pool if c & 15 not in target]
        if pool:
            turn.append(pool.pop(int(draw() * len(pool))) * 4 + p)
        elif tornados:
            tornados -= 1
            turn.append(TORNADO * 4 + p)
    return turn


def maximal_placements(
    hand: Sequence[int], numbers: Sequence[int], needs: Sequence[int], modes: Sequence[int]
) -> list[int]:
    """The placements the "maximum" rule allows now (:func:`placements` after :func:`analyse`),
    remembered like the analysis: the legal list of every placing decision."""
    return list(_maximal(tuple(hand), tuple(numbers), tuple(needs), tuple(modes)))


@lru_cache(maxsize=4096)
def _maximal(
    hand: tuple[int, ...], numbers: tuple[int, ...], needs: tuple[int, ...], modes: tuple[int, ...]
) -> tuple[int, ...]:
    plan = _analyse(hand, numbers, needs, modes)
    return tuple(placements(hand, numbers, needs, modes, plan)) if plan.best else ()


def mode_after(card: int, number: int, need: int, mode: int) -> int:
    """The pile's mode once ``card`` is laid on it, or -1 when the card does not fit.

    A card that fits both ways (5 Water on 5 Fire) puts the pile in number mode.
    """
    if mode == CLOSED:
        return -1
    if mode == NUMBER:
        return NUMBER if card != TORNADO and card & 15 == number else -1
    if card == TORNADO:
        return CLOSED
    if number and card & 15 == number:
        return NUMBER
    return CLOSED if card >> 4 == need else -1


def placements(
    hand: Sequence[int],
    numbers: Sequence[int],
    needs: Sequence[int],
    modes: Sequence[int],
    plan: Analysis | None,
) -> list[int]:
    """Placements (``card * 4 + pile``) allowed now, in card order per pile.

    With ``plan`` (the "maximum" rule) only those that keep ``plan.best`` reachable; without it
    every card that fits (the "while able" rule).
    """
    cards = sorted(set(hand))
    out: list[int] = []
    for pile in range(len(modes)):
        mode, number, need = modes[pile], numbers[pile], needs[pile]
        if mode == CLOSED:
            continue
        if plan is None:  # what fits (mode_after inlined: this runs at every decision of a search)
            if mode == NUMBER:
                out += [c * 4 + pile for c in cards if c != TORNADO and c & 15 == number]
            else:
                out += [
                    c * 4 + pile
                    for c in cards
                    if c == TORNADO or c >> 4 == need or (number and c & 15 == number)
                ]
            continue
        number_ok = plan.number_ok[pile]
        if mode == NUMBER:
            if number_ok:
                out += [c * 4 + pile for c in cards if c != TORNADO and c & 15 == number]
            continue
        allowed = plan.symbol_numbers[pile]
        for card in cards:
            if card == TORNADO:
                if plan.tornado_ok[pile]:
                    out.append(card * 4 + pile)
            elif number and card & 15 == number:
                if number_ok:
                    out.append(card * 4 + pile)
            elif card >> 4 == need and allowed >> (card & 15) & 1:
                out.append(card * 4 + pile)
    return out
