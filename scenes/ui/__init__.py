"""Pieces the scenes share: layout maths, text, widgets, animation, input and sound."""
