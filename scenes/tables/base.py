"""What a game's view gives the shared table frame: drawing, clickable targets, words, motion.

A view draws from an observation only (never the state), so it cannot show a secret; it maps
clicks and keys to actions from the legal list only, so it cannot allow an illegal move. It has no
loop and no window: the frame (:mod:`scenes.table`) owns those, and the view reaches the frame only
through :class:`TableFrame`. What just happened reaches the view as a :class:`Happening`: the typed
move and the events the viewer may know of, never the action's text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame
import pytweening

from game.core import Action, Event, Move
from scenes.theme import GOLD
from scenes.ui.anim import Flight, Flights
from scenes.ui.cache import picture_cache
from scenes.ui.chart import Chart
from scenes.ui.input import Target


class TableFrame(Protocol):
    """What a view may ask of the table frame around it: the seats' names, the viewer's current
    observation, the legal list, and acting. Nothing else (not the match, the bots or the store)."""

    names: list[str]
    obs: dict[str, Any]
    world: Any
    """For a view with ``live_world``: the frame's :class:`scenes.live_world.LiveMoment` (its
    ``live`` world to draw, ``person``, and ``steer``, where the view feeds a person's turn); else
    None."""

    def legal(self) -> list[Action]:
        """The viewer's legal actions when the viewer decides now, else []."""

    def deciding(self) -> bool:
        """True when the viewer is the person to move now."""

    def act(self, action: Action) -> bool:
        """A person's action; refused with the engine's reason shown when not legal."""

    def say(self, words: str) -> None:
        """Show a notice in the hint line for a few seconds."""

    def play_sound(self, name: str) -> None:
        """Play one of the app's sounds ("call", "card") as feedback to the viewer's input."""

    def refusal(self, action: Action) -> str:
        """The engine's reason, in the window's words, why ``action`` may not be taken now."""

    def decode(self, action: Action) -> Move:
        """An action as its typed move."""

    def moves_played(self) -> int:
        """How many actions the game has had (a key for caches that change with every move)."""

    def is_person(self, seat: int) -> bool:
        """True when a person (not a computer player) sits at ``seat``."""

    def waiting_words(self, seat: int) -> str:
        """The banner while ``seat`` decides unseen."""

    flights: Flights
    """The frame's motion: a view adds the motion it starts itself and asks whether it is busy."""
    clock: float
    """The table's clock in seconds (it stands still while the game is paused)."""

    def motion_scale(self) -> float:
        """The pace setting's factor for motion the view starts itself (0: no motion)."""

    def record_score(
        self, board: str, name: str, score: int, **detail: Any
    ) -> tuple[int | None, list[dict[str, Any]], str | None]:
        """Enter a score on a high-score board: (its place or None, the board's top, a notice)."""


@dataclass(frozen=True)
class Happening:
    """One applied action as the viewer may know it: who acted, the typed move, the events the
    viewer may see (:func:`game.core.events_seen_by`) and the viewer's observations around it."""

    actor: int
    name: str
    """The actor's name (or the world's)."""
    action: Action
    move: Move
    events: tuple[Event, ...]
    before: dict[str, Any]
    after: dict[str, Any]


@dataclass(frozen=True)
class Banner:
    """A short announcement at a seat ("+2, turn missed"): the frame shows it there long enough to
    read at every pace setting."""

    seat: int
    words: str


@dataclass
class DrawContext:
    """What the frame tells a view about this frame, and what the view reports having shown."""

    viewer: int
    deciding: bool
    """True when the viewer is the person to move now (targets are live)."""
    arriving: dict[Hashable, int]
    focus: Hashable | None
    names: list[str]
    thinking: int | None
    """The seat of a computer player that is thinking now, for the cue."""
    time: float
    faces: list[tuple[str, int, str]] = field(default_factory=list)
    """Every card face drawn as (zone, owner seat, card): the privacy tests read this."""
    moving: bool = False
    """Set by a view that drew something moving with time alone (a spin, a live column): the window
    then draws the next frame too, even while the table waits for a person."""
    pulsing: bool = False
    """Set by a view that drew a slow pulse (a lit target waiting for the person): the window draws
    it again :data:`scenes.ui.pulse.PULSE_FPS` times a second."""

    def show_face(self, zone: str, owner: int, card: str) -> None:
        self.faces.append((zone, owner, card))


class TableView:
    """Base of the four views; each overrides what its game needs."""

    private_hands = True
    """Card games hide hands, so hot-seat needs a hand-off screen; Elements hides nothing."""
    live_world = False
    """True when the frame plays the world's moments live
        (:mod:`scenes.tables.tornado_ellie.live_world`) for this view
    to draw and steer (the tornado column)."""

    def __init__(self, table: TableFrame) -> None:
        self.table = table

    def layout(self, area: pygame.Rect, unit: float) -> None:
        """Compute rectangles for the table's area; ``unit`` is the frame's layout unit (1.0 at the
        reference window size), which every size and margin scales by."""

    def backdrop(self, cloth: pygame.Surface) -> None:
        """Paint what of the table never moves (an oval, printed marks) onto the window's felt:
        done once per layout, the frame then lays the whole with one copy."""

    def draw(self, surface: pygame.Surface, obs: dict[str, Any], ctx: DrawContext) -> None:
        raise NotImplementedError

    def targets(self, obs: dict[str, Any], legal: list[Action]) -> list[Target]:
        """Clickable things for the viewer who decides now; each activates legal actions only."""
        return []

    def on_event(self, event: pygame.event.Event, obs: dict[str, Any], legal: list[Action]) -> bool:
        """Input the targets don't cover (drags); True when used."""
        return False

    def held_over(self, event: pygame.event.Event) -> bool:
        """Sees every key event first: True for a repeat of a key still held since the view used
        it (the arrow that turned the tornado, once the turn is over), which the frame then drops.
        It was meant for nothing else: not the focus, not a hand-off screen, not an animation."""
        return False

    def locate(self, move: Move, obs: dict[str, Any]) -> pygame.Rect | None:
        """Where on the table the viewer makes ``move`` now: the piece or button to click or drag
        next (a card in the hand, then the pile once it is held). The coach of a guided first game
        points there; None when the view cannot say."""
        return None

    def coach_avoid(self, obs: dict[str, Any]) -> list[pygame.Rect]:
        """What the coach's words should not cover if they can go elsewhere (the viewer's own
        sheet, say): the coach of a guided first game places its bubble clear of these."""
        return []

    def describe(self, happening: Happening) -> list[str]:
        """The move log's lines for an action, in words: the move, then what its events did
        (every penalty, skip, reverse, extra turn, rebuild, insurance and collapse)."""
        return []

    def announce(self, happening: Happening) -> list[Banner]:
        """Banners at the seats an action struck (a penalty, a missed turn, storm damage)."""
        return []

    def seat_anchor(self, seat: int) -> pygame.Rect | None:
        """Where on the table a seat's banner goes (its seat box), or None for the play area's top."""
        return None

    def panel_lines(self, obs: dict[str, Any]) -> list[str]:
        """Lines for the side panel above the log (round, scores, direction)."""
        return []

    def hint(self, obs: dict[str, Any], legal: list[Action], deciding: bool) -> str:
        """One line under the table saying what to do now."""
        return ""

    def flights(self, happening: Happening) -> list[Flight]:
        """Motion for an action just applied, seen by the viewer."""
        return []

    def opening(self, obs: dict[str, Any]) -> list[Flight]:
        """Motion as a new game appears: the first hands dealt from the pile, one card at a time."""
        return []

    def sound(self, happening: Happening) -> str | None:
        return None

    def interlude(self, happening: Happening) -> list[str] | None:
        """Lines to show and wait on between rounds (a round just ended), or None."""
        return None

    def round_opening(self, obs: dict[str, Any]) -> list[str]:
        """The log's lines as a round begins, read from its first observation (what was turned
        up to start it: a player who reads "draws 2 and plays blue 2" knows what it was played
        on); none by default."""
        return []

    def logged_interlude(self, happening: Happening, lines: list[str] | None) -> list[str]:
        """What the log keeps of a between-rounds summary: its first line, then the next round's
        opening."""
        return [lines[0], *self.round_opening(happening.after)] if lines else []

    def results(self, result: Any, obs: dict[str, Any]) -> list[tuple[str, list[str]]]:
        """The results screen's tables: (heading, rows)."""
        return []

    def result_charts(self, result: Any, obs: dict[str, Any]) -> list[Chart]:
        """Pictures for the results screen beside the standings per round (an Elements sheet's
        rows); the frame draws them."""
        return []

    def update(self, dt: float) -> None:
        """Per-frame motion of the view's own (dice tumbling, the column)."""

    def advice_rects(self, obs: dict[str, Any], legal: list[Action], move: Move) -> list[pygame.Rect]:
        """Where the advised move is on the table (the card, then the pile it goes on; the die and
        its field; the button): the frame rings them."""
        return []

    def target_rects(
        self, obs: dict[str, Any], legal: list[Action], keys: list[Hashable]
    ) -> list[pygame.Rect]:
        """The rectangles of this view's targets with these keys (a tuple key may name its first
        items only: ("card", None, "B7") matches any card B7), in the order of ``keys``."""
        targets = self.targets(obs, legal)
        out = []
        for key in keys:
            for target in targets:
                if target.key == key or (
                    isinstance(key, tuple)
                    and isinstance(target.key, tuple)
                    and len(key) == len(target.key)
                    and all(k is None or k == t for k, t in zip(key, target.key, strict=True))
                ):
                    out.append(target.rect.copy())
                    break
        return out

    def taken_back(self, previous: TableView) -> None:
        """This view was made anew for a game an undo rebuilt (its log replayed through it):
        carry over what only ``previous`` knew and the rebuilt game still holds."""

    def close(self) -> None:
        """The table is closing: stop anything running."""


@dataclass
class Dealing:
    """Where dealt cards come from and go to in a hidden-hand card game's view."""

    deck: pygame.Rect
    hand: Callable[[list[str]], list[pygame.Rect]]
    """The viewer's hand rects for a hand in its shown order."""
    order: Callable[[str], Any]
    face: Callable[[str, tuple[int, int]], pygame.Surface]
    back: Callable[[tuple[int, int]], pygame.Surface]
    seats: dict[int, pygame.Rect]
    """Where each other seat's cards land."""
    duration: float
    step: float
    """Seconds between one card and the next, so each drawn card can be seen."""


def dealt_flights(
    before: dict[str, Any],
    after: dict[str, Any],
    gains: list[int],
    deal: Dealing,
    delay: float = 0.0,
    limit: int = 12,
) -> tuple[list[Flight], list[str]]:
    """Cards flying from the draw pile into hands: face up into the viewer's hand (the new cards,
    in their places), face down to the other seats. Returns the flights and the viewer's incoming
    cards (held back from the hand until they land)."""
    out: list[Flight] = []
    incoming: list[str] = []
    viewer = after["seat"]
    for seat, gained in enumerate(gains):
        if gained <= 0:
            continue
        if seat == viewer:
            new = list((Counter(after["hand"]) - Counter(before["hand"])).elements())
            ordered = sorted(after["hand"], key=deal.order)
            rects = deal.hand(ordered)
            for card in new[:limit]:
                end = rects[ordered.index(card)]
                out.append(
                    Flight(
                        lambda s, c=card: deal.face(c, s),
                        deal.deck.copy(),
                        end.copy(),
                        deal.duration,
                        delay,
                        ("hand", seat),
                    )
                )
                incoming.append(card)
                delay += deal.step
        elif seat in deal.seats:
            for _ in range(min(gained, limit)):
                out.append(
                    Flight(
                        deal.back,
                        deal.deck.copy(),
                        deal.seats[seat].copy(),
                        deal.duration,
                        delay,
                        ("hand", seat),
                    )
                )
                delay += deal.step * 0.7
    return out, incoming


TURN_SECONDS = 0.32
"""How long the turn's gold rim takes to glide from one seat to the next."""


def turn_rim(size: tuple[int, int]) -> pygame.Surface:
    """The gold rim of the seat whose turn it is, at ``size`` (it grows and shrinks in flight)."""
    return _rim(max(4, size[0] // 4 * 4), max(4, size[1] // 4 * 4))


@picture_cache
def _rim(w: int, h: int) -> pygame.Surface:
    """The rim at whole steps of 4 px, cached; a colour-keyed outline, so a large one blits fast."""
    surface = pygame.Surface((w, h))
    surface.fill((0, 0, 0))
    radius = max(4, min(14, min(w, h) // 5))
    pygame.draw.rect(surface, GOLD, surface.get_rect(), width=3, border_radius=radius)
    surface.set_colorkey((0, 0, 0), pygame.RLEACCEL)
    return surface


def turn_boxes_around_hand(
    seats: dict[int, pygame.Rect], hand: list[pygame.Rect], hand_area: pygame.Rect, seat: int, u: float
) -> dict[int, pygame.Rect]:
    """Where each seat's turn shows: the other seats' boxes, and for the viewer its hand (its
    empty hand area when it holds no card), a little wider than the cards."""
    mine = hand[0].unionall(hand[1:]) if hand else hand_area.copy()
    seats[seat] = mine.inflate(int(10 * u), int(10 * u))
    return seats


def turn_flights(
    before: dict[str, Any], after: dict[str, Any], boxes: dict[int, pygame.Rect]
) -> list[Flight]:
    """The turn passing on: the gold rim glides from the box of the seat that had the turn to the
    box of the seat that has it now (when both are on the table and they differ). It lands on
    ``("turn", seat)``, so the view can keep that box's own rim back until it arrives."""
    old, new = before.get("current", -1), after.get("current", -1)
    if old == new or old not in boxes or new not in boxes:
        return []
    return [
        Flight(
            turn_rim,
            boxes[old].copy(),
            boxes[new].copy(),
            TURN_SECONDS,
            0.0,
            ("turn", new),
            ease=pytweening.easeInOutQuad,
        )
    ]
