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
        "options": "{count} house-rule options",
        "bots": "Computer players: {kinds}",
    },
}


def text(key: str, **values: object) -> str:
    """The string ``key`` in the current language, with ``{placeholders}`` filled in."""
    table = STRINGS.get(LANGUAGE, STRINGS["en"])
    return table.get(key, STRINGS["en"][key]).format(**values)
