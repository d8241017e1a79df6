"""The console script is the click CLI: one parser, and a cold start that imports only what it uses."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import ROOT, console_script, run

WORDS = ["cucumber", "Brooklyn", "café", "qiuz", "TV", "three-year-old", "zzzzzz", "Quiz"]


@pytest.mark.parametrize("options", [
    ["-f", "lines"], ["-f", "json"], ["-f", "yaml"], [], ["--dice", "CMR", "--dead", "A"],
    ["--format=json", "--why"],
])
def test_the_console_script_prints_what_the_cli_prints(options: list[str]) -> None:
    """A cold process and the in-process CLI are the same code: byte-identical output and status."""
    cold = subprocess.run([console_script(), "check-word", *options, *WORDS], capture_output=True,
                          cwd=ROOT)
    warm = run(["check-word", *options, *WORDS])
    assert (cold.returncode, cold.stdout.decode()) == (warm.exit_code, warm.stdout) == (1, warm.stdout)
    assert cold.stderr == b""


@settings(max_examples=40, deadline=None)
@given(st.lists(st.text("abcdeé'-Z", min_size=1, max_size=8).filter(lambda w: w.strip() == w and w != "-"),
                min_size=1, max_size=5))
def test_each_word_is_one_line_in_the_order_given(words: list[str]) -> None:
    """`-f lines` echoes every word as typed (hunspell -l style); `-f json` one object per word
    (a lone `-` is not a word: it reads stdin)."""
    lines = run(["check-word", "-f", "lines", "--", *words])
    assert lines.stdout == "".join(word + "\n" for word in words)
    as_json = run(["check-word", "-f", "json", "--", *words])
    objects = [json.loads(line) for line in as_json.stdout.splitlines()]
    assert [o["word"] for o in objects] == words
    assert as_json.exit_code == lines.exit_code == (0 if all(o["valid"] for o in objects) else 1)


def test_a_custom_lexicon_from_the_environment_is_used(tmp_path: Path) -> None:
    words = tmp_path / "words.txt"
    words.write_text("cat\n", encoding="utf-8")
    env = {**os.environ, "REFEREE_LEXICON": str(words)}
    done = subprocess.run([console_script(), "check-word", "-f", "lines", "--only", "valid", "cat", "dog"],
                          capture_output=True, env=env, cwd=ROOT)
    assert (done.returncode, done.stdout) == (1, b"cat\n")


def _imported(args: list[str]) -> set[str]:
    """The modules a cold `referee ARGS` imports, from Python's own import-time report."""
    env = {**os.environ, "PYTHONPROFILEIMPORTTIME": "1"}
    done = subprocess.run([console_script(), *args], capture_output=True, env=env, cwd=ROOT)
    assert done.returncode in (0, 1), done.stderr.decode()[-500:]
    return {line.rsplit("|", 1)[1].strip() for line in done.stderr.decode().splitlines()
            if line.startswith("import time:") and "|" in line}


@pytest.mark.parametrize("args", [
    ["check-word", "cucumber"],
    ["check-word", "--dice", "CMR", "--dead", "A", "cucumber"],
    ["check-word", "-f", "json", "cucumber"],
])
def test_a_cold_word_check_reads_no_yaml(args: list[str]) -> None:
    """No record or round is read, so PyYAML is not imported (issue 11: cold start); nor is stdin
    read, nor a word list file, so neither's reader is imported (about 1.5 ms together)."""
    modules = _imported(args)
    assert "click" in modules  # the ordinary click path, not a second parser
    assert not {m for m in modules if m.split(".")[0] in ("yaml", "_yaml")}
    assert "referee.dictionary.lexicon" in modules  # the counter-check: the words are looked up
    assert not {"referee.stdin", "referee.dictionary.list_file"} & modules


def test_json_output_does_not_import_tabulate() -> None:
    modules = _imported(["check-word", "-f", "json", "qiuz"])
    assert "tabulate" not in modules and "json" in modules


def test_a_round_file_does_read_yaml() -> None:
    """The counter-check: the import report sees PyYAML when a round really is read."""
    modules = _imported(["check-word", "--round", "fixtures/first-class-letters/round.yaml", "danger"])
    assert "yaml" in modules


def test_a_file_a_command_writes_is_complete_when_the_process_ends(tmp_path: Path) -> None:
    """The console script ends without interpreter teardown (os._exit): a file written on the way
    must already be whole, byte for byte what -f yaml prints."""
    card = tmp_path / "card.yaml"
    written = subprocess.run([console_script(), "roll", "letterflip", "--seed", "7", "--output", str(card)],
                             capture_output=True, cwd=ROOT)
    printed = subprocess.run([console_script(), "roll", "letterflip", "--seed", "7", "-f", "yaml"],
                             capture_output=True, cwd=ROOT)
    assert written.returncode == printed.returncode == 0
    assert card.read_bytes() == printed.stdout


def test_the_collector_paused_for_the_imports_runs_again_for_the_command(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The console script pauses the cyclic garbage collector while it imports; the command itself
    (a 200,000-word batch, say) runs with it on, with the imported objects frozen out of its way."""
    import gc

    from referee import startup

    frozen: list[bool] = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(True))
    monkeypatch.setattr(startup, "_collector_paused", True)
    gc.disable()
    try:
        assert run(["check-word", "-f", "lines", "cat"]).exit_code == 0
        assert gc.isenabled() and frozen == [True] and not startup._collector_paused
    finally:
        gc.enable()


def test_a_program_that_runs_the_cli_keeps_its_own_collector_setting() -> None:
    import gc

    gc.disable()
    try:
        assert run(["check-word", "-f", "lines", "cat"]).exit_code == 0
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_clean_record_imports_no_fault_handling() -> None:
    """A stream with no broken document, directive, lone CR or NEL/U+2028/U+2029 needs none of
    records/resume.py, records/directives.py, records/breaks.py and records/lines.py, and a record
    with no refused value no records/written.py, so a cold run of clean records imports none."""
    modules = _imported(["score-sheet", "fixtures/letter-roll/rulebook-round.yaml"])
    assert "referee.records.stream" in modules  # the counter-check: the records were read
    assert not {"referee.records.resume", "referee.records.directives", "referee.records.breaks",
                "referee.records.lines", "referee.records.written"} & modules
