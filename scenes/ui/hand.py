"""The viewer's hand as a fan of overlapping cards: one shared piece for every card game's table.

A :class:`HandFan` knows where its cards lie (``rects``), what a click can hit (``strips``) and
how to draw them: a playable card lifts, the focused (hovered or keyboard-chosen) card lifts
half as much again, and while the viewer decides every other card is dimmed. What a card looks
like is the game's: it passes its face painter (``face(card, size) -> Surface``) and its cards in
the order it shows them. Cards are any hashable codes ("R7", "water5").

    fan = HandFan(area, (90, 135), lift=16)
    for index, strip in enumerate(fan.strips(len(hand))): ...      # click targets
    fan.draw(surface, hand, face, playable={"R7"}, focus=2, deciding=True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass

import pygame

from scenes.strings import text
from scenes.theme import GOLD, MUTED
from scenes.ui import cards, layout, material
from scenes.ui import text as ui_text

HAND_LABELS = {
    (False, False): "your_hand",
    (True, False): "your_hand_turn",
    (False, True): "your_hand_owes",
    (True, True): "your_hand_turn_owes",
}
"""The line over a hand by (their turn, cards owed)."""


def hand_label(name: str, mine: bool, owed: int = 0) -> str:
    """The words over a hand: whose it is, that it is their turn, and how many cards they owe."""
    return text(HAND_LABELS[(mine, owed > 0)], name=name, count=owed)


def draw_hand_label(
    surface: pygame.Surface, name: str, mine: bool, size: int, bottomleft: tuple[int, int]
) -> pygame.Rect:
    """The line over the viewer's hand, gold on their turn."""
    return ui_text.blit(
        surface, hand_label(name, mine), size, GOLD if mine else MUTED, True, bottomleft=bottomleft
    )


@dataclass
class HandFan:
    """A hand laid out along the bottom of ``area``, each card ``card`` (width, height) big;
    ``lift`` is how far a playable card rises (the focused one rises ``lift // 2`` more)."""

    area: pygame.Rect
    card: tuple[int, int]
    lift: int
    veil: int = 130
    """How dark the veil over a card that cannot be played now is (its alpha)."""

    def rects(self, count: int) -> list[pygame.Rect]:
        """Where each of ``count`` cards lies at rest, left to right (later cards on top)."""
        return layout.fan(count, self.area, self.card)

    def label_left(self, count: int) -> int:
        """Where the words over the hand start: over its first card (a short hand lies in the
        middle, and words at the area's far edge read as no one's)."""
        rects = self.rects(count)
        return rects[0].left if rects else self.area.left

    def strips(self, count: int) -> list[pygame.Rect]:
        """The part of each card no later card covers: what a click or a hover can hit."""
        return layout.visible_strips(self.rects(count))

    def spot(self, rect: pygame.Rect, up: bool, focused: bool) -> pygame.Rect:
        """A card's drawn place: lifted when playable, lifted half again when focused."""
        spot = rect.move(0, -self.lift) if up else rect
        return spot.move(0, -(self.lift // 2)) if focused else spot

    def draw(
        self,
        surface: pygame.Surface,
        hand: Sequence[Hashable],
        face: Callable[[Hashable, tuple[int, int]], pygame.Surface],
        *,
        playable: Collection[Hashable] = (),
        focus: int | None = None,
        deciding: bool = False,
        hidden: Sequence[Hashable] = (),
        shown: Callable[[Hashable], None] | None = None,
    ) -> list[pygame.Rect]:
        """Draw ``hand`` (in its shown order) and return each card's drawn place.

        ``playable`` cards lift while ``deciding``, the others are dimmed then; ``focus`` is the
        index of the hovered or keyboard-chosen card; ``hidden`` cards (a multiset: cards still
        flying in) are left out where they will land; ``shown(card)`` is told of every face drawn
        (the privacy tests record them)."""
        waiting = Counter(hidden)
        places: list[pygame.Rect] = []
        for index, (card, rect) in enumerate(zip(hand, self.rects(len(hand)), strict=True)):
            up = deciding and card in playable
            spot = self.spot(rect, up, focus == index)
            places.append(spot)
            if waiting[card] > 0:
                waiting[card] -= 1
                continue
            material.cast(surface, spot, 1.6 if spot.top < rect.top else 1.0)  # a lifted card floats
            surface.blit(face(card, self.card), spot)
            if shown is not None:
                shown(card)
            if deciding and not up:
                surface.blit(cards.veil(self.card, self.veil), spot)
        return places
