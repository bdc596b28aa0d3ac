"""Advice in Opposites: the advised move in words and a short reason, read from the seat's own
observation and the move (:mod:`game.advice` asks the hard computer player which move)."""

from __future__ import annotations

from typing import Any

from game.core import Action, Move, State
from game.messages import Message, Name, register

Explained = tuple[Message | None, Message | None]


def explain(obs: dict[str, Any], move: Move, legal: list[Action], state: State) -> Explained:
    from game.opposites.moves import Accept, EndTurn, NameSymbol, Place
    from game.opposites.moves import Counter as CounterMove

    if isinstance(move, EndTurn):
        draws = obs["end_draws"]
        if draws:
            said = Message("advice.opposites.end_draw", {"count": draws})
            return said, Message("advice.opposites.nothing_more")
        return Message("advice.opposites.end"), Message("advice.opposites.all_placed")
    if isinstance(move, Accept):
        owed = obs["owed"][obs["seat"]]
        return Message("advice.opposites.accept", {"count": owed}), Message("advice.opposites.no_counter")
    if isinstance(move, CounterMove):
        return Message("advice.opposites.counter", {"pile": move.pile + 1}), Message(
            "advice.opposites.counters"
        )
    if isinstance(move, NameSymbol):
        said = Message("advice.opposites.name", {"symbol": Name("opposites.symbol", move.symbol)})
        return said, Message("advice.opposites.name_for_you")
    assert isinstance(move, Place)
    card = Name("opposites.card", move.card)
    said = Message("advice.opposites.place", {"card": card, "pile": move.pile + 1})
    hand = obs["hand"]
    if move.card == "T":
        return said, Message("advice.opposites.tornado")
    number = move.card[1:]
    if number == "2":
        return said, Message("advice.opposites.two")
    if number == "8":
        return said, Message("advice.opposites.eight")
    same = sum(1 for c in hand if c != move.card and c[1:] == number)
    if same:
        return said, Message("advice.opposites.same_number", {"count": same})
    if len(hand) == 1:
        return said, Message("advice.opposites.last_card")
    return said, Message("advice.opposites.fits")


register(
    {
        "advice.opposites.end_draw": (
            "end the turn and draw {count} card",
            "end the turn and draw {count} cards",
        ),
        "advice.opposites.end": "end the turn",
        "advice.opposites.nothing_more": "nothing more can be placed",
        "advice.opposites.all_placed": "every pile has had its card",
        "advice.opposites.accept": ("accept and draw {count} card", "accept and draw {count} cards"),
        "advice.opposites.no_counter": "countering would cost more",
        "advice.opposites.counter": "counter with your Tornado on pile {pile}",
        "advice.opposites.counters": "it counters the Tornado: the one who laid it draws",
        "advice.opposites.name": "name {symbol}",
        "advice.opposites.name_for_you": "it suits the cards in your hand",
        "advice.opposites.place": "place the {card} on pile {pile}",
        "advice.opposites.tornado": "a Tornado fits anywhere and makes the next player draw",
        "advice.opposites.two": "the next player must draw for it",
        "advice.opposites.eight": "it gives you an extra turn",
        "advice.opposites.same_number": (
            "{count} more card of that number can follow it",
            "{count} more cards of that number can follow it",
        ),
        "advice.opposites.last_card": "it is your last card",
        "advice.opposites.fits": "it fits the opposite symbol",
    }
)
