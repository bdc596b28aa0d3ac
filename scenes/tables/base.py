"""What a game's view gives the shared table frame: drawing, clickable targets, words, motion.

A view draws from an observation only (never the state), so it cannot show a secret; it maps
clicks and keys to actions from the legal list only, so it cannot allow an illegal move. It has no
loop and no window: the frame (:mod:`scenes.table`) owns those.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action
from scenes.ui.anim import Flight
from scenes.ui.input import Target

if TYPE_CHECKING:
    from scenes.table import TableScene


@dataclass
class DrawContext:
    """What the frame tells a view about this frame, and what the view reports having shown."""

    viewer: int
    deciding: bool
    """True when the viewer is the person to move now (targets are live)."""
    arriving: dict[Hashable, int]
    focus: Hashable | None
    names: list[str]
    thinking: int | None
    """The seat of a computer player that is thinking now, for the cue."""
    time: float
    faces: list[tuple[str, int, str]] = field(default_factory=list)
    """Every card face drawn as (zone, owner seat, card): the privacy tests read this."""
    moving: bool = False
    """Set by a view that drew something changing with time alone (a pulse, a spin): the window
    then draws the next frame too, even while the table waits for a person."""

    def show_face(self, zone: str, owner: int, card: str) -> None:
        self.faces.append((zone, owner, card))


class TableView:
    """Base of the four views; each overrides what its game needs."""

    private_hands = True
    """Card games hide hands, so hot-seat needs a hand-off screen; Elements hides nothing."""
    live_world = False
    """True when the view itself supplies the world's outcome live (the tornado column)."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    def layout(self, size: tuple[int, int]) -> None:
        """Compute rectangles for this window size."""

    def draw(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        raise NotImplementedError

    def targets(self, obs: dict[str, Any], legal: list[Action]) -> list[Target]:
        """Clickable things for the viewer who decides now; each activates legal actions only."""
        return []

    def on_event(self, event: pygame.event.Event, obs: dict[str, Any], legal: list[Action]) -> bool:
        """Input the targets don't cover (drags); True when used."""
        return False

    def describe(
        self, name: str, actor: int, action_text: str, before: dict[str, Any], after: dict[str, Any]
    ) -> str:
        """The move log's line for an action, in words."""
        return f"{name}: {action_text}"

    def panel_lines(self, obs: dict[str, Any]) -> list[str]:
        """Lines for the side panel above the log (round, scores, direction)."""
        return []

    def hint(self, obs: dict[str, Any], legal: list[Action], deciding: bool) -> str:
        """One line under the table saying what to do now."""
        return ""

    def flights(
        self, before: dict[str, Any], after: dict[str, Any], actor: int, action_text: str
    ) -> list[Flight]:
        """Motion for an action just applied, seen by the viewer."""
        return []

    def sound(self, before: dict[str, Any], after: dict[str, Any], action_text: str) -> str | None:
        return None

    def interlude(self, before: dict[str, Any], after: dict[str, Any]) -> list[str] | None:
        """Lines to show and wait on between rounds (a round just ended), or None."""
        return None

    def results(self, result: Any, obs: dict[str, Any]) -> list[tuple[str, list[str]]]:
        """The results screen's tables: (heading, rows)."""
        return []

    def update(self, dt: float) -> None:
        """Per-frame motion of the view's own (dice tumbling, the column)."""

    def close(self) -> None:
        """The table is closing: stop anything running."""


@dataclass
class Dealing:
    """Where dealt cards come from and go to in a hidden-hand card game's view."""

    deck: pygame.Rect
    hand: Callable[[list[str]], list[pygame.Rect]]
    """The viewer's hand rects for a hand in its shown order."""
    order: Callable[[str], Any]
    face: Callable[[str, tuple[int, int]], pygame.Surface]
    back: Callable[[tuple[int, int]], pygame.Surface]
    seats: dict[int, pygame.Rect]
    """Where each other seat's cards land."""
    duration: float
    step: float
    """Seconds between one card and the next, so each drawn card can be seen."""


def dealt_flights(
    before: dict[str, Any],
    after: dict[str, Any],
    gains: list[int],
    deal: Dealing,
    delay: float = 0.0,
    limit: int = 12,
) -> tuple[list[Flight], list[str]]:
    """Cards flying from the draw pile into hands: face up into the viewer's hand (the new cards,
    in their places), face down to the other seats. Returns the flights and the viewer's incoming
    cards (held back from the hand until they land)."""
    out: list[Flight] = []
    incoming: list[str] = []
    viewer = after["seat"]
    for seat, gained in enumerate(gains):
        if gained <= 0:
            continue
        if seat == viewer:
            new = list((Counter(after["hand"]) - Counter(before["hand"])).elements())
            ordered = sorted(after["hand"], key=deal.order)
            rects = deal.hand(ordered)
            for card in new[:limit]:
                end = rects[ordered.index(card)]
                out.append(
                    Flight(
                        lambda s, c=card: deal.face(c, s),
                        deal.deck.copy(),
                        end.copy(),
                        deal.duration,
                        delay,
                        ("hand", seat),
                    )
                )
                incoming.append(card)
                delay += deal.step
        elif seat in deal.seats:
            for _ in range(min(gained, limit)):
                out.append(
                    Flight(
                        deal.back,
                        deal.deck.copy(),
                        deal.seats[seat].copy(),
                        deal.duration,
                        delay,
                        ("hand", seat),
                    )
                )
                delay += deal.step * 0.7
    return out, incoming
