"""The layout rules that hold today, read from the source's imports (docs/architecture.md).

- `referee.games` and everything under it never imports click: the rules run without a command line.
- No import cycles among referee's modules (imports at module level and inside functions alike;
  `if TYPE_CHECKING:` imports are for the type checker only and do not count).
- A module in `referee.commands` imports no other command module, except `commands.lazy`, the
  click group that loads the subcommands.
- No module is over 400 lines, in src, tests, tools and bench alike (OVERSIZED, the list of
  exceptions, is empty).
- A module in `referee.commands` reads no record node: it imports neither `Node` nor `Fields`
  (nor `referee.records.node`), and asks nothing of a document's `root` but to hand it to a game
  (issue 12: only a game's record reader reads `referee.records`' nodes); outside `games/` and
  `records/` only the listed readers of other file formats do (OTHER_NODE_READERS).
- No two modules under `referee.games` define a public class of the same name, but each game's
  `Dispute` and `DisputeCode` (SHARED_CLASS_NAMES: the `referee.games.Dispute` protocol's).

Each exception list must stay true: a listed cycle that is gone, or a listed module that has
shrunk to 400 lines or fewer, fails the test until it is taken off the list.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
MAX_LINES = 400

OVERSIZED: set[str] = set()
"""Modules over MAX_LINES lines: none today (the last test modules were split by concern). Add
nothing here: put new logic, or new tests, in a new module."""

KNOWN_CYCLES: set[frozenset[str]] = set()
"""Import cycles that exist today, each with why."""

COMMAND_IMPORTS_ALLOWED = {"referee.commands.lazy"}
"""Command modules other command modules may import: the lazily loading click group."""



def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted((SRC / "referee").rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The nodes inside `if TYPE_CHECKING:` blocks."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                inside.update(id(n) for n in ast.walk(child))
    return inside


def imports_of(source: str, module: str, is_package: bool = False) -> set[str]:
    """What a module imports when it runs (module level and inside functions), by full name;
    `from package import submodule` imports the submodule."""
    tree = ast.parse(source)
    skip = _type_checking_only(tree)
    package = module if is_package else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*parts, base] if base else parts)
            submodules = {f"{base}.{alias.name}" for alias in node.names} & set(MODULES)
            names.update(submodules)
            if len(submodules) < len(node.names):
                names.add(base)
    return names


def imported(module: str, everything: bool = False) -> set[str]:
    """What a referee module imports: referee modules only, unless `everything`."""
    path = MODULES[module]
    names = imports_of(path.read_text(encoding="utf-8"), module, path.name == "__init__.py")
    return names if everything else names & set(MODULES)


GRAPH = {module: imported(module) for module in MODULES}


def _cycles() -> set[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in sorted(GRAPH[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == module:
                    break
            if len(component) > 1:
                found.add(frozenset(component))

    for module in sorted(GRAPH):
        if module not in index:
            visit(module)
    return found


def test_the_games_never_import_click() -> None:
    offenders = {module: sorted(n for n in imported(module, everything=True) if n.split(".")[0] == "click")
                 for module in MODULES if module == "referee.games" or module.startswith("referee.games.")}
    assert {m: names for m, names in offenders.items() if names} == {}


def test_no_import_cycles_but_the_known_ones() -> None:
    assert _cycles() == KNOWN_CYCLES


def test_commands_do_not_import_other_commands() -> None:
    found = {(module, other) for module, others in GRAPH.items() if module.startswith("referee.commands.")
             for other in others if other.startswith("referee.commands.") and other not in COMMAND_IMPORTS_ALLOWED}
    assert found == set()


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_module_over_400_lines_but_the_listed_ones() -> None:
    over = {path.relative_to(ROOT).as_posix() for tree in ("src", "tests", "tools", "bench")
            for path in (ROOT / tree).rglob("*.py") if _lines(path) > MAX_LINES}
    assert over == OVERSIZED


def test_the_import_reader_sees_lazy_imports_and_skips_type_checking_ones() -> None:
    """The reader itself: a lazy import inside a function counts, a TYPE_CHECKING one does not,
    and `from package import submodule` is an import of the submodule."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "from referee.records import compose\n"
        "from . import render\n"
        "if TYPE_CHECKING:\n"
        "    from referee.games.letter_tricks import Card\n"
        "def later() -> None:\n"
        "    import click\n"
        "    from referee.games import Game\n"
    )
    assert imports_of(source, "referee.example") == {
        "typing", "referee.records.compose", "referee.render", "click", "referee.games"}


RECORD_READERS_PENDING: set[str] = set()
"""Modules of a game package besides `record.py` that still read records, each with why. Add nothing here."""

GAME_PACKAGES = sorted(module for module, path in MODULES.items()
                       if module.startswith("referee.games.") and module.count(".") == 2
                       and path.name == "__init__.py")
"""The games laid out as one package each (Letterflip today; the other three follow it)."""


def test_a_game_package_reads_records_only_in_its_record_module() -> None:
    """Only `record` reads `referee.records`: the schema and its messages live in one place (a
    module, or a `record/` package once reading a game's records outgrows 400 lines)."""
    assert {"referee.games.letterflip", "referee.games.letter_roll"} <= set(GAME_PACKAGES)
    readers = {module for package in GAME_PACKAGES for module in MODULES if module.startswith(package + ".")
               and any(n == "referee.records" or n.startswith("referee.records.") for n in GRAPH[module])}
    readers = {module.split(".record.")[0] + ".record" if ".record." in module else module for module in readers}
    assert readers == {package + ".record" for package in GAME_PACKAGES} | RECORD_READERS_PENDING


def test_a_game_package_builds_its_json_objects_only_in_its_result_module() -> None:
    """Only `result.py` (or a `result/` package) returns a JSON object (a `dict[str, Any]`): the
    others return typed results."""
    builders = set()
    for package in GAME_PACKAGES:
        for module in (m for m in MODULES if m.startswith(package + ".")):
            tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
            if any(isinstance(node, ast.FunctionDef) and node.returns is not None
                   and ast.unparse(node.returns).startswith("dict[str, Any]") for node in ast.walk(tree)):
                builders.add(module.split(".result.")[0] + ".result" if ".result." in module else module)
    assert builders == {package + ".result" for package in GAME_PACKAGES}


NODE_API = {"Node", "Fields"}
"""`referee.records`' node-reading API: a command that imports it reads a record itself. Reading
the stream (`read_paths`, `Document`, `stdin_bytes`) and `did_you_mean` are not node reading."""

NODE_METHODS = {"fail", "fields", "require", "is_mapping", "is_sequence", "is_null", "describe", "scalar",
                "text", "texts", "integer", "integer_key", "boolean", "letter", "letters", "choice", "mapping",
                "items", "plain"}
"""What a `Node` (and `Fields`) answers (records/node.py, records/typed.py); asked of a document's `root`, it is a
schema decided outside the game's reader."""

NODE_ONLY_METHODS = {"fail", "fields", "require", "describe", "integer_key", "letters", "choice", "texts"}
"""The methods no other value of referee's has: called on anything but `self`, they read a node."""

COMMAND_NODE_READERS: dict[str, str] = {}
"""Command modules allowed to read record nodes, each with why it must: none today (alpha-cancel's
plain sheet, dedupe-lists' game check and trick-winner's trick documents moved into the games'
readers). Add nothing here: put the reading in the game's `record.py` (or `record/` package)."""


def node_reading(source: str) -> set[str]:
    """How a command's source reads record nodes: node-API names it imports from `referee.records`
    (or any import of `referee.records.node`), and node methods it calls on a `root`."""
    tree = ast.parse(source)
    skip = _type_checking_only(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("referee.records"):
            names = {alias.name for alias in node.names}
            if node.module == "referee.records.node":
                found.add("import referee.records.node")
            found.update(f"import {name}" for name in names & (NODE_API | {"node"}))
        elif isinstance(node, ast.Import):
            found.update(f"import {alias.name}" for alias in node.names if alias.name == "referee.records.node")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in NODE_ONLY_METHODS \
                and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "self"):
            found.add(f".{node.func.attr}()")
        elif isinstance(node, ast.Attribute) and node.attr in NODE_METHODS:
            owner = node.value
            if (isinstance(owner, ast.Name) and owner.id == "root") or (
                    isinstance(owner, ast.Attribute) and owner.attr == "root"):
                found.add(f"root.{node.attr}")

    return found


def test_commands_read_no_record_nodes() -> None:
    readers = {module: sorted(node_reading(MODULES[module].read_text(encoding="utf-8")))
               for module in MODULES if module.startswith("referee.commands.")}
    assert {m: how for m, how in readers.items() if how and m not in COMMAND_NODE_READERS} == {}
    assert {m for m in COMMAND_NODE_READERS if not readers.get(m)} == set()  # the list stays true


OTHER_NODE_READERS = {
    # Letter Roll's dice and any group's own (`--dice-file`) are one file format, read by the dice
    # module every roll shares, not a game's record.
    "referee.dice": "dice files",
    # A house-rules file (`allow:`/`deny:`) belongs to the dictionary, whichever game is played.
    "referee.dictionary.house": "house rules",
}
"""Modules outside `games/` and `records/` that read record nodes, each a file format of its own.
Add nothing here: a game's file is read by the game (as `--round FILE` is, `games/round_file.py`)."""


def test_outside_the_games_only_the_listed_readers_read_record_nodes() -> None:
    readers = {module for module, path in MODULES.items()
               if not module.startswith(("referee.games", "referee.records"))
               and node_reading(path.read_text(encoding="utf-8"))}
    assert readers == set(OTHER_NODE_READERS)


def test_the_node_reading_check_catches_the_old_alpha_cancel_and_dedupe_lists() -> None:
    """The check itself, on the lines that read nodes in the old modules: alpha-cancel imported
    Node and Fields to read a plain sheet, dedupe-lists asked the root for its 'game' key, and
    round_options.py read a --round file's keys."""
    old_alpha_cancel = (
        "from referee.records import Document, Fields, Node, read_paths\n"
        "def _from_document(document: Document) -> None:\n"
        "    root = document.root\n"
        "    if root.is_sequence:\n"
        "        return\n"
        "    fields = Fields(root, 'sheet', ['name', 'rows', 'total'])\n"
    )
    assert node_reading(old_alpha_cancel) == {"import Fields", "import Node", "root.is_sequence"}
    old_dedupe_lists = (
        "from referee.records import Document\n"
        "def adjudicate(document: Document) -> None:\n"
        "    if 'game' in document.root.fields('record'):\n"
        "        raise document.root.fail('game: dedupe-lists rules on Letter Roll lists')\n"
    )
    assert node_reading(old_dedupe_lists) == {"root.fields", "root.fail", ".fields()", ".fail()"}
    old_round_options = (
        "node = item.root\n"
        "fields = node.fields('round')\n"
        "if 'rounds' in fields and not fields['rounds'].items('rounds'):\n"
        "    raise fields['rounds'].fail('rounds: no round to take constraints from')\n"
    )
    assert node_reading(old_round_options) == {".fields()", ".fail()"}
    passing_on = "from referee.records import read_paths, Document\nrule(document.root, lexicon)\n"
    assert node_reading(passing_on) == set()


def public_classes(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Every public class (a name without a leading underscore) defined at the top of a module,
    with the modules that define a class of that name."""
    found: dict[str, set[str]] = {}
    for module, path in modules.items():
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                found.setdefault(node.name, set()).add(module)
    return found


GAME_MODULES = {module: path for module, path in MODULES.items()
                if module == "referee.games" or module.startswith("referee.games.")}
"""Every module under `referee.games`: the games' packages and the modules they share."""

SHARED_CLASS_NAMES = {"Dispute", "DisputeCode"}
"""Names every game defines on purpose: its own `Dispute` and code enum, each meeting the
`referee.games.Dispute` protocol (defined under the same name)."""


def test_no_two_game_modules_define_a_class_of_the_same_name() -> None:
    """A `Card` or a `Mode` names one class, so an import never picks up another game's (issue 12:
    LetterTricks' card is a `LetterCard`, Letterflip's a `LetterflipCard`), and no two modules of
    one game, nor a game and the modules the games share, define one name twice either."""
    clashes = {name for name, modules in public_classes(GAME_MODULES).items() if len(modules) > 1}
    assert clashes == SHARED_CLASS_NAMES


def test_the_class_name_check_sees_every_game_module(tmp_path: Path) -> None:
    (tmp_path / "one.py").write_text("class Card:\n    pass\n\n\nclass _Private:\n    pass\n", encoding="utf-8")
    (tmp_path / "two.py").write_text("if True:\n    class Nested:\n        pass\n\n\nclass Card:\n    pass\n",
                                     encoding="utf-8")
    assert public_classes({"one": tmp_path / "one.py", "two": tmp_path / "two.py"}) == {"Card": {"one", "two"}}
    assert public_classes(GAME_MODULES)["LetterflipCard"] == {"referee.games.letterflip.card"}
    assert "referee.games.letter_tricks.record.game" in GAME_MODULES
    assert public_classes(GAME_MODULES)["Dispute"] >= {"referee.games", "referee.games.letter_roll.model"}
