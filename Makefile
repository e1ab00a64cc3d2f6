# Entry points for a newcomer: `make serve` and `make test` set everything up themselves.
# `make help` lists the targets. Override VENV to use another virtualenv path
# (e.g. `make test VENV=/tmp/freshvenv`), PORT to serve elsewhere.

PYTHON ?= python3
VENV ?= .venv
PORT ?= 8000
BUILD := build
BIN := $(abspath $(VENV))/bin

# Jupyter and IPython keep their state under build/, never in $HOME; the trust database that
# `make lab` writes lives there too, so the JupyterLab it starts sees the notebooks as trusted.
export JUPYTER_DATA_DIR := $(abspath $(BUILD))/jupyter/data
export JUPYTER_CONFIG_DIR := $(abspath $(BUILD))/jupyter/config
export JUPYTER_RUNTIME_DIR := $(abspath $(BUILD))/jupyter/runtime
export IPYTHONDIR := $(abspath $(BUILD))/ipython
export NO_MKDOCS_2_WARNING := 1
# Kernels are started as `python -m ipykernel`; the venv's python must come first on PATH.
export PATH := $(BIN):$(PATH)

NOTEBOOKS := $(wildcard notebooks/*.ipynb)

.DEFAULT_GOAL := help
.PHONY: help serve site test notebooks lab bench lint format clean

help: ## list the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z][a-z-]*:.*## / {printf "  make %-10s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

# --- virtualenv: created once, each extra installed again only when pyproject.toml changes ---

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed-%: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[$*]'
	touch $@

# --- targets ---

serve: site ## build the site and serve it on http://127.0.0.1:8000 (or PORT=...)
	@echo "Serving the encyclopedia on http://127.0.0.1:$(PORT)/ (Ctrl-C stops)"
	$(BIN)/python -m http.server $(PORT) --bind 127.0.0.1 --directory site

site: $(VENV)/.installed-docs ## build the site into site/ (mkdocs build --strict)
	$(BIN)/mkdocs build --strict

# One worker per core (pytest-xdist): conftest.py keeps a notebook's cells in one worker,
# tests/conftest.py has the workers share one build of the site.
test: $(VENV)/.installed-dev ## run every test: unit, notebooks (nbval), site build, browser
	$(BIN)/python -m pytest -n auto tests $(if $(NOTEBOOKS),--nbval --nbval-current-env $(NOTEBOOKS))

notebooks: $(VENV)/.installed-dev ## re-execute every notebook from its .py source
	$(BIN)/python scripts/execute_notebooks.py

# scripts/jupyter_lab_config.py saves a notebook with the kernel metadata `make notebooks`
# stores, so that a notebook only opened changes nothing on disk.
lab: $(VENV)/.installed-dev ## open JupyterLab on notebooks/, with the notebooks trusted
	$(BIN)/jupyter trust $(NOTEBOOKS)
	$(BIN)/jupyter lab --config=scripts/jupyter_lab_config.py --ServerApp.ip=127.0.0.1 \
		--ServerApp.root_dir=notebooks $(LAB_ARGS)

# Containers often run as root, which JupyterLab refuses without being told.
LAB_ARGS := $(if $(filter 0,$(shell id -u)),--allow-root)

bench: $(VENV)/.installed-dev ## print sizes and timings of drawing the pieces and of the site
	$(BIN)/python benchmarks/run.py

lint: $(VENV)/.installed-dev ## ruff check and format check
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: $(VENV)/.installed-dev ## ruff fix and format
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

clean: ## remove built files (site/, build/), keep the virtualenv
	rm -rf site $(BUILD) .pytest_cache
