"""Tornado Ellie's cards and pieces as data (``assets/tornado_ellie.json``;
see :mod:`game.tornado_ellie.rules`).

The rulebook lists no card faces or backs, so the product ships them as a data file that a variant
may replace; this module reads it once and refuses a malformed file with a message that names the
field, so a broken asset never turns into a strange game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.core import FormatError, require, short_repr
from game.messages import register
from game.paths import assets_dir

DATA_PATH = assets_dir() / "tornado_ellie.json"
DATA_FORMAT = "stormtable-tornado-ellie-cards"
EFFECTS = ("animal", "lightning", "cloud")


@dataclass(frozen=True)
class Face:
    """The front of a card: a species, a number of animals and an effect."""

    species: str
    count: int
    effect: str

    @property
    def text(self) -> str:
        """Stable short name: ``pig3``, ``sheep2-lightning``, ``hen4-cloud``."""
        base = f"{self.species}{self.count}"
        return base if self.effect == "animal" else f"{base}-{self.effect}"

    @property
    def special(self) -> bool:
        return self.effect != "animal"


@dataclass(frozen=True)
class CardSet:
    """Everything the rules need from the data file."""

    species: tuple[str, ...]
    faces: tuple[Face, ...]
    """One entry per physical card; a card's id is its index here."""
    backs: tuple[tuple[str, ...], ...]
    """The multiset of storm-damage backs (one per card), dealt to cards at random per game."""
    piece_kinds: tuple[str, ...]
    pieces: dict[str, int]
    farm_start: dict[str, int]
    hand_size: int
    min_players: int
    max_players: int


def _positive_int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise FormatError("tornado_ellie.data_positive", where=where, value=short_repr(value))
    return value


def _count_map(doc: dict[str, Any], key: str, where: str, minimum: int) -> dict[str, int]:
    raw = require(doc, key, dict, where)
    out: dict[str, int] = {}
    for name, value in raw.items():
        if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
            raise FormatError("tornado_ellie.data_count", where=where, field=f"{key}.{name}", minimum=minimum)
        out[name] = value
    return out


def parse_card_set(doc: Any, where: str = "tornado_ellie.json") -> CardSet:
    """Build and check the card set from the parsed JSON document."""
    if require(doc, "format", str, where) != DATA_FORMAT:
        raise FormatError("tornado_ellie.data_format", where=where, value=short_repr(doc["format"]))
    species = require(doc, "species", list, where)
    if not species or not all(isinstance(s, str) and s for s in species) or len(set(species)) != len(species):
        raise FormatError("tornado_ellie.data_species", where=where)
    faces: list[Face] = []
    for value in require(doc, "animal_counts", list, where):
        count = _positive_int(value, f"{where}: animal_counts")
        faces += [Face(s, count, "animal") for s in species]
    for number, entry in enumerate(require(doc, "special_cards", list, where), 1):
        spot = f"{where}: special card {number}"
        effect = require(entry, "effect", str, spot)
        if effect not in EFFECTS[1:]:
            raise FormatError("tornado_ellie.data_effect", where=spot, value=short_repr(effect))
        kind = require(entry, "species", str, spot)
        if kind not in species:
            raise FormatError("tornado_ellie.data_unknown_species", where=spot, value=short_repr(kind))
        faces.append(Face(kind, _positive_int(entry.get("count"), f"{spot}: count"), effect))
    faces.sort(key=lambda f: (species.index(f.species), f.effect != "animal", f.effect, f.count))
    pieces = _count_map(doc, "pieces", where, 1)
    farm_start = _count_map(doc, "farm_start", where, 0)
    if set(farm_start) != set(pieces):
        raise FormatError("tornado_ellie.data_farm_start", where=where, kinds=", ".join(sorted(pieces)))
    backs: list[tuple[str, ...]] = []
    for number, entry in enumerate(require(doc, "backs", list, where), 1):
        spot = f"{where}: back {number}"
        shown = require(entry, "pieces", list, spot)
        if not shown or any(p not in pieces for p in shown) or len(set(shown)) != len(shown):
            raise FormatError("tornado_ellie.data_back_pieces", where=spot)
        backs += [tuple(shown)] * _positive_int(entry.get("cards"), f"{spot}: cards")
    if len(backs) != len(faces):
        raise FormatError("tornado_ellie.data_backs", where=where, backs=len(backs), cards=len(faces))
    low = _positive_int(doc.get("min_players"), f"{where}: min_players")
    high = _positive_int(doc.get("max_players"), f"{where}: max_players")
    for kind, total in pieces.items():
        if farm_start[kind] * high > total:
            raise FormatError("tornado_ellie.data_stock", where=where, total=total, kind=kind, farms=high)
    return CardSet(
        species=tuple(species),
        faces=tuple(faces),
        backs=tuple(backs),
        piece_kinds=tuple(pieces),
        pieces=pieces,
        farm_start=farm_start,
        hand_size=_positive_int(doc.get("hand_size"), f"{where}: hand_size"),
        min_players=low,
        max_players=max(low, high),
    )


def load_card_set(path: Path = DATA_PATH) -> CardSet:
    """Read and check a card file."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise FormatError("tornado_ellie.data_unreadable", path=str(path), reason=reason) from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise FormatError("tornado_ellie.data_not_json", name=path.name, reason=str(exc)) from None
    return parse_card_set(doc, path.name)


@cache
def card_set() -> CardSet:
    """The shipped card set, read once."""
    return load_card_set()


register(
    {
        "tornado_ellie.data_positive": "{where}: expected a whole number of at least 1, got {value}",
        "tornado_ellie.data_count": "{where}: '{field}' must be a whole number of at least {minimum}",
        "tornado_ellie.data_format": "{where}: not a Tornado Ellie card file (format {value})",
        "tornado_ellie.data_species": "{where}: 'species' must be a list of distinct names",
        "tornado_ellie.data_effect": "{where}: the effect must be lightning or cloud, not {value}",
        "tornado_ellie.data_unknown_species": "{where}: unknown species {value}",
        "tornado_ellie.data_farm_start": "{where}: 'farm_start' must name exactly the piece kinds {kinds}",
        "tornado_ellie.data_back_pieces": "{where}: 'pieces' must list one or more different piece kinds",
        "tornado_ellie.data_backs": "{where}: {backs} card backs for {cards} cards",
        "tornado_ellie.data_stock": "{where}: {total} {kind} pieces cannot stock {farms} farms",
        "tornado_ellie.data_unreadable": "cannot read {path}: {reason}",
        "tornado_ellie.data_not_json": "{name} is not a JSON document: {reason}",
    }
)
