"""Advice: the move the hard computer player would make now, and a one-line reason for it.

The adviser is the game's hardest computer player (:data:`ADVISERS`), made afresh for every
decision with a seed from the game's seed and the move number (:func:`advice_seed`) and a fixed
budget of iterations, never a time limit: the same position gives the same advice on every
machine, and it is exactly the choice that player makes there with that seed and budget. The
window asks on the match's worker thread, so a frame never waits for it.

The reason is read from the seat's own observation (never from what it cannot see) and the
move: a short phrase by message id ("keeps your wild for later"), so it is said in the window's
language. It explains the kind of move, the way a teacher would; it is not the search's score.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.bots import Bot, make_bot
from game.bots.search import SearchBot
from game.core import SEED_MAX, Action, Move, State
from game.messages import Message, Name, register

ADVISERS = {"assano": "hard", "opposites": "hard", "elements": "hard", "tornado_ellie": "steady"}
"""The computer player whose choice is the advice, by game (Tornado Ellie's best is steady)."""
ITERATIONS = {"assano": 900, "opposites": 900}
"""The search budget of the advice (play-outs), where the adviser searches: about half a second
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


def adviser(state: State) -> Bot:
    """The adviser for this moment, with its seed and fixed budget."""
    game_id = state.spec.id
    bot = make_bot(ADVISERS.get(game_id, "random"), game_id, advice_seed(state))
    if isinstance(bot, SearchBot):
        bot.iterations = ITERATIONS.get(game_id, bot.iterations)
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
    action = choice(bot, state)
    move = state.decode(action)
    seat = state.current_player()
    explain = EXPLAIN.get(state.spec.id)
    obs = state.observation(seat)
    said, why = explain(obs, move, state.legal_actions(), state) if explain else (None, None)
    words = Message("advice.line", {"move": said, "reason": why}) if why else Message(
        "advice.line_plain", {"move": said}
    )
    return Advice(action, move, words)


# -- the reasons, game by game ---------------------------------------------------------------------
Explained = tuple[Message | None, Message | None]


def _assano(obs: dict[str, Any], move: Move, legal: list[Action], state: State) -> Explained:
    from game.assano import Challenge, Draw, Keep, Play, TakePenalty

    if isinstance(move, Draw):
        return Message("advice.assano.draw"), Message("advice.assano.nothing_fits")
    if isinstance(move, TakePenalty):
        return Message("advice.assano.take", {"count": obs["penalty"]}), Message("advice.assano.no_answer")
    if isinstance(move, Challenge):
        return Message("advice.assano.challenge"), Message("advice.assano.bluff")
    if isinstance(move, Keep):
        return Message("advice.assano.keep"), Message("advice.assano.keep_drawn")
    assert isinstance(move, Play)
    card = Name("assano.card", move.card)
    if move.colour is not None:
        colour = Name("assano.colour", move.colour)
        said = Message("advice.assano.play_wild", {"card": card, "colour": colour})
    else:
        said = Message("advice.assano.play", {"card": card})
    hand = obs["hand"]
    wild = move.card in ("W", "W4")
    others = [c for c in hand if c != move.card]
    players = len(obs["hand_sizes"])
    next_cards = obs["hand_sizes"][obs["next"]] if 0 <= obs["next"] < players else 99
    rank = move.card[1:]
    if move.call:
        return said, Message("advice.assano.call")
    if len(hand) == 1:
        return said, Message("advice.assano.last_card")
    holds_back = (rank in ("S", "D2", "V") and players > 2) or move.card == "W4"
    if holds_back and next_cards <= 2:
        return said, Message("advice.assano.slows", {"count": next_cards})
    if wild:
        colours = Counter(c[0] for c in others if c not in ("W", "W4"))
        if colours and move.colour and move.colour[0].upper() == colours.most_common(1)[0][0]:
            return said, Message("advice.assano.your_colour")
        return said, Message("advice.assano.only_wild")
    if any(c in ("W", "W4") for c in others):
        return said, Message("advice.assano.keeps_wild")
    points = {c: (20 if c[1:] in ("S", "V", "D2") else int(c[1:])) for c in hand if c not in ("W", "W4")}
    if points and points.get(move.card, 0) == max(points.values()) and len(set(points.values())) > 1:
        return said, Message("advice.assano.highest")
    same = sum(1 for c in others if c[:1] == move.card[:1])
    if same:
        return said, Message("advice.assano.keeps_colour", {"count": same})
    return said, Message("advice.assano.changes_colour")


def _opposites(obs: dict[str, Any], move: Move, legal: list[Action], state: State) -> Explained:
    from game.opposites import Accept, EndTurn, NameSymbol, Place
    from game.opposites import Counter as CounterMove

    if isinstance(move, EndTurn):
        draws = obs["end_draws"]
        if draws:
            said = Message("advice.opposites.end_draw", {"count": draws})
            return said, Message("advice.opposites.nothing_more")
        return Message("advice.opposites.end"), Message("advice.opposites.all_placed")
    if isinstance(move, Accept):
        owed = obs["owed"][obs["seat"]]
        return Message("advice.opposites.accept", {"count": owed}), Message("advice.opposites.no_counter")
    if isinstance(move, CounterMove):
        return Message("advice.opposites.counter", {"pile": move.pile + 1}), Message(
            "advice.opposites.counters"
        )
    if isinstance(move, NameSymbol):
        said = Message("advice.opposites.name", {"symbol": Name("opposites.symbol", move.symbol)})
        return said, Message("advice.opposites.name_for_you")
    assert isinstance(move, Place)
    card = Name("opposites.card", move.card)
    said = Message("advice.opposites.place", {"card": card, "pile": move.pile + 1})
    hand = obs["hand"]
    if move.card == "T":
        return said, Message("advice.opposites.tornado")
    number = move.card[1:]
    if number == "2":
        return said, Message("advice.opposites.two")
    if number == "8":
        return said, Message("advice.opposites.eight")
    same = sum(1 for c in hand if c != move.card and c[1:] == number)
    if same:
        return said, Message("advice.opposites.same_number", {"count": same})
    if len(hand) == 1:
        return said, Message("advice.opposites.last_card")
    return said, Message("advice.opposites.fits")


def _elements(obs: dict[str, Any], move: Move, legal: list[Action], state: State) -> Explained:
    from game.elements import TakeDie

    assert isinstance(move, TakeDie)
    info = obs["dice"][move.die]
    die = Name("elements.die", info["die"])
    if move.row == "none":
        return Message("advice.elements.decline", {"die": die}), Message("advice.elements.no_cross")
    row = Name("elements.row", move.row)
    said = Message("advice.elements.take", {"die": die, "row": row})
    if obs["miss"]:
        return said, Message("advice.elements.miss")
    if move.row == "dark":
        return said, Message("advice.elements.dark")
    others = [o for o in obs["dice"] if o["taken_by"] is None and o is not info and o["face"] == info["face"]]
    if others:
        return said, Message("advice.elements.leaves_same")
    return said, Message("advice.elements.moves_row")


def _tornado(obs: dict[str, Any], move: Move, legal: list[Action], state: State) -> Explained:
    from game.tornado_ellie import FACE_BY_NAME
    from game.tornado_ellie_actions import Insure, PlacePiece, Rotate

    if isinstance(move, Rotate):
        return Message("advice.tornado.rotate"), Message("advice.tornado.rotate_now")
    if isinstance(move, PlacePiece):
        piece = Name("tornado_ellie.piece", move.kind)
        return Message("advice.tornado.place", {"piece": piece}), Message("advice.tornado.keeps_sets")
    if isinstance(move, Insure):
        piece = Name("tornado_ellie.piece", move.kind)
        return Message("advice.tornado.insure", {"piece": piece}), Message("advice.tornado.nearest_set")
    face = FACE_BY_NAME[move.face]
    said = Message("advice.tornado.play", {"card": Name("tornado_ellie.card", move.face)})
    hand = obs["hand"]
    lightnings = sum(FACE_BY_NAME[c].effect == "lightning" for c in hand)
    if obs["duty"] == "lightning" and face.effect == "lightning":
        return said, Message("advice.tornado.answers")
    if face.effect == "lightning":
        return said, Message("advice.tornado.lightning")
    if face.effect == "cloud":
        return said, Message("advice.tornado.cloud")
    if lightnings:
        return said, Message("advice.tornado.keeps_lightning")
    return said, Message("advice.tornado.follows")


EXPLAIN: dict[str, Callable[[dict[str, Any], Move, list[Action], State], Explained]] = {
    "assano": _assano,
    "opposites": _opposites,
    "elements": _elements,
    "tornado_ellie": _tornado,
}


register(
    {
        "advice.line": "Advice: {move}: {reason}.",
        "advice.line_plain": "Advice: {move}.",
        # Assano
        "advice.assano.draw": "draw a card",
        "advice.assano.take": ("take the {count} card", "take the {count} cards"),
        "advice.assano.challenge": "challenge the Wild Draw Four",
        "advice.assano.keep": "keep the card you drew",
        "advice.assano.play": "play the {card}",
        "advice.assano.play_wild": "play the {card} and name {colour}",
        "advice.assano.nothing_fits": "none of your cards fits",
        "advice.assano.no_answer": "nothing in your hand answers it",
        "advice.assano.bluff": "it may well be a bluff",
        "advice.assano.keep_drawn": "it is worth more in your hand",
        "advice.assano.call": "say ASSANO with your second-last card",
        "advice.assano.last_card": "it is your last card",
        "advice.assano.slows": (
            "it holds back the next player, who has only {count} card",
            "it holds back the next player, who has only {count} cards",
        ),
        "advice.assano.your_colour": "it turns the game to the colour you hold most",
        "advice.assano.only_wild": "nothing else fits",
        "advice.assano.keeps_wild": "keeps your wild for later",
        "advice.assano.highest": "gets rid of your highest card",
        "advice.assano.keeps_colour": (
            "you hold {count} more card of that colour",
            "you hold {count} more cards of that colour",
        ),
        "advice.assano.changes_colour": "it changes the colour for the next player",
        # Opposites
        "advice.opposites.end_draw": (
            "end the turn and draw {count} card",
            "end the turn and draw {count} cards",
        ),
        "advice.opposites.end": "end the turn",
        "advice.opposites.nothing_more": "nothing more can be placed",
        "advice.opposites.all_placed": "every pile has had its card",
        "advice.opposites.accept": ("accept and draw {count} card", "accept and draw {count} cards"),
        "advice.opposites.no_counter": "countering would cost more",
        "advice.opposites.counter": "counter with your Tornado on pile {pile}",
        "advice.opposites.counters": "it counters the Tornado: the one who laid it draws",
        "advice.opposites.name": "name {symbol}",
        "advice.opposites.name_for_you": "it suits the cards in your hand",
        "advice.opposites.place": "place the {card} on pile {pile}",
        "advice.opposites.tornado": "a Tornado fits anywhere and makes the next player draw",
        "advice.opposites.two": "the next player must draw for it",
        "advice.opposites.eight": "it gives you an extra turn",
        "advice.opposites.same_number": (
            "{count} more card of that number can follow it",
            "{count} more cards of that number can follow it",
        ),
        "advice.opposites.last_card": "it is your last card",
        "advice.opposites.fits": "it fits the opposite symbol",
        # Elements
        "advice.elements.decline": "take the {die} die without a cross",
        "advice.elements.no_cross": "no cross helps your sheet now",
        "advice.elements.take": "take the {die} die for the {row} row",
        "advice.elements.miss": "no die fits: this miss costs you least",
        "advice.elements.dark": "it moves your dark row on before it freezes",
        "advice.elements.leaves_same": "another die shows the same, so little is given away",
        "advice.elements.moves_row": "of all picks it is worth most to your sheet",
        # Tornado Ellie
        "advice.tornado.rotate": "turn the tornado",
        "advice.tornado.rotate_now": "your card is played: the tornado turns now",
        "advice.tornado.place": "stack a {piece} near the middle of the column",
        "advice.tornado.keeps_sets": "it breaks none of your complete sets",
        "advice.tornado.insure": "take back a {piece}",
        "advice.tornado.nearest_set": "it brings you closest to a complete set",
        "advice.tornado.play": "play {card}",
        "advice.tornado.answers": "it answers the lightning",
        "advice.tornado.lightning": "the next player is unlikely to answer a lightning",
        "advice.tornado.cloud": "the cloud turns the play the other way round",
        "advice.tornado.keeps_lightning": "keeps your lightning for later",
        "advice.tornado.follows": "it leaves you a hand that follows many cards",
    }
)
