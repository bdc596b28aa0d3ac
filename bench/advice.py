"""How long advice takes to think (game/advice.py): the hard player's choice with the advice's
fixed budget, on positions of random games. Prints the median and the slowest per game.

    PYTHONPATH=. python bench/advice.py [positions]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from game import registry
from game.advice import advise


def positions(game_id: str, count: int, players: int = 3):
    rng = random.Random(1)
    options = {"dexterity": "off"} if game_id == "tornado_ellie" else {}
    found = 0
    seed = 0
    while found < count:
        seed += 1
        state = registry.get(game_id).new_game(players, options, seed)
        for _ in range(rng.randrange(0, 60)):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over() and state.current_player() >= 0:
            found += 1
            yield state


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    for game_id in ("assano", "opposites", "elements", "tornado_ellie"):
        times = []
        for state in positions(game_id, count):
            began = time.perf_counter()
            advise(state)
            times.append(time.perf_counter() - began)
        median, slowest = statistics.median(times) * 1000, max(times) * 1000
        print(f"{game_id:14} median {median:7.1f} ms  slowest {slowest:7.1f} ms")


if __name__ == "__main__":
    main()
