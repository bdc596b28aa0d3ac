"""Making tables: a new game, a saved one resumed, a lesson at the step it reached, a rematch.
:class:`scenes.table.TableScene` offers them as its class methods (the navigation reaches them as
``TableScene.new``, ``.resume`` and ``.lesson``)."""

from __future__ import annotations

import random
from typing import Any

from game.core import GameError, State
from game.match import HUMAN, Match, Seat
from game.world import find_world
from scenes.coach import Coach
from scenes.games import game_name
from scenes.navigation import To
from scenes.scene import Scene
from scenes.strings import text

TableScene = Any
"""The class of :class:`scenes.table.TableScene` (never imported here: screens move by name)."""
LESSON_AIDS = {"undo": False, "advice": False}
"""A lesson's coach asks for each move in turn: taking one back or asking the adviser would step
outside its line."""


def new(
    cls: type[TableScene],
    app,
    game_id: str,
    seats: list[Seat],
    options: dict[str, Any],
    seed: int | None = None,
    autosave: bool = True,
    aids: dict[str, bool] | None = None,
) -> TableScene:
    seed = random.randrange(2**31) if seed is None else seed
    table = cls(app, Match.new(game_id, seats, seed, options, aids=aids), options, autosave)
    table.opening = True  # a new game: its first layout deals the first hands
    return table


def resume(
    cls: type[TableScene], app, state: State, seats: list[Seat], aids: dict[str, bool] | None = None
) -> TableScene | None:
    try:
        match = Match(state, seats, find_world(state.spec.id, state.options), aids=aids)
    except GameError:
        app.store.notices.append(text("resume_failed", game=game_name(state.spec.id)))
        app.store.set_aside_save(state.spec.id)
        return None
    scene = cls(app, match)
    scene.resumed_at = len(state.history)
    scene.replay_log()
    return scene


def lesson(cls: type[TableScene], app, game_id: str, restart: bool = False) -> TableScene | None:
    """The game's guided first game at the step it reached (or from the start): the lesson's
    own seats and position, no autosave (the player's game in progress stays as it is)."""
    from game import lessons

    found = lessons.lesson(game_id)
    if found is None:
        return None
    step, done = app.store.lesson_step(game_id)
    step = 0 if restart or done else min(step, len(found.steps))
    state = found.position(step)
    names = text("default_names").split(",")
    saved = app.settings.last_setup.get(game_id, {}).get("seats") or [{}]
    learner = saved[0].get("name") if isinstance(saved[0], dict) else None
    learner = learner if isinstance(learner, str) and learner.strip() else names[0]
    others = iter(name for name in names if name != learner)
    seats = [
        Seat(HUMAN, learner) if seat == found.learner else Seat(found.partner, next(others))
        for seat in range(found.players)
    ]
    world = lessons.script_world(found, find_world(game_id, state.options))
    match = Match(state, seats, world, bots=lessons.bots(found, state.seed), aids=LESSON_AIDS)
    scene = cls(app, match, autosave=False)
    partner = next(seat.name for seat in seats if not seat.human)
    notice = text("lesson_resumed", step=step + 1, steps=len(found.steps)) if step else ""
    scene.coach = Coach(scene, found, partner, notice)
    scene.replay_log()
    app.store.save_lesson(game_id, step)
    return scene


def rematch(table: TableScene) -> Scene:
    """The same seats and options, a new seed; after a lesson, the game's setup (a real game
    is set up there, and a game of it in progress is asked about, never lost)."""
    if table.coach is not None:
        return table.app.make(To.SETUP, table.state.spec.id)
    return type(table).new(
        table.app,
        table.state.spec.id,
        table.match.seats,
        table.options,
        autosave=table.autosave,
        aids=table.match.aids,
    )
