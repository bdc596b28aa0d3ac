"""Tornado Ellie's cards and farm pieces: the shipped card set (:mod:`game.tornado_ellie.data`)
as the rules read it, which card suits which, and the names of cards, species and pieces in any
language (a card's ``text``, e.g. ``sheep2-lightning``, is its code in the save format).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.messages import Message, Name, register
from game.tornado_ellie.data import Face, card_set

CARDS = card_set()
FACES: tuple[Face, ...] = CARDS.faces
FACE_TEXTS = tuple(face.text for face in FACES)
FACE_BY_NAME = {face.text: face for face in FACES}
FACE_NAMES = frozenset(FACE_BY_NAME)
KINDS = CARDS.piece_kinds
SPECIES_PLURAL = {"sheep": "sheep"}
"""English plurals that are not the species' name with an 's'."""

SPECIES_WORDS = {
    "pig": Message("tornado_ellie.species.pig"),
    "sheep": Message("tornado_ellie.species.sheep"),
    "cow": Message("tornado_ellie.species.cow"),
    "hen": Message("tornado_ellie.species.hen"),
}
"""The message naming each shipped species (the namer ``tornado_ellie.species``: "a pig card")."""
PIECE_WORDS = {
    "house": Message("tornado_ellie.piece.house"),
    "cow": Message("tornado_ellie.piece.cow"),
    "tree": Message("tornado_ellie.piece.tree"),
}
"""The message naming each farm piece (the namer ``tornado_ellie.piece``)."""


def animals(species: str, count: int) -> str:
    """'1 pig', '3 pigs', '2 sheep'."""
    return str(animals_message(species, count))


def animals_message(species: str, count: int) -> Message | str:
    """So many animals of a species, in any language (a species no message names: in English)."""
    if species == "pig":
        return Message("tornado_ellie.animals.pig", {"count": count})
    if species == "sheep":
        return Message("tornado_ellie.animals.sheep", {"count": count})
    if species == "cow":
        return Message("tornado_ellie.animals.cow", {"count": count})
    if species == "hen":
        return Message("tornado_ellie.animals.hen", {"count": count})
    return f"{count} {species if count == 1 else SPECIES_PLURAL.get(species, species + 's')}"


def card_message(name: str) -> Message | str:
    """A card as it reads, in any language: '3 pigs', '2 sheep with lightning'."""
    face = FACE_BY_NAME.get(name)
    if face is None:
        return name
    words = animals_message(face.species, face.count)
    if not face.special:
        return words
    if face.effect == "lightning":
        return Message("tornado_ellie.card.lightning", {"animals": words})
    if face.effect == "cloud":
        return Message("tornado_ellie.card.cloud", {"animals": words})
    return f"{words} with {face.effect}"


def card_name(name: str) -> str:
    """A card as it reads in English, for messages to people: '3 pigs', '2 sheep with lightning'
    (``name`` is the card's short code of the wire and save format, e.g. ``sheep2-lightning``)."""
    return str(card_message(name))


def named(table: dict[str, Message], code: str) -> Message | str:
    """A word of a table of messages, or the code itself where the table has none."""
    return table.get(code, code)


def suitable(face: Face, top: Face | None) -> bool:
    """Same species, or another species with more animals; a special card only on its species."""
    if top is None:
        return True
    if face.species == top.species:
        return True
    return not face.special and face.count > top.count


def piece_names(kinds: Sequence[str]) -> list[Name]:
    return [Name("tornado_ellie.piece", kind) for kind in kinds]


register(
    {
        # the cards, species and pieces as the rulebook names them
        "tornado_ellie.animals.pig": ("{count} pig", "{count} pigs"),
        "tornado_ellie.animals.sheep": ("{count} sheep", "{count} sheep"),
        "tornado_ellie.animals.cow": ("{count} cow", "{count} cows"),
        "tornado_ellie.animals.hen": ("{count} hen", "{count} hens"),
        "tornado_ellie.card.lightning": "{animals} with lightning",
        "tornado_ellie.card.cloud": "{animals} with a cloud",
        "tornado_ellie.species.pig": "pig",
        "tornado_ellie.species.sheep": "sheep",
        "tornado_ellie.species.cow": "cow",
        "tornado_ellie.species.hen": "hen",
        "tornado_ellie.piece.house": "house",
        "tornado_ellie.piece.cow": "cow",
        "tornado_ellie.piece.tree": "tree",
    },
    {
        "tornado_ellie.card": card_message,
        "tornado_ellie.card_initial": card_message,
        "tornado_ellie.piece": lambda kind: named(PIECE_WORDS, kind),
        "tornado_ellie.species": lambda species: named(SPECIES_WORDS, species),
        "tornado_ellie.animals": lambda code: animals_message(*code),
    },
)
