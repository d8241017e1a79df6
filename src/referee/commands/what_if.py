"""`score-sheet --what-if`: every record ruled twice, and only what changes printed."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from referee.dictionary import LexiconChoice, get_lexicon
from referee.dictionary.house import is_house_rules_file
from referee.games import adjudicate
from referee.records import Document, read_paths
from referee.render import Emitter, table, warn
from referee.runner import UPHELD, run_items
from referee.standings.whatif import Change, changes


def run_what_if(paths: Iterable[str], base: LexiconChoice, what_if: str, emitter: Emitter) -> int:
    """Print one item per record whose rulings change; exit 0 when none does, 1 when one does."""
    other = (replace(base, house_rules=what_if) if is_house_rules_file(what_if)
             else replace(base, path=what_if))
    lex, alternative = get_lexicon(base), get_lexicon(other)

    def rule(document: Document) -> list[tuple[Document, list[Change]]]:
        found = changes(adjudicate(document.root, lex).record, adjudicate(document.root, alternative).record)
        return [(document, found)] if found else []

    status = run_items(read_paths(paths), emitter, rule, lambda _item: True,
                       lambda item: {"record": str(item[0].where), "changes": [c.as_json() for c in item[1]]},
                       lambda item: f"{item[0].where}\n" + changes_table(item[1]))
    if status == UPHELD:
        warn(f"no ruling changes with {what_if}")
    return status


def changes_table(found: list[Change]) -> str:
    """One row per change: what kind, whose and where, the ruling before and after."""
    return table([[c.kind, c.what, c.before, c.after] for c in found], ["change", "what", "before", "after"])
