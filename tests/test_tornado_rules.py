"""Tornado Ellie rules, one test per rule sentence of the rulebook and the product's readings.

Positions are rigged from a fresh game: named cards are moved into hands, onto the table and to
the top of the draw pile (with chosen storm-damage backs); every other card stays in the pile.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from game.core import WORLD, FormatError, IllegalAction, OptionError
from game.tornado_ellie.cards import FACE_TEXTS, KINDS
from game.tornado_ellie.rules import SPEC, TornadoEllieState
from tests.tornado_helpers import census

Pile = Sequence[str | tuple[str, tuple[str, ...]]]


def rig(
    players: int = 2,
    hands: Sequence[Sequence[str]] = (),
    table: Sequence[str] = (),
    pile: Pile = (),
    turn: int = 0,
    duty: str | None = None,
    direction: int = 1,
    dexterity: str = "off",
    pile_size: int | None = None,
    **options: Any,
) -> TornadoEllieState:
    """A position with the named cards placed; ``pile`` lists cards up to the top (last).

    ``pile_size`` keeps only that many other cards under the named ones (the rest leave the game).
    """
    state = SPEC.new_game(players, {"dexterity": dexterity, "start_player": turn, **options}, seed=7)
    assert isinstance(state, TornadoEllieState)
    free = [c for c in range(len(FACE_TEXTS)) if c not in state.column_ids]

    def take(name: str) -> int:
        card = next(c for c in free if FACE_TEXTS[c] == name)
        free.remove(card)
        return card

    state.hands = [[take(n) for n in hand] for hand in hands] + [[] for _ in range(players - len(hands))]
    state.table = [take(n) for n in table]
    top = []
    for entry in pile:
        name, back = (entry, None) if isinstance(entry, str) else entry
        card = take(name)
        if back is not None:
            state.backs[card] = back
        top.append(card)
    keep = len(free) if pile_size is None else pile_size
    state.out_played = free[keep:]
    state.pile = free[:keep] + top
    state.turn = state.pointing = turn
    state.duty = duty
    state.direction = direction
    state.phase = "play"
    state._legal = None
    return state


def do(state: TornadoEllieState, *texts: str) -> None:
    for text in texts:
        state.apply_text(text)


def legal(state: TornadoEllieState) -> set[str]:
    return set(state.legal_texts())


def cards_total(state: TornadoEllieState) -> int:
    return sum(census(state)["cards"].values())


# -- set-up ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_four_cards_each_farms_of_three_and_a_face_down_card_on_the_disk(players: int) -> None:
    """Set-up: four cards each, 3 houses/cows/trees per farm, the rest of 12 of each in the open
    supply, and the column starts as the disk with one face-down card from the pile."""
    state = SPEC.new_game(players, {"dexterity": "off"}, seed=players)
    assert all(len(h) == 4 for h in state.hands)
    assert state.farms == [{"house": 3, "cow": 3, "tree": 3}] * players
    assert state.supply == {k: 12 - 3 * players for k in KINDS}
    assert state.column == [("card", 0.0)]
    assert len(state.pile) == 90 - 4 * players - 1


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players: int) -> None:
    """Tornado Ellie is played by 2 to 4 players."""
    with pytest.raises(OptionError, match="2 to 4 players"):
        SPEC.new_game(players)


def test_options_are_exactly_those_rulings_lists() -> None:
    """Options: track (inner/outer, default inner), dexterity (physics/off, default physics),
    rotation_seconds (default 3, 0 = none) and the start player."""
    defaults = SPEC.validate_options({}, 2)
    assert defaults == {
        "start_player": "random",
        "track": "inner",
        "dexterity": "physics",
        "rotation_seconds": 3,
    }
    assert SPEC.option("track").choices == ("inner", "outer")
    assert SPEC.option("dexterity").choices == ("physics", "off")
    assert SPEC.validate_options({"rotation_seconds": "0"}, 3)["rotation_seconds"] == 0
    for bad in ({"track": "middle"}, {"dexterity": "on"}, {"rotation_seconds": -1}, {"speed": 2}):
        with pytest.raises(OptionError):
            SPEC.validate_options(bad, 2)


def test_start_player_option_picks_the_first_player() -> None:
    """The start player is chosen in the setup (random by default)."""
    for seat in range(3):
        state = SPEC.new_game(3, {"start_player": seat, "dexterity": "off"}, seed=11)
        assert state.current_player() == seat and state.table == []


# -- suitable cards ----------------------------------------------------------------------------
def test_suitable_same_species_any_number() -> None:
    """A suitable card shows the same species as the last played card (any number)."""
    state = rig(hands=[["pig1", "pig9", "sheep3"]], table=["pig5"])
    assert legal(state) == {"play pig1", "play pig9"}


def test_suitable_other_species_needs_more_animals() -> None:
    """Another species is suitable only with more animals than the last played card."""
    state = rig(hands=[["sheep5", "sheep6", "hen4", "cow9"]], table=["pig5"])
    assert legal(state) == {"play sheep6", "play cow9"}


def test_special_card_only_on_the_same_species() -> None:
    """A special card is suitable only if it shows the same species, whatever its number."""
    state = rig(hands=[["sheep4-lightning", "hen4-cloud", "pig2-cloud", "pig4-lightning"]], table=["pig3"])
    assert legal(state) == {"play pig2-cloud", "play pig4-lightning"}


def test_the_rounds_first_card_is_free() -> None:
    """The round's first card is free: any card of the hand may open the round."""
    state = rig(hands=[["pig1", "sheep9", "cow2-lightning", "hen4-cloud"]])
    assert legal(state) == {"play pig1", "play sheep9", "play cow2-lightning", "play hen4-cloud"}


def test_a_suitable_card_held_must_be_played() -> None:
    """A player who holds a suitable card must play one: neither rotating nor taking damage is open."""
    state = rig(hands=[["pig7", "hen2"]], table=["pig5"])
    assert legal(state) == {"play pig7"}
    with pytest.raises(IllegalAction, match="Play a card first"):
        state.apply_text("rotate")


def test_without_a_suitable_card_the_player_takes_storm_damage() -> None:
    """A player with no suitable card suffers storm damage (also with an empty hand)."""
    for hand in (["hen2", "sheep3"], []):
        state = rig(hands=[["cow6"], hand], table=["pig4"], pile=[("pig8", ("house",))])
        do(state, "play cow6", "rotate")
        assert state.phase == "stack" and state.current_player() == 1
        assert state.owed == ["house"]


def test_playing_a_card_and_rotating_to_the_next_farm() -> None:
    """After playing a suitable card the player rotates the tornado to the next player's farm."""
    state = rig(players=3, hands=[["pig7"], ["pig8"]], table=["pig5"])
    do(state, "play pig7")
    assert legal(state) == {"rotate"}
    do(state, "rotate")
    assert state.current_player() == 1 and state.pointing == 1


# -- lightning -----------------------------------------------------------------------------------
def test_lightning_player_does_not_rotate() -> None:
    """Flash of lightning: the player does not rotate; the next player must answer at once."""
    state = rig(hands=[["pig2-lightning"], ["pig5", "hen2-lightning"]])
    do(state, "play pig2-lightning")
    assert state.current_player() == 1 and state.duty == "lightning" and state.pointing == 0


def test_lightning_is_answered_by_any_lightning_card() -> None:
    """A lightning is answered with any lightning card, no matter what animals it shows; other
    cards, even of the same species, are not an answer."""
    state = rig(hands=[["pig2-lightning"], ["pig5", "pig2-cloud", "hen2-lightning", "cow4-lightning"]])
    do(state, "play pig2-lightning")
    assert legal(state) == {"play hen2-lightning", "play cow4-lightning"}
    with pytest.raises(IllegalAction, match="answer it with a lightning card"):
        state.apply_text("play pig5")


def test_lightning_victim_rotates_to_own_farm_and_takes_storm_damage() -> None:
    """Without a lightning card the next player rotates the tornado to their own farm and suffers
    storm damage."""
    state = rig(players=3, hands=[["pig2-lightning"], ["pig5"]], pile=[("pig9", ("cow", "tree"))])
    do(state, "play pig2-lightning")
    assert legal(state) == {"rotate"}
    do(state, "rotate")
    assert state.phase == "stack" and state.stacker == 1 and state.owed == ["cow", "tree"]
    assert state.pointing == 1


def test_answered_lightning_passes_on_and_the_victim_rotates_several_steps() -> None:
    """An answered lightning passes the duty on in the direction of play; the victim rotates the
    tornado from where it stands to their own farm (two steps here: 2 x 90 degrees)."""
    state = rig(players=4, hands=[["pig2-lightning"], ["cow2-lightning"], ["pig5"]], dexterity="physics")
    do(state, "play pig2-lightning", "play cow2-lightning")
    assert state.current_player() == 2 and legal(state) == {"rotate"}
    do(state, "rotate")
    request = state.world_request()
    assert request["kind"] == "rotation" and request["rotator"] == 2 and request["angle"] == 180.0


def test_lightning_chain_can_come_round_to_the_first_lightning_player() -> None:
    """The chain can go an entire round and strike the player who played the first lightning:
    that player turns the tornado a full circle to their own farm."""
    state = rig(
        players=3,
        hands=[["pig2-lightning", "pig9"], ["sheep4-lightning"], ["hen2-lightning"]],
        dexterity="physics",
    )
    do(state, "play pig2-lightning", "play sheep4-lightning", "play hen2-lightning")
    assert state.current_player() == 0 and legal(state) == {"rotate"}
    do(state, "rotate")
    assert state.world_request()["angle"] == 360.0
    do(state, "stood")
    assert state.phase == "stack" and state.stacker == 0


# -- single animal ------------------------------------------------------------------------------
def test_single_animal_next_player_plays_then_turns_up_a_suitable_card_and_rotates_on() -> None:
    """After a one-animal card the next player plays a suitable card from hand, then turns up the
    top card of the draw pile and plays it on top; if it is suitable they rotate on."""
    state = rig(players=3, hands=[["pig1"], ["pig3", "hen1"], ["pig9"]], pile=["pig6"])
    do(state, "play pig1", "rotate")
    assert state.duty == "single" and legal(state) == {"play pig3"}
    do(state, "play pig3")
    assert [FACE_TEXTS[c] for c in state.table] == ["pig1", "pig3", "pig6"]
    assert state.observation(2)["turned_up"] == "pig6"
    assert legal(state) == {"rotate"} and state.current_player() == 1
    do(state, "rotate")
    assert state.current_player() == 2


def test_single_animal_unsuitable_turned_up_card_means_storm_damage() -> None:
    """If the turned-up card is not suitable the player suffers storm damage."""
    state = rig(hands=[["pig1"], ["pig3"]], pile=[("cow2", ("house",)), "sheep2"])
    do(state, "play pig1", "rotate", "play pig3")
    assert FACE_TEXTS[state.table[-1]] == "sheep2"
    assert state.phase == "stack" and state.stacker == 1 and state.owed == ["house"]


def test_single_animal_without_a_suitable_hand_card_is_storm_damage_at_once() -> None:
    """A single-animal victim with no suitable card in hand suffers storm damage (no card is turned up)."""
    state = rig(hands=[["hen1"], ["pig1"]], pile=[("sheep5", ("tree",))])
    do(state, "play hen1", "rotate")
    assert state.phase == "stack" and state.owed == ["tree"] and len(state.table) == 1


def test_only_the_last_card_of_a_turn_passes_its_duty_on() -> None:
    """Only the last card a player plays in a turn gives its lightning or single-animal duty."""
    state = rig(players=3, hands=[["pig1"], ["pig1"], ["hen1"]], pile=["pig5"])
    do(state, "play pig1", "rotate", "play pig1", "rotate")
    assert state.current_player() == 2 and state.duty is None  # the turned-up pig5 was last

    state = rig(players=3, hands=[["pig1"], ["pig5"], ["pig9"]], pile=["pig1"])
    do(state, "play pig1", "rotate", "play pig5", "rotate")
    assert state.current_player() == 2 and state.duty == "single"  # the turned-up pig1

    state = rig(players=3, hands=[["pig1"], ["pig2-lightning"], ["pig9"]], pile=["pig4"])
    do(state, "play pig1", "rotate", "play pig2-lightning")
    assert state.phase == "rotate" and state.duty is None  # lightning from hand was not last

    state = rig(players=3, hands=[["pig1"], ["pig3"], ["hen2-lightning"]], pile=["pig4-lightning"])
    do(state, "play pig1", "rotate", "play pig3")
    assert state.current_player() == 2 and state.duty == "lightning"  # turned-up lightning strikes


# -- cloud -----------------------------------------------------------------------------------------
def test_cloud_reverses_direction_of_play_and_rotation() -> None:
    """Cloud: the direction of play is reversed, and the tornado turns the other way."""
    state = rig(players=4, hands=[["pig2-cloud"], [], [], ["pig5"]], dexterity="physics")
    do(state, "play pig2-cloud", "rotate")
    assert state.world_request()["angle"] == -90.0
    do(state, "stood")
    assert state.current_player() == 3 and state.direction == -1


def test_every_cloud_reverses_again() -> None:
    """Until another cloud is played and the wind reverses its direction again."""
    state = rig(players=3, hands=[["sheep2-cloud"], [], ["sheep4-cloud", "pig9"]])
    do(state, "play sheep2-cloud", "rotate", "play sheep4-cloud", "rotate")
    assert state.direction == 1 and state.current_player() == 0


# -- storm damage ----------------------------------------------------------------------------------
def test_storm_damage_is_read_from_the_top_card_back_visible_to_all() -> None:
    """The storm damage is shown on the back of the top card of the draw pile, for everyone."""
    state = rig(players=3, hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig8", ("house", "cow"))])
    assert all(state.observation(s)["top_back"] == ["house", "cow"] for s in range(3))
    do(state, "play cow6", "rotate")
    assert state.owed == ["house", "cow"]


def test_victim_stacks_pieces_in_chosen_order_each_followed_by_a_card() -> None:
    """The victim stacks the pieces in any order; each piece is followed by a card, the checked
    card first, at the same offset as the piece."""
    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("house", "tree"))])
    checked = state.pile[-1]
    do(state, "play cow6", "rotate")
    assert legal(state) == {f"place {k} {x / 20:.2f}" for k in ("house", "tree") for x in range(-10, 11)}
    do(state, "place tree -0.15")
    assert state.column[-2:] == [("tree", -0.15), ("card", -0.15)]
    assert state.column_ids[-1] == checked
    assert legal(state) == {f"place house {x / 20:.2f}" for x in range(-10, 11)}
    do(state, "place house 0.50")
    assert state.column[-2:] == [("house", 0.5), ("card", 0.5)]
    assert state.farms[1] == {"house": 2, "cow": 3, "tree": 2}


def test_refill_to_four_only_after_storm_damage() -> None:
    """Players refill to four cards only after storm damage; playing alone never draws."""
    state = rig(hands=[["cow6", "pig1"], ["hen2", "sheep5"]], table=["pig4"], pile=[("pig7", ("cow",))])
    do(state, "play cow6", "rotate")
    assert [len(h) for h in state.hands] == [1, 2]
    do(state, "place cow 0.00")
    assert [len(h) for h in state.hands] == [4, 4]


def test_refill_goes_in_turn_order_from_the_victim() -> None:
    """Refilling goes in turn order from the victim (it matters when the pile runs short)."""
    state = rig(
        players=3,
        hands=[["cow6"], ["hen2"], ["pig2"]],
        table=["pig4"],
        pile=[("pig7", ("cow",))],
        pile_size=4,
    )
    do(state, "play cow6", "rotate")
    do(state, "place cow 0.00")
    assert [len(h) for h in state.hands] == [0, 4, 2]  # victim 1 first, then 2, then 0
    assert state.is_over()


def test_the_rounds_played_cards_leave_the_game() -> None:
    """After the storm damage the round's played cards are out of the game."""
    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("cow",))])
    played = [*state.table, state.hands[0][0]]
    out_before = len(state.out_played)
    do(state, "play cow6", "rotate", "place cow 0.00")
    assert state.table == [] and state.out_played[out_before:] == played


def test_the_victim_starts_the_next_round() -> None:
    """The player who suffered storm damage starts the next round with any card."""
    state = rig(players=3, hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("cow",))])
    do(state, "play cow6", "rotate", "place cow 0.00")
    assert state.current_player() == 1 and state.phase == "play" and state.table == []
    assert len(state.legal_actions()) == len(set(FACE_TEXTS[c] for c in state.hands[1]))


# -- the physical world ----------------------------------------------------------------------------
def test_physics_rotation_is_a_world_node_with_the_request() -> None:
    """With dexterity=physics a rotation waits for the world; the request says who turns, how far,
    on which track, in how many seconds, and what stands on the column."""
    for players, angle in ((2, 180.0), (3, 120.0), (4, 90.0)):
        state = rig(
            players=players,
            hands=[["pig7"]],
            table=["pig5"],
            dexterity="physics",
            track="outer",
            rotation_seconds=5,
        )
        do(state, "play pig7", "rotate")
        assert state.current_player() == WORLD
        assert state.world_request() == {
            "kind": "rotation",
            "rotator": 0,
            "angle": angle,
            "track": "outer",
            "time_limit": 5,
            "column": [["card", 0.0]],
        }
        assert state.legal_texts() == ["stood"]


def test_physics_settle_after_each_placement() -> None:
    """After each piece and its card the world settles the column (dexterity=physics)."""
    state = rig(
        hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("cow", "tree"))], dexterity="physics"
    )
    do(state, "play cow6", "rotate", "stood")
    do(state, "place cow 0.10")
    request = state.world_request()
    assert request["kind"] == "settle" and request["rotator"] == 1 and request["angle"] == 0.0
    assert request["column"] == [["card", 0.0], ["cow", 0.1], ["card", 0.1]]
    do(state, "stood at 0.000 0.120 0.080")
    assert state.column == [("card", 0.0), ("cow", 0.12), ("card", 0.08)]
    assert state.phase == "stack" and state.owed == ["tree"]


def test_dexterity_off_has_no_world_nodes() -> None:
    """dexterity=off: rotations and placements resolve as if nothing moved."""
    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("cow",))])
    do(state, "play cow6", "rotate", "place cow -0.05")
    assert state.column == [("card", 0.0), ("cow", -0.05), ("card", -0.05)]
    with pytest.raises(IllegalAction):
        state.world_request()


def collapse_position(**kwargs: Any) -> TornadoEllieState:
    """Three players; seat 1 lost a house and a cow before, seat 2 never lost anything. The column
    holds the base card, seat 1's house and cow with their cards; seat 0 is about to rotate."""
    state = rig(
        players=3, hands=[["pig7"], ["hen2"], ["cow3"]], table=["pig5"], dexterity="physics", **kwargs
    )
    cards = [state.pile.pop(0), state.pile.pop(0)]
    state.column += [("house", 0.0), ("card", 0.0), ("cow", 0.05), ("card", 0.05)]
    state.column_ids += [-1, cards[0], -1, cards[1]]
    state.farms[1] = {"house": 2, "cow": 2, "tree": 3}
    state.lost_before[1] = True
    return state


def test_collapse_what_fell_leaves_the_column() -> None:
    """A collapse: every card that fell is out of the game, every piece goes to the open supply."""
    state = collapse_position(pile=[("pig9", ("tree",))])
    fallen_card = state.column_ids[4]
    do(state, "play pig7", "rotate", "fell 3 4")
    assert state.column[:3] == [("card", 0.0), ("house", 0.0), ("card", 0.0)]
    assert fallen_card in state.out_fallen and state.supply["cow"] == 4
    assert cards_total(state) == 90


def test_collapse_rotator_takes_storm_damage_then_insurance_then_rotator_starts() -> None:
    """The rotator takes storm damage; then each other player who lost pieces before takes one lost
    piece from the supply in turn order (seat 2 never lost any: nothing); refill; the rotator starts."""
    state = collapse_position(pile=[("pig9", ("tree",))])
    do(state, "play pig7", "rotate", "fell 3 4")
    assert state.phase == "stack" and state.stacker == 0 and state.owed == ["tree"]
    do(state, "place tree 0.00", "stood")
    assert state.phase == "insure" and state.current_player() == 1
    assert legal(state) == {"insure house", "insure cow"}
    do(state, "insure cow")
    assert state.farms[1] == {"house": 2, "cow": 3, "tree": 3}
    assert state.farms[2] == {"house": 3, "cow": 3, "tree": 3}
    assert state.current_player() == 0 and state.table == [] and all(len(h) == 4 for h in state.hands)


def test_insurance_with_one_possible_kind_is_taken_without_asking() -> None:
    """A player who can take only one kind gets it at once (the supply lacks the others)."""
    state = collapse_position(pile=[("pig9", ("tree",))])
    state.supply["house"] = 0
    do(state, "play pig7", "rotate", "fell 3 4", "place tree 0.00", "stood")
    assert state.farms[1]["cow"] == 3 and state.current_player() == 0


def test_insurance_never_gives_a_fourth_piece_of_a_kind() -> None:
    """A player who lost pieces before but holds three of every kind available gets nothing."""
    state = collapse_position(pile=[("pig9", ("tree",))])
    state.farms[2] = {"house": 3, "cow": 3, "tree": 2}
    state.lost_before[2] = True
    state.supply["tree"] = 0
    state.supply["house"] = 0
    do(state, "play pig7", "rotate", "fell 3 4", "place tree 0.00", "stood")
    assert state.farms[2] == {"house": 3, "cow": 3, "tree": 2}  # only cows are left: no fourth


def test_insurance_goes_in_turn_order() -> None:
    """The insurance pays in turn order from the rotator: with one cow left, seat 1 gets it first."""
    state = collapse_position(pile=[("pig9", ("house",))])
    state.farms[2] = {"house": 3, "cow": 2, "tree": 3}
    state.lost_before[2] = True
    state.supply = {"house": 0, "cow": 0, "tree": 3}
    do(state, "play pig7", "rotate", "fell 3", "place house 0.00", "stood")
    assert state.farms[1]["cow"] == 3 and state.farms[2]["cow"] == 2


def test_lightning_victim_who_collapses_takes_storm_damage_once() -> None:
    """A lightning victim whose rotation collapses the column takes storm damage only once."""
    state = rig(hands=[["pig2-lightning"], ["hen3"]], pile=[("cow5", ("tree",)), "pig9"], dexterity="physics")
    do(state, "play pig2-lightning", "rotate", "fell 0")
    assert state.stacker == 1 and state.owed == ["tree"]
    do(state, "place tree 0.00", "stood")
    assert state.farms[1] == {"house": 3, "cow": 3, "tree": 2}
    assert state.current_player() == 1 and state.table == []


def test_collapse_on_an_empty_disk_lays_a_base_card_before_the_damage() -> None:
    """On an empty disk the rotator first lays a face-down card from the draw pile, then the damage
    is read from the next card."""
    state = rig(
        hands=[["pig7"]],
        table=["pig5"],
        pile=[("sheep9", ("cow",)), ("hen9", ("house",))],
        dexterity="physics",
    )
    base = state.pile[-1]
    do(state, "play pig7", "rotate", "fell 0")
    assert state.column == [("card", 0.0)] and state.column_ids == [base]
    assert state.owed == ["cow"]


def test_collapse_while_stacking_insurance_pays_and_the_victim_goes_on() -> None:
    """A collapse while a victim stacks: what fell leaves the column, the insurance pays the others,
    the victim takes no extra damage and stacks what is still owed on what is left."""
    state = rig(
        players=3,
        hands=[["cow6"], ["hen2"]],
        table=["pig4"],
        pile=[("pig7", ("house", "tree"))],
        dexterity="physics",
    )
    state.farms[2] = {"house": 3, "cow": 3, "tree": 2}
    state.lost_before[2] = True
    do(state, "play cow6", "rotate", "stood", "place tree 0.20")
    do(state, "fell 1 2")
    assert state.column == [("card", 0.0)] and state.supply["tree"] == 3
    assert state.farms[2]["tree"] == 3  # insured at once
    assert state.phase == "stack" and state.stacker == 1 and state.owed == ["house"]
    do(state, "place house 0.00", "stood")
    assert state.farms[1] == {"house": 2, "cow": 3, "tree": 2}
    assert state.current_player() == 1 and state.table == []


def test_world_outcomes_are_validated() -> None:
    """Only items on the column can fall; malformed outcomes are refused with the reason and
    change nothing."""
    state = rig(hands=[["pig7"]], table=["pig5"], dexterity="physics")
    do(state, "play pig7", "rotate")
    before = state.to_json()
    cases = {
        "fell 1": "not on the column",
        "fell 0 0": "ascending",
        "stood at 0.1 0.2": "2 offsets given for the 1 item that remains",
        "stood at 2.5": "outside",
        "stood at nan": "not a finite number",
    }
    for text, reason in cases.items():
        with pytest.raises(IllegalAction, match=reason):
            state.apply_text(text)
        assert state.to_json() == before
    with pytest.raises(IllegalAction, match="physical world answers only with an outcome"):
        state.apply_text("rotate")
    do(state, "stood at 0.004")
    assert state.column == [("card", 0.004)]


def test_outcomes_are_refused_away_from_the_world() -> None:
    """Outcomes come from the world only after a rotation or a placement."""
    state = rig(hands=[["pig7"]], table=["pig5"])
    with pytest.raises(IllegalAction, match="physical world"):
        state.apply_text("stood")


# -- end and scoring -------------------------------------------------------------------------------
def test_game_ends_when_the_last_card_leaves_the_draw_pile() -> None:
    """The game ends as soon as the draw pile is used up (here by turning up the last card)."""
    state = rig(hands=[["pig1"], ["pig3"]], pile=["pig6"], pile_size=0)
    do(state, "play pig1", "rotate", "play pig3")
    assert state.is_over() and state.pile == []
    assert state.result().detail["reason"] == "the draw pile is used up"


def test_stacking_is_completed_only_as_far_as_the_cards_allow() -> None:
    """If the last card leaves the pile while stacking, the pieces with no card left to follow
    them are not given and the game ends."""
    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("house", "tree"))], pile_size=0)
    do(state, "play cow6", "rotate", "place tree 0.00")
    assert state.is_over() and state.farms[1] == {"house": 3, "cow": 3, "tree": 2}


def test_game_ends_when_a_player_cannot_cover_the_damage_who_is_not_scored() -> None:
    """A player who cannot give all the required pieces ends the game, returns everything to the
    supply and takes no part in the scoring."""
    state = rig(players=3, hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("house", "cow"))])
    state.farms[1] = {"house": 3, "cow": 0, "tree": 3}
    state.farms[2] = {"house": 0, "cow": 0, "tree": 0}
    do(state, "play cow6", "rotate")
    assert state.is_over()
    assert state.farms[1] == {"house": 0, "cow": 0, "tree": 0} and state.supply["house"] == 6
    result = state.result()
    assert result.detail["excluded"] == 1 and 1 not in result.winners and result.winners == [0]


def test_a_player_who_loses_the_last_piece_goes_on_playing() -> None:
    """A player who covers the damage with the last piece stays in the game."""
    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("house",))])
    state.farms[1] = {"house": 1, "cow": 0, "tree": 0}
    do(state, "play cow6", "rotate", "place house 0.00")
    assert not state.is_over() and state.current_player() == 1


def test_score_one_point_per_piece_and_two_per_complete_set() -> None:
    """Each piece scores 1 point; each complete set of 3 houses, 3 cows or 3 trees 2 more."""
    state = rig(
        players=3, hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("house",))], pile_size=0
    )
    state.farms = [
        {"house": 0, "cow": 0, "tree": 2},
        {"house": 2, "cow": 0, "tree": 0},
        {"house": 0, "cow": 3, "tree": 0},
    ]
    do(state, "play cow6", "rotate", "place house 0.00")
    result = state.result()
    assert result.scores == [2.0, 1.0, 5.0] and result.winners == [2]


def test_ties_share_the_win() -> None:
    """Most points wins; tied players share the win."""
    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("house",))], pile_size=0)
    state.farms = [{"house": 2, "cow": 3, "tree": 0}, {"house": 3, "cow": 3, "tree": 0}]
    do(state, "play cow6", "rotate", "place house 0.00")
    assert state.result().scores == [7.0, 7.0] and state.result().winners == [0, 1]


# -- text forms, observation, determinization -----------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "play pig3",
        "play cow2-lightning",
        "rotate",
        "place house -0.15",
        "place tree 0.50",
        "insure cow",
        "stood",
        "fell 5 6",
        "fell 0 at 0.010 -0.020",
        "stood at 0.000",
    ],
)
def test_action_text_round_trip(text: str) -> None:
    """Every action has a stable text form that reads back to the same action."""
    state = rig()
    assert state.action_text(state.parse_action(text)) == text


@pytest.mark.parametrize(
    "text, reason",
    [
        ("play pig10", "not a Tornado Ellie card"),
        ("place barn 0.1", "not a farm piece"),
        ("place house 0.12", "not one of"),
        ("place house 2.05", "not one of"),
        ("fell", "needs the indices"),
        ("fell x", "whole-number"),
        ("stood 3", "takes no indices"),
        ("jump", "not a Tornado Ellie action"),
        ("stood at", "needs the offsets"),
        ("", "empty"),
    ],
)
def test_bad_action_text_is_refused_clearly(text: str, reason: str) -> None:
    with pytest.raises(FormatError, match=reason):
        rig().parse_action(text)


def test_illegal_actions_are_explained_in_game_terms() -> None:
    state = rig(hands=[["pig7", "sheep3"]], table=["pig5"])
    for text, reason in (
        ("play hen9", "You do not hold 9 hens"),
        ("play sheep3", "3 sheep does not fit on 5 pigs"),
        ("place house 0.00", "only when you take storm damage"),
        ("insure cow", "only after the tornado column collapses"),
    ):
        with pytest.raises(IllegalAction, match=reason):
            state.apply_text(text)


def test_observation_shows_public_information_and_only_the_own_hand() -> None:
    """Observation: public column, farms, supply, played cards, top back, direction, duty, hand
    counts of the others; the own hand only."""
    state = rig(players=3, hands=[["pig7", "hen2"], ["sheep1"], ["cow3", "cow4", "cow5"]], table=["pig5"])
    obs = state.observation(1)
    assert obs["hand"] == ["sheep1"] and obs["hand_sizes"] == [2, 1, 3]
    assert obs["table"] == ["pig5"] and obs["column"] == [["card", 0.0]] and obs["duty"] is None
    text = repr(obs)
    assert "pig7" not in text and "cow4" not in text
    assert "pile" not in obs and obs["draw_pile"] == len(state.pile)


def test_determinize_redeals_hidden_cards_keeping_what_the_player_sees() -> None:
    """Hands of the others and the pile order are dealt again; the visible top back stays."""
    import random

    state = SPEC.new_game(3, {"dexterity": "off"}, seed=3)
    seen = state.observation(0)
    changed = False
    for seed in range(10):
        other = state.determinize(0, random.Random(seed))
        assert other.observation(0) == seen
        assert sorted(other.pile + other.column_ids + [c for h in other.hands for c in h]) == sorted(
            state.pile + state.column_ids + [c for h in state.hands for c in h]
        )
        assert other.hands[0] == state.hands[0] and other.backs[other.pile[-1]] == state.top_back()
        changed |= other.hands[1] != state.hands[1]
    assert changed


def test_observation_shows_the_world_request_and_hides_the_column_cards() -> None:
    """While the world resolves, every player sees the request; the column's cards lie face down."""
    state = rig(hands=[["pig7"]], table=["pig5"], dexterity="physics")
    do(state, "play pig7", "rotate")
    obs = state.observation(1)
    assert obs["current"] == WORLD and obs["world"] == state.world_request()
    assert obs["dexterity"] == "physics" and obs["column"] == [["card", 0.0]]


def test_steps_out_of_order_are_explained() -> None:
    """A victim must stack before playing; a lightning victim holding a lightning must answer."""
    state = rig(hands=[["cow6"], ["hen2"]], table=["pig4"], pile=[("pig7", ("cow",))])
    do(state, "play cow6")
    with pytest.raises(IllegalAction, match="now rotate the tornado"):
        state.apply_text("play pig1")
    do(state, "rotate")
    with pytest.raises(IllegalAction, match="first stack your storm damage"):
        state.apply_text("play hen2")
    with pytest.raises(IllegalAction, match="asks for cow, not house"):
        state.apply_text("place house 0.00")
    state = rig(hands=[["pig2-lightning"], ["hen2-lightning"]])
    do(state, "play pig2-lightning")
    with pytest.raises(IllegalAction, match="must answer the lightning"):
        state.apply_text("rotate")
