"""Charts drawn with pygame: lines for standings per round, scores over rounds, a win rate over
time; bars for values side by side (an Elements sheet's final row values).

Drawn by hand rather than with a plotting library: matplotlib alone would add more than the whole
executable weighs today (see the closing note of the history issue), and these charts need only
lines, markers, axes and a legend. Each series differs by colour AND by marker shape AND by line
style, so a colour-blind player (or a grey printout) still tells them apart. Every size comes from
the rectangle, so a chart reads at 800x600 and at 2560x1440.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

import pygame

from scenes.strings import Number
from scenes.theme import CARD, MUTED
from scenes.ui import text as ui_text

PALETTE = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (204, 121, 167), (213, 94, 0))
"""Okabe and Ito's palette, told apart with every common colour-vision deficiency."""
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "star")
DASHES = ((), (10, 5), (3, 4), (12, 4, 3, 4), (6, 6), (2, 2))
"""Solid, dashed, dotted, dash-dot, ...: on/off lengths in units of the line width."""


@dataclass(frozen=True)
class Series:
    label: str
    values: Sequence[float]


@dataclass(frozen=True)
class Chart:
    """A chart to draw where there is room: its title, axes and series; ``x_labels`` names the
    steps where they are not numbers (an Elements sheet's rows)."""

    title: str
    x_label: str
    y_label: str
    series: Sequence[Series]
    x_labels: Sequence[str] | None = None
    bars: bool = False
    """Drawn as bars (values side by side, one group per step) rather than a line over steps."""


def draw(surface: pygame.Surface, rect: pygame.Rect, one: Chart) -> None:
    """``one`` in ``rect``: as bars or as lines, as it says."""
    if one.bars:
        bar_chart(surface, rect, one.series, one.x_label, one.y_label, one.x_labels)
    else:
        line_chart(surface, rect, one.series, one.x_label, one.y_label, x_labels=one.x_labels)


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering [low, high] (1, 2 or 5 times a power of ten apart)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = []
    value = first
    while value <= high + step * 0.001:
        ticks.append(round(value, 10))
        value += step
    if ticks[-1] < high:
        ticks.append(round(value, 10))
    return ticks


def marker(surface: pygame.Surface, shape: str, centre: tuple[float, float], size: float, colour) -> None:
    x, y = centre
    r = max(3.0, size)
    if shape == "circle":
        pygame.draw.circle(surface, colour, (round(x), round(y)), round(r))
    elif shape == "square":
        pygame.draw.rect(surface, colour, pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r)))
    elif shape == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - r * 1.2), (x + r * 1.1, y + r), (x - r * 1.1, y + r)])
    elif shape == "diamond":
        pygame.draw.polygon(
            surface, colour, [(x, y - r * 1.3), (x + r * 1.1, y), (x, y + r * 1.3), (x - r * 1.1, y)]
        )
    elif shape == "cross":
        w = max(2, round(r / 2))
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), w)
    else:  # star
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            reach = r * 1.3 if i % 2 == 0 else r * 0.55
            points.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
        pygame.draw.polygon(surface, colour, points)


def dashed_line(
    surface, colour, points: Sequence[tuple[float, float]], width: int, dash: Sequence[int]
) -> None:
    """A polyline with a dash pattern that runs on across its corners."""
    if len(points) < 2:
        return
    if not dash:
        pygame.draw.lines(surface, colour, False, points, width)
        return
    pattern = [d * width for d in dash]
    index, left, on = 0, pattern[0], True
    for (x0, y0), (x1, y1) in pairwise(points):
        length = math.hypot(x1 - x0, y1 - y0)
        done = 0.0
        while done < length:
            step = min(left, length - done)
            if on:
                a = (x0 + (x1 - x0) * done / length, y0 + (y1 - y0) * done / length)
                b = (x0 + (x1 - x0) * (done + step) / length, y0 + (y1 - y0) * (done + step) / length)
                pygame.draw.line(surface, colour, a, b, width)
            done += step
            left -= step
            if left <= 0:
                index = (index + 1) % len(pattern)
                left, on = pattern[index], not on


def tick_words(value: float) -> str:
    """A tick's value as the window's language writes numbers ("0.5", "0,5")."""
    return format(Number(float(value)), "g")


def line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[Series],
    x_label: str,
    y_label: str,
    x_first: int = 1,
    y_range: tuple[float, float] | None = None,
    y_format=lambda v: tick_words(v),
    x_labels: Sequence[str] | None = None,
) -> None:
    """Series over the same x steps (x_first, x_first + 1, ...), with axes, ticks and a legend."""
    frame = _axes(surface, rect, series, x_label, y_label, x_first, y_range, y_format, x_labels, False)
    if frame is None:
        return
    unit, size, line_h, at = frame
    width = max(2, round(2.5 * unit))
    for index, one in enumerate(series):
        colour = PALETTE[index % len(PALETTE)]
        points = [at(i, v) for i, v in enumerate(one.values)]
        dashed_line(surface, colour, points, width, DASHES[index % len(DASHES)])
        for point in points:
            marker(surface, MARKERS[index % len(MARKERS)], point, 4 * unit, colour)
    x = rect.left
    for index, one in enumerate(series):  # the legend: marker, line style and name
        colour = PALETTE[index % len(PALETTE)]
        y = rect.top + line_h // 2
        dashed_line(surface, colour, [(x, y), (x + 30 * unit, y)], width, DASHES[index % len(DASHES)])
        marker(surface, MARKERS[index % len(MARKERS)], (x + 15 * unit, y), 4 * unit, colour)
        name = ui_text.blit(surface, one.label, size, CARD, midleft=(x + 36 * unit, y))
        x = name.right + int(18 * unit)


def bar_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[Series],
    x_label: str,
    y_label: str,
    x_labels: Sequence[str] | None = None,
) -> None:
    """Values side by side: a group of bars at each step (one bar per series, from zero up or
    down), with axes, ticks and the legend; each series has its colour and a marker on its bars."""
    frame = _axes(surface, rect, series, x_label, y_label, 1, None, tick_words, x_labels, True)
    if frame is None:
        return
    unit, size, line_h, at = frame
    count = max(1, len(series))
    steps = max((len(s.values) for s in series), default=1)
    group = (at(1, 0.0)[0] - at(0, 0.0)[0]) if steps > 1 else rect.width / 2
    bar_w = max(3.0, group * 0.8 / count)
    for index, one in enumerate(series):
        colour = PALETTE[index % len(PALETTE)]
        for i, value in enumerate(one.values):
            x0, zero = at(i, 0.0)
            left = x0 - bar_w * count / 2 + bar_w * index
            top = at(i, value)[1]
            bar = pygame.Rect(round(left) + 1, round(min(top, zero)), max(1, round(bar_w) - 2), 0)
            bar.height = max(2, round(abs(zero - top)))
            pygame.draw.rect(surface, colour, bar)
            pygame.draw.rect(surface, (30, 40, 34), bar, 1)
            if count > 1 and bar.width >= 8:  # which player's bar, without the colour
                marker(
                    surface,
                    MARKERS[index % len(MARKERS)],
                    (bar.centerx, min(top, zero) - 6 * unit),
                    3 * unit,
                    colour,
                )
    x = rect.left
    for index, one in enumerate(series):  # the legend: the bar's colour, its marker and name
        colour = PALETTE[index % len(PALETTE)]
        y = rect.top + line_h // 2
        swatch = pygame.Rect(round(x), round(y - 6 * unit), round(24 * unit), round(12 * unit))
        pygame.draw.rect(surface, colour, swatch)
        if count > 1:
            marker(surface, MARKERS[index % len(MARKERS)], (swatch.right + 8 * unit, y), 4 * unit, colour)
        name = ui_text.blit(surface, one.label, size, CARD, midleft=(x + 40 * unit, y))
        x = name.right + int(18 * unit)


def _axes(surface, rect, series, x_label, y_label, x_first, y_range, y_format, x_labels, bars):
    """The grid, axes, ticks and axis titles of a chart in ``rect``; (unit, text size, line
    height, the point of step i and value v) or None where there is no room. With ``bars`` the
    steps sit in the middle of equal slots (room for a group of bars each)."""
    unit = max(0.6, min(rect.width / 640, rect.height / 360))
    size = ui_text.readable(14 * unit)
    line_h = ui_text.line_height(size)
    legend_h = line_h + int(8 * unit)
    values = [v for s in series for v in s.values]
    low, high = y_range if y_range is not None else (min(values, default=0.0), max(values, default=1.0))
    low = min(low, 0.0)
    ticks = nice_ticks(low, high)
    low, high = ticks[0], ticks[-1]
    label_w = max(ui_text.measure(y_format(t), size)[0] for t in ticks)
    # the top tick's label reaches half a line above the plot, and the x labels start half a line
    # below it (under the bottom tick's label), then the x axis' title
    below = line_h // 2 + 2
    plot = pygame.Rect(
        rect.left + label_w + int(22 * unit) + line_h,
        rect.top + legend_h + line_h // 2,
        rect.width - label_w - int(34 * unit) - line_h,
        rect.height - legend_h - line_h // 2 - below - 2 * line_h - int(6 * unit),
    )
    if plot.width < 20 or plot.height < 20:
        return None
    steps = max((len(s.values) for s in series), default=1)

    def at(i: int, v: float) -> tuple[float, float]:
        if bars:
            x = plot.left + plot.width * (i + 0.5) / steps
        else:
            x = plot.left + (plot.width * i / (steps - 1) if steps > 1 else plot.width / 2)
        return x, plot.bottom - (v - low) / (high - low) * plot.height

    for tick in ticks:  # grid and the y labels
        y = at(0, tick)[1]
        pygame.draw.line(surface, (70, 110, 92), (plot.left, y), (plot.right, y), 1)
        ui_text.blit(surface, y_format(tick), size, MUTED, midright=(plot.left - int(6 * unit), y))
    pygame.draw.line(surface, MUTED, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(surface, MUTED, plot.bottomleft, plot.topleft, 2)
    if bars and low < 0 < high:  # the zero line the bars stand on
        zero = at(0, 0.0)[1]
        pygame.draw.line(surface, MUTED, (plot.left, zero), (plot.right, zero), 2)
    room = max(ui_text.measure(label, size)[0] for label in x_labels) + 8 if x_labels else int(40 * unit)
    every = max(1, math.ceil(steps / max(1, plot.width // room)))
    for i in range(0, steps, every):
        x = at(i, low)[0]
        pygame.draw.line(surface, MUTED, (x, plot.bottom), (x, plot.bottom + int(5 * unit)), 2)
        label = x_labels[i] if x_labels is not None and i < len(x_labels) else str(x_first + i)
        ui_text.blit(surface, label, size, MUTED, midtop=(x, plot.bottom + below))
    ui_text.blit(surface, x_label, size, CARD, midbottom=(plot.centerx, rect.bottom))
    y_title = pygame.transform.rotate(ui_text.label(y_label, size, CARD), 90)
    surface.blit(y_title, y_title.get_rect(midleft=(rect.left, plot.centery)))
    return unit, size, line_h, at
