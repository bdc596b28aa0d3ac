"""The command line a developer or a curious player uses: simulate and replay any game."""

from __future__ import annotations

import json

import pytest

from game import registry
from game.cli import main
from tests.fixtures import with_fixture_games

KEYS = {
    "game",
    "games",
    "players",
    "wins",
    "win_rate",
    "decisions_per_game",
    "games_per_s",
    "decisions_per_s",
}


@pytest.mark.generic
@pytest.mark.parametrize("game_id", with_fixture_games())
def test_simulate_prints_seat_figures_and_a_json_line(game_id: str, capsys) -> None:
    extra = ["--option", "dexterity=off"] if game_id == "tornado_ellie" else []
    spec = registry.get(game_id)
    players = max(2, spec.min_players)
    code = main(
        ["simulate", game_id, "--players", str(players), "--games", "6", "--seed", "7", "--json", *extra]
    )
    assert code == 0
    out = capsys.readouterr().out.strip().splitlines()
    report = json.loads(out[-1])
    assert set(report) >= KEYS
    assert report["game"] == game_id and report["games"] == 6
    assert len(report["wins"]) == len(report["win_rate"]) == players
    assert sum(report["wins"]) == pytest.approx(6)
    assert any("win rate" in line for line in out)


def test_the_same_seed_gives_the_same_results(capsys) -> None:
    args = [
        "simulate",
        "assano",
        "--players",
        "3",
        "--games",
        "20",
        "--seed",
        "5",
        "--json",
        "--bots",
        "heuristic,random,random",
        "--option",
        "target=100",
    ]
    main(args)
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    main(args)
    second = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert first["wins"] == second["wins"]
    assert first["decisions_per_game"] == second["decisions_per_game"]


def test_seats_rotate_the_start_player(monkeypatch) -> None:
    """With --games 8 and 4 players every seat starts two games."""
    from game import cli

    starts = []
    real = cli.new_match

    def spy(game_id, kinds, seed, options, *rest):
        starts.append(options["start_player"])
        return real(game_id, kinds, seed, options, *rest)

    monkeypatch.setattr(cli, "new_match", spy)
    main(["simulate", "assano", "--players", "4", "--games", "8", "--option", "target=0"])
    assert sorted(starts) == [0, 0, 1, 1, 2, 2, 3, 3]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "assano", "--option", "stackin=true"], "no option 'stackin'"),
        (["simulate", "assano", "--option", "target"], "NAME=VALUE"),
        (["simulate", "assano", "--players", "2", "--bots", "random"], "names 1 bots for 2 players"),
        (["simulate", "assano", "--bots", "genius,random"], "no bot 'genius'"),
        (["simulate", "chess"], "unknown game 'chess'"),
        (["replay", "/nonexistent/save.json"], "cannot read"),
        (
            ["simulate", "elements", "--sheet-file", "x.json", "--option", "sheet=standard"],
            "give the sheet once: --sheet-file or --option sheet=..., not both",
        ),
        (["simulate", "tornado_ellie", "--sheet-file", "x.json"], "--sheet-file is for Elements only, not"),
    ],
)
def test_bad_input_gets_a_clear_message(args: list[str], message: str, capsys) -> None:
    assert main(args) == 2
    assert message in capsys.readouterr().err


def test_the_help_offers_the_variant_sheet_file_a_game_takes(capsys) -> None:
    """A game's option read from a file is a flag of ``simulate``, with the game's own help."""
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert "--sheet-file PATH Elements: a variant score sheet (JSON)" in shown


def test_replay_prints_a_saved_game_move_by_move(tmp_path, capsys) -> None:
    save = tmp_path / "last.json"
    main(["simulate", "assano", "--games", "1", "--seed", "3", "--option", "target=0", "--save", str(save)])
    capsys.readouterr()
    doc = json.loads(save.read_text())
    assert main(["replay", str(save)]) == 0
    out = capsys.readouterr().out.splitlines()
    moves = [line for line in out if ": " in line and line.strip()[0].isdigit()]
    assert len(moves) == len(doc["actions"])
    assert moves[0].strip().endswith(doc["actions"][0])
    assert out[-1].startswith("over: winners")
