"""The move log: every move described as the viewer may know it, rebuilt from the game's own
moves when the language changes, a move is taken back or a saved game resumes."""

from __future__ import annotations

from collections import deque

from game.core import GameError
from scenes.games import game_name
from scenes.strings import plural, text
from scenes.table_sections import Section

LOG_LINES = 80


class MoveLog(Section):
    """The log's lines, newest last, and where a resumed game was resumed."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.lines: deque[str] = deque(maxlen=LOG_LINES)
        self.resumed_at: int | None = None
        """The moves played when this game was resumed from its save: the log says so there."""

    def restart(self) -> None:
        """Empty but for the line saying the game began, and the first round's opening while no
        move is made (after one, :meth:`replay` says it, from the game as it began)."""
        table = self.table
        self.lines.clear()
        self.lines.append(text("log_start", game=game_name(table.state.spec.id)))
        if not table.state.history:
            self.lines.extend(table.view.round_opening(table.state.observation(table.viewer)))

    def replay(self) -> None:
        """Fill the move log of a resumed game: the engine is deterministic, so replaying the saved
        actions from the game's id, options and seed gives every state on the way, and the last
        LOG_LINES moves are described as they were live, with the line saying where the game was
        resumed (:attr:`resumed_at`) in its place."""
        table = self.table
        history = list(table.state.history)
        first = max(0, len(history) - LOG_LINES)
        try:
            replay = table.start_state()
            for action in history[:first]:
                replay.apply(action)
            if first:
                self.lines.clear()  # the game's first line is long gone from a live log too
            elif history:
                self.lines.extend(table.view.round_opening(replay.observation(table.viewer)))
            for moves, action in enumerate(history[first:], first):
                self.resume_line(moves)
                actor = replay.current_player()
                move = replay.decode(action)
                before = replay.observation(table.viewer)
                events = replay.apply(action)
                after = replay.observation(table.viewer)
                happening = table.turns.happening(actor, action, move, events, before, after)
                self.lines.extend(table.view.describe(happening))
                self.lines.extend(table.view.logged_interlude(happening, table.view.interlude(happening)))
        except GameError:  # a save that replays at all replays exactly; never lose the game for its log
            pass
        self.resume_line(len(history))

    def resume_line(self, moves: int) -> None:
        """The log's line saying the game was resumed, if it was after ``moves`` moves."""
        if moves == self.resumed_at:
            self.lines.append(plural("log_resumed", moves))
