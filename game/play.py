"""Playing whole games between bots: the command line's, benchmarks' and tests' entry to the match."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game import registry
from game.bots import Bot, make_bot
from game.core import State
from game.match import Match, Seat, bot_seed
from game.world import WorldResolver, find_world


def play_out(state: State, bots: Sequence[Bot], world: WorldResolver | None = None) -> State:
    """Let the bots (and the world, at WORLD nodes) decide until the game ends: the match's loop."""
    seats = [Seat(type(bot).__name__, f"seat {index}") for index, bot in enumerate(bots)]
    return Match(state, seats, world, bots=bots).run()


def new_match(
    game_id: str,
    bot_kinds: Sequence[str],
    seed: int,
    options: Mapping[str, Any] | None = None,
    world: WorldResolver | None = None,
) -> tuple[State, list[Bot], WorldResolver | None]:
    """A fresh game with its bots (seeded from ``seed``) and, if installed, its world."""
    spec = registry.get(game_id)
    state = spec.new_game(len(bot_kinds), options, seed)
    bots = [make_bot(kind, game_id, bot_seed(seed, seat)) for seat, kind in enumerate(bot_kinds)]
    if world is None:
        world = find_world(game_id, state.options)
    return state, bots, world
