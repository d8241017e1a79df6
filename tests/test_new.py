"""`referee new GAME --players ...`: blank records that, once filled, are records `score-sheet` rules.

Each template is filled programmatically, blank by blank in the order they appear, with a real
game (the fixtures' games, whose results are worked by hand in the fixtures' own tests and
comments), and the filled record must be ruled with that same result.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import FIXTURES, run

KEEP = "~"
"""A value that leaves the blank as it is (an optional claim the record does not make)."""


def new(*args: str) -> str:
    result = run(["new", *args])
    assert (result.exit_code, result.stderr) == (0, ""), result.stderr
    yaml.safe_load(result.stdout)  # valid YAML as it stands
    return result.stdout


def fill(template: str, values: Iterable[Any]) -> str:
    """Replace each blank `~` outside comments, in order, with the next value (as YAML text)."""
    feed: Iterator[Any] = iter(values)

    def text(value: Any) -> str:
        if isinstance(value, list):
            return "[" + ", ".join(text(v) for v in value) + "]"
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value)

    out = []
    for line in template.splitlines():
        code, sep, note = line.partition(" #") if not line.lstrip().startswith("#") else ("", "", line)
        code = re.sub(r"~", lambda _m: text(next(feed)), code)
        out.append(code + sep + note)
    rest = list(feed)
    assert rest == [], f"{len(rest)} values left over: the template has fewer blanks"
    return "\n".join(out) + "\n"


def rule(record: str) -> tuple[int, dict[str, Any]]:
    result = run(["score-sheet", "-f", "json", "-"], input=record)
    assert result.stderr == "", result.stderr
    [obj] = [json.loads(line) for line in result.stdout.splitlines()]
    return result.exit_code, obj


def fixture(path: str, index: int = 0) -> dict[str, Any]:
    documents = list(yaml.safe_load_all((FIXTURES / path).read_text()))
    return [d for d in documents if d][index]  # type: ignore[no-any-return]


def _nth(text: str, old: str, new_text: str, n: int) -> str:
    """Replace the n-th (from 0) occurrence of `old`: a row the player wrote differently."""
    parts = text.split(old)
    assert len(parts) > n + 1
    return old.join(parts[: n + 1]) + new_text + old.join(parts[n + 1:])


# --- First-Class Letters ---------------------------------------------------------------------------
def test_first_class_template_filled_with_the_game_night() -> None:
    game = fixture("first-class-letters/game-night.yaml")
    text = new("first-class-letters", "--players", "Ana,Ben,Carl")
    assert "round: ~" in text and text.count("{dice: [~, ~, ~], dead: ~}") == 7
    # Ben's last row is an empty box: the table writes {canceled: true, round: 7} there.
    row = "{word: ~, round: ~, score: ~}"
    text = _nth(text, row, "{canceled: true, round: ~}", 13)
    values: list[Any] = [game["special"][r] for r in (2, 4, 6)]
    for rnd in game["rounds"]:
        values += [*rnd["dice"], rnd["dead"]]
    for player in game["players"]:
        for r in player["rows"]:
            values += [r["round"]] if r.get("canceled") else [r["word"], r["round"], r.get("score", KEEP)]
        values.append(player["total"])
    code, obj = rule(fill(text, values))
    # The fixture's hand-computed result (tests/first_class/test_cli.py): Ana 49, Ben 28, Carl 23.
    assert code == 0 and [p["total"] for p in obj["players"]] == [49, 28, 23] and obj["winners"] == ["Ana"]


def test_first_class_paper_template_filled_with_the_paper_game_night() -> None:
    game = fixture("first-class-letters/paper-game-night.yaml")
    text = new("first-class-letters", "--players", "Maya,Theo,Iris", "--without-rounds")
    assert "rounds" not in text.split("game:")[1]
    row = "{word: ~, checks: ~, doubled: ~, score: ~}"
    text = _nth(text, row, "{canceled: true}", 13)            # Theo row 7: an empty box
    text = _nth(text, row, "{word: ~, canceled: true}", 17)   # Iris row 5: quilt, canceled
    text = _nth(text, row, "{word: ~, score: ~}", 18)         # Iris row 7: the box alone
    values: list[Any] = [game["special"][r] for r in (2, 4, 6)]
    for player in game["players"]:
        for r in player["rows"]:
            if r.get("canceled"):
                values += [r["word"]] if "word" in r else []
            elif "checks" in r:
                values += [r["word"], r["checks"], r["doubled"], r["score"]]
            else:
                values += [r["word"], r["score"]]
        values.append(player["total"])
    code, obj = rule(fill(text, values))
    # Hand-computed in tests/first_class/test_paper.py: Maya 36, Theo 19 (thunder canceled), Iris 39.
    assert code == 0 and [p["total"] for p in obj["players"]] == [36, 19, 39] and obj["winners"] == ["Iris"]


def test_first_class_solo_and_cooperative_paper_templates() -> None:
    solo = fixture("first-class-letters/paper-solo.yaml")
    text = new("first-class-letters", "--players", "Nora", "--mode", "solo", "--variant", "priority-mail",
               "--without-rounds")
    text = _nth(text, "{word: ~, checks: ~, doubled: ~, score: ~}", "{word: ~, score: ~}", 6)
    values: list[Any] = [solo["special"][r] for r in (2, 4, 6)]
    for r in solo["players"][0]["rows"]:
        values += [r["word"], r["checks"], r["doubled"], r["score"]] if "checks" in r else [r["word"], r["score"]]
    code, obj = rule(fill(text, [*values, 37]))
    # 37, +10 for priority mail = 47: Postmaster (45+).
    assert code == 0 and obj["players"][0]["rank"] == "Postmaster"

    coop = fixture("first-class-letters/paper-cooperative.yaml")
    text = new("first-class-letters", "--players", "Ana,Ben,Cy", "--mode", "cooperative", "--without-rounds")
    values = [coop["special"][r] for r in (2, 4, 6)]
    for r in coop["communal"]["rows"]:
        values += [r["word"], r["checks"], r["doubled"], r["score"]]
    code, obj = rule(fill(text, [*values, 46]))
    assert code == 0 and obj["communal"]["total"] == 46 and obj["communal"]["rank"] == "Postmaster"


def test_first_class_cooperative_template_with_rounds() -> None:
    game = fixture("first-class-letters/cooperative.yaml")
    names = list(game["rounds"][0]["words"])
    text = new("first-class-letters", "--players", ",".join(names), "--mode", "cooperative")
    values: list[Any] = [game["special"][r] for r in (2, 4, 6)]
    for rnd in game["rounds"]:
        values += [*rnd["dice"], rnd["dead"], *rnd["words"].values(), rnd.get("chosen", KEEP), rnd["row"], KEEP]
    code, obj = rule(fill(text, [*values, game["total"]]))
    # The rulebook's example is round 1 (DANGER chosen for row 2); the communal sheet totals 46.
    assert code == 0 and obj["communal"]["total"] == 46 and obj["rounds"][0]["chosen"] == "danger"


# --- Letter Roll --------------------------------------------------------------------------------------
def test_letter_roll_template_filled_with_two_players() -> None:
    game = fixture("letter-roll/two-players.yaml")
    text = new("letter-roll", "--players", "Terry,Chris")
    # "2-3 [players]: 3 times" each is the roller: six rounds, Terry, Chris, Terry, ...
    assert re.findall(r"roller: (\w+)", text) == ["Terry", "Chris"] * 3
    values: list[Any] = []
    for rnd in game["rounds"]:
        values += [*rnd["letters"], *(", ".join(rnd["lists"][p]) for p in ("Terry", "Chris")),
                   *(rnd["scores"][p] for p in ("Terry", "Chris"))]
    values += [game["totals"][p] for p in ("Terry", "Chris")]
    code, obj = rule(fill(text, values))
    assert code == 0 and obj["totals"] == game["totals"] and obj["winners"] == ["Chris"]


def test_letter_roll_blank_claims_are_not_claimed() -> None:
    game = fixture("letter-roll/two-players.yaml")
    text = new("letter-roll", "--players", "Terry,Chris")
    values: list[Any] = []
    for rnd in game["rounds"]:
        values += [*rnd["letters"], *(", ".join(rnd["lists"][p]) for p in ("Terry", "Chris")), KEEP, KEEP]
    code, obj = rule(fill(text, [*values, KEEP, KEEP]))
    assert code == 0 and obj["totals"] == game["totals"]


def test_letter_roll_white_dice_template_says_no_die_is_removed() -> None:
    # Variations: "Use just the white dice": the two white dice are both rolled and both in play
    # (docs/letter-roll.md ruling 11); the template said "the letters in play after the removal".
    text = new("letter-roll", "--players", "Jo,Kim", "--variant", "white-dice")
    assert "    letters: [~, ~]                     # the letters rolled (none is removed)\n" in text
    assert "removal" not in text


# --- LetterTricks -------------------------------------------------------------------------------------
def test_letter_tricks_template_filled_with_four_players() -> None:
    game = fixture("letter-tricks/four-players.yaml")
    text = new("letter-tricks", "--players", "Ann,Bob,Cat,Dan")
    assert text.count("plays: [~, ~, ~, ~]") == 39  # "players play three hands", 13 tricks of 4
    values: list[Any] = []
    for hand in game["hands"]:
        for trick in hand["tricks"]:
            values += [trick["leader"], *trick["plays"]]
            for who, card in trick["picks"].items():
                values += [who, card]
        values += [", ".join(hand["words"][p]) for p in game["players"]]
        values.append(json.dumps(hand["scores"]))
    code, obj = rule(fill(text, [*values, json.dumps(game["totals"])]))
    # The fixture's claims, which the referee upholds (tests/letter_tricks/test_records.py).
    assert code == 0 and obj["totals"] == game["totals"] == {"Ann": 16, "Bob": 15, "Cat": 17, "Dan": 14}


def test_letter_tricks_blank_claims_and_leaders_are_left_out() -> None:
    game = fixture("letter-tricks/four-players.yaml")
    text = new("letter-tricks", "--players", "Ann,Bob,Cat,Dan")
    values: list[Any] = []
    for hand in game["hands"]:
        for number, trick in enumerate(hand["tricks"]):
            values += [trick["leader"] if number == 0 else KEEP, *trick["plays"]]  # later: the winner leads
            for who, card in trick["picks"].items():
                values += [who, card]
        values += [*(", ".join(hand["words"][p]) for p in game["players"]), KEEP]
    code, obj = rule(fill(text, [*values, KEEP]))
    assert code == 0 and obj["totals"] == {"Ann": 16, "Bob": 15, "Cat": 17, "Dan": 14}


def test_letter_tricks_cooperative_template() -> None:
    game = fixture("letter-tricks/cooperative.yaml")
    text = new("letter-tricks", "--players", "Ann,Bob,Cat,Dan", "--mode", "cooperative", "--variant", "multicolored")
    values: list[Any] = []
    for trick in game["hands"][0]["tricks"]:
        values += [trick["leader"], *trick["plays"], trick.get("word", KEEP)]
    code, obj = rule(fill(text, [*values, 6]))
    # Six tricks formed a word (musk, quip, craw, sent, good, fate): "Tricks where words were
    # formed each score one point".
    assert code == 0 and obj["tricks_scored"] == 6


def test_letter_tricks_hands_the_group_agreed() -> None:
    game = fixture("letter-tricks/five-players-advanced.yaml")
    text = new("letter-tricks", "--players", "Ann,Bob,Cat,Dan,Eve", "--variant", "advanced", "--hands", "1")
    # 5 players: 52 cards, "two cards are returned to the box", 10 each: one hand of 10 tricks.
    assert "hand-count: 1" in text and text.count("plays: [~, ~, ~, ~, ~]") == 10
    values: list[Any] = []
    for trick in game["hands"][0]["tricks"]:
        values += [trick["leader"], *trick["plays"]]
        for who, card in trick["picks"].items():
            values += [who, card]
    words = game["hands"][0]["words"]
    values += [", ".join(words[p]) for p in game["players"]]
    code, obj = rule(fill(text, [*values, json.dumps(game["hands"][0]["scores"]), json.dumps(game["totals"])]))
    # The fixture's claims (Dan's AUDIO 5 is the best hand); the one agreed hand ends the game.
    assert code == 0 and obj["complete"] is True and obj["winners"] == ["Dan"]
    assert obj["totals"] == {"Ann": 0, "Bob": 2, "Cat": 2, "Dan": 5, "Eve": 2}


def test_letter_tricks_template_without_tricks() -> None:
    text = new("letter-tricks", "--players", "Ann,Bob,Cat,Dan", "--without-tricks")
    # Hand 1 only: Ann collected R:QU Y:U B:I R:Z and made QUIZ: Q, U, I, Z, with Q and Z x2 = 6.
    # Bob, Cat and Dan made no word (an empty list). Hands 2 and 3 are not played yet.
    hands = text.split("  - collected:")
    text = "  - collected:".join(hands[:2]) + "totals: ~\n"
    text = text.replace("[~]", "~").replace("# hand 1", "#")
    values = [["R:QU", "Y:U", "B:I", "R:Z"], "[]", "[]", "[]", ["quiz"], "[]", "[]", "[]",
              "{Ann: 6, Bob: 0, Cat: 0, Dan: 0}", "{Ann: 6, Bob: 0, Cat: 0, Dan: 0}"]
    code, obj = rule(fill(text, values))
    assert code == 0 and obj["totals"] == {"Ann": 6, "Bob": 0, "Cat": 0, "Dan": 0}


# --- Letterflip ---------------------------------------------------------------------------------------
def test_letterflip_template_filled_with_the_standard_game() -> None:
    game = fixture("letterflip/standard-game.yaml")
    text = new("letterflip", "--players", "Ann,Bob")
    first, *rest = game["turns"]
    values = [*game["cards"]["Ann"], *game["cards"]["Bob"], first["letter"], first["answer"]]
    filled = fill(text, values) + "".join(f"  - {json.dumps(turn)}\n" for turn in rest)
    code, obj = rule(filled)
    # Ann identifies CAT, FROG, WAGON and BRIDGE first (the fixture's turn 41).
    assert code == 0 and obj["winners"] == ["Ann"]


# --- the command ------------------------------------------------------------------------------------
@pytest.mark.parametrize("args, message", [
    (["letterflip", "--players", "Ann"],
     "Invalid value for '--players' / '-p': Letterflip is played by 2 players, got 1"),
    (["first-class-letters", "--players", "Ana", "--mode", "duet"],
     "Invalid value for '--mode' / '-m': 'duet' is not one of 'competitive', 'solo', 'cooperative'"),
    (["first-class-letters", "--players", "Ana,Ben", "--mode", "solo"],
     "Invalid value for '--players' / '-p': solo First-Class Letters is played by 1 player, got 2"),
    (["letter-roll", "--players", "Ana,Ben", "--side", "advanced"], "'--side' is not an option of letter-roll"),
    (["letter-tricks", "--players", "Ann,Bob,Cat", "--mode", "team"],
     "Invalid value for '--players' / '-p': team LetterTricks is played by 4 players, got 3"),
    (["letter-roll", "--players", "Ana,ana"], "Invalid value for '--players' / '-p': 'ana' is listed twice"),
    (["letterflip", "--players", "Ana,Ben", "--hands", "2"], "'--hands' is not an option of letterflip"),
    (["letterflip", "--players", "Ana,Ben", "--hands", "2", "--mode", "solo"],
     "'--mode', '--hands' are not options of letterflip"),
    (["letter-roll", "--players", "Ana,Ben\nCy"],
     "Invalid value for '--players' / '-p': a name is one line of printable text, got 'Ben\\nCy'"),
    (["letter-roll", "--players", "Ana,Ben", "--variant", "two-letter", "--variant", "four-letter"],
     "Invalid value for '--variant': two-letter and four-letter cannot both be played"),
    # A near miss gets the did-you-mean a record's `variants: [breezey]` gets (it had none), worded
    # as click words a value of a fixed list it refuses, and quoted as typed.
    (["first-class-letters", "--players", "Ana,Ben", "--variant", "Brezy"],
     "Invalid value for '--variant': 'Brezy' is not one of 'breezy', 'priority-mail'; did you mean 'breezy'?"),
    (["letter-roll", "--players", "Ana,Ben", "--variant", "breezy"],
     "Invalid value for '--variant': 'breezy' is not one of 'two-letter', 'four-letter', 'white-dice', "
     "'white-blue-dice'"),
    (["letter-tricks", "--players", "Ann,Bob,Cat,Dan", "--mode", "teams"],
     "Invalid value for '--mode' / '-m': 'teams' is not one of 'competitive', 'team', 'cooperative'; "
     "did you mean 'team'?"),
])
def test_options_that_make_no_game_are_usage_errors(args: list[str], message: str) -> None:
    result = run(["new", *args])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: {message}\n"


def test_names_yaml_would_misread_are_quoted_and_json_carries_the_template() -> None:
    text = new("letterflip", "--players", "Yes,O'Neil: Jr")
    assert yaml.safe_load(text)["players"] == ["Yes", "O'Neil: Jr"]
    result = run(["new", "-f", "json", "letterflip", "--players", "Ann,Bob"])
    obj = json.loads(result.stdout)
    assert obj["game"] == "letterflip" and obj["template"] == new("letterflip", "--players", "Ann,Bob")


@settings(max_examples=40, deadline=None)
@given(st.lists(st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"), blacklist_characters=","),
                        min_size=1, max_size=12).map(str.strip).filter(bool),
                min_size=4, max_size=4, unique_by=str.lower))
def test_any_printable_names_come_back_as_written(names: list[str]) -> None:
    for game, count, extra in (("first-class-letters", 3, []), ("letter-roll", 4, []),
                               ("letter-tricks", 4, ["--mode", "team"]), ("letterflip", 2, [])):
        result = run(["new", game, "--players", ",".join(names[:count]), *extra])
        if any(not c.isprintable() for name in names[:count] for c in name):
            assert result.exit_code == 2
            continue
        assert result.exit_code == 0, result.stderr
        record = yaml.safe_load(result.stdout)
        seated = record["players"] if game != "first-class-letters" else [p["name"] for p in record["players"]]
        assert seated == names[:count]


def test_players_given_one_option_each_are_seated_in_order() -> None:
    # Before, click kept only the last `-p`: `-p Terry -p Chris` was refused as "got 1" player,
    # Terry dropped without a word (bug).
    result = run(["new", "letter-roll", "-p", "Terry", "-p", "Chris"])
    assert result.exit_code == 0
    assert result.stdout == new("letter-roll", "--players", "Terry,Chris")
    assert "players: [Terry, Chris]                 # seating order, the first roller first\n" in result.stdout
    again = run(["new", "letter-roll", "-p", "Terry", "-p", "Chris,terry"])
    assert (again.exit_code, again.stderr) == (
        2, "referee: error: Invalid value for '--players' / '-p': 'terry' is listed twice\n")
