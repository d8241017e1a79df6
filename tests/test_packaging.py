"""What a user installs (issue 14, items 10 and 14): the wheel carries the example records and the
man pages, the sdist carries what its tests need, and the README's first minutes work from an
installed wheel in an empty directory, `man referee` included.

The wheel, the sdist and the virtual environment come from tests/wheel_support.py (`built`).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.wheel_support import Built, run_tool

README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_wheel_ships_the_examples_the_data_and_the_man_pages(built: Built) -> None:
    names = set(zipfile.ZipFile(built.wheel).namelist())
    examples = sorted(p.relative_to(ROOT / "src").as_posix()
                      for p in (ROOT / "src/referee/data/examples").rglob("*.yaml"))
    assert examples and set(examples) <= names
    pages = {p.name for p in (ROOT / "man").glob("*.1")}
    shipped = {n.rsplit("/", 1)[1] for n in names if "/data/share/man/man1/" in n}
    assert shipped == pages


def test_the_wheel_and_the_sdist_carry_the_licences(built: Built) -> None:
    # The project's MIT licence and the word lists' notice (SCOWL, pyspellchecker), both ways.
    wheel = {n.rsplit("/", 1)[1] for n in zipfile.ZipFile(built.wheel).namelist() if ".dist-info/licenses/" in n}
    assert wheel == {"LICENSE", "NOTICE"}
    with tarfile.open(built.sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {"LICENSE", "NOTICE"} <= names


def test_the_sdist_carries_what_its_tests_need(built: Built) -> None:
    with tarfile.open(built.sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for needed in ("tests/conftest.py", "tests/data/lexicon-accuracy.tsv", "tests/test_manpages.py",
                   "fixtures/first-class-letters/game-night.yaml", "docs/records.md", "man/referee.1",
                   "tools/gen_man.py", "Makefile", "src/referee/data/examples/letterflip/standard-game.yaml"):
        assert needed in names, needed
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]


def readme_first_minutes() -> list[str]:
    """The README's command lines for a user, in order: console `$ referee ...` lines and the sh
    blocks (not the `make` set-up or the development section)."""
    lines = []
    for kind, block in re.findall(r"```(console|sh)\n(.*?)```", README.split("## Development")[0], re.S):
        for line in block.splitlines():
            command = line[2:] if kind == "console" and line.startswith("$ ") else line if kind == "sh" else ""
            command = command.split("  #")[0].strip()
            if command and not command.startswith(("make ", "#", "eval ", "_REFEREE")):
                lines.append(command)
    return lines


def test_the_readme_first_minutes_work_from_the_wheel_in_an_empty_directory(built: Built,
                                                                            tmp_path: Path) -> None:
    lines = readme_first_minutes()
    assert len(lines) >= 10 and any(line.startswith("referee example") for line in lines)
    script = "\n".join(f"{line}\necho \"status $?\" >&2" for line in lines)
    done = built.bash(script, tmp_path)
    statuses = [int(s) for s in re.findall(r"^status (\d+)$", done.stderr, re.M)]
    assert len(statuses) == len(lines), done.stderr
    for line, status in zip(lines, statuses, strict=True):
        assert status in (0, 1), (line, done.stderr)
    assert "error" not in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert "First-Class Letters, competitive (finished)" in done.stdout  # the saved game night, scored
    assert (tmp_path / "game-night.yaml").read_bytes() == (ROOT / "fixtures/first-class-letters/game-night.yaml"
                                                           ).read_bytes()


def test_man_referee_works_once_referee_is_on_the_path(built: Built, tmp_path: Path) -> None:
    if shutil.which("man") is None:
        pytest.skip("man is not installed")
    done = built.bash("man -w referee; man -w referee-score-sheet; MANWIDTH=80 man referee | head -n 5",
                      tmp_path)
    assert done.returncode == 0, done.stderr
    where = done.stdout.splitlines()
    assert where[:2] == [str(built.venv / "share/man/man1/referee.1"),
                         str(built.venv / "share/man/man1/referee-score-sheet.1")]
    assert "referee - Referee and scorer for tabletop word games" in done.stdout


def test_the_installed_script_runs_the_wheel_not_a_checkout(built: Built, tmp_path: Path) -> None:
    done = built.bash("python -c 'import referee; print(referee.__file__)'", tmp_path)
    assert done.stdout.strip().startswith(str(built.venv)), done.stdout


def test_make_demo_installs_only_what_the_demo_needs_and_make_test_the_test_tools() -> None:
    """`make -n` prints the recipes without running them (the installs need PyPI)."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    demo = run_tool("make", "-n", "-B", "demo", "VENV=/nonexistent/venv", cwd=ROOT).stdout
    test = run_tool("make", "-n", "-B", "test", "VENV=/nonexistent/venv", cwd=ROOT).stdout
    assert "pip install --quiet -e .\n" in demo and "[test]" not in demo
    assert "cp man/*.1 /nonexistent/venv/share/man/man1/" in demo
    assert "pip install --quiet -e '.[test]'" in test and "pytest" in test


def test_tests_run_in_the_unpacked_sdist(built: Built, tmp_path: Path) -> None:
    """The sdist's own tests pass from the sdist alone: the man pages and the docs' synopses
    match its click definitions, its docs' links resolve, its README's examples print what it says."""
    with tarfile.open(built.sdist) as archive:
        archive.extractall(tmp_path, filter="data")
    (unpacked,) = tmp_path.iterdir()
    env = {**os.environ, "PYTHONPATH": str(unpacked / "src")}
    done = subprocess.run([sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p", "no:cacheprovider",
                           "tests/test_manpages.py",
                           "tests/test_synopses.py", "tests/test_docs.py", "tests/test_readme.py"],
                          capture_output=True, text=True, cwd=unpacked, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stdout[-3000:]
    summary = done.stdout.strip().splitlines()[-1]
    assert re.fullmatch(r"\d+ passed in [\d.]+s", summary), summary  # nothing failed, nothing skipped
