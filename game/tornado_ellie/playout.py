"""Medium's Tornado Ellie play read from the state, fast: the play-outs of the hard player.

:class:`game.tornado_ellie.bots.TornadoBot` decides from an observation (a dict built for the
table); a search plays thousands of decisions a second, so this module plays the same heuristic
straight from a state's fields, with the faces as small ints and the counts of the cards a seat
has not seen as a list. :func:`medium_card` picks the card medium picks (the same values; ties
broken by the generator instead of the bot's own jitter), :func:`medium_place` the piece medium
gives first, and :func:`play_on` plays a state on with everyone playing as medium: the judge of
``bench/tornado_gain.py`` and the play-outs of the variants in ``bench/tornado_variants.py``.

:class:`HandBeliefs` is what a seat may know of the others' hands from the public course of the
game (who could not follow which card; which cards they chose this round), and deals the hidden
cards of a determinization to fit it.

A play-out sees only the state it is given: in a search, the hands it reads are a sample's.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core import Action
from game.tornado_ellie.actions import AT_WORLD, INSURE, OVER, PLAY, STACK
from game.tornado_ellie.bots import (
    KEEP_LIGHTNING,
    KEEP_WEIGHT,
    SINGLE_TO_STRONG,
    STRONG_HAND,
    TURN_UP_RISK,
)
from game.tornado_ellie.bots import TALL_COLUMN_FEAR as TALL_COLUMN_FEARS
from game.tornado_ellie.cards import FACE_BY_NAME, FACE_TEXTS, suitable
from game.tornado_ellie.rules import TornadoEllieState
from game.tornado_ellie.scoring import SET_SIZE

NAMES = sorted(set(FACE_TEXTS))
"""The distinct faces; a face is an index into this list."""
INDEX = {name: i for i, name in enumerate(NAMES)}
CARD_FACE = [INDEX[text] for text in FACE_TEXTS]
"""Each card id's face."""
FULL = [0] * len(NAMES)
for _face in CARD_FACE:
    FULL[_face] += 1
ON = [[j for j, b in enumerate(NAMES) if suitable(FACE_BY_NAME[b], FACE_BY_NAME[a])] for a in NAMES]
"""ON[f]: the faces that may be played on face f."""
FOLLOWS = [
    sum(1 << t for t, top in enumerate(NAMES) if suitable(FACE_BY_NAME[card], FACE_BY_NAME[top]))
    for card in NAMES
]
"""FOLLOWS[f]: the tops (a bit each) on which face f may be played."""
BITS = [1 << t for t in range(len(NAMES))]
LIGHT = [FACE_BY_NAME[name].effect == "lightning" for name in NAMES]
CLOUD = [FACE_BY_NAME[name].effect == "cloud" for name in NAMES]
SINGLE = [FACE_BY_NAME[name].count == 1 and not FACE_BY_NAME[name].special for name in NAMES]
LIGHT_FACES = [i for i, light in enumerate(LIGHT) if light]

TALL_COLUMN_FEAR = TALL_COLUMN_FEARS["average"]
"""Medium's (an average hand's) pull of a tall column to a lightning."""


def unseen_counts(state: TornadoEllieState, seat: int) -> list[int]:
    """How many cards of each face ``seat`` has not seen (not in their hand, on the table or out)."""
    counts = FULL.copy()
    for card in state.hands[seat]:
        counts[CARD_FACE[card]] -= 1
    for card in state.table:
        counts[CARD_FACE[card]] -= 1
    for card in state.out_played:
        counts[CARD_FACE[card]] -= 1
    return counts


def coverage(rest: list[int], counts: list[int], total: int) -> float:
    """Share of the unseen cards (as next tops) on which one of the faces ``rest`` may follow."""
    if not rest or not total:
        return 0.0
    bits = 0
    for face in rest:
        bits |= FOLLOWS[face]
    covered = sum([n for n, bit in zip(counts, BITS, strict=True) if bits & bit])
    return covered / total


def card_values(
    state: TornadoEllieState, seat: int, faces: list[int], fear: float = TALL_COLUMN_FEAR
) -> list[float]:
    """Medium's value of playing each of ``faces`` (without its jitter)."""
    hand = [CARD_FACE[c] for c in state.hands[seat]]
    tall = fear * len(state.column) if state.options["dexterity"] == "physics" else 0.0
    sizes = [len(h) for h in state.hands]
    counts = unseen_counts(state, seat)
    return face_values(hand, counts, state.duty, state.direction, sizes, seat, tall, faces)


def face_values(
    hand: list[int],
    counts: list[int],
    duty: str | None,
    direction: int,
    sizes: list[int],
    seat: int,
    tall: float,
    faces: list[int],
) -> list[float]:
    """Medium's values of ``faces`` for ``seat`` holding the faces ``hand``, not having seen
    ``counts`` of each face, with the hands of ``sizes``; ``tall`` is the tall column's pull to
    a lightning."""
    total = max(1, sum(counts))
    if duty == "single":
        return [sum(map(counts.__getitem__, ON[f])) / total for f in faces]
    lightnings = sum(LIGHT[f] for f in hand)
    players = len(sizes)
    light_share = sum(counts[f] for f in LIGHT_FACES) / total
    values = []
    for face in faces:
        held = sizes[(seat + (-direction if CLOUD[face] else direction)) % players]
        if LIGHT[face]:
            value = (1 - light_share) ** held + tall
            if lightnings == 1 and duty != "lightning":
                value -= KEEP_LIGHTNING
        else:
            miss = (1 - sum(map(counts.__getitem__, ON[face])) / total) ** held
            if SINGLE[face]:
                value = miss + (1 - miss) * TURN_UP_RISK
                if held >= STRONG_HAND:
                    value -= SINGLE_TO_STRONG
            else:
                value = miss
        rest = hand.copy()
        rest.remove(face)
        values.append(value + KEEP_WEIGHT * coverage(rest, counts, total))
    return values


def medium_card(state: TornadoEllieState, legal: list[Action], rng: random.Random) -> Action:
    """The card medium plays (legal: the ``("play", face)`` actions)."""
    faces = [INDEX[a[1]] for a in legal]
    values = card_values(state, state.turn, faces)
    best = max(range(len(legal)), key=lambda i: values[i] + rng.random() * 1e-3)
    return legal[best]


def medium_place(state: TornadoEllieState, legal: list[Action]) -> Action:
    """Medium's piece (one that breaks no complete set first) at the centre line's grid step."""
    farm = state.farms[state.stacker]
    kinds = list(dict.fromkeys(a[1] for a in legal))
    kind = min(kinds, key=lambda k: (farm[k] >= SET_SIZE[k], kinds.index(k)))
    return ("place", kind, 0)


def medium_action(state: TornadoEllieState, legal: list[Action], rng: random.Random) -> Action:
    """Medium's choice at any decision of a play-out (dexterity off: stacking aims at the centre)."""
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase is PLAY:
        return medium_card(state, legal, rng)
    if phase is STACK:
        return medium_place(state, legal)
    if phase is INSURE:
        farm = state.farms[state.turn]
        return max(legal, key=lambda a: (farm[a[1]], -legal.index(a)))
    return legal[0]


def play_on(
    state: TornadoEllieState, rng: random.Random, stop: Callable[[TornadoEllieState], bool] | None = None
) -> None:
    """Play ``state`` on with every seat playing as medium until the game ends (or ``stop``);
    a world node (physics on) ends it too. Nothing is recorded."""
    step = state._apply
    legal_of = state._legal_actions
    state._legal = None
    while state.phase is not OVER and state.phase is not AT_WORLD:
        if stop is not None and stop(state):
            break
        legal = legal_of()
        step(legal[0] if len(legal) == 1 else medium_action(state, legal, rng))


ANY = (1 << len(NAMES)) - 1
NOT_LIGHT = sum(1 << f for f in range(len(NAMES)) if not LIGHT[f])
ON_BITS = [sum(1 << f for f in ON[t]) for t in range(len(NAMES))]
"""ON_BITS[t]: the faces that may be played on face t, a bit each."""
NOT_ON = [ANY & ~sum(1 << f for f in ON[t]) for t in range(len(NAMES))]
"""NOT_ON[t]: the faces that may not be played on face t."""


class HandBeliefs:
    """What a seat may know of the others' hands from the public course of the game.

    Every card in a hand is a slot holding the faces it may be. A dealt or drawn card may be any
    face; a player whose turn came without a suitable card (or struck by a lightning without a
    lightning card) showed that none of their cards then fitted, so each of their slots loses
    the faces that would have. A played card leaves by the slot that allows its face with the
    fewest faces (the likeliest to have held it). The course is read from the events the seat
    saw in a replay of the game's actions (nothing hidden is read)."""

    def __init__(self, state: TornadoEllieState, seat: int) -> None:
        self.seat = seat
        self.replay = type(state)(state.players, dict(state.options), state.seed)
        self.slots = [[ANY] * len(h) for h in self.replay.hands]
        self.done = 0
        self.decisions: list[tuple[int, list[int], int, str | None, int, list[int], float, int, int]] = []
        """The others' cards played from hand this round, each with what they saw then: seat,
        unseen counts of the public cards, top face (-1: none), duty, direction, hand sizes, tall
        column's pull, face played, and how many cards that seat had played this round before."""
        self.played: list[list[int]] = [[] for _ in self.slots]
        """The faces each seat played from hand this round."""

    def follows(self, state: TornadoEllieState) -> bool:
        """Whether ``state`` continues the game read so far."""
        replay = self.replay
        return (
            state.seed == replay.seed
            and state.players == replay.players
            and len(state.history) >= self.done
            and state.history[: self.done] == replay.history
        )

    def update(self, state: TornadoEllieState) -> None:
        """Read the actions of ``state`` not read yet."""
        replay = self.replay
        seat = self.seat
        for action in state.history[self.done :]:
            actor = replay.current_player()
            lightning = replay.duty == "lightning" and replay.phase is PLAY
            if action[0] == "play" and actor != seat:
                self._note_decision(actor, INDEX[action[1]])
            events = replay.apply(action)
            collapsed = any(type(e).__name__ == "Collapsed" for e in events)
            for event in events:
                if event.to and seat not in event.to:
                    continue
                name = type(event).__name__
                if name == "CardPlayed" and not event.turned_up:  # type: ignore[attr-defined]
                    self._played(event.seat, INDEX[event.face])  # type: ignore[attr-defined]
                    self.played[event.seat].append(INDEX[event.face])  # type: ignore[attr-defined]
                elif name == "RoundBegins":
                    self.decisions.clear()
                    for faces in self.played:
                        faces.clear()
                elif name == "Drew":
                    self.slots[event.seat] += [ANY] * event.count  # type: ignore[attr-defined]
                elif name == "Damage" and not collapsed:
                    victim = event.seat  # type: ignore[attr-defined]
                    if lightning and actor == victim and action == ("rotate",):
                        self._none_fits(victim, NOT_LIGHT)
                    elif actor != victim:
                        top = replay.top_face()
                        if top is not None:
                            self._none_fits(victim, NOT_ON[INDEX[top.text]])
        self.done = len(state.history)

    def _note_decision(self, actor: int, face: int) -> None:
        replay = self.replay
        counts = FULL.copy()
        for card in replay.table:
            counts[CARD_FACE[card]] -= 1
        for card in replay.out_played:
            counts[CARD_FACE[card]] -= 1
        top = CARD_FACE[replay.table[-1]] if replay.table else -1
        tall = TALL_COLUMN_FEAR * len(replay.column) if replay.options["dexterity"] == "physics" else 0.0
        sizes = [len(h) for h in replay.hands]
        self.decisions.append(
            (actor, counts, top, replay.duty, replay.direction, sizes, tall, face, len(self.played[actor]))
        )

    def weight(self, world: TornadoEllieState, miss: float) -> float:
        """How well the others' hands in ``world`` explain their cards played this round: a factor
        ``miss`` for every card medium would not have played from the hand they then held."""
        weight = 1.0
        for seat, public, top, duty, direction, sizes, tall, face, before in self.decisions:
            if len(world.hands[seat]) + len(self.played[seat]) - before != sizes[seat]:
                continue  # a reading out of step (cannot happen in a well-read game)
            hand = [CARD_FACE[c] for c in world.hands[seat]] + self.played[seat][before:]
            if duty == "lightning":
                legal = {f for f in hand if LIGHT[f]}
            elif top < 0:
                legal = set(hand)
            else:
                legal = {f for f in hand if ON_BITS[top] >> f & 1}
            if len(legal) < 2:
                continue
            counts = public.copy()
            for f in hand:
                counts[f] -= 1
            faces = sorted(legal)
            values = face_values(hand, counts, duty, direction, sizes, seat, tall, faces)
            if values[faces.index(face)] < max(values) - 2e-3:
                weight *= miss
        return weight

    def _played(self, seat: int, face: int) -> None:
        slots = self.slots[seat]
        bit = 1 << face
        fitting = [i for i, mask in enumerate(slots) if mask & bit]
        if not fitting:  # cannot happen with a right reading; forget what was known
            slots[:] = [ANY] * max(0, len(slots) - 1)
            return
        slots.pop(min(fitting, key=lambda i: slots[i].bit_count()))

    def _none_fits(self, seat: int, allowed: int) -> None:
        slots = self.slots[seat]
        for i, mask in enumerate(slots):
            slots[i] = mask & allowed or mask  # an impossible reading keeps the slot as it was

    def constrain(self, world: TornadoEllieState, rng: random.Random) -> None:
        """Make a determinization of the seat's fit what is known: each constrained slot of another
        hand gets a card it may hold, swapped in from another hand or the draw pile (never the
        pile's top card, whose back everyone sees)."""
        seat = self.seat
        wanted = []
        for other, slots in enumerate(self.slots):
            if other == seat or len(slots) != len(world.hands[other]):
                continue
            for i, mask in enumerate(slots):
                if mask != ANY:
                    wanted.append((mask.bit_count(), other, i, mask))
        if not wanted:
            return
        wanted.sort()
        places: list[tuple[list[int], int]] = [
            (world.hands[o], i) for o in range(world.players) if o != seat for i in range(len(world.hands[o]))
        ]
        places += [(world.pile, i) for i in range(len(world.pile) - 1)]
        fixed: set[tuple[int, int]] = set()
        for _, other, i, mask in wanted:
            hand = world.hands[other]
            fixed.add((id(hand), i))
            if mask >> CARD_FACE[hand[i]] & 1:
                continue
            start = int(rng.random() * len(places))
            for k in range(len(places)):
                where, j = places[(start + k) % len(places)]
                card = where[j]
                if mask >> CARD_FACE[card] & 1 and (id(where), j) not in fixed:
                    where[j], hand[i] = hand[i], card
                    break
