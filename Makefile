# Two commands do all set-up on a fresh machine (see README):
#   make demo         - create the virtualenv, install asof, run the whole experiment (`asof demo`) on the
#                       embedded store, with canary forecasters that prove the controls work
#   make test         - create the virtualenv, install asof with test extras, run the whole suite
# `make quickstart` runs the smaller store walk-through; `make bench` runs the benchmarks (bench/README.md).

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo quickstart test bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(VENV)/bin/asof demo --out asof-demo

quickstart: $(STAMP)
	$(VENV)/bin/asof quickstart

test: $(STAMP)
	$(PY) -m pytest -q

bench: $(STAMP)
	$(PY) -m bench

clean:
	rm -rf $(VENV) .asof asof-demo
