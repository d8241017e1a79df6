"""docs/architecture.md stays true: every module, folder and file it names exists."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from tests.conftest import ROOT

PAGE = ROOT / "docs" / "architecture.md"
PACKAGE = ROOT / "src" / "referee"
TREE_LINE = re.compile(r"^(?P<indent> *)(?P<names>\S.*?)(?:\s{2,}(?P<about>.*))?$")


def _text() -> str:
    return PAGE.read_text(encoding="utf-8")


def _tree() -> list[str]:
    """The lines of the layout block: the first fenced block after '## Layout'."""
    text = _text()
    block = text[text.index("## Layout"):].split("```", 2)[1]
    return [line for line in block.splitlines()[1:] if line.strip()]


def tree_paths(lines: list[str]) -> list[str]:
    """Each name of the layout block as a path under src/referee (a folder ends in '/'); the
    block indents two spaces a level, and a line may name several files before its description."""
    assert lines[0] == "src/referee/"
    folders: list[str] = []
    paths = []
    for line in lines[1:]:
        match = TREE_LINE.match(line)
        assert match, line
        depth = len(match["indent"]) // 2 - 1
        assert len(match["indent"]) % 2 == 0 and 0 <= depth <= len(folders), f"badly indented: {line!r}"
        del folders[depth:]
        names = match["names"].split(", ")
        assert all(name.endswith((".py", "/")) for name in names), f"not a file or folder list: {line!r}"
        for name in names:
            paths.append("".join(folders) + name)
        if len(names) == 1 and names[0].endswith("/"):
            folders.append(names[0])
    return paths


def test_the_tree_reader_follows_the_indentation() -> None:
    lines = ["src/referee/", "  cli.py  wiring", "  games/  rules", "    a.py, b.py  two", "  c.py"]
    assert tree_paths(lines) == ["cli.py", "games/", "games/a.py", "games/b.py", "c.py"]


def test_every_path_in_the_layout_exists() -> None:
    missing = [path for path in tree_paths(_tree()) if not (PACKAGE / path).exists()]
    assert missing == []


def test_every_module_path_in_the_text_exists() -> None:
    """`games/first_class.py` and `data/...` are under src/referee; a bare `first_class_outcome.py`
    must exist somewhere there; tests/... and docs/... are the repository's own. (A path the
    layout step will create is written without backticks.)"""
    text = _text()
    missing = []
    for token in re.findall(r"`([^`\s]+)`", text):
        if token.endswith((".py", ".yaml", "/")) and "/" in token.rstrip("/"):
            if not (ROOT / token if token.startswith("src/") else PACKAGE / token).exists():
                missing.append(token)
        elif token.endswith(".py") and not any(PACKAGE.rglob(token)):
            missing.append(token)
        elif re.fullmatch(r"referee(\.\w+)+", token):
            try:
                importlib.import_module(token)
            except ImportError:
                missing.append(token)
    for path in re.findall(r"\b((?:tests|docs)/[\w./-]+\.(?:py|md))\b", text):
        if not (ROOT / path).exists():
            missing.append(path)
    assert missing == []


def test_the_readme_links_it() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    development = readme[readme.index("## Development"):]
    assert "(docs/architecture.md)" in development


def test_the_page_names_every_game_module_the_registry_names() -> None:
    """The registry's rules and table modules are where a reader is sent to change a rule."""
    from referee.games import REGISTRY

    paths = set(tree_paths(_tree()))
    for entry in REGISTRY.values():
        for module in (entry.rules, entry.table, entry.template, entry.roll, entry.hint):
            assert Path(*module.split(".")[1:]).with_suffix(".py").as_posix() in paths, module
