"""Every benchmark script still imports: the benchmarks are not run by the suite (they time the
machine), so a rule moved to another module would otherwise break one unnoticed."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


@pytest.mark.parametrize("script", sorted(BENCH.glob("bench_*.py")), ids=lambda p: p.name)
def test_the_benchmark_imports(script: Path) -> None:
    spec = importlib.util.spec_from_file_location(f"bench_{script.stem}", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)   # defines the benchmark; only `python bench/...` runs it
    assert callable(getattr(module, "main", None)), f"{script.name} has no main()"
