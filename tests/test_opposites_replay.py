"""Opposites plays every game exactly as the engine did before its speed work: the same legal
lists in the same order, the same observations and the same results, so saved games replay.

The digest was recorded with the engine of commit 5ebbd71 (before ``State.playout``, the
remembered legal lists and the cheaper turn bookkeeping). A deliberate change of rules changes
it: record it anew then, and say in the commit that saved games of the old rules no longer
replay.
"""

from __future__ import annotations

import hashlib
from typing import Any

from game.core import State
from game.opposites.rules import SPEC
from tests.protocol_checks import digest_game

FINGERPRINT = "cdb4e70090f4f954fc2bf5e3e478de65a4ff106a25be576f48bdb01bcc550b69"


def fingerprint() -> str:
    """A digest of fixed random games under each rule: every legal list, the mover's observation
    every tenth action, the final document and result."""
    digest = hashlib.sha256()
    for index, options in enumerate(({}, {"must_play": "while_able"}, {"turn_limit": 30})):
        for seed in range(12):
            state = SPEC.new_game(2 + seed % 3, options, seed * 31 + index)
            digest_game(digest, state, seed, 10, mover_view)
    return digest.hexdigest()


ADDED = {"tornado_draws", "counter_draws", "end_draws"}
"""Observation keys added since (derived facts the table reads): the digest covers the others."""
ADDED_PILE = {"needs", "twos_placed", "run_draws", "twos_draws", "next_two_draws"}
ADDED_TORNADO = {"draws"}


def mover_view(state: State) -> list[tuple[str, Any]]:
    obs = state.observation(state.current_player())
    obs["piles"] = [{k: v for k, v in p.items() if k not in ADDED_PILE} for p in obs["piles"]]
    obs["tornados"] = [{k: v for k, v in t.items() if k not in ADDED_TORNADO} for t in obs["tornados"]]
    return sorted((k, v) for k, v in obs.items() if k not in ADDED)


def test_the_engine_plays_every_game_as_it_did_before() -> None:
    assert fingerprint() == FINGERPRINT
