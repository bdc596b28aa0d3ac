"""Building the column world (physics/column.py, shapes.py, statics.py) and the column at rest."""

from __future__ import annotations

import random

import pytest

from game.tornado_ellie.actions import step_offset
from game.tornado_ellie.bots import PLACE_NOISE, aimed_step
from physics import shapes
from physics.column import ColumnWorld, mass_properties
from physics.live import run_settle
from physics.simulation import ColumnSim
from physics.stacking import stacked_column
from physics.statics import support_margins


def test_pieces_have_distinct_shapes_and_plausible_sizes_and_masses() -> None:
    """Houses, cows and trees have distinct shapes; cards are thin and wide."""
    outlines = {kind: shapes.OUTLINES[kind] for kind in ("house", "cow", "tree")}
    assert len(set(outlines.values())) == 3
    card_width = 2 * shapes.half_extent("card")
    assert shapes.height("card") < card_width / 30
    for kind in ("house", "cow", "tree"):
        assert card_width / 4 < 2 * shapes.half_extent(kind) < card_width
        assert shapes.height(kind) > 10 * shapes.height("card")
    masses = {kind: mass_properties(kind)[0] for kind in shapes.KINDS}
    assert masses["house"] > masses["cow"] > masses["tree"] > masses["card"]
    assert shapes.height("tree") > shapes.height("house") > shapes.height("cow")


def test_items_are_stacked_in_order_with_their_offsets() -> None:
    """The disk, then the cards and pieces in order, each at its offset in card widths."""
    column = [("card", 0.0), ("house", 0.1), ("card", 0.1), ("cow", -0.05), ("card", -0.05)]
    world = ColumnWorld(column)
    ys = [body.position.y for body in world.items]
    assert ys[0] == pytest.approx(0.0)  # the first card lies on the disk top
    assert ys == sorted(ys)
    assert ys[2] == pytest.approx(shapes.height("card") + shapes.height("house"))
    for (_, offset), body in zip(column, world.items, strict=True):
        assert body.position.x == pytest.approx(offset * shapes.CARD_WIDTH)


def test_a_piece_placed_beside_the_card_below_drops_onto_what_is_under_it() -> None:
    world = ColumnWorld([("card", -0.5), ("tree", 0.6)])
    assert world.items[1].position.y == pytest.approx(0.0)  # on the disk, not on the card


def test_bad_items_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown column item 'pig'"):
        ColumnWorld([("pig", 0.0)])
    with pytest.raises(ValueError, match="not a number"):
        ColumnWorld([("card", float("nan"))])


def test_a_load_beyond_its_support_falls_when_it_settles() -> None:
    """Statics decide: a column whose centre of mass lies outside a support cannot stand."""
    leaning = [("card", 0.0), ("tree", 0.0), ("card", 0.0), ("house", 0.3), ("card", 0.3)]
    margins = support_margins(leaning)
    first_bad = next(i for i, margin in enumerate(margins) if margin < 0)
    assert first_bad == 2  # the card on the tree carries the house beyond the tree top
    assert run_settle(leaning).fallen == (2, 3, 4)
    straight = [("card", 0.0), ("tree", 0.0), ("card", 0.0), ("house", 0.05), ("card", 0.05)]
    assert min(support_margins(straight)) > 0
    assert run_settle(straight).fallen == ()


COLUMNS = [(5, 0), (5, 1), (5, 2), (11, 0), (11, 1), (21, 0), (21, 1), (31, 0), (41, 0), (41, 1)]
"""Heights and seeds of the stacked columns, one test each (so the workers of a run share them)."""


@pytest.mark.parametrize(("height", "seed"), COLUMNS)
def test_every_buildable_column_stands_at_rest_for_a_minute(height: int, seed: int) -> None:
    """Columns stacked as the game stacks them stand still for 60 simulated seconds."""
    column = stacked_column(height, seed)
    sim = ColumnSim(column)
    start = sim.poses()
    sim.rest(60.0)
    assert sim.fallen() == []
    top_before, top_after = start[-1], sim.poses()[-1]
    assert abs(top_after.x - top_before.x) < 5.0  # no creeping either (mm)


def test_a_column_stacked_through_the_settle_outcomes_stands_for_a_minute() -> None:
    """The game's own loop: place as an average bot aims, settle, drop what fell, go on."""
    rng = random.Random(7)
    column: list[tuple[str, float]] = [("card", 0.0)]
    while len(column) < 21:
        top = column[-1][1] if column else 0.0
        offset = step_offset(aimed_step(top, PLACE_NOISE["average"], rng))
        placed = [*column, (rng.choice(("house", "cow", "tree")), offset), ("card", offset)]
        _, fallen, offsets = run_settle(placed).action()
        kept = [item for i, item in enumerate(placed) if i not in fallen]
        column = [(kind, x) for (kind, _), x in zip(kept, offsets or (), strict=True)]
    sim = ColumnSim(column)
    sim.rest(60.0)
    assert sim.fallen() == []
