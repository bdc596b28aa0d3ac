"""``python -m scenes``: open the Stormtable window (and, in the frozen executable, the computer
players' worker process, :mod:`game.bot_worker`, which starts the executable again)."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a worker started by the executable runs here, then exits
    from scenes.app import main

    sys.exit(main())
