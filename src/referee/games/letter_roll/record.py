"""Reading a Letter Roll record (interface section 7) and ruling on it: the only module of the game
that reads `referee.records` nodes, so every schema message and its position is made here.

`adjudicate` is what `score-sheet` calls (the registry names this module): a whole game record
(`rounds:`), or a single round (`letters:` and `lists:` at top level); `dedupe-lists` calls it
through `adjudicate_lists`, which refuses another game's record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from referee.errors import RecordError
from referee.games import RECORD_LABELS, Adjudication, Game, game_of
from referee.games.letter_roll.game import rule_game, rule_single_round
from referee.games.letter_roll.model import (
    GAME,
    MAX_PLAYERS,
    MIN_PLAYERS,
    DiceRules,
    SeatingOrder,
    Variation,
    WrittenRound,
    dice_rules,
    least_minimum,
)
from referee.records import (
    Fields,
    Node,
    brackets_left_out,
    did_you_mean,
    left_as_printed,
    left_blank,
    records_in_a_list,
)

if TYPE_CHECKING:
    from referee.dictionary import Lexicon
    from referee.games.letter_roll.result import LetterRollResult, SingleRoundResult

ROUND_KEYS = ("game", "variants", "roller", "rolled", "colours", "removed", "letters", "min-length",
              "lists", "scores", "seed", "notes")
"""A round's keys; `game`, `variants` and `seed` let a `roll --format yaml` fragment be pasted in."""
GAME_KEYS = ("game", "players", "variants", "min-length", "rounds", "tiebreak", "totals", *RECORD_LABELS)
SINGLE_ROUND_KEYS = ("players", *ROUND_KEYS, *(label for label in RECORD_LABELS if label not in ROUND_KEYS))
"""A round written as a whole record: its players, and the labels any record may carry (docs/records.md)."""


def _seated(seating: SeatingOrder, node: Node, what: str, hint: str = "") -> str:
    """The seated player a key or value names (case-insensitive), or a schema error; `hint`, when
    the key is a word of a list typed without its brackets, says so instead of a did-you-mean."""
    text = node.text(what).strip()
    found = seating.find(text)
    if found is None:
        raise node.fail(f"{what}: {text!r} is not one of the players ({', '.join(seating.names)})"
                        + (hint or did_you_mean(text, seating.names)))
    return found


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
    chosen: list[Variation] = []
    for item in node.items("variants") if node.is_sequence else [node]:
        chosen.append(Variation(item.choice("variants entry", [v.value for v in Variation])))
    try:
        return dice_rules(chosen)
    except ValueError as exc:
        raise node.fail(f"variants: {exc}") from None


def _min_lengths(node: Node | None, seating: SeatingOrder, inherited: Mapping[str, int]) -> dict[str, int]:
    """`min-length: 6` (everyone) or `{Terry: 6}` (that player); a round's entry beats the game's."""
    result = dict(inherited)
    if node is None:
        return result
    if not node.is_mapping:
        minimum = node.integer("min-length", minimum=1)
        return dict.fromkeys(seating.names, minimum)
    for key, value in node.mapping("min-length"):
        if value.is_null:
            result.pop(_seated(seating, key, "min-length"), None)
            continue
        result[_seated(seating, key, "min-length")] = value.integer("min-length", minimum=1)
    return result


def _claims(node: Node | None, seating: SeatingOrder, what: str) -> dict[str, int]:
    """The scores or totals a record claims; a player's left blank (null) is not claimed."""
    if node is None:
        return {}
    return {_seated(seating, key, what): _count(key, value, what)
            for key, value in node.mapping(what) if not value.is_null}


def _count(key: Node, value: Node, what: str) -> int:
    """A claimed score or total, at least 0. The message's label (`scores 'Terry'`, the key
    described) is made only when there is something wrong to say: a record claims a score for
    every player in every round."""
    number = None if value.is_mapping or value.is_sequence else value.scalar()
    if number.__class__ is int and number >= 0:  # (a bool is not an int here: `true` is refused below)
        return int(number)
    return value.integer(f"{what} {key.describe()}", minimum=0)


def parse_round(node: Node, label: str, seating: SeatingOrder, min_length: Mapping[str, int],
                keys: Sequence[str] = ROUND_KEYS, everyone: bool = True) -> WrittenRound:
    """One round mapping; lists must name seated players, every one of them (`Chris: []` if empty).

    The tie-break round (`everyone=False`) has lists for the tied players only.
    """
    fields = Fields(node, label, keys)
    roller_node = fields.get("roller")
    roller = _seated(seating, roller_node, "roller") if roller_node is not None else None
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
    letters_node = fields.require("letters")
    try:
        letters = tuple(letters_node.letters("letters"))
    except RecordError:
        if left_blank(letters_node):
            raise left_as_printed(letters_node, label, "write the letters in play, or delete the rounds not "
                                  "played (a game in progress)") from None
        raise
    lists: dict[str, tuple[str, ...]] = {}
    lists_node = fields.require("lists")
    entries = lists_node.mapping("lists")
    for at, (key, value) in enumerate(entries):
        player = _seated(seating, key, "lists", brackets_left_out(entries, at, "lists") if value.is_null else "")
        try:
            lists[player] = () if value.is_null else tuple(value.texts(f"lists {player}"))
        except RecordError:
            if left_blank(value):  # `[~]`, as `referee new` prints it
                raise left_as_printed(value, f"lists {player}", f"write every word {player} listed ([] for "
                                      "none)") from None
            raise
    missing = [name for name in seating.names if name not in lists]
    if missing and everyone:
        raise lists_node.fail(f"lists: no list for {', '.join(missing)} "
                              f"(write `{missing[0]}: []` for a player who wrote no words)")
    ordered = {name: lists[name] for name in seating.names if name in lists}
    return WrittenRound(label, roller, rolled, colours, removed, letters,
                 _min_lengths(fields.get("min-length"), seating, min_length), ordered,
                 _claims(fields.get("scores"), seating, "scores"))


def least_length(root: Node, round_node: Node, tiebreak: bool = False) -> int | None:
    """The minimum length a record sets on every word of `round_node` (its last round, its
    tie-break round, or the record itself for a single round), for `--round FILE`, which rules a
    word of nobody's in particular: the smallest of the players' minima (the game's, the round's
    beating it) when every player of the round has one, else None. Only the seating and the minima
    are read: the round's lists may still be blank. The tie-break round is played by "the players
    with tied scores", those with a list in it once its lists are written: a player out of the tie
    has no word there whose minimum could be the least."""
    fields = root.fields("record")
    players_node = fields.get("players")
    if players_node is not None and not players_node.is_null:
        seating = SeatingOrder(_players(players_node))
    else:
        lists = round_node.fields("round").get("lists")
        if lists is None or not lists.is_mapping:
            return None
        seating = SeatingOrder([key.text("lists").strip() for key, _ in lists.mapping("lists")])
    game_min = _min_lengths(fields.get("min-length"), seating, {}) if round_node is not root else {}
    minima = _min_lengths(round_node.fields("round").get("min-length"), seating, game_min)
    players = seating.names
    lists = round_node.fields("round").get("lists") if tiebreak else None
    if lists is not None and lists.is_mapping and (written := lists.mapping("lists")):
        players = [_seated(seating, key, "lists") for key, _ in written]
    return least_minimum(minima, players)


def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """A whole game record (`rounds:`), or a single round (`letters:` and `lists:` at top level)."""
    result = rule_record(root, lexicon)
    return Adjudication(Game.LETTER_ROLL, result.as_json, list(result.disputes), result)


def adjudicate_lists(root: Node, lexicon: Lexicon) -> Adjudication:
    """What `dedupe-lists` rules: a Letter Roll record or single round, its `game:` optional; any
    other game's record is refused (score-sheet rules those)."""
    if not root.is_mapping:
        raise root.fail(f"record: expected a mapping with 'letters' and 'lists' or 'rounds', "
                        f"got {root.describe()}{records_in_a_list(root)}")
    if "game" in root.fields("record"):
        game = game_of(root)
        if game is not Game.LETTER_ROLL:  # referee's own output is told what it is by the runner
            raise root.fields("record")["game"].fail(
                f"game: dedupe-lists rules on Letter Roll lists, got {game.value} (use score-sheet)")
    return adjudicate(root, lexicon)


def rule_record(root: Node, lexicon: Lexicon) -> LetterRollResult | SingleRoundResult:
    """The record read and ruled, as a typed result (disputes with their reason codes)."""
    fields = root.fields("record")
    if "rounds" not in fields and "lists" in fields:
        return rule_round_record(root, lexicon)
    if not {"rounds", "players"} & set(fields):
        raise root.fail("record: a Letter Roll record needs 'players' and 'rounds' (a game) or "
                        "'letters' and 'lists' (one round)")
    return rule_game_record(root, lexicon)


def rule_round_record(root: Node, lexicon: Lexicon) -> SingleRoundResult:
    """One round on its own: the cross-offs and points; the winners are the round's top scorers."""
    fields = Fields(root, "round", SINGLE_ROUND_KEYS)
    dice = _variants(fields.get("variants"))
    players_node = fields.get("players")
    if players_node is not None:
        seating = SeatingOrder(_players(players_node))
    else:
        seating = SeatingOrder([key.text("lists").strip() for key, _ in fields.require("lists").mapping("lists")])
    rnd = parse_round(root, "round", seating, {}, SINGLE_ROUND_KEYS)
    return rule_single_round(lexicon, seating, dice, rnd)


def rule_game_record(root: Node, lexicon: Lexicon) -> LetterRollResult:
    """Every round read (the roller named in each), then ruled by `game.rule_game`."""
    fields = Fields(root, "record", GAME_KEYS)
    players_node = fields.require("players")
    seating = SeatingOrder(_players(players_node))
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
    claimed_totals = _claims(fields.get("totals"), seating, "totals")
    return rule_game(lexicon, seating, dice, rounds, claimed_totals, tiebreak)


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
