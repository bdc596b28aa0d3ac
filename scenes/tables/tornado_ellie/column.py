"""The tornado column seen from the side, drawn from the physics poses, and the tornado seen from
above with a person turning it (:class:`TornadoTurn`): the practice screen and the Tornado Ellie
table both draw and turn it here, so the two always look and turn the same.

Poses are millimetres with the disk top at y = 0 (:mod:`physics.simulation`); ``scale`` is pixels
per millimetre. Every item is blitted from a sprite made once per kind and scale while it stands
level (nearly always), and only a tilted or tumbling item is drawn as polygons, so a 41-item
column costs well under a millisecond a frame.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

import numpy
import pygame
import pytweening

from physics import shapes
from physics.column import FRAME_RATE
from physics.simulation import Pose
from scenes.strings import text
from scenes.tables.tornado_ellie import pieces
from scenes.tables.tornado_ellie.words import TIME_UP_HOLD
from scenes.theme import ACCENT, FELT, GOLD, INK, SHADOW
from scenes.ui import material
from scenes.ui import text as ui_text
from scenes.ui.cache import picture_cache
from scenes.ui.pulse import pulse_time

GROUND = (24, 64, 50)
HALF = {kind: shapes.half_extent(kind) for kind in shapes.KINDS}
TALL = {kind: shapes.height(kind) for kind in shapes.KINDS}
"""Each kind's upright height in mm (looked up every frame: the icons, the column's height)."""
LEVEL = 0.006
"""Radians: an item tilted less than this is drawn from its upright sprite (under a pixel's error)."""
MIN_TALL = 100.0
"""Millimetres of column the view always has room for, so a short column is not drawn huge."""
MAX_SCALE = 5.0
"""Pixels per millimetre at most (a one-plank column in a large window)."""
STEM_SHOWN = 0.3
"""The share of the stem a still column's view keeps at least: the rest of the tornado is left
under the panel's edge, so a short column fills the panel instead of sitting on a long stem."""


def column_height(column: Sequence[Sequence[object]]) -> float:
    """Height in mm of a rules' column (``[kind, offset]`` items) standing upright."""
    return sum(TALL.get(str(item[0])) or shapes.height(str(item[0])) for item in column)


PREVIEW_ROOM = max(shapes.height(kind) for kind in shapes.KINDS) + shapes.height("card")
"""Millimetres a stacking preview adds on top of a column at most (the tallest piece and its card)."""
ZOOM_SECONDS = 0.6
"""How long the column's view takes to zoom to a new scale (eased in and out)."""
AIR = 30.0
"""Millimetres of air the view keeps above what it fits (more than the disk is thick, so what is
fitted always lies inside the rectangle)."""


def fit_scale(rect: pygame.Rect, tall: float, floor_gap: int) -> float:
    """Pixels per millimetre that fit the stem, a column ``tall`` mm high and some air into ``rect``."""
    return framing(rect, tall, floor_gap, crop=False)[0]


def framing(rect: pygame.Rect, tall: float, floor_gap: int, crop: bool) -> tuple[float, float]:
    """(pixels per mm, mm of stem hidden under the rectangle's bottom) that fit a column ``tall``
    mm high and some air into ``rect``: with ``crop``, as little of the stem as it takes (down
    to STEM_SHOWN of it) for the column to be drawn as large as the width allows."""
    above = max(tall, MIN_TALL) + AIR
    by_width = min(MAX_SCALE, rect.width / (2.8 * shapes.DISK_HALF_WIDTH))
    whole = (rect.height - floor_gap) / (shapes.STEM_HEIGHT + above)
    if not crop or whole >= by_width:
        return max(0.02, min(by_width, whole)), 0.0
    shown = max(STEM_SHOWN * shapes.STEM_HEIGHT, rect.height / by_width - above)
    scale = min(by_width, rect.height / (shown + above))
    return max(0.02, scale), max(0.0, shapes.STEM_HEIGHT - shown + floor_gap / scale)


def _scale_key(scale: float) -> int:
    return max(1, round(scale * 200))


@picture_cache
def sprite(kind: str, key: int, style: str = "plain") -> tuple[pygame.Surface, tuple[int, int]]:
    """An upright item at ``key / 200`` px per mm and where its origin (base centre) lies in it.

    Styles: ``plain``, ``fallen`` (outlined in the accent colour) and ``ghost`` (see-through, for
    the stacking preview)."""
    scale = key / 200
    points = [p for poly in shapes.OUTLINES[kind] for p in poly]
    left = min(x for x, _ in points)
    top = max(y for _, y in points)
    width = math.ceil((max(x for x, _ in points) - left) * scale) + 3
    height = math.ceil((top - min(y for _, y in points)) * scale) + 3
    origin = (round(-left * scale) + 1, round(top * scale) + 1)
    image = pygame.Surface((width, max(4, height)), pygame.SRCALPHA)
    rim = ACCENT if style == "fallen" else GOLD if style == "ghost" else INK
    pieces.paint(image, kind, origin, scale, rim)
    if style == "ghost":
        image.set_alpha(150 if kind == "card" else 190)
    return image, origin


def icon(kind: str, height: int) -> pygame.Surface:
    """A farm piece (or a card seen edge-on) about ``height`` pixels high, for farms and the supply."""
    tall = (TALL.get(kind) or shapes.height(kind)) if kind != "card" else 8.0
    return sprite(kind, _scale_key(max(0.05, height / tall)))[0]


class ColumnPainter:
    """Draws the tornado top, the disk and the items in a rectangle, at a scale it keeps steady.

    The camera follows the disk sideways (the tornado's foot travels along its track as it turns),
    so the column stays in view and what falls is left behind on the ground.
    """

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scale = self.base = self.target = 1.0
        """``scale`` is drawn now; it eases (ZOOM_SECONDS) toward ``target``, never jumping."""
        self.lift = self.base_lift = self.lift_target = 0.0
        """Millimetres of the stem under the rectangle's bottom now, for the column and as the
        scale eases: a still short column is framed without most of its stem (see ``framing``)."""
        self.floor_gap = 10
        self.zoom_from = 1.0
        self.lift_from = 0.0
        self.zoom_t = 1.0

    def fit(
        self,
        rect: pygame.Rect,
        column: Sequence[Sequence[object]],
        headroom: float = 0.0,
        floor_gap: int | None = None,
        crop: bool = False,
    ) -> None:
        """Lay out for ``rect`` and choose the scale for this column (call when either changes), with
        ``headroom`` mm more above it (a stacking preview) and ``floor_gap`` pixels of ground;
        ``crop`` frames a still column without most of the stem (nothing lies on the ground). A
        new rectangle (the window resized) takes the scale at once; a new column zooms to it
        smoothly."""
        resized = pygame.Rect(rect) != self.rect
        self.rect = pygame.Rect(rect)
        self.floor_gap = max(10, int(rect.height * 0.05)) if floor_gap is None else floor_gap
        tall = column_height(column) + headroom
        self.base, self.base_lift = framing(self.rect, tall, self.floor_gap, crop)
        if resized:
            self.scale = self.target = self.base
            self.lift = self.lift_target = self.base_lift
            self.zoom_t = 1.0
        else:
            self.zoom_to(self.base, self.base_lift)

    def zoom_to(self, scale: float, lift: float = 0.0) -> None:
        """Start easing from the view shown now to ``scale`` with ``lift`` mm of stem hidden."""
        if abs(scale - self.target) > 1e-9 or abs(lift - self.lift_target) > 1e-9:
            self.zoom_from, self.target, self.zoom_t = self.scale, scale, 0.0
            self.lift_from, self.lift_target = self.lift, lift

    def ease(self, dt: float) -> bool:
        """Move the zoom on by ``dt`` seconds (0 or less: land it at once); True while it moves."""
        if self.scale == self.target and self.lift == self.lift_target:
            return False
        self.zoom_t = 1.0 if dt <= 0 else min(1.0, self.zoom_t + dt / ZOOM_SECONDS)
        t = pytweening.easeInOutQuad(self.zoom_t)
        if self.zoom_t >= 1.0:
            self.scale, self.lift = self.target, self.lift_target
        else:
            self.scale = self.zoom_from + (self.target - self.zoom_from) * t
            self.lift = self.lift_from + (self.lift_target - self.lift_from) * t
        return self.moving

    @property
    def moving(self) -> bool:
        """True while the view still eases toward its target."""
        return self.scale != self.target or self.lift != self.lift_target

    def follow(self, poses: Sequence[Pose], disk_x: float) -> None:
        """Zoom out (smoothly, never back in) until everything that fell is in view."""
        reach = max((abs(p.x - disk_x) + HALF[p.kind] for p in poses), default=0.0)
        target = self.target
        while reach * target > self.rect.width / 2 - 4 and target > self.base * 0.3:
            target *= 0.8
        if target < self.target:
            self.zoom_to(target, self.lift_target)

    def unzoom(self) -> None:
        self.zoom_to(self.base, self.base_lift)

    @property
    def floor_y(self) -> int:
        """Screen y of the ground (under the rectangle's bottom while the stem is cropped)."""
        return round(self.rect.bottom - self.floor_gap + self.lift * self.scale)

    def origin(self, camera_x: float = 0.0) -> tuple[float, float]:
        """Screen point of the disk centre's top at rest (x = 0 mm), with the camera at ``camera_x``."""
        return (
            self.rect.centerx - camera_x * self.scale,
            self.floor_y - (shapes.STEM_HEIGHT + shapes.DISK_THICKNESS) * self.scale,
        )

    def x_to_mm(self, screen_x: float) -> float:
        """The column position (mm from the disk centre, at rest) under a screen x."""
        return (screen_x - self.rect.centerx) / self.scale

    def top_y(self, column: Sequence[Sequence[object]]) -> float:
        """Screen y of the top of a rules' column standing upright."""
        return self.origin()[1] - column_height(column) * self.scale

    def highest(self, poses: Sequence[Pose], disk_x: float = 0.0) -> float:
        """Screen y of the highest point of the items at ``poses`` (the rectangle's bottom if none)."""
        oy = self.origin(disk_x)[1]
        tops = [p.y + shapes.height(p.kind) for p in poses]
        return oy - max(tops) * self.scale if tops else float(self.rect.bottom)

    def draw(
        self,
        surface: pygame.Surface,
        poses: Sequence[Pose],
        disk_x: float = 0.0,
        fallen: Collection[int] = (),
        ghosts: Sequence[Pose] = (),
        debris: Sequence[Pose] = (),
    ) -> None:
        """The ground, the tornado top, the disk and the items (``fallen`` outlined, ``ghosts``
        see-through, ``debris`` left lying from an earlier fall)."""
        rect, scale = self.rect, self.scale
        key = _scale_key(scale)
        ox, oy = self.origin(disk_x)
        floor_y = self.floor_y
        clip = surface.get_clip()
        surface.set_clip(rect)
        if floor_y < rect.bottom:
            pygame.draw.rect(surface, GROUND, (rect.left, floor_y, rect.width, rect.bottom - floor_y))
        pygame.draw.line(surface, SHADOW, (rect.left, floor_y), (rect.right, floor_y), 2)
        spacing = 40.0 * scale  # marks on the course show the foot travelling
        first = (ox - rect.left) % spacing
        mark = max(2, int(6 * scale))
        x = rect.left + first
        while x < rect.right:
            pygame.draw.line(surface, SHADOW, (x, floor_y + 3), (x - mark, floor_y + 3 + mark), 2)
            x += spacing
        foot = shapes.STEM_HALF_WIDTH * 2.5 * scale
        stem_top = oy + shapes.DISK_THICKNESS * scale
        top_x = ox + disk_x * scale
        half = shapes.STEM_HALF_WIDTH * scale
        # the funnel swirls as the foot travels along its track, i.e. while the tornado turns
        pieces.funnel(surface, top_x, stem_top, floor_y, half, foot, disk_x / 12.0)
        disk = pygame.Rect(
            0, 0, round(2 * shapes.DISK_HALF_WIDTH * scale), max(2, round(shapes.DISK_THICKNESS * scale))
        )
        disk.midtop = (round(top_x), round(oy))
        pieces.disk(surface, disk, INK)
        for pose in debris:
            self._item(surface, pose, key, "fallen", ox, oy)
        for index, pose in enumerate(poses):
            self._item(surface, pose, key, "fallen" if index in fallen else "plain", ox, oy)
        for pose in ghosts:
            self._item(surface, pose, key, "ghost", ox, oy)
        surface.set_clip(clip)

    def _item(self, surface: pygame.Surface, pose: Pose, key: int, style: str, ox: float, oy: float) -> None:
        scale = self.scale
        px, py = ox + pose.x * scale, oy - pose.y * scale
        image, (ax, ay) = sprite(pose.kind, key, style)
        if abs(math.remainder(pose.angle, 2 * math.pi)) < LEVEL:
            surface.blit(image, (round(px) - ax, round(py) - ay))
            return
        # a tilted item: its sprite turned about its base centre, which stays on the pose
        turned = pygame.transform.rotate(image, math.degrees(pose.angle))
        dx, dy = ax - image.get_width() / 2, ay - image.get_height() / 2
        cos, sin = math.cos(pose.angle), math.sin(pose.angle)
        centre = (px - (dx * cos + dy * sin), py - (-dx * sin + dy * cos))
        surface.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))


# -- the tornado from above, and a person turning it (the table and the practice screen) ------
TURN_SPEED = 40.0
"""Degrees a second while an arrow key is held; with Shift, FAST_TURN."""
FAST_TURN = 110.0
GRAB_SHARE = 0.7
"""A press this far out from the course's centre (as a share of its radii) grabs the tornado."""
TURN_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


SKY_TOP = (30, 38, 58)
SKY_LOW = (66, 84, 96)


@picture_cache
def sky_picture(
    size: tuple[int, int], radius: int, at: tuple[int, int] = (0, 0), window: tuple[int, int] = (0, 0)
) -> pygame.Surface:
    """The column panel's backdrop, a storm sky: dark above, paler toward the ground, with soft
    banks of cloud (seeded noise, so every run looks the same), in a rounded panel on the window's
    felt as it lies at ``at`` in a ``window`` of that size (opaque: it blits fastest)."""
    w, h = max(1, size[0]), max(1, size[1])
    y = numpy.linspace(0.0, 1.0, h)[None, :]
    x = numpy.linspace(0.0, 1.0, w)[:, None]
    rng = numpy.random.default_rng(11)
    cloud = numpy.zeros((w, h))
    for cx, cy, rx, ry in rng.uniform((0.0, 0.05, 0.25, 0.03), (1.0, 0.55, 0.6, 0.08), (9, 4)):
        cloud += numpy.exp(-(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2))
    cloud = numpy.clip(cloud, 0.0, 1.0) * (1.0 - 0.7 * y) * 0.45
    top, low = numpy.array(SKY_TOP, dtype=float), numpy.array(SKY_LOW, dtype=float)
    mix = (y**0.8)[:, :, None]
    pixels = top[None, None, :] * (1 - mix) + low[None, None, :] * mix
    pixels = pixels * (1.0 + cloud[:, :, None]) + rng.normal(0.0, 1.2, (w, h, 1))
    sky = pygame.Surface((w, h), pygame.SRCALPHA)
    sky.blit(pygame.surfarray.make_surface(numpy.clip(pixels, 0, 255).astype(numpy.uint8)), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    sky.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    panel = pygame.Surface((w, h))
    cloth = material.felt(window) if window[0] and window[1] else None
    if cloth is not None and cloth.get_rect().contains(pygame.Rect(at, (w, h))):
        panel.blit(cloth, (0, 0), pygame.Rect(at, (w, h)))
    else:
        panel.fill(FELT)
    panel.blit(sky, (0, 0))
    return panel


@picture_cache
def course_picture(
    size: tuple[int, int], radius: int, at: tuple[int, int] = (0, 0), window: tuple[int, int] = (0, 0)
) -> pygame.Surface:
    """The round tornado course from above (drawn once per size), on the window's felt as it lies
    at ``at`` in a ``window`` of that size (an opaque picture blits fastest)."""
    surface = pygame.Surface(size)
    cloth = material.felt(window) if window[0] and window[1] else None
    if cloth is not None and cloth.get_rect().contains(pygame.Rect(at, size)):
        surface.blit(cloth, (0, 0), pygame.Rect(at, size))
    else:
        surface.fill(FELT)
    centre = (size[0] // 2, size[1] // 2)
    pygame.draw.circle(surface, (40, 104, 80), centre, radius)
    pygame.draw.circle(surface, SHADOW, centre, radius, max(2, radius // 40))
    pygame.draw.circle(surface, (52, 118, 92), centre, int(radius * 0.62), max(1, radius // 60))
    pygame.draw.circle(surface, (52, 118, 92), centre, int(radius * 0.3), max(1, radius // 60))
    return surface


@picture_cache
def tornado_picture(radius: int) -> pygame.Surface:
    """The tornado from above: a grey swirl round the eye of the storm."""
    size = radius * 2 + 4
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surface, (150, 156, 170), (c, c), radius)
    for arm in range(3):
        points = []
        for k in range(24):
            t = k / 23
            a = arm * 2 * math.pi / 3 + t * 3.2
            points.append(
                (c + math.cos(a) * radius * (0.2 + 0.78 * t), c + math.sin(a) * radius * (0.2 + 0.78 * t))
            )
        pygame.draw.lines(surface, (96, 102, 118), False, points, max(2, radius // 10))
    pygame.draw.circle(surface, (196, 150, 92), (c, c), radius * 0.38)
    pygame.draw.circle(surface, INK, (c, c), radius * 0.38, 1)
    pygame.draw.circle(surface, INK, (c, c), radius, 1)
    return surface


class TornadoTurn:
    """A person turning the tornado, seen from above: the course's geometry, the input and the
    drawing that the game table and the practice screen share.

    The wanted angle follows a drag round the course's centre (the mouse's angle round it,
    unwrapped, so the drag may go on past half a circle) or held arrow keys (→ clockwise,
    ← counter-clockwise, ↑ towards the target, ↓ back; Shift: faster); it never goes beyond the
    start or the target. Each physics frame the live world takes :meth:`next_want`.
    """

    def __init__(self) -> None:
        self.centre = (0.0, 0.0)
        self.radius_x = self.radius_y = 1.0
        self.tornado_r = 12
        self.down: set[int] = set()
        """The arrow keys that turned the tornado and are not let go yet, across the turn's end."""
        self.reset()

    def place(self, centre: tuple[float, float], radius_x: float, radius_y: float, tornado_r: int) -> None:
        """Where the course lies: its centre, the radii the farms lie at, the tornado's radius."""
        self.centre = centre
        self.radius_x, self.radius_y = max(1.0, radius_x), max(1.0, radius_y)
        self.tornado_r = tornado_r

    def reset(self) -> None:
        """A fresh turn: nothing wanted, nothing held."""
        self.want = 0.0
        self.dragging = False
        self.drag_angle = 0.0
        self.held: set[int] = set()
        self.fast = False

    def let_go(self) -> None:
        self.dragging = False
        self.held.clear()

    # -- geometry ----------------------------------------------------------------------------
    def mouse_angle(self, pos: tuple[int, int]) -> float:
        """Degrees clockwise from straight up of ``pos`` round the centre (the course's aspect)."""
        cx, cy = self.centre
        return math.degrees(math.atan2(pos[0] - cx, -(pos[1] - cy) * self.radius_x / self.radius_y))

    def spot(self, angle: float, share: float = 1.0) -> tuple[float, float]:
        """The point ``angle`` degrees clockwise from straight up, ``share`` of the way out."""
        rad = math.radians(angle)
        cx, cy = self.centre
        return cx + self.radius_x * share * math.sin(rad), cy - self.radius_y * share * math.cos(rad)

    def grabs(self, pos: tuple[int, int]) -> bool:
        """Is a press at ``pos`` a grab of the tornado (on the course, near enough its centre)?"""
        cx, cy = self.centre
        dx, dy = (pos[0] - cx) / self.radius_x, (pos[1] - cy) / self.radius_y
        return dx * dx + dy * dy <= GRAB_SHARE**2

    # -- input -------------------------------------------------------------------------------
    @staticmethod
    def starts(event: pygame.event.Event) -> bool:
        """Is ``event`` one that starts a turn (a left press, an arrow key)? Where: see :meth:`grabs`."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.button == 1
        return event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP)

    def event(self, event: pygame.event.Event, target: float) -> bool:
        """Take one event of a turn of ``target`` degrees; True when it was used."""
        kind = event.type
        if kind == pygame.KEYUP:
            self.held.discard(event.key)
            self.down.discard(event.key)
            self.fast = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            return False
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dragging = True
            self.drag_angle = self.mouse_angle(event.pos)
            return True
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
            return True
        if kind == pygame.MOUSEMOTION:
            if self.dragging:
                angle = self.mouse_angle(event.pos)
                self.set_want(self.want + math.remainder(angle - self.drag_angle, 360.0), target)
                self.drag_angle = angle
            return False
        if kind == pygame.KEYDOWN and event.key in TURN_KEYS:
            self.held.add(event.key)
            self.down.add(event.key)
            self.fast = bool(event.mod & pygame.KMOD_SHIFT)
            return True
        return False

    def still_down(self, event: pygame.event.Event) -> bool:
        """Is ``event`` a repeat of an arrow key held since it turned the tornado? Once the turn
        is over the key's repeats are meant for nothing else (not the focus, not a new turn)
        until it is let go (a fresh press, :meth:`scenes.app.App.key_for_nobody`, is never one:
        a release this screen missed, on another screen or with the window unfocused, is no
        hold)."""
        return event.type == pygame.KEYDOWN and event.key in self.down and getattr(event, "repeat", True)

    def set_want(self, angle: float, target: float) -> None:
        low, high = sorted((0.0, float(target)))
        self.want = min(high, max(low, angle))

    def next_want(self, live) -> float:
        """The angle the live world steps to this physics frame (held keys turn the wanted angle)."""
        turn = 0.0
        if pygame.K_RIGHT in self.held:
            turn += 1.0
        if pygame.K_LEFT in self.held:
            turn -= 1.0
        if self.held & {pygame.K_UP, pygame.K_DOWN}:
            toward = 1.0 if live.target >= 0 else -1.0
            turn += toward if pygame.K_UP in self.held else -toward
        if turn:
            step = turn * (FAST_TURN if self.fast else TURN_SPEED) / FRAME_RATE
            self.set_want(self.want + step, live.target)
        return live.follow(self.want)

    # -- drawing -----------------------------------------------------------------------------
    def draw_tornado(self, surface: pygame.Surface, angle: float, u: float, lit: bool, time: float) -> None:
        """The tornado at the centre, its foot pointing ``angle`` degrees clockwise from straight
        up; ``lit``: a pulsing ring says it is there to be grabbed (or is being turned)."""
        cx, cy = self.centre
        rad = math.radians(angle)
        reach = min(self.radius_x, self.radius_y) * 0.62
        tip = (
            cx + reach * math.sin(rad) * self.radius_x / max(self.radius_x, self.radius_y),
            cy - reach * math.cos(rad),
        )
        side = (math.cos(rad) * self.tornado_r * 0.7, math.sin(rad) * self.tornado_r * 0.7)
        foot = [(cx + side[0], cy + side[1]), tip, (cx - side[0], cy - side[1])]
        pygame.draw.polygon(surface, (220, 226, 236), foot)
        pygame.draw.polygon(surface, INK, foot, 2)
        tornado = tornado_picture(self.tornado_r)
        surface.blit(tornado, tornado.get_rect(center=(cx, cy)))
        if lit:
            pulse = int(3 * u + 2 * u * math.sin(pulse_time(time) * 5))
            pygame.draw.circle(
                surface, GOLD, (cx, cy), self.tornado_r + pulse + int(4 * u), max(2, int(3 * u))
            )

    def draw_countdown(self, surface: pygame.Surface, live, u: float) -> pygame.Rect | None:
        """While a turn runs against the clock: the seconds left above the tornado, then "time's
        up!" from the moment the time runs out until the rest after it reads as settling
        (:data:`TIME_UP_HOLD`); the rectangle drawn, or None."""
        if live is None or live.kind != "rotation" or live.done:
            return None
        left, since = live.seconds_left(), live.since_time_up()
        if since is not None and (live.phase == "turning" or since < TIME_UP_HOLD):
            words = text("tornado_ellie_time_up")
        elif live.phase == "turning" and left is not None:
            words = text("tornado_ellie_seconds", seconds=left)
        else:
            return None
        cx, cy = self.centre
        return ui_text.blit(
            surface, words, int(26 * u), GOLD, True, midbottom=(cx, cy - self.tornado_r - int(4 * u))
        )
