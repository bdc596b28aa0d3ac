"""How long advice takes to think (game/advice.py): the hard player's choice with the advice's
fixed budget, on positions of random games; and the table's frame times while the adviser thinks
on the match's worker (the frame never waits for it, but shares the interpreter with it). Prints
the median and the slowest per game.

    PYTHONPATH=. python bench/advice.py [positions]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

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
        if not state.is_over() and state.current_player() >= 0 and len(state.legal_actions()) > 1:
            found += 1
            yield state


def frames_while_thinking(game_id: str, state) -> tuple[float, float, int]:
    """Frame times (median, slowest, in ms, and how many frames) at a table while the advice for
    ``state`` is being thought out."""
    import os
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.match import Match, Seat
    from scenes.app import App
    from scenes.store import Store
    from scenes.table import TableScene

    app = App((1280, 720), Store(Path(tempfile.mkdtemp())))
    seats = [Seat("human" if i == 0 else "random", f"P{i}") for i in range(state.players)]
    table = TableScene(app, Match(state, seats), autosave=False)
    app.show(table)
    for _ in range(600):
        app.frame(1 / 60)
        if table.can_advise():
            break
    for _ in range(3):
        app.frame(1 / 60)  # the first frames draw the table anew
        app.redraw()
    table.ask_advice()
    assert table.advice_asked, "no person decides at the position"
    times = []
    while table.advice is None and len(times) < 5000:
        began = time.perf_counter()
        app.frame(1 / 60)
        app.redraw()  # a frame that draws (the table would be still otherwise)
        times.append(time.perf_counter() - began)
    app.close()
    return statistics.median(times) * 1000, max(times) * 1000, len(times)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    for game_id in ("assano", "opposites", "elements", "tornado_ellie"):
        times = []
        for state in positions(game_id, count):
            began = time.perf_counter()
            advise(state)
            times.append(time.perf_counter() - began)
        median, slowest = statistics.median(times) * 1000, max(times) * 1000
        print(f"{game_id:14} advice: median {median:7.1f} ms  slowest {slowest:7.1f} ms")
    for game_id in ("assano", "opposites"):
        found = positions(game_id, 100)
        state = next(s for s in found if s.current_player() == 0 and len(s.legal_actions()) > 3)
        median, slowest, count = frames_while_thinking(game_id, state)
        words = f"median {median:5.1f} ms  slowest {slowest:5.1f} ms over {count} frames"
        print(f"{game_id:14} frames while thinking: {words}")


if __name__ == "__main__":
    main()
