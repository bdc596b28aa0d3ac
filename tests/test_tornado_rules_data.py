"""Tornado Ellie's card data (assets/tornado_ellie.json, as read in game/tornado_ellie/rules.py)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game.core import FormatError
from game.tornado_ellie.data import DATA_PATH, card_set, load_card_set, parse_card_set
from game.tornado_ellie.rules import SPEC


def test_ninety_cards_76_animals_14_special() -> None:
    """76 animal cards: per species 1,1,1,2,2,2,3,3,3,4,4,5,5,6,6,7,7,8,9; 14 special cards."""
    faces = card_set().faces
    assert len(faces) == 90
    animals = [f for f in faces if f.effect == "animal"]
    assert len(animals) == 76
    for species in ("pig", "sheep", "cow", "hen"):
        counts = sorted(f.count for f in animals if f.species == species)
        assert counts == [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 9]
    special = Counter(f.text for f in faces if f.special)
    assert special == Counter(
        [
            "pig2-lightning",
            "sheep2-lightning",
            "cow2-lightning",
            "hen2-lightning",
            "pig4-lightning",
            "sheep4-lightning",
            "cow4-lightning",
            "sheep2-cloud",
            "cow2-cloud",
            "hen2-cloud",
            "pig2-cloud",
            "hen4-cloud",
            "sheep4-cloud",
            "cow4-cloud",
        ]
    )


def test_backs_45_single_and_45_double_pieces() -> None:
    """Backs: 15 house, 15 cow, 15 tree; 15 each of house+cow, house+tree, cow+tree."""
    backs = Counter(frozenset(b) for b in card_set().backs)
    assert backs == Counter(
        {
            frozenset(k): 15
            for k in ({"house"}, {"cow"}, {"tree"}, {"house", "cow"}, {"house", "tree"}, {"cow", "tree"})
        }
    )


def test_pieces_twelve_of_each_and_three_per_farm() -> None:
    data = card_set()
    assert data.pieces == {"house": 12, "cow": 12, "tree": 12}
    assert data.farm_start == {"house": 3, "cow": 3, "tree": 3} and data.hand_size == 4


def test_backs_are_dealt_to_cards_at_random_by_the_seed() -> None:
    """The backs are dealt to the cards at random per game, fixed by the seed."""
    a, b, c = (SPEC.new_game(2, {"dexterity": "off"}, seed) for seed in (1, 1, 2))
    assert a.backs == b.backs and a.backs != c.backs
    assert Counter(a.backs) == Counter(card_set().backs)


def shipped() -> dict[str, Any]:
    return json.loads(DATA_PATH.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "change, reason",
    [
        (lambda d: d.update(format="other"), "not a Tornado Ellie card file"),
        (
            lambda d: d["special_cards"].append({"effect": "lightning", "species": "duck", "count": 2}),
            "unknown species",
        ),
        (
            lambda d: d["special_cards"].append({"effect": "storm", "species": "pig", "count": 2}),
            "lightning or cloud",
        ),
        (lambda d: d["backs"].pop(), "75 card backs for 90 cards"),
        (lambda d: d["backs"][0].update(pieces=["house", "house"]), "different piece kinds"),
        (lambda d: d["pieces"].update(house=8), "cannot stock 4 farms"),
        (lambda d: d["farm_start"].pop("tree"), "exactly the piece kinds"),
        (lambda d: d.update(hand_size=0), "hand_size"),
        (lambda d: d["animal_counts"].append("9"), "animal_counts"),
        (lambda d: d.pop("species"), "'species' is missing"),
    ],
)
def test_malformed_card_files_are_refused_naming_the_problem(change: Any, reason: str) -> None:
    doc = shipped()
    change(doc)
    with pytest.raises(FormatError, match=reason):
        parse_card_set(doc)


def test_unreadable_card_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(FormatError, match="cannot read"):
        load_card_set(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(FormatError, match="not a JSON document"):
        load_card_set(broken)
