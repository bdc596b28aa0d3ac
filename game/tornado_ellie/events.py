"""What happens in a game of Tornado Ellie, as typed events (see :class:`game.core.Event`).

Recorded by :meth:`game.tornado_ellie.TornadoEllieState._apply` (nothing in a play-out); the
generic ones (cards drawn, the direction reversed, the game over) are in :mod:`game.events`.
Faces are the cards' short codes (``pig3``), pieces their kinds (``house``): the tables put them
in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True)
class CardPlayed(Event):
    """``seat`` played ``face`` (``turned_up``: the draw pile's top card of a single-animal turn,
    played on top; ``fits`` says whether it suited the card under it)."""

    seat: int
    face: str
    turned_up: bool = False
    fits: bool = True


@dataclass(frozen=True)
class Lightning(Event):
    """A lightning strikes ``seat``: they answer with a lightning card or turn the tornado home."""

    seat: int


@dataclass(frozen=True)
class SingleAnimal(Event):
    """``seat`` is alone in the storm: after their card the draw pile's top card is turned up."""

    seat: int


@dataclass(frozen=True)
class Rotated(Event):
    """``seat`` turns the tornado ``steps`` farms on (``angle`` degrees, + clockwise), towards
    ``target``'s farm."""

    seat: int
    steps: int
    target: int
    angle: float


@dataclass(frozen=True)
class PointsAt(Event):
    """The turn is over and the column stood: the tornado points at ``seat``'s farm."""

    seat: int


@dataclass(frozen=True)
class Stacked(Event):
    """``seat`` stacked a ``piece`` at ``offset`` card widths, and a card from the pile on it."""

    seat: int
    piece: str
    offset: float


@dataclass(frozen=True)
class Damage(Event):
    """Storm damage for ``seat``: these ``pieces`` go from their farm onto the column."""

    seat: int
    pieces: tuple[str, ...]


@dataclass(frozen=True)
class Collapsed(Event):
    """The column fell: ``items`` (kinds, ``card`` for a card) left it, bottom first; ``indices``
    are their places on the column."""

    items: tuple[str, ...]
    indices: tuple[int, ...]


@dataclass(frozen=True)
class Insured(Event):
    """``seat`` takes a ``piece`` back from the supply (``chosen``: they chose it among several)."""

    seat: int
    piece: str
    chosen: bool = False


@dataclass(frozen=True)
class InsurancePays(Event):
    """After a collapse the insurance pays out: players who lost pieces before take one back."""


@dataclass(frozen=True)
class Uncovered(Event):
    """``seat`` cannot cover the storm damage ``pieces``: their farm goes back to the supply."""

    seat: int
    pieces: tuple[str, ...]


@dataclass(frozen=True)
class RoundBegins(Event):
    """Round ``round`` begins: the hands were refilled and ``seat`` starts it."""

    reveals = True
    round: int
    seat: int
