"""Elements, level "medium": the heuristic bot with a look ahead along its own sheet.

The easy bot (:class:`ElementsBot`) counts the points a cross gains now, so it never climbs toward
a row's big last fields (air: +1 per field up to +5, then +35 at its end). Medium values a row by
what it can still become: a row at mark ``m`` is worth ``max over j >= m of value[j] - cost *
(j - m)``, the best field it could still reach when every further cross costs ``cost`` points (what
a cross could have earned elsewhere). A cross is worth how much it raises that potential. Medium
also keeps the dark row: it stops crossing it at its peak and pulls toward the arrows while the
dark row is worth protecting, so it freezes the row near the peak. And it does not end its own game
early: the pick that would complete the last row (solo) is worth only the points it adds, losing
every other row's potential, so it waits while other picks still build.
"""

from __future__ import annotations

from typing import Any

from game.core import Action
from game.elements.bots import ElementsBot, Layout
from game.elements.rules import LIGHT, NONE, SOLO_ROWS_TO_END
from game.elements.sheet import DARK

COST = 3.0
"""Points a cross could earn elsewhere: the price of each field on the way to a far better one."""
FREEZE = 6.0
"""Weight of the dark-row points protected by reaching the arrows while the dark row is high."""
END_WEIGHT = 1.0
"""Share of the other rows' unreached potential lost by a pick that ends the solo game."""


def potential(values: tuple[int, ...], mark: int, cost: float) -> float:
    """The best value the row can still reach, each further cross costing ``cost``."""
    return max(values[j] - cost * (j - mark) for j in range(mark, len(values)))


class MediumBot(ElementsBot):
    """Greedy on the rows' potential (their last fields), the dark row's peak and the game's end."""

    cost = COST
    freeze = FREEZE
    end_weight = END_WEIGHT

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._potentials: dict[tuple[int, int], float] = {}
        self._players = 1
        self._completed = 0

    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        assert observation is not None
        self._players = observation["players"]
        mine = observation["sheets"][observation["seat"]]
        self._completed = mine["completed"]
        return super().choose(observation, legal)

    def layout(self, doc: dict[str, Any]) -> Layout:
        if self._layout is None or doc != self._doc:
            self._potentials = {}
        return super().layout(doc)

    def row_potential(self, layout: Layout, row: int, mark: int) -> float:
        key = (row, mark)
        value = self._potentials.get(key)
        if value is None:
            value = self._potentials[key] = potential(layout.values[row], mark, self.cost)
        return value

    def own_value(self, layout: Layout, marks: list[int], frozen: bool, target: int) -> float:
        if target == NONE:
            return 0.0
        if target in (LIGHT, DARK):
            value = float(layout.gain(marks, target))
            if target == DARK and value < 0:
                value -= 1.0
            return value
        value = self.row_potential(layout, target, marks[target] + 1) - self.row_potential(
            layout, target, marks[target]
        )
        after = marks.copy()
        after[target] += 1
        value += self.variety * (layout.variety(after) - layout.variety(marks))
        if not frozen and not layout.full(marks, DARK) and marks[target] < layout.arrows[target]:
            dark = layout.values[DARK]
            behind = sum(max(layout.arrows[r] - marks[r], 0) for r in range(4))
            worst_later = min(dark[marks[DARK] :])
            value += self.freeze * (dark[marks[DARK]] - worst_later) / behind
        if (
            self._players == 1
            and layout.full(after, target)
            and self._completed + 1 >= SOLO_ROWS_TO_END
        ):
            lost = sum(
                self.row_potential(layout, r, after[r]) - layout.values[r][after[r]]
                for r in range(4)
                if r != target
            )
            value -= self.end_weight * lost
        return value
