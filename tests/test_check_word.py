"""`referee check-word` through the CLI: arguments, stdin, files, formats, exit codes."""

from __future__ import annotations

import json

import yaml

from tests.conftest import FIXTURES, run


def lines_of(output: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in output.splitlines()]


def test_brooklyn_is_a_proper_noun() -> None:
    result = run(["check-word", "-f", "json", "Brooklyn"])
    assert result.exit_code == 1
    assert lines_of(result.stdout) == [{
        "word": "Brooklyn", "valid": False, "reasons": ["proper-noun"], "suggestion": None,
        "score": None, "corrected": None, "candidates": [],
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
        "word       valid    reasons      suggestion    score",
        "---------  -------  -----------  ------------  -------",
        "cucumber   yes                                 8",
        "cockroach  NO       dead-letter                0",
        "Brooklyn   NO       proper-noun                0",
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


def test_homoglyphs_and_invisible_characters_are_non_letters() -> None:
    # Cyrillic а in "сat", a zero-width joiner, an emoji: never silently accepted.
    result = run(["check-word", "-f", "json", "\u0441at", "c\u200dat", "cat\U0001F431"])
    assert [r["reasons"] for r in lines_of(result.stdout)] == [["non-letter"]] * 3


def test_cards_are_read_by_the_decks_own_parser() -> None:
    ok = run(["check-word", "--cards", "R:QU,Y:I,R:Z", "-f", "json", "quiz", "zip"])
    assert [(r["word"], r["reasons"]) for r in lines_of(ok.stdout)] == [("quiz", []), ("zip", ["not-from-cards"])]
    bad = run(["check-word", "--cards", "Y:B,R:QU", "quiz"])
    assert bad.exit_code == 2
    assert bad.stderr == ("referee: error: Invalid value for --cards: no card Y:B in the deck "
                          "(yellow has A C D E G H I K M O P R S T U W X)\n")
