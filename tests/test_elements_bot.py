"""The Elements heuristic bot: legal choices from its observation, sensible picks, beats random."""

from __future__ import annotations

import random

from game import registry
from game.bots import bot_kinds, make_bot
from game.core import shares
from game.elements.bots import ElementsBot
from game.elements.rules import LIGHT, ElementsState, encode
from game.elements.sheet import DARK
from game.play import play_out
from tests.test_elements_rules import FIRE, WATER, colour_at, letter, rig

SPEC = registry.get("elements")


def test_the_heuristic_bot_is_the_easy_level() -> None:
    assert bot_kinds("elements") == ["easy", "medium", "hard", "random"]
    assert isinstance(make_bot("easy", "elements", 1), ElementsBot)
    assert isinstance(make_bot("heuristic", "elements", 1), ElementsBot)


def test_the_bot_always_picks_a_legal_action() -> None:
    for players in (1, 2, 3, 4):
        state = SPEC.new_game(players, {}, players)
        bots = [ElementsBot(s) for s in range(players)]
        while not state.is_over():
            seat = state.current_player()
            action = bots[seat].choose(state.observation(seat), state.legal_actions())
            assert action in state.legal_actions()
            state.apply(action)


def test_the_bot_prefers_an_element_cross_to_a_dark_cross_past_the_peak() -> None:
    """Past the dark row's peak a dark cross loses points; a fitting element die is better."""
    state = rig(2)
    peak = state.sheet.dark.index(max(state.sheet.dark))
    need = colour_at(state, FIRE, 1)
    state = rig(2, "D" + letter(need) + "DD", seat0=[0, 0, 0, 0, peak, 0])
    choice = ElementsBot(1).choose(state.observation(0), state.legal_actions())
    assert choice & 7 != DARK


def marks_avoiding(state: ElementsState, avoid: set[int], rows: range = range(4)) -> list[int]:
    """Marks whose next element fields have none of the ``avoid`` colours (other rows at 0)."""
    marks = [0] * 6
    for row in rows:
        colours = state.sheet.elements[row].colours
        marks[row] = next(i for i in range(1, len(colours)) if colours[i] not in avoid) - 1
    return marks


def test_when_it_must_miss_the_bot_takes_the_die_the_next_player_wants() -> None:
    """All misses cross the light row alike, so the bot takes away the die the next picker needs."""
    probe = rig(2)
    assert colour_at(probe, FIRE, 1) == FIRE
    mine = marks_avoiding(probe, {FIRE, WATER})
    theirs = marks_avoiding(probe, {WATER}, rows=range(1, 4))
    state = rig(2, "WWFW", seat0=mine, seat1=theirs)
    assert state.is_miss()
    for seed in range(5):
        choice = ElementsBot(seed).choose(state.observation(0), state.legal_actions())
        assert choice == encode(2, LIGHT)


def test_the_heuristic_bot_beats_random_clearly() -> None:
    """One heuristic bot against random ones wins far more than its fair share."""
    for players, games, share in ((2, 40, 0.75), (4, 40, 0.45)):
        wins = 0.0
        for game in range(games):
            kinds = ["random"] * players
            seat = game % players
            kinds[seat] = "heuristic"
            state = SPEC.new_game(players, {"start_player": random.Random(game).randrange(players)}, game)
            bots = [make_bot(kind, "elements", game * 10 + s) for s, kind in enumerate(kinds)]
            play_out(state, bots)
            wins += shares(state.result().winners, players)[seat]
        assert wins / games >= share, f"{players} players: heuristic won {wins / games:.0%}"
