"""First-Class Letters records read and ruled whole: a record with rounds (interface section 6), or
a sheet as written on paper (section 6b, `paper.py`).

The one reader of the game's records and dice files: every key, its position and its message
are here (and in `paper.py` for sheets without rounds). `adjudicate` is what `score-sheet` calls;
`read_order_checks` is what `alpha-cancel` calls (a plain sheet of `WORD=SCORE` rows, or a record
through `order_sheets`, so both commands share one code path); the JSON object is built by `result.py`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from referee.games import RECORD_LABELS, Adjudication, game_of
from referee.games.first_class.alphabetical import Order
from referee.games.first_class.cooperative import CooperativeRound, decide, eliminate
from referee.games.first_class.model import (
    DICE,
    GAME,
    RECYCLE_MARK,
    ROUNDS,
    ROWS,
    Dispute,
    FirstClassMode,
    FirstClassVariant,
    RoundRoll,
    priority_on_the_dice,
)
from referee.games.first_class.order_check import (
    PlainRow,
    ScoredWordError,
    check_plain_sheet,
    check_ruled_sheet,
    parse_scored_word,
)
from referee.games.first_class.paper import rule_sheet
from referee.games.first_class.result import record_json
from referee.games.first_class.rows import RowRuling, SheetRuling, check_order
from referee.games.first_class.sheets import (
    PlayerSheet,
    RecordRuling,
    Setup,
    read_claim,
    read_mode,
    read_special,
    read_variants,
    record_disputes,
    rule_players,
)
from referee.games.first_class.words import Speller, WrittenWord, rule_word
from referee.records import Fields, Node

if TYPE_CHECKING:
    from collections.abc import Callable

    from referee.dictionary import Lexicon
    from referee.games.first_class.result import SheetOrder

TOP_KEYS = ("game", "mode", "variants", "special", "rounds", "players", "order", "seed", *RECORD_LABELS)
COOPERATIVE_TOP_KEYS = ("game", "mode", "variants", "special", "rounds", "total", "order", "seed",
                        *RECORD_LABELS)
ROUND_KEYS = ("dice", "dead", "priority")
COOPERATIVE_ROUND_KEYS = ("dice", "dead", "priority", "words", "chosen", "row", "score")
ROW_KEYS = ("word", "round", "score", "canceled")


def _round(node: Node, number: int, variants: tuple[FirstClassVariant, ...], cooperative: bool) -> RoundRoll:
    what = f"rounds[{number}]"
    fields = Fields(node, what, COOPERATIVE_ROUND_KEYS if cooperative else ROUND_KEYS)
    dice_node = fields.require("dice")
    dice = tuple(dice_node.letters(f"{what} dice"))
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


def _setup(root: Node, cooperative: bool) -> tuple[Setup, Fields]:
    disputes: list[Dispute] = []
    if cooperative and "players" in root.fields("record"):
        raise root.fields("record")["players"].fail(
            "players: a cooperative record has no players; each round lists the words "
            "(words: {Ana: danger, ...}) and the communal row")
    fields = Fields(root, "record", COOPERATIVE_TOP_KEYS if cooperative else TOP_KEYS)
    mode = read_mode(fields)
    variants = read_variants(fields)
    special = read_special(fields, disputes)
    rounds_node = fields.require("rounds")
    nodes = rounds_node.items("rounds")
    if len(nodes) > ROUNDS:
        raise nodes[ROUNDS].fail(f"rounds: the game has {ROUNDS} rounds, got {len(nodes)}")
    rounds = [_round(n, i, variants, cooperative) for i, n in enumerate(nodes, start=1)]
    order_node = fields.get("order")
    order = Order(order_node.choice("order", [o.value for o in Order])) if order_node else Order.WORD
    return Setup(mode, variants, special, rounds, nodes, order, disputes), fields


def _sheet_rows(node: Node, name: str, setup: Setup, speller: Speller) -> list[RowRuling]:
    entries = node.items(f"{name} rows")
    if len(entries) != ROWS:
        raise node.fail(f"{name} rows: expected {ROWS} entries, top of the sheet first (null for a row "
                        f"not used yet), got {len(entries)}")
    rows: list[RowRuling] = []
    used: dict[int, int] = {}
    for number, entry in enumerate(entries, start=1):
        what = f"{name} row {number}"
        if entry.is_null:
            rows.append(RowRuling(number))
            continue
        marks = [k for k in ("checks", "doubled") if entry.is_mapping and k in entry.fields(what)]
        if marks:
            raise entry.fields(what)[marks[0]].fail(
                f"{what}: {marks[0]!r} is for a sheet typed without rounds; with rounds: the referee "
                f"counts the checkmarks from the dice (leave it out, or leave out rounds: to take it as written)")
        fields = Fields(entry, what, ROW_KEYS)
        round_node = fields.get("round")
        if round_node is None:
            raise entry.fail(f"{what}: missing 'round' (the round the word was written in)")
        played = len(setup.rounds)
        rnd = round_node.integer(f"{what} round", minimum=1)
        if rnd > played:
            raise round_node.fail(f"{what} round: round {rnd} has not been played "
                                  f"(the record has {played} round{'s' if played != 1 else ''})")
        if rnd in used:
            raise round_node.fail(f"{what} round: round {rnd} is already on row {used[rnd]}")
        used[rnd] = number
        claimed = read_claim(fields, "score", what)
        canceled_node = fields.get("canceled")
        canceled = canceled_node.boolean(f"{what} canceled") if canceled_node else False
        word_node = fields.get("word")
        if canceled:
            if word_node is not None:
                raise word_node.fail(f"{what}: a row has a word or 'canceled: true' (an empty box), not both; "
                                     f"the referee rules which words are canceled")
            rows.append(RowRuling(number, rnd, None, empty_box=True, claimed=claimed))
            continue
        if word_node is None:
            raise entry.fail(f"{what}: missing 'word' (or 'canceled: true' for an empty box the player canceled)")
        word = word_node.text(f"{what} word")
        ruling = rule_word(speller, word, setup.rounds[rnd - 1], setup.initial(number))
        rows.append(RowRuling(number, rnd, ruling, claimed=claimed))
    return rows


def _rule_cooperative(setup: Setup, fields: Fields, speller: Speller) -> RecordRuling:
    rounds_out: list[CooperativeRound] = []
    written: dict[int, RowRuling] = {}
    pending: list[int] = []
    for rnd, node in zip(setup.rounds, setup.round_nodes, strict=True):
        what = f"rounds[{rnd.number}]"
        rf = Fields(node, what, COOPERATIVE_ROUND_KEYS)
        words: list[tuple[str, WrittenWord]] = []
        words_node = rf.get("words")
        if words_node is not None:
            for key, value in words_node.mapping(f"{what} words"):
                name = key.text(f"{what} words player")
                if not value.is_null:
                    words.append((name, rule_word(speller, value.text(f"{what} words {name}"), rnd)))
        row_node = rf.get("row")
        chosen_node = rf.get("chosen")
        chosen_text = chosen_node.text(f"{what} chosen") if chosen_node else None
        claimed = read_claim(rf, "score", what)
        if row_node is None:
            raise node.fail(f"{what}: missing 'row' (where the group wrote the word on the communal sheet)")
        row = row_node.integer(f"{what} row", 1, ROWS)
        if row in written:
            raise row_node.fail(f"{what} row: communal row {row} is already used by round {written[row].round}")
        elimination = eliminate(words)
        pick, decision = decide(rnd.number, elimination, chosen_text, setup.disputes)
        if not words:
            written[row] = RowRuling(row, rnd.number, None, empty_box=True, claimed=claimed)
        elif pick is None:
            written[row] = RowRuling(row, rnd.number, None, claimed=claimed, pending=True)
            pending.append(rnd.number)
        else:
            written[row] = RowRuling(row, rnd.number, rule_word(speller, pick.written, rnd, setup.initial(row)),
                                     claimed=claimed)
        rounds_out.append(CooperativeRound(rnd, tuple(words), elimination, pick, decision, row))
    rows = [written.get(n, RowRuling(n)) for n in range(1, ROWS + 1)]  # every round names its row
    sheet = check_order("communal", rows, setup.finished and not pending, setup.order)
    return RecordRuling(setup, (PlayerSheet(sheet, None),), tuple(rounds_out),
                        read_claim(fields, "total", "record"), tuple(pending))


def _rule(root: Node, lexicon: Lexicon) -> RecordRuling:
    game_of(root)
    speller = Speller(lexicon)
    mode_fields = root.fields("record")
    cooperative = "mode" in mode_fields and not mode_fields["mode"].is_null and \
        mode_fields["mode"].choice("mode", [m.value for m in FirstClassMode]) == FirstClassMode.COOPERATIVE.value
    rounds = mode_fields.get("rounds")
    if rounds is None or rounds.is_null:
        return rule_sheet(root, cooperative, speller)  # a sheet as written on paper (6b)
    setup, fields = _setup(root, cooperative)
    if cooperative:
        return _rule_cooperative(setup, fields, speller)
    return rule_players(setup, fields, speller, _sheet_rows)


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
    return Adjudication(record_json(ruling, disputes), disputes, ruling)


def die_face(node: Node, what: str) -> str:
    """A face of a First-Class die in a dice file: a letter, with a trailing * when it is recyclable."""
    text = node.text(what).strip()
    letter, mark = (text[:-1], True) if text.endswith(RECYCLE_MARK) else (text, False)
    if len(letter) != 1 or not letter.isascii() or not letter.isalpha():
        raise node.fail(f"{what}: expected a letter A-Z, with * if recyclable, got {node.describe()}")
    return letter.upper() + (RECYCLE_MARK if mark else "")


PLAIN_SHEET_KEYS = ("name", "rows", "total")
PLAIN_ROW_KEYS = ("word", "score", "canceled", "round")


def read_order_checks(root: Node, lexicon: Callable[[], Lexicon], order: Order = Order.WORD) -> list[SheetOrder]:
    """`alpha-cancel` FILE: a record (every sheet, its words ruled first with the lexicon, loaded
    only then), a plain sheet (`rows: [...]`, optionally `name`) or a bare list of rows."""
    if root.is_sequence:
        return [check_plain_sheet(_plain_rows(root), order)]
    if not root.is_mapping:
        raise root.fail(f"alpha-cancel: expected a First-Class Letters record or a sheet (rows: [...]), "
                        f"got {root.describe()}")
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
        what = f"rows[{number}]"
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
