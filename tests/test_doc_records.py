"""Every ```yaml block in docs/*.md is what its page says it is, so a reader who copies one gets
what the page promises: a record scores clean (exit 0, nothing ruled against it) and each row a
comment rules (`canceled, dead-letter`, `scored as "danger"`) is ruled so; a paragraph after it
that begins "Scored" quotes what the table prints; a dice file rolls; a trick document is a legal
trick; a sketch (`...` for what a real record spells out) says beside it that it is not scored."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import ROOT, json_lines, run

PAGES = sorted((ROOT / "docs").glob("*.md"))
FENCE = re.compile(r"```yaml\n(?P<body>.*?)```", re.S)
WORD_ROW = re.compile(r"\{word: (?P<word>[^,}]+)[^#]*#(?P<comment>.*)$")


def blocks() -> list[tuple[str, str, str, str]]:
    """(page, id, the block as written, the paragraph after it) for every yaml block."""
    found = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for number, match in enumerate(FENCE.finditer(text), start=1):
            before = text[:match.start()].rstrip().rsplit("\n\n", 1)[-1]
            after = text[match.end():].lstrip("\n").split("\n\n", 1)[0]
            found.append((page.name, f"{page.stem}-{number}", textwrap.dedent(match["body"]),
                          before + "\n" + after))
    return found


BLOCKS = blocks()


def uncommented(block: str) -> str:
    return "\n".join(line.split("#", 1)[0] for line in block.splitlines())


def check_rows_as_commented(block: str, record: dict[str, Any]) -> None:
    """A First-Class row's comment that names a ruling is the row's ruling."""
    rows = {row["word"]: row for player in record.get("players", []) for row in player.get("rows", [])
            if row and row.get("word")}
    for line in block.splitlines():
        match = WORD_ROW.search(line)
        if not match:
            continue
        row, comment = rows[match["word"].strip()], match["comment"]
        canceled = re.search(r"canceled, ([a-z-]+)", comment)
        if canceled:
            assert row["canceled"] and canceled[1] in row["reasons"], (line, row)
        corrected = re.search(r'scored as (?:its clear correction )?"(\w+)"', comment)
        if corrected:
            assert row["corrected"] == corrected[1], (line, row)


@pytest.mark.parametrize(("page", "block", "beside"), [(p, b, a) for p, _, b, a in BLOCKS],
                         ids=[name for _, name, _, _ in BLOCKS])
def test_a_yaml_block_is_what_its_page_says(page: str, block: str, beside: str, tmp_path: Path) -> None:
    path = tmp_path / "block.yaml"
    path.write_text(block, encoding="utf-8")
    if "..." in uncommented(block):
        said = " ".join(beside.split())
        assert "sketch" in said and "not scored as it stands" in said, (
            f"{page}: a block with '...' is not a whole record; say it is a sketch, not scored as it stands")
        return
    data = yaml.safe_load(block)
    if "game" in data:
        table = run(["score-sheet", str(path)])
        result = run(["score-sheet", "-f", "json", str(path)])
        assert (result.exit_code, result.stderr) == (0, ""), (page, result.stdout, result.stderr)
        for record in json_lines(result.stdout):
            assert record["disputes"] == [], (page, record["disputes"])
            if record["game"] == "first-class-letters":
                check_rows_as_commented(block, record)
        if beside.split("\n", 1)[-1].startswith("Scored"):
            for quoted in re.findall(r'"([^"]+)"', beside.split("\n", 1)[-1].replace("\n", " ")):
                assert quoted in table.stdout, (page, quoted, table.stdout)
    elif "dice" in data:
        game = page.removesuffix(".md")
        result = run(["roll", game, "--dice-file", str(path), "--seed", "1"])
        assert (result.exit_code, result.stderr) == (0, ""), (page, result.stderr)
    else:
        assert "plays" in data, f"{page}: a yaml block that is no record, dice file or trick"
        result = run(["trick-winner", "-f", "json", str(path)])
        assert result.exit_code == 0, (page, result.stdout, result.stderr)
        assert [trick["illegal"] for trick in json_lines(result.stdout)] == [[]]


def test_the_record_blocks_were_found() -> None:
    """The game pages' records (two of First-Class Letters as written on paper or with rounds, a
    cooperative one, Letter Roll's game and single round, Letterflip's) and the dice files."""
    names = {name for _, name, _, _ in BLOCKS}
    assert {"first-class-letters-1", "first-class-letters-2", "first-class-letters-3",
            "first-class-letters-4", "letter-roll-1", "letter-roll-2", "letter-roll-3",
            "letter-tricks-1", "letter-tricks-2", "letterflip-1"} <= names
