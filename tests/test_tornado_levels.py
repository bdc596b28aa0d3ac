"""Tornado Ellie's levels: hard's card play is its own (not medium's with a steadier hand), and
the bench compares the levels' card play with one hand for all (``bench/bots.py table --hand``)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from game.bots import make_bot
from game.tornado_ellie.rules import TornadoEllieState
from tests.test_tornado_rules import rig

OTHER_HANDS = [
    ["pig3", "hen5", "pig6", "hen2"],
    ["pig5", "hen6", "pig7", "hen3"],
    ["sheep5", "hen7", "pig8", "hen1"],
]


def card_of(kind: str, state: TornadoEllieState, seed: int) -> str:
    bot = make_bot(kind, "tornado_ellie", seed)
    if kind == "hard":
        bot.seconds = None  # its fixed budget alone: the same card on any machine
        action = bot.choose_from_state(state.copy())
    else:
        action = bot.choose(state.observation(state.current_player()), state.legal_actions())
    return action[1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_opens_a_round_with_its_lightning_where_medium_keeps_it(players: int) -> None:
    """Opening a round with a lightning, the next player takes the damage unless they hold one
    of the few lightnings: hard sees that the round is won that way more often than by any other
    card; medium keeps its last lightning to answer one (and so did hard before its play-outs
    ended with the round)."""
    hand = ["cow4-lightning", "cow7", "sheep2", "sheep4"]
    state = rig(players=players, hands=[hand, *OTHER_HANDS[: players - 1]])
    assert card_of("medium", state, 5) == "sheep4"
    assert [card_of("hard", state, seed) for seed in range(3)] == ["cow4-lightning"] * 3


def load_bench() -> Any:
    path = Path(__file__).resolve().parent.parent / "bench" / "bots.py"
    spec = importlib.util.spec_from_file_location("bench_bots", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_bench_table_turns_every_tornado_with_the_hand_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--hand average`` makes easy (shaky) and medium (average) turn the tornado alike, so a table
    of levels measures their cards alone; without it each level keeps its own hand."""
    bench = load_bench()
    seen: list[str | None] = []

    def world(state: Any, skill: str | None, seed: int) -> Any:
        seen.append(skill)
        return state.legal_actions()[0]  # the column stands

    monkeypatch.setattr(bench, "find_world", lambda game_id, options: world)
    job = ("tornado_ellie", ("easy", "medium"), 3, 0, 0.0, {})
    bench.play_table((*job, "average"))
    assert seen and set(seen) == {"average"}
    seen.clear()
    bench.play_table((*job, None))
    assert set(seen) == {"shaky", "average"}
