"""Elements's words in the window, by id with their English (as in :mod:`scenes.strings`):
its menu card, its lesson and its table. Registered with its table entry
(:mod:`scenes.tables.elements`); Babel extracts them from here (``babel.cfg``).
"""

from __future__ import annotations

from game.messages import Text

STRINGS: dict[str, Text] = {
    "chart_rows_title": "Each row's final value",
    "chart_row": "Row",
    "summary_elements": ("Roll the element dice, draft one each and cross your rows toward the plus points."),
    "lesson_elements_dark": (
        "You are the active player: you rolled, you take the first die and the last, and {name} "
        "takes the two in between. A dark face crosses your dark row: take the fire die, which "
        "shows dark, for your dark row."
    ),
    "lesson_elements_dark_why": "Take the die showing dark (the fire die) for your dark row first.",
    "lesson_elements_miss": (
        "{name} took two dice. The last, the air die, shows fire, and fire fits the next field of "
        "none of your rows: that is a miss. Take it: the cross goes on your light row."
    ),
    "lesson_elements_miss_why": (
        "No die left fits a row of yours: take the air die for a miss on the light row."
    ),
    "lesson_elements_arrow": (
        "Now {name} is active and took the first die. Each row's next field shows the colour that "
        "crosses it. Your earth row wants water: take the earth die (it shows water) for the earth "
        "row, and it reaches its arrow."
    ),
    "lesson_elements_arrow_why": (
        "Take the earth die, showing water, for your earth row: it reaches its arrow."
    ),
    "lesson_elements_freeze": (
        "Fire, water and earth are at their arrows. Cross your air row with the air die (it shows "
        "earth): then all four are, and your dark row freezes. Its last cross counts, and dark "
        "faces are no use to you from then on."
    ),
    "lesson_elements_freeze_why": (
        "Take the air die, showing earth, for your air row: it freezes your dark row."
    ),
    "lesson_elements_frozen": (
        "You are active again. The earth die shows dark, but your dark row is frozen, so it cannot "
        "help you. Take the water die for your fire row."
    ),
    "lesson_elements_frozen_why": (
        "Take the water die for your fire row: a dark face is no use to a frozen dark row."
    ),
    "lesson_elements_miss_again": (
        "{name} took two dice. The air die is left, showing fire, and it fits nowhere: another miss "
        "on the light row. Take it."
    ),
    "lesson_elements_miss_again_why": "Take the last die, the air die, for a miss on your light row.",
    "lesson_elements_done": (
        "That is Elements: the active player takes the first and the last die, a die that fits "
        "nowhere is a miss, and once every element row reaches its arrow the dark row freezes. The "
        "game ends when six rows are complete over all sheets; the highest total wins."
    ),
    # Elements
    "elements_row_fire": "Fire",
    "elements_row_water": "Water",
    "elements_row_earth": "Earth",
    "elements_row_air": "Air",
    "elements_row_dark": "Dark",
    "elements_row_light": "Light",
    "elements_die_fire": "fire die",
    "elements_die_water": "water die",
    "elements_die_earth": "earth die",
    "elements_die_air": "air die",
    "elements_die_grey": "grey die",
    "elements_the_die_fire": "the fire die",
    "elements_the_die_water": "the water die",
    "elements_the_die_earth": "the earth die",
    "elements_the_die_air": "the air die",
    "elements_the_die_grey": "the grey die",
    "elements_die_key": "{number} · {die}",
    "elements_die_shows": "shows {face}",
    "elements_points": "{score} points",
    "elements_sheet_title": "{name}",
    "elements_sheet_title_start": "{name} · start player",
    "elements_sheet_title_picking": "{name} · picking",
    "elements_sheet_title_start_picking": "{name} · start player · picking",
    "elements_picking_tag": "picking",
    "elements_frozen": "❄ frozen",
    "elements_order_title": "Picks:",
    "elements_rows_progress": "Full rows: {done} of {need}",
    "elements_to_end": "Six rows are full: the round is played to its end ({name} rolls last).",
    "elements_solo_line": "Solo: two dice from each roll; the game ends at three full rows.",
    "elements_reroll": (
        "{count} dark face: rolled again",
        "{count} dark faces: rolled again",
    ),
    "elements_confirm": "Cross {row} row [C]",
    "elements_none_button": "No cross [N]",
    "elements_back_button": "Back [⌫]",
    "elements_hint_waiting": "{name} is picking a die...",
    "elements_hint_rolling": "{name} rolls the dice...",
    "elements_hint_pick": (
        "{name}, your pick: click a die (keys 1-{keys}); the field it crosses lights up on your sheet."
    ),
    "elements_hint_rows": "{name}: {die} fits two rows. Click the row to cross (or its letter key).",
    "elements_hint_miss": (
        "{name}: no die fits your sheet, a miss. Choose any die (keys 1-{keys}), then confirm its cross."
    ),
    "elements_hint_confirm": (
        "{name}: {die} would cross your {row} row. Confirm with C, the lit field or the die again; "
        "Backspace to choose again."
    ),
    "elements_hint_fallback": (
        "{name}: your light row is full. Cross a lit row with {die} (fewest crosses), or no cross (N)."
    ),
    "elements_hint_dark_full": (
        "{name}: your dark row is full, so {die} crosses any element row: click the one you want."
    ),
    "elements_log_take": "{name} takes {die} showing {face}: {row} {value}.",
    "elements_log_miss": "{name} misses and takes {die} showing {face}: {row} {value}.",
    "elements_log_fallback": "{name} takes {die} showing {face}, a fallback cross: {row} {value}.",
    "elements_log_none": "{name} takes {die} showing {face} and makes no cross.",
    "elements_log_row_full": "{name}'s {row} row is full.",
    "elements_log_freezes": "{name}'s dark row freezes at {value}.",
    "elements_log_reroll": (
        "{name} rolls {count} dark face and rolls again.",
        "{name} rolls {count} dark faces and rolls again.",
    ),
    "elements_log_roll": "{name} rolls: {faces}.",
    "elements_log_over": (
        "The game is over: {names} wins.",
        "The game is over: {names} share the win.",
    ),
    "elements_log_over_solo": (
        "The game is over: {name} scores 1 point.",
        "The game is over: {name} scores {count} points.",
    ),
    "elements_pick_number": "pick {number}",
    "elements_banner_miss": "Miss: {row} row",
    "elements_banner_miss_none": "Miss: no cross",
    "elements_banner_full": "{row} row full",
    "elements_banner_frozen": "Dark row frozen",
    "elements_panel_roll": "Roll {round}: {name} rolled",
    "elements_panel_rows": "Full rows: {done} of {need}",
    "elements_panel_score": "{name}: {points}, {rows}",
    "elements_full_rows": (
        "{count} full row",
        "{count} full rows",
    ),
    "elements_panel_solo": "Solo game: your score goes on the high-score table.",
    "elements_end_title": (
        "{count} row is full",
        "{count} rows are full",
    ),
    "elements_end_body": "The round is played to its end: {name} rolls last.",
    "elements_result_heading": "{name}: {score}",
    "elements_result_row": "{row}: {value}   (sum {total})",
    "elements_result_row_full": "{row}: {value}   (sum {total})  full",
    "elements_result_row_frozen": "{row}: {value}   (sum {total})  frozen",
    "elements_result_row_full_frozen": "{row}: {value}   (sum {total})  full  frozen",
    "elements_result_total": "Total: {points}",
    "elements_highscores_title": "Solo high scores",
    "elements_highscore_row": "{place}. {name}: {score}  ({date})",
    "elements_highscore_row_new": "{place}. {name}: {score}  ({date})  NEW",
    "elements_highscores_empty": "No scores yet.",
    "elements_highscores_unreadable": (
        "The high-score file was unreadable; it was set aside as {name} and a fresh table begun."
    ),
    "elements_highscores_unwritable": "The high score could not be saved: {reason}",
    "elements_key_fire": "F",
    "elements_key_water": "W",
    "elements_key_earth": "E",
    "elements_key_air": "A",
    "elements_key_dark": "D",
    "elements_key_light": "L",
    "elements_helper_show": "Helper: show picks [H]",
    "elements_helper_hide": "Helper: hide [H]",
    "elements_helper_pick": "{die} showing {face} → {row}",
    "elements_helper_pick_none": "{die} showing {face} → no cross",
    "elements_helper_best": "Best: {pick}, worth {worth} points in the end",
    "elements_helper_row": "{pick}: {worth} ({gap})",
    "elements_helper_wait": "The helper is working out the sheet (a few seconds)...",
    "elements_helper_missing": "The pick helper is not available in this version.",
}
