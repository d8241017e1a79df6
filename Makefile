# Two set-up commands, both from a fresh clone with only Python 3.10+ and make:
#   make demo   installs referee (and only what it needs) in .venv and adjudicates an example
#   make test   installs the test tools in .venv too and runs the whole suite
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
MAN1    = $(VENV)/share/man/man1

.PHONY: demo test lint man bench lexicon clean

# An editable install does not install data files, so the man pages are copied where `man`
# looks beside .venv/bin (`man referee` after `source .venv/bin/activate`).
$(BIN)/referee: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	mkdir -p $(MAN1)
	cp man/*.1 $(MAN1)/
	touch $@

$(VENV)/.test-tools: $(BIN)/referee
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

demo: $(BIN)/referee
	$(BIN)/referee example first-class-letters | $(BIN)/referee score-sheet

test: $(VENV)/.test-tools
	$(BIN)/python -m pytest
	$(BIN)/python -m ruff check src tests tools bench
	$(BIN)/python -m mypy

man: $(BIN)/referee
	$(BIN)/python tools/gen_man.py
	mkdir -p $(MAN1)
	cp man/*.1 $(MAN1)/

# Rebuild the word lists in src/referee/data/ (needs Debian's scowl package; docs/lexicon.md).
lexicon: $(BIN)/referee
	$(BIN)/python -m pip install --quiet -e '.[build]'
	$(BIN)/python tools/build_lexicon.py

bench: $(BIN)/referee
	for script in bench/bench_*.py; do $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) build dist src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
