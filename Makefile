# Gridhunt: `make serve` builds the site and serves it on 127.0.0.1:8000;
# `make test` installs whatever this machine lacks and runs every test.
PYTHON ?= python3
PORT ?= 8000
TEST_PORT ?= 8765
VENV := .venv
PY := $(VENV)/bin/python
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
export NO_MKDOCS_2_WARNING := 1
export GRIDHUNT_SITE_URL := http://127.0.0.1:$(PORT)/

.PHONY: serve build site test test-unit test-pyodide test-e2e bench setup chromium clean

serve: build
	$(PY) site/tools/serve.py --port $(PORT)

build: $(VENV)/.installed node_modules/.installed
	$(VENV)/bin/mkdocs build --strict

# Publishing: the folder SITE_DIR (default build/site) to copy to any static host, for the address it
# will have: `make site URL=https://example.org/hunt/`. The GitHub Pages workflow runs the same.
site: $(VENV)/.installed node_modules/.installed
	@test -n "$(URL)" || { echo "Say where the site will live: make site URL=https://example.org/hunt/"; exit 2; }
	GRIDHUNT_SITE_URL=$(URL) GRIDHUNT_SITE_DIR=$(or $(SITE_DIR),build/site) $(VENV)/bin/mkdocs build --strict
	@echo "Built $(or $(SITE_DIR),build/site) for $(URL): copy the folder's contents there."

# The tests serve the build on TEST_PORT; instant navigation needs site_url to name that port.
test: setup
	$(MAKE) build PORT=$(TEST_PORT)
	GRIDHUNT_TEST_PORT=$(TEST_PORT) $(PY) -m pytest

test-unit: $(VENV)/.installed
	$(PY) -m pytest tests/unit pysrc

test-pyodide: setup
	$(PY) -m pytest tests/pyodide

test-e2e: setup
	$(MAKE) build PORT=$(TEST_PORT)
	GRIDHUNT_TEST_PORT=$(TEST_PORT) $(PY) -m pytest tests/e2e

# Every benchmark in turn (tens of minutes): start-up and the first 4x4 answer in Chromium, then each
# solver natively and under Pyodide in Node, with the ratios the issues ask for. Figures, never tests.
BENCHES := sudoku sudoku_ceiling sliding sliding_tables tiling tracks maze genres search_vs_sat
bench: setup build
	$(PY) tests/bench/bench_startup.py
	$(PY) tests/bench/bench_first_4x4.py --port $(PORT)
	for b in $(BENCHES); do echo "== bench_$$b"; $(PY) tests/bench/bench_$$b.py || exit 1; done

setup: chromium $(VENV)/.installed node_modules/.installed

# Browsers cannot be downloaded by Playwright here: the tests drive Debian's Chromium.
chromium:
	@command -v chromium >/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y chromium; }

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

clean:
	rm -rf build .pytest_cache
