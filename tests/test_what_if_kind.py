"""`score-sheet --what-if FILE` with nothing in FILE: house rules or a word list, told by its name.

Before, a house-rules file holding only comments (`strict.yaml`, begun and not yet filled in)
was read as a word list and refused as one, `word list has no words (it is empty, or holds only
comments, names and abbreviations)`, though `--house-rules strict.yaml` says `no house rules`.
Both formats take `#` comments, so such a file's bytes cannot tell; its name can: a .yaml or
.yml file is house rules (docs/standings.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, run

ROUND = str(FIXTURES / "letter-roll" / "rulebook-round.yaml")
NO_WORDS = ("word list has no words (it is empty, or holds only comments, names and abbreviations): "
            "every word would be refused")


def what_if_error(path: Path, content: bytes) -> str:
    """The error line of `score-sheet --what-if PATH` on the rulebook round, which it must refuse."""
    path.write_bytes(content)
    result = run(["score-sheet", "--what-if", str(path), ROUND])
    assert (result.exit_code, result.stdout) == (2, "")
    return result.stderr


@pytest.mark.parametrize(("name", "content"), [
    ("strict.yaml", b"# strict rules, none yet\n\n"),
    ("strict.yml", b""),
    ("STRICT.YML", b"\xef\xbb\xbf  # a byte-order mark, then an indented comment\r\n"),
])
def test_a_yaml_file_of_comments_only_is_no_house_rules(tmp_path: Path, name: str, content: bytes) -> None:
    path = tmp_path / name
    assert what_if_error(path, content) == (
        f"referee: error: {path}: no house rules: the file is empty or holds only comments\n")


def test_the_error_is_the_one_house_rules_gives_for_the_file(tmp_path: Path) -> None:
    path = tmp_path / "strict.yaml"
    path.write_bytes(b"# none yet\n")
    result = run(["score-sheet", "--house-rules", str(path), ROUND])
    assert result.exit_code == 2
    assert result.stderr == what_if_error(path, b"# none yet\n")


@pytest.mark.parametrize(("name", "content"), [
    ("strict.txt", b"# only a comment\n"),   # any other name is a word list, as it was
    ("names.yaml", b"# names only\nLondon\n"),   # a line that is no comment: its bytes decide
])
def test_anything_else_with_no_words_is_still_a_word_list(tmp_path: Path, name: str, content: bytes) -> None:
    path = tmp_path / name
    assert what_if_error(path, content) == f"referee: error: {path}: {NO_WORDS}\n"
