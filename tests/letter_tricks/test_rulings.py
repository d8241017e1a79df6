"""LetterTricks rulings from the game-night report, each worked out by hand from the rulebook:
a revoke repeated without a deal, a game not over after hand 1 of 3, a tie broken by the best
hand, and a refused team claim that blames only the word at fault."""

from __future__ import annotations

from pathlib import Path

from referee.dictionary import get_lexicon
from referee.games import Adjudication
from referee.games.letter_tricks.record import adjudicate
from referee.records import load_text
from tests.conftest import run

HEAD = "game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\n"


def rule(text: str) -> Adjudication:
    return adjudicate(load_text(text)[0].root, get_lexicon())


def test_a_revoke_repeated_before_it_shows_is_ruled_in_both_tricks() -> None:
    # Rulebook: "Each player must play a card of the same color ... as the lead player, if possible."
    # Bob plays Y:S to a red lead (trick 1) and Y:T to a red lead (trick 2), then R:M (trick 3):
    # he held red all along, so tricks 1 and 2 are both revokes (the report: trick 2 was missed).
    adj = rule(HEAD + """hands:
  - tricks:
      - {leader: Ann, plays: [R:A, Y:S, R:B, R:D]}
      - {leader: Dan, plays: [R:E, R:F, Y:T, R:H]}
      - {leader: Cat, plays: [B:A, B:B, B:C, R:M]}
""")
    tricks = adj.record["hands"][0]["tricks"]
    assert [(i["player"], i["card"], i["rule"]) for i in tricks[0]["illegal"]] == [("Bob", "Y:S", "revoke")]
    assert [(i["player"], i["card"], i["rule"]) for i in tricks[1]["illegal"]] == [("Bob", "Y:T", "revoke")]
    assert adj.dispute_texts == [
        "hand 1, trick 3: Bob played Y:S in trick 1 while holding red (shown by R:M in trick 3)",
        "hand 1, trick 3: Bob played Y:T in trick 2 while holding red (shown by R:M in trick 3)"]


QUIZ_HAND = """  - collected: {Ann: [R:QU, Y:U, B:I, R:Z], Bob: [Y:C, B:A, R:T], Cat: [], Dan: [B:O]}
    words: {Ann: [quiz], Bob: [cat]}
"""


def test_hand_one_of_three_names_no_winner() -> None:
    # Rulebook (4-5 players): "players play three hands (though they may agree to more). High score
    # wins." After hand 1 Ann leads with QUIZ (Qu 2 + U 1 + I 1 + Z 2 = 6) over CAT (3).
    adj = rule(HEAD + "hands:\n" + QUIZ_HAND)
    record = adj.record
    assert (record["complete"], record["finished"], record["hand_count"]) == (False, False, 3)
    assert (record["leaders"], record["winners"], record["tiebreak_rule"]) == (["Ann"], [], None)


def test_a_group_that_agrees_on_one_hand_says_so_with_hand_count() -> None:
    adj = rule(HEAD + "hand-count: 1\nhands:\n" + QUIZ_HAND)
    assert (adj.record["complete"], adj.record["winners"], adj.record["tiebreak_rule"]) == (True, ["Ann"], None)


def test_the_table_says_the_game_is_in_progress(tmp_path: Path) -> None:
    path = tmp_path / "hand1.yaml"
    path.write_text(HEAD + "hands:\n" + QUIZ_HAND)
    result = run(["score-sheet", str(path)])
    assert "in progress: hand 1 of 3; leading: Ann; no winner yet" in result.stdout
    assert "winners:" not in result.stdout


TIED = HEAD + """hand-count: 2
hands:
""" + QUIZ_HAND + """  - collected: {Ann: [B:A, R:T], Bob: [B:F, Y:U, B:N, Y:K]}
    words: {Ann: [at], Bob: [funk]}
"""


def test_a_tie_goes_to_the_best_hand(tmp_path: Path) -> None:
    # Ann 6 + AT 2 = 8; Bob CAT 3 + FUNK (F U N 1 each, K 2) 5 = 8. Rulebook: "In the event of a
    # tie, the player who had the best individual hand score wins": Ann's 6 beats Bob's 5.
    record = rule(TIED).record
    assert record["totals"]["Ann"] == record["totals"]["Bob"] == 8
    assert (record["winners"], record["tiebreak_rule"], record["tied"]) == (["Ann"], "best-hand", ["Ann", "Bob"])
    path = tmp_path / "tied.yaml"
    path.write_text(TIED)
    assert "Ann wins the 8–8 tie with the best hand, 6 (Ann 6, Bob 5)" in run(["score-sheet", str(path)]).stdout


def test_a_tie_with_equal_best_hands_is_shared() -> None:
    # "If there is still a tie, players share the victory": Ann's second hand TAB (3) makes her 9;
    # Bob's JUNK (J 2, U 1, N 1, K 2 = 6) makes him 3 + 6 = 9; best hands 6 and 6.
    text = TIED.replace("[B:A, R:T], Bob: [B:F, Y:U, B:N, Y:K]", "[B:A, R:T, R:B], Bob: [B:J, Y:U, B:N, Y:K]")
    record = rule(text.replace("Ann: [at], Bob: [funk]", "Ann: [tab], Bob: [junk]")).record
    assert record["totals"]["Ann"] == record["totals"]["Bob"] == 9
    assert (record["winners"], record["tiebreak_rule"]) == (["Ann", "Bob"], "shared")


TEAM = """game: letter-tricks
mode: team
players: [Ann, Bob, Cat, Dan]
hands:
  - collected: {Ann: [Y:S, Y:M, Y:O, Y:C, Y:K], Bob: [], Cat: [B:B, B:R, B:I, B:N, B:G, R:B, R:U, R:S], Dan: []}
    words: {Ann: [smock, bring, bus]}
"""


def test_a_refused_team_claim_blames_only_the_short_word(tmp_path: Path) -> None:
    # Team rulebook: "If they successfully form a word of at least four letters in all three suits,
    # they win." SMOCK (yellow) and BRING (blue) are five cards of one suit each; BUS (red) is three.
    adj = rule(TEAM)
    words = adj.record["hands"][0]["words"]["Ann+Cat"]
    assert [(w["word"], w["valid"], w.get("suit"), w["reasons"]) for w in words] == [
        ("smock", True, "Y", []), ("bring", True, "B", []), ("bus", False, "R", ["too-short"])]
    assert adj.dispute_texts == ["hand 1, words: Ann+Cat: no victory with smock, bring, bus (bus: fewer than 4 cards)"]
    path = tmp_path / "team.yaml"
    path.write_text(TEAM)
    out = run(["score-sheet", str(path)]).stdout
    words_table = out[out.index("player    word"):].split("\n\n")[0].splitlines()
    assert len(words_table) == 2 + 3  # header, rule, the team's three words: no blank row per player


def test_an_upheld_claim_at_the_end_of_a_hand_names_no_empty_trick(tmp_path: Path) -> None:
    path = tmp_path / "team.yaml"
    path.write_text(TEAM.replace("R:S]", "R:S, R:T]").replace("bus]", "bust]"))
    out = run(["score-sheet", str(path)]).stdout
    assert "victory: Ann+Cat (hand 1, end of the hand, claimed)" in out and "trick ," not in out


def test_a_word_whose_suit_another_word_takes() -> None:
    # CAT and COT both need yellow (Y:C Y:A Y:O Y:T); one suit holds one word, so one of them is
    # `suit-taken`, not "not from the cards".
    adj = rule(TEAM.replace("[Y:S, Y:M, Y:O, Y:C, Y:K]", "[Y:C, Y:A, Y:O, Y:T]")
               .replace("[smock, bring, bus]", "[cat, cot, bring]"))
    reasons = [w["reasons"] for w in adj.record["hands"][0]["words"]["Ann+Cat"]]
    assert sorted(map(tuple, reasons)) == [(), ("suit-taken",), ("too-short",)]


def test_five_players_reach_a_first_victory_at_seven() -> None:
    # Cooperative: "A score of 7 is considered a first victory in the 5-player game; 9 is first
    # victory in the 4-player game." One trick of five cards, S T A R E, makes STARE: 1 point,
    # short of the 5-player mark of 7.
    adj = rule("game: letter-tricks\nmode: cooperative\nplayers: [Ann, Bob, Cat, Dan, Eve]\nhands:\n"
               "  - tricks:\n      - {leader: Ann, plays: [Y:S, Y:T, Y:A, Y:R, Y:E], word: stare}\n")
    record = adj.record
    assert (record["victory_mark"], record["tricks_scored"], record["victory"]) == (7, 1, False)


COOPERATIVE_ONE_WORD = """game: letter-tricks
mode: cooperative
players: [Ann, Bob, Cat, Dan]
previous-best: {best}
hands:
  - tricks:
      - {{leader: Ann, plays: [Y:A, Y:K, Y:T, Y:E], word: take}}
"""


def test_a_previous_best_short_of_the_first_victory_does_not_lower_the_mark() -> None:
    # "9 is first victory in the 4-player game. Victories occur in future games where the group
    # beats their previous high score." A group whose best was 0 has had no first victory: TAKE's
    # one trick beats 0 but is short of 9 (the mark was 1 and the trick a victory, bug).
    record = rule(COOPERATIVE_ONE_WORD.format(best=0)).record
    assert (record["victory_mark"], record["tricks_scored"], record["victory"]) == (9, 1, False)
    # After a first victory of 10, the next victory must beat it: 11.
    record = rule(COOPERATIVE_ONE_WORD.format(best=10)).record
    assert (record["victory_mark"], record["victory"]) == (11, False)


TWO_TRICKS_SO_FAR = """game: letter-tricks
players: [Ann, Bob, Cat]
hands:
  - tricks:
      - {leader: Ann, plays: [Y:M, Y:C, Y:T], picks: {Cat: Y:T, Bob: Y:C, Ann: Y:A}}
      - {leader: Cat, plays: [R:N, R:D, B:L], picks: {Cat: R:N, Ann: R:D, Bob: Y:E}}
"""


def test_a_hand_stopped_after_two_of_its_tricks_does_not_end_the_game() -> None:
    # Rulebook (3 players): "Each player should have 14 cards ... At the end of the hand, players
    # take the 14 cards they have collected and try to make up to three words" — a one-hand game.
    # Two of the 14 tricks typed and no words yet: the hand is still being played, so the game is
    # in progress (it was ruled over, a three-way shared victory at -2 each). Its words are formed,
    # and cards left unused cost -1 each, only at the hand's end: so far nothing is scored, 0 each,
    # all three level, and no "scores:" line for the hand.
    result = run(["score-sheet", "-"], input=TWO_TRICKS_SO_FAR)
    assert result.exit_code == 0
    assert "scores:" not in result.stdout
    assert result.stdout.endswith("total    points\n-------  --------\nAnn      0\nBob      0\nCat      0\n"
                                  "in progress: hand 1 of 1; leading: Ann, Bob, Cat; no winner yet\n")
    adj = rule(TWO_TRICKS_SO_FAR)
    assert (adj.record["complete"], adj.record["winners"], adj.record["tiebreak_rule"]) == (False, [], None)
    # The words written (none made, here) are the hand's end: the game is over, each player's two
    # cards unused cost -2, and the tie is shared.
    ended = rule(TWO_TRICKS_SO_FAR + "    words: {Ann: [], Bob: [], Cat: []}\n")
    assert (ended.record["complete"], ended.record["winners"], ended.record["tiebreak_rule"]) == (
        True, ["Ann", "Bob", "Cat"], "shared")
    assert ended.record["totals"] == {"Ann": -2, "Bob": -2, "Cat": -2}


def test_a_hand_in_progress_is_led_by_the_hands_before_it_not_by_the_fewest_cards() -> None:
    # 4 players, advanced variant ("lose one point for every second card collected but not used"):
    # after two tricks with no words yet, Ann has won both (Y:T, R:T; each trick's lowest card,
    # Bob's Y:C then Cat's R:D, picks second), so holds two cards, Bob and Cat one, Dan none.
    # Scored as if the hand had ended, Ann was -1 and the three others "led" for taking less.
    record = ("game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\nvariants: [advanced]\nhands:\n  - tricks:\n"
              "      - {leader: Ann, plays: [Y:T, Y:C, Y:M, Y:S], picks: {Ann: Y:M, Bob: Y:S}}\n"
              "      - {leader: Ann, plays: [R:T, R:L, R:D, R:S], picks: {Ann: R:T, Cat: R:S}}\n")
    adj = rule(record)
    assert (adj.record["complete"], adj.record["totals"], adj.record["leaders"], adj.record["disputes"]) == (
        False, {"Ann": 0, "Bob": 0, "Cat": 0, "Dan": 0}, ["Ann", "Bob", "Cat", "Dan"], [])


def test_a_deal_with_no_trick_played_yet_is_a_game_in_progress() -> None:
    # What `roll letter-tricks` prints is a hand with only its deal, and score-sheet takes it as it
    # is: no trick played, no card taken, so the game has not begun, let alone ended (it was ruled
    # over, a shared victory at 0). All three are level at 0, so all three lead.
    deal = run(["roll", "letter-tricks", "--players", "3", "--names", "Ann,Bob,Cat", "--seed", "2", "-f", "yaml"])
    result = run(["score-sheet", "-"], input=deal.stdout)
    assert result.exit_code == 0
    assert result.stdout.endswith("\nin progress: hand 1 of 1; leading: Ann, Bob, Cat; no winner yet\n")


def test_no_vowel_pick_is_owed_once_the_display_is_empty() -> None:
    # 3 players: the middle player "gets to pick one of the remaining face-up vowel cards from the
    # display". The hand starts with Y:A alone face up; Cat takes it in trick 1, so in trick 2 no
    # vowel remains and Cat, the middle player (Y:C lowest, Y:K wins over M:K, played later), owes
    # no pick (it was ruled "Cat did not take the vowel pick", bug).
    adj = rule("""game: letter-tricks
players: [Ann, Bob, Cat]
hands:
  - display: [Y:A]
    tricks:
      - {leader: Ann, plays: [R:T, B:C, Y:D], picks: {Ann: R:T, Bob: Y:D, Cat: Y:A}}
      - {plays: [Y:C, Y:K, M:K], picks: {Bob: M:K, Ann: Y:C}}
""")
    assert adj.dispute_texts == []
    assert adj.record["hands"][0]["collected"] == {"Ann": ["R:T", "Y:C"], "Bob": ["Y:D", "M:K"], "Cat": ["Y:A"]}


def test_only_the_last_hand_written_can_be_in_progress() -> None:
    # Two hands of three players (`hand-count: 2`): the first typed with two of its 14 tricks and
    # no words, the second with its words. A hand with another after it has ended, however short it
    # is typed: the game is over (a reviewer found it ruled "in progress: hand 2 of 2", exit 0, with
    # the first hand unscored). Each player's two cards of hand 1, unused, cost -1 each: -2 apiece;
    # hand 2's words are none either, so the tie at -2 + 0 is shared (nobody collected a card).
    record = TWO_TRICKS_SO_FAR.replace("players: [Ann, Bob, Cat]\n", "players: [Ann, Bob, Cat]\nhand-count: 2\n") \
        + "  - collected: {Ann: [], Bob: [], Cat: []}\n    words: {Ann: [], Bob: [], Cat: []}\n"
    adj = rule(record)
    assert (adj.record["complete"], adj.record["totals"], adj.record["winners"]) == (
        True, {"Ann": -2, "Bob": -2, "Cat": -2}, ["Ann", "Bob", "Cat"])
