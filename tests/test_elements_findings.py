"""Elements as a player sees it at the end of a game and while picking (issue 45's findings): a
solo game has a score and a high score, never a winner, on the results screen, in the history and
in the statistics; the standings chart ends at the total; each row's final value is drawn as bars;
the pick chips of a solo roll are numbered; a dimmed die keeps its number."""

from __future__ import annotations

import random

import pytest

from game import registry
from game.history import statistics
from scenes.history_screen import row_columns
from scenes.results import ResultsScene
from scenes.ui import chart
from tests import ui_helpers as ui


@pytest.fixture(autouse=True)
def quick_helper(tmp_path, monkeypatch):
    """The solo helper's exact table takes seconds: a stand-in values a pick by its row."""
    monkeypatch.setenv("STORMTABLE_DATA", str(tmp_path))

    def fake_hint(obs, legal, wait=False):
        return sorted(((a, 100.0 - (a & 7)) for a in legal), key=lambda item: -item[1])

    monkeypatch.setattr("game.elements.hint.hint_for", fake_hint)


def solo_results(tmp_path):
    app = ui.make_app(tmp_path, (800, 600))
    table = ui.open_table(app, "elements", ["human"], seed=3)
    ui.play_by_clicks(app, random.Random(1))
    assert isinstance(app.scene, ResultsScene)
    return app, table


def test_a_solo_game_ends_with_a_score_not_a_winner_everywhere(tmp_path, monkeypatch) -> None:
    app, table = solo_results(tmp_path)
    total = int(table.state.result().scores[0])
    words = [w for w, _ in ui.drawn_text(app, monkeypatch)]
    assert f"P0 scores {total} points" in words
    assert not [w for w in words if "wins" in w or "win!" in w]
    assert any(w.startswith(f"1. P0: {total}") and w.endswith("NEW") for w in words)  # the high score
    app.store.record_history(table.state, table.match.seats, now=1.7e9)
    [entry] = app.store.load_history()
    game, names, result, *_ = row_columns(entry)
    assert (game, names, result) == ("Elements", "P0", f"score {total}")
    stats = statistics([entry.summary])["P0"]
    assert stats.played == 0 and stats.won == 0  # no win, no streak, no win rate
    record = stats.games["elements"]
    assert record.solo_played == 1 and record.best(solo=True) == total


def test_the_standings_chart_ends_at_the_total_and_the_rows_are_bars(tmp_path, monkeypatch) -> None:
    app, table = solo_results(tmp_path)
    total = table.state.result().scores[0]
    standings, rows = app.scene.charts()
    assert standings.series[0].values[-1] == total  # the last point is the score shown beside it
    assert not standings.bars and rows.bars
    bars = []
    real = chart.bar_chart
    monkeypatch.setattr(chart, "bar_chart", lambda *a, **k: bars.append(a) or real(*a, **k))
    app.redraw()
    ui.run(app)
    assert bars and list(bars[0][2][0].values) == list(table.state.result().detail["rows"][0])


def test_a_solo_roll_numbers_its_picks_and_a_dimmed_die_keeps_its_number(tmp_path, monkeypatch) -> None:
    spec = registry.get("elements")
    state = spec.new_game(1, {}, 3)
    state.apply(state.legal_actions()[0])  # the first of the roll's two picks is taken
    from scenes.ui import text as ui_text

    drawn: list[str] = []
    real = ui_text.blit
    monkeypatch.setattr(
        ui_text, "blit", lambda s, words, *a, **k: drawn.append(words) or real(s, words, *a, **k)
    )
    app = ui.make_app(tmp_path, (800, 600))
    table = ui.open_position(app, state, ["human"])
    ui.settle(app, table)
    drawn.clear()
    table.view._info_key = None  # the pick order is drawn into a cached picture: draw it now
    app.redraw()
    ui.run(app)
    words = list(drawn)
    assert "pick 1" in words and "pick 2" in words and words.count("P0") <= 1  # not "P0 P0"
    obs = table.obs
    dimmed = [
        i
        for i, die in enumerate(obs["dice"])
        if die["taken_by"] is None and not any(t.key == ("die", i) and t.enabled for t in table.targets())
    ]
    live = [i for i, die in enumerate(obs["dice"]) if i not in dimmed and die["taken_by"] is None]
    assert live
    for index in live + dimmed:
        assert any(w.startswith(f"{index + 1} · ") for w in words), (index, words)
