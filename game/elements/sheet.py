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
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from game.core import FormatError, OptionError, short_repr
from game.messages import Message, Name, register
from game.options import Option
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
LIGHT, NONE = 5, 6
"""Rows beyond the element rows (0-3): the dark row 4 and the light row 5; a target 6 (none) is a
miss with the light row full, declined."""
ROWS = (*ELEMENTS, "dark", "light")
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


Marks = Sequence[int]
"""A sheet's six marks (fire, water, earth, air, dark, light): the index of each row's last cross."""


@dataclass(frozen=True)
class Sheet:
    """A validated sheet. Rows are indexed 0-3 (elements), 4 (dark), 5 (light).

    It is also the one place that reads a sheet's rules off its marks: which rows are full, what
    each row scores, whether the dark row is frozen, where a die may go. The engine, the bots and
    the table all ask it (the table and the bots build it from the observation's ``layout`` with
    :meth:`from_json`)."""

    name: str
    elements: tuple[ElementRow, ...]
    dark: tuple[int, ...]
    light: tuple[int, ...]

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> Sheet:
        """The sheet an observation's ``layout`` shows (its file format), without checking it
        again: it comes from a game whose sheet was checked when the game started."""
        return _from_json(json.dumps(doc, sort_keys=True))

    def row_values(self, row: int) -> tuple[int, ...]:
        if row < 4:
            return self.elements[row].values
        return self.dark if row == DARK else self.light

    @cached_property
    def lengths(self) -> tuple[int, ...]:
        return tuple(len(self.row_values(r)) for r in range(6))

    @cached_property
    def values(self) -> tuple[tuple[int, ...], ...]:
        """Every row's field values (fire, water, earth, air, dark, light)."""
        return tuple(self.row_values(r) for r in range(6))

    @cached_property
    def arrows(self) -> tuple[int, ...]:
        return tuple(row.arrow for row in self.elements)

    @cached_property
    def colours(self) -> tuple[tuple[int, ...], ...]:
        """The element rows' field colours (0-3; -1 for field 0)."""
        return tuple(row.colours for row in self.elements)

    @property
    def width(self) -> int:
        """The fields of the longest row."""
        return max(self.lengths)

    # -- the rules read off the marks -------------------------------------------------------
    def full(self, marks: Marks, row: int) -> bool:
        """The row's last field is crossed."""
        return marks[row] == self.lengths[row] - 1

    def full_rows(self, marks: Marks) -> list[bool]:
        return [marks[r] == self.lengths[r] - 1 for r in range(6)]

    def completed(self, marks: Marks) -> int:
        """Completed rows (a frozen dark row is not complete)."""
        return sum(marks[r] == self.lengths[r] - 1 for r in range(6))

    def row_score(self, marks: Marks, row: int) -> int:
        """The value over the row's last cross."""
        return self.row_values(row)[marks[row]]

    def row_scores(self, marks: Marks) -> list[int]:
        return [self.row_values(r)[m] for r, m in enumerate(marks)]

    def score(self, marks: Marks) -> int:
        return sum(self.row_values(r)[m] for r, m in enumerate(marks))

    def reached_arrows(self, marks: Marks) -> bool:
        """Every element row's cross has reached its arrow."""
        return all(marks[r] >= self.elements[r].arrow for r in range(4))

    def frozen(self, marks: Marks) -> bool:
        """Whether the dark row is frozen, as it follows from the marks: every element row at its
        arrow and the dark row not full (the freeze is checked on every element cross, and a
        frozen dark row can no longer change)."""
        return not self.full(marks, DARK) and self.reached_arrows(marks)

    def cross(self, marks: Marks, target: int) -> tuple[int, ...]:
        """The marks after crossing ``target`` (``NONE``: unchanged)."""
        if target == NONE:
            return tuple(marks)
        out = list(marks)
        out[target] += 1
        return tuple(out)

    def fits(self, marks: Marks, face: int, frozen: bool | None = None) -> list[int]:
        """Rows where ``face`` is usable: element rows whose next field has that colour; the dark
        row for a dark face while it is neither frozen nor full (``frozen`` None: read off the
        marks)."""
        if face == DARK:
            if frozen is None:
                frozen = self.frozen(marks)
            return [] if frozen or self.full(marks, DARK) else [DARK]
        out = []
        for row, spec in enumerate(self.elements):
            nxt = marks[row] + 1
            if nxt < len(spec.colours) and spec.colours[nxt] == face:
                out.append(row)
        return out

    def miss_targets(self, marks: Marks, face: int) -> list[int]:
        """Where a die taken without fitting goes: the light row; with a dark face and the dark
        row full, any element row; with the light row full, the fewest-crossed element row(s)
        or nothing."""
        open_rows = [r for r in range(4) if not self.full(marks, r)]
        if face == DARK and self.full(marks, DARK) and open_rows:
            return open_rows
        if not self.full(marks, LIGHT):
            return [LIGHT]
        if not open_rows:
            return [NONE]
        fewest = min(marks[r] for r in open_rows)
        return [r for r in open_rows if marks[r] == fewest] + [NONE]

    def targets(
        self, marks: Marks, faces: Sequence[int], frozen: bool | None = None
    ) -> list[tuple[int, int]]:
        """The legal picks (index into ``faces``, target row) from the dice ``faces``."""
        out = [(i, r) for i, f in enumerate(faces) for r in self.fits(marks, f, frozen)]
        if out:
            return out
        return [(i, r) for i, f in enumerate(faces) for r in self.miss_targets(marks, f)]

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


@lru_cache(maxsize=8)
def _from_json(text: str) -> Sheet:
    doc = json.loads(text)
    rows = [doc["element_rows"][e] for e in ELEMENTS]
    return Sheet(
        doc.get("name", ""),
        tuple(
            ElementRow(
                tuple(r["values"]),
                (-1, *(COLOUR_LETTERS.index(c.upper()) for c in r["colours"][1:])),
                r["arrow"],
            )
            for r in rows
        ),
        tuple(doc["dark_row"]["values"]),
        tuple(doc["light_row"]["values"]),
    )


def shipped_name(name: str) -> str | None:
    """The shipped sheet a name stands for (old saves' file name included), or None."""
    name = OLD_NAMES.get(name, name)
    return name if name in SHIPPED_SHEETS else None


def shipped_sheet(name: str = DEFAULT_SHEET) -> Sheet:
    """A shipped sheet by name (all are read from assets/ once, when the game is first used, so
    that starting or loading a game reads no file)."""
    known = shipped_name(name)
    if known is None:
        raise OptionError("elements.no_shipped_sheet", name=name, sheets=", ".join(SHIPPED_SHEETS))
    return _shipped()[known]


@lru_cache(maxsize=1)
def _shipped() -> dict[str, Sheet]:
    return {name: parse_sheet(_read_json(ASSETS / file), where=name) for name, file in SHIPPED_SHEETS.items()}


def read_sheet_file(path: str | Path) -> dict[str, Any]:
    """Read a variant sheet from a file the user named; return its validated content, ready to
    go into the ``sheet`` option (and so into the save)."""
    return parse_sheet(_read_json(Path(path)), where=str(path)).to_json()


def _read_json(path: Path) -> Any:
    """A JSON file of at most MAX_SHEET_BYTES, refused with a message on any fault."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_SHEET_BYTES + 1)
    except OSError as exc:
        raise FormatError(
            "elements.sheet_unreadable", path=str(path), reason=exc.strerror or str(exc)
        ) from None
    if len(data) > MAX_SHEET_BYTES:
        raise FormatError("elements.sheet_too_large", path=str(path), kib=MAX_SHEET_BYTES // 1024)
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise FormatError("elements.sheet_not_text", path=str(path)) from None
    except (ValueError, RecursionError) as exc:
        raise FormatError("elements.sheet_not_json", path=str(path), detail=str(exc)[:120]) from None


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
                    "elements.option_not_shipped",
                    option=self.name,
                    value=short_repr(value),
                    sheets=", ".join(SHIPPED_SHEETS),
                )
            return known
        if isinstance(value, dict):
            try:
                return parse_sheet(value).to_json()
            except FormatError as exc:
                raise OptionError("elements.option_sheet_bad", option=self.name, reason=exc.message) from None
        raise OptionError("elements.option_sheet_type", option=self.name, kind=type(value).__name__)

    def from_command_line(self, text: str) -> Any:
        """A shipped name stays a name; anything else is a file the user named: its content."""
        return text if shipped_name(text) is not None else read_sheet_file(text)


def parse_sheet(doc: Any, where: str | None = None) -> Sheet:
    """Build a Sheet from its JSON document; raise FormatError saying exactly what is wrong
    (``where``: the sheet's name or file, for the message)."""
    top = _place(where)
    doc = _object(doc, top)
    if doc.get("format") != SHEET_FORMAT:
        raise FormatError("elements.sheet_format", where=top, format=SHEET_FORMAT)
    if doc.get("version") != SHEET_VERSION:
        raise FormatError("elements.sheet_version", where=top, version=SHEET_VERSION)
    name = doc.get("name", "")
    if not isinstance(name, str) or len(name) > MAX_NAME:
        raise FormatError("elements.sheet_name", where=top, most=MAX_NAME)
    rows = _object(doc.get("element_rows"), _place(where, "element_rows"))
    if sorted(rows) != sorted(ELEMENTS):
        raise FormatError("elements.sheet_rows", where=top, rows=", ".join(ELEMENTS))
    elements = tuple(_element_row(rows[e], _place(where, e)) for e in ELEMENTS)
    dark_at = _place(where, "dark")
    dark = _values(_object(doc.get("dark_row"), _place(where, "dark_row")).get("values"), dark_at)
    _check_dark(dark, dark_at)
    light_at = _place(where, "light")
    light = _values(_object(doc.get("light_row"), _place(where, "light_row")).get("values"), light_at)
    _check_increasing(light, light_at)
    if not light[LIGHT_PLUS_FROM - 1] <= 0 < light[LIGHT_PLUS_FROM]:
        raise FormatError("elements.sheet_light_plus", where=light_at, field=LIGHT_PLUS_FROM)
    return Sheet(name, elements, dark, light)


def _object(value: Any, where: Name) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise FormatError("elements.sheet_not_object", where=where, kind=type(value).__name__)
    return value


def _values(value: Any, where: Name) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise FormatError("elements.sheet_values_type", where=where)
    if any(not -MAX_VALUE <= v <= MAX_VALUE for v in value):
        raise FormatError("elements.sheet_values_range", where=where, most=MAX_VALUE)
    if not MIN_FIELDS <= len(value) <= MAX_FIELDS:
        raise FormatError(
            "elements.sheet_fields", where=where, count=len(value), least=MIN_FIELDS, most=MAX_FIELDS
        )
    return tuple(value)


def _check_increasing(values: tuple[int, ...], where: Name) -> None:
    for index in range(1, len(values)):
        if values[index] <= values[index - 1]:
            raise FormatError(
                "elements.sheet_rising",
                where=where,
                field=index,
                value=values[index],
                before=values[index - 1],
            )


def _element_row(value: Any, where: Name) -> ElementRow:
    row = _object(value, where)
    values = _values(row.get("values"), where)
    _check_increasing(values, where)
    colours = row.get("colours")
    if not isinstance(colours, str):
        raise FormatError("elements.sheet_colours_type", where=where)
    if len(colours) != len(values):
        raise FormatError("elements.sheet_colours_count", where=where, count=len(colours), fields=len(values))
    if colours[0] != "-":
        raise FormatError("elements.sheet_field0", where=where)
    codes = [-1]
    for index, letter in enumerate(colours[1:], 1):
        if letter.upper() not in COLOUR_LETTERS:
            raise FormatError("elements.sheet_colour", where=where, field=index, letter=letter)
        codes.append(COLOUR_LETTERS.index(letter.upper()))
    arrow = row.get("arrow")
    if not isinstance(arrow, int) or isinstance(arrow, bool) or not 0 < arrow < len(values):
        raise FormatError("elements.sheet_arrow_index", where=where, last=len(values) - 1)
    if values[arrow] != ARROW_VALUE:
        raise FormatError("elements.sheet_arrow_value", where=where, value=ARROW_VALUE, found=values[arrow])
    return ElementRow(values, tuple(codes), arrow)


def _check_dark(values: tuple[int, ...], where: Name) -> None:
    """The publisher's fact: plus points only in the middle, back into minus toward the end."""
    if values[0] >= 0 or values[-1] >= 0:
        raise FormatError("elements.sheet_dark_ends", where=where)
    peak = values.index(max(values))
    if values[peak] <= 0:
        raise FormatError("elements.sheet_dark_plus", where=where)
    rising, falling = values[: peak + 1], values[peak:]
    if any(b < a for a, b in itertools.pairwise(rising)) or any(
        b > a for a, b in itertools.pairwise(falling)
    ):
        raise FormatError("elements.sheet_dark_peak", where=where)


def _place(sheet: str | None, part: str | None = None) -> Name:
    """Where in which sheet a fault is, for a message: the sheet (its name or file; None: a sheet
    given by its content) and the part (a row by name, or a field of the file such as
    ``element_rows``)."""
    return Name("elements.place", (sheet, part))


def place_words(code: tuple[str | None, str | None]) -> Message:
    """A place in a sheet, in any language: "Elements sheet standard: fire row"."""
    sheet, part = code
    given = sheet is None
    if part is None:
        return Message("elements.place.given" if given else "elements.place.sheet", {"sheet": sheet})
    if part in ROWS:
        row = Name("elements.row", part)
        return Message(
            "elements.place.given_row" if given else "elements.place.sheet_row", {"sheet": sheet, "row": row}
        )
    return Message(
        "elements.place.given_part" if given else "elements.place.sheet_part", {"sheet": sheet, "part": part}
    )


register(
    {
        "elements.place.given": "Elements sheet",
        "elements.place.sheet": "Elements sheet {sheet}",
        "elements.place.given_row": "Elements sheet: {row} row",
        "elements.place.sheet_row": "Elements sheet {sheet}: {row} row",
        "elements.place.given_part": "Elements sheet: {part}",
        "elements.place.sheet_part": "Elements sheet {sheet}: {part}",
        "elements.option.sheet": "Score sheet: a shipped sheet by name, or a variant's file read when the "
        "game starts (its content goes into the save).",
        "elements.no_shipped_sheet": "there is no shipped Elements sheet '{name}' (sheets: {sheets})",
        "elements.option_not_shipped": "option {option}: {value} is not a shipped sheet ({sheets}); "
        "a variant sheet is given by its content, read when the game starts "
        "(on the command line: --sheet-file PATH)",
        "elements.option_sheet_bad": "option {option}: {reason}",
        "elements.option_sheet_type": "option {option}: expected a sheet's name or its content, got {kind}",
        "elements.sheet_unreadable": "cannot read the Elements sheet {path}: {reason}",
        "elements.sheet_too_large": "the Elements sheet {path} is too large (over {kib} KiB)",
        "elements.sheet_not_text": "the Elements sheet {path} is not a text file",
        "elements.sheet_not_json": "the Elements sheet {path} is not JSON: {detail}",
        "elements.sheet_format": "{where}: the field 'format' must be '{format}'",
        "elements.sheet_version": "{where}: the field 'version' must be {version}",
        "elements.sheet_name": "{where}: the field 'name' must be text of at most {most} characters",
        "elements.sheet_rows": "{where}: element_rows must have exactly the rows {rows}",
        "elements.sheet_light_plus": "{where}: the 4th cross (field {field}) must be the first plus field",
        "elements.sheet_not_object": "{where}: expected an object, got {kind}",
        "elements.sheet_values_type": "{where}: 'values' must be a list of whole numbers",
        "elements.sheet_values_range": "{where}: field values run from -{most} to {most}",
        "elements.sheet_fields": "{where}: has {count} fields, a row has {least} to {most} fields",
        "elements.sheet_rising": "{where}: values must rise from field to field (field {field} is {value} "
        "after {before})",
        "elements.sheet_colours_type": "{where}: 'colours' must be text, one letter per field",
        "elements.sheet_colours_count": "{where}: 'colours' has {count} letters "
        "but the row has {fields} fields",
        "elements.sheet_field0": "{where}: field 0 is crossed from the start, its colour letter must be '-'",
        "elements.sheet_colour": "{where}: field {field} has the colour '{letter}', use F, W, E or A "
        "(fire, water, earth, air)",
        "elements.sheet_arrow_index": "{where}: 'arrow' must be a field index from 1 to {last}",
        "elements.sheet_arrow_value": "{where}: the arrow must stand over the +{value} field, not {found}",
        "elements.sheet_dark_ends": "{where}: must start and end in minus (plus points only in its middle)",
        "elements.sheet_dark_plus": "{where}: must give plus points in its middle range",
        "elements.sheet_dark_peak": "{where}: values must rise to one peak and then fall back toward the end",
    },
    {"elements.place": place_words},
)
