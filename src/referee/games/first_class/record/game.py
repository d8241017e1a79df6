"""First-Class Letters records read and ruled whole: `adjudicate` (what `score-sheet` calls, and
the registry names), `order_sheets` and `read_order_checks` (what `alpha-cancel` calls), and a dice
file's faces (`die_face`)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from referee.games import Adjudication, Game, game_of
from referee.games.first_class.alphabetical import Order
from referee.games.first_class.model import GAME, RECYCLE_MARK, FirstClassMode
from referee.games.first_class.order_check import (
    PlainRow,
    ScoredWordError,
    check_plain_sheet,
    check_ruled_sheet,
    parse_scored_word,
)
from referee.games.first_class.paper import rule_sheet
from referee.games.first_class.record.paper import read_sheets_as_written
from referee.games.first_class.record.rounds import read_record_with_rounds
from referee.games.first_class.result import record_json
from referee.games.first_class.rounds import rule_record
from referee.games.first_class.rows import SheetRuling, check_order
from referee.games.first_class.sheets import RecordRuling, record_disputes
from referee.games.first_class.words import Speller
from referee.records import Fields, Node

if TYPE_CHECKING:
    from collections.abc import Callable

    from referee.dictionary import Lexicon
    from referee.games.first_class.result import SheetOrder


def _rule(root: Node, lexicon: Lexicon) -> RecordRuling:
    """Read the record into claims (with rounds, or a sheet as written on paper), then rule them."""
    game_of(root)
    speller = Speller(lexicon)
    mode_fields = root.fields("record")
    cooperative = "mode" in mode_fields and not mode_fields["mode"].is_null and \
        mode_fields["mode"].choice("mode", [m.value for m in FirstClassMode]) == FirstClassMode.COOPERATIVE.value
    rounds = mode_fields.get("rounds")
    if rounds is None or rounds.is_null:
        return rule_sheet(read_sheets_as_written(root, cooperative), speller)  # interface section 6b
    return rule_record(read_record_with_rounds(root, cooperative), speller)


def order_sheets(root: Node, lexicon: Lexicon, order: Order = Order.WORD) -> list[SheetRuling]:
    """Every sheet of a record (each player's, or the communal one) with its alphabetical check,
    for `alpha-cancel`: the check is run whether or not the game is finished."""
    ruling = _rule(root, lexicon)
    sheets = []
    for player in ruling.sheets:
        before = [replace(r, out_of_order=False) for r in player.sheet.rows]
        sheets.append(check_order(player.sheet.name, before, True, order))
    return sheets


def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """Rule a First-Class Letters record: the JSON object of interface section 6, and disputes."""
    ruling = _rule(root, lexicon)
    disputes = record_disputes(ruling)
    return Adjudication(Game.FIRST_CLASS_LETTERS, lambda: record_json(ruling, disputes), disputes, ruling)


def die_face(node: Node, what: str) -> str:
    """A face of a First-Class die in a dice file: a letter, with a trailing * when it is recyclable."""
    text = node.text(what).strip()
    letter, mark = (text[:-1], True) if text.endswith(RECYCLE_MARK) else (text, False)
    if len(letter) != 1 or not letter.isascii() or not letter.isalpha():
        raise node.fail(f"{what}: expected a letter A-Z, with * if recyclable, got {node.describe()}")
    return letter.upper() + (RECYCLE_MARK if mark else "")


WORD_SCORES = re.compile(r"[A-Za-z]+(=\d+)?(\s+[A-Za-z]+(=\d+)?)*")
"""A text of WORD[=SCORE] rows, as alpha-cancel's arguments are written."""
PLAIN_SHEET_KEYS = ("name", "rows", "total")
PLAIN_ROW_KEYS = ("word", "score", "canceled", "round")


def read_order_checks(root: Node, lexicon: Callable[[], Lexicon], order: Order = Order.WORD) -> list[SheetOrder]:
    """`alpha-cancel` FILE: a record (every sheet, its words ruled first with the lexicon, loaded
    only then), a plain sheet (`rows: [...]`, optionally `name`) or a bare list of rows."""
    if root.is_sequence:
        return [check_plain_sheet(_plain_rows(root), order)]
    if not root.is_mapping:
        # `printf 'zebra=5\napple=2\n' | referee alpha-cancel`: YAML reads the lines as one text.
        value = root.scalar()
        words = isinstance(value, str) and WORD_SCORES.fullmatch(value)
        raise root.fail(f"alpha-cancel: expected a First-Class Letters record or a sheet (rows: [...]), "
                        f"got {root.describe()}" + ("; WORD=SCORE rows are arguments, not input "
                                                    "(xargs referee alpha-cancel < FILE)" if words else ""))
    values = root.fields("record")
    if "game" in values:
        if game_of(root) != GAME:
            raise values["game"].fail("alpha-cancel: only First-Class Letters records have an alphabetical check")
        return [check_ruled_sheet(sheet) for sheet in order_sheets(root, lexicon(), order)]
    fields = Fields(root, "sheet", PLAIN_SHEET_KEYS)
    name_node = fields.get("name")
    return [check_plain_sheet(_plain_rows(fields.require("rows")), order,
                              name=name_node.text("name") if name_node else None)]


def _plain_rows(node: Node) -> list[PlainRow]:
    """A plain sheet's rows, each `word`, `word=score`, {word, score}, {canceled: true} or null."""
    rows: list[PlainRow] = []
    for number, item in enumerate(node.items("rows"), start=1):
        what = f"row {number}"
        if item.is_null:
            rows.append(PlainRow(None, 0, takes_part=False))
        elif item.is_mapping:
            fields = Fields(item, what, PLAIN_ROW_KEYS)
            canceled = fields.get("canceled")
            word_node = fields.get("word")
            score = fields.get("score")
            value = score.integer(f"{what} score", minimum=0) if score else 1
            if canceled is not None and canceled.boolean(f"{what} canceled"):
                rows.append(PlainRow(word_node.text(f"{what} word") if word_node else None, 0, takes_part=False))
            elif word_node is None:
                raise item.fail(f"{what}: missing 'word' (or canceled: true)")
            else:
                rows.append(PlainRow(word_node.text(f"{what} word"), value))
        else:
            try:
                word, value = parse_scored_word(item.text(what))
            except ScoredWordError as exc:
                raise item.fail(f"{what}: {exc.message}") from None
            rows.append(PlainRow(word, value))
    return rows
