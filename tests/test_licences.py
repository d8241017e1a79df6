"""The project's licence and the word lists' licences ship with it, and pyspellchecker stays a build tool."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.conftest import run

tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later

ROOT = Path(__file__).resolve().parent.parent


def test_the_licence_files_are_named_for_the_wheel_and_the_sdist() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT AND CC-BY-SA-4.0"  # code MIT, word lists CC BY-SA (wordfreq's data)
    assert project["license-files"] == ["LICENSE", "NOTICE"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_the_notice_carries_every_word_list_licence() -> None:
    notice = (ROOT / "NOTICE").read_text(encoding="utf-8")
    assert "Copyright 2000-2011 by Kevin Atkinson" in notice  # SCOWL
    assert "Permission to use, copy, modify, distribute and sell these word" in notice
    assert "Copyright (c) 2018-2021 Tyler Barrus" in notice  # pyspellchecker, MIT
    assert "redistributed under a Creative Commons Attribution-ShareAlike 4.0" in notice  # wordfreq's data
    assert "Wordfreq and code derived from it must credit the SUBTLEX authors." in notice
    assert "distributed under the Creative Commons\nAttribution-ShareAlike 4.0 International licence" in notice
    assert "2020.12.07-2" in notice and "0.9.1" in notice and "wordfreq 3.1.1" in notice  # the built-from versions


def test_pyspellchecker_and_wordfreq_are_build_extras_pinned_to_the_versions_the_data_came_from() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert not any(d.startswith(("pyspellchecker", "wordfreq")) for d in project["dependencies"])
    assert project["optional-dependencies"]["build"] == ["pyspellchecker==0.9.1", "wordfreq==3.1.1"]


def test_ruling_and_correcting_words_never_imports_pyspellchecker() -> None:
    sys.modules.pop("spellchecker", None)
    result = run(["check-word", "-f", "json", "recieve", "texting"])
    assert '"corrected": "receive"' in result.stdout
    assert "spellchecker" not in sys.modules


def test_only_the_build_scripts_read_pyspellchecker_and_wordfreq() -> None:
    package = list((ROOT / "src" / "referee").rglob("*.py"))
    for module in ("import spellchecker", "import wordfreq"):
        assert [p for p in package if module in p.read_text(encoding="utf-8")] == []
    assert "import spellchecker" in (ROOT / "tools" / "build_lexicon.py").read_text(encoding="utf-8")
    assert "import wordfreq" in (ROOT / "tools" / "frequent_words.py").read_text(encoding="utf-8")
