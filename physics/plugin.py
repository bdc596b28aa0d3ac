"""The physics world plugged into the rules through an entry point, with no import from game/ to here.

The seam: the rules (``game/tornado_ellie.py``) stop at a WORLD node whenever the physical world
decides, and describe what to decide in ``state.world_request()`` (a JSON-compatible dict: a
rotation or a settle, the column, the angle, the track, the time limit, the rotating seat).
``game.world.find_world`` finds this module through the entry point declared in pyproject.toml::

    [project.entry-points."stormtable.worlds"]
    tornado_ellie = "physics.plugin:make_world"

and calls :func:`make_world` with the game's options; the returned resolver simulates the request
and answers with the rules' own outcome text (``stood`` / ``fell 5 6 at ...``) parsed by
``state.parse_action``, so the outcome is an ordinary action in the game log and a replay never
needs the physics again. The arrow points one way: physics imports the pure-math hand profiles
from game/ and reads the request; game/ never imports physics or pymunk.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.tornado_hand import rotation_profile
from physics.simulation import run_rotation, run_settle

Resolver = Callable[[Any, Sequence[Any]], Any]


def make_world(options: Mapping[str, Any]) -> Resolver:
    """The resolver for one game's options (the request itself carries track and time limit)."""
    del options  # everything the world needs travels in each request

    def resolve(state: Any, bots: Sequence[Any]) -> Any:
        request = state.world_request()
        return state.parse_action(resolve_request(request, bots, state.seed, len(state.history)))

    return resolve


def resolve_request(request: Mapping[str, Any], bots: Sequence[Any], seed: int, moment: int) -> str:
    """Simulate one world request and return the outcome text.

    The rotating bot's hand skill shapes the turn; its own generator adds the hand's noise (or,
    for a bot without one, a generator seeded from the game's seed and the moment in the game,
    so a simulation replays exactly).
    """
    column = [(str(kind), float(offset)) for kind, offset in request["column"]]
    if not column:
        return "stood"
    if request["kind"] == "settle":
        return run_settle(column).text()
    bot = bots[request["rotator"]] if 0 <= request["rotator"] < len(bots) else None
    skill = getattr(bot, "skill", "average")
    rng = getattr(bot, "rng", None)
    if not isinstance(rng, random.Random):
        rng = random.Random(f"tornado-hand/{seed}/{moment}")
    angles = rotation_profile(skill, float(request["angle"]), float(request["time_limit"]), len(column), rng)
    return run_rotation(column, angles, str(request["track"])).text()
