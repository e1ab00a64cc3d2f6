"""Draw-and-discard games: collect pairs, tens or triplets from a wall, and claim discards."""
