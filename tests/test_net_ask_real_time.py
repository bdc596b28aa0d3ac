"""The host's answers to a seat's questions (``ask``), real time over the loopback address: the
seat to move gets the advice and why a move of its own is refused; a question out of turn, of an
unknown kind, about what is no action, for a move gone by, or for advice the host does not give,
gets a clear error on that connection only, and the game plays on."""

from __future__ import annotations

from pathlib import Path

from game.net import protocol
from game.net.client import Client
from game.net.seats import REMOTE
from tests.net_helpers import Inbox, run, start_host


async def two_seats(tmp_path: Path):
    """An Assano game hosted for two joiners, seat 1 to move first: the host, its task, and
    the two seats' inboxes in seat order."""
    host, hosting = await start_host(
        tmp_path, "assano", [REMOTE, REMOTE], {"target": 0, "start_player": 0}, seed=5
    )
    clients = [Client(host.url, host.code, name, folder=tmp_path / name) for name in "AB"]
    seats = [await Inbox(client).join() for client in clients]
    first, second = sorted(seats, key=lambda inbox: inbox.client.welcome["seat"])
    return host, hosting, first, second


def test_real_time_the_seat_to_move_is_answered_and_a_wrong_question_refused(tmp_path: Path) -> None:
    async def main() -> None:
        host, hosting, first, second = await two_seats(tmp_path)
        assert first.client.welcome["aids"] == {"advice": True}
        await first.expect(lambda m: m["type"] == "state")
        await second.expect(lambda m: m["type"] == "state")
        state = host.state
        legal = state.legal_texts()
        refused = next(f"play {c}" for c in ("R1", "G1", "B1", "Y1", "R9", "G9") if f"play {c}" not in legal)

        await first.client.ask(protocol.ASK_ADVICE)
        await first.client.ask(protocol.ASK_WHY, refused)
        at = await first.expect(lambda m: m["type"] == "answer" and m["kind"] == protocol.ASK_ADVICE)
        advice = first.messages[at]
        assert advice["move"] == 0 and advice["action"] in legal and advice["code"].startswith("advice.")
        await first.client.ask(protocol.ASK_ADVICE)  # asked again: the same advice, thought once
        again = await first.expect(lambda m: m["type"] == "answer" and m["kind"] == "advice", at + 1)
        assert first.messages[again] == advice and host.answers.advised == (0, advice)
        at = await first.expect(lambda m: m["type"] == "answer" and m["kind"] == protocol.ASK_WHY)
        code, params = state.refusal(state.parse_action(refused))
        assert (first.messages[at]["code"], first.messages[at]["params"]) == (code, protocol.jsonable(params))

        await second.client.ask(protocol.ASK_ADVICE)  # not its turn
        await first.client.ask("everything")
        await first.client.ask(protocol.ASK_WHY, "no such action")
        await first.client._send({"type": "ask", "token": first.client.token, "move": 7, "kind": "why"})
        assert await second.errors_come(1) == ["net.not_your_turn"]
        assert await first.errors_come(3) == ["net.unknown_ask", "assano.bad_action", "net.stale_move"]
        host.match.aids["advice"] = False  # the host's policy
        await first.client.ask(protocol.ASK_ADVICE)
        assert (await first.errors_come(4))[3] == "net.no_advice"
        assert not [m for m in second.messages if m["type"] == "answer"]  # answers go to the asker only
        await first.client.move(advice["action"])  # and the game plays on
        await second.expect(lambda m: m["type"] == "state" and m["move"] == 1)
        hosting.cancel()

    run(main(), 120)


def test_real_time_a_flood_of_questions_never_crowds_out_the_seat_s_move(tmp_path: Path) -> None:
    """A pointer sweeping over dimmed cards asks many why-nots (a test's random clicks asked
    dozens a second, and the host's allowance dropped the move that followed: the window waited
    for ever). Questions have their own allowance: past it they go unanswered, and the move
    after 500 of them is played."""

    async def main() -> None:
        host, hosting, first, second = await two_seats(tmp_path)
        await first.expect(lambda m: m["type"] == "state")
        state = host.state
        legal = state.legal_texts()
        refused = next(f"play {c}" for c in ("R1", "G1", "B1", "Y1", "R9", "G9") if f"play {c}" not in legal)
        for _ in range(500):
            await first.client.ask(protocol.ASK_WHY, refused)
        await first.client.move(legal[0])
        await second.expect(lambda m: m["type"] == "state" and m["move"] == 1)
        answered = [m for m in first.messages if m["type"] == "answer"]
        assert 0 < len(answered) < 500, len(answered)  # some answered, the rest left unanswered
        assert not [m for m in first.messages if m["type"] == "error"], "a question is no flood"
        hosting.cancel()

    run(main(), 120)
