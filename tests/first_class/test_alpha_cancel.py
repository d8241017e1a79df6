"""The alphabetical check: optimal cancellations, against greedy and against a brute-force oracle."""

from __future__ import annotations

import json
from itertools import combinations, pairwise
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.first_class.alphabetical import Entry, Order, alpha_cancel, greedy_keep, keep_in_order, order_key
from tests.conftest import FIXTURES, run, xargs

FIXTURE = FIXTURES / "first-class-letters"


def objects(output: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in output.splitlines()]


# --- the algorithm ---------------------------------------------------------------------------------
def test_greedy_loses_where_the_optimum_does_not() -> None:
    # zebra=1, apple=5, banana=5. Greedy keeps zebra (the first word) and then must drop apple and
    # banana: 1 point. Canceling zebra keeps apple and banana: 10 points.
    keys = ["zebra", "apple", "banana"]
    points = [1, 5, 5]
    greedy = greedy_keep(keys)
    assert greedy == [0] and sum(points[i] for i in greedy) == 1
    ruling = alpha_cancel([Entry(i + 1, k, p) for i, (k, p) in enumerate(zip(keys, points, strict=True))])
    assert (ruling.cancel, ruling.kept, ruling.score) == ((1,), (2, 3), 10)


def test_points_come_before_words() -> None:
    # mango=10 then apple, banana, cherry at 1 each: three words (3 points) lose to one (10).
    ruling = alpha_cancel([Entry(1, "mango", 10), Entry(2, "apple", 1), Entry(3, "banana", 1),
                           Entry(4, "cherry", 1)])
    assert (ruling.kept, ruling.score) == ((1,), 10)


def test_equal_points_keep_more_words() -> None:
    # delta=6 alone, or apple=3 + banana=3: both 6 points; two words beat one.
    ruling = alpha_cancel([Entry(1, "delta", 6), Entry(2, "apple", 3), Entry(3, "banana", 3)])
    assert (ruling.cancel, ruling.kept) == ((1,), (2, 3))


def test_remaining_tie_keeps_the_rows_nearer_the_top() -> None:
    # pear=4 and apple=4 cannot both stay (pear is above apple); either keeps 4 points and one word.
    # The fixed rule keeps the top row: pear.
    ruling = alpha_cancel([Entry(1, "pear", 4), Entry(2, "apple", 4)])
    assert (ruling.cancel, ruling.kept) == ((2,), (1,))


def test_case_is_ignored_and_a_repeated_word_is_in_order() -> None:
    assert alpha_cancel([Entry(1, "Apple", 1), Entry(2, "apple", 1), Entry(3, "APPLE", 1)]).cancel == ()
    assert order_key("Éclair") == "eclair"


def test_first_letter_order_only_compares_initials() -> None:
    entries = [Entry(1, "avocado", 3), Entry(2, "apple", 2), Entry(3, "acorn", 1)]
    # By whole words avocado > apple > acorn: only one can stay, avocado (3).
    assert alpha_cancel(entries).kept == (1,)
    # By first letters all three start with A: nothing to cancel.
    assert alpha_cancel(entries, Order.FIRST_LETTER).cancel == ()


def brute_force(keys: list[str], points: list[int]) -> list[int]:
    """Every subset, largest first: most points, then most words, then the top-most rows."""
    n = len(keys)
    best: tuple[int, int, tuple[int, ...]] | None = None
    for size in range(n, -1, -1):
        for kept in combinations(range(n), size):
            if all(keys[a] <= keys[b] for a, b in pairwise(kept)):
                score = sum(points[i] for i in kept)
                # Compare: higher score, more words, lexicographically smaller row list.
                if (best is None or (score, size) > best[:2]
                        or ((score, size) == best[:2] and kept < best[2])):
                    best = (score, size, kept)
    assert best is not None
    return list(best[2])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["ant", "bee", "cat", "cow", "dog", "eel"]),
                          st.integers(min_value=0, max_value=6)), max_size=9))
def test_matches_the_brute_force_oracle(rows: list[tuple[str, int]]) -> None:
    keys = [k for k, _ in rows]
    points = [p for _, p in rows]
    assert keep_in_order(keys, points) == brute_force(keys, points)


@given(st.lists(st.tuples(st.text(alphabet="abc", min_size=1, max_size=3), st.integers(0, 20)), max_size=60))
def test_kept_rows_are_in_order_and_never_worse_than_greedy(rows: list[tuple[str, int]]) -> None:
    keys = [k for k, _ in rows]
    points = [p for _, p in rows]
    kept = keep_in_order(keys, points)
    assert all(keys[a] <= keys[b] for a, b in pairwise(kept))
    assert kept == sorted(kept)
    assert sum(points[i] for i in kept) >= sum(points[i] for i in greedy_keep(keys))


# --- the command --------------------------------------------------------------------------------------
def test_words_as_arguments() -> None:
    result = run(["alpha-cancel", "-f", "json", "zebra=1", "apple=5", "banana=5"])
    assert result.exit_code == 1
    [obj] = objects(result.stdout)
    assert (obj["cancel"], obj["kept"], obj["score"]) == ([1], [2, 3], 10)


def test_bare_words_count_one_and_in_order_exits_zero() -> None:
    result = run(["alpha-cancel", "-f", "json", "apple", "Banana", "cherry"])
    assert result.exit_code == 0
    [obj] = objects(result.stdout)
    assert (obj["cancel"], obj["kept"], obj["score"]) == ([], [1, 2, 3], 3)


def test_first_letter_option() -> None:
    args = ["alpha-cancel", "-f", "json", "avocado=3", "apple=2", "acorn=1"]
    assert objects(run(args).stdout)[0]["kept"] == [1]
    result = run([*args[:1], "--order", "first-letter", *args[1:]])
    assert result.exit_code == 0 and objects(result.stdout)[0]["score"] == 6


def test_plain_sheets_from_a_file_and_from_stdin() -> None:
    path = FIXTURE / "out-of-order.yaml"
    by_file = run(["alpha-cancel", "-f", "json", str(path)])
    by_stdin = run(["alpha-cancel", "-f", "json"], input=path.read_text())
    assert by_file.exit_code == by_stdin.exit_code == 1
    assert by_file.stdout == by_stdin.stdout
    lou, max_ = objects(by_file.stdout)
    # Lou: zebra 1, apple 5, banana 5, (unused), (canceled box), cherry 4, avocado 6.
    # apple+banana+cherry = 14 beats apple+avocado = 11 and zebra alone: cancel rows 1 and 7.
    assert (lou["name"], lou["cancel"], lou["kept"], lou["score"], lou["excluded"]) == (
        "Lou", [1, 7], [2, 3, 6], 14, [4, 5])
    assert (max_["cancel"], max_["score"]) == ([], 9)


def test_a_first_class_record_gives_one_result_per_sheet() -> None:
    result = run(["alpha-cancel", "-f", "json", str(FIXTURE / "game-night.yaml")])
    assert result.exit_code == 1  # Carl's sheet needs a cancellation
    sheets = objects(result.stdout)
    assert [s["name"] for s in sheets] == ["Ana", "Ben", "Carl", "Dana", "Eli"]
    carl = sheets[2]
    # mercury 8, cabinet 6, midnight 6, rooks 3, wrote 6; Brooklyn and packged take no part.
    assert (carl["cancel"], carl["kept"], carl["score"], carl["excluded"]) == ([2], [1, 4, 6, 7], 23, [3, 5])
    # Ben's canceled words (wrong initial, dead letter) and his empty box take no part.
    assert sheets[1]["excluded"] == [4, 6, 7] and sheets[1]["cancel"] == []


def test_the_communal_sheet_of_a_cooperative_record() -> None:
    result = run(["alpha-cancel", "-f", "json", str(FIXTURE / "cooperative.yaml")])
    assert result.exit_code == 0
    [obj] = objects(result.stdout)
    assert (obj["name"], obj["cancel"], obj["score"]) == ("communal", [], 46)


def test_table_output() -> None:
    result = run(["alpha-cancel", "zebra=1", "apple=5", "banana=5"])
    assert result.stdout.splitlines() == [
        "row    word    points    ruling",
        "-----  ------  --------  --------",
        "1      zebra   1         cancel",
        "2      apple   5         kept",
        "3      banana  5         kept",
        "cancel row 1; score kept 10",
    ]


def test_yaml_output_is_a_stream_of_documents() -> None:
    import yaml

    result = run(["alpha-cancel", "-f", "yaml", "b=2", "a=1"])
    [doc] = list(yaml.safe_load_all(result.stdout))
    assert (doc["cancel"], doc["kept"], doc["score"]) == ([2], [1], 2)


def test_errors_are_one_line_and_exit_two() -> None:
    result = run(["alpha-cancel", "apple=x"])
    assert result.exit_code == 2
    assert result.stderr.startswith("referee: error: ") and result.stderr.count("\n") == 1
    bad = "rows: [apple, {wrod: pear}]\n"
    result = run(["alpha-cancel", "-"], input=bad)
    assert result.exit_code == 2
    assert result.stderr == ("referee: error: <stdin>:1:16: row 2: unknown key 'wrod'; did you mean 'word'? "
                             "(expected word, score, canceled, round)\n")


def test_a_bad_document_does_not_hide_the_next() -> None:
    text = "rows: [b=x]\n---\nrows: [b=2, a=1]\n"
    result = run(["alpha-cancel", "-f", "json", "-"], input=text)
    assert result.exit_code == 2
    assert objects(result.stdout)[0]["cancel"] == [2]
    assert "<stdin>:1:8: row 1:" in result.stderr


def test_other_games_have_no_alphabetical_check() -> None:
    result = run(["alpha-cancel", "-"], input="game: letter-roll\nplayers: [A, B]\n")
    assert result.exit_code == 2
    assert "only First-Class Letters records" in result.stderr


def test_word_score_lines_on_stdin_are_pointed_to_the_arguments() -> None:
    """`printf 'zebra=5\\napple=2\\nmango\\n' | referee alpha-cancel`: YAML reads the lines as one
    text, refused without a word of what to do. The same rows as arguments are ruled: "at the end
    of the game, your words need to be in alphabetical order": zebra (5) alone keeps 5, apple and
    mango 3, so rows 2 and 3 are canceled."""
    piped = run(["alpha-cancel"], input="zebra=5\napple=2\nmango\n")
    assert (piped.exit_code, piped.stdout) == (2, "")
    assert piped.stderr == ("referee: error: <stdin>:1:1: alpha-cancel: expected a First-Class Letters record or a "
                            "sheet (rows: [...]), got 'zebra=5 apple=2 mango'; WORD=SCORE rows are arguments, not "
                            "input (xargs referee alpha-cancel < FILE)\n")
    [ruled] = objects(run(["alpha-cancel", "-f", "json", "zebra=5", "apple=2", "mango"]).stdout)
    assert (ruled["cancel"], ruled["kept"], ruled["score"]) == ([2, 3], [1], 5)


def test_rows_handed_on_by_xargs_from_a_file_with_a_byte_order_mark_are_in_order(tmp_path: Path) -> None:
    """`xargs referee alpha-cancel < FILE`, as the message above says, of a FILE saved with a byte
    order mark: xargs hands the mark on as the start of the first row's word, where it sorted
    `apple` after `zebra` (U+FEFF is after every letter) and canceled it, though "your words need
    to be in alphabetical order, from top to bottom" and apple (2) then zebra (5) are: nothing to
    cancel, 7 points kept, exit status 0."""
    done = xargs(["alpha-cancel"], b"\xef\xbb\xbfapple=2\nzebra=5\n", tmp_path)
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout.decode() == ("row    word    points    ruling\n"
                                    "-----  ------  --------  --------\n"
                                    "1      apple   2         kept\n"
                                    "2      zebra   5         kept\n"
                                    "in alphabetical order; score kept 7\n")


def test_a_record_s_misspelt_word_is_shown_as_the_correction_it_is_ordered_as() -> None:
    """"If a word is misspelled, simply look up the proper spelling, correct the word on your player
    sheet, and score the correctly-spelled word instead": aple is apple, which comes after apex
    ("check that all 7 of your words are in alphabetical order"), so one of the two is canceled,
    the top row kept (docs: the remaining tie keeps the rows nearer the top). The table showed
    'aple' above 'apex: cancel', an order that reads as fine; it now shows what was ordered."""
    sheet = ("game: first-class-letters\nmode: solo\nspecial: {5: L, 6: S, 7: T}\nplayers:\n  - name: Maya\n"
             "    rows: [{word: aple, score: 2}, {word: apex, score: 2}, {word: bat, score: 2}, "
             "{word: cot, score: 2}, {word: lot, score: 2}, {word: sat, score: 2}, {word: tap, score: 2}]\n")
    result = run(["alpha-cancel", "-"], input=sheet)
    assert result.exit_code == 1
    assert result.stdout == (
        "Maya\n"
        "row    word           points    ruling\n"
        "-----  -------------  --------  --------\n"
        "1      aple -> apple  2         kept\n"
        "2      apex           2         cancel\n"
        "3      bat            2         kept\n"
        "4      cot            2         kept\n"
        "5      lot            2         kept\n"
        "6      sat            2         kept\n"
        "7      tap            2         kept\n"
        "cancel row 2; score kept 12\n")
    # A plain sheet's words are taken as typed: no dictionary, no correction.
    assert "apel    2" in run(["alpha-cancel", "apel=2", "apex=3"]).stdout
