"""First-Class Letters' reader for a record with rounds (interface section 6): the rounds' rolls,
each player's rows (a word and the round it was written in), or cooperative play's rounds (every
player's word, the group's choice and the communal row)."""

from __future__ import annotations

from collections.abc import Sequence

from referee.errors import RecordError
from referee.games import RECORD_LABELS
from referee.games.first_class.alphabetical import Order
from referee.games.first_class.claims import CommunalRoundClaim, RecordClaims, RowClaim
from referee.games.first_class.model import DICE, ROUNDS, ROWS, FirstClassVariant, RoundRoll, priority_on_the_dice
from referee.games.first_class.record.common import (
    read_claim,
    read_mode,
    read_players,
    read_rows,
    read_special,
    read_variants,
    unused_row,
)
from referee.plurals import counted
from referee.records import Fields, Node, left_as_printed, left_blank

TOP_KEYS = ("game", "mode", "variants", "special", "rounds", "players", "order", "seed", *RECORD_LABELS)
COOPERATIVE_TOP_KEYS = ("game", "mode", "variants", "special", "rounds", "total", "order", "seed",
                        *RECORD_LABELS)
ROUND_KEYS = ("dice", "dead", "priority")
COOPERATIVE_ROUND_KEYS = ("dice", "dead", "priority", "words", "chosen", "row", "score")
ROW_KEYS = ("word", "round", "score", "canceled")


def _round(node: Node, number: int, variants: tuple[FirstClassVariant, ...], cooperative: bool) -> RoundRoll:
    what = f"round {number}"
    fields = Fields(node, what, COOPERATIVE_ROUND_KEYS if cooperative else ROUND_KEYS)
    dice_node = fields.require("dice")
    try:
        dice = tuple(dice_node.letters(f"{what} dice"))
    except RecordError:
        if left_blank(dice_node):  # `[~, ~, ~]`, as `referee new` prints it
            raise left_as_printed(dice_node, what, "write the round's letter dice, or delete the rounds not "
                                  "played (a game in progress)") from None
        raise
    if len(dice) != DICE:
        raise dice_node.fail(f"{what} dice: expected {DICE} letter dice, got {len(dice)}")
    dead_node = fields.get("dead")
    dead = None
    if FirstClassVariant.BREEZY in variants:
        if dead_node is not None:
            raise dead_node.fail(f"{what} dead: the breezy variant plays without the dead-letter die")
    elif dead_node is None:
        raise node.fail(f"{what}: missing 'dead' (the dead-letter die; variants: [breezy] plays without it)")
    else:
        dead = dead_node.letter(f"{what} dead")
    priority_node = fields.get("priority")
    priority = None
    if FirstClassVariant.PRIORITY_MAIL in variants:
        if priority_node is None:
            raise node.fail(f"{what}: missing 'priority' (the priority letter of the priority-mail variant)")
        priority = priority_node.letter(f"{what} priority")
        if not priority_on_the_dice(dice, priority):
            raise priority_node.fail(f"{what} priority: the priority letter is one of the dice "
                                     f"({' '.join(dice)}), got {priority}")
    elif priority_node is not None:
        raise priority_node.fail(f"{what} priority: only the priority-mail variant has a priority letter "
                                 f"(add variants: [priority-mail])")
    return RoundRoll(number, dice, dead, priority)


def read_record_with_rounds(root: Node, cooperative: bool) -> RecordClaims:
    """The whole record: its setup and rounds, then the players' sheets or the cooperative rounds."""
    if cooperative and "players" in root.fields("record"):
        raise root.fields("record")["players"].fail(
            "players: a cooperative record has no players; each round lists the words "
            "(words: {Ana: danger, ...}) and the communal row")
    fields = Fields(root, "record", COOPERATIVE_TOP_KEYS if cooperative else TOP_KEYS)
    mode = read_mode(fields)
    variants = read_variants(fields)
    special = read_special(fields)
    rounds_node = fields.require("rounds")
    nodes = rounds_node.items("rounds")
    if len(nodes) > ROUNDS:
        raise nodes[ROUNDS].fail(f"rounds: the game has {ROUNDS} rounds, got {len(nodes)}")
    rounds = tuple(_round(n, i, variants, cooperative) for i, n in enumerate(nodes, start=1))
    order_node = fields.get("order")
    order = Order(order_node.choice("order", [o.value for o in Order])) if order_node else Order.WORD
    if cooperative:
        communal = _communal_rounds(rounds, nodes)
        return RecordClaims(mode, variants, special, order, rounds, communal_rounds=communal,
                            communal_total=read_claim(fields, "total", "record"))
    sheets = read_players(fields, mode, lambda node, name: _rows(node, name, len(rounds)))
    return RecordClaims(mode, variants, special, order, rounds, sheets)


def _on_no_row(entries: Sequence[Node], played: int, name: str) -> str:
    """A round typed twice on a sheet is often another round mistyped: the rounds played that no
    row of the sheet names, as a hint ('; round 6 is on no row of Ana's sheet'), or ''."""
    named = set()
    for entry in entries:
        value = entry.fields(name).get("round") if entry.is_mapping else None
        number = value.scalar() if value is not None and not (value.is_mapping or value.is_sequence) else None
        if isinstance(number, int) and not isinstance(number, bool):
            named.add(number)
    missing = [n for n in range(1, played + 1) if n not in named]
    if not missing:
        return ""
    rounds = f"round {missing[0]} is" if len(missing) == 1 else f"rounds {', '.join(map(str, missing))} are"
    return f"; {rounds} on no row of {name}'s sheet"


def _rows(node: Node, name: str, played: int) -> tuple[RowClaim | None, ...]:
    """A player's rows: each `{word, round, score}`, `{canceled: true, round}` or null (unused)."""
    rows: list[RowClaim | None] = []
    used: dict[int, int] = {}
    entries = read_rows(node, name)
    for number, entry in enumerate(entries, start=1):
        what = f"{name} row {number}"
        if entry.is_null:
            rows.append(None)
            continue
        marks = [k for k in ("checks", "doubled") if entry.is_mapping and k in entry.fields(what)]
        if marks:
            raise entry.fields(what)[marks[0]].fail(
                f"{what}: {marks[0]!r} is for a sheet typed without rounds; with rounds: the referee "
                f"counts the checkmarks from the dice (leave it out, or leave out rounds: to take it as written)")
        fields = Fields(entry, what, ROW_KEYS)
        round_node = fields.get("round")
        if round_node is None:
            unused_row(fields, what)
            raise entry.fail(f"{what}: missing 'round' (the round the word was written in)")
        rnd = round_node.integer(f"{what} round", minimum=1)
        if rnd > played:
            raise round_node.fail(f"{what} round: round {rnd} has not been played "
                                  f"(the record has {counted(played, 'round')})")
        if rnd in used:
            raise round_node.fail(f"{what} round: round {rnd} is already on row {used[rnd]}"
                                  + _on_no_row(entries, played, name))
        used[rnd] = number
        claimed = read_claim(fields, "score", what)
        canceled_node = fields.get("canceled")
        canceled = canceled_node.boolean(f"{what} canceled") if canceled_node else False
        word_node = fields.get("word")
        if canceled:
            if word_node is not None:
                raise word_node.fail(f"{what}: a row has a word or 'canceled: true' (an empty box), not both; "
                                     f"the referee rules which words are canceled")
            rows.append(RowClaim(None, rnd, claimed, canceled=True))
            continue
        if word_node is None:
            raise entry.fail(f"{what}: missing 'word' (or 'canceled: true' for an empty box the player canceled)")
        rows.append(RowClaim(word_node.text(f"{what} word"), rnd, claimed))
    return tuple(rows)


def _communal_rounds(rounds: tuple[RoundRoll, ...], nodes: list[Node]) -> tuple[CommunalRoundClaim, ...]:
    """Every cooperative round, each on a communal row of its own."""
    claims: list[CommunalRoundClaim] = []
    written: dict[int, int] = {}
    for rnd, node in zip(rounds, nodes, strict=True):
        claim, row_node = _communal_round(rnd, node)
        if claim.row in written:
            raise row_node.fail(f"round {rnd.number} row: communal row {claim.row} is already used by round "
                                f"{written[claim.row]}")
        written[claim.row] = rnd.number
        claims.append(claim)
    return tuple(claims)


def _communal_round(rnd: RoundRoll, node: Node) -> tuple[CommunalRoundClaim, Node]:
    """A cooperative round's words (a null is a player with no word), choice, row and box score."""
    what = f"round {rnd.number}"
    fields = Fields(node, what, COOPERATIVE_ROUND_KEYS)
    words: list[tuple[str, str]] = []
    words_node = fields.get("words")
    if words_node is not None:
        for key, value in words_node.mapping(f"{what} words"):
            name = key.text(f"{what} words player")
            if not value.is_null:
                words.append((name, value.text(f"{what} words {name}")))
    row_node = fields.get("row")
    chosen_node = fields.get("chosen")
    chosen = chosen_node.text(f"{what} chosen") if chosen_node else None
    claimed = read_claim(fields, "score", what)
    if row_node is None:
        raise node.fail(f"{what}: missing 'row' (where the group wrote the word on the communal sheet)")
    row = row_node.integer(f"{what} row", 1, ROWS)
    return CommunalRoundClaim(rnd, tuple(words), chosen, row, claimed), row_node
