"""Opposites, the elements card game (the rulebook: ``seeds/opposites.da.txt``).

How the product reads the rulebook where it is silent or unclear (this list is the reference):

* 60 cards: water, fire, sun and moon, each numbered 1-13, and 8 Tornados; 2-4 players, seven cards
  each, three face-up base piles. Water and fire are opposites, and so are sun and moon.
* A card goes on a pile whose top card has the same number or the opposite symbol; a Tornado on
  any pile. A card that fits both ways puts the pile in number mode.
* One mode per pile per turn: any number of cards of the pile's number, or exactly one card of the
  opposite symbol, or exactly one Tornado; never a mix.
* As many cards as possible: a turn must place the most cards the hand allows on the piles as they
  stood at the start of the turn; a placement that makes that most unreachable is refused with a
  message. Option ``must_play``: ``maximum`` (default) or ``while_able`` (place while any
  placement is legal, in any order).
* At the end of a turn the player draws one card for each pile they placed nothing on.
* A Tornado's player (or, for a Tornado base card, the first player) names its symbol; the next
  card on it must be the opposite (or a Tornado). The left neighbour draws two at the start of
  their next turn per Tornado, unless their first act is a Tornado on it: then the first player
  draws four, the counterer names the new symbol and nobody else draws two.
* Each 2 makes the left neighbour draw two at the start of their next turn; a 2 they lay on the
  same pile makes their own neighbour draw four, then six, and so on until a player lays no 2
  there. Each 8 gives an extra turn right after the current one (its draws first).
* An empty draw pile is rebuilt from the cards under the three top cards; with still nothing to
  draw, the draw is skipped.
* The first player with an empty hand wins at once. Option ``turn_limit`` (default 400 turns):
  then the fewest cards win, ties share.

The mechanics:

Cards are small ints (``symbol * 16 + number``, the Tornado 64) and actions are ints, so legal
lists, validation and copies stay cheap. A turn is a sequence of placements ended by ``end``;
naming a Tornado's symbol and countering a Tornado are decisions of their own. The "as many cards
as possible" search lives in :mod:`game.opposites_plan`, remembered for recent positions (a
search meets its own player's positions again in every sample); a search's play-out
(:meth:`OppositesState.playout`) picks a whole random maximal turn at once.

What happened is recorded as events (:mod:`game.events`, :mod:`game.opposites_events`): every
draw with its reason (the cards private to the drawer), a rebuilt draw pile, a 2's and an 8's
effect, a Tornado laid and named, a counter, the 2s owed onward, an extra turn, the end. What the
rules make things cost (a 2 here now, a Tornado, a counter, ending the turn) is in the observation,
so neither a table nor a bot works it out again. Play-outs record nothing.

Further readings, each chosen to keep a step well defined:

* The counter decision is offered whenever a Tornado laid against the seat still lies on top of
  its pile, whether or not the seat holds a Tornado; without one, accepting is the only choice.
  Otherwise the public phase (and the table's "X is deciding") would tell everybody that the
  seat holds a Tornado. A covered Tornado cannot be countered, so it opens no decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core import (
    START_PLAYER,
    TERMINAL,
    Action,
    FormatError,
    GameSpec,
    Move,
    Option,
    Policy,
    Result,
    State,
    Termination,
    pick_start_player,
    playout_choice,
    redeal_hidden,
)
from game.events import Drew, DrewCards, ExtraTurn, GameOver, PileRebuilt
from game.messages import Message, Name, register
from game.opposites_events import Countered, EightLaid, Owed, TornadoLaid, TornadoNamed, TwoLaid
from game.opposites_plan import (
    CLOSED,
    NUMBER,
    OPEN,
    TORNADO,
    Analysis,
    analyse,
    maximal_placements,
    mode_after,
    placements,
    random_turn,
)

SYMBOLS = ("water", "fire", "sun", "moon")
SYMBOL_LETTERS = "WFSM"
WATER, FIRE, SUN, MOON = range(4)
PILES = 3
HAND_SIZE = 7
TORNADOS = 8
TWO_DRAWS = 2
"""Cards the left neighbour draws per 2 of a run of 2s on one pile (2, then 4, 6, ...)."""
TORNADO_DRAWS = 2
"""Cards the left neighbour draws per Tornado laid against them (unless they counter)."""
COUNTER_DRAWS = 4
"""Cards a countered Tornado's layer draws."""

# Actions: PLACE card on pile is ``card * 4 + pile``; the others sit above every placement.
NAME_BASE = 512  # + pile * 4 + symbol
COUNTER_BASE = 600  # + pile
END, ACCEPT = 700, 701
WORDS = {END: "end", ACCEPT: "accept"}

# Phases: what kind of decision the current seat faces.
NAMING, COUNTERING, PLACING, OVER = "name", "counter", "place", "over"
# After the naming: where the game goes on.
AFTER_START, AFTER_COUNTER, AFTER_PLACE = "start", "counter", "place"

MODE_NAMES = {OPEN: "open", NUMBER: "number", CLOSED: "closed"}
TERMINATIONS = {"empty hand": Termination.EMPTY_HAND, "turn limit": Termination.TURN_LIMIT}
"""``Result.termination`` by the (saved, English) ``ended_by`` of the result's detail."""


def opposite(symbol: int) -> int:
    """Water <-> fire, sun <-> moon."""
    return symbol ^ 1


OPPOSITE_OF = {SYMBOLS[s]: SYMBOLS[opposite(s)] for s in range(4)}
"""The symbol that must follow each symbol, by name (what a named Tornado asks for next)."""


def full_deck() -> list[int]:
    """The 60 cards: the four symbols with numbers 1..13, and 8 Tornados."""
    return [s * 16 + n for s in range(4) for n in range(1, 14)] + [TORNADO] * TORNADOS


def card_text(card: int) -> str:
    return "T" if card == TORNADO else f"{SYMBOL_LETTERS[card >> 4]}{card & 15}"


def card_name(card: int) -> str:
    """A card as it reads, for messages to people: 'fire 5', 'Tornado' (``card_text`` is the short
    code of the wire and save format)."""
    return "Tornado" if card == TORNADO else f"{SYMBOLS[card >> 4]} {card & 15}"


def card_name_first(code: str) -> str:
    """A card's name as the first word of a sentence: 'Fire 5' (the namer "opposites.card_first")."""
    words = card_name(CARD_BY_TEXT[code])
    return words[:1].upper() + words[1:]


def card_param(code: int) -> Name:
    """A card as a message parameter: each language names it in its own words."""
    return Name("opposites.card", card_text(code))


CARD_BY_TEXT = {card_text(c): c for c in set(full_deck())}


def parse_card(text: str) -> int:
    card = CARD_BY_TEXT.get(text.upper())
    if card is None:
        raise FormatError("opposites.bad_card", text=text)
    return card


def place_action(card: int, pile: int) -> int:
    return card * 4 + pile


def name_action(pile: int, symbol: int) -> int:
    return NAME_BASE + pile * 4 + symbol


def counter_action(pile: int) -> int:
    return COUNTER_BASE + pile


@dataclass(frozen=True)
class Place(Move):
    """Place ``card`` (its code, "F5" or "T") on base pile ``pile`` (0-2)."""

    card: str
    pile: int


@dataclass(frozen=True)
class NameSymbol(Move):
    """Name the symbol a Tornado on ``pile`` stands for."""

    pile: int
    symbol: str


@dataclass(frozen=True)
class Counter(Move):
    """Counter the card just laid on ``pile`` with its opposite."""

    pile: int


@dataclass(frozen=True)
class EndTurn(Move):
    """End the turn (after at least one card, or drawing when nothing fits)."""


@dataclass(frozen=True)
class Accept(Move):
    """Accept what the last card costs (take the cards it makes this player draw)."""


WORD_MOVES: dict[int, Move] = {END: EndTurn(), ACCEPT: Accept()}


class OppositesState(State):
    """A game of Opposites: first empty hand wins (or fewest cards at the turn limit)."""

    def __init__(self, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(players, options, seed)
        self.maximum = options["must_play"] == "maximum"
        self.turn_limit: int = options["turn_limit"]
        rng = self.rng()
        self.seat = pick_start_player(self)
        deck = full_deck()
        rng.shuffle(deck)
        self.hands = [deck[HAND_SIZE * p : HAND_SIZE * (p + 1)] for p in range(players)]
        del deck[: HAND_SIZE * players]
        self.piles = [[deck.pop()] for _ in range(PILES)]
        self.deck = deck
        self.named = [-1] * PILES  # the symbol a Tornado on top represents
        self.turns = 0
        self.modes = [OPEN] * PILES
        self.placed = [0] * PILES  # cards placed on each pile this turn
        self.twos = [0] * PILES  # 2s placed on each pile this turn
        self.runs = [0] * PILES  # 2s laid on each pile during its current run of 2s
        self.owed = [0] * players  # cards owed for 2s, drawn at the start of the seat's turn
        # Tornados laid and not yet resolved: (pile, layer, target, still on top of its pile).
        self.tornados: list[tuple[int, int, int, bool]] = []
        self.extra = 0  # extra turns (8s) still due to the current seat
        self.to_name = [p for p in range(PILES) if self.piles[p][-1] == TORNADO]
        self.after = AFTER_START
        # Per seat, the piles it drew for at the end of its last turn: (pile, number, symbol needed).
        self.drew_for: list[list[tuple[int, int, int]]] = [[] for _ in range(players)]
        self.winner = -1
        self.ended_by = ""
        self.phase = NAMING
        if not self.to_name:
            self._begin_turn(self.seat)

    def _copy_fields(self, other: State) -> None:
        assert isinstance(other, OppositesState)
        other.hands = [h.copy() for h in self.hands]
        other.piles = [p.copy() for p in self.piles]
        other.deck = self.deck.copy()
        other.named = self.named.copy()
        other.modes = self.modes.copy()
        other.placed = self.placed.copy()
        other.twos = self.twos.copy()
        other.runs = self.runs.copy()
        other.owed = self.owed.copy()
        other.tornados = self.tornados.copy()
        other.to_name = self.to_name.copy()
        other.drew_for = self.drew_for.copy()  # its entries are replaced, never changed

    # -- queries -------------------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.phase is OVER else self.seat

    def is_over(self) -> bool:
        return self.phase is OVER

    def next_seat(self) -> int:
        """The left neighbour: play passes clockwise."""
        return (self.seat + 1) % self.players

    def top_number(self, pile: int) -> int:
        """The number of a pile's top card; 0 for a Tornado (it has none)."""
        top = self.piles[pile][-1]
        return 0 if top == TORNADO else top & 15

    def top_symbol(self, pile: int) -> int:
        """The symbol a pile's top shows or, for a Tornado, represents (-1 while unnamed)."""
        top = self.piles[pile][-1]
        return self.named[pile] if top == TORNADO else top >> 4

    def fits(self, card: int, pile: int) -> bool:
        """The rule for one card on one pile this turn, ignoring the "as many as possible" rule."""
        return mode_after(card, self.top_number(pile), self._need(pile), self.modes[pile]) >= 0

    def _need(self, pile: int) -> int:
        """The symbol a symbol-mode card must show on this pile: the opposite of its top's."""
        return opposite(self.top_symbol(pile))

    def analysis(self) -> Analysis:
        """The placement search for the current hand and piles (remembered by :func:`analyse`)."""
        numbers, needs = self._tops()
        return analyse(self.hands[self.seat], numbers, needs, self.modes)

    def _tops(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Each pile's top number and the symbol a symbol-mode card must show on it (inlined
        :meth:`top_number` and :meth:`_need`: this runs at every decision of a search)."""
        a, b, c = self.piles[0][-1], self.piles[1][-1], self.piles[2][-1]
        if a != TORNADO and b != TORNADO and c != TORNADO:
            return (a & 15, b & 15, c & 15), ((a >> 4) ^ 1, (b >> 4) ^ 1, (c >> 4) ^ 1)
        named = self.named
        return (
            tuple(0 if top == TORNADO else top & 15 for top in (a, b, c)),
            tuple(named[p] ^ 1 if top == TORNADO else (top >> 4) ^ 1 for p, top in enumerate((a, b, c))),
        )

    def placeable(self) -> int:
        """The most cards the current seat can still place this turn."""
        return self.analysis().best

    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase is PLACING:
            return self._placements() or [END]
        if phase is NAMING:
            base = NAME_BASE + self.to_name[0] * 4
            return [base, base + 1, base + 2, base + 3]
        if phase is COUNTERING:
            if TORNADO not in self.hands[self.seat]:
                return [ACCEPT]
            return [counter_action(p) for p in self._against()] + [ACCEPT]
        return []

    def _placements(self) -> list[int]:
        numbers, needs = self._tops()
        hand = self.hands[self.seat]
        if not self.maximum:
            return placements(hand, numbers, needs, self.modes, None)
        return maximal_placements(hand, numbers, needs, self.modes)

    def _against(self) -> list[int]:
        """Piles where a Tornado laid against the current seat still lies on top: the counter
        decision is open (whether or not the seat holds a Tornado to counter with). A pile has
        one top, so no pile comes twice."""
        seat = self.seat
        piles = [p for p, _, target, on_top in self.tornados if target == seat and on_top]
        return sorted(piles) if len(piles) > 1 else piles

    def explain_illegal(self, action: Action) -> Message:
        if not isinstance(action, int) or isinstance(action, bool) or action < 0 or action > ACCEPT:
            return Message("opposites.not_an_action", {"value": repr(action)})
        if self.phase is NAMING:
            return Message("opposites.name_first", {"pile": self.to_name[0] + 1})
        if self.phase is COUNTERING:
            if COUNTER_BASE <= action < END and TORNADO not in self.hands[self.seat]:
                return Message("opposites.no_tornado_to_counter", {})
            return Message("opposites.facing_tornado", {})
        if action == END:
            if self.maximum:
                return Message("opposites.keep_placing_more", {"count": self.placeable()})
            return Message("opposites.keep_placing", {})
        if action == ACCEPT:
            return Message("opposites.nothing_to_accept", {})
        if action >= COUNTER_BASE:
            return Message("opposites.nothing_to_counter", {})
        if action >= NAME_BASE:
            return Message("opposites.nothing_to_name", {})
        code, pile = divmod(action, 4)
        if code not in CARD_BY_TEXT.values() or pile >= PILES:
            return Message("opposites.not_an_action", {"value": repr(action)})
        if code not in self.hands[self.seat]:
            return Message("opposites.not_held", {"card": card_param(code)})
        mode = self.modes[pile]
        if mode == CLOSED:
            return Message("opposites.pile_closed", {"pile": pile + 1})
        if mode == NUMBER and not self.fits(code, pile):
            return Message("opposites.number_mode", {"pile": pile + 1, "number": self.top_number(pile)})
        if not self.fits(code, pile):
            return Message(
                "opposites.does_not_fit",
                {
                    "card": Name("opposites.card_first", card_text(code)),
                    "pile": pile + 1,
                    "top": card_param(self.piles[pile][-1]),
                    "needs": Name("opposites.symbol", SYMBOLS[opposite(self.top_symbol(pile))]),
                },
            )
        return Message(
            "opposites.not_maximal",
            {"card": card_param(code), "pile": pile + 1, "count": self.placed_total() + self.placeable()},
        )

    def placed_total(self) -> int:
        return sum(self.placed)

    # -- moves ---------------------------------------------------------------------------
    def _draw(self, seat: int, count: int, why: str) -> None:
        """Draw ``count`` cards, rebuilding the pile from under the three tops when empty; records
        :class:`Drew` (``why`` made the seat draw) and the cards, private to the seat."""
        hand, deck = self.hands[seat], self.deck
        if len(deck) >= count:  # the common case in one slice: the top card (the end) first
            if count:
                drawn = deck[:-count - 1:-1]
                hand += drawn
                del deck[-count:]
                if self._log is not None:
                    self._drew(seat, drawn, why)
            return
        start = len(hand)
        for _ in range(count):
            if not deck:
                rest = [c for pile in self.piles for c in pile[:-1]]
                if not rest:
                    break
                self.piles = [[pile[-1]] for pile in self.piles]
                self.rng().shuffle(rest)
                deck = self.deck = rest
                self.emit(PileRebuilt(len(rest)))
            hand.append(deck.pop())
        if self._log is not None and len(hand) > start:
            self._drew(seat, hand[start:], why)

    def _drew(self, seat: int, cards: list[int], why: str) -> None:
        log = self._log
        assert log is not None
        log.append(Drew(seat, len(cards), why))
        log.append(DrewCards(seat, tuple(map(card_text, cards)), to=(seat,)))

    def _begin_turn(self, seat: int) -> None:
        """A new turn (also an extra turn): modes reset, then Tornados may be countered."""
        self.seat = seat
        self.turns += 1
        self.modes = [OPEN, OPEN, OPEN]
        self.placed = [0, 0, 0]
        self.twos = [0, 0, 0]
        if self.tornados or self.owed[seat]:
            self._opening()
        else:  # nothing to counter or draw first
            self.phase = PLACING

    def _opening(self) -> None:
        """The counter decision if one is open, else the owed draws, then the placements."""
        seat = self.seat
        owed = twos = self.owed[seat]
        if self.tornados:
            if self._against():
                self.phase = COUNTERING
                return
            owed += TORNADO_DRAWS * sum(1 for t in self.tornados if t[2] == seat)
            self.tornados = [t for t in self.tornados if t[2] != seat]
        if owed:
            self.owed[seat] = 0
            self._draw(seat, owed, "twos" if owed == twos else "tornado" if not twos else "twos_and_tornado")
        self.phase = PLACING

    def _lay(
        self, turn: list[int], record: Callable[[Action], None] | None = None, after: str = AFTER_PLACE
    ) -> None:
        """Lay placements (``card * 4 + pile``) from the end of ``turn`` until it is empty, the
        hand is empty or a Tornado is laid (its naming is the next decision, ``after`` says what
        follows it). A move lays one card; a play-out lays a whole random turn in this one loop
        (``record`` notes each placement in the history). A covered Tornado can no longer be
        countered. A counter's Tornado (``after`` is AFTER_COUNTER) is laid against nobody."""
        seat = self.seat
        hand = self.hands[seat]
        piles, modes, placed = self.piles, self.modes, self.placed
        log = self._log
        while turn:
            action = turn.pop()
            card, pile = action >> 2, action & 3
            cards = piles[pile]
            if card == TORNADO:
                modes[pile] = CLOSED
            else:
                number = card & 15
                top = cards[-1]
                modes[pile] = NUMBER if top != TORNADO and top & 15 == number else CLOSED
                if number == 2:
                    self.twos[pile] += 1
                    if log is not None:
                        draws = TWO_DRAWS * (self.runs[pile] + self.twos[pile])
                        log.append(TwoLaid(pile, self.next_seat(), draws))
                elif number == 8:
                    self.extra += 1
                    if log is not None:
                        log.append(EightLaid(seat, self.extra))
            hand.remove(card)
            cards.append(card)
            placed[pile] += 1
            if self.tornados:
                self.tornados = [(p, s, t, on and p != pile) for p, s, t, on in self.tornados]
            if record is not None:
                record(action)
            if not hand:
                self.winner = seat
                self.ended_by = "empty hand"
                self.phase = OVER
                if log is not None:
                    log.append(GameOver(Termination.EMPTY_HAND, (seat,)))
                return
            if card == TORNADO:
                if after == AFTER_PLACE:
                    self.tornados.append((pile, seat, self.next_seat(), True))
                    if log is not None:
                        log.append(TornadoLaid(pile, self.next_seat(), TORNADO_DRAWS))
                elif log is not None:
                    log.append(TornadoLaid(pile, -1, 0))
                self.to_name = [pile]
                self.after = after
                self.phase = NAMING
                return

    def _apply(self, action: Action) -> None:
        assert isinstance(action, int)
        if action < NAME_BASE:
            self._lay([action])
        elif action < COUNTER_BASE:
            self._name((action - NAME_BASE) & 3)
        elif action < END:
            self._counter(action - COUNTER_BASE)
        elif action == END:
            self._end_turn()
        else:  # ACCEPT
            self.tornados = [(p, s, t, on and t != self.seat) for p, s, t, on in self.tornados]
            self._opening()

    def _counter(self, pile: int) -> None:
        """A Tornado on the Tornado laid against this seat: its layer draws 4, this seat names."""
        layer = next(s for p, s, t, on in self.tornados if p == pile and on and t == self.seat)
        self.tornados = [t for t in self.tornados if not (t[0] == pile and t[3] and t[2] == self.seat)]
        self.emit(Countered(pile, self.seat, layer, COUNTER_DRAWS))
        self._lay([TORNADO * 4 + pile], after=AFTER_COUNTER)
        if self.phase is not OVER:
            self._draw(layer, COUNTER_DRAWS, "counter")

    def _name(self, symbol: int) -> None:
        pile = self.to_name.pop(0)
        self.named[pile] = symbol
        if self._log is not None:
            self._log.append(TornadoNamed(pile, SYMBOLS[symbol], SYMBOLS[opposite(symbol)]))
        if self.to_name:
            return
        if self.after == AFTER_START:
            self._begin_turn(self.seat)
        elif self.after == AFTER_COUNTER:
            self._opening()
        else:
            self.phase = PLACING

    def _end_turn(self) -> None:
        """End-of-turn draws, the 2s owed onward, then an extra turn or the next seat."""
        seat = self.seat
        placed = self.placed
        log = self._log
        if placed[0] and placed[1] and placed[2]:
            self.drew_for[seat] = []
        else:
            numbers, needs = self._tops()
            missed = [(p, numbers[p], needs[p]) for p in range(PILES) if not placed[p]]
            self.drew_for[seat] = missed
            self._draw(seat, len(missed), "untouched")
        following = (seat + 1) % self.players
        twos = self.twos
        if twos[0] or twos[1] or twos[2]:
            for pile in range(PILES):
                if twos[pile]:
                    self.runs[pile] += twos[pile]
                    self.owed[following] += TWO_DRAWS * self.runs[pile]
                    if log is not None:
                        log.append(Owed(following, TWO_DRAWS * self.runs[pile], pile))
                else:
                    self.runs[pile] = 0
        elif self.runs[0] or self.runs[1] or self.runs[2]:
            self.runs = [0, 0, 0]
        if self.turns >= self.turn_limit:
            self.ended_by = "turn limit"
            self.phase = OVER
            if log is not None:
                log.append(GameOver(Termination.TURN_LIMIT, tuple(self.result().winners)))
            return
        if self.extra:
            self.extra -= 1
            if log is not None:
                log.append(ExtraTurn(seat))
            self._begin_turn(seat)
        else:
            self._begin_turn(following)

    # -- views ---------------------------------------------------------------------------
    def observation(self, player: int) -> dict[str, Any]:
        mine = player == self.seat and self.phase is not OVER
        obs = {
            "seat": player,
            "current": self.current_player(),
            "phase": self.phase,
            "hand": sorted(card_text(c) for c in self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands],
            "piles": [
                {
                    "cards": [card_text(c) for c in pile],
                    "top": card_text(pile[-1]),
                    "symbol": SYMBOLS[self.top_symbol(p)] if self.top_symbol(p) >= 0 else None,
                    "needs": SYMBOLS[opposite(self.top_symbol(p))] if self.top_symbol(p) >= 0 else None,
                    "number": self.top_number(p),
                    "mode": MODE_NAMES[self.modes[p]],
                    "placed": self.placed[p],
                    "run_of_twos": self.runs[p],
                    "twos_placed": self.twos[p],
                    # what the 2s cost: the run's draw so far, this turn's as it stands, one more 2's
                    "run_draws": TWO_DRAWS * self.runs[p],
                    "twos_draws": TWO_DRAWS * (self.runs[p] + self.twos[p]) if self.twos[p] else 0,
                    "next_two_draws": TWO_DRAWS * (self.runs[p] + self.twos[p] + 1),
                }
                for p, pile in enumerate(self.piles)
            ],
            "draw_pile": len(self.deck),
            "owed": [
                self.owed[s] + 2 * sum(1 for t in self.tornados if t[2] == s) for s in range(self.players)
            ],
            "tornados": [
                {"pile": p, "layer": s, "target": t, "on_top": on, "draws": TORNADO_DRAWS}
                for p, s, t, on in self.tornados
            ],
            "tornado_draws": TORNADO_DRAWS,
            "counter_draws": COUNTER_DRAWS,
            "end_draws": sum(1 for n in self.placed if not n) if self.phase is PLACING else 0,
            "naming": {"pile": self.to_name[0], "after": self.after} if self.phase is NAMING else None,
            "extra_turns": self.extra,
            "turn": self.turns,
            "turn_limit": self.turn_limit,
            "must_play": self.options["must_play"],
            "left_to_place": self.placeable() if mine and self.maximum and self.phase is PLACING else None,
            "drew_for": [
                [{"pile": p, "number": number, "needs": need} for p, number, need in seat]
                for seat in self.drew_for
            ],
        }
        if self.phase is OVER:  # nothing is left to hide: every seat's hand, open
            obs["hands"] = [sorted(card_text(c) for c in hand) for hand in self.hands]
        return obs

    def playout(
        self, rng: random.Random, policy: Policy | None = None, stop: Callable[[State], bool] | None = None
    ) -> None:
        """The search's play-out. Under the "maximum" rule the placements are a random maximal
        turn chosen at once (:func:`random_turn`: one placement search a turn, not one a
        placement), then ``end``; ``policy`` picks the other decisions (naming, countering),
        uniformly at random without one. Every action is one the legal list holds."""
        if not self.maximum:
            super().playout(rng, policy, stop)
            return
        record = self.history.append
        turn: list[int] | None = None  # the rest of this turn's placements, last first
        self._legal = None
        while self.phase is not OVER and not (stop is not None and stop(self)):
            if self.phase is PLACING:
                if turn is None:
                    numbers, needs = self._tops()
                    turn = random_turn(self.hands[self.seat], numbers, needs, self.modes, rng)
                if turn:  # up to the next Tornado's naming; one at a time to ask ``stop`` after each
                    self._lay(turn if stop is None else [turn.pop()], record)
                    continue
                self._end_turn()
                action = END
                turn = None
            else:
                action = playout_choice(self, self._legal_actions(), rng, policy)
                self._apply(action)
            record(action)

    def determinize(self, observer: int, rng: random.Random) -> OppositesState:
        """A copy in which the other hands and the draw pile order are dealt again at random, with
        a fresh generator (so a rebuilt draw pile is shuffled afresh too). Nothing else is hidden:
        the counter decision is public whether or not its player holds a Tornado."""
        other = self._determinized_copy(rng, keep_legal=observer == self.current_player())
        assert isinstance(other, OppositesState)
        other.deck = redeal_hidden(other.hands, other.deck, observer, rng)
        return other

    def result(self) -> Result:
        sizes = [len(h) for h in self.hands]
        if self.winner >= 0:
            winners = [self.winner]
        else:
            fewest = min(sizes)
            winners = [s for s in range(self.players) if sizes[s] == fewest]
        return Result(
            winners,
            [-float(n) for n in sizes],
            {"ended_by": self.ended_by, "turns": self.turns, "hand_sizes": sizes},
            TERMINATIONS.get(self.ended_by),
        )

    # -- text ----------------------------------------------------------------------------
    def decode(self, action: Action) -> Move:
        assert isinstance(action, int)
        if action in WORD_MOVES:
            return WORD_MOVES[action]
        if action >= COUNTER_BASE:
            return Counter(action - COUNTER_BASE)
        if action >= NAME_BASE:
            pile, symbol = divmod(action - NAME_BASE, 4)
            return NameSymbol(pile, SYMBOLS[symbol])
        return Place(card_text(action >> 2), action & 3)

    def action_text(self, action: Action) -> str:
        assert isinstance(action, int)
        if action in WORDS:
            return WORDS[action]
        if action >= COUNTER_BASE:
            return f"counter {action - COUNTER_BASE + 1}"
        if action >= NAME_BASE:
            pile, symbol = divmod(action - NAME_BASE, 4)
            return f"name {pile + 1} {SYMBOLS[symbol]}"
        return f"place {card_text(action >> 2)} {(action & 3) + 1}"

    def parse_action(self, text: str) -> Action:
        words = text.strip().lower().split()
        usage = "place CARD PILE, name PILE SYMBOL, counter PILE, end, accept"
        if len(words) == 1 and words[0] in WORDS.values():
            return END if words[0] == "end" else ACCEPT
        if not words or words[0] not in ("place", "name", "counter"):
            raise FormatError("opposites.bad_action", text=text, usage=usage)
        verb, rest = words[0], words[1:]
        if verb == "counter" and len(rest) == 1:
            return counter_action(_parse_pile(rest[0], text))
        if verb == "name" and len(rest) == 2:
            if rest[1] not in SYMBOLS:
                raise FormatError("opposites.bad_symbol", text=text, symbols=", ".join(SYMBOLS))
            return name_action(_parse_pile(rest[0], text), SYMBOLS.index(rest[1]))
        if verb == "place" and len(rest) == 2:
            return place_action(parse_card(rest[0]), _parse_pile(rest[1], text))
        raise FormatError("opposites.bad_action", text=text, usage=usage)


def _parse_pile(word: str, text: str) -> int:
    if word not in ("1", "2", "3"):
        raise FormatError("opposites.bad_pile", text=text)
    return int(word) - 1


SPEC = GameSpec(
    id="opposites",
    name="Opposites",
    min_players=2,
    max_players=4,
    state_class=OppositesState,
    options=(
        START_PLAYER,
        Option(
            "must_play",
            "maximum",
            "opposites.option.must_play",
            choices=("maximum", "while_able"),
        ),
        Option(
            "turn_limit",
            400,
            "opposites.option.turn_limit",
            minimum=1,
        ),
    ),
)
OppositesState.spec = SPEC


def action_of(move: Move) -> Action:
    """The action a move stands for (the inverse of ``decode``), legal now or not: a table asks the
    engine why a card dropped on a pile may not go there."""
    if isinstance(move, Place):
        return place_action(CARD_BY_TEXT[move.card], move.pile)
    if isinstance(move, NameSymbol):
        return name_action(move.pile, SYMBOLS.index(move.symbol))
    if isinstance(move, Counter):
        return counter_action(move.pile)
    if isinstance(move, EndTurn):
        return END
    if isinstance(move, Accept):
        return ACCEPT
    raise TypeError(f"not an Opposites move: {move!r}")


register(
    {
        "opposites.name": "Opposites",
        # refusals
        "opposites.not_an_action": "{value} is not an Opposites action.",
        "opposites.name_first": "First name the symbol the Tornado on pile {pile} represents.",
        "opposites.no_tornado_to_counter": "You hold no Tornado to counter with: accept the draws.",
        "opposites.facing_tornado": (
            "You face a Tornado: first lay a Tornado on it "
            "(counter) or accept the draws."
        ),
        "opposites.keep_placing": "You must keep placing while a card can be placed.",
        "opposites.keep_placing_more": (
            "You must keep placing while a card can be "
            "placed ({count} more possible)."
        ),
        "opposites.nothing_to_accept": "There is no Tornado against you to accept now.",
        "opposites.nothing_to_counter": "There is no Tornado against you to counter now.",
        "opposites.nothing_to_name": "There is no Tornado to name now.",
        "opposites.not_held": "You do not hold {card}.",
        "opposites.pile_closed": (
            "You already laid a symbol card or a Tornado on pile {pile} this turn; nothing may follow."
        ),
        "opposites.number_mode": "Pile {pile} is in number mode this turn: only more {number}s may follow.",
        "opposites.does_not_fit": (
            "{card} fits neither the number nor the symbol of "
            "pile {pile} ({top}: needs {needs})."
        ),
        "opposites.not_maximal": (
            "Placing {card} on pile {pile} would make it impossible to place the most cards your hand "
            "allows this turn ({count}); choose another placement."
        ),
        # the save and command-line format
        "opposites.bad_card": (
            "'{text}' is not an Opposites card (W, F, S or M for water, fire, sun, moon with a number "
            "1-13, e.g. F5 or M13; T for a Tornado)"
        ),
        "opposites.bad_action": "'{text}' is not an Opposites action ({usage})",
        "opposites.bad_symbol": "'{text}': the symbol is one of {symbols}",
        "opposites.bad_pile": "'{text}': the pile is 1, 2 or 3",
        # options
        "opposites.option.must_play": (
            "How much a turn must place: the most cards the hand allows, or keep placing while able."
        ),
        "opposites.option.turn_limit": (
            "Turns after which the player with the fewest "
            "cards wins (guarantees an end)."
        ),
    },
    {
        "opposites.card": lambda code: card_name(CARD_BY_TEXT[code]),
        "opposites.card_first": card_name_first,
        "opposites.symbol": str,
    },
)
