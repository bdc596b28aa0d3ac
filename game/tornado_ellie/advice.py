"""Advice in Tornado Ellie: the advised move in words and a short reason, read from the seat's own
observation and the move (:mod:`game.advice` asks the hard computer player which move)."""

from __future__ import annotations

from typing import Any

from game.core import Action, Move, State
from game.messages import Message, Name, register

Explained = tuple[Message | None, Message | None]


def explain(obs: dict[str, Any], move: Move, legal: list[Action], state: State) -> Explained:
    from game.tornado_ellie.actions import Insure, PlacePiece, Rotate
    from game.tornado_ellie.cards import FACE_BY_NAME

    if isinstance(move, Rotate):
        return Message("advice.tornado.rotate"), Message("advice.tornado.rotate_now")
    if isinstance(move, PlacePiece):
        piece = Name("tornado_ellie.piece", move.kind)
        return Message("advice.tornado.place", {"piece": piece}), Message("advice.tornado.keeps_sets")
    if isinstance(move, Insure):
        piece = Name("tornado_ellie.piece", move.kind)
        return Message("advice.tornado.insure", {"piece": piece}), Message("advice.tornado.nearest_set")
    face = FACE_BY_NAME[move.face]
    said = Message("advice.tornado.play", {"card": Name("tornado_ellie.card", move.face)})
    hand = obs["hand"]
    lightnings = sum(FACE_BY_NAME[c].effect == "lightning" for c in hand)
    if obs["duty"] == "lightning" and face.effect == "lightning":
        return said, Message("advice.tornado.answers")
    if face.effect == "lightning":
        return said, Message("advice.tornado.lightning")
    if face.effect == "cloud":
        return said, Message("advice.tornado.cloud")
    if lightnings:
        return said, Message("advice.tornado.keeps_lightning")
    return said, Message("advice.tornado.follows")


register(
    {
        "advice.tornado.rotate": "turn the tornado",
        "advice.tornado.rotate_now": "your card is played: the tornado turns now",
        "advice.tornado.place": "stack a {piece} near the middle of the column",
        "advice.tornado.keeps_sets": "it breaks none of your complete sets",
        "advice.tornado.insure": "take back a {piece}",
        "advice.tornado.nearest_set": "it brings you closest to a complete set",
        "advice.tornado.play": "play {card}",
        "advice.tornado.answers": "it answers the lightning",
        "advice.tornado.lightning": "the next player is unlikely to answer a lightning",
        "advice.tornado.cloud": "the cloud turns the play the other way round",
        "advice.tornado.keeps_lightning": "keeps your lightning for later",
        "advice.tornado.follows": "it leaves you a hand that follows many cards",
    }
)
