"""The standard library the site ships to the browser (docs/hooks/play.py) is cut to the
modules recorded in docs/hooks/site_stdlib.txt by scripts/site_stdlib.py. A module the
package starts to import and the record lacks would break Play on the site: this test finds
it in the package's sources, without a browser. (What those modules import in turn differs
between our Python and Pyodide's newer one: the recording run in the browser holds that, and
tests/test_site_play.py plays whole deals in the browser on the cut library.)"""

from __future__ import annotations

import ast
import importlib.util
import json
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def play_hook():
    spec = importlib.util.spec_from_file_location("play_hook", ROOT / "docs/hooks/play.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def imported_by_the_package() -> set[str]:
    """Every module of the standard library the package's own code imports, anywhere in it
    (at the top of a module or inside a function), with its parent packages; not the
    modules the site leaves out (the terminal, the widgets: `DESKTOP_ONLY`)."""
    names: set[str] = set()
    desktop_only = play_hook().DESKTOP_ONLY
    for path in (ROOT / "gupai_widgets").rglob("*.py"):
        if path.relative_to(ROOT).as_posix().startswith(desktop_only):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    with_parents = {".".join(n.split(".")[:k]) for n in names for k in range(1, n.count(".") + 2)}
    return {name for name in with_parents if name.partition(".")[0] in sys.stdlib_module_names}


def test_every_module_the_package_imports_is_shipped(built_site: Path) -> None:
    play = play_hook()
    with zipfile.ZipFile(play.runtime_files() / play.FULL_STDLIB) as full:
        pyodide = {
            play.module_name(e.filename) for e in full.infolist() if e.filename.endswith(".py")
        }
    # Modules compiled into Pyodide (math, _random...) are not in its zip and always there.
    imported = imported_by_the_package() & pyodide
    missing = imported - play.site_modules()
    assert not missing, (
        f"the package imports {sorted(missing)}, which the site's standard library lacks: "
        "run scripts/site_stdlib.py"
    )
    assert {"random", "dataclasses", "json"} <= imported


def test_the_site_ships_the_cut_library_only(built_site: Path) -> None:
    play = play_hook()
    shipped = list((built_site / play.RUNTIME_FOLDER).glob("python_stdlib*.zip"))
    assert [path.name.startswith("python_stdlib-") for path in shipped] == [True]
    with zipfile.ZipFile(shipped[0]) as cut:
        names = {play.module_name(name) for name in cut.namelist()}
        json_source = cut.read("json/decoder.py").decode()
    assert names == play.site_modules()
    assert '"""' not in json_source.partition("\n")[0]  # its docstring is gone


def test_a_module_our_python_cannot_parse_loses_its_docstrings_and_comment_lines() -> None:
    """Pyodide's Python is newer than ours: python-minifier cannot read typing.py and four
    others (a third of the library's bytes), so their docstrings and whole-line comments are
    emptied by tokens. A comment after code stays: our tokenizer cuts a newer f-string that
    nests its own quotes at the wrong place, and its "#" would read as a comment."""
    source = '"""Module."""\nfrom __future__ import annotations\n# why\ndef f(x):\n'
    source += '    """Two\n    lines."""\n    try:\n        pass\n    except A, B:  # kept\n'
    source += '        return f"{x["#"]}"\nclass C:\n    r\'\'\'Only this.\'\'\'\ny = f"""{1}"""\n'
    expected = '""\nfrom __future__ import annotations\n\ndef f(x):\n    ""\n    try:\n'
    expected += '        pass\n    except A, B:  # kept\n        return f"{x["#"]}"\nclass C:\n'
    expected += '    ""\ny = f"""{1}"""\n'
    assert play_hook().stripped(source) == expected


def test_the_site_ships_what_the_browser_reads_and_no_more(built_site: Path) -> None:
    """The lock file names no package (the site loads none: 0.12 MB less); the package's zip
    leaves out the terminal, the notebooks' helpers and the Jupyter widgets; typing.py, which
    python-minifier cannot read, comes without its docstrings."""
    play = play_hook()
    runtime = built_site / play.RUNTIME_FOLDER
    lock = json.loads((runtime / play.LOCK).read_text(encoding="utf-8"))
    full = json.loads((play.runtime_files() / play.LOCK).read_text(encoding="utf-8"))
    assert lock == {**full, "packages": {}} and len(full["packages"]) > 100
    (package,) = (built_site / play.PACKAGE_FOLDER).glob("gupai_widgets-*.zip")
    with zipfile.ZipFile(package) as zipped:
        names = zipped.namelist()
    assert "gupai_widgets/live_table.py" in names and "gupai_widgets/review.py" in names
    assert not [name for name in names if name.startswith(play.DESKTOP_ONLY)]
    assert "gupai_widgets/cli.py" not in names
    assert "gupai_widgets/widgets/play_table.py" not in names
    (stdlib,) = runtime.glob("python_stdlib-*.zip")
    with zipfile.ZipFile(stdlib) as cut:
        typing_source = cut.read("typing.py").decode()
    assert typing_source.startswith('""\n') and "Support for gradual typing" not in typing_source


# A deal played as the site plays it (a LiveTable, a hint, the review), in a Python where the
# modules the site leaves out of its zip cannot be imported.
WITHOUT_DESKTOP = """
import sys
for name in sys.argv[1:]:
    sys.modules[name] = None
from gupai_widgets.live_table import LiveTable
table = LiveTable("jielong", seed=3)
table.handle({"command": "hint"})
while not table.over:
    table.choose(table.legal_actions()[0])
table.handle({"command": "review"})
assert not table.error, table.error
print("played", "Review" in table.live_html())
"""


def test_the_site_plays_without_the_modules_it_leaves_out() -> None:
    play = play_hook()
    names = [p.removesuffix(".py").removesuffix("/").replace("/", ".") for p in play.DESKTOP_ONLY]
    result = subprocess.run(
        [sys.executable, "-c", WITHOUT_DESKTOP, *names],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["played", "True"]
