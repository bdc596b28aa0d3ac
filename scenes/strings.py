"""Every string the window shows, by id, with its English; the catalogues give the other languages.

``STRINGS`` maps an id to its English: one ``str.format`` template with named fields, or a pair
(one, other) that ``plural`` chooses between by count (``ngettext``: each language has its own
plural forms). Babel extracts the table into ``assets/locale/stormtable.pot`` (the ``strings``
extractor of :mod:`scenes.catalogue`), with the id as each message's context; no sentence is built
from pieces, so a translator can reorder every one. The engine's own sentences (refusals, option
descriptions, end reasons) are message ids of :mod:`game.messages`, said here by ``message_words``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.messages import Text, Words, render
from scenes import language

STRINGS: dict[str, Text] = {
    "title": "Stormtable",
    "subtitle": "Four family games on one table",
    "cli_description": "The Stormtable game table",
    "no_display": (
        "stormtable: error: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it "
        "from a desktop session, or set SDL_VIDEODRIVER=dummy to run it headless."
    ),
    "no_screenshot_folder": "stormtable: error: the folder {folder} for --screenshot does not exist",
    "crash_message": ("Stormtable stopped because of an error. Your game is kept; the details are in {log}."),
    "no_table": "the {game} table does not exist yet (tables: {tables})",
    "players": "{low}-{high} players",
    "resume_card": (
        "Resume: 1 move played",
        "Resume: {moves} moves played",
    ),
    "resume_failed": "The saved {game} game could not be played on; it was set aside.",
    "notice_settings_unreadable": (
        "The settings could not be read, so they start afresh; the old file is kept as {name}."
    ),
    "notice_save_set_aside": (
        "The saved {game} game could not be read; it is kept as {name} in the data folder."
    ),
    "notice_legacy_set_aside": (
        "An old saved game could not be read; it is kept as {name} in the data folder."
    ),
    "notice_history_set_aside": (
        "A game of the history could not be read; it is kept as {name} in the data folder.",
        "{count} games of the history could not be read; they are kept aside in the data folder "
        "(the first as {name}).",
    ),
    "in_progress_title": "{game} is in progress",
    "in_progress_body": (
        "A game of {game} with {names} is saved after 1 move. Resume it, or start a new game and lose it?",
        "A game of {game} with {names} is saved after {moves} moves. "
        "Resume it, or start a new game and lose it?",
    ),
    "in_progress_resume": "Resume the saved game",
    "in_progress_new": "Start anew (the saved game is lost)",
    "in_progress_back": "Back to the setup",
    "menu_practice": "Practice the tornado [P]",
    "menu_settings": "Settings [S]",
    "menu_quit": "Quit [Q]",
    "menu_history": "History [H]",
    "history_title": "Games played",
    "history_game": "Game",
    "history_all_games": "All games",
    "history_player": "Player",
    "history_empty": "No games yet: every finished game is kept here.",
    "history_none_match": "No game matches.",
    "history_showing": "The newest {shown} of {count} games.",
    "history_row_won": "{date} · {game} · {names} · won by {winners} · {length}",
    "history_row_given_up": "{date} · {game} · {names} · given up · {length}",
    "history_length": (
        "1 move",
        "{count} moves",
    ),
    "history_statistics": "Statistics",
    "history_back": "Back to the menu",
    "replay_title": "Replay: {game}",
    "replay_move": "Move {step} of {total}",
    "replay_speed": "Moves a second: {speed}",
    "replay_viewing": "Seen by {name}",
    "replay_play": "Play",
    "replay_pause": "Pause",
    "replay_round_back": "Round <",
    "replay_round_forward": "Round >",
    "replay_seat": "View: {name}",
    "replay_leave": "Back",
    "replay_export": "Export",
    "replay_chart": "Chart",
    "replay_chart_hide": "Table",
    "replay_chart_none": "No round has ended yet.",
    "replay_exported": "Saved as {path} and {picture}",
    "replay_export_failed": "Could not export: {reason}",
    "replay_unplayable": "This game no longer replays: {reason}",
    "stats_title": "Statistics",
    "stats_player": "Player",
    "stats_none": "No finished games with a person yet.",
    "stats_games": "Games: {played}, won: {won} ({rate})",
    "stats_game_line": "{game}: {played} played, {won} won",
    "stats_against": "Against {level} computer players: {won} of {played} won ({rate})",
    "stats_points_total": "{game}: {points} match points in all, {mean} a match",
    "stats_score_solo": "{game} alone: best {best}, mean {mean}",
    "stats_score_together": "{game} with others: best {best}, mean {mean}",
    "stats_points_mean": "{game}: {mean} points a game, best {best}",
    "stats_length_mean": "{game}: {mean} turns a game",
    "stats_streaks": "Wins in a row: {current} now, {longest} at most",
    "stats_chart": "Share of wins over the last 10 games",
    "stats_chart_x": "Game",
    "stats_chart_y": "Wins (%)",
    "stats_reset": "Reset the statistics",
    "stats_reset_title": "Reset the statistics?",
    "stats_reset_body": (
        "The statistics will count only games played from now on. The games stay in the history."
    ),
    "stats_reset_yes": "Reset them",
    "stats_reset_no": "Keep them",
    "stats_back": "Back",
    "chart_standings_title": "Standings after each round",
    "chart_round": "Round",
    "chart_points": "Points",
    "chart_rows_title": "Each row's final value",
    "chart_row": "Row",
    "summary_assano": "Shed your hand by matching colour, number or symbol; call ASSANO at one card.",
    "summary_opposites": (
        "Shed your hand on three piles by same number or opposite symbol; Tornados are wild."
    ),
    "summary_elements": ("Roll the element dice, draft one each and cross your rows toward the plus points."),
    "summary_tornado_ellie": (
        "Play a fitting animal card and turn the tornado on, or stack your farm on its column."
    ),
    # setup
    "setup_title": "{game}: new game",
    "setup_players": "Players",
    "setup_seat": "Seat {n}",
    "setup_name": "  name",
    "setup_human": "Person",
    "setup_computer": "Computer: {kind}",
    "setup_options": "House rules",
    "setup_start": "Start the game",
    "setup_rules": "Read the rules",
    "setup_back": "Back to the menu",
    "setup_random": "random",
    "setup_default": "{description} (default: {default})",
    "setup_on": "on",
    "toggle_on": "On",
    "toggle_off": "Off",
    "setup_off": "off",
    "setup_seat_n": "seat {n}",
    "setup_error": "Cannot start: {reason}",
    "setup_no_table": "The {game} table comes in a coming version; its rules page is ready.",
    "default_names": "Anna,Mia,Leo,Ida,Max,Eva,Oskar,Alma,Noah,Liv",
    # pause and settings
    "pause_title": "Paused",
    "pause_resume": "Resume",
    "pause_rules": "Rules",
    "pause_settings": "Settings",
    "pause_menu": "Quit to the menu (the game is kept)",
    "pause_button": "Pause / menu (Esc)",
    "settings_language": "Language",
    "settings_title": "Settings",
    "settings_bot_speed": "Computer players' pace",
    "settings_anim_speed": "Animation speed",
    "settings_volume": "Sound volume",
    "settings_muted": "Mute",
    "settings_fullscreen": "Fullscreen (F11)",
    "settings_about": "About Stormtable",
    "settings_back": "Back",
    "about_title": "About Stormtable",
    "about_version": "Stormtable, version {version}",
    "about_data_heading": "Your data folder",
    "about_data_body": (
        "Games in progress, settings, high scores and the computer players' tables are kept in this "
        "folder (nothing is written beside the program):"
    ),
    "about_open_folder": "Open the data folder",
    "about_open_failed": "The folder could not be opened ({reason}); its path is shown above.",
    "about_problem_heading": "Reporting a problem",
    "about_problem_body": (
        "If Stormtable stops because of an error, it says so and writes the details to this file:"
    ),
    "about_problem_send": (
        "Send that file, with a few words on what you were doing, to whoever gave you Stormtable, "
        "and name the version: {version}."
    ),
    "about_libraries_heading": "What ships with Stormtable",
    "about_fonts_heading": "Fonts",
    "about_shipped": "{name}: {role}. Licence: {licence}.",
    "about_licence_texts": (
        "The licence texts ship with the program: the fonts' in the assets/fonts folder, each "
        "library's beside it in the bundle."
    ),
    "about_back": "Back",
    "speed_instant": "instant",
    "speed_fast": "fast",
    "speed_normal": "normal",
    "speed_slow": "slow",
    "speed_off": "off",
    "rules_title": "Rules: {game}",
    "rules_original": "The original rulebook",
    "rules_back": "Back",
    # table frame
    "log_title": "Moves",
    "log_start": "A new game of {game} begins.",
    "log_resumed": (
        "Resumed after {count} move.",
        "Resumed after {count} moves.",
    ),
    "the_world": "The world",
    "autosave_failed": "The game could not be autosaved: {reason}",
    "handoff_title": "Pass the device to {name}",
    "handoff_body": "{name}: click or press a key when only you can see the screen.",
    "continue_hint": "Click or press a key to go on",
    "waiting_for": "{name} is playing...",
    "waiting_for_person": "{name}'s turn",
    "game_over": "The game is over.",
    "your_hand": "Hand of {name}",
    "your_turn": "your turn",
    "cards": (
        "{count} card",
        "{count} cards",
    ),
    "points": (
        "{count} point",
        "{count} points",
    ),
    "rounds": (
        "{count} round",
        "{count} rounds",
    ),
    "pile_count": "{count} in the pile",
    "direction_cw": "Play goes clockwise ↻",
    "direction_ccw": "Play goes counter-clockwise ↺",
    "cancel": "Cancel",
    # results
    "results_title": "{game}: the result",
    "results_winner": "{names} wins!",
    "results_winners": "{names} share the win!",
    "results_standings": "Standings",
    "results_rounds": "Rounds",
    "results_again": "Play again [Enter]",
    "results_menu": "Back to the menu [Esc]",
    # colours and Assano
    "colour_red": "red",
    "colour_green": "green",
    "colour_blue": "blue",
    "colour_yellow": "yellow",
    "assano_wild": "wild",
    "assano_wild4": "wild draw four",
    "assano_skip": "skip",
    "assano_reverse": "reverse",
    "assano_draw2": "draw two",
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
    "assano_called": "Called!",
    "assano_call_key": "key A",
    "assano_penalty": "+{count} waiting",
    "assano_round": "Round {round}",
    "assano_to": (
        "match to {count} point",
        "match to {count} points",
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
    "log_assano_play": "{name} plays {card}",
    "log_assano_names": " and names {colour}",
    "log_assano_call": " and calls ASSANO!",
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
    "log_assano_match_won": "{name} wins the match.",
    "assano_banner_hit": "+{count}, turn missed",
    "assano_banner_plus": "+{count}",
    "assano_banner_forgot": "forgot ASSANO: +{count}",
    "assano_banner_challenge_won": "challenge won",
    "assano_banner_challenge_lost": "challenge lost",
    "assano_banner_skipped": "skipped",
    "assano_banner_reverse": "reverse",
    "log_assano_draw": "{name} draws {count}",
    "log_assano_and_play": " and plays {card}",
    "log_assano_take": (
        "{name} takes {count} penalty card",
        "{name} takes {count} penalty cards",
    ),
    "log_assano_challenge": "{name} challenges the wild draw four",
    "log_assano_keep": "{name} keeps the drawn card",
    # Opposites
    "opposites_water": "water",
    "opposites_fire": "fire",
    "opposites_sun": "sun",
    "opposites_moon": "moon",
    "opposites_card": "{symbol} {number}",
    "opposites_tornado": "Tornado",
    "opposites_pile": "Pile {n}",
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
    "opposites_turn": "Turn {turn} of {limit}",
    "opposites_turn_near": "Turn {turn} of {limit}: {left} more, then the fewest cards win",
    "opposites_turn_last": "Turn {turn} of {limit}: the last turn, then the fewest cards win",
    "opposites_extra": (
        "{name}: {count} extra turn to come (8s)",
        "{name}: {count} extra turns to come (8s)",
    ),
    "opposites_owes": "draws {count} next turn",
    "opposites_hand_owes": "{count} to draw",
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
        "or accept and draw {count} (A)."
    ),
    "opposites_hint_accept": (
        "A Tornado lies against you on pile {piles} and you hold none to counter: accept and draw "
        "{count} (A)."
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
    "opposites_log_place": "{name} places {card} on pile {pile}",
    "opposites_log_two": " (a 2: {name} draws {count} next turn).",
    "opposites_log_eight": " (an 8: one more turn).",
    "opposites_log_tornado": "{name} lays a Tornado on pile {pile} against {target}.",
    "opposites_log_name": "{name} names the Tornado on pile {pile} {symbol}: {opposite} must follow.",
    "opposites_log_counter": (
        "{name} counters the Tornado on pile {pile} with a Tornado: {layer} draws {count}."
    ),
    "opposites_log_accept": "{name} accepts the Tornado.",
    "opposites_log_end": "{name} ends the turn",
    "opposites_log_end_draws": (
        " and draws {draws} for the untouched pile {piles}.",
        " and draws {draws} for the untouched piles {piles}.",
    ),
    "opposites_log_end_full": " with all three piles used.",
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
    "opposites_panel_owes": ", draws {count}",
    "opposites_results_cards": "Cards left",
    "opposites_result_row": "{name}: {cards}",
    "opposites_results_end": "How it ended",
    "opposites_result_out": "{name} placed the last card on turn {turn}.",
    "opposites_result_limit": (
        "The turn limit ({count} turn) was reached: the fewest cards win.",
        "The turn limit ({count} turns) was reached: the fewest cards win.",
    ),
    # Elements
    "elements_row_fire": "Fire",
    "elements_row_water": "Water",
    "elements_row_earth": "Earth",
    "elements_row_air": "Air",
    "elements_row_dark": "Dark",
    "elements_row_light": "Light",
    "elements_face_fire": "fire",
    "elements_face_water": "water",
    "elements_face_earth": "earth",
    "elements_face_air": "air",
    "elements_face_dark": "dark",
    "elements_face_light": "light",
    "elements_die_fire": "fire die",
    "elements_die_water": "water die",
    "elements_die_earth": "earth die",
    "elements_die_air": "air die",
    "elements_die_grey": "grey die",
    "elements_die": "the {die}",
    "elements_die_shows": "shows {face}",
    "elements_points": "{score} points",
    "elements_start_tag": "start player",
    "elements_picking_tag": "picking",
    "elements_frozen": "frozen",
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
    "elements_log_take": "{name} takes {die} showing {face}: {row} {value}",
    "elements_log_miss": "{name} misses and takes {die} showing {face}: {row} {value}",
    "elements_log_fallback": "{name} takes {die} showing {face}, a fallback cross: {row} {value}",
    "elements_log_none": "{name} takes {die} showing {face} and makes no cross",
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
    "elements_result_full": "  full",
    "elements_result_frozen": "  frozen",
    "elements_result_total": "Total: {points}",
    "elements_highscores_title": "Solo high scores",
    "elements_highscore_row": "{place}. {name}: {score}  ({date}){new}",
    "elements_highscore_new": "  NEW",
    "elements_highscores_empty": "No scores yet.",
    "elements_highscores_unreadable": (
        "The high-score file was unreadable; it was set aside as {name} and a fresh table begun."
    ),
    "elements_highscores_unwritable": "The high score could not be saved: {reason}",
    "elements_helper_show": "Helper: show picks [H]",
    "elements_helper_hide": "Helper: hide [H]",
    "elements_helper_pick": "{die} showing {face} → {row}",
    "elements_helper_none": "no cross",
    "elements_helper_best": "Best: {pick}, worth {worth} points in the end",
    "elements_helper_row": "{pick}: {worth} ({gap})",
    "elements_helper_wait": "The helper is working out the sheet (a few seconds)...",
    "elements_helper_missing": "The pick helper is not available in this version.",
    # Tornado Ellie
    "tornado_ellie_pig_many": "pigs",
    "tornado_ellie_sheep_many": "sheep",
    "tornado_ellie_cow_many": "cows",
    "tornado_ellie_hen_many": "hens",
    "tornado_ellie_with_lightning": "with lightning",
    "tornado_ellie_with_cloud": "with a cloud",
    "tornado_ellie_animals_pig": (
        "{count} pig",
        "{count} pigs",
    ),
    "tornado_ellie_animals_sheep": (
        "{count} sheep",
        "{count} sheep",
    ),
    "tornado_ellie_animals_cow": (
        "{count} cow",
        "{count} cows",
    ),
    "tornado_ellie_animals_hen": (
        "{count} hen",
        "{count} hens",
    ),
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
    "tornado_ellie_and": "and",
    "tornado_ellie_you": "you",
    "tornado_ellie_stood": "The column stood.",
    "tornado_ellie_fell": "The column fell: {items} fell off.",
    "tornado_ellie_points_at": "The tornado points at {name}'s farm.",
    "tornado_ellie_turn_button": "Turn the tornado [R]",
    "tornado_ellie_turn_own": "Turn it to your farm [R]",
    "tornado_ellie_stack_kind": "{piece} [{letter}]",
    "tornado_ellie_place_button": "Place [Enter]",
    "tornado_ellie_insure_button": "Take back {piece}",
    "tornado_ellie_supply": "Supply",
    "tornado_ellie_played": "played: {count}",
    "tornado_ellie_played_empty": "no card yet",
    "tornado_ellie_turned_up": "turned up",
    "tornado_ellie_pile_label": "storm damage · {count} in the pile",
    "tornado_ellie_direction_cw": "clockwise",
    "tornado_ellie_direction_ccw": "counter-clockwise",
    "tornado_ellie_seconds": "{seconds:.1f} s",
    "tornado_ellie_auto_short": "the tornado finishes",
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
    "tornado_ellie_hint_auto": "Time is up: the tornado finishes the turn by itself.",
    "tornado_ellie_hint_settle": "The fresh piece takes its load: the column settles...",
    "tornado_ellie_hint_stack": (
        "Storm damage: stack {pieces}. Aim over the column's top and click (← → aim, Enter), now at {offset}."
    ),
    "tornado_ellie_hint_insure": "The insurance pays: take back one lost piece from the supply.",
    "tornado_ellie_log_play": "{name} plays {card}",
    "tornado_ellie_log_turned_up": ", turns up the pile's top card and plays {card}",
    "tornado_ellie_log_rotate": "{name} turns the tornado.",
    "tornado_ellie_log_rotate_to": "{name} turns the tornado to {target}'s farm.",
    "tornado_ellie_log_place": "{name} stacks {piece} on the column (offset {offset}).",
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
    "column_keys": "{items} items ({track})   +/-: height   T: track   R: new column   Esc: back",
    "track_inner": "inner track",
    "track_outer": "outer track",
    "column_ready": "Turn it {turn} degrees to the next farm, calmly: the clock starts when you grab it.",
    "column_turning": "{angle:.0f} of {turn} degrees, {seconds:.1f} seconds",
    "column_auto": "Time is up: the tornado finishes the turn by itself.",
    "column_settling": "The column settles...",
    "column_players": "Players:",
    "column_players_button": "{count} players",
    "column_farm_yours": "your farm",
    "column_farm_next": "next farm",
    "column_stood": "The column stood. R for a new one.",
    "column_fell": (
        "1 item fell off the column. R for a new one.",
        "{count} items fell off the column. R for a new one.",
    ),
}


def add_strings(strings: Mapping[str, Text]) -> None:
    """Add the words of a game packaged on its own (a test's fixture game); a key may be added
    once only, so a game never replaces another's words."""
    for key, words in strings.items():
        if STRINGS.get(key, words) != words:
            raise ValueError(f"the string {key!r} is added twice")
    STRINGS.update(strings)


class Number:
    """A number in a sentence: formatted as the template asks (``{seconds:.1f}``), written with
    the language's decimal sign."""

    def __init__(self, value: float) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        return language.localize_number(format(self.value, spec))


def _values(values: Mapping[str, object]) -> dict[str, object]:
    return {key: Number(value) if isinstance(value, float) else value for key, value in values.items()}


def text(key: str, **values: object) -> str:
    """The string ``key`` in the window's language, with its ``{fields}`` filled in."""
    english = STRINGS[key]
    if isinstance(english, tuple):
        raise TypeError(f"the string {key!r} has plural forms: use plural()")
    return language.translate(key, english).format(**_values(values))


def plural(key: str, count: int, **values: object) -> str:
    """The form of ``key`` that ``count`` asks for in the window's language (``ngettext``), with
    ``{count}`` and ``values`` filled in."""
    one, other = STRINGS[key]
    return language.translate_plural(key, one, other, count).format(count=count, **_values(values))


class WindowWords(Words):
    """The engine's messages as the window says them: from the language's catalogue."""

    def template(self, message_id: str, english: Text, count: Any) -> str:
        if isinstance(english, tuple):
            return language.translate_plural(
                message_id, english[0], english[1], count if count is not None else 2
            )
        return language.translate(message_id, english)

    def join(self, items: list[str]) -> str:
        return language.names(items)

    def value(self, value: Any) -> Any:
        return Number(value) if isinstance(value, float) else value


WINDOW_WORDS = WindowWords()


def message_words(code: str, params: Mapping[str, Any]) -> str:
    """An engine message (a refusal, an option's description, an end reason) in the window's
    language: the one place the engine's message ids become words."""
    return render(code, params, WINDOW_WORDS)
