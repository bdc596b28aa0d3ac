"""Why an Assano action is refused: the message a table shows on a dimmed card and
:meth:`game.core.State.check` raises, with the English of each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.assano.cards import CARD_BY_TEXT, COLOURS, card_text, is_wild
from game.assano.moves import DRAW, DRAWN, NORMAL, PENALTY, WORDS
from game.core import Action
from game.messages import Message, Name, register

if TYPE_CHECKING:  # the rules ask this module
    from game.assano.rules import AssanoState


def why_refused(state: AssanoState, action: Action) -> Message:
    """Why ``action`` is refused now, as the message a table shows on a dimmed card."""
    if not isinstance(action, int) or action < 0:
        return Message("assano.not_an_action", {"value": repr(action)})
    if action in WORDS:
        if action == DRAW and state.phase == NORMAL:
            return Message("assano.draw_only_when_stuck")
        return Message("assano.word_not_now", {"word": WORDS[action]})
    card = action >> 3
    if card not in CARD_BY_TEXT.values():
        return Message("assano.not_an_action", {"value": repr(action)})
    hand = state.hands[state.turn]
    code = card_text(card)
    if state.phase == DRAWN and card != state.drawn:
        return Message("assano.must_play_drawn", {"card": Name("assano.card", card_text(state.drawn))})
    if state.phase == PENALTY:
        reason = "assano.must_take_or_answer" if state.stacking else "assano.must_take"
        return Message(reason, {"count": state.penalty})
    if card not in hand:
        return Message("assano.not_held", {"card": Name("assano.card", code)})
    if not state.matches(card):
        params = {
            "card": Name("assano.card_initial", code),
            "top": Name("assano.card", card_text(state.top())),
        }
        if is_wild(state.top()):
            return Message(
                "assano.no_match_named", {**params, "colour": Name("assano.colour", COLOURS[state.colour])}
            )
        return Message("assano.no_match", params)
    if action & 1 and len(hand) != 2:
        return Message("assano.call_only_second_last")
    if not is_wild(card) and action & 6:
        return Message("assano.names_no_colour", {"card": Name("assano.card_initial", code)})
    return Message("assano.not_legal", {"action": state.action_text(action)})


register(
    {
        # refusals
        "assano.not_an_action": "{value} is not an Assano action.",
        "assano.draw_only_when_stuck": "You may only draw when no card in your hand matches.",
        "assano.word_not_now": "'{word}' is not possible now.",
        "assano.must_play_drawn": "You must play the card you drew ({card}).",
        "assano.must_take": (
            "You must take the {count} penalty card.",
            "You must take the {count} penalty cards.",
        ),
        "assano.must_take_or_answer": (
            "You must take the {count} penalty card or answer with the same card.",
            "You must take the {count} penalty cards or answer with the same card.",
        ),
        "assano.not_held": "You do not hold {card}.",
        "assano.no_match": "{card} does not match {top}.",
        "assano.no_match_named": "{card} does not match {top} ({colour} was named).",
        "assano.call_only_second_last": "ASSANO is called only when playing your second-to-last card.",
        "assano.names_no_colour": "{card} is not a wild card and names no colour.",
        "assano.not_legal": "'{action}' is not legal now.",
    }
)
