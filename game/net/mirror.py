"""A joined seat's match: shaped like :class:`game.match.Match` where the table's aids read it
(whose turn, who is a person, the aids, the advice, the why-not), built from that seat's own
``state`` messages only: its observation and its legal list, never another seat's secrets.

What needs the whole game, which only the host holds, is asked of the host (``ask``) and comes
back as an ``answer`` for that seat's decision at that move (:mod:`game.net.answers`): the advice,
and the engine's reason a move is refused. Answers are kept per move, so a question is asked once
and an answer for a move gone by is dropped. Nothing here waits on the network: ``send`` hands the
ask to the connection, and :meth:`SeatMatch.hear` takes the answer when it comes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.advice import Advice
from game.core import WORLD, Action, Move
from game.match import Turn
from game.messages import Message
from game.net import protocol

Ask = Callable[[str, str | None], None]
"""Sends an ask to the host: its kind, and the action's text for a why-not."""


class SeatMatch:
    """The match as one joined seat knows it (see the module's docstring)."""

    def __init__(
        self,
        seat: int,
        players: int,
        aids: dict[str, Any],
        ask: Ask,
        text: Callable[[Action], str],
        decode: Callable[[Action], Move],
        parse: Callable[[str], Action],
    ) -> None:
        """``text``, ``decode``, ``parse``: the game's own reading and writing of actions (a
        state of its setup that is never played: :class:`game.net.client.SeatGame`)."""
        self.seat = seat
        self.players = players
        self.aids = {"undo": False, "advice": bool(aids.get("advice", False))}
        self._ask, self._text, self._decode, self._parse = ask, text, decode, parse
        self.latest: dict[str, Any] | None = None
        self.kinds = ["remote"] * players
        self._advice_asked = False
        self._advice: Advice | None = None
        self._why: dict[str, tuple[str, dict[str, Any]]] = {}
        self._why_asked: set[str] = set()

    # -- what the host said ------------------------------------------------------------------
    @property
    def moment(self) -> int:
        return self.latest["move"] if self.latest is not None else -1

    def hear(self, message: dict[str, Any]) -> bool:
        """Take a ``state`` of this seat or an ``answer``; True when it changes what is shown."""
        if message["type"] == "state" and message["seat"] == self.seat:
            if message["move"] != self.moment:
                self._advice_asked, self._advice = False, None
                self._why.clear()
                self._why_asked.clear()
            self.latest = message
            return True
        if message["type"] != "answer" or message["move"] != self.moment:
            return False  # an answer for a move gone by
        params = {str(k): protocol.from_json(v) for k, v in message["params"].items()}
        if message["kind"] == protocol.ASK_ADVICE and self._advice_asked:
            action = self._parse(message["action"])
            self._advice = Advice(action, self._decode(action), Message(message["code"], params))
            return True
        if message["kind"] == protocol.ASK_WHY:
            self._why[message["action"]] = (message["code"], params)
            return True
        return False

    # -- shaped like Match ---------------------------------------------------------------------
    def turn(self) -> Turn:
        latest = self.latest
        if latest is None:
            return Turn("wait", -1)
        if latest["result"] is not None:
            return Turn("over", latest["current"])
        current = latest["current"]
        if current == WORLD:
            return Turn("world", current)
        if current == self.seat:
            return Turn("human" if latest["turn"] == protocol.TURN_MOVE else "wait", current)
        return Turn("remote" if self.kinds[current] == "remote" else "bot", current)

    def humans(self) -> list[int]:
        return [self.seat]

    def can_undo(self) -> bool:
        return False  # undo is host policy, and over the network it is off

    def ask_advice(self) -> bool:
        """Ask the host for the advice at this decision (once); False where it is off or this
        seat does not decide now."""
        if not self.aids["advice"] or self.turn().who != "human":
            return False
        if not self._advice_asked:
            self._advice_asked = True
            self._ask(protocol.ASK_ADVICE, None)
        return True

    def advice(self) -> Advice | None:
        """The advice asked for at this move once the host's answer has come, else None."""
        return self._advice

    def cancel_advice(self) -> None:
        self._advice_asked, self._advice = False, None

    def reason(self, action: Action) -> tuple[str, dict[str, Any]] | None:
        """The engine's reason ``action`` is refused now, as (message id, parameters), once the
        host has answered; the first call asks (None until the answer comes)."""
        if self.turn().who != "human":
            return None
        words = self._text(action)
        if words not in self._why and words not in self._why_asked:
            self._why_asked.add(words)
            self._ask(protocol.ASK_WHY, words)
        return self._why.get(words)
