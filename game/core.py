"""The engine protocol every game implements.

One small protocol for four very different games (hidden-hand card games, a dice draft and a
dexterity game), modelled on OpenSpiel: a game spec makes states; a state says whose decision it
is, lists the legal actions, applies one, gives a per-player observation, and a result at the end.
Bots, tests, the command line and the UI only ever talk to this protocol.

Conventions
-----------
* An *action* is a small immutable, hashable value chosen by the game (an int or a tuple), fast
  for search. ``decode`` gives it as a typed :class:`Move` that tables and people's words read
  (python-chess's ``Move`` beside SAN); ``action_text`` gives its stable text form (``play R7``),
  the save and command-line format only, and ``parse_action`` reads that back.
* ``apply`` returns what happened as typed :class:`Event` values (cards drawn, a turn missed, a
  pile rebuilt), each public or private to named seats; replaying a save yields the same events.
  Play-outs apply with ``_apply`` and record none, so events cost a search nothing.
* Every sentence the engine says is a :class:`game.messages.Message` id with parameters (errors
  too: ``IllegalAction(code, **params)``); the English of each id is in :mod:`game.messages`.
* ``current_player()`` is a seat number, ``WORLD`` when the next event comes from the physical
  world (a rotation's outcome in Tornado Ellie; see :mod:`game.world`), or ``TERMINAL``.
* At a seat's decision ``legal_actions()`` is exact: every listed action applies, every other one
  is refused. At a WORLD node (:meth:`State.is_world`) it is not: the world's outcomes are too
  many to list (which pieces fell, where the rest came to rest), so the game *validates* them in
  ``check`` and lists only the outcome where nothing moves (Tornado Ellie's ``stood``). A world
  outcome is well formed or refused; it is never enumerated.
* All randomness comes from the state's own seeded generator (:meth:`State.rng`), so a game is
  fully given by (game id, options, players, seed, action list); that tuple is also the save format.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from itertools import repeat, starmap
from typing import TYPE_CHECKING, Any, ClassVar

from game.messages import Message, english

if TYPE_CHECKING:  # the options import this module's errors
    from game.options import Option

Action = Hashable

Policy = Callable[["State", list[Action], random.Random], Action]
"""A play-out player: picks one of the listed legal actions (the state is a search's own copy)."""

WORLD = -2
"""``current_player()`` value: the next action is an outcome supplied by the world (physics)."""
TERMINAL = -1
"""``current_player()`` value: the game is over."""

DOCUMENT_FORMAT = "stormtable-game"
"""The ``format`` field of every saved game (see :meth:`State.to_json`)."""
DOCUMENT_VERSION = 1
"""The only ``version`` this program writes, and so the only one it loads."""
SEED_MAX = 2**63 - 1
"""Seeds are whole numbers from 0 to SEED_MAX, wherever they enter (new games, saves, --seed)."""


class GameError(ValueError):
    """Base of every error a user can cause: a message id with parameters (``code``, ``params``);
    ``str()`` is its English, which the command line shows as it is and a window translates."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(english(code, params))

    @property
    def message(self) -> Message:
        return Message(self.code, self.params)


class IllegalAction(GameError):
    """An action that is not legal now; the state is left unchanged."""


class OptionError(GameError):
    """An unknown option or an invalid option value."""


class FormatError(GameError):
    """A malformed action text, save document or data file."""


@dataclass(frozen=True)
class Move:
    """An action as a typed value a table reads (``Play(card, colour)``, ``Take(die, row)``): each
    game defines its own subclasses and :meth:`State.decode` makes them. Never the save format."""


@dataclass(frozen=True)
class Event:
    """Something that happened during an action, recorded by the game's ``_apply`` (see
    :meth:`State.emit`). ``to`` names the seats a private event is for (the cards someone drew);
    empty means everybody saw it. A kind that ``reveals`` brings new hidden information into the
    game (a card drawn, dice rolled): undo stops there (:mod:`game.undo`)."""

    reveals: ClassVar[bool] = False
    to: tuple[int, ...] = field(default=(), kw_only=True)

    def seen_by(self, seat: int) -> bool:
        return not self.to or seat in self.to


def events_seen_by(events: Sequence[Event], seat: int) -> tuple[Event, ...]:
    """The events ``seat`` may know of: every public one and those private to that seat."""
    return tuple(event for event in events if event.seen_by(seat))


class Termination:
    """Why a game ended, as python-chess's ``Termination``: tables and the log compare it (``is``),
    never read text. There is one member per ``value``, the stable name that histories and
    observations store, so ``Termination(value)`` reads a stored value back as that member. The
    reasons many games share are below; a game declares its own beside its rules, as data
    (``SHEET_FULL = Termination("sheet_full")``), and shared code never names them."""

    __slots__ = ("value",)
    value: str
    _members: ClassVar[dict[str, Termination]] = {}

    EMPTY_HAND: ClassVar[Termination]
    """A player played their last card."""
    TARGET_REACHED: ClassVar[Termination]
    """A player's points reached the target."""
    TURN_LIMIT: ClassVar[Termination]
    """The turn limit came (a house rule that guarantees an end); the game is scored as it stands."""

    def __new__(cls, value: str) -> Termination:
        member = cls._members.get(value)
        if member is None:
            member = cls._members[value] = super().__new__(cls)
            object.__setattr__(member, "value", value)
        return member

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Termination cannot change")

    def __reduce__(self) -> tuple[type[Termination], tuple[str]]:
        return Termination, (self.value,)  # copies and pickles keep one member per value

    def __repr__(self) -> str:
        return f"Termination({self.value!r})"


Termination.EMPTY_HAND = Termination("empty_hand")
Termination.TARGET_REACHED = Termination("target_reached")
Termination.TURN_LIMIT = Termination("turn_limit")


@dataclass(frozen=True)
class Result:
    """The outcome of a finished game. ``winners`` share the win; ``scores`` are per seat."""

    winners: list[int]
    scores: list[float]
    detail: dict[str, Any] = field(default_factory=dict)
    termination: Termination | None = None


class State(ABC):
    """A game in progress. Subclasses implement the ``_``-prefixed hooks and the abstract API.

    The base class provides validated ``apply`` (legal list cached between ``legal_actions()`` and
    ``apply()``), the action history, the copy-on-write random generator and the JSON document.
    """

    spec: ClassVar[GameSpec]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int) -> None:
        self.players = players
        self.options = dict(options)
        self.seed = seed
        self.history: list[Action] = []
        self.last_events: tuple[Event, ...] = ()
        """What the last ``apply`` recorded (also its return value)."""
        self._log: list[Event] | None = None
        """The events of the action being applied, or None where nothing records (play-outs)."""
        self._legal: list[Action] | None = None
        # The generator; in a determinized copy first only the seed it is made from on demand.
        self._rng: random.Random | int = random.Random(seed)
        self._rng_shared = False

    # -- the protocol ------------------------------------------------------------------------
    @abstractmethod
    def current_player(self) -> int:
        """Seat whose decision it is, or WORLD, or TERMINAL."""

    @abstractmethod
    def _legal_actions(self) -> list[Action]:
        """At a seat's decision, all legal actions, exact (the UI highlights exactly these); at a
        WORLD node, the outcome where nothing moves (the game's ``check`` validates the others);
        [] when over."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Apply an action already known to be legal."""

    @abstractmethod
    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may see, JSON-compatible; nothing hidden from that player."""

    @abstractmethod
    def result(self) -> Result:
        """The result; only meaningful when ``is_over()``."""

    def standings(self) -> list[float] | None:
        """Each seat's score so far, where the game keeps a running score (Assano's match points,
        Elements' sheets); None where it does not. The charts of a game's rounds read it."""
        return None

    @abstractmethod
    def decode(self, action: Action) -> Move:
        """The action as a typed move (which card, which pile); for any action of the game's
        shape, legal now or not (a table asks why a dimmed card may not be played)."""

    @abstractmethod
    def action_text(self, action: Action) -> str:
        """The stable text form of an action: the save and command-line format, not for people."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Read an action's text form; raise FormatError with a clear message on bad text."""

    @abstractmethod
    def _copy_fields(self, other: State) -> None:
        """Give ``other`` (a shallow copy) its own copies of the game's mutable containers."""

    @abstractmethod
    def determinize(self, observer: int, rng: random.Random) -> State:
        """A state as ``observer`` may believe it to be, for search players and tests.

        It matches ``observation(observer)`` exactly; everything ``observer`` cannot see (other
        hands, the order of draw piles, hidden flags such as a bluff, and the future: the state's
        own generator) is dealt again at random from ``rng``, the searching player's generator.
        It depends only on what ``observer`` sees and on ``rng``, every listed action of it
        applies, and the original is left untouched. Start from :meth:`_determinized_copy`.
        """

    def _determinized_copy(self, rng: random.Random, keep_legal: bool = False) -> State:
        """A copy with a generator seeded from ``rng``: the common start of every ``determinize``
        (the true generator would reproduce the true future). The cached legal list is dropped
        unless ``keep_legal``: a game passes it when the observer is the one to move and their
        legal actions depend only on what they see (a search asks for them at every sample)."""
        other = self.copy()
        if not keep_legal:
            other._legal = None
        other._rng = rng.getrandbits(64)  # a seed: most samples never draw, so seed on demand
        other._rng_shared = False
        return other

    def is_over(self) -> bool:
        return self.current_player() == TERMINAL

    def is_world(self) -> bool:
        """True when the next action is an outcome of the physical world, not a seat's choice:
        then ``legal_actions()`` is not the whole list, and ``check`` validates the outcome."""
        return self.current_player() == WORLD

    def legal_actions(self) -> list[Action]:
        """The legal actions of the current decision (cached until the next apply).

        ``_legal_actions`` returns an empty list once the game is over.
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_actions()
        return legal

    def check(self, action: Action) -> None:
        """Raise IllegalAction with the reason when ``action`` is not legal now. At a seat's
        decision, legal means listed; a game with WORLD nodes overrides this to validate the
        world's outcomes, which are not enumerated."""
        if action not in self.legal_actions():
            code, params = self.refusal(action)
            raise IllegalAction(code, **params)

    def refusal(self, action: Action) -> tuple[str, dict[str, Any]]:
        """Why ``action`` is refused now, as (message id, parameters): the reason a table shows
        on a dimmed card and ``check`` raises."""
        if self.is_over():
            return "core.game_over", {}
        try:
            reason = self.explain_illegal(action)
        except Exception:  # a value of the wrong shape altogether
            return "core.not_an_action", {"value": short_repr(action), "game": self.spec.name}
        if isinstance(reason, Message):
            return reason.id, dict(reason.params)
        return reason, {}

    def explain_illegal(self, action: Action) -> Message | str:
        """Why an action is refused; games override this with rule-specific messages."""
        try:
            text = self.action_text(action)
        except Exception:  # any unprintable value is simply not an action here
            text = repr(action)
        legal = ", ".join(self.action_text(a) for a in self.legal_actions()[:12])
        return Message("core.not_legal_now", {"action": text, "legal": legal})

    def apply(self, action: Action, record: bool = True) -> tuple[Event, ...]:
        """Apply a legal action and return the events it recorded; an illegal one raises
        IllegalAction and changes nothing. ``record=False`` records none (a search's own moves,
        which nobody reads: events must not cost the search)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_actions()
        if action not in legal:
            self.check(action)  # raises with the reason
        if not record:
            self._apply(action)
            self._legal = None
            self.history.append(action)
            self.last_events = ()
            return ()
        self._log = log = []
        try:
            self._apply(action)
        finally:
            self._log = None
        self._legal = None
        self.history.append(action)
        self.last_events = events = tuple(log)
        return events

    def emit(self, event: Event) -> None:
        """Record an event of the action being applied (nothing in a play-out). A game whose
        event is costly to build tests ``self._log is not None`` first."""
        if self._log is not None:
            self._log.append(event)

    def playout(
        self, rng: random.Random, policy: Policy | None = None, stop: Callable[[State], bool] | None = None
    ) -> None:
        """Play on until the game ends, a world decision comes or ``stop(self)`` is true: the
        play-out of a search. ``policy`` picks each action; without one a game plays at random,
        by default uniformly among the legal actions.

        The actions come from the legal list, so they are applied without the check (which is
        what makes this faster than :meth:`apply` in a loop); they are still recorded in the
        history. A game may override this with a faster loop of its own, which must behave the
        same or document its own random play (Opposites plays a random maximal turn at once).
        """
        legal_of = self._legal_actions
        step = self._apply
        record = self.history.append
        self._legal = None
        while self.current_player() >= 0 and not (stop is not None and stop(self)):
            action = playout_choice(self, legal_of(), rng, policy)
            step(action)
            record(action)

    def apply_text(self, text: str) -> Action:
        """Parse and apply an action's text form; return the action."""
        action = self.parse_action(text)
        self.apply(action)
        return action

    def legal_texts(self) -> list[str]:
        return [self.action_text(a) for a in self.legal_actions()]

    # -- randomness --------------------------------------------------------------------------
    def rng(self) -> random.Random:
        """The state's own generator. Copies share it until one of them needs it (cheap copies)."""
        if isinstance(self._rng, int):
            self._rng = random.Random(self._rng)
            self._rng_shared = False
        elif self._rng_shared:
            fresh = random.Random(0)  # a seed, so no system entropy is read: setstate follows
            fresh.setstate(self._rng.getstate())
            self._rng = fresh
            self._rng_shared = False
        return self._rng

    def rng_mark(self) -> Any:
        """A value that changes whenever the state's own generator is drawn from (undo asks
        whether an action met chance); it draws nothing itself."""
        rng = self._rng
        return rng if isinstance(rng, int) else rng.getstate()

    # -- copies ------------------------------------------------------------------------------
    def copy(self) -> State:
        """An independent copy, fast enough for search-based players.

        Every attribute is shared first (immutables need no copy); the game's ``_copy_fields``
        then replaces its mutable containers with copies.
        """
        other = self.__class__.__new__(self.__class__)
        other.__dict__ = self.__dict__.copy()
        other.history = self.history.copy()
        self._rng_shared = other._rng_shared = True
        self._copy_fields(other)
        return other

    # -- documents ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The game as a JSON document: setup plus the action list, which replays exactly."""
        return {
            "format": DOCUMENT_FORMAT,
            "version": DOCUMENT_VERSION,
            "game": self.spec.id,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "actions": [self.action_text(a) for a in self.history],
        }


@dataclass(frozen=True)
class GameSpec:
    """A game as data: identity, player range, options schema and the state class."""

    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    state_class: type[State]
    chance: bool = True
    """Whether the rules draw at random beyond the start player (a deal, a roll, a fall): a game
    without chance is the same game under every seed once its start player is fixed."""

    @property
    def default_players(self) -> int:
        """The seats a new game starts with where none are asked for (setup, ``--autoplay``):
        two where the game allows, else its nearest count."""
        return min(max(2, self.min_players), self.max_players)

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        known = ", ".join(o.name for o in self.options)
        raise OptionError("core.unknown_option", game=self.id, option=name, known=known)

    def validate_options(self, options: Mapping[str, Any] | None, players: int) -> dict[str, Any]:
        """Defaults filled in, every value checked; an unknown name is refused by name."""
        if not self.min_players <= players <= self.max_players:
            raise OptionError(
                "core.player_count",
                game=self.name,
                minimum=self.min_players,
                maximum=self.max_players,
                players=players,
            )
        given = dict(options or {})
        out: dict[str, Any] = {}
        for opt in self.options:
            out[opt.name] = opt.validate(given.pop(opt.name, opt.default), players)
        if given:
            self.option(next(iter(given)))  # raises with the list of known options
        return out

    def new_game(self, players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
        """A fresh game; options are validated (unknown or invalid ones refused)."""
        check_seed(seed)
        return self.state_class(players, self.validate_options(options, players), seed)


def check_seed(seed: Any) -> int:
    """Return ``seed`` if it is a whole number from 0 to SEED_MAX, else raise OptionError."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise OptionError("core.seed_type", value=short_repr(seed))
    if not 0 <= seed <= SEED_MAX:
        if seed.bit_length() >= 200:  # too long to show
            raise OptionError("core.seed_range_bits", maximum=SEED_MAX, bits=seed.bit_length())
        raise OptionError("core.seed_range", maximum=SEED_MAX, value=seed)
    return seed


def short_repr(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for messages about values from outside."""
    try:
        text = repr(value)
    except (RecursionError, ValueError):  # very deep values, or ints too long to print
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def pick_start_player(state: State) -> int:
    """The start seat from the ``start_player`` option, drawing from the state's generator."""
    choice = state.options.get("start_player", "random")
    return state.rng().randrange(state.players) if choice == "random" else choice


def playout_choice(state: State, legal: list[Action], rng: random.Random, policy: Policy | None) -> Action:
    """A play-out's pick among the legal actions: the only one, the policy's, or one uniformly at
    random (one ``rng.random()``)."""
    if len(legal) == 1:
        return legal[0]
    if policy is None:
        return legal[int(rng.random() * len(legal))]
    return policy(state, legal, rng)


def shuffled(rng: random.Random, items: Sequence[Any]) -> list[Any]:
    """A uniformly shuffled list of ``items``: one ``rng.random()`` per item, in order, then a
    stable sort by those keys (the order saved games replay). Drawing the keys and sorting in C
    is several times faster than ``random.shuffle`` for a deck, and a search shuffles at every
    determinization and every rebuilt draw pile."""
    return sorted(items, key=partial(next, starmap(rng.random, repeat(()))))


def redeal_hidden(hands: list[list[Any]], deck: list[Any], keep: int, rng: random.Random) -> list[Any]:
    """Deal every hand but ``keep``'s and the draw pile again from their pooled cards, at the same
    sizes (hands replaced in place); returns the new draw pile. Determinization for search players:
    what ``keep`` cannot see is re-dealt, what they can see stays; the result depends only on the
    pooled cards as a set, the sizes and ``rng``."""
    seats = [s for s in range(len(hands)) if s != keep]
    pool = shuffled(rng, sorted(deck + [c for s in seats for c in hands[s]]))  # sorted: no trace of the deal
    for seat in seats:
        size = len(hands[seat])
        hands[seat] = pool[:size]
        del pool[:size]
    return pool


def seat_order(first: int, players: int, direction: int = 1) -> list[int]:
    """Seats in turn order starting at ``first`` (direction +1 clockwise, -1 counter-clockwise)."""
    return [(first + direction * i) % players for i in range(players)]


def require(doc: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    """Fetch ``doc[key]`` checking its type, raising FormatError that names the field."""
    if not isinstance(doc, Mapping):
        raise FormatError("core.field_not_object", where=where, kind=type(doc).__name__)
    if key not in doc:
        raise FormatError("core.field_missing", where=where, key=key)
    value = doc[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise FormatError("core.field_type", where=where, key=key, kind=type(value).__name__)
    return value


def shares(winners: Sequence[int], players: int) -> list[float]:
    """Win credit per seat: tied winners share one win."""
    credit = [0.0] * players
    for seat in winners:
        credit[seat] += 1.0 / len(winners)
    return credit
