"""A round file as `--round FILE` gives it: the constraints of one round (what `referee roll`
printed), or of the round a whole record is playing: the last with its dice, letters or roll
written (rounds left as `referee new` prints them are not played yet), the tie-break round once
there is one.

Read from the document's nodes here, with the games' other readers, so every schema message keeps
its position; which game the constraints mean is `word_rules.resolve_rules`' business.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, NamedTuple

from referee.errors import RecordError
from referee.games import GAME_NAMES

if TYPE_CHECKING:
    from collections.abc import Mapping

    from referee.errors import Position
    from referee.records import Node


class RoundConstraints(NamedTuple):
    """What a round file says of the round: each None when the file leaves it out (a named tuple,
    not a dataclass: check-word builds an empty one on every cold run, and a dataclass costs
    about a millisecond to define)."""

    game: str | None = None
    dice: str | None = None
    dead: str | None = None
    priority: str | None = None
    initial: str | None = None
    letters: str | None = None
    min_length: int | None = None
    undecided: str | None = None
    """A Letter Roll roll before the removal (`rolled:`, no `letters:`): the letters rolled, of
    which the ones in play are not known yet."""
    undecided_at: Position | None = None
    """Where the file leaves them undecided: its `letters:` left blank, else its `rolled:`."""
    sheet_at: Position | None = None
    """A First-Class Letters sheet as written (no `rounds:`): the record, which holds no dice."""


def read_round(root: Node) -> RoundConstraints:
    """The constraints of a round document, or of the round a record is playing (`rounds: [...]`,
    `_written`), or of its tie-break round when it has one (Letter Roll's, played once the rounds
    are over)."""
    node, label = root, "round"
    fields = node.fields("round")
    tiebreak = fields.get("tiebreak")
    if tiebreak is not None and tiebreak.is_mapping:
        node, label = tiebreak, "tiebreak"
        fields = node.fields("tiebreak")
    elif "rounds" in fields:
        rounds = fields["rounds"].items("rounds")
        if not rounds:
            raise fields["rounds"].fail("rounds: no round to take constraints from")
        # The rounds `referee new` printed and nobody has played yet are not the round being played.
        played = [number for number, rnd in enumerate(rounds, 1) if _written(rnd)]
        number = played[-1] if played else 1
        node, label = rounds[number - 1], f"round {number}"
        fields = node.fields("round")
    elif _sheet_as_written(fields):
        return RoundConstraints(game="first-class-letters", sheet_at=root.where)

    def given(key: str) -> Node | None:
        value = fields.get(key)
        return None if value is None or value.is_null else value

    dice, letters = (_letters(n, key, label) if (n := given(key)) else None for key in ("dice", "letters"))
    dead, priority, initial = (n.letter(key) if (n := given(key)) else None for key in ("dead", "priority", "initial"))
    min_length = _min_length(root, node, label == "tiebreak")
    game = fields["game"].choice("game", GAME_NAMES) if "game" in fields else None
    rolled = given("rolled")
    undecided = " ".join(rolled.letters("rolled")) if letters is None and rolled is not None else None
    undecided_at = (fields.get("letters") or rolled).where if undecided is not None and rolled is not None else None
    found = RoundConstraints(game, dice, dead, priority, initial, letters, min_length, undecided, undecided_at)
    if found == RoundConstraints():
        raise _nothing_to_take(root, node, label)
    return found


GIVES = ("game", "dice", "dead", "priority", "initial", "letters", "min-length", "rolled")
"""The keys a round file's constraints are taken from (any other key, a record's, is passed over)."""


def _nothing_to_take(root: Node, node: Node, label: str) -> RecordError:
    """A round file that gives no constraint at all, which was passed over: the words were ruled
    by the dictionary alone, exit 0, as if `--round` had not been given. A key one slip from a
    constraint's (`dices:`) is named with its did-you-mean, referee's own output is told what it
    is, anything else is told what a round gives."""
    from referee.records import told_what_it_is

    told = told_what_it_is(root)
    if told is not None:
        return told
    gives = f"a round gives {', '.join(GIVES[:-1])} or {GIVES[-1]}"
    for key, _ in node.mapping(label):
        try:
            name = key.text(f"{label} key").lower()
        except RecordError:  # a number or a date for a key: no constraint's slip
            continue
        if name in GIVES:  # written, but left blank (`dice: ~`)
            return key.fail(f"{label}: {name} left blank: write it, or give it as an option")
        if close := difflib.get_close_matches(name, GIVES, n=1, cutoff=0.8):  # dices, not a sheet's name
            return key.fail(f"{label}: unknown key {name!r}; did you mean {close[0]!r}? ({gives})")
    return node.fail(f"{label}: nothing to take constraints from: {gives}, as referee roll GAME -f yaml prints "
                     "it (a record: its rounds)")


def _sheet_as_written(fields: Mapping[str, Node]) -> bool:
    """A First-Class Letters record without `rounds:` (the sheets as written on paper, or the
    communal sheet alone): the players' rows or the communal sheet, no round's dice anywhere."""
    game = fields.get("game")
    name = game.scalar() if game is not None and not game.is_mapping and not game.is_sequence else None
    return (isinstance(name, str) and name.lower() == "first-class-letters"  # any case, as a record's game
            and "dice" not in fields and ("players" in fields or "communal" in fields))


def _written(rnd: Node) -> bool:
    """Whether a record's round has its dice or letters written, not left blank as `referee new`
    prints them (`[~, ~, ~]`), or its roll (`rolled:`, the letters not yet decided: the round being
    played); a round that is no mapping is left to the reader's error."""
    from referee.records import left_blank  # a round file is read: the reader is loaded already

    if not rnd.is_mapping:
        return True
    fields = rnd.fields("round")
    shown = [fields[key] for key in ("dice", "letters", "rolled") if key in fields]
    return not shown or any(not (value.is_null or left_blank(value)) for value in shown)


def _letters(node: Node, key: str, label: str) -> str:
    """A round's dice or letters; left blank as `referee new` prints them, told what to write."""
    try:
        return "".join(node.letters(key))
    except RecordError:
        from referee.records import left_as_printed, left_blank

        if left_blank(node):
            raise left_as_printed(node, f"{label} {key}", f"write them in the file, or give --{key} "
                                  "without --round") from None
        raise


def _min_length(root: Node, node: Node, tiebreak: bool) -> int | None:
    """The round's minimum length: a number (everyone's), as a roll fragment or a round has it; the
    Letter Roll reader works out one set per player or for the whole record (`least_length`)."""
    least = node.fields("round").get("min-length")
    whole = root.fields("round").get("min-length") if node is not root else None
    if whole is None and (least is None or not least.is_mapping):
        return least.integer("min-length", minimum=1) if least is not None else None
    from referee.games.letter_roll.record import least_length

    return least_length(root, node, tiebreak)
