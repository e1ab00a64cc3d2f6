"""Banker games: only the last digit of the pip total counts, and each player plays the bank."""
