"""The Opposites table: three base piles, the draw pile, your hand, the other seats at the top.

Everything is drawn from the viewer's observation; a click or a drop becomes an action only if it
is in the legal list (a refused one shows the engine's own reason). Card texts are the engine's
(``F5`` fire 5, ``M13`` moon 13, ``T`` a Tornado); actions are read through ``action_text`` so the
view keeps working whatever the engine's numbering.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import Action, GameError
from game.opposites import SYMBOLS, opposite
from scenes.strings import plural, text
from scenes.tables.base import Dealing, DrawContext, Happening, TableView, dealt_flights
from scenes.theme import CARD, FELT, FOCUS, GOLD, INK, MUTED, WHITE
from scenes.ui import cards, draw, layout
from scenes.ui import text as ui_text
from scenes.ui.anim import Flight
from scenes.ui.cache import picture_cache
from scenes.ui.input import Target

LETTERS = "WFSM"
"""The engine's symbol letters, in the order of ``SYMBOLS`` (water, fire, sun, moon)."""
COLOURS = {"W": (34, 98, 188), "F": (198, 54, 34), "S": (206, 138, 14), "M": (96, 78, 158)}
SHAPE_OF = {"W": "drop", "F": "flame", "S": "sun", "M": "moon"}
TORNADO_FILL = (46, 52, 64)
ASPECT = 1.5
RED = (226, 88, 70)
GREEN = (120, 220, 140)


def split(card: str) -> tuple[str, int]:
    """Symbol letter and number of a card text; ('', 0) for a Tornado."""
    if card == "T":
        return "", 0
    return card[0], int(card[1:])


def sort_key(card: str) -> tuple[int, int]:
    letter, number = split(card)
    return (4, 0) if not letter else (LETTERS.index(letter), number)


def symbol_word(symbol: str) -> str:
    return text("opposites_" + symbol)


def opposite_of(symbol: str) -> str:
    """The symbol that must follow ``symbol`` (the engine's own pairing)."""
    return SYMBOLS[opposite(SYMBOLS.index(symbol))]


def card_name(card: str) -> str:
    """A card in words: 'fire 5', 'Tornado'."""
    letter, number = split(card)
    if not letter:
        return text("opposites_tornado")
    return text("opposites_card", symbol=symbol_word(SYMBOLS[LETTERS.index(letter)]), number=number)


def count_words(count: int) -> str:
    return plural("cards", count)


# -- card pictures, cached per size -------------------------------------------------------------
@cards.face_cache
def face(card: str, size: tuple[int, int]) -> pygame.Surface:
    """A card face: the symbol's colour and shape, the number in two corners."""
    w, h = size
    letter, number = split(card)
    if not letter:
        return fast(tornado_face(size))
    fill = COLOURS[letter]
    kind = SHAPE_OF[letter]
    surface = cards.blank(size, fill)
    centre = (w / 2, h * 0.56)
    pygame.draw.circle(surface, CARD, centre, w * 0.34)
    cards.shape(surface, kind, centre, w * 0.26, fill, INK)
    corner = max(7, int(w * 0.3))
    rect = ui_text.blit(surface, str(number), corner, WHITE, True, topleft=(int(w * 0.1), int(h * 0.03)))
    cards.shape(surface, kind, (rect.centerx, rect.bottom + w * 0.1), max(2.5, w * 0.085), WHITE)
    small = max(6, int(w * 0.2))
    ui_text.blit(surface, str(number), small, WHITE, True, bottomright=(int(w * 0.9), int(h * 0.96)))
    return fast(surface)


def tornado_face(size: tuple[int, int]) -> pygame.Surface:
    """The Tornado: a dark card with a white funnel."""
    w, h = size
    surface = cards.blank(size, TORNADO_FILL)
    rings = 7
    for i in range(rings):
        t = i / (rings - 1)
        rw = w * (0.66 - 0.5 * t)
        rh = max(2.0, h * 0.07)
        cx = w / 2 + math.sin(t * 3.2) * w * 0.08
        cy = h * (0.3 + 0.46 * t)
        pygame.draw.ellipse(
            surface, WHITE, pygame.Rect(cx - rw / 2, cy - rh / 2, rw, rh), width=max(1, int(w * 0.035))
        )
    corner = max(7, int(w * 0.26))
    ui_text.blit(surface, "T", corner, WHITE, True, topleft=(int(w * 0.1), int(h * 0.03)))
    word = text("opposites_tornado")
    ui_text.blit(
        surface,
        word,
        ui_text.fit_size(word, max(6, int(w * 0.16)), int(w * 0.8)),
        WHITE,
        midbottom=(w // 2, int(h * 0.95)),
    )
    return surface


@cards.face_cache
def turned(card: str, size: tuple[int, int], angle: int) -> pygame.Surface:
    return fast(pygame.transform.rotate(face(card, size), angle))


@picture_cache
def badge(letter: str, radius: int) -> pygame.Surface:
    """A round token of a symbol (the symbol a Tornado stands for)."""
    surface = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    centre = (radius + 1, radius + 1)
    pygame.draw.circle(surface, COLOURS[letter], centre, radius)
    pygame.draw.circle(surface, WHITE, centre, radius, width=max(1, radius // 8))
    cards.shape(surface, SHAPE_OF[letter], centre, radius * 0.6, WHITE)
    return surface


@picture_cache
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The darker oval of the table, opaque (the frame fills the felt around it): a cheap blit."""
    surface = pygame.Surface(size)
    surface.fill(FELT)
    pygame.draw.ellipse(surface, (30, 84, 64), surface.get_rect())
    return surface


def fast(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (blits several times faster), when there is one."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


class OppositesView(TableView):
    """Draws an Opposites observation and turns clicks and drops into legal Opposites actions."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.held: str | None = None
        """The card picked up (clicked or dragged), waiting for a pile."""
        self.press: tuple[str, tuple[int, int]] | None = None
        self.dragging = False
        self.drag_pos = (0, 0)
        self.drop_rect: pygame.Rect | None = None
        self.incoming: list[str] = []
        self.recent: dict[int, tuple[int, list[str]]] = {}
        """Per seat: the turn number and the cards it placed in that turn (what it just placed)."""
        self._options: tuple[Any, dict[str, Any]] | None = None
        self._labels: dict[tuple[str, int | None], str] = {}
        self.seen_seat = -1
        self.area = pygame.Rect(0, 0, 800, 560)
        self.layout(self.area, 1.0)

    # -- layout --------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, unit: float) -> None:
        self.area = area
        u = unit
        self.u = u
        self.press = None
        self.dragging = False
        pad = int(10 * u)
        # a seat's box holds its name over two lines (the cards, what it owes): as tall as they are drawn
        seat_h = (
            int(5 * u)
            + ui_text.line_height(self.fs(17), True)
            + ui_text.line_height(self.fs(15), True)
            + ui_text.line_height(self.fs(13))
            + max(3, int(4 * u))
        )
        self.seats_row = pygame.Rect(
            area.left + pad, area.top + pad, area.width - 2 * pad, max(int(78 * u), seat_h)
        )
        hand_h = int(min(area.height * 0.25, 170 * u))
        self.hand_card = (int(hand_h / ASPECT * 0.92), int(hand_h * 0.92))
        self.lift = int(self.hand_card[1] * 0.12)
        self.hand_area = pygame.Rect(
            area.left + int(16 * u), area.bottom - hand_h - int(8 * u), area.width - int(32 * u), hand_h
        )
        bar_h = int(40 * u)
        self.bar = pygame.Rect(
            self.hand_area.left,
            self.hand_area.bottom - self.hand_card[1] - self.lift * 3 // 2 - bar_h - int(6 * u),
            self.hand_area.width,
            bar_h,
        )
        self.status_y = self.seats_row.bottom + int(4 * u)
        top = self.status_y + int(24 * u)
        region = pygame.Rect(area.left + pad, top, area.width - 2 * pad, self.bar.top - int(6 * u) - top)
        self.label_h = int(20 * u)
        # the pile's caption lines, stacked by the height they are drawn at (never below 12 px)
        self.info_line = max(int(16 * u), ui_text.line_height(self.fs(14)))
        info_h = self.info_line * 3 + int(6 * u)
        col_w = region.width / 4.0
        pile_h = int(max(30, min(region.height - info_h - self.label_h, 215 * u, (col_w - 16 * u) * ASPECT)))
        self.pile_card = (int(pile_h / ASPECT), pile_h)
        slack = max(0, region.height - info_h - self.label_h - pile_h)
        card_top = region.top + self.label_h + slack // 3
        self.col_w = int(col_w)
        deck_w = int(col_w * 0.85)
        self.deck_col = pygame.Rect(region.left, region.top, deck_w, region.height)
        self.deck_rect = pygame.Rect(0, 0, *self.pile_card)
        self.deck_rect.midtop = (self.deck_col.centerx, card_top)
        left = self.deck_col.right + int(col_w * 0.1)
        self.pile_cols: list[pygame.Rect] = []
        self.pile_rects: list[pygame.Rect] = []
        for index in range(3):
            col = pygame.Rect(left + index * self.col_w, region.top, self.col_w, region.height)
            self.pile_cols.append(col)
            card = pygame.Rect(0, 0, *self.pile_card)
            card.midtop = (col.centerx, card_top)
            self.pile_rects.append(card)
        self.region = region

    def line(self, width: int) -> int:
        """A line width at this scale."""
        return max(width, int(width * self.u))

    def fs(self, points: int) -> int:
        """A text size at this scale, never too small to read in the smallest window."""
        return max(11 if points >= 14 else 10, int(points * self.u))

    def seat_rects(self, obs: dict[str, Any]) -> dict[int, pygame.Rect]:
        players = len(obs["hand_sizes"])
        viewer = obs["seat"]
        others = [(viewer + k) % players for k in range(1, players)]
        u = self.u
        gap = int(12 * u)
        count = max(1, len(others))
        width = int(min(330 * u, (self.seats_row.width - gap * (count - 1)) / count))
        total = width * count + gap * (count - 1)
        left = self.seats_row.centerx - total // 2
        return {
            seat: pygame.Rect(left + i * (width + gap), self.seats_row.top, width, self.seats_row.height)
            for i, seat in enumerate(others)
        }

    def hand_rects(self, hand: list[str]) -> list[pygame.Rect]:
        return layout.fan(len(hand), self.hand_area, self.hand_card)

    def mini_size(self) -> tuple[int, int]:
        h = int(78 * self.u * 0.56)
        return (int(h / ASPECT), h)

    def seat_card_rect(self, box: pygame.Rect) -> pygame.Rect:
        """Where cards fly to and from a seat's box."""
        size = self.mini_size()
        rect = pygame.Rect(0, 0, *size)
        rect.bottomleft = (box.left + int(8 * self.u), box.bottom - int(6 * self.u))
        return rect

    # -- the legal list, read by words ------------------------------------------------------
    def options(self, legal: list[Action]) -> dict[str, Any]:
        """The legal actions grouped: placements by card and pile, names, counters, accept, end."""
        key = (len(self.table.state.history), tuple(legal))
        if self._options is not None and self._options[0] == key:
            return self._options[1]
        state = self.table.state
        out: dict[str, Any] = {"place": {}, "name": {}, "counter": {}, "accept": None, "end": None}
        for action in legal:
            words = state.action_text(action).split()
            if words[0] == "place":
                out["place"].setdefault(words[1].upper(), {})[int(words[2]) - 1] = action
            elif words[0] == "name":
                out["name"][words[2]] = action
            elif words[0] == "counter":
                out["counter"][int(words[1]) - 1] = action
            elif words[0] in ("accept", "end"):
                out[words[0]] = action
        self._options = (key, out)
        return out

    def action_for(self, card: str, pile: int, obs: dict[str, Any]) -> Action | None:
        """The action a drop of ``card`` on ``pile`` stands for (legal or not)."""
        words = (
            f"counter {pile + 1}" if obs["phase"] == "counter" and card == "T" else f"place {card} {pile + 1}"
        )
        try:
            return self.table.state.parse_action(words)
        except GameError:
            return None

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
        if action is None:
            return
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
            self.table.say(self.table.state.explain_illegal(action))

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

    def explain_end(self) -> None:
        state = self.table.state
        try:
            action = state.parse_action("end")
        except GameError:
            return
        self.table.say(state.explain_illegal(action))

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
        rects = self.hand_rects(hand)
        playable = self.playable(obs, legal)
        for index, (card, strip) in enumerate(zip(hand, layout.visible_strips(rects), strict=True)):
            if obs["phase"] == "counter" and card not in playable:
                continue  # facing a Tornado, only a Tornado of your own can be laid
            rect = strip.union(strip.move(0, -self.lift)) if card in playable or card == self.held else strip
            focusable = card in playable or card == self.held  # the arrows pass over unplayable cards
            out.append(Target(("card", index, card), rect, lambda c=card: self.pick(c), focusable=focusable))
        if self.held is not None:
            for pile, col in enumerate(self.pile_cols):
                out.append(
                    Target(
                        ("pile", pile),
                        self.pile_rects[pile].inflate(int(16 * self.u), int(16 * self.u)).clip(col),
                        lambda p=pile: self.drop(p),
                        pygame.K_1 + pile,
                    )
                )
        for word, rect, hotkey, enabled, pile in self.buttons(obs, legal):
            if enabled:
                if word == "counter":
                    out.append(
                        Target(("counter", pile), rect, lambda p=pile: self.act_word("counter", p), hotkey)
                    )
                else:
                    out.append(Target(word, rect, lambda w=word: self.act_word(w), hotkey))
        return out

    def put_back(self) -> None:
        self.held = None

    def buttons(
        self, obs: dict[str, Any], legal: list[Action]
    ) -> list[tuple[str, pygame.Rect, int | None, bool, int | None]]:
        """The action bar's buttons, right-aligned: (word, rect, hotkey, enabled, pile)."""
        opts = self.options(legal)
        phase = obs["phase"]
        items: list[tuple[str, str, int | None, bool, int | None]] = []
        if phase == "counter":
            for index, pile in enumerate(sorted(opts["counter"])):
                key = pygame.K_c if index == 0 else None
                label = text(
                    "opposites_counter_button" if index == 0 else "opposites_counter_button_nokey",
                    pile=pile + 1,
                )
                items.append(("counter", label, key, True, pile))
            if opts["accept"] is not None:
                owed = obs["owed"][obs["seat"]]
                items.append(("accept", text("opposites_accept_button", count=owed), pygame.K_a, True, None))
        elif phase == "place":
            untouched = sum(1 for p in obs["piles"] if not p["placed"])
            label = (
                text("opposites_end_draw_button", count=untouched)
                if untouched
                else text("opposites_end_button")
            )
            items.append(("end", label, pygame.K_e, opts["end"] is not None, None))
        u = self.u
        height, gap = self.bar.height, int(12 * u)
        width = int(min(240 * u, (self.bar.width * 0.62 - gap * max(0, len(items) - 1)) / max(1, len(items))))
        words_size = max(10, int(height * 0.45))  # the size ``draw.button`` draws its label at
        right = self.bar.right
        out = []
        for word, label, key, enabled, pile in reversed(items):
            # sized to its words: the label fits one row (at 800x600 the bar has no room for two)
            need = ui_text.font(ui_text.readable(words_size), True).size(label)[0] + 20
            rect = pygame.Rect(0, self.bar.top, max(width, need), height)
            rect.right = right
            right = rect.left - gap
            out.append((word, rect, key, enabled, pile, label))
        self._labels = {(w, p): lab for w, _, _, _, p, lab in out}
        return [(w, r, k, e, p) for w, r, k, e, p, _ in reversed(out)]

    def name_rects(self) -> list[tuple[str, pygame.Rect]]:
        u = self.u
        gap = int(12 * u)
        width = int(min(170 * u, (self.bar.width - 3 * gap) / 4))
        total = 4 * width + 3 * gap
        left = self.bar.centerx - total // 2
        return [
            (
                symbol,
                pygame.Rect(
                    left + i * (width + gap), self.bar.top - int(6 * u), width, self.bar.height + int(12 * u)
                ),
            )
            for i, symbol in enumerate(SYMBOLS)
        ]

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
            if event.key == pygame.K_e and obs["phase"] == "place" and self.options(legal)["end"] is None:
                self.explain_end()
                return True
        return False

    # -- words -----------------------------------------------------------------------------
    def hint(self, obs: dict[str, Any], legal: list[Action], deciding: bool) -> str:
        names = self.table.names
        current = obs["current"]
        if current < 0:
            return text("game_over")
        phase = obs["phase"]
        if not deciding:
            if phase == "name":
                return text("opposites_wait_name", name=names[current], pile=obs["naming"]["pile"] + 1)
            if phase == "counter":
                return text("opposites_wait_counter", name=names[current])
            return self.table.waiting_words(current)
        opts = self.options(legal)
        if phase == "name":
            return text("opposites_hint_name", pile=obs["naming"]["pile"] + 1)
        if phase == "counter":
            piles = ", ".join(str(p + 1) for p in self.against(obs, obs["seat"]))
            owed = obs["owed"][obs["seat"]]
            if opts["counter"]:
                return text("opposites_hint_counter", piles=piles, count=owed)
            return text("opposites_hint_accept", piles=piles, count=owed)
        if self.held is not None:
            if self.piles_for(self.held, obs, legal):
                return text("opposites_hint_held", card=card_name(self.held))
            return text("opposites_hint_held_none", card=card_name(self.held))
        if opts["end"] is not None:
            untouched = sum(1 for p in obs["piles"] if not p["placed"])
            if untouched:
                return text("opposites_hint_end_draw", count=untouched)
            return text("opposites_hint_end")
        left = obs.get("left_to_place")
        if left:
            return plural("opposites_hint_place_max", left)
        return text("opposites_hint_place")

    def against(self, obs: dict[str, Any], seat: int) -> list[int]:
        """Piles where a Tornado laid against ``seat`` still lies on top."""
        return sorted({t["pile"] for t in obs["tornados"] if t["target"] == seat and t["on_top"]})

    def gains(self, before: dict[str, Any], after: dict[str, Any], actor: int, verb: str) -> list[int]:
        """Cards each seat drew with this action (a placed card given back to the actor)."""
        laid = 1 if verb in ("place", "counter") else 0
        return [
            max(0, new - old + (laid if seat == actor else 0))
            for seat, (old, new) in enumerate(zip(before["hand_sizes"], after["hand_sizes"], strict=True))
        ]

    def rebuilt(self, before: dict[str, Any], after: dict[str, Any], actor: int, verb: str) -> bool:
        """True when the draw pile ran out and was rebuilt from under the tops."""
        drawn = sum(self.gains(before, after, actor, verb))
        return after["draw_pile"] > before["draw_pile"] - drawn or any(
            len(a["cards"]) < len(b["cards"]) for a, b in zip(after["piles"], before["piles"], strict=True)
        )

    def describe(self, happening: Happening) -> list[str]:
        return [self.describe_text(happening)]

    def describe_text(self, happening: Happening) -> str:  # to go: the log reads moves and events
        name, actor, before, after = happening.name, happening.actor, happening.before, happening.after
        action_text = self.table.state.action_text(happening.action)
        names = self.table.names
        words = action_text.split()
        verb = words[0]
        gains = self.gains(before, after, actor, verb)
        parts: list[str] = []
        if verb == "place":
            card, pile = words[1].upper(), int(words[2])
            self.note_placed(actor, card, after["turn"])
            if card == "T":
                target = next(
                    (t["target"] for t in after["tornados"] if t["pile"] == pile - 1 and t["on_top"]), None
                )
                who = names[target] if target is not None and 0 <= target < len(names) else "?"
                parts.append(text("opposites_log_tornado", name=name, pile=pile, target=who))
            else:
                line = text("opposites_log_place", name=name, card=card_name(card), pile=pile)
                number = split(card)[1]
                if number == 2:
                    line += text("opposites_log_two")
                elif number == 8:
                    line += text("opposites_log_eight")
                else:
                    line += "."
                parts.append(line)
        elif verb == "name":
            symbol = words[2]
            parts.append(
                text(
                    "opposites_log_name",
                    name=name,
                    pile=words[1],
                    symbol=symbol_word(symbol),
                    opposite=symbol_word(opposite_of(symbol)),
                )
            )
        elif verb == "counter":
            pile = int(words[1])
            self.note_placed(actor, "T", after["turn"])
            layer = next(
                (t["layer"] for t in before["tornados"] if t["pile"] == pile - 1 and t["target"] == actor),
                None,
            )
            who = names[layer] if layer is not None and 0 <= layer < len(names) else "?"
            parts.append(text("opposites_log_counter", name=name, pile=pile, layer=who))
            if layer is not None and 0 <= layer < len(gains):
                gains[layer] -= min(gains[layer], 4)  # the line above already says so
        elif verb == "accept":
            parts.append(text("opposites_log_accept", name=name))
        else:
            if self.recent.get(actor, (None, []))[0] != before["turn"]:
                self.recent[actor] = (before["turn"], [])  # placed nothing this turn
            line = text("opposites_log_end", name=name)
            missed = [str(d["pile"] + 1) for d in after["drew_for"][actor]] if actor >= 0 else []
            if missed:
                line += plural(
                    "opposites_log_end_draws", len(missed), draws=gains[actor], piles=", ".join(missed)
                )
            else:
                line += text("opposites_log_end_full")
            parts.append(line)
        if self.rebuilt(before, after, actor, verb):
            parts.append(text("opposites_log_rebuild"))
        for seat, gained in enumerate(gains):
            if gained and not (seat == actor and verb == "end"):
                parts.append(text("opposites_log_draws", name=names[seat], count=gained))
        if verb == "end" and after["current"] == actor and after["turn"] > before["turn"]:
            parts.append(text("opposites_log_extra", name=name))
        if after["current"] < 0 and min(after["hand_sizes"]) > 0:
            parts.append(text("opposites_log_limit"))
        return " ".join(parts)

    def note_placed(self, seat: int, card: str, turn: int) -> None:
        """Remember what a seat placed in its current turn (shown in its box)."""
        kept = self.recent.get(seat)
        if kept is None or kept[0] != turn:
            kept = (turn, [])
            self.recent[seat] = kept
        kept[1].append(card)

    def panel_lines(self, obs: dict[str, Any]) -> list[str]:
        names = self.table.names
        lines = [text("opposites_panel_turn", turn=max(1, obs["turn"]), limit=obs["turn_limit"])]
        lines.append(
            text("opposites_panel_rule_max" if obs["must_play"] == "maximum" else "opposites_panel_rule_able")
        )
        lines.append(text("opposites_panel_pile", cards=plural("cards", obs["draw_pile"])))
        for seat, name in enumerate(names):
            line = text("opposites_panel_seat", name=name, cards=count_words(obs["hand_sizes"][seat]))
            if obs["owed"][seat]:
                line += text("opposites_panel_owes", count=obs["owed"][seat])
            lines.append(line)
        if obs["extra_turns"] and obs["current"] >= 0:
            lines.append(plural("opposites_extra", obs["extra_turns"], name=names[obs["current"]]))
        return lines

    def results(self, result: Any, obs: dict[str, Any]) -> list[tuple[str, list[str]]]:
        names = self.table.names
        sizes = result.detail.get("hand_sizes", obs["hand_sizes"])
        order = sorted(range(len(names)), key=lambda s: sizes[s])
        rows = [text("opposites_result_row", name=names[s], cards=count_words(sizes[s])) for s in order]
        turns = result.detail.get("turns", obs["turn"])
        if result.detail.get("ended_by") == "turn limit":
            how = plural("opposites_result_limit", obs["turn_limit"])
        else:
            how = text("opposites_result_out", name=names[result.winners[0]], turn=turns)
        return [(text("opposites_results_cards"), rows), (text("opposites_results_end"), [how])]

    def sound(self, happening: Happening) -> str | None:
        before, after = happening.before, happening.after
        action_text = self.table.state.action_text(happening.action)
        verb = action_text.split()[0]
        actor = before["current"]
        if actor >= 0 and self.rebuilt(before, after, actor, verb):
            return "shuffle"
        return {"place": "card", "name": "card", "counter": "call", "accept": "penalty"}.get(verb, "draw")

    # -- motion ----------------------------------------------------------------------------
    def flights(self, happening: Happening) -> list[Flight]:
        before, after, actor = happening.before, happening.after, happening.actor
        action_text = self.table.state.action_text(happening.action)
        words = action_text.split()
        verb = words[0]
        out: list[Flight] = []
        viewer = after["seat"]
        seats = self.seat_rects(after)
        delay = 0.0
        if verb in ("place", "counter"):
            card = words[1].upper() if verb == "place" else "T"
            pile = int(words[2] if verb == "place" else words[1]) - 1
            if actor == viewer:
                start = self.drop_rect or self.hand_start(before, card)
            elif actor in seats:
                start = self.seat_card_rect(seats[actor])
            else:
                start = self.deck_rect.copy()
            out.append(
                Flight(
                    lambda s, c=card: face(c, s),
                    start.copy(),
                    self.pile_rects[pile].copy(),
                    0.32,
                    0.0,
                    ("pile", pile),
                )
            )
            delay = 0.25
        if self.rebuilt(before, after, actor, verb):
            for pile, old in enumerate(before["piles"]):
                for k in range(min(3, max(0, len(old["cards"]) - 1))):
                    out.append(
                        Flight(
                            lambda s: cards.back(s, "O"),
                            self.pile_rects[pile].move(k * 3, k * 3),
                            self.deck_rect.copy(),
                            0.4,
                            delay + k * 0.06,
                            "deck",
                        )
                    )
            delay += 0.55
        deal = Dealing(
            self.deck_rect,
            self.hand_rects,
            sort_key,
            face,
            lambda s: cards.back(s, "O"),
            {seat: self.seat_card_rect(box) for seat, box in seats.items()},
            0.35,
            0.14,
        )
        dealt, self.incoming = dealt_flights(
            before, after, self.gains(before, after, actor, verb), deal, delay
        )
        out += dealt
        return out

    def hand_start(self, before: dict[str, Any], card: str) -> pygame.Rect:
        hand = sorted(before["hand"], key=sort_key)
        if card in hand:
            return self.hand_rects(hand)[hand.index(card)].copy()
        return self.hand_area.copy()

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        legal = self.table.legal() if ctx.deciding else []
        if not ctx.deciding or self.seen_seat != obs["seat"]:
            self.seen_seat = obs["seat"]
            self.held = None
            self.dragging = False
        inner = self.area.inflate(-int(30 * self.u), -int(60 * self.u))
        surface.blit(felt(inner.size), inner)
        self.draw_seats(surface, obs, ctx)
        self.draw_status(surface, obs)
        self.draw_deck(surface, obs, ctx)
        held_piles = self.piles_for(self.held, obs, legal) if ctx.deciding else set()
        for pile in range(3):
            self.draw_pile(surface, obs, ctx, pile, held_piles)
        self.draw_bar(surface, obs, ctx, legal)
        self.draw_hand(surface, obs, ctx, legal)

    def draw_seats(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        mini = self.mini_size()
        for seat, rect in self.seat_rects(obs).items():
            current = obs["current"] == seat
            draw.panel(surface, rect, 220 if current else 170)
            if current:
                pygame.draw.rect(surface, GOLD, rect, width=self.line(3), border_radius=14)
            name = ctx.names[seat]
            if ctx.thinking == seat:
                name += " " + "." * (1 + int(ctx.time * 3) % 3)
            x = rect.left + int(8 * u)
            text_w = int(rect.width * 0.5)
            size = ui_text.fit_size(name, self.fs(17), text_w, bold=True)
            ui_text.blit(surface, name, size, CARD, True, topleft=(x, rect.top + int(5 * u)))
            count = obs["hand_sizes"][seat] - ctx.arriving.get(("hand", seat), 0)
            back_rect = self.seat_card_rect(rect)
            back = cards.back(mini, "O")
            for k in range(min(count, 4)):
                surface.blit(back, back_rect.move(k * int(5 * u), 0))
            label_x = back_rect.right + int(4 * 5 * u) + int(6 * u)
            words = count_words(count)
            # the count (and what the seat owes under it) beside the backs, under the name
            count_h, owed_h = ui_text.line_height(self.fs(15), True), ui_text.line_height(self.fs(13))
            apart = max(int(18 * u), (count_h + owed_h + 1) // 2)
            name_bottom = rect.top + int(5 * u) + ui_text.line_height(self.fs(17), True)
            count_y = max(back_rect.centery - int(8 * u), name_bottom + count_h // 2)
            count_y = min(count_y, rect.bottom - max(3, int(4 * u)) - owed_h // 2 - apart)
            ui_text.blit(
                surface,
                words,
                ui_text.fit_size(words, self.fs(15), max(20, rect.centerx - label_x)),
                CARD,
                True,
                midleft=(label_x, count_y),
            )
            owed = obs["owed"][seat]
            if owed:
                words = text("opposites_owes", count=owed)
                ui_text.blit(
                    surface,
                    words,
                    ui_text.fit_size(words, self.fs(13), max(20, rect.centerx - label_x)),
                    GOLD,
                    midleft=(label_x, count_y + apart),
                )
            recent = self.recent.get(seat)
            right = pygame.Rect(rect.centerx, rect.top, rect.right - rect.centerx - int(8 * u), rect.height)
            if recent and recent[1]:
                ui_text.blit(
                    surface,
                    text("opposites_placed_label"),
                    self.fs(12),
                    MUTED,
                    topleft=(right.left, rect.top + int(5 * u)),
                )
                shown = recent[1][-6:]
                step = (
                    min(mini[0] + int(3 * u), (right.width - mini[0]) / max(1, len(shown) - 1))
                    if len(shown) > 1
                    else 0
                )
                for k, card in enumerate(shown):
                    surface.blit(face(card, mini), (right.left + int(k * step), back_rect.top))
                    ctx.show_face("placed", seat, card)
            elif current and obs["phase"] in ("name", "counter"):
                key = "opposites_seat_naming" if obs["phase"] == "name" else "opposites_seat_deciding"
                ui_text.blit(
                    surface, text(key), self.fs(13), GOLD, topleft=(right.left, rect.top + int(5 * u))
                )

    def status(self, obs: dict[str, Any]) -> tuple[str, bool]:
        """The line under the seats: the turn (and the limit as it nears), extra turns to come."""
        turn, limit = max(1, obs["turn"]), obs["turn_limit"]
        left = limit - turn
        near = obs["current"] >= 0 and left <= max(6, 3 * len(obs["hand_sizes"]))
        if not near:
            words = text("opposites_turn", turn=turn, limit=limit)
        elif left <= 0:
            words = text("opposites_turn_last", turn=turn, limit=limit)
        else:
            words = text("opposites_turn_near", turn=turn, limit=limit, left=left)
        if obs["extra_turns"] and obs["current"] >= 0:
            words += "   ·   " + plural(
                "opposites_extra", obs["extra_turns"], name=self.table.names[obs["current"]]
            )
        return words, near

    def draw_status(self, surface: pygame.Surface, obs: dict[str, Any]) -> None:
        words, near = self.status(obs)
        size = ui_text.fit_size(words, self.fs(16), self.area.width - int(40 * self.u), bold=near)
        ui_text.blit(
            surface,
            words,
            size,
            GOLD if near or obs["extra_turns"] else MUTED,
            near,
            midtop=(self.area.centerx, self.status_y),
        )

    def draw_deck(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        rect = self.deck_rect
        ui_text.blit(
            surface,
            text("opposites_draw_pile"),
            self.fs(15),
            CARD,
            True,
            midbottom=(rect.centerx, rect.top - int(8 * u) - 6),
        )
        count = obs["draw_pile"]
        if count:
            back = cards.back(self.pile_card, "O")
            for k in range(min(3, count // 15 + 1)):
                surface.blit(back, rect.move(-k * 3, -k * 3))
        else:
            pygame.draw.rect(surface, MUTED, rect, width=2, border_radius=max(3, rect.width // 8))
        y = rect.bottom + int(4 * u)
        ui_text.blit(surface, text("pile_count", count=count), self.fs(14), MUTED, midtop=(rect.centerx, y))
        if ctx.arriving.get("deck"):
            words = text("opposites_rebuilding")
            ui_text.blit(
                surface,
                words,
                ui_text.fit_size(words, self.fs(14), self.deck_col.width),
                GOLD,
                True,
                midtop=(rect.centerx, y + self.info_line),
            )

    def draw_pile(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, pile: int, held: set[int]
    ) -> None:
        u = self.u
        info = obs["piles"][pile]
        rect = self.pile_rects[pile]
        col = self.pile_cols[pile]
        deciding = ctx.deciding
        label = text("opposites_pile", n=pile + 1)
        if deciding and self.held is not None:
            label += f"  [{pile + 1}]"
        ui_text.blit(surface, label, self.fs(15), CARD, True, midbottom=(rect.centerx, rect.top - int(8 * u)))
        pending = ctx.arriving.get(("pile", pile), 0)
        shown = info["cards"][: len(info["cards"]) - pending] or info["cards"][:1]
        under = shown[-3:-1]
        for k, card in enumerate(under):
            angle = ((len(shown) - len(under) + k) * 7) % 15 - 7
            image = turned(card, self.pile_card, angle)
            surface.blit(image, image.get_rect(center=rect.center))
            ctx.show_face("pile", -1, card)
        top = shown[-1]
        surface.blit(face(top, self.pile_card), rect)
        ctx.show_face("pile", -1, top)
        against = [t for t in obs["tornados"] if t["pile"] == pile and t["on_top"]]
        if deciding and self.held is not None:
            if pile in held:
                lit = ctx.focus == ("pile", pile) or (self.dragging and self.pile_at(self.drag_pos) == pile)
                pygame.draw.rect(
                    surface,
                    FOCUS,
                    rect.inflate(int(12 * u), int(12 * u)),
                    width=self.line(5 if lit else 3),
                    border_radius=12,
                )
            else:
                surface.blit(cards.veil(self.pile_card), rect)
        elif against and any(t["target"] == obs["seat"] for t in against) and obs["phase"] == "counter":
            pygame.draw.rect(
                surface, RED, rect.inflate(int(10 * u), int(10 * u)), width=self.line(3), border_radius=12
            )
        elif obs["phase"] == "name" and obs["naming"] and obs["naming"]["pile"] == pile:
            pygame.draw.rect(
                surface, GOLD, rect.inflate(int(10 * u), int(10 * u)), width=self.line(3), border_radius=12
            )
        if top == "T" and info["symbol"]:
            letter = LETTERS[SYMBOLS.index(info["symbol"])]
            r = max(8, int(rect.width * 0.2))
            token = badge(letter, r)
            surface.blit(token, token.get_rect(center=(rect.right - r // 2, rect.top + r // 2)))
        if info["placed"] and obs["current"] >= 0:
            words = f"+{info['placed']}"
            ui_text.blit(
                surface, words, self.fs(15), GREEN, True, bottomleft=(rect.right + int(4 * u), rect.bottom)
            )
        lines = self.pile_lines(obs, pile, against)
        y = rect.bottom + int(4 * u)
        width = col.width - int(6 * u)
        rows: list[tuple[str, int, tuple[int, int, int]]] = []
        for words, colour in lines:
            size = ui_text.fit_size(words, self.fs(14), width)
            if ui_text.font(size).size(words)[0] > width and words == text("opposites_unnamed"):
                words = text("opposites_unnamed_short")  # the card itself shows the Tornado
            rows += [(row, size, colour) for row in ui_text.wrap(words, size, width)]
        for words, size, colour in rows[:3]:
            drawn = ui_text.blit(surface, words, size, colour, midtop=(col.centerx, y))
            y = max(y + self.info_line, drawn.bottom)

    def pile_lines(
        self, obs: dict[str, Any], pile: int, against: list[dict[str, Any]]
    ) -> list[tuple[str, tuple[int, int, int]]]:
        """The pile's state in words: what it takes, its mode this turn, 2s, Tornados, draws."""
        info = obs["piles"][pile]
        names = self.table.names
        lines: list[tuple[str, tuple[int, int, int]]] = []
        top = info["top"]
        symbol = info["symbol"]
        mode = info["mode"]
        playing = obs["current"] >= 0
        if top == "T":
            if symbol:
                lines.append(
                    (
                        text(
                            "opposites_tornado_as",
                            symbol=symbol_word(symbol),
                            needs=symbol_word(opposite_of(symbol)),
                        ),
                        CARD,
                    )
                )
            else:
                lines.append((text("opposites_unnamed"), GOLD))
        if not playing:
            pass
        elif mode == "number":
            lines.append((text("opposites_mode_number", number=info["number"]), GREEN))
        elif mode == "closed":
            key = "opposites_mode_tornado" if top == "T" else "opposites_mode_symbol"
            lines.append((text(key), GREEN))
        elif top != "T":
            lines.append(
                (
                    text("opposites_takes", number=info["number"], symbol=symbol_word(opposite_of(symbol))),
                    CARD,
                )
            )
        for t in against:
            target = t["target"]
            who = names[target] if 0 <= target < len(names) else "?"
            lines.append((text("opposites_against", name=who), RED))
        twos_now = 0
        if info["placed"]:
            twos_now = sum(1 for c in info["cards"][-info["placed"] :] if c != "T" and split(c)[1] == 2)
        run = info["run_of_twos"]
        if twos_now:
            lines.append((text("opposites_run_growing", count=2 * (run + twos_now)), GOLD))
        elif run and playing:
            lines.append((text("opposites_run", now=2 * run, next=2 * (run + 1)), GOLD))
        if playing and obs["phase"] == "place" and not info["placed"]:
            lines.append((text("opposites_untouched"), MUTED))
        return lines

    def draw_bar(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, legal: list[Action]
    ) -> None:
        u = self.u
        if ctx.deciding and obs["phase"] == "name":
            opts = self.options(legal)
            # the symbol's two lines, as far apart as they are drawn (17 px apart at the table's scale)
            needed = (ui_text.line_height(self.fs(17), True) + ui_text.line_height(self.fs(12)) + 1) // 2
            apart = max(int(17 * u), needed)
            shift = int(1.5 * u) if apart == int(17 * u) else 0
            for index, (symbol, rect) in enumerate(self.name_rects()):
                letter = LETTERS[SYMBOLS.index(symbol)]
                lit = ctx.focus == ("name", symbol)
                enabled = symbol in opts["name"]
                pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=12)
                pygame.draw.rect(
                    surface, COLOURS[letter] if enabled else (120, 120, 120), rect, border_radius=12
                )
                pygame.draw.rect(
                    surface, FOCUS if lit else WHITE, rect, width=4 if lit else 2, border_radius=12
                )
                r = rect.height * 0.3
                cards.shape(surface, SHAPE_OF[letter], (rect.left + r * 1.5, rect.centery), r, WHITE)
                words = f"{index + 1} · {symbol_word(symbol)}"
                room = int(rect.width - r * 3.2)
                ui_text.blit(
                    surface,
                    words,
                    ui_text.fit_size(words, self.fs(17), room, bold=True),
                    WHITE,
                    True,
                    midleft=(rect.left + r * 2.8, rect.centery + shift - apart // 2),
                )
                then = text("opposites_then", symbol=symbol_word(opposite_of(symbol)))
                ui_text.blit(
                    surface,
                    then,
                    ui_text.fit_size(then, self.fs(12), room),
                    WHITE,
                    midleft=(rect.left + r * 2.8, rect.centery + shift + apart - apart // 2),
                )
            return
        seat = obs["seat"]
        name = ctx.names[seat]
        mine = obs["current"] == seat
        label = text("your_hand", name=name) + (f" · {text('your_turn')}" if mine else "")
        if obs["owed"][seat]:
            label += " · " + text("opposites_hand_owes", count=obs["owed"][seat])
        buttons = self.buttons(obs, legal) if ctx.deciding else []
        room = (buttons[0][1].left if buttons else self.bar.right) - self.bar.left - int(10 * u)
        size = ui_text.fit_size(label, self.fs(15), max(40, room), bold=True)
        ui_text.blit(
            surface, label, size, GOLD if mine else MUTED, True, bottomleft=(self.bar.left, self.bar.bottom)
        )
        for word, rect, _, enabled, pile in buttons:
            key = ("counter", pile) if word == "counter" else word
            draw.button(surface, rect, self._labels.get((word, pile), word), ctx.focus == key, enabled)

    def draw_hand(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, legal: list[Action]
    ) -> None:
        hand = sorted(obs["hand"], key=sort_key)
        hidden = list(self.incoming[: ctx.arriving.get(("hand", obs["seat"]), 0)]) if ctx.arriving else []
        rects = self.hand_rects(hand)
        playable = self.playable(obs, legal) if ctx.deciding else set()
        lift = self.lift
        for index, (card, rect) in enumerate(zip(hand, rects, strict=True)):
            if card in hidden:
                hidden.remove(card)
                continue
            if self.dragging and card == self.held:
                continue
            up = ctx.deciding and (card in playable or card == self.held)
            spot = rect.move(0, -lift) if up else rect
            if card == self.held:
                spot = spot.move(0, -lift // 2)
            elif ctx.focus == ("card", index, card):
                spot = spot.move(0, -lift // 3)
            surface.blit(face(card, self.hand_card), spot)
            ctx.show_face("hand", obs["seat"], card)
            if card == self.held:
                pygame.draw.rect(surface, FOCUS, spot.inflate(6, 6), width=self.line(3), border_radius=10)
            elif ctx.deciding and not up:
                surface.blit(cards.veil(self.hand_card), spot)
        if self.dragging and self.held is not None and ctx.deciding:
            rect = pygame.Rect(0, 0, *self.hand_card)
            rect.center = self.drag_pos
            surface.blit(face(self.held, self.hand_card), rect)
            ctx.show_face("hand", obs["seat"], self.held)
