"""What the adversarial-input tests share: a good record for each record command, to show the
record after a hostile one is still ruled, and the check that stderr holds only one-line errors."""

from __future__ import annotations

import json

from tests.conftest import FIXTURES, run
from tests.fuzz_support import comparable

GOOD = (FIXTURES / "letter-roll" / "rulebook-round.yaml").read_text(encoding="utf-8")
MIB = 1024 * 1024
RECORD_COMMANDS = [["score-sheet"], ["dedupe-lists"], ["alpha-cancel"], ["trick-winner"]]


GOOD_FOR = {
    "score-sheet": GOOD,
    "dedupe-lists": GOOD,
    "alpha-cancel": "name: Lou\nrows: [zebra=1, apple=5, banana=5, null, {canceled: true}, cherry=4]\n",
    "trick-winner": (FIXTURES / "letter-tricks" / "revoke-shown-later.yaml").read_text(encoding="utf-8"),
}


def still_ruled(command: list[str], stdout: str, times: int = 1) -> None:
    """The good record after the hostile one is ruled exactly as on its own."""
    alone = run([*command, "-f", "json"], input=GOOD_FOR[command[0]])
    assert alone.exit_code in (0, 1) and alone.stdout
    assert comparable([json.loads(line) for line in stdout.splitlines()]) == comparable(
        [json.loads(line) for line in alone.stdout.splitlines()] * times)


def errors_of(stderr: str) -> list[str]:
    """stderr's lines, each checked to be a `referee: error:` line (never a traceback)."""
    lines = stderr.splitlines()
    assert all(line.startswith("referee: error: ") for line in lines), stderr
    return lines


def billion_laughs(levels: int = 9) -> str:
    """Ten aliases of ten aliases, `levels` deep: 10 ** levels values if anything expanded them."""
    lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for i in range(1, levels + 1):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    return "\n".join(lines) + "\n"
