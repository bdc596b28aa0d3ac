"""Day-one findings on the Elements table, each as a person saw it: crossed numbers read under their
cross, the other players' sheets readable with four players at 800x600, the solo helper's lines fit
their box and never show a negative zero, a die's label tells the die from the face it shows, and no
text on the table is drawn below 12 px."""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass

import pygame
import pytest

import scenes.tables.elements.view as elements
from game.elements.rules import DARK as DARK_FACE
from game.elements.rules import LIGHT
from game.elements.sheet import Sheet
from scenes.table import TableScene
from scenes.tables.elements import drawing, pictures
from scenes.ui import text as ui_text
from tests import ui_helpers as ui
from tests.ui_helpers import click, key, make_app, move_mouse, run, seats

FLOOR = 12
WAIT = "The helper is working out the sheet (a few seconds)..."


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("STORMTABLE_DATA", str(tmp_path))


def open_table(tmp_path, kinds, size=(800, 600), seed=1):
    app = make_app(tmp_path, size)
    app.settings.anim_speed = "off"
    table = TableScene.new(app, "elements", seats(kinds), {}, seed=seed)
    app.show(table)
    return app, table


def play_picks(app, table, picks: int) -> None:
    """Let the person take the first legal pick ``picks`` times (the computers play between)."""
    for _ in range(picks):
        ui.settle(app, table)
        ui.play_moves(app, len(table.state.history) + 1)
    ui.settle(app, table)


@dataclass
class Words:
    words: str
    size: int
    rect: pygame.Rect
    sheet: str | None
    """The title of the sheet the words are printed on, None for words on the table itself."""


@contextmanager
def drawn_words(app, table):
    """Record every piece of text the Elements table draws in the frames run inside the block
    (the sheets' cached pictures are drawn afresh, so their words are seen too)."""
    seen: list[Words] = []
    state = {"on": False, "sheet": None}
    real_blit = ui_text.blit

    def blit(surface, words, size, colour, bold=False, **anchor):
        rect = real_blit(surface, words, size, colour, bold, **anchor)
        if state["on"]:
            seen.append(Words(words, size, rect, state["sheet"]))
        return rect

    real_sheet = elements.sheet_image

    def sheet_image(sheet, geo, marks, scores, full, frozen, title, current):
        state["sheet"] = title
        for cache in ("field_image", "sheet_base", "crossed_value"):
            getattr(pictures, cache).cache_clear()
        try:
            return real_sheet.__wrapped__(sheet, geo, marks, scores, full, frozen, title, current)
        finally:
            state["sheet"] = None

    view = table.view
    real_draw = view.draw

    def draw(surface, obs, ctx):
        view._info_key = None  # the pick order's picture is drawn again too
        state["on"] = True
        try:
            real_draw(surface, obs, ctx)
        finally:
            state["on"] = False

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ui_text, "blit", blit)
        patch.setattr(drawing, "sheet_image", sheet_image)
        patch.setattr(view, "draw", draw)
        app.redraw()  # a still table draws only when asked: the frames in the block draw it
        yield seen


def glyph_masks(field: pygame.Surface, plain: pygame.Surface):
    """The number's pixels in a printed field (where it differs from the same field without its
    number) and a ring of pixels 2 px around the number, inside the field's frame: the margin
    that keeps it legible."""
    import numpy as np

    a = pygame.surfarray.pixels3d(field).astype(int)
    b = pygame.surfarray.pixels3d(plain).astype(int)
    glyph = np.abs(a - b).sum(axis=2) > 240
    near = glyph.copy()
    wide = glyph.copy()
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            near |= np.roll(np.roll(glyph, dx, 0), dy, 1)
    for dx in range(-2, 3):
        for dy in range(-2, 3):
            wide |= np.roll(np.roll(glyph, dx, 0), dy, 1)
    ring = wide & ~near
    edge = max(5, glyph.shape[0] // 6)  # the field's border and the gold frame of the last cross
    ring[:edge, :] = ring[-edge:, :] = ring[:, :edge] = ring[:, -edge:] = False
    return glyph, ring


def test_a_crossed_number_stays_legible_under_its_cross(tmp_path) -> None:
    import numpy as np

    app, table = open_table(tmp_path, ["human"], seed=4)
    play_picks(app, table, 12)
    obs = table.obs
    view = table.view
    sheet = Sheet.from_json(obs["layout"])
    cell = view.own_geo.cell
    marks = obs["sheets"][0]["marks"]
    shot = app.screen.copy()
    checked = 0
    for row in range(6):
        for index in range(marks[row] + 1):
            kind, value = elements.fill(sheet, row, index), sheet.values[row][index]
            ink = np.array(elements.ink_for(kind) if kind else elements.INK)
            glyph, ring = glyph_masks(
                elements.field_image(kind, value, cell, True), elements.field_image(kind, value, cell, False)
            )
            seen = pygame.surfarray.array3d(shot.subsurface(view.field_rect(obs, 0, row, index))).astype(int)
            fill = np.array(elements.RGB.get(kind, elements.FIELD0))
            to_ink = np.abs(seen - ink).sum(axis=2)
            to_fill = np.abs(seen - fill).sum(axis=2)
            # the digits keep their ink, and the margin round them keeps the field's colour (no
            # stroke of the cross runs into the number)
            assert (to_ink[glyph] < to_fill[glyph]).mean() > 0.9, (row, index, value)
            inky = (to_ink[ring] < to_fill[ring]).mean()
            assert inky < 0.08, (
                f"the cross runs into the number {value} (row {row}): {inky:.0%} of its margin"
            )
            checked += 1
    assert checked >= 12 + 6  # the picks made, and every row's first field


@pytest.mark.parametrize(
    "size, players", [((800, 600), 4), ((800, 600), 3), ((1280, 720), 3), ((2560, 1440), 4)]
)
def test_every_other_sheet_can_be_read(tmp_path, monkeypatch, size, players) -> None:
    app, table = open_table(tmp_path, ["human"] + ["heuristic"] * (players - 1), size=size, seed=3)
    play_picks(app, table, 2)
    sheet = Sheet.from_json(table.obs["layout"])
    values = {elements.signed(v) for row in sheet.values for v in row}
    for seat in range(1, players):
        tab = next((t for t in table.targets() if t.key == ("sheet", seat)), None)
        if tab is not None:  # one sheet at a time: its tab shows it
            click(app, tab.rect.center)
        with drawn_words(app, table) as seen:
            run(app)
        name = table.names[seat]
        on_sheet = [w for w in seen if w.sheet is not None and w.sheet.startswith(name)]
        assert on_sheet, f"{name}'s sheet is not drawn"
        small = sorted({(w.words, w.size) for w in on_sheet if w.size < FLOOR})
        assert not small, f"{name}'s sheet at {size}: words below {FLOOR} px: {small[:8]}"
        shown = {w.words for w in on_sheet}
        assert values <= shown, f"{name}'s sheet at {size} lacks its numbers {sorted(values - shown)[:8]}"
        assert any(w.words.startswith(name) for w in on_sheet)  # their name heads it


def helper_table(tmp_path, monkeypatch, size, rows):
    monkeypatch.setattr("game.elements.hint.hint_for", lambda obs, legal, wait=False: rows(legal))
    app, table = open_table(tmp_path, ["human"], size=size, seed=5)
    ui.settle(app, table)
    key(app, pygame.K_h)
    assert table.view.helper_on
    return app, table


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720), (1600, 900), (2560, 1440)])
def test_the_helpers_working_out_line_fits_its_box(tmp_path, monkeypatch, size) -> None:
    app, table = helper_table(tmp_path, monkeypatch, size, lambda legal: [])
    with drawn_words(app, table) as seen:
        run(app)
    parts = [w for w in seen if w.sheet is None and w.words.strip() and w.words in WAIT]
    assert " ".join(w.words for w in parts) == WAIT  # all of it, in order
    play = table.view.area
    for part in parts:
        assert play.contains(part.rect), f"{part.words!r} at {part.rect} leaves the table {play} ({size})"
        assert part.size >= FLOOR


def test_the_helper_never_shows_a_negative_zero(tmp_path, monkeypatch) -> None:
    def rows(legal):
        worths = [100.0, 99.96, 97.04] + [90.0] * len(legal)
        return list(zip(legal, worths, strict=False))

    app, table = helper_table(tmp_path, monkeypatch, (1280, 720), rows)
    with drawn_words(app, table) as seen:
        run(app)
    lines = " ".join(w.words for w in seen if w.sheet is None)
    assert "(0.0)" in lines and "(−3.0)" in lines  # the near-best pick, and a real minus sign
    assert "-0.0" not in lines and "−0.0" not in lines


def test_a_dies_label_tells_the_die_from_the_face_it_shows(tmp_path, monkeypatch) -> None:
    app, table = open_table(tmp_path, ["human", "heuristic", "heuristic", "heuristic"], seed=2)
    ui.settle(app, table)
    state = table.state
    state.faces = [DARK_FACE if i == 4 else (i + 1) % 4 for i in range(len(state.faces))]  # set-up only
    state._legal = None
    table.set_viewer(0)
    run(app)
    obs = table.obs
    view = table.view
    die = next(i for i, d in enumerate(obs["dice"]) if d["die"] != d["face"] and d["taken_by"] is None)
    info = obs["dice"][die]
    with drawn_words(app, table) as seen:
        run(app)
    spot = view.die_rects[die]
    under = [
        w.words
        for w in seen
        if w.sheet is None
        and spot.left - 40 <= w.rect.centerx <= spot.right + 40
        and w.rect.top >= spot.bottom
    ]
    assert any(f"{info['die']} die" in w for w in under), under  # which die it is
    assert f"shows {info['face']}" in under, under  # and the face it shows
    assert not any(f"{info['face']} die" in w for w in under)
    click(app, spot.center)
    if table.view.chosen is not None:  # a die fitting two rows asks for the row (a miss, to confirm)
        target = next(t for t in table.targets() if t.key[0] in ("confirm", "cross"))
        click(app, target.rect.center)
    assert any(f"the {info['die']} die showing {info['face']}" in line for line in table.log)


def states_at_800x600(app, table):
    """A person's pick, a die pointed at, a miss with its buttons, the helper's lines."""
    yield "pick"
    opts = table.view.options(table.legal())
    move_mouse(app, table.view.die_rects[min(opts)].center)
    yield "pointing"
    state = table.state
    seat = state.current_player()
    state.frozen[seat] = True
    state.faces = [DARK_FACE] * len(state.faces)
    state.marks[seat][LIGHT] = state.lengths[LIGHT] - 1
    state._legal = None
    table.set_viewer(seat)
    run(app)
    click(app, table.view.die_rects[min(table.view.options(table.legal()))].center)
    assert table.view.chosen is not None and ("none",) in {t.key for t in table.targets()}
    yield "miss"
    if table.obs["players"] == 1:
        key(app, pygame.K_BACKSPACE)
        key(app, pygame.K_h)
        yield "helper"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_no_words_on_the_table_are_below_12_px_at_800x600(tmp_path, monkeypatch, players) -> None:
    monkeypatch.setattr(
        "game.elements.hint.hint_for",
        lambda obs, legal, wait=False: [(a, 50.0 - i) for i, a in enumerate(legal)],
    )
    app, table = open_table(tmp_path, ["human"] + ["heuristic"] * (players - 1), seed=7)
    play_picks(app, table, 3)
    checked = 0
    for what in states_at_800x600(app, table):
        with drawn_words(app, table) as seen:
            run(app)
        assert seen
        small = sorted({(w.words, w.size) for w in seen if w.size < FLOOR})
        assert not small, f"{players} players, {what}: words below {FLOOR} px: {small[:10]}"
        checked += 1
    assert checked == (4 if players == 1 else 3)
