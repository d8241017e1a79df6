# Two set-up commands, both from a fresh clone with only Python 3.10+ and make:
#   make demo   installs referee in .venv and adjudicates a fixture
#   make test   installs the test tools in .venv and runs the whole suite
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin

.PHONY: demo test lint man bench clean

$(BIN)/referee: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

demo: $(BIN)/referee
	$(BIN)/referee score-sheet fixtures/first-class-letters/game-night.yaml

test: $(BIN)/referee
	$(BIN)/python -m pytest
	$(BIN)/python -m ruff check src tests tools bench
	$(BIN)/python -m mypy

man: $(BIN)/referee
	$(BIN)/python tools/gen_man.py

bench: $(BIN)/referee
	for script in bench/bench_*.py; do $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) build dist src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
