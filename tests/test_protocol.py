"""Every registered game keeps the engine protocol's promises (runs for games added later too)."""

from __future__ import annotations

import copy
import json
import random

import pytest

from game import documents, registry
from game.core import FormatError, OptionError, Termination
from tests.fixtures import with_fixture_games
from tests.protocol_checks import play_checked, random_options, snapshot

GAMES = with_fixture_games()
FAST = {"tornado_ellie": {"dexterity": "off"}}
"""Options that keep these protocol sweeps quick; the physics is tested on its own."""


def new_random_game(game_id: str, seed: int):
    spec = registry.get(game_id)
    rng = random.Random(seed)
    players = rng.randint(spec.min_players, min(spec.max_players, 6))
    options = {**random_options(game_id, players, rng), **FAST.get(game_id, {})}
    if game_id == "assano":
        options["target"] = rng.choice([0, 0, 0, 40])
    return spec.new_game(players, options, seed), rng


@pytest.mark.generic
@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_random_games_keep_the_protocol(game_id: str, seed: int) -> None:
    """Listed actions apply, others are refused unchanged, JSON round-trips, every game ends."""
    state, rng = new_random_game(game_id, seed)
    play_checked(state, rng)


@pytest.mark.generic
@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_is_fully_given_by_its_setup_and_actions(game_id: str) -> None:
    """Determinism: the same seed and actions give the same game; in a game of chance another seed
    another deal (the start player fixed), in a game without chance the same game."""
    state, rng = new_random_game(game_id, 11)
    play_checked(state, rng, deep_every=10**9)
    doc = state.to_json()
    again = registry.get(game_id).new_game(doc["players"], doc["options"], doc["seed"])
    for text in doc["actions"]:
        again.apply_text(text)
    assert snapshot(again) == snapshot(state)
    spec = registry.get(game_id)
    fixed = {**doc["options"], "start_player": 0}
    fresh = [spec.new_game(doc["players"], fixed, s) for s in range(5)]
    starts = {json.dumps([s.observation(p) for p in range(s.players)], sort_keys=True) for s in fresh}
    if spec.chance:
        assert len(starts) > 1, "the seed must change the deal"
    else:
        assert len(starts) == 1, "a game without chance must not depend on its seed"
        play_checked(fresh[0], random.Random(11))
        for other in fresh[1:]:
            for action in fresh[0].history:
                other.apply(action)
            assert snapshot(other)[1:] == snapshot(fresh[0])[1:] and other.result() == fresh[0].result()


@pytest.mark.generic
@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_says_why_it_ended_as_one_typed_reason(game_id: str) -> None:
    """The result names the end as a Termination (tables compare it, never read text): one member
    per stored name, kept by a copy of the result and by reading the stored name back."""
    state, rng = new_random_game(game_id, 2)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    ended = state.result().termination
    assert isinstance(ended, Termination)
    assert copy.deepcopy(state.result()).termination is ended
    assert Termination(json.loads(json.dumps(ended.value))) is ended


@pytest.mark.generic
@pytest.mark.parametrize("game_id", GAMES)
def test_unknown_options_and_player_counts_are_refused_by_name(game_id: str) -> None:
    spec = registry.get(game_id)
    with pytest.raises(OptionError, match="no option 'colour_of_the_sky'"):
        spec.new_game(spec.min_players, {"colour_of_the_sky": "blue"})
    with pytest.raises(OptionError, match="players"):
        spec.new_game(spec.max_players + 1)
    with pytest.raises(OptionError, match="start_player"):
        spec.new_game(spec.min_players, {"start_player": spec.max_players + 3})
    for opt in spec.options:
        if opt.choices:
            with pytest.raises(OptionError, match=opt.name):
                spec.new_game(spec.min_players, {opt.name: "no-such-value"})


def test_an_unknown_game_is_refused_with_the_list() -> None:
    with pytest.raises(OptionError, match=r"unknown game 'chess'.*assano"):
        registry.get("chess")


@pytest.mark.generic
@pytest.mark.parametrize("game_id", GAMES)
def test_corrupt_or_tampered_saves_are_refused_clearly(game_id: str, tmp_path) -> None:
    """A save that is not JSON, has the wrong format, a newer version, or an action that the game
    never allowed is refused with a message that says which; the file is left alone."""
    state, rng = new_random_game(game_id, 3)
    for _ in range(5):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    path = tmp_path / "save.json"
    documents.save(state, path)
    assert snapshot(documents.load(path)) == snapshot(state)

    doc = json.loads(path.read_text())
    cases = {
        "not a JSON document": "{ this is not json",
        "not a Stormtable game": json.dumps({**doc, "format": "chess-pgn"}),
        "newer than this program": json.dumps({**doc, "version": 99}),
        "field 'seed' is missing": json.dumps({k: v for k, v in doc.items() if k != "seed"}),
        "cannot be replayed": json.dumps({**doc, "actions": [*doc["actions"], "fly to the moon"]}),
        "no option": json.dumps({**doc, "options": {**doc["options"], "cheat": True}}),
        "wrong type": json.dumps({**doc, "players": "four"}),
    }
    for message, text in cases.items():
        bad = tmp_path / "bad.json"
        bad.write_text(text)
        with pytest.raises(FormatError, match=message):
            documents.load(bad)
        assert bad.read_text() == text
    with pytest.raises(FormatError, match="cannot read"):
        documents.load(tmp_path / "missing.json")


def test_saving_is_atomic(tmp_path, monkeypatch) -> None:
    """A failure while writing leaves the previous save intact and no stray files."""
    state = registry.get("assano").new_game(2, {}, 1)
    path = tmp_path / "auto.json"
    documents.save(state, path)
    good = path.read_text()
    state.apply(state.legal_actions()[0])

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(documents, "dumps", broken)
    with pytest.raises(OSError):
        documents.save(state, path)
    assert path.read_text() == good
    assert [p.name for p in tmp_path.iterdir()] == ["auto.json"]
