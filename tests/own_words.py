"""A language's own words, read from its shipped catalogue file itself, to check that a window in
that language shows them at run time.

The tests of the catalogues' use mostly read them through ``scenes.language.translations`` (some
through a marked wrapper of it), so a window that never reads its catalogue, or reads it and looks
its words up elsewhere, showed English and passed them. These patterns come from the ``.po``
file with Babel alone: ``own`` matches a whole string of the language that differs from its
English (``{fields}`` match anything), ``english`` a whole English string whose translation differs
and which is no string of the language too. A window in the language draws some of the first and
none of the second.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from babel.messages.pofile import read_po

from game.paths import assets_dir, root_dir
from scenes import language

FIELD = re.compile(r"\{[^{}]*\}")
LETTERS = re.compile(r"[^\W\d_]")
MIN_LETTERS = 4
"""A form with fewer letters outside its fields ("{name}: {score}") would match almost anything."""


def pattern(forms: Iterable[str]) -> re.Pattern[str]:
    parts = []
    for form in sorted(set(forms), key=len, reverse=True):
        if len(LETTERS.findall(FIELD.sub("", form))) >= MIN_LETTERS:
            parts.append(".+?".join(re.escape(piece) for piece in FIELD.split(form.strip())))
    return re.compile("|".join(f"(?:{part})" for part in parts), re.DOTALL)


def forms(value: str | tuple[str, ...]) -> list[str]:
    return [form for form in (value if isinstance(value, tuple) else (value,)) if form]


@dataclass(frozen=True)
class OwnWords:
    own: re.Pattern[str]
    english: re.Pattern[str]
    rulebooks: str

    def of(self, drawn: Iterable[str]) -> list[str]:
        """The drawn strings that are the language's own words."""
        return [w for w in dict.fromkeys(drawn) if w.strip() and self.own.fullmatch(w.strip())]

    def english_in(self, drawn: Iterable[str]) -> list[str]:
        """The drawn strings that are English words the language says otherwise (a line of a
        rulebook, which the rules page quotes in its own language, is the rulebook's words)."""
        return [
            words
            for words in dict.fromkeys(drawn)
            if words.strip()
            and self.english.fullmatch(words.strip())
            and words.strip(" •-") not in self.rulebooks
        ]


@cache
def own_words(code: str) -> OwnWords:
    with language.catalogue_path(code).open("rb") as handle:
        catalogue = read_po(handle, locale=code)
    translated: set[str] = set()
    english: set[str] = set()
    for message in catalogue:
        if not message.id or not message.string:
            continue
        ids, strings = forms(message.id), forms(message.string)
        translated.update(s.strip() for s in strings if s not in ids)
        english.update(i.strip() for i in ids if i not in strings)
    books = [*(assets_dir() / "rules").glob("*.txt"), *(root_dir() / "seeds").glob("*.txt")]
    rulebooks = "\n".join(path.read_text(encoding="utf-8") for path in books)
    return OwnWords(pattern(translated), pattern(english - translated), rulebooks)
