"""What the `score-sheet --analyse` tests of every game share: a small word list to analyse
against (the best plays are hand-computed on it) and the analysis of one record."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.conftest import run


def word_list(tmp_path: Path, words: str) -> str:
    """A word list of these words, earlier ones counting as commoner: its path, for --lexicon."""
    path = tmp_path / "words.txt"
    path.write_text("\n".join(words.split()) + "\n", encoding="utf-8")
    return str(path)


def analysis_json(args: list[str], input: str | None = None) -> dict[str, Any]:
    """The `analysis` field of `score-sheet --analyse -f json ARGS` on one upheld record."""
    result = run(["score-sheet", "--analyse", "-f", "json", *args], input=input)
    assert result.exit_code == 0, result.stderr
    record: dict[str, Any] = json.loads(result.stdout)
    return record["analysis"]  # type: ignore[no-any-return]
