"""The pygame-ce table: one scene per screen, drawing and input only."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
