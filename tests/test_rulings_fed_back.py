"""referee's own output given back to it as records: told what it is, not its first unknown key.

`referee score-sheet -f json night.yaml > rulings.jsonl` and later `referee standings
rulings.jsonl` is an easy slip at a shell. The spec says what a record is: "Each record is a
mapping with a `game:` key (sections 6-9)", and a ruling is one too, so without this the reader
stopped at the ruling's first key no record has (`unknown key 'kind'`, `unknown key
'rounds_played'`) with no hint that the file held rulings. Every ruling has `winners` and
`disputes` beside `game:`; a document with all three and a key no record has is a ruling.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, run

RULING = "this is referee's ruling (score-sheet -f json output), not a record: give the record it ruled"


def rulings_of(tmp_path: Path, fixture: str, fmt: str = "json") -> Path:
    """A real `score-sheet -f FMT FIXTURE > rulings` file, as a shell user saves it."""
    result = run(["score-sheet", "-f", fmt, str(FIXTURES / fixture)])
    assert result.exit_code in (0, 1), result.stderr
    saved = tmp_path / f"rulings.{'jsonl' if fmt == 'json' else 'yaml'}"
    saved.write_text(result.stdout, encoding="utf-8")
    return saved


@pytest.mark.parametrize("command", ["score-sheet", "standings"])
def test_a_night_of_rulings_given_back_is_told_it_is_rulings(tmp_path: Path, command: str) -> None:
    """night-1 is two records (First-Class Letters, then Letter Roll): two rulings, one a line,
    each refused at its own line's first column, and nothing adjudicated."""
    saved = rulings_of(tmp_path, "season/night-1.yaml")
    result = run([command, "-f", "json", str(saved)])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (f"referee: error: {saved}:1:1: {RULING}\n"
                             f"referee: error: {saved}:2:1: {RULING}\n")


def test_letter_roll_rulings_given_to_dedupe_lists_are_told_so(tmp_path: Path) -> None:
    """dedupe-lists reads Letter Roll records; its own (or score-sheet's) ruling of one is no record."""
    saved = rulings_of(tmp_path, "letter-roll/two-players.yaml")
    result = run(["dedupe-lists", str(saved)])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: {saved}:1:1: {RULING}\n"


def test_a_night_of_rulings_given_to_dedupe_lists_is_told_so_every_one(tmp_path: Path) -> None:
    """Another game's ruling was told to use score-sheet, which refuses it too: it is a ruling."""
    saved = rulings_of(tmp_path, "season/night-1.yaml")
    result = run(["dedupe-lists", str(saved)])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (f"referee: error: {saved}:1:1: {RULING}\n"
                             f"referee: error: {saved}:2:1: {RULING}\n")


def test_another_games_record_given_to_dedupe_lists_is_still_told_to_use_score_sheet() -> None:
    record = FIXTURES / "letterflip/standard-game.yaml"  # `game: letterflip` on line 5, the value at column 7
    result = run(["dedupe-lists", str(record)])
    assert (result.exit_code, result.stderr) == (2, f"referee: error: {record}:5:7: game: dedupe-lists rules on "
                                                    "Letter Roll lists, got letterflip (use score-sheet)\n")


@pytest.mark.parametrize("fixture", ["letter-tricks/four-players.yaml", "letterflip/standard-game.yaml"])
def test_every_games_ruling_is_told_so(tmp_path: Path, fixture: str) -> None:
    saved = rulings_of(tmp_path, fixture)
    result = run(["score-sheet", str(saved)])
    assert (result.exit_code, result.stderr) == (2, f"referee: error: {saved}:1:1: {RULING}\n")


def test_a_yaml_ruling_is_told_so_at_its_document(tmp_path: Path) -> None:
    """`-f yaml` output starts with `---`, so the ruling's mapping starts on line 2."""
    saved = rulings_of(tmp_path, "letter-roll/rulebook-round.yaml", "yaml")
    result = run(["score-sheet", str(saved)])
    assert (result.exit_code, result.stderr) == (2, f"referee: error: {saved}:2:1: {RULING}\n")


def test_a_record_with_an_unknown_key_is_still_told_its_key() -> None:
    """A record that has `winners` but no `disputes` is a record with a slip, not a ruling."""
    record = "game: letterflip\nside: standard\nplayers: [Ann, Bob]\nwinner: [Ann]\n"
    result = run(["score-sheet", "-"], input=record)
    assert result.exit_code == 2
    assert result.stderr.startswith("referee: error: <stdin>:4:1: record: unknown key 'winner'")
