"""Fishing games: catch pieces from the table (a lake, or the ends of a row) by matching them."""
