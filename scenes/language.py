"""The window's language: English, Dansk or Deutsch, from gettext catalogues read with Babel.

Each language is one ordinary ``.po`` file, ``assets/locale/<code>/LC_MESSAGES/stormtable.po``,
which a translator edits with any gettext tool. The app reads it directly (Babel's ``read_po``) and
turns it into a :class:`babel.support.Translations` in memory, so nothing needs compiling before
the app or the executable runs. Every message has a context, its id (``menu_play``,
``assano.no_match``), and its English as ``msgid``: the same English may read differently in
two places. Entries marked fuzzy (awaiting a native speaker's review) are shown: a family reads
a Danish sentence that may want polishing more easily than the English one.

Numbers, percentages, lists of names and dates are written the language's way (Babel's CLDR
data): "1,5" and "Anna, Bo og Carl" in Danish.
"""

from __future__ import annotations

import contextlib
import datetime
import io
import locale
import os
import re
from functools import cache
from pathlib import Path

from babel import Locale
from babel.dates import format_date
from babel.lists import format_list
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal, format_percent, get_decimal_symbol
from babel.support import NullTranslations, Translations

from game.paths import assets_dir

LANGUAGES: dict[str, str] = {"en": "English", "da": "Dansk", "de": "Deutsch"}
"""The languages offered, each named in its own words (as the setting lists them)."""
DOMAIN = "stormtable"
PSEUDO = "qps"
"""A test language, never offered: every catalogued word with its letters accented ("Plåý"),
so a test sees at once any text drawn from outside the catalogue (plain ASCII letters)."""

_current = "en"


def locale_dir() -> Path:
    return assets_dir() / "locale"


def catalogue_path(code: str) -> Path:
    return locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def system_language() -> str:
    """The system's language when it is one we have, else English (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``, then the locale module, as gettext looks them up)."""
    names = [os.environ.get(key, "") for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    with contextlib.suppress(ValueError):
        names.append(locale.getlocale()[0] or "")
    for name in names:
        for part in name.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
            if code and code not in ("c", "posix"):
                return "en"
    return "en"


ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒğħíĵķłɱñóþʠřšŧúṽŵẋýžÁƁÇĐÉƑĞĦÍĴĶŁṀÑÓÞɊŘŠŦÚṼŴẊÝŽ",
)
FIELD_OR_WORDS = re.compile(r"(\{[^{}]*\})")


def pseudo(english: str) -> str:
    """English with every letter accented, its ``{fields}`` kept."""
    return "".join(
        part if part.startswith("{") else part.translate(ACCENTED) for part in FIELD_OR_WORDS.split(english)
    )


class PseudoTranslations(NullTranslations):
    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, singular: str, plural: str, num: int) -> str:
        return pseudo(singular if num == 1 else plural)


@cache
def translations(code: str) -> NullTranslations:
    """The catalogue of a language (English has none: its words are the ids' English)."""
    if code == PSEUDO:
        return PseudoTranslations()
    path = catalogue_path(code)
    if code == "en" or not path.exists():
        return NullTranslations()
    with path.open("rb") as handle:
        catalogue = read_po(handle, locale=code, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalogue, use_fuzzy=True)
    compiled.seek(0)
    return Translations(compiled, domain=DOMAIN)


def current() -> str:
    return _current


def set_language(code: str) -> str:
    """Switch the window's language (an unknown code means English); returns the one now used."""
    global _current
    _current = code if code in LANGUAGES or code == PSEUDO else "en"
    return _current


LOOKED_UP_LIMIT = 20000
"""Words a catalogue keeps looked up at most (:func:`looked_up`) before it forgets them all."""


def looked_up(catalogue: NullTranslations) -> dict[tuple[object, ...], str]:
    """The words already looked up in ``catalogue``: a table draws the same few dozen translated
    words every frame, and a dictionary hit costs a fraction of gettext's look-up. Kept on the
    catalogue object itself, so another language, or a catalogue read anew
    (``translations.cache_clear()``), never answers with another's words."""
    memo = catalogue.__dict__.get("_stormtable_looked_up")
    if memo is None or len(memo) > LOOKED_UP_LIMIT:
        memo = catalogue.__dict__["_stormtable_looked_up"] = {}
    return memo


def translate(context: str, english: str) -> str:
    catalogue = translations(_current)
    memo = looked_up(catalogue)
    key = (context, english)
    words = memo.get(key)
    if words is None:
        words = memo[key] = catalogue.pgettext(context, english)
    return words


def translate_plural(context: str, one: str, other: str, count: int) -> str:
    catalogue = translations(_current)
    memo = looked_up(catalogue)
    key = (context, one, other, count)
    words = memo.get(key)
    if words is None:
        words = memo[key] = catalogue.npgettext(context, one, other, count)
    return words


def number(value: float, digits: int = 0) -> str:
    """A number with the language's decimal sign and ``digits`` decimals ("1.5", "1,5")."""
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    return format_decimal(value, format=pattern, locale=cldr())


def cldr() -> str:
    """The locale whose number, list and date formats the window uses."""
    return "en" if _current == PSEUDO else _current


def localize_number(written: str) -> str:
    """A number Python wrote ("1.5") with the language's decimal sign ("1,5")."""
    return written.replace(".", get_decimal_symbol(cldr())) if cldr() != "en" else written


def percent(share: float, digits: int = 0) -> str:
    """A share (0.5) as a percentage ("50%", "50 %" in German)."""
    pattern = "#,##0" + ("." + "0" * digits if digits else "") + "%"
    return format_percent(share, format=pattern, locale=cldr())


def names(items: list[str]) -> str:
    """Names in a list as the language joins them: "Anna, Bo and Carl", "Anna, Bo og Carl"."""
    if not items:
        return ""
    if _current != PSEUDO:
        return format_list(list(items), locale=cldr())
    # the pseudo language accents the joining words ("áñđ") and never a name
    marks = [f"\x00{index}\x00" for index in range(len(items))]
    joined = pseudo(format_list(marks, locale="en"))
    return re.sub("\x00(\\d+)\x00", lambda found: items[int(found.group(1))], joined)


def date(when: datetime.date) -> str:
    """A date as the language writes it in short: "Dec 1, 2026", "1. dec. 2026"."""
    written = format_date(when, format="medium", locale=cldr())
    return pseudo(written) if _current == PSEUDO else written


def language_name(code: str) -> str:
    return LANGUAGES.get(code) or Locale.parse(code).get_display_name(code)
