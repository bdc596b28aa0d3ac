"""Learn to play (issue 24, item 1): a guided first game for each game.

Engine side, without a window: every step of each lesson is legal, every rule the lesson lists
comes up in the engine's events at its step, and the lesson plays identically every time.
Window side, through SDL's event queue only: "Learn to play" is opened from the menu as a person
would, every step is followed with the real click, drag or key on the piece the coach points at
until the lesson ends; a wrong legal move is explained and changes nothing, an illegal one gets
the engine's refusal; Esc leaves mid-lesson and the lesson comes back at that step; the player's
real game in progress is untouched.
"""

from __future__ import annotations

import json
import string

import pygame
import pytest

from game import lessons
from game.core import WORLD
from game.events import Drew, ExtraTurn
from game.lessons import Step, action_for, move_of, play_through
from game.opposites.cards import parse_card
from game.opposites.events import Countered, EightLaid, TornadoLaid, TornadoNamed, TwoLaid
from game.opposites.moves import place_action
from scenes.strings import every_string, text
from tests.ui_helpers import (
    arc,
    click,
    click_widget,
    drag,
    key,
    play_moves,
    run,
    screen,
    showing,
    start_app,
    to_setup,
    wait_until,
)

GAMES = ["opposites", "assano", "elements", "tornado_ellie"]
"""The games whose lessons are built so far."""


def lesson_of(game_id: str) -> lessons.Lesson:
    found = lessons.lesson(game_id)
    assert found is not None, f"{game_id} has no lesson"
    return found


# -- the engine: the lesson is data the rules check ------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_entry_of_the_lesson_is_legal_and_every_step_has_its_words(game_id: str) -> None:
    found = lesson_of(game_id)
    state, played = play_through(found)  # raises at the first entry that is not legal
    assert len(played) == len(found.line)
    assert len(found.steps) >= 6
    for step in found.steps:
        assert step.say in every_string() and step.why in every_string(), step
        assert step.say != step.why
        for words in (step.say, step.why):  # whole sentences whose only fields the coach fills
            fields = {name for _, name, _, _ in string.Formatter().parse(every_string()[words]) if name}
            assert fields <= {"name", *dict(step.values)}, (words, fields)
    assert found.done in every_string()
    assert not state.is_over() or state.result().winners == [found.learner]


@pytest.mark.parametrize("game_id", GAMES)
def test_each_rule_a_step_lists_comes_up_in_the_events_of_that_step(game_id: str) -> None:
    """A step's move, with the computer's moves up to the next step, brings every event type
    the step lists (``teaches``)."""
    found = lesson_of(game_id)
    _, played = play_through(found)
    by_step: dict[int, list[type]] = {}
    for taken, _, events in played:
        by_step.setdefault(taken, []).extend(type(event) for event in events)
    for number, step in enumerate(found.steps, start=1):
        missing = [kind.__name__ for kind in step.teaches if kind not in by_step.get(number, [])]
        assert not missing, f"step {number} ({step.move}) brings no {missing}"


def test_the_opposites_lesson_shows_every_main_rule_early() -> None:
    """Number and symbol mode, a Tornado and a counter, a run of 2s and an 8, in the first
    turns: the piles' modes and the events say so."""
    found = lesson_of("opposites")
    state = found.start()
    seen: list[tuple[int, str]] = []
    for index, entry in enumerate(found.line):
        events = state.apply(action_for(state, move_of(entry)))
        number = found.step_index(index + 1)
        if index == 0:
            assert state.observation(0)["piles"][0]["mode"] == "number"
        if index == 2:
            assert state.observation(0)["piles"][1]["mode"] == "closed"  # one symbol card only
        for event in events:
            if isinstance(event, TornadoLaid) and event.victim == found.learner:
                seen.append((number, "tornado against the learner"))
            if isinstance(event, Countered) and event.seat == found.learner:
                assert event.draws == 4
                seen.append((number, "counter"))
            if isinstance(event, TwoLaid) and event.draws == 4:
                seen.append((number, "run of 2s"))
            if isinstance(event, EightLaid):
                seen.append((number, "8"))
            if isinstance(event, ExtraTurn):
                seen.append((number, "extra turn"))
            if isinstance(event, TornadoNamed) and index > 0 and found.step_at(index) is not None:
                seen.append((number, "named"))
            if isinstance(event, Drew) and event.why == "untouched" and event.seat == found.learner:
                seen.append((number, "untouched"))
    assert seen == [
        (4, "untouched"),
        (4, "tornado against the learner"),
        (5, "counter"),
        (6, "named"),
        (7, "run of 2s"),
        (8, "8"),
        (9, "extra turn"),
        (12, "untouched"),
    ]


def test_the_assano_lesson_shows_every_main_rule_early() -> None:
    """A Draw Two, a wild, a challenge (a bluff caught) and the call, in the first eight steps."""
    from game.assano.events import Challenged, ColourNamed, ForgotCall
    from game.events import RoundOver, Skipped

    found = lesson_of("assano")
    _, played = play_through(found)
    state = found.start()
    seen: list[tuple[int, str]] = []
    for taken, action, events in played:
        move = state.decode(action)
        actor = state.current_player()
        state.apply(action)
        for event in events:
            if isinstance(event, Drew) and event.why == "draw_two":
                seen.append((taken, "draw two"))
            if isinstance(event, Skipped) and actor == found.learner:
                seen.append((taken, "skipped"))
            if isinstance(event, ColourNamed) and event.seat == found.learner:
                seen.append((taken, "wild"))
            if isinstance(event, Challenged):
                assert event.challenger == found.learner and event.won
                seen.append((taken, "challenge"))
            if isinstance(event, RoundOver):
                assert event.winner == found.learner
                seen.append((taken, "out"))
            assert not isinstance(event, ForgotCall)
        if actor == found.learner and getattr(move, "call", False):
            seen.append((taken, "call"))
    assert seen == [(2, "draw two"), (2, "skipped"), (3, "wild"), (4, "challenge"), (7, "call"), (8, "out")]


def test_the_elements_lesson_shows_every_main_rule_early() -> None:
    """The pick order (the active player first and last), the dark row, a miss and a frozen dark
    row (after which a dark face is no use to the learner), in the first three rounds."""
    from game.elements.events import DieTaken, Frozen, Missed

    found = lesson_of("elements")
    state = found.start()
    assert state.observation(0)["order"] == [0, 1, 1, 0]
    seen: list[tuple[int, str]] = []
    for index, entry in enumerate(found.line):
        taken = found.step_index(index)
        if isinstance(entry, Step) and taken == 4:  # round 3: the earth die shows dark
            assert state.observation(0)["dice"][2]["face"] == "dark"
            assert all(state.decode(a).die != 2 for a in state.legal_actions())
        for event in state.apply(action_for(state, move_of(entry))):
            if getattr(event, "seat", None) != found.learner:
                continue
            if isinstance(event, DieTaken) and event.row == "dark":
                seen.append((found.step_index(index + 1), "dark"))
            if isinstance(event, Missed):
                seen.append((found.step_index(index + 1), "miss"))
            if isinstance(event, Frozen):
                seen.append((found.step_index(index + 1), "frozen"))
    assert seen == [(1, "dark"), (2, "miss"), (4, "frozen"), (6, "miss")]


def test_the_tornado_ellie_lesson_shows_every_main_rule_early() -> None:
    """Fitting cards, a rotation by the learner, a single animal, stacking, a lightning the
    computer cannot answer and a collapse on the learner's turn, within three rounds."""
    from game.tornado_ellie.events import Collapsed, Damage, Lightning, Rotated, SingleAnimal, Stacked

    found = lesson_of("tornado_ellie")
    _, played = play_through(found)
    seen: list[tuple[int, str]] = []
    for taken, _, events in played:
        for event in events:
            name = {
                Rotated: "rotation",
                SingleAnimal: "single animal",
                Damage: "damage",
                Stacked: "stacking",
                Lightning: "lightning",
                Collapsed: "collapse",
            }.get(type(event))
            seat = getattr(event, "seat", getattr(event, "victim", None))
            if name is not None and (seat in (None, found.learner) or name in ("lightning", "damage")):
                seen.append((taken, name if seat in (None, found.learner) else f"{name} of the other"))
    assert seen == [
        (2, "rotation"),
        (2, "single animal"),
        (3, "damage"),
        (4, "stacking"),
        (5, "stacking"),
        (6, "lightning of the other"),
        (6, "damage of the other"),
        (8, "rotation"),
        (8, "collapse"),
        (8, "damage"),
        (9, "stacking"),
    ], seen
    state = found.position(len(found.steps))
    assert state.rounds == 4 and state.farms[found.learner]["house"] == 1


def test_the_tornado_ellie_lessons_world_is_the_steady_hands() -> None:
    """Each world moment of the line is what the physics gives for a steady hand, so what the
    table shows falling is what the rules then say fell."""
    from game.world import world_seed
    from physics.plugin import make_world

    found = lesson_of("tornado_ellie")
    state = found.start()
    world = make_world(state.options)
    for entry in found.line:
        action = action_for(state, move_of(entry), found.encode)
        if state.current_player() == WORLD:
            physics = state.decode(world(state, "steady", world_seed(state)))
            assert physics.fallen == move_of(entry).fallen, (len(state.history), physics)
        state.apply(action)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_lesson_plays_identically_every_time_and_resumes_at_each_step(game_id: str) -> None:
    found = lesson_of(game_id)
    first_state, first = play_through(found)
    second_state, second = play_through(found)
    assert [(t, a, e) for t, a, e in first] == [(t, a, e) for t, a, e in second]
    assert first_state.observation(found.learner) == second_state.observation(found.learner)
    for number in range(len(found.steps) + 1):
        state = found.position(number)
        assert list(state.history) == [a for _, a, _ in first[: found.moves_before(number)]]
        if number < len(found.steps):
            assert state.current_player() == found.learner
            assert found.step_at(len(state.history)) == found.steps[number]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_computer_seats_play_the_line_and_a_step_accepts_only_its_move(game_id: str) -> None:
    found = lesson_of(game_id)
    state = found.start()
    bots = lessons.bots(found, state.seed)
    world = lessons.script_world(found)
    for index, entry in enumerate(found.line):
        if isinstance(entry, Step):
            others = [a for a in state.legal_actions() if not entry.accepts(state.decode(a))]
            assert entry.accepts(state.decode(action_for(state, entry.move)))
            if index == 0:
                assert others, "the first step has other legal moves to refuse"
            action = action_for(state, entry.move)
        elif state.current_player() == WORLD:  # the world's outcome is the line's
            action = world(state, None, 0)
            assert state.decode(action) == entry
        else:
            bot = bots[state.current_player()]
            assert bot is not None
            action = bot.choose_from_state(state.copy())
            assert state.decode(action) == entry
        state.apply(action)


# -- the window: from the menu, by the real input --------------------------------------------
def open_lesson(app, game_id: str, title: str = "Learn to play") -> object:
    to_setup(app, game_id)
    click_widget(app, title, 3)
    assert showing(app, "TableScene"), screen(app)
    table = app.scene
    assert table.coach is not None
    return table


def leave(app) -> None:
    """Esc: from the table the pause form and its "Quit to the menu"; from the result, the menu."""
    if showing(app, "TableScene") and app.scene.state.is_over():
        wait_until(app, lambda: showing(app, "ResultsScene"), 3000, "the result")
    key(app, pygame.K_ESCAPE, 2)
    if not showing(app, "MenuScene"):
        assert showing(app, "PauseScene"), screen(app)
        click_widget(app, "Quit to the menu", 2)
    assert showing(app, "MenuScene"), screen(app)


def learner_waits(table) -> bool:
    return (
        table.deciding()
        and not table.flights.busy()
        and table.coach.step() is not None
        and table.coach.target_rect is not None
    )


def take_step(app, table, style: int = 0) -> None:
    """Do what the coach asks, on the piece it points at: a click; for a card to a pile every
    other time a drag from the card to the pile; a button sometimes by its key."""
    coach = table.coach
    step = coach.step()
    rect = coach.target_rect
    done = len(table.state.history)
    move = type(step.move).__name__
    if move == "Place" and style % 2:
        click(app, rect.center)
        wait_until(app, lambda: coach.target_rect is not None and coach.target_rect != rect, what="the pile")
        pile = coach.target_rect.center
        click(app, rect.center)  # put it back: then drag it
        run(app, 2)
        drag(app, [rect.center, (rect.centerx, rect.centery - 30), pile, pile])
    elif move == "Rotate":  # the tornado is turned by hand: a drag round its centre to the next farm
        view, obs = table.view, table.obs
        start = view.seat_angle(obs["pointing"], len(obs["farms"]), obs["seat"])
        angle = obs["rotation"]["angle"]
        drag(app, arc(view.turner, start, angle, 40))
    elif move == "EndTurn" and style % 3 == 0:
        key(app, pygame.K_e)
    else:
        click(app, rect.center)

    def moved_on() -> bool:
        now = coach.target_rect
        return len(table.state.history) > done or (now is not None and now != rect)

    wait_until(app, moved_on, what=f"step {coach.taken() + 1} ({step.move}) to be taken")


IDLE = 0.1
"""A waiting frame's seconds (see :func:`tests.ui_helpers.run`): more than the live physics' cap."""


def follow(app, table, until: int | None = None) -> int:
    """Follow the coach until ``until`` steps are taken (or the lesson's end); returns the
    interactions made."""
    coach = table.coach
    count = 0
    goal = len(coach.lesson.steps) if until is None else until

    def arrived() -> bool:
        return coach.taken() >= goal and (coach.finished() or learner_waits(table))

    while not arrived():
        # frames of a slow machine while nobody acts: the live tornado runs its most steps in
        # each (the same steps, in fewer frames drawn; scenes/tables/tornado_ellie/live_world.py)
        wait_until(app, lambda: arrived() or learner_waits(table), 3000, "the coach to point", seconds=IDLE)
        if arrived():
            break
        take_step(app, table, count)
        count += 1
    return count


@pytest.mark.parametrize("game_id", GAMES)
def test_learn_to_play_from_the_menu_is_finished_by_following_the_coach(tmp_path, game_id: str) -> None:
    app = start_app(tmp_path)
    table = open_lesson(app, game_id)
    found = table.coach.lesson
    assert table.coach.target_rect is None or table.coach.taken() == 0
    follow(app, table)
    _, played = play_through(found)
    assert list(table.state.history[: len(found.line)]) == [a for _, a, _ in played]
    assert table.coach.refused == 0
    if table.state.is_over():  # the lesson's line ends the game: its result shows
        wait_until(app, lambda: showing(app, "ResultsScene"), 3000, "the result")
        assert app.scene.result.winners == [found.learner]
        key(app, pygame.K_RETURN, 2)  # "play again": a real game is set up first
        assert showing(app, "SetupScene"), screen(app)
    else:  # the coach's last words, then the game goes on against the computer
        wait_until(app, lambda: table.deciding() and table.coach.bubble_rect is not None, 3000, "the end")
        assert table.coach.step() is None
    assert json.loads((tmp_path / "lessons.json").read_text())["lessons"][game_id] == {
        "step": len(found.steps),
        "done": True,
    }
    assert not (tmp_path / "saves" / f"{game_id}.json").exists()


def test_a_wrong_legal_move_is_explained_and_an_illegal_one_refused_by_the_engine(tmp_path) -> None:
    app = start_app(tmp_path)
    table = open_lesson(app, "opposites")
    coach = table.coach
    run(app, 2)
    before = (list(table.state.history), table.state.observation(0))
    view = table.view
    hand = sorted(table.obs["hand"], key=view_sort_key())
    # the moon 3 on pile 2 is legal, but step 1 wants the sun 5 on pile 1
    strip = view.fan.strips(len(hand))[hand.index("M3")]
    click(app, strip.center)
    click(app, view.pile_rects[1].center, 2)
    assert coach.refused == 1
    assert coach.why == text("lesson_opposites_number_why")
    assert (list(table.state.history), table.state.observation(0)) == before
    assert coach.step() is coach.lesson.steps[0]
    # the sun 8 fits no pile: the engine says why, the coach does not speak
    strip = view.fan.strips(len(hand))[hand.index("S8")]
    click(app, strip.center)
    click(app, view.pile_rects[2].center, 2)
    assert coach.refused == 1
    assert table.message == table.refusal(place_action(parse_card("S8"), 2)) != ""
    assert (list(table.state.history), table.state.observation(0)) == before
    follow(app, table, 1)
    assert coach.taken() == 1


def test_the_assano_call_is_asked_for_and_a_play_without_it_explained(tmp_path) -> None:
    """At the step of the second-to-last card, playing it without pressing ASSANO first is a legal
    move (it costs 2): the coach explains the call instead, and nothing is played."""
    app = start_app(tmp_path)
    table = open_lesson(app, "assano")
    coach = table.coach
    call = next(i for i, s in enumerate(coach.lesson.steps) if getattr(s.move, "call", False))
    follow(app, table, call)
    assert coach.target_rect == table.view.call_rect  # the ASSANO button first
    before = (list(table.state.history), table.state.observation(0))
    hand = sorted(table.obs["hand"], key=assano_sort_key())
    click(app, table.view.fan.strips(len(hand))[hand.index("B3")].center, 2)
    assert coach.refused == 1 and coach.why == text("lesson_assano_call_why", name=coach.partner)
    assert (list(table.state.history), table.state.observation(0)) == before
    follow(app, table)
    calls = [m for m in map(table.state.decode, table.state.history) if getattr(m, "call", False)]
    assert len(calls) == 1


def assano_sort_key():
    from scenes.tables.assano.pictures import sort_key

    return sort_key


def view_sort_key():
    from scenes.tables.opposites.pictures import sort_key

    return sort_key


@pytest.mark.parametrize("game_id", GAMES)
def test_esc_leaves_mid_lesson_and_the_lesson_comes_back_at_that_step(tmp_path, game_id: str) -> None:
    app = start_app(tmp_path)
    table = open_lesson(app, game_id)
    found = table.coach.lesson
    middle = len(found.steps) // 2
    follow(app, table, middle)
    reached = list(table.state.history)
    leave(app)
    table = open_lesson(app, game_id, f"Go on learning (step {middle + 1} of {len(found.steps)})")
    assert table.coach.taken() == middle
    assert list(table.state.history) == reached
    assert table.coach.why == text("lesson_resumed", step=middle + 1, steps=len(found.steps))
    follow(app, table)
    assert table.coach.finished()
    # finished: the next time it starts from the beginning
    leave(app)
    table = open_lesson(app, game_id)
    assert table.coach.taken() == 0 and list(table.state.history) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_players_own_game_in_progress_is_untouched_by_a_lesson(tmp_path, game_id: str) -> None:
    app = start_app(tmp_path)
    to_setup(app, game_id)
    click_widget(app, "Start the game", 3)
    real = app.scene
    assert showing(app, "TableScene") and real.coach is None
    play_moves(app, 2)
    wait_until(app, lambda: (tmp_path / "saves" / f"{game_id}.json").exists(), 600, "the autosave")
    leave(app)
    saved = (tmp_path / "saves" / f"{game_id}.json").read_bytes()
    table = open_lesson(app, game_id)
    follow(app, table, 3)
    leave(app)
    assert (tmp_path / "saves" / f"{game_id}.json").read_bytes() == saved
    assert f"resume:{game_id}" in [t.key for t in app.scene.targets()]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_coach_speaks_from_the_catalogue(tmp_path, monkeypatch, game_id: str) -> None:
    """In the test language that accents every catalogued letter, the coach's bubble shows its
    heading and words accented: every sentence of it is a catalogue entry, ready for Danish and
    German."""
    from scenes import language
    from scenes.navigation import To
    from tests.ui_helpers import DrawnText, make_app

    app = make_app(tmp_path)
    language.set_language(language.PSEUDO)
    drawn = DrawnText(monkeypatch)
    table = app.go(To.LESSON, game_id)
    wait_until(app, lambda: learner_waits(table), 600, "the first step")
    run(app, 2)
    coach = table.coach
    words = coach.words(coach.step().say, coach.step())
    assert words != every_string()[coach.step().say].format(name=coach.partner)  # translated, not English
    heading = text("lesson_step", step=1, steps=len(coach.lesson.steps))
    shown = set(drawn.words)
    assert heading in shown
    assert any(len(w) > 10 and words.startswith(w) for w in shown), "the first row of the words is drawn"
    names = [*table.names]
    plain = [w for w in drawn.english(allowed=names) if w in words or w == heading]
    assert plain == []


def test_an_unreadable_lessons_file_is_set_aside_and_the_lessons_start_afresh(tmp_path) -> None:
    """lessons.json cut short: the menu says so, the file is kept aside, the lesson starts at
    its first step and the progress is written anew (versioned)."""
    (tmp_path / "lessons.json").write_text('{"version": 1, "lessons": {"opposites": {"st')
    app = start_app(tmp_path)
    table = open_lesson(app, "opposites")
    assert table.coach.taken() == 0
    assert (tmp_path / "lessons.json.corrupt-1").exists()
    assert any("lessons" in notice for notice in app.store.notices)
    follow(app, table, 1)
    doc = json.loads((tmp_path / "lessons.json").read_text())
    assert doc == {"version": 1, "lessons": {"opposites": {"step": 1, "done": False}}}


def test_learn_to_play_is_on_the_menu_and_offers_each_game_at_the_step_it_reached(tmp_path) -> None:
    """The menu's "Learn to play [L]" asks which game; a lesson left midway is offered to go on."""
    app = start_app(tmp_path)
    key(app, pygame.K_l, 2)
    assert showing(app, "ChoiceScene"), screen(app)
    click_widget(app, "Opposites", 3)
    table = app.scene
    assert showing(app, "TableScene") and table.coach is not None and table.state.spec.id == "opposites"
    steps = len(table.coach.lesson.steps)
    follow(app, table, 2)
    leave(app)
    click(app, app.scene.buttons["learn"].center, 2)  # the button, as a mouse user finds it
    assert showing(app, "ChoiceScene"), screen(app)
    click_widget(app, f"Opposites: go on (step 3 of {steps})", 3)
    assert showing(app, "TableScene") and app.scene.coach.taken() == 2
