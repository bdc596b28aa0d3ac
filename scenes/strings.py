"""Every string the table shows, in one place, so Danish and German can be added beside English."""

from __future__ import annotations

LANGUAGE = "en"

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Stormtable",
        "subtitle": "Four family games on one table",
        "players": "{low}-{high} players",
        "choose": "Choose a game",
        "coming": "The {game} table opens in a coming version.",
        "rules_engine": "Rules and computer players are ready: python -m game simulate {id}",
        "quit_hint": "Esc: back / quit",
        "summary_assano": "Shed your hand by matching colour, number or symbol; call ASSANO at one card.",
        "summary_opposites": (
            "Shed your hand on three piles by same number or opposite symbol; Tornados are wild."
        ),
        "summary_elements": (
            "Roll the element dice, draft one each and cross your rows toward the plus points."
        ),
        "summary_tornado_ellie": (
            "Play a fitting animal card and turn the tornado on, or stack your farm on its column."
        ),
        "options": "{count} house-rule options",
        "bots": "Computer players: {kinds}",
        "try_column": "Click again to try the tornado column.",
        "column_title": "Tornado Ellie: the tornado column",
        "column_help": "Drag with the mouse to the right to turn the tornado to the next farm.",
        "column_keys": "{items} items ({track})   Up/Down: height   T: track   R: new column   Esc: back",
        "track_inner": "inner track",
        "track_outer": "outer track",
        "column_ready": "Turn it {turn} degrees, calmly.",
        "column_turning": "{angle:.0f} degrees, {seconds:.1f} of {limit:.0f} seconds",
        "column_auto": "Time is up: the tornado finishes the turn by itself.",
        "column_settling": "The column settles...",
        "column_stood": "The column stood. R for a new one.",
        "column_fell": "{count} items fell off the column. R for a new one.",
    },
}


def text(key: str, **values: object) -> str:
    """The string ``key`` in the current language, with ``{placeholders}`` filled in."""
    table = STRINGS.get(LANGUAGE, STRINGS["en"])
    return table.get(key, STRINGS["en"][key]).format(**values)
