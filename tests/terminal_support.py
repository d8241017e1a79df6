"""Run the installed console script with stdout or stderr on a pseudo-terminal of a chosen width,
for what only a person at a terminal sees (table widths, progress)."""

from __future__ import annotations

import fcntl
import os
import pty
import struct
import subprocess
import termios
from collections.abc import Sequence
from pathlib import Path

from tests.conftest import ROOT, console_script


def on_terminal(args: Sequence[str], columns: int = 80, stream: str = "stdout", input: bytes | None = None,
                env: dict[str, str] | None = None, cwd: Path = ROOT) -> tuple[int, str, str]:
    """`referee ARGS` with `stream` (stdout or stderr) a terminal `columns` wide and the other a
    pipe: (status, stdout, stderr), the terminal's text with CR LF read back as LF."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 40, columns, 0, 0))
    environment = env if env is not None else {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    ends = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, stream: follower}
    process = subprocess.Popen([console_script(), *args], stdin=subprocess.PIPE if input else subprocess.DEVNULL,
                               stdout=ends["stdout"], stderr=ends["stderr"], env=environment, cwd=cwd)
    os.close(follower)
    other = process.stderr if stream == "stdout" else process.stdout
    assert other is not None
    if input:
        assert process.stdin is not None
        process.stdin.write(input)
        process.stdin.close()
    seen = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the terminal closes when the process has exited
            break
        if not chunk:
            break
        seen += chunk
    os.close(leader)
    piped = other.read()
    status = process.wait(timeout=60)
    text = seen.decode("utf-8").replace("\r\n", "\n")
    return (status, text, piped.decode("utf-8")) if stream == "stdout" else (status, piped.decode("utf-8"), text)
