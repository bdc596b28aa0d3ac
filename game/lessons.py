"""Guided first games ("Learn to play"): a lesson is data, checked by the engine.

A lesson is one game's fixed first game: who sits where (the learner and computer players), the
options, a rigged start position (``start``: the same position every time) and the whole line of
play from there. The line holds every action of the lesson in order: a :class:`Step` where the
learner acts (the move the coach asks for, the coach's message ids) and a plain typed move
(:class:`game.core.Move`) where a computer seat (or the world) acts. So a lesson plays
identically every time: the computer seats play the line (:class:`ScriptBot`), and a step accepts
only its own move; another legal move is refused with the step's ``why`` message. After the line,
the game goes on against ordinary computer players (``partner``).

The coach messages are ids of the window's words (``scenes/strings.py``, "learn to play"): the
engine names them and never shows them. Each step also lists the events its move (with the
computer moves up to the next step) must bring (``teaches``), so a test checks without a window
that every listed rule comes up, and where.

A game offers a lesson in its registry entry (:func:`game.registry.lesson`), from a module of
its own (``game/<id>_lesson.py``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game import registry
from game.bots import Bot, make_bot
from game.core import WORLD, Action, Event, GameError, Move, State
from game.messages import register


@dataclass(frozen=True)
class Step:
    """A learner's move in the line: what the coach asks for and says.

    ``say`` is the coach's message id (the window's words), shown while the step waits; ``why``
    the message shown when the learner tries another legal move (why this step wants this one).
    ``teaches`` are the event types this move, with the computer moves after it up to the next
    step, must bring about (the rules the step shows). ``values`` fill the messages' fields that
    are not words (a count)."""

    move: Move
    say: str
    why: str
    teaches: tuple[type[Event], ...] = ()
    values: tuple[tuple[str, Any], ...] = ()

    def accepts(self, move: Move) -> bool:
        return move == self.move


def steps_of(game_id: str) -> Callable[..., Step]:
    """The ``step`` maker of a game's lesson: the step named ``name`` says the window's message
    ``lesson_<game>_<name>`` and explains another move with ``lesson_<game>_<name>_why``."""

    def step(move: Move, name: str, *teaches: type[Event]) -> Step:
        return Step(move, f"lesson_{game_id}_{name}", f"lesson_{game_id}_{name}_why", tuple(teaches))

    return step


@dataclass(frozen=True)
class Lesson:
    """One game's guided first game (see the module's docstring)."""

    game_id: str
    players: int
    learner: int
    """The learner's seat; every other seat is a computer player."""
    start: Callable[[], State]
    """The rigged start position, the same every call."""
    line: tuple[Step | Move, ...]
    partner: str
    """The computer players' kind once the line is played out."""
    done: str
    """The coach's last message id, once every step is taken."""
    partner_names: tuple[str, ...] = ()
    """The window's word ids naming the computer seats, in seat order (the learner excluded)."""
    rules: tuple[str, ...] = field(default_factory=tuple)
    """The main rules the lesson shows, by name (what the issue asked to come up early)."""
    encode: Callable[[State, Move], Action] | None = None
    """The action of a move the legal list does not hold but the state accepts (a world's
    outcome: only "nothing moved" is listed), for a game that has such moves."""

    @property
    def steps(self) -> list[Step]:
        return [entry for entry in self.line if isinstance(entry, Step)]

    def step_index(self, moves: int) -> int:
        """How many steps are taken once ``moves`` actions of the line are played."""
        return sum(1 for entry in self.line[:moves] if isinstance(entry, Step))

    def step_at(self, moves: int) -> Step | None:
        """The step the learner is at after ``moves`` actions, or None between or past them."""
        if moves < len(self.line):
            entry = self.line[moves]
            return entry if isinstance(entry, Step) else None
        return None

    def moves_before(self, step: int) -> int:
        """The actions of the line before step ``step`` (0-based) waits: every step before it and
        the computer moves after them."""
        seen = 0
        for index, entry in enumerate(self.line):
            if isinstance(entry, Step):
                if seen == step:
                    return index
                seen += 1
        return len(self.line)

    def position(self, step: int) -> State:
        """The lesson's game as it stands when step ``step`` waits (every step after the last:
        the line played out)."""
        state = self.start()
        for entry in self.line[: self.moves_before(step)]:
            state.apply(action_for(state, move_of(entry), self.encode))
        return state


def move_of(entry: Step | Move) -> Move:
    return entry.move if isinstance(entry, Step) else entry


def action_for(
    state: State, move: Move, encode: Callable[[State, Move], Action] | None = None
) -> Action:
    """The legal action of ``state`` that is ``move`` (or ``encode``'s, when the state accepts
    it); a move the line has wrong is refused."""
    for action in state.legal_actions():
        if state.decode(action) == move:
            return action
    if encode is not None:
        try:
            action = encode(state, move)
            state.check(action)
            return action
        except GameError:
            pass
    raise GameError("lessons.not_legal", move=repr(move), moves=len(state.history))


def lesson(game_id: str) -> Lesson | None:
    """The game's lesson, or None when it has none."""
    path = registry.lesson_path(game_id)
    if not path:
        return None
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def play_through(found: Lesson) -> tuple[State, list[tuple[int, Action, tuple[Event, ...]]]]:
    """The whole line applied: the final state and, per action, (the step count when it was
    taken, the action, its events). Raises when any entry of the line is not legal."""
    state = found.start()
    out = []
    taken = 0
    for entry in found.line:
        action = action_for(state, move_of(entry), found.encode)
        events = state.apply(action)
        if isinstance(entry, Step):
            taken += 1
        out.append((taken, action, events))
    return state, out


class ScriptBot(Bot):
    """A computer seat of a lesson: it plays the line's move at each moment of the line, and an
    ordinary computer player's once the line is played out (or off it: a lesson resumed in a
    game that went on)."""

    wants_state = True

    def __init__(self, found: Lesson, seed: int) -> None:
        super().__init__(seed)
        self.lesson = found
        self.after = make_bot(found.partner, found.game_id, seed)
        self.skill = getattr(self.after, "skill", None)
        """The rotation skill the live world turns this seat's tornado with (the partner's)."""

    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        return self.after.choose(observation, legal)

    def choose_from_state(self, state: State) -> Action:
        moves = len(state.history)
        line = self.lesson.line
        if moves < len(line) and not isinstance(line[moves], Step):
            return action_for(state, line[moves], self.lesson.encode)
        if self.after.wants_state:
            return self.after.choose_from_state(state)
        seat = state.current_player()
        observation = state.observation(seat) if self.after.wants_observation else None
        return self.after.choose(observation, state.legal_actions())

    def cancel(self) -> None:
        super().cancel()
        self.after.cancel()


def script_world(found: Lesson, fallback: Callable[[State, str | None, int], Action] | None = None):
    """A world resolver playing the line's outcome at each world moment of the line (and
    ``fallback``'s after it)."""

    def resolve(state: State, skill: str | None, seed: int) -> Action:
        moves = len(state.history)
        line = found.line
        if moves < len(line) and state.current_player() == WORLD:
            return action_for(state, move_of(line[moves]), found.encode)
        if fallback is None:
            raise GameError("lessons.no_world")
        return fallback(state, skill, seed)

    return resolve


def bots(found: Lesson, seed: int = 0) -> Sequence[Bot | None]:
    """The lesson's seats: None for the learner, a :class:`ScriptBot` for every other seat."""
    return [
        None if seat == found.learner else ScriptBot(found, seed * 1009 + seat)
        for seat in range(found.players)
    ]


register(
    {
        "lessons.not_legal": "The lesson's move {move} is not legal after {moves} moves.",
        "lessons.no_world": "The lesson has no world outcome for this moment.",
    }
)
