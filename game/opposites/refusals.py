"""Why an Opposites action is refused: the message a table shows on a dimmed card and
:meth:`game.core.State.check` raises, with the English of each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action
from game.messages import Message, Name, register
from game.opposites.cards import CARD_BY_TEXT, SYMBOLS, card_param, card_text, opposite
from game.opposites.moves import ACCEPT, COUNTER_BASE, COUNTERING, END, NAME_BASE, NAMING, PILES
from game.opposites.plan import CLOSED, NUMBER, TORNADO

if TYPE_CHECKING:  # the rules ask this module
    from game.opposites.rules import OppositesState


def why_refused(state: OppositesState, action: Action) -> Message:
    """Why ``action`` is refused now, as the message a table shows on a dimmed card."""
    if not isinstance(action, int) or isinstance(action, bool) or action < 0 or action > ACCEPT:
        return Message("opposites.not_an_action", {"value": repr(action)})
    if state.phase is NAMING:
        return Message("opposites.name_first", {"pile": state.to_name[0] + 1})
    if state.phase is COUNTERING:
        if COUNTER_BASE <= action < END and TORNADO not in state.hands[state.seat]:
            return Message("opposites.no_tornado_to_counter", {})
        return Message("opposites.facing_tornado", {})
    if action == END:
        if state.maximum:
            return Message("opposites.keep_placing_more", {"count": state.placeable()})
        return Message("opposites.keep_placing", {})
    if action == ACCEPT:
        return Message("opposites.nothing_to_accept", {})
    if action >= COUNTER_BASE:
        return Message("opposites.nothing_to_counter", {})
    if action >= NAME_BASE:
        return Message("opposites.nothing_to_name", {})
    code, pile = divmod(action, 4)
    if code not in CARD_BY_TEXT.values() or pile >= PILES:
        return Message("opposites.not_an_action", {"value": repr(action)})
    if code not in state.hands[state.seat]:
        return Message("opposites.not_held", {"card": card_param(code)})
    mode = state.modes[pile]
    if mode == CLOSED:
        return Message("opposites.pile_closed", {"pile": pile + 1})
    if mode == NUMBER and not state.fits(code, pile):
        return Message("opposites.number_mode", {"pile": pile + 1, "number": state.top_number(pile)})
    if not state.fits(code, pile):
        return Message(
            "opposites.does_not_fit",
            {
                "card": Name("opposites.card_initial", card_text(code)),
                "pile": pile + 1,
                "top": card_param(state.piles[pile][-1]),
                "needs": Name("opposites.symbol", SYMBOLS[opposite(state.top_symbol(pile))]),
            },
        )
    return Message(
        "opposites.not_maximal",
        {"card": card_param(code), "pile": pile + 1, "count": state.placed_total() + state.placeable()},
    )


register(
    {
        # refusals
        "opposites.not_an_action": "{value} is not an Opposites action.",
        "opposites.name_first": "First name the symbol the Tornado on pile {pile} represents.",
        "opposites.no_tornado_to_counter": "You hold no Tornado to counter with: accept the draws.",
        "opposites.facing_tornado": (
            "You face a Tornado: first lay a Tornado on it (counter) or accept the draws."
        ),
        "opposites.keep_placing": "You must keep placing while a card can be placed.",
        "opposites.keep_placing_more": (
            "You must keep placing while a card can be placed ({count} more possible)."
        ),
        "opposites.nothing_to_accept": "There is no Tornado against you to accept now.",
        "opposites.nothing_to_counter": "There is no Tornado against you to counter now.",
        "opposites.nothing_to_name": "There is no Tornado to name now.",
        "opposites.not_held": "You do not hold {card}.",
        "opposites.pile_closed": (
            "You already laid a symbol card or a Tornado on pile {pile} this turn; nothing may follow."
        ),
        "opposites.number_mode": "Pile {pile} is in number mode this turn: only more {number}s may follow.",
        "opposites.does_not_fit": (
            "{card} fits neither the number nor the symbol of pile {pile} ({top}: needs {needs})."
        ),
        "opposites.not_maximal": (
            "Placing {card} on pile {pile} would make it impossible to place the most cards your hand "
            "allows this turn ({count}); choose another placement."
        ),
    }
)
