"""Each game's table view, found by game id without importing the others (the menu stays light)."""

from __future__ import annotations

import importlib

VIEWS: dict[str, str] = {
    "assano": "scenes.tables.assano:AssanoView",
    "elements": "scenes.tables.elements:ElementsView",
    "opposites": "scenes.tables.opposites:OppositesView",
    "tornado_ellie": "scenes.tables.tornado_ellie:TornadoEllieView",
}


def has_table(game_id: str) -> bool:
    return game_id in VIEWS


def view_class(game_id: str) -> type:
    module, name = VIEWS[game_id].split(":")
    return getattr(importlib.import_module(module), name)
