"""Every sentence the engine says, by id: refusals, option errors and descriptions, end reasons.

The engine never builds an English sentence where it decides something: it raises or records a
:class:`Message` (an id and named parameters). This module holds the English text of every id, for
the command line and as the source language of the app's catalogues; a window in another language
renders the same ids from its own catalogue. A parameter the game names (a card, a colour, a
sheet row) is a :class:`Name`, so each language names it in its own words ("blue 2", "blå 2").

Each game registers its texts and namers at import, beside its rules (``register``); the shared
ones are here. A text is a ``str.format`` template with named fields, or a pair (one, other)
chosen by the parameter ``count``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

Text = str | tuple[str, str]


@dataclass(frozen=True)
class Name:
    """Something a game names in a message, in the language's own words: ``kind`` says which
    namer ("assano.card"), ``code`` is the machine value ("B2")."""

    kind: str
    code: Any


@dataclass(frozen=True)
class Message:
    """A sentence by id with named parameters; ``str()`` gives its English."""

    id: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return english(self.id, self.params)


TEXTS: dict[str, Text] = {}
"""English text of every message id."""
NAMERS: dict[str, Callable[[Any], str]] = {}
"""English names of the things games name, by kind."""


def register(texts: Mapping[str, Text], namers: Mapping[str, Callable[[Any], str]] | None = None) -> None:
    """Add a game's texts and namers; an id or kind may be registered once only (two games never
    share an id by accident)."""
    for key in texts:
        if key in TEXTS and TEXTS[key] != texts[key]:
            raise ValueError(f"message id {key!r} is registered twice")
    for kind in namers or {}:
        if kind in NAMERS and NAMERS[kind] is not (namers or {})[kind]:
            raise ValueError(f"namer {kind!r} is registered twice")
    TEXTS.update(texts)
    NAMERS.update(namers or {})


class Words:
    """How a language says a message: this one is English, from the registered texts; the window
    says the same ids from its catalogues by overriding these three."""

    def template(self, message_id: str, english: Text, count: Any) -> str:
        """The template of an id, the plural form chosen by ``count``."""
        if isinstance(english, tuple):
            return english[0] if count == 1 else english[1]
        return english

    def join(self, items: list[str]) -> str:
        """Names in a list: "blue 2, red 7"."""
        return ", ".join(items)

    def value(self, value: Any) -> Any:
        """A plain parameter (a number, a seat's name) as the sentence shows it."""
        return value


ENGLISH = Words()


def render(message_id: str, params: Mapping[str, Any], words: Words = ENGLISH) -> str:
    """The sentence of a message in ``words``' language: names named, the plural chosen by
    ``count``. An id nobody registered shows as itself (tests/test_design.py finds them)."""
    english_text = TEXTS.get(message_id)
    if english_text is None:
        return message_id
    template = words.template(message_id, english_text, params.get("count"))
    return template.format(**{key: name(value, words) for key, value in params.items()})


def english(message_id: str, params: Mapping[str, Any]) -> str:
    """The English sentence of a message (the command line's, and the source of the catalogues)."""
    return render(message_id, params, ENGLISH)


def name(value: Any, words: Words = ENGLISH) -> Any:
    """A parameter as a sentence shows it: a :class:`Name` by its game's namer (which gives words
    or a :class:`Message` to say in the language; a kind ending in ``_initial`` starts with a
    capital), a list of names joined as the language joins them, a :class:`Message` (the reason
    inside a sentence: why a save's action cannot be replayed) on one line, anything else as
    ``words`` shows it."""
    if isinstance(value, Message):
        return one_line(render(value.id, value.params, words))
    if isinstance(value, Name):
        namer = NAMERS.get(value.kind)
        named = namer(value.code) if namer is not None else str(value.code)
        said = str(name(named, words))
        return said[:1].upper() + said[1:] if value.kind.endswith("_initial") else said
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Name) for v in value):
        return words.join([str(name(v, words)) for v in value])
    return words.value(value)


def one_line(message: str, limit: int = 300) -> str:
    """A message inside another cut to one short line (it may quote a huge value from outside)."""
    message = " ".join(message.split())
    return message if len(message) <= limit else message[: limit - 3] + "..."


register(
    {
        # refusals every game shares
        "core.game_over": "The game is over.",
        "core.not_an_action": "{value} is not an action of {game}.",
        "core.not_legal_now": "'{action}' is not legal now (legal: {legal}).",
        # options
        "core.option.start_player": "Seat that starts the game ('random' or a seat number).",
        "core.option_no_seat": "option {option}: seat {value} does not exist with {players} players "
        "(use 'random' or 0..{last})",
        "core.option_type": "option {option}: expected {kind}, got {value}",
        "core.option_choice": "option {option}: {value} is not one of {allowed}",
        "core.option_below": "option {option}: {value} is below the minimum {minimum}",
        "core.option_above": "option {option}: {value} is above the maximum {maximum}",
        "core.option_bool": "option {option}: expected true or false, got {value}",
        "core.option_int": "option {option}: expected a whole number, got {value}",
        "core.option_float": "option {option}: expected a number, got {value}",
        "core.unknown_option": "{game} has no option '{option}' (options: {known})",
        "core.player_count": "{game} is for {minimum} to {maximum} players, not {players}",
        "core.seed_type": "the seed must be a whole number, got {value}",
        "core.seed_range": "the seed must be a whole number from 0 to {maximum}, not {value}",
        "core.seed_range_bits": "the seed must be a whole number from 0 to {maximum}, "
        "not a number of {bits} bits",
        "core.unknown_game": "unknown game '{game}' (games: {known})",
        "core.unknown_bot": "no bot '{kind}' for {game} (bots: {known})",
        # documents
        "core.field_not_object": "{where}: expected an object, got {kind}",
        "core.field_missing": "{where}: the field '{key}' is missing",
        "core.field_type": "{where}: the field '{key}' has the wrong type ({kind})",
    }
)
