"""``python -m game host|join``: a headless host, and a headless computer player that joins.

``host GAME --players N --seats remote,medium,... --port P`` prints its address as a
``ws://HOST:PORT`` URL and its join code, each on a line of its own, plays the game with whoever
joins, and exits 0 when the game ends (``--resume`` takes up the game it saved, after a crash).
``join URL --code C --bot LEVEL`` plays one seat to the end and exits 0. The libraries load only
when a verb runs, so the rest of the command line starts as fast as before.
"""

from __future__ import annotations

import argparse
import asyncio
import secrets
import sys
from pathlib import Path
from typing import Any

from game import registry
from game.core import SEED_MAX, GameError, OptionError, check_seed
from game.messages import register
from game.paths import data_dir

VERBS = ("host", "join")


def add_parsers(verbs: Any) -> None:
    """The two verbs on the command line's parser (``verbs`` is its subparsers)."""
    host = verbs.add_parser("host", help="host a game for computers on the home network")
    host.add_argument("game")
    host.add_argument("--players", type=int, default=2)
    host.add_argument("--seats", help="per seat: remote, or a computer player's level (default all remote)")
    host.add_argument("--port", type=int, default=0, help="the port to listen on (default: any free one)")
    host.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every one)")
    host.add_argument("--no-discovery", action="store_true", help="do not advertise the game (mDNS)")
    host.add_argument("--seed", type=int, help=f"the game's seed (0 to {SEED_MAX}; default random)")
    host.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    host.add_argument("--save", metavar="FILE", help="where the game is kept (default: the data folder)")
    host.add_argument("--resume", action="store_true", help="take up the game kept in the save")
    host.add_argument("--away-bot", default="", metavar="LEVEL", help="a computer player plays away seats")
    host.add_argument("--no-advice", action="store_true", help="the seats may not ask the host for advice")
    host.add_argument("--ping-timeout", type=float, default=10.0, help=argparse.SUPPRESS)
    join = verbs.add_parser("join", help="play a seat of a hosted game with a computer player")
    join.add_argument("url", help="the host's ws://HOST:PORT")
    join.add_argument("--code", help="the host's join code (not needed to come back to a seat)")
    join.add_argument(
        "--bot",
        required=True,
        metavar="LEVEL",
        help="the computer player's level (one that searches the whole game plays on the host only)",
    )
    join.add_argument("--name", default="", help="the seat's name (two joiners on one computer differ)")
    join.add_argument("--seed", type=int, help="the computer player's seed")


def seat_kinds(text: str | None, players: int) -> list[str]:
    from game.net.seats import REMOTE

    kinds = [REMOTE] * players if text is None else [kind.strip() for kind in text.split(",")]
    if len(kinds) != players or not all(kinds):
        raise GameError("net.seats_count", text=text or "", players=players)
    return kinds


def host(args: argparse.Namespace) -> int:
    from game.cli import command_line_options
    from game.net.host import Host, HostConfig, hosted_path

    config = HostConfig(
        args.bind,
        args.port,
        not args.no_discovery,
        args.away_bot,
        ping_timeout=args.ping_timeout,
        advice=not args.no_advice,
    )
    save = Path(args.save) if args.save else hosted_path(data_dir(), args.game)
    if args.resume:
        if not save.is_file():
            raise GameError("net.no_save", path=str(save))
        hosted = Host.resume(save, config, args.game)
    else:
        spec = registry.get(args.game)
        seed = secrets.randbelow(SEED_MAX) if args.seed is None else args.seed
        try:
            check_seed(seed)
        except OptionError as exc:
            raise OptionError("cli.seed", reason=exc.message) from None
        kinds = seat_kinds(args.seats, args.players)
        hosted = Host.new(spec.id, kinds, save, config, command_line_options(spec, args), seed)

    def ready(hosting: Host) -> None:
        print(hosting.url, flush=True)
        print(hosting.code, flush=True)

    result = asyncio.run(hosted.serve(ready))
    print(f"over: winners {result.winners}, scores {result.scores}", flush=True)
    return 0


def join(args: argparse.Namespace) -> int:
    from websockets.exceptions import WebSocketException

    from game.net.client import Client, play_bot

    if not args.url.startswith(("ws://", "wss://")):
        raise GameError("net.bad_url", url=args.url[:80])
    client = Client(args.url, args.code, args.name, args.bot)
    try:
        result = asyncio.run(play_bot(client, args.seed))
    except (OSError, WebSocketException) as exc:
        print(f"error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    print(f"over: winners {result['winners']}, scores {result['scores']}", flush=True)
    return 0


def run(args: argparse.Namespace) -> int:
    return host(args) if args.verb == "host" else join(args)


register(
    {
        "net.seats_count": "--seats '{text}' does not name remote or a level for each of the {players} seats",
        "net.no_save": "there is no hosted game to resume in {path}",
        "net.bad_url": "the host's address is a ws://HOST:PORT URL, not {url}",
    }
)
