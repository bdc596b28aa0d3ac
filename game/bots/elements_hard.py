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
import math
from collections.abc import Callable
from typing import Any

from game.bots.base import Bot
from game.bots.elements_medium import MediumBot
from game.bots.elements_solo import SheetRules, SoloTable, layout_sheet, solo_table
from game.core import Action
from game.elements import FACES, NONE, ROWS_TO_END, SOLO_ROWS_TO_END

HAZARD_MODE = True
ROUNDS_PER_ROW = 5.0
HAZARDS = (1 / 30, 1 / 15, 1 / 8, 1 / 4, 1 / 2)
MAX_ROWS = 5
"""The most rows a table may end at (at 6 a sheet could never end: a solo game needs an end)."""
RIVALRY = 1.0
"""Weight of the other sheets' values in a pick's worth (0: play for one's own score only)."""


class HardBot(Bot):
    """Chooses by the exact solo values (solo: the optimum), with a look at the rest of the round."""

    wait_for_table = False
    """True: block until the sheet's tables are ready (benches); False: play medium meanwhile."""
    rivalry = RIVALRY
    dice = 3
    fixed_rows = 0

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.fallback = MediumBot(seed)
        self._doc_text: str | None = None
        self._rules: SheetRules | None = None

    def rules(self, doc: dict[str, Any]) -> SheetRules:
        text = json.dumps(doc, sort_keys=True)
        if self._rules is None or text != self._doc_text:
            self._doc_text, self._rules = text, SheetRules(layout_sheet(doc))
        return self._rules

    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        assert observation is not None
        if len(legal) == 1:
            return legal[0]
        rules = self.rules(observation["layout"])
        tables: dict[tuple[int, float], SoloTable] = {}

        def table(rows: int, hazard: float = 0.0) -> SoloTable:
            if (rows, hazard) not in tables:
                dice = int(self.dice) if observation["players"] > 1 else 4
                found = solo_table(rules.sheet, wait=self.wait_for_table, rows=rows, dice=dice, hazard=hazard)
                if found is None:
                    raise _NotReady
                tables[rows, hazard] = found
            return tables[rows, hazard]

        try:
            values = pick_values(rules, table, observation, legal, self.rivalry, int(self.fixed_rows))
        except _NotReady:
            return self.fallback.choose(observation, legal)
        return max(legal, key=lambda a: values[a] + self.rng.random() * 1e-9)


class _NotReady(Exception):
    """A table the decision needs is still being computed."""


def rows_to_end(completed: list[int]) -> list[int]:
    """Per sheet, the completed rows at which its table ends the game: solo 3; with more players
    the sheet's own rows plus its fair share of the rows still missing to the end (at most 5; 0:
    the game is ending, a sheet is worth its score)."""
    players = len(completed)
    if players == 1:
        return [SOLO_ROWS_TO_END]
    missing = max(ROWS_TO_END - sum(completed), 0)
    share = -(-missing // players)
    return [min(done + share, MAX_ROWS) if share else 0 for done in completed]


def pick_values(
    rules: SheetRules,
    table: Callable[[int], SoloTable],
    observation: dict[str, Any],
    legal: list[Action],
    rivalry: float = RIVALRY,
    fixed: int = 0,
) -> dict[Action, float]:
    """What each legal pick is worth to the player to move (see the module's text); ``table(k)``
    is the solved table of the sheet when the game ends at ``k`` completed rows. Solo: the
    expected final score of optimal play after that pick, exactly."""
    seat = observation["seat"]
    marks = [tuple(sheet["marks"]) for sheet in observation["sheets"]]
    dice = [(d, FACES.index(x["face"])) for d, x in enumerate(observation["dice"]) if x["taken_by"] is None]
    later = observation["order"][1:]
    if observation["players"] == 1:
        solo = table(SOLO_ROWS_TO_END)
        mine = marks[seat]
        return {
            a: solo.pick_value(mine, a & 7, [f for d, f in dice if d != a >> 3] if later else None)
            for a in legal
        }

    def worth(m: tuple[int, ...], rows: Any) -> float:
        if not rows:
            return float(rules.score(m))
        if isinstance(rows, float):
            return table(MAX_ROWS, rows).end_value(m)
        return table(rows).value(m)

    def ends_of(sheets: list[tuple[int, ...]]) -> list[Any]:
        completed = [rules.completed(m) for m in sheets]
        if HAZARD_MODE:
            missing = max(ROWS_TO_END - sum(completed), 0)
            if not missing:
                return [0] * len(sheets)
            rounds = ROUNDS_PER_ROW * missing
            q = min(HAZARDS, key=lambda h: abs(math.log(h * rounds)))
            return [q] * len(sheets)
        ends = rows_to_end(completed)
        return [fixed if fixed and e else e for e in ends]

    now = ends_of(marks)
    out = {}
    for action in legal:
        sheets = marks.copy()
        sheets[seat] = rules.cross(sheets[seat], action & 7)
        left = [f for d, f in dice if d != action >> 3]
        for picker in later:
            best, best_value = (0, NONE), float("-inf")
            for index, target in rules.targets(sheets[picker], left):
                value = worth(rules.cross(sheets[picker], target), now[picker])
                if value > best_value:
                    best, best_value = (index, target), value
            sheets[picker] = rules.cross(sheets[picker], best[1])
            del left[best[0]]
        ends = ends_of(sheets)
        values = [worth(m, rows) for m, rows in zip(sheets, ends, strict=True)]
        others = [w for s, w in enumerate(values) if s != seat]
        out[action] = values[seat] - rivalry * sum(others) / len(others)
    return out
