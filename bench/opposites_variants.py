"""Variants of Opposites' hard player for ``bench/move_gain.py`` and ``bench/bots.py table`` (none
is a level): a bigger budget, and play-outs stopped after a horizon and scored by hand sizes
without medium's anchor. The figures are in the ``HardOppositesBot`` docstring."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.opposites.bots import HardOppositesBot


class Budget1500(HardOppositesBot):
    def __init__(self, seed: int, iterations: int = 1500, seconds: float | None = 1.0) -> None:
        super().__init__(seed, iterations, seconds)


class Budget12000(HardOppositesBot):
    def __init__(self, seed: int, iterations: int = 12000, seconds: float | None = 1.0) -> None:
        super().__init__(seed, iterations, seconds)


class Horizon40(HardOppositesBot):
    horizon = 40


class Horizon80(HardOppositesBot):
    horizon = 80
