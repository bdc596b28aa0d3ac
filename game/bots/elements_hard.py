"""Elements, level "hard": plays from the exact solo optimum (:mod:`game.bots.elements_solo`).

Solo, it is the optimum itself: each pick maximises the expected final score, looked up in the
sheet's solved table (the round's second pick included), so it plays perfectly for score.

With more players every sheet still scores on its own, and the solo values are a strong estimate
of what a sheet is worth at the start of a round. For each legal pick the bot plays out the rest of
the round on the dice left: each later picker (itself included) takes the pick that is best for
its own sheet by the same values. The pick is worth its own sheet's value after the round minus
``RIVALRY`` times the mean value of the other sheets after it (taking a die another player needs
counts). In the game's last round the sheets are worth their scores, no longer their futures.

Every decision is a few hundred table look-ups (milliseconds). The table comes from the cache in
the user's data folder or is computed once per sheet (some seconds); until it is ready the bot
never waits in the app: it plays that decision as the medium bot and the table is computed on a
background thread. Benches and tests set ``wait_for_table`` (or warm the table) to always play hard.
"""

from __future__ import annotations

import json
from typing import Any

from game.bots.base import Bot
from game.bots.elements_medium import MediumBot
from game.bots.elements_solo import SoloTable, solo_table
from game.core import Action
from game.elements import FACES, ROWS_TO_END
from game.elements_sheet import Sheet, parse_sheet

RIVALRY = 0.5
"""Weight of the other sheets' values in a pick's worth (0: play for one's own score only)."""


class HardBot(Bot):
    """Chooses by the exact solo values (solo: the optimum), with a look at the rest of the round."""

    wait_for_table = False
    """True: block until the sheet's table is ready (benches); False: play medium meanwhile."""
    rivalry = RIVALRY

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.fallback = MediumBot(seed)
        self._doc_text: str | None = None
        self._sheet: Sheet | None = None

    def sheet(self, doc: dict[str, Any]) -> Sheet:
        text = json.dumps(doc, sort_keys=True)
        if self._sheet is None or text != self._doc_text:
            self._doc_text, self._sheet = text, parse_sheet(doc)
        return self._sheet

    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        assert observation is not None
        if len(legal) == 1:
            return legal[0]
        table = solo_table(self.sheet(observation["layout"]), wait=self.wait_for_table)
        if table is None:
            return self.fallback.choose(observation, legal)
        values = pick_values(table, observation, legal, self.rivalry)
        return max(legal, key=lambda a: values[a] + self.rng.random() * 1e-9)


def pick_values(
    table: SoloTable, observation: dict[str, Any], legal: list[Action], rivalry: float = RIVALRY
) -> dict[Action, float]:
    """What each legal pick is worth to the player to move (see the module's text). Solo: the
    expected final score of optimal play after that pick, exactly."""
    seat = observation["seat"]
    players = observation["players"]
    marks = [tuple(sheet["marks"]) for sheet in observation["sheets"]]
    dice = [(d, FACES.index(die["face"])) for d, die in enumerate(observation["dice"]) if die["taken_by"] is None]
    later = observation["order"][1:]
    if players == 1:
        mine = marks[seat]
        return {
            a: table.pick_value(mine, a & 7, [f for d, f in dice if d != a >> 3] if later else None)
            for a in legal
        }
    last_round = observation["active"] == (observation["start_player"] - 1) % players
    out = {}
    for action in legal:
        sheets = marks.copy()
        sheets[seat] = table.cross(sheets[seat], action & 7)
        left = [(d, f) for d, f in dice if d != action >> 3]
        for picker in later:
            faces = [f for _, f in left]
            best, best_value = None, float("-inf")
            for index, target in table.targets(sheets[picker], faces):
                value = table.value(table.cross(sheets[picker], target))
                if value > best_value:
                    best, best_value = (index, target), value
            assert best is not None
            sheets[picker] = table.cross(sheets[picker], best[1])
            del left[best[0]]
        done = sum(table.completed(m) for m in sheets) >= ROWS_TO_END and last_round
        worth = [float(table.score(m)) if done else table.value(m) for m in sheets]
        others = [w for s, w in enumerate(worth) if s != seat]
        out[action] = worth[seat] - rivalry * sum(others) / len(others)
    return out
