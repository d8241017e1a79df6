"""Nothing lost: every word, row, trick and turn of the input comes out with a ruling, in order,
and what `roll` and the adjudications print in YAML reads back (issue 8).

Checked on every shipped fixture: the input record is read as plain YAML, the command's JSON
output is read back, and the two are matched item by item.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.records import Document, load_text, read_stream
from tests.conftest import FIXTURES, run
from tests.fuzz_support import Fixture, comparable, fixtures, records

FIRST_CLASS, LETTER_ROLL, LETTER_TRICKS, LETTERFLIP = (
    "first-class-letters", "letter-roll", "letter-tricks", "letterflip")


def fixture_id(fixture: Fixture) -> str:
    return f"{Path(fixture.path).name}:{fixture.text.count(chr(10))}"


def ruled(command: list[str], text: str) -> list[dict[str, Any]]:
    result = run([*command, "-f", "json"], input=text)
    assert result.exit_code in (0, 1), result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def plain_word(value: Any) -> str:
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


@pytest.mark.parametrize(("game", "fixture"), ALL_RECORDS, ids=[fixture_id(f) for _, f in ALL_RECORDS])
def test_score_sheet_rules_every_item_in_order(game: str, fixture: Fixture) -> None:
    [out] = ruled(["score-sheet"], fixture.text)
    assert out["game"] == game
    assert CHECKS[game](fixture.data, out) > 0


def test_a_whole_stream_comes_out_one_ruling_per_record_in_order() -> None:
    texts = [f.text for _, f in ALL_RECORDS]
    result = run(["score-sheet", "-f", "json"], input="".join(t if t.startswith("---") else "---\n" + t
                                                               for t in texts))
    assert result.exit_code in (0, 1), result.stderr
    outs = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["game"] for o in outs] == [g for g, _ in ALL_RECORDS]
    for (game, fixture), out in zip(ALL_RECORDS, outs, strict=True):
        CHECKS[game](fixture.data, out)


LETTER_ROLL_DOCS = [f for f in fixtures(LETTER_ROLL) if "lists" in f.data or "rounds" in f.data]


@pytest.mark.parametrize("fixture", LETTER_ROLL_DOCS, ids=[fixture_id(f) for f in LETTER_ROLL_DOCS])
def test_dedupe_lists_rules_every_word_in_order(fixture: Fixture) -> None:
    [out] = ruled(["dedupe-lists"], fixture.text)
    assert check_letter_roll(fixture.data, out) > 0


TRICK_RECORDS = records(LETTER_TRICKS)


@pytest.mark.parametrize("fixture", TRICK_RECORDS, ids=[fixture_id(f) for f in TRICK_RECORDS])
def test_trick_winner_rules_every_trick_in_order(fixture: Fixture) -> None:
    outs = ruled(["trick-winner"], fixture.text)
    assert [[p["card"] for p in o["plays"]] for o in outs] == trick_plays(fixture.data)
    assert all("winner" in o and isinstance(o["illegal"], list) for o in outs)


# Sheets with rows per player: plain sheets and competitive or solo records (not cooperative
# records, whose one communal sheet has no player rows, nor round fragments).
SHEETS = [f for f in fixtures(FIRST_CLASS)
          if "rows" in f.data or ("players" in f.data and f.data.get("mode") != "cooperative")]


@pytest.mark.parametrize("fixture", SHEETS, ids=[fixture_id(f) for f in SHEETS])
def test_alpha_cancel_rules_every_row_in_order(fixture: Fixture) -> None:
    data = fixture.data
    result = run(["alpha-cancel", "-f", "json"], input=fixture.text)
    assert result.exit_code in (0, 1), result.stderr
    outs = [json.loads(line) for line in result.stdout.splitlines()]
    sheets = [data] if "rows" in data else data["players"]
    assert len(outs) == len(sheets)
    for sheet, out in zip(sheets, outs, strict=True):
        assert [r["row"] for r in out["rows"]] == list(range(1, len(sheet["rows"]) + 1))
        assert all(r["ruling"] in ("kept", "cancel", "excluded") for r in out["rows"])
        assert sorted(out["cancel"] + out["kept"] + out["excluded"]) == list(range(1, len(sheet["rows"]) + 1))


def test_check_word_rules_every_line_in_order() -> None:
    lines = (FIXTURES / "check-word" / "disputed-words.txt").read_text(encoding="utf-8").splitlines()
    words = [line.strip() for line in lines if line.strip()]
    result = run(["check-word", "-f", "json"], input="\n".join(lines) + "\n")
    assert [json.loads(line)["word"] for line in result.stdout.splitlines()] == words
    args = run(["check-word", "-f", "json", "--", *words])
    assert args.stdout == result.stdout


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


def roll_yaml(tmp_path: Path, args: list[str]) -> tuple[Path, dict[str, Any]]:
    result = run(["roll", *args, "-f", "yaml"])
    assert result.exit_code == 0, result.stderr
    path = tmp_path / "roll.yaml"
    path.write_text(result.stdout, encoding="utf-8")
    [document] = load_text(result.stdout)
    data = document.root.plain()
    assert data == yaml.safe_load(result.stdout)
    return path, data


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


# --- the loader itself --------------------------------------------------------------------------
def _no_marker_lines(data: bytes) -> bool:
    return not any(line.startswith((b"---", b"...")) for line in data.replace(b"\r", b"\n").split(b"\n"))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(st.binary(max_size=60), st.text(max_size=60).map(lambda t: t.encode("utf-8", "replace")),
                          st.sampled_from([b"players: [Ann, Bob]", b"x: [1, 2", b"- - -", b"\xff\xfe", b"a: &a [*a]",
                                           b"k: !!python/name:os.system", b"'unterminated", b"\t- tab"]))
                .filter(_no_marker_lines), min_size=1, max_size=6))
def test_every_document_of_a_stream_gives_exactly_one_item_in_order(bodies: list[bytes]) -> None:
    """Whatever each document holds, the loader yields one Document or one error for it, at its
    own lines, in order: nothing is merged, dropped or duplicated."""
    parts, starts, line = [], [], 1
    for number, body in enumerate(bodies):
        text = b"n: %d\n" % number + body + b"\n"
        parts.append(b"---\n" + text)
        starts.append(line)
        line += 1 + text.count(b"\n")
    items = list(read_stream(io.BytesIO(b"".join(parts)), "s.yaml"))
    assert len(items) == len(bodies)
    for number, (item, start) in enumerate(zip(items, starts, strict=True)):
        where = item.where
        assert where is not None and where.line is not None
        # From the `---` line to the line after the last (where the parser reports an unfinished value).
        breaks = len(bodies[number].decode("utf-8", "replace").splitlines())  # YAML also breaks on \r, NEL ...
        assert start <= where.line <= start + 3 + breaks, (number, str(item))
        if isinstance(item, Document) and item.root.is_mapping:
            first = item.root.mapping("record")[0]
            assert (first[0].scalar(), first[1].scalar()) == ("n", number)


# --- the same record, typed three ways ----------------------------------------------------------
def typed_ways(data: Any) -> list[tuple[str, str]]:
    """The record as YAML block style, YAML flow style and JSON (what a script would write)."""
    return [("block", yaml.safe_dump(data, default_flow_style=False, sort_keys=False, allow_unicode=True)),
            ("flow", yaml.safe_dump(data, default_flow_style=True, sort_keys=False, allow_unicode=True)),
            ("json", json.dumps(data, default=str, ensure_ascii=False))]


WAYS = [pytest.param(game, f, way, id=f"{fixture_id(f)}:{way}")
        for game, f in ALL_RECORDS for way in ("block", "flow", "json")]


@pytest.mark.parametrize(("game", "fixture", "way"), WAYS)
def test_a_record_typed_as_yaml_or_json_gets_the_same_ruling(game: str, fixture: Fixture, way: str) -> None:
    typed = run(["score-sheet", "-f", "json"], input=fixture.text)
    text = dict(typed_ways(fixture.data))[way]
    retyped = run(["score-sheet", "-f", "json"], input=text)
    assert retyped.exit_code == typed.exit_code, retyped.stderr
    assert comparable([json.loads(line) for line in retyped.stdout.splitlines()]) == comparable(
        [json.loads(line) for line in typed.stdout.splitlines()])


@pytest.mark.parametrize("game", [LETTER_ROLL, LETTER_TRICKS, LETTERFLIP, FIRST_CLASS])
def test_records_as_json_lines_are_each_ruled(game: str) -> None:
    """One JSON object per line (what scripts write): every record is ruled, in order, and a
    broken line spoils only itself."""
    chosen = [f for g, f in ALL_RECORDS if g == game]
    lines = [json.dumps(f.data, default=str, ensure_ascii=False) for f in chosen]
    broken = lines[0][: len(lines[0]) // 2]
    result = run(["score-sheet", "-f", "json"], input="\n".join([*lines, broken, *lines]) + "\n")
    assert result.exit_code == 2
    [error] = result.stderr.splitlines()
    assert error.startswith(f"referee: error: <stdin>:{len(lines) + 1}:") or error.startswith(
        f"referee: error: <stdin>:{len(lines) + 2}:"), error
    alone = [ruled(["score-sheet"], f.text) for f in chosen]
    assert comparable([json.loads(line) for line in result.stdout.splitlines()]) == comparable(
        [out for outs in alone for out in outs] * 2)


@pytest.mark.parametrize("command", [["check-word", "-f", "json"], ["hint", "letter-roll", "-f", "json"]])
def test_a_letter_roll_roll_before_the_removal_is_not_taken_as_no_constraint(tmp_path: Path,
                                                                              command: list[str]) -> None:
    """`roll letter-roll` without --remove leaves `letters: null`: the letters in play are not
    known yet, so a word cannot be ruled against them; saying `valid` would be a silent wrong answer."""
    path, roll = roll_yaml(tmp_path, ["letter-roll", "--seed", "3"])
    assert roll["letters"] is None
    result = run([*command, "--round", str(path)], input="zebra\n")
    assert result.exit_code == 2
    [error] = result.stderr.splitlines()
    assert error.startswith("referee: error: ") and "letters" in error


# --- one record, two commands: the same rulings -------------------------------------------------
@pytest.mark.parametrize("fixture", LETTER_ROLL_DOCS, ids=[fixture_id(f) for f in LETTER_ROLL_DOCS])
def test_dedupe_lists_and_score_sheet_agree(fixture: Fixture) -> None:
    sheet = run(["score-sheet", "-f", "json"], input=fixture.text)
    lists = run(["dedupe-lists", "-f", "json"], input=fixture.text)
    assert (lists.exit_code, lists.stdout) == (sheet.exit_code, sheet.stdout)


@pytest.mark.parametrize("fixture", TRICK_RECORDS, ids=[fixture_id(f) for f in TRICK_RECORDS])
def test_trick_winner_and_score_sheet_agree_on_every_trick(fixture: Fixture) -> None:
    [record] = ruled(["score-sheet"], fixture.text)
    tricks = run(["trick-winner", "-f", "json"], input=fixture.text)
    expected = [{"hand": hand["hand"], **trick} for hand in record["hands"] for trick in hand["tricks"]]
    assert [json.loads(line) for line in tricks.stdout.splitlines()] == expected
    assert tricks.exit_code == (1 if any(t["illegal"] for t in expected) else 0)


FIRST_CLASS_SHEETS = [f for _, f in ALL_RECORDS if f.data.get("game") == FIRST_CLASS]


@pytest.mark.parametrize("fixture", FIRST_CLASS_SHEETS, ids=[fixture_id(f) for f in FIRST_CLASS_SHEETS])
def test_alpha_cancel_and_score_sheet_cancel_the_same_rows(fixture: Fixture) -> None:
    [record] = ruled(["score-sheet"], fixture.text)
    sheets = [(p["name"], p["order"]["cancel"]) for p in record["players"] if p.get("order")]
    if "communal" in record:
        sheets.append(("communal", record["communal"]["order"]["cancel"]))
    checks = [json.loads(line) for line in run(["alpha-cancel", "-f", "json"], input=fixture.text).stdout.splitlines()]
    assert [(c.get("name", "communal"), c["cancel"]) for c in checks] == sheets
