"""The Assano table's pictures: card faces, the piles, the colour in play, the colour picker and
the ASSANO button. Cards are the engine's codes (``R7``, ``GS`` skip, ``BV`` reverse, ``YD2`` draw
two, ``W`` wild, ``W4`` wild draw four); every colour also carries a shape for colour-blind players.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.strings import name_words, text
from scenes.tables.base import DrawContext
from scenes.theme import CARD, FOCUS, GOLD, INK, MUTED, WHITE
from scenes.ui import cards, draw
from scenes.ui import text as ui_text
from scenes.ui.cache import picture_cache
from scenes.ui.pulse import pulse_time

LETTERS = "RGBY"
COLOUR_NAMES = ("red", "green", "blue", "yellow")
COLOURS = {"R": (206, 52, 44), "G": (46, 150, 72), "B": (40, 96, 196), "Y": (232, 182, 28)}
SHAPE_OF = {"R": "triangle", "G": "circle", "B": "square", "Y": "star"}
RANK_LABEL = {"S": "⊘", "V": "⇄", "D2": "+2"}
RANK_ORDER = [str(n) for n in range(10)] + ["S", "V", "D2"]
ASPECT = 1.5
WILDS = ("W", "W4")


def split(card: str) -> tuple[str, str]:
    """Colour letter and rank of a card code ('' colour for wilds)."""
    if card in WILDS:
        return "", card
    return card[0], card[1:]


def sort_key(card: str) -> tuple[int, int]:
    """The hand's order: by colour, then rank; the wilds last."""
    colour, rank = split(card)
    if not colour:
        return (4, 0 if rank == "W" else 1)
    return (LETTERS.index(colour), RANK_ORDER.index(rank))


@picture_cache
def tilted(card: str, size: tuple[int, int], angle: int) -> pygame.Surface:
    """A face turned ``angle`` degrees, as the cards under the top of the discard pile lie: made
    once (two turns of a large face every frame cost half a millisecond at 2560x1440)."""
    return pygame.transform.rotate(face(card, size), angle)


def back(size: tuple[int, int]) -> pygame.Surface:
    return cards.back(size, "A")


@cards.face_cache
def face(card: str, size: tuple[int, int]) -> pygame.Surface:
    """An Assano card face: colour, a white oval with the rank, corners with rank and shape."""
    w, h = size
    colour, rank = split(card)
    fill = COLOURS[colour] if colour else (30, 30, 34)
    surface = cards.blank(size, fill)
    oval = pygame.Rect(0, 0, int(w * 0.78), int(h * 0.62))
    oval.center = (w // 2, h // 2)
    if colour:
        pygame.draw.ellipse(surface, WHITE, oval)
        label = RANK_LABEL.get(rank, rank)
        size_in = max(8, int(w * (0.42 if len(label) == 1 else 0.34)))
        ui_text.blit(surface, label, size_in, fill, True, center=oval.center)
        corner = max(6, int(w * 0.2))
        ui_text.blit(surface, label, corner, WHITE, True, topleft=(int(w * 0.1), int(h * 0.05)))
        cards.shape(surface, SHAPE_OF[colour], (w * 0.8, h * 0.12), w * 0.1, WHITE)
        cards.shape(surface, SHAPE_OF[colour], (w * 0.2, h * 0.88), w * 0.1, WHITE)
        # the rank again in the opposite corner, upside down as on a printed card (a colour's
        # initial read "Gr" for Grün and Grau alike; the shape tells the colour without words)
        mark = pygame.transform.rotate(ui_text.label(label, corner, WHITE, True), 180)
        surface.blit(mark, mark.get_rect(bottomright=(int(w * 0.9), int(h * 0.95))))
    else:
        for index, letter in enumerate(LETTERS):
            start = math.pi / 2 * index
            points = [oval.center] + [
                (
                    oval.centerx + oval.width / 2 * math.cos(start + k * math.pi / 16),
                    oval.centery + oval.height / 2 * math.sin(start + k * math.pi / 16),
                )
                for k in range(9)
            ]
            pygame.draw.polygon(surface, COLOURS[letter], points)
        label = "W" if rank == "W" else "+4"
        ui_text.blit(surface, label, max(8, int(w * 0.36)), WHITE, True, center=oval.center)
        ui_text.blit(surface, label, max(6, int(w * 0.2)), WHITE, True, topleft=(int(w * 0.1), int(h * 0.05)))
    return surface


class Pictures:
    """The drawing half of :class:`scenes.tables.assano.AssanoView` (its layout gives the rects)."""

    area: pygame.Rect
    u: float
    pile_card: tuple[int, int]
    deck_rect: pygame.Rect
    discard_rect: pygame.Rect
    colour_centre: tuple[int, int]
    pick_rects: list[pygame.Rect]
    call_rect: pygame.Rect
    call_armed: bool

    def cancel_rect(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, int(140 * self.u), int(38 * self.u))
        rect.midtop = (self.area.centerx, self.pick_rects[0].bottom + int(16 * self.u))
        return rect

    def draw_piles(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        image = back(self.pile_card)
        for k in range(min(3, max(1, obs["draw_pile"] // 20 + 1)) if obs["draw_pile"] else 0):
            surface.blit(image, self.deck_rect.move(-k * 3, -k * 3))
        ui_text.blit(
            surface,
            text("pile_count", count=obs["draw_pile"]),
            int(15 * u),
            MUTED,
            midtop=(self.deck_rect.centerx, self.deck_rect.bottom + int(6 * u)),
        )
        pending = ctx.arriving.get("discard", 0)
        shown = obs["discard"][: len(obs["discard"]) - pending] or obs["discard"][:1]
        for k, card in enumerate(shown[-3:]):
            angle = (hash(card) % 13 - 6) * (1 if k % 2 else -1)
            under = k < len(shown[-3:]) - 1
            picture = tilted(card, self.pile_card, angle) if under else face(card, self.pile_card)
            surface.blit(picture, picture.get_rect(center=self.discard_rect.center))
            ctx.show_face("discard", -1, card)
        colour = obs["colour"]
        letter = LETTERS[COLOUR_NAMES.index(colour)]
        r = int(34 * u)
        pygame.draw.circle(surface, COLOURS[letter], self.colour_centre, r)
        pygame.draw.circle(surface, WHITE, self.colour_centre, r, width=3)
        cards.shape(surface, SHAPE_OF[letter], self.colour_centre, r * 0.55, WHITE)
        ui_text.blit(
            surface,
            name_words("assano.colour", colour),
            int(15 * u),
            CARD,
            True,
            midtop=(self.colour_centre[0], self.colour_centre[1] + r + 4),
        )
        arrow = "↻" if obs["direction"] == 1 else "↺"
        ui_text.blit(
            surface,
            arrow,
            int(46 * u),
            MUTED,
            True,
            midbottom=(self.area.centerx, self.deck_rect.top - int(4 * u)),
        )
        if obs["penalty"]:
            ui_text.blit(
                surface,
                text("assano_penalty", count=obs["penalty"]),
                int(20 * u),
                GOLD,
                True,
                midtop=(self.discard_rect.centerx, self.discard_rect.bottom + int(6 * u)),
            )

    def draw_picker(self, surface: pygame.Surface, ctx: DrawContext) -> None:
        draw.shade(surface, 110)
        u = self.u
        ui_text.blit(
            surface,
            text("assano_pick_colour"),
            int(26 * u),
            CARD,
            True,
            midbottom=(self.area.centerx, self.pick_rects[0].top - int(14 * u)),
        )
        for index, rect in enumerate(self.pick_rects):
            letter = LETTERS[index]
            lit = ctx.focus == ("pick", COLOUR_NAMES[index])
            pygame.draw.rect(surface, COLOURS[letter], rect, border_radius=int(14 * u))
            pygame.draw.rect(
                surface, FOCUS if lit else WHITE, rect, width=4 if lit else 2, border_radius=int(14 * u)
            )
            centre = (rect.centerx, rect.centery - rect.height * 0.1)
            cards.shape(surface, SHAPE_OF[letter], centre, rect.width * 0.22, WHITE)
            colour = name_words("assano.colour", COLOUR_NAMES[index])
            ui_text.blit(
                surface,
                text("assano_pick_label", number=index + 1, colour=colour),
                int(15 * u),
                WHITE,
                True,
                midbottom=(rect.centerx, rect.bottom - int(6 * u)),
            )
        draw.button(surface, self.cancel_rect(), text("cancel"), ctx.focus == "cancel")

    def draw_call(self, surface: pygame.Surface, ctx: DrawContext) -> None:
        rect = self.call_rect
        lit = self.call_armed
        pulse = 0.5 + 0.5 * math.sin(pulse_time(ctx.time) * 6)
        ctx.pulsing = True
        colour = GOLD if lit else (int(200 + 40 * pulse), 70, 40)
        radius = rect.height // 3
        pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 5), border_radius=radius)
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
        focused = ctx.focus == "call"
        pygame.draw.rect(
            surface, WHITE if focused else INK, rect, width=4 if focused else 2, border_radius=radius
        )
        words = text("assano_call_word") if not lit else text("assano_called")
        size = ui_text.fit_size(words, int(rect.height * 0.42), rect.width - 12, bold=True)
        key_size = max(9, int(rect.height * 0.18))
        # over the key's line, never on it
        low = rect.bottom - 3 - ui_text.line_height(key_size) - ui_text.line_height(size, True) / 2
        centre = (rect.centerx, min(rect.centery - rect.height * 0.1, low))
        ui_text.blit(surface, words, size, INK if lit else WHITE, True, center=centre)
        ui_text.blit(
            surface,
            text("assano_call_key"),
            key_size,
            INK if lit else CARD,
            midbottom=(rect.centerx, rect.bottom - 3),
        )
