"""First-Class Letters: word scores, whole sheets, solo ranks and the cooperative communal sheet.

Rules from the rulebook ("3) Score", "Game End", "Solo Play", "Cooperative Play") and the rulings
of interface section 10; where the rulebook is silent the ruling is documented in
docs/first-class-letters.md. Pure: no printing, no click. Whole records are ruled, and their
JSON object built, in `first_class_record` (what `score-sheet` and `alpha-cancel` call).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Any

from referee.dictionary import Lexicon, WordVerdict, fold
from referee.games import RECORD_LABELS
from referee.games.alphabetical import Entry, Order, OrderRuling, alpha_cancel
from referee.games.first_class_score import WordScore as WordScore  # re-exported: a word's score
from referee.games.first_class_score import word_score as word_score
from referee.games.reading import reading_of
from referee.records import Fields, Node

if TYPE_CHECKING:
    from referee.dice import DiceSet
    from referee.errors import Position
    from referee.randomness import Source

GAME = "first-class-letters"
ROWS = 7
ROUNDS = 7
DICE = 3
DEFAULT_SPECIAL_ROWS = (2, 4, 6)
"""Where the setup letters go when a record lists them without rows (the printed sheet's boxes)."""

EMPTY_BOX = "empty-box"
"""Reason code: a box the player canceled because they had no word that round."""
ALPHABETICAL_ORDER = "alphabetical-order"
"""Reason code: canceled at game end to restore alphabetical order."""

RANKS: tuple[tuple[int, str], ...] = (
    (50, "Postmaster General"),
    (45, "Postmaster"),
    (40, "Supervisor"),
    (35, "Letter Carrier"),
    (30, "Window Clerk"),
    (25, "Mail Sorter"),
    (20, "Stamp Licker"),
)
RANK_FLOOR = min(floor for floor, _name in RANKS)
"""Below the chart's lowest line (20+ Stamp Licker) a solo or cooperative score has no rank."""

TOP_KEYS = ("game", "mode", "variants", "special", "rounds", "players", "order", "seed", *RECORD_LABELS)
COOPERATIVE_TOP_KEYS = ("game", "mode", "variants", "special", "rounds", "total", "order", "seed",
                        *RECORD_LABELS)
ROUND_KEYS = ("dice", "dead", "priority")
COOPERATIVE_ROUND_KEYS = ("dice", "dead", "priority", "words", "chosen", "row", "score")
PLAYER_KEYS = ("name", "rows", "total")
ROW_KEYS = ("word", "round", "score", "canceled")


class Mode(str, Enum):
    """How the game is played: against each other, alone, or together on a communal sheet."""

    COMPETITIVE = "competitive"
    SOLO = "solo"
    COOPERATIVE = "cooperative"


class Variant(str, Enum):
    """The rulebook's variants; both may be played together."""

    BREEZY = "breezy"
    PRIORITY_MAIL = "priority-mail"


# --- single words ---------------------------------------------------------------------------------
def rank_for(adjusted: int) -> str | None:
    """The Solo Play chart: 20+ Stamp Licker ... 50+ Postmaster General; under 20 no rank."""
    for floor, name in RANKS:
        if adjusted >= floor:
            return name
    return None


def adjusted_total(total: int, variants: Iterable[Variant]) -> int:
    """The score compared to the chart: breezy -10, priority mail +10 (both may apply)."""
    chosen = set(variants)
    return total - 10 * (Variant.BREEZY in chosen) + 10 * (Variant.PRIORITY_MAIL in chosen)


@dataclass(frozen=True)
class Round:
    """One round's roll: the three letter dice, the dead letter, the priority letter."""

    number: int
    dice: tuple[str, ...]
    dead: str | None = None
    priority: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {"round": self.number, "dice": list(self.dice), "dead": self.dead, "priority": self.priority}


@dataclass(frozen=True)
class WordRuling:
    """A written word ruled in its round: the spelling scored, its marks, why it is canceled."""

    written: str
    scored_as: str | None
    corrected: str | None
    candidates: tuple[str, ...]
    checks: int
    doubled: bool
    points: int
    reasons: tuple[str, ...]

    @property
    def canceled(self) -> bool:
        return bool(self.reasons)


class Speller:
    """The lexicon's verdicts for a record stream (cached by the lexicon, for every game)."""

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon

    def check(self, word: str) -> WordVerdict:
        return self.lexicon.check(word)


_last_speller: list[Speller] = []


def speller_for(lexicon: Lexicon) -> Speller:
    """One speller per lexicon for a whole record stream, so a misspelling is corrected once."""
    if not _last_speller or _last_speller[0].lexicon is not lexicon:
        _last_speller[:] = [Speller(lexicon)]
    return _last_speller[0]


def rule_word(speller: Speller, word: str, rnd: Round, initial: str | None = None) -> WordRuling:
    """Rule a word written in a round, on a row whose special initial (if any) is `initial`.

    A misspelling with one clear correction is scored as the correction (checked again for the
    dead letter, the priority letter and the initial); without one it is canceled
    `not-in-dictionary` and the candidates are kept for the output.
    """
    from referee.games.word_rules import WordRules, game_reasons

    verdict = speller.check(word)
    reading = reading_of(verdict)
    reasons = [r.value for r in reading.faults]
    corrected = reading.corrected
    spelled = reading.spelled if reading.plain else None
    marks = WordScore(0, False, 0)
    if spelled is not None:
        rules = WordRules(game=GAME, dice=rnd.dice, dead=rnd.dead, priority=rnd.priority, initial=initial)
        reasons += [r.value for r in game_reasons(spelled, rules)]
        marks = word_score(spelled, rnd.dice)
    candidates = () if verdict.valid or corrected else verdict.candidates
    return WordRuling(word, spelled, corrected, candidates, marks.checks, marks.doubled,
                      0 if reasons else marks.score, tuple(dict.fromkeys(reasons)))


# --- sheets -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RowRuling:
    """One row of a sheet: unused, a canceled empty box, or a word with its ruling."""

    row: int
    round: int | None = None
    ruling: WordRuling | None = None
    empty_box: bool = False
    out_of_order: bool = False
    claimed: int | None = None
    pending: bool = False

    @cached_property
    def reasons(self) -> tuple[str, ...]:
        reasons = self.ruling.reasons if self.ruling else ()
        if self.empty_box:
            reasons = (*reasons, EMPTY_BOX)
        if self.out_of_order:
            reasons = (*reasons, ALPHABETICAL_ORDER)
        return reasons

    @property
    def canceled(self) -> bool:
        return bool(self.reasons)

    @property
    def points(self) -> int:
        return 0 if self.canceled or self.ruling is None else self.ruling.points

    @property
    def takes_part(self) -> bool:
        """Whether the row is in the alphabetical check: a word not canceled for another reason."""
        return self.ruling is not None and not self.ruling.canceled and not self.empty_box

    @property
    def status(self) -> str:
        if self.pending:
            return "pending"
        if self.ruling is None and not self.empty_box:
            return "unused"
        return "canceled" if self.canceled else "scored"

    def claim_upheld(self) -> bool:
        """A claimed score is right if it is the word's score, or 0 once canceled for order."""
        if self.claimed is None:
            return True
        before_order = 0 if self.ruling is None or self.ruling.canceled or self.empty_box else self.ruling.points
        return self.claimed == before_order or (self.out_of_order and self.claimed == 0)

    def as_json(self) -> dict[str, Any]:
        r = self.ruling
        return {
            "row": self.row,
            "word": r.written if r else None,
            "round": self.round,
            "checks": r.checks if r else 0,
            "doubled": r.doubled if r else False,
            "score": self.points,
            "canceled": self.canceled,
            "reasons": list(self.reasons),
            "status": self.status,
            "corrected": r.corrected if r else None,
            "candidates": list(r.candidates) if r else [],
            "claimed_score": self.claimed,
            "disputed": not self.claim_upheld(),
        }


@dataclass(frozen=True)
class SheetRuling:
    """A whole sheet: every row, the alphabetical check, and whether it was applied yet."""

    name: str
    rows: tuple[RowRuling, ...]
    order: OrderRuling
    applied: bool

    @property
    def total(self) -> int:
        return sum(r.points for r in self.rows)

    @property
    def best_word(self) -> int:
        return max((r.points for r in self.rows), default=0)

    @property
    def excluded(self) -> tuple[int, ...]:
        """Rows that take no part in the alphabetical check (canceled, empty or unused)."""
        return tuple(r.row for r in self.rows if not r.takes_part)

    def order_json(self) -> dict[str, Any]:
        return {"cancel": list(self.order.cancel), "kept": list(self.order.kept),
                "score": self.order.score, "excluded": list(self.excluded), "applied": self.applied}


def check_order(name: str, rows: Sequence[RowRuling], apply: bool, order: Order) -> SheetRuling:
    """Run the alphabetical check on a sheet; cancel the rows it names when `apply` (game end)."""
    entries = [Entry(r.row, r.ruling.scored_as or r.ruling.written, r.ruling.points)
               for r in rows if r.ruling is not None and r.takes_part]
    ruling = alpha_cancel(entries, order)
    if apply and ruling.cancel:
        out = set(ruling.cancel)
        rows = [replace(r, out_of_order=True) if r.row in out else r for r in rows]
    return SheetRuling(name, tuple(rows), ruling, apply)


# --- reading records ----------------------------------------------------------------------------------
@dataclass
class Setup:
    """What the whole record shares: mode, variants, special rows, the rounds played."""

    mode: Mode
    variants: tuple[Variant, ...]
    special: dict[int, str]
    rounds: list[Round]
    round_nodes: list[Node]
    order: Order
    disputes: list[str] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return len(self.rounds) == ROUNDS

    def initial(self, row: int) -> str | None:
        return self.special.get(row)

    def sheet_rows(self, node: Node, name: str, speller: Speller) -> list[RowRuling]:
        """A player's seven rows ruled in their rounds (a sheet without rounds reads them its own way)."""
        return _sheet_rows(node, name, self, speller)

    def annotate(self, record: dict[str, Any]) -> None:
        """Add to the output object what this kind of record says beyond section 6 (none here)."""


def _mode(fields: Fields) -> Mode:
    node = fields.get("mode")
    return Mode(node.choice("mode", [m.value for m in Mode])) if node else Mode.COMPETITIVE


def _variants(fields: Fields) -> tuple[Variant, ...]:
    node = fields.get("variants")
    if node is None:
        return ()
    names = [m.value for m in Variant]
    chosen: list[Variant] = []
    entries = [node] if not node.is_sequence else node.items("variants")
    for entry in entries:
        variant = Variant(entry.choice("variants entry", names))
        if variant in chosen:
            raise entry.fail(f"variants: {variant.value!r} is listed twice")
        chosen.append(variant)
    return tuple(chosen)


def _special(fields: Fields, disputes: list[str]) -> dict[int, str]:
    node = fields.require("special")
    special: dict[int, str] = {}
    if node.is_mapping:
        for key, value in node.mapping("special"):
            row = key.integer_key("special row", 1, ROWS)
            special[row] = value.letter(f"special row {row}")
    else:
        letters = node.letters("special")
        if len(letters) != DICE:
            raise node.fail(f"special: expected the {DICE} letters of the setup roll, got {len(letters)}")
        special = dict(zip(DEFAULT_SPECIAL_ROWS, letters, strict=True))
    if len(special) != DICE:
        raise node.fail(f"special: expected {DICE} special rows (row: letter), got {len(special)}")
    ordered = [special[row] for row in sorted(special)]
    if ordered != sorted(ordered):
        disputes.append(f"special rows: the setup letters go in alphabetical order from top to bottom "
                        f"({' '.join(sorted(ordered))}), the record has {' '.join(ordered)}")
    return dict(sorted(special.items()))


def _round(node: Node, number: int, variants: tuple[Variant, ...], cooperative: bool) -> Round:
    what = f"rounds[{number}]"
    fields = Fields(node, what, COOPERATIVE_ROUND_KEYS if cooperative else ROUND_KEYS)
    dice_node = fields.require("dice")
    dice = tuple(dice_node.letters(f"{what} dice"))
    if len(dice) != DICE:
        raise dice_node.fail(f"{what} dice: expected {DICE} letter dice, got {len(dice)}")
    dead_node = fields.get("dead")
    dead = None
    if Variant.BREEZY in variants:
        if dead_node is not None:
            raise dead_node.fail(f"{what} dead: the breezy variant plays without the dead-letter die")
    elif dead_node is None:
        raise node.fail(f"{what}: missing 'dead' (the dead-letter die; variants: [breezy] plays without it)")
    else:
        dead = dead_node.letter(f"{what} dead")
    priority_node = fields.get("priority")
    priority = None
    if Variant.PRIORITY_MAIL in variants:
        if priority_node is None:
            raise node.fail(f"{what}: missing 'priority' (the priority letter of the priority-mail variant)")
        priority = priority_node.letter(f"{what} priority")
        if priority not in dice:
            raise priority_node.fail(f"{what} priority: the priority letter is one of the dice "
                                     f"({' '.join(dice)}), got {priority}")
    elif priority_node is not None:
        raise priority_node.fail(f"{what} priority: only the priority-mail variant has a priority letter "
                                 f"(add variants: [priority-mail])")
    return Round(number, dice, dead, priority)


def _setup(root: Node, cooperative: bool) -> tuple[Setup, Fields]:
    disputes: list[str] = []
    if cooperative and "players" in root.fields("record"):
        raise root.fields("record")["players"].fail(
            "players: a cooperative record has no players; each round lists the words "
            "(words: {Ana: danger, ...}) and the communal row")
    fields = Fields(root, "record", COOPERATIVE_TOP_KEYS if cooperative else TOP_KEYS)
    mode = _mode(fields)
    variants = _variants(fields)
    special = _special(fields, disputes)
    rounds_node = fields.require("rounds")
    nodes = rounds_node.items("rounds")
    if len(nodes) > ROUNDS:
        raise nodes[ROUNDS].fail(f"rounds: the game has {ROUNDS} rounds, got {len(nodes)}")
    rounds = [_round(n, i, variants, cooperative) for i, n in enumerate(nodes, start=1)]
    order_node = fields.get("order")
    order = Order(order_node.choice("order", [o.value for o in Order])) if order_node else Order.WORD
    return Setup(mode, variants, special, rounds, nodes, order, disputes), fields


def _claim(fields: Fields, key: str, what: str) -> int | None:
    node = fields.get(key)
    return node.integer(f"{what} {key}", minimum=0) if node else None


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
        claimed = _claim(fields, "score", what)
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


def _missing_rounds(rows: Sequence[RowRuling], setup: Setup) -> list[int]:
    """Rounds on no row: all of them at game end, else those before the round being written."""
    used = {r.round for r in rows if r.round is not None}
    last = len(setup.rounds) if setup.finished else len(setup.rounds) - 1
    return [n for n in range(1, last + 1) if n not in used]


def _row_disputes(who: str, sheet: SheetRuling) -> list[str]:
    disputes = []
    for row in sheet.rows:
        if not row.claim_upheld():
            word = row.ruling.written if row.ruling else "empty box"
            disputes.append(f"{who} row {row.row} ({word}): the record claims {row.claimed}, "
                            f"the referee scores {row.points}")
    return disputes


# --- competitive and solo ---------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayerSheet:
    """A sheet ruled, with the total the record claims for it."""

    sheet: SheetRuling
    claimed_total: int | None


@dataclass(frozen=True)
class RecordRuling:
    """Everything ruled on a record, before it is written out as the JSON object."""

    setup: Setup
    sheets: tuple[PlayerSheet, ...]
    rounds: tuple[dict[str, Any], ...] = ()
    communal_claim: int | None = None
    pending: tuple[int, ...] = ()


def _rule_players(setup: Setup, fields: Fields, speller: Speller) -> RecordRuling:
    players_node = fields.require("players")
    entries = players_node.items("players")
    if setup.mode is Mode.SOLO and len(entries) != 1:
        raise players_node.fail(f"players: solo play has exactly one player, got {len(entries)}")
    if setup.mode is Mode.COMPETITIVE and len(entries) < 2:
        raise players_node.fail(f"players: competitive play needs 2 or more players, got {len(entries)} "
                                f"(mode: solo for a solitaire game)")
    seen: set[str] = set()
    sheets: list[PlayerSheet] = []
    for entry in entries:
        player = Fields(entry, "player", PLAYER_KEYS)
        name_node = player.require("name")
        name = name_node.text("player name")
        if name.lower() in seen:
            raise name_node.fail(f"player name: {name!r} is listed twice")
        seen.add(name.lower())
        rows = setup.sheet_rows(player.require("rows"), name, speller)
        for missing in _missing_rounds(rows, setup):
            setup.disputes.append(f"{name}: round {missing} is on no row of the sheet "
                                  f"(a player with no word cancels an empty box)")
        sheet = check_order(name, rows, setup.finished, setup.order)
        sheets.append(PlayerSheet(sheet, _claim(player, "total", f"{name}")))
    return RecordRuling(setup, tuple(sheets))


# --- cooperative --------------------------------------------------------------------------------------
def _rule_cooperative(setup: Setup, fields: Fields, speller: Speller) -> RecordRuling:
    rounds_out: list[dict[str, Any]] = []
    written: dict[int, RowRuling] = {}
    pending: list[int] = []
    for rnd, node in zip(setup.rounds, setup.round_nodes, strict=True):
        what = f"rounds[{rnd.number}]"
        rf = Fields(node, what, COOPERATIVE_ROUND_KEYS)
        words: list[tuple[str, WordRuling]] = []
        words_node = rf.get("words")
        if words_node is not None:
            for key, value in words_node.mapping(f"{what} words"):
                name = key.text(f"{what} words player")
                if not value.is_null:
                    words.append((name, rule_word(speller, value.text(f"{what} words {name}"), rnd)))
        row_node = rf.get("row")
        chosen_node = rf.get("chosen")
        chosen_text = chosen_node.text(f"{what} chosen") if chosen_node else None
        claimed = _claim(rf, "score", what)
        if row_node is None:
            raise node.fail(f"{what}: missing 'row' (where the group wrote the word on the communal sheet)")
        row = row_node.integer(f"{what} row", 1, ROWS)
        if row in written:
            raise row_node.fail(f"{what} row: communal row {row} is already used by round {written[row].round}")
        elimination = _eliminate(words)
        pick, decision = _decide(rnd.number, elimination, chosen_text, setup.disputes)
        if not words:
            written[row] = RowRuling(row, rnd.number, None, empty_box=True, claimed=claimed)
        elif pick is None:
            written[row] = RowRuling(row, rnd.number, None, claimed=claimed, pending=True)
            pending.append(rnd.number)
        else:
            written[row] = RowRuling(row, rnd.number, rule_word(speller, pick.written, rnd, setup.initial(row)),
                                     claimed=claimed)
        rounds_out.append({
            **rnd.as_json(),
            "words": [{"player": name, "word": w.written, "corrected": w.corrected, "score": w.points,
                       "canceled": w.canceled, "reasons": list(w.reasons)} for name, w in words],
            "eliminated": [_spelling(w) for _, w in elimination.eliminated],
            "candidates": elimination.candidate_words,
            "chosen": _spelling(pick) if pick else None,
            "decision": decision,
            "row": row,
        })
    rows = [written.get(n, RowRuling(n)) for n in range(1, ROWS + 1)]
    for missing in _missing_rounds(rows, setup):
        setup.disputes.append(f"communal sheet: round {missing} has no row")
    sheet = check_order("communal", rows, setup.finished and not pending, setup.order)
    return RecordRuling(setup, (PlayerSheet(sheet, None),), tuple(rounds_out),
                        _claim(fields, "total", "record"), tuple(pending))


def _spelling(word: WordRuling) -> str:
    return word.scored_as or word.written


@dataclass(frozen=True)
class Elimination:
    """A cooperative round ranked: the top half eliminated, the best remaining word(s)."""

    eliminated: tuple[tuple[str, WordRuling], ...]
    candidates: tuple[tuple[str, WordRuling], ...]

    @property
    def candidate_words(self) -> list[str]:
        return list(dict.fromkeys(_spelling(w) for _, w in self.candidates))


def _eliminate(words: Sequence[tuple[str, WordRuling]]) -> Elimination:
    """Rank by score, eliminate the top half (rounded down); the best remaining score's words are
    the candidates. A tie across the cut is the group's to settle, so every word with the best
    remaining score is a candidate and only words scoring more are certainly eliminated.
    """
    if not words:
        return Elimination((), ())
    scores = sorted((w.points for _, w in words), reverse=True)
    best = scores[len(words) // 2]
    above = sorted((pair for pair in words if pair[1].points > best), key=lambda p: -p[1].points)
    return Elimination(tuple(above), tuple(p for p in words if p[1].points == best))


def _decide(number: int, elimination: Elimination, chosen: str | None,
            disputes: list[str]) -> tuple[WordRuling | None, str]:
    """The word written on the communal sheet: the single best, or the group's recorded choice."""
    if not elimination.candidates:
        if chosen is not None:
            disputes.append(f"round {number}: chosen {chosen!r}, but nobody wrote a word")
        return None, "no-word"
    options = elimination.candidate_words
    match = None
    if chosen is not None:
        key = fold(chosen.strip())
        match = next((w for _, w in elimination.candidates
                      if key in (fold(w.written.strip()), _spelling(w))), None)
        if match is None:
            disputes.append(f"round {number}: chosen {chosen!r} is not among the best remaining words "
                            f"({', '.join(options)})")
    if len(options) == 1:
        return elimination.candidates[0][1], "rule"
    if match is not None:
        return match, "chosen"
    return None, "pending"


# --- dice -----------------------------------------------------------------------------------------
RECYCLE_MARK = "*"
DICE_FILE = "first-class-dice.yaml"
LETTER_DIE = "letter"
DEAD_LETTER_DIE = "dead-letter"


def die_face(node: Node, what: str) -> str:
    """A face of a First-Class die: a letter, with a trailing * when it is recyclable."""
    text = node.text(what).strip()
    letter, mark = (text[:-1], True) if text.endswith(RECYCLE_MARK) else (text, False)
    if len(letter) != 1 or not letter.isascii() or not letter.isalpha():
        raise node.fail(f"{what}: expected a letter A-Z, with * if recyclable, got {node.describe()}")
    return letter.upper() + (RECYCLE_MARK if mark else "")


@dataclass(frozen=True)
class FirstClassDie:
    """One die as it is printed: its faces and which of them carry the recycle symbol."""

    label: str
    faces: tuple[str, ...]
    recyclable: frozenset[int] = frozenset()

    def is_recyclable(self, face: int) -> bool:
        return face in self.recyclable


@dataclass(frozen=True)
class FirstClassDice:
    """The box's dice: three letter dice and the dead-letter die."""

    name: str
    letter: tuple[FirstClassDie, ...]
    dead: FirstClassDie

    @property
    def all(self) -> tuple[FirstClassDie, ...]:
        return (*self.letter, self.dead)


def dice_from_set(dice_set: DiceSet, where: Position) -> FirstClassDice:
    """Check a generic dice set (`referee.dice`) holds 3 letter dice and 1 dead-letter die."""
    from referee.errors import RecordError

    letter: list[FirstClassDie] = []
    dead: list[FirstClassDie] = []
    for die in dice_set.dice:
        faces = tuple(f.rstrip(RECYCLE_MARK) for f in die.faces)
        marked = frozenset(i for i, f in enumerate(die.faces) if f.endswith(RECYCLE_MARK))
        if die.colour == LETTER_DIE:
            letter.append(FirstClassDie(f"letter die {len(letter) + 1}", faces, marked))
        elif die.colour == DEAD_LETTER_DIE:
            if marked:
                raise RecordError("dead-letter die: only letter dice have recyclable faces", die.where)
            dead.append(FirstClassDie("dead-letter die", faces))
        else:
            raise RecordError(f"dice: a First-Class die is named {LETTER_DIE!r} or {DEAD_LETTER_DIE!r}, "
                              f"got {die.colour!r}", die.where)
    if len(letter) != DICE or len(dead) != 1:
        raise RecordError(f"dice: expected {DICE} {LETTER_DIE!r} dice and 1 {DEAD_LETTER_DIE!r} die, got "
                          f"{len(letter)} and {len(dead)}", where)
    return FirstClassDice(dice_set.name, tuple(letter), dead[0])


def load_first_class_dice(path: str | None = None) -> FirstClassDice:
    """The dice from a dice file, or the shipped default set (data/first-class-dice.yaml)."""
    from referee.dice import DATA_DIR, load_dice
    from referee.errors import Position

    target = path or str(DATA_DIR / DICE_FILE)
    return dice_from_set(load_dice(target, die_face), Position(path or DICE_FILE))


def roll_setup(dice: FirstClassDice, rng: Source) -> dict[int, str]:
    """Setup: roll the three letter dice, sort them, and write them in the special rows."""
    from referee.randomness import pick

    letters = sorted(pick(rng, die.faces) for die in dice.letter)
    return dict(zip(DEFAULT_SPECIAL_ROWS, letters, strict=True))


@dataclass(frozen=True)
class DieAudit:
    """A fairness audit of one die: counts per face and Pearson's chi-square against uniform."""

    label: str
    faces: tuple[str, ...]
    counts: tuple[int, ...]
    chi_square: float
    critical: float

    @property
    def uniform(self) -> bool:
        return self.chi_square <= self.critical


def audit(dice: FirstClassDice, rng: Source, rolls: int) -> list[DieAudit]:
    """Roll every die `rolls` times and test each for uniform faces (alpha 0.001).

    The plain die is audited: the priority reroll of a recyclable face deliberately makes those
    faces rarer as priority letters, which is the rulebook's intent, not unfairness.
    """
    from referee.randomness import chi_square_critical, chi_square_uniform

    results = []
    for die in dice.all:
        counts = [0] * len(die.faces)
        for _ in range(rolls):
            counts[rng.below(len(die.faces))] += 1
        critical = chi_square_critical(len(die.faces) - 1) if len(die.faces) > 1 else 0.0
        results.append(DieAudit(die.label, die.faces, tuple(counts),
                                round(chi_square_uniform(counts), 4), round(critical, 4)))
    return results
