"""CI's share of the soak (bench/soak.py plays 10,000 games per game): random games of every
registered game with every protocol invariant and event check of tests/soak_checks.py on."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import count
from typing import Any

import pytest

from game import registry
from game.assano.rules import AssanoState
from game.core import Event
from tests import soak_checks
from tests.soak_checks import soak_game

GAMES = 1000
"""Games per game in CI, from seed 0. Measured in CPU seconds per 1,000 games (one core of this
2-core machine): Assano 18.5, Opposites 6.2, Elements 13, Tornado Ellie 20 (58 in all); with the
games' events merged (Assano 20, Opposites 6, Elements 19, Tornado Ellie 24: 69 in all). A machine
shared with other work takes longer on the wall clock."""
FEWER: dict[str, int] = {}
"""Games that take too long for GAMES here, with the count that fits (bench/soak.py plays them all)."""


SHARES = 4
"""The games of each game are played in this many tests of consecutive seeds (the same games in
all), so that the two workers of a CI run share them out and no one test takes long."""


@pytest.mark.parametrize("share", range(SHARES), ids=lambda share: f"share{share}")
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_thousand_random_games_keep_every_invariant(game_id: str, share: int) -> None:
    games = FEWER.get(game_id, GAMES)
    seeds = range(share * games // SHARES, (share + 1) * games // SHARES)
    counts: Counter[str] = Counter()
    for seed in seeds:
        try:
            soak_game(game_id, seed, counts)
        except AssertionError as exc:
            raise AssertionError(f"{game_id} seed {seed}: {exc}") from exc
    assert counts["games"] == len(seeds) > 0
    assert counts["refusals"] >= counts["games"] and counts["round trips"] == counts["games"]


# -- the soak's checks can fail: each fault below, injected into Assano, is caught -------------------


@dataclass(frozen=True)
class Noise(Event):
    number: int


def inject(monkeypatch: pytest.MonkeyPatch, after: Callable[[AssanoState], None]) -> None:
    """Run ``after(state)`` after every Assano action."""
    real = AssanoState._apply

    def wrapped(self: AssanoState, action: Any) -> None:
        real(self, action)
        after(self)

    monkeypatch.setattr(AssanoState, "_apply", wrapped)


def soak_fails(match: str | None) -> None:
    with pytest.raises(AssertionError, match=match):
        for seed in range(5):
            soak_game("assano", seed, Counter())


def test_the_soak_finds_events_that_replay_differently(monkeypatch: pytest.MonkeyPatch) -> None:
    numbers = count()
    inject(monkeypatch, lambda state: state.emit(Noise(next(numbers))))
    soak_fails("replays other events")


def test_the_soak_finds_a_private_event_another_seat_sees(monkeypatch: pytest.MonkeyPatch) -> None:
    inject(monkeypatch, lambda state: state.emit(Noise(0, to=(0,))))
    monkeypatch.setattr(Event, "seen_by", lambda self, seat: True)
    soak_fails("sees Noise")


def test_the_soak_finds_a_lost_card(monkeypatch: pytest.MonkeyPatch) -> None:
    inject(monkeypatch, lambda state: state.deck.pop() if len(state.history) == 30 and state.deck else None)
    soak_fails("card was created or lost")


def test_the_soak_finds_a_refusal_that_changes_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    real = AssanoState.check

    def careless(self: AssanoState, action: Any) -> None:
        self.seed += 1  # as if a refused action had been half applied
        real(self, action)

    monkeypatch.setattr(AssanoState, "check", careless)
    soak_fails("changed the game")


def test_the_soak_finds_another_seats_hand_in_an_observation(monkeypatch: pytest.MonkeyPatch) -> None:
    real = AssanoState.observation
    monkeypatch.setattr(
        AssanoState, "observation", lambda self, seat: {**real(self, seat), "all": self.hands}
    )
    soak_fails(None)  # check_hidden: the re-dealt hands show in the observation


def test_the_soak_finds_a_game_that_does_not_end(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(soak_checks, "MAX_ACTIONS", 20)
    soak_fails("does not end")
