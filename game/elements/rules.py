"""Elements, the roll-and-write dice game (the rulebook: ``seeds/elements.de.txt``).

How the product reads the rulebook where it is silent or unclear (this list is the reference):

* Dice: four element dice, each with every element once, its own element twice and one dark face,
  and the grey die with each element once and two dark faces. Four players use all five dice;
  fewer players leave the grey die out.
* The rulebook shows no score sheet: the product ships one as data and a variant may replace it
  (:mod:`game.elements.sheet`). Every row starts with its field 0 crossed.
* A round: the active player rolls all dice, again while three or more show dark. The active
  player takes the first and the last die, the others one each in between, clockwise; then the
  player to the left becomes active.
* A die is usable when its element face fits the next field of an element row by colour, or its
  dark face the dark row while that row is neither frozen nor full. A player must take a usable
  die while any remaining die is usable; only when none is may they take any die, and that miss
  crosses the next field of the light row.
* The dark row freezes as soon as every element row's cross has reached its arrow: its last cross
  scores and a dark face is unusable from then on. A dark row already full then stays complete.
* Full rows: with the dark row full, a dark die that must be taken crosses any element row; with
  the light row full, a miss may cross the element row with the fewest crosses (the player picks
  among ties) or be declined.
* End: once six rows are completed over all sheets (light and dark rows count, a frozen row does
  not), play goes on until the player to the right of the start player has been active. Each row
  scores the value over its last cross; the highest total wins and ties share the win. The "-10
  top left" that the start player marks is the start-player flag, not a score.
* Solo (beyond the rulebook, for a high score): four dice, two taken one after the other from each
  roll, the rest set aside; the game ends when three rows are completed.

The mechanics:

The active player rolls, then the dice are drafted one at a time; every pick is one decision of
one player: a die and the row it crosses. Rolls happen inside ``_apply`` from the state's seeded
generator, so there are no chance actions and a game replays from its action list.

Actions are ints ``die << 3 | target``; their text is ``take DIE TARGET``:

* ``take 2 fire``  -- die 2 of this roll crosses the next field of the fire row (its colour must
  match the die's face, or it is a full-row fallback, see below);
* ``take 0 dark``  -- a dark face crosses the next field of the dark row;
* ``take 1 light`` -- a miss: no remaining die is usable, the light row gets the cross;
* ``take 3 water`` -- also the full-row fallbacks: a forced dark face with the dark row full
  crosses any element row, and a miss with the light row full crosses the element row with the
  fewest crosses;
* ``take 3 none``  -- a miss with the light row full, declining that fallback (no cross).

Dice are numbered by their position in the roll (0-3, or 0-4 with the grey die); a taken die
keeps its number until the next roll.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.core import (
    TERMINAL,
    Action,
    FormatError,
    GameSpec,
    Move,
    Result,
    State,
    Termination,
    pick_start_player,
    seat_order,
)
from game.elements.events import DieTaken, Frozen, GameEnding, Missed, Rerolled, Rolled, RowFull
from game.elements.sheet import (
    DARK,
    DEFAULT_SHEET,
    ELEMENTS,
    LIGHT,
    NONE,
    ROWS,
    SHIPPED_SHEETS,
    Sheet,
    SheetOption,
    sheet_from_option,
    shipped_sheet,
)
from game.events import GameOver, RoundOver
from game.messages import Message, Name, register
from game.options import START_PLAYER

TARGETS = (*ROWS, "none")
"""Targets: the element rows (0-3), the dark row (4), the light row (5) and none (6)."""
FACES = (*ELEMENTS, "dark")
GREY = 4
DIE_NAMES = (*ELEMENTS, "grey")

DIE_FACES: tuple[tuple[int, ...], ...] = (
    *((e, e, *(o for o in range(4) if o != e), DARK) for e in range(4)),
    (0, 1, 2, 3, DARK, DARK),
)
"""Per die: each element die has every element once, its own twice and one dark face; the grey
die has each element once and two dark faces."""

MAX_DARK_SHOWN = 2
"""'Würfelt der aktive Spieler 3 oder mehr schwarze Seiten, so würfelt er erneut.'"""
ROWS_TO_END = 6
"""'sobald bei allen Spielern in Summe 6 Zeilen komplett angekreuzt wurden'."""
SOLO_ROWS_TO_END = 3
SOLO_PICKS = 2
SHEET_FULL = Termination("sheet_full")
"""Elements' end: the rows that end the game are complete (six on all sheets, three solo)."""


DIE_WORDS = {
    "fire": Message("elements.die.fire"),
    "water": Message("elements.die.water"),
    "earth": Message("elements.die.earth"),
    "air": Message("elements.die.air"),
    "grey": Message("elements.die.grey"),
}
"""The message naming each die by its colour (the namer ``elements.die``: "the {die} die")."""
ROW_WORDS = {
    "fire": Message("elements.row.fire"),
    "water": Message("elements.row.water"),
    "earth": Message("elements.row.earth"),
    "air": Message("elements.row.air"),
    "dark": Message("elements.row.dark"),
    "light": Message("elements.row.light"),
    "none": Message("elements.row.none"),
}
"""The message naming each row of the sheet as the rules' sentences say it (the namer
``elements.row``: "your {row} row")."""
FACE_WORDS = {
    "fire": Message("elements.face.fire"),
    "water": Message("elements.face.water"),
    "earth": Message("elements.face.earth"),
    "air": Message("elements.face.air"),
    "dark": Message("elements.face.dark"),
}
"""The message naming each face of a die (the namer ``elements.face``: "shows {face}")."""


def die_words(kind: str) -> str:
    """A die as English names it, by its colour ("fire", "grey"; actions and saves number the dice
    by their place in the roll)."""
    return kind


def row_words(row: str) -> str:
    """A row as English names it: 'fire', 'dark'."""
    return row


def die_name(kind: int) -> str:
    """A die as English names it, by its colour: 'the fire die', 'the grey die'."""
    return f"the {die_words(DIE_NAMES[kind])} die"


def die_param(kind: int) -> Name:
    """The die ``kind`` (0-4) named in a message."""
    return Name("elements.die", DIE_NAMES[kind])


def row_name(target: int) -> Name:
    """The row (or target) ``target`` named in a message."""
    return Name("elements.row", TARGETS[target])


def face_name(face: int) -> Name:
    return Name("elements.face", FACES[face])


def dice_for(players: int) -> tuple[int, ...]:
    """All five dice with four players; the grey die is left out with fewer (solo: four dice)."""
    return (0, 1, 2, 3, GREY) if players == 4 else (0, 1, 2, 3)


def draft_order(active: int, players: int, dice: int) -> list[int]:
    """The active player takes the first and the last die, the others in between clockwise
    (two players: active, other, other, active); solo: two picks, the rest is set aside."""
    if players == 1:
        return [active] * SOLO_PICKS
    others = seat_order(active, players)[1:]
    return [active, *others * ((dice - 2) // len(others)), active]


def encode(die: int, target: int) -> int:
    return die << 3 | target


@dataclass(frozen=True)
class TakeDie(Move):
    """Take die ``die`` (its index in this roll) for ``row``: an element row, "dark", "light" (a
    miss crosses the light row) or "none" (a miss with the light row full, declined)."""

    die: int
    row: str


class ElementsState(State):
    """A game of Elements: rounds of roll-and-draft until six rows are completed over all sheets."""

    def __init__(self, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(players, options, seed)
        self.sheet: Sheet = sheet_from_option(options["sheet"])
        self.lengths = self.sheet.lengths
        self.dice = dice_for(players)
        self.marks = [[0] * 6 for _ in range(players)]
        self.frozen = [False] * players
        self.completed = [0] * players
        self.start = pick_start_player(self)
        self.last_active = (self.start - 1) % players
        self.active = self.start
        self.rounds = 0
        self.over = False
        self._new_round()

    # -- setup ---------------------------------------------------------------------------
    def _new_round(self) -> None:
        """Roll all dice (again while three or more show dark) and set the draft order."""
        rng = self.rng()
        self.rerolls: list[list[int]] = []
        while True:
            faces = [DIE_FACES[d][int(rng.random() * 6)] for d in self.dice]
            if faces.count(DARK) <= MAX_DARK_SHOWN:
                break
            self.rerolls.append(faces)  # everyone saw this roll before it was rolled again
        self.faces = faces
        self.taken = [-1] * len(faces)
        self.order = draft_order(self.active, self.players, len(faces))
        self.rounds += 1
        if self._log is not None:
            for roll in self.rerolls:
                self.emit(Rerolled(self.active, tuple(FACES[f] for f in roll), roll.count(DARK)))
            self.emit(Rolled(self.active, self.rounds, tuple(FACES[f] for f in faces)))

    def _copy_fields(self, other: State) -> None:
        assert isinstance(other, ElementsState)
        other.marks = [m.copy() for m in self.marks]
        other.frozen = self.frozen.copy()
        other.completed = self.completed.copy()
        other.faces = self.faces.copy()
        other.taken = self.taken.copy()
        other.order = self.order.copy()

    # -- queries -------------------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.over else self.order[0]

    def is_over(self) -> bool:
        return self.over

    def remaining(self) -> list[int]:
        return [d for d, seat in enumerate(self.taken) if seat < 0]

    def is_full(self, seat: int, row: int) -> bool:
        return self.marks[seat][row] == self.lengths[row] - 1

    def fits(self, seat: int, face: int) -> list[int]:
        """Rows where ``face`` is usable for ``seat`` (:meth:`Sheet.fits`)."""
        return self.sheet.fits(self.marks[seat], face, self.frozen[seat])

    def miss_targets(self, seat: int, face: int) -> list[int]:
        """Where a die taken without fitting goes (:meth:`Sheet.miss_targets`)."""
        return self.sheet.miss_targets(self.marks[seat], face)

    def is_miss(self) -> bool:
        """True when no remaining die is usable for the player to pick (any die may be taken)."""
        seat = self.order[0]
        return not any(self.fits(seat, self.faces[d]) for d in self.remaining())

    def _legal_actions(self) -> list[Action]:
        if self.over:
            return []
        seat = self.order[0]
        remaining = self.remaining()
        marks, frozen, fits, faces = self.marks[seat], self.frozen[seat], self.sheet.fits, self.faces
        out = [d << 3 | row for d in remaining for row in fits(marks, faces[d], frozen)]
        if out:
            return out
        miss = self.sheet.miss_targets
        return [d << 3 | row for d in remaining for row in miss(marks, faces[d])]

    def explain_illegal(self, action: Action) -> Message:
        if not isinstance(action, int) or isinstance(action, bool) or action < 0:
            return Message("elements.not_an_action", {"value": repr(action)})
        die, target = action >> 3, action & 7
        if die >= len(self.faces) or target > NONE:
            return Message("elements.no_die", {"die": die, "last": len(self.faces) - 1})
        the_die = die_param(self.dice[die])
        if self.taken[die] >= 0:
            return Message("elements.die_taken", {"die": the_die, "index": die, "seat": self.taken[die]})
        seat, face = self.order[0], self.faces[die]
        row = row_name(target)
        if target < LIGHT and self.is_full(seat, target):
            return Message("elements.row_full", {"row": row})
        if face == DARK and target == DARK and self.frozen[seat]:
            return Message("elements.dark_frozen", {})
        if not self.is_miss():
            usable = self.legal_actions()[0]
            hint = {"usable": die_param(self.dice[usable >> 3]), "usable_row": row_name(usable & 7)}
            if target in (LIGHT, NONE):
                return Message("elements.miss_not_allowed", hint)
            if face == DARK:
                return Message("elements.dark_only_dark", {})
            if target == DARK:
                return Message("elements.dark_row_dark_only", {"die": the_die, "face": face_name(face)})
            want = self.sheet.elements[target].colours[self.marks[seat][target] + 1]
            return Message(
                "elements.wrong_colour",
                {"die": the_die, "face": face_name(face), "row": row, "want": face_name(want)},
            )
        if face == DARK and self.is_full(seat, DARK) and target in (LIGHT, NONE):
            return Message("elements.dark_full_fallback", {})
        if self.is_full(seat, LIGHT) and target < LIGHT:
            return Message("elements.light_full_fewest", {"row": row})
        if target == NONE:
            return Message("elements.decline_only_light_full", {})
        return Message("elements.miss_light", {"row": row})

    # -- moves ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        assert isinstance(action, int)
        die, target = action >> 3, action & 7
        logging = self._log is not None
        if logging:
            self._log_take(die, target)
        seat = self.order.pop(0)
        self.taken[die] = seat
        if target != NONE:
            self._cross(seat, target)
        if self.players == 1:
            self.over = self.completed[0] >= SOLO_ROWS_TO_END
            if logging and (self.over or not self.order):  # the game's end ends its round too
                self.emit(RoundOver(self.rounds))
            if not self.over and not self.order:
                self._new_round()
        elif not self.order:
            if logging:
                self.emit(RoundOver(self.rounds))
            if sum(self.completed) >= ROWS_TO_END and self.active == self.last_active:
                self.over = True
            else:
                self.active = (self.active + 1) % self.players
                self._new_round()
        if self.over and logging:
            result = self.result()
            self.emit(GameOver(SHEET_FULL, tuple(result.winners)))

    def _log_take(self, die: int, target: int) -> None:
        """The events of taking die ``die`` for ``target`` (before it is applied)."""
        seat, face = self.order[0], self.faces[die]
        miss = target not in self.fits(seat, face)  # a legal pick that does not fit: no die fits
        row = TARGETS[target]
        field = -1 if target == NONE else self.marks[seat][target] + 1
        value = 0 if target == NONE else self.sheet.row_values(target)[field]
        self.emit(DieTaken(seat, die, DIE_NAMES[self.dice[die]], FACES[face], row, field, value, miss))
        if miss:
            if target == LIGHT:
                why = "no_fit"
            elif face == DARK and self.is_full(seat, DARK) and target != NONE:
                why = "dark_full"
            else:
                why = "light_full"
            self.emit(Missed(seat, row, why))

    def _cross(self, seat: int, row: int) -> None:
        """Cross the next field; count a completed row; freeze the dark row when every element
        row has reached its arrow (unless the dark row is already full: then it stays complete)."""
        marks = self.marks[seat]
        marks[row] += 1
        if marks[row] == self.lengths[row] - 1:
            self.completed[seat] += 1
            if self._log is not None:
                self.emit(RowFull(seat, ROWS[row]))
                if self.players > 1 and sum(self.completed) == ROWS_TO_END:
                    self.emit(GameEnding(ROWS_TO_END, ROWS_TO_END, self.last_active))
        if (
            row < DARK
            and not self.frozen[seat]
            and not self.is_full(seat, DARK)
            and all(marks[r] >= self.sheet.elements[r].arrow for r in range(4))  # Sheet.reached_arrows
        ):
            self.frozen[seat] = True
            if self._log is not None:
                self.emit(Frozen(seat, "dark", self.sheet.row_values(DARK)[marks[DARK]]))

    # -- views ---------------------------------------------------------------------------
    def row_scores(self, seat: int) -> list[int]:
        """The value over the last cross of each row (fire, water, earth, air, dark, light)."""
        return self.sheet.row_scores(self.marks[seat])

    def score(self, seat: int) -> int:
        return self.sheet.score(self.marks[seat])

    def standings(self) -> list[float]:
        return [float(self.score(seat)) for seat in range(self.players)]

    def observation(self, player: int) -> dict[str, Any]:
        """Everything is public in Elements: the roll, every sheet and the draft order.

        The rule facts a table or a bot needs come computed, so none re-implements a rule: per
        sheet its ``row_scores``, ``full`` rows and ``frozen`` dark row, and for the game the
        ``completed_rows`` toward ``rows_to_end``, whether the game is ``ending`` (those rows are
        complete: the game ends when ``last_active``'s round is over) and who that is."""
        need = SOLO_ROWS_TO_END if self.players == 1 else ROWS_TO_END
        return {
            "seat": player,
            "current": self.current_player(),
            "players": self.players,
            "start_player": self.start,
            "active": self.active,
            "round": self.rounds,
            "dice": [
                {"die": DIE_NAMES[kind], "face": FACES[face], "taken_by": None if by < 0 else by}
                for kind, face, by in zip(self.dice, self.faces, self.taken, strict=True)
            ],
            "rerolls": [[FACES[face] for face in roll] for roll in self.rerolls],
            "order": self.order.copy(),
            "miss": not self.over and self.is_miss(),
            "sheets": [
                {
                    "marks": self.marks[s].copy(),
                    "frozen": self.frozen[s],
                    "completed": self.completed[s],
                    "score": self.score(s),
                    "row_scores": self.row_scores(s),
                    "full": self.sheet.full_rows(self.marks[s]),
                }
                for s in range(self.players)
            ],
            "completed_rows": sum(self.completed),
            "rows_to_end": need,
            "ending": sum(self.completed) >= need,
            "last_active": self.last_active,
            "layout": self.sheet.to_json(),
        }

    def determinize(self, observer: int, rng: random.Random) -> ElementsState:
        """A copy whose future rolls are drawn afresh: every sheet and the roll on the table are
        public, only the dice still to come are unknown (for search-based players)."""
        other = self._determinized_copy(rng)
        assert isinstance(other, ElementsState)
        return other

    def result(self) -> Result:
        scores = [self.score(s) for s in range(self.players)]
        best = max(scores)
        return Result(
            [s for s in range(self.players) if scores[s] == best],
            [float(v) for v in scores],
            {
                "rows": [self.row_scores(s) for s in range(self.players)],
                "frozen": self.frozen.copy(),
                "completed": self.completed.copy(),
            },
            SHEET_FULL if self.over else None,
        )

    # -- text ----------------------------------------------------------------------------
    def decode(self, action: Action) -> Move:
        assert isinstance(action, int)
        return TakeDie(action >> 3, TARGETS[action & 7])

    def action_text(self, action: Action) -> str:
        assert isinstance(action, int)
        return f"take {action >> 3} {TARGETS[action & 7]}"

    def parse_action(self, text: str) -> Action:
        words = text.strip().lower().split()
        if len(words) != 3 or words[0] != "take" or not words[1].isdecimal():
            raise FormatError("elements.bad_action_text", text=text)
        if words[2] not in TARGETS:
            raise FormatError("elements.bad_row_text", text=text, rows=", ".join(TARGETS))
        return encode(int(words[1]), TARGETS.index(words[2]))


SPEC = GameSpec(
    id="elements",
    name="Elements",
    min_players=1,
    max_players=4,
    state_class=ElementsState,
    options=(
        START_PLAYER,
        SheetOption("sheet", DEFAULT_SHEET, "elements.option.sheet", choices=tuple(SHIPPED_SHEETS)),
    ),
)
ElementsState.spec = SPEC
shipped_sheet()  # the shipped sheets are read with the game, never while starting or loading one


register(
    {
        "elements.name": "Elements",
        # the dice, faces and rows as the rulebook names them
        "elements.die.fire": "fire",
        "elements.die.water": "water",
        "elements.die.earth": "earth",
        "elements.die.air": "air",
        "elements.die.grey": "grey",
        "elements.face.fire": "fire",
        "elements.face.water": "water",
        "elements.face.earth": "earth",
        "elements.face.air": "air",
        "elements.face.dark": "dark",
        "elements.row.fire": "fire",
        "elements.row.water": "water",
        "elements.row.earth": "earth",
        "elements.row.air": "air",
        "elements.row.dark": "dark",
        "elements.row.light": "light",
        "elements.row.none": "none",
        "elements.not_an_action": "{value} is not an Elements action (take DIE ROW).",
        "elements.no_die": "There is no die {die} in this roll (dice 0 to {last}).",
        "elements.die_taken": "The {die} die (die {index}) was already taken by seat {seat}.",
        "elements.row_full": "Your {row} row is full.",
        "elements.dark_frozen": "Your dark row is frozen: a dark face is no longer usable.",
        "elements.miss_not_allowed": "A miss is only allowed when no remaining die is usable "
        "(the {usable} die fits your {usable_row} row).",
        "elements.dark_only_dark": "A dark face can only cross the dark row.",
        "elements.dark_row_dark_only": "The {die} die shows {face}, only a dark face crosses the dark row.",
        "elements.wrong_colour": "The {die} die shows {face}, "
        "but the next field of your {row} row is {want}.",
        "elements.dark_full_fallback": "With your dark row full, a dark die you must take crosses an "
        "element row of your choice.",
        "elements.light_full_fewest": "With your light row full, a miss may only cross the element row "
        "with the fewest crosses, not {row}.",
        "elements.decline_only_light_full": "You may only decline the cross when your light row is full.",
        "elements.miss_light": "No remaining die is usable: take any die for a miss on your light row, "
        "not the {row} row.",
        "elements.bad_action_text": "'{text}' is not an Elements action (take DIE ROW, e.g. 'take 2 fire', "
        "'take 1 light')",
        "elements.bad_row_text": "'{text}': the row must be one of {rows}",
    },
    {
        "elements.die": DIE_WORDS.__getitem__,
        "elements.row": ROW_WORDS.__getitem__,
        "elements.face": FACE_WORDS.__getitem__,
    },
)
