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

Cards are small ints (``symbol * 16 + number``, the Tornado 64: :mod:`game.opposites.cards`) and
actions are ints (:mod:`game.opposites.moves`), so legal lists, validation and copies stay cheap.
A turn is a sequence of placements ended by ``end``; naming a Tornado's symbol and countering a
Tornado are decisions of their own. The "as many cards as possible" search lives in
:mod:`game.opposites.plan`, remembered for recent positions (a search meets its own player's
positions again in every sample); a search's play-out (:meth:`OppositesState.playout`) picks a
whole random maximal turn at once. Why an action is refused is :mod:`game.opposites.refusals`.

What happened is recorded as events (:mod:`game.events`, :mod:`game.opposites.events`): every
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
from typing import Any

from game.core import (
    TERMINAL,
    Action,
    GameSpec,
    Move,
    Policy,
    Result,
    State,
    Termination,
    pick_start_player,
    playout_choice,
    redeal_hidden,
)
from game.events import Drew, DrewCards, ExtraTurn, GameOver, PileRebuilt
from game.messages import Message, register
from game.opposites.cards import SYMBOLS, card_text, full_deck, opposite
from game.opposites.events import Countered, EightLaid, Owed, TornadoLaid, TornadoNamed, TwoLaid
from game.opposites.moves import (
    ACCEPT,
    AFTER_COUNTER,
    AFTER_PLACE,
    AFTER_START,
    COUNTER_BASE,
    COUNTERING,
    END,
    NAME_BASE,
    NAMING,
    OVER,
    PILES,
    PLACING,
    action_text,
    counter_action,
    decode,
    parse_action,
)
from game.opposites.plan import (
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
from game.opposites.refusals import why_refused
from game.options import START_PLAYER, Option

HAND_SIZE = 7
TWO_DRAWS = 2
"""Cards the left neighbour draws per 2 of a run of 2s on one pile (2, then 4, 6, ...)."""
TORNADO_DRAWS = 2
"""Cards the left neighbour draws per Tornado laid against them (unless they counter)."""
COUNTER_DRAWS = 4
"""Cards a countered Tornado's layer draws."""

MODE_NAMES = {OPEN: "open", NUMBER: "number", CLOSED: "closed"}
TERMINATIONS = {"empty hand": Termination.EMPTY_HAND, "turn limit": Termination.TURN_LIMIT}
"""``Result.termination`` by the (saved, English) ``ended_by`` of the result's detail."""


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
        return why_refused(self, action)

    def placed_total(self) -> int:
        return sum(self.placed)

    # -- moves ---------------------------------------------------------------------------
    def _draw(self, seat: int, count: int, why: str) -> None:
        """Draw ``count`` cards, rebuilding the pile from under the three tops when empty; records
        :class:`Drew` (``why`` made the seat draw) and the cards, private to the seat."""
        hand, deck = self.hands[seat], self.deck
        if len(deck) >= count:  # the common case in one slice: the top card (the end) first
            if count:
                drawn = deck[: -count - 1 : -1]
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
        return decode(action)

    def action_text(self, action: Action) -> str:
        return action_text(action)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)


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


register(
    {
        "opposites.name": "Opposites",
        # options
        "opposites.option.must_play": (
            "How much a turn must place: the most cards the hand allows, or keep placing while able."
        ),
        "opposites.option.turn_limit": (
            "Turns after which the player with the fewest cards wins (guarantees an end)."
        ),
    }
)
