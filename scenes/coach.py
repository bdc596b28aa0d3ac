"""The coach of a guided first game: a layer on the real table (:mod:`scenes.table`).

The lesson (:mod:`game.lessons`) says, step by step, which move the learner should make and what
the coach says about it; the coach points at the real piece (the view locates it:
``view.locate(move, obs)``), draws its words in a bubble beside it, and lets through only that
move. The learner acts through the view's own targets and the real legal list: an illegal move
is refused by the engine as ever, another legal move by the coach with the step's reason.
After every action the step reached is kept in the data folder (``lessons.json``), so the lesson
can be left (Esc, the menu) and goes on at that step next time; the player's own game in progress
is never touched (a lesson table does not autosave).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import WORLD, Action
from game.lessons import Lesson, Step, action_for
from scenes.strings import text
from scenes.theme import FOCUS, GOLD, WHITE
from scenes.ui import draw
from scenes.ui import text as ui_text

WHY_SECONDS = 8.0
"""How long the reason for a refused move stays in the bubble (or until the next move)."""


class Coach:
    """Guides one lesson at one table (the frame calls :meth:`allows`, :meth:`moved`, :meth:`draw`)."""

    def __init__(self, table: Any, lesson: Lesson, partner: str, notice: str = "") -> None:
        self.table = table
        self.lesson = lesson
        self.partner = partner
        """The computer seat's name, for the messages' ``{name}``."""
        self.why: str = notice
        self.why_at = 0.0
        self.target_rect: pygame.Rect | None = None
        """Where the coach points now (the piece the learner should click or drag), or None."""
        self.bubble_rect: pygame.Rect | None = None
        self.placed: dict[tuple, tuple[int, pygame.Rect]] = {}
        """The places found for the words, by what each was found for (:meth:`place_bubble`)."""
        self.refused = 0
        """How many legal moves the coach has refused (the tests read it)."""
        self.dismissed = False
        """True once the learner moved after the last step: the closing words are gone."""

    # -- where the lesson stands --------------------------------------------------------
    @property
    def moves(self) -> int:
        return len(self.table.state.history)

    @property
    def total(self) -> int:
        return len(self.lesson.steps)

    def taken(self) -> int:
        """The steps taken so far."""
        return self.lesson.step_index(self.moves)

    def step(self) -> Step | None:
        """The step waiting for the learner now, or None (a computer moves, or the line is over)."""
        return self.lesson.step_at(self.moves)

    def finished(self) -> bool:
        return self.moves >= len(self.lesson.line)

    def words(self, key: str, step: Step | None = None) -> str:
        values = dict(step.values) if step is not None else {}
        return text(key, name=self.partner, **values)

    # -- the frame's hooks ---------------------------------------------------------------
    def allows(self, action: Action) -> bool:
        """True when the learner may make ``action`` now: the step's move, or any move once the
        line is played out. Another legal move is refused with the step's reason; an illegal one
        goes on to the engine, which refuses it with its own."""
        step = self.step()
        if self.finished():
            self.dismissed = True
        if step is None or action not in self.table.state.legal_actions():
            return True
        if step.accepts(self.table.decode(action)):
            return True
        self.refused += 1
        self.why = self.words(step.why, step)
        self.why_at = self.table.clock
        self.table.app.redraw()
        return False

    def world_action(self, action: Action) -> Action:
        """The world's outcome at a moment of the line is the line's (the lesson plays the same
        every time, whatever the hand did); any other action is left as it is."""
        state = self.table.state
        moves = self.moves
        line = self.lesson.line
        if state.current_player() != WORLD or moves >= len(line) or isinstance(line[moves], Step):
            return action
        return action_for(state, line[moves], self.lesson.encode)

    def moved(self) -> None:
        """An action was applied: the reason shown goes, and the step reached is kept."""
        self.why = ""
        self.table.app.store.save_lesson(self.lesson.game_id, self.taken(), self.finished())

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, deciding: bool) -> None:
        table = self.table
        u = table.unit
        step = self.step() if deciding else None
        lines: list[tuple[str, tuple[int, int, int], bool]] = []
        heading = text("lesson_step", step=min(self.taken() + 1, self.total), steps=self.total)
        self.target_rect = None
        if self.why and table.clock - self.why_at >= WHY_SECONDS:
            self.why = ""
        if step is not None:
            self.target_rect = table.view.locate(step.move, table.obs)
            if self.why:
                lines.append((self.why, GOLD, True))
            lines.append((self.words(step.say, step), WHITE, False))
            lines.append((text("lesson_leave"), GOLD, False))
        elif self.finished():
            if table.state.is_over() or not deciding or self.dismissed:
                self.bubble_rect = None
                return
            heading = text("lesson_done_title")
            lines.append((self.words(self.lesson.done), WHITE, False))
        else:
            turn = table.match.turn()
            if turn.seat < 0 or turn.seat >= len(table.names):
                self.bubble_rect = None
                return
            lines.append((text("lesson_watch", name=table.names[turn.seat]), WHITE, False))
        self.draw_bubble(surface, heading, lines, u)

    def place_bubble(self, box: pygame.Rect, target: pygame.Rect | None, u: float) -> tuple[int, pygame.Rect]:
        """Where the words go: beside the piece, never over it, and over as little of what the
        view asks to keep clear (:meth:`TableView.coach_avoid`: its seats, piles and captions)
        and of the table's targets as can be. Beside the piece (above, below, right or left of
        it) or at the top or bottom of the table, the first such place in that order that covers
        least; where each of those covers something, the place nearest the piece that covers
        less, on a grid over the table (at 800x600 the words over the hand hid its caption by a
        few pixels). Returns how much of that it covers (in pixels) and the place."""
        area = self.table.area
        if target is None:
            box.midtop = (area.centerx, area.top + int(10 * u))
            return 0, box
        ring = target.inflate(int(10 * u), int(10 * u))
        # what the view keeps clear, and every piece the learner may act on now (the rest of the
        # hand they choose from): the words covered five cards of a hand beside the one pointed at
        avoid = (*self.table.view.coach_avoid(self.table.obs), *(t.rect for t in self.table.targets()))
        key = (tuple(box.size), tuple(ring), tuple(area), tuple(tuple(r) for r in avoid), u)
        if key not in self.placed:
            if len(self.placed) > 8:
                self.placed.clear()
            self.placed[key] = self.best_place(box, ring, area, avoid, u)
        covered, spot = self.placed[key]
        return covered, spot.copy()

    @staticmethod
    def best_place(
        box: pygame.Rect, ring: pygame.Rect, area: pygame.Rect, avoid: tuple[pygame.Rect, ...], u: float
    ) -> tuple[int, pygame.Rect]:
        """:meth:`place_bubble`'s search (kept until the box, the piece or what to avoid moves)."""
        gap = int(18 * u)

        def covered(spot: pygame.Rect) -> int:
            return sum(spot.clip(rect).width * spot.clip(rect).height for rect in avoid)

        preferred = []
        for anchor, point in (
            ("midbottom", (ring.centerx, ring.top - gap)),
            ("midtop", (ring.centerx, ring.bottom + gap)),
            ("midleft", (ring.right + gap, ring.centery)),
            ("midright", (ring.left - gap, ring.centery)),
            ("midtop", (area.centerx, area.top + int(10 * u))),
            ("midbottom", (area.centerx, area.bottom - int(10 * u))),
        ):
            spot = box.copy()
            setattr(spot, anchor, point)
            spot.clamp_ip(area)
            if not spot.colliderect(ring):
                preferred.append((covered(spot), len(preferred), spot))
        best = min(preferred) if preferred else None
        if best is not None and best[0] == 0:
            return 0, best[2]
        step = max(4, int(8 * u))
        margin = int(6 * u)
        grid = []
        for top in range(area.top + margin, area.bottom - margin - box.height + 1, step):
            for left in range(area.left + margin, area.right - margin - box.width + 1, step):
                spot = pygame.Rect(left, top, box.width, box.height)
                if spot.colliderect(ring.inflate(gap, gap)):
                    continue
                near = abs(spot.centerx - ring.centerx) + abs(spot.centery - ring.centery)
                grid.append((covered(spot), near, spot))
        if grid and (best is None or min(grid)[0] < best[0]):
            return min(grid)[0], min(grid)[2]
        if best is not None:
            return best[0], best[2]
        box.midbottom = (ring.centerx, ring.top - gap)
        box.clamp_ip(area)
        return covered(box), box

    def draw_bubble(
        self,
        surface: pygame.Surface,
        heading: str,
        lines: list[tuple[str, tuple[int, int, int], bool]],
        u: float,
    ) -> None:
        """The words in a box beside the piece pointed at (above it when there is more room
        above), with a ring around the piece and a pointer from the box to it."""
        area = self.table.area
        pad = int(12 * u)
        size = ui_text.readable(16 * u)
        head_size = ui_text.readable(15 * u)
        target = self.target_rect

        def rows_for(width: int) -> list[tuple[str, int, tuple[int, int, int], bool]]:
            rows = [(heading, head_size, FOCUS, True)]
            for words, colour, bold in lines:
                rows += [
                    (row, size, colour, bold) for row in ui_text.wrap(words, size, width - 2 * pad, bold)
                ]
            return rows

        def height_of(rows: list[tuple[str, int, tuple[int, int, int], bool]]) -> int:
            return 2 * pad + sum(ui_text.line_height(s, b) + 2 for _, s, _, b in rows)

        # a box of the usual width, or as wide as the table and fewer rows where that covers less
        placed = []
        for width in dict.fromkeys((min(int(520 * u), area.width - int(20 * u)), area.width - int(20 * u))):
            rows = rows_for(width)
            covered, box = self.place_bubble(pygame.Rect(0, 0, width, height_of(rows)), target, u)
            placed.append((covered, len(placed), box, rows))
        side = self.table.side.under_the_lines()
        if min(placed)[0] > 0 and side.width > 4 * pad:  # no free felt: over the side panel's log
            rows = rows_for(side.width)
            if height_of(rows) <= side.height:
                box = pygame.Rect(side.left, side.bottom - height_of(rows), side.width, height_of(rows))
                placed.append((0, len(placed), box, rows))
        _, _, box, rows = min(placed)
        draw.panel(surface, box, 238)
        pygame.draw.rect(surface, FOCUS, box, width=max(2, int(2 * u)), border_radius=14)
        if target is not None:
            ring = target.inflate(int(10 * u), int(10 * u))
            pygame.draw.rect(surface, FOCUS, ring, width=max(3, int(4 * u)), border_radius=int(10 * u))
            # from the box's point nearest the piece to the ring's point nearest that
            start = (
                max(box.left + pad, min(box.right - pad, ring.centerx)),
                max(box.top, min(box.bottom, ring.centery)),
            )
            end = (max(ring.left, min(ring.right, start[0])), max(ring.top, min(ring.bottom, start[1])))
            pygame.draw.line(surface, FOCUS, start, end, max(3, int(3 * u)))
            pygame.draw.circle(surface, FOCUS, end, max(4, int(5 * u)))
        y = box.top + pad
        for row, row_size, colour, bold in rows:
            rect = ui_text.blit(surface, row, row_size, colour, bold, topleft=(box.left + pad, y))
            y = rect.top + ui_text.line_height(row_size, bold) + 2
        self.bubble_rect = box
