"""`tiebreak_rule` (contract section 10) and `complete`/`leaders` (section 1) in First-Class Letters,
with the rulebook's tie-break worked out by hand on sheets typed as written on paper."""

from __future__ import annotations

from pathlib import Path

from referee.dictionary import get_lexicon
from referee.games.first_class.record import adjudicate
from referee.records import load_text
from tests.conftest import FIXTURES, run

ANA = """  - name: Ana
    rows:
      - {word: apple, checks: 2, doubled: false, score: 2}
      - {word: bakery, checks: 3, doubled: true, score: 6}
      - {word: candle, checks: 2, doubled: false, score: 2}
      - {word: lemon, checks: 2, doubled: false, score: 2}
      - {word: mitten, checks: 2, doubled: false, score: 2}
      - {word: sprout, checks: 2, doubled: false, score: 2}
      - {word: window, checks: 2, doubled: false, score: 2}
"""
BEN = """  - name: Ben
    rows:
      - {word: anchor, checks: 1, doubled: false, score: 1}
      - {word: bridge, checks: 1, doubled: false, score: 1}
      - {word: cucumber, checks: 4, doubled: true, score: 8}
      - {word: lantern, checks: 2, doubled: false, score: 2}
      - {word: melon, checks: 2, doubled: false, score: 2}
      - {word: stream, checks: 2, doubled: false, score: 2}
      - {word: wagon, checks: 2, doubled: false, score: 2}
"""
TIED = "game: first-class-letters\nspecial: {2: B, 4: L, 6: S}\nplayers:\n" + ANA + BEN


def judge(text: str) -> dict[str, object]:
    [document] = load_text(text)
    return adjudicate(document.root, get_lexicon()).record


def test_a_tie_on_totals_goes_to_the_best_word(tmp_path: Path) -> None:
    # Ana 2+6+2+2+2+2+2 = 18, Ben 1+1+8+2+2+2+2 = 18. Rulebook: "In the case of a tie, the player
    # with the highest-scoring word on their sheet is the winner": Ben's CUCUMBER (8) beats BAKERY (6).
    record = judge(TIED)
    players = record["players"]
    assert isinstance(players, list)
    assert [p["total"] for p in players] == [18, 18]
    assert (record["winners"], record["tiebreak_rule"], record["complete"]) == (["Ben"], "best-word", True)
    path = tmp_path / "tied.yaml"
    path.write_text(TIED)
    assert "Ben wins the 18–18 tie with the best word, cucumber (8)" in run(["score-sheet", str(path)]).stdout


def test_equal_best_words_share_the_victory() -> None:
    # "If still tied, the tied players share the victory": Ana's BAKERY doubled with 4 checks is 8,
    # and APPLE with no checks 0: Ana 0+8+2+2+2+2+2 = 18 again, best word 8 against Ben's 8.
    text = TIED.replace("apple, checks: 2, doubled: false, score: 2", "apple, checks: 0, doubled: false, score: 0")
    text = text.replace("bakery, checks: 3, doubled: true, score: 6", "bakery, checks: 4, doubled: true, score: 8")
    record = judge(text)
    assert (record["winners"], record["tiebreak_rule"]) == (["Ana", "Ben"], "shared")


def test_no_tie_no_tiebreak_rule() -> None:
    # WAGON with three checks: Ben 19, Ana 18; nothing to break.
    record = judge(TIED.replace("wagon, checks: 2, doubled: false, score: 2",
                                "wagon, checks: 3, doubled: false, score: 3"))
    assert (record["winners"], record["tiebreak_rule"]) == (["Ben"], None)


def test_a_game_in_progress_has_leaders_and_no_winner() -> None:
    # in-progress.yaml: Kim 20 leads Jo 14 after the rounds played so far.
    record = judge((FIXTURES / "first-class-letters" / "in-progress.yaml").read_text().split("\n---")[0])
    assert (record["complete"], record["leaders"], record["winners"], record["tiebreak_rule"]) == (
        False, ["Kim"], [], None)


# --- Letter Roll ---------------------------------------------------------------------------------
LETTER_ROLL_TIE = (FIXTURES / "letter-roll" / "tie-break.yaml").read_text()


def letter_roll(text: str) -> tuple[dict[str, object], list[str]]:
    from referee.games.letter_roll.record import adjudicate as adjudicate_letter_roll

    [document] = load_text(text)
    ruling = adjudicate_letter_roll(document.root, get_lexicon())
    return ruling.record, ruling.dispute_texts


def test_letter_roll_tie_broken_by_the_tiebreak_round() -> None:
    # Jo and Kim finish on 25; in the tie-break round (R, M) Jo scores 5, Kim 4 (ROOM is on both
    # lists and crossed off both; Kim's Rome is a proper noun). "The round is scored as usual and
    # the player with the highest score wins."
    record, _ = letter_roll(LETTER_ROLL_TIE)
    assert (record["winners"], record["tiebreak_rule"]) == (["Jo"], "tiebreak-round")
    result = run(["score-sheet", str(FIXTURES / "letter-roll" / "tie-break.yaml")])
    assert "Jo wins the 25–25 tie in the tie-break round (Jo 5, Kim 4)" in result.stdout


def test_letter_roll_tiebreak_with_the_wrong_number_of_letters_names_no_winner() -> None:
    # Rulebook: "There will be as many letters as tied players": two tied players, two letters.
    # Three letters in play is not that round: ruled, and it decides nothing; the tie stands.
    text = LETTER_ROLL_TIE.replace("  rolled: [R, M]\n  colours: [white, blue]\n  letters: [R, M]\n",
                                   "  rolled: [R, M, O]\n  letters: [R, M, O]\n")
    record, disputes = letter_roll(text)
    assert (record["winners"], record["needs_tiebreak"], record["tiebreak_rule"]) == ([], ["Jo", "Kim"], None)
    assert "tiebreak: 3 letters in play (R-M-O), expected 2" in disputes


def test_letter_roll_no_tie_no_rule() -> None:
    record, _ = letter_roll((FIXTURES / "letter-roll" / "four-players.yaml").read_text())
    assert record["tiebreak_rule"] is None


def test_a_tie_of_more_than_two_players_is_named_by_how_many(tmp_path: Path) -> None:
    """Three or four players level read as a two-player tie: 'Ben wins the 18–18 tie' with Cy on
    18 too, 'Hal wins the 8–8 tie' with four players level. "In the case of a tie, the player with
    the highest-scoring word on their sheet is the winner": Cy's sheet is Ana's with its best word
    BAKERY (6) at 4, so Cy 18 (2+4+2+2+2+2+4), and Ben's CUCUMBER (8) still wins. Letter Roll: "the
    tied players each select one of the Letter Roll dice ... the player with the highest score
    wins": four tied on 1 roll four dice, and Dee's two words beat one each."""
    cy = ANA.replace("Ana", "Cy").replace("bakery, checks: 3, doubled: true, score: 6",
                                          "bakery, checks: 2, doubled: true, score: 4")
    cy = cy.replace("window, checks: 2, doubled: false, score: 2", "window, checks: 2, doubled: true, score: 4")
    path = tmp_path / "three.yaml"
    path.write_text(TIED + cy)
    assert run(["score-sheet", str(path)]).stdout.splitlines()[-1] == (
        "Ben wins the 3-way tie at 18 with the best word, cucumber (8)")
    words = ("ate eat tea sea area bake cake lake make take wake rate late gate date fate mate hate name game "
             "same cave gave save wave face lace pace race safe sale tale").split()
    names = ["Ann", "Bob", "Cy", "Dee"]
    rounds = "".join(f"  - {{roller: {names[n % 4]}, letters: AE, lists: {{"
                     + ", ".join(f"{name}: [{words[4 * n + i]}]" for i, name in enumerate(names)) + "}}\n"
                     for n in range(8))  # "4-5 | 2 times": eight rounds, each player 1 a round, 8 each
    game = ("game: letter-roll\nplayers: [Ann, Bob, Cy, Dee]\nvariants: [white-dice]\nrounds:\n" + rounds
            + "tiebreak:\n  letters: [E, A, R, T]\n"
              "  lists: {Ann: [heart], Bob: [water], Cy: [treat], Dee: [tread, trade]}\n")
    path.write_text(game)
    assert run(["score-sheet", str(path)]).stdout.splitlines()[-1] == (
        "Dee wins the 4-way tie at 8 in the tie-break round (Ann 1, Bob 1, Cy 1, Dee 2)")
