"""Advice in Assano: the advised move in words and a short reason, read from the seat's own
observation and the move (:mod:`game.advice` asks the hard computer player which move)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core import Action, Move, State
from game.messages import Message, Name, register

Explained = tuple[Message | None, Message | None]


def explain(obs: dict[str, Any], move: Move, legal: list[Action], state: State) -> Explained:
    from game.assano.moves import Challenge, Draw, Keep, Play, TakePenalty

    if isinstance(move, Draw):
        return Message("advice.assano.draw"), Message("advice.assano.nothing_fits")
    if isinstance(move, TakePenalty):
        return Message("advice.assano.take", {"count": obs["penalty"]}), Message("advice.assano.no_answer")
    if isinstance(move, Challenge):
        return Message("advice.assano.challenge"), Message("advice.assano.bluff")
    if isinstance(move, Keep):
        return Message("advice.assano.keep"), Message("advice.assano.keep_drawn")
    assert isinstance(move, Play)
    card = Name("assano.card", move.card)
    if move.colour is not None:
        colour = Name("assano.colour", move.colour)
        said = Message("advice.assano.play_wild", {"card": card, "colour": colour})
    else:
        said = Message("advice.assano.play", {"card": card})
    hand = obs["hand"]
    wild = move.card in ("W", "W4")
    others = [c for c in hand if c != move.card]
    players = len(obs["hand_sizes"])
    next_cards = obs["hand_sizes"][obs["next"]] if 0 <= obs["next"] < players else 99
    rank = move.card[1:]
    if move.call:
        return said, Message("advice.assano.call")
    if len(hand) == 1:
        return said, Message("advice.assano.last_card")
    holds_back = (rank in ("S", "D2", "V") and players > 2) or move.card == "W4"
    if holds_back and next_cards <= 2:
        return said, Message("advice.assano.slows", {"count": next_cards})
    if wild:
        colours = Counter(c[0] for c in others if c not in ("W", "W4"))
        if colours and move.colour and move.colour[0].upper() == colours.most_common(1)[0][0]:
            return said, Message("advice.assano.your_colour")
        return said, Message("advice.assano.only_wild")
    if any(c in ("W", "W4") for c in others):
        return said, Message("advice.assano.keeps_wild")
    points = {c: (20 if c[1:] in ("S", "V", "D2") else int(c[1:])) for c in hand if c not in ("W", "W4")}
    if points and points.get(move.card, 0) == max(points.values()) and len(set(points.values())) > 1:
        return said, Message("advice.assano.highest")
    same = sum(1 for c in others if c[:1] == move.card[:1])
    if same:
        return said, Message("advice.assano.keeps_colour", {"count": same})
    return said, Message("advice.assano.changes_colour")


register(
    {
        "advice.assano.draw": "draw a card",
        "advice.assano.take": ("take the {count} card", "take the {count} cards"),
        "advice.assano.challenge": "challenge the Wild Draw Four",
        "advice.assano.keep": "keep the card you drew",
        "advice.assano.play": "play the {card}",
        "advice.assano.play_wild": "play the {card} and name {colour}",
        "advice.assano.nothing_fits": "none of your cards fits",
        "advice.assano.no_answer": "nothing in your hand answers it",
        "advice.assano.bluff": "it may well be a bluff",
        "advice.assano.keep_drawn": "it is worth more in your hand",
        "advice.assano.call": "say ASSANO with your second-last card",
        "advice.assano.last_card": "it is your last card",
        "advice.assano.slows": (
            "it holds back the next player, who has only {count} card",
            "it holds back the next player, who has only {count} cards",
        ),
        "advice.assano.your_colour": "it turns the game to the colour you hold most",
        "advice.assano.only_wild": "nothing else fits",
        "advice.assano.keeps_wild": "keeps your wild for later",
        "advice.assano.highest": "gets rid of your highest card",
        "advice.assano.keeps_colour": (
            "you hold {count} more card of that colour",
            "you hold {count} more cards of that colour",
        ),
        "advice.assano.changes_colour": "it changes the colour for the next player",
    }
)
