# Two commands do all set-up on a fresh machine (see README):
#   make quickstart   - create the virtualenv, install asof, run the end-to-end job on the embedded store
#   make test         - create the virtualenv, install asof with test extras, run the whole suite
# `make bench` runs the benchmarks (bench/README.md).

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: quickstart test bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

quickstart: $(STAMP)
	$(VENV)/bin/asof quickstart

test: $(STAMP)
	$(PY) -m pytest -q

bench: $(STAMP)
	$(PY) -m bench

clean:
	rm -rf $(VENV) .asof
