"""Random games with every protocol invariant and event check on: the soak of bench/soak.py (10,000
games per game) and of tests/test_soak.py (CI's share). The checks are those of the tests
(tests/protocol_checks.py, the games' invariant tests), imported from there, not copied.

Per game, at every action: the events returned are ``last_events``, typed :class:`Event` values,
private ones name existing seats and never reach another seat (``events_seen_by``); the cards and
pieces are all there (where a game's tests count them). At sampled steps (the first few, every
power of two, every ``EVERY``-th): every listed action applies on a copy and its text reads back,
an unlisted action is refused with a reason and changes nothing (``to_json`` and every seat's
observation compared), and what a seat cannot see is dealt again without changing its observation
(tests/protocol_checks.py ``check_hidden``, at steps 1, 4, 16, ...). At the end: the game ended
within ``MAX_ACTIONS``, its result is sound, the JSON document replays to the same game seen from
every seat, and replaying the saved action texts on a fresh game returns the same events at every
step.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from game import documents, registry
from game.core import WORLD, Event, IllegalAction, State, events_seen_by
from tests.protocol_checks import JUNK, check_hidden, random_options, snapshot

MAX_ACTIONS = 200_000
"""A game still running after this many actions is taken as one that never ends."""
EVERY = 48
"""The deep checks run at every EVERY-th step (besides the first ones and powers of two)."""
FIRST = 4
"""The deep checks run at each of the first FIRST steps."""
LOAD_EVERY = 10
"""Every LOAD_EVERY-th game's save is also loaded through game.documents (the same replay, plus
the document's validation)."""


def _assano_census() -> Callable[[State], None]:
    from tests.assano_helpers import every_card_there

    def check(state: State) -> None:
        assert every_card_there(state), "an Assano card was created or lost"

    return check


def _opposites_census() -> Callable[[State], None]:
    from game.opposites.cards import full_deck
    from tests.test_opposites_helpers import card_census

    deck = Counter(full_deck())

    def check(state: State) -> None:
        assert dict.__eq__(card_census(state), deck), "an Opposites card was created or lost"  # type: ignore[arg-type]

    return check


def _tornado_census() -> Callable[[State], None]:
    from tests.test_tornado_invariants import census_ok

    return census_ok  # type: ignore[return-value]


CENSUS: dict[str, Callable[[], Callable[[State], None]]] = {
    "assano": _assano_census,
    "opposites": _opposites_census,
    "tornado_ellie": _tornado_census,
}
"""Games whose tests count their cards and pieces: the check, raising AssertionError."""


def _assano_policy(rng: random.Random, legal: list[Any]) -> Any:
    from tests.test_assano_invariants import pick

    return pick(rng, legal)


POLICY: dict[str, Callable[[random.Random, list[Any]], Any]] = {"assano": _assano_policy}
"""Random play with a game's own shape where uniform play would run for ages (Assano's voluntary
draws make a round a random walk; its invariant tests play the same way)."""


def _tornado_world(rng: random.Random) -> Callable[[State], Any]:
    from tests.test_tornado_invariants import fake_world

    resolve = fake_world(rng)
    return lambda state: resolve(state, [None] * state.players)  # type: ignore[arg-type]


WORLDS: dict[str, Callable[[random.Random], Callable[[State], Any]]] = {"tornado_ellie": _tornado_world}
"""A stand-in for the physical world that makes things fall (the tests' fake world); a game
without one gets the outcome where nothing moves, which its legal list holds."""


def random_setup(game_id: str, seed: int) -> tuple[State, random.Random]:
    """A game with random players and options (as tests/test_protocol.py makes them)."""
    spec = registry.get(game_id)
    rng = random.Random(seed)
    players = rng.randint(spec.min_players, min(spec.max_players, 6))
    options = random_options(game_id, players, rng)
    if game_id == "assano":
        options["target"] = rng.choice([0, 0, 0, 40])  # whole 500-point matches take far longer
    return spec.new_game(players, options, seed), rng


def deep_step(step: int) -> bool:
    return step < FIRST or step & (step - 1) == 0 or step % EVERY == 0


def check_events(state: State, events: Any, counts: Counter[str]) -> None:
    """What ``apply`` returned is the state's ``last_events``: events, each private one for
    existing seats and seen by no other seat."""
    assert isinstance(events, tuple) and events == state.last_events
    for event in events:
        assert isinstance(event, Event), f"{event!r} is not an Event"
        counts["events"] += 1
        if event.to:
            counts["private events"] += 1
            assert all(0 <= seat < state.players for seat in event.to), f"{event!r} is for no seat"
            for seat in range(state.players):
                if seat not in event.to:
                    assert event not in events_seen_by(events, seat), f"seat {seat} sees {event!r}"


def lean_snapshot(state: State) -> tuple[Any, ...]:
    """:func:`tests.protocol_checks.snapshot` for the soak's sampled steps, without spelling the
    whole document at each: the document is the setup and the action list (``to_json`` spells
    them), compared here as they are; every seat's view as it is. Whether the spelt document
    replays is checked once a game (:func:`check_replay`)."""
    return (
        state.players,
        dict(state.options),
        state.seed,
        list(state.history),
        state.current_player(),
        [state.observation(p) for p in range(state.players)],
    )


def check_listed_and_refused(state: State, seen: list[Any], rng: random.Random, counts: Counter[str]) -> None:
    """Every listed action applies on a copy and its text reads back; one unlisted action (one
    seen earlier or junk) is refused with a reason, and nothing a player or a save sees changes."""
    legal = state.legal_actions()
    assert len(set(legal)) == len(legal), "legal actions are listed once"
    before = lean_snapshot(state)
    if not state.is_world():
        for action in legal:
            assert state.parse_action(state.action_text(action)) == action
            state.copy().apply(action)
        counts["listed actions applied"] += len(legal)
    listed = set(legal)
    unlisted = [a for a in rng.sample(seen, min(len(seen), 3)) if a not in listed] or [rng.choice(JUNK)]
    action = unlisted[0]
    try:
        state.apply(action)
    except IllegalAction as exc:
        assert str(exc).strip(), "a refusal needs a reason"
    else:
        raise AssertionError(f"{action!r} was accepted but not listed")
    counts["refusals"] += 1
    assert lean_snapshot(state) == before, f"refusing {action!r} changed the game"


def check_replay(state: State, recorded: list[tuple[Event, ...]], counts: Counter[str], load: bool) -> None:
    """The JSON document replays to the same game seen from every seat, and its action texts
    applied to a fresh game of its setup give the same events at every step; with ``load``, the
    document also loads through :func:`game.documents.loads` (the saves' own replay) to that game."""
    doc = json.loads(documents.dumps(state))
    fresh = registry.get(doc["game"]).new_game(doc["players"], doc["options"], doc["seed"])
    for number, (text, events) in enumerate(zip(doc["actions"], recorded, strict=True), 1):
        replayed = fresh.apply(fresh.parse_action(text))
        assert replayed == events, f"action {number} ({text}) replays other events: {replayed} != {events}"
    final = snapshot(state)
    assert snapshot(fresh) == final, "the document does not replay to the same game"
    counts["round trips"] += 1
    counts["replayed steps"] += len(recorded)
    if load:
        assert snapshot(documents.loads(documents.dumps(state))) == final
        counts["documents loaded"] += 1


def soak_game(game_id: str, seed: int, counts: Counter[str]) -> State:
    """Play one random game of ``game_id`` from ``seed`` with every check on; ``counts`` gets the
    number of each check made."""
    state, rng = random_setup(game_id, seed)
    probe = random.Random(~seed)  # the checks' own generator: the games played do not depend on them
    census = CENSUS[game_id]() if game_id in CENSUS else None
    policy = POLICY.get(game_id)
    world = WORLDS[game_id](rng) if game_id in WORLDS else None
    seen: list[Any] = []
    recorded: list[tuple[Event, ...]] = []
    if census is not None:
        census(state)
    step = 0
    while not state.is_over():
        assert step < MAX_ACTIONS, f"{game_id} seed {seed}: the game does not end"
        legal = state.legal_actions()
        assert legal, "a decision must have a legal action"
        if deep_step(step):
            check_listed_and_refused(state, seen, probe, counts)
            if step & (step - 1) == 0 and step.bit_length() % 2:  # costly: at 1, 4, 16, 64, ...
                check_hidden(state, probe)
                counts["hidden checks"] += 1
        if state.current_player() == WORLD:
            action = world(state) if world is not None else legal[0]
        else:
            action = policy(rng, legal) if policy is not None else legal[int(rng.random() * len(legal))]
            seen.extend(legal[:2])
        events = state.apply(action)
        check_events(state, events, counts)
        recorded.append(events)
        if census is not None:
            census(state)
            counts["census"] += 1
        step += 1
    counts["actions"] += step
    assert state.legal_actions() == []
    result = state.result()
    assert result.winners and all(0 <= w < state.players for w in result.winners)
    assert len(result.scores) == state.players
    check_replay(state, recorded, counts, load=seed % LOAD_EVERY == 0)
    counts["games"] += 1
    return state


def soak(game_id: str, games: int, seed: int = 0) -> Counter[str]:
    """``games`` checked random games of ``game_id`` from seeds ``seed``, ``seed + 1``, ..."""
    counts: Counter[str] = Counter()
    for index in range(games):
        soak_game(game_id, seed + index, counts)
    return counts
