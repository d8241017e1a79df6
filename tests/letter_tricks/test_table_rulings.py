"""A LetterTricks trick's ruling column in the table says everything the trick's JSON object
does: an illegal play no longer hides the trick's cooperative word or team victory claim."""

from __future__ import annotations

from tests.conftest import run

COOPERATIVE = """game: letter-tricks
mode: cooperative
players: [Ann, Bob, Cat, Dan]
variants: [multicolored]
hands:
  - tricks:
      - {leader: Ann, plays: [M:QU, B:I, Y:T, R:E], word: quite}
      - {leader: Ann, plays: [Y:A, M:K, R:T, Y:E], word: take}
      - {leader: Bob, plays: [B:A, R:S, B:E, Y:S], word: seas}
"""


def rows(text: str) -> list[str]:
    return run(["score-sheet"], input=text).stdout.splitlines()


def test_an_illegal_cooperative_trick_still_shows_its_word() -> None:
    """Bug: tricks 1 and 3 showed only `ILLEGAL: ...`, so the table said `tricks scored: 3` beside
    one trick marked as scoring. "Tricks where words were formed each score one point": QUITE from
    M:QU I T E (the Qu card stands for QU), SEAS from A S E S, each a trick scored."""
    # Dan's R:E in trick 1, on M:QU then B:I (the first card not multicolored sets blue), is shown
    # to be a revoke by his B:E in trick 3.
    revoke = "Dan played R:E in trick 1 while holding blue (shown by B:E in trick 3)"
    table = rows(COOPERATIVE)
    assert [row.split("  ")[-1].strip() for row in table if row[:2] in ("1 ", "2 ", "3 ")] == [
        f"ILLEGAL: {revoke}; word quite (scores)", "word take (scores)", f"ILLEGAL: {revoke}; word seas (scores)"]
    assert "tricks scored: 3" in table


def test_an_illegal_team_trick_still_shows_its_victory_claim() -> None:
    # Bob's Y:M wins (the highest yellow), and Dan's Y:A is the lowest card of the others: Cat may
    # not pick, and Dan did not. Bob+Dan hold Y:M alone, so the claim is refused.
    team = ("game: letter-tricks\nmode: team\nplayers: [Ann, Bob, Cat, Dan]\nhands:\n  - tricks:\n"
            "      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A], picks: {Bob: Y:M, Cat: Y:A}, "
            "victory: [cat, dog, emu]}\n")
    row = next(row for row in rows(team) if row.startswith("1 "))
    assert row.endswith("ILLEGAL: Cat picked Y:A, but only the winner (Bob) and the lowest card (Dan) pick; "
                        "Dan did not take the lowest card's pick; "
                        "Bob+Dan claims victory (cat, dog, emu): REFUSED"), row
