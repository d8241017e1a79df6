"""A slip in `--out` is reported as a slip in `--out`, by `answer` and `hint letterflip` alike.

The error once read `Invalid value for '--known': --out: expected letters A-Z, got 'é'`: the reader
of what is known put `--out:` into its message and both commands blamed every such error on
`--known`. Now the eliminated letters are refused naming `--out`, once.
"""

from __future__ import annotations

import pytest

from tests.conftest import run

CARD = ["--card", "cat,frog,wagon,bridge"]


WITH_OUT = {"answer": lambda out: ["answer", *CARD, "--out", out, "A"],
            "hint": lambda out: ["hint", "letterflip", "--out", out]}


@pytest.mark.parametrize("command", sorted(WITH_OUT))
@pytest.mark.parametrize("out", ["é", "E1", "E,T,?"])
def test_letters_out_that_are_not_letters_name_the_out_option(command: str, out: str) -> None:
    result = run(WITH_OUT[command](out))
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: Invalid value for '--out': expected letters A-Z, got {out!r}\n"


@pytest.mark.parametrize("command", [["answer", *CARD, "--known", "A=x", "A"],
                                     ["hint", "letterflip", "--known", "A=x"]], ids=["answer", "hint"])
def test_an_unreadable_answer_still_names_the_known_option(command: list[str]) -> None:
    result = run(command)
    assert result.exit_code == 2
    assert result.stderr == ("referee: error: Invalid value for '--known': A: expected how many times the letter "
                             "occurs (0-6), got 'x'\n")


def test_letters_out_that_are_letters_are_taken_as_answered_zero() -> None:
    # --out ETS is short for E=0,T=0,S=0: the card's first word CAT has a T, so with T out the
    # referee refuses to answer from a state the card contradicts.
    assert run(["answer", *CARD, "--out", "E,S", "A"]).exit_code == 0
    refused = run(["answer", *CARD, "--out", "ETS", "A"])
    assert refused.exit_code == 2
    assert refused.stderr.startswith(
        "referee: error: Invalid value for '--known' / '--out': T=0: not what the card says")
