"""Every game's page has one "Rules at a glance" table, and every test it names exists
(issue 33).

The table lists each rule of the page, its source and the tests that check it. A test is
named as `<code>test_...</code>`; the file it lives in is the last `tests/...py` path named
before it in the section: a group header row (`<code>tests/games/test_x.py</code>`), the
heading of the test column, or the sentence that introduces the table. A test that is
renamed or removed without its row changing fails here, so the table cannot send a reader
to a test that is gone.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

import gupai_widgets as gw

ROOT = Path(__file__).resolve().parent.parent
HEADING = re.compile(r"^# ## Rules at a glance[ \t]*$", re.MULTILINE)
# The section ends at the next heading of its level or at the end of its cell.
SECTION_END = re.compile(r"^# ## |^# %%", re.MULTILINE)
# A test file's path, or a test's name (not the stem of a file name: `test_x.py`).
NAMED = re.compile(r"(tests/[\w/]+\.py)|\b(test_\w+)\b(?!\.py)")


def section(text: str) -> str:
    """The "Rules at a glance" section of a notebook's jupytext source."""
    start = HEADING.search(text)
    assert start is not None
    rest = text[start.end() :]
    end = SECTION_END.search(rest)
    return rest[: end.start()] if end else rest


def named_tests(text: str) -> list[tuple[str | None, str]]:
    """(test file, test name) for each test the section names, in order; the file is None
    for a test named before any file."""
    found, path = [], None
    for match in NAMED.finditer(text):
        if match.group(1):
            path = match.group(1)
        else:
            found.append((path, match.group(2)))
    return found


@cache
def functions_in(path: str) -> frozenset[str]:
    """The names of the test functions defined in a test file (in classes too)."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    return frozenset(
        node.name
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and node.name.startswith("test_")
    )


def test_each_test_belongs_to_the_last_file_named_before_it() -> None:
    table = (
        "# Each rule and its test (in `tests/games/test_a.py` unless grouped):\n"
        "# <tr><td>One</td><td><code>test_one</code></td></tr>\n"
        '# <tr><th colspan="2"><code>tests/games/test_b.py</code></th></tr>\n'
        "# <tr><td>Two</td><td><code>test_two</code>, <code>test_three</code></td></tr>\n"
    )
    assert named_tests(table) == [
        ("tests/games/test_a.py", "test_one"),
        ("tests/games/test_b.py", "test_two"),
        ("tests/games/test_b.py", "test_three"),
    ]
    assert named_tests("# <code>test_lost</code> in test_a.py") == [(None, "test_lost")]


def test_the_section_ends_at_the_next_heading_or_cell() -> None:
    text = "# ## Rules at a glance\n# <code>test_in</code>\n#\n# ## Options\n# test_out\n"
    assert named_tests(section(text)) == [(None, "test_in")]
    text = "# ## Rules at a glance\n# <code>test_in</code>\n\n# %%\nprint('test_out')\n"
    assert named_tests(section(text)) == [(None, "test_in")]


@pytest.mark.parametrize("spec", gw.list_games(), ids=lambda s: s.id)
def test_every_game_page_has_one_rules_at_a_glance(spec) -> None:
    text = (ROOT / "notebooks" / f"{spec.id}.py").read_text(encoding="utf-8")
    assert len(HEADING.findall(text)) == 1, f"{spec.id}: one '## Rules at a glance' section"


@pytest.mark.parametrize("spec", gw.list_games(), ids=lambda s: s.id)
def test_every_test_the_table_names_exists(spec) -> None:
    text = (ROOT / "notebooks" / f"{spec.id}.py").read_text(encoding="utf-8")
    named = named_tests(section(text))
    assert named, f"{spec.id}: the table names no test"
    unplaced = [name for path, name in named if path is None]
    assert not unplaced, f"{spec.id}: no test file is named before {unplaced}"
    files = {path for path, _ in named}
    absent = sorted(path for path in files if not (ROOT / path).is_file())
    assert not absent, f"{spec.id}: no such test file {absent}"
    missing = [f"{path}::{name}" for path, name in named if name not in functions_in(path)]
    assert not missing, f"{spec.id}: the table names tests that do not exist: {missing}"
