"""Motion as a person sees it, through real frames: the dice tumble before they show, a click
lands any motion, motion holds input 0.3 s at most, the turn's rim glides to the next seat, and
with the animations off everything is simply there."""

from __future__ import annotations

import itertools

import pygame
import pytest

from scenes.table import TableScene
from scenes.tables.tornado_ellie.pictures import card_face, card_words_fit
from scenes.ui.anim import HOLD_SECONDS
from tests import ui_helpers as ui
from tests.ui_helpers import click, make_app, run


@pytest.fixture(autouse=True)
def quick_helper(tmp_path, monkeypatch):
    monkeypatch.setenv("STORMTABLE_DATA", str(tmp_path))
    monkeypatch.setattr(
        "game.elements.hint.hint_for", lambda obs, legal, wait=False: [(a, 1.0) for a in legal]
    )


def elements_table(tmp_path, pace: str) -> tuple:
    app = make_app(tmp_path, (1280, 800))
    app.settings.anim_speed = pace
    table = TableScene.new(app, "elements", ui.seats(["human", "heuristic"]), {}, seed=2)
    app.show(table)
    return app, table


def die_pixels(app, table) -> list[tuple[int, int, int]]:
    """The colour a person sees on each die's place in the tray (left of its symbol)."""
    surface = pygame.display.get_surface()
    out = []
    for rect in table.view.die_rects:
        at = (rect.left + int(rect.width * 0.15), rect.centery)
        out.append(tuple(surface.get_at(at))[:3])
    return out


def test_the_dice_tumble_through_changing_faces_then_show_the_roll(tmp_path) -> None:
    app, table = elements_table(tmp_path, "normal")
    run(app)
    seen, flying = [], set()
    for _ in range(300):
        if not table.flights.busy():
            break
        surface = pygame.display.get_surface()
        for tumble in table.flights.items:
            if tumble.clock > tumble.delay:  # the rolling die where it is drawn now
                x, y = tumble.rect().center
                flying.add(tuple(surface.get_at((x - tumble.end.width // 4, y)))[:3])
        run(app)
        seen.append(die_pixels(app, table))
    run(app, 2)
    rest = die_pixels(app, table)
    assert len(seen) >= 30, "the roll is over before a person could see it"
    assert len(flying) >= 4, f"the rolling dice show no changing faces: {flying}"
    assert seen[0] != rest and len(set(map(tuple, seen))) >= 4, "the rolled faces show at once"
    run(app, 5)
    assert die_pixels(app, table) == rest, "the dice move on after they came to rest"
    # with the animations off the same roll shows at once, from the first frames
    still_app, still = elements_table(tmp_path / "still", "off")
    run(still_app, 2)
    assert not still.flights.busy() and die_pixels(still_app, still) == rest


def test_a_click_lands_the_rolling_dice(tmp_path) -> None:
    app, table = elements_table(tmp_path, "slow")
    run(app, 4)
    assert table.flights.busy()
    click(app, (3, 3), frames=2)
    assert not table.flights.busy(), "a click does not land the roll"
    rest = die_pixels(app, table)
    run(app, 5)
    assert die_pixels(app, table) == rest, "the dice still move after the click"


def test_motion_holds_the_persons_input_for_0_3_seconds_at_most(tmp_path) -> None:
    """A slow deal is still flying, yet after 0.3 s the hand's cards take a click: the click lands
    the deal and plays the card."""
    app = make_app(tmp_path, (1280, 800))
    app.settings.anim_speed = "slow"
    for seed in range(1, 40):  # a deal where the person plays first
        table = TableScene.new(app, "assano", ui.seats(["human", "heuristic", "heuristic"]), {}, seed=seed)
        if table.state.current_player() == 0:
            break
    app.show(table)
    run(app, 2)
    assert table.deciding() and table.flights.busy()
    assert [t.key for t in table.targets()] == ["pause"], "the first frames of the deal take clicks"
    run(app, int(HOLD_SECONDS * 60) + 2)
    assert table.flights.busy(), "the slow deal is over already: nothing to check"
    cards = [t for t in table.targets() if t.key != "pause"]
    assert cards, "the person's targets are still held after 0.3 s of motion"
    played = len(table.state.history)
    click(app, cards[0].rect.center, frames=2)
    assert len(table.state.history) > played, "a click after the hold did not act"


def test_the_turns_rim_glides_from_seat_to_seat(tmp_path) -> None:
    app = make_app(tmp_path, (1280, 800))
    app.settings.anim_speed = "normal"
    app.settings.bot_speed = "fast"
    table = TableScene.new(app, "opposites", ui.seats(["heuristic", "heuristic", "human"]), {}, seed=4)
    app.show(table)
    run(app, 2)
    ui.dealt(app, table)
    rims = []
    for _ in range(2000):
        run(app)
        rims += [f for f in table.flights.items if isinstance(f.dest, tuple) and f.dest[0] == "turn"]
        if rims:
            break
    assert rims, "the turn passed without its rim moving"
    rim = rims[0]
    boxes = table.view.turn_boxes(table.obs)
    assert rim.end == boxes[rim.dest[1]] and rim.start != rim.end
    run(app, 8)
    if rim in table.flights.items:
        assert rim.rect() not in (rim.start, rim.end), "the rim jumps instead of gliding"


def test_a_small_tornado_card_never_clips_its_word(tmp_path) -> None:
    """German 'Schweine' on a seat box's small card: too wide to fit whole at the 12 px floor, so
    the card shows its animals alone; a large card writes the word."""
    from scenes import language

    language.set_language("de")
    try:
        name = _pig_card()
        assert not card_words_fit(name, (40, 62))
        assert card_words_fit(name, (140, 210))
        small = card_face(name, (40, 62))
        bottom = [tuple(small.get_at((x, 58)))[:3] for x in range(1, 39)]
        assert len(set(bottom)) <= 3, "something is written across the small card's foot"
    finally:
        language.set_language("en")


def _pig_card() -> str:
    from game.tornado_ellie.cards import FACES

    return next(face.text for face in FACES if face.species == "pig" and not face.special)


def test_the_column_zooms_out_and_back_smoothly_never_in_a_jump() -> None:
    """What fell far off makes the view zoom out, and the next turn zooms back in: both eased over
    frames (each frame a small step, the steps smallest at the ends), never one jump."""
    from physics.simulation import Pose
    from scenes.tables.tornado_ellie.column import ColumnPainter

    painter = ColumnPainter()
    painter.fit(pygame.Rect(0, 0, 300, 700), [("card", 0.0)])
    base = painter.scale
    painter.follow([Pose("cow", 400.0, 0.0, 0.0)], 0.0)
    assert painter.scale == base and painter.target < base * 0.6
    for goal in (painter.target, base):
        if goal == base:
            painter.unzoom()
        scales = [painter.scale]
        while painter.ease(1 / 60):
            scales.append(painter.scale)
        scales.append(painter.scale)
        steps = [abs(b - a) for a, b in itertools.pairwise(scales)]
        assert len(scales) >= 20 and scales[-1] == goal
        assert max(steps) < abs(goal - scales[0]) / 10, "the view zooms in a jump"
        assert steps[0] < max(steps) and steps[-1] < max(steps), "the zoom is not eased"
