"""Every string the window shows, by id, with its English; the catalogues give the other languages.

``STRINGS`` maps an id to its English: one ``str.format`` template with named fields, or a pair
(one, other) that ``plural`` chooses between by count (``ngettext``: each language has its own
plural forms). A game's own words are its package's table (``scenes/tables/<id>/strings.py``),
added here when the game's window side registers (:func:`scenes.games.register`); looking up an id
not known yet imports the shipped games' packages first. Babel extracts every table into
``assets/locale/stormtable.pot`` (the ``texts`` extractor of :mod:`scenes.catalogue`), with the id
as each message's context; no sentence is built from pieces, so a translator can reorder every
one. The engine's own sentences (refusals, option descriptions, end reasons) are message ids of
:mod:`game.messages`, said here by ``message_words``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from game import registry
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
    "menu_settings": "Settings [S]",
    "menu_quit": "Quit [Q]",
    "menu_history": "History [H]",
    "menu_join": "Join a game [J]",
    # -- playing across computers at home (scenes/host_screen.py, join.py, remote_table.py)
    "setup_remote": "On another computer",
    "setup_one_person_hosts": (
        "Only one person can play at the hosting computer: the others join from their own computers."
    ),
    "host_title": "Hosting {game}",
    "host_starting": "Getting the game ready for the other computers...",
    "host_code": "Join code: {code}",
    "host_address": "Address: {url}",
    "host_how": (
        "On each other computer, choose Join a game on the menu, pick this game or type the address, "
        "and enter the join code. The game starts when every seat is filled."
    ),
    "host_seat_here": "Seat {n}: {name}, at this computer",
    "host_seat_computer": "Seat {n}: {name}, a computer player",
    "host_seat_joined": "Seat {n}: {name} has joined",
    "host_seat_waiting": "Seat {n}: waiting for someone to join",
    "host_playing": (
        "The game is being played: 1 move so far.",
        "The game is being played: {moves} moves so far.",
    ),
    "host_over": "The game is over.",
    "host_stop": "Stop hosting [Esc]",
    "host_failed": "The game could not be hosted: {reason}",
    "host_again_note": "Hosted again: whoever had a seat comes back to it by themselves.",
    "host_again_failed": "The hosted game could not be taken up again: {reason}",
    "menu_network_title": "Play across computers",
    "menu_network_body": (
        "A game this computer hosted was left unfinished. Host it again, and the others come back to "
        "their seats; or join a game hosted on another computer."
    ),
    "menu_host_again": ("Host {game} again (1 move played)", "Host {game} again ({moves} moves played)"),
    "menu_join_other": "Join a game on another computer",
    "join_title": "Join a game",
    "join_found": "Games on this network",
    "join_searching": "Looking for games on this network...",
    "join_none": "No game found on this network: type the address the hosting computer shows.",
    "join_game": ("{game} at {url}: 1 seat free", "{game} at {url}: {free} seats free"),
    "join_look": "Look again",
    "join_address": "Address:",
    "join_code": "Join code:",
    "join_name": "Your name:",
    "join_button": "Join",
    "join_back": "Back",
    "join_joining": "Joining...",
    "join_need_address": "Type the address the hosting computer shows (ws://HOST:PORT), or pick a game.",
    "join_refused": "Could not join: {reason}",
    "remote_you": "You play seat {n}: {name}",
    "remote_away": ("{names} is away", "{names} are away"),
    "remote_waiting_away": "Waiting for {name}, who is away",
    "remote_waiting_start": "Waiting for the game to start...",
    "remote_reconnecting": "The connection to the host was lost: taking the seat up again...",
    "remote_lost": "The connection to the host is lost. Join again to come back to your seat.",
    "remote_not_now": "That move is not allowed now.",
    "remote_leave": "Leave the game [Esc]",
    "remote_menu": "Back to the menu",
    "remote_leave_title": "Leave the game?",
    "remote_leave_body": "Your seat is kept: join again with the same address and name to come back to it.",
    "remote_leave_host_body": "This computer hosts the game: leaving stops it for everyone.",
    "remote_leave_yes": "Leave",
    "remote_stay": "Stay",
    "remote_over_title": "The game is over",
    "remote_winners": ("Winner: {names}", "Winners: {names}"),
    "remote_score": "{name}: {score}",
    "notice_settings_unsaved": "The settings could not be saved: {reason}",
    "history_title": "Games played",
    "history_game": "Game:",
    "history_all_games": "All games",
    "history_player": "Player:",
    "history_empty": "No games yet: every finished game is kept here.",
    "history_none_match": "No game matches.",
    "history_showing": "The newest {shown} of {count} games.",
    "history_column_game": "Game",
    "history_column_players": "Players",
    "history_column_result": "Result",
    "history_column_moves": "Moves",
    "history_column_when": "Played",
    "history_won_by": "won by {winners}",
    "history_score": "score {score}",
    "history_given_up": "given up",
    "history_when": "{date}, {time}",
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
    "stats_solo_line": ("{game}: 1 game alone", "{game}: {count} games alone"),
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
    "about_own_heading": "Stormtable's licence",
    "about_own_body": "Stormtable is free software under the MIT licence; its text, in English:",
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
    "about_art_heading": "Pictures",
    "shipped_art_icons": "the animals, pieces, tornado and weather on the cards and the table",
    "shipped_websockets": "playing across computers: the connection between them",
    "shipped_zeroconf": "playing across computers: finding the games hosted at home",
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
    "results_solo": ("{name} scores 1 point", "{name} scores {count} points"),
    "results_standings": "Standings",
    "results_rounds": "Rounds",
    "results_again": "Play again [Enter]",
    "results_menu": "Back to the menu [Esc]",
}


def add_strings(strings: Mapping[str, Text]) -> None:
    """Add a game's words (its table entry's ``strings``); a key may be added once only, so a
    game never replaces another's words."""
    for key, words in strings.items():
        if STRINGS.get(key, words) != words:
            raise ValueError(f"the string {key!r} is added twice")
    STRINGS.update(strings)


def _games_words() -> None:
    """Import every shipped game's window package: each adds its words as it registers, so a
    game's words are found before its table is first asked for (the menu, a lesson)."""
    for game_id in registry.SHIPPED:
        importlib.import_module(f"scenes.tables.{game_id}")


def english(key: str) -> Text:
    """The English of the string ``key`` (one template, or a pair for ``plural``)."""
    if key not in STRINGS:
        _games_words()
    return STRINGS[key]


def every_string() -> Mapping[str, Text]:
    """Every string by id with its English, the shipped games' words included."""
    _games_words()
    return STRINGS


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
    words = english(key)
    if isinstance(words, tuple):
        raise TypeError(f"the string {key!r} has plural forms: use plural()")
    return language.translate(key, words).format(**_values(values))


def plural(key: str, count: int, **values: object) -> str:
    """The form of ``key`` that ``count`` asks for in the window's language (``ngettext``), with
    ``{count}`` and ``values`` filled in."""
    one, other = english(key)
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
