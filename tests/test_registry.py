"""The games are listed once, in `referee.games.REGISTRY`: every other list of them is derived
from it or held to it here, so a game added in one place only fails a test."""

from __future__ import annotations

import ast
import importlib
from importlib.resources import files
from pathlib import Path

import click
import pytest

from referee.games import GAME_NAMES, REGISTRY, Game

SRC = Path(__file__).resolve().parent.parent / "src" / "referee"

GAME_CONSTANTS = {game.value for game in Game} | {game.name for game in Game}

PER_GAME_TABLES = {
    "referee.games.analysis": "ANALYSES",
    "referee.tables.analysis": "TABLES",
    "referee.standings.summary": "SUMMARIES",
    "referee.standings.whatif": "WORD_RULINGS",
}
"""Per-game code that cannot be a module path (a function each): dictionaries keyed by Game,
which must name every registered game (None where a game has nothing to do)."""

GAME_DISPATCH_ALLOWED = {
    # Which game check-word's options belong to (--dice is First-Class Letters', --letters Letter
    # Roll's, --cards LetterTricks'): per-game options, which the one-package-per-game layout asks
    # each game for (issue 12).
    ("games/word_rules.py", "_given"),
}
"""Functions allowed to list two or more games by hand (a literal or comparisons), each with why."""


def test_the_registry_names_every_game_in_order() -> None:
    assert list(REGISTRY) == list(Game)
    assert tuple(game.value for game in Game) == GAME_NAMES


@pytest.mark.parametrize("game", list(Game), ids=[g.value for g in Game])
def test_every_module_the_registry_names_has_what_it_promises(game: Game) -> None:
    entry = REGISTRY[game]
    assert callable(importlib.import_module(entry.rules).adjudicate)
    assert callable(importlib.import_module(entry.table).record_table)
    assert callable(importlib.import_module(entry.template).template)
    for path in (entry.roll, entry.hint):
        command = importlib.import_module(path).command
        assert isinstance(command, click.Command) and command.name == game.value


@pytest.mark.parametrize("game", list(Game), ids=[g.value for g in Game])
def test_every_game_ships_its_default_example_and_dice(game: Game) -> None:
    data = files("referee").joinpath("data")
    entry = REGISTRY[game]
    assert (data / "examples" / game.value / f"{entry.example}.yaml").is_file()  # one step a call on 3.10
    assert entry.dice is None or data.joinpath(entry.dice).is_file()


def test_the_examples_are_stored_by_the_registered_names() -> None:
    from referee.commands.example import SEASON  # not a game: a season's nights, for standings

    stored = {p.name for p in (SRC / "data" / "examples").iterdir() if p.is_dir()}
    assert stored == {*GAME_NAMES, SEASON}


def test_the_subcommands_and_choices_are_the_registered_games() -> None:
    from referee.commands.hint import HINTS
    from referee.commands.roll import ROLLS
    from referee.games.word_rules import TITLES
    from referee.options import GAMES
    from referee.standings.render import SHORT_GAME
    from referee.standings.season import GAMES as STANDING_GAMES

    names = list(GAME_NAMES)
    assert list(ROLLS) == list(HINTS) == list(GAMES) == list(STANDING_GAMES) == names
    assert list(SHORT_GAME) == list(TITLES) == names


@pytest.mark.parametrize("module,name", sorted(PER_GAME_TABLES.items()))
def test_per_game_code_names_every_registered_game(module: str, name: str) -> None:
    table = getattr(importlib.import_module(module), name)
    assert list(table) == list(Game)


def _game_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and node.value in GAME_CONSTANTS:
        return str(node.value)
    if isinstance(node, ast.Attribute) and node.attr in GAME_CONSTANTS:
        return node.attr
    return None


def _listing(node: ast.AST, skip: set[int]) -> list[str]:
    """Where under `node` two or more games are listed by hand: a literal tuple, list, set or
    dict keys naming them, or a function comparing against them."""
    found = []
    for inner in ast.walk(node):
        if id(inner) in skip:
            continue
        if isinstance(inner, (ast.Tuple, ast.List, ast.Set, ast.Dict)):
            elements = ([key for key in inner.keys if key is not None] if isinstance(inner, ast.Dict)
                        else inner.elts)
            if len({_game_name(e) for e in elements} - {None}) >= 2:
                found.append(f"{inner.lineno}: a literal list of games")
        if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef)):
            compared = {name for c in ast.walk(inner) if isinstance(c, ast.Compare)
                        for e in (c.left, *c.comparators) if (name := _game_name(e)) is not None}
            if len(compared) >= 2:
                found.append(f"{inner.lineno}: {inner.name} compares against {sorted(compared)}")
    return found


def _skipped(where: str, tree: ast.Module) -> set[int]:
    """The registry itself, the checked per-game tables and the allowed functions."""
    checked = {name for module, name in PER_GAME_TABLES.items() if module == "referee." + where[:-3].replace("/", ".")}
    skip: set[int] = set()
    for node in ast.walk(tree):
        targets = (node.targets if isinstance(node, ast.Assign) else
                   [node.target] if isinstance(node, ast.AnnAssign) else [])
        named = any(isinstance(t, ast.Name) and (t.id in checked or where == "games/__init__.py") for t in targets)
        value = getattr(node, "value", None) if named else None
        allowed = isinstance(node, ast.FunctionDef) and (where, node.name) in GAME_DISPATCH_ALLOWED
        if value is not None or allowed:
            skip.update(id(n) for n in ast.walk(value if value is not None else node))
    return skip


def _hand_written_lists() -> list[str]:
    """Every place outside the registry, the checked per-game tables and the allowed functions
    that lists two or more games by hand."""
    found = []
    for path in sorted(SRC.rglob("*.py")):
        where = path.relative_to(SRC).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [f"{where}:{place}" for place in _listing(tree, _skipped(where, tree))]
    return found


def test_no_other_module_lists_the_games_by_hand() -> None:
    assert _hand_written_lists() == []


def test_the_dispatch_allowance_is_still_needed() -> None:
    """An allowed function that no longer lists the games leaves the allowance: it stays true."""
    for where, function in GAME_DISPATCH_ALLOWED:
        tree = ast.parse((SRC / where).read_text(encoding="utf-8"))
        defined = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == function]
        assert defined and _listing(defined[0], set()), f"{where}: {function} lists no games now"


def _reads_the_objects_game(tree: ast.AST) -> list[int]:
    """Lines that read a ruling's `game` from its JSON object (`x.record["game"]`,
    `x.record.get("game")`) instead of asking `Adjudication.game`."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.expr):  # both readings are expressions; a statement never is one
            continue
        target: ast.expr | None = None
        key: ast.expr | None = None
        if isinstance(node, ast.Subscript):
            target, key = node.value, node.slice
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
              and node.args):
            target, key = node.func.value, node.args[0]
        if (isinstance(target, ast.Attribute) and target.attr == "record"
                and isinstance(key, ast.Constant) and key.value == "game"):
            found.append(node.lineno)
    return found


def test_the_reader_of_the_objects_game_catches_both_spellings() -> None:
    old = 'SUMMARIES[Game(ruling.record.get("game"))]\nx = ruling.record["game"]\nruling.record.get("mode")'
    assert sorted(_reads_the_objects_game(ast.parse(old))) == [1, 2]


def test_which_game_a_ruling_is_of_is_read_once() -> None:
    """Which game a ruling is of is `Adjudication.game`, set by the game's `adjudicate`: no module
    reads it back from the JSON object."""
    found = []
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [f"{path.relative_to(SRC).as_posix()}:{line}" for line in _reads_the_objects_game(tree)]
    assert found == []


@pytest.mark.parametrize("game", list(Game))
def test_each_game_names_itself_on_its_ruling(game: Game) -> None:
    from referee.dictionary import get_lexicon
    from referee.games import adjudicate
    from referee.records import load_text

    text = (SRC / "data" / "examples" / game.value / f"{REGISTRY[game].example}.yaml").read_text()
    ruling = adjudicate(load_text(text)[0].root, get_lexicon())
    assert ruling.game is game and ruling.record["game"] == game.value
