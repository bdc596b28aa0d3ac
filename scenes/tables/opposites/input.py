"""Clicks, keys and drags on the Opposites table: each becomes an action from the legal list,
chosen by its decoded move; a refused one shows the engine's reason."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import Action
from game.opposites.moves import Accept, Counter, EndTurn, NameSymbol, Place, action_of
from scenes.tables.opposites.pictures import sort_key
from scenes.ui import text as ui_text
from scenes.ui.input import Target


class Input:
    """Acting (a part of :class:`scenes.tables.opposites.OppositesView`)."""

    # -- the legal list, read by moves -----------------------------------------------------
    def options(self, legal: list[Action]) -> dict[str, Any]:
        """The legal actions grouped by their moves: placements by card and pile, names by symbol,
        counters by pile, accept, end."""
        key = (self.table.moves_played(), tuple(legal))
        if self._options is not None and self._options[0] == key:
            return self._options[1]
        out: dict[str, Any] = {"place": {}, "name": {}, "counter": {}, "accept": None, "end": None}
        for action in legal:
            move = self.table.decode(action)
            if isinstance(move, Place):
                out["place"].setdefault(move.card, {})[move.pile] = action
            elif isinstance(move, NameSymbol):
                out["name"][move.symbol] = action
            elif isinstance(move, Counter):
                out["counter"][move.pile] = action
            elif isinstance(move, Accept):
                out["accept"] = action
            elif isinstance(move, EndTurn):
                out["end"] = action
        self._options = (key, out)
        return out

    def action_for(self, card: str, pile: int, obs: dict[str, Any]) -> Action:
        """The action a drop of ``card`` on ``pile`` stands for: the legal one, or (to ask the
        engine why not) the action of that move."""
        opts = self.options(self.table.legal())
        if obs["phase"] == "counter" and card == "T":
            return opts["counter"].get(pile, action_of(Counter(pile)))
        return opts["place"].get(card, {}).get(pile, action_of(Place(card, pile)))

    def piles_for(self, card: str | None, obs: dict[str, Any], legal: list[Action]) -> set[int]:
        """The piles the held card may go on now."""
        if card is None:
            return set()
        opts = self.options(legal)
        if obs["phase"] == "counter":
            return set(opts["counter"]) if card == "T" else set()
        return set(opts["place"].get(card, {}))

    def playable(self, obs: dict[str, Any], legal: list[Action]) -> set[str]:
        opts = self.options(legal)
        out = set(opts["place"])
        if opts["counter"]:
            out.add("T")
        return out

    # -- acting ----------------------------------------------------------------------------
    def pick(self, card: str) -> None:
        """A click on a hand card: pick it up, or put it back when it is already held."""
        self.press = (card, pygame.mouse.get_pos())
        self.held = None if self.held == card else card

    def drop(self, pile: int) -> None:
        """The held card onto a pile: act if legal, else show the engine's reason."""
        card = self.held
        if card is None:
            return
        obs = self.table.obs
        legal = self.table.legal()
        action = self.action_for(card, pile, obs)
        if action in legal:
            self.held = None
            if self.drop_rect is None:
                hand = sorted(obs["hand"], key=sort_key)
                if card in hand:
                    self.drop_rect = self.hand_rects(hand)[hand.index(card)].move(0, -self.lift)
            self.table.act(action)
            self.drop_rect = None
        else:
            self.drop_rect = None
            self.table.say(self.table.refusal(action))

    def act_word(self, word: str, pile: int | None = None) -> None:
        opts = self.options(self.table.legal())
        action = opts["counter"].get(pile) if word == "counter" else opts.get(word)
        if action is not None:
            self.held = None
            self.table.act(action)

    def name_symbol(self, symbol: str) -> None:
        action = self.options(self.table.legal())["name"].get(symbol)
        if action is not None:
            self.table.act(action)

    def why_card(self, card: str, obs: dict[str, Any]) -> Action:
        """The placement a card that cannot be played now is explained by: on the first pile
        still open to cards (a closed pile's reason would say nothing of the card)."""
        piles = [p for p, pile in enumerate(obs["piles"]) if pile["mode"] != "closed"] or [0]
        return self.action_for(card, piles[0], obs)

    def explain_end(self) -> None:
        self.table.say(self.table.refusal(action_of(EndTurn())))

    # -- targets ---------------------------------------------------------------------------
    def targets(self, obs: dict[str, Any], legal: list[Action]) -> list[Target]:
        out: list[Target] = []
        opts = self.options(legal)
        if obs["phase"] == "name":
            for index, (symbol, rect) in enumerate(self.name_rects()):
                if symbol in opts["name"]:
                    out.append(
                        Target(
                            ("name", symbol), rect, lambda s=symbol: self.name_symbol(s), pygame.K_1 + index
                        )
                    )
            return out
        hand = sorted(obs["hand"], key=sort_key)
        if self.held not in hand:
            self.held = None
        playable = self.playable(obs, legal)
        for index, (card, strip) in enumerate(zip(hand, self.fan.strips(len(hand)), strict=True)):
            if obs["phase"] == "counter" and card not in playable:
                continue  # facing a Tornado, only a Tornado of your own can be laid
            rect = strip.union(strip.move(0, -self.lift)) if card in playable or card == self.held else strip
            focusable = card in playable or card == self.held  # the arrows pass over unplayable cards
            why = None if card in playable else self.why_card(card, obs)
            out.append(
                Target(("card", index, card), rect, lambda c=card: self.pick(c), focusable=focusable, why=why)
            )
        if self.held is not None:
            fits = self.piles_for(self.held, obs, legal)
            for pile, col in enumerate(self.pile_cols):
                out.append(
                    Target(
                        ("pile", pile),
                        self.pile_rects[pile].inflate(int(16 * self.u), int(16 * self.u)).clip(col),
                        lambda p=pile: self.drop(p),
                        pygame.K_1 + pile,
                        why=None if pile in fits else self.action_for(self.held, pile, obs),
                    )
                )
        for word, rect, hotkey, enabled, pile in self.buttons(obs, legal):
            if word == "end" and not enabled:  # dimmed: pointing at it or a click says why not
                why = action_of(EndTurn())
                out.append(
                    Target("end_refused", rect, self.explain_end, enabled=False, focusable=False, why=why)
                )
            if enabled:
                if word == "counter":
                    out.append(
                        Target(("counter", pile), rect, lambda p=pile: self.act_word("counter", p), hotkey)
                    )
                else:
                    out.append(Target(word, rect, lambda w=word: self.act_word(w), hotkey))
        return out

    def locate(self, move: Any, obs: dict[str, Any]) -> pygame.Rect | None:
        """The card to pick up (its visible part), then the pile to put it on; a button; a symbol."""
        if isinstance(move, Place):
            card = move.card
            if self.held == card:
                return self.pile_rects[move.pile].copy()
            hand = sorted(obs["hand"], key=sort_key)
            if card not in hand:
                return None
            strip = self.fan.strips(len(hand))[hand.index(card)]
            return strip.union(strip.move(0, -self.lift))
        if isinstance(move, NameSymbol):
            return next((rect for symbol, rect in self.name_rects() if symbol == move.symbol), None)
        legal = self.table.legal()
        for word, rect, _, _, pile in self.buttons(obs, legal):
            if (
                (word == "counter" and isinstance(move, Counter) and pile == move.pile)
                or (word == "accept" and isinstance(move, Accept))
                or (word == "end" and isinstance(move, EndTurn))
            ):
                return rect.copy()
        return None

    def coach_avoid(self, obs: dict[str, Any]) -> list[pygame.Rect]:
        """The three piles with their names and the lines under them (the coach's words are
        about their top cards), the other seats' boxes and the bar over the hand."""
        u = self.u
        piles = [rect.inflate(int(40 * u), 0) for rect in self.pile_rects]
        for rect in piles:
            rect.height += int(30 * u) + 2 * ui_text.line_height(self.fs(13)) + int(8 * u)
            rect.top -= int(30 * u)
        return [*piles, *self.seat_rects(obs).values(), self.bar.copy()]

    def advice_rects(self, obs: dict[str, Any], legal: list[Action], move: Any) -> list[pygame.Rect]:
        if isinstance(move, Place):
            cards = self.target_rects(obs, legal, [("card", None, move.card)])
            return [*cards, self.pile_rects[move.pile].copy()]
        if isinstance(move, NameSymbol):
            return [rect.copy() for symbol, rect in self.name_rects() if symbol == move.symbol]
        if isinstance(move, Counter):
            return self.target_rects(obs, legal, [("counter", move.pile)])
        if isinstance(move, EndTurn):
            return self.target_rects(obs, legal, ["end"])
        if isinstance(move, Accept):
            return self.target_rects(obs, legal, ["accept"])
        return []

    def put_back(self) -> None:
        self.held = None

    def pile_at(self, pos: tuple[int, int]) -> int | None:
        for pile, col in enumerate(self.pile_cols):
            if col.collidepoint(pos):
                return pile
        return None

    # -- drags -----------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event, obs: dict[str, Any], legal: list[Action]) -> bool:
        if event.type == pygame.MOUSEMOTION:
            buttons = getattr(event, "buttons", (0, 0, 0))
            if self.press is not None and buttons and buttons[0]:
                card, start = self.press
                if not self.dragging and math.dist(start, event.pos) > 8 * self.u:
                    self.dragging = True
                    self.held = card
                if self.dragging:
                    self.drag_pos = event.pos
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            was_dragging, self.dragging, self.press = self.dragging, False, None
            if was_dragging and self.held is not None:
                pile = self.pile_at(event.pos)
                if pile is not None:
                    rect = pygame.Rect(0, 0, *self.hand_card)
                    rect.center = event.pos
                    self.drop_rect = rect
                    self.drop(pile)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self.press = None
            self.dragging = False
            for word, rect, _, enabled, _ in self.buttons(obs, legal):
                if word == "end" and not enabled and rect.collidepoint(event.pos):
                    self.explain_end()
                    return True
            if self.held is not None:
                self.held = None
                return True
            return False
        if event.type == pygame.KEYDOWN:
            self.press = None
            self.dragging = False
            if event.key == pygame.K_BACKSPACE and self.held is not None:
                self.put_back()
                return True
            dimmed_end = [
                key for word, _, key, enabled, _ in self.buttons(obs, legal) if word == "end" and not enabled
            ]
            if event.key in dimmed_end:  # the dimmed end button's own letter says why not
                self.explain_end()
                return True
        return False
