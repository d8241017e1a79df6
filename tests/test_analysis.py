"""`score-sheet --analyse`: the best plays next to the plays made, hand-computed on small word lists."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from referee.dictionary import load_word_list
from referee.games import adjudicate
from referee.games.analysis import analyse
from referee.games.first_class.analysis import kept_bounds
from referee.games.letter_roll.analysis import MISSED_SHOWN
from referee.records import load_text
from tests.conftest import FIXTURES, run

# Earlier lines count as commoner.
FIRST_CLASS_WORDS = "crumb cream cucumber micro comic beet bet abet betterment tablet"
LETTER_ROLL_WORDS = "place pace peace piece space cope escape peach pancake price process recipe epic specie cat"
TRICK_WORDS = "quiz quit cat act at a"

SOLO = """\
game: first-class-letters
mode: solo
special: {{2: C, 4: M, 6: R}}
rounds:
  - {{dice: [C, M, R], dead: A}}
  - {{dice: [B, E, T], dead: O}}
players:
  - name: Ana
    rows:
{rows}
"""


def word_list(tmp_path: Path, words: str) -> str:
    path = tmp_path / "words.txt"
    path.write_text("\n".join(words.split()) + "\n", encoding="utf-8")
    return str(path)


def solo(rows: list[str]) -> str:
    return SOLO.format(rows="\n".join(f"      - {row}" for row in rows))


def analysis_json(args: list[str], input: str | None = None) -> dict[str, Any]:
    result = run(["score-sheet", "--analyse", "-f", "json", *args], input=input)
    assert result.exit_code == 0, result.stderr
    record: dict[str, Any] = json.loads(result.stdout)
    return record["analysis"]  # type: ignore[no-any-return]


# --- First-Class Letters ------------------------------------------------------------------------
def test_first_class_best_word_per_row(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, FIRST_CLASS_WORDS)
    record = solo(["{word: beet, round: 2, score: 8}", "{word: crumb, round: 1, score: 6}",
                   *["null"] * 5])
    found = analysis_json(["--lexicon", lexicon, "-"], input=record)
    [ana] = found["players"]
    # round 2, BET, dead O, row 1: betterment = B E T T E E T, 7 checkmarks doubled = 14;
    # it comes before crumb (row 2), so it fits there too. beet scored 8: 6 missed.
    # round 1, CMR, dead A, row 2 (special C): cucumber 8 (cream has the A); crumb 6: 2 missed.
    assert ana == {"name": "Ana", "missed": 8, "rows": [
        {"row": 1, "round": 2, "word": "beet", "score": 8, "best": {"word": "betterment", "score": 14},
         "best_in_place": {"word": "betterment", "score": 14}, "missed": 6},
        {"row": 2, "round": 1, "word": "crumb", "score": 6, "best": {"word": "cucumber", "score": 8},
         "best_in_place": {"word": "cucumber", "score": 8}, "missed": 2},
    ]}


def test_first_class_best_in_place_keeps_the_order(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, FIRST_CLASS_WORDS)
    record = solo(["{word: comic, round: 1}", "{word: cream, round: 2}", *["null"] * 5]).replace(
        "{2: C, 4: M, 6: R}", "{3: C, 5: M, 6: R}")
    [ana] = analysis_json(["--lexicon", lexicon, "-"], input=record)["players"]
    row1, row2 = ana["rows"]
    # row 1, CMR dead A: cucumber (8) would come after cream on row 2; of the words up to "cream"
    # only comic (C M C, no R: 3) is left, the word written.
    assert row1["best"] == {"word": "cucumber", "score": 8}
    assert row1["best_in_place"] == {"word": "comic", "score": 3} and row1["missed"] == 0
    # row 2, BET dead O: betterment (14) would come before comic; from "comic" on: tablet T B E T = 8.
    assert row2["best"] == {"word": "betterment", "score": 14}
    assert row2["best_in_place"] == {"word": "tablet", "score": 8}
    assert row2["score"] == 1 and row2["missed"] == 7 and ana["missed"] == 7


def test_kept_bounds_ignore_canceled_and_unused_rows() -> None:
    rows = [{"word": "apple", "status": "scored"}, {"word": "zebra", "status": "canceled"},
            {"word": None, "status": "unused"}, {"word": "dangr", "corrected": "danger", "status": "scored"},
            {"word": "Melon", "status": "scored"}]
    assert kept_bounds(rows, 2) == ("apple", "danger")
    assert kept_bounds(rows, 4) == ("danger", None)
    assert kept_bounds(rows, 0) == (None, "danger")


def test_first_class_fixture_rows_cover_every_round(tmp_path: Path) -> None:
    path = FIXTURES / "first-class-letters" / "game-night.yaml"
    doc = load_text(path.read_text(encoding="utf-8"))[0]
    lexicon = load_word_list(word_list(tmp_path, FIRST_CLASS_WORDS))
    record = adjudicate(doc.root, lexicon).record
    found = analyse(record, doc.root, lexicon)
    assert found is not None
    for player, analysed in zip(record["players"], found["players"], strict=True):
        assert [r["row"] for r in analysed["rows"]] == [r["row"] for r in player["rows"] if r["round"]]
        assert analysed["missed"] == sum(r["missed"] for r in analysed["rows"])
        for row in analysed["rows"]:
            best, in_place = row["best"], row["best_in_place"]
            assert in_place is None or (best is not None and in_place["score"] <= best["score"])


def test_first_class_cooperative_uses_the_communal_sheet(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, "danger grind gardening nudged sludge dingdong")
    result = run(["score-sheet", "--analyse", "-f", "json", "--lexicon", lexicon,
                  str(FIXTURES / "first-class-letters" / "in-progress.yaml")])
    competitive, cooperative = map(json.loads, result.stdout.splitlines())
    assert "players" in competitive["analysis"] and cooperative["mode"] == "cooperative"
    communal = cooperative["analysis"]["communal"]
    round1 = next(r for r in communal["rows"] if r["round"] == 1)
    # round 1: D G N, dead Z, row 2 (special D): dingdong D N G D N G = 6 checkmarks doubled = 12
    assert round1["word"] == "danger" and round1["best"] == {"word": "dingdong", "score": 12}
    assert round1["missed"] == 12 - 6


# --- Letter Roll --------------------------------------------------------------------------------
def test_letter_roll_words_nobody_found(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, LETTER_ROLL_WORDS)
    found = analysis_json(["--lexicon", lexicon, str(FIXTURES / "letter-roll" / "rulebook-round.yaml")])
    # 14 words contain P, E, C; the two lists hold 11 of them; recipe, epic, specie commonest first
    assert found == {"rounds": [{"round": 1, "letters": ["P", "E", "C"], "possible": 14, "found": 11,
                                 "missed": 3, "commonest_missed": ["recipe", "epic", "specie"]}]}


def test_letter_roll_list_is_cut_but_counted(tmp_path: Path) -> None:
    words = " ".join(f"pec{c}{d}" for c in "abcdefghij" for d in "xyz")  # not words, but on the list
    lexicon = word_list(tmp_path, words)
    record = "game: letter-roll\nletters: [P, E, C]\nlists:\n  Ann: [pecax]\n  Bob: [pecbx, nonsense]\n"
    [round1] = analysis_json(["--lexicon", lexicon, "-"], input=record)["rounds"]
    assert round1["possible"] == 30 and round1["found"] == 2 and round1["missed"] == 28
    # the commonest (earliest listed) ten, skipping the two found
    assert round1["commonest_missed"] == ["pecay", "pecaz", "pecby", "pecbz", "peccx", "peccy", "peccz",
                                          "pecdx", "pecdy", "pecdz"]
    assert len(round1["commonest_missed"]) == MISSED_SHOWN


def test_letter_roll_minimum_length_only_when_every_player_has_one(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, LETTER_ROLL_WORDS)
    both = ("game: letter-roll\nletters: [P, E, C]\nmin-length: {Ann: 6, Bob: 7}\n"
            "lists:\n  Ann: [escape]\n  Bob: [pancake]\n")
    [round1] = analysis_json(["--lexicon", lexicon, "-"], input=both)["rounds"]
    # six letters or more: escape pancake process recipe specie
    assert (round1["possible"], round1["found"], round1["commonest_missed"]) == \
        (5, 2, ["process", "recipe", "specie"])
    one = both.replace("min-length: {Ann: 6, Bob: 7}", "min-length: {Ann: 6}")
    [round1] = analysis_json(["--lexicon", lexicon, "-"], input=one)["rounds"]
    assert round1["possible"] == 14


# --- LetterTricks -------------------------------------------------------------------------------
FOUR = """\
game: letter-tricks
players: [Ann, Bob, Cat, Dan]
{variants}hands:
  - collected: {{Ann: [R:QU, Y:U, B:I, R:Z], Bob: [Y:C, Y:A, Y:T, B:E, R:E], Cat: [B:O], Dan: [Y:D]}}
    words: {{Ann: [quiz], Bob: [at]}}
"""


def test_letter_tricks_best_single_word(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, TRICK_WORDS)
    [hand] = analysis_json(["--lexicon", lexicon, "-"], input=FOUR.format(variants=""))["hands"]
    ann, bob, cat, dan = hand["players"]
    # quiz: QU (as Q) + U + I + Z = 2 + 1 + 1 + 2 = 6, what Ann scored
    assert ann["best"]["words"][0]["word"] == "quiz" and ann["best"]["score"] == 6 and ann["missed"] == 0
    # cat 3 against at 2
    assert bob["best"]["words"][0]["word"] == "cat" and bob["best"]["score"] == 3 and bob["missed"] == 1
    assert bob["best"]["unused"] == ["B:E", "R:E"]
    assert cat["best"] is None and cat["missed"] == 0 and dan["score"] == 0


def test_letter_tricks_advanced_penalty(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, TRICK_WORDS)
    [hand] = analysis_json(["--lexicon", lexicon, "-"], input=FOUR.format(variants="variants: [advanced]\n"))[
        "hands"]
    bob = hand["players"][1]
    # advanced: cat leaves 2 cards unused, -1: 2; at leaves 3, -1: 1
    assert bob["best"]["score"] == 2 and bob["score"] == 1 and bob["missed"] == 1


def test_letter_tricks_advanced_no_word_possible(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, TRICK_WORDS)
    record = FOUR.format(variants="variants: [advanced]\n").replace("Dan: [Y:D]", "Dan: [Y:D, Y:G, R:H]")
    [hand] = analysis_json(["--lexicon", lexicon, "-"], input=record)["hands"]
    dan = hand["players"][3]
    # no word from D G H: three cards unused cost 1 whatever Dan does, so nothing was missed
    assert dan["best"] is None and dan["score"] == -1 and dan["missed"] == 0


def test_letter_tricks_three_players_sets(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, TRICK_WORDS)
    record = ("game: letter-tricks\nplayers: [Ann, Bob, Cat]\nhands:\n"
              "  - collected: {Ann: [Y:C, Y:A, Y:T, B:I, R:QU, R:U, M:Z], Bob: [B:A], Cat: [Y:D]}\n"
              "    words: {Ann: [at]}\n")
    [hand] = analysis_json(["--lexicon", lexicon, "-"], input=record)["hands"]
    ann, bob, _cat = hand["players"]
    # Ann: cat in yellow (3) and nothing else fits: 4 cards unused, 3 - 4 = -1; "at" scored 2 - 5 = -3
    assert ann["best"]["words"] == [{"suit": "Y", "word": "cat", "cards": ["Y:C", "Y:A", "Y:T"]}]
    assert ann["best"]["score"] == -1 and ann["score"] == -3 and ann["missed"] == 2
    assert bob["best"]["score"] == 1 and bob["missed"] == 2  # "a": 1, against -1 for no word


def test_letter_tricks_team_and_cooperative_fixtures() -> None:
    team = analysis_json([str(FIXTURES / "letter-tricks" / "team.yaml")])
    for hand in team["hands"]:
        for entry in hand["teams"]:
            assert entry["victory"] == bool(entry["words"])
            assert entry["victory"] or entry["missing"] or entry["words"] == []
    assert any(e["victory"] for h in team["hands"] for e in h["teams"])
    cooperative = analysis_json([str(FIXTURES / "letter-tricks" / "cooperative.yaml")])
    for hand in cooperative["hands"]:
        assert hand["possible"] == sum(t["possible"] for t in hand["tricks"])
        for trick in hand["tricks"]:
            assert not trick["scored"] or trick["possible"]  # a scored trick made a word


def test_letter_tricks_unit_analysis_matches_the_cli(tmp_path: Path) -> None:
    lexicon = load_word_list(word_list(tmp_path, TRICK_WORDS))
    doc = load_text(FOUR.format(variants=""))[0]
    record = adjudicate(doc.root, lexicon).record
    found = analyse(record, None, lexicon)
    assert found is not None and found["hands"][0]["players"][1]["best"]["words"][0]["word"] == "cat"


# --- command line -------------------------------------------------------------------------------
def test_without_the_flag_there_is_no_analysis() -> None:
    result = run(["score-sheet", "-f", "json", str(FIXTURES / "letter-roll" / "rulebook-round.yaml")])
    assert "analysis" not in json.loads(result.stdout)


def test_analysis_table_follows_the_record_table(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, LETTER_ROLL_WORDS)
    result = run(["score-sheet", "--analyze", "--lexicon", lexicon,
                  str(FIXTURES / "letter-roll" / "rulebook-round.yaml")])
    assert result.exit_code == 0
    text = result.stdout
    assert text.index("Winner: Chris") < text.index("Analysis: the words nobody found")
    assert text.splitlines()[-1].split() == ["1", "PEC", "14", "11", "3", "recipe,", "epic,", "specie"]


def test_letterflip_has_no_analysis() -> None:
    result = run(["score-sheet", "--analyse", "-f", "json", str(FIXTURES / "letterflip" / "standard-game.yaml")])
    assert json.loads(result.stdout)["analysis"] is None
    table = run(["score-sheet", "--analyse", str(FIXTURES / "letterflip" / "standard-game.yaml")])
    assert "Analysis" not in table.stdout


def test_disputed_record_keeps_its_exit_status_with_analysis(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, FIRST_CLASS_WORDS)
    record = solo(["{word: beet, round: 2, score: 9}", *["null"] * 6])  # beet scores 8
    result = run(["score-sheet", "--analyse", "-f", "json", "--lexicon", lexicon, "-"], input=record)
    assert result.exit_code == 1
    assert json.loads(result.stdout)["analysis"]["players"][0]["rows"][0]["best"]["word"] == "betterment"


def test_broken_record_is_still_a_one_line_error() -> None:
    result = run(["score-sheet", "--analyse", "-"], input="game: letter-roll\nletters: [P, 3]\nlists: {Ann: [pea]}\n")
    assert result.exit_code == 2
    assert result.stderr.startswith("referee: error: <stdin>:2:") and len(result.stderr.splitlines()) == 1


TEAM = """\
game: letter-tricks
mode: team
players: [Ann, Bob, Cat, Dan]
hands:
  - collected: {Ann: [Y:S, Y:U, B:L, B:I, R:S, R:E], Cat: [Y:R, Y:E, B:N, B:E, R:N, R:T], Bob: [Y:A], Dan: [B:A]}
"""

COOPERATIVE = """\
game: letter-tricks
mode: cooperative
players: [Ann, Bob, Cat, Dan]
hands:
  - tricks:
      - {leader: Ann, plays: [R:QU, R:T, R:I, R:E], word: quiet}
      - {leader: Bob, plays: [Y:C, Y:A, Y:T, Y:O]}
      - {leader: Dan, plays: [Y:D, Y:G, Y:H, Y:K]}
"""


def test_letter_tricks_team_words_at_the_end_of_the_hand(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, "sure user line lien sent nest tens")
    [hand] = analysis_json(["--lexicon", lexicon, "-"], input=TEAM)["hands"]
    ann_cat, bob_dan = hand["teams"]
    # S U R E in yellow, L I N E in blue, S E N T in red: four cards each, commonest words first
    assert ann_cat["team"] == "Ann+Cat" and ann_cat["victory"] is True and ann_cat["missing"] == []
    assert [(w["suit"], w["word"]) for w in ann_cat["words"]] == [("Y", "sure"), ("B", "line"), ("R", "sent")]
    assert bob_dan == {"team": "Bob+Dan", "cards": ["Y:A", "B:A"], "victory": False, "words": [],
                       "missing": ["Y", "B", "R"]}


def test_letter_tricks_cooperative_tricks_that_could_have_scored(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, "quite quiet cat coat")
    [hand] = analysis_json(["--lexicon", lexicon, "-"], input=COOPERATIVE)["hands"]
    # QU T I E: quite, quiet (scored); C A T O: coat, missed; D G H K: nothing
    assert [(t["trick"], t["possible"], t["words"], t["scored"]) for t in hand["tricks"]] == [
        (1, True, ["quite", "quiet"], True), (2, True, ["coat"], False), (3, False, [], False)]
    assert hand["possible"] == 2
