"""Every other output of referee's given back as records is told what it is, as a ruling is.

The spec: "Each record is a mapping with a `game:` key (sections 6-9)"; a record command given
`standings -f json`, `standings --nights -f json` or `trick-winner -f json` output said `missing
'game'`, `unknown key 'source'` or `a Letter Roll record needs 'players' and 'rounds'`, and
nothing said the file held referee's own output. Each line of such a file is now one error at
its first line and column, naming the output and the command that printed it (docs/records.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, run

NIGHTS = [FIXTURES / "season" / f"night-{n}.yaml" for n in (1, 2, 3)]
STANDINGS = ("this is referee's standings of a player (standings -f json output), not a record: "
             "give the records the standings were made from")
TRICK = ("this is referee's ruling of a trick (trick-winner -f json output), not a record: "
         "give the record or the trick it ruled")
RECORD_COMMANDS = ["score-sheet", "standings", "dedupe-lists", "trick-winner", "alpha-cancel"]


def saved(tmp_path: Path, args: list[str], name: str = "out.jsonl") -> Path:
    """A command's real output saved to a file, as a shell user saves it (`> out.jsonl`)."""
    result = run(args)
    assert result.exit_code in (0, 1), result.stderr
    path = tmp_path / name
    path.write_text(result.stdout, encoding="utf-8")
    return path


def errors_at(path: Path, lines: range, message: str) -> str:
    return "".join(f"referee: error: {path}:{line}:1: {message}\n" for line in lines)


@pytest.mark.parametrize("command", RECORD_COMMANDS)
def test_standings_given_back_are_told_they_are_standings(tmp_path: Path, command: str) -> None:
    """The season's three nights are played by Ana, Anna, Ben, Cy and Dee: five players, one
    object a line, each refused at its line's first column, and nothing adjudicated."""
    path = saved(tmp_path, ["standings", "-f", "json", *map(str, NIGHTS)])
    result = run([command, str(path)])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == errors_at(path, range(1, 6), STANDINGS)


def test_yaml_standings_are_told_so_at_each_document(tmp_path: Path) -> None:
    """`-f yaml` starts each document with `---`, so its mapping starts on the line after."""
    path = saved(tmp_path, ["standings", "-f", "yaml", str(NIGHTS[0])], "out.yaml")
    starts = [n + 2 for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()) if line == "---"]
    assert len(starts) == 4  # night 1: Ana, Ben, Cy, Dee
    result = run(["standings", str(path)])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == "".join(f"referee: error: {path}:{line}:1: {STANDINGS}\n" for line in starts)


def test_night_by_night_standings_name_the_record_each_line_lists(tmp_path: Path) -> None:
    """night-1 holds two records, First-Class Letters from line 4 and Letter Roll from line 54
    (each `game:` at column 1): each line says which record to give instead."""
    path = saved(tmp_path, ["standings", "--nights", "-f", "json", str(NIGHTS[0])])
    result = run(["score-sheet", str(path)])
    assert (result.exit_code, result.stdout) == (2, "")
    lines = "this is referee's standings night by night (standings --nights -f json output), not a record: " \
            "give the record it lists"
    assert result.stderr == (f"referee: error: {path}:1:1: {lines} ({NIGHTS[0]}:4:1)\n"
                             f"referee: error: {path}:2:1: {lines} ({NIGHTS[0]}:54:1)\n")


@pytest.mark.parametrize("command", ["score-sheet", "standings", "trick-winner"])
def test_trick_rulings_given_back_are_told_they_are_tricks(tmp_path: Path, command: str) -> None:
    """four-players.yaml is three hands of 13 tricks: 39 tricks, one ruling a line."""
    path = saved(tmp_path, ["trick-winner", "-f", "json", str(FIXTURES / "letter-tricks/four-players.yaml")])
    result = run([command, str(path)])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == errors_at(path, range(1, 40), TRICK)


def test_one_trick_of_cards_given_back_is_told_it_is_a_trick(tmp_path: Path) -> None:
    path = saved(tmp_path, ["trick-winner", "-f", "json", "Y:C", "Y:M", "B:Z", "Y:A"])
    result = run(["trick-winner", str(path)])
    assert (result.exit_code, result.stderr) == (2, errors_at(path, range(1, 2), TRICK))


OTHER_OUTPUTS = [
    (["check-word", "-f", "json", "apple"],
     "ruling of a word (check-word -f json output), not a record: give the record the word was played in"),
    (["alpha-cancel", "-f", "json", "zebra=5", "apple=2"],
     "alphabetical check (alpha-cancel -f json output), not a record: give the sheet it checked"),
    (["hint", "letter-roll", "--letters", "PEC", "-f", "json", "-n", "1"],
     "hint (hint -f json output), not a record: give the record of the game"),
    (["lexicon", "-f", "json"],
     "word list summary (lexicon -f json output), not a record: give a record of a game"),
    (["new", "letter-roll", "-p", "Ann,Bob", "-f", "json"],
     "blank record as text (new -f json output), not a record: print the record itself with new -f yaml, "
     "and fill it in"),
    (["example", "letter-roll", "-f", "json"],
     "example record as text (example -f json output), not a record: print the record itself with example -f yaml"),
    (["answer", "--log", str(FIXTURES / "letterflip/advanced-in-progress.yaml"), "-f", "json", "R"],
     "answer to a guess (answer -f json output), not a record: write its record_turn among the turns of the "
     "game's record"),
    (["score-sheet", "--what-if", str(FIXTURES / "season/strict-house-rules.yaml"), "-f", "json",
      str(FIXTURES / "first-class-letters/game-night.yaml")],
     "what-if comparison (score-sheet --what-if -f json output), not a record: give the record it compared"),
]


@pytest.mark.parametrize(("args", "told"), OTHER_OUTPUTS, ids=[args[0] for args, _ in OTHER_OUTPUTS])
def test_every_other_output_is_told_what_it_is(tmp_path: Path, args: list[str], told: str) -> None:
    path = saved(tmp_path, args)
    assert path.read_text(encoding="utf-8").count("\n") == 1  # one item: one line, one error
    result = run(["score-sheet", str(path)])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: {path}:1:1: this is referee's {told}\n"


def test_a_record_with_an_outputs_key_is_still_told_its_key() -> None:
    """`source:` and `leaders:` are keys of the night-by-night standings, but a record with them and
    no `complete:` is a record with slips: its first unknown key is named, as before."""
    record = "game: letterflip\nnight: Friday\nsource: typed up\nleaders: [Ann]\n"
    result = run(["score-sheet", "-"], input=record)
    assert result.exit_code == 2
    assert result.stderr.startswith("referee: error: <stdin>:3:1: record: unknown key 'source'")


def test_a_record_beside_an_output_is_still_ruled(tmp_path: Path) -> None:
    """One bad document does not hide the others: the record after a trick ruling is ruled."""
    path = saved(tmp_path, ["trick-winner", "-f", "json", "Y:C", "Y:M", "B:Z", "Y:A"])
    record = (FIXTURES / "letterflip/standard-game.yaml").read_text(encoding="utf-8")
    path.write_text(path.read_text(encoding="utf-8") + "---\n" + record, encoding="utf-8")
    result = run(["score-sheet", "-f", "json", str(path)])
    assert result.exit_code == 2
    assert result.stderr == errors_at(path, range(1, 2), TRICK)
    assert result.stdout.count("\n") == 1 and '"game": "letterflip"' in result.stdout


NIGHT_BY_NIGHT = ("this is referee's standings night by night (standings --nights -f json output), not a record: "
                  "give the record it lists")


@pytest.mark.parametrize("option", [["answer", "--log"], ["answer", "--card"], ["hint", "letterflip", "--log"],
                                    ["roll", "letter-roll", "--dice-file"], ["check-word", "--house-rules"]])
def test_an_output_in_a_file_an_option_names_is_told_what_it_is(tmp_path: Path, option: list[str]) -> None:
    """No runner reads these files: each option's reader says it, as at a record command (it said
    `record: unknown key 'name'; did you mean 'game'?`, `dice file: unknown key 'games'; ...`)."""
    path = saved(tmp_path, ["standings", "-f", "json", *map(str, NIGHTS)])
    args = [*option, str(path), *{"answer": ["R"], "check-word": ["apple"]}.get(option[0], [])]
    result = run(args)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == errors_at(path, range(1, 2), STANDINGS)


def test_night_by_night_standings_as_a_game_log_name_their_record(tmp_path: Path) -> None:
    """The night's first line lists its First-Class Letters record, `game:` on line 4, column 1."""
    path = saved(tmp_path, ["standings", "--nights", "-f", "json", str(NIGHTS[0])])
    result = run(["answer", "--log", str(path), "R"])
    assert (result.exit_code, result.stderr) == (2, f"referee: error: {path}:1:1: {NIGHT_BY_NIGHT} ({NIGHTS[0]}:4:1)\n")


def test_a_row_with_a_hints_keys_and_a_slip_is_still_told_its_key() -> None:
    """Inside a record only a ruling is recognised: a paper sheet's row `{word, score, cheks}` has a
    hint's `word` and `score`, and is a row with a misspelt `checks`."""
    record = ("game: first-class-letters\nmode: solo\nspecial: {2: C, 4: M, 6: R}\nplayers:\n  - name: Ana\n"
              "    rows:\n      - {word: beet, score: 2, cheks: 2}\n" + "      - null\n" * 6)
    result = run(["score-sheet", "-"], input=record)
    assert result.exit_code == 2
    assert result.stderr.startswith("referee: error: <stdin>:7:32: ")
    assert "unknown key 'cheks'; did you mean 'checks'?" in result.stderr
