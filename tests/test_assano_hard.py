"""Assano's hard player at a family table of four: through whole games, its guesses of the
others' hands keep every card and every fact play has shown. (Its strength is measured in
``bench/bots.py table`` and ``bench/move_gain.py``.)"""

from __future__ import annotations

from collections import Counter

from game import registry
from game.assano.hard import HardAssanoBot, plays_likelihood
from game.assano.rules import AssanoState
from game.bots import make_bot


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


def test_at_a_table_of_four_it_plays_the_tables_reading_unless_its_search_says_otherwise() -> None:
    """At three or four players hard keeps the move of its reading of the table (medium with the
    weighed features of :mod:`game.assano.reading`) unless its search finds another clearly
    better; with a single play-out it never can, so every move is one the reading likes best."""
    from game.assano.moves import KEEP, WORDS
    from game.assano.reading import ReadingAssanoBot

    differs = checked = 0
    for seed in range(4):
        hard = HardAssanoBot(seed, iterations=1, seconds=None)
        for state in medium_game(4, seed):
            if state.current_player() != 0:
                continue
            legal = state.legal_actions()
            plays = [a for a in legal if a not in WORDS]
            reading = ReadingAssanoBot(0)
            reading.read(state, hard.beliefs.update(state))
            values = reading.likings(state.observation(0), plays) if plays else []
            tops = {a for a, v in zip(plays, values, strict=True) if v >= max(values) - 1e-9}
            if len(plays) < 2 or not tops & set(hard.prune(state, legal)):
                continue
            medium = make_bot("medium", "assano", 0).choose(state.observation(0), legal)
            move = hard.choose_from_state(state)
            assert move in tops | ({KEEP} & set(legal)), state.action_text(move)
            differs += medium not in tops
            checked += 1
    assert checked > 40 and differs, (checked, differs)
