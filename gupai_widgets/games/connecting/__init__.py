"""Connecting games: tiles joined end to end (JieLong and its relatives)."""
