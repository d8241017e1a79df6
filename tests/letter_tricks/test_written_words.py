"""LetterTricks words as typed up, with spaces around them: each game lays out the spelling the
dictionary read (" cat" is cat), so a word valid in the dictionary is made from the cards too.
Every expected score is worked out by hand from the rulebook."""

from __future__ import annotations

from referee.dictionary import get_lexicon
from referee.games import Adjudication
from referee.games.letter_tricks.record import adjudicate
from referee.records import load_text
from tests.conftest import run


def rule(text: str) -> Adjudication:
    return adjudicate(load_text(text)[0].root, get_lexicon())


FOUR = """game: letter-tricks
players: [Ann, Bob, Cat, Dan]
hand-count: 1
hands:
  - collected: {Ann: [Y:C, Y:A, Y:T], Bob: [B:B, B:A, R:D], Cat: [], Dan: []}
    words: {Ann: ["cat "], Bob: [" bad"]}
"""

FOUR_TABLE = """\
LetterTricks, competitive: Ann, Bob, Cat, Dan

Hand 1

player    collected
--------  -----------
Ann       Y:C Y:A Y:T
Bob       B:B B:A R:D
Cat
Dan

player    word    suit    valid    score    reasons    cards
--------  ------  ------  -------  -------  ---------  -------------
Ann       cat             yes      3                   Y:C, Y:A, Y:T
Bob       bad             yes      3                   B:B, B:A, R:D
Cat
Dan

scores: Ann 3, Bob 3, Cat 0, Dan 0

total    points
-------  --------
Ann      3
Bob      3
Cat      0
Dan      0
winners: Ann, Bob
Ann and Bob share the victory: tied at 3, with equal best hands (3)
"""


def test_a_word_written_with_a_space_scores_its_cards_with_four_players() -> None:
    # "Each card used in the word is worth one point": CAT from Y:C Y:A Y:T is 3, BAD from B:B B:A
    # R:D is 3. Before, "cat " was refused with no reason at all (valid: false, reasons: []).
    result = run(["score-sheet", "-"], input=FOUR)
    assert (result.exit_code, result.stdout) == (0, FOUR_TABLE)


def test_a_word_written_with_a_space_is_placed_in_its_suit_with_three_players() -> None:
    # 3 players: "Each word can only have letters from a single suit or the multicolored cards ...
    # letters not in the word are each one negative point." CAT (yellow) 3 + ONE (blue) 3, no card
    # unused: 6. Before, " cat" was refused as not-from-cards and Ann scored 3 - 3 unused = 0.
    adj = rule("""game: letter-tricks
players: [Ann, Bob, Cat]
hands:
  - collected: {Ann: [Y:C, Y:A, Y:T, B:O, B:N, B:E], Bob: [], Cat: []}
    words: {Ann: [" cat", one]}
""")
    words = adj.record["hands"][0]["words"]["Ann"]
    assert [(w["word"], w["valid"], w.get("suit"), w["score"], w["reasons"]) for w in words] == [
        (" cat", True, "Y", 3, []), ("one", True, "B", 3, [])]
    assert adj.record["hands"][0]["scores"] == {"Ann": 6, "Bob": 0, "Cat": 0}


def test_a_team_claim_written_with_spaces_is_upheld() -> None:
    # Team: "If they successfully form a word of at least four letters in all three suits, they
    # win"; "The Qu card counts as one letter": CATS (yellow), BANE (blue), QUITS (red, Qu I T S).
    adj = rule("""game: letter-tricks
mode: team
players: [Ann, Bob, Cat, Dan]
hands:
  - collected: {Ann: [Y:C, Y:A, Y:T, Y:S, B:B, B:A, B:N, B:E], Cat: [R:QU, R:I, R:T, R:S], Bob: [], Dan: []}
    words: {Ann+Cat: [" cats", "bane ", quits]}
""")
    assert adj.dispute_texts == []
    assert adj.record["winners"] == ["Ann+Cat"]


def test_a_cooperative_word_written_with_a_space_is_checked_against_its_trick() -> None:
    # Cooperative: "players work together to ensure that each trick forms a word ... Tricks where
    # words were formed each score one point": TAKE is Y:A Y:K Y:T Y:E; TAME needs an M the trick
    # lacks. Before, " tame" was never laid out on the cards and scored as a dictionary word.
    adj = rule("""game: letter-tricks
mode: cooperative
players: [Ann, Bob, Cat, Dan]
hands:
  - tricks:
      - {leader: Ann, plays: [Y:A, Y:K, Y:T, Y:E], word: " take"}
      - {leader: Cat, plays: [Y:C, Y:D, Y:H, Y:G], word: " chug"}
""")
    assert adj.dispute_texts == ["hand 1, trick 2: ' chug' is not a word of the trick's cards (not-from-cards)"]
    assert adj.record["hands"][0]["tricks_scored"] == 1


def test_words_typed_in_braces_without_their_brackets_are_told_them() -> None:
    """`words: {Ann: dog, god, Bob: [e]}`: YAML reads god as a key with no value, a name that is
    no player. Letter Roll's lists say what was meant (5c2674b), and a LetterTricks hand's words
    said only "'god' is not a player". The expected lines are worked out by hand: the error is at
    god, line 5, column 23 (`    words: {Ann: dog, ` is 22 characters)."""
    hand = "  - collected: {Ann: [Y:D, Y:O, Y:G], Bob: [Y:E], Cat: [], Dan: []}\n"
    four = "game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\nhands:\n" + hand
    refused = run(["score-sheet", "-"], input=four + "    words: {Ann: dog, god, Bob: [e]}\n")
    assert (refused.exit_code, refused.stdout) == (2, "")
    assert refused.stderr == ("referee: error: <stdin>:5:23: words: 'god' is not a player (players: Ann, Bob, "
                              "Cat, Dan): Ann's list needs its brackets, Ann: [dog, god]\n")
    # A team's words, keyed by the team's name ("A team is named by its players, Ann+Cat"): the
    # same slip, told with the team's name; `    words: {Ann+Cat: dog, ` is 26 characters.
    team = "game: letter-tricks\nmode: team\nplayers: [Ann, Bob, Cat, Dan]\nhands:\n" + hand
    refused = run(["score-sheet", "-"], input=team + "    words: {Ann+Cat: dog, god}\n")
    assert refused.stderr == ("referee: error: <stdin>:6:27: words: 'god' is not a player (players: Ann, Bob, "
                              "Cat, Dan): Ann+Cat's list needs its brackets, Ann+Cat: [dog, god]\n")
    # A name one slip from a player's, its words in brackets, keeps its did-you-mean, as before.
    refused = run(["score-sheet", "-"], input=four + "    words: {Ann: [dog], Bobb: [e]}\n")
    assert refused.stderr == ("referee: error: <stdin>:5:25: words: 'Bobb' is not a player; did you mean "
                              "'Bob'? (players: Ann, Bob, Cat, Dan)\n")


def test_cards_typed_in_braces_without_their_brackets_are_told_them() -> None:
    """The same slip in a hand's cards: `collected: {Ann: Y:D, Y:O, Y:G, ...}` or `deal: {Ann: Y:D,
    Y:O, ...}` read Y:O as a key with no value, "'Y:O' is not a player" and nothing more. Columns
    by hand: `  - collected: {Ann: Y:D, ` is 26 characters, `  - deal: {Ann: Y:D, ` 21."""
    four = "game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\nhands:\n"
    for hand, where, what, cards in (
            ("  - collected: {Ann: Y:D, Y:O, Y:G, Bob: [Y:E], Cat: [], Dan: []}\n    words: {Ann: [dog]}\n",
             "4:27", "collected", "Y:D, Y:O, Y:G"),
            ("  - deal: {Ann: Y:D, Y:O, Bob: [Y:E], Cat: [], Dan: []}\n", "4:22", "deal", "Y:D, Y:O")):
        refused = run(["score-sheet", "-"], input=four + hand)
        assert (refused.exit_code, refused.stdout) == (2, "")
        assert refused.stderr == (f"referee: error: <stdin>:{where}: {what}: 'Y:O' is not a player (players: Ann, "
                                  f"Bob, Cat, Dan): Ann's list needs its brackets, Ann: [{cards}]\n")
