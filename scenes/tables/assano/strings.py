"""Assano's words in the window, by id with their English (as in :mod:`scenes.strings`):
its menu card, its lesson and its table. Registered with its table entry
(:mod:`scenes.tables.assano`); Babel extracts them from here (``babel.cfg``).
"""

from __future__ import annotations

from game.messages import Text

STRINGS: dict[str, Text] = {
    "summary_assano": "Shed your hand by matching colour, number or symbol; call ASSANO at one card.",
    "lesson_assano_colour": (
        "Your cards are at the bottom, the discard pile in the middle. A card goes on the top card "
        "when it has its colour or its number (or the same action). Play your red 7 on the red 5."
    ),
    "lesson_assano_colour_why": "This move shows the colour rule: play the red 7 on the red 5.",
    "lesson_assano_draw_two": (
        "{name} matched your 7 by its number with a green 7. Now play your green draw two: {name} "
        "draws 2 cards and misses the turn, so you play again."
    ),
    "lesson_assano_draw_two_why": "Play the green draw two now: it makes {name} draw 2 and miss a turn.",
    "lesson_assano_wild": (
        "A wild goes on anything, and you name the colour that must follow. Click your wild, then "
        "choose blue."
    ),
    "lesson_assano_wild_why": "Play the wild and name blue: that is the colour to follow then.",
    "lesson_assano_challenge": (
        "{name} answered with a wild draw four: you would draw 4 and miss your turn. But it may "
        "only be played without a card of the colour in play. If you think {name} held a blue "
        "card, challenge: a caught bluff draws the 4 instead (a wrong challenge costs you 6)."
    ),
    "lesson_assano_challenge_why": (
        "Challenge the wild draw four: {name} held a blue card, so the bluff is caught and {name} draws 4."
    ),
    "lesson_assano_after_challenge": (
        "Caught! {name} drew the 4, and you play on. {name} named yellow: play your yellow 4."
    ),
    "lesson_assano_after_challenge_why": "Yellow was named: play your yellow 4.",
    "lesson_assano_number": (
        "The top card is the yellow 1. Your green 1 matches it by its number: play it, and the "
        "colour in play becomes green."
    ),
    "lesson_assano_number_why": "This move shows the number rule: play the green 1 on the yellow 1.",
    "lesson_assano_call": (
        "Two cards left: whoever plays their second-to-last card must call ASSANO with it, or draw "
        "2. Press the ASSANO button first, then play your blue 3 on the green 3."
    ),
    "lesson_assano_call_why": (
        "Press the ASSANO button before you play the blue 3: without the call you would draw 2."
    ),
    "lesson_assano_out": (
        "Your last card: play the yellow 9 on the blue 9. Going out wins the round, and the cards "
        "left in the other hands are your points."
    ),
    "lesson_assano_out_why": "Play your last card, the yellow 9, on the blue 9.",
    "lesson_assano_done": (
        "That is Assano: colours and numbers, draw two, wilds, the challenge and the call. A match "
        "goes on round by round up to 500 points."
    ),
    # Assano (its cards and colours are named by the engine: game/assano/rules.py)
    "assano_pick_colour": "Name the colour for your wild card (keys 1-4)",
    "assano_hint_drawn": "You drew {card}: it matches, play it (click it).",
    "assano_hint_penalty": (
        "Take the {count} penalty card, or answer it if the house rules allow.",
        "Take the {count} penalty cards, or answer it if the house rules allow.",
    ),
    "assano_hint_call": "Your second-to-last card: press ASSANO! (A) before you play it, or draw {count}.",
    "assano_hint_play": "Your turn: play a card that matches {colour} or {top}, or draw (D).",
    "assano_hint_draw": "No card matches: draw (D), up to three cards.",
    "assano_draw_button": "Draw [D]",
    "assano_keep_button": "Keep [K]",
    "assano_take_button": "Take [T]",
    "assano_challenge_button": "Challenge [C]",
    "assano_call_word": "ASSANO!",
    "assano_called": "Called!",
    "assano_pick_label": "{number} · {colour}",
    "assano_call_key": "key A",
    "assano_penalty": "+{count} waiting",
    "assano_round": "Round {round}",
    "assano_round_to": (
        "Round {round} · match to {count} point",
        "Round {round} · match to {count} points",
    ),
    "assano_standing": "{name}: {points}, {cards}",
    "assano_round_won": (
        "Round {round}: {name} goes out and scores {count} point.",
        "Round {round}: {name} goes out and scores {count} points.",
    ),
    "assano_standing_line": "{name}: {points}",
    "assano_target_line": (
        "The match is played to {count} point.",
        "The match is played to {count} points.",
    ),
    "assano_result_row": "{name}: {plus}, {minus}",
    "assano_plus_points": (
        "{count} plus point",
        "{count} plus points",
    ),
    "assano_minus_points": (
        "{count} minus point",
        "{count} minus points",
    ),
    "assano_round_row": "Round {round}: {name}, {points}",
    "log_assano_play": "{name} plays {card}.",
    "log_assano_play_named": "{name} plays {card} and names {colour}.",
    "log_assano_play_call": "{name} plays {card} and calls ASSANO!",
    "log_assano_play_named_call": "{name} plays {card} and names {colour} and calls ASSANO!",
    "log_assano_forgot": (
        "{name} forgot to call ASSANO and draws {count} card.",
        "{name} forgot to call ASSANO and draws {count} cards.",
    ),
    "log_assano_drew": (
        "{name} draws {count} penalty card.",
        "{name} draws {count} penalty cards.",
    ),
    "log_assano_skipped": "{name} misses a turn.",
    "log_assano_reversed_cw": "Play turns clockwise.",
    "log_assano_reversed_ccw": "Play turns counter-clockwise.",
    "log_assano_rebuilt": (
        "The draw pile is rebuilt from the discards: {count} card.",
        "The draw pile is rebuilt from the discards: {count} cards.",
    ),
    "log_assano_waiting": (
        "{name} faces {count} penalty card.",
        "{name} faces {count} penalty cards.",
    ),
    "log_assano_challenge_won": "The challenge is won: {name} bluffed.",
    "log_assano_challenge_lost": "The challenge is lost: {name} did not bluff.",
    "log_assano_match_won": (
        "{names} wins the match.",
        "{names} share the win of the match.",
    ),
    "assano_banner_hit": "+{count}, turn missed",
    "assano_banner_plus": "+{count}",
    "assano_banner_forgot": "forgot ASSANO: +{count}",
    "assano_banner_challenge_won": "challenge won",
    "assano_banner_challenge_lost": "challenge lost",
    "assano_banner_skipped": "skipped",
    "assano_banner_reverse": "reverse",
    "log_assano_start": "The start card is {card}; {name} begins.",
    "log_assano_draw": "{name} draws {count}.",
    "log_assano_draw_play": (
        "{name} draws a card, {card}, and plays it at once.",
        "{name} draws {count} cards and plays the last one drawn, {card}, at once.",
    ),
    "log_assano_take": (
        "{name} takes {count} penalty card.",
        "{name} takes {count} penalty cards.",
    ),
    "log_assano_challenge": "{name} challenges the wild draw four.",
    "log_assano_keep": "{name} keeps the drawn card.",
}
