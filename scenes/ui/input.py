"""Clickable targets and the keyboard focus: every action on a custom-drawn screen is a target.

A screen lists its targets each frame (rectangle, what activating does, an optional hotkey).
The mouse hovers and clicks them; Tab and the arrows move the focus through them in list order
(Tab wraps round, the arrows stop at the ends, and targets that are not ``focusable``, such as a
card that cannot be played now, are passed over); Enter or Space activates the focused one. The
focus ring is drawn whenever the keyboard was used last, so it is always visible to a keyboard
player. When the focused target goes away (the card just played), the focus stays at the same
place: on the target now there in the same group (a tuple key's first item: ``("card", ...)``),
or the next focusable one after it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from scenes.theme import FOCUS

NEXT_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_UP)
ACT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass
class Target:
    """Something to click: ``key`` identifies it across frames so the focus stays put."""

    key: Hashable
    rect: pygame.Rect
    activate: Callable[[], None]
    hotkey: int | None = None
    enabled: bool = True
    focusable: bool = True
    """False: the mouse still takes it, but Tab and the arrows pass over it (an unplayable card)."""
    why: Hashable | None = None
    """A dimmed target (a card that cannot be played now): the action it stands for, whose
    refusal by the engine the table shows when the pointer rests on it ("Why not?"). The mouse
    points at and clicks such a target even when it is not ``enabled`` (a click says why not)."""

    @property
    def pointable(self) -> bool:
        return self.enabled or self.why is not None


def group(key: Hashable) -> Hashable:
    """Targets of one kind share a group: the first item of a tuple key, else the key itself."""
    return key[0] if isinstance(key, tuple) and key else key


class Focus:
    """Which target the keyboard is on, and which one the mouse is over."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.hover: Hashable | None = None
        self.keyboard = False
        self.trail: list[tuple[Hashable, Hashable, int]] = []
        """The last two groups focused, latest last: (key, group, place in its group). Two, so a
        card dropped on a pile (its hotkey) goes back to the hand, never further back (to Pause)."""

    def start(self, key: Hashable) -> None:
        """Put the focus on ``key`` and show it, before any key is pressed (a screen's first control)."""
        self.key = key
        self.keyboard = True

    def focused(self, targets: Sequence[Target]) -> Target | None:
        return next((t for t in targets if t.key == self.key), None)

    def put(self, targets: Sequence[Target], key: Hashable) -> None:
        """Focus ``key`` and remember where it sits among the targets of its group."""
        self.key = key
        kind = group(key)
        same = [t.key for t in targets if group(t.key) == kind]
        place = same.index(key) if key in same else 0
        older = [entry for entry in self.trail if entry[1] != kind][-1:]
        self.trail = [*older, (key, kind, place)]

    def settle(self, targets: Sequence[Target]) -> None:
        """When the focused target has gone (a card played), keep the focus at the same place.

        The latest remembered target still listed wins; else the one now at its place in its
        group, or the next focusable one after it (before it at the group's end). While nothing of
        the group is listed (cards in flight), the focus waits unchanged.
        """
        if self.key is None or any(t.key == self.key for t in targets):
            return
        for key, kind, place in reversed(self.trail):
            if any(t.key == key and t.enabled for t in targets):
                self.key = key
                return
            same = [t for t in targets if group(t.key) == kind]
            after = [t for t in same[place:] if t.enabled and t.focusable]
            before = [t for t in reversed(same[:place]) if t.enabled and t.focusable]
            if after or before:
                self.put(targets, (after or before)[0].key)
                return

    def move(self, targets: Sequence[Target], step: int, wrap: bool = True) -> None:
        """The next (``step`` 1) or previous (-1) focusable target; round the ends only if ``wrap``."""
        self.keyboard = True
        self.settle(targets)
        usable = [t for t in targets if t.enabled]
        count = len(usable)
        keys = [t.key for t in usable]
        here = keys.index(self.key) if self.key in keys else (-1 if step > 0 else count)
        for distance in range(1, count + 1):
            index = here + step * distance
            if not wrap and not 0 <= index < count:
                return
            target = usable[index % count]
            if target.focusable:
                self.put(targets, target.key)
                return

    def handle(self, event: pygame.event.Event, targets: Sequence[Target]) -> bool:
        """Route one event to the targets; True when it was used."""
        if event.type == pygame.MOUSEMOTION:
            hit = next((t for t in reversed(targets) if t.pointable and t.rect.collidepoint(event.pos)), None)
            self.hover = hit.key if hit else None
            if hit is not None:
                self.put(targets, hit.key)
                self.keyboard = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((t for t in reversed(targets) if t.pointable and t.rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.put(targets, hit.key)
                self.keyboard = False
                hit.activate()
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        for target in targets:
            if target.enabled and target.hotkey is not None and event.key == target.hotkey:
                self.put(targets, target.key)
                target.activate()
                return True
        if event.key in NEXT_KEYS:
            back = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            self.move(targets, -1 if back else 1, wrap=event.key == pygame.K_TAB)
            return True
        if event.key in PREVIOUS_KEYS:
            self.move(targets, -1, wrap=False)
            return True
        if event.key in ACT_KEYS:
            self.settle(targets)
            target = self.focused(targets)
            if target is None:
                self.move(targets, 1)
                return True
            if target.enabled:
                target.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, targets: Sequence[Target]) -> None:
        """The focus ring, on top of everything, when the keyboard is in use."""
        self.settle(targets)
        target = self.focused(targets)
        if target is not None and self.keyboard:
            pygame.draw.rect(surface, FOCUS, target.rect.inflate(8, 8), width=3, border_radius=10)
