"""The seam between the rules and the physical world, without an import arrow upward.

Some outcomes are not decided by rules or dice but by the world: whether a rotated tornado column
stands (Tornado Ellie). The state then reports ``current_player() == WORLD`` and waits for an
outcome action, exactly like a chance node in OpenSpiel. The outcome goes into the action log,
so replays never need the world again.

A game with WORLD nodes describes the moment in ``state.world_request()`` (a JSON-compatible dict
whose ``rotator`` is the seat acting on the world: who turns the tornado, or who just
stacked). The world answers with an ordinary action of the game.

``game`` never imports ``physics``. A world is found through the Python entry-point group
``stormtable.worlds`` (declared in pyproject.toml): each entry names a factory
``factory(options: dict) -> resolver`` where ``resolver(state, skill, seed) -> action``:

* ``skill`` is the rotation skill of the rotating seat (:func:`rotation_skill`: the ``skill`` its
  bot declares on its class), or None when the seat declares none (a person, a random bot): the
  world then turns the way its own default does. At a table a person's turn is not resolved here:
  the table drives the world live from the mouse and applies the outcome itself, and that outcome
  goes into the log as the world's action exactly as a resolved one does.
* ``seed`` (:func:`world_seed`) comes from the game's seed and the moment in the game, so the same
  game at the same moment turns the same way wherever it is resolved (and no bot's generator is
  drawn from by the world).

The command line and the app look the resolver up here; tests may pass their own instead.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from importlib.metadata import entry_points
from typing import Any

from game.core import Action, GameError, State
from game.messages import register

WorldResolver = Callable[[State, str | None, int], Action]
"""``resolver(state, skill, seed) -> action`` for the WORLD node ``state`` is at."""
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
        raise GameError("world.not_installed", game=state.spec.name)
    return world


def rotation_skill(state: State, bots: Sequence[Any]) -> str | None:
    """The rotation skill of the seat the world's moment belongs to: the ``skill`` its bot's class
    declares, None for a person (or a bot that declares none)."""
    seat = state.world_request()["rotator"]  # type: ignore[attr-defined]
    bot = bots[seat] if 0 <= seat < len(bots) else None
    return getattr(bot, "skill", None)


def world_seed(state: State) -> int:
    """The seed of the world's randomness at this moment (a turn's tremor): from the game's seed and
    the number of actions so far, the same in every process and every run."""
    digest = hashlib.sha256(f"stormtable-world/{state.seed}/{len(state.history)}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


register(
    {
        "world.not_installed": "{game} needs its physical world here, and none is installed "
        "(install the project with pip, or choose an option without dexterity)",
    }
)
