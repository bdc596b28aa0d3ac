"""The widget library's wrapper: pygame-menu themed to the table, sized from the window.

pygame-menu (the pygame-ce build) gives the forms, scrolling text, selectors, text entry and
sliders, with keyboard navigation built in (arrows, Tab, Enter). A form scene builds its menu in
``build`` and rebuilds it whenever the window changes size, keeping the values entered so far.
"""

from __future__ import annotations

import pygame
import pygame_menu

from scenes.assets import assets_dir
from scenes.scene import Scene
from scenes.theme import ACCENT, CARD, FELT, FOCUS, INK, PANEL, WHITE
from scenes.ui.text import readable


def theme(width: int, height: int, title: bool = True) -> pygame_menu.Theme:
    """The table's look: felt green, cream text, the shipped DejaVu fonts, sized to the window."""
    scale = max(0.75, min(2.2, min(width / 1280, height / 720)))
    looks = pygame_menu.themes.THEME_DARK.copy()
    looks.background_color = (*PANEL, 235)
    looks.title = title
    looks.title_bar_style = pygame_menu.widgets.MENUBAR_STYLE_SIMPLE
    looks.title_background_color = FELT
    looks.title_font = str(assets_dir() / "fonts" / "DejaVuSans-Bold.ttf")
    looks.title_font_size = readable(30 * scale)
    looks.title_font_color = WHITE
    looks.widget_font = str(assets_dir() / "fonts" / "DejaVuSans.ttf")
    looks.widget_font_size = readable(20 * scale)
    looks.widget_font_color = CARD
    looks.selection_color = FOCUS
    looks.widget_margin = (0, int(8 * scale))
    looks.scrollbar_color = FELT
    looks.scrollbar_slider_color = ACCENT
    looks.widget_selection_effect = pygame_menu.widgets.HighlightSelection(
        border_width=2, margin_x=12, margin_y=6
    )
    looks.readonly_font_color = INK
    return looks


class FormScene(Scene):
    """A screen made of one pygame-menu form that fills (most of) the window."""

    width_share = 0.9
    height_share = 0.92
    title_key = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.menu: pygame_menu.Menu | None = None

    def scale(self) -> float:
        width, height = self.app.size
        return max(0.75, min(2.2, min(width / 1280, height / 720)))

    def on_resize(self, size: tuple[int, int]) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        width, height = self.app.size
        self.menu = pygame_menu.Menu(
            self.menu_title(),
            int(width * self.width_share),
            int(height * self.height_share),
            theme=theme(width, height),
            center_content=False,
            mouse_motion_selection=True,
            # Take every key press: by default a press already released when its frame reads it
            # (a quick tap in a slow frame, xdotool, an on-screen keyboard) is dropped.
            keyboard_ignore_nonphysical=False,
            onclose=pygame_menu.events.NONE,
        )
        self.build(self.menu)

    def menu_title(self) -> str:
        from scenes.strings import text

        return text(self.title_key)

    def build(self, menu: pygame_menu.Menu) -> None:
        """Add the widgets; subclasses override."""

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if self.menu is not None:
            self.menu.update([event])

    def back(self) -> None:
        self.app.pop()

    def on_draw(self, surface: pygame.Surface) -> None:
        if self.opaque:
            surface.fill(FELT)
        else:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 120))
            surface.blit(shade, (0, 0))
        if self.menu is not None:
            self.menu.draw(surface)
