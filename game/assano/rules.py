"""Assano, the shedding card game (the rulebook: ``seeds/assano.da.txt``).

How the product reads the rulebook where it is silent or unclear (this list is the reference):

* 108 cards in four colours: one 0 and two each of 1-9 per colour, eight each of Skip, Reverse and
  Draw Two, four Wild and four Wild Draw Four; 2-10 players, seven cards each.
* A card matches the top card by colour, by number or by the same action symbol; a wild always
  matches and its player names a colour.
* The start card (the rulebook is silent) is a number card: an action or wild card turned up goes
  back into the pile at a random place. The start player is chosen in the setup (random default).
* Only a player without a matching card draws: up to three cards, until one matches; that card
  is played at once. Options: ``voluntary_draw`` (draw although able to play), ``may_keep_drawn``.
* Skip and Reverse as usual (with two players Reverse changes nothing; option
  ``two_player_reverse_skips``); Draw Two and Wild Draw Four make the next player draw and miss
  the turn, without stacking (option ``stacking``). A Wild Draw Four may always be played (the
  rulebook's advice to hold it back is advice, not a rule; option ``challenge_wild_draw_four``).
* ASSANO is called as part of playing the second-to-last card; a play that leaves one card without
  the call makes its player draw two at once.
* A round ends when a player plays their last card (a last Draw Two or Wild Draw Four is still
  drawn). Each loser notes their hand's points (face value; 20 for Skip, Reverse and Draw Two; 50
  Wild; 100 Wild Draw Four) as minus points, and the round winner the total as plus points; the
  first to 500 plus points wins the match (option ``target``; 0 plays a single round).
* An empty draw pile is rebuilt from the discard pile but its top card; with still nothing to
  draw, the draw is skipped.

Cards are small ints (``colour * 16 + rank``; the two wilds 64 and 65; :mod:`game.assano.cards`)
and actions are ints (``card << 3 | named_colour << 1 | call``, or one of the word actions;
:mod:`game.assano.moves`), which keeps legal-action lists, validation and copies cheap for
search-based players. Why an action is refused is :mod:`game.assano.refusals`.

Further readings, each chosen to keep a step well defined:

* A drawn card that must be played and leaves no choice (no colour, no call, no keeping) is played
  as part of the ``draw`` action; otherwise the player chooses how to play it.
* Each new round of a match is dealt afresh and started by the next seat clockwise.
* Challenge (option): a Wild Draw Four is a bluff when its player held a card of the colour in
  play; a caught bluffer draws the penalty and the challenger plays on, a wrong challenger draws
  it plus two and misses the turn. With stacking, the challenge concerns the last card only.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.assano import events as reasons
from game.assano.cards import (
    CARD_TEXT,
    COLOURED,
    COLOURS,
    DRAW_TWO,
    FULL_DECK,
    MATCHING,
    POINTS,
    REVERSE,
    SKIP,
    WILD,
    WILD_FOUR,
    card_text,
    colour_of,
    is_wild,
    rank_of,
)
from game.assano.events import CardsDrawn, Challenged, ColourNamed, ForgotCall, PenaltyWaiting, PlayedDrawn
from game.assano.moves import (
    CHALLENGE,
    DRAW,
    DRAWN,
    KEEP,
    NORMAL,
    OVER,
    PENALTY,
    TAKE,
    VARIANTS,
    action_text,
    decode,
    parse_action,
    random_play,
)
from game.assano.refusals import why_refused
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
    shuffled,
)
from game.events import Drew, GameOver, PileRebuilt, Reversed, RoundOver, Skipped
from game.messages import Message, register
from game.options import START_PLAYER, Option

HAND_SIZE = 7
FORGOT_CALL_PENALTY = 2
"""Cards drawn by a player who leaves one card in hand without calling ASSANO."""
CHALLENGE_EXTRA = 2
"""Cards a wrong challenger draws on top of the penalty."""


class AssanoState(State):
    """A match of Assano: rounds until a player reaches the target (or a single round)."""

    def __init__(self, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(players, options, seed)
        self.target: int = options["target"]
        # The house rules, read once: the moves consult them on nearly every action.
        self.voluntary_draw: bool = options["voluntary_draw"]
        self.may_keep_drawn: bool = options["may_keep_drawn"]
        self.stacking: bool = options["stacking"]
        self.challenge_w4: bool = options["challenge_wild_draw_four"]
        self.reverse_skips: bool = players == 2 and options["two_player_reverse_skips"]
        self.plus = [0] * players
        self.minus = [0] * players
        self.rounds: list[dict[str, Any]] = []
        self.round_starter = pick_start_player(self)
        self._deal()

    # -- setup ---------------------------------------------------------------------------
    def _deal(self) -> None:
        """Shuffle all 108 cards, deal seven each and turn up a number card as the start card."""
        rng = self.rng()
        deck = shuffled(rng, FULL_DECK)
        self.hands = [deck[HAND_SIZE * p : HAND_SIZE * (p + 1)] for p in range(self.players)]
        del deck[: HAND_SIZE * self.players]
        while rank_of(deck[-1]) > 9 or is_wild(deck[-1]):
            # Product ruling: an action or wild start card goes back at a random place.
            deck.insert(rng.randrange(len(deck)), deck.pop())
        top = deck.pop()
        self.deck = deck
        self.discard = [top]
        self.colour = colour_of(top)
        self.direction = 1
        self.turn = self.round_starter
        self.phase = NORMAL
        self.drawn = -1
        self.penalty = 0
        self.w4_bluff = False
        self.w4_player = -1
        self.w4_colour = -1  # the colour in play when the last Wild Draw Four was played
        self.w4_held = 0  # the cards its player held besides it (the bluff is about these)

    def _copy_fields(self, other: State) -> None:
        assert isinstance(other, AssanoState)
        other.plus = self.plus.copy()
        other.minus = self.minus.copy()
        other.rounds = self.rounds.copy()
        other.hands = [h.copy() for h in self.hands]
        other.deck = self.deck.copy()
        other.discard = self.discard.copy()

    # -- queries -------------------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.phase is OVER else self.turn

    def is_over(self) -> bool:
        return self.phase is OVER

    def top(self) -> int:
        return self.discard[-1]

    def matches(self, card: int) -> bool:
        """Colour, number or the same action symbol; wilds always match."""
        return card in MATCHING[self.colour][self.discard[-1]]

    def next_seat(self, steps: int = 1) -> int:
        return (self.turn + self.direction * steps) % self.players

    def _legal_actions(self) -> list[Action]:
        hand = self.hands[self.turn]
        phase = self.phase
        if phase is NORMAL:
            out: list[int] = []
            for card in MATCHING[self.colour][self.discard[-1]].intersection(hand):
                out += VARIANTS[card]
            if not out:
                return [DRAW]
            if self.voluntary_draw:
                out.append(DRAW)
        elif phase is DRAWN:
            out = [*VARIANTS[self.drawn]]
            if self.may_keep_drawn:
                out.append(KEEP)
        elif phase is PENALTY:
            out = []
            top = self.discard[-1]
            if self.stacking:
                for card in dict.fromkeys(hand):
                    if card == top or (top < WILD and card < WILD and card & 15 == top & 15):
                        out += VARIANTS[card]
            out.append(TAKE)
            if top == WILD_FOUR and self.challenge_w4:
                out.append(CHALLENGE)
        else:
            return []
        if len(hand) == 2:  # playing the second-to-last card: with or without the ASSANO call
            out += [a | 1 for a in out if a < DRAW]
        return out

    def explain_illegal(self, action: Action) -> Message:
        return why_refused(self, action)

    # -- moves ---------------------------------------------------------------------------
    def playout(
        self, rng: random.Random, policy: Policy | None = None, stop: Callable[[State], bool] | None = None
    ) -> None:
        """Uniformly random play (no ``policy``, no ``stop``) in a loop of its own, which reads the
        end off the phase instead of calling a method each step; anything else in the generic loop
        (:meth:`State.playout`). Either way the same actions for the same ``rng``.

        A search runs thousands of play-outs a second, so the loop picks most actions without
        building the legal list (see :func:`random_play`): without the voluntary draw, a turn's
        list holds the plays of the matching cards in the order of the matching set, or DRAW
        alone, and a drawn card's (without keeping) only that card's plays. Without a wild among
        the matching cards and a call to make, each card has one play: the pick is the set's.
        """
        if policy is not None or stop is not None:
            super().playout(rng, policy, stop)
            return
        legal_of = self._legal_actions
        step = self._apply
        record = self.history.append
        draw = rng.random
        plays_only = not self.voluntary_draw  # with the option, DRAW is in every turn's list
        drawn_plays_only = not self.may_keep_drawn  # with it, KEEP is in every drawn card's list
        self._legal = None
        while self.phase is not OVER:
            hand = self.hands[self.turn]
            if self.phase is NORMAL and plays_only:
                cards = MATCHING[self.colour][self.discard[-1]].intersection(hand)
                if not cards:
                    record(DRAW)
                    card = self._draw()
                    if card < 0:
                        continue
                    action = card << 3
                elif len(hand) != 2 and WILD not in cards and WILD_FOUR not in cards:
                    # one plain play per card, so the list's index is the set's
                    if len(cards) == 1:
                        (card,) = cards
                    else:
                        card = [*cards][int(draw() * len(cards))]
                    action = card << 3
                    record(action)
                else:  # a wild names a colour, and with two cards in hand a play may call
                    action = random_play([a for c in cards for a in VARIANTS[c]], len(hand) == 2, draw)
                    record(action)
                self._play(action)
            elif self.phase is DRAWN and drawn_plays_only:
                action = random_play(VARIANTS[self.drawn], len(hand) == 2, draw)
                record(action)
                self._play(action)
            else:
                legal = legal_of()
                action = legal[0] if len(legal) == 1 else legal[int(draw() * len(legal))]
                step(action)
                record(action)

    def _pile(self) -> list[int]:
        """The draw pile, rebuilt from the discards but the top card when it is empty; still
        empty when there is nothing to rebuild it from."""
        deck = self.deck
        if not deck and len(self.discard) > 1:
            deck = self.deck = shuffled(self.rng(), self.discard[:-1])
            del self.discard[:-1]
            if self._log is not None:
                self._log.append(PileRebuilt(len(deck)))
        return deck

    def _draw_many(self, seat: int, count: int, reason: str) -> None:
        """Draw ``count`` cards for ``seat`` (fewer when none are left), the top card first: as
        many as the pile holds in one slice, the rest from the rebuilt pile. Records the draw for
        ``reason`` (one of :mod:`game.assano.events`' reasons)."""
        hand = self.hands[seat]
        had = len(hand)
        while count > 0:
            deck = self.deck or self._pile()
            if not deck:
                break
            drawn = deck[: -count - 1 : -1]  # the top ``count`` cards (all when fewer), top card first
            del deck[-count:]
            hand += drawn
            count -= len(drawn)
        if self._log is not None:
            self._record_draw(seat, hand[had:], reason)

    def _record_draw(self, seat: int, cards: list[int], reason: str) -> None:
        """The public count of a draw and, for the drawer only, its cards."""
        self._log.append(Drew(seat, len(cards), reason))
        if cards:
            self._log.append(CardsDrawn(seat, tuple(map(CARD_TEXT.__getitem__, cards)), to=(seat,)))

    def _end_turn(self, steps: int = 1) -> None:
        self.turn = (self.turn + self.direction * steps) % self.players
        self.phase = NORMAL

    def _apply(self, action: Action) -> None:
        assert isinstance(action, int)
        if action < DRAW:
            self._play(action)
        elif action == DRAW:
            seat = self.turn
            card = self._draw()
            if card >= 0:
                if self._log is not None:
                    self._log.append(PlayedDrawn(seat, card_text(card)))
                self._play(card << 3)  # no choice left: it is played at once
        elif action == KEEP:
            self._end_turn()
        elif action == TAKE:
            seat = self.turn
            self._draw_many(seat, self.penalty, reasons.PENALTY)
            self.penalty = 0
            self.emit(Skipped(seat))
            self._end_turn()
        elif action == CHALLENGE:
            seat = self.turn
            self.emit(Challenged(seat, self.w4_player, self.w4_bluff))
            if self.w4_bluff:  # the Wild Draw Four was played while holding the colour
                self._draw_many(self.w4_player, self.penalty, reasons.BLUFF_CAUGHT)
                self.penalty = 0
                self.phase = NORMAL
            else:
                self._draw_many(seat, self.penalty + CHALLENGE_EXTRA, reasons.CHALLENGE_LOST)
                self.penalty = 0
                self.emit(Skipped(seat))
                self._end_turn()

    def _draw(self) -> int:
        """The draw of the ``draw`` action: up to three cards, until one matches. Returns that card
        when it must be played at once (no colour, no call, no keeping to choose), else -1: the
        player chooses what to do with it, or the turn is over."""
        hand = self.hands[self.turn]
        matching = MATCHING[self.colour][self.discard[-1]]  # a rebuilt pile keeps the top card
        deck = self.deck
        had = len(hand)
        for _ in range(3):
            if not deck:
                deck = self._pile()
                if not deck:
                    break
            card = deck.pop()
            hand.append(card)
            if card in matching:
                if self._log is not None:
                    self._record_draw(self.turn, hand[had:], reasons.DRAW)
                if card < WILD and len(hand) != 2 and not self.may_keep_drawn:
                    return card
                self.phase = DRAWN
                self.drawn = card
                return -1
        if self._log is not None:
            self._record_draw(self.turn, hand[had:], reasons.DRAW)
        self._end_turn()
        return -1

    def _play(self, action: int) -> None:
        """Play the card of a play action: the action names a wild's colour and says whether
        ASSANO is called (see :func:`play_action`)."""
        card = action >> 3
        seat = self.turn
        hand = self.hands[seat]
        if card < WILD and card & 15 < SKIP and len(hand) > 2:
            # The common case, kept short: a number card that leaves two or more in hand.
            hand.remove(card)
            self.discard.append(card)
            self.colour = card >> 4
            self.turn = (seat + self.direction) % self.players
            self.phase = NORMAL
            return
        log = self._log
        if card == WILD_FOUR:
            self.w4_bluff = not COLOURED[self.colour].isdisjoint(hand)
            self.w4_player = seat
            self.w4_colour = self.colour
            self.w4_held = len(hand) - 1
        hand.remove(card)
        self.discard.append(card)
        if card < WILD:
            self.colour = card >> 4
            rank = card & 15
        else:
            self.colour = action >> 1 & 3
            rank = card
            if log is not None:
                log.append(ColourNamed(seat, COLOURS[self.colour]))
        if not hand:
            if rank in (DRAW_TWO, WILD_FOUR):
                two = rank == DRAW_TWO
                self._draw_many(
                    self.next_seat(),
                    self.penalty + (2 if two else 4),
                    reasons.DRAW_TWO if two else reasons.WILD_DRAW_FOUR,
                )
            self._end_round(seat)
            return
        if len(hand) == 1 and not action & 1:
            if log is not None:
                log.append(ForgotCall(seat, FORGOT_CALL_PENALTY))
            self._draw_many(seat, FORGOT_CALL_PENALTY, reasons.FORGOT_CALL)
        steps = 1
        if rank == SKIP:
            steps = 2
            if log is not None:
                log.append(Skipped((seat + self.direction) % self.players))
        elif rank == REVERSE:
            self.direction = -self.direction
            steps = 2 if self.reverse_skips else 1
            if log is not None:
                log.append(Reversed(self.direction))
                if self.reverse_skips:
                    log.append(Skipped((seat + self.direction) % self.players))
        elif rank in (DRAW_TWO, WILD_FOUR):
            self.penalty += 2 if rank == DRAW_TWO else 4
            victim = (seat + self.direction) % self.players  # next_seat(), inlined
            if self.stacking or (rank == WILD_FOUR and self.challenge_w4):  # the next player may answer
                self._end_turn()
                self.phase = PENALTY
                if log is not None:
                    log.append(PenaltyWaiting(victim, self.penalty))
                return
            self._draw_many(
                victim, self.penalty, reasons.DRAW_TWO if rank == DRAW_TWO else reasons.WILD_DRAW_FOUR
            )
            self.penalty = 0
            steps = 2
            if log is not None:
                log.append(Skipped(victim))
        self.turn = (seat + self.direction * steps) % self.players  # _end_turn, inlined: most plays end here
        self.phase = NORMAL

    def _end_round(self, winner: int) -> None:
        """Score the round: losers' hand points as minus points, their total to the winner."""
        points = [sum(map(POINTS.__getitem__, hand)) for hand in self.hands]
        for seat, value in enumerate(points):
            self.minus[seat] += value
        self.plus[winner] += sum(points)
        self.rounds.append({"winner": winner, "points": points})
        if self._log is not None:
            self._log.append(RoundOver(len(self.rounds), winner, tuple(points)))
        if self.target == 0 or self.plus[winner] >= self.target:
            self.phase = OVER
            self.penalty = 0
            if self._log is not None:
                result = self.result()
                self._log.append(GameOver(result.termination, tuple(result.winners)))
            return
        self.round_starter = (self.round_starter + 1) % self.players
        self._deal()

    # -- views ---------------------------------------------------------------------------
    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` sees, and the rule facts a table or a bot reads instead of working them
        out: ``next`` (who plays after the current player), ``call_due`` (the current player holds
        two cards: playing one without the call costs ``forgot_call_cost``), ``penalty`` (what taking
        the pending penalty costs) and ``challenge_cost`` (what a wrong challenge costs, 0 when no
        challenge is possible). Once the game is over, ``hands`` holds every seat's hand, open to all."""
        over = self.phase is OVER
        challenge = self.phase is PENALTY and self.challenge_w4 and self.discard[-1] == WILD_FOUR
        obs = {
            "seat": player,
            "current": self.current_player(),
            "phase": self.phase,
            "hand": sorted(card_text(c) for c in self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands],
            "top": card_text(self.discard[-1]),
            "colour": COLOURS[self.colour],
            "direction": self.direction,
            "draw_pile": len(self.deck),
            "discard": [card_text(c) for c in self.discard],
            "drawn": card_text(self.drawn) if self.phase == DRAWN and player == self.turn else None,
            "penalty": self.penalty,
            "plus": self.plus.copy(),
            "minus": self.minus.copy(),
            "round": len(self.rounds) + 1,
            "rounds": [dict(r) for r in self.rounds],
            "target": self.target,
            "next": -1 if over else self.next_seat(),
            "call_due": not over and len(self.hands[self.turn]) == 2,
            "forgot_call_cost": FORGOT_CALL_PENALTY,
            "challenge_cost": self.penalty + CHALLENGE_EXTRA if challenge else 0,
        }
        if over:  # the game is over: every hand is open (the losers' are counted for points anyway)
            obs["hands"] = [sorted(card_text(c) for c in hand) for hand in self.hands]
        return obs

    def determinize(self, observer: int, rng: random.Random) -> AssanoState:
        """A copy in which everything ``observer`` cannot see is dealt again at random (search).

        The other hands and the draw pile are dealt again from their pooled cards (sorted first,
        so nothing of the true deal survives) and the generator is fresh. A card another player
        has just drawn and must play is dealt to them again among the cards it could have been
        (one that matches and, without the keep option, a wild or one that leaves two in hand).
        A Wild Draw Four waiting for a challenge is a bluff or not according to the re-dealt hand
        of its player, so the real bluff cannot leak into a search.
        """
        other = self._determinized_copy(rng)
        assert isinstance(other, AssanoState)
        hands = other.hands
        seats = [s for s in range(self.players) if s != observer]
        pool = sorted(other.deck + [c for s in seats for c in hands[s]])
        drawn = -1
        if self.phase is DRAWN and self.turn != observer:
            two_left = len(hands[self.turn]) == 2
            keep = self.may_keep_drawn
            allowed = [c for c in pool if other.matches(c) and (keep or c >= WILD or two_left)]
            drawn = allowed[int(rng.random() * len(allowed))]
            pool.remove(drawn)
        pool = shuffled(rng, pool)
        for seat in seats:
            size = len(hands[seat]) - (seat == self.turn and drawn >= 0)
            hands[seat] = pool[:size]
            del pool[:size]
        if drawn >= 0:
            hands[self.turn].append(drawn)
            other.drawn = drawn
        other.deck = pool
        if self.phase is PENALTY and self.w4_player not in (observer, -1) and self.discard[-1] == WILD_FOUR:
            held = hands[self.w4_player][: self.w4_held]
            other.w4_bluff = not COLOURED[self.w4_colour].isdisjoint(held)
        return other

    def result(self) -> Result:
        if self.rounds and self.target == 0:
            winners = [self.rounds[-1]["winner"]]
        else:
            best = max(self.plus)
            winners = [s for s in range(self.players) if self.plus[s] == best]
        return Result(
            winners,
            [float(p) for p in self.plus],
            {"minus": self.minus.copy(), "rounds": [dict(r) for r in self.rounds]},
            Termination.EMPTY_HAND if self.target == 0 else Termination.TARGET_REACHED,
        )

    def standings(self) -> list[float]:
        return [float(points) for points in self.plus]

    # -- text ----------------------------------------------------------------------------
    def decode(self, action: Action) -> Move:
        return decode(action)

    def action_text(self, action: Action) -> str:
        return action_text(action)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)


SPEC = GameSpec(
    id="assano",
    name="Assano",
    min_players=2,
    max_players=10,
    state_class=AssanoState,
    options=(
        START_PLAYER,
        Option("target", 500, "assano.option.target", minimum=0),
        Option("voluntary_draw", False, "assano.option.voluntary_draw"),
        Option("may_keep_drawn", False, "assano.option.may_keep_drawn"),
        Option("two_player_reverse_skips", False, "assano.option.two_player_reverse_skips"),
        Option("stacking", False, "assano.option.stacking"),
        Option("challenge_wild_draw_four", False, "assano.option.challenge_wild_draw_four"),
    ),
)
AssanoState.spec = SPEC


register(
    {
        "assano.name": "Assano",
        # options
        "assano.option.target": "Plus points that win the match (0 = a single round).",
        "assano.option.voluntary_draw": "You may draw although you could play.",
        "assano.option.may_keep_drawn": "You may keep a matching card you drew.",
        "assano.option.two_player_reverse_skips": "With two players, Reverse acts as Skip.",
        "assano.option.stacking": "Answer a Draw Two with a Draw Two (W4 with W4); they add up.",
        "assano.option.challenge_wild_draw_four": "A Wild Draw Four may be challenged (UNO rule).",
    }
)
