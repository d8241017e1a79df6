"""3 players: a word the player's cards spell, but only in a suit (or with a multicolored card)
another of the player's words takes, is `suit-taken`, not `not-from-cards`.

Rulebook, 3-player game: "Each word can only have letters from a single suit or the multicolored
cards, and each suit can only be in one word." Ann's AI is her Y:A and Y:I: refusing it as not
from her cards sent the table looking for cards she has. A team's victory claim already said
`suit-taken` for the same thing.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run

HEAD = "game: letter-tricks\nplayers: [Ann, Bob, Cat]\nhands:\n"
ANN = """  - collected: {Ann: [Y:C, Y:A, Y:T, Y:I, B:B, B:O, B:Y, M:Z], Bob: [], Cat: []}
    words: {Ann: [cat, ai, boy, ox]}
"""
BOB = """  - collected: {Ann: [], Bob: [B:F, B:E, M:Z, R:A, R:D, R:E], Cat: []}
    words: {Bob: [fez, adze]}
    scores: {Bob: 2}
"""


def _word(word: str, valid: bool, score: int, reasons: list[str], cards: list[str],
          suit: str | None = None) -> dict[str, object]:
    found: dict[str, object] = {"word": word, "valid": valid, "score": score, "reasons": reasons, "cards": cards}
    return found if suit is None else {**found, "suit": suit}


def test_a_word_whose_suit_another_word_takes(tmp_path: Path) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(HEAD + ANN)
    result = run(["score-sheet", "-f", "json", str(path)])
    assert result.exit_code == 0
    [hand] = json.loads(result.stdout)["hands"]
    # CAT (yellow, 3) and BOY (blue, 3) place; AI can only be yellow (her blue has no A or I), which
    # CAT holds: suit-taken. OX: she has no X at all: not-from-cards. Y:I and M:Z unused: 6 - 2 = 4.
    assert hand["words"]["Ann"] == [
        _word("cat", True, 3, [], ["Y:C", "Y:A", "Y:T"], "Y"),
        _word("ai", False, 0, ["suit-taken"], []),
        _word("boy", True, 3, [], ["B:B", "B:O", "B:Y"], "B"),
        _word("ox", False, 0, ["not-from-cards"], []),
    ]
    assert hand["scores"] == {"Ann": 4, "Bob": 0, "Cat": 0}


def test_a_word_whose_multicolored_card_another_word_takes(tmp_path: Path) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(HEAD + BOB)
    result = run(["score-sheet", "-f", "json", str(path)])
    record = json.loads(result.stdout)
    [hand] = record["hands"]
    # The multicolored cards "can be played in any suit, but only in one": FEZ (blue, with M:Z)
    # and ADZE (red, R:A R:D M:Z R:E, 1+1+2+1 = 5) both need the one M:Z. ADZE scores more and is
    # placed; FEZ is suit-taken. B:F and B:E unused: 5 - 2 = 3, not the 2 written.
    assert hand["words"]["Bob"] == [
        _word("fez", False, 0, ["suit-taken"], []),
        _word("adze", True, 5, [], ["R:A", "R:D", "M:Z", "R:E"], "R"),
    ]
    assert hand["scores"] == {"Ann": 0, "Bob": 3, "Cat": 0}
    assert record["disputes"] == ["hand 1, scores: Bob claims 2, scores 3: adze 5, less 2 for 2 cards "
                                  "unused (B:F, B:E)"]
