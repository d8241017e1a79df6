"""A wheel and an sdist built from the files git tracks or would track (not ignored ones), and a
virtual environment with the wheel installed: what a user gets from `pip install`, for the tests
that must run against an installed copy (tests/test_packaging.py, tests/test_help_examples.py).

Built once a run with setuptools' own backend in a throw-away virtual environment
(setuptools>=77 comes from PyPI when this Python's is older; `built` skips when that download is
impossible). Dependencies come from this environment (a .pth file), so nothing else is downloaded.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import asdict, dataclass
from importlib.metadata import version
from pathlib import Path

import pytest

from tests.conftest import ROOT, console_script

OFFLINE = ("Could not find a version", "NewConnectionError", "Temporary failure in name resolution",
           "Network is unreachable", "No matching distribution")


@dataclass(frozen=True)
class Built:
    """The built distributions and a virtual environment with the wheel installed."""

    wheel: Path
    sdist: Path
    venv: Path

    def env(self) -> dict[str, str]:
        """A user's environment: the venv's bin first, no checkout on the path."""
        keep = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MANPATH", "VIRTUAL_ENV")}
        return {**keep, "PATH": f"{self.venv / 'bin'}:/usr/local/bin:/usr/bin:/bin", "LC_ALL": "C.UTF-8"}

    def bash(self, script: str, cwd: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["bash", "-c", script], capture_output=True, text=True, cwd=cwd,
                              env=self.env(), timeout=120, check=False)


def run_tool(*argv: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in argv], capture_output=True, text=True, cwd=cwd, timeout=300,
                          check=False)


def _setuptools_is_new_enough() -> bool:
    major = int(version("setuptools").split(".")[0])
    return major >= 77


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """Built once a run, also when pytest-xdist runs the tests in several workers (its documented
    pattern): the first worker to ask builds it, under a lock in the run's shared temporary
    folder, and writes where it is; the others wait on the lock and use that build."""
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        return build(tmp_path_factory.mktemp("packaging"))
    shared = tmp_path_factory.getbasetemp().parent
    with open(shared / "packaging.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file is closed
        where = shared / "packaging.json"
        if where.exists():
            return Built(**{field: Path(path) for field, path in json.loads(where.read_text()).items()})
        made = build(tmp_path_factory.mktemp("packaging"))  # failed or skipped: no record, the next retries
        where.write_text(json.dumps({field: str(path) for field, path in asdict(made).items()}))
        return made


def build(work: Path) -> Built:
    """The wheel, the sdist and the virtual environment, built in `work` (pytest.skip when
    setuptools>=77 is needed and PyPI cannot be reached)."""
    source = work / "source"
    listed = run_tool("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", cwd=ROOT)
    tracked = listed.stdout.split("\0")  # what is committed, and what is new but not ignored
    for name in filter(None, tracked):
        if (ROOT / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    venv = work / "venv"
    made = run_tool(sys.executable, "-m", "venv", "--without-pip", venv)
    assert made.returncode == 0, made.stderr
    python = venv / "bin" / "python"
    site = Path(run_tool(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").stdout.strip())
    if _setuptools_is_new_enough():
        (site / "build-tools.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    else:
        got = run_tool(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "setuptools>=77")
        if got.returncode != 0 and any(word in got.stderr for word in OFFLINE):
            pytest.skip("setuptools>=77 is needed to build and PyPI cannot be reached")
        assert got.returncode == 0, got.stderr
    dist = work / "dist"
    for hook in ("build_sdist", "build_wheel"):  # one process each, as a build frontend does
        build = run_tool(python, "-c", f"import sys; from setuptools import build_meta; build_meta.{hook}(sys.argv[1])",
                     dist, cwd=source)
        assert build.returncode == 0, build.stderr[-3000:]
    (sdist_name,), (wheel_name,) = [p.name for p in dist.glob("*.tar.gz")], [p.name for p in dist.glob("*.whl")]
    (site / "build-tools.pth").unlink(missing_ok=True)
    installed = run_tool(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps",
                     "--no-index", dist / wheel_name)
    assert installed.returncode == 0, installed.stderr
    # The dependencies (click, PyYAML, rapidfuzz, tabulate) from this environment, not PyPI.
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return Built(dist / wheel_name, dist / sdist_name, venv)


@pytest.fixture(scope="session")
def installed_env(request: pytest.FixtureRequest) -> dict[str, str]:
    """An environment whose `referee` is an installed copy: the wheel's virtual environment, or,
    when the wheel cannot be built here (offline), the console script beside this Python."""
    try:
        wheel: Built = request.getfixturevalue("built")
    except pytest.skip.Exception:
        return {**os.environ, "PATH": f"{Path(console_script()).parent}:{os.environ.get('PATH', '')}"}
    return wheel.env()
