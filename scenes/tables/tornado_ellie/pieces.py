"""The column's things as objects: wooden houses, cows and trees, cards edge-on, the disk and the
tornado's funnel, painted inside the physics outlines (:mod:`physics.shapes`) so what is drawn is
exactly what collides.

Each piece is painted once per kind, scale and style into a sprite; the funnel's bands move with
the tornado's angle, so a tornado at rest costs nothing to keep on screen.
"""

from __future__ import annotations

import math

import pygame

from physics import shapes
from scenes.ui.cache import picture_cache
from scenes.ui.material import shade

Colour = tuple[int, int, int]

WALL = (226, 196, 140)
ROOF = (176, 58, 44)
DOOR = (116, 72, 44)
WINDOW = (250, 230, 160)
HIDE = (246, 242, 232)
SPOT = (52, 44, 40)
MUZZLE = (232, 170, 160)
LEAVES = (52, 136, 64)
BARK = (124, 84, 52)
FOOT = (170, 128, 84)
CARD_EDGE = (70, 98, 150)


class Painter:
    """Draws in a sprite: millimetres in the piece's frame (y up) to the sprite's pixels."""

    def __init__(self, image: pygame.Surface, origin: tuple[int, int], scale: float) -> None:
        self.image, self.origin, self.scale = image, origin, scale

    def at(self, x: float, y: float) -> tuple[float, float]:
        return self.origin[0] + x * self.scale, self.origin[1] - y * self.scale

    def box(self, left: float, bottom: float, right: float, top: float) -> pygame.Rect:
        x0, y0 = self.at(left, top)
        x1, y1 = self.at(right, bottom)
        return pygame.Rect(round(x0), round(y0), max(1, round(x1 - x0)), max(1, round(y1 - y0)))

    def block(self, colour: Colour, box: tuple[float, float, float, float], radius: float = 0.0) -> None:
        """A solid with a lit top and a shaded foot, so it reads as wood with thickness."""
        rect = self.box(*box)
        r = round(radius * self.scale)
        pygame.draw.rect(self.image, shade(colour, -0.22), rect, border_radius=r)
        pygame.draw.rect(
            self.image, colour, rect.inflate(0, -max(1, rect.height // 6)).move(0, -1), border_radius=r
        )
        lit = pygame.Rect(rect.left + 1, rect.top, max(1, rect.width - 2), max(1, rect.height // 5))
        pygame.draw.rect(self.image, shade(colour, 0.25), lit, border_radius=r)

    def poly(self, colour: Colour, points: list[tuple[float, float]]) -> None:
        pygame.draw.polygon(self.image, colour, [self.at(x, y) for x, y in points])

    def dot(self, colour: Colour, x: float, y: float, r: float) -> None:
        pygame.draw.circle(self.image, colour, self.at(x, y), max(1.0, r * self.scale))

    def ellipse(self, colour: Colour, box: tuple[float, float, float, float]) -> None:
        pygame.draw.ellipse(self.image, colour, self.box(*box))


def house(p: Painter) -> None:
    p.block(WALL, (-12.0, 0.0, 12.0, 15.0))
    p.block(DOOR, (-3.0, 0.0, 3.0, 9.0), 1.0)
    for x in (-9.0, 5.0):
        p.block(WINDOW, (x, 6.0, x + 4.0, 11.0))
    p.block(ROOF, (-14.0, 15.0, 14.0, 24.0), 0.6)
    for k in range(1, 4):  # rows of tiles
        y = 15.0 + k * 2.25
        pygame.draw.line(p.image, shade(ROOF, -0.3), p.at(-13.5, y), p.at(13.5, y), 1)


def cow(p: Painter) -> None:
    for left in (-13.0, 9.0):  # legs (two seen), with hooves
        p.block(HIDE, (left, 1.5, left + 4.0, 7.5))
        p.block(SPOT, (left, 0.0, left + 4.0, 1.8))
    p.block(HIDE, (-15.0, 7.0, 15.0, 18.0), 3.0)
    for x, y, rx, ry in ((-9.0, 13.0, 4.0, 3.0), (2.0, 10.5, 3.5, 2.5), (8.0, 15.0, 3.0, 2.0)):
        p.ellipse(SPOT, (x - rx, y - ry, x + rx, y + ry))
    p.block(HIDE, (15.0, 8.0, 21.0, 16.0), 2.0)
    p.ellipse(MUZZLE, (18.0, 8.0, 21.0, 11.5))
    p.dot(SPOT, 18.0, 13.5, 0.8)
    p.poly(shade(FOOT, 0.2), [(16.0, 16.0), (17.0, 16.0), (16.0, 17.8)])  # a horn
    pygame.draw.line(p.image, SPOT, p.at(-15.0, 15.0), p.at(-17.0, 9.0), max(1, round(p.scale * 0.8)))


def tree(p: Painter) -> None:
    p.block(FOOT, (-11.0, 0.0, 11.0, 3.0), 0.8)
    p.block(BARK, (-3.0, 3.0, 3.0, 9.5))
    crown = [
        (-8.0, 9.0),
        (8.0, 9.0),
        (13.0, 14.0),
        (13.0, 29.0),
        (10.0, 34.0),
        (-10.0, 34.0),
        (-13.0, 29.0),
        (-13.0, 14.0),
    ]
    p.poly(shade(LEAVES, -0.25), crown)
    for x, y, r in (
        (-6.0, 15.0, 6.0),
        (6.0, 15.0, 6.0),
        (-7.0, 25.0, 6.0),
        (7.0, 25.0, 6.0),
        (0.0, 29.0, 5.0),
        (0.0, 20.0, 7.0),
    ):
        p.dot(LEAVES, x, y, r)
    for x, y, r in ((-5.0, 28.0, 2.5), (4.0, 22.0, 2.2), (-6.0, 17.0, 2.0)):
        p.dot(shade(LEAVES, 0.25), x, y, r)
    p.poly(shade(LEAVES, 0.1), [(-10.0, 33.0), (10.0, 33.0), (10.0, 34.0), (-10.0, 34.0)])  # the flat top


PAINTERS = {"house": house, "cow": cow, "tree": tree}
PAINTERS_FLAT = {"house": ROOF, "cow": HIDE, "tree": LEAVES}
"""Each piece's one colour where it is drawn too small for detail."""


def paint(image: pygame.Surface, kind: str, origin: tuple[int, int], scale: float, rim: Colour) -> None:
    """The piece ``kind`` in ``image`` with its base centre at ``origin``, outlined in ``rim``."""
    painter = Painter(image, origin, scale)
    if kind == "card":
        thick = max(2, round(shapes.CARD_THICKNESS * scale))
        edge = painter.box(-shapes.CARD_WIDTH / 2, 0.0, shapes.CARD_WIDTH / 2, 0.0)
        edge = pygame.Rect(edge.left, origin[1] - thick, edge.width, thick)
        pygame.draw.rect(image, CARD_EDGE, edge)
        pygame.draw.line(image, shade(CARD_EDGE, 0.45), edge.topleft, (edge.right - 1, edge.top))
        return
    if scale < 0.45:  # too small for detail: the outline filled, as a silhouette
        for poly in shapes.OUTLINES[kind]:
            pygame.draw.polygon(image, PAINTERS_FLAT[kind], [painter.at(x, y) for x, y in poly])
    else:
        PAINTERS[kind](painter)
    for poly in shapes.OUTLINES[kind]:
        pygame.draw.polygon(image, rim, [painter.at(x, y) for x, y in poly], width=1)


def disk(surface: pygame.Surface, rect: pygame.Rect, rim: Colour) -> None:
    """The big wooden disk seen edge-on: grain along it, a lit top edge."""
    wood = (196, 150, 92)
    pygame.draw.rect(surface, shade(wood, -0.2), rect, border_radius=3)
    pygame.draw.rect(surface, wood, rect.inflate(-2, -max(2, rect.height // 3)).move(0, -1), border_radius=3)
    for k in range(1, 4):
        y = rect.top + rect.height * k / 4
        pygame.draw.line(surface, shade(wood, -0.12), (rect.left + 4, y), (rect.right - 4, y + (k % 2)))
    pygame.draw.line(
        surface, shade(wood, 0.35), (rect.left + 3, rect.top + 1), (rect.right - 3, rect.top + 1)
    )
    pygame.draw.rect(surface, rim, rect, width=1, border_radius=3)


def funnel(
    surface: pygame.Surface,
    top_x: float,
    top_y: float,
    floor_y: float,
    half: float,
    foot: float,
    phase: float,
) -> None:
    """The tornado under the disk: a grey funnel narrow at the top, wide at the ground, with
    bands that wind round it by ``phase`` (its angle, so it swirls while it turns)."""
    height = round(floor_y - top_y)
    if height <= 2:
        return
    picture = funnel_picture(height, round(half), round(foot), round(phase * 20) % 1257)
    surface.blit(picture, (round(top_x) - picture.get_width() // 2, round(top_y) - 4))


@picture_cache
def funnel_picture(height: int, half: int, foot: int, step: int) -> pygame.Surface:
    """The funnel at one twentieth of a radian of its swirl (``step``), centred in its picture."""
    side = 2 * (foot + half) + 8
    surface = pygame.Surface((side, height + 8), pygame.SRCALPHA)
    top_x, top_y, phase = side / 2, 4.0, step / 20
    grey = (150, 156, 170)
    rings = max(6, int(height // 6))
    for k in range(rings + 1):
        t = k / rings
        y = top_y + t * height
        width = half + (foot - half) * t**1.4
        sway = math.sin(phase * 2.0 + t * 5.0) * half * 0.35 * t
        band = 0.5 + 0.5 * math.sin(t * 14.0 - phase * 6.0)
        colour = shade(grey, -0.25 * band) if band > 0.5 else shade(grey, 0.15 * (1 - band))
        box = pygame.Rect(0, 0, max(2, round(2 * width)), max(2, round(height / rings * 1.6)))
        box.center = (round(top_x + sway), round(y))
        pygame.draw.ellipse(surface, colour, box)
    for k in range(3):  # the swirl's streaks
        start = (phase * 3.0 + k * 2.1) % (2 * math.pi)
        points = []
        for j in range(9):
            t = 0.15 + 0.8 * j / 8
            a = start + t * 4.0
            width = half + (foot - half) * t**1.4
            points.append((top_x + math.cos(a) * width * 0.8, top_y + t * height + math.sin(a) * 2))
        pygame.draw.lines(surface, shade(grey, 0.35), False, points, 1)
    return surface
