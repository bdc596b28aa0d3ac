"""What ships inside the standalone executable, and under which licence, for the About screen.

Collected from the packages' own metadata (``License`` / ``License-Expression``), the libraries
pygame-ce and numpy bundle (``pygame_ce.libs``, ``numpy.libs`` in their wheels), the fonts in
``assets/fonts`` (with ``DejaVu-LICENSE.txt``) and the fonts the build keeps of pygame-menu's
(``build.spec`` leaves out its other fonts, images and sounds, which the program never uses).
``tests/test_release.py`` checks that every run-time dependency in ``pyproject.toml`` and every
shipped font is listed. Licence texts ship beside the fonts (``assets/fonts``) and in each
package's own folder in the bundle.
"""

from __future__ import annotations

from typing import NamedTuple


class Shipped(NamedTuple):
    name: str
    role: str
    licence: str


LIBRARIES: tuple[Shipped, ...] = (
    Shipped("Python 3", "the interpreter inside the executable", "PSF License 2.0"),
    Shipped("pygame-ce", "the window, drawing and sound", "LGPL 2.1"),
    Shipped("SDL 2, SDL_image, SDL_mixer, SDL_ttf", "bundled with pygame-ce", "zlib"),
    Shipped(
        "FreeType, HarfBuzz, libpng, libjpeg, libwebp, libtiff",
        "pictures and lettering, bundled with pygame-ce",
        "FreeType License, MIT, libpng, IJG, BSD-3-Clause, libtiff",
    ),
    Shipped(
        "Ogg, Vorbis, Opus, FLAC, WavPack, Brotli, PortMidi",
        "sound formats, bundled with pygame-ce",
        "BSD-3-Clause, MIT",
    ),
    Shipped(
        "mpg123, libsndfile, FluidSynth, libxmp, ALSA (Linux)",
        "sound formats and output, bundled with pygame-ce",
        "LGPL 2.1, MIT",
    ),
    Shipped("pygame-menu-ce", "the forms", "MIT"),
    Shipped("pyperclip", "pygame-menu's clipboard", "BSD-3-Clause"),
    Shipped("pymunk", "the Tornado Ellie column's physics", "MIT"),
    Shipped("Chipmunk2D", "pymunk's physics engine", "MIT"),
    Shipped("cffi", "pymunk's bridge to Chipmunk2D", "MIT-0"),
    Shipped("NumPy", "the exact tables of the Elements computer player", "BSD-3-Clause"),
    Shipped(
        "OpenBLAS, libgfortran, libquadmath",
        "bundled with NumPy",
        "BSD-3-Clause; GPL 3 with the GCC Runtime Library Exception",
    ),
    Shipped("platformdirs", "finding the data folder", "MIT"),
    Shipped("pytweening", "eased motion", "MIT"),
)

FONTS: tuple[Shipped, ...] = (
    Shipped("DejaVu Sans, DejaVu Sans Bold", "every word on the table", "Bitstream Vera Fonts License"),
    Shipped("Open Sans", "pygame-menu's default lettering", "Apache 2.0"),
    Shipped("FreeSans Bold", "pygame's fallback font", "GPL 3 with the font exception"),
)

FONT_FILES = {"DejaVuSans.ttf": "DejaVu Sans", "DejaVuSans-Bold.ttf": "DejaVu Sans"}
"""Each font file in ``assets/fonts`` and the entry above that names it."""
