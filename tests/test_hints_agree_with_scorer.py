"""Every word `referee hint` offers is scored by `score-sheet` at the points the hint claims.

The hint and the scorer once read the Qu card differently (issue 12: `hint letter-tricks --cards
R:QU,Y:I,B:V,B:I,Y:T` ranked `qiviut` first at 7, score-sheet ruled it not-from-cards, 0). These
tests go through both commands, so a hint can never again rank a word the scorer refuses.
"""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from referee.games.letter_tricks.cards import DECK, LetterCard, Suit
from tests.conftest import json_lines, run, score_sheet

COLOURED_CARDS = [c for c in DECK if c.suit is not Suit.MULTICOLORED]
QU_CARDS = [c for c in COLOURED_CARDS if c.letter == "QU"]
LETTERS = "ABCDEFGHIJKLMNOPRSTUVWY"


def hand_of(cards: list[LetterCard]) -> str:
    return ",".join(map(str, cards))


# --- LetterTricks -------------------------------------------------------------------------------
@st.composite
def collected(draw: st.DrawFn, multicolored: bool = False) -> list[LetterCard]:
    """A hand of collected cards, always with a Qu card (the card the copies disagreed on)."""
    deck = DECK if multicolored else COLOURED_CARDS
    qu = draw(st.sampled_from(QU_CARDS))
    rest = draw(st.lists(st.sampled_from([c for c in deck if c != qu]), min_size=2, max_size=7, unique=True))
    return [qu, *rest]


def test_qiviut_regression_hint_check_word_and_score_sheet_agree() -> None:
    # Rulebook: "players may assume that there is virtual a 'U' card following the 'Q' card" - the
    # Qu card gives a U only right after its Q; qiviut's U comes after the I, and no U card is there.
    cards = "R:QU,Y:I,B:V,B:I,Y:T"
    hints = json_lines(run(["hint", "letter-tricks", "--cards", cards, "-n", "3", "-f", "json"]).stdout)
    assert [(h["word"], h["score"]) for h in hints][:2] == [("quit", 4), ("qi", 3)]  # QU=2, I, T
    checked = run(["check-word", "--cards", cards, "-f", "json", "qiviut", "quit"])
    assert [(r["word"], r["reasons"]) for r in json_lines(checked.stdout)] == [
        ("qiviut", ["not-from-cards"]), ("quit", [])]
    [ruled] = score_sheet([{"game": "letter-tricks", "players": ["Ann", "Bob", "Cat", "Dan"],
                            "hands": [{"collected": {"Ann": cards.split(",")},
                                       "words": {"Ann": ["qiviut"]}}]}])
    [word] = ruled["hands"][0]["words"]["Ann"]
    assert (word["valid"], word["reasons"], word["score"]) == (False, ["not-from-cards"], 0)


@settings(max_examples=25, deadline=None)
@given(cards=collected(), advanced=st.booleans())
@example(cards=[LetterCard.parse(c) for c in "R:QU Y:I B:V B:I Y:T".split()], advanced=False)
def test_every_single_word_hint_scores_what_it_claims(cards: list[LetterCard], advanced: bool) -> None:
    args = ["hint", "letter-tricks", "--cards", hand_of(cards), "-n", "4", "-f", "json"]
    hints = json_lines(run([*args, *(["--variant", "advanced"] if advanced else [])]).stdout)
    records = [{"game": "letter-tricks", "players": ["Ann", "Bob", "Cat", "Dan"],
                "variants": ["advanced"] if advanced else [],
                "hands": [{"collected": {"Ann": [str(c) for c in cards]}, "words": {"Ann": [h["word"]]}}]}
               for h in hints]
    for hint, ruled in zip(hints, score_sheet(records), strict=True):
        [word] = ruled["hands"][0]["words"]["Ann"]
        assert word["valid"], (hint, word)
        assert word["score"] == hint["points"], (hint, word)
        assert ruled["hands"][0]["scores"]["Ann"] == hint["score"], (hint, ruled["hands"][0])


@settings(max_examples=15, deadline=None)
@given(cards=collected(multicolored=True))
def test_every_three_player_hint_scores_what_it_claims(cards: list[LetterCard]) -> None:
    args = ["hint", "letter-tricks", "--players", "3", "--cards", hand_of(cards), "-n", "3", "-f", "json"]
    hints = json_lines(run(args).stdout)
    records = [{"game": "letter-tricks", "players": ["Ann", "Bob", "Cat"],
                "hands": [{"collected": {"Ann": [str(c) for c in cards]},
                           "words": {"Ann": [w["word"] for w in h["words"]]}}]}
               for h in hints]
    for hint, ruled in zip(hints, score_sheet(records), strict=True):
        words = ruled["hands"][0]["words"]["Ann"]
        assert all(w["valid"] for w in words), (hint, words)
        assert ruled["hands"][0]["scores"]["Ann"] == hint["score"], (hint, ruled["hands"][0])


# --- First-Class Letters and Letter Roll --------------------------------------------------------
@st.composite
def first_class_round(draw: st.DrawFn) -> tuple[list[str], str, str | None]:
    dice = draw(st.lists(st.sampled_from(LETTERS), min_size=3, max_size=3))
    dead = draw(st.sampled_from([c for c in LETTERS if c not in dice]))
    priority = draw(st.none() | st.sampled_from(dice))
    return dice, dead, priority


@settings(max_examples=20, deadline=None)
@given(setup=first_class_round())
def test_every_first_class_hint_scores_what_it_claims(setup: tuple[list[str], str, str | None]) -> None:
    dice, dead, priority = setup
    args = ["hint", "first-class-letters", "--dice", "".join(dice), "--dead", dead, "-n", "4", "-f", "json"]
    hints = json_lines(run([*args, *(["--priority", priority] if priority else [])]).stdout)
    round_ = {"dice": dice, "dead": dead, **({"priority": priority} if priority else {})}
    records = [{"game": "first-class-letters", "mode": "solo",
                "variants": ["priority-mail"] if priority else [], "special": {2: "C", 4: "M", 6: "R"},
                "rounds": [round_],
                "players": [{"name": "Ana", "rows": [{"word": h["word"], "round": 1}, *[None] * 6]}]}
               for h in hints]
    for hint, ruled in zip(hints, score_sheet(records), strict=True):
        row = ruled["players"][0]["rows"][0]
        assert (row["status"], row["score"]) == ("scored", hint["score"]), (hint, row)


@settings(max_examples=20, deadline=None)
@given(letters=st.lists(st.sampled_from(LETTERS), min_size=2, max_size=3), min_length=st.integers(1, 6))
def test_every_letter_roll_hint_is_scored(letters: list[str], min_length: int) -> None:
    args = ["hint", "letter-roll", "--letters", "".join(letters), "--min-length", str(min_length),
            "-n", "6", "-f", "json"]
    hints = json_lines(run(args).stdout)
    words = [h["word"] for h in hints]
    [ruled] = score_sheet([{"game": "letter-roll", "players": ["Terry", "Chris"],
                            "rounds": [{"roller": "Terry", "letters": letters,
                                        "min-length": {"Terry": min_length},
                                        "lists": {"Terry": words, "Chris": []}}]}])
    terry = ruled["rounds"][0]["players"]["Terry"]
    assert [w["status"] for w in terry["words"]] == ["scored"] * len(words), terry
    assert terry["score"] == len(words)


# --- Team and cooperative LetterTricks: the hint against the functions the record scorer calls --
# (a team's claim and a cooperative trick's word are ruled inside whole replayed hands, so these
# go to letter_tricks.scoring directly, as letter_tricks.record does for score-sheet.)
@st.composite
def team_cards(draw: st.DrawFn) -> list[LetterCard]:
    """Four or more cards in each suit, one of them a Qu card: enough for a victory to be possible."""
    cards = [draw(st.sampled_from(QU_CARDS))]
    for suit in (Suit.YELLOW, Suit.BLUE, Suit.RED):
        own = [c for c in COLOURED_CARDS if c.suit is suit and c not in cards]
        cards += draw(st.lists(st.sampled_from(own), min_size=4, max_size=6, unique=True))
    return cards


@settings(max_examples=15, deadline=None)
@given(cards=team_cards())
def test_every_team_hint_is_a_claim_the_scorer_upholds(cards: list[LetterCard]) -> None:
    from referee.dictionary import get_lexicon
    from referee.games.letter_tricks.hints import team_hints
    from referee.games.letter_tricks.scoring import check_victory_claim, victory_size

    lexicon = get_lexicon()
    found = team_hints(lexicon, cards, limit=3)
    assert found.min_cards == victory_size(False)  # "a word of at least 4 cards" in every suit
    for word_set in found.sets:
        rulings, won = check_victory_claim(lexicon, [w.word.word for w in word_set.words], cards,
                                           found.min_cards)
        assert won, (word_set, rulings)


@settings(max_examples=20, deadline=None)
@given(cards=st.lists(st.sampled_from(COLOURED_CARDS), min_size=4, max_size=5, unique=True))
@example(cards=[LetterCard.parse(c) for c in "Y:T R:QU B:I Y:E".split()])  # quite, quiet: QU as QU
def test_every_cooperative_trick_hint_scores_the_trick(cards: list[LetterCard]) -> None:
    from referee.dictionary import get_lexicon
    from referee.games.letter_tricks.hints import trick_words
    from referee.games.letter_tricks.scoring import rule_trick_word

    lexicon = get_lexicon()
    for hint in trick_words(lexicon, cards, limit=5):
        ruling = rule_trick_word(lexicon, hint.word, cards)
        assert (ruling.valid, ruling.score) == (True, 1), (hint, ruling)
