"""`--chart-file` where matplotlib cannot make its cache folder (a home that is not writable: a
container, `sudo -u nobody`): it printed two long warnings on stderr ("mkdir -p failed for path
...", "Matplotlib created a temporary cache directory ...") though it drew the same chart, so a
run with nothing wrong said something was. Now stderr is as quiet as with a writable home."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, shell

UNWRITABLE = Path("/proc/referee-no-such-home")  # /proc takes no new folder, even for root


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="no /proc")
def test_a_chart_with_an_unwritable_home_is_drawn_without_a_warning(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    env = {k: v for k, v in os.environ.items() if k not in ("MPLCONFIGDIR", "XDG_CONFIG_HOME", "XDG_CACHE_HOME")}
    env["HOME"] = str(UNWRITABLE)
    chart = tmp_path / "night.png"
    done = shell(f"referee standings --chart-file {chart} {FIXTURES / 'letter-roll' / 'two-players.yaml'}",
                 env=env, cwd=tmp_path)
    assert (done.returncode, done.stderr) == (0, b"")
    assert chart.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
