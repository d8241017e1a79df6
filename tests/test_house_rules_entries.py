"""A house-rules file whose `allow:` or `deny:` entry is no word is refused, not read as one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import run


@pytest.mark.parametrize(("text", "error"), [
    ("deny: 5\n", "rules.yaml:1:7: house rules deny entry: expected a word written as text, got 5"),
    ("deny: [5]\n", "rules.yaml:1:8: house rules deny entry: expected a word written as text, got 5"),
    ("allow: 5\n", "rules.yaml:1:8: house rules allow entry: expected a word written as text, got 5"),
    ("allow: [qi, 7]\n", "rules.yaml:1:13: house rules allow entry: expected a word written as text, got 7"),
    ("deny: [2.5]\n", "rules.yaml:1:8: house rules deny entry: expected a word written as text, got 2.5"),
    ("deny: ['5']\n", "rules.yaml:1:8: house rules deny entry: expected a word written as text, got '5'"),
    ("deny: [2020-01-01]\n",
     "rules.yaml:1:8: house rules deny entry: expected a word written as text, got 2020-01-01"),
])
def test_an_entry_that_is_no_word_is_one_error_line(
        text: str, error: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "rules.yaml").write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = run(["check-word", "--house-rules", "rules.yaml", "cat"])
    assert (result.exit_code, result.stdout, result.stderr) == (2, "", f"referee: error: {error}\n")


def test_yaml_yes_and_no_are_still_the_words_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """YAML 1.1 reads an unquoted `no` as false; a table denying the word `no` means the word."""
    (tmp_path / "rules.yaml").write_text("deny: [no]\nallow: [qi]\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = run(["check-word", "--house-rules", "rules.yaml", "-f", "lines", "--only", "valid", "no", "qi"])
    assert (result.exit_code, result.stdout) == (1, "qi\n")


@pytest.mark.parametrize(("option", "written"), [("--deny", "5"), ("--allow", "-"), ("--deny", "2026-12-01")])
def test_a_command_line_house_rule_with_no_letter_is_refused(option: str, written: str) -> None:
    """The same rule as the file's: `--deny 5` would change no ruling, and the table would never know."""
    result = run(["check-word", option, written, "cat"])
    assert result.exit_code == 2
    assert result.stderr == f"referee: error: Invalid value for '{option}': expected a word, got '{written}'\n"
    assert result.stdout == ""


def test_a_command_line_house_rule_with_a_letter_is_taken() -> None:
    result = run(["check-word", "--deny", "Cat", "cat", "-f", "json"])
    assert result.exit_code == 1
    assert '"reasons": ["house-rule"]' in result.stdout
