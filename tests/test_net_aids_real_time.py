"""The aids at a joined table work as at home: a window joins a headless host (``python -m game
host``) and plays Assano; its Advice button asks the host, which answers from that seat's side
(the hard player's choice, searched on determinizations for that seat, with its reason), and the
hint line says it with the move ringed; a dimmed card rested on shows the engine's own reason,
which the host gave. What the window's connection carried is that seat's view only: every state
its own, and every answer the same as the host would give from a game whose other hands were
dealt again (so it cannot depend on them). Over the loopback address only, each wait bounded."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from game import documents, registry
from game.advice import advise
from game.net import protocol
from scenes import language
from scenes.remote_table import RemoteTableScene
from scenes.strings import message_words, text
from tests.net_helpers import check_privacy
from tests.test_net_window_real_time import (
    GAME_SECONDS,
    WAIT_SECONDS,
    HeadlessHost,
    click_a_choice,
    join_from_menu,
    loopback,
    play_remote_seat,
)
from tests.ui_helpers import click, move_mouse, run, start_app, wait_in_real_time

__all__ = ["loopback"]  # the fixture, used by name


def state_at(save: Path, moves: int):
    """The hosted game as it was after ``moves`` actions (replayed from the host's save)."""
    doc = documents.read_document(save)
    state = registry.get(doc["game"]).new_game(doc["players"], doc["options"], doc["seed"])
    for action in doc["actions"][:moves]:
        state.apply(state.parse_action(action))
    return state


def check_answers(save: Path, seat: int, answers: list[dict[str, Any]]) -> None:
    """Each answer is for ``seat``'s own decision, and the host gives the same one from a game
    whose hidden cards are dealt again for that seat: it depends on that seat's view alone."""
    for answer in answers:
        state = state_at(save, answer["move"])
        assert state.current_player() == seat
        again = state.determinize(seat, random.Random(answer["move"]))
        if answer["kind"] == protocol.ASK_ADVICE:
            assert answer["action"] in state.legal_texts()
            advice = advise(again)
            assert (answer["action"], answer["code"]) == (again.action_text(advice.action), advice.words.id)
            assert answer["params"] == protocol.jsonable(advice.words.params)
        else:
            code, params = again.refusal(again.parse_action(answer["action"]))
            assert (answer["code"], answer["params"]) == (code, protocol.jsonable(params))


def test_advice_and_why_not_at_a_joined_table_come_from_the_host_for_that_seat_real_time(
    tmp_path, monkeypatch, loopback
):
    host = HeadlessHost(tmp_path, "remote,easy")
    try:
        app = start_app(tmp_path / "window")
        carried: list[dict[str, Any]] = []
        hear = RemoteTableScene.hear

        def recording(self, kind, value):
            if kind in ("state", "answer"):
                carried.append(value)
            hear(self, kind, value)

        monkeypatch.setattr(RemoteTableScene, "hear", recording)
        join_from_menu(app, host, "Cy")
        table = app.scene
        rng = random.Random(8)

        def dimmed() -> Any:
            """A dimmed card of this seat's while it decides (moving on by random clicks)."""
            if table.deciding() and not table.flights.busy():
                found = next((t for t in table.targets() if t.why is not None), None)
                if found is not None:
                    return found
            click_a_choice(app, table, rng)
            return None

        wait_in_real_time(app, dimmed, GAME_SECONDS, "a dimmed card to decide by")
        # the hint line teaches the rule of the moment as the home table's does (the view's hint)
        assert table.hint_words()[0] == table.view.hint(table.obs, table.legal(), True)
        assert table.hint_words()[0] not in ("", text("remote_waiting_start"))
        # the Advice button, as at home: the host thinks, the hint line says it, the move is ringed
        assert "advice" in [t.key for t in table.controls()]
        assert "advice" not in [t.key for t in table.targets()]  # random clicks never ask
        click(app, table.aids.advice_rect.center, 2)
        assert table.aids.asked
        wait_in_real_time(app, lambda: table.aids.advice is not None, WAIT_SECONDS, "the advice")
        app.redraw()
        click_free = table.hint_rect.center
        move_mouse(app, click_free, 2)
        words, _ = table.hint_words()
        assert words.startswith("Advice: ") and words == message_words(
            table.aids.advice.words.id, table.aids.advice.words.params
        )
        assert table.aids.advice.words.id == "advice.line"  # a reason: the lesson of the move
        assert "advice." not in words and "assano." not in words  # said in words, not by id
        assert table.aids.shown, "the advised move is ringed on the table"
        # the why-not of a dimmed card: the engine's reason, asked of the host as the pointer rests
        card = next(t for t in table.targets() if t.why is not None)
        move_mouse(app, card.rect.center, 1)
        wait_in_real_time(app, lambda: table.tooltip, WAIT_SECONDS, "the why-not")
        state = state_at(host.save, table.moves_played())
        assert table.tooltip == message_words(*state.refusal(card.why))
        assert table.tooltip != text("remote_not_now")
        english = (table.hint_words()[0], table.tooltip)
        language.set_language("da")  # the host's answers are ids: the window says them in its language
        app.redraw()
        run(app, 2)
        assert table.hint_words()[0].startswith("Råd: ") and table.tooltip
        assert (table.hint_words()[0], table.tooltip) != english
        language.set_language("en")
        app.redraw()
        run(app, 2)
        assert (table.hint_words()[0], table.tooltip) == english
        # a click on it says the same reason in the hint line, as at home
        click(app, card.rect.center, 2)
        assert table.hint_words()[0] == table.tooltip
        play_remote_seat(app, random.Random(9), GAME_SECONDS)
        assert host.process.wait(WAIT_SECONDS) == 0
        answers = [m for m in carried if m["type"] == "answer"]
        assert {a["kind"] for a in answers} == {protocol.ASK_ADVICE, protocol.ASK_WHY}
        check_answers(host.save, table.seat, answers)
        states = [m for m in carried if m["type"] == "state"]
        assert check_privacy(host.save, table.seat, states) > 5
    finally:
        host.close()
        pygame.event.clear()
