"""Setup: who sits where (a person or a computer player of some level, with a name) and every
house rule of the game, built from its option schema with each option's default and description.
The last setup used for each game is remembered in the settings.
"""

from __future__ import annotations

from typing import Any

import pygame_menu
from pygame_menu.locals import INPUT_INT

from game import registry
from game.bots import bot_kinds
from game.core import GameError, Option
from game.match import HUMAN, Seat
from scenes.autoplay import autoplay_kind
from scenes.form import FormScene
from scenes.games import game_name, has_table
from scenes.navigation import To
from scenes.strings import message_words, plural, text
from scenes.theme import GOLD
from scenes.ui.text import readable
from scenes.ui.widgets import add_selector, add_text_input, set_selector_items

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
        return text("setup_title", game=game_name(self.spec.id))

    # -- the form ------------------------------------------------------------------------
    def build(self, menu: pygame_menu.Menu) -> None:
        """Every seat up to the most the game allows is built once; the player count only shows
        or hides them, so changing a control never rebuilds the form."""
        small = readable(15 * self.scale())
        if self.error:
            menu.add.label(self.error, wordwrap=True, font_color=GOLD, font_size=small)
        if not has_table(self.spec.id):
            menu.add.label(
                text("setup_no_table", game=game_name(self.spec.id)),
                wordwrap=True,
                font_color=GOLD,
                font_size=small,
            )
        menu.add.button(text("setup_start"), self.start, button_id="start")
        menu.add.button(text("setup_rules"), self.rules, button_id="rules")
        counts = list(range(self.spec.min_players, self.spec.max_players + 1))
        add_selector(
            menu,
            text("setup_players") + ": ",
            [(str(n), n) for n in counts],
            self.players,
            self.set_players,
            "players",
        )
        kinds = [(text("setup_human"), HUMAN)] + [(text("setup_computer", kind=k), k) for k in self.kinds]
        self.seat_widgets: list[tuple[Any, Any]] = []
        for index, seat in enumerate(self.seats):
            kind = add_selector(
                menu,
                text("setup_seat", n=index + 1) + ": ",
                kinds,
                seat["kind"],
                lambda _item, value, i=index: self.seats[i].update(kind=value),
                f"seat{index}",
            )
            name = add_text_input(
                menu,
                text("setup_name") + ": ",
                seat["name"],
                f"name{index}",
                maxchar=NAME_CHARS,
                onchange=lambda value, i=index: self.seats[i].update(name=value),
            )
            self.seat_widgets.append((kind, name))
        menu.add.vertical_margin(12)
        menu.add.label(text("setup_options"), font_size=int(22 * self.scale()))
        self.seat_options: list[tuple[Option, Any]] = []
        for opt in self.spec.options:
            self.add_option(menu, opt, small)
        menu.add.button(text("setup_start"), self.start, button_id="start2")
        menu.add.button(text("setup_back"), self.back, button_id="back")
        self.show_seats()

    def seat_items(self) -> list[tuple[str, Any]]:
        return [(text("setup_random"), "random")] + [
            (text("setup_seat_n", n=i + 1), i) for i in range(self.players)
        ]

    def add_option(self, menu: pygame_menu.Menu, opt: Option, small: int) -> None:
        value = self.options.get(opt.name, opt.default)
        title = opt.name.replace("_", " ").capitalize() + ": "
        key = f"option:{opt.name}"

        def store(*args: Any, name: str = opt.name) -> None:
            self.options[name] = args[-1]

        if opt.seat:
            widget = add_selector(menu, title, self.seat_items(), value, store, key)
            self.seat_options.append((opt, widget))
        elif isinstance(opt.default, bool):
            menu.add.toggle_switch(
                title,
                bool(value),
                onchange=store,
                toggleswitch_id=key,
                state_text=(text("toggle_off"), text("toggle_on")),
            )
        elif opt.choices is not None:
            add_selector(menu, title, [(str(c), c) for c in opt.choices], value, store, key)
        elif isinstance(opt.default, (int, float)):
            kind = pygame_menu.locals.INPUT_FLOAT if isinstance(opt.default, float) else INPUT_INT
            add_text_input(menu, title, str(value), key, input_type=kind, maxchar=9, onchange=store)
        else:
            add_text_input(menu, title, str(value), key, maxchar=40, onchange=store)
        default = opt.default
        if isinstance(default, bool):
            default = text("setup_on" if default else "setup_off")
        words = text("setup_default", description=message_words(opt.description, {}), default=default)
        menu.add.label(words, wordwrap=True, font_size=small)

    def set_players(self, _item: Any, value: int) -> None:
        self.players = value
        self.show_seats()

    def show_seats(self) -> None:
        """Show the seats in play and hide the rest; a seat option lists only the seats in play."""
        for index, widgets in enumerate(self.seat_widgets):
            for widget in widgets:
                if index < self.players:
                    widget.show()
                else:
                    widget.hide()
        for opt, widget in self.seat_options:
            if self.options.get(opt.name) not in ("random", *range(self.players)):
                self.options[opt.name] = "random"
            set_selector_items(widget, self.seat_items(), self.options[opt.name])

    def on_update(self, dt: float) -> None:
        if self.dirty:  # a refusal shows at the top: rebuild once, outside the widget's own handling
            self.dirty = False
            self.rebuild()

    # -- actions -------------------------------------------------------------------------
    def chosen_seats(self) -> list[Seat]:
        return [
            Seat(seat["kind"], seat["name"].strip()[:NAME_CHARS] or text("setup_seat", n=i + 1))
            for i, seat in enumerate(self.seats[: self.players])
        ]

    def start(self) -> None:
        """Start the chosen game; if this game has one in progress, ask first what to do with it."""
        if not has_table(self.spec.id):
            self.error = text("setup_no_table", game=game_name(self.spec.id))
            self.dirty = True
            return
        saved = self.app.store.load_autosave(self.spec.id)
        if saved is None:
            self.start_anew()
            return
        moves = len(saved.state.history)
        names = ", ".join(seat.name for seat in saved.seats)
        question = plural("in_progress_body", moves, game=game_name(self.spec.id), names=names, moves=moves)
        self.app.open(
            To.CHOICE,
            text("in_progress_title", game=game_name(self.spec.id)),
            question,
            [
                (text("in_progress_resume"), lambda: self.resume(saved)),
                (text("in_progress_new"), self.start_anew),
                (text("in_progress_back"), lambda: None),
            ],
        )

    def resume(self, saved) -> None:
        self.app.go(To.RESUMED_TABLE, saved.state, saved.seats)

    def start_anew(self) -> None:
        """Start the game as set up; a game of this game in progress is given up (the player said so)."""
        options = {k: ("" if v is None else v) for k, v in self.options.items()}
        try:
            options = self.spec.validate_options(options, self.players)
            seats = self.chosen_seats()
            table = self.app.make(To.NEW_TABLE, self.spec.id, seats, options)
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
        given_up = self.app.store.load_autosave(self.spec.id)
        if given_up is not None:  # kept in the history when it was played for a while
            self.app.store.record_history(given_up.state, given_up.seats)
        self.app.store.clear_autosave(self.spec.id)
        self.app.show(table)

    def rules(self) -> None:
        self.app.open(To.RULES, self.spec.id)

    def back(self) -> None:
        self.app.go(To.MENU)
