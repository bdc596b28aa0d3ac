"""What guards a hosted game: the join code, the seats' tokens, the per-connection rate, and what
of them the save keeps (so a host killed mid-game resumes with the same code and seats).

A token is given to its joiner once and kept on the host only as its SHA-256, so the save holds
no secret that would let a reader take a seat. Codes and tokens come from :mod:`secrets` and are
compared in constant time.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from dataclasses import dataclass
from typing import Any

from game.core import FormatError
from game.messages import register

REMOTE = "remote"
"""The seat kind of a person (or a headless player) on another computer."""
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""No 0/O or 1/I: a code is read aloud across a room and typed on another computer."""
CODE_LENGTH = 6
"""32**6, about a thousand million codes, against at most :data:`TRIES_IN_ALL` guesses."""
TRIES_PER_CONNECTION = 3
"""Wrong codes (or unknown tokens) before the host closes that connection."""
TRIES_IN_ALL = 100
"""Wrong codes the host takes in all; then joining is closed (seats with a token still return)."""


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def same_code(given: str, code: str) -> bool:
    return secrets.compare_digest(given.strip().upper().encode(), code.encode())


def clean_name(name: str, fallback: str) -> str:
    """A joiner's name as the table shows it: printable characters, trimmed, at most 40."""
    text = "".join(ch for ch in name if ch.isprintable()).strip()[:40]
    return text or fallback


@dataclass
class NetSeat:
    """A seat of a hosted game: ``kind`` is :data:`REMOTE` or the level of a computer player on the
    host; a remote seat has the hash of its token once joined, and the level its joiner declared
    if it is a headless computer player (the world turns for it as that level does)."""

    kind: str
    name: str
    token: str = ""
    level: str = ""

    @property
    def remote(self) -> bool:
        return self.kind == REMOTE

    @property
    def taken(self) -> bool:
        return bool(self.token)

    def holds(self, token: str) -> bool:
        return self.taken and secrets.compare_digest(token_hash(token), self.token)

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "name": self.name, "token": self.token, "level": self.level}


def net_meta(session: str, code: str, port: int, seats: list[NetSeat]) -> dict[str, Any]:
    """The ``net`` part of a hosted game's save meta."""
    return {"session": session, "code": code, "port": port, "seats": [seat.to_json() for seat in seats]}


def read_net_meta(meta: Any, players: int) -> tuple[str, str, int, list[NetSeat]]:
    """(session, code, port, seats) from a hosted game's save; FormatError when it holds none or
    a malformed one."""
    net = meta.get("net") if isinstance(meta, dict) else None
    if not isinstance(net, dict):
        raise FormatError("net.not_hosted")
    session, code, port, rows = net.get("session"), net.get("code"), net.get("port"), net.get("seats")
    fine = (
        isinstance(session, str)
        and isinstance(code, str)
        and len(code) == CODE_LENGTH
        and isinstance(port, int)
        and 0 <= port < 65536
        and isinstance(rows, list)
        and len(rows) == players
    )
    seats = []
    for row in rows if fine else []:
        if not isinstance(row, dict) or not all(
            isinstance(row.get(k), str) for k in ("kind", "name", "token", "level")
        ):
            fine = False
            break
        seats.append(NetSeat(row["kind"][:40], row["name"][:40], row["token"][:64], row["level"][:20]))
    if not fine:
        raise FormatError("net.bad_save")
    return session, code, port, seats


class Bucket:
    """A connection's allowance of messages: ``burst`` at once, refilled at ``rate`` a second and by
    one whenever the host asks that connection to decide (so a seat playing fast is never cut
    short, and a flood is)."""

    def __init__(self, burst: int = 64, rate: float = 16.0) -> None:
        self.burst = burst
        self.rate = rate
        self.tokens = float(burst)
        self.last = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def grant(self) -> None:
        self.tokens = min(self.burst, self.tokens + 1)


QUESTIONS_BURST, QUESTIONS_RATE = 24, 6.0
"""Questions (advice, why-not) a connection may ask at once, and a second after that."""


def questions_bucket() -> Bucket:
    """A connection's allowance of questions, apart from its moves'."""
    return Bucket(burst=QUESTIONS_BURST, rate=QUESTIONS_RATE)


register(
    {
        "net.not_hosted": "the save is not of a hosted game",
        "net.bad_save": "the hosted game's save does not say who sits where",
    }
)
