"""The results screen names whoever won: the winner's own name (or the winners', on a shared win),
never another seat's, in each game."""

from __future__ import annotations

import pytest

from game import registry
from scenes import language
from scenes.results import ResultsScene
from scenes.strings import text
from tests import ui_helpers as ui
from tests.test_day_one_layout import Drawn
from tests.test_history import finished_game

GAMES = [spec.id for spec in registry.all_specs()]


def won_by_other_than_the_last_seat(game_id: str, players: int = 3):
    """A game played to its end whose winners do not include the last seat (so a screen that
    named the last seat, or every seat, would be wrong)."""
    for seed in range(1, 200):
        state = finished_game(game_id, seed, players)
        if players - 1 not in state.result().winners:
            return state
    raise AssertionError(f"no {game_id} game won by an earlier seat")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_results_screen_names_the_winner(tmp_path, monkeypatch, game_id) -> None:
    app = ui.make_app(tmp_path)
    try:
        state = won_by_other_than_the_last_seat(game_id)
        table = ui.open_position(app, state, ["human"] + ["random"] * (state.players - 1))
        ui.wait_until(app, lambda: isinstance(app.scene, ResultsScene), 600, "the results")
        drawn = Drawn(monkeypatch, app)
        drawn.frame(app, 2)
        winners = [table.names[seat] for seat in state.result().winners]
        words = text(
            "results_winner" if len(winners) == 1 else "results_winners", names=language.names(winners)
        )
        shown = [w for w, _ in drawn.texts]
        assert words in shown, f"{words!r} not among {shown}"
        others = [name for name in table.names if name not in winners]
        assert not [w for w in shown if w.startswith(tuple(others)) and "win" in w], shown
    finally:
        app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_at_800x600_every_line_of_the_results_is_whole_and_apart(tmp_path, monkeypatch, game_id) -> None:
    """The smallest window: a standings row too long for its column goes on over lines, never past
    the window's edge nor into the next column (Tornado Ellie's "How it ended" ran off the right)."""
    app = ui.make_app(tmp_path, (800, 600))
    try:
        state = won_by_other_than_the_last_seat(game_id)
        ui.open_position(app, state, ["human"] + ["random"] * (state.players - 1))
        ui.wait_until(app, lambda: isinstance(app.scene, ResultsScene), 600, "the results")
        drawn = Drawn(monkeypatch, app)
        drawn.frame(app, 2)
        window = app.screen.get_rect()
        for words, rect in drawn.texts:
            assert window.contains(rect), (words, rect)
        headings = {heading for heading, _rows in app.scene.tables}
        lefts = sorted({rect.left for words, rect in drawn.texts if words in headings})
        for words, rect in drawn.texts:  # a table's lines start at its heading's left, and end
            if rect.left in lefts:  # before the next table's
                after = [left for left in lefts if left > rect.left]
                assert not after or rect.right < after[0], (words, rect, lefts)
    finally:
        app.close()
