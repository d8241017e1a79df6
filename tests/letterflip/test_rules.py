"""Letterflip rules and game-log replay, with expectations worked out by hand from the rulebook."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import get_lexicon
from referee.errors import RecordError
from referee.games.letterflip.card import GuessError, LetterflipCard, Side, card_pools, card_problems
from referee.games.letterflip.guesses import (
    LetterGuess,
    PositionGuess,
    Ruling,
    WordGuess,
    is_correct,
    parse_guess,
    truthful_answer,
)
from referee.games.letterflip.knowledge import Knowledge, parse_knowledge
from referee.games.letterflip.record import adjudicate
from referee.games.letterflip.replay import Turn, replay
from referee.records import load_text
from tests.conftest import FIXTURES

CARDS = {"Ann": LetterflipCard.of(["cat", "frog", "wagon", "bridge"]),
         "Bob": LetterflipCard.of(["sun", "lamp", "crisp", "garden"])}
HEADER = """\
game: letterflip
side: standard
players: [Ann, Bob]
cards:
  Ann: [cat, frog, wagon, bridge]
  Bob: [sun, lamp, crisp, garden]
"""


def judge(text: str) -> tuple[dict[str, object], list[str]]:
    [document] = load_text(text)
    ruling = adjudicate(document.root, get_lexicon())
    return ruling.record, ruling.dispute_texts


def turns_of(record: dict[str, object]) -> list[dict[str, object]]:
    turns = record["turns"]
    assert isinstance(turns, list)
    return turns


# --- answers ---------------------------------------------------------------------------------------
def test_truthful_answers_to_the_three_kinds_of_guess() -> None:
    assert truthful_answer("bridge", LetterGuess("D")) == 1
    assert truthful_answer("egg", LetterGuess("G")) == 2
    assert truthful_answer("egg", LetterGuess("Z")) == 0
    assert truthful_answer("wagon", WordGuess("wagon")) is True
    assert truthful_answer("wagon", WordGuess("organ")) is False
    assert truthful_answer("wagon", PositionGuess("W", 1)) is True
    assert truthful_answer("wagon", PositionGuess("G", 1)) is False
    assert truthful_answer("wagon", PositionGuess("N", 9)) is False


def test_correct_guesses_keep_the_turn() -> None:
    assert is_correct(LetterGuess("A"), 1) and is_correct(LetterGuess("D"), 2)
    assert not is_correct(LetterGuess("E"), 0)
    assert is_correct(WordGuess("cat"), True) and not is_correct(WordGuess("cot"), False)
    assert is_correct(PositionGuess("W", 1), True) and not is_correct(PositionGuess("G", 1), False)


def test_parse_guess_reads_letters_words_and_positions() -> None:
    assert parse_guess("a") == LetterGuess("A")
    assert parse_guess("Wagon") == WordGuess("wagon")
    assert parse_guess("w@1") == PositionGuess("W", 1)
    for bad in ("A1", "W@x", "@1", "wa-gon", ""):
        with pytest.raises(GuessError):
            parse_guess(bad)


def test_parse_knowledge_from_answers_as_written_at_the_table() -> None:
    known = parse_knowledge(5, "N=1,A=1,W=1,G=1,O=1,G@1=no,W@1,organ=no", out="ET")
    assert known.found == {"A": 1, "G": 1, "N": 1, "O": 1, "W": 1}
    assert known.eliminated == frozenset("ET")
    assert known.all_letters_known
    assert dict(known.at) == {1: "W"} and known.not_at == frozenset({(1, "G")})
    assert known.wrong_words == frozenset({"organ"})
    assert known.fits("wagon") and not known.fits("organ") and not known.fits("gowan")
    with pytest.raises(GuessError, match="more than the 3 letters"):
        parse_knowledge(3, "A=2,B=2")
    with pytest.raises(GuessError, match="needs its answer"):
        parse_knowledge(3, "A")
    with pytest.raises(GuessError, match="3, 4, 5 or 6"):
        parse_knowledge(7)


def test_position_guesses_wait_until_the_counts_add_up_to_the_length() -> None:
    partial = parse_knowledge(3, "S=1,U=1")
    assert partial.legality(PositionGuess("N", 3)) is Ruling.POSITION_TOO_EARLY
    full = parse_knowledge(3, "S=1,U=1,N=1")
    assert full.legality(PositionGuess("N", 3)) is Ruling.UPHELD
    assert full.legality(PositionGuess("N", 4)) is Ruling.POSITION_OUT_OF_RANGE
    assert parse_knowledge(3, "E=2,Y=1").all_letters_known  # EYE: a double letter counts twice


# --- cards -----------------------------------------------------------------------------------------
def test_card_needs_four_words_of_three_to_six_letters_in_order() -> None:
    assert card_problems(["cat", "frog", "wagon", "bridge"]) == []
    assert card_problems(["frog", "cat", "wagon", "bridge"]) == [
        "word 1 must have 3 letters, 'frog' has 4", "word 2 must have 4 letters, 'cat' has 3"]
    assert card_problems(["cat"]) == ["a card has four words (3, 4, 5 and 6 letters), got 1"]
    with pytest.raises(GuessError):
        LetterflipCard.of(["cat", "frog", "wagon", "bri-dge"])


def test_card_pools_hold_common_words_for_standard_and_rarer_ones_for_advanced() -> None:
    lexicon = get_lexicon()
    standard = card_pools(lexicon, Side.STANDARD)
    advanced = card_pools(lexicon, Side.ADVANCED)
    for length in (3, 4, 5, 6):
        assert len(standard[length]) == 400
        assert all(len(w) == length and lexicon.check(w).valid for w in standard[length])
        assert not set(standard[length]) & set(advanced[length])
        commonest_advanced = max(lexicon.count(w) for w in advanced[length])
        assert min(lexicon.count(w) for w in standard[length]) >= commonest_advanced
    assert "the" in standard[3] and "cat" in standard[3]
    assert len(advanced[3]) == int(814 * 0.6) - 400  # the rarest 40% of the 814 three-letter words never drawn


# --- replay: each rule with a hand-worked log -----------------------------------------------------
def test_the_rulebook_wagon_example() -> None:
    # Rulebook, C: N, A, W, G and O are known; G first is wrong (the turn moves to the opponent);
    # on the next turn W first is right (another turn); WAGON is right: on to the six-letter word.
    fast = [Turn("Ann", LetterGuess(c)) for c in "CAT"] + [Turn("Ann", WordGuess("cat"))]
    fast += [Turn("Ann", LetterGuess(c)) for c in "FROG"] + [Turn("Ann", WordGuess("frog"))]
    wagon = [Turn("Ann", LetterGuess(c), 1) for c in "NAWGO"]
    wagon += [Turn("Ann", PositionGuess("G", 1), False), Turn("Bob", LetterGuess("E"), 0),
              Turn("Ann", PositionGuess("W", 1), True), Turn("Ann", WordGuess("wagon"), True)]
    game = replay(CARDS, fast + wagon)
    assert game.disputes == []
    g_first, bob, w_first, solved = game.turns[-4:]
    assert (g_first.truth, g_first.keeps_turn) == (False, False)
    assert (bob.turn.player, bob.keeps_turn) == ("Bob", False)
    assert (w_first.truth, w_first.keeps_turn, w_first.ruling) == (True, True, Ruling.UPHELD)
    assert (solved.truth, solved.keeps_turn, solved.word_in_play, solved.length) == (True, True, 3, 5)
    ann = game.players["Ann"]
    assert ann.solved == ["cat", "frog", "wagon"]
    assert ann.word_in_play == 4 and ann.knowledge == Knowledge(6)
    assert game.to_play == "Ann" and game.winners == []


def test_wagon_example_in_the_standard_game_fixture() -> None:
    record, disputes = judge((FIXTURES / "letterflip" / "standard-game.yaml").read_text())
    assert disputes == []
    turns = turns_of(record)
    assert [(t["guess"], t["answer"], t["truth"], t["keeps_turn"]) for t in turns[29:34]] == [
        ("G@1", False, False, False), ("S", 1, 1, True), ("T", 0, 0, False),
        ("W@1", True, True, True), ("wagon", True, True, True)]
    assert turns[34]["length"] == 6
    assert record["winners"] == ["Ann"]
    assert record["players"] == [
        {"name": "Ann", "solved": ["cat", "frog", "wagon", "bridge"], "words_solved": 4, "finished": True,
         "words_identified": 4, "false_yes": [], "word_in_play": None, "known": None},
        {"name": "Bob", "solved": ["sun", "lamp"], "words_solved": 2, "finished": False,
         "words_identified": 2, "false_yes": [], "word_in_play": 3,
         "known": {"length": 5, "found": {"I": 1, "S": 1}, "eliminated": ["E", "T"], "at": {},
                   "not_at": [], "wrong_words": [], "all_letters_known": False}},
    ]


def test_a_false_answer_is_ruled_against_the_record() -> None:
    # EGG has one E; Bob said 0. The table acted on it: E went down and the turn passed to Bob.
    record, disputes = judge((FIXTURES / "letterflip" / "false-answer.yaml").read_text())
    first = turns_of(record)[0]
    assert (first["answer"], first["truth"], first["ruling"], first["keeps_turn"]) == (0, 1, "false-answer", False)
    assert disputes == ["turn 1 (line 11): Bob answered 0 to Ann's E, but the truthful answer is 1 (word 1: EGG)"]
    assert [t["ruling"] for t in turns_of(record)[1:]] == ["upheld"] * 4  # no knock-on out-of-turn rulings


def test_a_false_yes_to_a_word_guess() -> None:
    record, disputes = judge(HEADER + "turns:\n  - {player: Ann, word: cot, answer: yes}\n")
    [turn] = turns_of(record)
    assert (turn["truth"], turn["ruling"]) == (False, "false-answer")
    assert len(disputes) == 1 and "the truthful answer is no" in disputes[0]


def test_an_early_position_guess_is_illegal() -> None:
    # S and U known: 1 + 1 = 2 of SUN's 3 letters, so N@3 is not allowed yet (even though it is right).
    record, disputes = judge((FIXTURES / "letterflip" / "early-position.yaml").read_text())
    third = turns_of(record)[2]
    assert (third["guess"], third["truth"], third["ruling"]) == ("N@3", True, "position-too-early")
    assert disputes == ["turn 3 (line 13): Bob guessed a position (N@3) before knowing all letters of the "
                        "3-letter word (the counts answered add up to 2)"]


def test_a_position_beyond_the_word_is_illegal() -> None:
    record, disputes = judge(HEADER + "turns:\n"
                             "  - {player: Ann, letter: C, answer: 1}\n  - {player: Ann, letter: A, answer: 1}\n"
                             "  - {player: Ann, letter: T, answer: 1}\n"
                             "  - {player: Ann, position: {letter: T, at: 5}, answer: no}\n")
    assert turns_of(record)[3]["rulings"] == ["position-out-of-range"]
    assert len(disputes) == 1


def test_a_turn_taken_out_of_order() -> None:
    # Ann's O was answered 0: the turn passed to Bob, yet Ann guessed T next.
    record, disputes = judge((FIXTURES / "letterflip" / "out-of-turn.yaml").read_text())
    assert [t["ruling"] for t in turns_of(record)] == ["upheld", "upheld", "out-of-turn", "upheld"]
    assert disputes == ["turn 3 (line 12): Ann played out of turn: it was Bob's turn"]
    assert record["to_play"] == "Ann"


def test_the_first_turns_player_starts_and_a_correct_guess_keeps_the_turn() -> None:
    record, disputes = judge(HEADER + "turns:\n  - {player: Bob, letter: S, answer: 1}\n"
                             "  - {player: Bob, letter: Q, answer: 0}\n  - {player: Ann, letter: A, answer: 1}\n"
                             "  - {player: Bob, letter: N, answer: 1}\n")
    assert [t["ruling"] for t in turns_of(record)] == ["upheld", "upheld", "upheld", "out-of-turn"]
    assert len(disputes) == 1


def test_moving_on_only_after_a_correct_word_guess() -> None:
    # All of CAT's letters known does not move Ann on: only the word guess does.
    record, _ = judge(HEADER + "turns:\n"
                      "  - {player: Ann, letter: C, answer: 1}\n  - {player: Ann, letter: A, answer: 1}\n"
                      "  - {player: Ann, letter: T, answer: 1}\n  - {player: Ann, letter: O, answer: 1}\n"
                      "  - {player: Ann, word: act, answer: no}\n  - {player: Bob, letter: Z, answer: 0}\n"
                      "  - {player: Ann, word: cat, answer: yes}\n  - {player: Ann, letter: O, answer: 1}\n")
    turns = turns_of(record)
    assert turns[3]["word_in_play"] == 1 and turns[3]["truth"] == 0 and turns[3]["ruling"] == "false-answer"
    assert (turns[6]["word_in_play"], turns[7]["word_in_play"], turns[7]["length"]) == (1, 2, 4)
    assert turns[7]["truth"] == 1  # FROG has an O


def test_winners_empty_until_someone_finishes_and_play_after_the_end_is_ruled_against() -> None:
    record, disputes = judge((FIXTURES / "letterflip" / "advanced-in-progress.yaml").read_text())
    assert record["winners"] == [] and disputes == []
    players = record["players"]
    assert isinstance(players, list)
    assert [p["words_solved"] for p in players] == [2, 1]
    finished = (FIXTURES / "letterflip" / "standard-game.yaml").read_text()
    record, disputes = judge(finished.replace("winners:", "  - {player: Bob, letter: C, answer: 1}\nwinners:"))
    assert record["winners"] == ["Ann"]
    assert turns_of(record)[-1]["ruling"] == "game-over"
    assert disputes == ["turn 42 (line 53): Bob guessed C after the game was over (Ann had identified all "
                        "four words)"]


def test_a_wrong_winner_claim_is_ruled_against() -> None:
    _, disputes = judge(HEADER + "turns: []\nwinners: [Bob]\n")
    assert disputes == ["winners: the record says Bob, the referee finds nobody yet"]


def test_an_answer_left_out_is_supplied_by_the_referee() -> None:
    record, disputes = judge(HEADER + "turns:\n  - {player: Ann, letter: A}\n  - {player: Ann, letter: E}\n"
                             "  - {player: Bob, letter: S}\n")
    assert disputes == []
    assert [(t["answer"], t["truth"], t["keeps_turn"]) for t in turns_of(record)] == [
        (None, 1, True), (None, 0, False), (None, 1, True)]


@pytest.mark.parametrize(("extra", "message"), [
    ("turns:\n  - {player: Ann, letter: A, word: cat, answer: 1}\n",
     "turn: expected exactly one of letter, word or position, got letter, word"),
    ("turns:\n  - {player: Anne, letter: A, answer: 1}\n", "did you mean 'Ann'?"),
    ("turns:\n  - {player: Ann, word: cat, answer: maybe}\n", "answer: expected yes or no, got 'maybe'"),
    ("turns:\n  - {player: Ann, letter: A, answer: yes}\n", "answer: expected how many times A occurs"),
    ("turns:\n  - {player: Ann, letter: AB, answer: 1}\n", "letter: expected a single letter A-Z"),
    ("turns:\n  - {player: Ann, position: {letter: W, at: 9}, answer: yes}\n", "position at: expected at most 6"),
    ("turns:\n  - {player: Ann, guess: A, answer: 1}\n", "unknown key 'guess'"),
])
def test_schema_errors_name_the_place(extra: str, message: str) -> None:
    with pytest.raises(RecordError, match=message.replace("?", r"\?")) as caught:
        judge(HEADER + extra)
    assert caught.value.where is not None and caught.value.where.line == 8


def test_schema_errors_in_players_and_cards() -> None:
    with pytest.raises(RecordError, match="players: expected a list of two names, got a list of 3"):
        judge("game: letterflip\nplayers: [A, B, C]\ncards: {}\n")
    with pytest.raises(RecordError, match="cards: Ann: word 1 must have 3 letters, 'frog' has 4"):
        judge("game: letterflip\nplayers: [Ann, Bob]\ncards:\n  Ann: [frog, cat, wagon, bridge]\n")
    with pytest.raises(RecordError, match="cards: missing the words Bob is trying to identify"):
        judge("game: letterflip\nplayers: [Ann, Bob]\ncards:\n  Ann: [cat, frog, wagon, bridge]\n")


# --- properties ------------------------------------------------------------------------------------
words = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=3, max_size=6)
letters = st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


@given(words, letters)
def test_the_truthful_answer_to_a_letter_guess_is_its_count(word: str, letter: str) -> None:
    assert truthful_answer(word, LetterGuess(letter)) == word.upper().count(letter)


@given(words, st.integers(1, 6), letters)
def test_a_position_guess_is_right_exactly_when_the_letter_is_there(word: str, at: int, letter: str) -> None:
    assert truthful_answer(word, PositionGuess(letter, at)) == (at <= len(word) and word[at - 1].upper() == letter)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(letters, st.sampled_from(["cat", "sun", "frog", "lamp", "wagon", "crisp"]),
                          st.tuples(letters, st.integers(1, 6))), max_size=60))
def test_an_honest_game_is_upheld(plays: list[object]) -> None:
    """Truthful answers, the right player each turn and only legal guesses: nothing to rule against."""
    knowledge = {"Ann": Knowledge(3), "Bob": Knowledge(3)}
    solved = {"Ann": 0, "Bob": 0}
    turns, player = [], "Ann"
    for play in plays:
        guess = parse_guess(play if isinstance(play, str) else f"{play[0]}@{play[1]}")  # type: ignore[index]
        if knowledge[player].legality(guess) is not Ruling.UPHELD:
            continue
        word = CARDS[player].words[solved[player]]
        truth = truthful_answer(word, guess)
        turns.append(Turn(player, guess, truth))
        if isinstance(guess, WordGuess) and truth:
            solved[player] += 1
            if solved[player] == 4:
                break
            knowledge[player] = Knowledge(3 + solved[player])
        else:
            knowledge[player] = knowledge[player].learn(guess, truth)
        if not is_correct(guess, truth):
            player = "Bob" if player == "Ann" else "Ann"
    game = replay(CARDS, turns)
    assert game.disputes == []
    assert [len(game.players[p].solved) for p in ("Ann", "Bob")] == [solved["Ann"], solved["Bob"]]


def test_the_contracts_example_record_reads_as_documented() -> None:
    # Interface section 9's example shows the format only. Read with cards as "the words each player
    # is trying to identify", Ann's W@1 comes while only A of CAT is known, and W is not CAT's first
    # letter: an early position guess with a false yes.
    record, disputes = judge(HEADER + "turns:\n  - {player: Ann, letter: A, answer: 1}\n"
                             "  - {player: Ann, letter: E, answer: 0}\n  - {player: Bob, word: son, answer: no}\n"
                             "  - {player: Ann, position: {letter: W, at: 1}, answer: yes}\n")
    assert [t["rulings"] for t in turns_of(record)] == [[], [], [], ["position-too-early", "false-answer"]]
    assert len(disputes) == 2


def test_quoted_yes_and_no_answers_and_position_zero() -> None:
    record, disputes = judge(HEADER + "turns:\n  - {player: Ann, word: cat, answer: 'yes'}\n"
                             "  - {player: Ann, letter: Z, answer: 'no'}\n")
    assert [t["answer"] for t in turns_of(record)] == [True, 0] and disputes == []
    with pytest.raises(RecordError, match="positions count from 1"):
        judge(HEADER + "turns:\n  - {player: Ann, position: W@0, answer: no}\n")
    with pytest.raises(RecordError, match=r"answer: expected how many times A occurs \(0-6\), got 9"):
        judge(HEADER + "turns:\n  - {player: Ann, letter: A, answer: 9}\n")
    with pytest.raises(GuessError):
        parse_guess("W@0")
