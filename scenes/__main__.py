"""``python -m scenes``: open the Stormtable window."""

from scenes.app import main

main()
