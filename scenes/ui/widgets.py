"""The widget library's wrapper: pygame-menu themed to the table, sized from the window.

pygame-menu (the pygame-ce build) gives the forms, scrolling text, selectors, text entry and
sliders, with keyboard navigation built in (arrows, Tab, Enter). The form screens'
base, :class:`scenes.form.FormScene`, builds its menu from these (``scenes/ui`` is a leaf: it
knows no screen).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame_menu

from game.paths import assets_dir
from scenes.theme import ACCENT, CARD, FELT, FOCUS, INK, PANEL, WHITE
from scenes.ui.text import readable


def theme(width: int, height: int, title: bool = True) -> pygame_menu.Theme:
    """The table's look: felt green, cream text, the shipped DejaVu fonts, sized to the window."""
    scale = max(0.75, min(2.2, min(width / 1280, height / 720)))
    looks = pygame_menu.themes.THEME_DARK.copy()
    looks.background_color = (*PANEL, 250)
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


def add_selector(
    menu: pygame_menu.Menu,
    title: str,
    items: Sequence[tuple[str, Any]],
    value: Any,
    onchange: Callable[..., None],
    widget_id: str = "",
) -> pygame_menu.widgets.Selector:
    """A selector showing ``value`` (its first item when ``value`` is not among them).

    pygame-menu's own ``default=k`` steps right k times in the constructor and fires ``onchange``
    on each step, so a form listening to its selectors would change itself while being built. The
    value is set here without any event, and ``onchange`` is connected only afterwards.
    """
    values = [item[1] for item in items]
    selector = menu.add.selector(title, list(items), default=0, selector_id=widget_id)
    index = values.index(value) if value in values else 0
    selector.set_value(index)
    selector.set_default_value(index)
    selector.set_onchange(onchange)
    return selector


def set_selector_items(selector: pygame_menu.widgets.Selector, items: Sequence[tuple[str, Any]], value: Any):
    """New items for a selector, showing ``value`` (else the first item); fires no event."""
    values = [item[1] for item in items]
    selector.update_items(list(items))
    selector.set_value(values.index(value) if value in values else 0)


def add_text_input(menu: pygame_menu.Menu, title: str, value: str, widget_id: str, **options: Any):
    """A text field. Held keys repeat through SDL's key repeat (set by the app); pygame-menu's own
    repeat is off, because it runs on a clock that advances only with events, so a pause before
    typing counted as holding the key and doubled a letter."""
    return menu.add.text_input(title, default=value, textinput_id=widget_id, repeat_keys=False, **options)
