"""The console script as a Unix filter (issue 14): full disks, closed streams, `| head`, Ctrl-C,
bare groups. Each test runs the installed `referee` in a subprocess, in the situation itself."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path

import pytest

from referee.cli import COMMANDS as CLI_COMMANDS
from referee.launcher import INTERRUPTED, INTERRUPTED_EARLY
from tests.conftest import ROOT, console_script, shell

ROUND = "fixtures/letter-roll/rulebook-round.yaml"
FORMATS = ("table", "json", "yaml")
# Every command that prints, and every format: the formats rotate over the commands.
COMMANDS = [
    ["score-sheet", ROUND],
    ["dedupe-lists", ROUND],
    ["trick-winner", "Y:C", "Y:M", "B:V", "Y:A"],
    ["alpha-cancel", "zebra=1", "apple=5", "banana=5"],
    ["answer", "--card", "cat,frog,wagon,bridge", "A"],
    ["roll", "letter-roll", "--seed", "1"],
    ["hint", "letter-roll", "--letters", "PEC"],
    ["lexicon"],
    ["example", "letter-roll"],
    ["new", "letter-roll", "--players", "Ann,Bob"],
    ["standings", ROUND],
]
PRINTING = [[*args, "-f", FORMATS[i % 3]] for i, args in enumerate(COMMANDS)] + [
    ["check-word", "-f", fmt, "cucumber", "qiuz"] for fmt in (*FORMATS, "lines")]
IDS = [" ".join(args) for args in PRINTING]

# The rulebook round ("Playing the Game", step 5) as one JSON line, and a record that is not one.
GOOD = json.dumps({"game": "letter-roll", "rolled": ["P", "E", "C", "X"], "letters": ["P", "E", "C"],
                   "lists": {"Terry": ["pace", "price", "place", "peace", "piece", "process"],
                             "Chris": ["place", "pancake", "pace", "cope", "escape", "peach", "space",
                                       "peace"]},
                   "scores": {"Terry": 3, "Chris": 5}})
BAD = json.dumps({"game": "letter-roll", "rolled": "PECX", "lists": 7})


def sigint_at_its_default() -> None:
    """Start a child with Ctrl-C's signal at its default, as at a terminal: a shell starts a
    background job (`make test &`) with SIGINT ignored, a child inherits that, and these tests
    are about what Ctrl-C does, not about a job that cannot get it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def referee(args: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([console_script(), *args], capture_output=True, cwd=ROOT, timeout=60, env=env,
                          preexec_fn=sigint_at_its_default)


def test_every_command_is_in_these_tests() -> None:
    assert {args[0] for args in PRINTING} == set(CLI_COMMANDS)


# --- item 3: a write error is grep's one line, exit 2 -------------------------------------------
@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
@pytest.mark.parametrize("args", PRINTING, ids=IDS)
def test_a_full_disk_is_a_write_error(args: list[str]) -> None:
    done = shell(f"referee {' '.join(args)} > /dev/full")
    assert done.stderr == b"referee: error: write error: No space left on device\n"
    assert done.returncode == 2


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
@pytest.mark.parametrize("command", ["referee --help", "referee roll --help", "referee --version",
                                     "_REFEREE_COMPLETE=bash_source referee"])
def test_what_click_itself_prints_fails_the_same_way(command: str) -> None:
    done = shell(f"{command} > /dev/full")
    assert (done.stderr, done.returncode) == (b"referee: error: write error: No space left on device\n", 2)


@pytest.mark.parametrize("args", PRINTING, ids=IDS)
def test_a_closed_stdout_is_a_write_error(args: list[str]) -> None:
    done = shell(f"referee {' '.join(args)} >&-")
    assert done.stderr == b"referee: error: write error: Bad file descriptor\n"
    assert done.returncode == 2


# --- items 4 and 23: a reader that leaves ends referee by SIGPIPE, whatever came before -----------
def _into_a_closed_pipe(args: list[str], input: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    """Run with stdout a pipe whose reader has already gone (what `| head` leaves behind)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run([console_script(), *args], stdout=write_end, stderr=subprocess.PIPE,
                              input=input, cwd=ROOT, timeout=60)
    finally:
        os.close(write_end)


@pytest.mark.parametrize("args", PRINTING, ids=IDS)
def test_a_reader_that_left_ends_referee_quietly_by_sigpipe(args: list[str]) -> None:
    done = _into_a_closed_pipe(args)
    assert (done.returncode, done.stderr) == (-signal.SIGPIPE, b"")


def test_head_after_many_lines_gives_141_under_pipefail() -> None:
    words = b"cucumber\n" * 100_000  # far more than a pipe holds, so referee is still writing
    done = shell("set -o pipefail; referee check-word -f lines | head -n 1", input=words)
    assert (done.stdout, done.stderr, done.returncode) == (b"cucumber\n", b"", 141)


def test_an_earlier_failure_is_reported_and_the_status_is_not_zero() -> None:
    stream = "\n".join([BAD] + [GOOD] * 3) + "\n"
    done = _into_a_closed_pipe(["score-sheet", "-f", "json"], input=stream.encode())
    assert done.returncode == -signal.SIGPIPE
    assert done.stderr.startswith(b"referee: error: <stdin>:1:") and done.stderr.count(b"\n") == 1


# --- item 21: an unwritable stderr loses the messages, not the rulings -------------------------
@pytest.mark.parametrize("redirect", ["2>/dev/full", "2>&-"])
def test_an_unwritable_stderr_keeps_ruling_and_exits_two(redirect: str) -> None:
    if "full" in redirect and not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    stream = "\n".join([BAD] + [GOOD] * 32) + "\n"
    done = shell(f"referee score-sheet -f json {redirect}", input=stream.encode())
    rulings = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(rulings) == 32 and all(r["disputes"] == [] for r in rulings)
    assert done.returncode == 2  # could not adjudicate everything; never 1, "ruled against"


def test_an_unwritable_stderr_with_nothing_to_say_changes_nothing() -> None:
    done = shell("referee check-word -f lines cucumber qiuz 2>&-")
    assert (done.stdout, done.returncode) == (b"cucumber\nqiuz\n", 1)


# --- items 5 and 24: Ctrl-C is an interrupt ------------------------------------------------------
def test_ctrl_c_while_reading_stdin_ends_by_sigint_after_what_was_ruled() -> None:
    child = subprocess.Popen([console_script(), "check-word", "-f", "json"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                             preexec_fn=sigint_at_its_default)
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(b"cucumber\n")
    child.stdin.flush()
    first = child.stdout.readline()  # ruled and printed: referee now waits for the next word
    child.send_signal(signal.SIGINT)
    rest, err = child.communicate(timeout=60)
    assert json.loads(first)["word"] == "cucumber" and rest == b""
    assert err.decode() == INTERRUPTED + "\n"
    assert child.returncode == -signal.SIGINT


@pytest.mark.parametrize("module", ["referee.streams", "click", "referee.commands.check_word",
                                    "referee.dictionary"])
def test_ctrl_c_during_the_imports_is_no_traceback(module: str, tmp_path: Path) -> None:
    """A sitecustomize presses Ctrl-C for the process the moment it starts importing MODULE."""
    (tmp_path / "sitecustomize.py").write_text(
        "import os, signal, sys\n"
        "class PressCtrlC:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        f"        if name == {module!r}:\n"
        "            os.kill(os.getpid(), signal.SIGINT)\n"
        "        return None\n"
        "sys.meta_path.insert(0, PressCtrlC())\n", encoding="utf-8")
    path = os.pathsep.join(p for p in (str(tmp_path), os.environ.get("PYTHONPATH", "")) if p)
    done = referee(["check-word", "cucumber"], env={**os.environ, "PYTHONPATH": path})
    assert (done.returncode, done.stdout) == (-signal.SIGINT, b"")
    assert done.stderr.decode() == INTERRUPTED_EARLY + "\n"  # nothing was printed: nothing "above"


def test_ctrl_c_stops_a_shell_loop_around_referee() -> None:
    """The terminal sends SIGINT to the whole foreground group: the loop must not go on."""
    script = f'for i in 1 2 3; do "{console_script()}" check-word -f json; done; echo loop went on'
    loop = subprocess.Popen(["bash", "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT, start_new_session=True,
                            preexec_fn=sigint_at_its_default)
    assert loop.stdin is not None and loop.stdout is not None
    loop.stdin.write(b"cucumber\n")
    loop.stdin.flush()
    assert b"cucumber" in loop.stdout.readline()
    os.killpg(loop.pid, signal.SIGINT)
    out, err = loop.communicate(timeout=60)
    assert b"loop went on" not in out
    assert err.decode().count(INTERRUPTED) == 1
    assert loop.returncode == -signal.SIGINT


# --- item 13: a bare group prints its usage and commands, as click lays them out -----------------
@pytest.mark.parametrize(("group", "what", "commands"), [
    ([], "COMMAND", ["check-word", "score-sheet", "roll", "hint"]),
    (["roll"], "GAME", ["first-class-letters", "letter-roll", "letter-tricks", "letterflip"]),
    (["hint"], "GAME", ["first-class-letters", "letter-roll", "letter-tricks", "letterflip"]),
])
def test_a_bare_group_prints_its_help_on_stderr(group: list[str], what: str, commands: list[str]) -> None:
    done = referee(group)
    lines = done.stderr.decode().splitlines()
    assert (done.returncode, done.stdout) == (2, b"")
    assert lines[0] == f"Usage: {' '.join(['referee', *group])} [OPTIONS] {what} [ARGS]..."
    listed = lines[lines.index("Commands:") + 1:]
    for name in commands:
        assert any(line.split()[0] == name for line in listed if line.startswith("  "))
    assert max(map(len, lines)) <= 100
