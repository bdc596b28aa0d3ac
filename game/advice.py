"""Advice: the move the hard computer player would make now, and a one-line reason for it.

The adviser is the game's hardest computer player (:data:`ADVISERS`), made afresh for every
decision with a seed from the game's seed and the move number (:func:`advice_seed`) and a fixed
budget of iterations, never a time limit: the same position gives the same advice on every
machine, and it is exactly the choice that player makes there with that seed and budget. The
window asks on the match's worker (a process, :mod:`game.bot_worker`), so a frame never waits
for it.

The reason is read from the seat's own observation (never from what it cannot see) and the
move: a short phrase by message id ("keeps your wild for later"), so it is said in the window's
language. It explains the kind of move, the way a teacher would; it is not the search's score.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import registry
from game.bots import Bot, make_bot
from game.bots.search import SearchBot
from game.core import SEED_MAX, Action, Move, State
from game.messages import Message, register

ITERATIONS = 900
"""The search budget of the advice (play-outs) where the adviser searches: about half a second
on a busy two-core machine (``bench/advice.py``); the computer players' own cap is one second."""


@dataclass(frozen=True)
class Advice:
    """What the adviser would do: the action, its move, and the line to show (the move in words
    and the reason)."""

    action: Action
    move: Move
    words: Message


def advice_seed(state: State) -> int:
    """The adviser's seed at this moment: from the game's seed and the move number."""
    return (state.seed * 7919 + len(state.history) * 104729 + 17) % (SEED_MAX + 1)


def adviser_kind(game_id: str) -> str:
    """The computer player whose choice is the advice: the game's ``hard`` level, else the first
    kind it registers (Tornado Ellie's steady player), else ``random``."""
    kinds = list(registry.bots(game_id))
    return "hard" if "hard" in kinds else (kinds[0] if kinds else "random")


def explainer(game_id: str) -> Callable[[dict[str, Any], Move, list[Action], State], Any] | None:
    """The game's ``explain`` (its module beside the rules, ``game/<game>_advice.py``), or None."""
    try:
        path = registry.entry(game_id).advice
        module = importlib.import_module(path) if path else None
    except ImportError:
        return None
    return getattr(module, "explain", None)


def adviser(state: State) -> Bot:
    """The adviser for this moment, with its seed and fixed budget."""
    game_id = state.spec.id
    bot = make_bot(adviser_kind(game_id), game_id, advice_seed(state))
    if isinstance(bot, SearchBot):
        bot.iterations = ITERATIONS
        bot.seconds = None  # a budget of iterations only: reproducible on every machine
    if hasattr(bot, "wait_for_table"):
        bot.wait_for_table = True  # Elements: the solved table's choice, never medium's meanwhile
    return bot


def choice(bot: Bot, state: State) -> Action:
    """The bot's action for the seat to move (as the match asks a computer player)."""
    if bot.wants_state:
        return bot.choose_from_state(state.copy())
    seat = state.current_player()
    observation = state.observation(seat) if bot.wants_observation else None
    return bot.choose(observation, state.legal_actions())


def advise(state: State, bot: Bot | None = None) -> Advice:
    """The advice for the seat to move now (``bot``: an adviser made already, to cancel it)."""
    bot = bot or adviser(state)
    return explained(state, choice(bot, state))


def explained(state: State, action: Action) -> Advice:
    """The advice of ``action`` for the seat to move: its move and the reason (the adviser's
    choice, made here or in the worker process, :mod:`game.bot_worker`)."""
    move = state.decode(action)
    seat = state.current_player()
    explain = explainer(state.spec.id)
    obs = state.observation(seat)
    said, why = explain(obs, move, state.legal_actions(), state) if explain else (None, None)
    words = Message("advice.line", {"move": said, "reason": why}) if why else Message(
        "advice.line_plain", {"move": said}
    )
    return Advice(action, move, words)


register(
    {
        "advice.line": "Advice: {move}: {reason}.",
        "advice.line_plain": "Advice: {move}.",
    }
)
