"""The Elements table: the dice and the draft above, every player's sheet drawn from the sheet data.

Everything is drawn from the viewer's observation (Elements hides nothing, so every sheet shows);
a click becomes an action only if it is in the legal list, read through the action texts
``take DIE ROW`` / ``take DIE none``. Your own sheet is large at the bottom, the others' sheets are
smaller above; between them lie the dice, the pick order of this roll and the count of full rows.

Choosing: pointing at a die lights the field it would cross on your sheet; a click takes it. A die
that fits two rows asks which row (click the field or press its letter). A miss (no die fits) is
never taken by one click: the chosen die shows where its cross goes (the light row, or the
fallback rows) and waits for a confirmation; declining the fallback is the "No cross" button.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame
import pytweening

from game.core import Action
from scenes.strings import plural, text
from scenes.tables.base import DrawContext, Happening, TableView
from scenes.theme import ACCENT, CARD, FELT, FOCUS, GOLD, INK, MUTED, WHITE
from scenes.ui import cards, draw
from scenes.ui import text as ui_text
from scenes.ui.anim import Flight
from scenes.ui.cache import picture_cache
from scenes.ui.input import Target

ELEMENTS = ("fire", "water", "earth", "air")
FACES = (*ELEMENTS, "dark")
ROWS = (*ELEMENTS, "dark", "light")
DARK, LIGHT = 4, 5
TARGETS = (*ROWS, "none")
LETTERS = "FWEA"
RGB = {
    "fire": (206, 52, 44),
    "water": (40, 96, 196),
    "earth": (46, 150, 72),
    "air": (232, 182, 28),
    "dark": (30, 30, 36),
    "light": (255, 243, 196),
    "grey": (140, 142, 150),
}
INK_ON = {"air", "light"}
"""Fills light enough to carry dark ink rather than white."""
ROW_KEYS = (pygame.K_f, pygame.K_w, pygame.K_e, pygame.K_a, pygame.K_d, pygame.K_l)
ZONE = {-1: (238, 206, 198), 0: (228, 224, 212), 1: (204, 230, 200)}
"""Slot backgrounds of the minus zone, the zero field and the plus zone."""
PAPER = (248, 244, 232)
PENCIL = INK
RED_PENCIL = (214, 64, 44)
"""A cross's colours: each unlike the ink of the number it crosses, so the number stays legible."""
FIELD0 = (196, 192, 182)
DIE_GAP = 0.42
LEGIBLE = 12
"""The smallest text size drawn anywhere on the table (px at any window size, 800x600 included)."""
ROLL_SECONDS = 0.75
CROSS_SECONDS = 0.35


# -- symbols: every colour also has a form --------------------------------------------------
def symbol(surface: pygame.Surface, kind: str, centre: tuple[float, float], r: float, colour) -> None:
    """Fire a flame, water a drop, earth a mountain, air the wind, dark a moon, light a sun."""
    x, y = centre
    if kind == "fire":
        cards.shape(surface, "flame", centre, r, colour)
    elif kind == "water":
        cards.shape(surface, "drop", centre, r, colour)
    elif kind == "earth":
        pygame.draw.polygon(
            surface,
            colour,
            [
                (x - r, y + r * 0.75),
                (x - r * 0.2, y - r * 0.8),
                (x + r * 0.2, y - r * 0.1),
                (x + r * 0.45, y - r * 0.45),
                (x + r, y + r * 0.75),
            ],
        )
    elif kind == "air":
        width = max(1, round(r / 4))
        for k, (dy, span) in enumerate(((-0.55, 1.0), (0.0, 0.8), (0.55, 0.55))):
            left = x - r
            right = x - r + 2 * r * span
            pygame.draw.line(surface, colour, (left, y + dy * r), (right, y + dy * r), width)
            if k < 2:
                hook = pygame.Rect(0, 0, max(2, int(r * 0.5)), max(2, int(r * 0.5)))
                hook.midleft = (round(right - r * 0.25), round(y + dy * r - r * 0.25))
                pygame.draw.arc(surface, colour, hook, -math.pi / 2, math.pi * 0.9, width)
    elif kind == "dark":
        cards.shape(surface, "moon", centre, r, colour)
    elif kind == "light":
        cards.shape(surface, "sun", centre, r, colour)
    else:
        cards.shape(surface, "circle", centre, r, colour)


def ink_for(kind: str) -> tuple[int, int, int]:
    return INK if kind in INK_ON else WHITE


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("0" if value == 0 else f"−{-value}")


def tenths(value: float) -> str:
    """A worth to one decimal, with a real minus sign and never a negative zero ("−0.0")."""
    words = f"{abs(value):.1f}"
    return "−" + words if value < 0 and words != "0.0" else words


# -- the sheet, as read from the observation ------------------------------------------------
@dataclass(frozen=True)
class Look:
    """The sheet data: per row its values; per element row its field colours and arrow."""

    name: str
    values: tuple[tuple[int, ...], ...]
    colours: tuple[tuple[str, ...], ...]
    arrows: tuple[int, ...]

    @classmethod
    def read(cls, doc: dict[str, Any]) -> Look:
        rows = [doc["element_rows"][e] for e in ELEMENTS]
        colours = tuple(
            tuple("" if letter == "-" else ELEMENTS[LETTERS.index(letter.upper())] for letter in r["colours"])
            for r in rows
        )
        values = (
            *(tuple(r["values"]) for r in rows),
            tuple(doc["dark_row"]["values"]),
            tuple(doc["light_row"]["values"]),
        )
        return cls(str(doc.get("name", "")), values, colours, tuple(r["arrow"] for r in rows))

    @property
    def width(self) -> int:
        return max(len(v) for v in self.values)

    def fill(self, row: int, index: int) -> str:
        """The field's kind: an element, 'dark', 'light', or '' for the element rows' field 0."""
        if row < DARK:
            return self.colours[row][index]
        return ROWS[row]

    def full(self, marks: tuple[int, ...] | list[int], row: int) -> bool:
        return marks[row] >= len(self.values[row]) - 1

    def row_value(self, marks: tuple[int, ...] | list[int], row: int) -> int:
        return self.values[row][min(marks[row], len(self.values[row]) - 1)]


@dataclass(frozen=True)
class Geo:
    """A sheet's proportions at one size: cell, label column, score column, header, padding."""

    cell: int
    big: bool
    columns: int

    @property
    def pad(self) -> int:
        return max(3, self.cell // 6)

    @property
    def label_w(self) -> int:
        return int(self.cell * (2.5 if self.big else 0.9))

    @property
    def score_w(self) -> int:
        return int(self.cell * (1.7 if self.big else 1.4))

    @property
    def head_h(self) -> int:
        return max(int(self.cell * (0.95 if self.big else 0.9)), 16)

    @property
    def gap(self) -> int:
        return max(2, self.cell // 4)

    @property
    def width(self) -> int:
        return self.pad * 2 + self.label_w + self.cell * self.columns + self.score_w

    @property
    def height(self) -> int:
        return self.pad * 2 + self.head_h + self.cell * 6 + self.gap

    def row_top(self, row: int) -> int:
        return self.pad + self.head_h + self.cell * row + (self.gap if row >= DARK else 0)

    def field(self, row: int, index: int) -> pygame.Rect:
        """The slot of a field, relative to the sheet's top left."""
        return pygame.Rect(
            self.pad + self.label_w + self.cell * index, self.row_top(row), self.cell, self.cell
        )

    def score_rect(self, row: int) -> pygame.Rect:
        return pygame.Rect(self.width - self.pad - self.score_w, self.row_top(row), self.score_w, self.cell)


def cell_inset(geo: Geo) -> int:
    return max(1, geo.cell // 12)


def inset_of(cell: int) -> int:
    return max(1, cell // 12)


def value_size(words: str, cell: int) -> int:
    """A field value's text size: as large as fits the field, never below the legible floor."""
    inner = cell - 2 * inset_of(cell)
    return max(LEGIBLE, ui_text.fit_size(words, max(LEGIBLE, int(cell * 0.42)), inner, bold=True))


def value_centre(cell: int) -> tuple[float, float]:
    return cell / 2, cell / 2 + cell * 0.08


@lru_cache(maxsize=16)
def min_cell(look: Look) -> int:
    """The smallest field at which every value of the sheet fits at the legible size."""
    widest = max(ui_text.label(signed(v), LEGIBLE, INK, True).get_width() for row in look.values for v in row)
    cell = 14
    while cell - 2 * inset_of(cell) < widest:
        cell += 1
    return cell


def fit_words(words: str, size: int, width: int, bold: bool = False) -> tuple[str, int]:
    """``words`` at the largest size up to ``size`` that fits ``width``, never below the legible
    floor; if even that is too wide, shortened with an ellipsis."""
    size = max(LEGIBLE, ui_text.fit_size(words, max(LEGIBLE, size), width, bold))
    if ui_text.label(words, size, INK, bold).get_width() <= width:
        return words, size
    while len(words) > 1 and ui_text.label(words + "…", size, INK, bold).get_width() > width:
        words = words[:-1]
    return words.rstrip() + "…", size


def wrapped(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``words`` wrapped to ``width`` at ``size``; a single word too long for a line is shortened."""
    return [fit_words(line, size, width, bold)[0] for line in ui_text.wrap(words, size, width, bold)]


@picture_cache
def field_image(kind: str, value: int, cell: int, show_value: bool) -> pygame.Surface:
    """One field: its colour, a small symbol for colour-blind eyes, its value."""
    surface = pygame.Surface((cell, cell), pygame.SRCALPHA)
    inset = inset_of(cell)
    rect = surface.get_rect().inflate(-2 * inset, -2 * inset)
    fill = RGB.get(kind, FIELD0)
    pygame.draw.rect(surface, fill, rect, border_radius=max(2, cell // 6))
    pygame.draw.rect(surface, (90, 84, 76), rect, width=1, border_radius=max(2, cell // 6))
    ink = ink_for(kind) if kind else INK
    if kind and cell >= 14:
        symbol(surface, kind, (rect.left + cell * 0.2, rect.top + cell * 0.2), cell * 0.12, ink)
    if show_value:
        words = signed(value)
        ui_text.blit(surface, words, value_size(words, cell), ink, True, center=value_centre(cell))
    return surface


@picture_cache
def crossed_value(kind: str, value: int, cell: int) -> pygame.Surface:
    """A crossed field's value drawn over its cross: the digits in their ink, ringed by the
    field's own colour so the cross's strokes stop short of them and the number stays legible."""
    surface = pygame.Surface((cell, cell), pygame.SRCALPHA)
    words = signed(value)
    size = value_size(words, cell)
    ink = ink_for(kind) if kind else INK
    fill = RGB.get(kind, FIELD0)
    centre = value_centre(cell)
    halo = ui_text.label(words, size, fill, True)
    spot = halo.get_rect(center=centre)
    ring = max(1, round(cell / 16))
    for dx in range(-ring, ring + 1):
        for dy in range(-ring, ring + 1):
            if (dx or dy) and dx * dx + dy * dy <= ring * ring + 1:
                surface.blit(halo, spot.move(dx, dy))
    ui_text.blit(surface, words, size, ink, True, center=centre)
    return surface


@picture_cache
def cross_image(cell: int, colour: tuple[int, int, int], alpha: int = 255) -> pygame.Surface:
    surface = pygame.Surface((cell, cell), pygame.SRCALPHA)
    m = cell * 0.22
    width = max(2, cell // 9)
    c = (*colour, alpha)
    pygame.draw.line(surface, c, (m, m), (cell - m, cell - m), width)
    pygame.draw.line(surface, c, (m, cell - m), (cell - m, m), width)
    return surface


def opaque(surface: pygame.Surface) -> pygame.Surface:
    """The display's own pixel format: the fastest to blit (when a window exists)."""
    return surface.convert() if pygame.display.get_surface() is not None else surface


def draw_label(surface: pygame.Surface, geo: Geo, row: int, full: bool) -> None:
    """A row's badge (colour and symbol) and, on a large sheet, its name; gold when full."""
    c = geo.cell
    label = pygame.Rect(geo.pad, geo.row_top(row), geo.label_w - 2, c)
    if full:
        pygame.draw.rect(surface, GOLD, label.inflate(-2, -2), border_radius=max(2, c // 5))
    kind = ROWS[row]
    r = c * 0.3
    centre = (label.left + c * 0.45, label.centery)
    pygame.draw.circle(surface, RGB[kind], centre, r * 1.25)
    pygame.draw.circle(surface, (90, 84, 76), centre, r * 1.25, 1)
    symbol(surface, kind, centre, r * 0.8, ink_for(kind))
    if geo.big:
        name = text(f"elements_row_{kind}")
        room = label.width - int(c * 0.95)
        # the name (with a tick when full; the gold badge alone says full if the tick has no room)
        for words in (f"✓ {name}", name) if full else (name,):
            size = max(LEGIBLE, ui_text.fit_size(words, int(c * 0.36), room, bold=full))
            if ui_text.label(words, size, INK, full).get_width() <= room:
                ui_text.blit(
                    surface, words, size, INK, full, midleft=(label.left + int(c * 0.9), label.centery)
                )
                break
    elif full:
        ui_text.blit(
            surface, "✓", max(LEGIBLE, int(c * 0.5)), INK, True, midright=(label.right, label.centery)
        )


@picture_cache
def sheet_base(look: Look, geo: Geo) -> pygame.Surface:
    """The printed sheet: paper, row labels, the minus and plus zones, the fields and arrows."""
    c = geo.cell
    surface = pygame.Surface((geo.width, geo.height))
    surface.fill(FELT)  # the table under the rounded corners: an opaque surface blits fastest
    pygame.draw.rect(surface, PAPER, surface.get_rect(), border_radius=max(4, c // 3))
    show_values = True
    for row, values in enumerate(look.values):
        draw_label(surface, geo, row, False)
        for index, value in enumerate(values):  # the zones: bands behind the fields
            surface.fill(ZONE[(value > 0) - (value < 0)], geo.field(row, index))
        for index, value in enumerate(values):
            slot = geo.field(row, index)
            surface.blit(field_image(look.fill(row, index), value, c, show_values), slot)
            if row < DARK and index == look.arrows[row]:
                arrow_w = c * 0.22
                tip = (slot.centerx, slot.top + c * 0.2)
                pts = [(tip[0] - arrow_w, slot.top - 1), (tip[0] + arrow_w, slot.top - 1), tip]
                pygame.draw.polygon(surface, WHITE, pts)
                pygame.draw.polygon(surface, INK, pts, 1)
    return opaque(surface)


TITLE_ENDS: dict[tuple[str, Geo], int] = {}
"""Where each sheet title ends (the thinking cue goes after it)."""


@picture_cache
def sheet_image(
    look: Look,
    geo: Geo,
    marks: tuple[int, ...],
    frozen: bool,
    title: str,
    score: int,
    current: bool,
) -> pygame.Surface:
    """A whole sheet in one surface, redrawn only when something on it changes."""
    c = geo.cell
    surface = sheet_base(look, geo).copy()
    rim = GOLD if current else (90, 84, 76)
    pygame.draw.rect(
        surface, rim, surface.get_rect(), width=3 if current else 1, border_radius=max(4, c // 3)
    )
    head = max(LEGIBLE, int(geo.head_h * 0.62))
    points = plural("points", score)
    right = ui_text.blit(
        surface, points, head, INK, True, midright=(geo.width - geo.pad * 2, geo.pad + geo.head_h // 2)
    )
    shown, size = fit_words(title, head, right.left - geo.pad * 4, bold=True)
    end = ui_text.blit(surface, shown, size, INK, True, midleft=(geo.pad * 2, geo.pad + geo.head_h // 2))
    TITLE_ENDS[(title, geo)] = end.right
    inset = cell_inset(geo)
    for row, values in enumerate(look.values):
        if look.full(marks, row):
            draw_label(surface, geo, row, True)
        mark = min(marks[row], len(values) - 1)
        for index in range(mark + 1):  # the cross, then its number over it, ringed to stay legible
            kind = look.fill(row, index)
            # the cross in a colour unlike the number's ink (dark pencil under white digits, red
            # pencil under dark ones and on the black fields), the number drawn over it
            slot = geo.field(row, index)
            pencil = PENCIL if kind in ("fire", "water", "earth") else RED_PENCIL
            surface.blit(cross_image(c, pencil), slot)
            surface.blit(crossed_value(kind, values[index], c), slot)
        last = geo.field(row, mark).inflate(-inset, -inset)
        if row == DARK and frozen:
            pygame.draw.circle(surface, (120, 200, 255), last.center, c * 0.55, max(2, c // 10))
        else:
            pygame.draw.rect(surface, GOLD, last, width=max(2, c // 14), border_radius=max(2, c // 6))
        score_rect = geo.score_rect(row)
        words = signed(look.row_value(marks, row))
        size = max(LEGIBLE, ui_text.fit_size(words, int(c * 0.5), score_rect.width - 4, bold=True))
        centre = score_rect.center
        if row == DARK and frozen:
            tag = "❄ " + text("elements_frozen")
            tag_size = max(LEGIBLE, int(c * 0.26))
            tag_image = ui_text.label(tag, tag_size, (30, 90, 160), True)
            value_h = ui_text.label(words, size, INK, True).get_height()
            if (
                geo.big
                and tag_image.get_width() <= score_rect.width
                and tag_image.get_height() + value_h <= c
            ):
                surface.blit(tag_image, tag_image.get_rect(midtop=score_rect.midtop))
                centre = (score_rect.centerx, score_rect.bottom - value_h // 2)
            else:
                ui_text.blit(
                    surface,
                    "❄",
                    max(LEGIBLE, int(c * 0.4)),
                    (30, 90, 160),
                    True,
                    topright=score_rect.topright,
                )
        ui_text.blit(surface, words, size, INK, True, center=centre)
    return surface


# -- dice ------------------------------------------------------------------------------------
@picture_cache
def die_image(face: str, die: str, size: int) -> pygame.Surface:
    """A die at rest: the face's colour and symbol; the grey die has a grey frame."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(4, size // 5)
    rect = surface.get_rect()
    frame = RGB["grey"] if die == "grey" else (246, 242, 230)
    pygame.draw.rect(surface, frame, rect, border_radius=radius)
    inner = rect.inflate(
        -size // 6 if die == "grey" else -size // 12, -size // 6 if die == "grey" else -size // 12
    )
    pygame.draw.rect(surface, RGB[face], inner, border_radius=max(3, radius - 2))
    pygame.draw.rect(surface, INK, rect, width=max(1, size // 30), border_radius=radius)
    symbol(surface, face, inner.center, inner.width * 0.3, ink_for(face))
    return surface


def framed(size: int) -> int:
    """The side of the square a die of ``size`` turns in (its diagonal)."""
    return int(size * 1.42) + 2


@picture_cache
def die_turned(face: str, die: str, size: int, step: int) -> pygame.Surface:
    """A die tilted by ``step`` x 15 degrees, centred in its turning square (tumbling)."""
    turned = pygame.transform.rotate(die_image(face, die, size), step * 15)
    side = framed(size)
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    surface.blit(turned, turned.get_rect(center=(side // 2, side // 2)))
    return surface


@picture_cache
def veil(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (20, 30, 26, alpha), surface.get_rect(), border_radius=max(3, size[0] // 5))
    return surface


@picture_cache
def glow(size: tuple[int, int], alpha: int) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*FOCUS, alpha), surface.get_rect(), border_radius=max(3, size[0] // 5))
    return surface


class Tumble(Flight):
    """A die rolling into its place: it tilts, bounces and shows passing faces until it rests.

    ``stages`` are the faces it lands on in turn: a roll that had to be made again (three or more
    dark faces) first lands on the rejected faces, lies still a moment, then rolls again."""

    def __init__(
        self,
        stages: list[str],
        die: str,
        start: pygame.Rect,
        end: pygame.Rect,
        duration: float,
        delay: float,
        dest,
        seed: int,
    ) -> None:
        super().__init__(self.picture, start, end, duration, delay, dest, ease=pytweening.easeOutCubic)
        self.stages = stages
        self.die = die
        self.seed = seed

    def stage(self) -> tuple[int, float]:
        """Which roll is shown and how far through it the die is (0..1)."""
        p = self.progress() * len(self.stages)
        index = min(int(p), len(self.stages) - 1)
        return index, p - index if p < len(self.stages) else 1.0

    def rect(self) -> pygame.Rect:
        index, t = self.stage()
        eased = pytweening.easeOutCubic(min(1.0, t / 0.75))
        rect = self.end.copy()
        if index == 0:
            rect.x = round(self.start.x + (self.end.x - self.start.x) * eased)
            rect.y = round(self.start.y + (self.end.y - self.start.y) * eased)
        bounce = abs(math.sin(eased * math.pi * 2.5)) * (1 - eased) * self.end.height * 0.6
        rect.y -= round(bounce)
        side = framed(self.end.width)
        return pygame.Rect(0, 0, side, side).move(rect.centerx - side // 2, rect.centery - side // 2)

    def picture(self, size: tuple[int, int]) -> pygame.Surface:
        index, t = self.stage()
        side = self.end.width
        if t >= 0.75:
            return die_turned(self.stages[index], self.die, side, 0)
        spin = 1 - t / 0.75
        step = int(spin * 40 + self.seed) % 24
        face = FACES[(int(t * 14) + self.seed) % 5]
        return die_turned(face, self.die, side, step)

    def face_now(self) -> str:
        return self.stages[self.stage()[0]]


def largest_cell(big: bool, columns: int, width: float, height: float, cap: int) -> int:
    """The largest field size (up to ``cap``) at which a sheet fits ``width`` x ``height``."""
    lo, hi = 8, max(8, int(cap))
    if Geo(lo, big, columns).width > width or Geo(lo, big, columns).height > height:
        return lo
    while lo < hi:
        mid = (lo + hi + 1) // 2
        geo = Geo(mid, big, columns)
        if geo.width <= width and geo.height <= height:
            lo = mid
        else:
            hi = mid - 1
    return lo


def button_size(height: int) -> int:
    """The size draw.button writes its words at, for a button ``height`` high."""
    return max(10, int(height * 0.45))


def button_width(words: str, height: int) -> int:
    return ui_text.label(words, button_size(height), INK, True).get_width() + 24


# -- the view --------------------------------------------------------------------------------
class ElementsView(TableView):
    """Draws an Elements observation and turns clicks into legal picks."""

    private_hands = False

    def __init__(self, table) -> None:
        super().__init__(table)
        self.chosen: int | None = None
        """A die chosen and waiting for its row or for the confirmation of a miss."""
        self.helper_on = False
        self._look_doc: Any = None
        self._look: Look | None = None
        self.orders: dict[int, list[int]] = {}
        """Per roll, the full pick order as first seen (the observation lists only what is left)."""
        self.started = False
        self.recorded = False
        self.place: int | None = None
        self.board: list[dict[str, Any]] = []
        self.board_notice: str | None = None
        self.rerolling: list[int] = []
        self._info_key: tuple | None = None
        self._helper_key: tuple | None = None
        self._helper: list[tuple[Action, float]] = []
        self._helper_at = 0.0
        self._info_image: pygame.Surface | None = None
        self.area = pygame.Rect(0, 0, 800, 600)
        self.tabbed = False
        """True when the other sheets are shown one at a time (too many to read all at once)."""
        self.pinned: tuple[int, int] | None = None
        """The other sheet a person chose to look at, and in which roll."""
        self.following: int | None = None
        """Without a choice: the other sheet shown (the one picking, or who picked last)."""
        self.holding = False
        """The sheet a die flies to is kept shown until it lands."""

    # -- reading the observation ---------------------------------------------------------
    def look(self, obs: dict[str, Any]) -> Look:
        doc = obs["layout"]
        if self._look is None or (doc is not self._look_doc and doc != self._look_doc):
            self._look = Look.read(doc)
        self._look_doc = doc
        return self._look

    def options(self, legal: list[Action]) -> dict[int, list[tuple[Action, int]]]:
        """Legal picks by die: (action, target index in ROWS, 6 for none)."""
        state = self.table.state
        out: dict[int, list[tuple[Action, int]]] = {}
        for action in legal:
            words = state.action_text(action).split()
            if len(words) == 3 and words[0] == "take" and words[2] in TARGETS:
                out.setdefault(int(words[1]), []).append((action, TARGETS.index(words[2])))
        return out

    def order_of(self, obs: dict[str, Any]) -> list[int]:
        """This roll's whole pick order: the picks made (as seen) and those still to come."""
        rnd = obs["round"]
        if rnd in self.orders:
            return self.orders[rnd]
        taken = [d for d in obs["dice"] if d["taken_by"] is not None]
        if not taken:
            self.orders[rnd] = list(obs["order"])
            return self.orders[rnd]
        # joined mid-roll (a resumed game): the picks made so far, the roller's first
        active = obs["active"]
        players = obs["players"]
        done = sorted((d["taken_by"] for d in taken), key=lambda s: (s - active) % players)
        return done + list(obs["order"])

    # -- layout --------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, unit: float) -> None:
        self.area = area
        u = unit
        self.u = u
        obs = self.table.obs
        players = obs["players"]
        dice = len(obs["dice"])
        look = self.look(obs)
        columns = look.width
        low = min_cell(look)
        m = int(10 * u)
        gap = int(12 * u)
        width = area.width - 2 * m
        self.text_size = max(LEGIBLE, int(14 * u))
        self.label_size = max(LEGIBLE, int(13 * u))
        self.bh = max(int(32 * u), 28)  # a button's words then come out at the legible size or more
        line = ui_text.label("Ag", self.label_size, INK).get_height()
        labels_h = 2 * line + int(3 * u)  # under each die: which die it is, which face it shows
        die_min = max(int(36 * u), 30)
        tray_min = die_min + labels_h + int(14 * u)
        room = area.height - 2 * m - tray_min - gap
        others = players - 1
        cap_own = int(80 * u)
        cap_small = max(int(30 * u), low)
        self.tabbed = False
        cols, small, own = 1, low, low
        if others == 0:
            own = largest_cell(True, columns, width, room, cap_own)
        else:
            # every sheet at once, if each stays legible; else one other sheet at a time, with tabs
            best: tuple[int, int, int, int] | None = None
            for cols in range(1, others + 1):
                rows = math.ceil(others / cols)
                for small in range(cap_small, low - 1, -1):
                    geo = Geo(small, False, columns)
                    if cols * geo.width + (cols - 1) * max(4, gap // 2) > width:
                        continue
                    own = largest_cell(True, columns, width, room - rows * (geo.height + gap), cap_own)
                    if own < max(low, int(1.3 * small)):
                        continue
                    if best is None or own + 2 * small > best[0]:
                        best = (own + 2 * small, cols, small, own)
            if best is None:
                self.tabbed = others > 1
                tab_w = self.tab_width() if self.tabbed else 0
                for small in range(cap_small, low - 1, -1):
                    geo = Geo(small, False, columns)
                    if geo.width + (tab_w + gap if tab_w else 0) > width:
                        continue
                    own = largest_cell(True, columns, width, room - geo.height - gap, cap_own)
                    if own < max(low, small):
                        continue
                    if best is None or own + small > best[0]:
                        best = (own + small, 1, small, own)
            if best is None:  # a window too small for legible sheets: the smallest legible ones
                best = (0, 1, low, low)
            _, cols, small, own = best
        self.own_geo = Geo(max(LEGIBLE, own), True, columns)
        self.small_geo = Geo(small, False, columns)
        self.other_slots: list[pygame.Rect] = []
        self.tab_slots: list[pygame.Rect] = []
        top = area.top + m
        if others and not self.tabbed:
            rows = math.ceil(others / cols)
            sw, sh = self.small_geo.width, self.small_geo.height
            used_cols = min(cols, others)
            spare = width - used_cols * sw
            step = sw + min(gap * 2, spare // max(1, used_cols - 1)) if used_cols > 1 else sw
            left0 = area.centerx - (sw + step * (used_cols - 1)) // 2
            for index in range(others):
                r, c = divmod(index, cols)
                self.other_slots.append(pygame.Rect(left0 + c * step, top + r * (sh + gap), sw, sh))
            top += rows * (sh + gap)
        elif others:  # one other sheet shown large enough to read, the tabs of all others beside it
            sw, sh = self.small_geo.width, self.small_geo.height
            tab_w = min(self.tab_width(), width - sw - gap)
            left0 = area.centerx - (tab_w + gap + sw) // 2
            self.other_slots.append(pygame.Rect(left0 + tab_w + gap, top, sw, sh))
            step = int(4 * u) + 2
            tab_h = (sh - step * (others - 1)) // others
            for index in range(others):
                self.tab_slots.append(pygame.Rect(left0, top + index * (tab_h + step), tab_w, tab_h))
            top += sh + gap
        # the own sheet sits at the bottom; the tray takes the space between
        self.own_rect = pygame.Rect(0, 0, self.own_geo.width, self.own_geo.height)
        self.own_rect.midbottom = (area.centerx, area.bottom - m)
        self.tray = pygame.Rect(area.left + m, top, width, max(tray_min, self.own_rect.top - top - gap // 2))
        slot_min = max(self.die_label_width(kind) for kind in (*ELEMENTS, "grey")) + int(8 * u)
        fit_w = (width - 300 * u) / (dice * (1 + DIE_GAP))
        size = self.die_size = int(max(die_min, min(self.tray.height - labels_h - 16 * u, fit_w, 96 * u)))
        step = self.die_step = max(int(size * (1 + DIE_GAP)), slot_min)
        needed = size + labels_h + int(16 * u) + self.bh
        if players == 1:
            needed = max(needed, 240 * u)  # the solo helper's lines
        shift = int(max(0, self.tray.height - needed) // 3)
        self.own_rect.y -= shift  # spare height: draw the table together rather than apart
        self.tray.y += shift
        self.tray.height -= 2 * shift
        y = self.tray.top + int(8 * u)
        left = self.tray.left + int(4 * u) + (step - size) // 2
        self.die_rects = [pygame.Rect(left + i * step, y, size, size) for i in range(dice)]
        right = self.tray.left + int(4 * u) + dice * step + int(12 * u)
        self.info = pygame.Rect(right, self.tray.top, self.tray.right - right, self.tray.height)
        # the controls of a chosen die take the place of the pick order while it is chosen
        bh = self.bh
        words = max(
            (text("elements_confirm", row=text(f"elements_face_{row}")) for row in ROWS),
            key=lambda w: ui_text.label(w, button_size(bh), INK, True).get_width(),
        )
        self.button_ws = [
            button_width(w, bh) for w in (words, text("elements_none_button"), text("elements_back_button"))
        ]
        self.place_controls(True, True)
        helper_top = self.cancel_rect.bottom + int(8 * u)
        if players == 1:  # below the pick order and the solo line
            scratch = pygame.Surface(self.info.size, pygame.SRCALPHA)
            helper_top = max(helper_top, self.info.top + self.render_info(scratch, obs, self.table.names) + 8)
        labels = (text("elements_helper_show"), text("elements_helper_hide"))
        helper_w = min(max(int(220 * u), *(button_width(w, bh) for w in labels)), self.info.width)
        self.helper_rect = pygame.Rect(self.info.left, helper_top, helper_w, bh)
        self._info_key = None

    def place_controls(self, confirm: bool, none: bool) -> None:
        """The buttons of a chosen die (those shown, in a row, wrapping when the row is full)."""
        u = self.u
        rects: list[pygame.Rect] = []
        x, y = self.info.left, self.info.top + int(6 * u)
        for w, shown in zip(self.button_ws, (confirm, none, True), strict=True):
            w = min(w, self.info.width)
            if shown and x > self.info.left and x + w > self.info.right:
                x, y = self.info.left, y + self.bh + int(8 * u)
            rects.append(pygame.Rect(x, y, w, self.bh))
            if shown:
                x += w + int(8 * u)
        self.confirm_rect, self.none_rect, self.cancel_rect = rects

    def tab_width(self) -> int:
        """The tabs of the other sheets: wide enough for a name (long ones are shortened)."""
        names = self.table.names
        widest = max(ui_text.label(n, self.label_size, INK, True).get_width() for n in names)
        points = ui_text.label(text("elements_points", score=-88), self.label_size, INK).get_width()
        widest = max(widest, points)
        return int(min(max(widest + 16, 80 * self.u), 200 * self.u))

    def die_label_width(self, kind: str) -> int:
        """The widest label a die of ``kind`` can carry (its key, its name, the face it shows)."""
        size = self.label_size
        bold = kind == "grey"
        first = ui_text.label(f"5 · {text('elements_die_' + kind)}", size, INK, bold).get_width()
        second = max(
            ui_text.label(text("elements_die_shows", face=text(f"elements_face_{f}")), size, INK).get_width()
            for f in FACES
        )
        return max(first, second)

    def shown_other(self) -> int | None:
        """With tabs: the other seat whose sheet is shown (the one chosen this roll, else the one
        picking or who picked last)."""
        if not self.tabbed:
            return None
        obs = self.table.obs
        viewer, players = obs["seat"], obs["players"]
        if self.pinned is not None and self.pinned[1] == obs["round"] and self.pinned[0] != viewer:
            return self.pinned[0]
        current = obs["current"]
        if current >= 0 and current != viewer and not self.holding:
            self.following = current
        if self.following is None or self.following == viewer or self.following >= players:
            self.following = (viewer + 1) % players
        return self.following

    def show_sheet(self, seat: int) -> None:
        self.pinned = (seat, self.table.obs["round"])

    def sheet_rect(self, seat: int, viewer: int, players: int) -> pygame.Rect:
        if seat == viewer:
            return self.own_rect
        slot = (seat - viewer - 1) % players
        if self.tabbed:
            if seat == self.shown_other():
                return self.other_slots[0]
            return self.tab_slots[slot] if slot < len(self.tab_slots) else self.own_rect
        return self.other_slots[slot] if slot < len(self.other_slots) else self.own_rect

    def sheet_shown(self, seat: int, viewer: int) -> bool:
        return seat == viewer or not self.tabbed or seat == self.shown_other()

    def geo_of(self, seat: int, viewer: int) -> Geo:
        return self.own_geo if seat == viewer else self.small_geo

    def field_rect(self, obs: dict[str, Any], seat: int, row: int, index: int) -> pygame.Rect:
        geo = self.geo_of(seat, obs["seat"])
        sheet = self.sheet_rect(seat, obs["seat"], obs["players"])
        return geo.field(row, index).move(sheet.topleft)

    # -- choosing ------------------------------------------------------------------------
    def next_field(self, obs: dict[str, Any], row: int) -> pygame.Rect:
        look = self.look(obs)
        marks = obs["sheets"][obs["seat"]]["marks"]
        return self.field_rect(obs, obs["seat"], row, min(marks[row] + 1, len(look.values[row]) - 1))

    def pick_die(self, die: int, legal: list[Action], miss: bool) -> None:
        opts = self.options(legal).get(die, [])
        if not opts:
            return
        crossing = [o for o in opts if o[1] != 6]
        if not miss and len(opts) == 1:
            self.take(opts[0][0])
        elif self.chosen == die and len(crossing) == 1:
            self.take(crossing[0][0])
        else:
            self.chosen = die
            self.table.app.sounds.play("draw")

    def pick_row(self, row: int, legal: list[Action]) -> None:
        for _die, opts in sorted(self.options(legal).items()):
            for action, target in opts:
                if target == row:
                    self.take(action)
                    return

    def take(self, action: Action) -> None:
        self.chosen = None
        self.table.act(action)

    def cancel(self) -> None:
        self.chosen = None

    def targets(self, obs: dict[str, Any], legal: list[Action]) -> list[Target]:
        out: list[Target] = []
        opts = self.options(legal)
        miss = bool(obs["miss"])
        if self.chosen is not None and self.chosen not in opts:
            self.chosen = None
        for die in sorted(opts):
            out.append(
                Target(
                    ("die", die),
                    self.die_rects[die],
                    lambda d=die: self.pick_die(d, legal, miss),
                    pygame.K_1 + die,
                )
            )
        if self.chosen is None:
            if not miss:
                rows = sorted({t for o in opts.values() for _, t in o})
                for row in rows:
                    out.append(
                        Target(
                            ("field", row), self.next_field(obs, row), lambda r=row: self.pick_row(r, legal)
                        )
                    )
            return out + self.helper_targets(obs) + self.tab_targets()
        choices = opts[self.chosen]
        crossing = [(a, t) for a, t in choices if t != 6]
        self.place_controls(len(crossing) == 1 and miss, any(t == 6 for _, t in choices))
        if len(crossing) == 1 and miss:
            action = crossing[0][0]
            out.insert(0, Target(("confirm",), self.confirm_rect, lambda a=action: self.take(a), pygame.K_c))
        for action, target in crossing:
            out.append(
                Target(
                    ("cross", target),
                    self.next_field(obs, target),
                    lambda a=action: self.take(a),
                    ROW_KEYS[target],
                )
            )
        for action, target in choices:
            if target == 6:
                out.append(Target(("none",), self.none_rect, lambda a=action: self.take(a), pygame.K_n))
        out.append(Target(("cancel",), self.cancel_rect, self.cancel, pygame.K_BACKSPACE))
        return out + self.helper_targets(obs) + self.tab_targets()

    # -- the solo helper -----------------------------------------------------------------
    def helper_targets(self, obs: dict[str, Any]) -> list[Target]:
        if obs["players"] != 1:
            return []
        return [Target(("helper",), self.helper_rect, self.toggle_helper, pygame.K_h)]

    def tab_targets(self) -> list[Target]:
        if not self.tabbed:
            return []
        seats = [self.tab_seat(slot) for slot in range(len(self.tab_slots))]
        return [
            Target(("sheet", seat), rect, lambda s=seat: self.show_sheet(s))
            for seat, rect in zip(seats, self.tab_slots, strict=True)
        ]

    def toggle_helper(self) -> None:
        self.helper_on = not self.helper_on
        self._helper_key = None

    def helper_rows(self, obs: dict[str, Any]) -> list[tuple[Action, float]] | None:
        """Solo: every legal pick with its worth (the expected final score after it), best first;
        None when this version has no helper. Looked up once per decision; while the sheet's
        table is still being computed (in the background) it is asked again twice a second."""
        from game.bots.elements_hint import hint

        key = (len(self.table.state.history), obs["round"], obs["current"])
        if key != self._helper_key or (not self._helper and self.table.clock - self._helper_at > 0.5):
            self._helper_key = key
            self._helper_at = self.table.clock
            try:
                self._helper = list(hint(self.table.state)) if obs["current"] >= 0 else []
            except Exception:  # the helper is advice: a fault in it must never stop the game
                self._helper = []
        return self._helper

    def pick_words(self, obs: dict[str, Any], action: Action) -> str:
        words = self.table.state.action_text(action).split()
        die, target = int(words[1]), TARGETS.index(words[2])
        row = text("elements_helper_none") if target == 6 else text(f"elements_row_{ROWS[target]}")
        info = obs["dice"][die]
        return text(
            "elements_helper_pick",
            die=text("elements_die_" + info["die"]),
            face=text("elements_face_" + info["face"]),
            row=row,
        )

    def draw_helper(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        rect = self.helper_rect
        label = text("elements_helper_hide" if self.helper_on else "elements_helper_show")
        draw.button(surface, rect, label, ctx.focus == ("helper",))
        if not self.helper_on:
            return
        size = self.text_size
        x, y = rect.left, rect.bottom + int(8 * u)
        width = self.info.right - x
        rows = self.helper_rows(obs)
        step = ui_text.label("Ag", size, GOLD, True).get_height()
        if rows is None or not rows:
            ctx.moving = ctx.moving or rows is not None  # still working it out: ask again soon
            words = text("elements_helper_missing" if rows is None else "elements_helper_wait")
            for line in wrapped(words, size, width, True):
                ui_text.blit(surface, line, size, GOLD, True, topleft=(x, y))
                y += step
            return
        best = rows[0][1]
        for index, (action, worth) in enumerate(rows):
            key = "elements_helper_best" if index == 0 else "elements_helper_row"
            words = text(
                key, pick=self.pick_words(obs, action), worth=tenths(worth), gap=tenths(worth - best)
            )
            lines = wrapped(words, size, width, index == 0)
            if y + step * len(lines) > self.info.bottom:
                break
            for line in lines:
                ui_text.blit(surface, line, size, GOLD if index == 0 else CARD, index == 0, topleft=(x, y))
                y += step
            y += 2
        die = int(self.table.state.action_text(rows[0][0]).split()[1])
        if die < len(self.die_rects) and obs["dice"][die]["taken_by"] is None:
            spot = self.die_rects[die]
            pygame.draw.rect(surface, GOLD, spot.inflate(8, 8), width=3, border_radius=spot.width // 4)
            ui_text.blit(surface, "★", int(self.die_size * 0.38), GOLD, True, center=spot.topright)

    # -- words ---------------------------------------------------------------------------
    def die_words(self, obs: dict[str, Any], die: int) -> str:
        return text("elements_die", die=text("elements_die_" + obs["dice"][die]["die"]))

    def hint(self, obs: dict[str, Any], legal: list[Action], deciding: bool) -> str:
        names = self.table.names
        current = obs["current"]
        if current < 0:
            return text("game_over")
        if any(isinstance(f, Tumble) for f in self.table.flights.items):
            return text("elements_hint_rolling", name=names[obs["active"]])
        if not deciding:
            return text("elements_hint_waiting", name=names[current])
        name = names[current]
        opts = self.options(legal)
        miss = obs["miss"]
        if self.chosen is not None and self.chosen in opts:
            die = self.die_words(obs, self.chosen)
            targets = [t for _, t in opts[self.chosen]]
            crossing = [t for t in targets if t != 6]
            if miss and 6 in targets:
                return text("elements_hint_fallback", name=name, die=die)
            if miss and len(crossing) == 1:
                return text(
                    "elements_hint_confirm",
                    name=name,
                    die=die,
                    row=text(f"elements_face_{ROWS[crossing[0]]}"),
                )
            if miss:
                return text("elements_hint_dark_full", name=name, die=die)
            return text("elements_hint_rows", name=name, die=die)
        if miss:
            return text("elements_hint_miss", name=name, keys=len(obs["dice"]))
        return text("elements_hint_pick", name=name, keys=len(obs["dice"]))

    def describe(self, happening: Happening) -> list[str]:
        return [self.describe_text(happening)]

    def describe_text(self, happening: Happening) -> str:  # to go: the log reads moves and events
        name, actor, before, after = happening.name, happening.actor, happening.before, happening.after
        action_text = self.table.state.action_text(happening.action)
        words = action_text.split()
        die, target = int(words[1]), TARGETS.index(words[2])
        info = before["dice"][die]
        die_name = text("elements_die", die=text("elements_die_" + info["die"]))
        face = text("elements_face_" + info["face"])
        look = self.look(after)
        if target == 6:
            line = text("elements_log_none", name=name, die=die_name, face=face) + "."
        else:
            marks = after["sheets"][actor]["marks"]
            value = signed(look.values[target][marks[target]])
            row = text(f"elements_row_{ROWS[target]}")
            key = "elements_log_take"
            if before["miss"]:
                key = "elements_log_miss" if target == LIGHT else "elements_log_fallback"
            line = text(key, name=name, die=die_name, face=face, row=row, value=value)
            if look.full(marks, target):
                line += text("elements_log_full", row=row)
            if after["sheets"][actor]["frozen"] and not before["sheets"][actor]["frozen"]:
                line += text("elements_log_frozen", value=signed(look.row_value(marks, DARK)))
            line += "."
        if after["round"] != before["round"] and after["current"] >= 0:
            faces = ", ".join(text("elements_face_" + d["face"]) for d in after["dice"])
            line += "\n" + text("elements_log_roll", name=self.table.names[after["active"]], faces=faces)
        return line

    def panel_lines(self, obs: dict[str, Any]) -> list[str]:
        names = self.table.names
        look = self.look(obs)
        lines = [text("elements_panel_roll", round=obs["round"], name=names[obs["active"]])]
        lines.append(text("elements_panel_rows", done=obs["completed_rows"], need=obs["rows_to_end"]))
        for seat, sheet in enumerate(obs["sheets"]):
            full = sum(look.full(sheet["marks"], r) for r in range(6))
            lines.append(
                text(
                    "elements_panel_score",
                    name=names[seat],
                    points=plural("points", sheet["score"]),
                    rows=plural("elements_full_rows", full),
                )
            )
        if obs["players"] == 1:
            lines.append(text("elements_panel_solo"))
        return lines

    def interlude(self, happening: Happening) -> list[str] | None:
        before, after = happening.before, happening.after
        if after["current"] < 0:
            self.record(after)
            return None
        need = after["rows_to_end"]
        if before["completed_rows"] < need <= after["completed_rows"] and after["players"] > 1:
            last = (after["start_player"] - 1) % after["players"]
            return [
                plural("elements_end_title", need),
                text("elements_end_body", name=self.table.names[last]),
            ]
        return None

    def sound(self, happening: Happening) -> str | None:
        before, after = happening.before, happening.after
        if after["round"] != before["round"] and after["current"] >= 0:
            return "roll"
        return "penalty" if before["miss"] else "card"

    # -- the end -------------------------------------------------------------------------
    def board_key(self, obs: dict[str, Any]) -> str:
        return f"elements:{self.look(obs).name}"

    def record(self, obs: dict[str, Any]) -> None:
        """A solo game by a person ends: enter its score in the high-score table (once)."""
        if self.recorded or obs["players"] != 1 or not self.table.match.seats[0].human:
            return
        from scenes.highscores import HighScores

        self.recorded = True
        scores = HighScores(self.table.app.store.folder)
        notice = scores.notice
        self.place = scores.add(
            self.board_key(obs),
            self.table.names[0],
            obs["sheets"][0]["score"],
            marks=obs["sheets"][0]["marks"],
        )
        self.board = scores.top(self.board_key(obs))
        self.board_notice = scores.notice or notice
        if self.board_notice:
            self.table.app.store.notices.append(self.board_notice)

    def results(self, result: Any, obs: dict[str, Any]) -> list[tuple[str, list[str]]]:
        names = self.table.names
        look = self.look(obs)
        out = []
        order = sorted(range(len(names)), key=lambda s: -result.scores[s])
        for seat in order:
            rows = result.detail["rows"][seat]
            lines = []
            for row, value in enumerate(rows):
                words = text(
                    "elements_result_row",
                    row=text(f"elements_row_{ROWS[row]}"),
                    value=signed(value),
                    total=signed(sum(rows[: row + 1])),
                )
                if look.full(obs["sheets"][seat]["marks"], row):
                    words += text("elements_result_full")
                if row == DARK and result.detail["frozen"][seat]:
                    words += text("elements_result_frozen")
                lines.append(words)
            lines.append(text("elements_result_total", points=plural("points", int(result.scores[seat]))))
            out.append(
                (text("elements_result_heading", name=names[seat], score=int(result.scores[seat])), lines)
            )
        if obs["players"] == 1 and self.table.match.seats[0].human:
            self.record(obs)
            board = [
                text(
                    "elements_highscore_row",
                    place=i + 1,
                    name=e["name"],
                    score=e["score"],
                    date=e["date"],
                    new=text("elements_highscore_new") if i + 1 == self.place else "",
                )
                for i, e in enumerate(self.board)
            ]
            if self.board_notice:
                board.insert(0, self.board_notice)
            out.append((text("elements_highscores_title"), board or [text("elements_highscores_empty")]))
        return out

    # -- motion --------------------------------------------------------------------------
    def flights(self, happening: Happening) -> list[Flight]:
        before, after, actor = happening.before, happening.after, happening.actor
        action_text = self.table.state.action_text(happening.action)
        self.chosen = None
        words = action_text.split()
        die, target = int(words[1]), TARGETS.index(words[2])
        info = before["dice"][die]
        out: list[Flight] = []
        start = self.die_rects[die].copy()
        if self.tabbed and actor != after["seat"]:
            self.following, self.holding = actor, True  # the sheet the die flies to stays shown
        if target == 6 or not self.sheet_shown(actor, after["seat"]):
            end = self.sheet_rect(actor, after["seat"], after["players"])
            end = pygame.Rect(end.left, end.top, self.die_size // 2, self.die_size // 2)
            dest = None
        else:
            marks = after["sheets"][actor]["marks"]
            end = self.field_rect(after, actor, target, marks[target]).inflate(-4, -4)
            dest = ("cross", actor, target)
        out.append(
            Flight(
                lambda s, f=info["face"], k=info["die"]: die_image(f, k, max(s)),
                start,
                end,
                CROSS_SECONDS,
                0.0,
                dest,
            )
        )
        if after["round"] != before["round"] and after["current"] >= 0:
            out += self.roll_flights(after, CROSS_SECONDS)
        return out

    def roll_flights(self, obs: dict[str, Any], delay: float) -> list[Flight]:
        out: list[Flight] = []
        rerolls = [list(r) for r in obs.get("rerolls", []) if isinstance(r, (list, tuple))]
        self.rerolling = [len([f for f in r if f == "dark"]) for r in rerolls]
        roller = self.sheet_rect(obs["active"], obs["seat"], obs["players"])
        for index, info in enumerate(obs["dice"]):
            stages = [r[index] for r in rerolls if index < len(r) and r[index] in FACES] + [info["face"]]
            end = self.die_rects[index]
            start = end.copy()
            start.center = (roller.centerx + (index - 2) * self.die_size // 3, roller.centery)
            start.clamp_ip(self.area)
            out.append(
                Tumble(
                    stages,
                    info["die"],
                    start,
                    end.copy(),
                    (ROLL_SECONDS + 0.08 * index) * len(stages),
                    delay + 0.06 * index,
                    ("die", index),
                    seed=obs["round"] * 7 + index * 5,
                )
            )
        return out

    def update(self, dt: float) -> None:
        table = self.table
        if self.holding and not table.flights.busy():
            self.holding = False
        if not self.started:
            self.started = True
            obs = table.obs
            scale = table.app.settings.anim_scale()
            if scale > 0 and obs["current"] >= 0 and all(d["taken_by"] is None for d in obs["dice"]):
                for flight in self.roll_flights(obs, 0.1):
                    flight.duration *= scale
                    flight.delay *= scale
                    table.flights.add(flight)

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        legal = self.table.legal() if ctx.deciding else []
        if not ctx.deciding:
            self.chosen = None
        look = self.look(obs)
        opts = self.options(legal) if ctx.deciding else {}
        self.draw_sheets(surface, obs, ctx, look)
        self.draw_tray(surface, obs, ctx, opts)
        if ctx.deciding:
            self.draw_choice(surface, obs, ctx, look, opts)
            if obs["players"] == 1:
                self.draw_helper(surface, obs, ctx)

    def shown_marks(self, obs: dict[str, Any], seat: int, ctx: DrawContext) -> tuple[int, ...]:
        marks = list(obs["sheets"][seat]["marks"])
        if ctx.arriving:
            for row in range(6):
                if ctx.arriving.get(("cross", seat, row)):
                    marks[row] = max(0, marks[row] - 1)
        return tuple(marks)

    def draw_sheets(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, look: Look) -> None:
        viewer = obs["seat"]
        players = obs["players"]
        if self.tabbed:
            self.draw_tabs(surface, obs, ctx)
        for seat in range(players):
            sheet = obs["sheets"][seat]
            if not self.sheet_shown(seat, viewer):
                continue
            rect = self.sheet_rect(seat, viewer, players)
            geo = self.geo_of(seat, viewer)
            marks = self.shown_marks(obs, seat, ctx)
            name = ctx.names[seat]
            title = name
            if seat == obs["start_player"] and players > 1:
                title += " · " + text("elements_start_tag")
            if obs["current"] == seat:
                title += " · " + text("elements_picking_tag")
            score = (
                sheet["score"]
                if marks == tuple(sheet["marks"])
                else sum(look.row_value(marks, r) for r in range(6))
            )
            image = sheet_image(look, geo, marks, bool(sheet["frozen"]), title, score, obs["current"] == seat)
            surface.blit(image, rect)
            if ctx.thinking == seat:
                dots = "●" * (1 + int(ctx.time * 3) % 3)
                left = rect.left + TITLE_ENDS.get((title, geo), geo.width // 3) + geo.pad
                centre_y = rect.top + geo.pad + geo.head_h // 2
                ui_text.blit(
                    surface, dots, max(LEGIBLE, int(geo.head_h * 0.4)), ACCENT, True, midleft=(left, centre_y)
                )

    def tab_seat(self, slot: int) -> int:
        obs = self.table.obs
        return (obs["seat"] + 1 + slot) % obs["players"]

    def draw_tabs(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        """One tab per other player (name, points, whether picking); the shown sheet's tab is lit
        and joins its sheet. A click on a tab shows that sheet."""
        shown = self.shown_other()
        size = self.label_size
        u = self.u
        for slot, rect in enumerate(self.tab_slots):
            seat = self.tab_seat(slot)
            on = seat == shown
            picking = obs["current"] == seat
            fill = PAPER if on else (196, 204, 192)
            joined = rect.inflate(int(12 * u), 0).move(int(6 * u), 0) if on else rect
            pygame.draw.rect(surface, fill, joined, border_radius=max(4, rect.width // 10))
            rim = GOLD if picking else (90, 84, 76)
            pygame.draw.rect(
                surface, rim, rect, width=3 if picking else 1, border_radius=max(4, rect.width // 10)
            )
            lines = [(ctx.names[seat], True, INK)]
            lines.append((text("elements_points", score=obs["sheets"][seat]["score"]), False, INK))
            if picking:
                dots = " " + "●" * (1 + int(ctx.time * 3) % 3) if ctx.thinking == seat else ""
                lines.append((text("elements_picking_tag") + dots, True, ACCENT))
            step = ui_text.label("Ag", size, INK).get_height()
            y = rect.top + max(2, (rect.height - step * len(lines)) // 2)
            for words, bold, colour in lines:
                if y + step > rect.bottom:
                    break
                words, fit = fit_words(words, size, rect.width - int(10 * u), bold)
                ui_text.blit(surface, words, fit, colour, bold, midtop=(rect.centerx, y))
                y += step

    def draw_tray(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, opts: dict) -> None:
        u = self.u
        names = ctx.names
        small = self.label_size
        room = self.die_step - 4
        for index, info in enumerate(obs["dice"]):
            rect = self.die_rects[index]
            if ctx.arriving.get(("die", index)):
                continue
            taker = info["taken_by"]
            if taker is not None:
                image = die_image(info["face"], info["die"], int(rect.width * 0.7))
                spot = image.get_rect(midbottom=rect.midbottom)
                surface.blit(image, spot)
                surface.blit(veil(spot.size, 120), spot)
                ui_text.blit(
                    surface, "✓", max(LEGIBLE, int(rect.height * 0.4)), WHITE, True, center=spot.center
                )
                words, size = fit_words(names[taker], small, room, True)
                ui_text.blit(
                    surface, words, size, GOLD, True, midtop=(rect.centerx, rect.bottom + int(3 * u))
                )
                continue
            lit = ctx.deciding and ctx.focus == ("die", index)
            live = index in opts
            spot = rect.move(0, -int(5 * u)) if lit else rect
            if self.chosen == index:
                spot = rect.move(0, -int(8 * u))
                pygame.draw.rect(surface, FOCUS, spot.inflate(10, 10), width=3, border_radius=rect.width // 4)
            surface.blit(die_image(info["face"], info["die"], rect.width), spot)
            if ctx.deciding and not live:
                surface.blit(veil(rect.size), spot)
            # which die it is (the grey one, or the element it shows twice) and the face it shows
            label = text("elements_die_" + info["die"])
            if ctx.deciding and live:
                label = f"{index + 1} · {label}"
            grey = info["die"] == "grey"
            label, size = fit_words(label, small, room, bold=grey)
            top = ui_text.blit(
                surface,
                label,
                size,
                WHITE if grey else CARD,
                grey,
                midtop=(rect.centerx, rect.bottom + int(3 * u)),
            )
            face, size = fit_words(
                text("elements_die_shows", face=text("elements_face_" + info["face"])), small, room
            )
            ui_text.blit(surface, face, size, MUTED, midtop=(rect.centerx, top.bottom))
        for flight in self.table.flights.items:
            if (
                isinstance(flight, Tumble)
                and len(flight.stages) > 1
                and flight.stage()[0] < len(flight.stages) - 1
            ):
                count = self.rerolling[flight.stage()[0]] if flight.stage()[0] < len(self.rerolling) else 3
                ui_text.blit(
                    surface,
                    plural("elements_reroll", count),
                    max(LEGIBLE, int(18 * u)),
                    GOLD,
                    True,
                    midbottom=(
                        self.die_rects[0].left + (self.die_rects[-1].right - self.die_rects[0].left) // 2,
                        self.tray.bottom - 2,
                    ),
                )
                break
        if self.chosen is None or not ctx.deciding:
            self.draw_info(surface, obs, ctx)

    def draw_info(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        """The pick order of this roll and the count of full rows toward the end (drawn once per
        change into a cached image)."""
        order = self.order_of(obs)
        key = (
            self.info.size,
            tuple(order),
            len(obs["order"]),
            obs["current"] >= 0,
            obs["completed_rows"],
            tuple(ctx.names),
        )
        if key != self._info_key:
            self._info_key = key
            self._info_image = pygame.Surface(self.info.size, pygame.SRCALPHA)
            self.render_info(self._info_image, obs, ctx.names)
        surface.blit(self._info_image, self.info)

    def render_info(self, surface: pygame.Surface, obs: dict[str, Any], names: list[str]) -> int:
        """Draw the pick order and the full rows into ``surface``; return how far down it reaches."""
        u = self.u
        box = surface.get_rect()
        x, y = box.left, box.top + int(4 * u)
        size = self.text_size
        step = ui_text.label("Ag", size, INK, True).get_height()
        title = ui_text.blit(surface, text("elements_order_title"), size, MUTED, True, topleft=(x, y))
        order = self.order_of(obs)
        done = len(order) - len(obs["order"])
        chip_h = max(int(26 * u), step + 4)
        cx = title.right + int(8 * u)
        cy = title.centery - chip_h // 2
        for index, seat in enumerate(order):
            words = names[seat]
            w = min(ui_text.label(words, size, INK, True).get_width() + int(14 * u) + 4, int(120 * u) + 4)
            w = min(w, box.width)
            if cx + w > box.right:
                cx = box.left
                cy += chip_h + int(4 * u)
            chip = pygame.Rect(cx, cy, w, chip_h)
            now = index == done and obs["current"] >= 0
            fill = GOLD if now else (CARD if index > done else (120, 140, 128))
            pygame.draw.rect(surface, fill, chip, border_radius=chip_h // 3)
            if now:
                pygame.draw.rect(surface, WHITE, chip, width=2, border_radius=chip_h // 3)
            words, fit = fit_words(words, size, chip.width - int(8 * u), bold=True)
            ui_text.blit(surface, words, fit, INK, True, center=chip.center)
            if index < done:
                pygame.draw.line(
                    surface, INK, (chip.left + 6, chip.centery), (chip.right - 6, chip.centery), 2
                )
            cx = chip.right + int(6 * u)
        y = cy + chip_h + int(6 * u)
        need = obs["rows_to_end"]
        got = obs["completed_rows"]
        words = text("elements_rows_progress", done=min(got, need), need=need)
        rect = ui_text.blit(surface, words, size, MUTED, True, topleft=(x, y))
        r = max(4, int(7 * u))
        spacing = 2 * r + max(2, int(5 * u))
        px, py = rect.right + int(10 * u) + r, rect.centery
        if px + spacing * (need - 1) + r > box.right:  # no room beside the words: the dots below
            px, py = x + r, rect.bottom + r + 2
            rect = rect.union(pygame.Rect(x, py - r, 1, 2 * r))
        for k in range(need):
            centre = (px + k * spacing, py)
            if k < got:
                pygame.draw.circle(surface, GOLD, centre, r)
            pygame.draw.circle(surface, CARD, centre, r, 1)
        bottom = rect.bottom
        y = rect.bottom + int(6 * u)
        lines: list[str] = []
        bold, colour = False, MUTED
        if got >= need and obs["players"] > 1 and obs["current"] >= 0:
            last = (obs["start_player"] - 1) % obs["players"]
            lines = wrapped(text("elements_to_end", name=names[last]), size, box.width, True)
            bold, colour = True, GOLD
        elif obs["players"] == 1:
            lines = wrapped(text("elements_solo_line"), size, box.width)
        for line in lines:
            bottom = ui_text.blit(surface, line, size, colour, bold, topleft=(x, y)).bottom
            y += step
        return bottom

    def draw_choice(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, look: Look, opts: dict
    ) -> None:
        """The lit fields: where the pointed or chosen die would cross, and the miss controls."""
        pulse = int(50 + 60 * (0.5 + 0.5 * math.sin(ctx.time * 5)))
        focus = ctx.focus
        die = self.chosen
        if die is None and isinstance(focus, tuple) and focus[0] == "die":
            die = focus[1]
        lit_rows: list[int] = []
        if die is not None and die in opts:
            lit_rows = [t for _, t in opts[die] if t != 6]
        elif isinstance(focus, tuple) and focus[0] in ("field", "cross"):
            lit_rows = [focus[1]]
        ctx.moving = ctx.moving or bool(lit_rows)  # the lit fields pulse
        for row in lit_rows:
            rect = self.next_field(obs, row)
            surface.blit(glow(rect.size, pulse), rect)
            surface.blit(cross_image(rect.width, INK, 140), rect)
            ring = rect.inflate(6, 6)
            pygame.draw.rect(surface, INK, ring.inflate(4, 4), width=2, border_radius=rect.width // 4)
            pygame.draw.rect(
                surface, FOCUS, ring, width=max(3, rect.width // 12), border_radius=rect.width // 4
            )
        if self.chosen is None or self.chosen not in opts:
            return
        choices = opts[self.chosen]
        crossing = [t for _, t in choices if t != 6]
        self.place_controls(len(crossing) == 1 and obs["miss"], any(t == 6 for _, t in choices))
        if len(crossing) == 1 and obs["miss"]:
            words = text("elements_confirm", row=text(f"elements_face_{ROWS[crossing[0]]}"))
            draw.button(surface, self.confirm_rect, words, ctx.focus == ("confirm",), colour=GOLD)
        if any(t == 6 for _, t in choices):
            draw.button(surface, self.none_rect, text("elements_none_button"), ctx.focus == ("none",))
        draw.button(surface, self.cancel_rect, text("elements_back_button"), ctx.focus == ("cancel",))
