"""The widget library's wrapper: pygame-menu themed to the table, sized from the window.

The form itself is transparent: its screen draws the panel it sits on (:func:`scenes.ui.draw.sheet`)
and the felt around it. Words read cream on that panel; every control (a button, a selector, a
text field, a switch, a slider) is a cream card with dark words, as the menu's buttons are: rounded,
with a thin dark rim and a shadow below right (:func:`dress`, a pygame-menu decoration drawn from a
cached picture). The control with the focus is lit as a button on the menu is: a paler face, red
words in a thick red rim, and the gold focus ring round it (:class:`CardFocus`). A control and its
help, or a seat and its name, are one card (:func:`join`).

pygame-menu (the pygame-ce build) gives the forms, scrolling text, selectors, text entry and
sliders, with keyboard navigation built in (arrows, Tab, Enter). The form screens'
base, :class:`scenes.form.FormScene`, builds its menu from these (``scenes/ui`` is a leaf: it
knows no screen).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_menu

from game.paths import assets_dir
from scenes.theme import ACCENT, CARD, CARD_HOVER, FELT_DARK, FOCUS, INK, MUTED, SHADOW, WHITE
from scenes.ui.cache import picture_cache
from scenes.ui.text import MIN_SIZE, measure, readable, wrap

CLEAR = (0, 0, 0, 0)
CONTROL = CARD
"""The face of every control."""
SLOT = (232, 224, 204)
"""The off side of a switch's track, a shade darker than its control."""
HELP_INK = (96, 88, 76)
"""The words under a control saying what it does: its card's ink, softened."""


def theme(width: int, height: int, title: bool = True) -> pygame_menu.Theme:
    """The table's look: a transparent form (its screen draws the panel), cream words, the shipped
    DejaVu fonts, sized to the window."""
    scale = max(0.75, min(2.2, min(width / 1280, height / 720)))
    looks = pygame_menu.themes.THEME_DARK.copy()
    looks.background_color = CLEAR
    looks.title = title
    # the title alone, with no bar behind it: a clear bar was still filled as a polygon every frame
    looks.title_bar_style = pygame_menu.widgets.MENUBAR_STYLE_NONE
    looks.title_fixed = False  # the page scrolls under the title, not through it (its bar is clear)
    looks.title_background_color = CLEAR
    looks.title_font = str(assets_dir() / "fonts" / "DejaVuSans-Bold.ttf")
    looks.title_font_size = readable(30 * scale)
    looks.title_font_color = WHITE
    looks.title_offset = (int(10 * scale), 0)
    looks.widget_font = str(assets_dir() / "fonts" / "DejaVuSans.ttf")
    looks.widget_font_size = readable(20 * scale)
    looks.widget_font_color = CARD
    looks.selection_color = ACCENT
    looks.widget_margin = (0, int(8 * scale))
    looks.widget_offset = (0, int(10 * scale))  # the first control clear of the line under the title
    looks.scrollbar_color = FELT_DARK
    looks.scrollbar_slider_color = ACCENT
    looks.scrollbar_shadow = False
    looks.widget_selection_effect = CardFocus()
    # centred on the panel, not on the page beside its scrollbar (which left every column of
    # cards a scrollbar's half-width left of the panel's middle and of its title's line)
    looks.widget_alignment_ignore_scrollbar_thickness = True
    looks.readonly_font_color = INK
    looks.cursor_color = INK
    looks.cursor_selection_color = (*MUTED, 120)
    return looks


def control(scale: float) -> dict[str, Any]:
    """The looks of a control: dark words, padded to a comfortable target (its card: :func:`dress`)."""
    return {
        "font_color": INK,
        "padding": (int(6 * scale), int(18 * scale)),
    }


SHADOW_OFFSET = (3, 4)
"""Where a card's shadow falls, as under the menu's buttons (:func:`scenes.ui.draw.button`)."""
RING = 4
"""How far the focus ring stands out of its card, as the menu's does (``inflate(8, 8)``)."""


def radius(widget: Any) -> int:
    """A card's corner radius: the menu's buttons' (a quarter of their height), no rounder than a
    button's at this size, so a tall card (a rule and its help) is not a pill."""
    height = widget.get_height()
    scale = widget.get_font_info()["size"] / 20
    return max(6, min(height // 4, int(12 * max(1.0, scale))))


def joins(widget: Any) -> tuple[bool, bool]:
    """Whether the card above and the card below ``widget`` are shown and part of its card."""
    above, below = widget.get_attribute("card_above"), widget.get_attribute("card_below")
    return (above is not None and above.is_visible(), below is not None and below.is_visible())


def join(upper: Any, lower: Any) -> None:
    """Make ``upper`` and ``lower`` one card (a control and its help, a seat and its name): no gap,
    no rim between them, rounded only at the outer corners."""
    upper.set_margin(upper.get_margin()[0], 0)
    upper.set_attribute("card_below", lower)
    lower.set_attribute("card_above", upper)


def corners(r: int, above: bool, below: bool) -> dict[str, int]:
    """pygame's per-corner radii for a part of a card: square where it joins another."""
    top, bottom = (0 if above else r), (0 if below else r)
    return {
        "border_top_left_radius": top,
        "border_top_right_radius": top,
        "border_bottom_left_radius": bottom,
        "border_bottom_right_radius": bottom,
    }


@picture_cache
def card_face(size: tuple[int, int], r: int, lit: bool, above: bool, below: bool) -> pygame.Surface:
    """A control's card of ``size`` with its shadow (the picture is larger by the shadow's offset):
    the menu button's look. Where it joins another part the rim and the rounding stop, and the
    shadow runs on under the next part, so the parts read as one card."""
    w, h = size
    dx, dy = SHADOW_OFFSET
    picture = pygame.Surface((w + dx, h + dy), pygame.SRCALPHA)
    reach = r + 4  # a joined side drawn past the picture's edge: no rim or rounding there
    whole = pygame.Rect(0, -reach if above else 0, w, h + (reach if above else 0) + (reach if below else 0))
    pygame.draw.rect(picture, SHADOW, whole.move(dx, dy), border_radius=r)
    picture.set_clip(pygame.Rect(0, 0, w, h))
    pygame.draw.rect(picture, CARD_HOVER if lit else CONTROL, whole, border_radius=r)
    if lit:  # the thick red rim round this part alone (the part with the focus)
        pygame.draw.rect(picture, ACCENT, (0, 0, w, h), width=3, **corners(r, above, below))
    else:
        pygame.draw.rect(picture, INK, whole, width=1, border_radius=r)
    picture.set_clip(None)
    return picture


def paint_card(surface: pygame.Surface, widget: Any) -> None:
    """Lay ``widget``'s card under it (a pygame-menu decoration, drawn when the form's page is)."""
    rect = widget.get_rect()
    above, below = joins(widget)
    surface.blit(card_face(rect.size, radius(widget), widget.is_selected(), above, below), rect.topleft)


def dress(widget: Any) -> Any:
    """Draw ``widget`` on a card (its own flat background off); returns it."""
    widget.set_background_color(None)
    widget.get_decorator().add_callable(paint_card, prev=True, pass_args=True)
    widget.set_attribute("card")
    return widget


class CardFocus(pygame_menu.widgets.core.Selection):
    """The focus as the menu shows it: the gold ring round the lit card (the card lights itself,
    :func:`card_face`). Drawn after every control, so no neighbour covers it; where the card joins
    another part the ring stays open, round the part with the focus only."""

    def __init__(self) -> None:
        # (the margins keep the ring in view as the page scrolls to the focus; the same room the
        # old highlight kept, which the forms' wrapping counts on)
        super().__init__(margin_left=6, margin_right=6, margin_top=3, margin_bottom=3)

    def draw(self, surface: pygame.Surface, widget: Any) -> CardFocus:
        rect = widget.get_rect()
        above, below = joins(widget)
        ring = rect.inflate(2 * RING, 2 * RING)
        keep = surface.get_clip()
        room = pygame.Rect(ring)
        if above:
            room.top = rect.top
        if below:
            room.bottom = rect.bottom
        surface.set_clip(room.clip(keep))
        r = radius(widget) + RING
        pygame.draw.rect(surface, FOCUS, ring, width=3, **corners(r, above, below))
        surface.set_clip(keep)
        return self


def form_scale(menu: pygame_menu.Menu) -> float:
    """The scale the form was themed at (its widgets' font size against the 20 px it starts from)."""
    return menu.get_theme().widget_font_size / 20


def add_button(
    menu: pygame_menu.Menu, title: str, action: Callable[..., Any], button_id: str = "", **looks: Any
):
    """A button drawn as a card."""
    return dress(
        menu.add.button(title, action, button_id=button_id, **{**control(form_scale(menu)), **looks})
    )


def add_toggle(
    menu: pygame_menu.Menu,
    title: str,
    value: bool,
    onchange: Callable[..., Any],
    widget_id: str,
    states: tuple[str, str],
):
    """An on/off switch on a card: its track red when on."""
    scale = form_scale(menu)
    size = menu.get_theme().widget_font_size
    # the track: its round knob (about a line and a quarter high) and the longer state's word beside it
    track = int(max(measure(state, size)[0] for state in states) + 2.6 * size + 16 * scale)
    switch = menu.add.toggle_switch(
        title,
        value,
        onchange=onchange,
        toggleswitch_id=widget_id,
        state_text=states,
        state_color=(SLOT, ACCENT),
        state_text_font_color=(INK, WHITE),
        slider_color=WHITE,
        switch_border_color=INK,
        switch_margin=(int(16 * scale), 0),
        width=track,
        **control(scale),
    )
    # made by the manager (which fills in the theme's fonts, colours and sizes), drawn as ours
    switch.__class__ = RoundSwitch
    return dress(switch)


def add_slider(
    menu: pygame_menu.Menu,
    title: str,
    value: float,
    bounds: tuple[float, float],
    step: float,
    onchange: Callable[..., Any],
    widget_id: str,
    words: Callable[[float], str],
):
    """A slider on a card, as the other controls are (:class:`RoundSlider`): a rounded track, red up
    to the knob, a round knob with its value over it, the ends named under the track; its small
    words no smaller than the text floor (pygame-menu draws them at a share of the widget's size)."""
    scale = form_scale(menu)
    share = max(0.6, (MIN_SIZE + 0.5) / menu.get_theme().widget_font_size)
    slider = menu.add.range_slider(
        title,
        value,
        bounds,
        step,
        onchange=onchange,
        value_format=words,
        rangeslider_id=widget_id,
        range_text_value_font_height=share,
        slider_text_value_font_height=share,
        range_line_color=INK,
        range_box_color=ACCENT,
        range_box_single_slider=True,
        range_box_height_factor=0.4,
        range_text_value_color=INK,
        range_text_value_tick_enabled=False,  # (ticks poke out of a rounded track's ends)
        slider_color=WHITE,
        slider_selected_color=WHITE,
        slider_sel_highlight_color=ACCENT,
        slider_height_factor=0.95,
        slider_text_value_bgcolor=CLEAR,  # (its tag is drawn rounded: RoundSlider)
        slider_text_value_color=WHITE,
        slider_text_value_triangle=False,
        slider_text_value_padding=(0, int(8 * scale)),
        range_margin=(int(20 * scale), 0),
        width=int(160 * scale),
        range_line_height=max(2, int(2 * scale)),
        **{**control(scale), "padding": (int(16 * scale), int(18 * scale), int(12 * scale), int(18 * scale))},
    )
    # made by the manager (which fills in the theme's fonts, colours and sizes), drawn as ours
    slider.__class__ = RoundSlider
    slider._force_render()
    return dress(slider)


def add_selector(
    menu: pygame_menu.Menu,
    title: str,
    items: Sequence[tuple[str, Any]],
    value: Any,
    onchange: Callable[..., None],
    widget_id: str = "",
) -> pygame_menu.widgets.Selector:
    """A selector showing ``value`` (its first item when ``value`` is not among them).

    It is drawn in pygame-menu's classic style, "Title: < value >", one text: the fancy style draws
    every item at once, so a Danish window would draw "English" from the language list.

    pygame-menu's own ``default=k`` steps right k times in the constructor and fires ``onchange``
    on each step, so a form listening to its selectors would change itself while being built. The
    value is set here without any event, and ``onchange`` is connected only afterwards.
    """
    values = [item[1] for item in items]
    selector = menu.add.selector(
        title,
        list(items),
        default=0,
        selector_id=widget_id,
        **control(form_scale(menu)),
    )
    index = values.index(value) if value in values else 0
    selector.set_value(index)
    selector.set_default_value(index)
    selector.set_onchange(onchange)
    return dress(selector)


def set_selector_items(selector: pygame_menu.widgets.Selector, items: Sequence[tuple[str, Any]], value: Any):
    """New items for a selector, showing ``value`` (else the first item); fires no event."""
    values = [item[1] for item in items]
    selector.update_items(list(items))
    selector.set_value(values.index(value) if value in values else 0)
    keep_width(selector)


FIELD_CHARS = 14
"""The room a text field keeps for its entry, in digits: an empty field is a field, not its title."""
SCROLL_ROOM = 4
"""Digits of that room left to the ellipsis of a long entry scrolled in it: pygame-menu fits the
letters shown in as many wide O's as the rest, and an O is about a digit and a fifth."""


def add_text_input(menu: pygame_menu.Menu, title: str, value: str, widget_id: str, **options: Any):
    """A text field that keeps its width: room for ``FIELD_CHARS`` digits (fewer when it takes
    fewer) after its title, empty or not; a longer entry scrolls inside it, behind an ellipsis
    (pygame-menu widened the field with every letter, past the controls over and under it). Held keys repeat
    through SDL's key repeat (set by the app); pygame-menu's own repeat is off, because it runs on
    a clock that advances only with events, so a pause before typing counted as holding the key
    and doubled a letter."""
    looks = {**control(form_scale(menu)), **options}
    onchange = looks.pop("onchange", None)
    longest = int(options.get("maxchar", 0) or 0)
    chars = min(FIELD_CHARS, longest or FIELD_CHARS)
    if not longest or longest > chars:  # a longer entry scrolls inside the field (its caret end shown)
        looks.setdefault("maxwidth", chars - SCROLL_ROOM)
    field = menu.add.text_input(title, default=value, textinput_id=widget_id, repeat_keys=False, **looks)
    top, right, bottom, left = field.get_padding()
    field.set_attribute("padding", (top, right, bottom, left))
    field.set_attribute(
        "width", left + right + measure(title + "0" * chars, field.get_font_info()["size"])[0]
    )

    def changed(typed: Any) -> None:
        hold_width(field)
        if onchange is not None:
            onchange(typed)

    hold_width(field)
    field.set_onchange(changed)
    return dress(field)


def hold_width(field: pygame_menu.widgets.TextInput) -> None:
    """Pad ``field`` to its width (its attribute ``width``) whatever is typed, up to what outgrows it
    (pygame-menu sizes a field to its words, so an empty one shrank to its title). The words are
    those shown: an emptied number field's value is 0, but it shows nothing."""
    top, right, bottom, left = field.get_attribute("padding")
    shown = field._get_input_string()  # (what is drawn: a scrolled entry with its ellipsis)
    words = measure(field.get_title() + shown, field.get_font_info()["size"])[0]
    padding = (top, right + max(0, field.get_attribute("width") - left - right - words), bottom, left)
    if field.get_padding() != padding:
        field.set_padding(padding)


def add_help(menu: pygame_menu.Menu, widget: Any, words: str, size: int, width: int):
    """What ``widget`` does, on its card: under its words in a softer ink, wrapped to ``width`` (or
    the control's own width where that is wider), the control and its help padded to one width."""
    scale = form_scale(menu)
    pad = int(18 * scale)
    lines = wrap(words, size, max(width, widget.get_width() - 2 * pad))
    label = menu.add.label(
        "\n".join(lines),
        wordwrap=True,
        font_size=size,
        font_color=HELP_INK,
        padding=(0, pad, int(10 * scale), pad),
    )
    label.set_margin(*widget.get_margin())
    join(widget, dress(label))
    same_width([widget, label])
    return label


def no_focus_shade(menu: pygame_menu.Menu) -> None:
    """Keep the rest of ``menu`` in sight while a text field is typed in: pygame-menu darkens all
    but the field (its theme allows no clear shade), which left every other control of setup
    unreadable while a name was typed. The field's own rim and cursor say it is being edited."""
    menu._draw_focus_widget = lambda surface, widget, force=False: None


def lay_out_once(menu: pygame_menu.Menu) -> None:
    """Make a control shown or hidden while ``menu``'s rendering is disabled only mark the form for
    laying out, done once when rendering is enabled again. pygame-menu lays the whole form out at
    each control shown or hidden, rendering disabled or not: the setup form's hidden seats cost
    it a layout each (7 ms apiece, half of the 0.1 s the form took to build)."""
    lay_out = menu._update_widget_position

    def update() -> None:
        if menu._render_enabled:
            lay_out()
        else:
            menu._widgets_surface_need_update = True

    menu._update_widget_position = update


def same_width(widgets: Sequence[Any]) -> None:
    """Pad ``widgets`` (a column of buttons, a control and its help) to the widest of them, so they
    read as one set of cards and not as words of different lengths (a text field keeps that width
    as it is typed in)."""
    widest = max((w.get_width() for w in widgets), default=0)
    for widget in widgets:
        if widget.has_attribute("width"):
            widget.set_attribute("width", widest)
            hold_width(widget)
            continue
        widget.set_attribute("card_width", widest)
        keep_width(widget)


def keep_width(widget: Any) -> None:
    """Pad ``widget`` to its card's width (its attribute ``card_width``, set by :func:`same_width`)
    with its words in the middle, whatever value it shows: a seat's selector that shrank from
    "Computer: medium" to "Computer: hard" left its card narrower than the name joined under it."""
    if widget is None or not widget.has_attribute("card_width"):
        return
    top, right, bottom, left = widget.get_padding()
    extra = widget.get_attribute("card_width") - (widget.get_width() - left - right)
    padding = (top, extra // 2, bottom, extra - extra // 2)
    if extra >= 0 and widget.get_padding() != padding:
        widget.set_padding(padding)


class RoundSwitch(pygame_menu.widgets.ToggleSwitch):
    """pygame-menu's switch drawn as the cards are: a rounded track with a thin dark rim, a round
    knob at the end its state names and the state's word in the rest of the track (its own draws
    square boxes and a knob as thin as a line at large sizes). Only the drawing differs: keys,
    clicks and states are pygame-menu's."""

    def _draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._surface, (self._rect.x, self._rect.y + self._switch_pos[1] - 1))
        x = self._rect.x + self._switch_margin[0] + self._switch_pos[0]
        y = self._rect.y + self._switch_margin[1]
        track = pygame.Rect(x, y, self._switch_width, self._switch_height)
        r = track.height // 2
        rim = self._switch_border_width
        pygame.draw.rect(surface, self._state_color[self._state], track, border_radius=r)
        if rim > 0:
            pygame.draw.rect(surface, self._switch_border_color, track, rim, border_radius=r)
        side = track.height - 2 * max(1, rim) - 2
        share = self._state / max(1, self._total_states - 1)
        knob = pygame.Rect(0, 0, side, side)
        knob.center = (round(track.left + r + (track.width - 2 * r) * share), track.centery)
        if self._state_text[self._state] != "":
            words = self._switch_font_rendered[self._state]
            free = track.inflate(-2 * rim, 0)  # the track less the knob's end
            if share < 0.5:
                free.left = knob.right
            else:
                free.right = knob.left
            surface.blit(words, words.get_rect(center=free.center))
        pygame.draw.circle(surface, self._slider_color, knob.center, side // 2)
        pygame.draw.circle(surface, self._switch_border_color, knob.center, side // 2, 1)


class RoundSlider(pygame_menu.widgets.RangeSlider):
    """pygame-menu's one-knob slider drawn as the switch is: a rounded track with a thin dark rim, red
    up to the knob, and a round cream knob with a dark rim, a line high (its own draws a square knob
    on a hairline). The knob's box, where a press grabs it, is made square round the circle. Only
    the drawing differs: keys, clicks, drags and values are pygame-menu's."""

    def _render(self) -> bool | None:
        if hasattr(self, "_slider_height"):
            self._slider_thickness = self._slider_height  # the knob's box: a square round its circle
        return super()._render()

    def update(self, events: Any) -> bool:
        """While the knob is held, it sits under the pointer, clamped to the track: pygame-menu moves
        it by each motion's step and drops a motion that ends past the track, so a quick drag to
        the end stopped at two thirds."""
        rest, followed = [], False
        for event in events:
            if event.type == pygame.MOUSEMOTION and self._scrolling and self._selected_mouse:
                followed = self.follow(event.pos[0]) or followed
            else:
                rest.append(event)
        return super().update(rest) or followed

    def follow(self, x: int) -> bool:
        """Set the value under the pointer's ``x`` (whole units where the slider steps by whole
        units); True if it changed."""
        rect = self.get_rect(to_real_position=True, apply_padding=False)
        low, high = self._range_values[0], self._range_values[-1]
        share = min(1.0, max(0.0, (x - rect.x - self._range_pos[0]) / max(1, self._range_width)))
        value = low + share * (high - low)
        if float(self._increment).is_integer():
            value = round(value)
        return self._update_value(value - self._value[0]) if value != self._value[0] else False

    def draw_after_if_selected(self, surface: pygame.Surface | None) -> RoundSlider:
        """The value over the knob on a rounded red tag (pygame-menu's is a square box)."""
        if surface is not None and self._slider_text_value_enabled and not self.readonly:
            tag = self._slider_text_value_surfaces[0].get_rect()
            tag.topleft = (
                self._rect.x + self._slider_text_value_surfaces_pos[0][0],
                self._rect.y + self._slider_text_value_surfaces_pos[0][1],
            )
            pygame.draw.rect(surface, ACCENT, tag, border_radius=tag.height // 2)
        super().draw_after_if_selected(surface)
        return self

    def _draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._surface, self._rect.topleft)
        ends = zip(self._range_text_value_surfaces, self._range_text_value_surfaces_pos, strict=True)
        for words, (x, y) in ends:  # the ends' values under the track
            surface.blit(words, (self._rect.x + x, self._rect.y + y))
        knob = self._get_slider_inflate_rect(0)
        side = self._range_box_height
        track = pygame.Rect(self._rect.x + self._range_pos[0], 0, self._range_width, side)
        track.centery = knob.centery
        r = side // 2
        pygame.draw.rect(surface, SLOT, track, border_radius=r)
        done = pygame.Rect(track.left, track.top, max(side, knob.centerx - track.left), side)
        pygame.draw.rect(surface, self._range_box_color, done, border_radius=r)
        pygame.draw.rect(surface, INK, track, 1, border_radius=r)
        round_ = knob.width // 2
        pygame.draw.circle(surface, self._slider_color, knob.center, round_)
        held = self.is_selected() and not self.readonly and self._scrolling
        pygame.draw.circle(surface, ACCENT if held else INK, knob.center, round_, 2 if held else 1)
