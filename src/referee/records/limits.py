"""What one document may hold (docs/records.md): values written and read, depth, and tags.

Both composers (`compose`, the counting one, and `fast`, libyaml's checked afterwards) and every
value a game reads (`node`) hold a document to these, so an oversized or hostile record is
refused with a message instead of eating memory or running code.
"""

from __future__ import annotations

MAX_NODES = 200_000
"""Values one document may hold once its aliases are expanded (counted as they are read)."""
MAX_WRITTEN = 100_000
"""Values one document may have written out: each is a composed node (about 300 bytes) in memory."""
MAX_DEPTH = 64
MERGE_TAG = "tag:yaml.org,2002:merge"
SAFE_TAGS = frozenset(f"tag:yaml.org,2002:{name}" for name in (
    "str", "int", "float", "bool", "null", "seq", "map", "timestamp", "binary", "set", "omap", "pairs"))


class Shared:
    """What every value of one document shares: its file, its first line, and the budget of
    values visited, so an alias bomb is refused instead of eating memory. One object a document
    rather than three fields a value: a record has hundreds of values."""

    __slots__ = ("left", "line_offset", "source")

    def __init__(self, source: str, line_offset: int) -> None:
        self.source = source
        self.line_offset = line_offset
        self.left = MAX_NODES


def tag_problem(tag: str) -> str | None:
    """Why a node with this tag is refused, or None for YAML's plain tags."""
    if tag in SAFE_TAGS:
        return None
    if tag == MERGE_TAG:
        return "merge keys (<<) are not supported: write the keys out in full"
    return f"unsupported YAML tag {tag!r}"
