"""Every hint gives exactly what a brute-force scan of a small word list gives (issue 7).

The oracles here share nothing with `referee.games.first_class.hints` but the rulebook: they look at every
word (First-Class Letters, Letter Roll) or at every subset of the cards with every reading of a
QU card (LetterTricks), and sort with the documented order: points, then the commoner word, then
alphabetical.
"""

from __future__ import annotations

import itertools
import tempfile
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.dictionary import HouseRules, Lexicon, get_lexicon, load_word_list
from referee.games.first_class.hints import FirstClassRound, first_class_hints, fits_between, sheet_bounds
from referee.games.first_class.score import word_score
from referee.games.letter_roll.hints import letter_roll_hints
from referee.games.letter_tricks.cards import COLOURED, DECK, Card, Suit
from referee.games.letter_tricks.hints import single_word_hints, team_hints, three_player_hints, trick_words
from referee.games.letter_tricks.spelling import spell

# Words the examples need first (earlier lines count as commoner), then a slice of the real list.
CHOSEN = """place pace price peace piece process pancake cope escape peach space cucumber cockroach
crumb crime micro cream charm march rum come comic circumference microcircuit mercury
acquit quite quiet quit quiz equip squat aqua quay queue tuque toque quote quota suqs qat
jinx joke jokes kayak vex vox zax zax oxen exon box fox sex ax ox cat act tac at a i
sure user ruse line lien nile sent nest tens nets ones nose eons sore rose euro tour pour
butter letter attest matte tattoo totter jazz fizz buzz fuzz zest us sue qi qiviut""".split()


def _write_lexicon(path: Path) -> Lexicon:
    real = sorted(get_lexicon().all_words())
    words = list(dict.fromkeys([*CHOSEN, *real[::60]]))
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return load_word_list(path)


with tempfile.TemporaryDirectory() as folder:  # the list is read whole when loaded
    SMALL = _write_lexicon(Path(folder) / "small.txt")
WORDS = sorted(SMALL.all_words())


@pytest.fixture(scope="module")
def small() -> Lexicon:
    return SMALL


# --- oracles ------------------------------------------------------------------------------------
def oracle_first_class(lex: Lexicon, round_: FirstClassRound, between: tuple[str | None, str | None],
                       limit: int | None) -> list[tuple[str, int]]:
    found = []
    for word in lex.all_words():
        letters = Counter(word.upper())
        if round_.dead and letters[round_.dead]:
            continue
        if round_.priority and not letters[round_.priority]:
            continue
        if round_.initial and word[0].upper() != round_.initial:
            continue
        if (between[0] is not None and word < between[0]) or (between[1] is not None and word > between[1]):
            continue
        score = word_score(word, round_.dice).score
        if score >= 1:
            found.append((-score, -lex.count(word), word))
    found.sort()
    return [(w, -s) for s, _f, w in found[:limit]]


def oracle_letter_roll(lex: Lexicon, letters: str, min_length: int) -> list[str]:
    need = Counter(letters.lower())
    found = [(-lex.count(w), w) for w in lex.all_words()
             if len(w) >= min_length and all(Counter(w)[c] >= n for c, n in need.items())]
    return [w for _f, w in sorted(found)]


def tokenizations(word: str) -> set[tuple[str, ...]]:
    """Every way to cut a word into card faces, sorted: each "qu" is one Qu card or a Q then a U.

    The rulebook's Qu card has "a virtual U card following the Q", so the U it gives must be the
    very next letter (`qiviut` is not Q-U-I-V-I-T).
    """
    cuts: set[tuple[str, ...]] = set()

    def cut(rest: str, tokens: tuple[str, ...]) -> None:
        if not rest:
            cuts.add(tuple(sorted(tokens)))
            return
        cut(rest[1:], (*tokens, rest[0]))
        if rest.startswith("qu"):
            cut(rest[2:], (*tokens, "qu"))

    cut(word, ())
    return cuts


def readings(cards: Sequence[Card]) -> dict[str, list[tuple[Card, ...]]]:
    """Every word any subset of the cards spells, with every reading of its QU cards: the subsets
    that lay it out (brute force over all 2^n subsets, each word cut into card faces)."""
    by_faces: dict[tuple[str, ...], list[tuple[Card, ...]]] = {}
    for size in range(1, len(cards) + 1):
        for subset in itertools.combinations(cards, size):
            qus = [c for c in subset if c.letter == "QU"]
            plain = [c.letter.lower() for c in subset if c.letter != "QU"]
            for as_qu in range(len(qus) + 1):
                faces = tuple(sorted(plain + ["qu"] * as_qu + ["q"] * (len(qus) - as_qu)))
                by_faces.setdefault(faces, []).append(subset)
    found: dict[str, list[tuple[Card, ...]]] = {}
    for word in WORDS:
        for faces in tokenizations(word):
            for subset in by_faces.get(faces, []):
                if subset not in found.get(word, []):
                    found.setdefault(word, []).append(subset)
    return found


def points(cards: Sequence[Card]) -> int:
    return sum(2 if c.letter in ("J", "K", "QU", "V", "X", "Z") else 1 for c in cards)


def oracle_single(lex: Lexicon, cards: Sequence[Card], advanced: bool, limit: int) -> list[tuple[str, int]]:
    best: dict[str, int] = {}
    for word, subsets in readings(cards).items():
        best[word] = max(points(s) - ((len(cards) - len(s)) // 2 if advanced else 0) for s in subsets)
    ranked = sorted((-score, -lex.count(w), w) for w, score in best.items())
    return [(w, -s) for s, _f, w in ranked[:limit]]


def suit_options(cards: Sequence[Card], suit: Suit, min_cards: int) -> list[tuple[str, tuple[Card, ...]]]:
    own = [c for c in cards if c.suit in (suit, Suit.MULTICOLORED)]
    return [(w, s) for w, subsets in readings(own).items() for s in subsets if len(s) >= min_cards]


def oracle_sets(lex: Lexicon, cards: Sequence[Card], limit: int, team: bool,
                min_cards: int = 1) -> list[tuple[tuple[str | None, ...], int]]:
    """Every choice of one (word, cards) per suit, no card used twice; best total per word triple."""
    options = [suit_options(cards, suit, min_cards) for suit in COLOURED]
    if not team:
        options = [[*o, (None, ())] for o in options]
    best: dict[tuple[str | None, ...], int] = {}
    hand = Counter(cards)
    for choice in itertools.product(*options):
        used = Counter(c for _w, subset in choice for c in subset)
        if used - hand:
            continue
        words = tuple(w for w, _s in choice)
        total = 0 if team else sum(points(s) for _w, s in choice) - (len(cards) - sum(used.values()))
        best[words] = max(best.get(words, total), total)

    def key(words: tuple[str | None, ...]) -> tuple[object, ...]:
        return tuple((1,) if w is None else (0, -lex.count(w), w) for w in words)

    ranked = sorted(best.items(), key=lambda item: (-item[1], key(item[0])))
    return ranked[:limit]


def oracle_trick(lex: Lexicon, cards: Sequence[Card]) -> list[str]:
    words = [w for w, subsets in readings(cards).items() if any(len(s) == len(cards) for s in subsets)]
    return sorted(words, key=lambda w: (-lex.count(w), w))


def hand(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


# --- First-Class Letters ------------------------------------------------------------------------
def test_rulebook_example_cucumber_is_suggested_and_cockroach_is_not(small: Lexicon) -> None:
    hints = first_class_hints(small, FirstClassRound(("C", "M", "R"), "A"), limit=None)
    scores = {h.word: h.score for h in hints}
    assert scores["cucumber"] == 8
    assert "cockroach" not in scores  # the dead letter A
    # circumference and microcircuit both score 6 checkmarks doubled; circumference is listed first
    assert [(h.word, h.score, h.checks, h.doubled) for h in hints[:2]] == [
        ("circumference", 12, 6, True), ("microcircuit", 12, 6, True)]


def test_ties_go_to_the_commoner_word_then_alphabetical(small: Lexicon) -> None:
    hints = first_class_hints(small, FirstClassRound(("C", "M", "R"), "A"), limit=None)
    for first, second in itertools.pairwise(hints):
        assert (-first.score, -first.frequency, first.word) < (-second.score, -second.frequency, second.word)


@pytest.mark.parametrize("round_, between, limit", [
    (FirstClassRound(("C", "M", "R"), "A"), (None, None), 10),
    (FirstClassRound(("C", "M", "R"), "A"), (None, None), None),
    (FirstClassRound(("C", "M", "R"), "A", "M"), ("crumb", None), 5),
    (FirstClassRound(("E", "S", "T"), None, None, "T"), (None, "tour"), 3),
    (FirstClassRound(("T", "T", "E")), ("butter", "tattoo"), 7),
    (FirstClassRound(("Q", "U", "Z"), "A"), (None, None), 10),
])
def test_first_class_matches_the_scan(small: Lexicon, round_: FirstClassRound,
                                      between: tuple[str | None, str | None], limit: int | None) -> None:
    got = [(h.word, h.score) for h in first_class_hints(small, round_, between, limit)]
    assert got == oracle_first_class(small, round_, between, limit)


letters = st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(dice=st.lists(letters, min_size=3, max_size=3), dead=st.none() | letters,
       priority=st.none() | st.integers(0, 2), initial=st.none() | letters,
       low=st.none() | st.sampled_from(WORDS), high=st.none() | st.sampled_from(WORDS),
       limit=st.none() | st.integers(1, 30))
def test_first_class_property(dice: list[str], dead: str | None, priority: int | None,
                              initial: str | None, low: str | None, high: str | None,
                              limit: int | None) -> None:
    round_ = FirstClassRound(tuple(dice), dead, None if priority is None else dice[priority], initial)
    found = first_class_hints(SMALL, round_, (low, high), limit)
    assert [(h.word, h.score) for h in found] == oracle_first_class(SMALL, round_, (low, high), limit)
    for hint in found:  # checkmarks and doubling as the scoring module counts them
        score = word_score(hint.word, round_.dice)
        assert (hint.checks, hint.doubled, hint.score) == (score.checks, score.doubled, score.score)
        assert hint.frequency == SMALL.count(hint.word)


def test_index_frequencies_are_the_lexicon_counts(tmp_path: Path) -> None:
    default = get_lexicon()
    index = default.index
    for i in range(0, len(index.words), 97):
        assert index.frequencies[i] == default.count(index.words[i])
    base = list(index.words[: len(default.words)])
    assert base == sorted(base)  # First-Class hints narrow their scan by binary search on it
    path = tmp_path / "w.txt"
    path.write_text("cat\nact\ndog\n", encoding="utf-8")
    lex = load_word_list(path, HouseRules(frozenset({"tac"}), frozenset()))
    assert dict(zip(lex.index.words, lex.index.frequencies, strict=True)) == {"act": 2, "cat": 3, "dog": 1, "tac": 1}


def test_sheet_bounds_skip_empty_and_canceled_rows() -> None:
    sheet = ["apple", None, "crumb", None, None, "melon", None]
    assert sheet_bounds(sheet, 4) == ("crumb", "melon")
    assert sheet_bounds(sheet, 2) == ("apple", "crumb")
    assert sheet_bounds(sheet, 7) == ("melon", None)
    assert sheet_bounds([None] * 7, 1) == (None, None)
    with pytest.raises(ValueError, match="already holds"):
        sheet_bounds(sheet, 3)
    with pytest.raises(ValueError, match="not on the sheet"):
        sheet_bounds(sheet, 8)


def test_between_is_inclusive_non_decreasing() -> None:
    assert fits_between("crumb", ("crumb", "melon"))
    assert fits_between("melon", ("crumb", "melon"))
    assert not fits_between("apple", ("crumb", None))
    assert fits_between("zebra", ("crumb", None))


def test_sheet_row_hint_keeps_the_alphabetical_order(small: Lexicon) -> None:
    bounds = sheet_bounds(["cat", None, None, "micro", None, None, None], 2)
    hints = first_class_hints(small, FirstClassRound(("C", "M", "R"), "A"), bounds, limit=None)
    assert hints and all("cat" <= h.word <= "micro" for h in hints)
    assert [h.word for h in hints] == [w for w, _s in oracle_first_class(
        small, FirstClassRound(("C", "M", "R"), "A"), ("cat", "micro"), None)]


def test_house_rules_reach_the_hints(tmp_path: Path) -> None:
    path = tmp_path / "w.txt"
    path.write_text("crumb\ncream\nmicro\n", encoding="utf-8")
    lex = load_word_list(path, HouseRules(frozenset({"crm"}), frozenset({"micro"})))
    # all three score 6 (3 checkmarks, doubled); the allowed word is the least common (count 1)
    assert [(h.word, h.score) for h in first_class_hints(lex, FirstClassRound(("C", "M", "R")), limit=None)] \
        == [("crumb", 6), ("cream", 6), ("crm", 6)]


# --- Letter Roll --------------------------------------------------------------------------------
def test_letter_roll_rulebook_round(small: Lexicon) -> None:
    found = letter_roll_hints(small, "PEC")
    words = [w for w, _f in found.words]
    for word in ("pace", "price", "place", "peace", "piece", "process", "pancake", "cope", "escape",
                 "peach", "space"):
        assert word in words
    assert found.total == len(words) and found.letters == "PEC"


@pytest.mark.parametrize("wanted, min_length", [("PEC", 1), ("PEC", 6), ("TT", 1), ("TTE", 5),
                                                ("QZX", 1), ("E", 1), ("EEE", 3), ("ZZ", 1)])
def test_letter_roll_matches_the_scan(small: Lexicon, wanted: str, min_length: int) -> None:
    found = letter_roll_hints(small, wanted, min_length)
    assert [w for w, _f in found.words] == oracle_letter_roll(small, wanted, min_length)
    assert found.total == len(found.words)


def test_letter_roll_limit_keeps_the_commonest_and_the_count(small: Lexicon) -> None:
    full = letter_roll_hints(small, "PEC")
    cut = letter_roll_hints(small, "PEC", limit=3)
    assert cut.total == full.total and cut.words == full.words[:3]
    assert [f for _w, f in full.words] == sorted((f for _w, f in full.words), reverse=True)


def test_letter_roll_needs_letters_with_multiplicity(small: Lexicon) -> None:
    words = [w for w, _f in letter_roll_hints(small, "TT").words]
    assert "butter" in words and "attest" in words and "tour" not in words


@settings(max_examples=40, deadline=None)
@given(wanted=st.text("abcdeilnoprstu", min_size=1, max_size=4), min_length=st.integers(1, 9))
def test_letter_roll_property(wanted: str, min_length: int) -> None:
    found = letter_roll_hints(SMALL, wanted, min_length)
    assert [w for w, _f in found.words] == oracle_letter_roll(SMALL, wanted, min_length)


# --- LetterTricks -------------------------------------------------------------------------------
def test_spell_reads_qu_as_q_when_a_u_card_is_there() -> None:
    cards = hand("R:QU Y:U B:I R:Z")
    used = spell("quiz", cards)
    assert used is not None and sorted(map(str, used)) == ["B:I", "R:QU", "R:Z", "Y:U"]
    used = spell("quiz", hand("R:QU B:I R:Z"))
    assert used is not None and len(used) == 3  # the QU card stands for QU
    assert spell("quiz", hand("Y:U B:I R:Z")) is None
    assert spell("queue", hand("R:QU B:E Y:E")) is None  # two Us, one QU card, no U card


def test_qiviut_is_not_offered_from_qu_i_v_i_t(small: Lexicon) -> None:
    # Issue 12's wrong answer: the Qu card's U is "a virtual U card following the Q card", so it
    # cannot be qiviut's U (Q is followed by I). Hint and scorer once disagreed; quit (Y:I, Y:T,
    # R:QU = 1 + 1 + 2) and qi (3) are what these cards make.
    cards = hand("R:QU Y:I B:V B:I Y:T")
    assert spell("qiviut", cards) is None
    found = [(h.word.word, h.score) for h in single_word_hints(small, cards, limit=None)]
    assert "qiviut" not in [w for w, _s in found]
    assert found[0] == ("quit", 4)


def test_single_word_scores_rare_cards_double_and_the_advanced_penalty(small: Lexicon) -> None:
    cards = hand("R:QU Y:U B:I R:Z Y:C Y:A B:E R:T")
    [best] = single_word_hints(small, cards, limit=1)
    # acquit: A C QU(as Q) U I T = 6 cards, QU counts 2: 7 points
    assert (best.word.word, best.score) == ("acquit", 7)
    [best] = single_word_hints(small, cards, advanced=True, limit=1)
    assert (best.word.word, best.score) == ("acquit", 6)  # 2 cards unused: -1


@pytest.mark.parametrize("cards, advanced", [
    ("R:QU Y:U B:I R:Z Y:C Y:A B:E R:T", False),
    ("R:QU Y:U B:I R:Z Y:C Y:A B:E R:T", True),
    ("Y:S Y:T B:O R:N Y:E B:P R:U B:R", True),
    ("R:QU B:A B:U Y:T Y:O R:E", False),
])
def test_single_word_matches_the_subsets(small: Lexicon, cards: str, advanced: bool) -> None:
    got = [(h.word.word, h.score) for h in single_word_hints(small, hand(cards), advanced, limit=15)]
    assert got == oracle_single(small, hand(cards), advanced, 15)


def test_three_player_set_uses_multicolored_once_and_counts_unused(small: Lexicon) -> None:
    cards = hand("Y:C Y:A Y:T B:O B:N B:E R:S R:U M:X")
    [best] = three_player_hints(small, cards, limit=1)
    words = {w.suit: w.word.word for w in best.words}
    assert words[Suit.YELLOW] in ("act", "cat") and words[Suit.RED] in ("us", "sue")
    # Y: 3 cards 3 points; B oxen/exon with M:X: 4 cards 5 points; R: 2; nothing unused
    assert best.score == 3 + 5 + 2 and best.unused == ()


@pytest.mark.parametrize("cards", [
    "Y:C Y:A Y:T B:O B:N B:E R:S R:U M:X",
    "Y:C Y:A Y:T B:O B:N B:E R:S R:U M:X M:Z R:E Y:O",
    "Y:S Y:U Y:R Y:E B:L B:I R:N R:E M:QU R:T",
])
def test_three_player_matches_every_choice(small: Lexicon, cards: str) -> None:
    got = [(tuple(_by_suit(s.words)), s.score) for s in three_player_hints(small, hand(cards), limit=6)]
    assert got == oracle_sets(small, hand(cards), 6, team=False)


def _by_suit(words: Sequence[object]) -> list[str | None]:
    chosen = {w.suit: w.word.word for w in words}  # type: ignore[attr-defined]
    return [chosen.get(s) for s in COLOURED]


def test_team_victory_needs_a_long_word_in_every_suit(small: Lexicon) -> None:
    cards = hand("Y:S Y:U Y:R Y:E B:L B:I B:N B:E R:S R:E R:N R:T")
    found = team_hints(small, cards)
    assert found.victory and found.min_cards == 4
    first = _by_suit(found.sets[0].words)
    assert first[0] in ("sure", "user", "ruse") and first[1] in ("line", "lien", "nile")
    short = team_hints(small, hand("Y:S Y:U Y:R Y:E B:L B:I B:N R:S"))
    assert not short.victory and short.missing == (Suit.BLUE, Suit.RED)
    assert not team_hints(small, cards, multicolored=True).victory  # 5 cards needed


@pytest.mark.parametrize("cards, multicolored", [
    ("Y:S Y:U Y:R Y:E B:L B:I B:N B:E R:S R:E R:N R:T", False),
    ("Y:S Y:U Y:R Y:E B:L B:I B:N B:E R:S R:E R:N R:T R:O", False),
    ("Y:S Y:U Y:R Y:E B:O B:E B:N R:S R:E R:N R:O M:X", True),
])
def test_team_matches_every_choice(small: Lexicon, cards: str, multicolored: bool) -> None:
    found = team_hints(small, hand(cards), multicolored, limit=6)
    got = [(tuple(_by_suit(s.words)), 0) for s in found.sets]
    assert got == oracle_sets(small, hand(cards), 6, team=True, min_cards=5 if multicolored else 4)


def test_cooperative_trick_words_use_every_card(small: Lexicon) -> None:
    assert [w.word for w in trick_words(small, hand("Y:T R:QU B:I Y:E"))] == \
        oracle_trick(small, hand("Y:T R:QU B:I Y:E"))
    assert {w.word for w in trick_words(small, hand("Y:T R:QU B:I Y:E"))} == {"quite", "quiet"}
    assert trick_words(small, hand("Y:T R:QU B:Y Y:X")) == []
    assert {w.word for w in trick_words(small, hand("Y:A Y:C R:T B:A"))} == set()  # no 4-letter word


coloured_cards = [c for c in DECK if not c.is_multicolored]


@settings(max_examples=25, deadline=None)
@given(cards=st.lists(st.sampled_from(coloured_cards), min_size=3, max_size=9, unique=True),
       advanced=st.booleans())
def test_single_word_property(cards: list[Card], advanced: bool) -> None:
    got = [(h.word.word, h.score) for h in single_word_hints(SMALL, cards, advanced, limit=8)]
    assert got == oracle_single(SMALL, cards, advanced, 8)


@settings(max_examples=15, deadline=None)
@given(cards=st.lists(st.sampled_from(DECK), min_size=3, max_size=9, unique=True))
def test_three_player_property(cards: list[Card]) -> None:
    got = [(tuple(_by_suit(s.words)), s.score) for s in three_player_hints(SMALL, cards, limit=4)]
    assert got == oracle_sets(SMALL, cards, 4, team=False)


@settings(max_examples=25, deadline=None)
@given(cards=st.lists(st.sampled_from(DECK), min_size=4, max_size=5, unique=True))
def test_trick_property(cards: list[Card]) -> None:
    assert [w.word for w in trick_words(SMALL, cards)] == oracle_trick(SMALL, cards)


def test_team_word_reaches_four_cards_with_a_real_u_card(small: Lexicon) -> None:
    # Team victory: "a word of at least 4 cards" in each suit. quit from R:QU R:U R:I R:T uses the
    # U card (4 cards); the hint once counted the Q's U as virtual and skipped quit as 3 cards.
    found = team_hints(small, hand("R:QU R:U R:I R:T Y:S Y:U Y:R Y:E B:L B:I B:N B:E"))
    assert found.victory
    assert {w.word.word for s in found.sets for w in s.words if w.suit is Suit.RED} == {"quit"}
