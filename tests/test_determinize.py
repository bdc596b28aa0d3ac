"""Determinization, the ground search players stand on, checked in every game.

A determinization for an observer matches what the observer sees and deals everything else again
at random: each hidden card lands in each hidden place as often as chance says (chi-square, fixed
seeds, so never flaky), the future is drawn afresh, and nothing of the true deal leaks.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

import pytest

from game import registry
from game.assano.moves import DRAWN, PENALTY
from game.assano.rules import AssanoState
from game.core import WORLD, State
from game.opposites.rules import OppositesState
from game.tornado_ellie.rules import TornadoEllieState
from tests.assano_helpers import rig
from tests.fixtures import with_fixture_games
from tests.protocol_checks import check_determinization, random_options, same_state

FAST = {"tornado_ellie": {"dexterity": "off"}, "assano": {"target": 0}}


def hidden_places(state: State, observer: int) -> dict[str, list[Any]]:
    """Where the cards the observer cannot see lie: the other hands, the draw pile's next card and
    the rest of the hidden cards (the rest of the pile, face-down cards)."""
    places: dict[str, list[Any]] = {}
    if isinstance(state, (AssanoState, OppositesState)):
        hands, pile, rest = state.hands, state.deck, []
    elif isinstance(state, TornadoEllieState):
        hands, pile = state.hands, state.pile
        rest = state.out_fallen + [c for c in state.column_ids if c >= 0]
    else:
        return places  # Elements: nothing is hidden but the future rolls
    for seat, hand in enumerate(hands):
        if seat != observer:
            places[f"hand {seat}"] = list(hand)
    if pile:
        places["next card"] = [pile[-1]]
    places["rest"] = pile[:-1] + rest
    return places


def chi_square_limit(df: int, z: float = 3.29) -> float:
    """The chi-square value exceeded by chance with probability about 1/2000 (Wilson-Hilferty)."""
    k = 2.0 / (9.0 * df)
    return df * (1.0 - k + z * math.sqrt(k)) ** 3


def walk(game_id: str, seed: int, steps: int) -> tuple[State, random.Random]:
    """A random position ``steps`` decisions into a game with random options."""
    spec = registry.get(game_id)
    rng = random.Random(seed)
    players = rng.randint(max(spec.min_players, 2), min(spec.max_players, 4))
    options = {**random_options(game_id, players, rng), **FAST.get(game_id, {})}
    state = spec.new_game(players, options, seed)
    for _ in range(steps):
        if state.is_over() or state.current_player() == WORLD:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state, rng


@pytest.mark.generic
@pytest.mark.parametrize("game_id", with_fixture_games())
def test_determinizations_keep_their_promises_over_many_positions_and_observers(game_id: str) -> None:
    """Over a thousand positions and observers per game, from as many random games as that takes
    (a short game needs more of them): the observation is unchanged, every listed action applies,
    the original is untouched, only what the observer sees matters, and another seed gives another
    future."""
    checked = 0
    for seed in range(1000):
        if checked >= 1500 or (seed >= 60 and checked >= 1000):
            break
        state, rng = walk(game_id, seed, 0)
        while not state.is_over() and state.current_player() != WORLD and checked < 1500:
            for observer in range(state.players):
                check_determinization(state, observer, rng)
                checked += 1
            for _ in range(rng.randrange(1, 4)):
                if state.is_over() or state.current_player() == WORLD:
                    break
                state.apply(rng.choice(state.legal_actions()))
    assert checked >= 1000


def fairness(game_id: str, seed: int, steps: int, draws: int = 600) -> tuple[float, float]:
    """Chi-square statistic and limit for where one hidden card lands over ``draws`` re-deals."""
    state, rng = walk(game_id, seed, steps)
    observer = rng.randrange(state.players)
    places = hidden_places(state, observer)
    pool = [c for cards in places.values() for c in cards]
    card = rng.choice(pool)
    copies = pool.count(card)
    counts: Counter[str] = Counter()
    dealer = random.Random(seed)
    for _ in range(draws):
        other = state.determinize(observer, dealer)
        for name, cards in hidden_places(other, observer).items():
            counts[name] += cards.count(card)
    stat = 0.0
    for name, cards in places.items():
        expected = draws * copies * len(cards) / len(pool)
        if expected:
            stat += (counts[name] - expected) ** 2 / expected
    df = sum(1 for cards in places.values() if cards) - 1
    return stat, chi_square_limit(max(df, 1))


@pytest.mark.parametrize("game_id", ["assano", "opposites", "tornado_ellie"])
@pytest.mark.parametrize("steps", [0, 9, 40])
def test_a_hidden_card_lands_in_each_hidden_place_as_often_as_chance_says(game_id: str, steps: int) -> None:
    """Chi-square over the other hands, the draw pile's next card and the rest: a card must not
    stay where it truly is, nor avoid it."""
    for seed in range(3):
        state, _ = walk(game_id, 100 + seed, steps)
        if isinstance(state, AssanoState) and state.phase is DRAWN:
            continue  # the drawn card is constrained; tested on its own below
        stat, limit = fairness(game_id, 100 + seed, steps)
        assert stat < limit, f"seed {seed}: chi-square {stat:.1f} over {limit:.1f}"


def test_a_forced_reshuffle_draws_a_fresh_future() -> None:
    """With the draw pile empty, a draw reshuffles the discards: the determinizations must not
    all draw the true cards (the state's generator must not be carried over)."""
    state = rig(["R1 G2 B3", "Y4 Y5 Y6"], top="Y9", deck="")
    truth = state.copy()
    truth.apply_text("draw")
    dealer = random.Random(5)
    futures = []
    for _ in range(50):
        other = state.determinize(0, dealer)
        other.apply_text("draw")
        futures.append(tuple(other.hands[0][3:]))
    assert len(set(futures)) > 25
    assert futures.count(tuple(truth.hands[0][3:])) < 5


def test_assano_a_drawn_card_stays_with_its_drawer_and_matches() -> None:
    """A card another player drew and must play is dealt to them again among the cards it could be."""
    hits = 0
    for seed in range(400):
        state, _ = walk("assano", seed, random.Random(seed).randrange(40))
        if state.is_over() or state.phase is not DRAWN:
            continue
        observer = (state.turn + 1) % state.players
        for k in range(5):
            other = state.determinize(observer, random.Random(k))
            assert other.drawn in other.hands[other.turn] and other.matches(other.drawn)
            for action in other.legal_actions():
                other.copy().apply(action)
        hits += 1
    assert hits >= 5


def test_assano_the_real_bluff_does_not_leak_into_a_challengers_determinization() -> None:
    """A bluffed and an honest Wild Draw Four that look the same to the challenger (R2 and G2
    swapped between the player's hand and the draw pile) give the same determinizations."""
    opts = {"challenge_wild_draw_four": True}
    bluff = rig(["W4 R2 G5", "B1 B2 B3"], top="R7", deck="Y1 G2 Y3", **opts)
    honest = rig(["W4 G2 G5", "B1 B2 B3"], top="R7", deck="Y1 R2 Y3", **opts)
    for state in (bluff, honest):
        state.apply_text("play W4 blue")
        assert state.phase is PENALTY
    assert bluff.w4_bluff and not honest.w4_bluff
    assert bluff.observation(1) == honest.observation(1)
    for k in range(200):
        assert same_state(bluff.determinize(1, random.Random(k)), honest.determinize(1, random.Random(k)))
    bluffs = sum(bluff.determinize(1, random.Random(k)).w4_bluff for k in range(200))
    assert 0 < bluffs < 200  # a bluff or not, as the re-dealt hand says


def test_elements_determinizations_differ_only_in_the_future_rolls() -> None:
    state, _ = walk("elements", 3, 5)
    a = state.determinize(0, random.Random(1))
    b = state.determinize(0, random.Random(2))
    assert a.observation(0) == b.observation(0) == state.observation(0)
    assert a.rng().random() != b.rng().random()


@pytest.mark.generic
def test_determinize_is_part_of_the_protocol() -> None:
    """Declared abstract in ``State``: a game without it cannot even be instantiated."""
    assert getattr(State.determinize, "__isabstractmethod__", False)
    for game_id in with_fixture_games():
        state_class = registry.get(game_id).state_class
        assert state_class.determinize is not State.determinize
