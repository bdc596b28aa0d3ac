"""A window hosting Assano in a process of its own, for the test that kills it with SIGKILL:
``python -m tests.net_window_host FOLDER MOVES``. It hosts from setup (seat 2 "On another
computer") on the loopback address, prints the URL and the join code a line each, plays its own
seat by random clicks until MOVES actions are played, prints ``played N``, and goes on hosting,
frame after frame, until it is killed (it never ends by itself)."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["LANGUAGE"] = "en"

SECONDS = 120.0


def main(folder: Path, moves: int) -> None:
    import scenes.host_screen as host_screen
    from scenes.remote_table import RemoteTableScene
    from tests.net_helpers import LOOPBACK
    from tests.test_net_window_real_time import click_a_choice, host_from_window
    from tests.ui_helpers import run, start_app, wait_in_real_time

    host_screen.BIND, host_screen.DISCOVERY = LOOPBACK, False
    app = start_app(folder)
    hosting = host_from_window(app, ["Ann", "Bo"], [1])
    print(hosting.url, flush=True)
    print(hosting.code, flush=True)
    wait_in_real_time(app, lambda: isinstance(app.scene, RemoteTableScene), SECONDS, "the table")
    table = app.scene
    rng = random.Random(5)

    def played() -> bool:
        if table.moves_played() >= moves or table.over():
            return True
        click_a_choice(app, table, rng)
        return False

    wait_in_real_time(app, played, SECONDS, f"{moves} moves")
    print(f"played {table.moves_played()}", flush=True)
    while True:  # hosting on, until the test kills this process
        run(app)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
