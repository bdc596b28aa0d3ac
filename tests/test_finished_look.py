"""The look of a finished game (issue 45), checked on the window's frames after real key and mouse
events: the volume slider's round knob on a rounded track, panels as tall as their controls, the
results as a scoreboard in the window's middle, the history's filters of one width and its
scrollbar spanning only the cards shown."""

from __future__ import annotations

import itertools

import pygame
import pytest

from scenes.results import ResultsScene
from scenes.store import Store
from scenes.theme import ACCENT, WHITE
from tests import ui_helpers as ui
from tests.test_day_one_layout import Drawn
from tests.test_history_screens import long_history, open_history
from tests.test_results_screen import won_by_other_than_the_last_seat

SIZES = ((800, 600), (1280, 800), (2560, 1440))


def pixel(app, point) -> tuple[int, int, int]:
    return tuple(app.screen.get_at((int(point[0]), int(point[1]))))[:3]


def open_settings(app) -> None:
    ui.key(app, pygame.K_s, 3)
    assert ui.showing(app, "SettingsScene"), ui.screen(app)


def knob(app, slider) -> pygame.Rect:
    """The knob's box on the window (where a press grabs it)."""
    return slider._get_slider_inflate_rect(0, to_real_position=True)


def saved_volume(app) -> float:
    return Store(app.store.folder).load_settings().volume


@pytest.mark.parametrize("size", SIZES)
def test_the_volume_knob_is_round_on_a_rounded_track_by_keys_and_by_drags(tmp_path, size):
    """The knob is a circle (its box's corners show what is under it, its middle is the knob's
    cream), red fills the track up to it, and the volume goes 0..100 by keys and by dragging the
    knob, each value saved."""
    app = ui.start_app(tmp_path, size)
    app.persist = True
    try:
        open_settings(app)
        slider = ui.widget_titled(app, "Sound volume")
        ui.focus_on(app, "Sound volume")
        for _ in range(12):
            ui.key(app, pygame.K_LEFT)
        assert app.settings.volume == 0 and saved_volume(app) == 0
        for _ in range(5):
            ui.key(app, pygame.K_RIGHT)
        assert app.settings.volume == pytest.approx(0.5) and saved_volume(app) == pytest.approx(0.5)
        box = knob(app, slider)
        assert box.width == box.height >= 12, box
        assert pixel(app, box.center) == WHITE, "the knob's middle is not its cream"
        for corner in (
            box.topleft,
            box.topright,
            (box.left, box.bottom - 1),
            (box.right - 1, box.bottom - 1),
        ):
            assert pixel(app, corner) != WHITE, f"the knob's box is filled to its corner {corner}: square"
        start = slider.get_rect(to_real_position=True, apply_padding=False).left + slider._range_pos[0]
        assert pixel(app, ((start + box.left) // 2 + 2, box.centery)) == ACCENT, (
            "the track is not red to the knob"
        )
        right = start + slider._range_width
        beyond = (right + box.right) // 2 - 2
        assert pixel(app, (beyond, box.centery)) != ACCENT, "the track is red past the knob"
        # dragged by the knob to the track's right end and past it, then to its left end
        ui.drag(
            app,
            [box.center, (box.centerx + (right - box.centerx) // 2, box.centery), (right + 60, box.centery)],
        )
        assert app.settings.volume == 1.0 and saved_volume(app) == 1.0
        box = knob(app, slider)
        assert abs(box.centerx - right) <= 2, (box, right)
        ui.drag(app, [box.center, (start, box.centery), (start - 60, box.centery)])
        assert app.settings.volume == 0 and saved_volume(app) == 0
        assert abs(knob(app, slider).centerx - start) <= 2
        for _ in range(3):
            ui.key(app, pygame.K_RIGHT)
        assert app.settings.volume == pytest.approx(0.3) and saved_volume(app) == pytest.approx(0.3)
    finally:
        app.close()


def panel_rect(app) -> pygame.Rect:
    """The panel a form screen draws under its form."""
    scene = app.scene
    return pygame.Rect(scene.menu.get_position(), scene.menu.get_size()).inflate(
        2 * scene.inset(), 2 * scene.inset()
    )


@pytest.mark.parametrize("size", SIZES)
def test_the_settings_and_join_panels_end_under_their_last_control(tmp_path, size):
    """No empty lower third: the panel's foot is a margin under its last control (the window's
    middle keeps it), with the whole of it in the window; a note wrapped into rows leaves no word
    alone on the last."""
    import scenes.join

    scenes.join.BROWSE = False
    app = ui.start_app(tmp_path, size)
    try:
        open_settings(app)
        for scene_name, opened in (("settings", None), ("join", pygame.K_j)):
            if opened is not None:
                ui.key(app, pygame.K_ESCAPE, 3)
                ui.key(app, opened, 3)
                # (the search for games runs on the link's own thread: its answer, none here, is
                # read on a later frame and rebuilds the form)
                ui.wait_until(app, lambda: app.scene.found is not None, 3000, "the network searched")
                ui.run(app, 2)
            scene = app.scene
            last = scene.menu.get_widgets()[-1]
            bottom = last.get_rect(to_real_position=True).bottom
            panel = panel_rect(app)
            assert app.screen.get_rect().contains(panel), (scene_name, panel)
            assert 0 < panel.bottom - bottom <= 2 * scene.inset() + 14 * scene.scale(), (
                scene_name,
                panel,
                bottom,
            )
            assert abs(panel.centery - size[1] // 2) <= 2, (scene_name, panel)
            rows = [w.get_title() for w in scene.menu.get_widgets() if not w.is_selectable]
            rows = [row for title in rows for row in title.split("\n") if row.strip()]
            for row, after in itertools.pairwise(rows):  # a paragraph's rows: none a lone word run on
                if not row.endswith((".", ":")):
                    assert len(after.split()) > 1 or after.endswith(":"), (scene_name, rows)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_results_are_a_scoreboard_in_the_middle_with_its_buttons_under_it(tmp_path, monkeypatch, size):
    """A game without charts: its board's panel ends just under its lowest line, the buttons just
    under the panel, and the group stands in the window's middle, not at its top; the buttons
    still work by click."""
    app = ui.make_app(tmp_path, size)
    try:
        state = won_by_other_than_the_last_seat("opposites")
        ui.open_position(app, state, ["human"] + ["random"] * (state.players - 1))
        ui.wait_until(app, lambda: isinstance(app.scene, ResultsScene), 600, "the results")
        ui.run(app, 2)
        scene = app.scene
        panel, again, u = scene.panel, scene.again, scene.u
        assert panel is not None
        drawn = Drawn(monkeypatch, app)
        drawn.frame(app, 1)
        lowest = [rect.bottom for words, rect in drawn.texts if panel.contains(rect)]
        assert lowest and 0 < panel.bottom - max(lowest) <= 40 * u, (panel, max(lowest))
        assert 0 < again.top - panel.bottom <= 30 * u, (again, panel)
        above, below = panel.top, size[1] - again.bottom
        assert abs(above - below) <= 4, (above, below)
        assert pixel(app, (panel.centerx, panel.bottom - 12)) != pixel(
            app, (panel.centerx, again.bottom + 20)
        )
        ui.click(app, again.center, frames=3)
        assert not isinstance(app.scene, ResultsScene), "Play again did nothing"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_history_filters_are_one_width_and_its_scrollbar_spans_the_cards_shown(tmp_path, size):
    """The Game selector and the Player field are one column of cards, whatever game is chosen;
    filtered to fewer games the list's scrollbar spans only them (its slider's share of the bar is
    the view's share of the cards shown), and goes when they all fit."""
    app = long_history(tmp_path, size)
    try:
        open_history(app)
        scene = app.scene
        game, player = (scene.menu.get_widget(name) for name in ("history_game", "history_player"))
        ui.focus_on(app, "Game:")
        area = scene.list.get_scrollarea(inner=True)
        view = area.get_view_rect().height
        bar = next(b for b in area._scrollbars if b.get_orientation() == "orientation-vertical")
        for _ in range(5):
            a, b = game.get_rect(to_real_position=True), player.get_rect(to_real_position=True)
            assert (a.left, a.width) == (b.left, b.width), (game.get_value()[0][0], a, b)
            shown = [button for _entry, button in scene.rows if button.is_visible()]
            gap = int(8 * scene.scale())  # between the cards, and above the first
            cards = sum(button.get_height() + gap for button in shown) + gap
            if cards <= view:
                assert not bar.is_visible(), f"a scrollbar over {len(shown)} cards that fit"
            else:
                assert bar.is_visible()
                share = bar.get_slider_rect().height / bar.get_rect().height
                world = area.get_world_size()[1]
                assert share == pytest.approx(view / world, abs=0.03), (len(shown), share, view, world)
                assert world == cards, (world, cards, len(shown))
            ui.key(app, pygame.K_RIGHT, frames=2)
    finally:
        app.close()


def sheets(monkeypatch) -> list[pygame.Rect]:
    """Records every sheet (an opaque panel) drawn from now on."""
    import scenes.ui.draw as ui_draw

    drawn: list[pygame.Rect] = []
    real = ui_draw.sheet

    def sheet(surface, rect) -> None:
        drawn.append(pygame.Rect(rect))
        real(surface, rect)

    monkeypatch.setattr(ui_draw, "sheet", sheet)
    return drawn


@pytest.mark.parametrize("size", SIZES)
def test_the_statistics_sheets_end_under_the_figures_with_the_buttons_under_them(tmp_path, monkeypatch, size):
    """The figures' sheet ends a margin under its last line (or where a readable chart needs), the
    buttons just under the sheets, the group in the window's middle; a click on Back still works."""
    app = long_history(tmp_path, size, copies=1)
    try:
        open_history(app)
        ui.press_button(app, "Statistics", frames=3)
        assert ui.showing(app, "StatisticsScene"), ui.screen(app)
        scene, u = app.scene, app.scene.u
        drawn_sheets = sheets(monkeypatch)
        drawn = Drawn(monkeypatch, app)
        drawn.frame(app, 1)
        figures, plot = drawn_sheets[-2:]
        assert figures.bottom == plot.bottom and figures.top == plot.top
        lines = [rect.bottom for words, rect in drawn.texts if figures.contains(rect)]
        assert lines, "no figure drawn on the figures' sheet"
        assert 0 < figures.bottom - max(lines) <= max(40 * u, 340 * u - (max(lines) - figures.top)), (
            figures,
            max(lines),
        )
        back = scene.buttons["back"]
        assert 0 < back.top - figures.bottom <= 30 * u, (back, figures)
        heading = min(rect.top for words, rect in drawn.texts)
        assert abs(heading - (size[1] - back.bottom)) <= 6 + 16 * u, (heading, back)
        ui.click(app, back.center, frames=3)
        assert ui.showing(app, "HistoryScene"), ui.screen(app)
    finally:
        app.close()


def test_the_host_sheet_ends_under_its_last_line_with_stop_under_it_in_real_time(tmp_path, monkeypatch):
    """Hosting (its join code heard from the network thread, in real time): the sheet ends a margin
    under its last line, Stop just under it, the group in the window's middle; Stop by a click."""
    from game.match import HUMAN, Seat
    from scenes.navigation import To

    size = (1280, 800)
    app = ui.make_app(tmp_path, size, real_time=True)
    try:
        seats = [Seat(HUMAN, "Anna"), Seat("remote", "Bo"), Seat("medium", "Carl")]
        hosting = app.go(To.HOST, "assano", seats, {}, seed=1, bind="127.0.0.1", discovery=False)
        ui.wait_in_real_time(app, lambda: hosting.code, 20, "the join code")
        drawn_sheets = sheets(monkeypatch)
        drawn = Drawn(monkeypatch, app)
        drawn.frame(app, 1)
        sheet, u = drawn_sheets[-1], hosting.unit
        lowest = max(rect.bottom for words, rect in drawn.texts if sheet.contains(rect))
        assert 0 < sheet.bottom - lowest <= 40 * u, (sheet, lowest)
        stop = hosting.stop_rect
        assert 0 < stop.top - sheet.bottom <= 30 * u, (stop, sheet)
        assert abs(sheet.top - (size[1] - stop.bottom)) <= 4, (sheet, stop)
        assert any(hosting.code in words for words, rect in drawn.texts if sheet.contains(rect))
        ui.click(app, stop.center, frames=3)
        assert ui.showing(app, "MenuScene"), ui.screen(app)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_long_name_in_the_history_player_field_scrolls_inside_its_width(tmp_path, size):
    """Typing a name longer than the Player field holds keeps the field as wide as the Game
    selector over it: the words scroll inside it (its last letters shown as they are typed), and
    the whole name is still what filters the list."""
    app = long_history(tmp_path, size)
    try:
        open_history(app)
        scene = app.scene
        game, player = (scene.menu.get_widget(name) for name in ("history_game", "history_player"))
        before = player.get_rect(to_real_position=True)
        ui.focus_on(app, "Player:")
        ui.type_text(app, "Maximiliana Rosenkrantz")
        after = player.get_rect(to_real_position=True)
        wide = game.get_rect(to_real_position=True)
        assert (after.left, after.width) == (before.left, before.width), (before, after)
        assert (after.left, after.width) == (wide.left, wide.width), (wide, after)
        assert scene.player == "Maximiliana Rosenkrantz"
        assert player._get_input_string().endswith("krantz"), player._get_input_string()
        assert not any(button.is_visible() for _entry, button in scene.rows), "no one has that name"
    finally:
        app.close()



@pytest.mark.parametrize("size", SIZES)
def test_the_pass_the_device_screen_is_a_sheet_on_the_felt(tmp_path, monkeypatch, size):
    """Hot-seat: the pass-the-device screen is the game's felt with its words on a sheet (the
    panel every screen's words sit on), both lines inside it and readable; not words on a flat fill."""
    app = ui.make_app(tmp_path, size)
    try:
        table = ui.open_table(app, "assano", ["human", "human"], {"target": 0}, seed=4)
        assert table.handoff is not None, "two people at hidden hands: the device is passed first"
        drawn = sheets(monkeypatch)
        words = ui.drawn_text(app, monkeypatch)
        assert len(drawn) == 1, drawn
        panel = drawn[0]
        assert pygame.Rect((0, 0), size).contains(panel.move(5, 8)), (panel, size)
        lines = [rect for said, rect in words if said.strip()]
        assert len(lines) >= 2 and all(panel.contains(rect) for rect in lines), (panel, words)
        assert all(rect.height >= 14 for rect in lines), lines
        assert panel.width < size[0] * 0.9, "a sheet as wide as the words, not the window"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ["assano", "opposites", "elements", "tornado_ellie"])
def test_the_lesson_coach_words_cover_no_word_of_the_table_nor_the_learners_hand(
    tmp_path, size, game_id, monkeypatch
):
    """The coach's first words, opened from the menu's setup: beside the card pointed at, never
    over the other cards of the hand the learner chooses from, and over no word the table shows
    (a caption, a seat's box, a pile's lines, a sheet): at 800x600 they hid the hand's caption,
    a pile's lines or the other player's box, in every game. Where the felt has no room, they go
    over the side panel's move log."""
    from tests.test_lessons import open_lesson

    app = ui.start_app(tmp_path, size)
    try:
        table = open_lesson(app, game_id)
        ui.wait_until(app, lambda: table.deciding() and table.coach.bubble_rect is not None, 600, "the coach")
        ui.run(app, 2)
        bubble = table.coach.bubble_rect
        hand = [t.rect for t in table.targets() if isinstance(t.key, tuple) and t.key[0] == "card"]
        assert hand or game_id == "elements", "the learner's hand"  # (Elements has dice, no hand)
        covered = [rect for rect in hand if bubble.colliderect(rect)]
        assert not covered, (bubble, covered)
        drawn = ui.drawn_text(app, monkeypatch)
        heading = next(i for i, (words, _) in enumerate(drawn) if words.startswith("Learn to play: step"))
        under = [
            words
            for words, rect in drawn[:heading]
            if words.strip() and table.area.contains(rect) and bubble.colliderect(rect)
        ]
        assert not under, (bubble, under)
        assert table.coach.bubble_rect == bubble, "the words stay where they are, frame after frame"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_short_history_panel_ends_under_its_buttons_and_they_stay_put_as_it_filters(tmp_path, size):
    """Five games fit the window: the panel's foot is a margin under Statistics and Back (no
    empty lower third of felt-dark panel), in the window's middle; filtering to fewer games moves
    neither the buttons nor the panel."""
    app = long_history(tmp_path, size, copies=1)
    try:
        open_history(app)
        scene = app.scene
        row = scene.menu.get_widget("history_way_on").get_rect(to_real_position=True)
        panel = panel_rect(app)
        assert app.screen.get_rect().contains(panel), panel
        assert 0 < panel.bottom - row.bottom <= 60 * scene.scale() + scene.inset(), (panel, row)
        assert abs(panel.centery - size[1] // 2) <= 2, panel
        ui.focus_on(app, "Game:")
        ui.key(app, pygame.K_RIGHT, frames=2)
        assert scene.menu.get_widget("history_way_on").get_rect(to_real_position=True) == row
        assert panel_rect(app) == panel
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ["assano", "opposites"])
def test_the_hands_title_starts_over_its_first_card(tmp_path, monkeypatch, size, game_id):
    """"Hand of Anna · your turn" is the hand's title: over its first card, not at the table's far
    edge with felt between it and a short hand laid in the middle."""
    app = ui.make_app(tmp_path, size)
    try:
        options = {"target": 0} if game_id == "assano" else {}
        table = ui.open_table(app, game_id, ["human", "medium", "medium"], options)
        ui.wait_until(app, lambda: ui.person_decides(app, table), 600, "the person's turn")
        ui.run(app, 60)
        words = ui.drawn_text(app, monkeypatch)
        title = next(rect for said, rect in words if said.startswith("Hand of"))
        hand = sorted(
            (t.rect for t in table.targets() if isinstance(t.key, tuple) and t.key[0] == "card"),
            key=lambda rect: rect.left,
        )
        assert hand, "the person's hand"
        assert abs(title.left - hand[0].left) <= 4, (title, hand[0])
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_cards_a_seat_just_placed_show_their_numbers_whole_and_apart(tmp_path, size, monkeypatch):
    """Opposites' small cards in a seat's box (what it just placed): every number drawn on a
    face lies whole inside the card, over no other number and under no symbol (at 800x600 the
    two corner numbers, held to the 12 px floor, ran into the picture: "6", a smudge, "6")."""
    from scenes.tables.opposites import pictures
    from scenes.ui import cards
    from scenes.ui import text as ui_text

    app = ui.make_app(tmp_path, size)
    try:
        table = ui.open_table(app, "opposites", ["human", "random", "random"], {}, seed=3)
        mini = table.view.mini_size()
        real, real_shape = ui_text.blit, cards.shape
        for card in ("W9", "S13", "F6", "M1"):
            drawn: list[pygame.Rect] = []
            symbols: list[pygame.Rect] = []

            def record(surface, words, *args, drawn=drawn, **kwargs):
                rect = real(surface, words, *args, **kwargs)
                drawn.append(rect)
                return rect

            def record_shape(surface, kind, centre, r, *args, symbols=symbols, **kwargs):
                symbols.append(pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r))
                return real_shape(surface, kind, centre, r, *args, **kwargs)

            with monkeypatch.context() as patch:
                patch.setattr(ui_text, "blit", record)
                patch.setattr(cards, "shape", record_shape)
                pictures.face.__wrapped__(card, mini)
            assert drawn and symbols, card
            inside = pygame.Rect((0, 0), mini).inflate(2, 2)  # (a pixel of a glyph's side bearing)
            assert all(inside.contains(rect) for rect in drawn), (card, mini, drawn)
            assert not any(a.colliderect(b) for a, b in itertools.combinations(drawn, 2)), (card, mini, drawn)
            hidden = [(n, s) for n in drawn for s in symbols if n.inflate(-2, -2).colliderect(s)]
            assert not hidden, (card, mini, hidden)
    finally:
        app.close()
