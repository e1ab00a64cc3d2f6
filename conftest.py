"""How `make test` spreads the suite over one process per core (pytest-xdist, `-n auto`).
At the root of the repository so that it holds for the notebooks as well as tests/."""

from __future__ import annotations

from typing import Any


def pytest_xdist_make_scheduler(config: Any, log: Any) -> Any:
    """Each test goes to whichever worker is free, except a notebook's cells, which share
    one kernel and so run together, in order, in one worker. (xdist's `loadgroup` cannot
    express it under pytest 9.2, whose node ids it no longer rewrites, and `loadscope` would
    keep every test of a module, such as the long conformance sweep, in one worker.)"""
    from xdist.scheduler import LoadScopeScheduling

    class NotebookScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            notebook, cell, _ = nodeid.partition(".ipynb::")
            return notebook + ".ipynb" if cell else nodeid

    return NotebookScheduling(config, log)


def pytest_collection_modifyitems(items: list[Any]) -> None:
    """The first test that needs the built site runs first, so that one worker builds the
    site (a minute or more) while the others run the rest; the other workers find it built."""
    first = next(
        (item for item in items if "built_site" in getattr(item, "fixturenames", ())), None
    )
    if first is not None:
        items.remove(first)
        items.insert(0, first)
