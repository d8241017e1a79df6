"""`referee hint GAME` through the command line: options, output fields, formats, exit codes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import FIXTURES, run

WORDS = "".join(f"{w}\n" for w in (
    "crumb cream cucumber cockroach micro comic place pace peace piece space quite quiet quiz act cat".split()))


@pytest.fixture
def lexicon(tmp_path: Path) -> str:
    path = tmp_path / "words.txt"
    path.write_text(WORDS, encoding="utf-8")
    return str(path)


def lines(output: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in output.splitlines()]


def test_hint_lists_the_games() -> None:
    result = run(["hint", "--help"])
    assert result.exit_code == 0
    for game in ("first-class-letters", "letter-roll", "letter-tricks"):
        assert game in result.output


def test_first_class_json_best_first(lexicon: str) -> None:
    result = run(["hint", "first-class-letters", "--dice", "CMR", "--dead", "A", "--lexicon", lexicon,
                  "-f", "json"])
    assert result.exit_code == 0
    objects = lines(result.stdout)
    # cucumber: C C M R = 4 checkmarks, doubled: 8; crumb, micro: 3 doubled; comic has no R: 3;
    # piece: 1. cockroach and cream have the dead A. Frequency: 16 words, earlier lines commoner.
    assert objects[0] == {"word": "cucumber", "score": 8, "checks": 4, "doubled": True, "frequency": 14}
    assert [(o["word"], o["score"]) for o in objects] == [
        ("cucumber", 8), ("crumb", 6), ("micro", 6), ("comic", 3), ("piece", 1)]


def test_first_class_limit_and_table(lexicon: str) -> None:
    result = run(["hint", "first-class-letters", "--dice", "CMR", "--dead", "A", "--lexicon", lexicon,
                  "--limit", "2"])
    assert result.exit_code == 0
    out = result.stdout.splitlines()
    assert out[0] == "Best words for dice CMR, dead A:"
    assert out[3].split() == ["1", "cucumber", "8", "4", "yes"]
    assert out[4].split() == ["2", "crumb", "6", "3", "yes"]
    assert len(out) == 5


def test_first_class_between_and_sheet_row(lexicon: str) -> None:
    between = run(["hint", "first-class-letters", "--dice", "CMR", "--between", "cucumber", "-",
                   "--lexicon", lexicon, "-f", "json"])
    # no dead letter: the P-words score 1 (one C), commonest first
    assert [o["word"] for o in lines(between.stdout)] == ["cucumber", "micro", "place", "pace", "peace",
                                                          "piece", "space"]
    sheet = run(["hint", "first-class-letters", "--dice", "CMR", "--sheet", "cat,,,,crumb,,", "--row", "3",
                 "--lexicon", lexicon, "-f", "json"])
    assert sheet.exit_code == 0
    # between cat and crumb: crumb 6, cream 6 (crumb is commoner), cockroach 4, comic 3, cat 1
    assert [o["word"] for o in lines(sheet.stdout)] == ["crumb", "cream", "cockroach", "comic", "cat"]
    special = run(["hint", "first-class-letters", "--dice", "CMR", "--row", "2", "--special", "2=M,4=C",
                   "--lexicon", lexicon, "-f", "json"])
    assert [o["word"] for o in lines(special.stdout)] == ["micro"]


def test_first_class_bounds_the_wrong_way_round_say_so(lexicon: str) -> None:
    """Bug: `--between crumb candle` said "no word scores a point under these constraints", as if
    the dice were to blame: no word comes after crumb and before candle, whatever the dice."""
    between = run(["hint", "first-class-letters", "--dice", "CMR", "--between", "crumb", "candle",
                   "--lexicon", lexicon])
    assert (between.exit_code, between.stdout) == (0, (
        "Best words for dice CMR, between crumb and candle:\n"
        "no word fits: crumb (above) comes after candle (below) alphabetically; --between takes the "
        "word above first\n"))
    sheet = run(["hint", "first-class-letters", "--dice", "CMR", "--sheet", "quiz,,act", "--row", "2",
                 "--lexicon", lexicon])
    assert sheet.stdout.splitlines()[-1] == "no word fits: quiz (above) comes after act (below) alphabetically"


def test_first_class_a_round_no_word_can_score_says_why() -> None:
    """Bug: with the priority letter or the row's initial equal to the dead letter the hint said
    "no word scores a point under these constraints", as if the dictionary ran short. Rulebook:
    the dead letter "Must not" be in the word, the priority letter "must be included in your word",
    and "Words on special rows must begin with the letter marked in the box": no word can do both."""
    priority = run(["hint", "first-class-letters", "--dice", "CMR", "--dead", "M", "--priority", "M"])
    assert (priority.exit_code, priority.stdout) == (0, (
        "Best words for dice CMR, dead M, priority M:\n"
        "no word can score: the priority letter M is also the dead letter (a word must use the one and "
        "must not use the other)\n"))
    initial = run(["hint", "first-class-letters", "--dice", "CMR", "--dead", "A", "--row", "2",
                   "--special", "2=A,4=M,6=R"])
    assert (initial.exit_code, initial.stdout) == (0, (
        "Best words for dice CMR, dead A, initial A:\n"
        "no word can score: the row's initial A is also the dead letter (a word there must begin with it "
        "and must not use it)\n"))


def test_first_class_round_file_and_stdin(lexicon: str) -> None:
    from_file = run(["hint", "first-class-letters", "--round", str(FIXTURES / "check-word" / "round.yaml"),
                     "--lexicon", lexicon, "-f", "json", "-n", "1"])
    assert lines(from_file.stdout) == [
        {"word": "cucumber", "score": 8, "checks": 4, "doubled": True, "frequency": 14}]
    from_stdin = run(["hint", "first-class-letters", "--round", "-", "--lexicon", lexicon, "-f", "json",
                      "-n", "1"], input="game: first-class-letters\ndice: [C, M, R]\ndead: U\n")
    assert from_stdin.exit_code == 0
    assert [o["word"] for o in lines(from_stdin.stdout)] == ["cream"]  # dead U: cream, micro 6


def test_first_class_yaml(lexicon: str) -> None:
    result = run(["hint", "first-class-letters", "--dice", "CMR", "--priority", "R", "--lexicon", lexicon,
                  "-f", "yaml", "-n", "2"])
    docs = list(yaml.safe_load_all(result.stdout))
    assert [d["word"] for d in docs] == ["cucumber", "crumb"]


@pytest.mark.parametrize("args, message", [
    (["--dice", "CM"], "three letter dice"),
    ([], "no dice"),
    (["--dice", "CMR", "--priority", "Z"], "must be one of the dice"),
    (["--dice", "CMR", "--sheet", "cat"], "--sheet needs --row"),
    (["--dice", "CMR", "--sheet", "cat", "--row", "1"], "already holds"),
    (["--dice", "CMR", "--row", "2", "--special", "2=M", "--initial", "C"], "row 2 is special"),
    (["--dice", "CMR", "--special", "2=M"], "--special needs --row"),
    (["--dice", "CMR", "--special", "two=M", "--row", "2"], "ROW=LETTER"),
    # "a word on a special row must begin with the letter marked in the box": one box, one letter.
    # Before, 2=C,2=M hinted for M alone and 9=C (no row 9 of 7) was dropped without a word (bug).
    (["--dice", "CMR", "--special", "2=C,2=M", "--row", "2"], "row 2 is given twice"),
    (["--dice", "CMR", "--special", "9=C", "--row", "2"], "row 9 is not one of the sheet's rows 1..7"),
    # "check that all 7 of your words are in alphabetical order, from top to bottom": a sheet has 7
    # rows. Before, an eighth entry was taken as a word below row 7 and bounded the hints (bug).
    (["--dice", "CMR", "--sheet", "apple,,,,,,,zebra", "--row", "3"], "a sheet has 7 rows, got 8"),
])
def test_first_class_usage_errors(args: list[str], message: str) -> None:
    result = run(["hint", "first-class-letters", *args])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("referee: error: ") and message in result.stderr
    assert len(result.stderr.splitlines()) == 1


def test_bad_round_file_names_the_position(tmp_path: Path) -> None:
    path = tmp_path / "round.yaml"
    path.write_text("game: first-class-letters\ndice: [C, M, 7]\n", encoding="utf-8")
    result = run(["hint", "first-class-letters", "--round", str(path)])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"referee: error: {path}:2:")


def test_letter_roll_count_first_then_commonest(lexicon: str) -> None:
    result = run(["hint", "letter-roll", "--letters", "PEC", "--lexicon", lexicon])
    assert result.exit_code == 0
    out = result.stdout.splitlines()
    assert out[0] == "5 words contain P, E, C:"
    assert [line.split()[1] for line in out[3:]] == ["place", "pace", "peace", "piece", "space"]


def test_letter_roll_json_fields_and_limit(lexicon: str) -> None:
    result = run(["hint", "letter-roll", "--letters", "pec", "--min-length", "5", "--lexicon", lexicon,
                  "-f", "json", "--limit", "2"])
    assert lines(result.stdout) == [
        {"word": "place", "score": None, "frequency": 10, "rank": 1, "total": 4},
        {"word": "peace", "score": None, "frequency": 8, "rank": 2, "total": 4},
    ]


def test_letter_roll_round_from_stdin(lexicon: str) -> None:
    result = run(["hint", "letter-roll", "--round", "-", "--lexicon", lexicon, "-f", "json"],
                 input="game: letter-roll\nletters: [Q, U, Z]\n")
    assert [o["word"] for o in lines(result.stdout)] == ["quiz"]
    from_file = run(["hint", "letter-roll", "--round", str(FIXTURES / "check-word" / "pec-round.yaml"),
                     "--lexicon", lexicon, "-f", "json", "-n", "1"])
    assert [o["word"] for o in lines(from_file.stdout)] == ["place"]


def test_letter_roll_errors() -> None:
    assert run(["hint", "letter-roll"]).exit_code == 2
    bad = run(["hint", "letter-roll", "--letters", "P3C"])
    assert bad.exit_code == 2 and "expected letters A-Z" in bad.stderr


def test_letter_tricks_single_word_json(lexicon: str) -> None:
    result = run(["hint", "letter-tricks", "--cards", "R:QU,Y:U,B:I,R:Z,Y:T,B:E", "--lexicon", lexicon,
                  "-f", "json", "-n", "2"])
    assert result.exit_code == 0
    first, second = lines(result.stdout)
    # quite: QU (as Q) U I T E = 5 cards, QU counts 2 -> 6; quiz: QU U I Z -> 6, less common here
    assert first["word"] == "quite" and first["score"] == 6 and first["unused"] == ["R:Z"]
    assert second["word"] == "quiet" and second["score"] == 6


def test_letter_tricks_advanced_penalty(lexicon: str) -> None:
    result = run(["hint", "letter-tricks", "--players", "5", "--variant", "advanced",
                  "--cards", "R:QU,Y:U,B:I,R:Z,Y:T,B:E,Y:C,B:A", "--lexicon", lexicon, "-f", "json", "-n", "1"])
    [best] = lines(result.stdout)
    assert (best["word"], best["score"], best["points"]) == ("quite", 5, 6)  # 3 unused: -1


def test_letter_tricks_three_players(lexicon: str) -> None:
    result = run(["hint", "letter-tricks", "--players", "3", "--cards", "Y:C,Y:A,Y:T,B:I,R:QU,R:E,M:Z",
                  "--lexicon", lexicon, "-f", "json", "-n", "1"])
    [best] = lines(result.stdout)
    assert best["word"] == "act"
    assert best["score"] == 3 - 4 and best["unused"] == ["B:I", "R:QU", "R:E", "M:Z"]
    table = run(["hint", "letter-tricks", "--players", "3", "--cards", "Y:C,Y:A,Y:T", "--lexicon", lexicon])
    assert table.stdout.splitlines()[3].split() == ["1", "act", "3"]


@pytest.mark.parametrize("play", [["--players", "3", "--cards", "Y:C,Y:A,Y:T,B:O,B:N,B:E,R:S,R:U,M:X"],
                                  ["--team", "--cards", "Y:S,Y:U,Y:R,Y:E,B:L,B:I,B:N,B:E,R:S,R:E,R:N,R:T"]],
                         ids=["three-players", "team"])
@pytest.mark.parametrize("fmt", ["json", "table"])
def test_letter_tricks_limit_0_is_every_set(play: list[str], fmt: str) -> None:
    """--help: "Show the N best suggestions (0: all of them)" (bug: 3-player sets and a team's
    words stopped at 10). All of them is what a limit above their number shows."""
    every = run(["hint", "letter-tricks", *play, "-f", fmt, "-n", "0"])
    more = run(["hint", "letter-tricks", *play, "-f", fmt, "-n", "100000"])
    assert (every.exit_code, more.exit_code) == (0, 0)
    assert every.stdout == more.stdout and len(every.stdout.splitlines()) > 20


def test_letter_tricks_one_card_is_one_card(lexicon: str) -> None:
    one = run(["hint", "letter-tricks", "--cards", "Y:A", "--lexicon", lexicon])
    assert one.stdout.splitlines()[0] == "Best words from 1 card:"  # it said "1 cards"
    three = run(["hint", "letter-tricks", "--players", "3", "--cards", "Y:A", "--lexicon", lexicon])
    assert three.stdout.splitlines()[0] == "Best words, one per suit, from 1 card:"


def test_letter_tricks_team_and_trick(lexicon: str) -> None:
    team = run(["hint", "letter-tricks", "--team", "--cards", "Y:C,Y:A,Y:T", "--lexicon", lexicon, "-f", "json"])
    assert lines(team.stdout) == [{"word": None, "score": None, "victory": False, "min_cards": 4,
                                   "missing": ["Y", "B", "R"]}]
    text = run(["hint", "letter-tricks", "--team", "--cards", "Y:C,Y:A,Y:T", "--lexicon", lexicon])
    assert text.stdout == "No victory yet: no word of 4+ cards in yellow, blue, red.\n"
    trick = run(["hint", "letter-tricks", "--trick", "--cards", "Y:T,R:QU,B:I,Y:E", "--lexicon", lexicon,
                 "-f", "json"])
    assert [(o["word"], o["score"]) for o in lines(trick.stdout)] == [("quite", 1), ("quiet", 1)]
    none = run(["hint", "letter-tricks", "--trick", "--cards", "Y:T,R:QU,B:Y,Y:X", "--lexicon", lexicon])
    assert none.stdout.splitlines()[-1] == "none: this trick makes no word"


@pytest.mark.parametrize("args, message", [
    (["--cards", "Y:B"], "no card Y:B"),
    (["--cards", "Y:A,XY"], "SUIT:LETTER"),  # a bare X is a card of any suit (docs/letter-tricks.md)
    (["--team", "--trick", "--cards", "Y:A"], "give one"),
    (["--team", "--players", "3", "--cards", "Y:A"], "4 players"),
    (["--trick", "--players", "4", "--cards", "Y:A,B:E"], "4 cards"),
    # "cooperative LetterTricks is played by 4 or 5 players", a trick one card each: before, a
    # 3-player or 3-card cooperative trick was hinted (bug).
    (["--trick", "--players", "3", "--cards", "Y:T,R:A,B:C"],
     "referee: error: cooperative LetterTricks is played by 4 or 5 players, got --players 3"),
    (["--trick", "--cards", "Y:T,R:A,B:C"],
     "referee: error: cooperative LetterTricks is played by 4 or 5 players, got a trick of 3 cards"),
    # The deck has one card of each suit and letter (a record refuses a card collected twice): before,
    # Y:C,Y:A,Y:T,Y:A was hinted as if two yellow As had been collected (bug).
    (["--cards", "Y:C,Y:A,Y:T,Y:A"], "Invalid value for '--cards': Y:A is given twice (the deck has one of each card)"),
    # 4-5 players: "Do not use the multicolored cards in this game." Team: "If using the multicolored
    # cards ..., exclude the cards they replace." A record refuses such a card; before, the hints
    # were given with it (bug).
    (["--cards", "M:Z,Y:A,Y:P,B:E"], "M:Z is not used in this game (4-player competitive, no multicolored cards)"),
    (["--team", "--cards", "M:J,B:J,Y:A"],
     "B:J is not used in this game (team, multicolored cards replacing the coloured J K Qu V X Z)"),
    ([], "--cards"),
])
def test_letter_tricks_errors(args: list[str], message: str) -> None:
    result = run(["hint", "letter-tricks", *args])
    assert result.exit_code == 2 and message in result.stderr
    assert len(result.stderr.splitlines()) == 1


def test_unknown_game_is_a_usage_error() -> None:
    result = run(["hint", "chess"])
    assert result.exit_code == 2 and result.stderr.startswith("referee: error:")


def test_first_class_sheet_reads_a_misspelling_as_its_correction() -> None:
    # "score the correctly-spelled word instead": nowledge on row 3 stands on the sheet as
    # knowledge, so a row-2 word must come after crumb and not after knowledge (microcircuitry,
    # the best word anywhere, does not fit). A word with no clear correction is canceled and
    # "Canceled words ... take no part in the alphabetical check": xqzvw bounds nothing.
    args = ["hint", "first-class-letters", "--dice", "CMR", "--dead", "A", "--row", "2", "-n", "5", "-f", "json"]
    misspelled = [o["word"] for o in lines(run([*args, "--sheet", "crumb,,nowledge"]).stdout)]
    assert misspelled == [o["word"] for o in lines(run([*args, "--sheet", "crumb,,knowledge"]).stdout)]
    assert misspelled and all("crumb" <= w <= "knowledge" for w in misspelled)
    canceled = [o["word"] for o in lines(run([*args, "--sheet", "crumb,,xqzvw"]).stdout)]
    assert canceled == [o["word"] for o in lines(run([*args, "--sheet", "crumb"]).stdout)]
    assert canceled[0] == "microcircuitry"  # M once, C three times, R three times = 7, doubled: 14


def test_the_hint_sheet_has_the_rules_seven_rows() -> None:
    """`--row` and `--sheet` count the printed sheet's rows as the rules do (the game's ROWS, the
    one count): "After 7 rounds, players will have filled their sheet with words"."""
    from referee.games.first_class.model import ROWS

    assert ROWS == 7
    base = ["hint", "first-class-letters", "--dice", "CMR", "--dead", "A", "-f", "json", "-n", "1"]
    assert run([*base, "--row", "7"]).exit_code == 0
    refused = run([*base, "--row", "8"])
    assert refused.exit_code == 2 and "'--row': 8 is not in the range 1<=x<=7" in refused.stderr
