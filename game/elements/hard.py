"""Elements, level "hard": plays from exactly solved tables (:mod:`game.elements.solo`).

**Solo** it is the optimum itself: each pick maximises the expected final score, looked up in the
sheet's solved solo table (the round's second pick included).

**With more players** every sheet still scores on its own, but the game ends on everybody's rows,
not on one's own: a player who waits to complete rows (as the solo optimum does, since its own
third row ends its game) sees the others end the game first. So the hard player values a sheet
with a table solved for a game that ends *after any round with probability q* (and at the latest
when five of the sheet's rows are complete), each player taking two of three dice per round (the
choice a 2-player round leaves). ``q`` is one over the rounds the game probably has left
(``PICKS_PER_ROW`` picks in all per row still missing to the end), taken from a small grid of
solved tables. A row's points are thus banked when the end is near, while plans that pay late
(air's +35) are worth what they will likely bring.

For each legal pick the bot plays out the rest of the round on the dice left: each later picker
(itself included) takes the pick best for its own sheet by the same values. The pick is worth its
own sheet's value after the round minus ``RIVALRY`` times the mean value of the other sheets (a die
another player needs counts). Once the six rows are complete, sheets are worth their scores.

Every decision is a few hundred table look-ups (about a millisecond). The tables come from the
cache in the user's data folder or are computed once per sheet (each some seconds, on a background
thread): until the ones a decision needs are ready, the bot plays that decision as the medium one,
so in the app it never waits. The command line (which first computes the tables, with progress),
benches and tests set ``wait_for_table`` to always play hard.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any

from game.bots.base import Bot
from game.core import Action
from game.elements.medium import MediumBot
from game.elements.rules import FACES, NONE, ROWS_TO_END, SOLO_ROWS_TO_END
from game.elements.sheet import Sheet
from game.elements.solo import SheetRules, SoloTable, layout_sheet, release_pages, solo_table

RIVALRY = 1.0
"""Weight of the other sheets' mean value in a pick's worth (0: play for one's own score only)."""
HAZARDS = (1 / 30, 1 / 15, 1 / 8, 1 / 4, 1 / 2)
"""The chances per round that the game ends, one solved table each."""
PICKS_PER_ROW = {2: 28.0, 3: 35.0, 4: 43.0}
"""Picks in all (every player's) per completed row still missing to the end; tuned by the bench."""
MULTI_ROWS = 5
"""With more players a table's game ends at the latest when five of the sheet's rows are complete."""
MULTI_DICE = 3
"""With more players a table's round gives a player two picks from three dice."""


def tables_needed(players: int) -> list[dict[str, Any]]:
    """The solved tables (``solo_table`` arguments) the hard player can need."""
    if players == 1:
        return [{"rows": SOLO_ROWS_TO_END}]
    return [{"rows": MULTI_ROWS, "dice": MULTI_DICE, "hazard": q} for q in HAZARDS]


def warm_up(sheet: Sheet, players: int) -> None:
    """Start loading or computing, in the background, every table the hard player can need."""
    for kwargs in tables_needed(players):
        solo_table(sheet, wait=False, **kwargs)


class HardBot(Bot):
    """Chooses by exactly solved tables (solo: the optimum), with a look at the rest of the round.

    Hard against mediums at the app's defaults (issue 47; ``bench/figures.py --game elements
    --games 300 --seed 1000``, seats rotating, from its solved tables; wall-clock seconds a
    decision with a choice on the loaded two-core bench machine, December 2026):

    ======= ================== ================= ======== ==============================
    players hard's share       95% interval      fair     seconds a decision
    ======= ================== ================= ======== ==============================
    2       70.8% of 300       65.5% to 75.7%    50.0%    median 0.00, p95 0.02, max 0.18
    3       75.7% of 300       70.5% to 80.2%    33.3%    median 0.00, p95 0.03, max 0.32
    4       83.2% of 300       78.5% to 87.0%    25.0%    median 0.00, p95 0.03, max 0.30
    ======= ================== ================= ======== ==============================
    """

    wait_for_table = False
    """True: block until the tables are ready (benches, tests); False: play medium meanwhile."""
    rivalry = RIVALRY

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.fallback = MediumBot(seed)
        self._doc_text: str | None = None
        self._rules: SheetRules | None = None
        release_pages()  # a new game: what the last one read of the tables may go

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
        tables: dict[float, SoloTable] = {}

        def table(hazard: float) -> SoloTable:
            if hazard not in tables:
                kwargs: dict[str, Any] = {"rows": SOLO_ROWS_TO_END}
                if hazard:
                    kwargs = {"rows": MULTI_ROWS, "dice": MULTI_DICE, "hazard": hazard}
                found = solo_table(rules.sheet, wait=self.wait_for_table, **kwargs)
                if found is None:
                    raise _NotReady
                tables[hazard] = found
            return tables[hazard]

        try:
            values = pick_values(rules, table, observation, legal, self.rivalry)
        except _NotReady:
            return self.fallback.choose(observation, legal)
        return max(legal, key=lambda a: values[a] + self.rng.random() * 1e-9)


class _NotReady(Exception):
    """A table the decision needs is still being computed."""


def hazard_for(players: int, missing: int) -> float:
    """The grid's chance per round that the game ends, with ``missing`` rows still to complete
    (0: the game is ending)."""
    if missing <= 0:
        return 0.0
    rounds = PICKS_PER_ROW.get(players, PICKS_PER_ROW[4]) * missing / (2 * players)
    return min(HAZARDS, key=lambda q: abs(math.log(q * rounds)))


def pick_values(
    rules: SheetRules,
    table: Callable[[float], SoloTable],
    observation: dict[str, Any],
    legal: list[Action],
    rivalry: float = RIVALRY,
) -> dict[Action, float]:
    """What each legal pick is worth to the player to move (see the module's text); ``table(q)``
    is the sheet's table for the chance ``q`` per round that the game ends (0: the solo table).
    Solo: the expected final score of optimal play after that pick, exactly."""
    seat = observation["seat"]
    players = observation["players"]
    marks = [tuple(sheet["marks"]) for sheet in observation["sheets"]]
    dice = [(d, FACES.index(x["face"])) for d, x in enumerate(observation["dice"]) if x["taken_by"] is None]
    later = observation["order"][1:]
    if players == 1:
        solo = table(0.0)
        mine = marks[seat]
        return {
            a: solo.pick_value(mine, a & 7, [f for d, f in dice if d != a >> 3] if later else None)
            for a in legal
        }

    def hazard(sheets: list[tuple[int, ...]]) -> float:
        return hazard_for(players, ROWS_TO_END - sum(rules.completed(m) for m in sheets))

    def worth(m: tuple[int, ...], q: float) -> float:
        return table(q).end_value(m) if q else float(rules.score(m))

    now = hazard(marks)
    out = {}
    for action in legal:
        sheets = marks.copy()
        sheets[seat] = rules.cross(sheets[seat], action & 7)
        left = [f for d, f in dice if d != action >> 3]
        for picker in later:
            best, best_value = (0, NONE), float("-inf")
            for index, target in rules.targets(sheets[picker], left):
                value = worth(rules.cross(sheets[picker], target), now)
                if value > best_value:
                    best, best_value = (index, target), value
            sheets[picker] = rules.cross(sheets[picker], best[1])
            del left[best[0]]
        q = hazard(sheets)
        values = [worth(m, q) for m in sheets]
        others = [w for s, w in enumerate(values) if s != seat]
        out[action] = values[seat] - rivalry * sum(others) / len(others)
    return out
