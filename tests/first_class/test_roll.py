"""`referee roll first-class-letters`: the dice, seeded replays, priority rerolls, fairness."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from referee.games.first_class.dice import audit, load_first_class_dice
from referee.games.first_class.model import FirstClassVariant
from referee.games.first_class.roll import roll_round
from referee.randomness import SeededSource
from tests.conftest import run

DEFAULT = load_first_class_dice()


def roll_json(*args: str) -> dict[str, Any]:
    result = run(["roll", "first-class-letters", "-f", "json", *args])
    assert result.exit_code == 0, result.stderr
    obj: dict[str, Any] = json.loads(result.stdout)
    return obj


class Scripted:
    """A source that returns the numbers it is given, to drive the dice step by step."""

    seed: int | None = None

    def __init__(self, values: list[int]) -> None:
        self.values = list(values)

    def below(self, n: int) -> int:
        value = self.values.pop(0)
        assert 0 <= value < n
        return value


def test_default_dice_are_three_letter_dice_and_a_dead_letter_die() -> None:
    assert [d.faces for d in DEFAULT.letter] == [("E", "N", "S", "C", "U", "J"), ("T", "I", "H", "L", "M", "X"),
                                                 ("A", "O", "R", "D", "W", "Z")]
    assert [sorted(d.recyclable) for d in DEFAULT.letter] == [[5], [5], [5]]  # J, X, Z
    assert DEFAULT.dead.faces == ("E", "T", "A", "O", "I", "N")


def test_a_seed_replays_the_same_rolls_in_the_documented_order() -> None:
    obj = roll_json("--rounds", "2", "--seed", "42")
    assert obj["seed"] == 42
    assert obj == roll_json("--rounds", "2", "--seed", "42")
    # The documented order: setup (letter dice 1-3, then sorted), then per round the dead-letter
    # die and letter dice 1-3, each face = SplitMix64 below(6).
    rng = SeededSource(42)
    setup = sorted(die.faces[rng.below(6)] for die in DEFAULT.letter)
    assert obj["special"] == {"2": setup[0], "4": setup[1], "6": setup[2]}
    for entry in obj["rounds"]:
        dead = DEFAULT.dead.faces[rng.below(6)]
        dice = [die.faces[rng.below(6)] for die in DEFAULT.letter]
        assert entry == {"dice": dice, "dead": dead}
    assert roll_json("--rounds", "2", "--seed", "43") != obj


def test_fair_rolls_say_so_and_use_the_dice_faces() -> None:
    obj = roll_json("--rounds", "7")
    assert obj["seed"] is None and len(obj["rounds"]) == 7
    for entry in obj["rounds"]:
        assert entry["dead"] in DEFAULT.dead.faces
        assert all(face in die.faces for face, die in zip(entry["dice"], DEFAULT.letter, strict=True))
    assert list(obj["special"].values()) == sorted(obj["special"].values())


def test_breezy_has_no_dead_letter() -> None:
    obj = roll_json("--breezy", "--rounds", "3", "--seed", "1")
    assert obj["variants"] == ["breezy"] and all("dead" not in r for r in obj["rounds"])


def test_priority_letter_is_one_of_the_dice() -> None:
    obj = roll_json("--priority-mail", "--rounds", "7", "--seed", "9")
    for entry in obj["rounds"]:
        assert entry["priority"] in entry["dice"]


def test_a_recyclable_priority_face_is_rerolled_once() -> None:
    # dead die -> face 0 (E); priority die -> die 1; its face 5 is J (recyclable): reroll -> face 1 (N);
    # then dice 2 and 3 -> faces 0 (T) and 0 (A).
    rnd = roll_round(DEFAULT, Scripted([0, 0, 5, 1, 0, 0]), 1, [FirstClassVariant.PRIORITY_MAIL]).round
    assert (rnd.dead, rnd.priority, rnd.dice) == ("E", "N", ("N", "T", "A"))
    # Only once: a second recyclable face stays (die 3 -> Z, reroll -> Z again).
    rnd = roll_round(DEFAULT, Scripted([0, 2, 5, 5, 0, 0]), 1, [FirstClassVariant.PRIORITY_MAIL]).round
    assert (rnd.priority, rnd.dice) == ("Z", ("E", "T", "Z"))
    # A plain face is not rerolled: dead die -> face 2 (A); die 2 -> face 0 (T).
    rnd = roll_round(DEFAULT, Scripted([2, 1, 0, 0, 0]), 1, [FirstClassVariant.PRIORITY_MAIL]).round
    assert (rnd.dead, rnd.priority, rnd.dice) == ("A", "T", ("E", "T", "A"))


def test_a_priority_letter_equal_to_the_dead_letter_is_rerolled() -> None:
    # Dead die -> face 1 (T); priority die 2 -> face 0 (T): the priority letter "must be included in
    # your word ... or else be canceled", the dead letter must not be: no word could score. T is not
    # recyclable, so the rulebook's reroll does not apply; the referee's documented reroll does:
    # face 1 (I). Then dice 1 and 3 -> faces 0 (E) and 0 (A).
    rolled = roll_round(DEFAULT, Scripted([1, 1, 0, 1, 0, 0]), 1, [FirstClassVariant.PRIORITY_MAIL])
    assert (rolled.round.dead, rolled.round.priority, rolled.round.dice) == ("T", "I", ("E", "I", "A"))
    assert rolled.note == ("round 1: the priority letter T was also the dead letter, so no word could "
                           "score; the priority die was rerolled: I")
    # The recyclable reroll comes first: die 1 face 5 (J*) -> rerolled to face 0 (E) = the dead
    # letter E -> rerolled again to face 1 (N).
    rolled = roll_round(DEFAULT, Scripted([0, 0, 5, 0, 1, 0, 0]), 1, [FirstClassVariant.PRIORITY_MAIL])
    assert (rolled.round.dead, rolled.round.priority) == ("E", "N")
    assert rolled.note is not None


def test_roll_says_on_stderr_when_it_rerolls_the_priority_letter() -> None:
    for seed in range(200):
        result = run(["roll", "first-class-letters", "--priority-mail", "--no-setup", "--rounds", "7",
                      "--seed", str(seed), "-f", "json"])
        rounds = json.loads(result.stdout)["rounds"]
        assert all(r["priority"] != r["dead"] for r in rounds)
        if "was also the dead letter" in result.stderr:
            break
    else:
        pytest.fail("no seed under 200 rolled the dead letter as the priority letter")


def test_yaml_round_is_accepted_by_check_word(tmp_path: Path) -> None:
    result = run(["roll", "first-class-letters", "--no-setup", "--priority-mail", "-f", "yaml", "--seed", "7"])
    assert result.exit_code == 0
    path = tmp_path / "round.yaml"
    path.write_text(result.stdout)
    [entry] = yaml.safe_load(result.stdout)["rounds"]
    words = ["cucumber", "danger", "stout", "minute"]
    by_round = run(["check-word", "--round", str(path), "-f", "json", *words])
    by_options = run(["check-word", "--dice", "".join(entry["dice"]), "--dead", entry["dead"],
                      "--priority", entry["priority"], "-f", "json", *words])
    assert by_round.stdout == by_options.stdout and by_round.exit_code == by_options.exit_code
    assert all(json.loads(line)["score"] is not None for line in by_round.stdout.splitlines())


def test_yaml_output_is_a_record_fragment_score_sheet_accepts() -> None:
    result = run(["roll", "first-class-letters", "--rounds", "2", "-f", "yaml", "--seed", "3"])
    empty = "    rows: [{canceled: true, round: 1}, {canceled: true, round: 2}, null, null, null, null, null]\n"
    record = result.stdout + "players:\n  - name: Ana\n" + empty + "  - name: Ben\n" + empty
    scored = run(["score-sheet", "-f", "json", "-"], input=record)
    assert scored.exit_code == 0, scored.stderr
    obj = json.loads(scored.stdout)
    assert (obj["rounds_played"], obj["finished"]) == (2, False)
    assert [p["total"] for p in obj["players"]] == [0, 0]


def test_audit_finds_the_default_dice_fair() -> None:
    result = run(["roll", "first-class-letters", "--audit", "6000", "--seed", "11", "-f", "json"])
    assert result.exit_code == 0
    obj = json.loads(result.stdout)
    assert [d["die"] for d in obj["dice"]] == ["letter die 1", "letter die 2", "letter die 3", "dead-letter die"]
    for die in obj["dice"]:
        assert sum(die["counts"]) == 6000
        assert die["uniform"] and die["chi_square"] <= die["critical"]


def test_audit_catches_a_loaded_die() -> None:
    class Loaded:
        seed: int | None = None

        def below(self, n: int) -> int:
            return 0  # every roll lands on the first face

    results = audit(DEFAULT, Loaded(), 600)
    # 600 rolls on face 1 of 6: expected 100 each, chi-square = (500^2 + 5 * 100^2) / 100 = 3000.
    assert all(r.chi_square == 3000 and not r.uniform for r in results)


def test_a_groups_own_dice(tmp_path: Path) -> None:
    path = tmp_path / "dice.yaml"
    path.write_text("dice:\n  - {name: letter, faces: [A]}\n  - {name: letter, faces: [B]}\n"
                    "  - {name: letter, faces: [C, Q*]}\n  - {name: dead-letter, faces: [E]}\n")
    obj = roll_json("--dice-file", str(path), "--rounds", "1", "--seed", "0", "--no-setup")
    [entry] = obj["rounds"]
    assert entry["dice"][:2] == ["A", "B"] and entry["dice"][2] in "CQ" and entry["dead"] == "E"


@pytest.mark.parametrize(("text", "message"), [
    ("dice:\n  - {name: letter, faces: [A, 1]}\n", "dice.yaml:2:31: dice[1] faces entry: expected a letter"),
    ("dice:\n  - {name: letter, faces: [A]}\n", "dice: expected 3 'letter' dice and 1 'dead-letter' die, got 1 and 0"),
    ("dice:\n  - {name: green, faces: [A]}\n", "dice.yaml:2:5: dice: a First-Class die is named"),
])
def test_bad_dice_files_are_exit_two(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "dice.yaml"
    path.write_text(text)
    result = run(["roll", "first-class-letters", "--dice-file", str(path)])
    assert result.exit_code == 2
    assert message in result.stderr and result.stderr.startswith("referee: error: ")


def test_table_shows_the_seed_to_replay() -> None:
    result = run(["roll", "first-class-letters", "--seed", "5"])
    assert result.stdout.splitlines()[0] == "seed 5 (replay with --seed 5)"
    assert "setup: special rows 2: " in result.stdout


def test_nothing_to_roll_is_a_usage_error() -> None:
    """Bug: `--no-setup --rounds 0` printed a seed line and no roll, exit 0."""
    result = run(["roll", "first-class-letters", "--no-setup", "--rounds", "0", "--seed", "1"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == "referee: error: --no-setup with --rounds 0 leaves nothing to roll\n"
    setup_only = run(["roll", "first-class-letters", "--rounds", "0", "--seed", "1", "-f", "json"])
    assert setup_only.exit_code == 0 and json.loads(setup_only.stdout)["rounds"] == []


def test_variant_names_the_variants_as_new_and_records_do() -> None:
    # `new first-class-letters --variant breezy` and a record's `variants: [breezy]` name a variant;
    # roll took only --breezy and --priority-mail, and `--variant breezy` was "No such option
    # '--variant'. Did you mean '--audit'?". Both spellings roll the same dice.
    named = run(["roll", "first-class-letters", "--variant", "breezy", "--variant", "priority-mail", "--seed", "3"])
    flags = run(["roll", "first-class-letters", "--breezy", "--priority-mail", "--seed", "3"])
    assert named.exit_code == flags.exit_code == 0
    assert named.stdout == flags.stdout
    assert named.stdout.splitlines()[:2] == ["seed 3 (replay with --seed 3)", "variants: breezy, priority-mail"]
    refused = run(["roll", "first-class-letters", "--variant", "brezy"])
    assert refused.exit_code == 2
    assert refused.stderr == ("referee: error: Invalid value for '--variant': 'brezy' is not one of 'breezy', "
                              "'priority-mail'; did you mean 'breezy'?\n")
