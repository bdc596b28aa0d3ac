"""What a finished (or abandoned) game leaves for the history and the statistics.

A game is fully given by its save document (id, options, players, seed, actions), so the history
keeps that document whole: the replay viewer replays it. Beside it, the history keeps a *summary*
read off the final state once (who sat where, who won, the scores, how long it lasted), so the list
and the statistics never replay 500 games to show a table.

Statistics are per player *name*: that is how a family tells itself apart at a shared computer.
They are computed from summaries alone, so the screen's figures can be recomputed from the files.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import FormatError, State
from game.events import RoundOver
from game.match import HUMAN, Seat
from game.messages import register

SUMMARY_VERSION = 1


@dataclass(frozen=True)
class Summary:
    """One game of the history as the list and the statistics read it."""

    game: str
    ended_at: float
    """Seconds since the epoch."""
    seats: tuple[Seat, ...]
    finished: bool
    """False for a game given up (started anew over) after it had been played for a while."""
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    moves: int
    length: int
    """The game's own measure of length: turns where the game counts them, else actions."""
    termination: str | None = None
    rounds: tuple[tuple[float, ...], ...] = ()
    """Standings after each round (Assano's match points, Elements' running scores), per seat."""

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def to_json(self) -> dict[str, Any]:
        return {
            "version": SUMMARY_VERSION,
            "game": self.game,
            "ended_at": self.ended_at,
            "seats": [seat.to_json() for seat in self.seats],
            "finished": self.finished,
            "winners": list(self.winners),
            "scores": list(self.scores),
            "moves": self.moves,
            "length": self.length,
            "termination": self.termination,
            "rounds": [list(r) for r in self.rounds],
        }

    @classmethod
    def from_json(cls, doc: Any) -> Summary:
        """Read a summary back; anything of the wrong shape is a FormatError (the file is then set
        aside, never trusted in part)."""
        if not isinstance(doc, Mapping) or doc.get("version") != SUMMARY_VERSION:
            raise FormatError("history.bad_summary")
        try:
            seats = tuple(Seat(str(s["kind"]), str(s["name"])) for s in doc["seats"])
            players = len(seats)
            winners = tuple(_int(w) for w in doc["winners"])
            scores = tuple(_number(s) for s in doc["scores"])
            rounds = tuple(tuple(_number(v) for v in row) for row in doc.get("rounds", []))
            summary = cls(
                game=_text(doc["game"]),
                ended_at=_number(doc["ended_at"]),
                seats=seats,
                finished=_flag(doc["finished"]),
                winners=winners,
                scores=scores,
                moves=_int(doc["moves"]),
                length=_int(doc["length"]),
                termination=None if doc.get("termination") is None else _text(doc["termination"]),
                rounds=rounds,
            )
        except (KeyError, TypeError, ValueError):
            raise FormatError("history.bad_summary") from None
        if (
            not 1 <= players <= 16
            or any(not 0 <= w < players for w in winners)
            or len(scores) != players
            or any(len(row) != players for row in rounds)
        ):
            raise FormatError("history.bad_summary")
        return summary


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("not a whole number")
    return value


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise TypeError("not a number")
    return float(value)


def _text(value: Any) -> str:
    if not isinstance(value, str) or len(value) > 200:
        raise TypeError("not a short text")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("not true or false")
    return value


def summarize(state: State, seats: Sequence[Seat], ended_at: float) -> Summary:
    """The summary of a game as it stands: finished if the game is over, else given up."""
    finished = state.is_over()
    players = state.players
    if finished:
        result = state.result()
        winners = tuple(result.winners)
        scores = tuple(float(s) for s in result.scores)
        termination = result.termination.value if result.termination is not None else None
        detail = result.detail
    else:
        winners, scores, termination, detail = (), (0.0,) * players, None, {}
    turns = detail.get("turns")
    length = turns if isinstance(turns, int) else len(state.history)
    return Summary(
        game=state.spec.id,
        ended_at=ended_at,
        seats=tuple(seats),
        finished=finished,
        winners=winners,
        scores=scores,
        moves=len(state.history),
        length=length,
        termination=termination,
        rounds=round_standings(state),
    )


def round_standings(final: State, start: State | None = None) -> tuple[tuple[float, ...], ...]:
    """Each seat's running score after every round of a game, by replaying it from its seed (or
    from ``start``, the position it began at: a lesson's rigged one): a row at each
    :class:`game.events.RoundOver` the engine records. Empty for a game without rounds or
    without a running score (:meth:`State.standings`)."""
    state = start if start is not None else final.spec.new_game(final.players, final.options, final.seed)
    if state.standings() is None:
        return ()
    rows = []
    for action in final.history:
        if any(isinstance(event, RoundOver) for event in state.apply(action)):
            rows.append(tuple(state.standings()))
    return tuple(rows)


# -- statistics --------------------------------------------------------------------------------
@dataclass
class GameRecord:
    """One player's figures in one game."""

    played: int = 0
    """Games with others (a solo game has a score, not a winner: it is counted apart)."""
    won: float = 0.0
    """Tied winners share the win."""
    solo_played: int = 0
    """Games alone."""
    scores: list[float] = field(default_factory=list)
    solo_scores: list[float] = field(default_factory=list)
    lengths: list[int] = field(default_factory=list)

    def best(self, solo: bool = False) -> float | None:
        values = self.solo_scores if solo else self.scores
        return max(values) if values else None

    def mean(self, solo: bool = False) -> float | None:
        values = self.solo_scores if solo else self.scores
        return sum(values) / len(values) if values else None


@dataclass
class PlayerStats:
    """A player name's statistics over the finished games of the history."""

    name: str
    games: dict[str, GameRecord] = field(default_factory=lambda: defaultdict(GameRecord))
    against: dict[str, list[float]] = field(default_factory=lambda: defaultdict(lambda: [0, 0.0]))
    """Per computer level met at the table: [games, wins]."""
    results: list[float] = field(default_factory=list)
    """Win credit game by game, oldest first (for streaks and the win rate over time)."""

    @property
    def played(self) -> int:
        return len(self.results)

    @property
    def won(self) -> float:
        return sum(self.results)

    def longest_streak(self) -> int:
        best = run = 0
        for credit in self.results:
            run = run + 1 if credit == 1.0 else 0
            best = max(best, run)
        return best

    def current_streak(self) -> int:
        run = 0
        for credit in reversed(self.results):
            if credit != 1.0:
                break
            run += 1
        return run

    def win_rate_over_time(self, window: int = 10) -> list[float]:
        """The share of wins over the last ``window`` games, after each game."""
        out = []
        for end in range(1, len(self.results) + 1):
            recent = self.results[max(0, end - window) : end]
            out.append(sum(recent) / len(recent))
        return out


def statistics(summaries: Iterable[Summary]) -> dict[str, PlayerStats]:
    """Statistics per player name over finished games (a given-up game counts for no one; a solo
    game counts its score, never as a win); summaries are read oldest first. A name that sits
    twice in one game counts once per seat."""
    stats: dict[str, PlayerStats] = {}
    for summary in sorted(summaries, key=lambda s: s.ended_at):
        if not summary.finished:
            continue
        levels = [seat.kind for seat in summary.seats if seat.kind != HUMAN]
        solo = len(summary.seats) == 1
        for seat_index, seat in enumerate(summary.seats):
            if seat.kind != HUMAN:
                continue
            player = stats.setdefault(seat.name, PlayerStats(seat.name))
            record = player.games[summary.game]
            record.lengths.append(summary.length)
            if solo:  # a score and a high score, no win: not in the wins, streaks or rates
                record.solo_played += 1
                record.solo_scores.append(summary.scores[seat_index])
                continue
            credit = 1.0 / len(summary.winners) if seat_index in summary.winners else 0.0
            player.results.append(credit)
            record.played += 1
            record.won += credit
            record.scores.append(summary.scores[seat_index])
            for level in sorted(set(levels)):
                tally = player.against[level]
                tally[0] += 1
                tally[1] += credit
    return stats


register({"history.bad_summary": "this file is not a game of the Stormtable history"})
