"""Test helpers for Tornado Ellie: where every card and piece is, for the conservation checks."""

from __future__ import annotations

from game.tornado_ellie.cards import KINDS
from game.tornado_ellie.rules import TornadoEllieState


def census(state: TornadoEllieState) -> dict[str, dict[str, int]]:
    """Cards per place (hands, pile, table, column, out of the game) and pieces per kind."""
    cards = {
        "hands": sum(len(h) for h in state.hands),
        "pile": len(state.pile),
        "table": len(state.table),
        "column": sum(1 for c in state.column_ids if c >= 0),
        "out": len(state.out_played) + len(state.out_fallen),
    }
    pieces = {
        kind: sum(f[kind] for f in state.farms)
        + state.supply[kind]
        + sum(1 for k, _ in state.column if k == kind)
        for kind in KINDS
    }
    return {"cards": cards, "pieces": pieces}
