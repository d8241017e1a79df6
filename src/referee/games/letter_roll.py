"""Letter Roll: which words are crossed off, the points, the roller rotation and the tie-break round.

Pure rules: records in (`referee.records.Node`), rulings out (`Adjudication.record` is the JSON object
of the interface contract, section 7). The rulebook's steps 5-6: any word on more than one player's
list is crossed off every list; each player scores one point per word left. Rulings where the
rulebook is silent are those of the contract's section 10 and docs/letter-roll.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from itertools import pairwise
from typing import Any

from referee.dictionary import Lexicon, Reason, fold
from referee.games import RECORD_LABELS, Adjudication
from referee.games.outcome import TiebreakRule
from referee.games.reading import reading_of
from referee.records import Fields, Node, did_you_mean

GAME = "letter-roll"
MIN_PLAYERS, MAX_PLAYERS = 2, 8


class Status(str, Enum):
    """What happened to a word on the sheet."""

    SCORED = "scored"
    CROSSED = "crossed"


class CrossOff(str, Enum):
    """Why a word is crossed off that is not about the word itself but about the lists."""

    DUPLICATE = "duplicate"
    """On more than one player's list: crossed off every list that has it."""
    REPEATED = "repeated"
    """Written again by the same player: the first counts, this one is crossed."""


class Variant(str, Enum):
    """The rulebook's variations that change the dice and the letters in play."""

    TWO_LETTER = "two-letter"
    """Three dice rolled, one removed, words contain the two letters."""
    FOUR_LETTER = "four-letter"
    """Five dice rolled, one removed, words contain all four letters."""
    WHITE_DICE = "white-dice"
    """Younger players, just the white dice: the two white dice rolled, none removed, two letters."""
    WHITE_BLUE_DICE = "white-blue-dice"
    """Younger players, the white and blue dice only: the usual roll from those five dice."""


@dataclass(frozen=True)
class DiceRules:
    """What the variants played mean for the roll: letters in play, a die removed, which colours."""

    variants: tuple[Variant, ...] = ()
    in_play: int = 3
    removal: bool = True
    colours: tuple[str, ...] | None = None
    """The dice colours allowed (None: any of the seven dice)."""

    @property
    def rolled(self) -> int:
        return self.in_play + 1 if self.removal else self.in_play

    @property
    def default_colours(self) -> tuple[str, ...]:
        """The referee's default choice of dice when the roller names none (docs/letter-roll.md)."""
        if self.colours == ("white",):
            return ("white",) * self.rolled
        if self.colours is not None:
            return ("white", "white", "blue", "blue", "blue")[: self.rolled]
        return {3: ("white", "white", "blue"), 4: ("white", "white", "blue", "orange"),
                5: ("white", "white", "blue", "blue", "orange")}[self.rolled]


def dice_rules(variants: Sequence[Variant]) -> DiceRules:
    """The roll the variants make; raises ValueError for variants that cannot be played together."""
    chosen = tuple(dict.fromkeys(variants))
    if Variant.TWO_LETTER in chosen and Variant.FOUR_LETTER in chosen:
        raise ValueError("two-letter and four-letter cannot both be played")
    if Variant.WHITE_DICE in chosen and Variant.WHITE_BLUE_DICE in chosen:
        raise ValueError("white-dice and white-blue-dice cannot both be played")
    if Variant.WHITE_DICE in chosen:
        if Variant.FOUR_LETTER in chosen:
            raise ValueError("white-dice (two dice, both in play) cannot be played with four-letter")
        return DiceRules(chosen, 2, False, ("white",))
    in_play = 2 if Variant.TWO_LETTER in chosen else 4 if Variant.FOUR_LETTER in chosen else 3
    colours = ("white", "blue") if Variant.WHITE_BLUE_DICE in chosen else None
    return DiceRules(chosen, in_play, True, colours)


def rolls_per_player(players: int) -> int:
    """How many times each player is the roller (rulebook table: 2-3: 3, 4-5: 2, 6-8: 1)."""
    if players <= 3:
        return 3
    if players <= 5:
        return 2
    return 1


# --- one round's lists ------------------------------------------------------------------------
@dataclass(frozen=True)
class Reading:
    """What the dictionary makes of one written word, the same whoever wrote it.

    `spelled` is the spelling the word is compared and checked as: the folded word, or its clear
    correction (a misspelling is not penalised when the correct spelling is clear).
    """

    spelled: str
    corrected: str | None
    suggestion: str | None
    faults: tuple[str, ...]
    missing: tuple[str, ...]
    length: int


def read_word(lexicon: Lexicon, word: str, letters: Sequence[str]) -> Reading:
    """Dictionary verdict, spelling correction and the letters in play (with multiplicity).

    The lexicon caches its verdicts for the whole run, across rounds, records and games.
    """
    verdict = lexicon.check(word)
    reading = reading_of(verdict)
    spelled, corrected = reading.spelled, reading.corrected
    faults = [reason.value for reason in reading.faults]
    suggestion = None if verdict.valid or corrected else verdict.suggestion
    plain = "".join(c for c in spelled if "a" <= c <= "z")
    missing = _missing(plain, letters)
    if missing:
        faults.append(Reason.MISSING_LETTERS.value)
    return Reading(spelled, corrected, suggestion, tuple(faults), missing, len(plain))


def _missing(plain: str, letters: Sequence[str]) -> tuple[str, ...]:
    """The letters in play (with multiplicity) that a lower-case word lacks, alphabetically.

    Same answer as `dictionary.missing_letters`, without building a Counter per word: a round of
    1,600 words is ruled in a fraction of the time (bench/bench_letter_roll.py).
    """
    missing: list[str] = []
    for letter in sorted(set(letters)):
        short = letters.count(letter) - plain.count(letter.lower())
        if short > 0:
            missing.extend(letter * short)
    return tuple(missing)


@dataclass(frozen=True)
class WordRuling:
    """One word on one player's list: scored or crossed, and every reason why."""

    word: str
    status: Status
    reasons: tuple[str, ...]
    corrected: str | None
    suggestion: str | None
    shared_with: tuple[str, ...]
    missing: tuple[str, ...]

    def as_dict(self) -> dict[str, Any]:
        return {"word": self.word, "status": self.status.value, "reasons": list(self.reasons),
                "corrected": self.corrected, "suggestion": self.suggestion,
                "shared_with": list(self.shared_with), "missing": list(self.missing)}


@dataclass(frozen=True)
class ListRuling:
    """A player's list for one round, ruled: the points are the words not crossed off."""

    player: str
    words: tuple[WordRuling, ...]

    @property
    def score(self) -> int:
        return sum(1 for w in self.words if w.status is Status.SCORED)


def rule_lists(lexicon: Lexicon, letters: Sequence[str], lists: Mapping[str, Sequence[str]],
               min_length: Mapping[str, int] | None = None) -> dict[str, ListRuling]:
    """Rule every list of one round (rulebook steps 5-6 and contract section 10).

    A word is crossed when another player has it too (`duplicate`, compared on the corrected,
    case- and accent-folded spelling, whatever else is wrong with it), when the same player
    wrote it before (`repeated`), or for its own faults: not a word, proper noun, hyphen,
    apostrophe, abbreviation, missing a letter in play, shorter than the player's minimum.
    """
    letters = [letter.upper() for letter in letters]
    min_length = min_length or {}
    cache: dict[str, Reading] = {}
    readings: dict[str, list[Reading]] = {}
    owners: dict[str, list[str]] = {}
    for player, words in lists.items():
        readings[player] = []
        for word in words:
            key = fold(word.strip())
            reading = cache.get(key)
            if reading is None:
                reading = cache[key] = read_word(lexicon, word, letters)
            readings[player].append(reading)
            holders = owners.setdefault(reading.spelled, [])
            if player not in holders:
                holders.append(player)
    rulings: dict[str, ListRuling] = {}
    for player, words in lists.items():
        seen: set[str] = set()
        ruled: list[WordRuling] = []
        minimum = min_length.get(player)
        for word, reading in zip(words, readings[player], strict=True):
            others = tuple(p for p in owners[reading.spelled] if p != player)
            reasons: list[str] = []
            if others:
                reasons.append(CrossOff.DUPLICATE.value)
            if reading.spelled in seen:
                reasons.append(CrossOff.REPEATED.value)
            seen.add(reading.spelled)
            reasons.extend(reading.faults)
            if minimum is not None and reading.length < minimum:
                reasons.append(Reason.TOO_SHORT.value)
            status = Status.CROSSED if reasons else Status.SCORED
            ruled.append(WordRuling(word, status, tuple(reasons), reading.corrected,
                                    reading.suggestion, others, reading.missing))
        rulings[player] = ListRuling(player, tuple(ruled))
    return rulings


# --- records ----------------------------------------------------------------------------------
ROUND_KEYS = ("game", "variants", "roller", "rolled", "colours", "removed", "letters", "min-length",
              "lists", "scores", "seed", "notes")
"""A round's keys; `game`, `variants` and `seed` let a `roll --format yaml` fragment be pasted in."""
GAME_KEYS = ("game", "players", "variants", "min-length", "rounds", "tiebreak", "totals", *RECORD_LABELS)
SINGLE_ROUND_KEYS = ("players", *ROUND_KEYS)


@dataclass(frozen=True)
class Round:
    """One round as typed up from the sheets (or the tie-break round)."""

    label: str
    roller: str | None
    rolled: tuple[str, ...] | None
    colours: tuple[str, ...] | None
    removed: str | None
    letters: tuple[str, ...]
    min_length: dict[str, int]
    lists: dict[str, tuple[str, ...]]
    claimed: dict[str, int]


@dataclass
class Seating:
    """The players in seating order; the dice pass to the left, i.e. to the next name listed."""

    names: list[str]
    _by_fold: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._by_fold = {name.casefold(): name for name in self.names}

    def name(self, node: Node, what: str) -> str:
        """The seated player a key or value names (case-insensitive), or a schema error."""
        text = node.text(what).strip()
        found = self._by_fold.get(text.casefold())
        if found is None:
            raise node.fail(f"{what}: {text!r} is not one of the players ({', '.join(self.names)})"
                            + did_you_mean(text, self.names))
        return found

    def left_of(self, player: str) -> str:
        return self.names[(self.names.index(player) + 1) % len(self.names)]


def _players(node: Node) -> list[str]:
    names: list[str] = []
    seen: set[str] = set()
    for item in node.items("players", of="names"):
        name = item.text("players entry").strip()
        if name.casefold() in seen:
            raise item.fail(f"players: {name!r} is listed twice")
        seen.add(name.casefold())
        names.append(name)
    return names


def _variants(node: Node | None) -> DiceRules:
    if node is None:
        return DiceRules()
    chosen: list[Variant] = []
    for item in node.items("variants") if node.is_sequence else [node]:
        chosen.append(Variant(item.choice("variants entry", [v.value for v in Variant])))
    try:
        return dice_rules(chosen)
    except ValueError as exc:
        raise node.fail(f"variants: {exc}") from None


def _min_lengths(node: Node | None, seating: Seating, inherited: Mapping[str, int]) -> dict[str, int]:
    """`min-length: 6` (everyone) or `{Terry: 6}` (that player); a round's entry beats the game's."""
    result = dict(inherited)
    if node is None:
        return result
    if not node.is_mapping:
        minimum = node.integer("min-length", minimum=1)
        return dict.fromkeys(seating.names, minimum)
    for key, value in node.mapping("min-length"):
        if value.is_null:
            result.pop(seating.name(key, "min-length"), None)
            continue
        result[seating.name(key, "min-length")] = value.integer("min-length", minimum=1)
    return result


def _claims(node: Node | None, seating: Seating, what: str) -> dict[str, int]:
    """The scores or totals a record claims; a player's left blank (null) is not claimed."""
    if node is None:
        return {}
    return {seating.name(key, what): value.integer(f"{what} {key.describe()}", minimum=0)
            for key, value in node.mapping(what) if not value.is_null}


def parse_round(node: Node, label: str, seating: Seating, min_length: Mapping[str, int],
                keys: Sequence[str] = ROUND_KEYS, everyone: bool = True) -> Round:
    """One round mapping; lists must name seated players, every one of them (`Chris: []` if empty).

    The tie-break round (`everyone=False`) has lists for the tied players only.
    """
    fields = Fields(node, label, keys)
    roller_node = fields.get("roller")
    roller = seating.name(roller_node, "roller") if roller_node is not None else None
    rolled_node = fields.get("rolled")
    rolled = tuple(rolled_node.letters("rolled")) if rolled_node is not None else None
    colours_node = fields.get("colours")
    colours = None
    if colours_node is not None:
        colours = tuple(c.strip().lower() for c in colours_node.texts("colours"))
        if rolled is None or len(colours) != len(rolled):
            raise colours_node.fail(f"colours: expected one colour per rolled die "
                                    f"({0 if rolled is None else len(rolled)}), got {len(colours)}")
    removed_node = fields.get("removed")
    removed = removed_node.letter("removed") if removed_node is not None else None
    letters = tuple(fields.require("letters").letters("letters"))
    lists: dict[str, tuple[str, ...]] = {}
    lists_node = fields.require("lists")
    for key, value in lists_node.mapping("lists"):
        player = seating.name(key, "lists")
        lists[player] = () if value.is_null else tuple(value.texts(f"lists {player}"))
    missing = [name for name in seating.names if name not in lists]
    if missing and everyone:
        raise lists_node.fail(f"lists: no list for {', '.join(missing)} "
                              f"(write `{missing[0]}: []` for a player who wrote no words)")
    ordered = {name: lists[name] for name in seating.names if name in lists}
    return Round(label, roller, rolled, colours, removed, letters,
                 _min_lengths(fields.get("min-length"), seating, min_length), ordered,
                 _claims(fields.get("scores"), seating, "scores"))


def _letters_text(letters: Sequence[str]) -> str:
    return "-".join(letters)


def _check_dice(rnd: Round, in_play: int, removal: bool, disputes: list[str]) -> str | None:
    """The letters in play against the variant and the roll; returns the removed letter if known."""
    if len(rnd.letters) != in_play:
        disputes.append(f"{rnd.label}: {len(rnd.letters)} letters in play ({_letters_text(rnd.letters)}), "
                        f"expected {in_play}")
    if rnd.rolled is None:
        return rnd.removed
    expected_rolled = in_play + 1 if removal else in_play
    if len(rnd.rolled) != expected_rolled:
        disputes.append(f"{rnd.label}: {len(rnd.rolled)} dice rolled ({_letters_text(rnd.rolled)}), "
                        f"expected {expected_rolled}")
    left_over = Counter(rnd.rolled) - Counter(rnd.letters)
    not_rolled = Counter(rnd.letters) - Counter(rnd.rolled)
    removed = "".join(sorted(left_over.elements())) if left_over else None
    if not_rolled:
        disputes.append(f"{rnd.label}: letters {_letters_text(sorted(not_rolled.elements()))} in play "
                        f"but not rolled ({_letters_text(rnd.rolled)})")
    elif removal and sum(left_over.values()) != 1:
        disputes.append(f"{rnd.label}: exactly one die is removed, but the letters in play "
                        f"{_letters_text(rnd.letters)} leave {_letters_text(sorted(left_over.elements())) or 'none'} "
                        f"of the roll {_letters_text(rnd.rolled)}")
    elif not removal and left_over:
        disputes.append(f"{rnd.label}: no die is removed in the tie-break round, but "
                        f"{_letters_text(sorted(left_over.elements()))} was rolled and not played")
    if rnd.removed is not None and removed is not None and rnd.removed != removed:
        disputes.append(f"{rnd.label}: removed {rnd.removed}, but the roll less the letters in play "
                        f"leaves {removed}")
    return removed if removed is not None and len(removed) == 1 else rnd.removed


def _round_object(rnd: Round, number: int | None, removed: str | None,
                  rulings: Mapping[str, ListRuling], disputes: list[str]) -> dict[str, Any]:
    players: dict[str, Any] = {}
    for player, ruling in rulings.items():
        claimed = rnd.claimed.get(player)
        if claimed is not None and claimed != ruling.score:
            disputes.append(f"{rnd.label}: {player} claims {claimed}, the referee counts {ruling.score}")
        players[player] = {"score": ruling.score, "claimed": claimed,
                           "words": [w.as_dict() for w in ruling.words]}
    return {"round": number, "roller": rnd.roller, "rolled": list(rnd.rolled) if rnd.rolled else None,
            "colours": list(rnd.colours) if rnd.colours else None, "removed": removed,
            "letters": list(rnd.letters), "min_length": dict(rnd.min_length), "players": players}


def _top(scores: Mapping[str, int], among: Sequence[str]) -> list[str]:
    if not among:
        return []
    best = max(scores.get(p, 0) for p in among)
    return [p for p in among if scores.get(p, 0) == best]


def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """A whole game record (`rounds:`), or a single round (`letters:` and `lists:` at top level)."""
    fields = root.fields("record")
    if "rounds" not in fields and "lists" in fields:
        return adjudicate_round(root, lexicon)
    if not {"rounds", "players"} & set(fields):
        raise root.fail("record: a Letter Roll record needs 'players' and 'rounds' (a game) or "
                        "'letters' and 'lists' (one round)")
    return adjudicate_game(root, lexicon)


def adjudicate_round(root: Node, lexicon: Lexicon) -> Adjudication:
    """One round on its own: the cross-offs and points; the winners are the round's top scorers."""
    fields = Fields(root, "round", SINGLE_ROUND_KEYS)
    dice = _variants(fields.get("variants"))
    players_node = fields.get("players")
    if players_node is not None:
        seating = Seating(_players(players_node))
    else:
        seating = Seating([key.text("lists").strip() for key, _ in fields.require("lists").mapping("lists")])
    rnd = parse_round(root, "round", seating, {}, SINGLE_ROUND_KEYS)
    disputes: list[str] = []
    removed = _check_dice(rnd, dice.in_play, dice.removal, disputes)
    rulings = rule_lists(lexicon, rnd.letters, rnd.lists, rnd.min_length)
    round_object = _round_object(rnd, 1, removed, rulings, disputes)
    totals = {p: r.score for p, r in rulings.items()}
    record = {"game": GAME, "kind": "round", "players": seating.names,
              "variants": [v.value for v in dice.variants], "rounds": [round_object],
              "totals": totals, "winners": _top(totals, seating.names), "tiebreak_rule": None,
              "disputes": disputes}
    return Adjudication(record, disputes)


def adjudicate_game(root: Node, lexicon: Lexicon) -> Adjudication:
    """Every round ruled, the rotation of the roller checked, totals, winner and tie-break."""
    fields = Fields(root, "record", GAME_KEYS)
    players_node = fields.require("players")
    seating = Seating(_players(players_node))
    count = len(seating.names)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise players_node.fail(f"players: Letter Roll is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                                f"got {count}")
    dice = _variants(fields.get("variants"))
    game_min = _min_lengths(fields.get("min-length"), seating, {})
    rounds_node = fields.get("rounds")
    round_nodes = rounds_node.items("rounds") if rounds_node is not None else []
    rounds = [parse_round(node, f"round {i}", seating, game_min) for i, node in enumerate(round_nodes, 1)]
    for rnd, node in zip(rounds, round_nodes, strict=True):
        if rnd.roller is None:
            raise node.fail(f"{rnd.label}: missing 'roller' (who rolled the dice)")
        _same_game(node, rnd.label, dice)
    tiebreak_node = fields.get("tiebreak")
    tiebreak = None
    if tiebreak_node is not None:
        tiebreak = parse_round(tiebreak_node, "tiebreak", seating, game_min, everyone=False)
    disputes: list[str] = []

    per_player = rolls_per_player(count)
    in_game = per_player * count
    _check_rotation(rounds, seating, per_player, disputes)

    totals = dict.fromkeys(seating.names, 0)
    round_objects = []
    for number, rnd in enumerate(rounds, 1):
        removed = _check_dice(rnd, dice.in_play, dice.removal, disputes)
        rulings = rule_lists(lexicon, rnd.letters, rnd.lists, rnd.min_length)
        for player, ruling in rulings.items():
            totals[player] += ruling.score
        round_objects.append(_round_object(rnd, number, removed, rulings, disputes))

    claimed_totals = _claims(fields.get("totals"), seating, "totals")
    for player, claimed in claimed_totals.items():
        if claimed != totals[player]:
            disputes.append(f"totals: {player} claims {claimed}, the referee counts {totals[player]}")

    complete = len(rounds) >= in_game
    leaders = _top(totals, seating.names)
    winners: list[str] = []
    needs_tiebreak: list[str] = []
    tiebreak_object = None
    if complete:
        if len(leaders) == 1:
            winners = leaders
        else:
            needs_tiebreak = leaders
    if tiebreak is not None:
        tiebreak_object, winners, needs_tiebreak = _tie_break(
            tiebreak, lexicon, complete, leaders, needs_tiebreak, winners, disputes)

    record = {"game": GAME, "kind": "game", "players": seating.names,
              "variants": [v.value for v in dice.variants], "letters_in_play": dice.in_play,
              "rolls_per_player": per_player, "rounds": round_objects,
              "totals": totals, "claimed_totals": claimed_totals or None,
              "winners": winners, "leaders": leaders, "needs_tiebreak": needs_tiebreak,
              "tiebreak": tiebreak_object, "complete": complete, "rounds_played": len(rounds),
              "tiebreak_rule": TiebreakRule.TIEBREAK_ROUND.value if winners and len(leaders) > 1 else None,
              "rounds_in_game": in_game, "disputes": disputes}
    return Adjudication(record, disputes)


def _same_game(node: Node, label: str, dice: DiceRules) -> None:
    """A pasted roll fragment's `game` and `variants` must be the record's own."""
    fields = node.fields(label)
    game = fields.get("game")
    if game is not None and not game.is_null:
        game.choice(f"{label} game", [GAME])
    variants = fields.get("variants")
    if variants is not None and not variants.is_null:
        own = _variants(variants).variants
        if set(own) != set(dice.variants):
            names = ", ".join(v.value for v in dice.variants) or "none"
            raise variants.fail(f"{label} variants: {', '.join(v.value for v in own) or 'none'}, "
                                f"but the record plays {names}")


def _check_rotation(rounds: Sequence[Round], seating: Seating, per_player: int, disputes: list[str]) -> None:
    """Each round's roller sits to the left of the last one; each player rolls `per_player` times."""
    count = len(seating.names)
    in_game = per_player * count
    for previous, rnd in pairwise(rounds):
        if previous.roller is None or rnd.roller is None:
            continue
        expected = seating.left_of(previous.roller)
        if rnd.roller != expected:
            disputes.append(f"{rnd.label}: {rnd.roller} rolled, but the dice pass to the left of "
                            f"{previous.roller}: it was {expected}'s roll")
    if len(rounds) > in_game:
        disputes.append(f"{rounds[in_game].label}: {len(rounds) - in_game} round(s) too many: with {count} "
                        f"players each is the roller {per_player} time(s), {in_game} rounds in all")
    if len(rounds) == in_game:
        rolls = Counter(rnd.roller for rnd in rounds)
        wrong = [f"{name} {rolls.get(name, 0)}" for name in seating.names if rolls.get(name, 0) != per_player]
        if wrong:
            disputes.append(f"rounds: each player is the roller {per_player} time(s), but rolls were "
                            f"{', '.join(wrong)}")


def _tie_break(tiebreak: Round, lexicon: Lexicon, complete: bool, leaders: list[str],
               needs_tiebreak: list[str], winners: list[str],
               disputes: list[str]) -> tuple[dict[str, Any], list[str], list[str]]:
    """The tie-break round: one die per tied player, all letters used; its top scorer wins."""
    tied = needs_tiebreak
    lists = dict(tiebreak.lists)
    absent = [p for p in tied if p not in lists]
    if complete and absent:
        disputes.append(f"tiebreak: no list for {', '.join(absent)} (counted as no words)")
    for player in absent:
        lists[player] = ()
    if not complete:
        disputes.append("tiebreak: the game is not over yet, there is nothing to break")
    elif not tied:
        disputes.append(f"tiebreak: no tie to break, {leaders[0]} has the highest total")
    else:
        outsiders = [p for p, words in tiebreak.lists.items() if words and p not in tied]
        if outsiders:
            disputes.append(f"tiebreak: only the tied players ({', '.join(tied)}) play it, not "
                            f"{', '.join(outsiders)}")
    in_play = len(tied) if tied else len(tiebreak.letters)
    removed = _check_dice(tiebreak, in_play, False, disputes)
    rulings = rule_lists(lexicon, tiebreak.letters, lists, tiebreak.min_length)
    obj = _round_object(tiebreak, None, removed, rulings, disputes)
    obj["tied"] = list(tied)
    if not complete or not tied:
        return obj, winners, needs_tiebreak
    if len(tiebreak.letters) != len(tied):
        # "There will be as many letters as tied players": a round with another number of letters
        # is not the tie-break round the rulebook plays, so it decides nothing (ruled above).
        return obj, [], tied
    scores = {p: r.score for p, r in rulings.items()}
    top = _top(scores, tied)
    if len(top) == 1:
        return obj, top, []
    return obj, [], top
