"""Letter Roll's tests: its rules (lists, whole games, dice and records), roll letter-roll, dedupe-lists."""
