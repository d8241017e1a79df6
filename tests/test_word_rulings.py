"""check-word's stream of words: the faster JSON line is the one JSON object, byte for byte, a
dictionary check without constraints is the ruling the constraints' own path would give, and
lines written out together still answer each word a reader waits for, in order with errors."""

from __future__ import annotations

import gc
import io
import json
import os
import select
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import HouseRules, Lexicon, Reason, fold, get_lexicon, load_word_list
from referee.games.word_rules import WordRules, WordRuling, rule_word
from referee.render import JsonTemplate, to_json
from referee.startup import STREAM_COLLECTIONS, CollectingRarely
from referee.word_rulings import HeldOutput, RulingLines
from tests.conftest import ROOT, console_script, run, shell

LEXICON = get_lexicon()
HOUSE = Lexicon(LEXICON.name, LEXICON.words, LEXICON.proper, LEXICON.abbreviations,
                HouseRules(frozenset({"qiuz", "zzyzx"}), frozenset({"cat"})),
                load_counts=LEXICON.load_counts, load_index=LEXICON.load_index,
                load_nearby=LEXICON.load_nearby)

WORDS = [
    "cat", "Cat", "CUCUMBER", "cockroach", "  padded  ", "café", "Café", "naïve", "Encyclopædia",
    "Brooklyn", "nasa", "e.g.", "three-year-old", "they'd", "ice cream", "r2d2", "",
    "definately", "recieve", "beutiful", "truely", "shleves", "pencl", "qiuz", "zzyzx",
    "xqzvtk", "bcdfgh", "a\u2028b", "x\u0085y", "\u00e9t\u00e9", "quote\"d", "back\\slash",
    "\u4e2d\u6587", "emoji\U0001f600", "tab\tword", "\x00the word\x00",
]
RULES = [WordRules(), WordRules(game="letter-tricks"), WordRules(game="first-class-letters"),
         WordRules(game="letter-roll"), WordRules(game="first-class-letters", dice=("C", "M", "R"), dead="A"),
         WordRules(game="letter-roll", letters=("A", "B", "T")), WordRules(min_length=5)]


def test_every_ruling_line_is_the_json_object_of_as_json(tmp_path: Path) -> None:
    named = tmp_path / "liste café.txt"  # a lexicon's name is in every line it decides
    named.write_text("cat\ncafe\nnaive\nBrooklyn\nNASA\n", encoding="utf-8")
    lines = RulingLines()  # one for everything: a template made for one word serves the others
    checked = 0
    for lexicon in (LEXICON, HOUSE, load_word_list(named)):
        for rules in RULES:
            for word in WORDS:
                ruling = rule_word(lexicon, word, rules)
                assert lines.line(ruling) == to_json(ruling.as_json()), (lexicon, rules, word)
                checked += 1
    assert checked == 3 * len(RULES) * len(WORDS)


PLAIN_RULES = [rules for rules in RULES if rules.plain]


def test_a_valid_words_line_from_its_layer_is_its_rulings_json(tmp_path: Path) -> None:
    """Under rules that leave the ruling to the dictionary, a word the lexicon accepts is printed
    from its layer's template (no verdict made): byte for byte its ruling's JSON object, and
    `accepted_by` names a layer exactly for the words the ruling finds valid, the layer its verdict
    names (house rules: "allow" adds qiuz, "deny" takes cat away)."""
    named = tmp_path / "liste café.txt"
    named.write_text("cat\ncafe\nnaive\nBrooklyn\nNASA\n", encoding="utf-8")
    assert len(PLAIN_RULES) == 2
    accepted = set()
    for lexicon in (LEXICON, HOUSE, load_word_list(named)):
        for rules in PLAIN_RULES:
            lines = RulingLines()
            for word in [*WORDS, *WORDS]:  # the second time from the template the first made
                ruling = rule_word(lexicon, word, rules)
                layer = lexicon.accepted_by(word)
                assert (layer is not None) == ruling.valid, (lexicon, word)
                if layer is not None:
                    assert layer == ruling.verdict.decided_by
                    assert lines.accepted(lexicon, word, layer, rules) == to_json(ruling.as_json())
                    accepted.add((lexicon.name, layer, word))
    assert {("referee-en", "house rules (allow)", "qiuz"), ("referee-en", "lexicon referee-en", "  padded  "),
            ("liste café.txt", "lexicon liste café.txt", "Café")} <= accepted
    assert ("referee-en", "lexicon referee-en", "cat") in accepted
    assert HOUSE.accepted_by("cat") is None and HOUSE.check("cat").reasons == (Reason.HOUSE_RULE,)


def test_an_argument_with_spaces_round_it_is_the_same_word_in_every_format() -> None:
    """`check-word -f lines " cat"` ruled the word with its spaces (no such word, exit 1) while
    the other formats strip it (valid, exit 0): now every format takes the word as stripped."""
    for fmt in ("lines", "json", "table"):
        result = run(["check-word", "-f", fmt, " cat", "cucumber "])
        assert result.exit_code == 0, (fmt, result.stdout)
    assert run(["check-word", "-f", "lines", " cat", "qiuz "]).stdout == " cat\nqiuz \n"
    assert run(["check-word", "-f", "lines", "--only", "invalid", " cat", "qiuz "]).stdout == "qiuz \n"


def test_valid_words_share_one_template() -> None:
    lines = RulingLines()
    for word in ("cat", "Dog", "cucumber"):
        lines.line(rule_word(LEXICON, word, WordRules()))
    assert [type(t) for t in lines._templates.values()] == [JsonTemplate]


def test_an_object_with_the_word_in_another_field_is_encoded_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """A template stands for the `word` field only: were the folded word in the object too (it is
    not today), the mark would be found twice and each line encoded whole, still the same bytes."""
    plain_json = WordRuling.as_json

    def with_folded(ruling: WordRuling) -> dict[str, Any]:
        return {**plain_json(ruling), "folded": ruling.verdict.folded}

    monkeypatch.setattr(WordRuling, "as_json", with_folded)
    lines = RulingLines()
    for word in ("cat", "Cat", "CUCUMBER", "Café"):
        ruling = rule_word(LEXICON, word, WordRules())
        assert lines.line(ruling) == to_json(ruling.as_json())
    assert '"folded": "cafe"' in lines.line(rule_word(LEXICON, "Café", WordRules()))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=12),
                          st.text("abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=9)), max_size=20))
def test_lines_of_any_words_in_any_order(words: list[str]) -> None:
    lines = RulingLines()
    for word in words:
        ruling = rule_word(HOUSE, word, WordRules(), suggest=False)
        assert lines.line(ruling) == to_json(ruling.as_json())


def test_without_constraints_the_ruling_is_what_a_constraint_that_refuses_nothing_gives() -> None:
    """No constraint given: the game's letter rules are not run at all. A minimum length of one
    letter, which no word with a letter a-z fails (a word's letters are counted as Letter Roll
    counts them, a-z alone once folded), goes through them and must agree."""
    for game in (None, "first-class-letters", "letter-roll", "letter-tricks"):
        for word in WORDS:
            if not any("a" <= c <= "z" for c in fold(word)):
                continue
            assert WordRules(game=game).constrained is False
            assert WordRules(game=game, min_length=1).constrained is True
            assert (rule_word(LEXICON, word, WordRules(game=game))
                    == rule_word(LEXICON, word, WordRules(game=game, min_length=1))), (game, word)


def a_line(fd: int, timeout: float = 30) -> bytes:
    """One line from a pipe, or what came of it in `timeout` seconds (never a hung test)."""
    got = b""
    deadline = time.monotonic() + timeout
    while not got.endswith(b"\n") and select.select([fd], [], [], max(0, deadline - time.monotonic()))[0]:
        piece = os.read(fd, 1)
        if not piece:
            break
        got += piece
    return got


@pytest.mark.parametrize(("options", "answer"), [
    (["-f", "json"], b'{"word": "cucumber", "valid": true'), (["-f", "lines"], b"cucumber"),
    (["-f", "json", "--dice", "CMR", "--dead", "U"], b'{"word": "cucumber"'),
    (["-f", "lines", "--letters", "C"], b"cucumber"),
])
def test_each_word_sent_is_answered_before_the_next_is_sent(options: list[str], answer: bytes) -> None:
    """The lines are held only while there is more to read at once: a reader that sends a word
    and waits for its answer gets it (a pipe to another program, a coprocess)."""
    child = subprocess.Popen([console_script(), "check-word", *options], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, bufsize=0)
    assert child.stdin is not None and child.stdout is not None
    answers = []
    try:
        for word in (b"cucumber", b"qiuz", b"cucumber"):
            child.stdin.write(word + b"\n")
            answers.append(a_line(child.stdout.fileno()))
    finally:
        out, err = child.communicate(timeout=60)
    assert answers[0].startswith(answer) and answers[2] == answers[0] and b"qiuz" in answers[1]
    assert (out, err, child.returncode) == (b"", b"", 1)


def test_an_error_line_comes_after_the_rulings_of_the_lines_before_it() -> None:
    """stdout and stderr into one file: the error for line 3 follows the rulings of lines 1 and 2,
    though the lines are written out together."""
    done = shell("printf 'cat\\ndog\\n\\377\\nfig\\n' | referee check-word -f lines 2>&1")
    assert done.stdout == b"cat\ndog\nreferee: error: <stdin>:3:1: not valid UTF-8 text\nfig\n"
    assert done.returncode == 2


def test_an_error_among_a_tables_first_64_rows_comes_before_the_table() -> None:
    """The table's first 64 rows are laid out together (their widths), so the error for line 3
    is written first and the table, every word but the bad one, at the end of the input."""
    done = shell("printf 'cat\\ndog\\n\\377\\nfig\\n' | referee check-word 2>&1")
    assert done.stdout == (b"referee: error: <stdin>:3:1: not valid UTF-8 text\n"
                           b"word    valid    reasons    read as    suggestion\n"
                           b"------  -------  ---------  ---------  ------------\n"
                           b"cat     yes\n"
                           b"dog     yes\n"
                           b"fig     yes\n")
    assert done.returncode == 2


def test_the_collector_runs_rarely_while_words_are_ruled_and_as_before_after(monkeypatch: pytest.MonkeyPatch) -> None:
    from referee import word_rulings

    before = gc.get_threshold()
    during: list[int] = []

    def ruled(*args: Any, **kwargs: Any) -> WordRuling:
        during.append(gc.get_threshold()[0])
        return rule_word(*args, **kwargs)

    monkeypatch.setattr(word_rulings, "rule_word", ruled)
    assert run(["check-word", "-f", "json", "cat", "qiuz"]).exit_code == 1
    assert during == [STREAM_COLLECTIONS] * 2 and gc.get_threshold() == before
    with pytest.raises(RuntimeError), CollectingRarely():
        raise RuntimeError
    assert gc.get_threshold() == before


@pytest.mark.parametrize("options", [[], ["--dice", "CMR", "--dead", "A"], ["--letters", "ABT"], ["--min-length", "5"],
                                     ["--game", "letter-roll"], ["--cards", "R:QU,Y:I,R:Z,B:C,B:E"],
                                     ["--game", "letterflip"]])
def test_json_lines_hold_the_objects_the_yaml_documents_hold(options: list[str]) -> None:
    """-f json goes through the stream writer (a Letterflip card through the Emitter), -f yaml
    through the Emitter with WordRuling.as_json: the same objects, in the same order."""
    words = "\n".join(["cucumber", "definately", "beutiful", "Brooklyn", "cat", "cucumber", "xqzvtk", "quite"])
    as_json = run(["check-word", "-f", "json", *options], input=words + "\n")
    as_yaml = run(["check-word", "-f", "yaml", *options], input=words + "\n")
    assert as_json.exit_code == as_yaml.exit_code == 1
    assert [json.loads(line) for line in as_json.stdout.splitlines()] == list(yaml.safe_load_all(as_yaml.stdout))


def test_lines_held_when_ctrl_c_lands_are_written_out_and_none_after_a_failed_write() -> None:
    """docs/records.md: "Ctrl-C still prints every ruling made", though lines are held until the
    next read; after an error that is not Ctrl-C (a write that failed) nothing is written again."""
    out = io.StringIO()
    with pytest.raises(KeyboardInterrupt), HeldOutput(out) as held:
        held.write("cat\n")
        held.write("dog\n")
        held.flush()  # a table's or an Emitter's flush holds on too
        assert out.getvalue() == ""
        raise KeyboardInterrupt
    assert out.getvalue() == "cat\ndog\n"
    failed = io.StringIO()
    with pytest.raises(OSError), HeldOutput(failed) as held:
        held.write("cat\n")
        raise OSError(28, "No space left on device")
    assert failed.getvalue() == ""
