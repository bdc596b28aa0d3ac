"""The seam between the rules and the physical world, without an import arrow upward.

Some outcomes are not decided by rules or dice but by the world: whether a rotated tornado column
stands (Tornado Ellie). The state then reports ``current_player() == WORLD`` and waits for an
outcome action, exactly like a chance node in OpenSpiel. The outcome goes into the action log,
so replays never need the world again.

``game`` never imports ``physics``. A world is found through the Python entry-point group
``stormtable.worlds`` (declared in pyproject.toml): each entry names a factory
``factory(options: dict) -> resolver`` where ``resolver(state, bots) -> action``. The command line
and the app look it up here; tests may pass their own resolver instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from importlib.metadata import entry_points
from typing import Any

from game.core import Action, GameError, State

WorldResolver = Callable[[State, Sequence[Any]], Action]
ENTRY_POINT_GROUP = "stormtable.worlds"


@cache
def _factory(game_id: str) -> Callable[[dict[str, Any]], WorldResolver] | None:
    """The entry point's factory, looked up once (scanning installed packages is slow)."""
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        if entry.name == game_id:
            return entry.load()
    return None


def find_world(game_id: str, options: Mapping[str, Any]) -> WorldResolver | None:
    """The installed world resolver for a game, or None when the game needs none installed."""
    factory = _factory(game_id)
    return None if factory is None else factory(dict(options))


def require_world(world: WorldResolver | None, state: State) -> WorldResolver:
    if world is None:
        raise GameError(
            f"{state.spec.name} needs its physical world here, and none is installed "
            "(install the project with pip, or choose an option without dexterity)"
        )
    return world
