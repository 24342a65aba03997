# Contrato — see README.md. Every target creates the virtual environment it needs.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: site test check chromium headless-shell npm soak serve bench golden ftl langs-check langs-confirm clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

## site: generate and verify the puzzles, build the static site into site/ with the PDFs of
##       the rules and the table card (printed by Debian's Chromium: installed here when
##       missing, as for the tests; `$(BIN)/contrato build --no-pdf` builds without them)
site: $(STAMP) chromium npm
	$(BIN)/contrato build --out site

## test: run the whole test suite on every core (pytest-xdist: PYTEST_WORKERS=auto, one worker
##       per core; the built site and the puzzles are made once per run) and print its 15
##       slowest tests. The browser tests drive Debian's headless Chromium (package
##       chromium-headless-shell; the site they test prints its PDFs with chromium): both
##       installed here with apt-get when missing, as root or through sudo; CI runs as root.
CHROMIUM := /usr/bin/chromium
HEADLESS := /usr/bin/chromium-headless-shell
PYTEST_WORKERS ?= auto
test: $(STAMP) chromium headless-shell npm
	$(BIN)/python -m pytest -n $(PYTEST_WORKERS)

## check: the inner loop, under a minute: the engine, the question layer, the verdict, the
##        languages and the puzzles with their doctests; no browser, no site build, no
##        simulated statistics (make test runs all of these and the rest)
CHECK_SKIP := --ignore-glob='tests/test_site_*' --ignore-glob='tests/test_sim*' \
	--ignore-glob='tests/test_bench_*' --ignore=tests/test_diagrams.py \
	--ignore=generator/site --ignore=generator/sim
check: $(STAMP)
	$(BIN)/python -m pytest -n $(PYTEST_WORKERS) -q -m "not site" $(CHECK_SKIP)

# $(call apt_package,program,package,what for): install a Debian package with apt-get when
# its program is missing (as root, or through sudo); a failure stops the run under CI only.
define apt_package
	@if [ ! -x $(1) ]; then \
	  echo "make: installing $(2) for $(3) (apt-get install $(2))"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO="sudo -n"; fi; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $(2) || { \
	    echo "make: could not install $(1), needed for $(3); run as root:" \
	         "apt-get update && apt-get install -y $(2)" >&2; \
	    if [ -n "$$CI" ]; then exit 1; fi; }; \
	fi
endef

chromium:
	$(call apt_package,$(CHROMIUM),chromium,the site's PDFs)

headless-shell:
	$(call apt_package,$(HEADLESS),chromium-headless-shell,the browser tests)

## npm: the verdict page's runtime (the npm package pyodide) is fetched at build time with
##      `npm pack` from the package registry (generator/site/runtime.py): Debian's npm,
##      installed here when missing, as Chromium is
npm:
	@if ! command -v npm >/dev/null 2>&1; then \
	  echo "make: installing npm for the verdict page's runtime (apt-get install npm)"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO="sudo -n"; fi; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q npm || { \
	    echo "make: could not install npm; run as root: apt-get update &&" \
	         "apt-get install -y npm" >&2; exit 1; }; \
	fi

## soak: play many simulated games (greedy, random, mixed tables) on every core, checking every
##       invariant at every step (tests/test_sim_soak.py; `make test` plays only 3 of them)
SOAK_GAMES ?= 300
SOAK_SEED  ?= 100000
soak: $(STAMP)
	CONTRATO_SOAK_GAMES=$(SOAK_GAMES) CONTRATO_SOAK_SEED=$(SOAK_SEED) \
		$(BIN)/python -m pytest -q -s tests/test_sim_soak.py

## bench: time the opening solver, check it against CP-SAT, write BENCHMARKS.md
##        (a few minutes on 2 cores; BENCH_SIZE=hands per round scales it, default 320)
BENCH_STAMP := $(VENV)/.bench-stamp
$(BENCH_STAMP): $(STAMP) pyproject.toml
	$(BIN)/pip install --quiet -e '.[test,bench]'
	touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)
	$(BIN)/python -m bench

## golden: write the golden playthroughs and move counts again (tests/golden/, compared by
##         tests/test_golden.py): only after a deliberate change of the engine; review the diff
golden: $(STAMP)
	$(BIN)/python tests/golden_playthroughs.py

## ftl: move texts a merged branch still wrote in docs/<lang>/puzzles.yaml or verdict.yaml
##      into the Fluent files puzzles.ftl and verdict.ftl (generator/lang/migrate.py)
ftl: $(STAMP)
	$(BIN)/python -m generator.lang.migrate

## langs-check: texts changed in some languages only since the last confirmed review
##              (docs/langs-review.tsv, generator/lang/review.py; CONTRIBUTING.md)
langs-check: $(STAMP)
	$(BIN)/python -m generator.lang.review check

## langs-confirm: record the texts as reviewed: every change made in all three languages, new
##                and removed texts; a change in some languages only when named in UNITS
##                (make langs-confirm UNITS='verdict.ftl:reasons-beyond-ace stats.yaml:*')
langs-confirm: $(STAMP)
	$(BIN)/python -m generator.lang.review confirm $(foreach u,$(UNITS),'$(u)')

## serve: build, then preview the site on http://127.0.0.1:8000/
serve: site
	$(BIN)/python -m http.server 8000 --bind 127.0.0.1 --directory site

clean:
	rm -rf site build .cache
