"""`hint letter-tricks` offers only plays a hand may make, at every table size, through the
command line: exact output on a three-word list, hand-computed from the rulebook."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.analysis_support import analysis_json, word_list
from tests.conftest import json_lines, run

WORDS = "a ax at"
"""Earlier words count as commoner; every word here is hand-checked against the cards below."""


@pytest.fixture
def lexicon(tmp_path: Path) -> str:
    return word_list(tmp_path, WORDS)


def hint(lexicon: str, *args: str) -> tuple[int, str, str]:
    result = run(["hint", "letter-tricks", "--lexicon", lexicon, *args])
    return result.exit_code, result.stdout, result.stderr


# 3 players: "At the end of the hand, players take the 14 cards they have collected and try to make
# up to three words, one for each suit. [...] letters not in the word are each one negative point."
# Up to three words is one at least: playing no word is no hint (bug: every 3-player hint ended
# with an empty set scoring minus the cards, and a one-card hand was offered it beside "a").
def test_three_players_one_card_is_the_word_only(lexicon: str) -> None:
    assert hint(lexicon, "--players", "3", "--cards", "Y:A", "-n", "0") == (0, (
        "Best words, one per suit, from 1 card:\n"
        "#    yellow    blue    red    score    unused\n"
        "---  --------  ------  -----  -------  --------\n"
        "1    a                        1\n"), "")


def test_three_players_every_set_has_a_word(lexicon: str) -> None:
    # ax: Y:A 1 + Y:X 2 = 3, nothing unused; a: 1, Y:X unused -1 = 0; no third, empty, set (-2)
    assert hint(lexicon, "--players", "3", "--cards", "Y:A,Y:X", "-n", "0") == (0, (
        "Best words, one per suit, from 2 cards:\n"
        "#    yellow    blue    red    score    unused\n"
        "---  --------  ------  -----  -------  --------\n"
        "1    ax                       3\n"
        "2    a                        0        Y:X\n"), "")


def test_three_players_cards_without_a_word_say_so(lexicon: str) -> None:
    # "x" alone is not on the list, and neither is any word of M:X and R:H
    assert hint(lexicon, "--players", "3", "--cards", "Y:X,M:X,R:H") == (0, (
        "Best words, one per suit, from 3 cards:\n"
        "no word can be made from these cards\n"), "")
    assert hint(lexicon, "--players", "3", "--cards", "Y:X,M:X,R:H", "-f", "json") == (0, "", "")


def test_three_players_in_every_suit_never_list_no_word(lexicon: str) -> None:
    # One word or none in each suit, from the suit's own cards:
    code, out, _err = hint(lexicon, "--players", "3", "--cards", "Y:A,Y:X,B:A,R:A,R:T", "-n", "0",
                           "-f", "json")
    sets = json_lines(out)
    assert code == 0 and sets and all(s["words"] and s["word"] for s in sets)
    # yellow: ax, a or none (3); blue: a or none (2); red: at, a or none (3); less the empty set
    assert len(sets) == 3 * 2 * 3 - 1
    assert (sets[0]["word"], sets[0]["score"]) == ("ax a at", 3 + 1 + 2)  # every card used


@pytest.mark.parametrize("players", ["4", "5"])
def test_four_and_five_players_one_card(lexicon: str, players: str) -> None:
    # "try to make a single word. Each card used in the word is worth one point"
    assert hint(lexicon, "--players", players, "--cards", "Y:A", "-n", "0") == (0, (
        "Best words from 1 card:\n"
        "#    word    score    cards    unused\n"
        "---  ------  -------  -------  --------\n"
        "1    a       1        Y:A\n"), "")
    assert hint(lexicon, "--players", players, "--cards", "Y:X") == (0, (
        "Best words from 1 card:\n"
        "no word can be made from these cards\n"), "")


def test_team_and_trick_with_one_card(lexicon: str) -> None:
    # Team: "a word of at least four letters in all three suits"; one card is no victory.
    assert hint(lexicon, "--team", "--cards", "Y:A") == (
        0, "No victory yet: no word of 4+ cards in yellow, blue, red.\n", "")
    # Cooperative: "The size of the word will match the number of players" (4 or 5).
    assert hint(lexicon, "--trick", "--cards", "Y:A") == (2, "", (
        "referee: error: cooperative LetterTricks is played by 4 or 5 players, got a trick of 1 card\n"))


def test_analysis_of_a_hand_without_a_word_is_no_play(tmp_path: Path) -> None:
    # Cat's Y:D and R:H make no word: -2 whatever Cat does, so nothing was missed, and no set of
    # no words is shown as the best play (it was, scoring -2), as with 4-5 players.
    record = ("game: letter-tricks\nplayers: [Ann, Bob, Cat]\nhands:\n"
              "  - collected: {Ann: [Y:A, Y:X], Bob: [B:A], Cat: [Y:D, R:H]}\n"
              "    words: {Ann: [ax]}\n")
    [hand] = analysis_json(["--lexicon", word_list(tmp_path, WORDS), "-"], input=record)["hands"]
    cat = hand["players"][2]
    assert (cat["score"], cat["best"], cat["missed"]) == (-2, None, 0)


# --- cards written without their suit -------------------------------------------------------------
# docs/letter-tricks.md: in `check-word --cards` "a bare letter names no suit"; the hint takes it as
# a card of any suit where the suit changes nothing: 4-5 players "try to make a single word. Each
# card used in the word is worth one point, though a few rare letters (J, K, Q, V, X, Z) earn a
# bonus point each" (letters only), and a cooperative trick's word uses every card of the trick.
def test_bare_letters_are_hinted_with_four_players(lexicon: str) -> None:
    # ax: A 1 + X 2 = 3; at: 2; a: 1 (the cards shown as given: their suits are not known)
    assert hint(lexicon, "--cards", "A,X,T") == (0, (
        "Best words from 3 cards:\n"
        "#    word    score    cards    unused\n"
        "---  ------  -------  -------  --------\n"
        "1    ax      3        A, X     T\n"
        "2    at      2        A, T     X\n"
        "3    a       1        A        X, T\n"), "")


def test_bare_letters_with_the_advanced_penalty(lexicon: str) -> None:
    # "lose one point for every second card collected but not used": ax leaves 3 (-1), a leaves 4 (-2)
    assert hint(lexicon, "--players", "5", "--variant", "advanced", "--cards", "A,X,T,E,B:E") == (0, (
        "Best words from 5 cards (advanced variant):\n"
        "#    word    score    cards    unused\n"
        "---  ------  -------  -------  ------------\n"
        "1    ax      2        A, X     T, E, B:E\n"
        "2    at      1        A, T     X, E, B:E\n"
        "3    a       -1       A        X, T, E, B:E\n"), "")


@pytest.mark.parametrize("suited", ["Y:C,R:QU,B:I,R:Z,Y:U,Y:A,B:E,R:T", "B:J,Y:O,Y:K,B:E,R:S,R:N,R:A"])
def test_bare_letters_give_the_words_and_scores_of_the_suited_cards(suited: str) -> None:
    bare = ",".join(card.split(":")[1] for card in suited.split(","))
    with_suits = json_lines(run(["hint", "letter-tricks", "--cards", suited, "-f", "json"]).stdout)
    without = json_lines(run(["hint", "letter-tricks", "--cards", bare, "-f", "json"]).stdout)
    assert len(with_suits) == 10

    def letters(hint: dict[str, Any]) -> dict[str, Any]:
        return {**hint, "cards": [c.split(":")[1] for c in hint["cards"]],
                "unused": [c.split(":")[1] for c in hint["unused"]]}

    assert without == [letters(h) for h in with_suits]


def test_bare_letters_in_a_cooperative_trick(tmp_path: Path) -> None:
    # "players can rearrange them at the end to form the word": T A X A is taxa, whatever the suits
    assert hint(word_list(tmp_path, "taxa"), "--trick", "--cards", "T,A,X,R:A") == (0, (
        "Words using all 4 cards T A X R:A:\n"
        "#    word    cards\n"
        "---  ------  ------------\n"
        "1    taxa    T, A, R:A, X\n"), "")


@pytest.mark.parametrize("args, message", [
    # 3 players: "Each word can only have letters from a single suit or the multicolored cards"
    (["--players", "3", "--cards", "Y:C,A,Y:T"], "A has no suit: with 3 players each word is made from one "
                                                 "suit's cards, so write it with its suit (Y:A, B:A or R:A)"),
    # Team: "a word of at least four letters in all three suits"
    (["--team", "--cards", "QU,Y:C"], "QU has no suit: a team's words are made one from each suit's cards, "
                                      "so write it with its suit (R:QU)"),
    # 4-5 players: "Do not use the multicolored cards in this game": one X card, the yellow one
    (["--cards", "X,A,X"], "X is given 2 times, and this game has 1 X card (Y:X)"),
    (["--cards", "Y:A,A,A,A"], "A is given 4 times, and this game has 3 A cards (Y:A, B:A, R:A)"),
    # "The Qu card counts as one letter": no card is a Q alone
    (["--cards", "q,A"], "no card has the letter q alone (the Qu card is QU)"),
    (["--cards", "A,AB"], "expected a card SUIT:LETTER (Y, B, R or M, then A-Z or QU) or a bare letter, "
                          "got 'AB'"),
])
def test_bare_letters_refused_say_which_card_and_why(lexicon: str, args: list[str], message: str) -> None:
    assert hint(lexicon, *args) == (2, "", f"referee: error: Invalid value for '--cards': {message}\n")
