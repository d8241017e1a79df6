"""First-Class Letters sheets as written: a canceled word's doubling circle is not disputed too.

Rulebook, "3) Score": "If your word uses the dead letter or is otherwise considered invalid by the
other players, it is "canceled" and scores 0. Cover that word's score box with the squiggly
cancellation mark." and "If your word includes all 3 letters shown on the dice, place a checkmark
in the circle." "Game End": "you must cancel words, covering their score, until the remaining words
on your sheet are in alphabetical order."

A circle marked on a word with no checkmark is disputed because it would say how the word scored.
A canceled word scores 0 whatever its marks, so its cancellation is the one ruling the player
needs: the bug gave the circle-without-checkmark dispute (exit 1) as well.
Expectations worked by hand.
"""

from __future__ import annotations

from tests.conftest import run

HEAD = "game: first-class-letters\nmode: solo\nspecial: {2: C, 4: M, 6: R}\nplayers:\n  - name: Maya\n    rows:\n"
ROWS = ["{word: apple, checks: 2}", "{word: cat, checks: 2}", "{word: dog, checks: 1}",
        "{word: mango, checks: 2}", "{word: nest, checks: 1}", "{word: rope, checks: 2}",
        "{word: stone, checks: 2}"]
NOTE = ("No rounds recorded (a sheet as written): the checkmarks, the doubling circle and the dead letter "
        "are taken as written, not checked against the dice (points marked *).")


def sheet(rows: list[str], variants: str = "") -> str:
    return variants + HEAD + "".join(f"      - {r}\n" for r in rows)


def test_a_circle_on_a_word_canceled_for_its_special_row_initial() -> None:
    # "Words on special rows must begin with the letter marked in the box": banana on row 2 (C)
    # is canceled wrong-initial and scores 0; its circle changes nothing.
    rows = list(ROWS)
    rows[1] = "{word: banana, checks: 0, doubled: true}"
    result = run(["score-sheet", "-"], input=sheet(rows))
    # 2 + 0 + 1 + 2 + 1 + 2 + 2 = 10, in order (apple banana dog mango nest rope stone).
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == "\n".join([
        "First-Class Letters, solo (finished); variants: none; special rows 2:C 4:M 6:R",
        NOTE,
        "",
        "Maya",
        "row    word    ✓    x2    points    why canceled",
        "-----  ------  ---  ----  --------  --------------",
        "1      apple   2          2*",
        "2      banana  0          0         wrong-initial",
        "3      dog     1          1*",
        "4      mango   2          2*",
        "5      nest    1          1*",
        "6      rope    2          2*",
        "7      stone   2          2*",
        "total 10, adjusted 10: no rank (under 20)",
        "",
    ])


def test_a_circle_on_a_word_canceled_for_alphabetical_order() -> None:
    # zebra heads the sheet: keeping it would cancel the six words below (10 points), so the
    # "Game End" check cancels it, and it scores 0 whatever its circle said.
    rows = list(ROWS)
    rows[0] = "{word: zebra, checks: 0, doubled: true}"
    result = run(["score-sheet", "-f", "json", "-"], input=sheet(rows))
    assert (result.exit_code, result.stderr) == (0, "")
    assert '"disputes": []' in result.stdout
    assert '"reasons": ["alphabetical-order"]' in result.stdout


def test_a_circle_on_a_word_that_scores_is_still_disputed() -> None:
    # The same marks on a word kept: "scored undoubled" is what the box holds, 0.
    rows = list(ROWS)
    rows[4] = "{word: nest, checks: 0, doubled: true}"
    result = run(["score-sheet", "-"], input=sheet(rows))
    assert result.exit_code == 1
    assert result.stdout.endswith("disputes:\n  - Maya row 5 (nest): the circle is marked with no checkmark "
                                  "(doubling needs every dice letter in the word; scored undoubled)\n")


def test_a_circle_on_a_word_without_the_priority_letter() -> None:
    # Priority Mail: the priority letter "must be included in your word this round, or else be
    # canceled and score 0"; it is one of the dice, so a word with no checkmark lacks it.
    rows = list(ROWS)
    rows[4] = "{word: nest, checks: 0, doubled: true}"
    result = run(["score-sheet", "-f", "json", "-"], input=sheet(rows, "variants: [priority-mail]\n"))
    assert (result.exit_code, result.stderr) == (0, "")
    assert '"disputes": []' in result.stdout
    assert '"reasons": ["missing-priority"]' in result.stdout


def test_too_many_checkmarks_on_a_word_canceled_for_its_initial() -> None:
    # "bee" has 3 letters, so at most 3 checkmarks; on row 2 (C) it is canceled wrong-initial and
    # scores 0. The bug: a second line, "9 checkmarks marked, but the word has only 3 letters
    # (scored at 3)", for a word scored at 0. The marks are still shown as the most the word allows.
    rows = list(ROWS)
    rows[1] = "{word: bee, checks: 9}"
    result = run(["score-sheet", "-"], input=sheet(rows))
    assert (result.exit_code, result.stderr) == (0, "")
    assert "2      bee     3          0         wrong-initial\n" in result.stdout
    assert "disputes" not in result.stdout
