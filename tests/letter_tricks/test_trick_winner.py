"""`referee trick-winner` through the CLI: arguments, --hand, stdin, files, JSON Lines, exit codes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import FIXTURES, run, xargs

LT = FIXTURES / "letter-tricks"


def tricks(args: list[str], input: str | None = None, code: int = 0) -> list[dict[str, Any]]:
    result = run(["trick-winner", "-f", "json", *args], input=input)
    assert result.exit_code == code, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_one_trick_from_arguments() -> None:
    """Y:C Y:M B:V Y:A: yellow led, seat 2 wins with Y:M, seat 4 (Y:A) picks second."""
    (trick,) = tricks(["Y:C", "Y:M", "B:V", "Y:A"])
    assert trick["led_suit"] == "Y" and trick["winner"] == 2 and trick["winning_card"] == "Y:M"
    assert (trick["first_pick"], trick["first_pick_card"]) == (2, None)
    assert (trick["second_pick"], trick["second_pick_card"]) == (4, None)
    assert trick["lowest_card"] == "Y:A"
    assert trick["vowel_pick"] is None and trick["illegal"] == []


def test_multicolored_lead_and_must_follow_with_hands() -> None:
    """M:Z B:C B:A Y:T, seat 4 holds B:E: blue was led by B:C, so Y:T is illegal (exit 1)."""
    (trick,) = tricks(["M:Z", "B:C", "B:A", "Y:T", "--hand", "4=Y:T,B:E"], code=1)
    assert trick["led_suit"] == "B" and trick["winner"] == 1 and trick["second_pick"] == 3
    assert trick["illegal"] == [{"player": 4, "card": "Y:T", "rule": "must-follow",
                                 "why": "4 played Y:T holding B:E of the led suit (blue)"}]


def test_the_help_example_of_a_multicolored_lead_is_a_game_that_uses_the_card() -> None:
    """The example --help and docs/letter-tricks.md give: M:Z is a team-play card (the 4-player
    competitive game leaves the multicolored cards out), so it is ruled without a warning."""
    result = run(["trick-winner", "M:Z", "B:C", "B:A", "Y:T", "--hand", "4=Y:T,B:E", "--mode", "team"])
    assert result.exit_code == 1 and result.stderr == ""
    assert "illegal      4 played Y:T holding B:E of the led suit (blue)\n" in result.stdout


def test_the_first_suited_card_after_a_multicolored_lead_is_free() -> None:
    """M:Z Y:C B:A R:T: seat 2 sets yellow (free, though it holds blue); seat 3 holds Y:D: illegal."""
    (trick,) = tricks(["M:Z", "Y:C", "B:A", "R:T", "--hand", "2=Y:C,B:E", "--hand", "3=B:A,Y:D"], code=1)
    assert trick["led_suit"] == "Y"
    assert [(i["player"], i["rule"]) for i in trick["illegal"]] == [(3, "must-follow")]


def test_multicolored_card_is_never_compulsory_and_always_follows() -> None:
    """Team play, where the multicolored cards are used (the 4-player competitive game has none:
    "Do not use the multicolored cards in this game"). B:C leads blue.

    - Seat 2 plays Y:T holding Y:T and M:J, no blue: legal, "A player is never required to play a
      multicolored card."
    - Seat 4 plays M:K though it holds B:E: legal, "the multicolored cards are all-suited, meaning
      they can always follow".
    - "Because they always follow, if they are the highest card in the trick, they win it": K is
      above C and A, so seat 4 wins with M:K and picks first.
    - "The lowest card (suit does not matter for this purpose) then also gets to pick": B:A, seat 3.
    """
    result = run(["trick-winner", "--mode", "team", "B:C", "Y:T", "B:A", "M:K",
                  "--hand", "2=Y:T,M:J", "--hand", "4=M:K,B:E"])
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == (
        "trick        ruling\n"
        "-----------  ---------------------------\n"
        "plays        1 B:C  2 Y:T  3 B:A  4 M:K*\n"
        "led suit     blue\n"
        "winner       4 with M:K\n"
        "first pick   4\n"
        "second pick  3 (lowest card B:A)\n"
        "legal        yes\n")


def test_card_not_held() -> None:
    (trick,) = tricks(["Y:C", "Y:M", "B:V", "Y:A", "--hand", "3=B:J,B:O"], code=1)
    assert trick["illegal"][0]["rule"] == "not-held"


def test_three_players_vowel_pick() -> None:
    """R:T B:C Y:D: red led, R:T wins; lowest of the others is B:C; seat 3 takes a vowel."""
    (trick,) = tricks(["R:T", "B:C", "Y:D"])
    assert (trick["winner"], trick["second_pick"], trick["vowel_pick"]) == (1, 2, 3)


def test_vowels_belong_to_the_display_with_three_players() -> None:
    (trick,) = tricks(["R:A", "B:C", "Y:D"], code=1)
    assert trick["illegal"][0]["rule"] == "not-held"
    # A vowel no longer face up was taken into a player's collected cards, which are not played:
    # "Put the 15 vowel cards into a face-up display. Shuffle the remaining 43 cards together ...
    # then deal them out evenly", so no vowel is ever in a hand (it was ruled legal).
    (trick,) = tricks(["R:A", "B:C", "Y:D", "--display", "Y:E,B:U"], code=1)
    assert trick["illegal"] == [{"player": 1, "card": "R:A", "rule": "not-held", "why": (
        "1 played R:A: with 3 players the vowels go face up in the display, not in a hand")}]


def test_cooperative_trick_has_no_picks() -> None:
    (trick,) = tricks(["Y:A", "M:K", "Y:T", "Y:E", "--mode", "cooperative"])
    assert trick["first_pick"] is None and trick["second_pick"] is None and trick["winner"] == 3  # Y:T


def test_the_contracts_example_is_ruled_with_a_warning_for_a_card_not_in_the_deck() -> None:
    """The contract's example plays B:Z, which the deck does not have (blue has no Z): the trick
    is still ruled as written — yellow led, seat 2 wins with Y:M, seat 4 (Y:A) picks second —
    and stderr says the card is not in the deck."""
    result = run(["trick-winner", "-f", "json", "Y:C", "Y:M", "B:Z", "Y:A"])
    assert result.exit_code == 0
    trick = json.loads(result.stdout)
    assert {k: trick[k] for k in ("led_suit", "winner", "winning_card", "first_pick", "second_pick",
                                  "vowel_pick", "illegal")} == {
        "led_suit": "Y", "winner": 2, "winning_card": "Y:M", "first_pick": 2, "second_pick": 4,
        "vowel_pick": None, "illegal": []}
    assert result.stderr == ("referee: warning: no card B:Z in the deck (blue has A B C E F G I J L N O P R S "
                             "U V Y); the trick is ruled as written\n")


def test_the_contracts_hand_example_is_ruled_with_a_warning_for_a_card_not_in_the_deck() -> None:
    """The contract's `--hand 2=B:Z,Y:E,R:A` with its trick `Y:C Y:M B:Z Y:A`: it was refused, exit 2
    ("Invalid value for '--hand': no card B:Z"), though the same B:Z among the CARDs is ruled.
    Seat 2 holds B:Z, Y:E and R:A and plays Y:M, which it does not hold: illegal, exit 1. The
    yellow E it holds could follow ("Each player must play a card of the same color ... as the
    lead player, if possible"), but the card it played is not in its hand at all."""
    result = run(["trick-winner", "-f", "json", "Y:C", "Y:M", "B:Z", "Y:A", "--hand", "2=B:Z,Y:E,R:A"])
    assert result.exit_code == 1
    trick = json.loads(result.stdout)
    assert (trick["winner"], trick["illegal"]) == (2, [{"player": 2, "card": "Y:M", "rule": "not-held",
                                                        "why": "2 played Y:M without holding it"}])
    blue = "no card B:Z in the deck (blue has A B C E F G I J L N O P R S U V Y)"
    assert result.stderr == (f"referee: warning: {blue}; the trick is ruled as written\n"
                             f"referee: warning: {blue}; the hand is ruled as written\n")


@pytest.mark.parametrize(("args", "warning"), [
    # 4-5 players: "Do not use the multicolored cards in this game." Before, M:Z was ruled with no word.
    (["M:Z", "Y:A", "B:C", "R:D"], "M:Z is not used in this game (4-player competitive, no multicolored cards)"),
    # Team: "If using the multicolored cards ..., exclude the cards they replace" (B:J is one).
    (["M:Z", "Y:A", "B:J", "R:D", "--mode", "team"],
     "B:J is not used in this game (team, multicolored cards replacing the coloured J K Qu V X Z)"),
])
def test_a_card_the_game_does_not_use_is_ruled_as_written_with_a_warning(args: list[str], warning: str) -> None:
    # "If a multicolored card is led, the suit of the trick will be determined by the first
    # non-multicolored card played": yellow; M:Z is all-suited and "Z is the highest card in the
    # deck", so seat 1 wins.
    (trick,) = tricks(args)
    assert (trick["led_suit"], trick["winner"], trick["winning_card"]) == ("Y", 1, "M:Z")
    result = run(["trick-winner", *args])
    assert result.stderr == f"referee: warning: {warning}; the trick is ruled as written\n"


def test_table_output() -> None:
    result = run(["trick-winner", "Y:C", "Y:M", "B:V", "Y:A"])
    assert result.exit_code == 0
    assert "1 Y:C  2 Y:M*  3 B:V  4 Y:A" in result.stdout
    assert "2 with Y:M" in result.stdout and "4 (lowest card Y:A)" in result.stdout


@pytest.mark.parametrize(("args", "message"), [
    (["X:B", "Y:A", "R:A", "B:C"], "referee: error: X:B: unknown suit 'X'"),
    (["Y:C", "Y:M"], "referee: error: a trick has one card per player (3 to 5), got 2"),
    (["Y:C", "Y:C", "Y:A", "B:C"], "referee: error: the same card is played twice in one trick"),
    (["Y:C", "Y:M", "B:V", "Y:A", "--hand", "9=Y:C"], "referee: error: Invalid value for '--hand': seat 9"),
    (["Y:C", "Y:M", "B:V", "Y:A", "--hand", "2=X:Q"], "referee: error: Invalid value for '--hand': unknown suit 'X'"),
    # Before, a second --hand for a seat replaced the first: seat 2 was ruled as not holding the Y:M
    # it was given, and its play illegal (bug). A trick file's `hands:` refuses the key twice too.
    (["Y:C", "Y:M", "B:V", "Y:A", "--hand", "2=Y:M", "--hand", "2=B:A"],
     "referee: error: Invalid value for '--hand': seat 2 is given twice: one --hand a seat, with all its cards\n"),
    (["Y:C", "Y:M", "B:V", "--mode", "team"], "referee: error: team LetterTricks is played by 4 players"),
    # "Put the 15 vowel cards into a face-up display" is the 3-player game's setup alone; before, a
    # 4-player trick's --display was dropped without a word (bug). A record's hand refuses it too.
    (["Y:C", "Y:M", "B:V", "Y:A", "--display", "Y:A"],
     "referee: error: Invalid value for '--display': only the 3-player game has a vowel display\n"),
])
def test_usage_errors(args: list[str], message: str) -> None:
    result = run(["trick-winner", *args])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith(message), result.stderr


TRICK_DOC = """players: [Ann, Bob, Cat, Dan]
leader: Cat
plays: [Y:T, Y:W, Y:D, B:C]
picks: {Dan: Y:W, Bob: B:C}
hands: {Bob: [Y:A, B:C]}
"""


def test_cards_piped_in_are_pointed_to_the_arguments() -> None:
    """`echo Y:C Y:M B:V Y:A | referee trick-winner` was "trick: expected a mapping", with no word
    of what to do; as arguments the trick is ruled: "The highest card of the suit led wins the
    trick", yellow led, so seat 2's Y:M."""
    piped = run(["trick-winner"], input="Y:C Y:M B:V Y:A\n")
    assert (piped.exit_code, piped.stdout) == (2, "")
    assert piped.stderr == ("referee: error: <stdin>:1:1: trick: expected a mapping, got 'Y:C Y:M B:V Y:A'; "
                            "CARDs are arguments, not input (xargs referee trick-winner < FILE)\n")
    (trick,) = tricks(["Y:C", "Y:M", "B:V", "Y:A"])
    assert (trick["led_suit"], trick["winner"], trick["winning_card"]) == ("Y", 2, "Y:M")


def test_trick_document_on_stdin() -> None:
    """Cat leads yellow, Dan wins with Y:W; Bob holds Y:A and plays B:C: illegal."""
    (trick,) = tricks([], input=TRICK_DOC, code=1)
    assert trick["leader"] == "Cat" and trick["winner"] == "Dan"
    assert (trick["second_pick"], trick["second_pick_card"]) == ("Bob", "B:C")
    assert trick["illegal"][0]["player"] == "Bob" and trick["illegal"][0]["rule"] == "must-follow"


def test_json_lines_input(tmp_path: Path) -> None:
    path = tmp_path / "tricks.jsonl"
    path.write_text('{"plays": ["Y:C", "Y:M", "B:V", "Y:A"]}\n'
                    '{"plays": ["R:QU", "R:N", "R:O", "Y:X"], "picks": {"1": "R:QU", "2": "R:N"}}\n')
    first, second = tricks([str(path)])
    assert first["winner"] == 2 and second["winner"] == 1 and second["second_pick_card"] == "R:N"


def test_json_lines_error_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "tricks.jsonl"
    path.write_text('{"plays": ["Y:C", "Y:M", "B:V", "Y:A"]}\n{"plays": ["Y:C", "Y:B", "B:V", "Y:A"]}\n')
    result = run(["trick-winner", "-f", "json", str(path)])
    assert result.exit_code == 2 and len(result.stdout.splitlines()) == 1
    assert result.stderr.startswith(f"referee: error: {path}:2:")


def test_whole_record_file_every_trick() -> None:
    result = run(["trick-winner", "-f", "json", str(LT / "illegal-play.yaml")])
    assert result.exit_code == 1
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(r["hand"], r["trick"], r["winner"]) for r in rows] == [(1, 1, "Cat"), (1, 2, "Dan"), (1, 3, "Cat")]
    assert rows[1]["illegal"][0]["rule"] == "must-follow"
    legal = run(["trick-winner", "-f", "json", str(LT / "four-players.yaml")])
    assert legal.exit_code == 0 and len(legal.stdout.splitlines()) == 39


def test_another_games_record_is_refused_at_its_game_and_the_next_is_ruled() -> None:
    # As dedupe-lists refuses one: at the `game:` value, naming the game and the command that
    # rules it. Before, the line pointed at the record's first column and named neither (bug).
    text = "game: letterflip\nplayers: [Ann, Bob]\n---\n" + (LT / "illegal-play.yaml").read_text()
    result = run(["trick-winner", "-f", "json", "-"], input=text)
    assert result.exit_code == 2
    assert result.stderr == ("referee: error: <stdin>:1:7: game: trick-winner rules LetterTricks tricks, "
                             "got letterflip (use score-sheet)\n")
    assert [json.loads(line)["winner"] for line in result.stdout.splitlines()] == ["Cat", "Dan", "Cat"]


def test_file_and_stdin_agree() -> None:
    text = (LT / "revoke-shown-later.yaml").read_text()
    assert run(["trick-winner", "-f", "json", "-"], input=text).stdout == \
        run(["trick-winner", "-f", "json", str(LT / "revoke-shown-later.yaml")]).stdout


def test_yaml_output_round_trips() -> None:
    import yaml

    result = run(["trick-winner", "-f", "yaml", "Y:C", "Y:M", "B:V", "Y:A"])
    assert yaml.safe_load(result.stdout)["winning_card"] == "Y:M"


def test_cards_and_files_do_not_mix() -> None:
    result = run(["trick-winner", "Y:C", str(LT / "illegal-play.yaml")])
    assert result.exit_code == 2 and "give either CARDs or FILEs" in result.stderr
    result = run(["trick-winner", "--hand", "1=Y:C", str(LT / "illegal-play.yaml")])
    assert result.exit_code == 2 and "--hand, --players and --display go with CARD arguments" in result.stderr


@pytest.mark.parametrize("args", [["A", "B", "C"], ["YA", "Y:B", "B:C"]])
def test_a_card_without_its_suit_is_one_line_naming_it(args: list[str]) -> None:
    """Bug: `trick-winner A B C` took each letter for a FILE: three "cannot read" lines."""
    result = run(["trick-winner", *args])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (f"referee: error: {args[0]}: no such file, and not a card: expected a card "
                             f"SUIT:LETTER (Y, B, R or M, then A-Z or QU), got '{args[0]}'\n")


def test_a_card_the_deck_lacks_is_not_blamed_for_the_card_without_a_suit_after_it() -> None:
    """Bug: `trick-winner Y:Q A` said "Y:Q: no such file, and not a card", though Y:Q is a CARD
    (ruled as written, with a warning) and A is the argument at fault."""
    result = run(["trick-winner", "Y:Q", "A"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == ("referee: error: A: no such file, and not a card: expected a card "
                             "SUIT:LETTER (Y, B, R or M, then A-Z or QU), got 'A'\n")


def test_a_missing_file_of_six_characters_is_a_file_that_cannot_be_read(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/letter-tricks.md: at most five characters is taken for a card; `hello` is, `helloo` not."""
    monkeypatch.chdir(tmp_path)
    five, six = run(["trick-winner", "hello"]), run(["trick-winner", "helloo"])
    assert five.stderr.startswith("referee: error: hello: no such file, and not a card: ")
    assert six.stderr == "referee: error: helloo: cannot read: No such file or directory\n"
    assert (five.exit_code, six.exit_code) == (2, 2)


def test_a_file_with_a_short_name_is_still_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "t1").write_text("plays: [Y:C, Y:M, B:V, Y:A]\n")
    monkeypatch.chdir(tmp_path)
    (trick,) = tricks(["t1"])
    assert trick["winner"] == 2


def test_a_yaml_stream_starting_with_a_flow_mapping_is_not_json_lines() -> None:
    """`{}` then `---` and a trick: YAML, so the trick after the bad document is still ruled."""
    result = run(["trick-winner", "-f", "json"], input="{}\n---\nplays: [Y:C, Y:M, B:V, Y:A]\n")
    assert result.exit_code == 2 and "<stdin>:1:1: trick: missing 'plays' (one trick" in result.stderr
    assert json.loads(result.stdout)["winner"] == 2


def test_a_missing_file_does_not_stop_the_others() -> None:
    result = run(["trick-winner", "-f", "json", "no-such-file.yaml", str(LT / "revoke-shown-later.yaml")])
    assert result.exit_code == 2 and "no-such-file.yaml" in result.stderr
    assert len(result.stdout.splitlines()) == 3


def test_json_lines_then_a_yaml_document() -> None:
    """Two JSON lines, then `---` and a YAML trick: both kinds ruled, errors at their own lines."""
    text = ('{"plays": ["Y:C", "Y:M", "B:V", "Y:A"]}\n{"plays": ["R:QU", "R:N", "R:O", "Y:X"]}\n\n---\n'
            "plays: [Y:C, Y:M, B:V, Y:A]\nleader: 9\n---\nplays: [M:Z, B:C, B:A, Y:T]\n")
    result = run(["trick-winner", "-f", "json"], input=text)
    assert result.exit_code == 2
    assert [json.loads(line)["winner"] for line in result.stdout.splitlines()] == [2, 1, 1]
    assert result.stderr.startswith("referee: error: <stdin>:6:9: leader: '9' is not a player or seat")


def test_a_trick_document_of_4_players_has_no_display() -> None:
    result = run(["trick-winner"], input="plays: [Y:C, Y:M, B:S, Y:A]\ndisplay: [Y:A]\n")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == "referee: error: <stdin>:2:10: display: only the 3-player game has a vowel display\n"


def test_cards_handed_on_by_xargs_from_a_file_with_a_byte_order_mark_are_a_trick(tmp_path: Path) -> None:
    """`xargs referee trick-winner < FILE`, as the message above says, of a FILE saved with a byte
    order mark: the mark came as the start of the first CARD (`\\ufeffY:C: no such file, and not a
    card: unknown suit '\\ufeffY'`, exit 2). It is dropped, as a file's own is. "The highest card
    of the suit led wins the trick": yellow led, Y:M beats Y:C and Y:A, B:V does not follow; "the
    lowest card (suit does not matter for this purpose) then gets to pick": Y:A, seat 4."""
    done = xargs(["trick-winner"], b"\xef\xbb\xbfY:C Y:M B:V Y:A\n", tmp_path)
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout.decode() == ("trick        ruling\n"
                                    "-----------  ---------------------------\n"
                                    "plays        1 Y:C  2 Y:M*  3 B:V  4 Y:A\n"
                                    "led suit     yellow\n"
                                    "winner       2 with Y:M\n"
                                    "first pick   2\n"
                                    "second pick  4 (lowest card Y:A)\n"
                                    "legal        yes\n")


def test_a_hand_typed_in_braces_without_its_brackets_is_told_them() -> None:
    """`hands: {Bob: Y:E, B:V, ...}`: YAML reads B:V as a seat with no cards, and the refusal was
    "hands: expected text, got nothing" at B:V's missing value (its cards were read before its
    seat). It is now the seat, told the list meant, as a record's hands are. Column by hand:
    `hands: {Bob: Y:E, ` is 18 characters."""
    trick = "players: [Ann, Bob, Cat, Dan]\nplays: [Y:C, Y:M, B:V, Y:A]\nhands: {Bob: Y:E, B:V, Cat: [Y:M, R:A]}\n"
    result = run(["trick-winner"], input=trick)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == ("referee: error: <stdin>:3:19: hands: 'B:V' is not a player or seat (players: Ann, "
                             "Bob, Cat, Dan): Bob's list needs its brackets, Bob: [Y:E, B:V]\n")
