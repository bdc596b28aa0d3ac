"""The questions a game's view, the coach and the live world ask the table frame (the
:class:`scenes.tables.base.TableFrame` they are drawn for): who looks, who decides, what is legal,
the engine's words for a refusal, the pace of motion."""

from __future__ import annotations

from typing import Any

from game.core import Action, Move, State
from game.match import Match
from scenes.strings import message_words, text
from scenes.ui.input import Focus


class Questions:
    """Answered from the frame's match and the seat looking at the table (``viewer``)."""

    app: Any
    match: Match
    state: State
    names: list[str]
    viewer: int
    handoff: int | None
    obs: dict[str, Any]
    focus: Focus
    coach: Any
    keeping: Any

    def deciding(self) -> bool:
        turn = self.match.turn()
        return turn.who == "human" and turn.seat == self.viewer and self.handoff is None

    def legal(self) -> list[Action]:
        return self.state.legal_actions() if self.deciding() else []

    def refusal(self, action: Action) -> str:
        code, params = self.state.refusal(action)
        return message_words(code, params)

    def decode(self, action: Action) -> Move:
        return self.state.decode(action)

    def moves_played(self) -> int:
        return len(self.state.history)

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.match.seats) and self.match.seats[seat].human

    def play_sound(self, name: str) -> None:
        """A sound of the view's own (a die picked up, the ASSANO call)."""
        self.app.sounds.play(name)

    def motion_scale(self) -> float:
        """The pace setting's factor for motion the view starts itself (0: no motion)."""
        return self.app.settings.anim_scale()

    def record_score(self, board: str, name: str, score: int, **detail: Any) -> tuple:
        return self.keeping.record_score(board, name, score, **detail)

    def waiting_words(self, seat: int) -> str:
        """The banner while someone decides unseen: a computer "is playing", a person has the turn."""
        if self.is_person(seat):
            return text("waiting_for_person", name=self.names[seat])
        return text("waiting_for", name=self.names[seat])

    def set_viewer(self, seat: int) -> None:
        self.viewer = seat
        self.obs = self.state.observation(seat)

    def pointed(self) -> Any:
        """The target the person points at: the keyboard's focus while the keyboard is used, else
        the one under the mouse."""
        return self.focus.key if self.focus.keyboard else self.focus.hover

    def start_state(self) -> State:
        """The game as it began (a lesson's rigged position, else a fresh deal from the seed):
        the log and the replay start from it."""
        if self.coach is not None:
            return self.coach.lesson.start()
        state = self.state
        return state.spec.new_game(state.players, state.options, state.seed)
