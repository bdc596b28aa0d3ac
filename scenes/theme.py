"""The table's colours, named by role."""

FELT = (34, 92, 70)
CARD = (250, 246, 236)
CARD_HOVER = (255, 252, 228)
SHADOW = (18, 52, 40)
INK = (32, 30, 28)
MUTED = (214, 232, 220)
ACCENT = (184, 72, 40)
