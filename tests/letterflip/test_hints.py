"""Letterflip hints: candidates, entropy and keep-chance rankings, worked out by hand on a tiny word list."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import Lexicon, get_lexicon, load_word_list
from referee.games.letterflip.card import Side
from referee.games.letterflip.guesses import LetterGuess, truthful_answer
from referee.games.letterflip.hints import Rank, analyse, candidates, entropy, suggest
from referee.games.letterflip.knowledge import parse_knowledge
from tests.conftest import FIXTURES, run

TINY = ["cat", "cot", "cut", "dog", "act", "frog", "wagon"]


@pytest.fixture
def tiny(tmp_path: Path) -> Lexicon:
    path = tmp_path / "tiny.txt"
    path.write_text("\n".join(TINY) + "\n")
    return load_word_list(path)


def h(p: float) -> float:
    return -(p * math.log2(p) + (1 - p) * math.log2(1 - p))


def test_entropy_of_splits() -> None:
    assert entropy([4, 1]) == pytest.approx(h(0.2))
    assert entropy([1, 1]) == 1.0
    assert entropy([5]) == 0.0 and entropy([]) == 0.0
    assert entropy([1, 1, 1, 1]) == 2.0


def test_letters_ranked_by_information_and_by_keep_chance(tiny: Lexicon) -> None:
    # Three-letter words: cat cot cut dog act. C and T are in 4 of 5 (H(0.2) = 0.722 bits, keep 80%);
    # A and O split them 2/3 (H(0.4) = 0.971 bits, keep 40%): A and O inform most, C and T keep best.
    hint = analyse(parse_knowledge(3), tiny, limit=4)
    assert hint.candidates == ("act", "cat", "cot", "cut", "dog")
    assert [(s.text, round(s.information, 3), s.keep_chance) for s in hint.by_information[:2]] == [
        ("A", round(h(0.4), 3), 0.4), ("O", round(h(0.4), 3), 0.4)]
    assert [(s.text, s.keep_chance) for s in hint.by_keep_chance[:2]] == [("C", 0.8), ("T", 0.8)]
    assert hint.guess_word is None
    assert suggest(parse_knowledge(3), tiny, 1, Rank.KEEP)[0].text == "C"


def test_once_all_letters_are_known_positions_and_the_word_are_suggested(tiny: Lexicon) -> None:
    # C, A, T known: CAT or ACT. T@3 is right for both: it tells nothing and is not suggested. Every
    # other position guess (C or A first or second) is right half the time (1 bit), and so is a word
    # guess, which also moves on: the advice is to guess the word.
    hint = analyse(parse_knowledge(3, "C=1,A=1,T=1"), tiny, limit=20)
    assert hint.candidates == ("act", "cat")
    assert sorted(s.text for s in hint.by_information) == ["A@1", "A@2", "C@1", "C@2", "act", "cat"]
    assert all(s.information == 1.0 and s.keep_chance == 0.5 for s in hint.by_information)
    assert hint.guess_word == "act"


def test_one_candidate_left_means_guess_it(tiny: Lexicon) -> None:
    hint = analyse(parse_knowledge(3, "D=1"), tiny)
    assert hint.candidates == ("dog",)
    assert hint.guess_word == "dog" and hint.advice == "guess the word: only DOG fits"
    assert hint.by_information[0].text == "dog"


def test_no_candidate_says_so(tiny: Lexicon) -> None:
    hint = analyse(parse_knowledge(3, "Z=1"), tiny)
    assert hint.candidates == () and hint.by_information == ()
    assert "no word fits" in hint.advice


def test_the_wagon_position_is_all_that_is_left_in_the_real_lexicon() -> None:
    # wonga (slang: money) fits too unless O is known not to be second
    hint = analyse(parse_knowledge(5, "N=1,A=1,W=1,G=1,O=1,G@1=no,O@2=no"), get_lexicon())
    assert hint.candidates == ("wagon",) and hint.guess_word == "wagon"


def test_candidates_from_a_side_are_card_words() -> None:
    lexicon = get_lexicon()
    standard = candidates(parse_knowledge(3, "C=1,A=1,T=1"), lexicon, Side.STANDARD)
    assert standard == ["act", "cat"]


# --- properties on the real lexicon ----------------------------------------------------------------
knowledge_items = st.lists(st.tuples(st.sampled_from("ABCDEGILNORSTUY"), st.integers(0, 1)), max_size=5)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["cat", "sun", "frog", "lamp", "wagon", "crisp", "bridge", "garden"]),
       st.lists(st.sampled_from("ABCDEGILNORSTUYW"), max_size=6))
def test_the_true_word_is_always_a_candidate_and_asked_letters_are_never_suggested(
        word: str, asked: list[str]) -> None:
    """Knowledge from truthful answers keeps the word among the candidates; no eliminated letter
    (nor any letter already asked) is ever proposed, in either ranking."""
    knowledge = parse_knowledge(len(word))
    for letter in asked:
        knowledge = knowledge.learn(LetterGuess(letter), truthful_answer(word, LetterGuess(letter)))
    hint = analyse(knowledge, get_lexicon(), limit=30)
    assert word in hint.candidates
    assert all(knowledge.fits(w) for w in hint.candidates)
    for ranked in (hint.by_information, hint.by_keep_chance):
        proposed = {s.text for s in ranked if s.kind.value == "letter"}
        assert not proposed & knowledge.eliminated
        assert not proposed & set(knowledge.counts)
        assert all(0.0 <= s.keep_chance <= 1.0 and s.information >= 0.0 for s in ranked)
    assert [s.information for s in hint.by_information] == sorted(
        (s.information for s in hint.by_information), reverse=True)


# --- the command -------------------------------------------------------------------------------------
def test_hint_command_json_for_the_wagon_example() -> None:
    known = "N=1,A=1,W=1,G=1,O=1,G@1=no,O@2=no"  # O not second: not wonga (slang: money)
    result = run(["hint", "letterflip", "--length", "5", "--known", known, "-f", "json"])
    assert result.exit_code == 0, result.stderr
    [row] = [json.loads(line) for line in result.stdout.splitlines()]
    assert row == {"word": "wagon", "score": 0.0, "guess": "wagon", "kind": "word", "information": 0.0,
                   "keep_chance": 1.0, "candidates": 1, "recommended": True}


def test_hint_command_limit_0_shows_every_guess(tmp_path: Path) -> None:
    """`-n 0` is every guess, as in every hint (bug: letterflip's --limit refused 0 and had no -n).
    Three-letter words of TINY: act cat cot cut dog. A letter in some but not all of them tells
    something: A, O (2 of 5), C, T (4 of 5), U, D, G (1 of 5); each candidate is a word guess."""
    words = tmp_path / "tiny.txt"
    words.write_text("\n".join(TINY) + "\n")
    result = run(["hint", "letterflip", "--length", "3", "--lexicon", str(words), "-f", "json", "-n", "0"])
    assert result.exit_code == 0, result.stderr
    guesses = [json.loads(line)["guess"] for line in result.stdout.splitlines()]
    assert sorted(guesses) == ["A", "C", "D", "G", "O", "T", "U", "act", "cat", "cot", "cut", "dog"]


def test_hint_command_table_and_keep_ranking() -> None:
    result = run(["hint", "letterflip", "--length", "4", "--known", "O=1,R=1", "--out", "EAT", "--rank", "keep",
                  "--limit", "3"])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith("candidates (83): BORG, BORN, BRIO, ")
    assert lines[1].startswith("advice: ")
    assert lines[-1] == "ranked by chance of keeping the turn; * the guess to make"


def test_hint_command_from_a_game_log() -> None:
    log = FIXTURES / "letterflip" / "advanced-in-progress.yaml"
    result = run(["hint", "letterflip", "--log", str(log), "--player", "Cleo", "-f", "json", "--limit", "2"])
    assert result.exit_code == 0
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(rows) == 2 and all(r["kind"] == "letter" and r["word"] not in ("I", "E") for r in rows)
    via_stdin = run(["hint", "letterflip", "--log", "-", "--player", "Cleo", "-f", "json", "--limit", "2"],
                    input=log.read_text())
    assert via_stdin.stdout == result.stdout


def test_hint_command_errors() -> None:
    nothing = run(["hint", "letterflip", "--length", "3", "--known", "Q=1,X=1,Z=1"])
    assert nothing.exit_code == 1 and "no word fits" in nothing.stderr
    bad = run(["hint", "letterflip", "--length", "3", "--known", "A=7"])
    assert bad.exit_code == 2 and bad.stderr.startswith("referee: error: ") and len(bad.stderr.splitlines()) == 1
    clash = run(["hint", "letterflip", "--length", "3", "--word", "2"])
    assert clash.exit_code == 2 and "--word 2 is the 4-letter word" in clash.stderr
    over = run(["hint", "letterflip", "--log", str(FIXTURES / "letterflip" / "standard-game.yaml"),
                "--player", "Bob"])
    assert over.exit_code == 2 and "the game is over" in over.stderr


def test_a_hint_after_the_game_is_over_says_who_won_for_either_player() -> None:
    # Rulebook: "The first player to correctly identify all four of the words on his or her
    # LETTERFLIP Card wins": Ann identified CAT, FROG, WAGON and BRIDGE, so the game is over for
    # both. (Bob was told "Bob has no word left to identify", with CRISP and GARDEN still to go.)
    log = str(FIXTURES / "letterflip" / "standard-game.yaml")
    for player in ("Bob", "Ann"):
        result = run(["hint", "letterflip", "--log", log, "--player", player])
        assert (result.exit_code, result.stdout) == (2, "")
        assert result.stderr == (f"referee: error: the game is over: Ann identified all four words, so {player} "
                                 "has no guess left to make\n")
