"""The Elements table: the dice and the draft above, every player's sheet drawn from the sheet data.

Everything is drawn from the viewer's observation (Elements hides nothing, so every sheet shows)
and the engine's facts in it (row scores, full rows, the frozen dark row, the game's end); a click
becomes an action only if it is in the legal list, read through its typed move
(:class:`game.elements.TakeDie`). Your own sheet is large at the bottom, the others' sheets are
smaller above; between them lie the dice, the pick order of this roll and the count of full rows.

Choosing: pointing at a die lights the field it would cross on your sheet; a click takes it. A die
that fits two rows asks which row (click the field or press its letter). A miss (no die fits) is
never taken by one click: the chosen die shows where its cross goes (the light row, or the
fallback rows) and waits for a confirmation; declining the fallback is the "No cross" button.

The parts: :mod:`.pictures` (fields and sheets), :mod:`.dice` (dice and their roll),
:mod:`.layout` (where things go), :mod:`.choosing` (input and the solo helper), :mod:`.drawing`
(a frame of the table) and :mod:`.words` (hint, log, banners, panel and results).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Action
from game.elements.events import Rolled
from game.elements.rules import TARGETS, TakeDie
from game.elements.sheet import Sheet
from scenes.tables.base import Happening, TableView
from scenes.tables.elements.choosing import Choosing
from scenes.tables.elements.dice import CROSS_SECONDS, ROLL_SECONDS, Tumble, die_image
from scenes.tables.elements.drawing import Drawing
from scenes.tables.elements.layout import Layout
from scenes.tables.elements.pictures import (
    FACES,
    FIELD0,
    INK,
    RGB,
    field_image,
    fill,
    ink_for,
    sheet_image,
    signed,
)
from scenes.tables.elements.words import Words
from scenes.ui.anim import Flight

__all__ = [
    "FIELD0",
    "INK",
    "RGB",
    "ElementsView",
    "Tumble",
    "field_image",
    "fill",
    "ink_for",
    "sheet_image",
    "signed",
]


class ElementsView(Layout, Choosing, Drawing, Words, TableView):
    """Draws an Elements observation and turns clicks into legal picks."""

    private_hands = False

    def __init__(self, table) -> None:
        super().__init__(table)
        self.chosen: int | None = None
        """A die chosen and waiting for its row or for the confirmation of a miss."""
        self.helper_on = False
        self._sheet_doc: Any = None
        self._sheet: Sheet | None = None
        self.orders: dict[int, list[int]] = {}
        """Per roll, the full pick order as first seen (the observation lists only what is left)."""
        self.started = False
        self.recorded = False
        self.place: int | None = None
        self.board: list[dict[str, Any]] = []
        self.board_notice: str | None = None
        self.rerolling: list[int] = []
        self._info_key: tuple | None = None
        self._helper_key: tuple | None = None
        self._helper: list[tuple[Action, float]] = []
        self._helper_at = 0.0
        self._info_image: pygame.Surface | None = None
        self.area = pygame.Rect(0, 0, 800, 600)
        self.tabbed = False
        """True when the other sheets are shown one at a time (too many to read all at once)."""
        self.pinned: tuple[int, int] | None = None
        """The other sheet a person chose to look at, and in which roll."""
        self.following: int | None = None
        """Without a choice: the other sheet shown (the one picking, or who picked last)."""
        self.holding = False
        """The sheet a die flies to is kept shown until it lands."""

    # -- reading the observation ---------------------------------------------------------
    def sheet(self, obs: dict[str, Any]) -> Sheet:
        """The sheet the observation's ``layout`` shows (the one parser, :meth:`Sheet.from_json`)."""
        doc = obs["layout"]
        if self._sheet is None or (doc is not self._sheet_doc and doc != self._sheet_doc):
            self._sheet = Sheet.from_json(doc)
        self._sheet_doc = doc
        return self._sheet

    def order_of(self, obs: dict[str, Any]) -> list[int]:
        """This roll's whole pick order: the picks made (as seen) and those still to come."""
        rnd = obs["round"]
        if rnd in self.orders:
            return self.orders[rnd]
        taken = [d for d in obs["dice"] if d["taken_by"] is not None]
        if not taken:
            self.orders[rnd] = list(obs["order"])
            return self.orders[rnd]
        # joined mid-roll (a resumed game): the picks made so far, the roller's first
        active = obs["active"]
        players = obs["players"]
        done = sorted((d["taken_by"] for d in taken), key=lambda s: (s - active) % players)
        return done + list(obs["order"])

    # -- motion --------------------------------------------------------------------------
    def flights(self, happening: Happening) -> list[Flight]:
        before, after, actor = happening.before, happening.after, happening.actor
        self.chosen = None
        move = happening.move
        if not isinstance(move, TakeDie):
            return []
        die, target = move.die, TARGETS.index(move.row)
        info = before["dice"][die]
        out: list[Flight] = []
        start = self.die_rects[die].copy()
        if self.tabbed and actor != after["seat"]:
            self.following, self.holding = actor, True  # the sheet the die flies to stays shown
        if target == 6 or not self.sheet_shown(actor, after["seat"]):
            end = self.sheet_rect(actor, after["seat"], after["players"])
            end = pygame.Rect(end.left, end.top, self.die_size // 2, self.die_size // 2)
            dest = None
        else:
            marks = after["sheets"][actor]["marks"]
            end = self.field_rect(after, actor, target, marks[target]).inflate(-4, -4)
            dest = ("cross", actor, target)
        out.append(
            Flight(
                lambda s, f=info["face"], k=info["die"]: die_image(f, k, max(s)),
                start,
                end,
                CROSS_SECONDS,
                0.0,
                dest,
            )
        )
        if after["current"] >= 0 and any(isinstance(e, Rolled) for e in happening.events):
            out += self.roll_flights(after, CROSS_SECONDS)
        return out

    def roll_flights(self, obs: dict[str, Any], delay: float) -> list[Flight]:
        out: list[Flight] = []
        rerolls = [list(r) for r in obs.get("rerolls", []) if isinstance(r, (list, tuple))]
        self.rerolling = [len([f for f in r if f == "dark"]) for r in rerolls]
        roller = self.sheet_rect(obs["active"], obs["seat"], obs["players"])
        for index, info in enumerate(obs["dice"]):
            stages = [r[index] for r in rerolls if index < len(r) and r[index] in FACES] + [info["face"]]
            end = self.die_rects[index]
            start = end.copy()
            start.center = (roller.centerx + (index - 2) * self.die_size // 3, roller.centery)
            start.clamp_ip(self.area)
            out.append(
                Tumble(
                    stages,
                    info["die"],
                    start,
                    end.copy(),
                    (ROLL_SECONDS + 0.08 * index) * len(stages),
                    delay + 0.06 * index,
                    ("die", index),
                    seed=obs["round"] * 7 + index * 5,
                )
            )
        return out

    def taken_back(self, previous: TableView) -> None:
        """After an undo: the roll was seen already (it does not tumble again), the pick orders
        and the helper stay as they were."""
        if isinstance(previous, ElementsView):
            self.started = previous.started
            self.orders = previous.orders
            self.helper_on = previous.helper_on

    def update(self, dt: float) -> None:
        table = self.table
        if self.holding and not table.flights.busy():
            self.holding = False
        if not self.started:
            self.started = True
            obs = table.obs
            scale = table.motion_scale()
            if scale > 0 and obs["current"] >= 0 and all(d["taken_by"] is None for d in obs["dice"]):
                for flight in self.roll_flights(obs, 0.1):
                    flight.duration *= scale
                    flight.delay *= scale
                    table.flights.add(flight)
