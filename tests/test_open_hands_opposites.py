"""Opposites opens every hand once the game is over: the observation names them all, and the table
draws the other seats' last cards face up (what the results moment and the replay show)."""

from __future__ import annotations

import random

from game.opposites.rules import SPEC
from tests import ui_helpers as ui
from tests.test_opposites_helpers import arrange
from tests.ui_helpers import click, make_app, run

# Seat 0 (the person) lays its last card, F5 on S5, and wins; seats 1 and 2 keep theirs.
HANDS = ["F5", "F6 M2 S11", "S1 F12 M7 W3"]
PILES = ["S5", "W9", "M13"]


def card_rect(table, card: str):
    keys = [t for t in table.targets() if isinstance(t.key, tuple) and t.key[:1] == ("card",)]
    return next(t.rect for t in keys if t.key[2] == card)


def test_no_observation_names_the_hands_before_the_end_and_every_one_does_after() -> None:
    state = SPEC.new_game(3, {}, seed=4)
    rng = random.Random(1)
    while not state.is_over():
        for seat in range(3):
            assert "hands" not in state.observation(seat), f"seat {seat} sees every hand mid-game"
        state.apply(rng.choice(state.legal_actions()))
    hands = [sorted(state.observation(seat)["hand"]) for seat in range(3)]
    for seat in range(3):
        obs = state.observation(seat)
        assert obs["hands"] == hands, f"seat {seat} does not see every final hand"
        assert obs["hand"] == hands[seat] and obs["hand_sizes"] == [len(h) for h in hands]


def test_the_table_shows_the_other_seats_cards_face_up_only_once_the_game_is_over(
    tmp_path, monkeypatch
) -> None:
    faces = ui.record_faces(monkeypatch)
    app = make_app(tmp_path)
    table = ui.open_position(app, arrange(HANDS, PILES), ["human", "random", "random"])
    run(app, 3)
    others = {card for hand in HANDS[1:] for card in hand.split()}
    assert not others & set(faces), f"another seat's cards drawn mid-game: {sorted(others & set(faces))}"
    click(app, card_rect(table, "F5").center)
    click(app, next(t.rect for t in table.targets() if t.key == ("pile", 0)).center)
    assert table.state.is_over()
    ui.wait_until(app, lambda: ui.at_results(app), 3000, "the results after the last card")
    assert others <= set(faces), f"final hands not drawn face up: {sorted(others - set(faces))}"
    app.close()


def test_a_table_opened_on_a_finished_game_draws_every_other_hand(tmp_path, monkeypatch) -> None:
    """The view itself, over a game already over: each other seat's box holds its last cards."""
    state = arrange(HANDS, PILES)
    state.apply(state.parse_action("place F5 1"))
    assert state.is_over()
    app = make_app(tmp_path)
    table = ui.open_position(app, arrange(HANDS, PILES), ["human", "random", "random"])
    faces = ui.record_faces(monkeypatch)
    surface = app.screen.copy()
    table.view.draw(surface, state.observation(0), table.last_ctx)
    others = {card for hand in HANDS[1:] for card in hand.split()}
    assert others <= set(faces), f"final hands not drawn face up: {sorted(others - set(faces))}"
    app.close()
