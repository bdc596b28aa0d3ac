"""What the table keeps on disk: the autosave after each action (the history once the game is
over) and a game's high scores (:attr:`scenes.games.TableEntry.scores`)."""

from __future__ import annotations

from typing import Any

from game.core import Action
from game.match import Match
from scenes import games
from scenes.strings import text
from scenes.table_sections import Section


class Keeping(Section):
    """The match's ``on_action``, and the high-score boards when the game keeps them."""

    def saved(self, match: Match, action: Action | None) -> None:
        table = self.table
        if table.coach is not None:
            table.coach.moved()
        if not table.autosave:
            return
        store = table.app.store
        try:
            if match.state.is_over():
                store.record_history(match.state, match.seats)
                store.clear_autosave(match.state.spec.id)
            else:
                store.autosave(match.state, match.seats, match.aids)
        except OSError as exc:
            table.say(text("autosave_failed", reason=exc.strerror or str(exc)))

    def record_score(
        self, board: str, name: str, score: int, **detail: Any
    ) -> tuple[int | None, list[dict[str, Any]], str | None]:
        """Enter a score on the game's high-score board: (its place or None, the board's top, a
        notice when the file could not be read or written; the notice also goes to the menu)."""
        store = self.table.app.store
        keeper = games.scores(self.table.state.spec.id)
        if keeper is None:
            return None, [], None
        scores = keeper(store.folder)
        notice = scores.notice
        place = scores.add(board, name, score, **detail)
        notice = scores.notice or notice
        if notice:
            store.notices.append(notice)
        return place, scores.top(board), notice
