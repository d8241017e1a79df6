"""The command line as a whole: help, version, errors translated in one place, pipes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from referee import __version__
from referee.cli import COMMANDS, cli
from referee.exits import run_translated
from tests.conftest import ROOT, run


def test_version() -> None:
    result = run(["--version"])
    assert result.exit_code == 0
    assert result.stdout == f"referee, version {__version__}\n"


def test_help_lists_every_command_with_a_summary() -> None:
    result = run(["--help"])
    assert result.exit_code == 0
    listed = result.stdout.split("Commands:")[1]
    for name in COMMANDS:
        assert f"  {name} " in listed


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_help_has_an_example(name: str) -> None:
    result = run([name, "--help"])
    assert result.exit_code == 0
    assert "Example" in result.stdout
    assert f"referee {name}" in result.stdout


def test_unknown_command_suggests_the_near_miss() -> None:
    result = run(["check-wrd", "cat"])
    assert result.exit_code == 2
    assert result.stderr == "referee: error: no command 'check-wrd'; did you mean 'check-word'?\n"


def test_unknown_option_is_one_line() -> None:
    result = run(["check-word", "--no-such-option", "cat"])
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("referee: error: No such option")


def test_internal_errors_become_one_line_and_exit_two(capsys: pytest.CaptureFixture[str]) -> None:
    def boom() -> int:
        raise KeyError("surprise")

    assert run_translated(boom) == 2
    assert capsys.readouterr().err == "referee: error: internal error (KeyError): 'surprise'\n"


def test_python_dash_m_runs_the_same_cli() -> None:
    done = subprocess.run([sys.executable, "-m", "referee", "check-word", "-f", "lines", "quiz"],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, "quiz\n", "")


def test_no_input_on_a_terminal_is_a_usage_error() -> None:
    # CliRunner's stdin is not a terminal; simulate the terminal case through the real process.
    done = subprocess.run([sys.executable, "-c",
                           "import sys; sys.stdin.isatty = lambda: True; "
                           "sys.argv = ['referee', 'check-word']; from referee.cli import main; main()"],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 2
    assert done.stderr == "referee: error: no words: give WORDs, or pipe one word per line on stdin\n"


@pytest.mark.parametrize(("command", "given"), [
    ("score-sheet", "a FILE"),
    ("alpha-cancel", "WORD[=SCORE] arguments or a FILE"),  # it said only "give a FILE"
    ("trick-winner", "CARDs or a FILE"),
])
def test_no_input_on_a_terminal_names_what_the_command_takes(command: str, given: str) -> None:
    done = subprocess.run([sys.executable, "-c",
                           "import sys; sys.stdin.isatty = lambda: True; "
                           f"sys.argv = ['referee', {command!r}]; from referee.cli import main; main()"],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 2
    assert done.stderr == f"referee: error: no input: give {given}, or pipe records on stdin (FILE '-' reads stdin)\n"


def test_cli_object_is_the_console_script_target() -> None:
    assert cli.name == "cli"


def test_shell_completion_offers_commands() -> None:
    env = {"COMP_WORDS": "referee chec", "COMP_CWORD": "1", "_REFEREE_COMPLETE": "bash_complete"}
    done = subprocess.run([sys.executable, "-m", "referee"], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, **env}, check=False)
    assert done.stdout.strip() == "plain,check-word"


def test_a_lost_message_decides_only_its_own_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """stderr that cannot be written makes that run exit 2; the next run in the process starts clean."""
    from referee.render import warn

    class Full:
        def write(self, _text: str) -> int:
            raise OSError(28, "No space left on device")

        def flush(self) -> None:
            raise OSError(28, "No space left on device")

    def upheld_with_a_warning() -> int:
        warn("a message nobody can read")
        return 0

    with monkeypatch.context() as patched:
        patched.setattr(sys, "stderr", Full())
        assert run_translated(upheld_with_a_warning) == 2
    assert run_translated(lambda: 0) == 0
