"""The table frame's live physical world: each WORLD moment of a game played out frame by frame.

At a WORLD node (Tornado Ellie: a rotation, or the settle after a stacked piece) the frame builds a
:class:`physics.live.LiveWorld` from ``state.world_request()`` and steps it off the frame clock, one
1/120 s physics frame at a time (a few at most per display frame, so a stall never freezes the
window). A computer's turn follows its rotation skill, which gives exactly the offline resolver's
outcome; a person's turn follows the view's input: the view registers ``steer`` (the angle the
person wants at each physics frame) and only draws what :attr:`LiveMoment.live` shows. Once the
column has come to rest (and has been shown resting a moment) the outcome goes to the frame's
``perform`` and into the log as the world's action.

The view hears of the moment through three hooks of its own (all optional): ``world_began(live,
person)``, ``world_rested(live)`` (the outcome is read; before it is ruled) and
``world_ruled(live)`` (just before the outcome is applied).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from game.core import WORLD
from game.world import rotation_skill, world_seed
from physics.live import STEP_SECONDS, TURNING, LiveWorld

PREPARE_PER_FRAME = 4
"""The fresh column takes its load over a few display frames (4 of its 60 physics frames each)."""
MAX_STEPS_PER_FRAME = 3
"""Physics steps per display frame at most (catch-up after a stall is capped, never a freeze)."""
WORLD_SPEED = {"instant": 4.0, "fast": 1.0, "normal": 1.0, "slow": 1.0}
"""How fast a computer's turn and a settle run against the clock, by the computer players' pace
(a person's own turn always runs in real time)."""
SHOW_STOOD, SHOW_FELL = 0.3, 1.1
"""Seconds the column's rest is shown before its outcome is ruled (stood / something fell)."""


class LiveMoment:
    """The frame's driver of WORLD moments: owns the live world, steps it, rules its outcome."""

    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.live: LiveWorld | None = None
        """The moment being played out now, for the view to draw (None between moments)."""
        self.at = -1
        """The move number the live world was built for."""
        self.person = False
        """True when a person at this table turns the tornado in this moment."""
        self.steer: Callable[[LiveWorld], float | None] | None = None
        """The view's input: the angle a person wants at each physics frame of their turn."""
        self.wants: Iterator[float] | None = None
        self.plan: tuple[str | None, int] | None = None
        """A computer's turn not yet worked out: (its rotation skill, the moment's seed). Its
        angles are worked out in the frame after the column's build (the two together made one
        frame of several milliseconds); the column is still taking its load then, so the turn
        starts at the same frame with the same angles as before."""
        self.clock = 0.0
        self.hold = 0.0

    def update(self, dt: float) -> None:
        """One display frame: build, prepare, step and, once it rests, rule the current moment."""
        frame = self.frame
        moment = self.moment()
        if moment is None:
            self.live = None
            return
        if frame.flights.busy() or frame.finished:
            return
        if self.live is None or self.at != moment:
            self.begin(moment)
        else:  # the frame after the build: a computer's angles
            self._plan_turn()
        live = self.live
        assert live is not None
        for _ in range(PREPARE_PER_FRAME):
            if live.prepare():
                break
        else:
            return
        if live.done:
            self.hold -= dt
            if self.hold <= 0:
                self.rule()
            return
        speed = 1.0 if self.person else WORLD_SPEED.get(frame.app.settings.bot_speed, 1.0)
        self.clock += dt * speed
        steps = 0
        cap = MAX_STEPS_PER_FRAME * max(1, round(speed))
        while self.clock >= STEP_SECONDS and steps < cap and not live.done:
            live.step(self.next_want())
            self.clock -= STEP_SECONDS
            steps += 1
        self.clock = min(self.clock, STEP_SECONDS)
        if live.done:
            fell = bool(live.outcome and live.outcome.fallen)
            self.hold = (SHOW_FELL if fell else SHOW_STOOD) / speed
            self._tell("world_rested", live)
            if fell:
                frame.app.sounds.play("crash")

    def moment(self) -> int | None:
        """The move number of the WORLD moment to play out now, or None (no moment is due)."""
        state = self.frame.state
        return len(state.history) if state.current_player() == WORLD else None

    def begin(self, moment: int) -> None:
        """A new WORLD moment: build its live world; a computer's turn comes from its skill."""
        frame = self.frame
        request = frame.state.world_request()
        self.live = LiveWorld(request)
        self.at = moment
        self.clock = 0.0
        seat = request["rotator"]
        self.person = request["kind"] == "rotation" and frame.is_person(seat)
        self.wants = self.plan = None
        if not self.person:  # else the view's grab or held key that began the turn carries on
            self.plan = (rotation_skill(frame.state, frame.match.bots), world_seed(frame.state))
        self._tell("world_began", self.live, self.person)

    def next_want(self) -> float | None:
        live = self.live
        assert live is not None
        if not self.person:
            self._plan_turn()
            return next(self.wants, None) if self.wants is not None else None
        return self.steer(live) if self.steer is not None else None

    def rule(self) -> None:
        """The column has come to rest: its outcome goes to the rules as the world's action."""
        live = self.live
        assert live is not None and live.outcome is not None
        self._tell("world_ruled", live)
        action = live.action()
        self.live = None
        self.frame.perform(action)

    def _plan_turn(self) -> None:
        """Work out a computer's turn angles (:attr:`plan`) if they are still to be."""
        if self.plan is not None and self.live is not None:
            self.wants = iter(self.live.turn_for(*self.plan))
            self.plan = None

    def close(self) -> None:
        self.live = None
        self.wants = self.plan = None

    def _tell(self, hook: str, *args: Any) -> None:
        method = getattr(self.frame.view, hook, None)
        if method is not None:
            method(*args)


class RemoteMoment(LiveMoment):
    """This seat's turn of the world at a game hosted on another computer: the column runs live
    in this window as at home, each physics frame's wanted angle kept; once it rests, that track
    goes to the host (the frame's ``send_track``), which plays it through the same physics and
    whose outcome stands. Other seats' moments are the host's to play (nothing runs here)."""

    def __init__(self, frame: Any) -> None:
        super().__init__(frame)
        self.track: list[float | None] = []

    def moment(self) -> int | None:
        return self.frame.gesture_due()

    def begin(self, moment: int) -> None:
        self.live = LiveWorld(self.frame.obs["world"])
        self.at = moment
        self.clock = 0.0
        self.person = True
        self.wants = self.plan = None
        self.track = []
        self._tell("world_began", self.live, True)

    def next_want(self) -> float | None:
        live = self.live
        want = super().next_want()
        if live is not None and live.phase == TURNING:
            self.track.append(want)
        return want

    def rule(self) -> None:
        live = self.live
        assert live is not None
        self._tell("world_ruled", live)
        self.live = None
        self.frame.send_track(self.track)
