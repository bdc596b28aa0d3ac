"""The Assano table's input: the legal list read as typed moves (never their text), clicks and
keys turned into legal actions, a wild's colour picked, the ASSANO call armed."""

from __future__ import annotations

from typing import Any

import pygame

from game.assano.cards import CARD_BY_TEXT
from game.assano.moves import Challenge, Draw, Keep, Play, TakePenalty, play_action
from game.core import Action
from scenes.strings import text
from scenes.tables.assano.pictures import COLOUR_NAMES, WILDS, sort_key
from scenes.tables.base import TableFrame
from scenes.ui import text as ui_text
from scenes.ui.input import Target
from scenes.ui.shortcuts import bracket_key

WORD_OF = {Draw: "draw", Keep: "keep", TakePenalty: "take", Challenge: "challenge"}
"""The word buttons by move type, in the order they are shown."""
BUTTON_WORDS = {
    "draw": "assano_draw_button",
    "keep": "assano_keep_button",
    "take": "assano_take_button",
    "challenge": "assano_challenge_button",
}
"""The label of each word button; its bracketed letter is its key, in each language."""


def button_label(word: str) -> str:
    """A word button's label in the window's language."""
    return text(BUTTON_WORDS[word])


def button_key(word: str) -> int | None:
    """The key of a word button: the letter its label shows, as the window's language writes it."""
    return bracket_key(button_label(word))


class Moves:
    """The input half of :class:`scenes.tables.assano.AssanoView`."""

    table: TableFrame
    picking: str | None
    call_armed: bool
    pick_rects: list[pygame.Rect]
    call_rect: pygame.Rect
    discard_rect: pygame.Rect
    deck_rect: pygame.Rect
    area: pygame.Rect
    u: float
    buttons_y: int

    def plays(self, legal: list[Action]) -> dict[str, list[tuple[Action, Play]]]:
        """Legal plays grouped by card code, each with its move (the colour named, the call)."""
        out: dict[str, list[tuple[Action, Play]]] = {}
        for action in legal:
            move = self.table.decode(action)
            if isinstance(move, Play):
                out.setdefault(move.card, []).append((action, move))
        return out

    def words(self, legal: list[Action]) -> dict[str, Action]:
        """The legal word moves (draw, keep, take, challenge) by their button's word."""
        out: dict[str, Action] = {}
        for action in legal:
            word = WORD_OF.get(type(self.table.decode(action)))
            if word is not None:
                out[word] = action
        return out

    def call_available(self, legal: list[Action]) -> bool:
        return any(move.call for options in self.plays(legal).values() for _, move in options)

    def choose(self, card: str, legal: list[Action], colour: str | None = None) -> None:
        options = self.plays(legal).get(card, [])
        want_call = self.call_armed and any(move.call for _, move in options)
        for action, move in options:
            if move.call == want_call and (colour is None or move.colour == colour):
                self.picking = None
                self.call_armed = False
                self.table.act(action)
                return

    def click_card(self, card: str, legal: list[Action]) -> None:
        if card not in self.plays(legal):
            self.table.say(self.table.refusal(play_action(CARD_BY_TEXT[card])))
            return
        if card in WILDS:
            self.picking = card
        else:
            self.choose(card, legal)

    def targets(self, obs: dict[str, Any], legal: list[Action]) -> list[Target]:
        out: list[Target] = []
        if self.picking is not None:
            for index, rect in enumerate(self.pick_rects):
                name = COLOUR_NAMES[index]
                out.append(
                    Target(
                        ("pick", name),
                        rect,
                        lambda n=name: self.choose(self.picking or "", legal, n),
                        pygame.K_1 + index,
                    )
                )
            out.append(Target("cancel", self.cancel_rect(), self.cancel_pick, pygame.K_BACKSPACE))
            return out
        hand = sorted(obs["hand"], key=sort_key)
        strips = self.fan.strips(len(hand))
        plays = self.plays(legal)
        for index, (card, strip) in enumerate(zip(hand, strips, strict=True)):
            why = None if card in plays else play_action(CARD_BY_TEXT[card])
            act = lambda c=card: self.click_card(c, legal)  # noqa: E731
            out.append(Target(("card", index, card), strip, act, why=why))
        words = self.words(legal)
        for word, rect, hotkey in self.word_buttons(legal):
            out.append(Target(word, rect, lambda w=word: self.table.act(words[w]), hotkey))
        if self.call_available(legal):
            out.append(Target("call", self.call_rect, self.toggle_call, pygame.K_a))
        return out

    def locate(self, move: Any, obs: dict[str, Any]) -> pygame.Rect | None:
        """Where ``move`` is made: the ASSANO button first for a call, a wild's colour once it is
        picked up, else the card in the hand; a word move's button."""
        legal = self.table.legal()
        if isinstance(move, Play):
            if self.picking == move.card and move.colour in COLOUR_NAMES:
                return self.pick_rects[COLOUR_NAMES.index(move.colour)].copy()
            if move.call and not self.call_armed and self.call_available(legal):
                return self.call_rect.copy()
            hand = sorted(obs["hand"], key=sort_key)
            if move.card not in hand:
                return None
            return self.fan.strips(len(hand))[hand.index(move.card)].copy()
        word = WORD_OF.get(type(move))
        return next((rect.copy() for w, rect, _ in self.word_buttons(legal) if w == word), None)

    def coach_avoid(self, obs: dict[str, Any]) -> list[pygame.Rect]:
        """The piles with the play's direction over them, the colour beside them and the count
        under them (the coach's words are about the top card), the other seats' boxes and the
        line over the hand."""
        u = self.u
        line = ui_text.line_height(int(15 * u), True)
        piles = self.deck_rect.union(self.discard_rect)
        arrow = ui_text.line_height(int(46 * u), True) + int(4 * u)
        piles.update(
            piles.left,
            piles.top - arrow,
            self.colour_centre[0] + int(50 * u) - piles.left,
            piles.height + arrow + line + int(6 * u),
        )
        caption = pygame.Rect(self.hand_area.left, self.label_bottom - line, self.hand_area.width, line)
        return [piles, *self.seat_rects(obs).values(), caption]

    def advice_rects(self, obs: dict[str, Any], legal: list[Action], move: Any) -> list[pygame.Rect]:
        if isinstance(move, Play):
            return self.target_rects(obs, legal, [("card", None, move.card)])
        word = WORD_OF.get(type(move))
        return self.target_rects(obs, legal, [word]) if word else []

    def word_buttons(self, legal: list[Action]) -> list[tuple[str, pygame.Rect, int | None]]:
        present = [w for w in WORD_OF.values() if w in self.words(legal)]
        u = self.u
        width, height, gap = int(150 * u), int(42 * u), int(12 * u)
        left = self.area.left + int(16 * u)
        return [
            (word, pygame.Rect(left + i * (width + gap), self.buttons_y, width, height), button_key(word))
            for i, word in enumerate(present)
        ]

    def toggle_call(self) -> None:
        self.call_armed = not self.call_armed
        if self.call_armed:
            self.table.play_sound("call")

    def cancel_pick(self) -> None:
        self.picking = None
