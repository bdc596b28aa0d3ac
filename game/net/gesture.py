"""A remote seat's turn of the physical world: the gesture is the move.

At a WORLD node of a game with a physical world (:mod:`game.world`), the seat acting on the world
(the request's ``rotator``) makes a gesture in its window, which steps the world live; what the
host receives is the sampled track of that gesture (see :data:`game.net.protocol.SCHEMA`'s
``gesture``), and the host plays the same track through the same world. The host's outcome stands.
The world that plays a track is found through the entry-point group ``stormtable.world_tracks``
(``factory(options) -> TrackWorld``), as :mod:`game.world` finds its resolver: game/ never imports
the physics.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from importlib.metadata import entry_points
from typing import Any, Protocol

from game.core import Action, State

TRACK_GROUP = "stormtable.world_tracks"


class TrackWorld(Protocol):
    """What the plugin gives: whether a moment takes a gesture, and the outcome of a track."""

    def wants_track(self, state: State) -> bool: ...

    def resolve(self, state: State, track: Sequence[float | None]) -> Action: ...


@cache
def _factory(game_id: str) -> Callable[[dict[str, Any]], TrackWorld] | None:
    for entry in entry_points(group=TRACK_GROUP):
        if entry.name == game_id:
            return entry.load()
    return None


def find_track_world(game_id: str, options: Mapping[str, Any]) -> TrackWorld | None:
    """The installed world that plays a gesture's track for a game, or None (then the host turns
    for every seat as its computer player's level would)."""
    factory = _factory(game_id)
    return None if factory is None else factory(dict(options))
