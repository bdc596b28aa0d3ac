"""Where every screen lives, by name: screens move between each other here, never by importing.

A screen asks the window for a destination by name (``self.app.go(To.MENU)``,
``self.app.open(To.RULES, game_id)``), as arcade's window swaps views; the window finds the screen
here and imports its module only then. So no screen module imports another (the menu does not load
the table; the pause form does not know the menu), and a new screen is one line in ``SCREENS``.
A game's own screens beyond its table (a practice screen) are its window entry's
(:attr:`scenes.games.TableEntry.screens`), reached by the name they are declared under.

``go`` replaces every screen with the new one, ``open`` puts it on top (an overlay: pause,
settings, a question) and ``make`` only builds it (a caller that still has to decide, like setup
checking the options before it shows the table). A destination may be a class or a class's
factory method (the table is made ``new`` from a setup or ``resumed`` from a save; a resume that
fails makes nothing, and then nothing is shown).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from enum import StrEnum
from typing import Any

from scenes import games


class To(StrEnum):
    """The destinations, with what each takes after the window."""

    MENU = "menu"
    """The games on their cards."""
    SETUP = "setup"
    """``(game_id)``: who plays and the house rules."""
    NEW_TABLE = "new_table"
    """``(game_id, seats, options, seed=None, autosave=True)``: a fresh game at the table."""
    LESSON = "lesson"
    """``(game_id, restart=False)``: the game's guided first game, at the step it reached."""
    RESUMED_TABLE = "resumed_table"
    """``(state, seats)``: a saved game at the table again (None when it cannot be played on)."""
    PAUSE = "pause"
    """``(table)``: resume, rules, settings, or the menu."""
    RESULTS = "results"
    """``(table)``: the winner and the scores; play again."""
    RULES = "rules"
    """``(game_id)``: the rules page."""
    SETTINGS = "settings"
    """The pace, sound and fullscreen form."""
    ABOUT = "about"
    """The version, the data folder, how to report a problem, the licences."""
    CHOICE = "choice"
    """``(title, question, answers)``: a question answered by one of a few buttons."""
    HISTORY = "history"
    """The games played, filtered by game and player."""
    REPLAY = "replay"
    """``(final_state, seats, back=None)``: a game move by move (``back`` names where to return)."""
    STATISTICS = "statistics"
    """Per player name, from the history."""
    HOST = "host"
    """``(game_id, seats, options)``: host a game for other computers; its join code and address."""
    HOST_AGAIN = "host_again"
    """``(save)``: host again an unfinished game this computer hosted (same port, code, seats)."""
    JOIN = "join"
    """The games hosted on the network, an address, the join code: take a seat."""
    REMOTE_TABLE = "remote_table"
    """``(link, session, welcome, hosting=None, heard=None)``: a seat of a hosted game."""


SCREENS: dict[To, str] = {
    To.MENU: "scenes.menu:MenuScene",
    To.SETUP: "scenes.setup:SetupScene",
    To.NEW_TABLE: "scenes.table:TableScene.new",
    To.LESSON: "scenes.table:TableScene.lesson",
    To.RESUMED_TABLE: "scenes.table:TableScene.resume",
    To.PAUSE: "scenes.pause:PauseScene",
    To.RESULTS: "scenes.results:ResultsScene",
    To.RULES: "scenes.rules:RulesScene",
    To.SETTINGS: "scenes.settings:SettingsScene",
    To.ABOUT: "scenes.about:AboutScene",
    To.CHOICE: "scenes.choice:ChoiceScene",
    To.HISTORY: "scenes.history_screen:HistoryScene",
    To.REPLAY: "scenes.replay:ReplayScene",
    To.STATISTICS: "scenes.statistics_screen:StatisticsScene",
    To.HOST: "scenes.host_screen:HostScene",
    To.HOST_AGAIN: "scenes.host_screen:HostScene.again",
    To.JOIN: "scenes.join:JoinScene",
    To.REMOTE_TABLE: "scenes.remote_table:RemoteTableScene",
}
"""Each destination's ``module:Class`` (or ``module:Class.factory``), imported on first use."""


def path(name: To | str) -> str:
    """Where the screen ``name`` lives, ``module:Class`` (or ``module:Class.factory``): a shared
    destination's, else the game's own screen declared under that name."""
    if name in SCREENS:
        return SCREENS[To(name)]
    found = games.screens().get(name)
    if found is None:
        raise KeyError(f"no screen is called {name!r}")
    return found.path


def maker(name: To | str) -> Callable[..., Any]:
    """The class or factory that makes the screen ``name``: called with the window first."""
    module, _, rest = path(name).partition(":")
    found: Any = importlib.import_module(module)
    for part in rest.split("."):
        found = getattr(found, part)
    return found


def is_at(scene: object, name: To | str) -> bool:
    """True when ``scene`` is the screen ``name`` names (read without importing that screen)."""
    module, _, rest = path(name).partition(":")
    kind = type(scene)
    return kind.__module__ == module and kind.__qualname__ == rest.split(".")[0]
