"""Playing whole games between bots: the loop the command line, benchmarks and tests share."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game import registry
from game.bots import Bot, make_bot
from game.core import WORLD, State
from game.world import WorldResolver, find_world, require_world


def play_out(state: State, bots: Sequence[Bot], world: WorldResolver | None = None) -> State:
    """Let the bots (and the world, at WORLD nodes) decide until the game ends."""
    while not state.is_over():
        seat = state.current_player()
        if seat == WORLD:
            action = require_world(world, state)(state, bots)
        else:
            bot = bots[seat]
            obs = state.observation(seat) if bot.wants_observation else None
            action = bot.choose(obs, state.legal_actions())
        state.apply(action)
    return state


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
    bots = [make_bot(kind, game_id, seed * 1009 + seat) for seat, kind in enumerate(bot_kinds)]
    if world is None:
        world = find_world(game_id, state.options)
    return state, bots, world
