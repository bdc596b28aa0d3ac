"""Why a Tornado Ellie action is refused: the message a table shows on a dimmed card and
:meth:`game.core.State.check` raises, with the English of each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, State
from game.messages import Message, Name, register
from game.tornado_ellie.actions import (
    AT_WORLD,
    INSURE,
    LIGHTNING,
    PLAY,
    ROTATE,
    ROTATING,
    STACK,
    outcome_problem,
    place_range,
)
from game.tornado_ellie.cards import FACE_BY_NAME, FACE_NAMES, FACE_TEXTS, piece_names

if TYPE_CHECKING:  # the rules ask this module
    from game.tornado_ellie.rules import TornadoEllieState

MUST_STACK = Message("tornado_ellie.must_stack")
MUST_INSURE = Message("tornado_ellie.must_insure")


def why_refused(state: TornadoEllieState, action: Action) -> Message:
    """Why ``action`` is refused now, as the message a table shows on a dimmed card."""
    verb = action[0] if isinstance(action, tuple) and action else None
    phase = state.phase
    if verb == "outcome":
        return Message("tornado_ellie.outcome_not_now")
    if phase is AT_WORLD:
        return outcome_problem(action, len(state.column)) or Message("tornado_ellie.wait_world")
    if verb == "play" and len(action) == 2 and action[1] in FACE_NAMES:
        return _why_not_play(state, action[1])
    if action == ROTATE:
        if phase is STACK:
            return MUST_STACK
        if phase is INSURE:
            return MUST_INSURE
        if state.duty == LIGHTNING:
            return Message("tornado_ellie.must_answer")
        return Message("tornado_ellie.play_first")
    if verb == "place":
        if phase is not STACK:
            return Message("tornado_ellie.place_not_now")
        if len(action) == 3 and action[1] not in state.owed:
            return Message(
                "tornado_ellie.wrong_piece",
                {"owed": piece_names(state.owed), "piece": Name("tornado_ellie.piece", action[1])},
            )
        return Message("tornado_ellie.place_range", place_range(state.placement_steps()))
    if verb == "insure":
        if phase is not INSURE:
            return Message("tornado_ellie.insure_not_now")
        return Message("tornado_ellie.insure_which", {"kinds": piece_names(state.insurable(state.turn))})
    return State.explain_illegal(state, action)


def _why_not_play(state: TornadoEllieState, name: str) -> Message:
    if state.phase is ROTATING:
        return Message("tornado_ellie.rotate_now")
    if state.phase is STACK:
        return MUST_STACK
    if state.phase is not PLAY:
        return MUST_INSURE
    card = Name("tornado_ellie.card", name)
    if not any(FACE_TEXTS[c] == name for c in state.hands[state.turn]):
        return Message("tornado_ellie.not_held", {"card": card})
    top = state.top_face()
    face = FACE_BY_NAME[name]
    if state.duty == LIGHTNING:
        return Message("tornado_ellie.answer_lightning", {"card": card})
    if top is not None:
        params = {
            "card": Name("tornado_ellie.card_initial", name),
            "top": Name("tornado_ellie.card", top.text),
            "species": Name("tornado_ellie.species", face.species if face.special else top.species),
        }
        if face.special:
            return Message("tornado_ellie.special_misfit", params)
        animals_on_top = Name("tornado_ellie.animals", (top.species, top.count))
        return Message("tornado_ellie.misfit", {**params, "animals": animals_on_top})
    return Message("tornado_ellie.play_not_now", {"card": card})


register(
    {
        # refusals
        "tornado_ellie.must_stack": "You must first stack your storm damage on the tornado column.",
        "tornado_ellie.must_insure": "Choose a piece from the insurance first.",
        "tornado_ellie.outcome_not_now": (
            "An outcome comes from the physical world, only after a rotation or a placement."
        ),
        "tornado_ellie.wait_world": "Waiting for the tornado to settle.",
        "tornado_ellie.world_not_now": "The physical world is asked only after a rotation or a placement.",
        "tornado_ellie.must_answer": "You hold a lightning card and must answer the lightning with it.",
        "tornado_ellie.play_first": "Play a card first: the tornado is turned on after a card is played.",
        "tornado_ellie.place_not_now": "Pieces are stacked only when you take storm damage.",
        "tornado_ellie.wrong_piece": "The storm damage asks for {owed}, not {piece}.",
        "tornado_ellie.place_range": (
            "A piece is placed at an offset from {low} to {high} in steps of {step}."
        ),
        "tornado_ellie.insure_not_now": "The insurance pays out only after the tornado column collapses.",
        "tornado_ellie.insure_which": (
            "You may take back one of: {kinds} "
            "(a kind in the open supply of which you hold fewer than three)."
        ),
        "tornado_ellie.rotate_now": "You have played; now rotate the tornado to the next farm.",
        "tornado_ellie.not_held": "You do not hold {card}.",
        "tornado_ellie.answer_lightning": (
            "A lightning strikes: answer it with a lightning card (any animal), not with {card}."
        ),
        "tornado_ellie.special_misfit": (
            "{card} is a special card and fits only on a {species} card, not on {top}."
        ),
        "tornado_ellie.misfit": (
            "{card} does not fit on {top}: play a {species} card or another animal with more than {animals}."
        ),
        "tornado_ellie.play_not_now": "You cannot play {card} now.",
    }
)
