"""Tornado Ellie's hands are open once the game is over (as the replay viewer shows them): before
the end no observation holds the hands and the table draws no other seat's card face; at the end
every seat's observation holds every hand and the table draws the other seats' cards face up."""

from __future__ import annotations

import random
from collections import Counter

from game.tornado_ellie.cards import FACE_TEXTS
from game.tornado_ellie.rules import SPEC
from tests import ui_helpers as ui
from tests.ui_helpers import make_app, record_faces, run

KINDS = ["human", "steady", "steady"]


def record_shown(monkeypatch) -> list[tuple[str, int, str]]:
    """Every (zone, owner, card) the table says it draws face up from now on."""
    from scenes.tables.base import DrawContext

    shown: list[tuple[str, int, str]] = []
    real = DrawContext.show_face

    def show_face(ctx, zone: str, owner: int, card: str) -> None:
        shown.append((zone, owner, card))
        real(ctx, zone, owner, card)

    monkeypatch.setattr(DrawContext, "show_face", show_face)
    return shown


def hands_of(state) -> list[list[str]]:
    return [sorted(FACE_TEXTS[c] for c in hand) for hand in state.hands]


def finished(seed: int, players: int = 3):
    state = SPEC.new_game(players, {"dexterity": "off"}, seed)
    rng = random.Random(seed)
    while not state.is_over():
        for seat in range(players):
            assert "hands" not in state.observation(seat)
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    return state


def test_no_observation_holds_the_hands_before_the_end_and_every_one_holds_them_all_at_the_end() -> None:
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        state = finished(seed, players)
        hands = hands_of(state)
        assert any(hands), "a game that ends with every hand empty shows nothing"
        for seat in range(players):
            obs = state.observation(seat)
            assert obs["hands"] == hands
            assert obs["hands"][seat] == obs["hand"]
            assert [len(h) for h in obs["hands"]] == obs["hand_sizes"]
            assert "hand" in obs and "farms" in obs and "scores" in obs  # the old keys stay


def test_the_table_draws_no_other_seats_card_before_the_end(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path)
    state = SPEC.new_game(3, {"dexterity": "off"}, 5)
    faces = record_faces(monkeypatch)
    shown = record_shown(monkeypatch)
    table = ui.open_position(app, state, KINDS)
    ui.settle(app, table)
    run(app, 3)
    assert not [s for s in shown if s[0] == "hand" and s[1] != 0]
    own = {c for zone, seat, c in shown if zone == "hand" and seat == 0}
    assert own and own <= set(table.obs["hand"])  # the viewer's own hand is drawn, and only it
    obs = table.obs
    assert "hands" not in obs
    secret = Counter(c for seat, h in enumerate(hands_of(table.state)) if seat != 0 for c in h)
    seen = ui.words_in(obs)
    assert faces, "the table drew no face at all"
    assert not {c for c in faces if c in secret and c not in seen}


def test_the_finished_table_draws_the_other_seats_hands_face_up(tmp_path, monkeypatch) -> None:
    state = finished(7)
    hands = hands_of(state)
    others = [c for seat, h in enumerate(hands) if seat != 0 for c in h]
    assert others
    app = make_app(tmp_path)
    faces = record_faces(monkeypatch)
    shown = record_shown(monkeypatch)
    table = ui.open_position(app, state, KINDS, frames=0)
    table.on_draw(app.screen)  # the finished table, as drawn before the results come over it
    assert not Counter(others) - Counter(faces), f"the others' cards {others} are not all drawn: {faces}"
    for seat in range(1, 3):
        assert sorted(c for zone, owner, c in shown if zone == "hand" and owner == seat) == hands[seat]
    rects = table.view.open_hand_rects(table.obs)
    assert set(rects) == {seat for seat, h in enumerate(hands) if seat != 0 and h}
    for rect in rects.values():
        assert table.view.course.contains(rect)
