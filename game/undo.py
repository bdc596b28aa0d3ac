"""Taking back a person's own last actions, after Board Game Arena's policy.

Which actions may be taken back is a rule question, so it is answered here, beside the rules:

* only the seat that decides now may take back, and only its own actions in an unbroken run at
  the end of the history: once another seat (or the world) has acted, what came before stands;
* an action that brought new hidden information into the game stands too, with everything
  before it: an event whose kind says it ``reveals`` (:attr:`game.core.Event.reveals`: a card
  drawn, :class:`game.events.Drew` and the private :class:`~game.events.DrewCards`, a pile
  shuffled anew, dice rolled, a round dealt or ended; each game marks its own kinds), anything
  private to a seat, any draw from the state's own generator (chance, whatever the game calls
  it), and every outcome of the physical world (the Tornado Ellie column moved by physics).

Per game that means: in Assano a play passes the turn and a draw shows a card, so only a play
after which the same person plays on (a skip or reverse between two) can be taken back; in
Opposites the cards placed this turn and the symbols named, until the turn ends with its draws;
in Elements a pick after which the same person picks again from the same roll (solo, or two
picks in a row), never across a roll; in Tornado Ellie a card played before the tornado turns
(the rotation is physics) and nothing after it in that turn.

Taking back is exact: the state is rebuilt by replaying the action list without the last action
from the game's id, options, players and seed (the engine is deterministic), never by guessing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import Event, GameError, State
from game.messages import register


@dataclass(frozen=True)
class Step:
    """One applied action as undo sees it: who took it and whether it may be taken back."""

    actor: int
    takeable: bool


def chance_mark(state: State) -> Any:
    """A value that changes whenever the state's own generator is drawn from."""
    return state.rng_mark()


def step_of(actor: int, events: Sequence[Event], chance_before: Any, chance_after: Any) -> Step:
    """The undo record of an action ``actor`` just took, from its events and whether chance
    was drawn on (``chance_mark`` before and after)."""
    hidden = actor < 0 or chance_before != chance_after or any(event.to or event.reveals for event in events)
    return Step(actor, not hidden)


def replay(state: State, length: int | None = None) -> State:
    """The game rebuilt from its setup and its first ``length`` actions (all by default)."""
    history = state.history if length is None else state.history[:length]
    rebuilt = state.spec.new_game(state.players, state.options, state.seed)
    for action in history:
        rebuilt.apply(action, record=False)
    return rebuilt


def steps_of(state: State) -> list[Step]:
    """The undo record of every action of a game so far, by replaying it. A state its setup and
    actions do not rebuild (a position arranged by hand, as tests make) can take nothing back:
    every step is marked so, since a replay could not be exact."""
    out: list[Step] = []
    try:
        rebuilt = state.spec.new_game(state.players, state.options, state.seed)
        for action in state.history:
            actor = rebuilt.current_player()
            before = chance_mark(rebuilt)
            events = rebuilt.apply(action)
            out.append(step_of(actor, events, before, chance_mark(rebuilt)))
        same = rebuilt.rng_mark() == state.rng_mark() and all(
            rebuilt.observation(seat) == state.observation(seat) for seat in range(state.players)
        )
    except GameError:
        same = False
    if not same:
        return [Step(-1, False)] * len(state.history)
    return out


def takeable(state: State, steps: Sequence[Step]) -> int:
    """How many of the last actions the seat deciding now may take back, one after another."""
    seat = state.current_player()
    if seat < 0:
        return 0
    count = 0
    for step in reversed(steps):
        if step.actor != seat or not step.takeable:
            break
        count += 1
    return count


register(
    {
        "undo.nothing": "there is nothing of your own to take back in this turn",
        "undo.off": "taking back moves is turned off for this game",
    }
)
