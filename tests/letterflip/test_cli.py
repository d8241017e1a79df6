"""Letterflip through the CLI: score-sheet on game logs, roll letterflip, check-word on a card."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

from referee.randomness import chi_square_critical, chi_square_uniform
from tests.conftest import FIXTURES, run

GAMES = FIXTURES / "letterflip"


def records(output: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in output.splitlines()]


# --- score-sheet -----------------------------------------------------------------------------------
def test_score_sheet_upholds_the_standard_game_from_a_file() -> None:
    result = run(["score-sheet", "-f", "json", str(GAMES / "standard-game.yaml")])
    assert (result.exit_code, result.stderr) == (0, "")
    [record] = records(result.stdout)
    assert record["game"] == "letterflip" and record["winners"] == ["Ann"]
    assert [p["solved"] for p in record["players"]] == [["cat", "frog", "wagon", "bridge"], ["sun", "lamp"]]
    assert record["turns"][0] == {
        "turn": 1, "player": "Ann", "guess": "A", "kind": "letter", "answer": 1, "truth": 1,
        "ruling": "upheld", "rulings": [], "word_in_play": 1, "length": 3, "keeps_turn": True, "reasons": []}
    assert set(record["turns"][0]) >= {"player", "guess", "answer", "truth", "ruling"}


def test_score_sheet_rules_against_a_false_answer_through_stdin() -> None:
    result = run(["score-sheet", "-f", "json"], input=(GAMES / "false-answer.yaml").read_text())
    assert result.exit_code == 1
    [record] = records(result.stdout)
    assert record["turns"][0]["ruling"] == "false-answer"
    assert record["disputes"] == ["turn 1 (line 11): Bob answered 0 to Ann's E, but the truthful answer is 1 "
                                  "(word 1: EGG)"]


def test_score_sheet_on_every_fixture_in_one_stream() -> None:
    names = sorted(GAMES.glob("*.yaml"))
    result = run(["score-sheet", "-f", "json", "-"], input="".join(p.read_text() for p in names))
    assert result.exit_code == 1
    rulings = {p.stem: r["disputes"] for p, r in zip(names, records(result.stdout), strict=True)}
    assert rulings["standard-game"] == [] and rulings["advanced-in-progress"] == []
    assert [len(rulings[k]) for k in ("false-answer", "out-of-turn", "early-position")] == [1, 1, 1]


def test_score_sheet_table() -> None:
    result = run(["score-sheet", str(GAMES / "out-of-turn.yaml")])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0] == "Letterflip (standard)"
    assert any(line.split()[:3] == ["3", "Ann", "1"] and line.endswith("out-of-turn") for line in lines)
    assert "winner: nobody yet (Ann to play)" in lines
    assert lines[-1] == "ruled against the record: turn 3 (line 12): Ann played out of turn: it was Bob's turn"


def test_score_sheet_yaml_output_is_one_document() -> None:
    result = run(["score-sheet", "-f", "yaml", str(GAMES / "early-position.yaml")])
    assert result.exit_code == 1
    [document] = list(yaml.safe_load_all(result.stdout))
    assert document["turns"][2]["ruling"] == "position-too-early"


def test_a_bad_record_is_reported_and_the_next_still_adjudicated() -> None:
    bad = "---\ngame: letterflip\nplayers: [Ann]\ncards: {}\n"
    result = run(["score-sheet", "-f", "json"], input=bad + (GAMES / "standard-game.yaml").read_text())
    assert result.exit_code == 2
    assert result.stderr == ("referee: error: <stdin>:3:10: players: expected a list of two names, "
                             "got a list of 1\n")
    assert [r["winners"] for r in records(result.stdout)] == [["Ann"]]


def test_a_card_typed_in_braces_without_its_brackets_is_told_them() -> None:
    """`cards: {Ann: cat, frog, wagon, bridge, Bob: [...]}`: YAML reads frog, wagon and bridge as
    keys with no value, so Ann's card is one word; the refusal said only "a card has four words
    ..., got 1", where Letter Roll's and LetterTricks' lists say what was meant. Columns by hand:
    `cards: {Ann: ` is 13 characters; `cards: {Ann: [cat, frog, wagon, bridge], Bob: ` 46."""
    record = "game: letterflip\nplayers: [Ann, Bob]\ncards: {{{cards}}}\n"
    for cards, where, name, words in (
            ("Ann: cat, frog, wagon, bridge, Bob: [dog, lamp, tiger, planet]", "3:14", "Ann",
             "cat, frog, wagon, bridge"),
            ("Ann: [cat, frog, wagon, bridge], Bob: dog, lamp, tiger, planet", "3:47", "Bob",
             "dog, lamp, tiger, planet")):
        result = run(["score-sheet", "-"], input=record.format(cards=cards))
        assert (result.exit_code, result.stdout) == (2, "")
        assert result.stderr == (f"referee: error: <stdin>:{where}: cards: {name}: a card has four words (3, 4, 5 "
                                 f"and 6 letters), got 1: {name}'s list needs its brackets, {name}: [{words}]\n")
    # A card of three words in its brackets is told the count alone, as before.
    result = run(["score-sheet", "-"], input=record.format(cards="Ann: [cat, frog, wagon], Bob: [dog, lamp, tiger, "
                                                                 "planet]"))
    assert result.stderr == ("referee: error: <stdin>:3:14: cards: Ann: a card has four words (3, 4, 5 and 6 "
                             "letters), got 3\n")


# --- roll letterflip ------------------------------------------------------------------------------
def test_roll_letterflip_is_reproducible_and_fits_a_card() -> None:
    first = run(["roll", "letterflip", "--seed", "7", "-f", "json"])
    again = run(["roll", "letterflip", "--seed", "7", "-f", "json"])
    assert first.exit_code == 0 and first.stdout == again.stdout
    [roll] = records(first.stdout)
    assert (roll["game"], roll["side"], roll["seed"]) == ("letterflip", "standard", 7)
    assert [len(w) for w in roll["card"]] == [3, 4, 5, 6]
    checked = run(["check-word", "--game", "letterflip", "-f", "json", *roll["card"]])
    assert checked.exit_code == 0


def test_roll_letterflip_for_two_players_is_a_record_score_sheet_reads(tmp_path: Path) -> None:
    result = run(["roll", "letterflip", "--players", "Ann,Bob", "--side", "advanced", "--seed", "42", "-f", "yaml"])
    assert result.exit_code == 0
    [fragment] = list(yaml.safe_load_all(result.stdout))
    assert fragment["players"] == ["Ann", "Bob"] and set(fragment["cards"]) == {"Ann", "Bob"}
    words = fragment["cards"]["Ann"] + fragment["cards"]["Bob"]
    assert len(set(words)) == 8
    sheet = run(["score-sheet", "-f", "json"], input=result.stdout)
    assert sheet.exit_code == 0
    [record] = records(sheet.stdout)
    assert (record["side"], record["turns"], record["winners"]) == ("advanced", [], [])


def test_roll_letterflip_table_and_errors() -> None:
    table = run(["roll", "letterflip", "--seed", "1"])
    assert table.exit_code == 0
    assert table.stdout.splitlines()[-2:] == ["side: standard", "seed 1 (replay with --seed 1)"]
    bad = run(["roll", "letterflip", "--players", "Ann,Bob,Cy"])
    assert bad.exit_code == 2 and "Letterflip is for two players" in bad.stderr
    assert run(["roll", "letterflip", "--side", "silver"]).exit_code == 2


def test_a_side_is_also_named_by_its_colour() -> None:
    # Rulebook, Getting Started: "150 Letterflip Cards  Gold side: Standard Game  Blue side:
    # Advanced Game" (gold and blue were refused: "'gold' is not one of 'standard', 'advanced'").
    gold = run(["roll", "letterflip", "--side", "gold", "--seed", "7", "-f", "json"])
    assert gold.stdout == run(["roll", "letterflip", "--side", "standard", "--seed", "7", "-f", "json"]).stdout
    blue = run(["roll", "letterflip", "--side", "blue", "--players", "Ann,Bob", "--seed", "42", "-f", "yaml"])
    record = run(["score-sheet", "-f", "json", "-"], input=blue.stdout.replace("side: advanced", "side: blue"))
    assert (record.exit_code, json.loads(record.stdout)["side"]) == (0, "advanced")
    template = run(["new", "letterflip", "--players", "Ann,Bob", "--side", "gold"])
    assert "\nside: standard " in template.stdout
    hint = run(["hint", "letterflip", "--length", "3", "--side", "blue", "-n", "1", "-f", "json"])
    assert hint.stdout == run(["hint", "letterflip", "--length", "3", "--side", "advanced", "-n", "1",
                               "-f", "json"]).stdout


def test_a_side_is_named_in_any_case_on_the_command_line_as_in_a_record() -> None:
    # A record's `side: Blue` was read, while `--side Blue` was refused ("'Blue' is not one of ...").
    blue = run(["roll", "letterflip", "--side", "Blue", "--seed", "7", "-f", "json"])
    assert (blue.exit_code, blue.stdout) == (0, run(["roll", "letterflip", "--side", "advanced", "--seed", "7",
                                                     "-f", "json"]).stdout)
    assert json.loads(blue.stdout)["side"] == "advanced"
    hint = run(["hint", "letterflip", "--length", "3", "--side", "GOLD", "-n", "1", "-f", "json"])
    assert hint.stdout == run(["hint", "letterflip", "--length", "3", "--side", "standard", "-n", "1",
                               "-f", "json"]).stdout


def test_draws_use_every_word_of_the_pool_evenly() -> None:
    # 400 three-letter standard words; 4,000 seeded draws spread over them pass a chi-square test.
    from referee.dictionary import get_lexicon
    from referee.games.letterflip.card import Side, card_pools, draw_cards
    from referee.randomness import source

    pool = card_pools(get_lexicon(), Side.STANDARD, [3])[3]
    rng = source(2024)
    seen = Counter(draw_cards([pool], 1, rng)[0][0] for _ in range(4000))
    counts = [seen[w] for w in pool]
    assert chi_square_uniform(counts) < chi_square_critical(len(pool) - 1)


# --- check-word on a hand-made card ---------------------------------------------------------------
def test_check_word_checks_a_hand_made_card_in_order() -> None:
    good = run(["check-word", "--game", "letterflip", "-f", "json", "cat", "frog", "wagon", "bridge"])
    assert good.exit_code == 0
    swapped = run(["check-word", "--game", "letterflip", "-f", "json", "frog", "cat", "wagon", "bridge"])
    assert swapped.exit_code == 1
    assert [(r["word"], r["reasons"]) for r in records(swapped.stdout)] == [
        ("frog", ["wrong-length"]), ("cat", ["wrong-length"]), ("wagon", []), ("bridge", [])]
    stdin = run(["check-word", "--game", "letterflip", "-f", "json"], input="cat\nfrog\nwagon\nbridges\n")
    assert stdin.exit_code == 1 and records(stdin.stdout)[3]["reasons"] == ["wrong-length"]
    loose = run(["check-word", "--game", "letterflip", "-f", "json", "frog", "seventh"])
    assert [r["reasons"] for r in records(loose.stdout)] == [[], ["wrong-length"]]


# --- the docs and --help examples run --------------------------------------------------------------
def test_the_record_in_the_docs_is_upheld() -> None:
    import re

    docs = (FIXTURES.parent / "docs" / "letterflip.md").read_text()
    block = re.search(r"```yaml\n(.*?)```", docs, re.S)
    assert block is not None
    result = run(["score-sheet", "-f", "json"], input=block.group(1))
    assert result.exit_code == 0, result.stdout
    [record] = records(result.stdout)
    assert [t["keeps_turn"] for t in record["turns"]] == [True, False, False, True, True, False, False, True]
