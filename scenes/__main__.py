"""``python -m scenes``: open the Stormtable window."""

import sys

from scenes.app import main

sys.exit(main())
