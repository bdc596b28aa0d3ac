"""The solo hint: what each legal pick is worth, from the exact solo optimum.

:func:`hint` takes a solo game in progress (:func:`hint_for`: its observation and legal list, as a
table has them) and returns every legal pick with the expected final score of optimal play after
it, best first: the first entry is the optimum's pick, and the gaps show how much a choice costs.
It looks the values up in the sheet's solved table (:mod:`game.elements.solo`): a call is a
few dozen look-ups, well under a millisecond (``bench/elements_balance.py --hint-cost`` measures
it). The table itself is read from the cache in the user's data folder, or computed once per sheet
on a background thread; until it is ready the hint is empty (``wait=True`` blocks instead, for
tools and tests).
"""

from __future__ import annotations

from typing import Any

from game.core import Action
from game.elements.rules import FACES, ElementsState
from game.elements.sheet import Sheet
from game.elements.solo import solo_table


def hint(state: ElementsState, wait: bool = False) -> list[tuple[Action, float]]:
    """Solo: each legal pick with its worth (expected final score with optimal play from then
    on), best first, ties in the order of ``state.legal_actions()``. Empty when the game is not
    solo or is over, or while the sheet's table is not ready (``wait=False``)."""
    if state.players != 1 or state.is_over():
        return []
    return hint_for(state.observation(0), state.legal_actions(), wait)


def hint_for(obs: dict[str, Any], legal: list[Action], wait: bool = False) -> list[tuple[Action, float]]:
    """:func:`hint` from a solo game's observation and its legal list."""
    if obs["players"] != 1 or obs["current"] < 0 or not legal:
        return []
    table = solo_table(Sheet.from_json(obs["layout"]), wait=wait)
    if table is None:
        return []
    marks = tuple(obs["sheets"][0]["marks"])
    later = len(obs["order"]) > 1
    dice = [(d, FACES.index(x["face"])) for d, x in enumerate(obs["dice"]) if x["taken_by"] is None]

    def left(action: Action) -> list[int] | None:
        return [f for d, f in dice if d != action >> 3] if later else None

    worth = [(action, table.pick_value(marks, action & 7, left(action))) for action in legal]
    return sorted(worth, key=lambda item: -item[1])
