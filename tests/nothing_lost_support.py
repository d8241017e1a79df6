"""What the nothing-lost tests share: each game's check that every item of a record came out
with a ruling, in order (issue 8), the shipped records they are run on, and a `roll` read back."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from referee.records import load_text
from tests.conftest import run
from tests.fuzz_support import Fixture, records

FIRST_CLASS, LETTER_ROLL, LETTER_TRICKS, LETTERFLIP = (
    "first-class-letters", "letter-roll", "letter-tricks", "letterflip")


def fixture_id(fixture: Fixture) -> str:
    """A test id naming the fixture file and its length, for records a file holds several of."""
    return f"{Path(fixture.path).name}:{fixture.text.count(chr(10))}"


def ruled(command: list[str], text: str) -> list[dict[str, Any]]:
    """The JSON objects `COMMAND -f json` prints for this input, which it must be able to rule."""
    result = run([*command, "-f", "json"], input=text)
    assert result.exit_code in (0, 1), result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def plain_word(value: Any) -> str:
    """A word of the record, as plain YAML read it, as text."""
    return str(value)


# --- First-Class Letters ------------------------------------------------------------------------
def check_first_class(record: dict[str, Any], out: dict[str, Any]) -> int:
    """Every row of every sheet (or every word of every cooperative round), in order. Returns
    how many items were matched."""
    matched = 0
    if record.get("mode") == "cooperative" and "rounds" not in record:
        # The communal sheet as written on paper (contract 6b): every row of it, in order.
        rows = record["communal"]["rows"]
        ruled = out["communal"]["rows"]
        assert [r["row"] for r in ruled][:len(rows)] == list(range(1, len(rows) + 1))
        for row, ruling in zip(rows, ruled, strict=False):
            if row is not None and row.get("word") is not None:
                assert ruling["word"] == plain_word(row["word"])
            matched += 1
        return matched
    if record.get("mode") == "cooperative":
        assert len(out["rounds"]) == len(record["rounds"])
        for given, ruling in zip(record["rounds"], out["rounds"], strict=True):
            words = list((given.get("words") or {}).items())
            assert [(w["player"], w["word"]) for w in ruling["words"]] == [(p, plain_word(w)) for p, w in words]
            assert all("score" in w and "reasons" in w for w in ruling["words"])
            matched += len(words)
        return matched
    assert [p["name"] for p in out["players"]] == [p["name"] for p in record["players"]]
    for given, sheet in zip(record["players"], out["players"], strict=True):
        rows = given["rows"]
        assert [r["row"] for r in sheet["rows"]][:len(rows)] == list(range(1, len(rows) + 1))
        for row, ruling in zip(rows, sheet["rows"], strict=False):
            assert ruling["status"] in ("scored", "canceled", "unused"), ruling
            if row is None:
                assert ruling["status"] == "unused"
            elif row.get("word") is not None:
                assert ruling["word"] == plain_word(row["word"])
                assert isinstance(ruling["score"], int) and isinstance(ruling["reasons"], list)
            else:
                assert ruling["canceled"] is True
            matched += 1
    return matched


# --- Letter Roll --------------------------------------------------------------------------------
def letter_roll_rounds(record: dict[str, Any]) -> list[dict[str, Any]]:
    rounds: list[dict[str, Any]] = record.get("rounds", [record])
    return rounds


def check_lists(given: dict[str, Any], ruling: dict[str, Any]) -> int:
    matched = 0
    lists = given.get("lists") or {}
    assert list(ruling["players"])[:len(lists)] == list(lists) or set(lists) <= set(ruling["players"])
    for name, words in lists.items():
        out_words = ruling["players"][name]["words"]
        assert [w["word"] for w in out_words] == [plain_word(w) for w in words or []], name
        assert all(w["status"] in ("scored", "crossed") for w in out_words)
        assert all(w["reasons"] or w["status"] == "scored" for w in out_words)
        matched += len(out_words)
    return matched


def check_letter_roll(record: dict[str, Any], out: dict[str, Any]) -> int:
    rounds = letter_roll_rounds(record)
    assert len(out["rounds"]) == len(rounds)
    matched = sum(check_lists(g, r) for g, r in zip(rounds, out["rounds"], strict=True))
    if record.get("tiebreak"):
        matched += check_lists(record["tiebreak"], out["tiebreak"])
    return matched


# --- LetterTricks -------------------------------------------------------------------------------
def check_letter_tricks(record: dict[str, Any], out: dict[str, Any]) -> int:
    matched = 0
    assert len(out["hands"]) == len(record["hands"])
    for typed, hand in zip(record["hands"], out["hands"], strict=True):
        tricks = typed.get("tricks") or []
        assert len(hand["tricks"]) == len(tricks)
        for number, (trick, ruling) in enumerate(zip(tricks, hand["tricks"], strict=True), start=1):
            assert ruling["trick"] == number
            assert [p["card"] for p in ruling["plays"]] == [c.upper() for c in trick["plays"]]
            assert "winner" in ruling and isinstance(ruling["illegal"], list)
            matched += len(trick["plays"])
        for name, words in (typed.get("words") or {}).items():
            out_words = hand["words"][name]
            assert [w["word"].lower() for w in out_words] == [plain_word(w).lower() for w in words or []]
            assert all("valid" in w and "score" in w for w in out_words)
            matched += len(out_words)
    return matched


def trick_plays(record: dict[str, Any]) -> list[list[str]]:
    return [[c.upper() for c in t["plays"]] for h in record["hands"] for t in h.get("tricks") or []]


# --- Letterflip ---------------------------------------------------------------------------------
def guess_of(turn: dict[str, Any]) -> str:
    if "letter" in turn:
        return str(turn["letter"]).upper()
    if "word" in turn:
        return str(turn["word"]).lower()
    position = turn["position"]
    if isinstance(position, str):  # written short: T@3
        return position.upper()
    return f"{str(position['letter']).upper()}@{position['at']}"


def check_letterflip(record: dict[str, Any], out: dict[str, Any]) -> int:
    turns = record.get("turns") or []
    assert [(t["turn"], t["player"], t["guess"]) for t in out["turns"]] == [
        (n, t["player"], guess_of(t)) for n, t in enumerate(turns, start=1)]
    assert all(t["ruling"] for t in out["turns"])
    return len(turns)


CHECKS = {FIRST_CLASS: check_first_class, LETTER_ROLL: check_letter_roll, LETTER_TRICKS: check_letter_tricks,
          LETTERFLIP: check_letterflip}
# Whole records only (fixtures/first-class-letters/round.yaml is a round fragment for --round).
ALL_RECORDS = [(game, f) for game in CHECKS for f in records(game) if game != FIRST_CLASS or "special" in f.data]


def roll_yaml(tmp_path: Path, args: list[str]) -> tuple[Path, dict[str, Any]]:
    """`roll ARGS -f yaml` saved to a file, and what it holds (the loader and PyYAML agreeing on it)."""
    result = run(["roll", *args, "-f", "yaml"])
    assert result.exit_code == 0, result.stderr
    path = tmp_path / "roll.yaml"
    path.write_text(result.stdout, encoding="utf-8")
    [document] = load_text(result.stdout)
    data = document.root.plain()
    assert data == yaml.safe_load(result.stdout)
    return path, data
