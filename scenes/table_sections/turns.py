"""Who decides and what happens then: an action applied for whoever decides (logged, animated,
announced and sounded), the computer players polled on the match's worker at the chosen pace,
and the device passed on between people in hot-seat play."""

from __future__ import annotations

from typing import Any

from game.core import Action, Event, GameError, Move, events_seen_by
from scenes.navigation import To
from scenes.strings import message_words, text
from scenes.table_sections import Section
from scenes.tables.base import Happening
from scenes.ui.anim import Flight


class Turns(Section):
    """How long the computer deciding now has been waited for, and whether the game is over."""

    bot_wait = 0.0
    finished = False

    def act(self, action: Action) -> bool:
        """A person's action from the view's targets; refused (with the reason) if not legal."""
        table = self.table
        if not table.deciding() or table.flights.holding():
            return False
        table.flights.finish()  # past the hold a move lands what still flies, then is made
        if table.coach is not None and not table.coach.allows(action):
            return False
        return table.perform(action)

    def perform(self, action: Action) -> bool:
        """Apply an action for whoever decides now, then log, animate and sound it."""
        table = self.table
        if table.coach is not None:
            action = table.coach.world_action(action)
        actor = table.state.current_player()
        move = table.state.decode(action)
        before = table.obs
        try:
            table.match.apply(action)
        except GameError as exc:
            table.say(message_words(exc.code, exc.params))
            return False
        table.message = ""
        self.bot_wait = 0.0
        table.tip.armed = False
        table.aids.forget()
        turn = table.match.turn()
        # the device is in a person's hands after their own move, and after the world's that follows it
        person = (actor >= 0 and table.match.seats[actor].human) or (
            actor < 0 and table.is_person(table.viewer)
        )
        if turn.who == "human" and turn.seat != table.viewer:
            if not table.hand_off.needed():
                table.viewer = turn.seat
            elif person:  # at once: no frame after a person's move shows the hand it was made from
                table.hand_off.pass_to(turn.seat)
        table.obs = table.state.observation(table.viewer)
        happening = self.happening(actor, action, move, table.state.last_events, before, table.obs)
        table.log.extend(table.view.describe(happening))
        if table.handoff is None:
            self.fly(table.view.flights(happening))
        if table.handoff is None:
            for index, banner in enumerate(table.view.announce(happening)):
                table.announcements.announce(banner, happening, index)
        sound = table.view.sound(happening)
        if sound:
            table.app.sounds.play(sound)
        table.summary.show(happening)
        return True

    def happening(
        self,
        actor: int,
        action: Action,
        move: Move,
        events: tuple[Event, ...],
        before: dict[str, Any],
        after: dict[str, Any],
    ) -> Happening:
        """An applied action as the viewer may know it: only the events the viewer may see."""
        table = self.table
        name = table.names[actor] if actor >= 0 else text("the_world")
        return Happening(actor, name, action, move, events_seen_by(events, table.viewer), before, after)

    def fly(self, flights: list[Flight]) -> None:
        """Set ``flights`` going at the chosen animation pace (none with the animations off)."""
        table = self.table
        scale = table.app.settings.anim_scale()
        for flight in flights if scale > 0 else []:
            flight.duration *= scale
            flight.delay *= scale
            table.flights.add(flight)

    def update(self, dt: float) -> None:
        """Once nothing moves or covers the table: the end, the turn to the next person (or the
        device passed to them), or the computer's action once it is ready and its pace is up."""
        table = self.table
        if table.flights.busy() or table.interlude is not None or table.handoff is not None or self.finished:
            return
        turn = table.match.turn()
        if turn.who == "over":
            self.finish()
        elif turn.who == "human" and turn.seat != table.viewer:
            if table.hand_off.needed():
                table.hand_off.pass_to(turn.seat)
            else:  # nothing hidden, or one person: the table simply turns to whoever decides
                table.set_viewer(turn.seat)
        elif turn.who == "world" and table.world is not None:
            return  # the live world (table.world) steps the moment and performs its outcome
        else:
            self.bot_wait += dt
            try:
                action = table.match.poll()
            except GameError as exc:
                table.say(message_words(exc.code, exc.params))
                return
            if action is not None and self.bot_wait >= table.app.settings.bot_delay():
                table.perform(action)

    def finish(self) -> None:
        table = self.table
        self.finished = True
        table.app.sounds.play("win")
        table.app.go(To.RESULTS, table)
