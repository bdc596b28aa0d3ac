"""The Elements score sheet as data: loading, validating and the facts every sheet must keep.

The rulebook shows no sheet, so the product ships one (``assets/elements_sheet.json``, balanced by
``bench/elements_balance.py``) and a variant may replace it. A sheet file is refused with a message
naming the row and the field that is wrong, so a hand-edited variant never starts a broken game.

The ``sheet`` option names a shipped sheet (``standard``) or holds a variant sheet's whole content:
a variant's file is read once, when the game starts (the command line's ``--sheet-file PATH`` or
``--option sheet=PATH``), and its content goes into the options and so into the save. A save is
self-contained: loading one never opens a sheet file, and it replays to the same scores whatever
happens to the variant's file later. The save still says which sheet a game was played on: the
shipped sheet's name, or the variant's ``name`` field.

File format (JSON)::

    {"format": "elements-sheet", "version": 1, "name": "...",
     "element_rows": {"fire": {"values": [...], "colours": "-FFEF...", "arrow": 9}, ...},
     "dark_row": {"values": [...]},
     "light_row": {"values": [...]}}

``colours`` holds one letter per field (F fire, W water, E earth, A air; ``-`` for field 0, which
is crossed from the start). ``arrow`` is the index of the field under the white arrow.
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core import FormatError, Option, OptionError, short_repr
from game.paths import assets_dir

ASSETS = assets_dir()
SHIPPED_SHEETS = {"standard": "elements_sheet.json"}
"""The shipped sheets by name, each a file in assets/."""
DEFAULT_SHEET = "standard"
OLD_NAMES = {"elements_sheet.json": "standard"}
"""Names older saves used for the shipped sheet (its file name); they load as that sheet."""
MAX_SHEET_BYTES = 256 * 1024
"""A sheet file is a few kilobytes; anything over this is refused unread."""
MAX_NAME = 80
MAX_VALUE = 999
"""Field values are small whole numbers; this bound keeps every score an ordinary number."""
SHEET_FORMAT = "elements-sheet"
SHEET_VERSION = 1

ELEMENTS = ("fire", "water", "earth", "air")
"""Element colours and element rows share these indices (0-3); the dark face is colour 4."""
DARK = 4
COLOUR_LETTERS = "FWEA"
MIN_FIELDS, MAX_FIELDS = 10, 14
ARROW_VALUE = 5
LIGHT_PLUS_FROM = 4
"""'nach der 4. Bewegung Pluspunkte': the light row's fourth cross is its first plus field."""


@dataclass(frozen=True)
class ElementRow:
    """One element row: field values, field colours (index 0 is -1, crossed from the start)."""

    values: tuple[int, ...]
    colours: tuple[int, ...]
    arrow: int


@dataclass(frozen=True)
class Sheet:
    """A validated sheet. Rows are indexed 0-3 (elements), 4 (dark), 5 (light)."""

    name: str
    elements: tuple[ElementRow, ...]
    dark: tuple[int, ...]
    light: tuple[int, ...]

    def row_values(self, row: int) -> tuple[int, ...]:
        if row < 4:
            return self.elements[row].values
        return self.dark if row == DARK else self.light

    @property
    def lengths(self) -> tuple[int, ...]:
        return tuple(len(self.row_values(r)) for r in range(6))

    def to_json(self) -> dict[str, Any]:
        """The sheet in its file format (also what observations show)."""
        return {
            "format": SHEET_FORMAT,
            "version": SHEET_VERSION,
            "name": self.name,
            "element_rows": {
                name: {
                    "values": list(row.values),
                    "colours": "-" + "".join(COLOUR_LETTERS[c] for c in row.colours[1:]),
                    "arrow": row.arrow,
                }
                for name, row in zip(ELEMENTS, self.elements, strict=True)
            },
            "dark_row": {"values": list(self.dark)},
            "light_row": {"values": list(self.light)},
        }


def shipped_name(name: str) -> str | None:
    """The shipped sheet a name stands for (old saves' file name included), or None."""
    name = OLD_NAMES.get(name, name)
    return name if name in SHIPPED_SHEETS else None


def shipped_sheet(name: str = DEFAULT_SHEET) -> Sheet:
    """A shipped sheet by name (all are read from assets/ once, when the game is first used, so
    that starting or loading a game reads no file)."""
    known = shipped_name(name)
    if known is None:
        names = ", ".join(SHIPPED_SHEETS)
        raise OptionError(f"there is no shipped Elements sheet '{name}' (sheets: {names})")
    return _shipped()[known]


@lru_cache(maxsize=1)
def _shipped() -> dict[str, Sheet]:
    return {
        name: parse_sheet(_read_json(ASSETS / file), where=f"Elements sheet {name}")
        for name, file in SHIPPED_SHEETS.items()
    }


def read_sheet_file(path: str | Path) -> dict[str, Any]:
    """Read a variant sheet from a file the user named; return its validated content, ready to
    go into the ``sheet`` option (and so into the save)."""
    return parse_sheet(_read_json(Path(path)), where=f"Elements sheet {path}").to_json()


def _read_json(path: Path) -> Any:
    """A JSON file of at most MAX_SHEET_BYTES, refused with a message on any fault."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_SHEET_BYTES + 1)
    except OSError as exc:
        raise FormatError(f"cannot read the Elements sheet {path}: {exc.strerror or exc}") from None
    if len(data) > MAX_SHEET_BYTES:
        raise FormatError(f"the Elements sheet {path} is too large (over {MAX_SHEET_BYTES // 1024} KiB)")
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise FormatError(f"the Elements sheet {path} is not a text file") from None
    except (ValueError, RecursionError) as exc:
        raise FormatError(f"the Elements sheet {path} is not JSON: {str(exc)[:120]}") from None


def load_sheet(name: str | Path = DEFAULT_SHEET) -> Sheet:
    """A shipped sheet by name, or a variant sheet from a file (benches and tools; a game takes
    its sheet from the option with :func:`sheet_from_option`, which never opens a file)."""
    known = shipped_name(str(name))
    return shipped_sheet(known) if known is not None else parse_sheet(read_sheet_file(name))


def sheet_from_option(value: Any) -> Sheet:
    """The sheet a validated ``sheet`` option value stands for: a shipped name or the content."""
    if isinstance(value, str):
        return shipped_sheet(value)
    return parse_sheet(value)


class SheetOption(Option):
    """The ``sheet`` option: a shipped sheet's name or a variant sheet's content (never a path)."""

    def validate(self, value: Any, players: int) -> Any:
        """A shipped name (old names mapped to it), or the content in its canonical form."""
        if isinstance(value, str):
            known = shipped_name(value)
            if known is None:
                raise OptionError(
                    f"option {self.name}: {short_repr(value)} is not a shipped sheet "
                    f"({', '.join(SHIPPED_SHEETS)}); a variant sheet is given by its content, "
                    "read when the game starts (on the command line: --sheet-file PATH)"
                )
            return known
        if isinstance(value, dict):
            try:
                return parse_sheet(value).to_json()
            except FormatError as exc:
                raise OptionError(f"option {self.name}: {exc}") from None
        raise OptionError(
            f"option {self.name}: expected a sheet's name or its content, got {type(value).__name__}"
        )

    def from_command_line(self, text: str) -> Any:
        """A shipped name stays a name; anything else is a file the user named: its content."""
        return text if shipped_name(text) is not None else read_sheet_file(text)


def parse_sheet(doc: Any, where: str = "Elements sheet") -> Sheet:
    """Build a Sheet from its JSON document; raise FormatError saying exactly what is wrong."""
    doc = _object(doc, where)
    if doc.get("format") != SHEET_FORMAT:
        raise FormatError(f"{where}: the field 'format' must be '{SHEET_FORMAT}'")
    if doc.get("version") != SHEET_VERSION:
        raise FormatError(f"{where}: the field 'version' must be {SHEET_VERSION}")
    name = doc.get("name", "")
    if not isinstance(name, str) or len(name) > MAX_NAME:
        raise FormatError(f"{where}: the field 'name' must be text of at most {MAX_NAME} characters")
    rows = _object(doc.get("element_rows"), f"{where}: element_rows")
    if sorted(rows) != sorted(ELEMENTS):
        raise FormatError(f"{where}: element_rows must have exactly the rows {', '.join(ELEMENTS)}")
    elements = tuple(_element_row(rows[e], f"{where}: {e} row") for e in ELEMENTS)
    dark = _values(_object(doc.get("dark_row"), f"{where}: dark_row").get("values"), f"{where}: dark row")
    _check_dark(dark, f"{where}: dark row")
    light = _values(_object(doc.get("light_row"), f"{where}: light_row").get("values"), f"{where}: light row")
    _check_increasing(light, f"{where}: light row")
    if not light[LIGHT_PLUS_FROM - 1] <= 0 < light[LIGHT_PLUS_FROM]:
        raise FormatError(
            f"{where}: light row: the 4th cross (field {LIGHT_PLUS_FROM}) must be the first plus field"
        )
    return Sheet(name, elements, dark, light)


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise FormatError(f"{where}: expected an object, got {type(value).__name__}")
    return value


def _values(value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise FormatError(f"{where}: 'values' must be a list of whole numbers")
    if any(not -MAX_VALUE <= v <= MAX_VALUE for v in value):
        raise FormatError(f"{where}: field values run from -{MAX_VALUE} to {MAX_VALUE}")
    if not MIN_FIELDS <= len(value) <= MAX_FIELDS:
        raise FormatError(f"{where}: has {len(value)} fields, a row has {MIN_FIELDS} to {MAX_FIELDS} fields")
    return tuple(value)


def _check_increasing(values: tuple[int, ...], where: str) -> None:
    for index in range(1, len(values)):
        if values[index] <= values[index - 1]:
            raise FormatError(
                f"{where}: values must rise from field to field (field {index} is {values[index]} "
                f"after {values[index - 1]})"
            )


def _element_row(value: Any, where: str) -> ElementRow:
    row = _object(value, where)
    values = _values(row.get("values"), where)
    _check_increasing(values, where)
    colours = row.get("colours")
    if not isinstance(colours, str):
        raise FormatError(f"{where}: 'colours' must be text, one letter per field")
    if len(colours) != len(values):
        raise FormatError(
            f"{where}: 'colours' has {len(colours)} letters but the row has {len(values)} fields"
        )
    if colours[0] != "-":
        raise FormatError(f"{where}: field 0 is crossed from the start, its colour letter must be '-'")
    codes = [-1]
    for index, letter in enumerate(colours[1:], 1):
        if letter.upper() not in COLOUR_LETTERS:
            raise FormatError(
                f"{where}: field {index} has the colour '{letter}', use F, W, E or A "
                "(fire, water, earth, air)"
            )
        codes.append(COLOUR_LETTERS.index(letter.upper()))
    arrow = row.get("arrow")
    if not isinstance(arrow, int) or isinstance(arrow, bool) or not 0 < arrow < len(values):
        raise FormatError(f"{where}: 'arrow' must be a field index from 1 to {len(values) - 1}")
    if values[arrow] != ARROW_VALUE:
        raise FormatError(f"{where}: the arrow must stand over the +{ARROW_VALUE} field, not {values[arrow]}")
    return ElementRow(values, tuple(codes), arrow)


def _check_dark(values: tuple[int, ...], where: str) -> None:
    """The publisher's fact: plus points only in the middle, back into minus toward the end."""
    if values[0] >= 0 or values[-1] >= 0:
        raise FormatError(f"{where}: must start and end in minus (plus points only in its middle)")
    peak = values.index(max(values))
    if values[peak] <= 0:
        raise FormatError(f"{where}: must give plus points in its middle range")
    rising, falling = values[: peak + 1], values[peak:]
    if any(b < a for a, b in itertools.pairwise(rising)) or any(
        b > a for a, b in itertools.pairwise(falling)
    ):
        raise FormatError(f"{where}: values must rise to one peak and then fall back toward the end")
