"""What ships inside the standalone executable, and under which licence, for the About screen.

Collected from the packages' own metadata (``License`` / ``License-Expression``), the libraries
pygame-ce and numpy bundle (``pygame_ce.libs``, ``numpy.libs`` in their wheels), the fonts in
``assets/fonts`` (with ``DejaVu-LICENSE.txt``) and the fonts the build keeps of pygame-menu's
(``build.spec`` leaves out its other fonts, images and sounds, which the program never uses).
``tests/test_release.py`` checks that every run-time dependency in ``pyproject.toml`` and every
shipped font is listed. Licence texts ship beside the fonts (``assets/fonts``) and in each
package's own folder in the bundle; Stormtable's own, the MIT licence, is ``LICENSE`` at the top
(beside ``assets/`` in a checkout and in the bundle, in the metadata of an installed copy).
"""

from __future__ import annotations

from typing import NamedTuple

from game.paths import root_dir


class Shipped(NamedTuple):
    name: str
    """The thing's own name (a proper name, the same in every language)."""
    role: str
    """What it does for Stormtable: the id of its words in :mod:`scenes.strings`."""
    licence: str
    """The licence's own name; where it has words of ours, in English (see ``licence_id``)."""
    licence_id: str = ""
    """The id of the licence's words in :mod:`scenes.strings`, where it has words of ours."""


LIBRARIES: tuple[Shipped, ...] = (
    Shipped("Python 3", "shipped_python", "PSF License 2.0"),
    Shipped("pygame-ce", "shipped_pygame", "LGPL 2.1"),
    Shipped("SDL 2, SDL_image, SDL_mixer, SDL_ttf", "shipped_sdl", "zlib"),
    Shipped(
        "FreeType, HarfBuzz, libpng, libjpeg, libwebp, libtiff",
        "shipped_lettering",
        "FreeType License, MIT, libpng, IJG, BSD-3-Clause, libtiff",
    ),
    Shipped(
        "Ogg, Vorbis, Opus, FLAC, WavPack, Brotli, PortMidi", "shipped_sound_formats", "BSD-3-Clause, MIT"
    ),
    Shipped("mpg123, libsndfile, FluidSynth, libxmp, ALSA (Linux)", "shipped_sound_output", "LGPL 2.1, MIT"),
    Shipped("pygame-menu-ce", "shipped_forms", "MIT"),
    Shipped("pyperclip", "shipped_clipboard", "BSD-3-Clause"),
    Shipped("pymunk", "shipped_physics", "MIT"),
    Shipped("Chipmunk2D", "shipped_chipmunk", "MIT"),
    Shipped("cffi", "shipped_cffi", "MIT-0"),
    Shipped("NumPy", "shipped_numpy", "BSD-3-Clause"),
    Shipped(
        "OpenBLAS, libgfortran, libquadmath",
        "shipped_blas",
        "BSD-3-Clause; GPL 3 with the GCC Runtime Library Exception",
        "licence_gcc_exception",
    ),
    Shipped("platformdirs", "shipped_platformdirs", "MIT"),
    Shipped("pytweening", "shipped_tweening", "MIT"),
    Shipped("Babel", "shipped_babel", "BSD-3-Clause"),
    Shipped("websockets", "shipped_websockets", "BSD-3-Clause"),
    Shipped("python-zeroconf, ifaddr", "shipped_zeroconf", "LGPL 2.1 or later, MIT"),
    Shipped("Unicode CLDR", "shipped_cldr", "Unicode License v3"),
)

FONTS: tuple[Shipped, ...] = (
    Shipped("DejaVu Sans, DejaVu Sans Bold", "shipped_font_dejavu", "Bitstream Vera Fonts License"),
    Shipped("Open Sans", "shipped_font_open_sans", "Apache 2.0"),
    Shipped(
        "FreeSans Bold", "shipped_font_freesans", "GPL 3 with the font exception", "licence_font_exception"
    ),
)

ART: tuple[Shipped, ...] = (
    Shipped("game-icons.net (Lorc, Delapouite et al.)", "shipped_art_icons", "CC BY 3.0"),
)
"""The vector art in ``assets/art``: each folder there has its ``LICENSE.txt`` with the authors."""

ART_FOLDERS = {"game-icons": "game-icons.net"}
"""Each folder of ``assets/art`` and the entry above that names it."""

FONT_FILES = {"DejaVuSans.ttf": "DejaVu Sans", "DejaVuSans-Bold.ttf": "DejaVu Sans"}
"""Each font file in ``assets/fonts`` and the entry above that names it."""


def own_licence() -> list[str]:
    """Stormtable's own licence text in paragraphs (the file's line breaks undone, so the page
    wraps it), or none where ``LICENSE`` is not beside ``assets/`` (an installed copy)."""
    path = root_dir() / "LICENSE"
    if not path.exists():
        return []
    return [" ".join(part.split()) for part in path.read_text(encoding="utf-8").split("\n\n") if part.strip()]
