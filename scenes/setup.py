"""Setup: who sits where (a person or a computer player of some level, with a name) and every
house rule of the game, built from its option schema with each option's default and description.
The last setup used for each game is remembered in the settings.
"""

from __future__ import annotations

from typing import Any

import pygame_menu
from pygame_menu.locals import INPUT_INT

from game import lessons, registry
from game.bots import bot_kinds
from game.core import GameError
from game.match import AIDS, HUMAN, Seat
from game.net.seats import REMOTE
from game.options import Option
from scenes import language
from scenes.autoplay import autoplay_kind
from scenes.form import FormScene
from scenes.games import GameName, game_name, has_table
from scenes.navigation import To
from scenes.strings import Later, message_words, plural, text
from scenes.theme import GOLD
from scenes.ui.text import readable
from scenes.ui.widgets import (
    add_button,
    add_help,
    add_selector,
    add_text_input,
    add_toggle,
    join,
    same_width,
    set_selector_items,
)

NAME_CHARS = 16

COMPUTERS = {
    "easy": "setup_computer_easy",
    "medium": "setup_computer_medium",
    "hard": "setup_computer_hard",
    "random": "setup_computer_random",
    "steady": "setup_computer_steady",
    "average": "setup_computer_average",
    "shaky": "setup_computer_shaky",
}
"""Each kind of computer player as setup names it (a kind not listed: ``setup_computer``)."""
OPTION_TITLES = {
    "start_player": "option_start_player",
    "target": "option_target",
    "voluntary_draw": "option_voluntary_draw",
    "may_keep_drawn": "option_may_keep_drawn",
    "two_player_reverse_skips": "option_two_player_reverse_skips",
    "stacking": "option_stacking",
    "challenge_wild_draw_four": "option_challenge_wild_draw_four",
    "must_play": "option_must_play",
    "turn_limit": "option_turn_limit",
    "sheet": "option_sheet",
    "track": "option_track",
    "dexterity": "option_dexterity",
    "rotation_seconds": "option_rotation_seconds",
}
"""Each house rule's name in the form (a game packaged on its own: its name as the game gives it)."""
OPTION_CHOICES = {
    ("must_play", "maximum"): "option_must_play_maximum",
    ("must_play", "while_able"): "option_must_play_while_able",
    ("sheet", "standard"): "option_sheet_standard",
    ("track", "inner"): "option_track_inner",
    ("track", "outer"): "option_track_outer",
    ("dexterity", "physics"): "option_dexterity_physics",
    ("dexterity", "off"): "option_dexterity_off",
}
"""The words of each choice of a house rule with a list of choices."""


def computer_words(kind: str) -> str:
    key = COMPUTERS.get(kind)
    return text(key) if key is not None else text("setup_computer", kind=kind)


def option_words(name: str) -> str:
    """A house rule's name in the window's language."""
    key = OPTION_TITLES.get(name)
    return text(key) if key is not None else name.replace("_", " ").capitalize()


def option_title(opt: Option) -> str:
    """The title of a house rule's control: a switch by its name, any other as a field ("Target:")."""
    words = option_words(opt.name)
    return words if isinstance(opt.default, bool) and not opt.seat else text("setup_field", name=words)


def value_words(opt: Option, value: Any) -> str:
    """A house rule's value as the form says it: a choice's words, on or off, a number the
    language's way, a seat."""
    if opt.seat:
        return text("setup_random") if value == "random" else text("setup_seat_n", n=int(value) + 1)
    if isinstance(value, bool):
        return text("setup_on" if value else "setup_off")
    key = OPTION_CHOICES.get((opt.name, value))
    if key is not None:
        return text(key)
    if isinstance(value, (int, float)):
        return language.number(value, 0 if isinstance(value, int) else 1)
    return str(value)


class SetupScene(FormScene):
    one_column = False  # (the seats one width, the rules' wider cards another: see build)

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.spec = registry.get(game_id)
        self.kinds = bot_kinds(game_id)
        self.error: Later | None = None
        """Why the game could not start, said in the language of the moment."""
        self.dirty = False
        saved = app.settings.last_setup.get(game_id, {})
        self.players = self.clamp_players(saved.get("players", self.spec.default_players))
        names = text("default_names").split(",")
        default_kind = autoplay_kind(game_id)
        self.seats: list[dict[str, str]] = [
            {"kind": HUMAN if i == 0 else default_kind, "name": names[i % len(names)]}
            for i in range(self.spec.max_players)
        ]
        for i, seat in enumerate(saved.get("seats", [])[: self.spec.max_players]):
            if (
                isinstance(seat, dict)
                and seat.get("kind") in (HUMAN, REMOTE, *self.kinds)
                and isinstance(seat.get("name"), str)
            ):
                self.seats[i] = {"kind": seat["kind"], "name": seat["name"][:NAME_CHARS]}
        self.options: dict[str, Any] = {opt.name: opt.default for opt in self.spec.options}
        for name, value in saved.get("options", {}).items():
            if name in self.options:
                self.options[name] = value
        self.aids: dict[str, bool] = dict(AIDS)
        """The table's aids (undo, advice): not house rules, so kept apart from the options."""
        saved_aids = saved.get("aids", {})
        for name, value in saved_aids.items() if isinstance(saved_aids, dict) else ():
            if name in self.aids and isinstance(value, bool):
                self.aids[name] = value

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
            self.paragraph(menu, str(self.error), small, font_color=GOLD)
        if not has_table(self.spec.id):
            self.paragraph(menu, text("setup_no_table", game=game_name(self.spec.id)), small, font_color=GOLD)
        add_button(menu, text("setup_start"), self.start, button_id="start")
        self.add_lesson(menu)
        add_button(menu, text("setup_rules"), self.rules, button_id="rules")
        counts = list(range(self.spec.min_players, self.spec.max_players + 1))
        players = add_selector(
            menu,
            text("setup_players") + " ",
            [(str(n), n) for n in counts],
            self.players,
            self.set_players,
            "players",
        )
        kinds = [(text("setup_human"), HUMAN)] + [(computer_words(k), k) for k in self.kinds]
        kinds.append((text("setup_remote"), REMOTE))
        self.seat_widgets: list[tuple[Any, Any]] = []
        for index, seat in enumerate(self.seats):
            kind = add_selector(
                menu,
                text("setup_seat_label", n=index + 1) + " ",
                kinds,
                seat["kind"],
                lambda _item, value, i=index: self.seats[i].update(kind=value),
                f"seat{index}",
            )
            name = add_text_input(
                menu,
                "  " + text("setup_name") + " ",
                seat["name"],
                f"name{index}",
                maxchar=NAME_CHARS,
                onchange=lambda value, i=index: self.seats[i].update(name=value),
            )
            join(kind, name)  # a seat and its name: one card
            self.seat_widgets.append((kind, name))
        buttons = [w for w in menu.get_widgets() if isinstance(w, pygame_menu.widgets.Button)]
        same_width([*buttons, players, *(widget for seat in self.seat_widgets for widget in seat)])
        menu.add.vertical_margin(12)
        menu.add.label(text("setup_options"), font_size=int(22 * self.scale()))
        self.seat_options: list[tuple[Option, Any]] = []
        self.rule_cards: list[Any] = []
        """Each house rule and aid with its help: one column of cards of one width."""
        for opt in self.spec.options:
            self.add_option(menu, opt, small)
        menu.add.vertical_margin(12)
        menu.add.label(text("setup_aids"), font_size=int(22 * self.scale()))
        for aid in AIDS:
            switch = add_toggle(
                menu,
                text(f"setup_aid_{aid}") + ": ",
                self.aids[aid],
                lambda value, name=aid: self.aids.update({name: bool(value)}),
                f"aid:{aid}",
                (text("toggle_off"), text("toggle_on")),
            )
            self.rule_cards += [
                switch,
                add_help(menu, switch, text(f"setup_aid_{aid}_about"), small, self.help_width()),
            ]
        same_width(self.rule_cards)
        add_button(menu, text("setup_start"), self.start, button_id="start2")
        add_button(menu, text("setup_back"), self.back, button_id="back")
        self.show_seats()

    def add_lesson(self, menu: pygame_menu.Menu) -> None:
        """ "Learn to play" (a guided first game), or going on with it at the step it reached."""
        found = lessons.lesson(self.spec.id)
        if found is None or not has_table(self.spec.id):
            return
        step, done = self.app.store.lesson_step(self.spec.id)
        if step and not done:
            words = text("setup_learn_resume", step=step + 1, steps=len(found.steps))
            add_button(menu, words, self.learn, button_id="learn")
            add_button(menu, text("setup_learn_restart"), self.learn_anew, button_id="learn_anew")
        else:
            add_button(menu, text("setup_learn"), self.learn_anew, button_id="learn")

    def learn(self) -> None:
        self.app.go(To.LESSON, self.spec.id)

    def learn_anew(self) -> None:
        self.app.go(To.LESSON, self.spec.id, restart=True)

    def seat_items(self) -> list[tuple[str, Any]]:
        return [(text("setup_random"), "random")] + [
            (text("setup_seat_n", n=i + 1), i) for i in range(self.players)
        ]

    def add_option(self, menu: pygame_menu.Menu, opt: Option, small: int) -> None:
        value = self.options.get(opt.name, opt.default)
        title = option_title(opt) + " "
        key = f"option:{opt.name}"

        def store(*args: Any, name: str = opt.name) -> None:
            self.options[name] = args[-1]

        if opt.seat:
            widget = add_selector(menu, title, self.seat_items(), value, store, key)
            self.seat_options.append((opt, widget))
        elif isinstance(opt.default, bool):
            widget = add_toggle(menu, title, bool(value), store, key, (text("toggle_off"), text("toggle_on")))
        elif opt.choices is not None:
            choices = [(value_words(opt, c), c) for c in opt.choices]
            widget = add_selector(menu, title, choices, value, store, key)
        elif isinstance(opt.default, (int, float)):
            kind = pygame_menu.locals.INPUT_FLOAT if isinstance(opt.default, float) else INPUT_INT
            widget = add_text_input(menu, title, str(value), key, input_type=kind, maxchar=9, onchange=store)
        else:
            widget = add_text_input(menu, title, str(value), key, maxchar=40, onchange=store)
        default = value_words(opt, opt.default)
        words = text("setup_default", description=message_words(opt.description, {}), default=default)
        self.rule_cards += [widget, add_help(menu, widget, words, small, self.help_width())]

    def help_width(self) -> int:
        """How wide the words under a house rule are wrapped: a card's width, not the whole form's."""
        assert self.menu is not None
        return min(int(460 * self.scale()), self.menu.get_width() - int(120 * self.scale()))

    def set_players(self, _item: Any, value: int) -> None:
        self.players = value
        self.show_seats()

    def show_seats(self) -> None:
        """Show the seats in play and hide the rest; a seat option lists only the seats in play."""
        assert self.menu is not None
        rendering = self.menu._render_enabled
        self.menu.disable_render()  # laid out once for all the seats (widgets.lay_out_once)
        for index, widgets in enumerate(self.seat_widgets):
            for widget in widgets:
                if index < self.players:
                    widget.show()
                else:
                    widget.hide()
        if rendering:
            self.menu.enable_render()
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
            self.error = Later("setup_no_table", game=GameName(self.spec.id))
            self.dirty = True
            return
        if any(seat.kind == REMOTE for seat in self.chosen_seats()):
            self.host()
            return
        saved = self.app.store.load_autosave(self.spec.id)
        if saved is None:
            self.start_anew()
            return
        moves = len(saved.state.history)
        names = language.names([seat.name for seat in saved.seats])
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

    def host(self) -> None:
        """Host the game for the seats on other computers (one person plays at this one)."""
        seats = self.chosen_seats()
        if sum(seat.kind == HUMAN for seat in seats) > 1:
            self.error = Later("setup_one_person_hosts")
            self.dirty = True
            return
        options = {k: ("" if v is None else v) for k, v in self.options.items()}
        try:
            options = self.spec.validate_options(options, self.players)
            hosting = self.app.make(To.HOST, self.spec.id, seats, options, aids=self.aids)
        except GameError as exc:
            self.error = Later("setup_error", reason=Later(exc.code, engine=True, **dict(exc.params)))
            self.dirty = True
            return
        self.remember(seats, options)
        self.app.show(hosting)

    def remember(self, seats: list[Seat], options: dict[str, Any]) -> None:
        """This setup is the game's next one too (kept in the settings)."""
        self.app.settings.last_setup[self.spec.id] = {
            "players": self.players,
            "seats": [seat.to_json() for seat in seats],
            "options": options,
            "aids": dict(self.aids),
        }
        self.app.save_settings()

    def resume(self, saved) -> None:
        self.app.go(To.RESUMED_TABLE, saved.state, saved.seats, saved.aids)

    def start_anew(self) -> None:
        """Start the game as set up; a game of this game in progress is given up (the player said so)."""
        options = {k: ("" if v is None else v) for k, v in self.options.items()}
        try:
            options = self.spec.validate_options(options, self.players)
            seats = self.chosen_seats()
            table = self.app.make(To.NEW_TABLE, self.spec.id, seats, options, aids=dict(self.aids))
        except GameError as exc:
            params = dict(exc.params)
            if isinstance(params.get("option"), str):  # the window names a house rule as its form does
                params["option"] = option_words(params["option"])
            self.error = Later("setup_error", reason=Later(exc.code, engine=True, **params))
            self.dirty = True
            return
        self.remember(seats, options)
        given_up = self.app.store.load_autosave(self.spec.id)
        if given_up is not None:  # kept in the history when it was played for a while
            self.app.store.record_history(given_up.state, given_up.seats)
        self.app.store.clear_autosave(self.spec.id)
        self.app.show(table)

    def rules(self) -> None:
        self.app.open(To.RULES, self.spec.id)

    def back(self) -> None:
        self.app.go(To.MENU)
