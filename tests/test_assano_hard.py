"""Assano's hard player at a family table: its guesses of the others' hands keep every card and
every fact play has shown, and at a table of three or more it puts medium's coloured card only
against a wild or a draw. (Its strength is measured in ``bench/bots.py table`` and
``bench/move_gain.py``.)"""

from __future__ import annotations

from collections import Counter

from game import registry
from game.assano import DRAW, WILD, AssanoState
from game.bots import make_bot
from game.bots.assano_bot import AssanoBot, HardAssanoBot, plays_likelihood


def medium_game(players: int, seed: int):
    """The states of a round of medium players, each before its move."""
    state = registry.get("assano").new_game(players, {"target": 0}, seed)
    bots = [make_bot("medium", "assano", seed * 11 + s) for s in range(players)]
    while not state.is_over():
        yield state
        seat = state.current_player()
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))


def hidden(state: AssanoState, seat: int) -> Counter[int]:
    return Counter([*state.deck, *(c for s, h in enumerate(state.hands) if s != seat for c in h)])


def test_every_guessed_deal_keeps_the_cards_the_sizes_and_what_the_draws_showed() -> None:
    """The deals the search plays out are deals of the same hidden cards: every hand at its size,
    the player's own hand and the pile's size untouched, every seat's draws respected, and each
    deal one in which the others could have made the plays they made."""
    checked = 0
    for seed in range(3):
        hard = HardAssanoBot(seed, iterations=40, seconds=None)
        for state in medium_game(4, seed):
            seat = state.current_player()
            if seat != 0 or len(hard.prune(state, state.legal_actions())) < 2:
                continue
            hard.read_beliefs(state)
            hard.prepare(state)
            for _ in range(20):
                deal = hard.sample(state, seat, hard.rng)
                assert isinstance(deal, AssanoState)
                assert hidden(deal, seat) == hidden(state, seat)
                assert deal.hands[seat] == state.hands[seat]
                assert [len(h) for h in deal.hands] == [len(h) for h in state.hands]
                assert len(deal.deck) == len(state.deck)
                for other, (lacks, count) in hard._facts.items():
                    hand = deal.hands[other]
                    assert sum(c not in lacks for c in hand) >= min(count, len(hand))
                for other, plays in hard._plays.items():
                    assert plays_likelihood(plays, deal.hands[other], hard.temperature) > float("-inf")
                checked += 1
    assert checked > 500


def test_at_a_table_of_four_the_hard_player_never_swaps_medium_s_coloured_card_for_another() -> None:
    """Which colour to leave the next player is what the guessed hands decide, and there the search
    measured worse than medium: at a table of four, where medium would play a coloured card the hard
    player plays that card, a wild or draws; with two players it still picks among the colours."""
    for players, swaps_allowed in ((4, False), (2, True)):
        kept = swapped = other_kind = 0
        for seed in range(3):
            hard = HardAssanoBot(seed, iterations=400, seconds=None)
            medium = AssanoBot(seed)
            for state in medium_game(players, 40 + seed):
                seat = state.current_player()
                legal = state.legal_actions()
                if seat != 0 or len(hard.prune(state, legal)) < 2:
                    continue
                mine = medium.choose(state.observation(seat), legal)
                if mine >= DRAW or mine >> 3 >= WILD:
                    continue
                chosen = hard.choose_from_state(state.copy())
                if chosen >= DRAW or chosen >> 3 >= WILD:
                    other_kind += 1
                elif chosen & ~1 == mine & ~1:
                    kept += 1
                else:
                    swapped += 1
        assert kept > 5, players
        if swaps_allowed:
            assert swapped > 0, "with two players the search should still weigh the colours"
        else:
            assert swapped == 0, f"{swapped} coloured cards replaced by another at a table of four"
