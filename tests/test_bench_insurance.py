"""bench/tornado_insurance.py weighs medium's insurance against the exclusion guard: its copy of
medium's choice must be the kind medium really takes, or the bench measures another player."""

from __future__ import annotations

import itertools

from bench.tornado_insurance import guarded_insurance, medium_kind
from game.tornado_ellie.bots import AverageBot
from game.tornado_ellie.cards import KINDS


def test_the_bench_takes_the_kind_medium_takes_and_the_guard_a_missing_one() -> None:
    medium = AverageBot(0)
    compared = 0
    for counts in itertools.product(range(4), repeat=len(KINDS)):
        farm = dict(zip(KINDS, counts, strict=True))
        kinds = [k for k in KINDS if farm[k] < 3]
        if len(kinds) < 2:
            continue
        legal = [("insure", k) for k in kinds]
        observation = {"seat": 0, "farms": [farm]}
        assert medium_kind(farm, kinds) == medium.choose(observation, legal)[1], farm
        guard = guarded_insurance(farm, kinds)
        assert farm[guard] == 0 or min(farm[k] for k in kinds) > 0, farm
        compared += 1
    assert compared > 20
