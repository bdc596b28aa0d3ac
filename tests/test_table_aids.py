"""Learning at the table (issue 24): why a dimmed card, die, pile or field may not be taken, shown
when the pointer rests on it; undo of a person's own last actions within their turn; advice, the
move the hard computer player would make. Driven through the real app, as a person would."""

from __future__ import annotations

import random

import pytest

from game import registry
from scenes.strings import message_words
from scenes.ui import text as ui_text
from tests import ui_helpers as ui

GAMES = ["assano", "opposites", "elements", "tornado_ellie"]
OTHERS = {"assano": "random", "opposites": "random", "elements": "random", "tornado_ellie": "random"}


def position(game_id: str, seed: int, moves: int, players: int = 3, options: dict | None = None):
    """A game played at random for about ``moves`` actions, stopped where seat 0 decides."""
    state = registry.get(game_id).new_game(players, options or {}, seed)
    rng = random.Random(seed)
    count = 0
    while not state.is_over() and (count < moves or state.current_player() != 0):
        state.apply(rng.choice(state.legal_actions()))
        count += 1
        if count > moves + 400:
            break
    assert state.current_player() == 0, f"{game_id}: no decision of seat 0 near move {moves}"
    return state


def consecutive(words: list[str], sentence: str) -> bool:
    """True when some run of drawn strings, one after the other, reads ``sentence`` (a wrapped
    tooltip is drawn row by row)."""
    for start in range(len(words)):
        joined = ""
        for row in words[start:]:
            joined = row if not joined else f"{joined} {row}"
            if joined == sentence:
                return True
            if not sentence.startswith(joined):
                break
    return False


def dimmed(table) -> list:
    return [t for t in table.targets() if t.why is not None]


def check_every_dimmed_target(app, table, drawn) -> int:
    """Rest the pointer on each dimmed target: nothing shows before half a second; after it, the
    drawn tooltip reads the engine's refusal of that target's action; moving off hides it."""
    checked = 0
    for target in dimmed(table):
        expected = message_words(*table.state.refusal(target.why))
        ui.move_mouse(app, (5, app.size[1] - 5))  # off every target first
        ui.run(app, 2)
        ui.move_mouse(app, target.rect.center)
        assert table.focus.hover == target.key, (target.key, table.focus.hover)
        ui.run(app, 20)  # a third of a second on the table's clock: not yet
        assert table.tooltip == "", f"{target.key}: the reason showed before half a second"
        drawn.words.clear()
        ui_text.clear()
        ui.run(app, 16)
        assert table.tooltip == expected, (target.key, table.tooltip, expected)
        assert consecutive(drawn.words, expected), f"{target.key}: {expected!r} not drawn"
        ui.move_mouse(app, (5, app.size[1] - 5))
        ui.run(app, 1)
        assert table.tooltip == "", f"{target.key}: the reason stayed after the pointer left"
        checked += 1
    return checked


# -- why not? --------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_resting_on_a_dimmed_target_shows_the_engines_reason(tmp_path, monkeypatch, game_id) -> None:
    """On sampled positions of each game, every dimmed card, die, pile, field or button explains
    itself when pointed at for half a second, in the engine's own words for that target's action;
    a card picked up in Opposites makes the piles it may not go on explain themselves too."""
    drawn = ui.DrawnText(monkeypatch)
    checked = 0
    for seed, moves in ((1, 4), (2, 15), (3, 40)):
        options = {"dexterity": "off"} if game_id == "tornado_ellie" else None
        state = position(game_id, seed, moves, options=options)
        app = ui.make_app(tmp_path / f"{seed}", (1280, 720))
        table = ui.open_position(app, state, ["human", "random", "random"])
        ui.settle(app, table)
        checked += check_every_dimmed_target(app, table, drawn)
        if game_id == "opposites":  # pick up a playable card: the piles it does not fit explain why
            card = next((t for t in table.targets() if t.key[0] == "card" and t.why is None), None)
            if card is not None:
                ui.click(app, card.rect.center, 2)
                assert table.view.held == card.key[2]
                checked += check_every_dimmed_target(app, table, drawn)
        app.close()
    assert checked >= 3, f"{game_id}: only {checked} dimmed targets on the sampled positions"
