"""Letter Roll's tie-break round through `score-sheet`: who leads after it, hand-computed from the
rulebook ("the players with tied scores each select one of the Letter Roll dice ... the player with
the highest score wins")."""

from __future__ import annotations

import json

from tests.conftest import FIXTURES, run

# Three players, nine rounds (each rolls three times), P-E-C every round: Terry's pace, Chris's cope
# and Dee's space are each on one list only, 1 point a round, so all three are level on 9.
THREE_TIED = "game: letter-roll\nplayers: [Terry, Chris, Dee]\nrounds:\n" + "".join(
    f"  - {{roller: {roller}, letters: PEC, lists: {{Terry: [pace], Chris: [cope], Dee: [space]}}}}\n"
    for roller in ["Terry", "Chris", "Dee"] * 3)


def test_a_player_the_tie_break_round_knocks_out_no_longer_leads() -> None:
    # Tie-break R-M-E (three tied, three letters): Terry more, remember = 2; Chris merit, term = 2;
    # Dee dream = 1. Terry and Chris are still level, Dee is out: the leaders are Terry and Chris.
    text = THREE_TIED + ("tiebreak:\n  letters: [R, M, E]\n"
                         "  lists: {Terry: [more, remember], Chris: [merit, term], Dee: [dream]}\n")
    result = run(["score-sheet", "-f", "json", "-"], input=text)
    assert (result.exit_code, result.stderr) == (0, "")
    record = json.loads(result.stdout)
    assert {k: record[k] for k in ("totals", "winners", "leaders", "needs_tiebreak", "tiebreak_rule")} == {
        "totals": {"Terry": 9, "Chris": 9, "Dee": 9}, "winners": [], "leaders": ["Terry", "Chris"],
        "needs_tiebreak": ["Terry", "Chris"], "tiebreak_rule": None}
    table = run(["score-sheet", "-"], input=text)
    assert table.stdout.endswith("\n\nTie: Terry, Chris are still level after the tie-break round: play another\n")


def test_the_tie_break_round_s_winner_is_the_only_leader() -> None:
    # Tie-break R-M-E: Terry more, remember = 2; Chris term = 1; Dee dream = 1: Terry wins and leads.
    text = THREE_TIED + ("tiebreak:\n  letters: [R, M, E]\n"
                         "  lists: {Terry: [more, remember], Chris: [term], Dee: [dream]}\n")
    record = json.loads(run(["score-sheet", "-f", "json", "-"], input=text).stdout)
    assert (record["winners"], record["leaders"], record["needs_tiebreak"], record["tiebreak_rule"]) == (
        ["Terry"], ["Terry"], [], "tiebreak-round")


def test_without_the_tie_break_round_every_tied_player_leads() -> None:
    record = json.loads(run(["score-sheet", "-f", "json", "-"], input=THREE_TIED).stdout)
    assert (record["winners"], record["leaders"], record["needs_tiebreak"]) == (
        [], ["Terry", "Chris", "Dee"], ["Terry", "Chris", "Dee"])


def _tie_break_rolled_by(roller: str) -> str:
    """The tie-break fixture (Jo and Kim level on 25, Lee 23) with a `roller:` on its tie-break round."""
    text = (FIXTURES / "letter-roll" / "tie-break.yaml").read_text(encoding="utf-8")
    return text.replace("\ntiebreak:\n", f"\ntiebreak:\n  roller: {roller}\n")


def test_a_tie_break_round_rolled_by_a_player_out_of_the_tie_is_ruled_against() -> None:
    # "The tied players all roll their dice at the same time": Lee (23) is not tied, so Lee did not
    # roll it. The round is still scored as the tied players played it: Jo 5, Kim 4 (room shared,
    # Rome a proper noun), Jo wins.
    result = run(["score-sheet", "-"], input=_tie_break_rolled_by("Lee"))
    assert (result.exit_code, result.stderr) == (1, "")
    assert result.stdout.endswith(
        "\n\nWinner: Jo\nJo wins the 25–25 tie in the tie-break round (Jo 5, Kim 4)\n"
        "\nRuled against the record:\n"
        "  - tiebreak: Lee rolled, but the tied players (Jo, Kim) each roll their own die\n")


def test_a_tied_player_named_as_the_tie_break_roller_is_upheld() -> None:
    result = run(["score-sheet", "-f", "json", "-"], input=_tie_break_rolled_by("Kim"))
    assert result.exit_code == 0
    record = json.loads(result.stdout)
    assert (record["winners"], record["disputes"]) == (["Jo"], [])


def test_words_of_a_player_out_of_the_tie_cross_off_none_of_the_tied_players_words() -> None:
    # "In case of a tie, the players with tied scores each select one of the Letter Roll dice ...
    # The round is scored as usual and the player with the highest score wins." Lee (23) is not
    # tied, so Lee's list is ruled against the record and crosses off nothing of Jo's or Kim's:
    # Jo farm, mirror, army, storm, warm = 5 (room shared with Kim), Kim more, form, morning,
    # remember = 4 (room shared, Rome a proper noun): Jo wins, as without Lee's list. (The old
    # ruling crossed Jo's farm, mirror, army and storm as shared with Lee: Jo 1, Kim 4, Kim won.)
    text = (FIXTURES / "letter-roll" / "tie-break.yaml").read_text(encoding="utf-8")
    text += "    Lee: [farm, mirror, army, storm]\n"
    result = run(["score-sheet", "-f", "json", "-"], input=text)
    assert (result.exit_code, result.stderr) == (1, "")
    record = json.loads(result.stdout)
    players = record["tiebreak"]["players"]
    assert {p: players[p]["score"] for p in players} == {"Jo": 5, "Kim": 4, "Lee": 0}
    assert [(w["word"], w["status"], w["shared_with"]) for w in players["Jo"]["words"]] == [
        ("farm", "scored", []), ("room", "crossed", ["Kim"]), ("mirror", "scored", []),
        ("army", "scored", []), ("storm", "scored", []), ("warm", "scored", [])]
    assert [(w["word"], w["shared_with"]) for w in players["Lee"]["words"]] == [
        ("farm", ["Jo"]), ("mirror", ["Jo"]), ("army", ["Jo"]), ("storm", ["Jo"])]
    assert (record["winners"], record["tiebreak_rule"], record["disputes"]) == (
        ["Jo"], "tiebreak-round",
        ["tiebreak: only the tied players (Jo, Kim) play it, not Lee (whose words cross off none of theirs)"])


def test_a_die_removed_in_the_tie_break_round_is_ruled_against() -> None:
    # "The tied players all roll their dice at the same time ... There will be as many letters as
    # tied players and all letters must be used in each word": nothing is removed. The record's
    # `removed: X` (neither rolled nor removable) was taken without a word and shown as 'X removed'.
    text = _tie_break_rolled_by("Kim").replace("  roller: Kim\n", "  removed: X\n")
    result = run(["score-sheet", "-"], input=text)
    assert (result.exit_code, result.stderr) == (1, "")
    assert "\nTie-break round · rolled R (white) M (blue) · letters R-M · tied: Jo, Kim\n" in result.stdout
    assert result.stdout.endswith(
        "\n\nWinner: Jo\nJo wins the 25–25 tie in the tie-break round (Jo 5, Kim 4)\n"
        "\nRuled against the record:\n"
        "  - tiebreak: removed X, but no die is removed in the tie-break round\n")
    assert json.loads(run(["score-sheet", "-f", "json", "-"], input=text).stdout)["tiebreak"]["removed"] is None


def test_a_die_removed_with_the_white_dice_only_is_ruled_against() -> None:
    # Variations: "Use just the white dice": the box's two white dice are both rolled and both in
    # play (docs/letter-roll.md ruling 11), so no die is removed.
    text = ("game: letter-roll\nplayers: [Jo, Kim]\nvariants: [white-dice]\nrounds:\n"
            "  - {roller: Jo, rolled: [A, E], removed: E, letters: [A, E], lists: {Jo: [area], Kim: [sea]}}\n")
    record = json.loads(run(["score-sheet", "-f", "json", "-"], input=text).stdout)
    assert (record["rounds"][0]["removed"], record["disputes"]) == (
        None, ["round 1: removed E, but no die is removed with white-dice (both dice in play)"])


def test_the_tie_break_round_rolls_the_game_s_dice() -> None:
    # Variations: "Use just the white dice or the white and blue dice." The tied players "each
    # select one of the Letter Roll dice" of that game: an orange die is no more in play in the
    # tie-break round than in the others (its colours were not checked). Six rounds of P-E-C, Jo's
    # pace and Kim's cope each 1 a round: 6-6. Tie-break R-M: Jo farm 1, Kim form, more 2: Kim
    # wins, as played, and the orange die is ruled against the record.
    rounds = "".join(f"  - {{roller: {roller}, letters: PEC, lists: {{Jo: [pace], Kim: [cope]}}}}\n"
                     for roller in ["Jo", "Kim"] * 3)
    text = ("game: letter-roll\nplayers: [Jo, Kim]\nvariants: [white-blue-dice]\nrounds:\n" + rounds +
            "tiebreak: {rolled: [R, M], colours: [white, orange], letters: [R, M],"
            " lists: {Jo: [farm], Kim: [form, more]}}\n")
    result = run(["score-sheet", "-f", "json", "-"], input=text)
    record = json.loads(result.stdout)
    assert (result.exit_code, record["totals"], record["winners"], record["tiebreak_rule"], record["disputes"]) == (
        1, {"Jo": 6, "Kim": 6}, ["Kim"], "tiebreak-round",
        ["tiebreak: dice rolled white, orange, but white-blue-dice plays just the white and blue dice (not orange)"])
