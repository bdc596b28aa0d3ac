"""The base of the form screens (setup, settings, pause, rules, a question): one pygame-menu form.

A form scene builds its menu in ``build`` once, and again only when the window changes size,
keeping the values entered so far and the control that had the focus. A control changes what the
form shows by showing or hiding widgets, never by rebuilding the form from its own callback. The
widgets and the theme are :mod:`scenes.ui.widgets`; moving to another screen goes through
:mod:`scenes.navigation`.

The form is drawn as the menu draws its screens: on the felt (a screen of its own) or over the
screen below, blurred and darkened (an overlay: nothing of a table stays readable behind it), on
an opaque panel with its title as a heading.
"""

from __future__ import annotations

import pygame
import pygame_menu

from scenes.scene import Scene
from scenes.strings import text
from scenes.theme import ACCENT
from scenes.ui import draw, material
from scenes.ui import text as ui_text
from scenes.ui.widgets import keep_width, lay_out_once, no_focus_shade, same_width, theme


class FormScene(Scene):
    """A screen made of one pygame-menu form that fills (most of) the window."""

    width_share = 0.9
    height_share = 0.92
    title_key = "title"
    shade = 120
    """How dark an overlay form makes the screen below it (0-255)."""
    fit_content = False
    one_column = True
    """True: every control is padded to the widest, one column of cards of one width as the menu's
    buttons are (not cards as long as their words); False: only the buttons are (a form that sizes
    its groups of controls itself, as setup does)."""
    """True: the panel is only as tall as its controls (a short, fixed list such as the pause
    screen's), not its share of the window with an empty lower half."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.menu: pygame_menu.Menu | None = None
        self.builds = 0
        """How many times the form was built: once, and once more per window size."""
        self.cloth = material.Backdrop()
        """The felt with the still panel, laid in one copy a frame."""

    def scale(self) -> float:
        width, height = self.app.size
        return max(0.75, min(2.2, min(width / 1280, height / 720)))

    def on_resize(self, size: tuple[int, int]) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        """A new form for the window's size; the control that had the focus keeps it."""
        focused = self.menu.get_selected_widget() if self.menu is not None else None
        focused_id = focused.get_id() if focused is not None else None
        focused_at = self.menu.get_widgets().index(focused) if focused is not None else -1
        width, height = self.app.size
        frame = self.frame_rect().inflate(-2 * self.inset(), -2 * self.inset())
        self.menu = pygame_menu.Menu(
            self.menu_title(),
            frame.width,
            frame.height,
            position=(frame.left, frame.top, False),
            theme=theme(width, height),
            center_content=False,
            mouse_motion_selection=True,
            # Take every key press: by default a press already released when its frame reads it
            # (a quick tap in a slow frame, xdotool, an on-screen keyboard) is dropped.
            keyboard_ignore_nonphysical=False,
            onclose=pygame_menu.events.NONE,
        )
        # the panel under the form is drawn by the screen: the form's own clear background, made
        # and blended over the whole page every frame, cost about 2 ms a frame at 2560x1440
        self.menu.get_scrollarea().update_area_color(None)
        # laid out once at the end, not again after each control added or hidden (pygame-menu
        # lays out every control before it at each one: the setup form took 0.2 s to build)
        self.menu.disable_render()
        lay_out_once(self.menu)
        no_focus_shade(self.menu)
        self.build(self.menu)
        if self.one_column:
            kept = [w for w in self.menu.get_widgets() if w.has_attribute("card") and w.get_frame() is None]
        else:
            kept = [w for w in self.menu.get_widgets() if isinstance(w, pygame_menu.widgets.Button)]
        same_width([w for w in kept if not w.has_attribute("own_width")])  # (a list's cards: by it)
        self.menu.enable_render()  # (positions known: the fit below reads them)
        if self.fit_content:
            self.fit_to_content(frame)
        self.builds += 1
        if focused is not None:  # the same control, by its id, else by its place in the form
            widgets = self.menu.get_widgets()
            again = self.menu.get_widget(focused_id)
            if again is None and focused_at < len(widgets):
                again = widgets[focused_at]
            if again is not None and again.is_selectable and again.is_visible():
                self.menu.select_widget(again)

    def fit_to_content(self, frame: pygame.Rect) -> None:
        """Shorten the form to its controls and a margin under them, still in the window's middle."""
        assert self.menu is not None
        shown = [w for w in self.menu.get_widgets() if w.is_visible()]
        if not shown:
            return
        top = self.menu.get_position()[1]
        bottom = max(w.get_rect(to_real_position=True).bottom for w in shown) - top
        offset = self.menu.get_theme().widget_offset[1]
        height = bottom + offset + self.inset()  # (the gap under the title, again under the last)
        if height < self.menu.get_height():
            self.menu.resize(frame.width, height, position=(frame.left, frame.centery - height // 2, False))

    def frame_rect(self) -> pygame.Rect:
        """Where the form sits: its share of the window, in the middle."""
        width, height = self.app.size
        rect = pygame.Rect(0, 0, int(width * self.width_share), int(height * self.height_share))
        rect.center = (width // 2, height // 2)
        return rect

    def inset(self) -> int:
        """The panel's margin round the form: its rounded corners and rim stay clear of the form's
        title and scrollbar."""
        return max(8, int(14 * self.scale()))

    def menu_title(self) -> str:
        return text(self.title_key)

    def build(self, menu: pygame_menu.Menu) -> None:
        """Add the widgets; subclasses override."""

    def paragraph(self, menu: pygame_menu.Menu, words: str, size: int | None = None, **looks: object):
        """A paragraph wrapped to the form's page inside its scrollbar and focus highlight (pygame-menu
        wraps a label to the whole form, so a page with a scrollbar would scroll sideways), in the
        shipped face the form's text is drawn in, its rows made even (no word left alone on the last)."""
        size = size or menu.get_theme().widget_font_size
        padding = menu.get_theme().widget_padding
        sides = 2 * (padding[1] if isinstance(padding, tuple) and len(padding) > 1 else 8)
        width = menu.get_width() - menu.get_theme().scrollbar_thick - 2 * 12 - 4 - sides - 16
        lines = ui_text.wrap_even(words, size, max(40, width))
        return menu.add.label("\n".join(lines), wordwrap=True, font_size=size, **looks)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if self.menu is None:
            return
        selected = self.menu.get_selected_widget()
        typing = selected is not None and selected.active
        event = self.steer(event, selected)
        if event is None:
            return
        self.menu.update([event])
        if typing and event.type == pygame.MOUSEBUTTONDOWN and not selected.active:
            # pygame-menu spends a click outside an active text field on leaving it, and ignores the
            # pointer meanwhile: select what was clicked, as hovering would, so the release acts on it
            point = pygame.event.Event(pygame.MOUSEMOTION, pos=event.pos, rel=(0, 0), buttons=(1, 0, 0))
            self.menu.update([point])

    def steer(self, event: pygame.event.Event, selected: object) -> pygame.event.Event | None:
        """The arrows move the focus and change a choice, never a text: on a text field not yet
        being typed in, Left, Right, Home and End do nothing (pygame-menu would start editing it,
        so a player stepping down to the next seat moved a name's caret instead), and Tab moves
        on as Down does (Shift+Tab back) on every control, rather than typing spaces into a name."""
        if event.type != pygame.KEYDOWN:
            return event
        if event.key == pygame.K_TAB:
            back = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            step = pygame.K_UP if back else pygame.K_DOWN
            return pygame.event.Event(pygame.KEYDOWN, key=step, mod=0, unicode="", scancode=0)
        if not isinstance(selected, pygame_menu.widgets.TextInput):
            return event
        if not selected.active and event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            return None
        return event

    def back(self) -> None:
        self.app.pop()

    def animating(self) -> bool:
        # pygame-menu changes only in menu.update, which runs per event (its text caret too), so
        # a form is drawn after input only
        return False

    def on_draw(self, surface: pygame.Surface) -> None:
        """The felt (or the screen below, covered), the panel, and the form on it. Over the felt the
        still panel is laid with the cloth in one copy (two large rounded rectangles a frame cost
        about 2 ms at 2560x1440)."""
        if self.menu is None:
            self.draw_backdrop(surface)
            return
        form = pygame.Rect(self.menu.get_position(), self.menu.get_size())
        if self.opaque:
            bar = self.menu.get_menubar().get_height()
            self.cloth.lay(surface, lambda cloth: self.draw_panel(cloth, form), (tuple(form), bar))
        else:
            draw.cover(surface, self.shade)
            self.draw_panel(surface, form)
        # a choice stepped since the last frame keeps its card's width, its words the new value's
        # (done when drawn: a change such as the language's builds the form anew first)
        keep_width(self.menu.get_selected_widget())
        self.menu.draw(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The felt, or the screen below covered (blurred and darkened by ``shade``)."""
        if self.opaque:
            material.lay(surface)
        else:
            draw.cover(surface, self.shade)

    def draw_panel(self, surface: pygame.Surface, form: pygame.Rect) -> None:
        """The panel under ``form`` and a line under its title."""
        assert self.menu is not None
        draw.sheet(surface, form.inflate(2 * self.inset(), 2 * self.inset()))
        bar = self.menu.get_menubar().get_height()
        if bar:
            thick = max(2, int(3 * self.scale()))
            y = form.top + bar - (thick + 1) // 2  # on the title's side of the page (which scrolls under it)
            pygame.draw.line(surface, ACCENT, (form.left, y), (form.right, y), thick)
