"""`score-sheet --what-if`: the same records ruled under another word list or house rules, and only
what changes (each word whose ruling flips, each total, each winner or, in a game in progress, each
leader that moves). The season is the fixture season of tests/test_standings.py; expectations are
worked out by hand from its records and the rulebooks (the sums are in the comments)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import FIXTURES, run
from tests.test_standings import SEASON


def test_what_if_prints_only_what_changes() -> None:
    rules = str(FIXTURES / "season" / "strict-house-rules.yaml")
    result = run(["score-sheet", "--what-if", rules, "-f", "json", *SEASON])
    assert result.exit_code == 1
    items = [json.loads(line) for line in result.stdout.splitlines()]
    # Denying paella cancels Ana's 10-point row 5 (49 -> 39; she still wins, 39 > 28); denying pancake
    # crosses one of Dee's Letter Roll words on night 3 (27 -> 26, and Cy's 25 still loses).
    assert items == [
        {"record": f"{SEASON[0]}:4:1", "changes": [
            {"kind": "word", "what": "Ana row 5 paella", "before": "10 points",
             "after": "canceled (house-rule)"},
            {"kind": "total", "what": "Ana", "before": "49", "after": "39"}]},
        {"record": f"{SEASON[2]}:6:1", "changes": [
            {"kind": "word", "what": "Dee round 1 pancake", "before": "scored", "after": "crossed (house-rule)"},
            {"kind": "total", "what": "Dee", "before": "27", "after": "26"}]},
    ]


def test_what_if_that_changes_nothing_exits_zero(tmp_path: Path) -> None:
    rules = tmp_path / "rules.yaml"
    rules.write_text("allow: [zzxq]\n")
    result = run(["score-sheet", "--what-if", str(rules), *SEASON])
    assert (result.exit_code, result.stdout) == (0, "")
    assert result.stderr == "referee: no ruling changes with rules.yaml\n"


def test_what_if_names_a_word_list_as_lexicon_names_it(tmp_path: Path) -> None:
    """One name for a list outside error lines: the saved file's own name, `strict.txt`, as
    `--lexicon` and `check-word --why` give it (bug: --what-if said `.../lists/strict.txt`)."""
    (tmp_path / "lists").mkdir()
    strict = tmp_path / "lists" / "strict.txt"
    # The rulebook round's words, all valid in the built-in lexicon too: no ruling changes.
    strict.write_text("pace\nprice\nplace\npeace\npiece\nprocess\npancake\ncope\nescape\npeach\nspace\n")
    round_file = str(FIXTURES / "letter-roll" / "rulebook-round.yaml")
    result = run(["score-sheet", "--what-if", str(strict), round_file])
    assert (result.exit_code, result.stdout, result.stderr) == (0, "", "referee: no ruling changes with strict.txt\n")
    why = run(["check-word", "--why", "-f", "json", "--lexicon", str(strict), "pace"])
    assert json.loads(why.stdout)["decided_by"] == "lexicon strict.txt"


def test_what_if_a_word_list_moves_a_winner(tmp_path: Path) -> None:
    # A word list of Ben's and Cy's words only (plus danger, Ben's dangr corrected): every one of
    # Ana's seven words is canceled, 49 -> 0, and Ben's 28 beats Cy's 23. Brooklyn is refused either
    # way, but a plain list cannot say it is a proper noun.
    words = tmp_path / "words.txt"
    words.write_text("beet\nchrome\ndanger\nsalons\nshoes\nrapt\nmercury\ncabinet\nmidnight\nrooks\nwrote\n")
    result = run(["score-sheet", "--what-if", str(words), "-f", "json", SEASON[0]])
    assert result.exit_code == 1
    first = json.loads(result.stdout.splitlines()[0])["changes"]
    assert [c["what"] for c in first if c["kind"] == "word"] == [
        "Ana row 1 abet", "Ana row 2 cucumber", "Ana row 3 dolls", "Ana row 4 mending", "Ana row 5 paella",
        "Ana row 6 roughs", "Ana row 7 wrestle", "Cy row 3 Brooklyn"]
    assert first[-2:] == [{"kind": "total", "what": "Ana", "before": "49", "after": "0"},
                          {"kind": "winners", "what": "record", "before": "Ana", "after": "Ben"}]


def test_what_if_names_a_word_written_twice_apart(tmp_path: Path) -> None:
    # Terry writes price twice: the first scores, the second is crossed as repeated (docs/letter-roll.md).
    # Denying price crosses the first too, and "each player adds the number of words that have not
    # been crossed off": Terry 2 -> 1 (process), Chris keeps 2 and wins alone. Before, both prices
    # were keyed "Terry round 1 price" and the second's ruling hid the first's, which is what changed.
    record = tmp_path / "round.yaml"
    record.write_text("game: letter-roll\nrolled: [P, E, C, X]\nletters: [P, E, C]\n"
                      "lists:\n  Terry: [price, price, process]\n  Chris: [pancake, cope]\n")
    rules = tmp_path / "rules.yaml"
    rules.write_text("deny: [price]\n")
    result = run(["score-sheet", "--what-if", str(rules), "-f", "json", str(record)])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["changes"] == [
        {"kind": "word", "what": "Terry round 1 price", "before": "scored", "after": "crossed (house-rule)"},
        {"kind": "word", "what": "Terry round 1 price (#2)", "before": "crossed (repeated)",
         "after": "crossed (repeated, house-rule)"},
        {"kind": "total", "what": "Terry", "before": "2", "after": "1"},
        {"kind": "winners", "what": "record", "before": "Terry, Chris", "after": "Chris"},
    ]


def test_what_if_names_the_leaders_of_a_game_in_progress(tmp_path: Path) -> None:
    # Two players roll three times each: after one round the game is in progress, with leaders and
    # no winners (spec section 1). Terry's two words against Chris's one; denying both of Terry's
    # puts Chris ahead. Before, only the words and the total were named: "winners" were none both times.
    record = tmp_path / "game.yaml"
    record.write_text("game: letter-roll\nplayers: [Terry, Chris]\nrounds:\n  - roller: Terry\n    letters: [P, E, C]\n"
                      "    lists:\n      Terry: [price, process]\n      Chris: [pancake]\n")
    rules = tmp_path / "rules.yaml"
    rules.write_text("deny: [price, process]\n")
    result = run(["score-sheet", "--what-if", str(rules), "-f", "json", str(record)])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["changes"] == [
        {"kind": "word", "what": "Terry round 1 price", "before": "scored", "after": "crossed (house-rule)"},
        {"kind": "word", "what": "Terry round 1 process", "before": "scored", "after": "crossed (house-rule)"},
        {"kind": "total", "what": "Terry", "before": "2", "after": "0"},
        {"kind": "leaders", "what": "record", "before": "Terry", "after": "Chris"},
    ]
