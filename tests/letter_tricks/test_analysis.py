"""`score-sheet --analyse` on LetterTricks: the best words from the cards, a team's winning words
and the tricks that could have scored, hand-computed on small word lists."""

from __future__ import annotations

from pathlib import Path

from referee.dictionary import load_word_list
from referee.games import adjudicate
from referee.games.analysis import analyse
from referee.records import load_text
from tests.analysis_support import analysis_json, word_list
from tests.conftest import FIXTURES

# Earlier words count as commoner.
TRICK_WORDS = "quiz quit cat act at a"

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
    analysis = analyse(adjudicate(doc.root, lexicon), lexicon)
    assert analysis is not None
    found = analysis.as_json()
    assert found["hands"][0]["players"][1]["best"]["words"][0]["word"] == "cat"


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
