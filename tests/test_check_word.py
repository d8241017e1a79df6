"""`referee check-word` through the CLI: arguments, stdin, files, formats, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from tests.conftest import FIXTURES, run


def lines_of(output: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in output.splitlines()]


def test_brooklyn_is_a_proper_noun() -> None:
    result = run(["check-word", "-f", "json", "Brooklyn"])
    assert result.exit_code == 1
    assert lines_of(result.stdout) == [{
        "word": "Brooklyn", "valid": False, "reasons": ["proper-noun"], "suggestion": None,
        "score": None, "corrected": None, "read_as": None, "candidates": [],
        "decided_by": "lexicon referee-en (proper nouns)",
    }]


def test_cucumber_scores_eight_from_stdin() -> None:
    # Rulebook: "Cucumber" uses the R once, the C twice and M once: 4 checkmarks, doubled = 8.
    result = run(["check-word", "--dice", "CMR", "--dead", "A", "-f", "json", "-"], input="cucumber\n")
    assert result.exit_code == 0
    [row] = lines_of(result.stdout)
    assert (row["word"], row["valid"], row["reasons"], row["score"]) == ("cucumber", True, [], 8)
    assert result.stderr == ""


def test_cockroach_is_canceled_by_the_dead_letter() -> None:
    # Rulebook: "Cockroach" would score 4, but it includes the dead letter A: canceled, 0.
    result = run(["check-word", "--dice", "CMR", "--dead", "A", "-f", "json", "cockroach"])
    assert result.exit_code == 1
    [row] = lines_of(result.stdout)
    assert (row["valid"], row["reasons"], row["score"]) == (False, ["dead-letter"], 0)


def test_cockroach_without_a_dead_letter_scores_four_undoubled() -> None:
    # The rulebook: "Cockroach would score 4": c-o-c-k-r-o-a-c-h has three Cs and one R = 4
    # checkmarks; no M, so the circle is not checked and the score is not doubled.
    result = run(["check-word", "--dice", "CMR", "-f", "json", "cockroach"])
    [row] = lines_of(result.stdout)
    assert row["score"] == 4


def test_table_output_for_a_person() -> None:
    result = run(["check-word", "--dice", "CMR", "--dead", "A", "cucumber", "cockroach", "Brooklyn"])
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        "word       valid    reasons      read as    suggestion    score",
        "---------  -------  -----------  ---------  ------------  -------",
        "cucumber   yes                                            8",
        "cockroach  NO       dead-letter                           0",
        "Brooklyn   NO       proper-noun                           0",
    ]


def test_every_word_of_a_file_is_ruled_in_order() -> None:
    words = (FIXTURES / "check-word" / "disputed-words.txt").read_text().splitlines()
    result = run(["check-word", "-f", "json"], input="\n".join(words) + "\n")
    rows = lines_of(result.stdout)
    assert [r["word"] for r in rows] == words
    by_word = {r["word"]: r for r in rows}
    assert by_word["cucumber"]["valid"] and by_word["croissant"]["valid"] and by_word["amigo"]["valid"]
    assert by_word["café"]["valid"]
    assert by_word["they'd"]["reasons"] == ["apostrophe"]
    assert by_word["three-year-old"]["reasons"] == ["hyphen"]
    assert by_word["TV"]["reasons"] == ["abbreviation"]
    assert by_word["ice cream"]["reasons"] == ["not-one-word"]
    assert by_word["recieve"]["reasons"] == ["not-in-dictionary"]
    assert by_word["recieve"]["suggestion"] == "receive"
    assert by_word["zxqvbnm"]["reasons"] == ["not-in-dictionary"]
    assert result.exit_code == 1


def test_letters_with_multiplicity() -> None:
    result = run(["check-word", "--letters", "TTE", "-f", "json", "letter", "tee", "settle"])
    assert [(r["word"], r["reasons"]) for r in lines_of(result.stdout)] == [
        ("letter", []), ("tee", ["missing-letters"]), ("settle", []),
    ]


def test_priority_initial_and_min_length() -> None:
    result = run(["check-word", "--dice", "CMR", "--priority", "M", "--initial", "C",
                  "--min-length", "6", "-f", "json", "cucumber", "rice", "mirror"])
    rows = {r["word"]: r for r in lines_of(result.stdout)}
    assert rows["cucumber"]["reasons"] == []
    assert rows["rice"]["reasons"] == ["missing-priority", "wrong-initial", "too-short"]
    assert rows["mirror"]["reasons"] == ["wrong-initial"]
    assert rows["rice"]["score"] == 0


def test_round_file_supplies_the_constraints() -> None:
    result = run(["check-word", "--round", str(FIXTURES / "check-word" / "round.yaml"), "-f", "json",
                  "cucumber", "cockroach"])
    assert [(r["word"], r["score"]) for r in lines_of(result.stdout)] == [("cucumber", 8), ("cockroach", 0)]


def test_round_file_letter_roll() -> None:
    result = run(["check-word", "--round", str(FIXTURES / "check-word" / "pec-round.yaml"), "-f", "json",
                  "place", "pen"])
    assert [(r["word"], r["valid"]) for r in lines_of(result.stdout)] == [("place", True), ("pen", False)]


def test_yaml_output_is_a_document_per_word() -> None:
    result = run(["check-word", "-f", "yaml", "quiz", "qiuz"])
    docs = list(yaml.safe_load_all(result.stdout))
    assert [d["word"] for d in docs] == ["quiz", "qiuz"]
    assert docs[1]["suggestion"] == "quiz"
    assert docs[1]["corrected"] == "quiz"


def test_lines_format_lists_only_invalid_words_like_hunspell() -> None:
    result = run(["check-word", "-f", "lines", "--only", "invalid"], input="quiz\nqiuz\nBrooklyn\ncat\n")
    assert result.stdout == "qiuz\nBrooklyn\n"
    assert result.exit_code == 1


def test_only_valid_in_json() -> None:
    result = run(["check-word", "-f", "json", "--only", "valid", "quiz", "qiuz"])
    assert [r["word"] for r in lines_of(result.stdout)] == ["quiz"]


def test_house_rules_allow_and_deny() -> None:
    rules = str(FIXTURES / "check-word" / "house-rules.yaml")
    result = run(["check-word", "--house-rules", rules, "--why", "-f", "json", "qi", "zen", "za"])
    rows = {r["word"]: r for r in lines_of(result.stdout)}
    assert rows["qi"]["valid"] and rows["qi"]["decided_by"] == "house rules (allow)"
    assert not rows["zen"]["valid"] and rows["zen"]["decided_by"] == "house rules (deny)"
    assert rows["za"]["valid"]


def test_deny_option_beats_allow_option() -> None:
    result = run(["check-word", "--allow", "cat", "--deny", "cat", "-f", "json", "cat"])
    assert lines_of(result.stdout)[0]["valid"] is False


def test_why_column_in_the_table() -> None:
    result = run(["check-word", "--why", "TV"])
    assert "lexicon referee-en (abbreviations)" in result.stdout


def test_custom_lexicon_records_capitalisation(tmp_path) -> None:  # type: ignore[no-untyped-def]
    words = tmp_path / "words.txt"
    words.write_text("# a tiny list\ncat\nParis\nNASA\ndog\n", encoding="utf-8")
    result = run(["check-word", "--lexicon", str(words), "-f", "json", "cat", "paris", "nasa", "cow"])
    assert [(r["word"], r["reasons"]) for r in lines_of(result.stdout)] == [
        ("cat", []), ("paris", ["proper-noun"]), ("nasa", ["abbreviation"]), ("cow", ["not-in-dictionary"]),
    ]


def test_usage_errors_exit_two_with_one_line() -> None:
    for args in (["check-word", "--dice", "CM", "x"], ["check-word", "--priority", "Z", "--dice", "CMR", "x"],
                 ["check-word", "--letters", "P3", "x"], ["check-word", "--game", "letter-roll", "--dice", "ABC", "x"]):
        result = run(args)
        assert result.exit_code == 2, args
        assert result.stdout == ""
        assert result.stderr.startswith("referee: error: ") and result.stderr.count("\n") == 1, result.stderr


def test_unreadable_round_file_names_the_file() -> None:
    result = run(["check-word", "--round", "no-such-round.yaml", "x"])
    assert result.exit_code == 2
    assert result.stderr.startswith("referee: error: no-such-round.yaml: cannot read")


def test_round_file_schema_error_names_line_and_column(tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "round.yaml"
    bad.write_text("game: first-class-letters\ndice: [C, M, 7]\n", encoding="utf-8")
    result = run(["check-word", "--round", str(bad), "x"])
    assert result.exit_code == 2
    assert result.stderr == f"referee: error: {bad}:2:14: dice entry: expected a single letter A-Z, got 7\n"


def test_a_first_class_sheet_as_written_has_no_round_to_give(tmp_path: Path) -> None:
    """A sheet as written on paper has no rounds ("Nobody writes down the dice of each round"), so
    it has no dice, dead or priority letter to give --round. It was read as a round with nothing in
    it: `check-word --round sheet.yaml dog` said "dog yes" on the dictionary alone, as if the round
    had been checked, and `hint` said "no dice: give --dice LETTERS (or --round FILE)" to a
    command given --round FILE. The dice given on the command line still decide."""
    sheet = tmp_path / "sheet.yaml"
    sheet.write_text("game: first-class-letters\nspecial: {2: D, 4: K, 6: P}\nplayers:\n  - name: Ana\n"
                     "    rows: [{word: apple, score: 2}, null, null, null, null, null, null]\n", encoding="utf-8")
    refusal = (f"referee: error: {sheet}:1:1: record: a First-Class Letters sheet as written (no rounds) "
               "records no dice to take: give --dice LETTERS (and --dead L)\n")
    for command in (["check-word", "dog"], ["hint", "first-class-letters"]):
        result = run([*command, "--round", str(sheet)])
        assert (result.exit_code, result.stdout, result.stderr) == (2, "", refusal)
    # "Cucumber" ... 4 check marks. Since all 3 dice are used the score is doubled: dog, D-O-G, 6.
    result = run(["check-word", "--round", str(sheet), "--dice", "DOG", "--dead", "A", "-f", "json", "dog"])
    assert (result.exit_code, lines_of(result.stdout)[0]["score"]) == (0, 6)
    # Letter Roll's commands are told whose the file is, as for a First-Class round (they said
    # 'no letters: give --letters LETTERS (or --round FILE)', or ruled on the dictionary alone).
    refusal = (f"referee: error: Invalid value for '--round': {sheet} holds a First-Class Letters sheet, "
               "not a Letter Roll round\n")
    for command in (["hint", "letter-roll"], ["check-word", "--game", "letter-roll", "dog"]):
        result = run([*command, "--round", str(sheet)])
        assert (result.exit_code, result.stdout, result.stderr) == (2, "", refusal)


@pytest.mark.parametrize(("text", "where"), [
    # What `referee roll letter-roll -f yaml` prints before a die is removed: `letters:` left blank.
    ("game: letter-roll\nrolled: [O, L, G, Z]\nremoved: null\nletters: null\n", "4:10"),
    ("game: letter-roll\nrolled: [O, L, G, Z]\n", "2:9"),  # no letters written: the roll is named
])
def test_a_roll_before_its_removal_is_refused_where_the_file_leaves_the_letters(
        tmp_path: Path, text: str, where: str) -> None:
    """It was `Invalid value for '--round': ...` with no line or column; --letters still decides."""
    rolled = tmp_path / "round.yaml"
    rolled.write_text(text, encoding="utf-8")
    for command in (["check-word", "pace"], ["hint", "letter-roll"]):
        result = run([*command, "--round", str(rolled)])
        assert (result.exit_code, result.stdout) == (2, "")
        assert result.stderr == (f"referee: error: {rolled}:{where}: letters: not decided yet (rolled O L G Z): "
                                 "remove a die first (referee roll letter-roll --remove N) or give --letters\n")
    assert run(["check-word", "--round", str(rolled), "--letters", "OLG", "long"]).exit_code == 0


def test_homoglyphs_and_invisible_characters_are_non_letters() -> None:
    # Cyrillic а in "сat", a zero-width joiner, an emoji: never silently accepted.
    result = run(["check-word", "-f", "json", "\u0441at", "c\u200dat", "cat\U0001F431"])
    assert [r["reasons"] for r in lines_of(result.stdout)] == [["non-letter"]] * 3


def test_cards_are_read_by_the_decks_own_parser() -> None:
    ok = run(["check-word", "--cards", "R:QU,Y:I,R:Z", "-f", "json", "quiz", "zip"])
    assert [(r["word"], r["reasons"]) for r in lines_of(ok.stdout)] == [("quiz", []), ("zip", ["not-from-cards"])]
    bad = run(["check-word", "--cards", "Y:B,R:QU", "quiz"])
    assert bad.exit_code == 2
    assert bad.stderr == ("referee: error: Invalid value for '--cards': no card Y:B in the deck "
                          "(yellow has A C D E G H I K M O P R S T U W X)\n")


def test_a_card_given_twice_is_refused_as_hint_refuses_it() -> None:
    # Rulebook, Contents: "58 Cards - 17 Cards in Yellow (A, C, D, E, ...)": yellow has one A,
    # so Y:A twice is a hand no table holds, and the word is not ruled on it.
    bad = run(["check-word", "--cards", "Y:A,Y:A", "aa"])
    assert (bad.exit_code, bad.stdout) == (2, "")
    assert bad.stderr == ("referee: error: Invalid value for '--cards': Y:A is given twice "
                          "(the deck has one of each card)\n")
    # A bare letter names no suit: "17 Cards in Blue (A, B, C, ...)" has an A too, so A,A stands.
    ok = run(["check-word", "--cards", "A,A", "-f", "json", "aa"])
    assert [(r["word"], r["reasons"]) for r in lines_of(ok.stdout)] == [("aa", ["abbreviation"])]


# --- a misspelling is ruled as the games rule it (issue 11) -------------------------------------
def ruled(*args: str) -> list[tuple[object, ...]]:
    result = run(["check-word", "-f", "json", *args])
    return [(r["word"], r["valid"], r["reasons"], r["read_as"], r["score"]) for r in lines_of(result.stdout)]


def test_definately_is_scored_as_definitely_without_the_dead_a() -> None:
    # Rulebook: "score the correctly-spelled word instead (checking that it doesn't use the dead
    # letter)". definitely with L, N, E: E twice, N, L = 4 checkmarks, all three dice used: 8.
    # The written word has the dead A; the correction does not.
    assert ruled("--dice", "LNE", "--dead", "A", "definately") == [
        ("definately", True, [], "definitely", 8)]


def test_shleves_is_scored_as_shelves() -> None:
    # shelves with S, H, E: S twice, H, E twice = 5 checkmarks, all three used: 10. No T (dead).
    assert ruled("--dice", "SHE", "--dead", "T", "shleves") == [("shleves", True, [], "shelves", 10)]


def test_nowledge_is_read_as_knowledge_on_a_k_row() -> None:
    # The special row's initial is checked on the correct spelling: knowledge starts with K.
    assert ruled("--initial", "K", "nowledge") == [("nowledge", True, [], "knowledge", None)]


def test_the_correction_is_checked_for_the_dead_letter_too() -> None:
    # definitely has an E: with E dead the corrected word is canceled, score 0.
    assert ruled("--dice", "LNT", "--dead", "E", "definately") == [
        ("definately", False, ["dead-letter"], "definitely", 0)]


def test_letter_roll_beutiful_has_a_b_t_in_its_correct_spelling() -> None:
    # Letter Roll: "players are not penalized for misspelled words. Words must only be
    # recognizable and the correct spelling must contain the three letters on the dice."
    # beutiful has no A; beautiful has A, B and T.
    assert ruled("--letters", "ABT", "beutiful") == [("beutiful", True, [], "beautiful", None)]


def test_letter_roll_truely_is_missing_the_e_of_its_correct_spelling() -> None:
    # truely has T, L and E, but "the correct spelling must contain the three letters": truly has no E.
    assert ruled("--letters", "TLE", "truely") == [("truely", False, ["missing-letters"], "truly", None)]


def test_min_length_is_checked_on_the_correction() -> None:
    # Letter Roll's minimum length counts the word as read: definitely has 10 letters.
    assert ruled("--game", "letter-roll", "--min-length", "10", "definately") == [
        ("definately", True, [], "definitely", None)]


def test_lettertricks_takes_a_misspelling_as_written() -> None:
    # Only First-Class Letters and Letter Roll correct spelling; a card word is what was laid out.
    [row] = lines_of(run(["check-word", "--cards", "R:QU,Y:U,Y:I,R:Z", "-f", "json", "qiuz"]).stdout)
    assert (row["valid"], row["reasons"], row["read_as"]) == (False, ["not-in-dictionary"], None)


def test_lines_format_rules_a_misspelling_as_the_game_does() -> None:
    # `-f lines` skips the suggestion search, but not when the game's ruling needs the correction.
    result = run(["check-word", "--dice", "LNE", "--dead", "A", "-f", "lines", "--only", "valid",
                  "definately", "cockroach"])
    assert result.stdout == "definately\n"


def test_table_tells_a_scored_correction_from_a_suggestion(tmp_path: Path) -> None:
    # Issue 13: a clear correction (read as, scored) and a mere closest word (suggestion, not
    # scored) are in different columns. In this word list ct is one letter from cat, cot and cut
    # alike: no clear correction, so it is canceled and cat is only a suggestion.
    words = tmp_path / "words.txt"
    words.write_text("cat\ncot\ncut\ndefinitely\n", encoding="utf-8")
    result = run(["check-word", "--lexicon", str(words), "--dice", "LNE", "--dead", "A", "definately", "ct"])
    assert result.stdout.splitlines() == [
        "word        valid    reasons            read as     suggestion    score",
        "----------  -------  -----------------  ----------  ------------  -------",
        "definately  yes                         definitely                8",
        "ct          NO       not-in-dictionary              cat           0",
    ]


def test_options_of_two_games_are_refused_in_plain_words() -> None:
    result = run(["check-word", "--letters", "TLE", "--dice", "ABC", "x"])
    assert result.exit_code == 2
    assert ("--dice is a First-Class Letters rule and --letters is a Letter Roll rule: a word is "
            "checked against one game's rules") in result.stderr
    result = run(["check-word", "--game", "letter-roll", "--dice", "ABC", "x"])
    assert "--dice is a First-Class Letters rule, not a Letter Roll one (--game letter-roll)" in result.stderr


ROUNDS = FIXTURES / "check-word"


@pytest.mark.parametrize(("args", "expected"), [
    (["check-word", "--round", str(ROUNDS / "pec-round.yaml"), "--dice", "CMR", "x"],
     "pec-round.yaml holds a Letter Roll round, not a First-Class Letters one"),
    (["check-word", "--round", str(ROUNDS / "pec-round.yaml"), "--game", "first-class-letters", "x"],
     "pec-round.yaml holds a Letter Roll round, not a First-Class Letters one"),
    (["hint", "letter-roll", "--round", str(ROUNDS / "round.yaml")],
     "round.yaml holds a First-Class Letters round, not a Letter Roll one"),
    (["hint", "first-class-letters", "--round", str(ROUNDS / "pec-round.yaml")],
     "pec-round.yaml holds a Letter Roll round, not a First-Class Letters one"),
])
def test_a_round_file_of_another_game_is_named_as_such(args: list[str], expected: str) -> None:
    """Bug: `hint letter-roll --round` of a First-Class round said "--dice and --dead are First-Class
    Letters rules, not a Letter Roll one (--game letter-roll)": options nobody had typed."""
    result = run(args)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: Invalid value for '--round': {ROUNDS}/{expected}\n"


def test_min_length_is_a_house_limit_with_first_class_letters() -> None:
    """The interface's check-word options: "`--min-length N` minimum word length", no one game's (as
    `--letters` is Letter Roll's). First-Class Letters' rulebook sets no minimum, so with it the
    option is the table's own limit, taken rather than refused: APPLE's five letters are short of
    six, PAELLA's six are not; with the dice known a refused word scores 0 ("0 when the word is
    canceled"): CUCUMBER, eight letters, short of nine."""
    result = run(["check-word", "--game", "first-class-letters", "--min-length", "6", "-f", "json",
                  "apple", "paella"])
    assert result.exit_code == 1
    assert [(r["word"], r["valid"], r["reasons"], r["score"]) for r in lines_of(result.stdout)] == [
        ("apple", False, ["too-short"], None), ("paella", True, [], None)]
    scored = run(["check-word", "--game", "first-class-letters", "--dice", "CMR", "--dead", "A",
                  "--min-length", "9", "-f", "json", "cucumber"])
    assert [(r["reasons"], r["score"]) for r in lines_of(scored.stdout)] == [(["too-short"], 0)]


def test_an_argument_that_names_a_file_is_a_word_and_says_how_to_check_the_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # `check-word words.txt` ruled the name, silently: "words.txt NO abbreviation" (docs/rulings.md:
    # "a full stop `abbreviation`"), and whoever meant the words in the file never learnt why.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "words.txt").write_text("cat\ndgo\n", encoding="utf-8")
    result = run(["check-word", "-f", "json", "words.txt", "cat", "nothere.txt"])
    assert result.exit_code == 1
    assert [(r["word"], r["valid"], r["reasons"]) for r in map(json.loads, result.stdout.splitlines())] == [
        ("words.txt", False, ["abbreviation"]), ("cat", True, []), ("nothere.txt", False, ["abbreviation"])]
    assert result.stderr == ("referee: warning: argument 1, words.txt, is ruled as a word, though a file of that "
                             "name exists: for the words in it, one a line, give it on stdin (referee check-word "
                             "< words.txt)\n")
