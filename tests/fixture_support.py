"""A shipped fixture with one slip typed into it, as a test's record: the slip is asserted to
replace text the fixture has, so a fixture edited later fails the test loudly, not silently."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import FIXTURES


def with_slip(tmp_path: Path, fixture: str, written: str, slip: str) -> Path:
    """`fixture` (`letter-tricks/team.yaml`) with its first `written` typed as `slip`, in tmp_path."""
    text = (FIXTURES / fixture).read_text()
    assert written in text, f"{fixture} no longer has {written!r}"
    path = tmp_path / Path(fixture).name
    path.write_text(text.replace(written, slip, 1))
    return path
