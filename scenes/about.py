"""About Stormtable: the version, the data folder (with a button that opens it), how to report a
problem (where the crash log is written), Stormtable's own licence (MIT) and the licences of
everything that ships.

Opened from the settings form. The page scrolls as any form does (the wheel, Up/Down between its
two buttons, Page Up/Down); Esc or Back leaves.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pygame_menu

from game.paths import assets_dir
from game.version import version
from scenes.form import FormScene
from scenes.licences import ART, FONTS, LIBRARIES, Shipped, own_licence
from scenes.strings import text
from scenes.theme import WHITE
from scenes.ui import text as ui_text
from scenes.ui.widgets import add_button

CRASH_LOG = "crash.log"
"""The crash log's name in the data folder (:func:`scenes.app.report_crash` writes it)."""


def open_folder(folder: Path) -> None:
    """Show ``folder`` in the system's file manager (raises OSError when that cannot start)."""
    if sys.platform == "win32":
        os.startfile(folder)  # type: ignore[attr-defined]  # Windows only
        return
    command = ["open" if sys.platform == "darwin" else "xdg-open", str(folder)]
    env = dict(os.environ)
    if getattr(sys, "frozen", False):  # the bundle's libraries must not leak into the file manager
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        env.pop("LD_LIBRARY_PATH", None)
        if original is not None:
            env["LD_LIBRARY_PATH"] = original
    subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


class AboutScene(FormScene):
    width_share = 0.9
    height_share = 0.92
    title_key = "about_title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.problem: str | None = None
        """Why the data folder could not be opened, once a press failed."""

    @property
    def folder(self) -> Path:
        return self.app.store.folder

    def build(self, menu: pygame_menu.Menu) -> None:
        scale = self.scale()
        self.size = int(17 * scale)
        self.pad = int(28 * scale)
        highlight = 2 * 12 + 4  # as on the rules page: the text fits inside the focus highlight
        self.view_width = menu.get_width() - menu.get_theme().scrollbar_thick - highlight
        self.block(menu, "title", text("about_version", version=version()))
        self.block(menu, "heading", text("about_data_heading"))
        self.block(menu, "paragraph", text("about_data_body"))
        self.block(menu, "path", str(self.folder))
        add_button(menu, text("about_open_folder"), self.open, button_id="open_folder")
        if self.problem is not None:
            self.block(menu, "paragraph", text("about_open_failed", reason=self.problem))
        self.block(menu, "heading", text("about_problem_heading"))
        self.block(menu, "paragraph", text("about_problem_body"))
        self.block(menu, "path", str(self.folder / CRASH_LOG))
        self.block(menu, "paragraph", text("about_problem_send", version=version()))
        self.block(menu, "heading", text("about_own_heading"))
        self.block(menu, "paragraph", text("about_own_body"))
        for paragraph in own_licence():  # the licence's own words, which bind in English
            self.block(menu, "paragraph", paragraph)
        self.block(menu, "heading", text("about_libraries_heading"))
        for item in LIBRARIES:
            self.block(menu, "bullet", shipped_line(item))
        self.block(menu, "heading", text("about_fonts_heading"))
        for item in FONTS:
            self.block(menu, "bullet", shipped_line(item))
        self.block(menu, "heading", text("about_art_heading"))
        for item in ART:
            self.block(menu, "bullet", shipped_line(item))
        menu.add.vertical_margin(int(10 * scale))
        self.block(menu, "paragraph", text("about_licence_texts"))
        menu.add.vertical_margin(int(12 * scale))
        add_button(menu, text("about_back"), self.back, button_id="back")
        menu.add.vertical_margin(int(12 * scale))

    def block(self, menu: pygame_menu.Menu, kind: str, words: str) -> None:
        """A title, heading, paragraph, list item or a path (broken between its folders), wrapped
        to the page with room on both sides."""
        scale = self.scale()
        size = int(self.size * {"title": 1.3, "heading": 1.15}.get(kind, 1))
        bold = kind in ("title", "heading")
        indent = int(26 * scale) if kind in ("bullet", "path") else 0
        width = self.view_width - 3 * (self.pad + indent)  # the form counts the left padding twice
        lines = wrap_path(words, size, width) if kind == "path" else ui_text.wrap(words, size, width, bold)
        if kind == "bullet":
            lines = ["• " + lines[0]] + ["   " + line for line in lines[1:]]
        looks = {"font_color": WHITE} if bold or kind == "path" else {}
        menu.add.label(
            "\n".join(lines),
            wordwrap=True,
            font_size=size,
            font_name=str(assets_dir() / "fonts" / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")),
            align=pygame_menu.locals.ALIGN_LEFT,
            padding=(int({"title": 6, "heading": 14}.get(kind, 0) * scale), self.pad, 0, self.pad + indent),
            margin=(0, int((2 if kind == "bullet" else 8) * scale)),
            **looks,
        )

    def open(self) -> None:
        try:
            open_folder(self.folder)
        except OSError as exc:
            self.problem = exc.strerror or str(exc)
            self.rebuild()
            return
        if self.problem is not None:
            self.problem = None
            self.rebuild()


def wrap_path(path: str, size: int, width: int) -> list[str]:
    """A path in lines of at most ``width`` pixels, each broken after a folder's separator (a
    single folder name longer than the line keeps a line of its own)."""
    parts = re.split(r"(?<=[/\\])", path)
    lines: list[str] = []
    line = ""
    for part in parts:
        if line and ui_text.measure(line + part, size)[0] > width:
            lines.append(line)
            line = part
        else:
            line += part
    return [*lines, line] if line else lines or [""]


def shipped_line(item: Shipped) -> str:
    licence = text(item.licence_id) if item.licence_id else item.licence
    return text("about_shipped", name=item.name, role=text(item.role), licence=licence)
