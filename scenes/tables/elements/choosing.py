"""Choosing on the Elements table: a die and its row by click or key, a miss confirmed, the
solo helper's list of picks with their worth. Every target acts through a legal action, read off
its typed move (:class:`game.elements.TakeDie`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Action
from game.elements import hint as elements_hint
from game.elements.rules import TARGETS, TakeDie, encode
from scenes.strings import text
from scenes.tables.base import DrawContext
from scenes.tables.elements.pictures import die_label, face_word, row_label, row_word, tenths, wrapped
from scenes.theme import CARD, GOLD
from scenes.ui import draw
from scenes.ui import text as ui_text
from scenes.ui.input import Target
from scenes.ui.shortcuts import bracket_key, key_named

ROW_KEYS = {
    "fire": "elements_key_fire",
    "water": "elements_key_water",
    "earth": "elements_key_earth",
    "air": "elements_key_air",
    "dark": "elements_key_dark",
    "light": "elements_key_light",
}
"""Each row's key letter, from the catalogue: each language's own (Danish Luft L, Lys Y; German
Hell H, the helper T), shown beside the lit field it crosses."""


def row_letter(target: int) -> str:
    """The letter that crosses the row ``target`` (an index in TARGETS) in the window's language."""
    return text(ROW_KEYS[TARGETS[target]])


def confirm_label(target: int) -> str:
    """The button confirming a miss's one cross (on row ``target``): its brackets name its key."""
    return text("elements_confirm", row=row_word(TARGETS[target]))


def helper_label(on: bool) -> str:
    """The solo helper's button: both of its labels name the same key."""
    return text("elements_helper_hide" if on else "elements_helper_show")


class Choosing:
    """The view's input (a part of :class:`scenes.tables.elements.ElementsView`)."""

    def options(self, legal: list[Action]) -> dict[int, list[tuple[Action, int]]]:
        """Legal picks by die: (action, target index in ROWS, 6 for none), read off the moves."""
        out: dict[int, list[tuple[Action, int]]] = {}
        for action in legal:
            move = self.table.decode(action)
            if isinstance(move, TakeDie):
                out.setdefault(move.die, []).append((action, TARGETS.index(move.row)))
        return out

    def next_field(self, obs: dict[str, Any], row: int) -> pygame.Rect:
        lengths = self.sheet(obs).lengths
        marks = obs["sheets"][obs["seat"]]["marks"]
        return self.field_rect(obs, obs["seat"], row, min(marks[row] + 1, lengths[row] - 1))

    def pick_die(self, die: int, legal: list[Action], miss: bool) -> None:
        opts = self.options(legal).get(die, [])
        if not opts:
            return
        crossing = [o for o in opts if o[1] != 6]
        if not miss and len(opts) == 1:
            self.take(opts[0][0])
        elif self.chosen == die and len(crossing) == 1:
            self.take(crossing[0][0])
        else:
            self.chosen = die
            self.table.play_sound("draw")

    def pick_row(self, row: int, legal: list[Action]) -> None:
        for _die, opts in sorted(self.options(legal).items()):
            for action, target in opts:
                if target == row:
                    self.take(action)
                    return

    def locate(self, move: Any, obs: dict[str, Any]) -> pygame.Rect | None:
        """The die to take; once it is chosen, the field its cross goes to (or "no cross")."""
        if not isinstance(move, TakeDie) or not 0 <= move.die < len(self.die_rects):
            return None
        if self.chosen != move.die:
            return self.die_rects[move.die].copy()
        if move.row == "none":
            return self.none_rect.copy()
        return self.next_field(obs, TARGETS.index(move.row)).copy()

    def coach_avoid(self, obs: dict[str, Any]) -> list[pygame.Rect]:
        """Every sheet shown, the viewer's own and the others': the coach explains them and
        should not hide them (with no free felt left, its words go over the side panel's log)."""
        viewer, players = obs["seat"], obs["players"]
        shown = [seat for seat in range(players) if self.sheet_shown(seat, viewer)]
        return [self.sheet_rect(seat, viewer, players) for seat in shown]

    def take(self, action: Action) -> None:
        self.chosen = None
        self.table.act(action)

    def cancel(self) -> None:
        self.chosen = None

    def targets(self, obs: dict[str, Any], legal: list[Action]) -> list[Target]:
        out: list[Target] = []
        opts = self.options(legal)
        miss = bool(obs["miss"])
        if self.chosen is not None and self.chosen not in opts:
            self.chosen = None
        for die in range(len(obs["dice"])):
            if die in opts:
                out.append(
                    Target(
                        ("die", die),
                        self.die_rects[die],
                        lambda d=die: self.pick_die(d, legal, miss),
                        pygame.K_1 + die,
                    )
                )
            else:  # dimmed (taken, or it fits no row): pointing at it or a click says why not
                why = self.why_die(obs, die)
                say = lambda a=why: self.table.say(self.table.refusal(a))  # noqa: E731
                rect = self.die_rects[die]
                out.append(Target(("die", die), rect, say, enabled=False, focusable=False, why=why))
        if self.chosen is None:
            if not miss:
                rows = sorted({t for o in opts.values() for _, t in o})
                for row in rows:
                    out.append(
                        Target(
                            ("field", row), self.next_field(obs, row), lambda r=row: self.pick_row(r, legal)
                        )
                    )
            return out + self.helper_targets(obs) + self.tab_targets()
        choices = opts[self.chosen]
        crossing = [(a, t) for a, t in choices if t != 6]
        self.place_controls(len(crossing) == 1 and miss, any(t == 6 for _, t in choices))
        if len(crossing) == 1 and miss:
            action = crossing[0][0]
            take = lambda a=action: self.take(a)  # noqa: E731
            key = bracket_key(confirm_label(crossing[0][1]))
            out.insert(0, Target(("confirm",), self.confirm_rect, take, key))
        for action, target in crossing:
            out.append(
                Target(
                    ("cross", target),
                    self.next_field(obs, target),
                    lambda a=action: self.take(a),
                    key_named(row_letter(target)),
                )
            )
        for target in range(len(TARGETS) - 1):
            if target not in {t for _, t in crossing}:  # a row the chosen die cannot cross: why not
                why = encode(self.chosen, target)
                say = lambda a=why: self.table.say(self.table.refusal(a))  # noqa: E731
                rect = self.next_field(obs, target)
                out.append(Target(("nocross", target), rect, say, enabled=False, focusable=False, why=why))
        for action, target in choices:
            if target == 6:
                take = lambda a=action: self.take(a)  # noqa: E731
                out.append(Target(("none",), self.none_rect, take, bracket_key(text("elements_none_button"))))
        out.append(Target(("cancel",), self.cancel_rect, self.cancel, pygame.K_BACKSPACE))
        return out + self.helper_targets(obs) + self.tab_targets()

    def advice_rects(self, obs: dict[str, Any], legal: list[Action], move: Any) -> list[pygame.Rect]:
        if not isinstance(move, TakeDie) or not 0 <= move.die < len(self.die_rects):
            return []
        out = [self.die_rects[move.die].copy()]
        if move.row != "none":
            out.append(self.next_field(obs, TARGETS.index(move.row)))
        return out

    def why_die(self, obs: dict[str, Any], die: int) -> Action:
        """The pick a dimmed die is explained by: onto the row of the face it shows (a dark face
        the dark row), the cross a person would try."""
        return encode(die, TARGETS.index(obs["dice"][die]["face"]))

    # -- the solo helper -----------------------------------------------------------------
    def helper_targets(self, obs: dict[str, Any]) -> list[Target]:
        if obs["players"] != 1:
            return []
        key = bracket_key(helper_label(self.helper_on))
        return [Target(("helper",), self.helper_rect, self.toggle_helper, key)]

    def tab_targets(self) -> list[Target]:
        if not self.tabbed:
            return []
        seats = [self.tab_seat(slot) for slot in range(len(self.tab_slots))]
        return [
            Target(("sheet", seat), rect, lambda s=seat: self.show_sheet(s))
            for seat, rect in zip(seats, self.tab_slots, strict=True)
        ]

    def toggle_helper(self) -> None:
        self.helper_on = not self.helper_on
        self._helper_key = None

    def helper_rows(self, obs: dict[str, Any]) -> list[tuple[Action, float]] | None:
        """Solo: every legal pick with its worth (the expected final score after it), best first;
        None when this version has no helper. Looked up once per decision; while the sheet's
        table is still being computed (in the background) it is asked again twice a second."""
        key = (self.table.moves_played(), obs["round"], obs["current"])
        if key != self._helper_key or (not self._helper and self.table.clock - self._helper_at > 0.5):
            self._helper_key = key
            self._helper_at = self.table.clock
            try:
                self._helper = elements_hint.hint_for(obs, self.table.legal()) if obs["current"] >= 0 else []
            except Exception:  # the helper is advice: a fault in it must never stop the game
                self._helper = []
        return self._helper

    def pick_words(self, obs: dict[str, Any], action: Action) -> str:
        move = self.table.decode(action)
        assert isinstance(move, TakeDie)
        info = obs["dice"][move.die]
        die, face = die_label(info["die"]), face_word(info["face"])
        if move.row == "none":
            return text("elements_helper_pick_none", die=die, face=face)
        return text("elements_helper_pick", die=die, face=face, row=row_label(move.row))

    def draw_helper(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        rect = self.helper_rect
        draw.button(surface, rect, helper_label(self.helper_on), ctx.focus == ("helper",))
        if not self.helper_on:
            return
        size = self.text_size
        x, y = rect.left, rect.bottom + int(8 * u)
        width = self.info.right - x
        rows = self.helper_rows(obs)
        step = ui_text.measure("Ag", size, True)[1]
        if rows is None or not rows:
            ctx.moving = ctx.moving or rows is not None  # still working it out: ask again soon
            words = text("elements_helper_missing" if rows is None else "elements_helper_wait")
            for line in wrapped(words, size, width, True):
                ui_text.blit(surface, line, size, GOLD, True, topleft=(x, y))
                y += step
            return
        best = rows[0][1]
        for index, (action, worth) in enumerate(rows):
            key = "elements_helper_best" if index == 0 else "elements_helper_row"
            words = text(
                key, pick=self.pick_words(obs, action), worth=tenths(worth), gap=tenths(worth - best)
            )
            lines = wrapped(words, size, width, index == 0)
            if y + step * len(lines) > self.info.bottom:
                break
            for line in lines:
                ui_text.blit(surface, line, size, GOLD if index == 0 else CARD, index == 0, topleft=(x, y))
                y += step
            y += 2
        best_move = self.table.decode(rows[0][0])
        die = best_move.die if isinstance(best_move, TakeDie) else -1
        if 0 <= die < len(self.die_rects) and obs["dice"][die]["taken_by"] is None:
            spot = self.die_rects[die]
            pygame.draw.rect(surface, GOLD, spot.inflate(8, 8), width=3, border_radius=spot.width // 4)
            ui_text.blit(surface, "★", int(self.die_size * 0.38), GOLD, True, center=spot.topright)
