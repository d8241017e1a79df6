"""What a file's name says it holds, for the few places that decide by the name alone."""

from __future__ import annotations

YAML_SUFFIXES = (".yaml", ".yml")
"""The names of a YAML file: house rules, a round, a record."""
RECORD_SUFFIXES = (*YAML_SUFFIXES, ".json", ".jsonl")
"""The names of a file of game records: YAML, or JSON Lines."""
