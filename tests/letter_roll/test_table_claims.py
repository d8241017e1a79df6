"""Letter Roll's table shows what the sheets say beside the referee's count, for a round's points
and for a total alike (docs/letter-roll.md, ruling 14: "the table shows (sheet says N)")."""

from __future__ import annotations

from tests.conftest import run

# Six rounds of P-E-C, two players, each rolls three times ("2-3 [players]: 3 times"). Terry lists
# pace every round: 6. Chris lists cope in five rounds and nothing in the last: 5. Chris added up 6.
RECORD = "game: letter-roll\nplayers: [Terry, Chris]\nrounds:\n" + "".join(
    f"  - {{roller: {roller}, letters: PEC, lists: {{Terry: [pace], Chris: [{words}]}}}}\n"
    for roller, words in [("Terry", "cope"), ("Chris", "cope"), ("Terry", "cope"), ("Chris", "cope"),
                          ("Terry", "cope"), ("Chris", "")]) + "totals: {Terry: 6, Chris: 6}\n"


def test_a_wrong_total_shows_what_the_sheet_says_in_the_standings() -> None:
    # Rulebook: "Players total their points. The player with the highest score wins." Terry 6,
    # Chris 5; Chris's sheet says 6. (The old standings showed a bare 5.)
    result = run(["score-sheet", "-"], input=RECORD)
    assert result.exit_code == 1
    assert result.stdout.split("\n\n")[-3:] == [
        "Standings (6 of 6 rounds)\n"
        "player    R1    R2    R3    R4    R5    R6    total\n"
        "--------  ----  ----  ----  ----  ----  ----  ----------------\n"
        "Terry     1     1     1     1     1     1     6\n"
        "Chris     1     1     1     1     1     0     5 (sheet says 6)",
        "Winner: Terry",
        "Ruled against the record:\n  - totals: Chris claims 6, the referee counts 5\n"]


def test_three_top_scorers_of_a_round_are_listed_as_a_sentence_lists_them() -> None:
    # A round on its own: "each player adds the number of words that have not been crossed off";
    # pace, cope and space are each on one list: 1 point each, all three share the top score.
    # (The table said "Top score shared: Jo and Kim and Lee".)
    result = run(["score-sheet", "-"], input="game: letter-roll\nletters: PEC\n"
                                             "lists: {Jo: [pace], Kim: [cope], Lee: [space]}\n")
    assert result.stdout.endswith("\nPoints: Jo 1, Kim 1, Lee 1\n\nTop score shared: Jo, Kim and Lee\n")
