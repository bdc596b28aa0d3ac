"""The Opposites table in the window: played through its input only, as a person would."""

from __future__ import annotations

import random

import pygame
import pytest

from game.match import Match
from scenes.results import ResultsScene
from scenes.table import TableScene
from scenes.tables.opposites import face
from scenes.theme import FOCUS
from tests.test_opposites_helpers import arrange, play
from tests.ui_helpers import click, key, make_app, play_by_clicks, run, seats


def open_table(app, state, kinds: list[str], autosave: bool = False) -> TableScene:
    """A table over an arranged position (the engine's own state, the seats as given)."""
    table = TableScene(app, Match(state, seats(kinds)), autosave=autosave)
    app.show(table)
    run(app, 2)
    return table


def new_table(app, kinds: list[str], seed: int, options=None, autosave: bool = False) -> TableScene:
    table = TableScene.new(app, "opposites", seats(kinds), options or {}, seed=seed, autosave=autosave)
    app.show(table)
    run(app, 2)
    return table


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
    for _ in range(2000):
        if isinstance(app.scene, ResultsScene) or (table.deciding() and not table.flights.busy()):
            return
        run(app)


# -- a whole game ------------------------------------------------------------------------------
def test_a_whole_game_with_one_person_is_played_through_clicks_only(tmp_path) -> None:
    app = make_app(tmp_path)
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
    app = make_app(tmp_path)
    table = new_table(app, ["human", "random"], seed=2, options={"turn_limit": 3})
    seen: list[str] = []

    def watch(app) -> None:
        if isinstance(app.scene, TableScene):
            seen.append(table.view.status(table.obs)[0])

    play_by_clicks(app, random.Random(1), on_frame=watch)
    assert any("the fewest cards win" in line for line in seen)  # shown as the limit nears
    rows = dict(app.scene.tables)["How it ended"]
    assert table.state.result().detail["ended_by"] != "turn limit" or "turn limit" in rows[0]
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
    assert table.message == state.explain_illegal(state.parse_action("place F5 2"))


def test_a_card_is_dragged_onto_a_pile(tmp_path) -> None:
    app = make_app(tmp_path)
    table = open_table(app, arrange(["F5 F6 W5 W1", "S2"], ["S5", "W9", "M13"]), ["human", "random"])
    start = card_rect(table, "F6").center
    end = table.view.pile_rects[1].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    run(app)
    for step in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * step // 5, start[1] + (end[1] - start[1]) * step // 5)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        run(app)
    assert table.view.dragging
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    run(app)
    assert table.obs["piles"][1]["top"] == "F6"
    assert table.obs["piles"][1]["mode"] == "closed"  # a symbol card: nothing may follow


def test_end_turn_is_enabled_exactly_when_the_rules_allow_it(tmp_path) -> None:
    app = make_app(tmp_path)
    table = open_table(app, arrange(["F5 F6 W5 W1", "S2"], ["S5", "W9", "M13"]), ["human", "random"])
    assert "end" not in keys(table)
    key(app, pygame.K_e)  # refused, with the reason
    assert "you must keep placing" in table.message
    assert table.obs["current"] == 0
    for card, pile in (("F6", 1), ("W5", 0), ("F5", 0)):
        click(app, card_rect(table, card).center)
        click(app, target(table, ("pile", pile)).center)
        settle(app, table)
    assert "end" in keys(table)
    hint = table.view.hint(table.obs, table.legal(), True)
    assert "end your turn" in hint and "draw 1" in hint  # pile 3 was left untouched
    key(app, pygame.K_e)
    assert "ends the turn and draws 1 for untouched pile(s) 3" in table.log[-1]


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
    assert "P1 accepts the Tornado. P1 draws 2." in table.log[-1]


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
    assert "1 extra turn(s) to come" in table.view.status(table.obs)[0]
    assert any("extra turn" in line for line in table.view.panel_lines(table.obs))


# -- privacy, input storms, saves --------------------------------------------------------------
def test_hot_seat_with_three_people_never_shows_another_hand(tmp_path) -> None:
    app = make_app(tmp_path)
    table = new_table(app, ["human", "human", "human"], seed=8)
    view = table.view
    drawn_during_handoff: list[int] = []
    original = view.draw

    def spy(surface, obs, ctx) -> None:
        if table.handoff is not None:
            drawn_during_handoff.append(table.handoff)
        original(surface, obs, ctx)

    view.draw = spy
    handoffs = [0]

    def check(app) -> None:
        if not isinstance(app.scene, TableScene):
            return
        if table.handoff is not None:
            handoffs[0] += 1
        ctx = table.last_ctx
        if ctx is not None:
            owners = {owner for zone, owner, _ in ctx.faces if zone == "hand"}
            assert owners <= {ctx.viewer}
            assert ctx.viewer == table.viewer

    play_by_clicks(app, random.Random(3), on_frame=check)
    assert handoffs[0] > 0
    assert drawn_during_handoff == []
    app.close()


def test_a_storm_of_random_input_and_resizes_raises_nothing(tmp_path) -> None:
    app = make_app(tmp_path)
    app.settings.anim_speed = "normal"
    new_table(app, ["human", "random", "random", "random"], seed=21)
    rng = random.Random(5)
    codes = [
        pygame.K_TAB,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_RETURN,
        pygame.K_SPACE,
        pygame.K_1,
        pygame.K_2,
        pygame.K_3,
        pygame.K_4,
        pygame.K_e,
        pygame.K_a,
        pygame.K_c,
        pygame.K_BACKSPACE,
    ]
    held = False
    for step in range(2000):
        scene = app.scene
        if len(app.stack) > 1:
            app.pop()  # the pause menu, opened by a random click: back to the table
        elif isinstance(scene, ResultsScene):
            app.show(scene.table.rematch())
        elif not isinstance(scene, TableScene) and not any(isinstance(s, TableScene) for s in app.stack):
            new_table(app, ["human", "random", "random", "random"], seed=step)  # the storm left the table
        w, h = app.size
        pos = (rng.randrange(w), rng.randrange(h))
        roll = rng.random()
        if roll < 0.35:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            held = True
        elif roll < 0.6:
            buttons = (1, 0, 0) if held else (0, 0, 0)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 3), buttons=buttons))
        elif roll < 0.78:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            held = False
        elif roll < 0.985:
            code = rng.choice(codes)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
        else:
            size = rng.choice([(800, 600), (1280, 720), (1000, 760), (1100, 640)])
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        if step % 3 == 0:
            scene = app.scene
            if isinstance(scene, TableScene) and scene.deciding() and not scene.flights.busy():
                targets = [t for t in scene.targets() if t.key != "pause" and t.enabled]
                if targets and rng.random() < 0.5:
                    click(app, rng.choice(targets).rect.center)
        run(app)
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
    saved = app.store.load_autosave()
    assert saved is not None
    state, seats_ = saved
    assert state.history == table.state.history
    resumed = TableScene.resume(app, state, seats_)
    assert resumed is not None and resumed.obs == table.state.observation(resumed.viewer)


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
