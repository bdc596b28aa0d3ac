"""The command line: ``python -m game simulate|replay|games``; the same verbs serve every game."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from game import documents, registry
from game.bots import bot_kinds
from game.core import GameError, shares
from game.play import new_match, play_out


def parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise GameError(f"--option takes NAME=VALUE, got '{pair}'")
        options[name.strip()] = value.strip()
    return options


def simulate(args: argparse.Namespace) -> dict[str, Any]:
    """Play ``--games`` games between bots, rotating the start seat fairly."""
    spec = registry.get(args.game)
    kinds = args.bots.split(",") if args.bots else ["random"] * args.players
    if len(kinds) != args.players:
        raise GameError(f"--bots names {len(kinds)} bots for {args.players} players")
    options = parse_options(args.option)
    spec.validate_options(options, args.players)
    if args.games < 1:
        raise GameError("--games must be at least 1")
    wins = [0.0] * args.players
    scores = [0.0] * args.players
    decisions = 0
    start = time.perf_counter()
    for index in range(args.games):
        game_options = dict(options)
        if "start_player" not in options:
            game_options["start_player"] = index % args.players
        state, bots, world = new_match(args.game, kinds, args.seed + index, game_options)
        play_out(state, bots, world)
        if args.save and index == args.games - 1:
            documents.save(state, args.save, {"bots": kinds})
        decisions += len(state.history)
        result = state.result()
        for seat, credit in enumerate(shares(result.winners, args.players)):
            wins[seat] += credit
            scores[seat] += result.scores[seat]
    elapsed = max(time.perf_counter() - start, 1e-9)
    return {
        "game": spec.id,
        "games": args.games,
        "players": args.players,
        "bots": kinds,
        "wins": wins,
        "win_rate": [w / args.games for w in wins],
        "mean_score": [s / args.games for s in scores],
        "decisions_per_game": decisions / args.games,
        "games_per_s": args.games / elapsed,
        "decisions_per_s": decisions / elapsed,
    }


def print_simulation(report: dict[str, Any], as_json: bool) -> None:
    print(f"{report['game']}: {report['games']} games, {report['players']} players")
    for seat, kind in enumerate(report["bots"]):
        print(
            f"  seat {seat} {kind:>10}: wins {report['wins'][seat]:8.1f}  "
            f"win rate {report['win_rate'][seat]:6.1%}  mean score {report['mean_score'][seat]:8.1f}"
        )
    print(f"  decisions per game {report['decisions_per_game']:.1f}")
    print(f"  {report['games_per_s']:.1f} games/s, {report['decisions_per_s']:.0f} decisions/s")
    if as_json:
        print(json.dumps(report))


def replay(args: argparse.Namespace) -> None:
    """Print a saved game move by move, replaying and validating every action."""
    final = documents.load(args.file)
    doc = final.to_json()
    state = registry.get(doc["game"]).new_game(doc["players"], doc["options"], doc["seed"])
    print(f"{state.spec.name}, {state.players} players, seed {state.seed}, options {doc['options']}")
    for number, action in enumerate(final.history, 1):
        seat = state.current_player()
        who = "world" if seat < 0 else f"seat {seat}"
        print(f"{number:5d}  {who:>8}: {state.action_text(action)}")
        state.apply(action)
    if state.is_over():
        result = state.result()
        print(f"over: winners {result.winners}, scores {result.scores}")
    else:
        print("(game not finished)")


def list_games() -> None:
    for spec in registry.all_specs():
        print(f"{spec.id:15} {spec.name} ({spec.min_players}-{spec.max_players} players)")
        print(f"{'':15} bots: {', '.join(bot_kinds(spec.id))}")
        for opt in spec.options:
            allowed = f" [{', '.join(map(str, opt.choices))}]" if opt.choices else ""
            print(f"{'':15} --option {opt.name}={opt.default}{allowed}  {opt.description}")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description="Stormtable rules engine")
    verbs = parser.add_subparsers(dest="verb", required=True)
    sim = verbs.add_parser("simulate", help="play games between computer players")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bots", help="comma-separated bot kinds, one per seat (default random)")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sim.add_argument("--json", action="store_true", help="end with one JSON line")
    sim.add_argument("--save", metavar="FILE", help="save the last game (JSON) for replay")
    rep = verbs.add_parser("replay", help="replay a saved game move by move")
    rep.add_argument("file")
    verbs.add_parser("games", help="list the games, their bots and options")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.verb == "simulate":
            print_simulation(simulate(args), args.json)
        elif args.verb == "replay":
            replay(args)
        else:
            list_games()
    except GameError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader (e.g. `head`) has seen enough
        sys.stderr.close()
    return 0
