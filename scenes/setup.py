"""Setup: who sits where (a person or a computer player of some level, with a name) and every
house rule of the game, built from its option schema with each option's default and description.
The last setup used for each game is remembered in the settings.
"""

from __future__ import annotations

from typing import Any

import pygame_menu

from game import registry
from game.bots import bot_kinds
from game.core import GameError, Option
from game.match import HUMAN, Seat
from scenes.strings import text
from scenes.tables import has_table
from scenes.theme import GOLD
from scenes.ui.text import readable
from scenes.ui.widgets import FormScene

NAME_CHARS = 16


class SetupScene(FormScene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.spec = registry.get(game_id)
        self.kinds = bot_kinds(game_id)
        self.error = ""
        self.dirty = False
        saved = app.settings.last_setup.get(game_id, {})
        self.players = self.clamp_players(
            saved.get("players", min(max(2, self.spec.min_players), self.spec.max_players))
        )
        names = text("default_names").split(",")
        from scenes.autoplay import autoplay_kind

        default_kind = autoplay_kind(game_id)
        self.seats: list[dict[str, str]] = [
            {"kind": HUMAN if i == 0 else default_kind, "name": names[i % len(names)]}
            for i in range(self.spec.max_players)
        ]
        for i, seat in enumerate(saved.get("seats", [])[: self.spec.max_players]):
            if (
                isinstance(seat, dict)
                and seat.get("kind") in (HUMAN, *self.kinds)
                and isinstance(seat.get("name"), str)
            ):
                self.seats[i] = {"kind": seat["kind"], "name": seat["name"][:NAME_CHARS]}
        self.options: dict[str, Any] = {opt.name: opt.default for opt in self.spec.options}
        for name, value in saved.get("options", {}).items():
            if name in self.options:
                self.options[name] = value

    def clamp_players(self, value: Any) -> int:
        value = value if isinstance(value, int) else self.spec.min_players
        return max(self.spec.min_players, min(self.spec.max_players, value))

    def menu_title(self) -> str:
        return text("setup_title", game=self.spec.name)

    # -- the form ------------------------------------------------------------------------
    def build(self, menu: pygame_menu.Menu) -> None:
        small = readable(15 * self.scale())
        if self.error:
            menu.add.label(self.error, wordwrap=True, font_color=GOLD, font_size=small)
        if not has_table(self.spec.id):
            menu.add.label(
                text("setup_no_table", game=self.spec.name), wordwrap=True, font_color=GOLD, font_size=small
            )
        menu.add.button(text("setup_start"), self.start)
        menu.add.button(text("setup_rules"), self.rules)
        counts = list(range(self.spec.min_players, self.spec.max_players + 1))
        menu.add.selector(
            text("setup_players") + ": ",
            [(str(n), n) for n in counts],
            default=counts.index(self.players),
            onchange=self.set_players,
        )
        kinds = [(text("setup_human"), HUMAN)] + [(text("setup_computer", kind=k), k) for k in self.kinds]
        values = [k for _, k in kinds]
        for index in range(self.players):
            seat = self.seats[index]
            menu.add.selector(
                text("setup_seat", n=index + 1) + ": ",
                kinds,
                default=values.index(seat["kind"]) if seat["kind"] in values else 0,
                onchange=lambda _item, value, i=index: self.seats[i].update(kind=value),
            )
            menu.add.text_input(
                text("setup_name") + ": ",
                default=seat["name"],
                maxchar=NAME_CHARS,
                onchange=lambda value, i=index: self.seats[i].update(name=value),
            )
        menu.add.vertical_margin(12)
        menu.add.label(text("setup_options"), font_size=int(22 * self.scale()))
        for opt in self.spec.options:
            self.add_option(menu, opt, small)
        menu.add.button(text("setup_start"), self.start)
        menu.add.button(text("setup_back"), self.back)

    def add_option(self, menu: pygame_menu.Menu, opt: Option, small: int) -> None:
        value = self.options.get(opt.name, opt.default)
        title = opt.name.replace("_", " ") + ": "

        def store(*args: Any, name: str = opt.name) -> None:
            self.options[name] = args[-1]

        if opt.seat:
            items = [(text("setup_random"), "random")] + [
                (text("setup_seat_n", n=i + 1), i) for i in range(self.players)
            ]
            values = [v for _, v in items]
            menu.add.selector(
                title, items, default=values.index(value) if value in values else 0, onchange=store
            )
        elif isinstance(opt.default, bool):
            menu.add.toggle_switch(title, bool(value), onchange=store)
        elif opt.choices is not None:
            items = [(str(c), c) for c in opt.choices]
            values = list(opt.choices)
            menu.add.selector(
                title, items, default=values.index(value) if value in values else 0, onchange=store
            )
        elif isinstance(opt.default, int):
            menu.add.text_input(
                title, default=str(value), input_type=pygame_menu.locals.INPUT_INT, maxchar=9, onchange=store
            )
        elif isinstance(opt.default, float):
            menu.add.text_input(
                title,
                default=str(value),
                input_type=pygame_menu.locals.INPUT_FLOAT,
                maxchar=9,
                onchange=store,
            )
        else:
            menu.add.text_input(title, default=str(value), maxchar=40, onchange=store)
        default = opt.default
        if isinstance(default, bool):
            default = text("setup_on" if default else "setup_off")
        words = text("setup_default", description=opt.description, default=default)
        menu.add.label(words, wordwrap=True, font_size=small)

    def set_players(self, _item: Any, value: int) -> None:
        self.players = value
        self.dirty = True

    def on_update(self, dt: float) -> None:
        if self.dirty:  # rebuild outside the widget's own event handling
            self.dirty = False
            self.rebuild()

    # -- actions -------------------------------------------------------------------------
    def chosen_seats(self) -> list[Seat]:
        return [
            Seat(seat["kind"], seat["name"].strip()[:NAME_CHARS] or text("setup_seat", n=i + 1))
            for i, seat in enumerate(self.seats[: self.players])
        ]

    def start(self) -> None:
        from scenes.table import TableScene

        if not has_table(self.spec.id):
            self.error = text("setup_no_table", game=self.spec.name)
            self.dirty = True
            return
        options = {k: ("" if v is None else v) for k, v in self.options.items()}
        try:
            options = self.spec.validate_options(options, self.players)
            seats = self.chosen_seats()
            table = TableScene.new(self.app, self.spec.id, seats, options)
        except GameError as exc:
            self.error = text("setup_error", reason=str(exc))
            self.dirty = True
            return
        self.app.settings.last_setup[self.spec.id] = {
            "players": self.players,
            "seats": [seat.to_json() for seat in seats],
            "options": options,
        }
        self.app.save_settings()
        self.app.show(table)

    def rules(self) -> None:
        from scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.spec.id))

    def back(self) -> None:
        from scenes.menu import MenuScene

        self.app.show(MenuScene(self.app))
