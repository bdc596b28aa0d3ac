"""A game's house-rule switches: what the setup shows, saves store and the engine validates.

Every game lists its options on its :class:`game.core.GameSpec`; the setup screen, the command
line and the save loader all go through :meth:`Option.validate`, so a value is checked one way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import OptionError, short_repr


@dataclass(frozen=True)
class Option:
    """One house-rule switch of a game: shown in setup, stored in saves, validated here.

    ``choices`` restricts the value to a set; ``minimum``/``maximum`` bound integers. The kind of
    the value is the kind of ``default``. ``seat=True`` makes a seat option (``start_player``): its
    value is ``"random"`` or a seat number from 0 to players - 1, and ``choices`` is not used.
    A game whose option takes a richer value (a whole score sheet) subclasses ``Option`` and
    overrides :meth:`validate`.
    """

    name: str
    default: Any
    description: str
    """A message id (:mod:`game.messages`): the setup screen shows it in the window's language."""
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    seat: bool = False

    def validate(self, value: Any, players: int) -> Any:
        """Return the value in its proper type, or raise OptionError naming the option."""
        if self.seat:
            if value in ("random", None):
                return "random"
            value = self._as_int(value)
            if not 0 <= value < players:
                raise OptionError(
                    "core.option_no_seat", option=self.name, value=value, players=players, last=players - 1
                )
            return value
        kind = type(self.default)
        if kind is bool:
            value = self._as_bool(value)
        elif kind is int:
            value = self._as_int(value)
        elif kind is float:
            value = self._as_float(value)
        elif not isinstance(value, kind):
            raise OptionError(
                "core.option_type", option=self.name, kind=kind.__name__, value=short_repr(value)
            )
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise OptionError(
                "core.option_choice", option=self.name, value=short_repr(value), allowed=allowed
            )
        if self.minimum is not None and value < self.minimum:
            raise OptionError("core.option_below", option=self.name, value=value, minimum=self.minimum)
        if self.maximum is not None and value > self.maximum:
            raise OptionError("core.option_above", option=self.name, value=value, maximum=self.maximum)
        return value

    def from_command_line(self, text: str) -> Any:
        """The value a command-line ``NAME=VALUE`` stands for, checked later by :meth:`validate`.
        An option whose value is data may read a file the user named there; ``validate``, which
        also checks saves, never opens a file."""
        return text

    def _as_bool(self, value: Any) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "on", "yes", "1"):
            return True
        if isinstance(value, str) and value.lower() in ("false", "off", "no", "0"):
            return False
        raise OptionError("core.option_bool", option=self.name, value=short_repr(value))

    def _as_int(self, value: Any) -> int:
        if isinstance(value, bool):
            raise OptionError("core.option_int", option=self.name, value=short_repr(value))
        if isinstance(value, int):
            return value
        if isinstance(value, str):
            try:
                return int(value)
            except ValueError:
                pass
        raise OptionError("core.option_int", option=self.name, value=short_repr(value))

    def _as_float(self, value: Any) -> float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        if isinstance(value, str):
            try:
                return float(value)
            except ValueError:
                pass
        raise OptionError("core.option_float", option=self.name, value=short_repr(value))


START_PLAYER = Option("start_player", "random", "core.option.start_player", seat=True)
"""Every game has it: the rulebooks pick a start player, the product lets the setup choose."""
