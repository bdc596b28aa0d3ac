"""The physics world plugged into the rules through an entry point, with no import from game/ to here.

The seam: the rules (``game/tornado_ellie/rules.py``) stop at a WORLD node whenever the physical world
decides, and describe what to decide in ``state.world_request()`` (a JSON-compatible dict: a
rotation or a settle, the column, the angle, the track, the time limit, the rotating seat).
``game.world.find_world`` finds this module through the entry point declared in pyproject.toml::

    [project.entry-points."stormtable.worlds"]
    tornado_ellie = "physics.plugin:make_world"

and calls :func:`make_world` with the game's options. The returned resolver gets the state, the
rotating seat's rotation skill and a seed for the moment (see :mod:`game.world`), plays the
request through :func:`physics.live.resolve` (the same stepping the table runs live) and answers
with the rules' own outcome action (built by ``game.tornado_ellie_actions.world_outcome``; the
rules alone format it), so the outcome is an ordinary action in the game log and a replay never
needs the physics again. The arrow points one way: physics reads the request and imports the
rules' constants and outcome builder; game/ never imports physics or pymunk.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from physics.live import ROTATION, LiveWorld, resolve

Resolver = Callable[[Any, "str | None", int], Any]


def make_world(options: Mapping[str, Any]) -> Resolver:
    """The resolver for one game's options (the request itself carries track and time limit)."""
    del options  # everything the world needs travels in each request

    def resolve_state(state: Any, skill: str | None, seed: int) -> Any:
        return resolve(state.world_request(), skill, seed).action()

    return resolve_state


class TrackWorld:
    """A person's turn made on another computer: the sampled track of their drag (the angle the
    joiner's window stepped :class:`physics.live.LiveWorld` with at each 1/120 s frame, None where
    the tornado stayed), played by the host through the very same stepping (``game.net.gesture``)."""

    def wants_track(self, state: Any) -> bool:
        """True at a rotation: a settle has no gesture, the host resolves it alone."""
        return state.world_request()["kind"] == ROTATION

    def resolve(self, state: Any, track: Sequence[float | None]) -> Any:
        """The outcome of the turn the track makes (ValueError where it does not finish it)."""
        return LiveWorld(state.world_request()).play(track).action()


def make_track_world(options: Mapping[str, Any]) -> TrackWorld:
    del options  # as make_world: the request carries everything
    return TrackWorld()
