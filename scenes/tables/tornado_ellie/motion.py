"""Tornado Ellie's motion: the cards played and turned up, pieces between the farms, the column
and the supply, the cards dealt, and (dexterity off) the tornado's spin; all from the move and its
events."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import WORLD
from game.events import Drew
from game.tornado_ellie.actions import PlayCard
from game.tornado_ellie.cards import KINDS
from game.tornado_ellie.events import CardPlayed, Collapsed, Insured, Rotated, Stacked, Uncovered
from scenes.tables.base import Dealing, Happening, dealt_flights, turn_flights
from scenes.tables.tornado_ellie.column import icon
from scenes.tables.tornado_ellie.pictures import card_face, plain_back
from scenes.ui.anim import Flight


class Motion:
    """The view's flights (a part of :class:`scenes.tables.tornado_ellie.TornadoEllieView`)."""

    table: Any

    def flights(self, happening: Happening) -> list[Flight]:
        before, after, actor, move = happening.before, happening.after, happening.actor, happening.move
        out: list[Flight] = []
        farms = self.farm_rects(after)
        viewer = after["seat"]
        if not after["table"]:
            self.last_played = {}
        if isinstance(move, PlayCard) and 0 <= actor < len(farms):
            face = move.face
            self.last_played[actor] = face
            if actor == viewer and face in before["hand"]:
                start = self.hand_rects(before["hand"])[before["hand"].index(face)].copy()
            else:
                start = self.mini_rect(farms[actor])
            out.append(
                Flight(lambda s, c=face: card_face(c, s), start, self.played_rect.copy(), 0.35, 0.0, "played")
            )
        delay = 0.0
        top = self.column_top()
        gains = [0] * len(farms)
        for event in happening.events:
            if isinstance(event, CardPlayed) and event.turned_up:
                out.append(
                    Flight(
                        lambda s, c=event.face: card_face(c, s),
                        self.pile_rect.copy(),
                        self.played_rect.copy(),
                        0.45,
                        0.4,
                        "played",
                    )
                )
            elif isinstance(event, Rotated) and after["phase"] != "world" and after["dexterity"] == "off":
                start = self.seat_angle(before["pointing"], len(farms), viewer)
                self.spin = [start, start + event.angle, 0.0]
            elif isinstance(event, Stacked):
                piece = self.piece_flight(
                    event.piece, self.piece_rect(farms[event.seat], event.piece), top, delay
                )
                out += [
                    piece,
                    Flight(plain_back, self.pile_rect.copy(), top.inflate(top.width, 0), 0.4, delay + 0.15),
                ]
                delay += 0.3
            elif isinstance(event, Insured):
                spot = self.piece_rect(farms[event.seat], event.piece)
                out.append(
                    self.piece_flight(
                        event.piece, self.supply_rect(event.piece), spot, delay, ("farm", event.seat)
                    )
                )
                delay += 0.2
            elif isinstance(event, Uncovered):
                for kind in KINDS:
                    for _ in range(min(4, before["farms"][event.seat][kind])):
                        spot = self.piece_rect(farms[event.seat], kind)
                        out.append(self.piece_flight(kind, spot, self.supply_rect(kind), delay))
                        delay += 0.05
            elif isinstance(event, Collapsed):  # fallen pieces go to the open supply
                for kind in [k for k in event.items if k in KINDS][:8]:
                    out.append(self.piece_flight(kind, self.column_drop(), self.supply_rect(kind), delay))
                    delay += 0.08
            elif isinstance(event, Drew) and 0 <= event.seat < len(gains):
                gains[event.seat] += event.count
        dealt, self.incoming = dealt_flights(before, after, gains, self.dealing(after), delay)
        out += dealt
        turn = {seat: rect.copy() for seat, rect in enumerate(farms)}
        return out + turn_flights({"current": active(before)}, {"current": active(after)}, turn)

    def dealing(self, obs: dict[str, Any], step: float = 0.12) -> Dealing:
        """Cards from the draw pile: face up into the viewer's hand (in its shown order), face down
        to the other farms' card spots."""
        farms = self.farm_rects(obs)
        viewer = obs["seat"]
        return Dealing(
            deck=self.pile_rect,
            hand=self.hand_rects,
            order=obs["hand"].index,
            face=card_face,
            back=plain_back,
            seats={seat: self.mini_rect(rect) for seat, rect in enumerate(farms) if seat != viewer},
            duration=0.35,
            step=step,
        )

    def opening(self, obs: dict[str, Any]) -> list[Flight]:
        """The first hands dealt from the pile, card by card: the viewer's face up into place, then
        the others' face down to their farms."""
        empty = dict(obs, hand=[])
        flights, self.incoming = dealt_flights(empty, obs, list(obs["hand_sizes"]), self.dealing(obs, 0.07))
        return flights

    def piece_flight(
        self, kind: str, start: pygame.Rect, end: pygame.Rect, delay: float, lands: Any = None
    ) -> Flight:
        return Flight(lambda s, k=kind: self.piece_image(k, s), start.copy(), end.copy(), 0.5, delay, lands)

    def piece_image(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        return icon(kind, max(6, size[1]))

    def piece_rect(self, farm: pygame.Rect, kind: str) -> pygame.Rect:
        size = int(22 * self.u)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (farm.left + int((20 + 44 * KINDS.index(kind)) * self.u), farm.top + self.icon_mid)
        return rect

    def supply_rect(self, kind: str) -> pygame.Rect:
        return self.supply_spots[kind].copy()

    def column_top(self) -> pygame.Rect:
        size = int(24 * self.u)
        rect = pygame.Rect(0, 0, size, size)
        y = max(
            self.column_rect.top + size,
            self.painter.top_y(self.table.obs["column"]) if self.fitted else self.column_rect.centery,
        )
        rect.midbottom = (self.column_rect.centerx, int(y))
        return rect

    def column_drop(self) -> pygame.Rect:
        size = int(22 * self.u)
        rect = pygame.Rect(0, 0, size, size)
        rect.midbottom = (self.column_rect.centerx, min(self.painter.floor_y, self.column_rect.bottom))
        return rect

    def mini_rect(self, box: pygame.Rect) -> pygame.Rect:
        rect = pygame.Rect(0, 0, *self.mini)
        if self.mini_beside:
            rect.midright = (box.right - int(6 * self.u), box.centery + int(6 * self.u))
        else:
            rect.topright = (box.right - int(6 * self.u), box.top + self.mini_top)
        return rect


def active(obs: dict[str, Any]) -> int:
    """The seat whose turn shows on the table: the one to move, or while the world moves (the
    tornado turning) the seat that turns it; -1 for none."""
    if obs["current"] == WORLD:
        world = obs.get("world")
        return world["rotator"] if world else -1
    return obs["current"]
