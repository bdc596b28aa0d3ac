"""The host's answers to a seat's ``ask``: the advice for its decision, and why a move of its own
is refused. Both need the whole game, which only the host holds; both answer from that seat's
side only. The advice is :mod:`game.advice`'s, as at home: the hard computer player's choice,
which reaches the hidden cards only through determinizations for the seat to move, with its reason
read from that seat's observation. The why-not is the engine's own refusal of that seat's action.
Only the seat to move asks, and the answer names its own action and a message; nothing of
another hand.
"""

from __future__ import annotations

import asyncio
from typing import Any

from game.advice import advise
from game.core import GameError, State
from game.messages import register
from game.net import protocol


class Answers:
    """The host's answers, with the advice of the last move kept (asked again, it is not thought
    again: a seat asking over and over costs the host one search a move)."""

    def __init__(self) -> None:
        self.advised: tuple[int, dict[str, Any]] | None = None

    async def answer(self, state: State, seat: int, ask: dict[str, Any], allowed: bool) -> dict[str, Any]:
        """:func:`answer`, the advice kept for the move it was thought at."""
        moment, kept = len(state.history), self.advised
        advice = ask["kind"] == protocol.ASK_ADVICE
        if advice and allowed and kept is not None and kept[0] == moment and state.current_player() == seat:
            return kept[1]
        said = await answer(state, seat, ask, allowed)
        if ask["kind"] == protocol.ASK_ADVICE:
            self.advised = (moment, said)
        return said


async def answer(state: State, seat: int, ask: dict[str, Any], advice_allowed: bool) -> dict[str, Any]:
    """The ``answer`` to ``seat``'s ``ask`` (checked against the schema already) at ``state``;
    GameError when it may not ask now, or asks of what is not an action."""
    kind, moment = ask["kind"], len(state.history)
    if kind not in (protocol.ASK_ADVICE, protocol.ASK_WHY):
        raise GameError("net.unknown_ask", kind=kind)
    if state.current_player() != seat:
        raise GameError("net.not_your_turn", seat=seat + 1)
    if kind == protocol.ASK_ADVICE:
        if not advice_allowed:
            raise GameError("net.no_advice")
        advice = await asyncio.to_thread(advise, state.copy())
        action, words = state.action_text(advice.action), advice.words
        code, params = words.id, dict(words.params)
    else:
        action = ask.get("action", "")
        code, params = state.refusal(state.parse_action(action))  # FormatError: not an action
    return {
        "type": "answer",
        "move": moment,
        "kind": kind,
        "action": action,
        "code": code,
        "params": protocol.jsonable(params),
    }


register(
    {
        "net.unknown_ask": "the host answers no question of the kind {kind}",
        "net.no_advice": "the host does not give advice in this game",
    }
)
