"""referee's own output given back to it as input: told what it is, not its first unknown key.

`referee score-sheet -f json night.yaml > rulings.jsonl`, then `referee standings rulings.jsonl`,
is an easy slip at a shell, and so is feeding `standings -f json`, `trick-winner -f json` or any
other command's JSON (or YAML) to a command that reads records. Each output is known by keys no
record has (`disputes`, `led_suit`, `by_game`, ...), and is asked about only once a document has
failed to read, so no record is slowed down and no record is ever taken for an output.
"""

from __future__ import annotations

from typing import NamedTuple

from referee.errors import RecordError
from referee.records.node import Node, key_text


class Output(NamedTuple):
    """One of referee's JSON/YAML outputs: the keys that tell it, what it is, who prints it, and
    what to give instead."""

    keys: frozenset[str]
    what: str
    printed_by: str
    instead: str

    def message(self) -> str:
        return f"this is referee's {self.what} ({self.printed_by} output), not a record: {self.instead}"


RULING = Output(frozenset({"game", "winners", "disputes"}), "ruling", "score-sheet -f json",
                "give the record it ruled")
"""Every game's ruling has `winners` and `disputes` beside `game:` (score-sheet's, dedupe-lists'),
and no record has `disputes`."""

NIGHTS = Output(frozenset({"night", "game", "source", "leaders", "complete"}), "standings night by night",
                "standings --nights -f json", "give the record it lists")

OUTPUTS = (
    RULING,
    Output(frozenset({"record", "changes"}), "what-if comparison", "score-sheet --what-if -f json",
           "give the record it compared"),
    Output(frozenset({"name", "games", "wins", "points", "by_game"}), "standings of a player",
           "standings -f json", "give the records the standings were made from"),
    NIGHTS,
    Output(frozenset({"led_suit", "winner", "winning_card", "first_pick", "second_pick"}), "ruling of a trick",
           "trick-winner -f json", "give the record or the trick it ruled"),
    Output(frozenset({"cancel", "kept", "score"}), "alphabetical check", "alpha-cancel -f json",
           "give the sheet it checked"),
    Output(frozenset({"word", "valid", "reasons"}), "ruling of a word", "check-word -f json",
           "give the record the word was played in"),
    Output(frozenset({"word", "score"}), "hint", "hint -f json", "give the record of the game"),
    Output(frozenset({"guess", "answer", "ruling", "record_turn"}), "answer to a guess", "answer -f json",
           "write its record_turn among the turns of the game's record"),
    Output(frozenset({"game", "players", "template"}), "blank record as text", "new -f json",
           "print the record itself with new -f yaml, and fill it in"),
    Output(frozenset({"game", "name", "text"}), "example record as text", "example -f json",
           "print the record itself with example -f yaml"),
    Output(frozenset({"name", "words", "sha256"}), "word list summary", "lexicon -f json",
           "give a record of a game"),
)
"""The outputs in the order they are asked about: a check-word ruling has a hint's `word` and
`score` too, so it comes first. Rolls are not here: `roll -f yaml` is a record fragment that
other commands take as input (`check-word --round`), and what it lacks is said as of any record."""


def _keys(root: Node) -> set[str]:
    """The root mapping's text keys, lower-cased; any that cannot be read are left out."""
    keys = set()
    for key, _ in root.mapping("record"):
        try:
            keys.add(key_text(key, "record"))
        except RecordError:
            continue
    return keys


def output_of(root: Node) -> Output | None:
    """Which of referee's outputs a document is, or None (a record, or anything else)."""
    if not root.is_mapping:
        return None
    try:
        keys = _keys(root)
    except RecordError:  # a repeated key: no output of referee's has one
        return None
    return next((output for output in OUTPUTS if keys >= output.keys), None)


def told_what_it_is(root: Node) -> RecordError | None:
    """The one error for a document that is referee's own output, at its first line and column
    (for standings night by night, the record it lists is named), or None for anything else."""
    output = output_of(root)
    if output is None:
        return None
    message = output.message()
    if output is NIGHTS:
        try:
            source = root.fields("record")["source"].scalar()
        except RecordError:  # an unreadable value: the record is still told what the line is
            source = None
        if isinstance(source, str) and source:
            message += f" ({source})"
    return root.fail(message)
