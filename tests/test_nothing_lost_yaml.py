"""Nothing lost in YAML: what the adjudications, the other commands and `roll` print with `-f yaml`
reads back equal to their JSON, and a roll's output feeds the commands that take it (issue 8).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from referee.records import load_text
from tests.conftest import FIXTURES, run
from tests.nothing_lost_support import (
    CHECKS,
    FIRST_CLASS,
    LETTER_ROLL,
    LETTER_TRICKS,
    LETTERFLIP,
    roll_yaml,
    ruled,
)


# --- YAML round trips ---------------------------------------------------------------------------
def as_json(value: Any) -> Any:
    """Plain data as JSON sees it (mapping keys become text, as in `special: {2: C}`)."""
    return json.loads(json.dumps(value))


def both_formats(args: list[str], input: str | None = None) -> tuple[list[Any], list[Any], list[Any]]:
    """The JSON items, the YAML documents read by yaml.safe_load_all and by the referee's loader."""
    as_lines = run([*args, "-f", "json"], input=input)
    as_yaml = run([*args, "-f", "yaml"], input=input)
    assert as_lines.exit_code == as_yaml.exit_code
    assert as_lines.stderr == as_yaml.stderr
    items = [json.loads(line) for line in as_lines.stdout.splitlines()]
    documents = list(yaml.safe_load_all(as_yaml.stdout))
    loaded = [doc.root.plain() for doc in load_text(as_yaml.stdout)]
    return items, documents, loaded


FILES = [(command, f) for command, folder in (("score-sheet", FIRST_CLASS), ("score-sheet", LETTER_ROLL),
                                              ("score-sheet", LETTER_TRICKS), ("score-sheet", LETTERFLIP),
                                              ("dedupe-lists", LETTER_ROLL), ("trick-winner", LETTER_TRICKS),
                                              ("alpha-cancel", FIRST_CLASS))
         for f in sorted((FIXTURES / folder).glob("*.yaml"))]


@pytest.mark.parametrize(("command", "path"), FILES, ids=[f"{c}:{p.name}" for c, p in FILES])
def test_adjudications_in_yaml_read_back_equal_to_json(command: str, path: Path) -> None:
    items, documents, loaded = both_formats([command, str(path)])
    assert as_json(documents) == items
    assert as_json(loaded) == items


@pytest.mark.parametrize("args", [
    ["check-word", "cucumber", "Brooklyn", "café", "сat", "don't", "two words"],
    ["check-word", "--dice", "CMR", "--dead", "A", "cucumber", "cockroach"],
    ["trick-winner", "Y:C", "Y:M", "B:V", "Y:A"],
    ["alpha-cancel", "zebra=1", "apple=5", "banana=5"],
    ["answer", "--card", "cat,frog,wagon,bridge", "A"],
    ["hint", "letter-roll", "--letters", "PEC", "--limit", "5"],
    ["hint", "first-class-letters", "--dice", "CMR", "--dead", "A", "--limit", "5"],
    ["lexicon"],
    *[["roll", game, "--seed", "11"] for game in CHECKS],
], ids=lambda a: " ".join(a[:2]))
def test_other_commands_in_yaml_read_back_equal_to_json(args: list[str]) -> None:
    items, documents, loaded = both_formats(args)
    assert items
    assert as_json(documents) == items
    assert as_json(loaded) == items


def test_first_class_roll_feeds_check_word_and_a_record(tmp_path: Path) -> None:
    path, roll = roll_yaml(tmp_path, ["first-class-letters", "--rounds", "7", "--seed", "5"])
    last = roll["rounds"][-1]
    from_round = ruled(["check-word", "--round", str(path)], "cucumber\ncandle\n")
    by_hand = ruled(["check-word", "--dice", "".join(last["dice"]), "--dead", last["dead"]], "cucumber\ncandle\n")
    assert from_round == by_hand
    assert all(r["score"] is not None for r in from_round)
    record = dict(roll, mode="solo", players=[{"name": "Ann", "rows": [None] * 7}])
    record.pop("seed", None)
    [out] = ruled(["score-sheet"], yaml.safe_dump(record, sort_keys=False))
    assert len(out["players"][0]["rows"]) == 7
    assert out["special"] in (roll["special"], as_json(roll["special"]))


def test_letter_roll_roll_feeds_check_word_and_a_record(tmp_path: Path) -> None:
    path, roll = roll_yaml(tmp_path, ["letter-roll", "--seed", "5", "--remove", "4"])
    letters = "".join(roll["letters"])
    from_round = ruled(["check-word", "--round", str(path)], "pace\nzebra\n")
    assert from_round == ruled(["check-word", "--letters", letters], "pace\nzebra\n")
    fragment = {k: v for k, v in roll.items() if k in ("rolled", "colours", "removed", "letters")}
    record = {"game": "letter-roll", "players": ["Ann", "Bob"],
              "rounds": [{"roller": "Ann", **fragment, "lists": {"Ann": ["pace"], "Bob": ["cope"]}}]}
    [out] = ruled(["score-sheet"], yaml.safe_dump(record, sort_keys=False))
    assert out["rounds"][0]["letters"] == roll["letters"]
    assert [w["word"] for w in out["rounds"][0]["players"]["Ann"]["words"]] == ["pace"]


def test_letter_tricks_deal_is_a_record_score_sheet_reads(tmp_path: Path) -> None:
    path, roll = roll_yaml(tmp_path, ["letter-tricks", "--players", "4", "--names", "Ann,Bob,Cat,Dan",
                                      "--seed", "5"])
    result = run(["score-sheet", "-f", "json", str(path)])
    assert result.exit_code in (0, 1), result.stderr
    [out] = [json.loads(line) for line in result.stdout.splitlines()]
    assert out["players"] == ["Ann", "Bob", "Cat", "Dan"] and len(out["hands"]) == 1
    hand = roll["hands"][0]
    trick = {"leader": "Ann", "plays": [hand["deal"][p][0] for p in ("Ann", "Bob", "Cat", "Dan")]}
    record = dict(roll, hands=[{"deal": hand["deal"], "tricks": [trick]}])
    record.pop("seed", None)
    [ruling] = ruled(["trick-winner"], yaml.safe_dump(record, sort_keys=False))
    assert [p["card"] for p in ruling["plays"]] == trick["plays"]


def test_letterflip_cards_feed_answer_and_score_sheet(tmp_path: Path) -> None:
    path, roll = roll_yaml(tmp_path, ["letterflip", "--seed", "5"])
    word = roll["card"][0]
    answer = json.loads(run(["answer", "--card", str(path), "-f", "json", word]).stdout)
    assert (answer["answer"], answer["correct"]) == (True, True)
    path, roll = roll_yaml(tmp_path, ["letterflip", "--players", "Ann,Bob", "--seed", "5"])
    turns = [{"player": "Ann", "word": roll["cards"]["Ann"][0], "answer": True}]
    record = dict(roll, turns=turns)
    record.pop("seed", None)
    [out] = ruled(["score-sheet"], yaml.safe_dump(record, sort_keys=False))
    assert [t["ruling"] for t in out["turns"]] == ["upheld"]
    logged = run(["answer", "--log", str(path), "--player", "Ann", "-f", "json", "A"])
    assert logged.exit_code == 0, logged.stderr
