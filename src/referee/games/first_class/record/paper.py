"""First-Class Letters' reader for a sheet as written on paper: a record without `rounds`
(interface section 6b), each row its word, checkmarks, circle and box score as the paper shows."""

from __future__ import annotations

from referee.games import RECORD_LABELS
from referee.games.first_class.alphabetical import Order
from referee.games.first_class.claims import RecordClaims, RowClaim, SheetClaim
from referee.games.first_class.record.common import (
    read_claim,
    read_mode,
    read_players,
    read_rows,
    read_special,
    read_variants,
    unused_row,
)
from referee.records import Fields, Node

TOP_KEYS = ("game", "mode", "variants", "special", "players", "order", *RECORD_LABELS)
COOPERATIVE_TOP_KEYS = ("game", "mode", "variants", "special", "players", "communal", "order", *RECORD_LABELS)
COMMUNAL_KEYS = ("rows", "total")
ROW_KEYS = ("word", "checks", "doubled", "score", "canceled")


def read_sheets_as_written(root: Node, cooperative: bool) -> RecordClaims:
    """Each player's sheet, or the communal sheet with the players' names."""
    fields = Fields(root, "record", COOPERATIVE_TOP_KEYS if cooperative else TOP_KEYS)
    order_node = fields.get("order")
    order = Order(order_node.choice("order", [o.value for o in Order])) if order_node else Order.WORD
    special = read_special(fields)
    mode, variants = read_mode(fields), read_variants(fields)
    if not cooperative:
        return RecordClaims(mode, variants, special, order, None, read_players(fields, mode, _rows))
    names_node = fields.get("players")
    names = tuple(names_node.texts("players")) if names_node is not None else ()
    communal = Fields(fields.require("communal"), "communal", COMMUNAL_KEYS)
    sheet = SheetClaim("communal", _rows(communal.require("rows"), "communal"),
                       read_claim(communal, "total", "communal"))
    return RecordClaims(mode, variants, special, order, None, (sheet,), names=names)


def _rows(node: Node, name: str) -> tuple[RowClaim | None, ...]:
    return tuple(_row(entry, f"{name} row {number}") for number, entry in enumerate(read_rows(node, name), start=1))


def _row(entry: Node, what: str) -> RowClaim | None:
    """One row as written: `{word, checks, doubled, score}`, `{word, score}`, `{canceled: true}`
    (an empty box), `{word, canceled: true}` (a word the table canceled), or null (not used yet)."""
    if entry.is_null:
        return None
    if entry.is_mapping and "round" in entry.fields(what):
        raise entry.fields(what)["round"].fail(
            f"{what}: 'round' names one of the record's rounds, and this record has none (a sheet as "
            f"written gives word, checks, doubled and score; add rounds: to rule the dice too)")
    fields = Fields(entry, what, ROW_KEYS)
    claimed = read_claim(fields, "score", what)
    canceled_node = fields.get("canceled")
    canceled = canceled_node.boolean(f"{what} canceled") if canceled_node else False
    word_node, checks_node, doubled_node = fields.get("word"), fields.get("checks"), fields.get("doubled")
    if word_node is None:
        if not canceled:
            unused_row(fields, what)
            raise entry.fail(f"{what}: missing 'word' (the alphabetical check needs every word; "
                             f"'canceled: true' for an empty box canceled for want of a word)")
        marks = checks_node or doubled_node
        if marks is not None:
            raise marks.fail(f"{what}: an empty box canceled for want of a word has no checkmarks")
        return RowClaim(None, score=claimed, canceled=True)
    word = word_node.text(f"{what} word")
    doubled = doubled_node.boolean(f"{what} doubled") if doubled_node else None
    if checks_node is None and not canceled and claimed is None:
        raise entry.fail(f"{what}: give 'checks' (and 'doubled') as marked, or the 'score' in the box: "
                         f"without rounds the referee cannot count the checkmarks")
    checks = checks_node.integer(f"{what} checks", minimum=0) if checks_node else None
    return RowClaim(word, score=claimed, canceled=canceled, checks=checks, doubled=doubled)
