"""Clickable targets and the keyboard focus: every action on a custom-drawn screen is a target.

A screen lists its targets each frame (rectangle, what activating does, an optional hotkey).
The mouse hovers and clicks them; Tab and the arrows move the focus through them in list order;
Enter or Space activates the focused one. The focus ring is drawn whenever the keyboard was used
last, so it is always visible to a keyboard player.
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


class Focus:
    """Which target the keyboard is on, and which one the mouse is over."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.hover: Hashable | None = None
        self.keyboard = False

    def focused(self, targets: Sequence[Target]) -> Target | None:
        return next((t for t in targets if t.key == self.key), None)

    def move(self, targets: Sequence[Target], step: int) -> None:
        live = [t for t in targets if t.enabled]
        if not live:
            return
        keys = [t.key for t in live]
        if self.key in keys:
            index = (keys.index(self.key) + step) % len(keys)
        else:
            index = 0 if step > 0 else len(keys) - 1
        self.key = keys[index]
        self.keyboard = True

    def handle(self, event: pygame.event.Event, targets: Sequence[Target]) -> bool:
        """Route one event to the targets; True when it was used."""
        if event.type == pygame.MOUSEMOTION:
            hit = next((t for t in reversed(targets) if t.enabled and t.rect.collidepoint(event.pos)), None)
            self.hover = hit.key if hit else None
            if hit is not None:
                self.key = hit.key
                self.keyboard = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((t for t in reversed(targets) if t.enabled and t.rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.key = hit.key
                self.keyboard = False
                hit.activate()
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        for target in targets:
            if target.enabled and target.hotkey is not None and event.key == target.hotkey:
                self.key = target.key
                target.activate()
                return True
        if event.key in NEXT_KEYS:
            back = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            self.move(targets, -1 if back else 1)
            return True
        if event.key in PREVIOUS_KEYS:
            self.move(targets, -1)
            return True
        if event.key in ACT_KEYS:
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
        target = self.focused(targets)
        if target is not None and self.keyboard:
            pygame.draw.rect(surface, FOCUS, target.rect.inflate(8, 8), width=3, border_radius=10)
