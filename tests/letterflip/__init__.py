"""Letterflip's tests: its rules, its records, the answer and hint commands, roll letterflip."""
