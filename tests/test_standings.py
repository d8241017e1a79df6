"""`referee standings`, `--chart` and `--chart-file` on the fixture season (`score-sheet --what-if` is
tests/test_what_if_changes.py's).

The season (fixtures/season/night-*.yaml) is three game nights of one group, typed from records
whose every ruling other tests hold to the rulebooks; the standings below are added up by hand
from those records' totals (the sums are in the comments).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

import pytest

from referee.standings.season import Season, _alike
from referee.standings.summary import PlayerResult, RecordSummary
from tests.conftest import FIXTURES, json_lines, run, shell

SEASON = sorted(str(p) for p in (FIXTURES / "season").glob("night-*.yaml"))


def standings() -> dict[str, dict[str, Any]]:
    result = run(["standings", "-f", "json", *SEASON])
    assert result.exit_code == 0, result.stderr
    return {item["name"]: item for item in map(json.loads, result.stdout.splitlines())}


def test_the_season_standings_add_up_by_hand() -> None:
    table = standings()
    assert list(table) == ["Ana", "Cy", "Ben", "Dee", "Anna"]   # most wins, then most points
    ana, cy, ben, dee, anna = (table[n] for n in ("Ana", "Cy", "Ben", "Dee", "Anna"))
    # Ana: First-Class 49 (won: Ben 28, Cy 23), Letter Roll 32 (Ben won with 42), LetterTricks 16
    # (Cy won with 17), Letterflip (all four words first: won). 49 + 32 + 16 = 97 over 3 scored games.
    assert (ana["games"], ana["wins"], ana["points"], ana["average"]) == (4, 2, 97, 32.3)
    assert ana["by_game"] == {"first-class-letters": {"games": 1, "wins": 1, "points": 49},
                              "letter-roll": {"games": 1, "wins": 0, "points": 32},
                              "letter-tricks": {"games": 1, "wins": 0, "points": 16},
                              "letterflip": {"games": 1, "wins": 1, "points": 0}}
    # Cy: 23 + 32 + 17 (won LetterTricks) + 25 (lost Letter Roll 25-27 on night 3) = 97 over 4;
    # an unfinished Letterflip counts as played, not won.
    assert (cy["games"], cy["wins"], cy["points"], cy["unfinished"]) == (5, 1, 97, 1)
    assert cy["average"] == 24.2            # 97 / 4 = 24.25, to one decimal (half to even)
    # Ben: 28 + 42 (won Letter Roll) + 15 = 85 over 3; two Letterflip games, neither won.
    assert (ben["games"], ben["wins"], ben["points"], ben["average"]) == (5, 1, 85, 28.3)
    assert ben["letterflip"] == {"words_solved": 4, "turns": 28, "turns_per_word": 7.0}  # 2+2 words, 15+13 turns
    # Dee: 28 + 14 + 27 (won Letter Roll on night 3) + 14 on an unfinished First-Class sheet.
    assert (dee["games"], dee["wins"], dee["points"], dee["unfinished"]) == (4, 1, 83, 1)
    # "Anna" is Ana misspelled on the unfinished sheet: a separate player, with a warning.
    assert (anna["games"], anna["wins"], anna["points"], anna["unfinished"]) == (1, 0, 20, 1)
    assert ana["best_word"] == {"word": "paella", "score": 10, "game": "first-class-letters",
                                "night": "2026-10-03 at Ana's"}
    assert ana["letterflip"] == {"words_solved": 4, "turns": 26, "turns_per_word": 6.5}
    assert cy["best_hand"]["score"] == 7 and cy["best_hand"]["hand"] == 2


def test_a_file_given_twice_is_warned_about_and_counted_twice(tmp_path: Path) -> None:
    """As `cat` would, the records are read each time they are named, so the warning says so; the
    same file by another path is the same file. The games of a night double."""
    night = tmp_path / "night.yaml"
    night.write_text((FIXTURES / "letter-roll" / "two-players.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    once = run(["standings", "-f", "json", str(night)])
    twice = run(["standings", "-f", "json", str(night), str(tmp_path / "." / "night.yaml")])
    assert (once.exit_code, once.stderr) == (0, "")
    assert (twice.exit_code, twice.stderr) == (
        0, f"referee: warning: {night} is given more than once: its records count each time\n")
    games = {item["name"]: item["games"] for item in map(json.loads, once.stdout.splitlines())}
    assert {item["name"]: item["games"] for item in map(json.loads, twice.stdout.splitlines())} == {
        name: 2 * count for name, count in games.items()}


def test_look_alike_names_are_warned_about_once() -> None:
    result = run(["standings", *SEASON])
    assert result.stderr == ("referee: warning: players 'Ana' and 'Anna' look alike: the same person typed two "
                             "ways? (names are matched ignoring case only)\n")
    assert _alike("jon", "john") and _alike("maria", "marie")
    assert not _alike("ben", "ken") and not _alike("ann", "dan") and not _alike("al", "ali")


def test_the_standings_table_fits_eighty_columns_and_lists_unfinished_games_apart() -> None:
    result = run(["standings", "--chart", *SEASON])
    assert result.exit_code == 0
    assert max(map(len, result.stdout.splitlines())) <= 80
    assert result.stdout.startswith(
        "player    games    wins    points    avg    best word    hand    flip (turns)\n"
        "--------  -------  ------  --------  -----  -----------  ------  --------------\n"
        "Ana       4        2       97        32.3   paella 10    6       4 (26)\n")
    assert ("unfinished          game         leading\n"
            "------------------  -----------  ---------\n"
            "2026-10-31 at Cy's  First-Class  Anna\n"
            "2026-10-31 at Cy's  Letterflip   Ben\n") in result.stdout
    # Ana's points after each record: 49, +32, +16, then nothing more (her Letterflip has no points).
    assert result.stdout.endswith(
        "Season: running total by record (1–7)\n"
        "Ana          ▅▇█████    97  ████████████████████████\n"
        "Cy           ▃▅▆▆███    97  ████████████████████████\n"
        "Ben          ▃▆▇▇▇▇▇    85  █████████████████████\n"
        "Dee          ▁▃▄▄▆▇▇    83  █████████████████████\n"
        "Anna         ▁▁▁▁▁▂▂    20  █████\n")


def test_nights_list_each_record_and_its_winner() -> None:
    result = run(["standings", "--nights", "-f", "json", *SEASON])
    nights = [(n["night"], n["game"], n["complete"], n["winners"]) for n in map(json.loads, result.stdout.splitlines())]
    assert nights == [
        ("2026-10-03 at Ana's", "first-class-letters", True, ["Ana"]),
        ("2026-10-03 at Ana's", "letter-roll", True, ["Ben"]),
        ("2026-10-17 at Ben's", "letter-tricks", True, ["Cy"]),
        ("2026-10-17 at Ben's", "letterflip", True, ["Ana"]),
        ("2026-10-31 at Cy's", "letter-roll", True, ["Dee"]),
        ("2026-10-31 at Cy's", "first-class-letters", False, []),
        ("2026-10-31 at Cy's", "letterflip", False, []),
    ]


def test_nights_as_a_table_are_the_nights_alone() -> None:
    # --help: "one item per record ... instead of one per player"; before, the table format printed
    # the players' tables as without --nights (bug). The same records and winners as the JSON above.
    result = run(["standings", "--nights", *SEASON])
    assert result.exit_code == 0
    assert result.stdout == (
        "night                game          winner\n"
        "-------------------  ------------  --------\n"
        "2026-10-03 at Ana's  First-Class   Ana\n"
        "2026-10-03 at Ana's  Letter Roll   Ben\n"
        "2026-10-17 at Ben's  LetterTricks  Cy\n"
        "2026-10-17 at Ben's  Letterflip    Ana\n"
        "2026-10-31 at Cy's   Letter Roll   Dee\n"
        "\n"
        "unfinished          game         leading\n"
        "------------------  -----------  ---------\n"
        "2026-10-31 at Cy's  First-Class  Anna\n"
        "2026-10-31 at Cy's  Letterflip   Ben\n")


def test_a_file_is_a_night_when_records_say_none_and_names_match_ignoring_case() -> None:
    text = (FIXTURES / "letter-roll" / "two-players.yaml").read_text()
    lower = text.replace("Terry", "terry")
    result = run(["standings", "-f", "json", "-", str(FIXTURES / "letter-roll" / "two-players.yaml")], input=lower)
    players = {p["name"]: p for p in map(json.loads, result.stdout.splitlines())}
    assert set(players) == {"terry", "Chris"}               # the first spelling read names the player
    assert players["terry"]["spellings"] == ["Terry", "terry"]
    assert players["terry"]["games"] == 2 and players["terry"]["points"] == 50     # 25 + 25
    nights = run(["standings", "--nights", "-f", "json", "-"], input=lower).stdout
    assert json.loads(nights)["night"] == "<stdin>"


def test_a_shared_victory_is_a_win_for_each_and_an_unfinished_game_for_none() -> None:
    season = Season()
    season.add(RecordSummary("letter-roll", "competitive", "n", "f:1", True, ("Ana", "Ben"), (),
                             (PlayerResult("Ana", 5, True), PlayerResult("Ben", 5, True), PlayerResult("Cy", 3))))
    season.add(RecordSummary("letter-roll", "competitive", "n", "f:9", False, (), ("Cy",),
                             (PlayerResult("Ana", 1), PlayerResult("Cy", 4, True))))
    wins = {p.name: (p.games, p.wins, p.points, p.unfinished) for p in season.standings()}
    assert wins == {"Ana": (2, 1, 6, 1), "Ben": (1, 1, 5, 0), "Cy": (2, 0, 7, 1)}


def test_a_letter_roll_round_on_its_own_is_one_round_of_a_game_not_a_game_won() -> None:
    """The rulebook's P-E-C round (Terry 3, Chris 5) typed up alone: a game is each player rolling
    three times, so one round is a game in progress, led by Chris. It was counted a game Chris won."""
    result = run(["standings", "-"], input=(FIXTURES / "letter-roll" / "rulebook-round.yaml").read_text())
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == (
        "player    games    wins    points    avg    best word    hand    flip (turns)\n"
        "--------  -------  ------  --------  -----  -----------  ------  --------------\n"
        "Chris     1        0       5         5.0    pancake 1\n"
        "Terry     1        0       3         3.0    process 1\n"
        "avg: points per game that gives points (Letterflip, cooperative play give none)\n"
        "\n"
        "wins/games points    Letter Roll\n"
        "-------------------  -------------\n"
        "Chris                0/1 5\n"
        "Terry                0/1 3\n"
        "\n"
        "unfinished    game         leading\n"
        "------------  -----------  ---------\n"
        "<stdin>       Letter Roll  Chris\n")


def test_the_terminal_chart_draws_only_in_the_table_format() -> None:
    result = run(["standings", "--chart", "-f", "json", *SEASON])
    assert result.exit_code == 2 and "--chart draws in the table format" in result.stderr


@pytest.mark.parametrize("command", ["standings", "score-sheet"])
def test_every_chart_file_refusal_reads_cannot_write_path_and_why(command: str, tmp_path: Path) -> None:
    """A bad suffix, a folder that is not there and a folder's own name are the same fault, a path
    no image can be written to, and read one way in both commands, before any ruling (exit 2).
    Before, a bad suffix read `'out.gif': the name must end in .svg or .png`, unlike the others,
    and a folder's name was found only once every record was ruled and printed."""
    folder = tmp_path / "plots.svg"
    folder.mkdir()
    for path, why in [("out.gif", "the name must end in .svg or .png"),
                      ("no-such-folder/season.png", "No such file or directory"),
                      (str(folder), "Is a directory")]:
        result = run([command, "--chart-file", path, *SEASON])
        assert (result.exit_code, result.stdout) == (2, "")
        assert result.stderr == f"referee: error: Invalid value for '--chart-file': cannot write {path!r}: {why}\n"


def test_a_chart_file_that_cannot_be_written_at_the_end_is_refused_as_an_option() -> None:
    """A folder that is there but takes no file (/proc) is found only when the image is written,
    after the rulings: the same form of error, exit 2."""
    pytest.importorskip("matplotlib")
    result = run(["score-sheet", "--chart-file", "/proc/season.svg", SEASON[0]])
    assert result.exit_code == 2
    assert result.stderr.endswith("referee: error: Invalid value for '--chart-file': cannot write "
                                  "'/proc/season.svg': No such file or directory\n")


def test_chart_files_are_real_images(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    png, svg = tmp_path / "season.png", tmp_path / "night.svg"
    done = shell(f"referee standings --chart-file {png} {' '.join(SEASON)} >/dev/null && "
                 f"referee score-sheet --chart-file {svg} {SEASON[1]} >/dev/null")
    assert done.returncode == 0, done.stderr
    head = png.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
    assert (width, height) == (800, 320)                    # 8 x 3.2 inches at 100 dpi: one panel
    root = ElementTree.parse(svg).getroot()
    assert root.tag.endswith("svg") and float(root.get("height", "0").rstrip("pt")) > 400   # two panels


def test_a_chart_file_of_no_record_ruled_is_not_written(tmp_path: Path) -> None:
    """Every record broken: the one error line each and exit 2, and no image, as standings draws
    none (bug: score-sheet ended with `internal error (ValueError)`, plotting zero panels)."""
    pytest.importorskip("matplotlib")
    (tmp_path / "bad.yaml").write_text("players: [Ana, Ben]\n", encoding="utf-8")
    for command in ("score-sheet", "standings"):
        done = shell(f"referee {command} --chart-file out.svg bad.yaml", cwd=tmp_path)
        assert done.stderr == (b"referee: error: bad.yaml:1:1: record: missing 'game' "
                               b"(one of first-class-letters, letter-roll, letter-tricks, letterflip)\n")
        assert (done.stdout, done.returncode) == (b"", 2)
        assert not (tmp_path / "out.svg").exists()


def test_the_same_records_give_the_same_svg(tmp_path: Path) -> None:
    """docs/standings.md: "the same records always give the same file" (bug: matplotlib named
    each path in the SVG with a random id, different on every run)."""
    pytest.importorskip("matplotlib")
    first, second = tmp_path / "first.svg", tmp_path / "second.svg"
    done = shell(f"referee standings --chart-file {first} {SEASON[0]} >/dev/null 2>&1 && "
                 f"referee standings --chart-file {second} {SEASON[0]} >/dev/null 2>&1")
    assert done.returncode == 0, done.stderr
    assert first.read_bytes() == second.read_bytes()


def test_a_paper_sheet_is_charted_row_by_row() -> None:
    from referee.dictionary import get_lexicon
    from referee.games import adjudicate
    from referee.records import load_text
    from referee.standings.summary import summarise

    # A sheet as written has no rounds, so its running total goes row by row: beet 2, an empty box,
    # cucumber 6 checkmarks doubled = 12, then four words of one checkmark each: Ana 18, Ben 7.
    [document] = load_text("""
game: first-class-letters
special: {2: C, 4: M, 6: R}
players:
  - name: Ana
    rows: [{word: beet, checks: 2}, {canceled: true}, {word: cucumber, checks: 6, doubled: true},
           {word: melon, checks: 1}, {word: nut, checks: 1}, {word: rat, checks: 1}, {word: sun, checks: 1}]
  - name: Ben
    rows: [{word: apple, checks: 1}, {word: cat, checks: 1}, {word: dog, checks: 1}, {word: map, checks: 1},
           {word: pen, checks: 1}, {word: rib, checks: 1}, {word: toe, checks: 1}]
""", "sheets.yaml")
    [ana, ben] = summarise(adjudicate(document.root, get_lexicon()), "n", "f:1").players
    assert ana.running == (2, 2, 14, 15, 16, 17, 18) and ana.won and ana.best_word == ("cucumber", 12)
    assert ben.running == (1, 2, 3, 4, 5, 6, 7) and not ben.won


def test_no_record_ruled_prints_no_empty_standings(tmp_path: Path) -> None:
    # Before, a stream whose every record was broken printed the standings' headers with no row
    # under them as well as the error (bug); score-sheet prints nothing for it either.
    broken = tmp_path / "night.yaml"
    broken.write_text("game: [\n")
    result = run(["standings", str(broken)])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"referee: error: {broken}:2:1: YAML syntax error: did not find expected node content\n"


def test_each_nights_winner_is_named_as_the_players_table_names_them() -> None:
    # "the first spelling read names the player" (docs/standings.md): Chris, typed `chris` on the
    # first sheet, won both records; the nights' table named the second winner `Chris` (bug).
    text = (FIXTURES / "letter-roll" / "two-players.yaml").read_text()
    both = text.replace("Chris", "chris") + "---\n" + text
    result = run(["standings", "--nights", "-"], input=both)
    assert result.exit_code == 0
    assert result.stdout == (
        "night    game         winner\n"
        "-------  -----------  --------\n"
        "<stdin>  Letter Roll  chris\n"
        "<stdin>  Letter Roll  chris\n")
    records = json_lines(run(["standings", "--nights", "-f", "json", "-"], input=both).stdout)
    assert [r["winners"] for r in records] == [["chris"], ["Chris"]]   # JSON: each record as written


def test_the_best_hand_is_one_the_game_scored(tmp_path: Path) -> None:
    # Advanced variant: "Players lose one point for every second card collected but not used". Ann
    # collected five cards and made no word (zzz): -2. Hand 2 is one trick in, its picks not
    # written, so nobody's cards are known and it scores nothing: Ann's best hand is hand 1's -2,
    # the game's own tie-break value, not the 0 of a hand never scored (bug: hand 2, 0).
    record = tmp_path / "hands.yaml"
    record.write_text("game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\nvariants: [advanced]\nhands:\n"
                      "  - collected: {Ann: [Y:D, Y:K, B:O, R:B, Y:C], Bob: [Y:E], Cat: [], Dan: []}\n"
                      "    words: {Ann: [zzz]}\n"
                      "  - tricks:\n      - {leader: Bob, plays: [B:V, B:J, B:I, B:B]}\n")
    scored = json.loads(run(["score-sheet", "-f", "json", str(record)]).stdout)
    assert scored["best_hand"] == {"Ann": -2, "Bob": 0, "Cat": 0, "Dan": 0}
    result = run(["standings", "-f", "json", str(record)])
    ann = next(item for item in json_lines(result.stdout) if item["name"] == "Ann")
    assert ann["best_hand"] == {"hand": 1, "score": -2, "night": str(record), "source": f"{record}:1:1"}


def test_a_chart_file_says_which_records_it_leaves_out(tmp_path: Path) -> None:
    """docs/standings.md: one panel per record for score-sheet, "the first twelve"; the 13th and
    later records were left out of the image without a word."""
    pytest.importorskip("matplotlib")
    svg = tmp_path / "nights.svg"
    twice = run(["score-sheet", "--chart-file", str(svg), *SEASON, *SEASON])  # 7 records, twice: 14
    assert twice.exit_code == 0
    assert twice.stderr == (f"referee: warning: {svg} draws the first 12 records, one panel each; "
                            "2 records after them are not in it\n")
    once = run(["score-sheet", "--chart-file", str(svg), *SEASON])
    assert (once.exit_code, once.stderr) == (0, "")
    # 7 records, then nights 1, 2 and 1 again (2 records each): 13, so the one after the twelfth
    # panel "is" not in it (it read "1 record after them are not in it")
    one_over = run(["score-sheet", "--chart-file", str(svg), *SEASON, SEASON[0], SEASON[1], SEASON[0]])
    assert (one_over.exit_code, one_over.stderr) == (0, f"referee: warning: {svg} draws the first 12 records, "
                                                        "one panel each; 1 record after them is not in it\n")


def test_a_letter_roll_tie_still_to_break_names_the_players_level(tmp_path: Path) -> None:
    """"In case of a tie, the players with tied scores each select one of the Letter Roll dice ...
    the player with the highest score wins": six rounds played (2-3 players, each the roller 3
    times), Terry 6 and Chris 6, no tie-break round typed up, so no winner yet. The nights' table
    said only '(no winner)', as for a game nobody could win; it names the two still level."""
    rounds = "".join(f"  - {{roller: {r}, letters: AE, lists: {{Terry: [{a}], Chris: [{b}]}}}}\n"
                     for r, a, b in zip(["Terry", "Chris"] * 3, "ate tea sea area bake cake".split(),
                                        "lake make take wake rate late".split(), strict=True))
    path = tmp_path / "night.yaml"
    path.write_text("game: letter-roll\nnight: Friday\nplayers: [Terry, Chris]\nvariants: [white-dice]\n"
                    "rounds:\n" + rounds)
    result = run(["standings", "--nights", str(path)])
    assert result.stdout.splitlines()[-1] == "Friday   Letter Roll  (tied: Terry, Chris)"
