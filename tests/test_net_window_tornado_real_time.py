"""Tornado Ellie across computers in a window, real time over loopback: the joining window runs
its seat's turn of the tornado live, as at home (held arrow keys turn it), and sends the sampled
track; the host plays the track through the same physics, and its outcome, which stands, is the
one the window's own column came to."""

from __future__ import annotations

import random

import pygame
import pytest

from game import documents, registry
from scenes.remote_table import RemoteTableScene
from scenes.tables.tornado_ellie.live_world import RemoteMoment
from tests.test_net_window_real_time import (
    GAME_SECONDS,
    HeadlessHost,
    click_a_choice,
    join_from_menu,
    loopback,  # noqa: F401 (the fixture)
)
from tests.ui_helpers import post, start_app, wait_in_real_time

TURNS = 2
"""Turns of the tornado the window makes before the test is satisfied (each a few seconds)."""


@pytest.mark.usefixtures("loopback")
def test_the_joining_window_turns_the_tornado_live_and_the_host_agrees_real_time(tmp_path, monkeypatch):
    host = HeadlessHost(tmp_path, "remote,easy", game="tornado_ellie", option="start_player=0")
    outcomes: dict[int, str] = {}
    tracks: list[list[float | None]] = []
    rule = RemoteMoment.rule

    def ruled(moment: RemoteMoment) -> None:
        assert moment.live is not None
        outcomes[moment.at] = template.action_text(moment.live.action())
        tracks.append(list(moment.track))
        rule(moment)

    monkeypatch.setattr(RemoteMoment, "rule", ruled)
    template = registry.get("tornado_ellie").new_game(2, {}, 0)
    try:
        app = start_app(tmp_path / "window")
        join_from_menu(app, host, "Di")
        table = app.scene
        assert isinstance(table, RemoteTableScene)
        rng = random.Random(4)
        held: list[int] = []

        def play() -> bool:
            if len(outcomes) >= TURNS or table.over():
                return True
            turning = table.world is not None and table.world.live is not None
            rotate = table.deciding() and table.obs.get("phase") == "rotate"
            if (rotate or turning) and not table.flights.busy():
                arrow = pygame.K_RIGHT if table.obs["direction"] == 1 else pygame.K_LEFT
                post(pygame.KEYDOWN, key=arrow, mod=0, unicode="", scancode=0)  # held: the key repeats
                held[:] = [arrow]
            else:
                for arrow in held:
                    post(pygame.KEYUP, key=arrow, mod=0, unicode="", scancode=0)
                held.clear()
                click_a_choice(app, table, rng)
            return False

        wait_in_real_time(app, play, GAME_SECONDS, f"{TURNS} turns of the tornado")
        assert len(outcomes) >= TURNS
        assert all(track and any(want is not None for want in track) for track in tracks)
        wait_in_real_time(
            app,
            lambda: len(documents.read_document(host.save)["actions"]) > max(outcomes),
            GAME_SECONDS,
            "the host's outcome",
        )
        actions = documents.read_document(host.save)["actions"]
        assert {move: actions[move] for move in outcomes} == outcomes
    finally:
        host.close()
