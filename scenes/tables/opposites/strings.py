"""Opposites's words in the window, by id with their English (as in :mod:`scenes.strings`):
its menu card, its lesson and its table. Registered with its table entry
(:mod:`scenes.tables.opposites`); Babel extracts them from here (``babel.cfg``).
"""

from __future__ import annotations

from game.messages import Text

STRINGS: dict[str, Text] = {
    "summary_opposites": (
        "Shed your hand on three piles by same number or opposite symbol; Tornados are wild."
    ),
    "lesson_opposites_number": (
        "Your cards are at the bottom, the three piles in the middle. A card goes on a pile whose "
        "top has the same number: put your sun 5 on the water 5 of pile 1 (click it, then the pile, "
        "or drag it)."
    ),
    "lesson_opposites_number_why": (
        "This move shows the number rule: put the sun 5 on pile 1, where the water 5 lies."
    ),
    "lesson_opposites_number_more": (
        "Pile 1 is in number mode now: this turn any number of 5s may follow on it, and nothing "
        "else. Put your moon 5 there too."
    ),
    "lesson_opposites_number_more_why": (
        "Number mode takes every 5 you hold: put the moon 5 on pile 1 as well."
    ),
    "lesson_opposites_symbol": (
        "A card also fits the opposite symbol: moon on sun, fire on water. Put your moon 3 on the "
        "sun 9 of pile 2. That is symbol mode: one card only on that pile this turn."
    ),
    "lesson_opposites_symbol_why": "This move shows symbol mode: put the moon 3 on the sun 9 of pile 2.",
    "lesson_opposites_untouched": (
        "Nothing of yours fits pile 3 (the fire 12 needs water or a 12). End your turn: you draw "
        "one card for each pile you placed nothing on."
    ),
    "lesson_opposites_untouched_why": "You placed all you could: end your turn and draw one card for pile 3.",
    "lesson_opposites_counter": (
        "{name} laid a 2 on pile 2 (you draw 2 for it now) and a Tornado on pile 3 against you "
        "(2 more). You drew a Tornado: lay it on theirs to counter, and {name} draws 4 instead."
    ),
    "lesson_opposites_counter_why": (
        "Counter the Tornado with yours on pile 3: then {name} draws 4 and you do not draw its 2."
    ),
    "lesson_opposites_name": (
        "A Tornado stands for the symbol its player names, and the next card on it must be the "
        "opposite. Name moon: then a sun card must follow."
    ),
    "lesson_opposites_name_why": "Name moon for your Tornado on pile 3: then a sun card must follow it.",
    "lesson_opposites_two": (
        "You drew 2 for the 2 of {name}. A 2 of yours on the same pile passes the run on and "
        "makes it bigger: put your moon 2 on the sun 2 of pile 2, and {name} draws 4."
    ),
    "lesson_opposites_two_why": "Keep the run of 2s going: put the moon 2 on pile 2, and {name} draws 4.",
    "lesson_opposites_eight": (
        "An 8 gives you an extra turn right after this one. Put your sun 8 on the moon 5 of pile 1."
    ),
    "lesson_opposites_eight_why": "Put the sun 8 on pile 1 (moon 5) to win an extra turn.",
    "lesson_opposites_end_full": (
        "Every pile has a card of yours this turn (your Tornado counts on pile 3), so you draw "
        "nothing. End your turn: {name} will draw 4 for the 2s, and your 8 gives you another turn."
    ),
    "lesson_opposites_end_full_why": "Every pile has its card this turn: end your turn now.",
    "lesson_opposites_extra": ("Your extra turn. The sun 8 needs moon or an 8: put your moon 10 on pile 1."),
    "lesson_opposites_extra_why": "Start the extra turn with the moon 10 on pile 1 (sun 8).",
    "lesson_opposites_on_tornado": (
        "Your Tornado on pile 3 stands for moon, so a sun card fits it: put your sun 11 there."
    ),
    "lesson_opposites_on_tornado_why": "Put the sun 11 on pile 3: your Tornado named moon takes a sun.",
    "lesson_opposites_end_extra": (
        "Pile 2 gets nothing, so ending draws you one card; then {name} draws the 4 for the 2s. "
        "End your turn."
    ),
    "lesson_opposites_end_extra_why": "Nothing more fits: end your extra turn.",
    "lesson_opposites_done": (
        "That is all of Opposites: numbers, symbols, Tornados, 2s and 8s. The first to empty "
        "their hand wins: play on against {name}, or press Esc to leave."
    ),
    # Opposites
    "opposites_pile": "Pile {n}",
    "opposites_pile_key": "Pile {n}  [{n}]",
    "opposites_pick_label": "{number} · {symbol}",
    "opposites_draw_pile": "Draw pile",
    "opposites_rebuilding": "rebuilt from the piles",
    "opposites_takes": "takes {number}s or {symbol}",
    "opposites_tornado_as": "as {symbol}: {needs} next",
    "opposites_unnamed": "Tornado: symbol not named yet",
    "opposites_unnamed_short": "not named yet",
    "opposites_mode_number": "number mode: {number}s",
    "opposites_mode_symbol": "symbol mode: closed",
    "opposites_mode_tornado": "Tornado laid: closed",
    "opposites_against": "against {name}: +{count}",
    "opposites_run": "2s run: {now}, a 2 makes {next}",
    "opposites_run_growing": "2s: next draws {count}",
    "opposites_untouched": "untouched: draw 1",
    "opposites_turn_near": "Turn {turn} of {limit}: {left} more, then the fewest cards win",
    "opposites_turn_last": "Turn {turn} of {limit}: the last turn, then the fewest cards win",
    "opposites_status_extra": "{status}   ·   {extra}",
    "opposites_extra": (
        "{name}: {count} extra turn to come (8s)",
        "{name}: {count} extra turns to come (8s)",
    ),
    "opposites_owes": "draws {count} next turn",
    "opposites_placed_label": "just placed",
    "opposites_seat_naming": "naming a symbol...",
    "opposites_seat_deciding": "counter or draw?",
    "opposites_then": "then {symbol}",
    "opposites_end_button": "End turn [E]",
    "opposites_end_draw_button": "End turn, draw {count} [E]",
    "opposites_accept_button": "Accept, draw {count} [A]",
    "opposites_counter_button": "Counter on pile {pile} [C]",
    "opposites_counter_button_nokey": "Counter on pile {pile}",
    "opposites_hint_name": (
        "Name the symbol the Tornado on pile {pile} stands for (keys 1-4): its opposite must follow."
    ),
    "opposites_hint_counter": (
        "A Tornado lies against you on pile {piles}: counter with yours (C) and its layer draws {draws}, "
        "or accept and draw {owed} (A).",
        "Tornados lie against you on piles {piles}: counter with yours (C) and its layer draws {draws}, "
        "or accept and draw {owed} (A).",
    ),
    "opposites_hint_accept": (
        "A Tornado lies against you on pile {piles} and you hold none to counter: accept and draw "
        "{owed} (A).",
        "Tornados lie against you on piles {piles} and you hold none to counter: accept and draw {owed} (A).",
    ),
    "opposites_hint_place": "Your turn: drag a card onto a pile, or click a card and then a pile.",
    "opposites_hint_place_max": (
        "Your turn: {count} more card to place. Drag a card onto a pile, or click a card, then a pile.",
        "Your turn: {count} more cards to place. Drag a card onto a pile, or click a card, then a pile.",
    ),
    "opposites_hint_held": "{card}: the lit piles take it (keys 1-3). Click it again to put it back.",
    "opposites_hint_held_none": ("No pile takes {card} now: click a pile to see why, or pick another card."),
    "opposites_hint_end": "Nothing more can be placed: end your turn (E).",
    "opposites_hint_end_draw": (
        "Nothing more can be placed: end your turn (E) and draw {count} for the untouched piles."
    ),
    "opposites_wait_name": "{name} names the symbol of the Tornado on pile {pile}...",
    "opposites_wait_counter": "{name} decides: counter the Tornado or draw...",
    "opposites_log_place": "{name} places {card} on pile {pile}.",
    "opposites_log_two": "{name} places {card} on pile {pile} (a 2: {victim} draws {count} next turn).",
    "opposites_log_eight": "{name} places {card} on pile {pile} (an 8: one more turn).",
    "opposites_log_tornado": "{name} lays a Tornado on pile {pile} against {target}.",
    "opposites_log_name": "{name} names the Tornado on pile {pile} {symbol}: {opposite} must follow.",
    "opposites_log_counter": (
        "{name} counters the Tornado on pile {pile} with a Tornado: {layer} draws {count}."
    ),
    "opposites_log_accept": "{name} accepts the Tornado.",
    "opposites_log_end_draws": (
        "{name} ends the turn and draws {draws} for the untouched pile {piles}.",
        "{name} ends the turn and draws {draws} for the untouched piles {piles}.",
    ),
    "opposites_log_end_full": "{name} ends the turn with all three piles used.",
    "opposites_log_draws": "{name} draws {count}.",
    "opposites_log_draws_twos": "{name} draws {count} for the 2s.",
    "opposites_log_draws_tornado": "{name} draws {count} for the Tornado.",
    "opposites_log_draws_both": "{name} draws {count} for the 2s and the Tornado.",
    "opposites_log_extra": "{name} takes an extra turn (8).",
    "opposites_log_rebuild": ("The draw pile ran out: the cards under the tops are shuffled into a new one."),
    "opposites_log_limit": "The turn limit is reached: the fewest cards win.",
    "opposites_banner_two": "+{count}",
    "opposites_banner_tornado": "Tornado: +{count}",
    "opposites_banner_draws": (
        "draws {count}",
        "draws {count}",
    ),
    "opposites_banner_extra": "extra turn",
    "opposites_banner_rebuilt": "pile rebuilt",
    "opposites_banner_limit": "turn limit: the fewest cards win",
    "opposites_panel_turn": "Turn {turn} of {limit}",
    "opposites_panel_rule_max": "Each turn places as many cards as possible",
    "opposites_panel_rule_able": "Each turn places cards while it can",
    "opposites_panel_pile": "Draw pile: {cards}",
    "opposites_panel_seat": "{name}: {cards}",
    "opposites_panel_seat_owes": "{name}: {cards}, draws {count}",
    "opposites_results_cards": "Cards left",
    "opposites_result_row": "{name}: {cards}",
    "opposites_results_end": "How it ended",
    "opposites_result_out": "{name} placed the last card on turn {turn}.",
    "opposites_result_limit": (
        "The turn limit ({count} turn) was reached: the fewest cards win.",
        "The turn limit ({count} turns) was reached: the fewest cards win.",
    ),
}
