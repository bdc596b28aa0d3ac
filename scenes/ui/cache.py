"""Pictures cached by their arguments, every such cache together bounded in bytes.

A cache bounded by its number of entries holds more the larger the window: a whole score sheet
at 2560x1440 is megabytes, and every resize (or a die's size changing through a flight) makes new
entries while the old ones stay. :func:`picture_cache` is a drop-in for ``functools.lru_cache`` on
functions that return surfaces (or tuples of them): all of them share one budget of
:data:`BUDGET` bytes, and the pictures used least recently go first, whichever cache holds them.
A frame's own pictures are far below the budget, so what a frame draws stays cached.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import update_wrapper
from typing import Any, NamedTuple

import pygame

import scenes.language as language

BUDGET = 32 * 1024 * 1024
"""Bytes of pixels all picture caches hold together."""
OTHER_BYTES = 256
"""What a cached value that is no surface is counted as."""


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    maxsize: int | None
    currsize: int


def size_of(value: Any) -> int:
    """The bytes of a surface's pixels (of every surface in a tuple or list)."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, (tuple, list)):
        return sum(size_of(item) for item in value) or OTHER_BYTES
    return OTHER_BYTES


class Pool:
    """The pictures of every cache, least recently used first."""

    def __init__(self, budget: int = BUDGET) -> None:
        self.budget = budget
        self.entries: OrderedDict[tuple[int, Any], tuple[Any, int]] = OrderedDict()
        self.bytes = 0

    def get(self, key: tuple[int, Any]) -> tuple[bool, Any]:
        found = self.entries.get(key)
        if found is None:
            return False, None
        self.entries.move_to_end(key)
        return True, found[0]

    def put(self, key: tuple[int, Any], value: Any) -> None:
        size = size_of(value)
        old = self.entries.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        self.entries[key] = (value, size)
        self.bytes += size
        while self.bytes > self.budget and len(self.entries) > 1:
            _, (_, gone) = self.entries.popitem(last=False)
            self.bytes -= gone

    def drop(self, owner: int) -> None:
        for key in [k for k in self.entries if k[0] == owner]:
            self.bytes -= self.entries.pop(key)[1]

    def clear(self) -> None:
        """Forget every picture (each is drawn anew when next asked for)."""
        self.entries.clear()
        self.bytes = 0

    def count(self, owner: int) -> int:
        return sum(1 for k in self.entries if k[0] == owner)


POOL = Pool()


def picture_cache(function: Callable[..., Any]) -> Callable[..., Any]:
    """Cache ``function``'s results by its arguments and the window's language (a picture may hold
    words: a card's name, a sheet's rows) in the shared pool (``cache_clear`` and ``cache_info`` as
    ``functools.lru_cache`` has them)."""
    owner = id(function)
    counts = [0, 0]
    entries = POOL.entries

    def cached(*args: Any, **kwargs: Any) -> Any:
        # the arguments as they are, the pool's dictionary read here: a test run looks up millions
        # of pictures, and a call of Pool.get and of language.current for each cost a third of it
        words = language._current
        key = (owner, words, args, *kwargs.items()) if kwargs else (owner, words, args)
        found = entries.get(key)
        if found is not None:
            entries.move_to_end(key)
            counts[0] += 1
            return found[0]
        counts[1] += 1
        value = function(*args, **kwargs)
        POOL.put(key, value)
        return value

    def cache_clear() -> None:
        POOL.drop(owner)
        counts[:] = [0, 0]

    def cache_info() -> CacheInfo:
        return CacheInfo(counts[0], counts[1], None, POOL.count(owner))

    cached.cache_clear = cache_clear  # type: ignore[attr-defined]
    cached.cache_info = cache_info  # type: ignore[attr-defined]
    return update_wrapper(cached, function)
