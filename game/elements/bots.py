"""Elements, level "easy" (also ``heuristic``): deciding from its observation and the legal list.

It counts the points a pick gains now and does not look ahead along a row, so it rarely climbs to
a row's big last fields; :mod:`game.elements.medium` (medium) builds on it.

Each pick is scored by what it changes on the bot's own sheet: the points it gains now (negative
for a dark cross past the dark row's peak, so the bot stays off it whenever another die fits), a
small value for keeping the next fields' colours varied so later rolls fit (fewer misses), and a
strong pull toward the arrows while the dark row is worth protecting, so the dark row freezes
near its peak instead of sliding into minus. Among picks that are equal for the bot (above all
unavoidable misses, which all cross the light row alike) it takes the die the next picker needs
most. With the light row full it takes the fallback cross (points) rather than declining.
Weights were tuned by playing one heuristic bot against random ones on the shipped sheet.
"""

from __future__ import annotations

from typing import Any

from game.bots.base import Bot
from game.core import Action
from game.elements.rules import FACES, LIGHT, NONE
from game.elements.sheet import DARK, Sheet

VARIETY = 0.6
"""Points per extra distinct colour among the next fields: fewer future misses."""
FREEZE = 8.0
"""Weight of the dark-row points protected by reaching the arrows while the dark row is high."""
DENIAL = 0.05
"""Weight of what a die would give the next picker: a tie-break (a larger weight lost games)."""


class Layout:
    """The sheet as the bot needs it: the sheet's own rules (:class:`Sheet`, the one parser the
    engine and the table use too) and a few sums of its values."""

    def __init__(self, sheet: Sheet) -> None:
        self.sheet = sheet
        self.values = sheet.values
        self.colours = sheet.colours
        self.arrows = sheet.arrows
        self.full = sheet.full

    @classmethod
    def read(cls, doc: dict[str, Any]) -> Layout:
        return cls(Sheet.from_json(doc))

    def gain(self, marks: list[int], row: int) -> int:
        """Points of crossing the next field of ``row``."""
        values = self.values[row]
        return values[marks[row] + 1] - values[marks[row]]

    def best_fit_gain(self, marks: list[int], frozen: bool, face: int) -> float:
        """The most a player could gain by using a die with this face (-inf when unusable)."""
        gains = [self.gain(marks, row) for row in self.sheet.fits(marks, face, frozen)]
        return max(gains, default=float("-inf"))

    def variety(self, marks: list[int]) -> int:
        """Distinct colours among the next fields of the open element rows."""
        return len({self.colours[r][marks[r] + 1] for r in range(4) if not self.full(marks, r)})


class ElementsBot(Bot):
    """Greedy on a shaped evaluation of its own sheet, with a look at the next picker."""

    variety = VARIETY
    freeze = FREEZE
    denial = DENIAL

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._doc: dict[str, Any] | None = None
        self._layout: Layout | None = None

    def layout(self, doc: dict[str, Any]) -> Layout:
        if self._layout is None or doc != self._doc:
            self._doc, self._layout = doc, Layout.read(doc)
        return self._layout

    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        assert observation is not None
        if len(legal) == 1:
            return legal[0]
        layout = self.layout(observation["layout"])
        seat = observation["seat"]
        sheets = observation["sheets"]
        mine = sheets[seat]
        faces = [FACES.index(d["face"]) for d in observation["dice"]]
        later = [s for s in observation["order"][1:] if s != seat][:1]

        def denial(die: int) -> float:
            """What the next other picker would have gained with this die."""
            total = 0.0
            for other in later:
                gain = layout.best_fit_gain(sheets[other]["marks"], sheets[other]["frozen"], faces[die])
                if gain > float("-inf"):
                    total += max(gain, 0.0) + 1.0
            return total

        def value(action: int) -> float:
            die, target = action >> 3, action & 7
            return self.own_value(layout, mine["marks"], mine["frozen"], target) + self.denial * denial(die)

        return max(legal, key=lambda a: value(a) + self.rng.random() * 1e-6)

    def own_value(self, layout: Layout, marks: list[int], frozen: bool, target: int) -> float:
        """How much crossing ``target`` improves the bot's own sheet."""
        if target == NONE:
            return 0.0
        value = float(layout.gain(marks, target))
        if target in (LIGHT, DARK):
            return value
        after = marks.copy()
        after[target] += 1
        value += self.variety * (layout.variety(after) - layout.variety(marks))
        if not frozen and not layout.full(marks, DARK) and marks[target] < layout.arrows[target]:
            dark = layout.values[DARK]
            behind = sum(max(layout.arrows[r] - marks[r], 0) for r in range(4))
            worst_later = min(dark[marks[DARK] :])
            value += self.freeze * (dark[marks[DARK]] - worst_later) / behind
        return value
