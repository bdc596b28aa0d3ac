"""The Elements faces' colours: one source for the table's dice and sheet and for the menu card's
picture (which must stay light to import, so this module imports nothing)."""

from __future__ import annotations

RGB = {
    "fire": (206, 52, 44),
    "water": (40, 96, 196),
    "earth": (46, 150, 72),
    "air": (232, 182, 28),
    "dark": (30, 30, 36),
    "light": (255, 243, 196),
    "grey": (140, 142, 150),
}
"""Each face's (and the grey die's) colour."""
DIE_FRAME = (246, 242, 230)
"""The frame of a coloured die round its face."""
