"""``stormtable --autoplay GAME``: computer players play a game through the real scenes (headless too)."""

from __future__ import annotations

from collections.abc import Callable

from game import registry
from game.bots import bot_kinds
from game.core import GameError
from game.match import Seat
from scenes.games import has_table, table_ids
from scenes.navigation import To
from scenes.scene import Scene
from scenes.strings import text

PREFERRED = ("medium", "heuristic", "average")


def autoplay_kind(game_id: str) -> str:
    kinds = bot_kinds(game_id)
    return next((k for k in PREFERRED if k in kinds), kinds[0])


def autoplay_scene(game_id: str, players: int | None, seed: int) -> Callable[..., Scene]:
    """A factory for the table of an all-computer game of ``players`` seats (None: the game's
    default count, as setup starts with); ValueError with a message if impossible."""
    try:
        spec = registry.get(game_id)
        players = spec.default_players if players is None else players
        spec.validate_options({}, players)
    except GameError as exc:
        raise ValueError(str(exc)) from None
    if not has_table(game_id):
        raise ValueError(text("no_table", game=spec.name, tables=", ".join(table_ids())))
    names = text("default_names").split(",")[1:]
    seats = [Seat(autoplay_kind(game_id), names[i % len(names)]) for i in range(players)]

    def make(app) -> Scene:
        app.settings.bot_speed = "fast"
        return app.make(To.NEW_TABLE, game_id, seats, {}, seed=seed, autosave=False)

    return make
