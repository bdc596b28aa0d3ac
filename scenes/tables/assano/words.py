"""The Assano table's words: the move log read from moves and events, the seats' banners, the hint
line, the side panel, the between-rounds summary and the results. No rule is worked out here: what
happened comes from the engine's events, what things cost from the observation."""

from __future__ import annotations

from typing import Any

from game.assano import events as reasons
from game.assano.events import Challenged, ForgotCall, PenaltyWaiting, PlayedDrawn
from game.assano.moves import Challenge, Draw, Keep, Play, TakePenalty
from game.core import Action
from game.events import Drew, GameOver, PileRebuilt, Reversed, RoundOver, Skipped
from scenes import language
from scenes.strings import name_words, plural, text
from scenes.tables.base import Banner, Happening, TableFrame

HITS = (
    reasons.DRAW_TWO,
    reasons.WILD_DRAW_FOUR,
    reasons.PENALTY,
    reasons.CHALLENGE_LOST,
    reasons.BLUFF_CAUGHT,
)
"""The reasons of a draw that is a penalty: the log says it and the drawer's seat shows a banner."""


def card_name(card: str) -> str:
    """A card in words for the log: 'red 7', 'green skip', 'wild draw four' (the engine's namer)."""
    return name_words("assano.card", card)


def colour_name(colour: str) -> str:
    """A colour in words: 'red' (the engine's namer)."""
    return name_words("assano.colour", colour)


PLAY_LINES = {
    (False, False): "log_assano_play",
    (True, False): "log_assano_play_named",
    (False, True): "log_assano_play_call",
    (True, True): "log_assano_play_named_call",
}
"""The log's sentence of a play by (a colour named, ASSANO called)."""


class Words:
    """The words half of :class:`scenes.tables.assano.AssanoView`."""

    table: TableFrame
    picking: str | None

    def move_line(self, happening: Happening) -> str:
        """The move itself in words: who played, drew, took, challenged or kept what."""
        move, name, events = happening.move, happening.name, happening.events
        if isinstance(move, Play):
            key = PLAY_LINES[(move.colour is not None, bool(move.call))]
            colour = colour_name(move.colour) if move.colour is not None else ""
            return text(key, name=name, card=card_name(move.card), colour=colour)
        if isinstance(move, Draw):
            drawn = sum(e.count for e in events if isinstance(e, Drew) and e.why == reasons.DRAW)
            played = next((e for e in events if isinstance(e, PlayedDrawn)), None)
            if played is not None:
                return plural("log_assano_draw_play", drawn, name=name, card=card_name(played.card))
            return text("log_assano_draw", name=name, count=drawn)
        if isinstance(move, TakePenalty):
            taken = sum(e.count for e in events if isinstance(e, Drew) and e.why == reasons.PENALTY)
            return plural("log_assano_take", taken, name=name)
        if isinstance(move, Challenge):
            return text("log_assano_challenge", name=name)
        assert isinstance(move, Keep)
        return text("log_assano_keep", name=name)

    def describe(self, happening: Happening) -> list[str]:
        """The move, then a line for every penalty, missed turn, reverse, rebuilt pile and
        challenge (the round's end is the interlude's first line, which the frame logs)."""
        names = self.table.names
        lines = [self.move_line(happening)]
        for event in happening.events:
            if isinstance(event, ForgotCall):
                lines.append(plural("log_assano_forgot", event.penalty, name=names[event.seat]))
            elif (
                isinstance(event, Drew) and event.why in HITS and not isinstance(happening.move, TakePenalty)
            ):
                lines.append(plural("log_assano_drew", event.count, name=names[event.seat]))
            elif isinstance(event, Skipped):
                lines.append(text("log_assano_skipped", name=names[event.seat]))
            elif isinstance(event, Reversed):
                lines.append(
                    text("log_assano_reversed_cw" if event.direction == 1 else "log_assano_reversed_ccw")
                )
            elif isinstance(event, PileRebuilt):
                lines.append(plural("log_assano_rebuilt", event.count))
            elif isinstance(event, PenaltyWaiting):
                lines.append(plural("log_assano_waiting", event.count, name=names[event.seat]))
            elif isinstance(event, Challenged):
                key = "log_assano_challenge_won" if event.won else "log_assano_challenge_lost"
                lines.append(text(key, name=names[event.player]))
            elif isinstance(event, GameOver):
                winners = language.names([names[s] for s in event.winners])
                lines.append(plural("log_assano_match_won", len(event.winners), names=winners))
        return lines

    def round_opening(self, obs: dict[str, Any]) -> list[str]:
        """The card turned up to start the round and who begins: the first move's words ("draws
        2 and plays the last one drawn, blue 2") are read against it."""
        return [text("log_assano_start", card=card_name(obs["top"]), name=self.table.names[obs["current"]])]

    def announce(self, happening: Happening) -> list[Banner]:
        """A banner at each seat a penalty, a skip or a challenge struck, and "reverse" at the
        player who reversed."""
        out: list[Banner] = []
        skipped = {e.seat for e in happening.events if isinstance(e, Skipped)}
        hit: set[int] = set()
        for event in happening.events:
            if isinstance(event, ForgotCall):
                out.append(Banner(event.seat, text("assano_banner_forgot", count=event.penalty)))
            elif isinstance(event, Drew) and event.why in HITS:
                hit.add(event.seat)
                key = "assano_banner_hit" if event.seat in skipped else "assano_banner_plus"
                out.append(Banner(event.seat, text(key, count=event.count)))
            elif isinstance(event, Challenged):
                key = "assano_banner_challenge_won" if event.won else "assano_banner_challenge_lost"
                out.append(Banner(event.challenger, text(key)))
            elif isinstance(event, Reversed):
                out.append(Banner(happening.actor, text("assano_banner_reverse")))
            elif isinstance(event, PenaltyWaiting):
                out.append(Banner(event.seat, text("assano_banner_plus", count=event.count)))
        out += [Banner(seat, text("assano_banner_skipped")) for seat in sorted(skipped - hit)]
        return out

    def sound(self, happening: Happening) -> str | None:
        move = happening.move
        if isinstance(move, Play):
            return "call" if move.call else "card"
        return "draw"

    def hint(self, obs: dict[str, Any], legal: list[Action], deciding: bool) -> str:
        current = obs["current"]
        if current < 0:
            return text("game_over")
        if not deciding:
            return self.table.waiting_words(current)
        if self.picking:
            return text("assano_pick_colour")
        if obs["phase"] == "drawn":
            return text("assano_hint_drawn", card=card_name(obs["drawn"]))
        if obs["phase"] == "penalty":
            return plural("assano_hint_penalty", obs["penalty"])
        plays = self.plays(legal)
        if obs["call_due"] and plays:
            return text("assano_hint_call", count=obs["forgot_call_cost"])
        if plays:
            return text("assano_hint_play", colour=colour_name(obs["colour"]), top=card_name(obs["top"]))
        return text("assano_hint_draw")

    def panel_lines(self, obs: dict[str, Any]) -> list[str]:
        names = self.table.names
        target = obs["target"]
        if target:
            lines = [plural("assano_round_to", target, round=obs["round"])]
        else:
            lines = [text("assano_round", round=obs["round"])]
        lines.append(text("direction_cw") if obs["direction"] == 1 else text("direction_ccw"))
        for seat, name in enumerate(names):
            lines.append(
                text(
                    "assano_standing",
                    name=name,
                    points=plural("points", obs["plus"][seat]),
                    cards=plural("cards", obs["hand_sizes"][seat]),
                )
            )
        return lines

    def interlude(self, happening: Happening) -> list[str] | None:
        """Between rounds (a round ended and the match goes on): who went out, the standings."""
        events = happening.events
        over = next((e for e in events if isinstance(e, RoundOver)), None)
        if over is None or any(isinstance(e, GameOver) for e in events):
            return None
        after = happening.after
        names = self.table.names
        lines = [plural("assano_round_won", sum(over.points), round=over.round, name=names[over.winner])]
        order = sorted(range(len(names)), key=lambda s: -after["plus"][s])
        lines += [
            text("assano_standing_line", name=names[s], points=plural("points", after["plus"][s]))
            for s in order
        ]
        lines.append(plural("assano_target_line", after["target"]))
        return lines

    def results(self, result: Any, obs: dict[str, Any]) -> list[tuple[str, list[str]]]:
        names = self.table.names
        order = sorted(range(len(names)), key=lambda s: -result.scores[s])
        standings = [
            text(
                "assano_result_row",
                name=names[s],
                plus=plural("assano_plus_points", int(result.scores[s])),
                minus=plural("assano_minus_points", result.detail["minus"][s]),
            )
            for s in order
        ]
        rounds = [
            text(
                "assano_round_row",
                round=i + 1,
                name=names[r["winner"]],
                points=plural("points", sum(r["points"])),
            )
            for i, r in enumerate(result.detail["rounds"])
        ]
        return [(text("results_standings"), standings), (text("results_rounds"), rounds[-12:])]
