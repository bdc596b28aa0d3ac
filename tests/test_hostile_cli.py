"""The command line under faults: bad targets refused before the first game, Ctrl-C keeps the
figures so far, progress only on a terminal, and the small slips of a new user met clearly."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from game import cli
from game.cli import INTERRUPTED, main

QUICK = ["simulate", "assano", "--option", "target=0"]


@pytest.fixture
def games_played(monkeypatch) -> list[int]:
    """Counts the games the command line plays."""
    played: list[int] = []
    real = cli.play_out

    def counting(*args):
        played.append(1)
        return real(*args)

    monkeypatch.setattr(cli, "play_out", counting)
    return played


# -- 6. --save targets ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("missing/x.json", "the folder missing does not exist"),
        ("~/x.json", "a quoted ~ is not your home folder"),
        ("afile/x.json", "afile is not a folder"),
        (".", "it is a folder"),
    ],
)
def test_a_save_target_that_cannot_be_written_is_refused_before_the_first_game(
    target: str, message: str, tmp_path: Path, monkeypatch, capsys, games_played
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "afile").write_text("not a folder")
    assert main([*QUICK, "--games", "3", "--save", target]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: cannot save to") and message in err
    assert games_played == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"], "no folder may be created"


def test_a_save_that_fails_after_the_games_keeps_their_results(tmp_path: Path, monkeypatch, capsys) -> None:
    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(cli.documents, "save", full_disk)
    assert main([*QUICK, "--games", "4", "--save", str(tmp_path / "x.json")]) == 2
    out, err = capsys.readouterr()
    assert "assano: 4 games" in out and "win rate" in out
    assert "No space left on device" in err


def test_a_good_target_in_an_existing_folder_is_written(tmp_path: Path) -> None:
    assert main([*QUICK, "--games", "2", "--save", str(tmp_path / "last.json")]) == 0
    assert json.loads((tmp_path / "last.json").read_text())["game"] == "assano"


# -- 7. Ctrl-C -----------------------------------------------------------------------------------
def interrupt_at(monkeypatch, game: int) -> None:
    real = cli.play_out
    calls = []

    def play(*args):
        calls.append(1)
        if len(calls) == game:
            raise KeyboardInterrupt
        return real(*args)

    monkeypatch.setattr(cli, "play_out", play)


def test_ctrl_c_prints_the_games_finished_so_far_and_exits_130(tmp_path: Path, monkeypatch, capsys) -> None:
    interrupt_at(monkeypatch, 4)
    save = tmp_path / "last.json"
    code = main([*QUICK, "--games", "50", "--json", "--save", str(save)])
    assert code == INTERRUPTED == 130
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "assano: interrupted after 3 of 50 games, 2 players"
    report = json.loads(out[-1])
    assert report["interrupted"] is True and report["games"] == 3 and sum(report["wins"]) == 3
    assert json.loads(save.read_text())["game"] == "assano"  # the last finished game


def test_ctrl_c_before_any_game_finished_says_so(monkeypatch, capsys) -> None:
    interrupt_at(monkeypatch, 1)
    assert main([*QUICK, "--games", "5"]) == INTERRUPTED
    assert "no game finished" in capsys.readouterr().out


# -- 8. progress ---------------------------------------------------------------------------------
class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_shows_on_a_terminal_only_and_never_with_json(monkeypatch, capsys) -> None:
    assert main([*QUICK, "--games", "3"]) == 0
    assert capsys.readouterr().err == "", "piped: no progress"
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert main([*QUICK, "--games", "3"]) == 0
    assert "0/3" in terminal.getvalue() and "game/s" in terminal.getvalue()
    assert "|" not in capsys.readouterr().out, "the bar never goes to stdout"
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert main([*QUICK, "--games", "3", "--json"]) == 0
    assert terminal.getvalue() == ""
    json.loads(capsys.readouterr().out.splitlines()[-1])


def test_the_progress_bar_changes_no_result(monkeypatch, capsys) -> None:
    args = ["simulate", "assano", "--games", "4", "--bots", "heuristic,random", "--option", "target=50"]
    assert main(args) == 0
    piped = capsys.readouterr().out.splitlines()[:-1]  # the last line is the speed
    monkeypatch.setattr("sys.stderr", Terminal())
    assert main(args) == 0
    assert capsys.readouterr().out.splitlines()[:-1] == piped


def test_one_long_game_shows_signs_of_life(monkeypatch) -> None:
    """A single very long match (a high target) shows its decision count as it goes."""
    ticks = iter(range(10**9))
    monkeypatch.setattr(cli.time, "monotonic", lambda: float(next(ticks)))
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert main(["simulate", "assano", "--games", "1", "--option", "target=300"]) == 0
    assert "decisions in this game" in terminal.getvalue()


# -- 9. small slips ------------------------------------------------------------------------------
def test_spaces_around_the_bot_names_are_trimmed(capsys) -> None:
    assert main([*QUICK, "--games", "2", "--bots", "heuristic, random", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["bots"] == ["heuristic", "random"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "-3"], "Assano is for 2 to 10 players, not -3"),
        (["--players", "0", "--bots", "random"], "Assano is for 2 to 10 players, not 0"),
        (["--save", ""], "--save needs a file name"),
        (["--bots", "heuristic,,random"], "empty bot name"),
        (["--games", "0"], "--games must be at least 1"),
        (["--sheet-file", "x.json"], "--sheet-file is for Elements only"),
    ],
)
def test_slips_get_the_right_message(args: list[str], message: str, capsys, games_played) -> None:
    assert main([*QUICK, *args]) == 2
    assert message in capsys.readouterr().err
    assert games_played == []


def test_a_broken_save_given_to_replay_is_one_line(tmp_path: Path, capsys) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nested too deeply" in err
