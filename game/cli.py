"""The command line: ``python -m game simulate|replay|games``; the same verbs serve every game.

Faults end in one line on stderr and exit code 2, checked before the first game where possible
(a bad ``--save`` target included). Ctrl-C during ``simulate`` prints the figures of the games
finished so far, marked as interrupted, and exits 130. A long run shows a progress bar on stderr
when stderr is a terminal, never with ``--json`` and never when piped.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from game import documents, messages, registry
from game.bots import Bot, bot_kinds
from game.core import SEED_MAX, GameError, GameSpec, OptionError, State, check_seed, shares
from game.messages import english
from game.net import cli as net_cli
from game.play import new_match, play_out

INTERRUPTED = 130
"""The exit code after Ctrl-C (128 + SIGINT), as shells expect."""


def parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise GameError("cli.option_pair", pair=pair)
        options[name.strip()] = value.strip()
    return options


def file_flags() -> dict[str, dict[str, registry.FileOption]]:
    """The ``--<option>-file`` flags the games declare (:attr:`game.registry.GameEntry.file_options`):
    by option name, the games that take it and how each reads the file."""
    flags: dict[str, dict[str, registry.FileOption]] = {}
    for entry in registry.entries(unlisted=True):
        for name, option in entry.file_options.items():
            flags.setdefault(name, {})[entry.id] = option
    return flags


def command_line_options(spec: GameSpec, args: argparse.Namespace) -> dict[str, Any]:
    """The ``--option`` values as the game takes them, and the options given as files
    (``--<option>-file``) read into their content."""
    options: dict[str, Any] = {
        name: spec.option(name).from_command_line(value) for name, value in parse_options(args.option).items()
    }
    for name, games in file_flags().items():
        path = getattr(args, f"{name}_file", None)
        if path is None:
            continue
        flag = f"{name}-file"
        if spec.id not in games:
            owners = " or ".join(registry.get(game_id).name for game_id in games)
            raise GameError("cli.file_option_game", flag=flag, owner=owners, game=spec.name)
        if name in options:
            raise GameError("cli.file_option_twice", option=name, flag=flag)
        options[name] = registry.load(games[spec.id].reader)(path)
    return options


def bot_list(text: str | None, players: int) -> list[str]:
    """The ``--bots`` kinds, one per seat, spaces around the commas trimmed."""
    if text is None:
        return ["random"] * players
    kinds = [kind.strip() for kind in text.split(",")]
    if any(not kind for kind in kinds):
        raise GameError("cli.bots_empty_name", text=text)
    if len(kinds) != players:
        raise GameError("cli.bots_count", count=len(kinds), players=players)
    return kinds


class _Counted:
    """A bot that ticks the progress bar at each decision; everything else is the bot's own."""

    def __init__(self, bot: Bot, tick: Any) -> None:
        self._bot = bot
        self._tick = tick
        self.wants_observation = bot.wants_observation

    def choose(self, observation: Any, legal: list[Any]) -> Any:
        self._tick()
        return self._bot.choose(observation, legal)

    def __getattr__(self, name: str) -> Any:  # the world may read a bot's hand and generator
        return getattr(self._bot, name)


class Progress:
    """A tqdm bar on stderr (games done, decisions of the game in play), or nothing at all."""

    REFRESH_EVERY = 512
    """Decisions between looks at the clock while one long game runs."""

    def __init__(self, games: int, shown: bool) -> None:
        self.bar = None
        self.decisions = 0
        if shown:
            from tqdm import tqdm

            self.bar = tqdm(total=games, unit="game", file=sys.stderr, dynamic_ncols=True, leave=False)
            self._last = time.monotonic()

    def wrap(self, bots: list[Bot]) -> list[Any]:
        return bots if self.bar is None else [_Counted(bot, self.tick) for bot in bots]

    def tick(self) -> None:
        self.decisions += 1
        if self.decisions % self.REFRESH_EVERY == 0 and self.bar is not None:
            now = time.monotonic()
            if now - self._last > 0.5:
                self._last = now
                self.bar.set_postfix_str(f"{self.decisions} decisions in this game", refresh=False)
                self.bar.refresh()

    def game_done(self) -> None:
        self.decisions = 0
        if self.bar is not None:
            self.bar.update(1)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def prepare_bots(state: State, kinds: list[str], shown: bool) -> None:
    """The game's own preparation of its computer players before the first game (its registry
    entry's ``prepare_bots``: a player's solved tables made ready), if it has one."""
    hook = registry.entry(state.spec.id).prepare_bots
    if hook:
        registry.load(hook)(state, kinds, shown)


def simulate(args: argparse.Namespace) -> dict[str, Any]:
    """Play ``--games`` games between bots, rotating the start seat fairly. Everything the user
    gave is checked before the first game; Ctrl-C stops early with the games finished so far."""
    spec = registry.get(args.game)
    if args.players is None:
        args.players = spec.default_players
    if not spec.min_players <= args.players <= spec.max_players:
        raise OptionError(
            "core.player_count",
            game=spec.name,
            minimum=spec.min_players,
            maximum=spec.max_players,
            players=args.players,
        )
    if args.games < 1:
        raise GameError("cli.games_at_least_one")
    kinds = bot_list(args.bots, args.players)
    options = command_line_options(spec, args)
    spec.validate_options(options, args.players)
    try:
        check_seed(args.seed)
    except OptionError as exc:
        raise OptionError("cli.seed", reason=exc.message) from None
    if args.seed + args.games - 1 > SEED_MAX:
        last = args.seed + args.games - 1
        raise OptionError("cli.seed_overflow", games=args.games, seed=last, maximum=SEED_MAX)
    if args.save is not None and not args.save.strip():
        raise GameError("cli.save_needs_name")
    save_to = None if args.save is None else documents.check_target(args.save)

    wins = [0.0] * args.players
    scores = [0.0] * args.players
    decisions = 0
    finished = 0
    last: State | None = None
    shown = not args.json and sys.stderr.isatty()
    first = registry.get(args.game).new_game(args.players, {"start_player": 0, **options}, args.seed)
    prepare_bots(first, kinds, shown)
    progress = Progress(args.games, shown=shown)
    start = time.perf_counter()
    try:
        for index in range(args.games):
            game_options = dict(options)
            if "start_player" not in options:
                game_options["start_player"] = index % args.players
            state, bots, world = new_match(args.game, kinds, args.seed + index, game_options)
            for bot in bots:  # a search's time cap is for the window; here the budget alone decides,
                if hasattr(bot, "seconds"):  # so the same seed gives the same games on any machine
                    bot.seconds = None
                if hasattr(bot, "wait_for_table"):  # and a table player never falls back (prepared above)
                    bot.wait_for_table = True
            play_out(state, progress.wrap(bots), world)
            last = state
            decisions += len(state.history)
            result = state.result()
            for seat, credit in enumerate(shares(result.winners, args.players)):
                wins[seat] += credit
                scores[seat] += result.scores[seat]
            finished += 1
            progress.game_done()
        interrupted = False
    except KeyboardInterrupt:
        interrupted = True
    finally:
        progress.close()
    elapsed = max(time.perf_counter() - start, 1e-9)
    played = max(finished, 1)
    report = {
        "game": spec.id,
        "games": finished,
        "games_requested": args.games,
        "interrupted": interrupted,
        "players": args.players,
        "bots": kinds,
        "wins": wins,
        "win_rate": [w / played for w in wins],
        "mean_score": [s / played for s in scores],
        "decisions_per_game": decisions / played,
        "games_per_s": finished / elapsed,
        "decisions_per_s": decisions / elapsed,
    }
    if save_to is not None and last is not None:
        report["saved"] = str(save_to)
        try:
            documents.save(last, save_to, {"bots": kinds})
        except OSError as exc:
            report["saved"] = None
            report["save_error"] = str(documents.cannot_save(save_to, exc))
    return report


def print_simulation(report: dict[str, Any], as_json: bool) -> None:
    if report["interrupted"]:
        print(
            f"{report['game']}: interrupted after {report['games']} of {report['games_requested']} games, "
            f"{report['players']} players"
        )
    else:
        print(f"{report['game']}: {report['games']} games, {report['players']} players")
    if report["games"]:
        for seat, kind in enumerate(report["bots"]):
            print(
                f"  seat {seat} {kind:>10}: wins {report['wins'][seat]:8.1f}  "
                f"win rate {report['win_rate'][seat]:6.1%}  mean score {report['mean_score'][seat]:8.1f}"
            )
        print(f"  decisions per game {report['decisions_per_game']:.1f}")
        print(f"  {report['games_per_s']:.1f} games/s, {report['decisions_per_s']:.0f} decisions/s")
    else:
        print("  no game finished")
    if as_json:
        print(json.dumps(report))


def describe_options(options: dict[str, Any]) -> str:
    """Options for a heading: data values (a variant sheet) by their name, not their content."""
    shown = []
    for name, value in options.items():
        if isinstance(value, dict):
            label = value.get("name") or "unnamed"
            value = f"{label!r} (carried in the save)"
        shown.append(f"{name}={value}")
    return ", ".join(shown)


def replay(args: argparse.Namespace) -> None:
    """Print a saved game move by move, replaying and validating every action."""
    final = documents.load(args.file)
    doc = final.to_json()
    state = registry.get(doc["game"]).new_game(doc["players"], doc["options"], doc["seed"])
    options = describe_options(doc["options"])
    print(f"{state.spec.name}, {state.players} players, seed {state.seed}, options {options}")
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
            print(f"{'':15} --option {opt.name}={opt.default}{allowed}  {english(opt.description, {})}")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description="Stormtable rules engine")
    verbs = parser.add_subparsers(dest="verb", required=True)
    sim = verbs.add_parser("simulate", help="play games between computer players")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, help="seats (default: two where the game allows)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0, help=f"seed of the first game (0 to {SEED_MAX})")
    sim.add_argument("--bots", help="comma-separated bot kinds, one per seat (default random)")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    for name, games in file_flags().items():
        helps = "; ".join(option.help for option in games.values())
        sim.add_argument(f"--{name}-file", metavar="PATH", help=helps)
    sim.add_argument("--json", action="store_true", help="end with one JSON line")
    sim.add_argument("--save", metavar="FILE", help="save the last game (JSON) for replay")
    rep = verbs.add_parser("replay", help="replay a saved game move by move")
    rep.add_argument("file")
    verbs.add_parser("games", help="list the games, their bots and options")
    net_cli.add_parsers(verbs)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.verb in net_cli.VERBS:
            return net_cli.run(args)
        if args.verb == "simulate":
            report = simulate(args)
            print_simulation(report, args.json)
            if report.get("save_error"):
                print(f"error: {report['save_error']}", file=sys.stderr)
                return 2
            if report["interrupted"]:
                return INTERRUPTED
        elif args.verb == "replay":
            replay(args)
        else:
            list_games()
    except GameError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:  # the reader (e.g. `head`) has seen enough
        sys.stderr.close()
    return 0


messages.register(
    {
        "cli.option_pair": "--option takes NAME=VALUE, got '{pair}'",
        "cli.file_option_game": "--{flag} is for {owner} only, not {game}",
        "cli.file_option_twice": "give the {option} once: --{flag} or --option {option}=..., not both",
        "cli.bots_empty_name": "--bots has an empty bot name in '{text}' (e.g. --bots heuristic,random)",
        "cli.bots_count": "--bots names {count} bots for {players} players",
        "cli.games_at_least_one": "--games must be at least 1",
        "cli.seed": "--seed: {reason}",
        "cli.seed_overflow": "--seed: game {games} would use the seed {seed}, "
        "over the largest seed {maximum}",
        "cli.save_needs_name": "--save needs a file name",
    }
)
