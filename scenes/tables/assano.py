"""The Assano table: your hand as a fan, the piles, the colour in play, the seats round the table.

Everything is drawn from the viewer's observation; a click becomes an action only if it is in the
legal list. Card texts are the engine's own (``R7``, ``GS`` skip, ``BV`` reverse, ``YD2`` draw
two, ``W`` wild, ``W4`` wild draw four).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import Action
from scenes.strings import plural, text
from scenes.tables.base import Dealing, DrawContext, Happening, TableView, dealt_flights
from scenes.theme import CARD, FOCUS, GOLD, INK, MUTED, WHITE
from scenes.ui import cards, draw, layout
from scenes.ui import text as ui_text
from scenes.ui.anim import Flight
from scenes.ui.input import Target

LETTERS = "RGBY"
COLOUR_NAMES = ("red", "green", "blue", "yellow")
COLOURS = {"R": (206, 52, 44), "G": (46, 150, 72), "B": (40, 96, 196), "Y": (232, 182, 28)}
SHAPE_OF = {"R": "triangle", "G": "circle", "B": "square", "Y": "star"}
RANK_LABEL = {"S": "⊘", "V": "⇄", "D2": "+2"}
RANK_ORDER = [str(n) for n in range(10)] + ["S", "V", "D2"]
ASPECT = 1.5


def split(card: str) -> tuple[str, str]:
    """Colour letter and rank of a card text ('' colour for wilds)."""
    if card in ("W", "W4"):
        return "", card
    return card[0], card[1:]


def sort_key(card: str) -> tuple[int, int]:
    colour, rank = split(card)
    if not colour:
        return (4, 0 if rank == "W" else 1)
    return (LETTERS.index(colour), RANK_ORDER.index(rank))


def card_name(card: str) -> str:
    """A card in words for the log: 'red 7', 'green skip', 'wild draw four'."""
    colour, rank = split(card)
    if not colour:
        return text("assano_wild" if rank == "W" else "assano_wild4")
    words = {"S": text("assano_skip"), "V": text("assano_reverse"), "D2": text("assano_draw2")}.get(
        rank, rank
    )
    return f"{text('colour_' + COLOUR_NAMES[LETTERS.index(colour)])} {words}"


@cards.face_cache
def face(card: str, size: tuple[int, int]) -> pygame.Surface:
    """An Assano card face: colour, a white oval with the rank, corners with rank and shape."""
    w, h = size
    colour, rank = split(card)
    fill = COLOURS[colour] if colour else (30, 30, 34)
    surface = cards.blank(size, fill)
    oval = pygame.Rect(0, 0, int(w * 0.78), int(h * 0.62))
    oval.center = (w // 2, h // 2)
    if colour:
        pygame.draw.ellipse(surface, WHITE, oval)
        label = RANK_LABEL.get(rank, rank)
        ui_text.blit(
            surface,
            label,
            max(8, int(w * (0.42 if len(label) == 1 else 0.34))),
            fill,
            True,
            center=oval.center,
        )
        corner = max(6, int(w * 0.2))
        ui_text.blit(surface, label, corner, WHITE, True, topleft=(int(w * 0.1), int(h * 0.05)))
        cards.shape(surface, SHAPE_OF[colour], (w * 0.8, h * 0.12), w * 0.1, WHITE)
        cards.shape(surface, SHAPE_OF[colour], (w * 0.2, h * 0.88), w * 0.1, WHITE)
        ui_text.blit(surface, colour, corner, WHITE, True, bottomright=(int(w * 0.9), int(h * 0.95)))
    else:
        for index, letter in enumerate(LETTERS):
            start = math.pi / 2 * index
            points = [oval.center] + [
                (
                    oval.centerx + oval.width / 2 * math.cos(start + k * math.pi / 16),
                    oval.centery + oval.height / 2 * math.sin(start + k * math.pi / 16),
                )
                for k in range(9)
            ]
            pygame.draw.polygon(surface, COLOURS[letter], points)
        label = "W" if rank == "W" else "+4"
        ui_text.blit(surface, label, max(8, int(w * 0.36)), WHITE, True, center=oval.center)
        ui_text.blit(surface, label, max(6, int(w * 0.2)), WHITE, True, topleft=(int(w * 0.1), int(h * 0.05)))
    return surface


class AssanoView(TableView):
    """Draws an Assano observation and turns clicks into legal Assano actions."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.picking: str | None = None
        """A wild card chosen and waiting for its colour."""
        self.call_armed = False
        self.incoming: list[str] = []

    # -- layout --------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, unit: float) -> None:
        self.area = area
        u = unit
        self.u = u
        hand_h = int(min(area.height * 0.27, 190 * u))
        self.hand_card = (int(hand_h / ASPECT * 0.94), int(hand_h * 0.94))
        self.hand_area = pygame.Rect(
            area.left + int(16 * u), area.bottom - hand_h - int(10 * u), area.width - int(32 * u), hand_h
        )
        # The hand's label sits above the lifted cards; the word buttons go above the label.
        self.lift = int(self.hand_card[1] * 0.12)
        self.label_bottom = self.hand_area.bottom - self.hand_card[1] - self.lift - 2
        self.buttons_y = self.label_bottom - int(68 * u)
        seats_area = pygame.Rect(
            area.left + int(12 * u), area.top + int(10 * u), area.width - int(24 * u), int(area.height * 0.5)
        )
        self.seats_area = seats_area
        pile_h = int(min(area.height * 0.24, 170 * u))
        self.pile_card = (int(pile_h / ASPECT), pile_h)
        centre_y = area.top + int(area.height * 0.47)
        self.discard_rect = pygame.Rect(0, 0, *self.pile_card)
        self.discard_rect.center = (area.centerx + int(self.pile_card[0] * 0.65), centre_y)
        self.deck_rect = pygame.Rect(0, 0, *self.pile_card)
        self.deck_rect.center = (area.centerx - int(self.pile_card[0] * 0.85), centre_y)
        self.colour_centre = (self.discard_rect.right + int(44 * u), centre_y)
        # the call button holds "ASSANO!" over "key A", each as tall as it is drawn
        call_h = int(70 * u)
        while call_h < 200 and (
            ui_text.line_height(int(call_h * 0.42), True)
            + ui_text.line_height(max(9, int(call_h * 0.18)))
            + 7
            > call_h
        ):
            call_h += 1
        self.call_rect = pygame.Rect(0, 0, int(170 * u), call_h)
        self.call_rect.bottomright = (area.right - int(14 * u), self.hand_area.top - int(8 * u))
        pick = int(min(110 * u, area.width / 6))
        self.pick_rects = [pygame.Rect(0, 0, pick, pick) for _ in LETTERS]
        for index, rect in enumerate(self.pick_rects):
            rect.center = (area.centerx + int((index - 1.5) * pick * 1.2), centre_y)

    def seat_rects(self, obs: dict[str, Any]) -> dict[int, pygame.Rect]:
        """The other seats' boxes, in turn order from the viewer's left round to the right."""
        players = len(obs["hand_sizes"])
        viewer = obs["seat"]
        others = [(viewer + k) % players for k in range(1, players)]
        u = self.u
        # the name, the count and (at one card) "ASSANO!" one under another, as tall as they are drawn
        lines = self.seat_lines()
        box = (
            int(180 * u),
            max(int(74 * u), lines[2] + ui_text.line_height(int(14 * u), True) + max(3, int(4 * u))),
        )
        return dict(zip(others, layout.seat_boxes(len(others), self.seats_area, box), strict=True))

    def seat_lines(self) -> tuple[int, int, int]:
        """Where a seat box's lines start, down from its top: the name, the count, "ASSANO!"."""
        u = self.u
        name = int(6 * u)
        count = max(int(30 * u), name + ui_text.line_height(int(17 * u), True))
        call = max(int(50 * u), count + ui_text.line_height(int(14 * u)))
        return name, count, call

    def hand_rects(self, hand: list[str]) -> list[pygame.Rect]:
        return layout.fan(len(hand), self.hand_area, self.hand_card)

    # -- legal actions, by card ----------------------------------------------------------
    def plays(self, legal: list[Action]) -> dict[str, list[tuple[Action, list[str]]]]:
        """Legal play actions grouped by card text, with their remaining words (colour, call)."""
        state = self.table.state
        out: dict[str, list[tuple[Action, list[str]]]] = {}
        for action in legal:
            words = state.action_text(action).split()
            if words[0] == "play":
                out.setdefault(words[1].upper(), []).append((action, words[2:]))
        return out

    def words(self, legal: list[Action]) -> dict[str, Action]:
        state = self.table.state
        return {state.action_text(a): a for a in legal if not state.action_text(a).startswith("play")}

    def choose(self, card: str, legal: list[Action], colour: str | None = None) -> None:
        options = self.plays(legal).get(card, [])
        want_call = self.call_armed and any("call" in rest for _, rest in options)
        for action, rest in options:
            if ("call" in rest) == want_call and (colour is None or colour in rest):
                self.picking = None
                self.call_armed = False
                self.table.act(action)
                return

    def click_card(self, card: str, legal: list[Action]) -> None:
        if card not in self.plays(legal):
            reason = self.table.state.explain_illegal(
                self.table.state.parse_action(f"play {card} red" if card in ("W", "W4") else f"play {card}")
            )
            self.table.say(reason)
            return
        if card in ("W", "W4"):
            self.picking = card
        else:
            self.choose(card, legal)

    # -- targets -------------------------------------------------------------------------
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
        rects = self.hand_rects(hand)
        for index, (card, strip) in enumerate(zip(hand, layout.visible_strips(rects), strict=True)):
            out.append(Target(("card", index, card), strip, lambda c=card: self.click_card(c, legal)))
        for word, rect, key in self.word_buttons(legal):
            out.append(Target(word, rect, lambda w=word: self.table.act(self.words(legal)[w]), key))
        if self.call_available(obs, legal):
            out.append(Target("call", self.call_rect, self.toggle_call, pygame.K_a))
        return out

    def word_buttons(self, legal: list[Action]) -> list[tuple[str, pygame.Rect, int]]:
        keys = {"draw": pygame.K_d, "keep": pygame.K_k, "take": pygame.K_t, "challenge": pygame.K_c}
        present = [w for w in ("draw", "keep", "take", "challenge") if w in self.words(legal)]
        u = self.u
        width, height, gap = int(150 * u), int(42 * u), int(12 * u)
        left = self.area.left + int(16 * u)
        return [
            (word, pygame.Rect(left + i * (width + gap), self.buttons_y, width, height), keys[word])
            for i, word in enumerate(present)
        ]

    def call_available(self, obs: dict[str, Any], legal: list[Action]) -> bool:
        return any("call" in rest for options in self.plays(legal).values() for _, rest in options)

    def toggle_call(self) -> None:
        self.call_armed = not self.call_armed
        if self.call_armed:
            self.table.app.sounds.play("call")

    def cancel_pick(self) -> None:
        self.picking = None

    def cancel_rect(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, int(140 * self.u), int(38 * self.u))
        rect.midtop = (self.area.centerx, self.pick_rects[0].bottom + int(16 * self.u))
        return rect

    # -- words ---------------------------------------------------------------------------
    def hint(self, obs: dict[str, Any], legal: list[Action], deciding: bool) -> str:
        current = obs["current"]
        if current < 0:
            return text("game_over")
        if not deciding:
            return self.table.waiting_words(current)
        if self.picking:
            return text("assano_pick_colour")
        if obs["phase"] == "drawn":
            return text("assano_hint_drawn", card=card_name(obs["drawn"]))
        if obs["phase"] == "penalty":
            return plural("assano_hint_penalty", obs["penalty"])
        if self.call_available(obs, legal):
            return text("assano_hint_call")
        if self.plays(legal):
            return text("assano_hint_play", colour=text("colour_" + obs["colour"]), top=card_name(obs["top"]))
        return text("assano_hint_draw")

    def describe(self, happening: Happening) -> list[str]:
        return [self.describe_text(happening)]

    def describe_text(self, happening: Happening) -> str:  # to go: the log reads moves and events
        name, actor, before, after = happening.name, happening.actor, happening.before, happening.after
        action_text = self.table.state.action_text(happening.action)
        words = action_text.split()
        gained = (
            after["hand_sizes"][actor] - before["hand_sizes"][actor]
            if after["round"] == before["round"]
            else 0
        )
        if words[0] == "play":
            line = text("log_assano_play", name=name, card=card_name(words[1].upper()))
            if len(words) > 2 and words[2] in COLOUR_NAMES:
                line += text("log_assano_names", colour=text("colour_" + words[2]))
            if "call" in words:
                return line + text("log_assano_call")  # ends with the call's "!"
            if before["hand_sizes"][actor] == 2 and after["round"] == before["round"]:
                line += text("log_assano_forgot")
            return line + "."
        if words[0] == "draw":
            played = after["discard"][-1] != before["discard"][-1] and len(after["discard"]) > len(
                before["discard"]
            )
            drawn = gained + (1 if played else 0)
            line = text("log_assano_draw", name=name, count=drawn)
            if played:
                line += text("log_assano_and_play", card=card_name(after["top"]))
            return line + "."
        if words[0] == "take":
            return plural("log_assano_take", max(gained, 0), name=name) + "."
        if words[0] == "challenge":
            return text("log_assano_challenge", name=name) + "."
        return text("log_assano_keep", name=name) + "."

    def panel_lines(self, obs: dict[str, Any]) -> list[str]:
        names = self.table.names
        target = obs["target"]
        lines = [
            text("assano_round", round=obs["round"]) + (f" · {plural('assano_to', target)}" if target else "")
        ]
        lines.append(text("direction_cw") if obs["direction"] == 1 else text("direction_ccw"))
        for seat, name in enumerate(names):
            lines.append(
                text(
                    "assano_standing",
                    name=name,
                    points=plural("points", obs["plus"][seat]),
                    cards=plural("cards", obs["hand_sizes"][seat]),
                )
            )
        return lines

    def interlude(self, happening: Happening) -> list[str] | None:
        before, after = happening.before, happening.after
        if after["round"] == before["round"] or after["current"] < 0:
            return None
        last = after["rounds"][-1]
        names = self.table.names
        lines = [
            plural("assano_round_won", sum(last["points"]), round=before["round"], name=names[last["winner"]])
        ]
        order = sorted(range(len(names)), key=lambda s: -after["plus"][s])
        lines += [
            text("assano_standing_line", name=names[s], points=plural("points", after["plus"][s]))
            for s in order
        ]
        lines.append(plural("assano_target_line", after["target"]))
        return lines

    def results(self, result: Any, obs: dict[str, Any]) -> list[tuple[str, list[str]]]:
        names = self.table.names
        order = sorted(range(len(names)), key=lambda s: -result.scores[s])
        standings = [
            text(
                "assano_result_row",
                name=names[s],
                plus=plural("assano_plus_points", int(result.scores[s])),
                minus=plural("assano_minus_points", result.detail["minus"][s]),
            )
            for s in order
        ]
        rounds = [
            text(
                "assano_round_row",
                round=i + 1,
                name=names[r["winner"]],
                points=plural("points", sum(r["points"])),
            )
            for i, r in enumerate(result.detail["rounds"])
        ]
        return [(text("results_standings"), standings), (text("results_rounds"), rounds[-12:])]

    def sound(self, happening: Happening) -> str | None:
        action_text = self.table.state.action_text(happening.action)
        if "call" in action_text.split():
            return "call"
        if action_text.startswith("play"):
            return "card"
        return "draw"

    # -- motion --------------------------------------------------------------------------
    def flights(self, happening: Happening) -> list[Flight]:
        before, after, actor = happening.before, happening.after, happening.actor
        if after["round"] != before["round"]:
            self.incoming = []
            return []
        out: list[Flight] = []
        seats = self.seat_rects(after)
        delay = 0.0
        played = len(after["discard"]) > len(before["discard"])
        if played:
            cards_played = (
                after["discard"][len(before["discard"]) - len(after["discard"]) :]
                if len(after["discard"]) - len(before["discard"]) <= 3
                else [after["top"]]
            )
            for card in cards_played:
                start = self.card_start(before, actor, card, seats)
                out.append(
                    Flight(
                        lambda s, c=card: face(c, s), start, self.discard_rect.copy(), 0.35, delay, "discard"
                    )
                )
                delay += 0.12
        gains = [new - old for old, new in zip(before["hand_sizes"], after["hand_sizes"], strict=True)]
        deal = Dealing(
            self.deck_rect,
            self.hand_rects,
            sort_key,
            face,
            lambda s: cards.back(s, "A"),
            {seat: self.mini_rect(box) for seat, box in seats.items()},
            0.4,
            0.25,
        )
        dealt, self.incoming = dealt_flights(before, after, gains, deal, delay)
        out += dealt
        return out

    def card_start(
        self, before: dict[str, Any], actor: int, card: str, seats: dict[int, pygame.Rect]
    ) -> pygame.Rect:
        if actor == before["seat"]:
            hand = sorted(before["hand"], key=sort_key)
            if card in hand:
                return self.hand_rects(hand)[hand.index(card)].copy()
            return self.deck_rect.copy()
        rect = seats.get(actor)
        return self.mini_rect(rect) if rect is not None else self.deck_rect.copy()

    def mini_rect(self, box: pygame.Rect) -> pygame.Rect:
        h = int(box.height * 0.62)
        rect = pygame.Rect(0, 0, int(h / ASPECT), h)
        rect.midright = (box.right - int(8 * self.u), box.centery)
        return rect

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        legal = self.table.legal() if ctx.deciding else []
        if not ctx.deciding:
            self.picking = None
            self.call_armed = False
        pygame.draw.ellipse(surface, (30, 84, 64), self.area.inflate(-int(40 * self.u), -int(80 * self.u)))
        self.draw_seats(surface, obs, ctx)
        self.draw_piles(surface, obs, ctx)
        self.draw_hand(surface, obs, ctx, legal)
        for word, rect, _ in self.word_buttons(legal):
            draw.button(surface, rect, text(f"assano_{word}_button"), ctx.focus == word)
        if self.picking is not None:
            self.draw_picker(surface, ctx)
        if ctx.deciding and self.call_available(obs, legal):
            self.draw_call(surface, ctx)

    def draw_seats(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        for seat, rect in self.seat_rects(obs).items():
            current = obs["current"] == seat
            draw.panel(surface, rect, 220 if current else 170)
            if current:
                pygame.draw.rect(surface, GOLD, rect, width=3, border_radius=14)
            name = ctx.names[seat]
            if ctx.thinking == seat:
                name += " " + "." * (1 + int(ctx.time * 3) % 3)
            name_top, count_top, call_top = self.seat_lines()
            size = ui_text.fit_size(name, int(17 * u), rect.width - int(60 * u), bold=True)
            ui_text.blit(
                surface, name, size, CARD, True, topleft=(rect.left + int(8 * u), rect.top + name_top)
            )
            count = obs["hand_sizes"][seat] - ctx.arriving.get(("hand", seat), 0)
            ui_text.blit(
                surface,
                plural("cards", count),
                int(14 * u),
                MUTED,
                topleft=(rect.left + int(8 * u), rect.top + count_top),
            )
            if count == 1:
                ui_text.blit(
                    surface,
                    "ASSANO!",
                    int(14 * u),
                    GOLD,
                    True,
                    topleft=(rect.left + int(8 * u), rect.top + call_top),
                )
            mini = self.mini_rect(rect)
            back = cards.back(mini.size, "A")
            for k in range(min(count, 5)):
                surface.blit(back, mini.move(-k * int(6 * u), 0))

    def draw_piles(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        u = self.u
        back = cards.back(self.pile_card, "A")
        for k in range(min(3, max(1, obs["draw_pile"] // 20 + 1)) if obs["draw_pile"] else 0):
            surface.blit(back, self.deck_rect.move(-k * 3, -k * 3))
        ui_text.blit(
            surface,
            text("pile_count", count=obs["draw_pile"]),
            int(15 * u),
            MUTED,
            midtop=(self.deck_rect.centerx, self.deck_rect.bottom + int(6 * u)),
        )
        pending = ctx.arriving.get("discard", 0)
        shown = obs["discard"][: len(obs["discard"]) - pending] or obs["discard"][:1]
        for k, card in enumerate(shown[-3:]):
            angle = (hash(card) % 13 - 6) * (1 if k % 2 else -1)
            image = face(card, self.pile_card)
            if k < len(shown[-3:]) - 1:
                image = pygame.transform.rotate(image, angle)
            surface.blit(image, image.get_rect(center=self.discard_rect.center))
            ctx.show_face("discard", -1, card)
        colour = obs["colour"]
        letter = LETTERS[COLOUR_NAMES.index(colour)]
        r = int(34 * u)
        pygame.draw.circle(surface, COLOURS[letter], self.colour_centre, r)
        pygame.draw.circle(surface, WHITE, self.colour_centre, r, width=3)
        cards.shape(surface, SHAPE_OF[letter], self.colour_centre, r * 0.55, WHITE)
        ui_text.blit(
            surface,
            text("colour_" + colour),
            int(15 * u),
            CARD,
            True,
            midtop=(self.colour_centre[0], self.colour_centre[1] + r + 4),
        )
        arrow = "↻" if obs["direction"] == 1 else "↺"
        ui_text.blit(
            surface,
            arrow,
            int(46 * u),
            MUTED,
            True,
            midbottom=(self.area.centerx, self.deck_rect.top - int(4 * u)),
        )
        if obs["penalty"]:
            ui_text.blit(
                surface,
                text("assano_penalty", count=obs["penalty"]),
                int(20 * u),
                GOLD,
                True,
                midtop=(self.discard_rect.centerx, self.discard_rect.bottom + int(6 * u)),
            )

    def draw_hand(
        self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext, legal: list[Action]
    ) -> None:
        hand = sorted(obs["hand"], key=sort_key)
        hidden = list(self.incoming[: ctx.arriving.get(("hand", obs["seat"]), 0)]) if ctx.arriving else []
        rects = self.hand_rects(hand)
        playable = set(self.plays(legal)) if ctx.deciding else set()
        lift = self.lift
        u = self.u
        name = ctx.names[obs["seat"]]
        mine = obs["current"] == obs["seat"]
        label = text("your_hand", name=name) + (f" · {text('your_turn')}" if mine else "")
        ui_text.blit(
            surface,
            label,
            int(15 * u),
            GOLD if mine else MUTED,
            True,
            bottomleft=(self.hand_area.left, self.label_bottom),
        )
        for index, (card, rect) in enumerate(zip(hand, rects, strict=True)):
            if card in hidden:
                hidden.remove(card)
                continue
            up = card in playable or (obs["phase"] == "drawn" and card == obs.get("drawn"))
            spot = rect.move(0, -lift) if up and ctx.deciding else rect
            if ctx.focus == ("card", index, card):
                spot = spot.move(0, -lift // 2)
            surface.blit(face(card, self.hand_card), spot)
            ctx.show_face("hand", obs["seat"], card)
            if ctx.deciding and not up:
                surface.blit(cards.veil(self.hand_card), spot)

    def draw_picker(self, surface: pygame.Surface, ctx: DrawContext) -> None:
        draw.shade(surface, 110)
        u = self.u
        ui_text.blit(
            surface,
            text("assano_pick_colour"),
            int(26 * u),
            CARD,
            True,
            midbottom=(self.area.centerx, self.pick_rects[0].top - int(14 * u)),
        )
        for index, rect in enumerate(self.pick_rects):
            letter = LETTERS[index]
            lit = ctx.focus == ("pick", COLOUR_NAMES[index])
            pygame.draw.rect(surface, COLOURS[letter], rect, border_radius=int(14 * u))
            pygame.draw.rect(
                surface, FOCUS if lit else WHITE, rect, width=4 if lit else 2, border_radius=int(14 * u)
            )
            cards.shape(
                surface,
                SHAPE_OF[letter],
                (rect.centerx, rect.centery - rect.height * 0.1),
                rect.width * 0.22,
                WHITE,
            )
            ui_text.blit(
                surface,
                f"{index + 1} · {text('colour_' + COLOUR_NAMES[index])}",
                int(15 * u),
                WHITE,
                True,
                midbottom=(rect.centerx, rect.bottom - int(6 * u)),
            )
        draw.button(surface, self.cancel_rect(), text("cancel"), ctx.focus == "cancel")

    def draw_call(self, surface: pygame.Surface, ctx: DrawContext) -> None:
        rect = self.call_rect
        lit = self.call_armed
        pulse = 0.5 + 0.5 * math.sin(ctx.time * 6)
        ctx.moving = True
        colour = GOLD if lit else (int(200 + 40 * pulse), 70, 40)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 5), border_radius=rect.height // 3)
        pygame.draw.rect(surface, colour, rect, border_radius=rect.height // 3)
        pygame.draw.rect(
            surface,
            WHITE if ctx.focus == "call" else INK,
            rect,
            width=4 if ctx.focus == "call" else 2,
            border_radius=rect.height // 3,
        )
        words = "ASSANO!" if not lit else text("assano_called")
        size = ui_text.fit_size(words, int(rect.height * 0.42), rect.width - 12, bold=True)
        key_size = max(9, int(rect.height * 0.18))
        # over the key's line, never on it
        low = rect.bottom - 3 - ui_text.line_height(key_size) - ui_text.line_height(size, True) / 2
        ui_text.blit(
            surface,
            words,
            size,
            INK if lit else WHITE,
            True,
            center=(rect.centerx, min(rect.centery - rect.height * 0.1, low)),
        )
        ui_text.blit(
            surface,
            text("assano_call_key"),
            key_size,
            INK if lit else CARD,
            midbottom=(rect.centerx, rect.bottom - 3),
        )
