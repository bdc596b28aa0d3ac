"""What happens in an Elements game, as events (:class:`game.core.Event`; all public: Elements
hides nothing). ``_apply`` records them; a table reads them for its log, banners and motion.

Rows are named as in the observation ("fire", "water", "earth", "air", "dark", "light"); a die by
its index in this roll (``die``) and by which die it is (``kind``: an element or "grey").
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True)
class DieTaken(Event):
    """``seat`` took die ``die`` (the ``kind`` die, showing ``face``) and crossed field ``field``
    of ``row``, worth ``value`` (``row`` "none": a miss with the light row full, declined: no
    cross, ``field`` -1). ``miss``: no remaining die was usable (any die could be taken)."""

    seat: int
    die: int
    kind: str
    face: str
    row: str
    field: int
    value: int
    miss: bool


@dataclass(frozen=True)
class Missed(Event):
    """A die taken without fitting: ``why`` is "no_fit" (no remaining die was usable: the light
    row's cross), "light_full" (the same with the light row full: the fewest-crossed element row,
    or no cross when ``row`` is "none"), or "dark_full" (a dark face with the dark row full crossed
    the element row ``row``)."""

    seat: int
    row: str
    why: str


@dataclass(frozen=True)
class RowFull(Event):
    """``seat``'s ``row`` is complete (it counts toward the game's end)."""

    seat: int
    row: str


@dataclass(frozen=True)
class Frozen(Event):
    """``seat``'s dark row froze (every element row reached its arrow): it keeps ``value``."""

    seat: int
    row: str
    value: int


@dataclass(frozen=True)
class Rerolled(Event):
    """The roll showed ``dark`` dark faces (three or more): ``seat`` rolled again; ``faces`` were
    the faces of the roll that did not count."""

    reveals = True
    seat: int
    faces: tuple[str, ...]
    dark: int


@dataclass(frozen=True)
class Rolled(Event):
    """``seat`` (the new active player) rolled the dice for round ``round``: ``faces`` by die."""

    reveals = True
    seat: int
    round: int
    faces: tuple[str, ...]


@dataclass(frozen=True)
class GameEnding(Event):
    """The rows that end the game are complete (``rows`` of ``need``): play goes on until
    ``last`` has been the active player (with more players; solo the game ends at once)."""

    rows: int
    need: int
    last: int
