"""Shortcut keys read from the words a person sees: a label "Ziehen [Z]" binds Z, so each
language's own letter is the key (a translator who changes the letter in the brackets changes the
key with it), and the key shown is always the key that works."""

from __future__ import annotations

import re

import pygame

BRACKET = re.compile(r"\[([^\[\]]+)\]\s*$")


def key_named(name: str) -> int | None:
    """The key a catalogue names ("F", "Enter"), None for a name pygame does not know."""
    try:
        return pygame.key.key_code(name.strip().lower())
    except ValueError:
        return None


def bracket_key(label: str) -> int | None:
    """The key a label names in its closing brackets ("Draw [D]": the D key), None without one or
    for a key pygame does not know by that name."""
    found = BRACKET.search(label)
    return None if found is None else key_named(found.group(1))
