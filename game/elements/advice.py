"""Advice in Elements: the advised move in words and a short reason, read from the seat's own
observation and the move (:mod:`game.advice` asks the hard computer player which move)."""

from __future__ import annotations

from typing import Any

from game.core import Action, Move, State
from game.messages import Message, Name, register

Explained = tuple[Message | None, Message | None]


def explain(obs: dict[str, Any], move: Move, legal: list[Action], state: State) -> Explained:
    from game.elements.rules import TakeDie

    assert isinstance(move, TakeDie)
    info = obs["dice"][move.die]
    die = Name("elements.die", info["die"])
    if move.row == "none":
        return Message("advice.elements.decline", {"die": die}), Message("advice.elements.no_cross")
    row = Name("elements.row", move.row)
    said = Message("advice.elements.take", {"die": die, "row": row})
    if obs["miss"]:
        return said, Message("advice.elements.miss")
    if move.row == "dark":
        return said, Message("advice.elements.dark")
    others = [o for o in obs["dice"] if o["taken_by"] is None and o is not info and o["face"] == info["face"]]
    if others:
        return said, Message("advice.elements.leaves_same")
    return said, Message("advice.elements.moves_row")


register(
    {
        "advice.elements.decline": "take the {die} die without a cross",
        "advice.elements.no_cross": "no cross helps your sheet now",
        "advice.elements.take": "take the {die} die for the {row} row",
        "advice.elements.miss": "no die fits: this miss costs you least",
        "advice.elements.dark": "it moves your dark row on before it freezes",
        "advice.elements.leaves_same": "another die shows the same, so little is given away",
        "advice.elements.moves_row": "of all picks it is worth most to your sheet",
    }
)
