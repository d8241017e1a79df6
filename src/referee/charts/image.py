"""Running totals as an SVG or PNG file, drawn by matplotlib (the optional `chart` extra).

matplotlib is imported only here, only when `--chart-file` is given: every other run pays nothing.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from referee.charts.terminal import Series
from referee.errors import InputError
from referee.options import bad_value

FORMATS = (".svg", ".png")
PANELS = 12
"""The most records one image draws (one panel each)."""


def check_path(path: str) -> None:
    """Refuse, before any work, a file name matplotlib would not know how to write, a folder that
    is not there or the name of one, or no matplotlib: found only at the end, each cost every
    record's ruling first. Each refusal of the path reads `cannot write PATH: why`, as one the
    system makes at the end does."""
    why = None
    if os.path.splitext(path)[1].lower() not in FORMATS:
        why = "the name must end in .svg or .png"
    elif not os.path.isdir(os.path.dirname(path) or "."):
        why = "No such file or directory"
    elif os.path.isdir(path):
        why = "Is a directory"
    if why is not None:
        raise bad_value(f"cannot write {path!r}: {why}", "--chart-file")
    from importlib.util import find_spec

    if find_spec("matplotlib") is None:
        raise InputError(_NO_MATPLOTLIB)


_NO_MATPLOTLIB = "--chart-file needs matplotlib: pip install 'referee[chart]'"


def write(path: str, panels: Sequence[tuple[str, str, Sequence[Series]]]) -> None:
    """One panel per (title, steps, series): a line per player, the step on x, the total on y."""
    check_path(path)
    import logging

    # matplotlib warns on stderr, in two long lines, when it cannot make its cache folder (a home
    # that is not writable: a container, `sudo -u nobody`); it then uses a temporary one and draws
    # the same chart, so that is nothing the user must act on.
    logging.getLogger("matplotlib").setLevel(logging.ERROR)
    try:
        import matplotlib

        matplotlib.use("Agg")
        from matplotlib import pyplot
    except ImportError:
        raise InputError(_NO_MATPLOTLIB) from None
    shown = list(panels)[:PANELS]
    figure, axes = pyplot.subplots(len(shown), 1, figsize=(8, 3.2 * len(shown)), squeeze=False)
    for axis, (title, steps, series) in zip(axes[:, 0], shown, strict=True):
        for s in series:
            axis.plot(range(1, len(s.values) + 1), s.values, marker="o", label=s.name)
        axis.set_title(title)
        axis.set_xlabel(steps)
        axis.set_ylabel("running total")
        axis.grid(alpha=0.3)
        axis.xaxis.get_major_locator().set_params(integer=True)
        axis.legend(loc="best", fontsize="small")
    figure.tight_layout()
    try:
        # No creation date in the file, and SVG ids hashed with a fixed salt (matplotlib's default
        # is a random one each run): the same records always give the same image.
        with matplotlib.rc_context({"svg.hashsalt": "referee"}):
            figure.savefig(path, metadata={"Date": None} if path.lower().endswith(".svg") else None)
    except OSError as exc:
        raise bad_value(f"cannot write {path!r}: {exc.strerror or exc}", "--chart-file") from None
    finally:
        pyplot.close(figure)
