"""First-Class Letters sheets as written on paper: a record without `rounds` (interface section 6b).

Nobody writes down the dice of each round, so a typed-up sheet has only what the paper shows: the
special letters, the seven words, the checkmarks, the doubling circle and the box scores. The
referee rules all that needs no dice with the same code as a record with rounds (`rule_word`,
`check_order`, the winners and the solo rank of the rest of the package), and takes as written
what needed the dice: which letters matched, the dead letter, the priority letter. Rows whose ruling
needed the dice carry `dice_checked: false`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from referee.errors import RecordError
from referee.games import RECORD_LABELS
from referee.games.first_class.alphabetical import Order
from referee.games.first_class.model import ROWS, Dispute, DisputeCode, FirstClassVariant, RoundRoll
from referee.games.first_class.rows import CANCELED_AT_TABLE, PaperRow, RowRuling, check_order
from referee.games.first_class.sheets import (
    PlayerSheet,
    RecordRuling,
    Setup,
    read_claim,
    read_mode,
    read_special,
    read_variants,
    rule_players,
)
from referee.games.first_class.words import Speller, rule_word
from referee.records import Fields, Node

TOP_KEYS = ("game", "mode", "variants", "special", "players", "order", *RECORD_LABELS)
COOPERATIVE_TOP_KEYS = ("game", "mode", "variants", "special", "players", "communal", "order", *RECORD_LABELS)
COMMUNAL_KEYS = ("rows", "total")
ROW_KEYS = ("word", "checks", "doubled", "score", "canceled")

NO_DICE = RoundRoll(0, ())
"""The round a paper row is ruled in: no dice, so only the dictionary and the row's initial apply."""


@dataclass
class PaperSetup(Setup):
    """A record without rounds: finished when every row of every sheet is written."""

    full: bool = False
    filled: int = 0

    @property
    def finished(self) -> bool:
        return self.full

    @property
    def rounds_played(self) -> int:
        """As many rounds as the fullest sheet has rows written."""
        return self.filled

    @property
    def taken_as_written(self) -> tuple[str, ...]:
        """The rulings that needed the dice: the matching letters (checks, doubled), the dead letter
        (not in breezy), the priority letter (priority mail)."""
        taken = ["checks", "doubled"]
        if FirstClassVariant.BREEZY not in self.variants:
            taken.append("dead-letter")
        if FirstClassVariant.PRIORITY_MAIL in self.variants:
            taken.append("missing-priority")
        return tuple(taken)


def _letters(word: str) -> int:
    return sum(1 for c in word if c.isalpha())


def _possible(score: int, letters: int) -> bool:
    """Whether a box score can be checks (x2 when doubled) with no more checks than letters."""
    return score <= letters or (score % 2 == 0 and score // 2 <= letters)


def paper_rows(node: Node, name: str, setup: Setup, speller: Speller) -> list[RowRuling]:
    """The seven rows of a paper sheet, each ruled on what needs no dice."""
    entries = node.items(f"{name} rows")
    if len(entries) != ROWS:
        raise node.fail(f"{name} rows: expected {ROWS} entries, top of the sheet first (null for a row "
                        f"not used yet), got {len(entries)}")
    return [paper_row(entry, f"{name} row {number}", number, setup, speller)
            for number, entry in enumerate(entries, start=1)]


def paper_row(entry: Node, what: str, number: int, setup: Setup, speller: Speller) -> RowRuling:
    """One row as written: `{word, checks, doubled, score}`, `{word, score}`, `{canceled: true}`
    (an empty box), `{word, canceled: true}` (a word the table canceled), or null (not used yet)."""
    if entry.is_null:
        return PaperRow(number)
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
            raise entry.fail(f"{what}: missing 'word' (the alphabetical check needs every word; "
                             f"'canceled: true' for an empty box canceled for want of a word)")
        marks = checks_node or doubled_node
        if marks is not None:
            raise marks.fail(f"{what}: an empty box canceled for want of a word has no checkmarks")
        return PaperRow(number, empty_box=True, claimed=claimed)
    ruling = rule_word(speller, word_node.text(f"{what} word"), NO_DICE, setup.initial(number))
    doubled = doubled_node.boolean(f"{what} doubled") if doubled_node else False
    if canceled:
        checks = checks_node.integer(f"{what} checks", minimum=0) if checks_node else 0
        ruling = replace(ruling, checks=checks, doubled=doubled, points=0,
                         reasons=(*ruling.reasons, CANCELED_AT_TABLE))
        return PaperRow(number, ruling=ruling, claimed=claimed,
                        taken=("canceled", "checks", "doubled") if checks_node else ("canceled",))
    if checks_node is None:
        if claimed is None:
            raise entry.fail(f"{what}: give 'checks' (and 'doubled') as marked, or the 'score' in the box: "
                             f"without rounds the referee cannot count the checkmarks")
        letters = _letters(ruling.scored_as or ruling.written)
        if not ruling.canceled and not _possible(claimed, letters):
            setup.disputes.append(Dispute(DisputeCode.BOX_SCORE_IMPOSSIBLE, f"{what} ({ruling.written}): a box "
                                          f"score of {claimed} is not possible for a word of {letters} letters "
                                          f"(at most one checkmark a letter, doubled at most)"))
        points = 0 if ruling.canceled else claimed
        taken = ("doubled", "score") if doubled_node else ("score",)
        return PaperRow(number, ruling=replace(ruling, doubled=doubled, points=points), claimed=claimed,
                        taken=taken)
    checks = checks_node.integer(f"{what} checks", minimum=0)
    letters = _letters(ruling.scored_as or ruling.written)
    if checks > letters:
        setup.disputes.append(Dispute(DisputeCode.TOO_MANY_CHECKMARKS, f"{what} ({ruling.written}): {checks} "
                                      f"checkmarks marked, but the word has only {letters} letters "
                                      f"(scored at {letters})"))
        checks = letters
    if doubled and checks == 0:
        setup.disputes.append(Dispute(DisputeCode.CIRCLE_WITHOUT_CHECKMARK, f"{what} ({ruling.written}): the "
                                      f"circle is marked with no checkmark (doubling needs every dice letter "
                                      f"in the word; scored undoubled)"))
        doubled = False
    points = 0 if ruling.canceled else checks * (2 if doubled else 1)
    return PaperRow(number, ruling=replace(ruling, checks=checks, doubled=doubled, points=points),
                    claimed=claimed, taken=("checks", "doubled"))


def _filled(rows: list[RowRuling]) -> int:
    return sum(1 for r in rows if r.status != "unused")


def _prescan_full(nodes: list[Node]) -> bool:
    """Whether every row of every sheet is written (the game is over), read before the rows are
    ruled, since the alphabetical check applies only at game end. A malformed record is left to the
    full reading, which names what is wrong."""
    try:
        sheets = [node.fields("sheet").get("rows") for node in nodes]
        return all(rows is not None and not any(entry.is_null for entry in rows.items("rows"))
                   for rows in sheets)
    except RecordError:
        return False


def _setup(root: Node, cooperative: bool) -> tuple[PaperSetup, Fields]:
    fields = Fields(root, "record", COOPERATIVE_TOP_KEYS if cooperative else TOP_KEYS)
    disputes: list[Dispute] = []
    order_node = fields.get("order")
    order = Order(order_node.choice("order", [o.value for o in Order])) if order_node else Order.WORD
    special = read_special(fields, disputes)
    return PaperSetup(read_mode(fields), read_variants(fields), special, [], [], order, disputes), fields


def rule_sheet(root: Node, cooperative: bool, speller: Speller) -> RecordRuling:
    """Rule a record without rounds: each player's sheet, or the communal sheet alone."""
    setup, fields = _setup(root, cooperative)
    if cooperative:
        return _rule_communal(setup, fields, speller)
    players = fields.get("players")
    if players is not None and players.is_sequence:
        setup.full = _prescan_full(players.items("players"))
    ruling = rule_players(setup, fields, speller, paper_rows)
    counts = {p.sheet.name: _filled(list(p.sheet.rows)) for p in ruling.sheets}
    setup.filled = max(counts.values(), default=0)
    if counts and setup.filled - min(counts.values()) > 1:
        setup.disputes.append(Dispute(DisputeCode.UNEVEN_SHEETS,
                                      "sheets: every round fills one row of every sheet, but the sheets have "
                                      + ", ".join(f"{name} {n}" for name, n in counts.items()) + " rows written"))
    return ruling


def _rule_communal(setup: PaperSetup, fields: Fields, speller: Speller) -> RecordRuling:
    names_node = fields.get("players")
    if names_node is not None:
        setup.names = tuple(names_node.texts("players"))
    communal = Fields(fields.require("communal"), "communal", COMMUNAL_KEYS)
    rows_node = communal.require("rows")
    setup.full = _prescan_full([communal.node])
    rows = paper_rows(rows_node, "communal", setup, speller)
    setup.filled = _filled(rows)
    sheet = check_order("communal", rows, setup.full, setup.order)
    return RecordRuling(setup, (PlayerSheet(sheet, None),), (), read_claim(communal, "total", "communal"))
