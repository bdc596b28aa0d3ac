"""Assano: once the game is over every hand is open, in the observation and on the table."""

from __future__ import annotations

from collections import Counter

import pygame

from game import registry
from game.bots import make_bot
from scenes.replay import ReplayScene
from tests import ui_helpers as ui
from tests.ui_helpers import key, make_app, run

KINDS = ["human", "heuristic", "heuristic"]


def played_game(seed: int, players: int = 3) -> tuple[list, object]:
    """A single-round game played out by bots: the states before the end (copies) and the end."""
    spec = registry.get("assano")
    state = spec.new_game(players, {"target": 0}, seed)
    bots = [make_bot("heuristic", "assano", seed + seat) for seat in range(players)]
    before = []
    while not state.is_over():
        before.append(state.copy())
        seat = state.current_player()
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return before, state


def finished_with_cards_left(seed: int):
    """A finished game in which two other seats than seat 0 still hold cards."""
    for game_seed in range(seed, seed + 50):
        before, end = played_game(game_seed)
        if sum(1 for hand in end.hands[1:] if hand) >= 1 and sum(map(len, end.hands[1:])) >= 4:
            return before, end
    raise AssertionError("no such game")


def faces_in_one_frame(app, faces: list[str]) -> Counter:
    faces.clear()
    run(app, 1)
    return Counter(faces)


def test_hands_are_secret_until_the_end(tmp_path, monkeypatch) -> None:
    before, _ = finished_with_cards_left(11)
    for state in before:
        for seat in range(state.players):
            assert "hands" not in state.observation(seat), "a hand was opened before the end"
    faces = ui.record_faces(monkeypatch)
    app = make_app(tmp_path)
    middle = before[len(before) // 2]
    table = ui.open_position(app, middle, KINDS)
    drawn = faces_in_one_frame(app, faces)
    assert drawn, "the table drew no card at all"
    seen = ui.words_in(table.state.observation(table.viewer))
    assert set(drawn) <= seen, f"faces the viewer may not see were drawn: {set(drawn) - seen}"


def test_every_hand_is_open_at_the_end(tmp_path, monkeypatch) -> None:
    _, end = finished_with_cards_left(11)
    cards = [sorted(end.observation(seat)["hand"]) for seat in range(end.players)]
    for seat in range(end.players):
        assert end.observation(seat).get("hands") == cards, f"seat {seat} does not see every hand"
    faces = ui.record_faces(monkeypatch)
    app = make_app(tmp_path)
    app.show(ReplayScene(app, end, ui.seats(KINDS)))  # the replay viewer, through seat 0's eyes
    run(app, 2)
    faces.clear()
    key(app, pygame.K_END, 30)  # to the end of the game, as a person would
    assert app.scene.step == len(end.history)
    drawn = Counter(faces)
    others = Counter(card for seat in range(1, end.players) for card in cards[seat])
    assert not others - drawn, f"these cards of the other seats were not shown: {others - drawn}"
