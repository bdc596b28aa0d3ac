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

from game.messages import Message, Name, Text, Words, name, render
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
    "menu_learn": "Learn to play [L]",
    "menu_learn_title": "Learn to play",
    "menu_learn_body": "A guided first game: the coach points at the pieces and explains each rule as it "
    "comes up. Which game?",
    "menu_learn_game": "{game}",
    "menu_learn_resume": "{game}: go on (step {step} of {steps})",
    "menu_learn_back": "Back to the menu",
    "menu_practice": "Practice the tornado [P]",
    "menu_settings": "Settings [S]",
    "menu_quit": "Quit [Q]",
    "menu_history": "History [H]",
    "notice_settings_unsaved": "The settings could not be saved: {reason}",
    "history_title": "Games played",
    "history_game": "Game:",
    "history_all_games": "All games",
    "history_player": "Player:",
    "history_empty": "No games yet: every finished game is kept here.",
    "history_none_match": "No game matches.",
    "history_showing": "The newest {shown} of {count} games.",
    "history_row_won": (
        "{date}, {time}: {game} with {names}, won by {winners} after 1 move",
        "{date}, {time}: {game} with {names}, won by {winners} after {count} moves",
    ),
    "history_row_given_up": (
        "{date}, {time}: {game} with {names}, given up after 1 move",
        "{date}, {time}: {game} with {names}, given up after {count} moves",
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
    "stats_player": "Player: {name} ({number} of {count})",
    "stats_no_rate": "-",
    "stats_none": "No finished games with a person yet.",
    "stats_games": "Games: {played}, won: {won} ({rate})",
    "stats_game_line": "{game}: {played} played, {won} won",
    "stats_against": "Against {level} computer players: {won} of {played} won ({rate})",
    "stats_against_easy": "Against easy computer players: {won} of {played} won ({rate})",
    "stats_against_medium": "Against medium computer players: {won} of {played} won ({rate})",
    "stats_against_hard": "Against hard computer players: {won} of {played} won ({rate})",
    "stats_against_random": "Against random computer players: {won} of {played} won ({rate})",
    "stats_against_steady": "Against steady computer players: {won} of {played} won ({rate})",
    "stats_against_average": "Against average computer players: {won} of {played} won ({rate})",
    "stats_against_shaky": "Against shaky computer players: {won} of {played} won ({rate})",
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
    "setup_players": "Players:",
    "setup_seat": "Seat {n}",
    "setup_seat_label": "Seat {n}:",
    "setup_name": "name:",
    "setup_human": "Person",
    "setup_computer": "Computer: {kind}",
    "setup_computer_easy": "Computer: easy",
    "setup_computer_medium": "Computer: medium",
    "setup_computer_hard": "Computer: hard",
    "setup_computer_random": "Computer: random",
    "setup_computer_steady": "Computer: steady",
    "setup_computer_average": "Computer: average",
    "setup_computer_shaky": "Computer: shaky",
    "setup_field": "{name}:",
    "option_start_player": "Start player",
    "option_target": "Target",
    "option_voluntary_draw": "Voluntary draw",
    "option_may_keep_drawn": "May keep drawn",
    "option_two_player_reverse_skips": "Two player reverse skips",
    "option_stacking": "Stacking",
    "option_challenge_wild_draw_four": "Challenge wild draw four",
    "option_must_play": "Must play",
    "option_must_play_maximum": "maximum",
    "option_must_play_while_able": "while able",
    "option_turn_limit": "Turn limit",
    "option_sheet": "Sheet",
    "option_sheet_standard": "standard",
    "option_track": "Track",
    "option_track_inner": "inner",
    "option_track_outer": "outer",
    "option_dexterity": "Dexterity",
    "option_dexterity_physics": "physics",
    "option_dexterity_off": "off",
    "option_rotation_seconds": "Rotation seconds",
    "setup_options": "House rules",
    "setup_aids": "At the table",
    "setup_aid_undo": "Undo",
    "setup_aid_undo_about": "People may take back their own moves within their turn, until a card is drawn, "
    "dice are rolled or the tornado turns. Turn it off for a competitive game.",
    "setup_aid_advice": "Advice",
    "setup_aid_advice_about": "A button shows the move the hard computer player would make, with a reason. "
    "Turn it off for a competitive game.",
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
    # learn to play
    "setup_learn": "Learn to play: a guided first game",
    "setup_learn_resume": "Go on learning (step {step} of {steps})",
    "setup_learn_restart": "Learn to play from the start",
    "lesson_step": "Learn to play: step {step} of {steps}",
    "lesson_watch": "Watch what {name} does.",
    "lesson_leave": "Esc leaves the lesson; it goes on at this step next time.",
    "lesson_resumed": "The lesson goes on at step {step} of {steps}.",
    "lesson_done_title": "Lesson complete",
    "notice_lessons_unreadable": (
        "Where your lessons stood could not be read, so they start afresh; the old file is kept as {name}."
    ),
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
        "No die left fits a row of yours: take the air "
        "die for a miss on the light row."
    ),
    "lesson_elements_arrow": (
        "Now {name} is active and took the first die. Each row's next field shows the colour that "
        "crosses it. Your earth row wants water: take the earth die (it shows water) for the earth "
        "row, and it reaches its arrow."
    ),
    "lesson_elements_arrow_why": (
        "Take the earth die, showing water, for your "
        "earth row: it reaches its arrow."
    ),
    "lesson_elements_freeze": (
        "Fire, water and earth are at their arrows. Cross your air row with the air die (it shows "
        "earth): then all four are, and your dark row freezes. Its last cross counts, and dark "
        "faces are no use to you from then on."
    ),
    "lesson_elements_freeze_why": (
        "Take the air die, showing earth, for your air "
        "row: it freezes your dark row."
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
    "lesson_opposites_extra": (
        "Your extra turn. The sun 8 needs moon or an 8: put your moon 10 on pile 1."
    ),
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
    "lesson_opposites_done": (
        "That is all of Opposites: numbers, symbols, Tornados, 2s and 8s. The first to empty "
        "their hand wins: play on against {name}, or press Esc to leave."
    ),
    # pause and settings
    "pause_title": "Paused",
    "pause_resume": "Resume",
    "pause_rules": "Rules",
    "pause_settings": "Settings",
    "pause_menu": "Quit to the menu (the game is kept)",
    "pause_button": "Pause / menu (Esc)",
    "settings_language": "Language:",
    "settings_title": "Settings",
    "settings_bot_speed": "Computer players' pace:",
    "settings_anim_speed": "Animation speed:",
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
    "shipped_python": "the interpreter inside the executable",
    "shipped_pygame": "the window, drawing and sound",
    "shipped_sdl": "bundled with pygame-ce",
    "shipped_lettering": "pictures and lettering, bundled with pygame-ce",
    "shipped_sound_formats": "sound formats, bundled with pygame-ce",
    "shipped_sound_output": "sound formats and output, bundled with pygame-ce",
    "shipped_forms": "the forms",
    "shipped_clipboard": "pygame-menu's clipboard",
    "shipped_physics": "the Tornado Ellie column's physics",
    "shipped_chipmunk": "pymunk's physics engine",
    "shipped_cffi": "pymunk's bridge to Chipmunk2D",
    "shipped_numpy": "the exact tables of the Elements computer player",
    "shipped_blas": "bundled with NumPy",
    "shipped_platformdirs": "finding the data folder",
    "shipped_tweening": "eased motion",
    "shipped_babel": "the languages: translations, numbers, dates and lists",
    "shipped_cldr": "the languages' number, date and list formats, bundled with Babel",
    "shipped_font_dejavu": "every word on the table",
    "shipped_font_open_sans": "pygame-menu's default lettering",
    "shipped_font_freesans": "pygame's fallback font",
    "licence_gcc_exception": "BSD-3-Clause; GPL 3 with the GCC Runtime Library Exception",
    "licence_font_exception": "GPL 3 with the font exception",
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
    "rules_original_in": "The original rulebook, in {language}",
    "language_da": "Danish",
    "language_de": "German",
    "language_en": "English",
    "rules_back": "Back",
    # table frame
    "log_title": "Moves",
    "log_start": "A new game of {game} begins.",
    "log_resumed": (
        "Resumed after {count} move.",
        "Resumed after {count} moves.",
    ),
    "the_world": "The world",
    "undo_button": "Undo (U)",
    "advice_button": "Advice (?)",
    "advice_thinking": "Advice: the hard computer player is thinking...",
    "undo_done": "Move taken back.",
    "log_undone": "{name} took back a move.",
    "autosave_failed": "The game could not be autosaved: {reason}",
    "handoff_title": "Pass the device to {name}",
    "handoff_body": "{name}: click or press a key when only you can see the screen.",
    "continue_hint": "Click or press a key to go on",
    "waiting_for": "{name} is playing...",
    "waiting_for_person": "{name}'s turn",
    "game_over": "The game is over.",
    "your_hand": "Hand of {name}",
    "your_hand_turn": "Hand of {name} · your turn",
    "your_hand_owes": "Hand of {name} · {count} to draw",
    "your_hand_turn_owes": "Hand of {name} · your turn · {count} to draw",
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
    # Assano (its cards and colours are named by the engine: game/assano.py)
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
    "assano_letter_red": "R",
    "assano_letter_green": "G",
    "assano_letter_blue": "B",
    "assano_letter_yellow": "Y",
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
    "log_assano_draw": "{name} draws {count}.",
    "log_assano_draw_play": "{name} draws {count} and plays {card}.",
    "log_assano_take": (
        "{name} takes {count} penalty card.",
        "{name} takes {count} penalty cards.",
    ),
    "log_assano_challenge": "{name} challenges the wild draw four.",
    "log_assano_keep": "{name} keeps the drawn card.",
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
    "opposites_turn": "Turn {turn} of {limit}",
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
        "Tornados lie against you on piles {piles} and you hold none to counter: accept and draw "
        "{owed} (A).",
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
    "elements_helper_show": "Helper: show picks [H]",
    "elements_helper_hide": "Helper: hide [H]",
    "elements_helper_pick": "{die} showing {face} → {row}",
    "elements_helper_pick_none": "{die} showing {face} → no cross",
    "elements_helper_best": "Best: {pick}, worth {worth} points in the end",
    "elements_helper_row": "{pick}: {worth} ({gap})",
    "elements_helper_wait": "The helper is working out the sheet (a few seconds)...",
    "elements_helper_missing": "The pick helper is not available in this version.",
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
        "Storm damage: stack {pieces}. Aim over the column's top and click (← → aim, Enter), "
        "now at {offset:+.2f}."
    ),
    "tornado_ellie_hint_insure": "The insurance pays: take back one lost piece from the supply.",
    "tornado_ellie_log_play": "{name} plays {card}.",
    "tornado_ellie_log_turned_up": "{name} plays {card}, turns up the pile's top card and plays {turned}.",
    "tornado_ellie_log_rotate": "{name} turns the tornado.",
    "tornado_ellie_log_rotate_to": "{name} turns the tornado to {target}'s farm.",
    "tornado_ellie_log_place": "{name} stacks {piece} on the column (offset {offset:.2f}).",
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


class Later:
    """Words said only when shown, in the language of that moment: a notice kept on the menu, a
    refusal over a form, stay right when the language changes meanwhile. ``str()`` says them;
    a value may itself be a ``Later`` (said in the same language). ``engine=True`` names an engine
    message (:func:`message_words`); ``count`` chooses a plural form."""

    def __init__(self, key: str, count: int | None = None, engine: bool = False, **values: object) -> None:
        self.key, self.count, self.engine, self.values = key, count, engine, values

    @classmethod
    def error(cls, exc: Exception) -> Later | str:
        """Why something failed: an engine error's message, or an operating system's reason."""
        code = getattr(exc, "code", None)
        if isinstance(code, str) and hasattr(exc, "params"):
            return cls(code, engine=True, **exc.params)
        return getattr(exc, "strerror", None) or str(exc)

    def __str__(self) -> str:
        if self.engine:
            return message_words(self.key, self.values)
        if self.count is not None:
            return plural(self.key, self.count, **self.values)
        return text(self.key, **self.values)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __contains__(self, part: str) -> bool:
        return part in str(self)

    def __repr__(self) -> str:
        return f"Later({self.key!r}, {self.values!r})"


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


def name_words(kind: str, code: Any) -> str:
    """A thing a game names (a card, a colour, a die, a row) in the window's language, by the
    game's own namer (``assano.card``, ``R7`` -> "red 7", "rød 7")."""
    return str(name(Name(kind, code), WINDOW_WORDS))


def said(message: Message | str) -> str:
    """A :class:`Message` (or words already said) in the window's language."""
    return message_words(message.id, message.params) if isinstance(message, Message) else message
