"""Letterflip rulings from the game-night report: an interjection is one ruling, a false yes wins
nothing, an unfinished game reports its leaders. Expectations worked out by hand from the rulebook."""

from __future__ import annotations

import json
from pathlib import Path

from referee.dictionary import get_lexicon
from referee.games.letterflip.record import adjudicate
from referee.records import load_text
from tests.conftest import run, shell

HEADER = """\
game: letterflip
players: [Ann, Bob]
cards:
  Ann: [cab, frog, wagon, planet]
  Bob: [sun, lamp, crisp, garden]
turns:
"""


def judge(turns: str, tail: str = "") -> tuple[dict[str, object], list[str]]:
    [document] = load_text(HEADER + turns + tail)
    ruling = adjudicate(document.root, get_lexicon())
    return ruling.record, ruling.dispute_texts


def rulings(record: dict[str, object]) -> list[str]:
    turns = record["turns"]
    assert isinstance(turns, list)
    return [t["ruling"] for t in turns]


def test_an_interjection_after_a_correct_guess_is_one_ruling_not_two() -> None:
    # Rulebook: "If the player guesses correctly, he or she immediately takes another turn." Ann's B
    # is in CAB, so the turn is still hers; Bob's N is out of turn, and it does not take her turn:
    # Ann going on is in turn (the report: turn 11 was wrongly ruled against Ann).
    record, disputes = judge("  - {player: Ann, letter: B, answer: 1}\n"
                             "  - {player: Bob, letter: N, answer: 1}\n"
                             "  - {player: Ann, letter: A, answer: 1}\n"
                             "  - {player: Ann, letter: E, answer: 0}\n"   # a miss passes the turn
                             "  - {player: Bob, letter: S, answer: 1}\n")
    assert rulings(record) == ["upheld", "out-of-turn", "upheld", "upheld", "upheld"]
    assert disputes == ["turn 2 (line 8): Bob played out of turn: it was Ann's turn"]
    assert record["to_play"] == "Bob"  # S is in SUN: Bob keeps the turn


def test_the_stray_player_going_on_after_a_correct_guess_is_still_one_slip() -> None:
    # Ann's E is not in CAB: the turn passes to Bob. Ann guesses A anyway (out of turn, correct) and
    # goes on with C: the table let her keep it; one ruling (docs: "a single slip is one ruling").
    record, disputes = judge("  - {player: Ann, letter: E, answer: 0}\n"
                             "  - {player: Ann, letter: A, answer: 1}\n"
                             "  - {player: Ann, letter: C, answer: 1}\n")
    assert rulings(record) == ["upheld", "out-of-turn", "upheld"]
    assert len(disputes) == 1


def test_a_stray_wrong_guess_then_the_same_player_again_is_two_slips() -> None:
    # It is Ann's turn (her B was correct). Bob's Z is out of turn and wrong: it passes nothing to
    # him, so Bob guessing again is out of turn again; Ann then goes on, in turn.
    record, _ = judge("  - {player: Ann, letter: B, answer: 1}\n"
                      "  - {player: Bob, letter: Z, answer: 0}\n"
                      "  - {player: Bob, letter: S, answer: 1}\n"
                      "  - {player: Ann, letter: A, answer: 1}\n")
    assert rulings(record) == ["upheld", "out-of-turn", "out-of-turn", "upheld"]


FALSE_YES = ("  - {player: Ann, word: cab, answer: yes}\n  - {player: Ann, word: frog, answer: yes}\n"
             "  - {player: Ann, word: wagon, answer: yes}\n  - {player: Ann, word: planer, answer: yes}\n")


def test_a_false_yes_on_the_last_word_makes_no_winner() -> None:
    # Rulebook: "The first player to correctly identify all four of the words ... wins." PLANER is
    # not PLANET: Bob's yes is false (ruled), the table moved Ann on and stopped, but Ann never
    # identified her six-letter word, so nobody has won. What the table did is reported beside it.
    record, disputes = judge(FALSE_YES, "winners: [Ann]\n")
    assert record["winners"] == [] and record["winners_as_played"] == ["Ann"]
    assert record["complete"] is True and record["tiebreak_rule"] is None
    assert record["leaders"] == ["Ann"]  # three words identified against Bob's none
    ann = record["players"][0]  # type: ignore[index]
    assert (ann["words_solved"], ann["words_identified"], ann["false_yes"]) == (4, 3, [4])
    assert disputes == ["turn 4 (line 10): Bob answered yes to Ann's planer, but the truthful answer is no "
                        "(word 4: PLANET)",
                        "winners: the record says Ann, the referee finds nobody"]


def test_the_table_says_why_a_false_yes_wins_nothing(tmp_path: Path) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(HEADER + FALSE_YES)
    result = run(["score-sheet", str(path)])
    assert result.exit_code == 1
    assert "winner: nobody (Ann moved past word 4 on a false yes; as played: Ann)" in result.stdout


def test_an_unfinished_game_reports_leaders_and_is_not_complete() -> None:
    # Contract section 1: a game in progress reports "complete": false, its leaders, winners [].
    # Ann identified CAB (word 1), Bob nothing yet.
    record, _ = judge("  - {player: Ann, word: cab, answer: yes}\n  - {player: Ann, letter: Z, answer: 0}\n")
    assert (record["complete"], record["leaders"], record["winners"]) == (False, ["Ann"], [])
    level, _ = judge("  - {player: Ann, letter: Z, answer: 0}\n")
    assert level["leaders"] == ["Ann", "Bob"]


def test_the_table_names_the_leader_of_an_unfinished_game(tmp_path: Path) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(HEADER + "  - {player: Ann, word: cab, answer: yes}\n  - {player: Ann, letter: Z, answer: 0}\n")
    assert "winner: nobody yet (Bob to play); leading: Ann" in run(["score-sheet", str(path)]).stdout


def test_answer_log_lets_the_turns_owner_go_on_after_an_interjection(tmp_path: Path) -> None:
    # After Ann's correct B and Bob's stray N, it is still Ann's turn: `answer --log` answers her.
    path = tmp_path / "game.yaml"
    path.write_text(HEADER + "  - {player: Ann, letter: B, answer: 1}\n  - {player: Bob, letter: N, answer: 1}\n")
    result = run(["answer", "--log", str(path), "--player", "Ann", "-f", "json", "A"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["answer"] == 1  # one A in CAB


def test_roll_letterflip_keeps_the_card_hidden_unless_asked(tmp_path: Path) -> None:
    # The referee holds the card (issue 13): the default table shows lengths, not words.
    words = json.loads(run(["roll", "letterflip", "--seed", "7", "-f", "json"]).stdout)["card"]
    hidden = run(["roll", "letterflip", "--seed", "7"]).stdout
    assert not any(word in hidden for word in words) and hidden.count("(hidden)") == 4
    shown = run(["roll", "letterflip", "--seed", "7", "--reveal"]).stdout
    assert all(word in shown for word in words)


def test_roll_letterflip_output_writes_the_card_for_answer(tmp_path: Path) -> None:
    card = tmp_path / "card.yaml"
    rolled = run(["roll", "letterflip", "--seed", "7", "--output", str(card)])
    assert rolled.exit_code == 0 and "(hidden)" in rolled.stdout
    words = json.loads(run(["roll", "letterflip", "--seed", "7", "-f", "json"]).stdout)["card"]
    assert not any(word in rolled.stdout for word in words)
    first = words[0]
    answered = run(["answer", "--card", str(card), "-f", "json", first[0].upper()])
    assert answered.exit_code == 0 and json.loads(answered.stdout)["answer"] == first.count(first[0])
    missing = str(tmp_path / "missing" / "card.yaml")
    bad = run(["roll", "letterflip", "--output", missing])
    # The path quoted, as --chart-file's refusal and every refused value quote what was typed.
    assert (bad.exit_code, bad.stdout) == (2, "")
    assert bad.stderr == (f"referee: error: Invalid value for '--output' / '-o': cannot write {missing!r}: "
                          "No such file or directory\n")


def test_roll_letterflip_output_dash_is_refused_not_a_file_named_dash(tmp_path: Path) -> None:
    """`-o -` wrote the card to a file named `-` and printed `referee answer --card - GUESS`, which
    reads stdin, not that file. `-` is stdout to a shell user: refused, nothing written."""
    done = shell("referee roll letterflip --seed 7 -o -", cwd=tmp_path)
    assert (done.returncode, done.stdout, list(tmp_path.iterdir())) == (2, b"", [])
    assert done.stderr.decode() == ("referee: error: Invalid value for '--output' / '-o': '-' is stdout, where the "
                                    "table goes: give a FILE (-f yaml prints the card itself on stdout)\n")


def test_answer_refuses_knowledge_the_card_contradicts() -> None:
    # BOOK has two Os: "O=1" is not an answer the card could have given (issue 13: it was accepted
    # silently). The refusal names the answer, never the word.
    result = run(["answer", "--card", "cat,book,wagon,bridge", "--word", "2", "--known", "O=1,B=1,K=1", "O"])
    assert result.exit_code == 2 and result.stdout == ""
    assert "O=1: not what the card says for word 2" in result.stderr and "BOOK" not in result.stderr.upper()
    # The true counts (O=2, B=1, K=1 = 4 letters) are accepted and B@1 is answered: yes.
    ok = run(["answer", "--card", "cat,book,wagon,bridge", "--word", "2", "--known", "O=2,B=1,K=1", "-f", "json",
              "B@1"])
    assert ok.exit_code == 0 and json.loads(ok.stdout)["answer"] is True


def test_knowledge_that_cannot_be_right_is_refused() -> None:
    card = ["answer", "--card", "cat,frog,wagon,bridge"]
    cases = {
        "W@1,G@1": "W@1 and G@1 are both yes: one position holds one letter",
        "A=1,A=2": "A is given as 1 and as 2",
        "A@1=no,A@1=yes": "A@1 is given as both yes and no",
        "W=0,W@1": "W@1 is yes, but W=0 says the word has no W",
        "A=1,C=1,T=1,X@2": "the counts already account for all 3 letters, so X cannot be placed",
        "cat=yes": "would mean the word is identified",
    }
    for known, message in cases.items():
        result = run([*card, "--known", known, "N"])
        assert result.exit_code == 2 and message in result.stderr, (known, result.stderr)


def test_the_chart_counts_the_words_the_replay_moved_past(tmp_path: Path) -> None:
    # Two false answers. Ann's CAB is right but Bob says no: the table kept her on word 1, so she
    # solved nothing. Bob's SUM is wrong but Ann says yes: the table moved him on (a false yes), so
    # he is past one word. The chart counts as the table's words_solved does: Ann 0, 0; Bob 0, 1.
    path = tmp_path / "game.yaml"
    path.write_text(HEADER + "  - {player: Ann, word: cab, answer: no}\n  - {player: Bob, word: sum, answer: yes}\n")
    result = run(["score-sheet", "--chart", str(path)])
    assert result.exit_code == 1
    assert result.stdout.endswith("\nRunning total by turn (1–2)\n"
                                  "Ann          ▁▁     0\n"
                                  "Bob          ▁█     1  " + "█" * 24 + "\n")


def test_a_card_word_the_lexicon_refuses_is_noted_with_check_word_s_reasons() -> None:
    # docs/letterflip.md: "A card word the lexicon lacks is only a `note`, never a ruling: the
    # printed cards are the game's, not ours." The note gives the reason check-word --game
    # letterflip gives (etc: abbreviation; the note said only "is not in the lexicon").
    text = HEADER.replace("[cab, frog, wagon, planet]", "[etc, frog, wagon, plnaet]") + \
        "  - {player: Ann, letter: E, answer: 1}\n"
    [document] = load_text(text)
    ruling = adjudicate(document.root, get_lexicon())
    assert (ruling.record["notes"], ruling.dispute_texts) == (
        ["Ann's word 'etc' is not in the lexicon (abbreviation)",
         "Ann's word 'plnaet' is not in the lexicon (not-in-dictionary)"], [])
    words = run(["check-word", "--game", "letterflip", "-f", "json", "etc", "frog", "wagon", "plnaet"])
    assert [json.loads(line)["reasons"] for line in words.stdout.splitlines()] == [
        ["abbreviation"], [], [], ["not-in-dictionary"]]
