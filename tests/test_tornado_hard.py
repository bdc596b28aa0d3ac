"""Tornado Ellie's hard player at tables of three and four: its play-outs play the others as medium
plays, and its deals of the hidden cards remember what the table showed of the others' hands."""

from __future__ import annotations

import itertools
import random

import pytest

from game.bots import make_bot
from game.tornado_ellie.bots import TornadoBot
from game.tornado_ellie.cards import FACE_TEXTS
from game.tornado_ellie.playout import CARD_FACE, INDEX, ON, HandBeliefs, card_values, play_on
from game.tornado_ellie.rules import SPEC, TornadoEllieState


def medium_game(players: int, seed: int) -> tuple[TornadoEllieState, list[TornadoBot]]:
    state = SPEC.new_game(players, {"dexterity": "off"}, seed)
    assert isinstance(state, TornadoEllieState)
    return state, [make_bot("medium", "tornado_ellie", seed * 10 + s) for s in range(players)]


@pytest.mark.parametrize("players", [3, 4])
def test_the_play_outs_play_every_card_medium_plays(players: int) -> None:
    """Where medium chooses among cards, the play-outs' medium (read from the state) values the
    card medium plays highest (ties within medium's jitter aside)."""
    checked = 0
    for seed in range(6):
        state, bots = medium_game(players, seed)
        while not state.is_over():
            seat = state.current_player()
            legal = state.legal_actions()
            action = bots[seat].choose(state.observation(seat), legal)
            if len(legal) > 1 and legal[0][0] == "play":
                values = card_values(state, seat, [INDEX[a[1]] for a in legal])
                assert values[legal.index(action)] >= max(values) - 2e-3, (legal, action, values)
                checked += 1
            state.apply(action)
    assert checked > 50


def test_a_play_out_plays_the_game_to_its_end() -> None:
    state, _ = medium_game(3, 1)
    line = state.copy()
    play_on(line, random.Random(0))
    assert line.is_over() and line.result().winners


def positions_after_a_miss(players: int, seed: int) -> list[tuple[TornadoEllieState, int, int, int]]:
    """States of a medium game where seat 0 is to choose a card, after another player took storm
    damage for want of a suitable card: (state, that player, the card on top then, cards they
    kept then and have not played since)."""
    state, bots = medium_game(players, seed)
    found = []
    miss: tuple[int, int, int] | None = None
    while not state.is_over():
        seat = state.current_player()
        legal = state.legal_actions()
        if seat == 0 and len(legal) > 1 and miss is not None and miss[2] > 0:
            found.append((state.copy(), *miss))
        action = bots[seat].choose(state.observation(seat), legal)
        before = state.stacker
        state.apply(action)
        if miss is not None and action[0] == "play" and seat == miss[0]:
            miss = (miss[0], miss[1], miss[2] - 1)  # one of the kept cards may have gone
        if before < 0 <= state.stacker and state.stacker not in (0, seat) and state.table:
            victim = state.stacker
            miss = (victim, CARD_FACE[state.table[-1]], len(state.hands[victim]))
    return found


def test_hard_deals_a_player_who_could_not_follow_cards_that_do_not_follow() -> None:
    """A player who took storm damage because no card of theirs fitted keeps those cards into the
    next round: the hard player's deals of the hidden cards give them that many cards that do not
    fit on the card they could not follow (a plain re-deal does not in about one deal of five)."""
    checked = 0
    plain_misses = 0
    for seed in range(8):
        for state, victim, top, kept in positions_after_a_miss(3, seed)[:3]:
            beliefs = HandBeliefs(state, 0)
            beliefs.update(state)
            rng = random.Random(seed)
            for _ in range(20):
                world = state.determinize(0, rng)
                plain = sum(CARD_FACE[c] not in ON[top] for c in world.hands[victim])
                plain_misses += plain < kept
                beliefs.constrain(world, rng)
                unfit = sum(CARD_FACE[c] not in ON[top] for c in world.hands[victim])
                assert unfit >= kept, (FACE_TEXTS[c] for c in world.hands[victim])
                checked += 1
    assert checked >= 100 and plain_misses > checked // 10


@pytest.mark.parametrize("players", [3, 4])
def test_the_real_hands_always_fit_what_hard_believes(players: int) -> None:
    """What hard reads from the table never rules out the hands the others really hold, and the
    real hands explain every card played this round as medium's choice."""
    for seed in range(4):
        state, bots = medium_game(players, seed)
        beliefs = HandBeliefs(state, 0)
        while not state.is_over():
            seat = state.current_player()
            legal = state.legal_actions()
            if seat == 0 and len(legal) > 1:
                beliefs.update(state)
                assert beliefs.weight(state, 0.5) == 1.0
                for other in range(1, players):
                    masks = beliefs.slots[other]
                    faces = [CARD_FACE[c] for c in state.hands[other]]
                    assert len(masks) == len(faces)
                    assert any(
                        all(mask >> f & 1 for mask, f in zip(masks, order, strict=True))
                        for order in itertools.permutations(faces)
                    )
            state.apply(bots[seat].choose(state.observation(seat), legal))
