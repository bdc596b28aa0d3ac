"""Sounds for the main events, synthesized at start (no files to license), silent without a device."""

from __future__ import annotations

from functools import cache

import numpy
import pygame

RATE = 22050
TONES: dict[str, tuple[tuple[float, float], ...]] = {
    "card": ((660.0, 0.05), (880.0, 0.04)),
    "draw": ((440.0, 0.06),),
    "call": ((523.0, 0.09), (659.0, 0.09), (784.0, 0.16)),
    "turn": ((587.0, 0.08), (784.0, 0.1)),
    "win": ((523.0, 0.12), (659.0, 0.12), (784.0, 0.12), (1046.0, 0.3)),
    "penalty": ((330.0, 0.12), (247.0, 0.18)),
    "roll": ((200.0, 0.03), (260.0, 0.03), (230.0, 0.03), (300.0, 0.04)),
    "crash": ((140.0, 0.1), (110.0, 0.1), (90.0, 0.2)),
    "shuffle": ((380.0, 0.03), (520.0, 0.03), (400.0, 0.03), (560.0, 0.03), (420.0, 0.05)),
}


@cache
def synthesize(notes: tuple[tuple[float, float], ...]) -> bytes:
    """Mono 16-bit samples of short sine notes with a soft attack and decay. Made once a
    process, with numpy: note by note in Python it cost 70 ms of every window's start."""
    parts = []
    for freq, seconds in notes:
        count = int(RATE * seconds)
        i = numpy.arange(count, dtype=numpy.float64)
        envelope = numpy.minimum(1.0, i / 200) * (1.0 - i / count) ** 2
        parts.append((9000 * envelope * numpy.sin(2 * numpy.pi * freq * i / RATE)).astype(numpy.int16))
    return numpy.concatenate(parts).tobytes()


class Sounds:
    """Plays named sounds at the settings' volume; does nothing when no audio device exists."""

    def __init__(self) -> None:
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = 0.6
        self.muted = False
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
        except pygame.error:
            return  # no sound device: the table goes on silent
        for name, notes in TONES.items():
            self.sounds[name] = pygame.mixer.Sound(buffer=synthesize(notes))

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is not None and not self.muted and self.volume > 0:
            sound.set_volume(self.volume)
            sound.play()
