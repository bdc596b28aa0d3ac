"""Elements on the command line: the hard player's exact tables made ready before the first game.

The registry entry names :func:`prepare_hard_players` as the game's ``prepare_bots`` hook, which
:mod:`game.cli` calls before it simulates; the ``--sheet-file`` option is the entry's too.
"""

from __future__ import annotations

import sys
from typing import Any

from game.core import State
from game.elements.hard import tables_needed
from game.elements.solo import solo_table, table_known


def prepare_hard_players(state: State, kinds: list[str], shown: bool) -> None:
    """Elements' hard player plays from exactly solved tables, which the window computes in the
    background (playing medium meanwhile). Here there is no frame to keep smooth: the tables are
    loaded from the cache, or computed once with a line on stderr and, when ``shown``, a progress
    bar, so every game is played by the hard player itself."""
    if "hard" not in kinds:
        return
    sheet = state.sheet  # type: ignore[attr-defined]
    needed = tables_needed(state.players)
    missing = [kwargs for kwargs in needed if not table_known(sheet, **kwargs)]
    if missing:
        count = len(missing)
        what = "its exact table" if count == 1 else f"its {count} exact tables"
        print(
            f"elements: the hard player computes {what} first (some seconds each, once: they are kept "
            "in the data folder)",
            file=sys.stderr,
            flush=True,
        )
    for number, kwargs in enumerate(missing, 1):
        bar = None
        if shown:
            from tqdm import tqdm

            label = "exact table" if len(missing) == 1 else f"exact table {number} of {len(missing)}"
            bar = tqdm(total=100, desc=label, unit="%", file=sys.stderr, dynamic_ncols=True, leave=False)

        def tell(share: float, bar: Any = bar) -> None:
            if bar is not None:
                bar.update(round(share * 100) - bar.n)

        try:
            solo_table(sheet, wait=True, progress=tell, **kwargs)
        finally:
            if bar is not None:
                bar.close()
    for kwargs in needed:  # the cached ones: into memory before the first game
        solo_table(sheet, wait=True, **kwargs)
