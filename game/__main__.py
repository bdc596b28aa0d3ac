"""``python -m game``: the command line (see :mod:`game.cli`)."""

import sys

from game.cli import main

sys.exit(main())
