"""Tornado Ellie's decisions and actions: the phases (what kind of decision is due), the actions'
values, their stable text forms and the check of world outcomes.

Actions are small tuples:

* ``("play", FACE)``: play a card with that face from hand (``play pig3``, ``play cow2-lightning``);
* ``ROTATE``: turn the tornado base (``rotate``);
* ``("place", KIND, STEP)``: stack a storm-damage piece at offset ``STEP * 0.05`` card widths
  (``place house -0.15``); the card that follows it goes to the same offset; the grid runs from
  -0.50 to +0.50, widened to reach the column's top (:func:`place_steps`);
* ``("insure", KIND)``: take a lost piece back from the open supply (``insure cow``);
* ``("outcome", FALLEN, OFFSETS)``: what the physical world did after a rotation or a placement
  (``stood``, ``fell 5 6 at 0.010 -0.020 ...``). FALLEN are column indices, OFFSETS the new
  offsets of the items that remain (or None when nothing moved). The world reports only what
  happened (:func:`world_outcome`); the text form is this module's alone.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from game.core import Action, FormatError, IllegalAction, Move, short_repr
from game.messages import Message, Name, register


@dataclass(frozen=True)
class PlayCard(Move):
    """Play the card with this face from hand ("pig3", "cow2-lightning")."""

    face: str


@dataclass(frozen=True)
class Rotate(Move):
    """Turn the tornado base."""


@dataclass(frozen=True)
class PlacePiece(Move):
    """Stack a storm-damage piece of ``kind`` at ``offset`` card widths (a grid step)."""

    kind: str
    offset: float


@dataclass(frozen=True)
class Insure(Move):
    """Take a lost piece of ``kind`` back from the open supply."""

    kind: str


@dataclass(frozen=True)
class Outcome(Move):
    """What the physical world did: the column indices that fell, the new offsets of the rest
    (None when nothing moved)."""

    fallen: tuple[int, ...]
    offsets: tuple[float, ...] | None


def decode(action: Action) -> Move:
    """A Tornado Ellie action as a typed move."""
    verb = action[0]
    if verb == "play":
        return PlayCard(action[1])
    if verb == "rotate":
        return Rotate()
    if verb == "place":
        return PlacePiece(action[1], step_offset(action[2]))
    if verb == "insure":
        return Insure(action[1])
    if verb == "outcome":
        return Outcome(tuple(action[1]), None if action[2] is None else tuple(action[2]))
    raise FormatError("tornado_ellie.not_an_action", value=short_repr(action))


# Phases: what the current decision is about.
PLAY, ROTATING, STACK, INSURE, AT_WORLD, OVER = "play", "rotate", "stack", "insure", "world", "over"
# Duties: what the last card played asks of the next player.
LIGHTNING, SINGLE = "lightning", "single"

ROTATE: tuple[str] = ("rotate",)
STOOD: tuple[str, tuple[int, ...], None] = ("outcome", (), None)
OFFSET_STEP = 0.05
MAX_STEP = 10
"""Placement offsets run from -0.50 to +0.50 card widths in steps of 0.05 (21 values), widened to
reach the column's top where a collapse left it further out (:func:`place_steps`)."""
MAX_DRIFT = 2.0
"""Offsets an outcome may report for the items that remain, in card widths."""


_STEPS_PER_WIDTH = round(1 / OFFSET_STEP)
REACH = round(MAX_DRIFT * _STEPS_PER_WIDTH)
"""The furthest grid step an action's text may name (the furthest a column's top can lie)."""


def nearest_step(offset: float) -> int:
    """The grid step nearest to ``offset`` card widths."""
    return round(offset * _STEPS_PER_WIDTH)


def place_steps(top: float) -> range:
    """The placement grid over a column whose top item lies at ``top`` card widths: -0.50 to +0.50,
    widened (to the grid step beyond) so that it reaches the top; -2.00 to +2.00 at most."""
    at = top * _STEPS_PER_WIDTH
    low = max(-REACH, min(-MAX_STEP, math.floor(at + 1e-9)))
    high = min(REACH, max(MAX_STEP, math.ceil(at - 1e-9)))
    return range(low, high + 1)


def step_offset(step: int) -> float:
    """The offset of a placement grid step (exact to the printed two decimals)."""
    return step / _STEPS_PER_WIDTH


def place_text(step: int) -> str:
    return f"{step_offset(step):.2f}"


def clean_offset(value: float) -> float:
    """Offsets as the action text stores them: 3 decimals, never ``-0.0``."""
    return round(float(value), 3) + 0.0


def place_range(steps: range) -> dict[str, str]:
    """A placement grid as a message's parameters (``low``, ``high``, ``step``)."""
    return {"low": place_text(steps[0]), "high": place_text(steps[-1]), "step": f"{OFFSET_STEP:g}"}


_ENDS = {"low": place_text(-REACH), "high": place_text(REACH)}
_GRID = {**_ENDS, "second": place_text(1 - REACH)}


def world_outcome(fallen: Iterable[int], offsets: Iterable[float]) -> Action:
    """The outcome action for what the world did: the indices of the items that fell and the
    offsets (card widths) of those that remain, stored exactly as their text reads back."""
    kept = tuple(clean_offset(x) for x in offsets)
    return ("outcome", tuple(sorted(fallen)), kept or None)


def action_text(action: Action) -> str:
    """The stable text form of a Tornado Ellie action."""
    if not isinstance(action, tuple) or not action:
        return repr(action)
    verb = action[0]
    if verb == "play" and len(action) == 2:
        return f"play {action[1]}"
    if action == ROTATE:
        return "rotate"
    if verb == "place" and len(action) == 3 and isinstance(action[2], int):
        return f"place {action[1]} {place_text(action[2])}"
    if verb == "insure" and len(action) == 2:
        return f"insure {action[1]}"
    if verb == "outcome" and len(action) == 3:
        _, fallen, offsets = action
        words = ["fell", *map(str, fallen)] if fallen else ["stood"]
        if offsets:  # no items left: nothing to place, the text has no "at"
            words += ["at", *(f"{clean_offset(x):.3f}" for x in offsets)]
        return " ".join(words)
    return repr(action)


def parse_action(text: str, faces: set[str], kinds: tuple[str, ...]) -> Action:
    """Read an action's text; syntax errors raise FormatError (legality is checked later)."""
    words = text.strip().lower().split()
    if not words:
        raise FormatError("tornado_ellie.empty_text")
    verb, rest = words[0], words[1:]
    if verb == "rotate" and not rest:
        return ROTATE
    if verb == "play" and len(rest) == 1:
        if rest[0] not in faces:
            raise FormatError("tornado_ellie.unknown_card", word=rest[0])
        return ("play", rest[0])
    if verb in ("place", "insure") and rest and rest[0] not in kinds:
        raise FormatError("tornado_ellie.unknown_piece", word=rest[0], kinds=", ".join(kinds))
    if verb == "insure" and len(rest) == 1:
        return ("insure", rest[0])
    if verb == "place" and len(rest) == 2:
        return ("place", rest[0], _parse_step(rest[1]))
    if verb in ("stood", "fell"):
        return _parse_outcome(verb, rest, text)
    raise FormatError("tornado_ellie.bad_text", text=text)


def _parse_step(word: str) -> int:
    try:
        value = float(word)
    except ValueError:
        raise FormatError("tornado_ellie.not_an_offset", word=word, **_ENDS) from None
    step = round(value / OFFSET_STEP) if math.isfinite(value) else REACH + 1
    if abs(step) > REACH or abs(step * OFFSET_STEP - value) > 1e-6:
        raise FormatError("tornado_ellie.off_grid", word=word, **_GRID)
    return step


def _parse_outcome(verb: str, rest: list[str], text: str) -> Action:
    at = rest.index("at") if "at" in rest else len(rest)
    indices, numbers = rest[:at], rest[at + 1 :]
    if verb == "stood" and indices:
        raise FormatError("tornado_ellie.stood_indices", text=text)
    if verb == "fell" and not indices:
        raise FormatError("tornado_ellie.fell_needs", text=text)
    if at < len(rest) and not numbers:
        raise FormatError("tornado_ellie.at_needs", text=text)
    try:
        fallen = tuple(int(word) for word in indices)
    except ValueError:
        raise FormatError("tornado_ellie.fell_whole", text=text) from None
    try:
        offsets = tuple(float(word) for word in numbers) if at < len(rest) else None
    except ValueError:
        raise FormatError("tornado_ellie.at_numbers", text=text) from None
    return ("outcome", fallen, offsets)


def outcome_problem(action: Any, column_size: int) -> Message | None:
    """Why an outcome is malformed for a column of ``column_size`` items, or None when it is fine."""
    if not (isinstance(action, tuple) and len(action) == 3 and action[0] == "outcome"):
        return Message("tornado_ellie.outcome_only")
    _, fallen, offsets = action
    if not isinstance(fallen, tuple) or not all(
        isinstance(i, int) and not isinstance(i, bool) for i in fallen
    ):
        return Message("tornado_ellie.outcome_whole")
    for index in fallen:
        if not 0 <= index < column_size:
            return Message("tornado_ellie.outcome_off_column", {"index": index, "last": column_size - 1})
    if any(a >= b for a, b in pairwise(fallen)):
        return Message("tornado_ellie.outcome_order")
    if offsets is None:
        return None
    if not isinstance(offsets, tuple):
        return Message("tornado_ellie.outcome_offsets_tuple")
    remaining = column_size - len(fallen)
    if len(offsets) != remaining:
        return Message(
            "tornado_ellie.outcome_offset_count",
            {"count": len(offsets), "remaining": Name("tornado_ellie.remaining", remaining)},
        )
    for value in offsets:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            return Message("tornado_ellie.outcome_not_finite", {"value": short_repr(value)})
        if abs(value) > MAX_DRIFT:
            return Message("tornado_ellie.outcome_drift", {"value": value, "drift": f"{MAX_DRIFT:g}"})
    return None


def require_outcome(action: Any, column_size: int) -> None:
    """Raise IllegalAction saying why a world outcome is malformed."""
    problem = outcome_problem(action, column_size)
    if problem is not None:
        raise IllegalAction(problem.id, **problem.params)


register(
    {
        # world outcomes
        "tornado_ellie.outcome_only": (
            "The physical world answers only with an outcome (stood, or fell I J ...)."
        ),
        "tornado_ellie.outcome_whole": "The fallen items must be given as whole-number indices.",
        "tornado_ellie.outcome_off_column": "Item {index} is not on the column (it has items 0 to {last}).",
        "tornado_ellie.outcome_order": (
            "The indices of the fallen items must be ascending and each given once."
        ),
        "tornado_ellie.outcome_offsets_tuple": "The offsets must be given as a tuple of numbers.",
        "tornado_ellie.outcome_offset_count": (
            "1 offset given for the {remaining} on the column.",
            "{count} offsets given for the {remaining} on the column.",
        ),
        "tornado_ellie.outcome_not_finite": "The offset {value} is not a finite number.",
        "tornado_ellie.outcome_drift": "The offset {value} is outside -{drift} to {drift} card widths.",
        "tornado_ellie.remaining": ("{count} item that remains", "{count} items that remain"),
        # action texts
        "tornado_ellie.not_an_action": "{value} is not a Tornado Ellie action",
        "tornado_ellie.empty_text": "an empty text is not a Tornado Ellie action (play CARD (e.g. play "
        "pig3, play cow2-lightning), rotate, place KIND OFFSET (e.g. place house -0.15), insure KIND, "
        "stood, fell I J ... [at X Y ...])",
        "tornado_ellie.bad_text": "'{text}' is not a Tornado Ellie action (play CARD (e.g. play pig3, "
        "play cow2-lightning), rotate, place KIND OFFSET (e.g. place house -0.15), insure KIND, stood, "
        "fell I J ... [at X Y ...])",
        "tornado_ellie.unknown_card": "'{word}' is not a Tornado Ellie card (e.g. pig3, sheep4-cloud)",
        "tornado_ellie.unknown_piece": "'{word}' is not a farm piece (pieces: {kinds})",
        "tornado_ellie.not_an_offset": "'{word}' is not an offset (a number from {low} to {high})",
        "tornado_ellie.off_grid": "the offset {word} is not one of {low}, {second}, ..., {high}",
        "tornado_ellie.stood_indices": "'{text}': 'stood' takes no indices (use 'fell I J ...')",
        "tornado_ellie.fell_needs": "'{text}': 'fell' needs the indices of the items that fell",
        "tornado_ellie.at_needs": "'{text}': 'at' needs the offsets of the items that remain",
        "tornado_ellie.fell_whole": "'{text}': the fallen items are given by whole-number indices",
        "tornado_ellie.at_numbers": "'{text}': the offsets after 'at' must be numbers",
    },
    {"tornado_ellie.remaining": lambda n: Message("tornado_ellie.remaining", {"count": n})},
)
