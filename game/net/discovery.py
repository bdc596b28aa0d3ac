"""Finding games on the home network with mDNS/DNS-SD (the ``zeroconf`` library): a host
advertises its game while it hosts, and only then; ``browse`` lists the games advertised now.

What another computer advertises is data only: each property is cut short, numbers that do not
read as numbers count as 0, and nothing of it is run.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from dataclasses import dataclass
from typing import Any

from zeroconf import InterfaceChoice, InterfacesType, IPVersion, ServiceStateChange, get_all_addresses
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from game.net.protocol import VERSION

SERVICE = "_stormtable._tcp.local."
"""The DNS-SD service type of a hosted Stormtable game."""
MAX_PROPERTY = 64


@dataclass(frozen=True)
class HostedGame:
    """A game a host on the network advertises: its title, where to join, what it is."""

    title: str
    url: str
    game: str
    players: int
    free: int
    """Seats still waiting for a joiner."""


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other computers can reach (loopback left out)."""
    return sorted(a for a in get_all_addresses() if not a.startswith("127."))


class Advertisement:
    """A hosted game's DNS-SD record, registered while hosting and withdrawn after."""

    def __init__(self, interfaces: InterfacesType = InterfaceChoice.All) -> None:
        self.interfaces = interfaces
        self._zeroconf: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None

    async def start(self, addresses: list[str], port: int, properties: dict[str, Any]) -> None:
        title = f"{properties['game']} on {socket.gethostname()} port {port}"[:60]
        self._zeroconf = AsyncZeroconf(interfaces=self.interfaces, ip_version=IPVersion.V4Only)
        self._info = AsyncServiceInfo(
            SERVICE,
            f"{title}.{SERVICE}",
            addresses=[socket.inet_aton(a) for a in addresses],
            port=port,
            properties={k: str(v) for k, v in {**properties, "version": VERSION}.items()},
            server=f"{socket.gethostname()}.local.",
        )
        await self._zeroconf.async_register_service(self._info)

    async def update(self, properties: dict[str, Any]) -> None:
        """New properties (the free seats changed)."""
        if self._zeroconf is None or self._info is None:
            return
        old = {k.decode(): v.decode() for k, v in self._info.properties.items() if v is not None}
        self._info = AsyncServiceInfo(
            SERVICE,
            self._info.name,
            addresses=self._info.addresses,
            port=self._info.port,
            properties={**old, **{k: str(v) for k, v in properties.items()}},
            server=self._info.server,
        )
        await self._zeroconf.async_update_service(self._info)

    async def stop(self) -> None:
        if self._zeroconf is not None:
            await self._zeroconf.async_unregister_all_services()
            await self._zeroconf.async_close()
        self._zeroconf = self._info = None


def _text(properties: dict[bytes, bytes | None], key: str) -> str:
    value = properties.get(key.encode())
    return value.decode("utf-8", "replace")[:MAX_PROPERTY] if value else ""


def _number(properties: dict[bytes, bytes | None], key: str) -> int:
    text = _text(properties, key)
    return int(text) if text.isdigit() and len(text) < 4 else 0


async def browse(
    seconds: float = 2.0, interfaces: InterfacesType = InterfaceChoice.All, enough: int = 0
) -> list[HostedGame]:
    """The Stormtable games advertised on the network, listened for ``seconds`` (mDNS answers
    come when they come: listening is the look-up), or until ``enough`` games are found."""
    zeroconf = AsyncZeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
    found: dict[str, HostedGame] = {}
    asked: set[str] = set()
    tasks: set[asyncio.Task[None]] = set()
    full = asyncio.Event()

    async def look_up(name: str) -> None:
        info = AsyncServiceInfo(SERVICE, name)
        if not await info.async_request(zeroconf.zeroconf, 1000):
            return
        hosted = _hosted(name, info)
        if hosted is not None:
            found[name] = hosted
            if enough and len(found) >= enough:
                full.set()

    def seen(zeroconf: Any, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is not ServiceStateChange.Removed and name not in asked:
            asked.add(name)
            task = asyncio.get_running_loop().create_task(look_up(name))
            tasks.add(task)
            task.add_done_callback(tasks.discard)

    browser = AsyncServiceBrowser(zeroconf.zeroconf, SERVICE, handlers=[seen])
    try:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(full.wait(), seconds)
        return sorted(found.values(), key=lambda game: game.title)
    finally:
        for task in tasks:
            task.cancel()
        await browser.async_cancel()
        await zeroconf.async_close()


def _hosted(name: str, info: AsyncServiceInfo) -> HostedGame | None:
    """The advertised game, or None for a record of another version or without an address."""
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or info.port is None or _number(info.properties, "version") != VERSION:
        return None
    return HostedGame(
        title=name.removesuffix("." + SERVICE)[:MAX_PROPERTY],
        url=f"ws://{addresses[0]}:{info.port}",
        game=_text(info.properties, "game"),
        players=_number(info.properties, "players"),
        free=_number(info.properties, "free"),
    )
