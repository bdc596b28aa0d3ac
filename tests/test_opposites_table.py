"""The Opposites table in the window: played through its input only, as a person would."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.results import ResultsScene
from scenes.table import TableScene
from scenes.tables.opposites.view import face
from scenes.theme import FOCUS
from tests import ui_helpers as ui
from tests.test_opposites_helpers import arrange, play
from tests.ui_helpers import click, key, make_app, play_by_clicks, run


def open_table(app, state, kinds: list[str], autosave: bool = False) -> TableScene:
    """A table over an arranged position (the engine's own state, the seats as given)."""
    return ui.open_position(app, state, kinds, autosave)


def new_table(app, kinds: list[str], seed: int, options=None, autosave: bool = False) -> TableScene:
    return ui.open_table(app, "opposites", kinds, options, seed=seed, autosave=autosave)


def target(table: TableScene, wanted) -> pygame.Rect:
    return next(t.rect for t in table.targets() if t.key == wanted)


def card_rect(table: TableScene, card: str) -> pygame.Rect:
    return next(
        t.rect
        for t in table.targets()
        if isinstance(t.key, tuple) and t.key[:1] == ("card",) and t.key[2] == card
    )


def keys(table: TableScene) -> set:
    return {t.key for t in table.targets()}


def settle(app, table: TableScene) -> None:
    """Let motion finish and computer players move until a person decides or the game ends."""
    ui.settle(app, table, confirm=False)


# -- a whole game ------------------------------------------------------------------------------
def test_a_whole_game_with_one_person_is_played_through_clicks_only(tmp_path) -> None:
    app = make_app(tmp_path, anim="off")  # the game is the subject, not the cards' flights
    table = new_table(app, ["human", "random", "random"], seed=11)
    placed_shown: set[int] = set()

    def watch(app) -> None:
        ctx = table.last_ctx
        if ctx is not None:
            placed_shown.update(owner for zone, owner, _ in ctx.faces if zone == "placed")

    play_by_clicks(app, random.Random(4), on_frame=watch)
    assert placed_shown == {1, 2}  # each opponent's box showed what it just placed
    assert isinstance(app.scene, ResultsScene)
    headings = [heading for heading, _ in app.scene.tables]
    assert headings == ["Cards left", "How it ended"]
    assert any("places" in line for line in table.log)
    app.close()


def test_the_turn_limit_ends_the_game_and_the_fewest_cards_win(tmp_path) -> None:
    app = make_app(tmp_path, anim="off")  # the end is the subject, not the cards' flights
    table = new_table(app, ["human", "random"], seed=2, options={"turn_limit": 3})
    seen: list[str] = []

    def watch(app) -> None:
        if isinstance(app.scene, TableScene):
            seen.append(table.view.status(table.obs)[0])

    play_by_clicks(app, random.Random(1), on_frame=watch)
    assert any("the fewest cards win" in line for line in seen)  # shown as the limit nears
    results = app.scene
    sizes = [len(hand) for hand in table.state.hands]
    assert table.state.turns == 3 and min(sizes) > 0  # nobody went out: the limit ended it
    assert "turn limit" in dict(results.tables)["How it ended"][0]
    fewest = {seat for seat, size in enumerate(sizes) if size == min(sizes)}
    assert set(results.result.winners) == fewest  # the names shown as winning
    rows = dict(results.tables)["Cards left"]
    assert rows[0].startswith(table.names[min(fewest)])  # the fewest cards first
    app.close()


# -- placing -----------------------------------------------------------------------------------
def test_a_held_card_lights_the_piles_that_take_it_and_a_click_places_it(tmp_path) -> None:
    app = make_app(tmp_path)
    table = open_table(app, arrange(["F5 F6 W5 W1", "S2"], ["S5", "W9", "M13"]), ["human", "random"])
    click(app, card_rect(table, "F5").center)
    assert "lit piles" in table.view.hint(table.obs, table.legal(), True)
    run(app)
    u = table.view.u
    lit = table.view.pile_rects[0].inflate(int(12 * u), int(12 * u))
    dark = table.view.pile_rects[1].inflate(int(12 * u), int(12 * u))
    assert app.screen.get_at((lit.centerx, lit.top + 1))[:3] == FOCUS  # F5 may go on S5
    assert app.screen.get_at((dark.centerx, dark.top + 1))[:3] != FOCUS
    click(app, target(table, ("pile", 0)).center)
    assert table.obs["piles"][0]["top"] == "F5"
    assert "F5" not in table.obs["hand"]
    assert "places fire 5 on pile 1" in table.log[-1]


def test_a_placement_refused_by_the_most_cards_rule_shows_the_engines_reason(tmp_path) -> None:
    app = make_app(tmp_path)
    state = arrange(["F5 F6 W5 W1", "S2"], ["S5", "W9", "M13"])
    table = open_table(app, state, ["human", "random"])
    click(app, card_rect(table, "F5").center)
    click(app, target(table, ("pile", 1)).center)  # F5 on W9 fits, but loses a card
    assert table.obs["piles"][1]["top"] == "W9"
    assert "impossible to place the most cards your hand allows this turn (3)" in table.message
    assert table.message == str(state.explain_illegal(state.parse_action("place F5 2")))


def test_a_card_is_dragged_onto_a_pile(tmp_path) -> None:
    app = make_app(tmp_path)
    table = open_table(app, arrange(["F5 F6 W5 W1", "S2"], ["S5", "W9", "M13"]), ["human", "random"])
    start = card_rect(table, "F6").center
    end = table.view.pile_rects[1].center
    dragging: list[bool] = []
    points = [
        (start[0] + (end[0] - start[0]) * step // 5, start[1] + (end[1] - start[1]) * step // 5)
        for step in range(6)
    ]
    ui.drag(app, points, on_frame=lambda: dragging.append(table.view.dragging))
    assert any(dragging)  # the card followed the pointer on its way
    assert table.obs["piles"][1]["top"] == "F6"
    assert table.obs["piles"][1]["mode"] == "closed"  # a symbol card: nothing may follow


def test_end_turn_is_enabled_exactly_when_the_rules_allow_it(tmp_path) -> None:
    app = make_app(tmp_path)
    table = open_table(app, arrange(["F5 F6 W5 W1", "S2"], ["S5", "W9", "M13"]), ["human", "random"])
    assert "end" not in keys(table)
    key(app, pygame.K_e)  # refused, with the reason
    assert "You must keep placing" in table.message
    assert table.obs["current"] == 0
    for card, pile in (("F6", 1), ("W5", 0), ("F5", 0)):
        click(app, card_rect(table, card).center)
        click(app, target(table, ("pile", pile)).center)
        settle(app, table)
    assert "end" in keys(table)
    hint = table.view.hint(table.obs, table.legal(), True)
    assert "end your turn" in hint and "draw 1" in hint  # pile 3 was left untouched
    key(app, pygame.K_e)
    assert "ends the turn and draws 1 for the untouched pile 3." in table.log[-1]


# -- the turn's decisions ----------------------------------------------------------------------
def test_a_tornado_is_named_with_the_symbol_buttons(tmp_path) -> None:
    app = make_app(tmp_path)
    table = new_table(app, ["human", "random", "random"], seed=1)  # a Tornado among the base cards
    assert table.obs["phase"] == "name"
    pile = table.obs["naming"]["pile"]
    assert {("name", s) for s in ("water", "fire", "sun", "moon")} <= keys(table)
    key(app, pygame.K_2)  # fire
    assert table.obs["piles"][pile]["symbol"] == "fire"
    assert "fire" in table.log[-1] and "water must follow" in table.log[-1]
    words = [w for w, _ in table.view.pile_lines(table.obs, pile, [])]
    assert any("as fire: water next" in w for w in words)


def test_countering_a_tornado_is_offered_only_to_a_holder_and_accepting_always(tmp_path) -> None:
    app = make_app(tmp_path)
    state = arrange(["T S1 M2", "T S9"], ["F3", "F11", "F13"], deck_top="S5 S6 S7 S8 T M5 M6 M7")
    play(state, "place T 1", "name 1 water", "end")
    table = open_table(app, state, ["random", "human"])
    assert {("counter", 0), "accept"} <= keys(table)
    assert "counter with yours (C)" in table.view.hint(table.obs, table.legal(), True)
    before = table.obs["hand_sizes"][0]
    key(app, pygame.K_c)
    settle(app, table)
    assert table.obs["phase"] == "name"
    assert table.obs["hand_sizes"][0] == before + 4
    line = next(line for line in table.log if "counters the Tornado on pile 1" in line)
    assert line.count("P0 draws 4") == 1, line  # said once, not once more as a plain draw

    app2 = make_app(tmp_path / "b")
    state = arrange(["T S1 M2", "S9"], ["F3", "F11", "F13"], deck_top="S5 S6 S7 S8")
    play(state, "place T 1", "name 1 water", "end")
    table = open_table(app2, state, ["random", "human"])
    assert "accept" in keys(table)
    assert not any(isinstance(k, tuple) and k[0] == "counter" for k in keys(table))
    assert "hold none to counter" in table.view.hint(table.obs, table.legal(), True)
    click(app2, target(table, "accept").center)
    assert table.obs["phase"] == "place"
    assert table.obs["hand_sizes"][1] == 1 + 2
    assert "P1 accepts the Tornado. P1 draws 2 for the Tornado." in table.log[-1]


# -- draws, 2s, 8s, the draw pile --------------------------------------------------------------
def test_an_empty_draw_pile_is_rebuilt_with_motion_and_words(tmp_path) -> None:
    app = make_app(tmp_path)
    app.settings.anim_speed = "normal"
    state = arrange(["W9 M1", "S9"], ["F3 F4 F5", "M11", "S1 S2 F13"])
    state.hands[1] += state.deck
    state.deck = []
    table = open_table(app, state, ["human", "random"])
    click(app, card_rect(table, "W9").center)
    click(app, target(table, ("pile", 0)).center)
    settle(app, table)
    key(app, pygame.K_e)
    assert table.flights.arriving().get("deck", 0) > 0  # the cards under the tops fly to the pile
    assert "shuffled into a new one" in table.log[-1]
    assert [len(p["cards"]) for p in table.obs["piles"]] == [1, 1, 1]


def test_runs_of_twos_and_extra_turns_are_shown(tmp_path) -> None:
    app = make_app(tmp_path)
    table = open_table(app, arrange(["F2 W2 F8 M1", "S4"], ["S2", "W8", "M13"]), ["human", "random"])
    click(app, card_rect(table, "F2").center)
    click(app, target(table, ("pile", 0)).center)
    settle(app, table)
    click(app, card_rect(table, "W2").center)
    click(app, target(table, ("pile", 0)).center)
    settle(app, table)
    words = [w for w, _ in table.view.pile_lines(table.obs, 0, [])]
    assert "2s: next draws 4" in words
    click(app, card_rect(table, "F8").center)
    click(app, target(table, ("pile", 1)).center)
    settle(app, table)
    assert "1 extra turn to come" in table.view.status(table.obs)[0]
    assert any("extra turn" in line for line in table.view.panel_lines(table.obs))


# -- privacy, input storms, saves --------------------------------------------------------------
def test_hot_seat_with_three_people_never_shows_another_hand(tmp_path, monkeypatch) -> None:
    """Every frame of a whole game, the frames right after each move and the cards in flight
    included: only faces the person at the device may see are drawn, and the table shown is
    that person's, who is the one to act whenever a person must."""
    ui.record_faces(monkeypatch)
    app = make_app(tmp_path)
    app.settings.anim_speed = "normal"
    table = new_table(app, ["human", "human", "human"], seed=8)
    watch = ui.HotSeat(app, table)
    play_by_clicks(app, random.Random(3))
    assert watch.handoffs > 0 and watch.own_hand > 0 and watch.after_moves > 10
    app.close()


def test_a_storm_of_random_input_and_resizes_breaks_nothing(tmp_path) -> None:
    """Random clicks, drags, keys and resizes at the table, also during motion; when a click
    opens the pause screen the storm goes back with Esc, after a game it plays again. After it
    the table still answers a key and the game is sound."""
    app = make_app(tmp_path)
    app.settings.anim_speed = "normal"
    new_table(app, ["human", "random", "random", "random"], seed=21)
    rng = random.Random(5)

    codes = [c for c in ui.MONKEY_KEYS if c != pygame.K_ESCAPE]
    stats = ui.monkey(
        app,
        rng,
        300,
        home=lambda: ui.back_to_table(app),
        at_home=lambda: ui.showing(app, "TableScene"),
        aim=lambda: ui.table_targets(app),
        codes=codes,
        each_frame=4,  # 1,200 events in 300 frames drawn: the frames are the cost
    )
    assert stats["home"] > 250, stats
    table = app.scene
    assert len(table.state.history) > 20 or (table is not None and stats["left"] > 0)
    ui.table_invariants(table)
    ui.answers_a_key(app)
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
def test_everything_clickable_stays_inside_the_window_at_any_size(tmp_path, size) -> None:
    app = make_app(tmp_path, size)
    table = open_table(
        app,
        arrange(["F5 F6 W5 W1 T S7 S8 M2 M3 W13", "S2", "S3", "S4"], ["S5", "W9", "M13"]),
        ["human", "random", "random", "random"],
    )
    click(app, card_rect(table, "F5").center)
    screen = app.screen.get_rect()
    rects = [t.rect for t in table.targets()]
    assert all(screen.contains(r) for r in rects)
    piles = [target(table, ("pile", p)) for p in range(3)]
    assert not any(a.colliderect(b) for i, a in enumerate(piles) for b in piles[i + 1 :])
    end = table.view.buttons(table.obs, table.legal())[0][1]
    assert not any(end.colliderect(card_rect(table, c)) for c in table.obs["hand"])


def test_a_placement_is_autosaved_and_the_game_resumes_where_it_was(tmp_path) -> None:
    app = make_app(tmp_path)
    table = new_table(app, ["human", "random"], seed=14, autosave=True)
    settle(app, table)
    rng = random.Random(3)
    for _ in range(400):
        if len(table.state.history) >= 2:
            break
        click(app, rng.choice([t for t in table.targets() if t.key != "pause" and t.enabled]).rect.center)
        settle(app, table)
    assert len(table.state.history) >= 2
    seen = table.state.observation(table.viewer)
    app.close()  # the window is closed mid-game
    again = ui.start_app(tmp_path)
    key(again, pygame.K_r, 2)  # Resume, on the menu
    resumed = again.scene
    assert isinstance(resumed, TableScene) and resumed.state.history == table.state.history
    assert resumed.obs == seen
    ui.settle(again, resumed, confirm=False)
    before = len(resumed.state.history)
    click(again, rng.choice([t for t in resumed.targets() if t.key != "pause" and t.enabled]).rect.center)
    ui.settle(again, resumed, confirm=False)
    assert len(resumed.state.history) > before or resumed.message  # it plays on (or says why not)


def test_the_four_symbols_differ_in_shape_not_only_in_colour() -> None:
    pygame.init()
    masks = []
    for letter in "WFSM":
        image = face(f"{letter}7", (90, 135))
        grey = {(x, y) for x in range(20, 70) for y in range(50, 100) if sum(image.get_at((x, y))[:3]) < 600}
        masks.append(frozenset(grey))
    assert len(set(masks)) == 4
    for i, a in enumerate(masks):
        for b in masks[i + 1 :]:
            assert len(a ^ b) > 80  # pixels


def test_a_card_is_placed_with_the_keyboard_only(tmp_path) -> None:
    app = make_app(tmp_path)
    table = open_table(app, arrange(["F5 F6 W5 W1", "S2"], ["S5", "W9", "M13"]), ["human", "random"])
    for _ in range(10):  # Tab to F6 (cards come first, in hand order)
        key(app, pygame.K_TAB)
        if isinstance(table.focus.key, tuple) and table.focus.key[2] == "F6":
            break
    key(app, pygame.K_RETURN)  # pick it up
    assert table.view.held == "F6"
    key(app, pygame.K_BACKSPACE)  # put it back
    assert table.view.held is None
    key(app, pygame.K_RETURN)
    key(app, pygame.K_2)  # onto pile 2
    assert table.obs["piles"][1]["top"] == "F6"
