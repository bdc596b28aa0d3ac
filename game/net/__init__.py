"""Playing across computers at home: a host that is the authority, joiners that take a seat.

``protocol`` is the message schema both sides check every message against; ``host`` runs the game
(computer players and the physical world included) and serves each seat its own view over a
WebSocket (the ``websockets`` library); ``client`` takes a seat and plays it, a person's window or a
headless computer player; ``discovery`` advertises and finds hosted games with mDNS (``zeroconf``);
``cli`` is ``python -m game host|join``. Nothing here imports pygame, pymunk or physics: the world
comes through the entry points of :mod:`game.world` and :mod:`game.net.gesture`.
"""
