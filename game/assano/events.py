"""Assano's own events (the shared ones, :class:`game.events.Drew` and the rest, are in
:mod:`game.events`). Cards are named by their codes ("B2", "W4"); a table puts them in words."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event

# The reasons of a ``Drew`` in Assano.
DRAW = "draw"
"""No card matched (or the house rule let the player draw): up to three cards."""
DRAW_TWO = "draw_two"
"""A Draw Two (or a stack of them) hit the player."""
WILD_DRAW_FOUR = "wild_draw_four"
"""A Wild Draw Four (or a stack) hit the player."""
PENALTY = "penalty"
"""The player took the pending penalty instead of answering it (stacking or challenge rule)."""
FORGOT_CALL = "forgot_call"
"""The player left one card in hand without calling ASSANO."""
CHALLENGE_LOST = "challenge_lost"
"""The player challenged a Wild Draw Four that was no bluff: the penalty plus two."""
BLUFF_CAUGHT = "bluff_caught"
"""The player's Wild Draw Four was challenged and was a bluff: they draw the penalty."""


@dataclass(frozen=True, init=False)
class CardsDrawn(Event):
    """The cards ``seat`` just drew, top card first: private to that seat (``to=(seat,)``)."""

    reveals = True
    seat: int
    cards: tuple[str, ...]

    def __init__(self, seat: int, cards: tuple[str, ...], *, to: tuple[int, ...] = ()) -> None:
        d = self.__dict__
        d["seat"] = seat
        d["cards"] = cards
        d["to"] = to


@dataclass(frozen=True, init=False)
class PlayedDrawn(Event):
    """``seat`` drew ``card`` and had to play it at once (part of the ``draw`` action)."""

    seat: int
    card: str

    def __init__(self, seat: int, card: str, *, to: tuple[int, ...] = ()) -> None:
        d = self.__dict__
        d["seat"] = seat
        d["card"] = card
        d["to"] = to


@dataclass(frozen=True, init=False)
class ColourNamed(Event):
    """``seat`` played a wild and named ``colour`` ("red", ...)."""

    seat: int
    colour: str

    def __init__(self, seat: int, colour: str, *, to: tuple[int, ...] = ()) -> None:
        d = self.__dict__
        d["seat"] = seat
        d["colour"] = colour
        d["to"] = to


@dataclass(frozen=True)
class ForgotCall(Event):
    """``seat`` played their second-to-last card without calling ASSANO and draws ``penalty``."""

    seat: int
    penalty: int


@dataclass(frozen=True)
class PenaltyWaiting(Event):
    """``seat`` faces ``count`` penalty cards and may answer (stacking) or challenge first."""

    seat: int
    count: int


@dataclass(frozen=True)
class Challenged(Event):
    """``challenger`` challenged ``player``'s Wild Draw Four; ``won`` when it was a bluff."""

    challenger: int
    player: int
    won: bool
