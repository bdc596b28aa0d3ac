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
from typing import Any

import pygame
import pytweening

from game.core import Action
from scenes.strings import text
from scenes.tables.base import DrawContext, TableView
from scenes.theme import ACCENT, CARD, FELT, FOCUS, GOLD, INK, MUTED, WHITE
from scenes.ui import cards, draw, layout
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
FIELD0 = (196, 192, 182)
DIE_GAP = 0.42
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
        return int(self.cell * (2.5 if self.big else 1.05))

    @property
    def score_w(self) -> int:
        return int(self.cell * 1.7)

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


@picture_cache
def field_image(kind: str, value: int, cell: int, show_value: bool) -> pygame.Surface:
    """One field: its colour, a small symbol for colour-blind eyes, its value."""
    surface = pygame.Surface((cell, cell), pygame.SRCALPHA)
    inset = max(1, cell // 12)
    rect = surface.get_rect().inflate(-2 * inset, -2 * inset)
    fill = RGB.get(kind, FIELD0)
    pygame.draw.rect(surface, fill, rect, border_radius=max(2, cell // 6))
    pygame.draw.rect(surface, (90, 84, 76), rect, width=1, border_radius=max(2, cell // 6))
    ink = ink_for(kind) if kind else INK
    if kind and cell >= 14:
        symbol(surface, kind, (rect.left + cell * 0.2, rect.top + cell * 0.2), cell * 0.12, ink)
    if show_value:
        words = signed(value)
        size = ui_text.fit_size(words, max(7, int(cell * 0.4)), rect.width - 2, bold=True)
        ui_text.blit(surface, words, size, ink, True, center=(rect.centerx, rect.centery + cell * 0.08))
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
        words = ("✓ " if full else "") + text(f"elements_row_{kind}")
        size = ui_text.fit_size(words, int(c * 0.36), label.width - int(c * 0.95), bold=full)
        ui_text.blit(surface, words, size, INK, full, midleft=(label.left + int(c * 0.9), label.centery))
    elif full:
        ui_text.blit(surface, "✓", int(c * 0.5), INK, True, midright=(label.right, label.centery))


@picture_cache
def sheet_base(look: Look, geo: Geo) -> pygame.Surface:
    """The printed sheet: paper, row labels, the minus and plus zones, the fields and arrows."""
    c = geo.cell
    surface = pygame.Surface((geo.width, geo.height))
    surface.fill(FELT)  # the table under the rounded corners: an opaque surface blits fastest
    pygame.draw.rect(surface, PAPER, surface.get_rect(), border_radius=max(4, c // 3))
    show_values = c >= 15
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
    head = int(geo.head_h * 0.62)
    points = text("elements_points", score=score)
    right = ui_text.blit(
        surface, points, head, INK, True, midright=(geo.width - geo.pad * 2, geo.pad + geo.head_h // 2)
    )
    size = ui_text.fit_size(title, head, right.left - geo.pad * 4, bold=True)
    end = ui_text.blit(surface, title, size, INK, True, midleft=(geo.pad * 2, geo.pad + geo.head_h // 2))
    TITLE_ENDS[(title, geo)] = end.right
    inset = cell_inset(geo)
    for row, values in enumerate(look.values):
        if look.full(marks, row):
            draw_label(surface, geo, row, True)
        mark = min(marks[row], len(values) - 1)
        for index in range(mark + 1):
            light_ink = row == DARK or look.fill(row, index) in ("fire", "water", "earth")
            surface.blit(cross_image(c, WHITE if light_ink else INK), geo.field(row, index))
        last = geo.field(row, mark).inflate(-inset, -inset)
        if row == DARK and frozen:
            pygame.draw.circle(surface, (120, 200, 255), last.center, c * 0.55, max(2, c // 10))
        else:
            pygame.draw.rect(surface, GOLD, last, width=max(2, c // 14), border_radius=max(2, c // 6))
        score_rect = geo.score_rect(row)
        words = signed(look.row_value(marks, row))
        size = ui_text.fit_size(words, int(c * 0.5), score_rect.width - 4, bold=True)
        ui_text.blit(surface, words, size, INK, True, center=score_rect.center)
        if row == DARK and frozen and geo.big:
            ui_text.blit(
                surface,
                "❄ " + text("elements_frozen"),
                max(8, int(c * 0.26)),
                (30, 90, 160),
                True,
                midtop=(score_rect.centerx, score_rect.top),
            )
        elif row == DARK and frozen:
            ui_text.blit(
                surface, "❄", max(8, int(c * 0.4)), (30, 90, 160), True, topright=score_rect.topright
            )
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
    def layout(self, area: pygame.Rect) -> None:
        self.area = area
        u = layout.unit((area.width / 0.76, area.height + 34))
        self.u = u
        obs = self.table.obs
        players = obs["players"]
        dice = len(obs["dice"])
        columns = self.look(obs).width
        m = int(10 * u)
        gap = int(12 * u)
        width = area.width - 2 * m
        self.die_size = int(min(62 * u, width / (dice * (1 + DIE_GAP) + 6)))
        tray_h = self.die_size + int(46 * u)
        room = area.height - 2 * m - tray_h - gap
        others = players - 1
        own_units_w = 2 * (1 / 6) + 2.5 + columns + 1.7
        own_units_h = 2 * (1 / 6) + 0.95 + 6 + 0.25
        small_w = 2 * (1 / 6) + 1.05 + columns + 1.7
        small_h = 2 * (1 / 6) + 0.9 + 6 + 0.25
        best: tuple[float, int, float, float] | None = None
        cap_small = max(30 * u, 22)
        cap_own = 80 * u
        if others == 0:
            own = min(width / own_units_w, room / own_units_h, cap_own)
            best = (0.0, 1, 0.0, own)
        else:
            for cols in range(1, others + 1):
                rows = math.ceil(others / cols)
                small_max = min(cap_small, (width - (cols - 1) * gap) / cols / small_w)
                for k in range(12, 3, -1):
                    small = small_max * k / 12
                    own = min(
                        width / own_units_w, (room - rows * (small * small_h + gap)) / own_units_h, cap_own
                    )
                    if own < 1.3 * small:
                        continue
                    score = own + 2.0 * small
                    if best is None or score > best[0]:
                        best = (score, cols, small, own)
        if best is None:  # a tiny window: share the height
            best = (0.0, others or 1, room / 2 / small_h / 2, room / 2 / own_units_h)
        _, cols, small, own = best
        self.own_geo = Geo(max(12, int(own)), True, columns)
        self.small_geo = Geo(max(8, int(small)), False, columns)
        self.other_slots: list[pygame.Rect] = []
        top = area.top + m
        if others:
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
        # the own sheet sits at the bottom; the tray takes the space between
        self.own_rect = pygame.Rect(0, 0, self.own_geo.width, self.own_geo.height)
        self.own_rect.midbottom = (area.centerx, area.bottom - m)
        self.tray = pygame.Rect(area.left + m, top, width, max(tray_h, self.own_rect.top - top - gap // 2))
        fit_w = (width - 300 * u) / (dice * (1 + DIE_GAP))
        size = self.die_size = int(max(self.die_size, min(self.tray.height - 48 * u, fit_w, 96 * u)))
        bh = max(int(32 * u), 20)
        needed = size + 56 * u + bh
        if players == 1:
            needed = max(needed, 240 * u)  # the solo helper's lines
        shift = int(max(0, self.tray.height - needed) // 3)
        self.own_rect.y -= shift  # spare height: draw the table together rather than apart
        self.tray.y += shift
        self.tray.height -= 2 * shift
        y = self.tray.top + int(8 * u)
        self.die_rects = [
            pygame.Rect(self.tray.left + int(8 * u) + i * int(size * (1 + DIE_GAP)), y, size, size)
            for i in range(dice)
        ]
        right = self.die_rects[-1].right + int(24 * u)
        self.info = pygame.Rect(right, self.tray.top, self.tray.right - right, self.tray.height)
        # the controls of a chosen die take the place of the pick order while it is chosen
        room = self.info.width
        row1 = self.info.top + int(6 * u)
        self.confirm_rect = pygame.Rect(self.info.left, row1, int(min(260 * u, room * 0.58)), bh)
        self.none_rect = pygame.Rect(
            self.confirm_rect.right + int(8 * u), row1, int(min(190 * u, room * 0.38)), bh
        )
        self.cancel_rect = pygame.Rect(
            self.info.left, row1 + bh + int(8 * u), int(min(160 * u, room * 0.45)), bh
        )
        self.helper_rect = pygame.Rect(self.info.left, self.info.top + int(92 * u), int(220 * u), bh)

    def sheet_rect(self, seat: int, viewer: int, players: int) -> pygame.Rect:
        if seat == viewer:
            return self.own_rect
        slot = (seat - viewer - 1) % players
        return self.other_slots[slot] if slot < len(self.other_slots) else self.own_rect

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
            return out + self.helper_targets(obs)
        choices = opts[self.chosen]
        crossing = [(a, t) for a, t in choices if t != 6]
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
        return out + self.helper_targets(obs)

    # -- the solo helper -----------------------------------------------------------------
    def helper_targets(self, obs: dict[str, Any]) -> list[Target]:
        if obs["players"] != 1:
            return []
        return [Target(("helper",), self.helper_rect, self.toggle_helper, pygame.K_h)]

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
        return text("elements_helper_pick", die=text("elements_die_" + obs["dice"][die]["die"]), row=row)

    def draw_helper(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        rect = self.helper_rect
        label = text("elements_helper_hide" if self.helper_on else "elements_helper_show")
        draw.button(surface, rect, label, ctx.focus == ("helper",))
        if not self.helper_on:
            return
        size = max(9, int(14 * u))
        x, y = rect.left, rect.bottom + int(8 * u)
        rows = self.helper_rows(obs)
        if rows is None or not rows:
            words = text("elements_helper_missing" if rows is None else "elements_helper_wait")
            ui_text.blit(surface, words, size, GOLD, True, topleft=(x, y))
            return
        best = rows[0][1]
        width = self.info.right - x
        for index, (action, worth) in enumerate(rows):
            if y + size * 1.3 > self.info.bottom:
                break
            key = "elements_helper_best" if index == 0 else "elements_helper_row"
            words = text(
                key, pick=self.pick_words(obs, action), worth=f"{worth:.1f}", gap=f"{worth - best:.1f}"
            )
            fit = ui_text.fit_size(words, size, width, bold=index == 0)
            y = (
                ui_text.blit(
                    surface, words, fit, GOLD if index == 0 else CARD, index == 0, topleft=(x, y)
                ).bottom
                + 2
            )
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

    def describe(
        self, name: str, actor: int, action_text: str, before: dict[str, Any], after: dict[str, Any]
    ) -> str:
        words = action_text.split()
        die, target = int(words[1]), TARGETS.index(words[2])
        info = before["dice"][die]
        die_name = text("elements_die", die=text("elements_die_" + info["die"]))
        face = text("elements_face_" + info["face"])
        look = self.look(after)
        if target == 6:
            line = text("elements_log_none", name=name, die=die_name, face=face)
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
            lines.append(text("elements_panel_score", name=names[seat], score=sheet["score"], full=full))
        if obs["players"] == 1:
            lines.append(text("elements_panel_solo"))
        return lines

    def interlude(self, before: dict[str, Any], after: dict[str, Any]) -> list[str] | None:
        if after["current"] < 0:
            self.record(after)
            return None
        need = after["rows_to_end"]
        if before["completed_rows"] < need <= after["completed_rows"] and after["players"] > 1:
            last = (after["start_player"] - 1) % after["players"]
            return [
                text("elements_end_title", need=need),
                text("elements_end_body", name=self.table.names[last]),
            ]
        return None

    def sound(self, before: dict[str, Any], after: dict[str, Any], action_text: str) -> str | None:
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
            lines.append(text("elements_result_total", score=int(result.scores[seat])))
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
    def flights(
        self, before: dict[str, Any], after: dict[str, Any], actor: int, action_text: str
    ) -> list[Flight]:
        self.chosen = None
        words = action_text.split()
        die, target = int(words[1]), TARGETS.index(words[2])
        info = before["dice"][die]
        out: list[Flight] = []
        start = self.die_rects[die].copy()
        if target == 6:
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
        for seat in range(players):
            sheet = obs["sheets"][seat]
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
                    surface, dots, max(8, int(geo.head_h * 0.4)), ACCENT, True, midleft=(left, centre_y)
                )

    def draw_tray(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, opts: dict) -> None:
        u = self.u
        names = ctx.names
        small = max(9, int(13 * u))
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
                ui_text.blit(surface, "✓", int(rect.height * 0.4), WHITE, True, center=spot.center)
                words = names[taker]
                size = ui_text.fit_size(words, small, int(rect.width * (1 + DIE_GAP)) - 2)
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
            label = text("elements_die_" + info["die"])
            if ctx.deciding and live:
                label = f"{index + 1} · {label}"
            size = ui_text.fit_size(
                label, small, int(rect.width * (1 + DIE_GAP)) - 2, bold=info["die"] == "grey"
            )
            ui_text.blit(
                surface,
                label,
                size,
                CARD if info["die"] != "grey" else WHITE,
                info["die"] == "grey",
                midtop=(rect.centerx, rect.bottom + int(3 * u)),
            )
        for flight in self.table.flights.items:
            if (
                isinstance(flight, Tumble)
                and len(flight.stages) > 1
                and flight.stage()[0] < len(flight.stages) - 1
            ):
                count = self.rerolling[flight.stage()[0]] if flight.stage()[0] < len(self.rerolling) else 3
                ui_text.blit(
                    surface,
                    text("elements_reroll", count=count),
                    int(18 * u),
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

    def render_info(self, surface: pygame.Surface, obs: dict[str, Any], names: list[str]) -> None:
        u = self.u
        box = surface.get_rect()
        x, y = box.left, box.top + int(4 * u)
        size = max(9, int(14 * u))
        title = ui_text.blit(surface, text("elements_order_title"), size, MUTED, True, topleft=(x, y))
        order = self.order_of(obs)
        done = len(order) - len(obs["order"])
        chip_h = int(26 * u)
        cx = title.right + int(8 * u)
        cy = y - int(4 * u)
        for index, seat in enumerate(order):
            words = names[seat]
            w = min(ui_text.label(words, size, INK, True).get_width() + int(14 * u), int(120 * u))
            if cx + w > box.right:
                cx = box.left
                cy += chip_h + int(4 * u)
            chip = pygame.Rect(cx, cy, w, chip_h)
            now = index == done and obs["current"] >= 0
            fill = GOLD if now else (CARD if index > done else (120, 140, 128))
            pygame.draw.rect(surface, fill, chip, border_radius=chip_h // 3)
            if now:
                pygame.draw.rect(surface, WHITE, chip, width=2, border_radius=chip_h // 3)
            fit = ui_text.fit_size(words, size, chip.width - int(8 * u), bold=True)
            ui_text.blit(surface, words, fit, INK, True, center=chip.center)
            if index < done:
                pygame.draw.line(
                    surface, INK, (chip.left + 6, chip.centery), (chip.right - 6, chip.centery), 2
                )
            cx = chip.right + int(6 * u)
        y = cy + chip_h + int(8 * u)
        need = obs["rows_to_end"]
        got = obs["completed_rows"]
        words = text("elements_rows_progress", done=min(got, need), need=need)
        rect = ui_text.blit(surface, words, size, MUTED, True, topleft=(x, y))
        r = max(4, int(7 * u))
        px = rect.right + int(10 * u) + r
        for k in range(need):
            centre = (px + k * (2 * r + int(5 * u)), rect.centery)
            if k < got:
                pygame.draw.circle(surface, GOLD, centre, r)
            pygame.draw.circle(surface, CARD, centre, r, 1)
        if got >= need and obs["players"] > 1 and obs["current"] >= 0:
            last = (obs["start_player"] - 1) % obs["players"]
            words = text("elements_to_end", name=names[last])
            fit = ui_text.fit_size(words, size, box.width, bold=True)
            ui_text.blit(surface, words, fit, GOLD, True, topleft=(x, rect.bottom + int(6 * u)))
        elif obs["players"] == 1:
            words = text("elements_solo_line")
            fit = ui_text.fit_size(words, size, box.width)
            ui_text.blit(surface, words, fit, MUTED, topleft=(x, rect.bottom + int(6 * u)))

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
        if len(crossing) == 1 and obs["miss"]:
            words = text("elements_confirm", row=text(f"elements_face_{ROWS[crossing[0]]}"))
            draw.button(surface, self.confirm_rect, words, ctx.focus == ("confirm",), colour=GOLD)
        if any(t == 6 for _, t in choices):
            draw.button(surface, self.none_rect, text("elements_none_button"), ctx.focus == ("none",))
        draw.button(surface, self.cancel_rect, text("elements_back_button"), ctx.focus == ("cancel",))
