"""Shortcut keys read from the words a person sees: a label "Ziehen [Z]" binds Z, so each
language's own letter is the key (a translator who changes the letter in the brackets changes the
key with it), and the key shown is always the key that works."""

from __future__ import annotations

import re

import pygame

BRACKET = re.compile(r"\[([^\[\]]+)\]\s*$")


def bracket_key(label: str) -> int | None:
    """The key a label names in its closing brackets ("Draw [D]": the D key), None without one or
    for a key pygame does not know by that name."""
    found = BRACKET.search(label)
    if found is None:
        return None
    name = found.group(1).strip().lower()
    try:
        return pygame.key.key_code(name)
    except ValueError:
        return None
