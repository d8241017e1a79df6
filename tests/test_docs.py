"""The docs' links between pages point at pages and headings that exist."""

from __future__ import annotations

import re

import pytest

from tests.conftest import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)#\s]+\.md)(?:#([^)\s]+))?\)")


def anchors(text: str) -> set[str]:
    """GitHub-style heading anchors: lower case, punctuation dropped, spaces to hyphens."""
    found = set()
    for heading in re.findall(r"^#+ (.+)$", text, flags=re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        found.add(slug)
    return found


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_links_resolve(page) -> None:  # type: ignore[no-untyped-def]
    for target, anchor in LINK.findall(page.read_text(encoding="utf-8")):
        path = (page.parent / target).resolve()
        assert path.exists(), f"{page.name} links to missing {target}"
        if anchor:
            assert anchor in anchors(path.read_text(encoding="utf-8")), f"{page.name}: {target}#{anchor}"
