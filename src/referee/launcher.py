"""The console-script entry point: a plain `check-word WORD...` is answered before click loads.

Kept apart from cli.py so that importing it costs nothing but this file (see quickcheck.py).
"""

from __future__ import annotations

import sys


def main() -> None:
    """`referee ...` and `python -m referee ...`."""
    from referee.quickcheck import run

    fast = run(sys.argv[1:])
    if fast is not None:
        sys.exit(fast)
    from referee.cli import main as click_main

    click_main()
