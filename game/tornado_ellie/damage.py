"""Tornado Ellie's storm damage: the victim stacks the pieces the draw pile's top card shows onto
the column, each followed by a card; after a collapse the others who lost pieces before are
insured. A part of :class:`game.tornado_ellie.rules.TornadoEllieState` (the rules of the
module's docstring), kept apart as the longest procedure of the game.
"""

from __future__ import annotations

from game.core import seat_order
from game.tornado_ellie.actions import INSURE, STACK, place_steps
from game.tornado_ellie.cards import KINDS
from game.tornado_ellie.events import Damage, InsurancePays, Insured, Stacked, Uncovered
from game.tornado_ellie.scoring import DAMAGE_UNCOVERED, DRAW_PILE_EMPTY, SET_SIZE


class StormDamage:
    """The storm-damage steps of a :class:`game.tornado_ellie.rules.TornadoEllieState`."""

    def placement_steps(self) -> range:
        """The placement grid: -0.50 to +0.50 card widths, widened to reach the column's top."""
        return place_steps(self.column[-1][1] if self.column else 0.0)

    def insurable(self, seat: int) -> list[str]:
        """Kinds ``seat`` may take from the supply: available and held fewer than three times."""
        farm = self.farms[seat]
        return [k for k in KINDS if self.supply[k] > 0 and farm[k] < SET_SIZE[k]]

    def _lay_base(self) -> None:
        """On an empty disk a face-down card from the draw pile comes first, as at set-up."""
        if not self.column and self.pile:
            self.column.append(("card", 0.0))
            self.column_ids.append(self.pile.pop())

    def _start_damage(self, victim: int, collapse: bool) -> None:
        """Storm damage for ``victim``, read from the back of the draw pile's top card."""
        self.duty = self.pending = None
        self.turn = self.stacker = victim
        self.stack_collapse = collapse
        self._lay_base()
        back = self.top_back()
        if back is None:
            self._end(DRAW_PILE_EMPTY)
            return
        farm = self.farms[victim]
        if any(farm[kind] < 1 for kind in back):
            if self._log is not None:
                self.emit(Uncovered(victim, back))
            self.excluded = victim
            for kind in KINDS:
                self.supply[kind] += farm[kind]
                farm[kind] = 0
            self._end(DAMAGE_UNCOVERED)
            return
        if self._log is not None:
            self.emit(Damage(victim, back))
        self.owed = list(back)
        self.phase = STACK

    def _place(self, kind: str, offset: float) -> None:
        """A damage piece goes on the column, followed by a card from the draw pile."""
        seat = self.stacker
        if self._log is not None:
            self.emit(Stacked(seat, kind, offset))
        self.farms[seat][kind] -= 1
        self.lost_before[seat] = True
        self.owed.remove(kind)
        self.column.append((kind, offset))
        self.column_ids.append(-1)
        self.column.append(("card", offset))
        self.column_ids.append(self.pile.pop())
        if not self.pile:
            self.owed.clear()
            self._end(DRAW_PILE_EMPTY)
            return
        self.world_seat = seat
        self.world_angle = 0.0
        self.world_victim = False
        self._to_world("settle")

    def _continue_stacking(self) -> None:
        if not self.owed:
            self._finish_damage()
            return
        self._lay_base()
        if not self.pile:
            self.owed.clear()
            self._end(DRAW_PILE_EMPTY)
            return
        self.turn = self.stacker
        self.phase = STACK

    def _finish_damage(self) -> None:
        if self.stack_collapse:
            self.stack_collapse = False
            self._start_insurance(self.stacker, after="round")
        else:
            self._end_round(self.stacker)

    def _start_insurance(self, victim: int, after: str) -> None:
        """The others who lost pieces before take one back each, in turn order."""
        self.after_insurance = after
        self.insure_queue = seat_order(victim, self.players, self.direction)[1:]
        if self._log is not None:
            self.emit(InsurancePays())
        self._run_insurance()

    def _insure(self, seat: int, kind: str, chosen: bool) -> None:
        self.farms[seat][kind] += 1
        self.supply[kind] -= 1
        if self._log is not None:
            self.emit(Insured(seat, kind, chosen))

    def _run_insurance(self) -> None:
        while self.insure_queue:
            seat = self.insure_queue.pop(0)
            kinds = self.insurable(seat) if self.lost_before[seat] else []
            if len(kinds) == 1:
                self._insure(seat, kinds[0], chosen=False)
            elif kinds:
                self.turn = seat
                self.phase = INSURE
                return
        if self.after_insurance == "stack":
            self._continue_stacking()
        else:
            self._end_round(self.stacker)
