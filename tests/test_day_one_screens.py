"""Day-one findings on the shared screens: hot-seat hand-offs, overlays, the keyboard, the rules page.

Each test reads what is actually drawn (the card faces handed out for drawing, the words blitted,
the pixels of the window), not what a view reports about itself.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.match import Match
from scenes.clock import FRAME
from scenes.results import ResultsScene
from scenes.strings import text
from scenes.table import TableScene
from scenes.theme import FOCUS
from scenes.ui import cards
from scenes.ui import text as ui_text
from tests.test_opposites_helpers import arrange
from tests.ui_helpers import click, key, make_app, run, seats, wait_until


def strings_in(value: Any) -> set[str]:
    """Every string anywhere in an observation (its hand, piles, table...)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings_in(v) for v in value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(strings_in(v) for v in value)) if value else set()
    return set()


class Recorder:
    """The card faces and the words drawn during each frame."""

    def __init__(self, monkeypatch) -> None:
        self.faces: list[str] = []
        self.words: list[str] = []
        monkeypatch.setattr(cards, "drawn_faces", self.faces)
        blit = ui_text.blit

        def recording_blit(surface, words, *args, **kwargs):
            self.words.append(str(words))
            return blit(surface, words, *args, **kwargs)

        monkeypatch.setattr(ui_text, "blit", recording_blit)

    def clear(self) -> None:
        self.faces.clear()
        self.words.clear()


# -- hot-seat: a hand is shown only to its owner ------------------------------------------------
HOT_SEAT = [
    ("assano", 2, {"target": 0}, 8),
    ("assano", 3, {"target": 0}, 5),
    ("opposites", 2, {}, 4),
    ("opposites", 3, {}, 2),
    ("tornado_ellie", 2, {"rotation_seconds": 1}, 3),
]
"""The people here turn the tornado only by its grab, so each turn runs out its time: a second
of it (a house rule) rather than three, the hands being what is looked at."""
MOVES = 40
"""People's moves watched per game: enough for every person to hand the device on many times
(a tornado game of 120 moves took 12,000 drawn frames)."""
IDLE = {"tornado_ellie": 0.1}
"""Seconds a frame where no one clicks lasts, by game (else a sixtieth): the live tornado's turn
runs its physics steps at their cap a frame and the rest shown after it passes in a few frames
(the same steps, so the same game); every frame drawn is still looked at."""


@pytest.mark.parametrize(("game", "people", "options", "seed"), HOT_SEAT)
def test_after_a_persons_move_only_the_next_deciders_cards_are_drawn(
    tmp_path, monkeypatch, game, people, options, seed
) -> None:
    """Every frame after a person's move shows either the pass-the-device screen or a table drawn
    for the person deciding now (during a world's turn: for the person who just moved). In the
    smallest window: every frame is looked at, and there each costs least."""
    app = make_app(tmp_path, (800, 600))
    recorder = Recorder(monkeypatch)
    table = TableScene.new(app, game, seats(["human"] * people), options, seed=seed, autosave=False)
    app.show(table)
    names = table.names
    rng = random.Random(seed)
    holder = table.match.turn().seat  # the person who last had the device in hand
    idle = IDLE.get(game, FRAME)
    moves = handoffs = hands_seen = 0
    for _frame in range(12000):
        if isinstance(app.scene, ResultsScene) or moves >= MOVES:
            break
        assert app.scene is table
        before = len(table.state.history)
        mover = table.match.turn()
        recorder.clear()
        if table.handoff is not None or table.interlude is not None or table.flights.busy():
            click(app, (5, 5))
        elif table.deciding():
            targets = [t for t in table.targets() if t.key != "pause" and t.enabled]
            if targets:
                click(app, rng.choice(targets).rect.center)
            else:
                run(app, seconds=idle)
        else:
            run(app, seconds=idle)
        if len(table.state.history) > before and mover.who == "human":
            moves += 1
            holder = mover.seat
        if isinstance(app.scene, ResultsScene):
            break
        turn = table.match.turn()
        if table.handoff is not None:
            assert not recorder.faces, f"{game}: {recorder.faces} drawn under the pass-the-device screen"
            assert table.handoff == turn.seat
            handoffs += 1
            continue
        if turn.who == "human":
            looking = turn.seat
        elif turn.who == "world":
            looking = holder
        else:
            continue
        visible = strings_in(table.state.observation(looking))
        hidden = [face for face in recorder.faces if face not in visible]
        assert not hidden, (
            f"{game}, move {moves}: {names[looking]} decides (or holds the device) but the window shows "
            f"{hidden}, which {names[looking]} cannot see"
        )
        hands_seen += bool(recorder.faces)
        for words in recorder.words:
            for seat in range(people):
                assert words != text("waiting_for", name=names[seat]), (
                    f"the banner says {words!r}: {names[seat]} is a person, not a computer"
                )
    assert moves >= 10 and handoffs > 0 and hands_seen > 0, (moves, handoffs, hands_seen)


# -- the keyboard ----------------------------------------------------------------------------------
def ringed(app, targets) -> list:
    """The targets with the focus ring drawn round them (the ring's top edge, read off the window)."""
    out = []
    for target in targets:
        ring = target.rect.inflate(8, 8)
        if all(app.screen.get_at((x, ring.top + 1))[:3] == FOCUS for x in (ring.left + 12, ring.centerx)):
            out.append(target.key)
    return out


def card_key(table, card: str):
    return next(t.key for t in table.targets() if isinstance(t.key, tuple) and t.key[2:] == (card,))


def test_opposites_focus_skips_unplayable_cards_and_stays_in_place_after_a_placement(tmp_path) -> None:
    app = make_app(tmp_path)
    state = arrange(["F5 F6 W5 W1 S3 M8 F12", "S2"], ["S5", "W9", "M13"])
    table = TableScene(app, Match(state, seats(["human", "random"])))
    app.show(table)
    run(app, 2)
    hand = [t.key[2] for t in table.targets() if isinstance(t.key, tuple)]
    assert hand == ["W1", "W5", "F5", "F6", "F12", "S3", "M8"]  # W1 and M8 go on no pile
    key(app, pygame.K_RIGHT)
    assert ringed(app, table.targets()) == [card_key(table, "W5")], "the first playable card takes the focus"
    key(app, pygame.K_LEFT)
    assert ringed(app, table.targets()) == [card_key(table, "W5")], "Left at the first card stays there"
    key(app, pygame.K_RIGHT)
    assert ringed(app, table.targets()) == [card_key(table, "F5")]
    key(app, pygame.K_RETURN)  # pick F5 up
    key(app, pygame.K_1)  # onto pile 1
    wait_until(app, lambda: table.deciding() and not table.flights.busy(), 300, "the placement to land")
    run(app)
    assert table.obs["piles"][0]["top"] == "F5"
    playable = table.view.playable(table.obs, table.legal())
    cards_now = [t for t in table.targets() if isinstance(t.key, tuple) and t.key[0] == "card"]
    place = next(i for i, t in enumerate(cards_now) if i >= 2 and t.key[2] in playable)
    assert ringed(app, table.targets()) == [cards_now[place].key], (
        f"after the placement the focus stays at the same place in the hand ({cards_now[place].key[2]})"
    )
    for _ in range(8):
        key(app, pygame.K_RIGHT)
    assert ringed(app, table.targets()) == ["pause"], "Right goes on to the buttons at the end of the row"
    key(app, pygame.K_RIGHT)
    assert ringed(app, table.targets()) == ["pause"], "and stops there (Tab goes round)"


def test_the_menu_shows_the_focus_on_the_first_game_from_the_start(tmp_path) -> None:
    from scenes.menu import MenuScene

    app = make_app(tmp_path)
    app.show(MenuScene(app))
    run(app)
    menu = app.scene
    games = [t for t in menu.targets() if t.key in {spec.id for spec in menu.specs}]
    assert ringed(app, menu.targets()) == [games[0].key], "no key pressed yet: the first game is ringed"
    key(app, pygame.K_RETURN)
    assert type(app.scene).__name__ == "SetupScene" and app.scene.spec.id == games[0].key


# -- overlays -----------------------------------------------------------------------------------
def test_settings_opened_over_pause_hide_the_pause_panel(tmp_path, monkeypatch) -> None:
    import pygame_menu

    from tests.ui_helpers import focus_on

    app = make_app(tmp_path)
    table = TableScene.new(app, "assano", seats(["human", "human"]), {}, seed=2, autosave=False)
    app.show(table)
    run(app, 2)  # the pass-the-device screen: nothing moves behind the overlays
    drawn: list[str] = []
    draw = pygame_menu.Menu.draw

    def recording_draw(menu, surface, *args, **kwargs):
        drawn.append(menu.get_title())
        return draw(menu, surface, *args, **kwargs)

    monkeypatch.setattr(pygame_menu.Menu, "draw", recording_draw)
    key(app, pygame.K_ESCAPE)
    assert drawn[-1:] == [text("pause_title")]
    corner = (3, app.size[1] - 3)
    paused = app.screen.get_at(corner)
    focus_on(app, text("pause_settings"))
    key(app, pygame.K_RETURN)
    drawn.clear()
    app.redraw()  # one more frame drawn, though nothing changed
    run(app)
    assert type(app.scene).__name__ == "SettingsScene"
    assert drawn == [text("settings_title")], f"panels drawn: {drawn}"
    assert app.screen.get_at(corner) == paused, "the table behind is shaded once, as under Pause"
    key(app, pygame.K_ESCAPE)
    drawn.clear()
    app.redraw()
    run(app)
    assert type(app.scene).__name__ == "PauseScene" and drawn == [text("pause_title")]
    assert app.screen.get_at(corner) == paused


# -- the rules page -------------------------------------------------------------------------------
def open_rules(tmp_path, game: str, size: tuple[int, int]):
    """The rules page as a player reaches it: Esc at the table, then Rules."""
    from tests.ui_helpers import focus_on

    app = make_app(tmp_path, size)
    table = TableScene.new(app, game, seats(["human", "random"]), {}, seed=1, autosave=False)
    app.show(table)
    run(app, 2)
    key(app, pygame.K_ESCAPE)
    focus_on(app, text("pause_rules"))
    key(app, pygame.K_RETURN)
    run(app, 2)
    assert type(app.scene).__name__ == "RulesScene"
    return app


def light_pixels(app, rect: pygame.Rect) -> int:
    """How many pixels of text (light on the dark page) lie in ``rect`` of the window."""
    band = app.screen.subsurface(rect.clip(app.screen.get_rect()))
    return pygame.mask.from_threshold(band, (250, 246, 236), (80, 80, 80, 255)).count()


@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
@pytest.mark.parametrize("game", ["assano", "opposites", "tornado_ellie", "elements"])
def test_the_rules_page_has_room_on_both_sides_and_no_sideways_scrollbar(tmp_path, game, size) -> None:
    from scenes.theme import ACCENT

    app = open_rules(tmp_path, game, size)
    menu = app.scene.menu
    view = menu.get_scrollarea().get_absolute_view_rect()
    bar = menu.get_menubar().get_height()
    view = pygame.Rect(view.left, view.top + bar, view.width, view.height - bar)  # the page below its title
    room = max(8, size[0] // 100)
    whole = menu.get_rect()
    thick = menu.get_theme().scrollbar_thick
    bottom = pygame.Rect(whole.left, whole.bottom - thick, whole.width // 2, thick)
    pages = 0
    while True:
        left = pygame.Rect(view.left, view.top, room, view.height)
        assert light_pixels(app, left) == 0, f"text touches the left edge (page {pages})"
        assert light_pixels(app, pygame.Rect(view.right - room, view.top, room, view.height)) == 0, (
            f"text touches the right edge (page {pages})"
        )
        slider = pygame.mask.from_threshold(app.screen.subsurface(bottom), ACCENT, (10, 10, 10, 255)).count()
        assert slider == 0, "a sideways scrollbar is drawn under the page"
        before = menu.get_scrollarea().get_scroll_value_percentage(pygame_menu_vertical())
        key(app, pygame.K_PAGEDOWN)
        pages += 1
        if menu.get_scrollarea().get_scroll_value_percentage(pygame_menu_vertical()) == before or pages > 60:
            break
    assert pages > 1


def pygame_menu_vertical() -> str:
    import pygame_menu

    return pygame_menu.locals.ORIENTATION_VERTICAL


def test_the_rulebook_shows_headings_and_lists_and_scrolls_by_wheel_and_keys(tmp_path) -> None:
    app = open_rules(tmp_path, "assano", (1280, 720))
    menu = app.scene.menu
    labels = {w.get_title(): w for w in menu.get_widgets() if type(w).__name__ == "Label"}
    body = labels[next(t for t in labels if t.startswith("Det store drillespil"))]
    heading = labels.get("Spilforløb")
    assert heading is not None, "the rulebook's heading 'Spilforløb' is not a line of its own"
    assert heading.get_font_info()["size"] > body.get_font_info()["size"]
    assert "• 8 handlingskort: Spring" in labels, "the rulebook's list is not shown as a list"

    def top() -> int:
        """Where the page's text stands: it rises as the page scrolls down."""
        return -menu.get_scrollarea().get_offsets()[1]

    start = top()
    view = menu.get_scrollarea().get_absolute_view_rect()
    from tests.ui_helpers import wheel

    wheel(app, view.center, -3)
    assert top() < start, "the wheel scrolls the page"
    after_wheel = top()
    key(app, pygame.K_DOWN)
    assert top() < after_wheel, "Down scrolls the page"
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert top() > after_wheel, "Up scrolls back"
    key(app, pygame.K_END)
    last_back = [w for w in menu.get_widgets() if w.get_title() == text("rules_back")][-1]
    assert view.contains(last_back.get_rect(to_real_position=True)), "End shows the page's end"
    key(app, pygame.K_HOME)
    assert top() == start
    key(app, pygame.K_ESCAPE)
    assert type(app.scene).__name__ == "PauseScene"
