"""Tornado Ellie, the dexterity card game (the rulebook: ``seeds/tornado_ellie.en.txt``).

How the product reads the rulebook where it is silent or unclear (this list is the reference):

* The rulebook lists no card faces, backs or player count: the product ships them as data
  (:mod:`game.tornado_ellie.data`): 76 animal cards and 14 special cards (lightning, cloud) over
  pig, sheep, cow and hen; 90 storm-damage backs showing one or two pieces, dealt to the cards at
  random each game; 2-4 players, each farm starting with 3 houses, 3 cows and 3 trees, four cards
  each; the column starts as the disk with one face-down card. The start player is chosen in the
  setup (the rulebook's youngest player; random by default).
* A suitable card has the species of the last card played, or another species with more animals;
  a special card suits only its own species; the round's first card is free.
* Only the last card a player plays in their turn passes on its lightning or single-animal duty;
  every cloud played reverses the direction of play and of rotation.
* Lightning: the next player answers with any lightning card (any species) or turns the tornado to
  their own farm and takes storm damage; an answered lightning passes the duty on.
* Single animal: the next player plays a suitable card, then turns up the draw pile's top card and
  plays it on top; if it is suitable they rotate on, else they take storm damage.
* Storm damage is the back of the draw pile's top card: each piece goes from the victim's farm onto
  the column, followed by a card face down. Then hands refill to four, the round's played cards
  leave the game and the victim starts the next round.
* A collapse while rotating: what fell leaves the column (cards out of the game, pieces to the open
  supply); the rotator takes storm damage once, on what is left; then each other player who lost
  pieces before takes one kind back from the supply, in turn order, if available and held fewer
  than three times.
* A collapse while stacking (the rulebook is silent): what fell leaves as above, the other players
  are insured, and the victim goes on stacking what is still owed; no extra damage.
* Pieces are placed on a grid of offsets, 0.05 card widths apart, from -0.50 to +0.50 round the
  disk's centre, widened to reach the column's top where a collapse left it further out.
* Options: ``track`` (inner groove, or the book's harder outer track), ``dexterity`` (``physics``
  decides collapses; ``off``: rotations never collapse, for accessibility) and
  ``rotation_seconds`` (a rotation not finished in time is completed by the tornado itself).
* Rounds are counted as the rulebook counts them: a round begins with its first card and ends
  with the storm damage; the round in which the game ends is one of the game's rounds.
* End: as soon as the last card leaves the draw pile (the step in progress completed as far as the
  cards allow), or when a player cannot cover storm damage in full: that player returns everything
  to the supply and is not scored. A point per piece, two more per complete set of three; the most
  points win, ties share.

Cards are ints (an index into the shipped card set, :mod:`game.tornado_ellie.data`, read by
:mod:`game.tornado_ellie.cards`); each game deals the storm-damage backs to the cards at random.
Actions are small tuples (:mod:`game.tornado_ellie.actions`); the storm damage is
:mod:`game.tornado_ellie.damage`, the end and the scores :mod:`game.tornado_ellie.scoring`, why an
action is refused :mod:`game.tornado_ellie.refusals`. The tornado column is ``self.column``, a list
of ``(kind, offset)`` from the bottom up (the wooden disk not included), with the card ids of its
cards kept alongside in ``self.column_ids`` (-1 for a farm piece).

Rotations and the settling of freshly stacked pieces are decided by the physical world: with
``dexterity=physics`` the state waits at a WORLD node and the outcome (``stood`` / ``fell ...``)
becomes an ordinary action in the log, so a replay needs no physics; with ``dexterity=off`` nothing
ever falls and there are no WORLD nodes.

Further readings, each chosen to keep a step well defined:

* A held suitable card must be played, and so must a held lightning card when a lightning strikes.
* The turned-up card of a single-animal turn is played even when unsuitable; a cloud there still
  reverses the direction (every cloud played does).
* A lightning chain that comes round to the player the tornado points at makes that player turn
  it a full circle to their own farm ("an entire round").
* On an empty disk the face-down base card is laid before the damage is read, so the damage is
  the back of the card that then lies on top of the draw pile.
* When the draw pile runs out while stacking, the pieces still owed are not given (there is no
  card to follow them); nothing more settles, is insured or refilled: the game is over.
* The insurance asks a player only when two or more kinds could be taken; one kind is taken
  without asking.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import (
    TERMINAL,
    WORLD,
    Action,
    GameSpec,
    IllegalAction,
    Move,
    Result,
    State,
    Termination,
    pick_start_player,
    seat_order,
)
from game.events import Drew, DrewCards, GameOver, Reversed
from game.messages import Message, register
from game.options import START_PLAYER, Option
from game.tornado_ellie.actions import (
    AT_WORLD,
    INSURE,
    LIGHTNING,
    OVER,
    PLAY,
    ROTATE,
    ROTATING,
    SINGLE,
    STACK,
    STOOD,
    action_text,
    clean_offset,
    decode,
    parse_action,
    require_outcome,
    step_offset,
)
from game.tornado_ellie.cards import CARDS, FACE_NAMES, FACE_TEXTS, FACES, KINDS, suitable
from game.tornado_ellie.damage import StormDamage
from game.tornado_ellie.data import Face
from game.tornado_ellie.events import (
    CardPlayed,
    Collapsed,
    Lightning,
    PointsAt,
    Rotated,
    RoundBegins,
    SingleAnimal,
)
from game.tornado_ellie.refusals import why_refused
from game.tornado_ellie.scoring import DRAW_PILE_EMPTY, END_TEXTS, complete_kinds, farm_score

HAND_SIZE = CARDS.hand_size


def turn_angle(steps: int, players: int, direction: int = 1) -> float:
    """Degrees the tornado turns to point ``steps`` farms on (+ clockwise; ``players`` steps is the
    full circle back to the same farm)."""
    return direction * steps * 360.0 / players


class TornadoEllieState(StormDamage, State):
    """A game of Tornado Ellie for 2 to 4 players."""

    def __init__(self, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(players, options, seed)
        self.physics = options["dexterity"] == "physics"
        rng = self.rng()
        self.start_player = pick_start_player(self)
        backs = list(CARDS.backs)
        rng.shuffle(backs)
        self.backs: list[tuple[str, ...]] = backs
        pile = list(range(len(FACES)))
        rng.shuffle(pile)
        self.hands = [[pile.pop() for _ in range(HAND_SIZE)] for _ in range(players)]
        self.column: list[tuple[str, float]] = [("card", 0.0)]
        self.column_ids = [pile.pop()]
        self.pile = pile
        self.table: list[int] = []
        self.out_played: list[int] = []
        self.out_fallen: list[int] = []
        self.farms = [dict(CARDS.farm_start) for _ in range(players)]
        self.supply = {k: CARDS.pieces[k] - players * CARDS.farm_start[k] for k in KINDS}
        self.lost_before = [False] * players
        self.direction = 1
        self.turn = self.start_player
        self.pointing = self.start_player
        self.duty: str | None = None
        self.pending: str | None = None
        self.turned_up = -1
        self.phase = PLAY
        self.owed: list[str] = []
        self.stacker = -1
        self.stack_collapse = False
        self.insure_queue: list[int] = []
        self.after_insurance = ""
        self.world_kind = ""
        self.world_seat = -1
        self.world_angle = 0.0
        self.world_victim = False
        self.excluded = -1
        self.termination: Termination | None = None
        self.end_reason = ""
        """The end reason in English (the command line's words); tables read ``termination``."""
        self.rounds = 1
        """Rounds begun, the one in play counted (the rulebook's count: a round starts with its
        first card and is one of the game's rounds even when the game ends during it)."""
        self._begin_turn(self.start_player)

    def _copy_fields(self, other: State) -> None:
        assert isinstance(other, TornadoEllieState)
        other.hands = [h.copy() for h in self.hands]
        other.column = self.column.copy()
        other.column_ids = self.column_ids.copy()
        other.pile = self.pile.copy()
        other.table = self.table.copy()
        other.out_played = self.out_played.copy()
        other.out_fallen = self.out_fallen.copy()
        other.farms = [f.copy() for f in self.farms]
        other.supply = self.supply.copy()
        other.lost_before = self.lost_before.copy()
        other.owed = self.owed.copy()
        other.insure_queue = self.insure_queue.copy()

    # -- queries -------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.phase is OVER:
            return TERMINAL
        return WORLD if self.phase is AT_WORLD else self.turn

    def next_seat(self, seat: int) -> int:
        return (seat + self.direction) % self.players

    def top_face(self) -> Face | None:
        return FACES[self.table[-1]] if self.table else None

    def top_back(self) -> tuple[str, ...] | None:
        """The storm damage everyone sees: the back of the draw pile's top card."""
        return self.backs[self.pile[-1]] if self.pile else None

    def _playable(self, seat: int) -> list[int]:
        """Cards of ``seat`` that may be played now (one per face)."""
        seen: dict[str, int] = {}
        if self.duty == LIGHTNING:
            fits = [c for c in self.hands[seat] if FACES[c].effect == LIGHTNING]
        else:
            top = self.top_face()
            fits = [c for c in self.hands[seat] if suitable(FACES[c], top)]
        for card in fits:
            seen.setdefault(FACE_TEXTS[card], card)
        return list(seen.values())

    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase is PLAY:
            cards = self._playable(self.turn)
            if not cards:
                return [ROTATE]  # only reached by a lightning victim without a lightning card
            return [("play", FACE_TEXTS[c]) for c in cards]
        if phase is ROTATING:
            return [ROTATE]
        if phase is STACK:
            steps = self.placement_steps()
            return [("place", kind, step) for kind in dict.fromkeys(self.owed) for step in steps]
        if phase is INSURE:
            return [("insure", kind) for kind in self.insurable(self.turn)]
        if phase is AT_WORLD:
            return [STOOD]  # the outcome where nothing moves; ``check`` validates every other one
        return []

    def check(self, action: Action) -> None:
        """At a WORLD node every well-formed outcome is legal; elsewhere the legal list decides."""
        if self.phase is AT_WORLD:
            require_outcome(action, len(self.column))
            return
        super().check(action)

    def explain_illegal(self, action: Action) -> Message:
        return why_refused(self, action)

    # -- moves ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        assert isinstance(action, tuple)
        verb = action[0]
        if verb == "play":
            self._play(next(c for c in self.hands[self.turn] if FACE_TEXTS[c] == action[1]))
        elif verb == "rotate":
            self._rotate()
        elif verb == "place":
            self._place(action[1], step_offset(action[2]))
        elif verb == "insure":
            self._insure(self.turn, action[1], chosen=True)
            self._run_insurance()
        else:
            self._resolve(action[1], action[2])

    def _begin_turn(self, seat: int) -> None:
        """Hand the turn to ``seat``; a player without a card to play takes storm damage."""
        self.turn = seat
        self.phase = PLAY
        if self.duty != LIGHTNING and not self._playable(seat):
            self._start_damage(seat, collapse=False)

    def _start_round(self, seat: int) -> None:
        self.rounds += 1
        self.out_played += self.table
        self.table = []
        self.duty = self.pending = None
        self.pointing = seat
        if self._log is not None:
            self.emit(RoundBegins(self.rounds, seat))
        self._begin_turn(seat)

    def _put_on_table(self, card: int) -> None:
        self.table.append(card)
        if FACES[card].effect == "cloud":
            self.direction = -self.direction
            if self._log is not None:
                self.emit(Reversed(self.direction))

    def _play(self, card: int) -> None:
        seat = self.turn
        single_duty = self.duty == SINGLE
        self.hands[seat].remove(card)
        self.turned_up = -1
        log = self._log is not None
        if log:
            self.emit(CardPlayed(seat, FACE_TEXTS[card]))
        self._put_on_table(card)
        last = FACES[card]
        if single_duty:
            # Alone in the storm: the top card of the draw pile is turned up and played on top.
            turned = self.pile.pop()
            self.turned_up = turned
            fits = suitable(FACES[turned], last)
            if log:
                self.emit(CardPlayed(seat, FACE_TEXTS[turned], turned_up=True, fits=fits))
            self._put_on_table(turned)
            if not self.pile:
                self._end(DRAW_PILE_EMPTY)
                return
            last = FACES[turned]
            if not fits:
                self._start_damage(seat, collapse=False)
                return
        if last.effect == LIGHTNING:
            self.duty = LIGHTNING  # no rotation: the next player must answer or rotate to themselves
            struck = self.next_seat(seat)
            if self._log is not None:
                self.emit(Lightning(struck))
            self._begin_turn(struck)
            return
        self.duty = None
        self.pending = SINGLE if last.count == 1 and not last.special else None
        self.phase = ROTATING

    def rotation_plan(self) -> tuple[int, int] | None:
        """Where a rotation now turns the tornado: (steps, target seat). After a card, one farm
        on; a lightning victim turns it to their own farm (a full circle when it points there
        already); None when no rotation can come now."""
        seat = self.turn
        if self.phase is ROTATING:
            return 1, self.next_seat(seat)
        if self.phase is PLAY:  # only a lightning victim may rotate in play (a search's samples aside)
            return (seat - self.pointing) * self.direction % self.players or self.players, seat
        return None

    def _rotate(self) -> None:
        seat = self.turn
        victim = self.phase is PLAY  # a lightning victim turns the tornado to their own farm
        plan = self.rotation_plan()
        assert plan is not None
        steps, target = plan
        self.world_seat = seat
        self.world_victim = victim
        self.world_angle = turn_angle(steps, self.players, self.direction)
        if self._log is not None:
            self.emit(Rotated(seat, steps, target, self.world_angle))
        self._to_world("rotation")

    def _to_world(self, kind: str) -> None:
        self.world_kind = kind
        if self.physics:
            self.phase = AT_WORLD
        else:
            self._resolve((), None)  # dexterity off: everything stands still

    def _resolve(self, fallen: Sequence[int], offsets: Sequence[float] | None) -> None:
        """Apply a world outcome, then carry on from the rotation or placement it ended."""
        if fallen and self._log is not None:
            self.emit(Collapsed(tuple(self.column[i][0] for i in fallen), tuple(fallen)))
        self._drop(fallen, offsets)
        seat = self.world_seat
        if self.world_kind == "settle":
            if fallen:
                self._start_insurance(seat, after="stack")
            else:
                self._continue_stacking()
        elif fallen:
            self.pointing = seat
            self._start_damage(seat, collapse=True)
        elif self.world_victim:
            self.pointing = seat
            self._start_damage(seat, collapse=False)
        else:
            self.pointing = self.next_seat(seat)
            if self._log is not None:
                self.emit(PointsAt(self.pointing))
            self.duty, self.pending = self.pending, None
            if self.duty == SINGLE and self._log is not None:
                self.emit(SingleAnimal(self.pointing))
            self._begin_turn(self.pointing)

    def _drop(self, fallen: Sequence[int], offsets: Sequence[float] | None) -> None:
        """What fell leaves the column: cards out of the game, pieces to the open supply."""
        if not fallen and offsets is None:
            return  # nothing fell, nothing moved (every rotation with dexterity off)
        gone = set(fallen)
        items: list[tuple[str, float]] = []
        ids: list[int] = []
        for index, (item, card) in enumerate(zip(self.column, self.column_ids, strict=True)):
            if index not in gone:
                items.append(item)
                ids.append(card)
            elif card >= 0:
                self.out_fallen.append(card)
            else:
                self.supply[item[0]] += 1
        if offsets is not None:
            items = [(kind, clean_offset(x)) for (kind, _), x in zip(items, offsets, strict=True)]
        self.column = items
        self.column_ids = ids

    def _end_round(self, starter: int) -> None:
        """Refill hands to four in turn order; the played cards leave; the starter begins."""
        log = self._log is not None
        for seat in seat_order(starter, self.players, self.direction):
            hand = self.hands[seat]
            had = len(hand)
            while len(hand) < HAND_SIZE and self.pile:
                hand.append(self.pile.pop())
            if log and len(hand) > had:
                self.emit(Drew(seat, len(hand) - had, "refill"))
                if self._log is not None:
                    self.emit(DrewCards(seat, tuple(FACE_TEXTS[c] for c in hand[had:]), to=(seat,)))
        self.stacker = -1
        if not self.pile:
            self.out_played += self.table
            self.table = []
            self._end(DRAW_PILE_EMPTY)
            return
        self._start_round(starter)

    def _end(self, reason: Termination) -> None:
        self.phase = OVER
        self.termination = reason
        self.end_reason = END_TEXTS[reason]
        self.duty = self.pending = None
        if self._log is not None:
            self.emit(GameOver(reason, tuple(self.result().winners)))

    # -- the physical world --------------------------------------------------------------
    def world_request(self) -> dict[str, Any]:
        """What the world must resolve now (only at a WORLD node)."""
        if self.phase is not AT_WORLD:
            raise IllegalAction("tornado_ellie.world_not_now")
        return {
            "kind": self.world_kind,
            "rotator": self.world_seat,
            "angle": self.world_angle,
            "track": self.options["track"],
            "time_limit": self.options["rotation_seconds"],
            "column": [[kind, offset] for kind, offset in self.column],
        }

    # -- views ---------------------------------------------------------------------------
    def observation(self, player: int) -> dict[str, Any]:
        back = self.top_back()
        obs = {
            "seat": player,
            "current": self.current_player(),
            "phase": self.phase,
            "turn": self.turn,
            "hand": sorted(FACE_TEXTS[c] for c in self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands],
            "table": [FACE_TEXTS[c] for c in self.table],
            "turned_up": FACE_TEXTS[self.turned_up] if self.turned_up >= 0 else None,
            "duty": self.duty,
            "direction": self.direction,
            "dexterity": self.options["dexterity"],
            "pointing": self.pointing,
            "column": [[kind, offset] for kind, offset in self.column],
            "farms": [f.copy() for f in self.farms],
            "supply": self.supply.copy(),
            "lost_before": self.lost_before.copy(),
            "top_back": list(back) if back else None,
            "draw_pile": len(self.pile),
            "out_played": [FACE_TEXTS[c] for c in self.out_played],
            "out_fallen": len(self.out_fallen),
            "owed": self.owed.copy(),
            "stacker": self.stacker if self.stacker >= 0 else None,
            "world": self.world_request() if self.phase is AT_WORLD else None,
            "rounds": self.rounds,
            "excluded": self.excluded if self.excluded >= 0 else None,
            "end_reason": self.end_reason or None,
            "termination": self.termination.value if self.termination is not None else None,
            "scores": self.scores(),
            "complete": [complete_kinds(f) for f in self.farms],
            "sets": [len(complete_kinds(f)) for f in self.farms],
            "rotation": self._rotation_facts(),
        }
        if self.is_over():  # the hands are open once the game is over (the replay shows them too)
            obs["hands"] = [sorted(FACE_TEXTS[c] for c in hand) for hand in self.hands]
        return obs

    def _rotation_facts(self) -> dict[str, Any] | None:
        """The rotation a turn of the tornado makes now (steps, target seat, degrees), or None."""
        plan = self.rotation_plan()
        if plan is None or (self.phase is PLAY and self.duty != LIGHTNING):
            return None
        steps, target = plan
        return {"steps": steps, "target": target, "angle": turn_angle(steps, self.players, self.direction)}

    def determinize(self, observer: int, rng: Any) -> TornadoEllieState:
        """A copy with every card ``observer`` cannot see dealt again, backs included.

        Hidden: the other hands, the draw pile, the face-down cards in the column and those that
        fell out of it. Their backs are dealt again too, except that the draw pile's top card keeps
        the back everyone sees. Cards and backs are pooled in sorted order, so nothing of the true
        deal survives; the generator is fresh.
        """
        other = self._determinized_copy(rng)
        assert isinstance(other, TornadoEllieState)
        seats = [s for s in range(self.players) if s != observer]
        column_slots = [i for i, c in enumerate(other.column_ids) if c >= 0]
        pool = [c for s in seats for c in other.hands[s]] + other.pile + other.out_fallen
        pool += [other.column_ids[i] for i in column_slots]
        pool.sort()
        top = self.top_back()
        backs = other.backs = list(self.backs)
        pool_backs = sorted(backs[c] for c in pool)
        if top is not None:
            pool_backs.remove(top)
        rng.shuffle(pool)
        rng.shuffle(pool_backs)
        dealt = iter(pool)
        for seat in seats:
            other.hands[seat] = [next(dealt) for _ in other.hands[seat]]
        other.pile = [next(dealt) for _ in other.pile]
        other.out_fallen = [next(dealt) for _ in other.out_fallen]
        for slot in column_slots:
            other.column_ids[slot] = next(dealt)
        new_top = other.pile[-1] if other.pile else -1
        fresh = iter(pool_backs)
        for card in pool:
            backs[card] = top if card == new_top else next(fresh)
        return other

    def scores(self) -> list[int]:
        return [0 if s == self.excluded else farm_score(f) for s, f in enumerate(self.farms)]

    def result(self) -> Result:
        scores = self.scores()
        ranked = [s for s in range(self.players) if s != self.excluded]
        best = max(scores[s] for s in ranked)
        winners = [s for s in ranked if scores[s] == best]
        return Result(
            winners,
            [float(x) for x in scores],
            {
                "excluded": self.excluded if self.excluded >= 0 else None,
                "reason": self.end_reason,
                "rounds": self.rounds,
                "column_height": len(self.column),
                "sets": [len(complete_kinds(f)) for f in self.farms],
            },
            self.termination,
        )

    # -- text ----------------------------------------------------------------------------
    def decode(self, action: Action) -> Move:
        return decode(action)

    def action_text(self, action: Action) -> str:
        return action_text(action)

    def parse_action(self, text: str) -> Action:
        return parse_action(text, FACE_NAMES, KINDS)


SPEC = GameSpec(
    id="tornado_ellie",
    name="Tornado Ellie",
    min_players=CARDS.min_players,
    max_players=CARDS.max_players,
    state_class=TornadoEllieState,
    options=(
        START_PLAYER,
        Option("track", "inner", "tornado_ellie.option.track", choices=("inner", "outer")),
        Option("dexterity", "physics", "tornado_ellie.option.dexterity", choices=("physics", "off")),
        Option("rotation_seconds", 3, "tornado_ellie.option.rotation_seconds", minimum=0),
    ),
)
TornadoEllieState.spec = SPEC


register(
    {
        "tornado_ellie.name": "Tornado Ellie",
        # option descriptions
        "tornado_ellie.option.track": (
            "Where the tornado base runs: the inner groove, or the wider outer track (harder)."
        ),
        "tornado_ellie.option.dexterity": (
            "physics: the column can fall when turned; off: rotations never collapse."
        ),
        "tornado_ellie.option.rotation_seconds": (
            "Seconds to finish a rotation before the tornado completes it itself (0 = no limit)."
        ),
    }
)
