"""Running totals drawn with Unicode block characters, so a chart needs no library and fits a terminal.

Each player gets one line: a sparkline of the running total after every round (or hand, or
turn), all players on one scale, then the final total and a bar of it. Eighty columns hold it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

LEVELS = "▁▂▃▄▅▆▇█"
"""Eight heights: the lowest is nothing yet, the highest the best total on the chart."""
SPARK_WIDTH = 28
BAR_WIDTH = 24
NAME_WIDTH = 12


@dataclass(frozen=True)
class Series:
    """One line of a chart: whose it is and the running total after each step."""

    name: str
    values: tuple[int, ...]


def sample(values: Sequence[int], width: int) -> list[int]:
    """At most `width` values, evenly spaced, always keeping the last (the final total)."""
    if len(values) <= width:
        return list(values)
    return [values[round(i * (len(values) - 1) / (width - 1))] for i in range(width)]


def spark(values: Sequence[int], top: int) -> str:
    """One character per value, its height the value's share of `top`."""
    if top <= 0:
        return LEVELS[0] * len(values)
    steps = len(LEVELS) - 1
    return "".join(LEVELS[min(steps, max(1 if v > 0 else 0, round(max(v, 0) * steps / top)))] for v in values)


def chart(series: Sequence[Series], steps: str, title: str = "") -> str:
    """The chart of every series: a heading, then one line per player."""
    top = max((max(s.values) for s in series if s.values), default=0)
    longest = max((len(s.values) for s in series), default=0)
    heading = f"running total by {steps}" + (f" (1–{longest})" if longest > 1 else "")
    lines = [f"{title}: {heading}" if title else heading.capitalize()]
    width = min(SPARK_WIDTH, longest)
    for s in series:
        final = s.values[-1] if s.values else 0
        bar = "█" * (round(final * BAR_WIDTH / top) if top > 0 else 0)
        name = s.name if len(s.name) <= NAME_WIDTH else s.name[: NAME_WIDTH - 1] + "…"
        lines.append(f"{name:<{NAME_WIDTH}} {spark(sample(s.values, width), top):<{width}}"
                     f" {final:>5}  {bar}".rstrip())
    return "\n".join(lines)
