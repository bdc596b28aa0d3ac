"""Tornado Ellie's words in the window, by id with their English (as in :mod:`scenes.strings`):
its menu card, its lesson and its table. Registered with its table entry
(:mod:`scenes.tables.tornado_ellie`); Babel extracts them from here (``babel.cfg``).
"""

from __future__ import annotations

from game.messages import Text

STRINGS: dict[str, Text] = {
    "menu_practice": "Practice the tornado [P]",
    "summary_tornado_ellie": (
        "Play a fitting animal card and turn the tornado on, or stack your farm on its column."
    ),
    "lesson_tornado_ellie_first": (
        "Your farm is at the bottom, {name}'s at the top, the tornado in the middle and its column "
        "on the right. The round's first card is free: play your 3 pigs."
    ),
    "lesson_tornado_ellie_first_why": "Start the round with your 3 pigs.",
    "lesson_tornado_ellie_rotate": (
        "After a card the tornado turns on to the next farm. Grab it and drag it round to "
        "{name}'s farm; the column must stay standing."
    ),
    "lesson_tornado_ellie_rotate_why": "Turn the tornado now: grab it and drag it round.",
    "lesson_tornado_ellie_single": (
        "{name} played 1 pig, a single animal: you play a fitting card (the same animal, or more "
        "of another), then the draw pile's top card is turned up on it. Play your 2 cows."
    ),
    "lesson_tornado_ellie_single_why": "Play your 2 cows: 2 is more than the 1 pig, so they fit.",
    "lesson_tornado_ellie_stack": (
        "The turned-up card did not fit, so the storm strikes you: the back of the draw pile's "
        "top card shows your damage. Stack your tree on the tornado's column, in the middle."
    ),
    "lesson_tornado_ellie_stack_why": "Stack the tree first, in the middle of the column.",
    "lesson_tornado_ellie_stack_more": (
        "Each piece is followed by a card. Now your house, in the middle again: off-centre "
        "pieces make the column shaky."
    ),
    "lesson_tornado_ellie_stack_more_why": "Stack the house in the middle of the column.",
    "lesson_tornado_ellie_lightning": (
        "A new round, and you start. A lightning card must be answered with a lightning, or the "
        "struck player turns the tornado to their own farm and takes the damage. Play your 2 "
        "sheep with lightning."
    ),
    "lesson_tornado_ellie_lightning_why": "Play your 2 sheep with lightning: {name} holds no lightning.",
    "lesson_tornado_ellie_fits": (
        "{name} stacked a tree far off centre, then played 3 hens. A fitting card is the same "
        "animal or more of another: play your 5 hens."
    ),
    "lesson_tornado_ellie_fits_why": "Play your 5 hens on the 3 hens.",
    "lesson_tornado_ellie_collapse": (
        "The column leans now. Turn the tornado on to {name}'s farm: if something falls, you "
        "take the storm damage."
    ),
    "lesson_tornado_ellie_collapse_why": "Turn the tornado: grab it and drag it round.",
    "lesson_tornado_ellie_after_collapse": (
        "It fell! What fell is out of the game, and you take the storm damage on what is left: "
        "stack your house in the middle. {name}, who lost a piece before, takes one back."
    ),
    "lesson_tornado_ellie_after_collapse_why": "Stack the house in the middle of the column.",
    "lesson_tornado_ellie_done": (
        "That is Tornado Ellie: fitting cards, lightning, single animals, turning the tornado and "
        "stacking the storm damage. When the draw pile is used up, the fullest farm wins."
    ),
    # Tornado Ellie
    "tornado_ellie_pig_many": "pigs",
    "tornado_ellie_sheep_many": "sheep",
    "tornado_ellie_cow_many": "cows",
    "tornado_ellie_hen_many": "hens",
    "tornado_ellie_a_house": (
        "a house",
        "{count} houses",
    ),
    "tornado_ellie_a_cow": (
        "a cow",
        "{count} cows",
    ),
    "tornado_ellie_a_tree": (
        "a tree",
        "{count} trees",
    ),
    "tornado_ellie_a_card": (
        "a card",
        "{count} cards",
    ),
    "tornado_ellie_pieces_house": (
        "{count} house",
        "{count} houses",
    ),
    "tornado_ellie_pieces_cow": (
        "{count} cow",
        "{count} cows",
    ),
    "tornado_ellie_pieces_tree": (
        "{count} tree",
        "{count} trees",
    ),
    "tornado_ellie_sets": (
        "{count} complete set",
        "{count} complete sets",
    ),
    "tornado_ellie_farm_you": "{name} · you",
    "tornado_ellie_offset": "{offset:+.2f}",
    "tornado_ellie_stood": "The column stood.",
    "tornado_ellie_fell": "The column fell: {items} fell off.",
    "tornado_ellie_points_at": "The tornado points at {name}'s farm.",
    "tornado_ellie_turn_button": "Turn the tornado [R]",
    "tornado_ellie_turn_own": "Turn it to your farm [R]",
    "tornado_ellie_stack_kind": "{piece} [{letter}]",
    "tornado_ellie_place_button": "Place [Enter]",
    "tornado_ellie_insure_button": "Take back {piece} [{letter}]",
    "tornado_ellie_key_house": "H",
    "tornado_ellie_key_cow": "C",
    "tornado_ellie_key_tree": "T",
    "tornado_ellie_supply": "Supply",
    "tornado_ellie_played": "played: {count}",
    "tornado_ellie_played_empty": "no card yet",
    "tornado_ellie_turned_up": "turned up",
    "tornado_ellie_pile_label": "storm damage · {count} in the pile",
    "tornado_ellie_direction_cw": "clockwise",
    "tornado_ellie_direction_ccw": "counter-clockwise",
    "tornado_ellie_seconds": "{seconds:.1f} s",
    "tornado_ellie_time_up": "Time's up!",
    "tornado_ellie_farm_line": "{points} · {cards}",
    "tornado_ellie_farm_out": "out of the game",
    "tornado_ellie_no_cards": "No cards in hand: you take storm damage when your turn comes.",
    "tornado_ellie_column_title": "The tornado column: {items}",
    "tornado_ellie_items": (
        "{count} item",
        "{count} items",
    ),
    "tornado_ellie_hint_free": "Your turn: start the round with any card (click it).",
    "tornado_ellie_hint_fit": (
        "Your turn: on {card} play {species} or another animal with more than {count}; "
        "you hold one, so you must play."
    ),
    "tornado_ellie_hint_fit_special": (
        "Your turn: on {card} play {species} or another animal with more animals; you must play."
    ),
    "tornado_ellie_hint_single": "Alone in the storm: after your card the pile's top card is turned up.",
    "tornado_ellie_hint_lightning": (
        "A lightning strikes you: answer with a lightning card (any animal) and pass it on."
    ),
    "tornado_ellie_hint_struck": (
        "A lightning strikes you and you hold no lightning card: grab the tornado and drag it round "
        "to your farm, or press R."
    ),
    "tornado_ellie_hint_rotate": (
        "Grab the tornado and drag it round to {name}'s farm, or press an arrow key (Shift: faster)."
    ),
    "tornado_ellie_hint_turn": (
        "Turn the tornado {degrees}°: drag round its centre, or hold → / ← (Shift: faster). Calmly!"
    ),
    "tornado_ellie_hint_bot_turn": "{name} turns the tornado...",
    "tornado_ellie_hint_auto": "Time's up! The tornado finishes the turn by itself.",
    "tornado_ellie_hint_settle": "The fresh piece takes its load: the column settles...",
    "tornado_ellie_hint_falling": "The column is falling!",
    "tornado_ellie_hint_resting": "The column comes to rest...",
    "tornado_ellie_hint_stack": (
        "Storm damage: stack {pieces}. Aim over the column's top and click (← → aim, Enter), "
        "now at {offset:+.2f}."
    ),
    "tornado_ellie_hint_insure": "The insurance pays: take back one lost piece from the supply.",
    "tornado_ellie_log_play": "{name} plays {card}.",
    "tornado_ellie_log_turned_up": "{name} plays {card}, turns up the pile's top card and plays {turned}.",
    "tornado_ellie_log_rotate": "{name} turns the tornado.",
    "tornado_ellie_log_rotate_to": "{name} turns the tornado to {target}'s farm.",
    "tornado_ellie_log_place": "{name} stacks {piece} on the column, {where}.",
    "tornado_ellie_place_middle": "right in the middle",
    "tornado_ellie_place_left": "a little to the left",
    "tornado_ellie_place_far_left": "well to the left",
    "tornado_ellie_place_right": "a little to the right",
    "tornado_ellie_place_far_right": "well to the right",
    "tornado_ellie_log_insure": "{name} takes {piece} back from the insurance.",
    "tornado_ellie_news_lightning": "A lightning strikes {name}!",
    "tornado_ellie_news_damage": "Storm damage for {name}: {pieces}.",
    "tornado_ellie_news_insure": "The insurance pays out.",
    "tornado_ellie_news_insured": "{name} gets {piece} back from the insurance.",
    "tornado_ellie_news_round": "Hands are filled to four; {name} starts the next round.",
    "tornado_ellie_news_over": "The game is over: {reason}.",
    "tornado_ellie_news_single": (
        "{name} is alone in the storm: after their card the pile's top card is turned up."
    ),
    "tornado_ellie_news_reversed_cw": "A cloud: play and the tornado now go clockwise.",
    "tornado_ellie_news_reversed_ccw": "A cloud: play and the tornado now go counter-clockwise.",
    "tornado_ellie_news_uncovered": (
        "{name} cannot cover the storm damage ({pieces}): their farm goes back to the supply."
    ),
    "tornado_ellie_banner_damage": "storm damage: {pieces}",
    "tornado_ellie_banner_insured": "insured: {piece}",
    "tornado_ellie_banner_collapse": "collapse!",
    "tornado_ellie_banner_uncovered": "cannot cover: out",
    "tornado_ellie_banner_then": "{first} {then}",
    "tornado_ellie_panel_round": "Round {round} · {cards} in the pile",
    "tornado_ellie_panel_damage": "Storm damage on top: {pieces}",
    "tornado_ellie_panel_supply": "Supply: {pieces}",
    "tornado_ellie_panel_column": "Column: {items}",
    "tornado_ellie_panel_no_falls": "Dexterity off: nothing falls",
    "tornado_ellie_panel_seat": "{name}: {points} ({house}, {cow}, {tree}), {cards}",
    "tornado_ellie_results_end": "How it ended",
    "tornado_ellie_result_row": "{name}: {points} ({house}, {cow}, {tree}; {sets})",
    "tornado_ellie_points": (
        "1 point",
        "{count} points",
    ),
    "tornado_ellie_result_out": "{name}: could not cover the storm damage, not scored",
    "tornado_ellie_result_reason": "The game ended because {reason}.",
    "tornado_ellie_result_rounds": "{rounds} played; the column ended {height} high.",
    "tornado_ellie_rounds": (
        "1 round",
        "{count} rounds",
    ),
    # the practice column
    "column_title": "Tornado Ellie: the tornado column",
    "column_help": (
        "Grab the tornado and drag it round its centre to the next farm, or hold → / ← (Shift: faster)."
    ),
    "column_keys": (
        "{items} items on the {track}. Press + or − to change the height, {track_key} to switch track,"
        " {new_key} for a new column, Esc to go back."
    ),
    "column_key_track": "T",
    "column_key_new": "R",
    "track_inner": "inner track",
    "track_outer": "outer track",
    "column_ready": "Turn it {turn} degrees to the next farm, calmly: the clock starts when you grab it.",
    "column_turning_left": "{angle:.0f} of {turn} degrees, {seconds:.1f} s left",
    "column_turning": "{angle:.0f} of {turn} degrees",
    "column_players": "Players:",
    "column_players_button": "{count} players",
    "column_farm_yours": "your farm",
    "column_farm_next": "next farm",
    "column_farm_other": "a farm",
    "column_stood": "The column stood. Press {new_key} for a new one.",
    "column_fell": (
        "1 item fell off the column. Press {new_key} for a new one.",
        "{count} items fell off the column. Press {new_key} for a new one.",
    ),
}
