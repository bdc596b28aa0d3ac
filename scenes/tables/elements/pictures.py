"""The Elements table's pictures: the colours and symbols, the fields and whole sheets.

Every picture is drawn from the sheet (:class:`game.elements_sheet.Sheet`, the one parser of the
observation's ``layout``) and the engine's facts about it (row scores, full rows, the frozen dark
row), cached per size and content (:func:`scenes.ui.cache.picture_cache`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.elements.sheet import DARK, ELEMENTS, ROWS, Sheet
from scenes import language
from scenes.strings import name_words, plural, text
from scenes.tables.elements.colours import RGB
from scenes.theme import FELT, GOLD, INK, WHITE
from scenes.ui import cards
from scenes.ui import text as ui_text
from scenes.ui.cache import picture_cache

FACES = (*ELEMENTS, "dark")
ROW_LABELS = {
    "fire": "elements_row_fire",
    "water": "elements_row_water",
    "earth": "elements_row_earth",
    "air": "elements_row_air",
    "dark": "elements_row_dark",
    "light": "elements_row_light",
}
"""A row's name as the sheet prints it ("Fire")."""
DIE_LABELS = {
    "fire": "elements_die_fire",
    "water": "elements_die_water",
    "earth": "elements_die_earth",
    "air": "elements_die_air",
    "grey": "elements_die_grey",
}
"""A die's name under it in the tray ("fire die")."""
THE_DIE = {
    "fire": "elements_the_die_fire",
    "water": "elements_the_die_water",
    "earth": "elements_the_die_earth",
    "air": "elements_the_die_air",
    "grey": "elements_the_die_grey",
}
"""A die named in a sentence ("the fire die")."""


def row_label(row: str) -> str:
    """A row's name as the sheet prints it: "Fire"."""
    return text(ROW_LABELS[row])


def row_word(row: str) -> str:
    """A row inside a sentence ("your {row} row"), as the engine's namer says it: "fire"."""
    return name_words("elements.row", row)


def face_word(face: str) -> str:
    """A die's face in words: "fire", "dark" (the engine's namer)."""
    return name_words("elements.face", face)


def die_label(kind: str) -> str:
    return text(DIE_LABELS[kind])


def the_die(kind: str) -> str:
    return text(THE_DIE[kind])


INK_ON = {"air", "light"}
"""Fills light enough to carry dark ink rather than white."""
ZONE = {-1: (238, 206, 198), 0: (228, 224, 212), 1: (204, 230, 200)}
"""Slot backgrounds of the minus zone, the zero field and the plus zone."""
PAPER = (248, 244, 232)
PENCIL = INK
RED_PENCIL = (214, 64, 44)
"""A cross's colours: each unlike the ink of the number it crosses, so the number stays legible."""
FIELD0 = (196, 192, 182)
LEGIBLE = 12
"""The smallest text size drawn anywhere on the table (px at any window size, 800x600 included)."""


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
    words = language.number(abs(value), 1)
    return "−" + words if value < 0 and words != language.number(0, 1) else words


def fill(sheet: Sheet, row: int, index: int) -> str:
    """A field's kind: an element, 'dark', 'light', or '' for the element rows' field 0."""
    if row < DARK:
        colour = sheet.colours[row][index]
        return "" if colour < 0 else ELEMENTS[colour]
    return ROWS[row]


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
def min_cell(sheet: Sheet) -> int:
    """The smallest field at which every value of the sheet fits at the legible size."""
    widest = max(
        ui_text.label(signed(v), LEGIBLE, INK, True).get_width() for row in sheet.values for v in row
    )
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
        name = row_label(kind)
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
def sheet_base(sheet: Sheet, geo: Geo) -> pygame.Surface:
    """The printed sheet: paper, row labels, the minus and plus zones, the fields and arrows."""
    c = geo.cell
    surface = pygame.Surface((geo.width, geo.height))
    surface.fill(FELT)  # the table under the rounded corners: an opaque surface blits fastest
    pygame.draw.rect(surface, PAPER, surface.get_rect(), border_radius=max(4, c // 3))
    show_values = True
    for row, values in enumerate(sheet.values):
        draw_label(surface, geo, row, False)
        for index, value in enumerate(values):  # the zones: bands behind the fields
            surface.fill(ZONE[(value > 0) - (value < 0)], geo.field(row, index))
        for index, value in enumerate(values):
            slot = geo.field(row, index)
            surface.blit(field_image(fill(sheet, row, index), value, c, show_values), slot)
            if row < DARK and index == sheet.arrows[row]:
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
    sheet: Sheet,
    geo: Geo,
    marks: tuple[int, ...],
    scores: tuple[int, ...],
    full: tuple[bool, ...],
    frozen: bool,
    title: str,
    current: bool,
) -> pygame.Surface:
    """A whole sheet in one surface, redrawn only when something on it changes: its ``marks``,
    each row's score and whether it is full, and whether its dark row is frozen (the engine's
    facts, from the observation)."""
    c = geo.cell
    score = sum(scores)
    surface = sheet_base(sheet, geo).copy()
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
    for row, values in enumerate(sheet.values):
        if full[row]:
            draw_label(surface, geo, row, True)
        mark = marks[row]
        for index in range(mark + 1):  # the cross, then its number over it, ringed to stay legible
            kind = fill(sheet, row, index)
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
        words = signed(scores[row])
        size = max(LEGIBLE, ui_text.fit_size(words, int(c * 0.5), score_rect.width - 4, bold=True))
        centre = score_rect.center
        if row == DARK and frozen:
            tag = text("elements_frozen")
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
