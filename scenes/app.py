"""The window and its frame loop: it owns the display and hands events and frames to the scene."""

from __future__ import annotations

import argparse
from pathlib import Path

import pygame

from scenes.assets import font
from scenes.scene import Scene
from scenes.strings import text

FPS = 60
MIN_SIZE = (640, 480)


class App:
    """One window, one current scene; scenes are swapped with :meth:`show`."""

    def __init__(self, size: tuple[int, int] = (1280, 720)) -> None:
        pygame.init()
        font.cache_clear()  # fonts die with the previous pygame session
        pygame.display.set_caption(text("title"))
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.clock = pygame.time.Clock()
        self.running = True
        self.scene: Scene | None = None

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def show(self, scene: Scene) -> None:
        self.scene = scene

    def quit(self) -> None:
        self.running = False

    def frame(self, dt: float) -> None:
        """One frame: events, update, draw. Never blocks."""
        assert self.scene is not None
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
            elif event.type == pygame.VIDEORESIZE:
                width, height = max(event.w, MIN_SIZE[0]), max(event.h, MIN_SIZE[1])
                if self.screen.get_size() != (width, height):
                    self.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
            else:
                self.scene.on_event(event)
        self.scene.on_update(dt)
        self.scene.on_draw(self.screen)
        pygame.display.flip()

    def run(self, frames: int | None = None, screenshot: Path | None = None) -> None:
        """Run until closed (or for ``frames`` frames, then save ``screenshot``: for checks)."""
        count = 0
        while self.running and (frames is None or count < frames):
            self.frame(self.clock.tick(FPS) / 1000.0)
            count += 1
        if screenshot is not None:
            pygame.image.save(self.screen, screenshot)
        pygame.quit()


def main(argv: list[str] | None = None) -> None:
    from scenes.menu import MenuScene

    parser = argparse.ArgumentParser(prog="stormtable", description="The Stormtable game table")
    parser.add_argument("--frames", type=int, help="quit after this many frames")
    parser.add_argument("--screenshot", type=Path, help="save the last frame as PNG")
    args = parser.parse_args(argv)
    app = App()
    app.show(MenuScene(app))
    app.run(args.frames, args.screenshot)
